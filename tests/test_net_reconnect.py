"""A joiner whose host (or server) dropped: the table offers no move while the connection is
lost, the banner says so, a Reconnect button takes the seat again at the same address with the
same code and token, and the app keeps trying quietly.  The Join screen remembers the address
and code typed last.  Every server listens on 127.0.0.1 only."""
from __future__ import annotations

import pytest

from engine.net import keys
from engine.net.client import SeatClient
from engine.net.server import ServerThread, TableServer
from scenes.net_reconnect import RETRY_S
from scenes.netplay import RECONNECT, TO_MENU
from tests.netplay import create_table, wait_until
from tests.uitest import clickable, driver, make_app


@pytest.fixture()
def table_folder(tmp_path):
    return tmp_path / "tables"


def seated(monkeypatch, tmp_path, folder):
    thread = ServerThread(TableServer(folder, rate=2000))
    port = thread.start()
    url = f"ws://127.0.0.1:{port}"
    made = create_table(url, "coatl", [{"kind": "human", "name": "Olena"},
                                       {"kind": "human", "name": "Petro"}])
    app = make_app(monkeypatch, tmp_path)
    me = SeatClient.join(url, made["code"], 0, "Olena")
    friend = SeatClient.join(url, made["code"], 1, "Petro")
    app.scenes.push(app.make("net_table", seat_client=me, url=url))
    d = driver(app)
    d.frames(5)
    return app, d, thread, port, friend


def restart(folder, port: int) -> ServerThread:
    server = TableServer(folder, rate=2000)
    server.resume_saved()
    thread = ServerThread(server, port=port)
    thread.start()
    return thread


def lose_the_host(d, table, thread) -> None:
    assert table.my_turn() and table.legal()
    thread.stop()
    # the client's thread notices the closed connection in its own time: frames until it has
    # (600 frames were not always enough beside app processes starting on a loaded machine)
    wait_until(lambda: table.session.closed, 120, lambda: d.frames(1), "the lost connection")
    d.frames(2)


def test_a_lost_table_offers_no_move_and_reconnect_takes_the_seat_again(
        monkeypatch, tmp_path, table_folder):
    app, d, thread, port, friend = seated(monkeypatch, tmp_path, table_folder)
    table = app.scenes.top
    again = None
    try:
        lose_the_host(d, table, thread)
        assert table.banner_text() == "The connection to the table was lost"
        assert not table.my_turn() and table.legal() == []      # nothing glows playable
        assert not clickable(table, "hud.hint") and not clickable(table, "hud.undo")
        assert clickable(table, RECONNECT)
        again = restart(table_folder, port)
        d.click(RECONNECT)                  # (a try at once, in a thread: the window goes on)
        wait_until(lambda: not table.session.closed, 30, lambda: d.frames(1), "the reconnect")
        d.frames(2)
        assert not d.has(RECONNECT)
        assert table.session.seat == 0 and table.my_turn() and table.legal()
        assert "lost" not in table.banner_text()
    finally:
        app.shutdown()
        friend.close()
        if again is not None:
            again.stop()


def test_a_lost_table_is_tried_again_quietly(monkeypatch, tmp_path, table_folder):
    app, d, thread, port, friend = seated(monkeypatch, tmp_path, table_folder)
    table = app.scenes.top
    again = None
    try:
        lose_the_host(d, table, thread)
        d.frames(int(RETRY_S * 60) + 30)        # one quiet try: nothing answers there now
        wait_until(lambda: table.net_watch.back.attempt is None, 30, lambda: d.frames(1),
                   "the quiet try")
        d.frames(2)
        assert table.banner_text() == "The host's table is closed"      # (not "reconnecting"
        assert "by yourself" in table.prompt()                          # for ever)
        assert clickable(table, TO_MENU) and not d.has(RECONNECT)
        again = restart(table_folder, port)     # (a try runs in a thread: wait for it)
        wait_until(lambda: not table.session.closed, 30, lambda: d.frames(5), "a quiet retry")
        assert table.my_turn() and clickable(table, "hud.hint")
    finally:
        app.shutdown()
        friend.close()
        if again is not None:
            again.stop()


def test_the_join_screen_remembers_the_last_address_and_code(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    try:
        join = app.make("join")
        assert join.values["address"] == "127.0.0.1:8765"       # nothing typed yet
        join.values.update(address="127.0.0.1:9", code="ABC234")
        join.look()                             # nothing answers there; both are kept
        assert join.error
        assert keys.last_table() == ("127.0.0.1:9", "ABC-234")
        again = app.make("join")
        assert again.values["address"] == "127.0.0.1:9"
        assert again.values["code"] == "ABC-234"
    finally:
        app.shutdown()
