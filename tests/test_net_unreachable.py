"""A joiner whose host stopped answering (its machine vanished: no close frame, no refusal,
every try only times out) is not told "reconnecting…" for ever: after a few failed tries the
banner says the host can't be reached, with Reconnect and the way back to the menu, while quiet
tries go on and take the seat again once the host answers.  The short form has a listener on
127.0.0.1 that accepts and never replies where the table was; the long form stops a ``serve``
process with SIGSTOP, so even the open connection is found lost only by its keepalive."""
from __future__ import annotations

import signal
import socket

import pytest

from engine.net import client as net_client
from scenes import net_reconnect
from scenes.netplay import RECONNECT, TO_MENU
from tests.netplay import ServerProcess, create_table, wait_until
from tests.test_net_reconnect import restart, seated
from tests.uitest import clickable, driver, make_app


@pytest.fixture()
def quick_tries(monkeypatch):
    """Tries that give up fast (the silent host never answers, however long one waits)."""
    monkeypatch.setattr(net_reconnect, "TRY_TIMEOUT_S", 0.1)
    monkeypatch.setattr(net_reconnect, "RETRY_S", 0.05)


def silent_listener(port: int) -> socket.socket:
    """Accepts connections on 127.0.0.1:``port`` (the kernel does) and never says a word."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", port))
    s.listen(16)
    return s


def until_unreachable(d, table) -> None:
    wait_until(lambda: table.net_watch.back.unreachable(), 60, lambda: d.frames(1),
               "the tries to give up")
    d.frames(2)


def test_a_host_that_never_answers_is_said_unreachable_with_reconnect_and_menu(
        monkeypatch, tmp_path, quick_tries):
    folder = tmp_path / "tables"
    app, d, thread, port, friend = seated(monkeypatch, tmp_path, folder)
    table = app.scenes.top
    silent = again = None
    try:
        thread.stop()
        silent = silent_listener(port)      # where the table was, nothing ever replies
        wait_until(lambda: table.session.closed, 60, lambda: d.frames(1), "the lost table")
        until_unreachable(d, table)
        back = table.net_watch.back
        assert back.failed >= net_reconnect.UNREACHABLE_TRIES and not back.gone
        assert table.banner_text() == "The host can't be reached"
        assert "seat is kept" in table.prompt()
        assert clickable(table, RECONNECT) and clickable(table, TO_MENU)   # (To the menu
        assert not table.my_turn() and table.legal() == []     # as test_net_host_gone clicks)
        monkeypatch.setattr(net_reconnect, "TRY_TIMEOUT_S", 600.0)
        d.click(RECONNECT)                  # tried at once, in its own thread: the window
        assert back.attempt is not None and back.attempt.is_alive()     # never waits for
        d.frames(2)                                                     # a silent host
        assert table.banner_text() == "The host can't be reached" and table.session.closed
        silent.close()                      # (its waiting connections are reset: the try ends)
        silent = None
        wait_until(lambda: back.attempt is None, 60, lambda: d.frames(1), "the asked try")
        # nothing listens on the port now: a quiet try that ran meanwhile was refused, which
        # says the table is closed; either way the seat waits and nothing was sat down
        assert table.session.closed and table.banner_text() in (
            "The host can't be reached", "The host's table is closed")
        again = restart(folder, port)       # the host is back: a quiet try takes the seat
        wait_until(lambda: not table.session.closed, 60, lambda: d.frames(2), "a quiet retry")
        d.frames(2)
        assert table.my_turn() and not d.has(TO_MENU) and not d.has(RECONNECT)
        assert table.net_watch.back.failed == 0
    finally:
        app.shutdown()
        friend.close()
        if silent is not None:
            silent.close()
        if again is not None:
            again.stop()


@pytest.mark.slow
def test_a_stopped_serve_process_is_found_lost_and_unreachable(monkeypatch, tmp_path,
                                                                quick_tries):
    monkeypatch.setattr(net_client, "PING_S", 1.0)      # the keepalive finds it soon
    server = ServerProcess(tmp_path / "serve")
    app = None
    try:
        made = create_table(server.url, "coatl", [{"kind": "human", "name": "Olena"},
                                                  {"kind": "human", "name": "Petro"}])
        app = make_app(monkeypatch, tmp_path)
        me = net_client.SeatClient.join(server.url, made["code"], 0, "Olena")
        friend = net_client.SeatClient.join(server.url, made["code"], 1, "Petro")
        app.scenes.push(app.make("net_table", seat_client=me, url=server.url))
        d = driver(app)
        d.frames(5)
        table = app.scenes.top
        assert table.my_turn()
        server.proc.send_signal(signal.SIGSTOP)     # the host's machine is gone, silently
        wait_until(lambda: table.session.closed, 120, lambda: d.frames(1),
                   "the keepalive to find the connection lost")
        until_unreachable(d, table)
        assert table.banner_text() == "The host can't be reached"
        assert clickable(table, RECONNECT) and clickable(table, TO_MENU)
        server.proc.send_signal(signal.SIGCONT)     # back: a quiet try takes the seat again
        wait_until(lambda: not table.session.closed, 120, lambda: d.frames(2), "a quiet retry")
        friend.close()
    finally:
        if app is not None:
            app.shutdown()
        server.proc.send_signal(signal.SIGCONT)
        server.kill()
