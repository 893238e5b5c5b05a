"""A joiner whose host quit (or whose host's app is gone) is told so, and is offered the way
back to the menu: "Olena closed the table", not "reconnecting…" for ever nor a misleading
"no table ABC-DEF (is the code right?)".  The server tells every connection before it closes
(the protocol's ``closing``).  Every server listens on 127.0.0.1 only."""
from __future__ import annotations

from scenes.netplay import RECONNECT, TO_MENU
from tests.netplay import wait_until
from tests.test_net_reconnect import restart, seated
from tests.uitest import clickable


def test_a_host_who_quits_tells_the_joiners_who_may_go_back_to_the_menu(monkeypatch, tmp_path):
    folder = tmp_path / "tables"
    app, d, thread, port, friend = seated(monkeypatch, tmp_path, folder)
    table = app.scenes.top
    again = None
    try:
        thread.stop(farewell=("host", "Mykola"))        # the host's app quits its table
        assert d.wait(lambda: table.session.closed, 600)
        d.frames(2)
        assert table.banner_text() == "Mykola closed the table"
        assert "hosted again" in table.prompt()
        assert not any("left the table" in text for _s, text in table.log.lines())  # (Petro
                                                # was closed too: not news)
        assert clickable(table, TO_MENU) and not d.has(RECONNECT)
        assert not table.my_turn() and table.legal() == []
        d.frames(300)                           # quiet tries fail meanwhile: nothing is said
        assert app.toast is None and table.banner_text() == "Mykola closed the table"
        again = restart(folder, port)           # hosted again: the seat is taken up again
        wait_until(lambda: not table.session.closed, 30, lambda: d.frames(5), "a quiet retry")
        assert table.my_turn() and not d.has(TO_MENU)
        thread2 = again
        again = None
        thread2.stop(farewell=("host", "Mykola"))
        assert d.wait(lambda: d.has(TO_MENU), 600)
        d.click(TO_MENU)
        d.frames(5)
        assert app.scenes.top.__class__.__name__ == "MenuScene"
    finally:
        app.shutdown()
        friend.close()
        if again is not None:
            again.stop()


def test_a_stopping_server_says_so_and_is_reconnected_to(monkeypatch, tmp_path):
    folder = tmp_path / "tables"
    app, d, thread, port, friend = seated(monkeypatch, tmp_path, folder)
    table = app.scenes.top
    try:
        thread.stop(farewell=("server", ""))    # serve stops (SIGTERM): it comes back
        assert d.wait(lambda: table.session.closed, 600)
        d.frames(2)
        assert table.banner_text() == "The table server stopped: reconnecting…"
        assert clickable(table, RECONNECT)
    finally:
        app.shutdown()
        friend.close()


def test_serve_tells_its_players_before_it_stops_on_sigterm(tmp_path):
    import signal

    from engine.net.client import SeatClient
    from tests.netplay import ServerProcess, create_table
    server = ServerProcess(tmp_path)
    try:
        made = create_table(server.url, "coatl", [{"kind": "human"}, {"kind": "human"}])
        olena = SeatClient.join(server.url, made["code"], 0, "Olena")
        server.proc.send_signal(signal.SIGTERM)
        got: list[dict] = []
        wait_until(lambda: any(m.get("type") == "closing" for m in got), 20,
                   lambda: got.extend(olena.client.poll()), "the server's closing")
        closing = next(m for m in got if m.get("type") == "closing")
        assert closing["why"] == "server"
        assert server.proc.wait(20) == 0
        olena.close()
    finally:
        server.kill()
