"""A hosted table resumed when its old port is taken (another program listens there) listens on
a free port instead: the host's lobby says so, with the new address, and a friend's app that
hears the table announced on the local network with the same code at the new port takes its
seat there by itself (its token kept under the new address too).  The old port is held by a
socket on 127.0.0.1; the LAN list is given to the friend's reconnector (no zeroconf here).
The short form moves a ``serve``-like table server (no app); the long form hosts and resumes
from the app."""
from __future__ import annotations

import random
import socket

import pytest

from engine.net import keys
from engine.net.client import SeatClient
from engine.net.clientflow import RemoteSession
from engine.net.lan import LanTable
from engine.net.server import ServerThread, TableServer
from engine.session import Seat
from scenes import net_reconnect
from scenes.net_reconnect import Reconnector
from tests.netplay import create_table, wait_until
from tests.test_net_app import play_table
from tests.test_net_lobby import host_from_app, text_of
from tests.test_net_reconnect import restart
from tests.uitest import driver, make_app


def test_a_friend_follows_a_table_heard_at_another_port(monkeypatch, tmp_path):
    monkeypatch.setattr(net_reconnect, "TRY_TIMEOUT_S", 0.2)
    monkeypatch.setattr(net_reconnect, "RETRY_S", 0.05)
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path / "home"))
    folder = tmp_path / "tables"
    thread = ServerThread(TableServer(folder, rate=2000))
    url = f"ws://127.0.0.1:{thread.start()}"
    made = create_table(url, "coatl", [{"kind": "human", "name": "Olena"},
                                       {"kind": "human", "name": "Petro"}])
    friend = SeatClient.join(url, made["code"], 1, "Petro")
    session = RemoteSession(friend, url=url)
    thread.stop()
    again = restart(folder, 0)                  # back, on another port
    try:
        wait_until(lambda: session.closed, 30, lambda: session.wait(0.05), "the loss")
        heard = [LanTable("Olena", "127.0.0.1", again.port, made["code"], "coatl")]
        back = Reconnector(None, session, lambda: None, lan=lambda: heard)
        wait_until(lambda: not session.closed, 30,     # a try at the old port fails first
                   lambda: back.retry(0.05) or (back.attempt and back.attempt.join(0.05)),
                   "the friend to follow the table")
        assert session.url == f"ws://127.0.0.1:{again.port}" and back.failed == 0
        assert keys.held(session.url, made["code"]) == {1: friend.token}
        assert session.table.seats[1]["connected"] and session.to_act() is not None
    finally:
        session.close()
        again.stop()


@pytest.mark.slow
def test_a_resumed_table_whose_port_is_taken_moves_and_its_friends_follow(
        monkeypatch, tmp_path, hosting):
    from scenes.host import Hosted, start_host
    monkeypatch.setattr(net_reconnect, "TRY_TIMEOUT_S", 0.2)
    monkeypatch.setattr(net_reconnect, "RETRY_S", 0.05)
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        lobby = host_from_app(app, d, [Seat("human", "normal", "Hana", 0),
                                       Seat("remote", "normal", "", 1)])
        code, old_port, url = lobby.code, lobby.hosted.port, lobby.hosted.url
        friend = SeatClient.join(url, code, 1, "Taras")
        assert d.wait(lambda: lobby.seats()[1]["taken"], 300)
        d.click("host.open")
        d.frames(3)
        table = app.scenes.top
        assert play_table(d, table, friend, random.Random(3),
                          lambda: len(table.session.steps) >= 2, 3000)
        session = RemoteSession(friend, url=url)
    finally:                        # the host's app goes away without ending the table
        Hosted.current.server.stop()
        app.shutdown()
    wait_until(lambda: session.closed, 30, lambda: session.wait(0.05), "the friend's loss")
    blocker = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    blocker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # (its TIME_WAITs)
    blocker.bind(("127.0.0.1", old_port))       # another program took the port meanwhile
    blocker.listen(4)
    app = make_app(monkeypatch, tmp_path)           # the same user folder: the same host
    d = driver(app)
    try:
        lobby = start_host(app, resume=code)
        assert lobby is not None and lobby.code == code
        new_port = lobby.hosted.port
        assert new_port != old_port and lobby.moved_from == old_port
        app.scenes.push(lobby)
        d.frames(2)
        said = text_of(lobby, "host.note")
        assert f"Port {old_port} is taken" in said and f"127.0.0.1:{new_port}" in said
        assert text_of(lobby, "host.port") == f"port {new_port}"
        heard = [LanTable("Hana", "127.0.0.1", new_port, code, "coatl", "Hana")]
        back = Reconnector(None, session, lambda: None, lan=lambda: heard)
        wait_until(lambda: not session.closed, 60,
                   lambda: back.retry(0.05) or (back.attempt and back.attempt.join(0.05)),
                   "the friend to follow the table to its new port")
        assert session.url == f"ws://127.0.0.1:{new_port}" and session.seat == 1
        assert keys.held(session.url, code) == {1: friend.token}
        assert d.wait(lambda: lobby.seats()[1]["connected"], 300)
        assert text_of(lobby, "host.filled") == "Players' seats filled: 2 of 2"
        session.close()
    finally:
        blocker.close()
        app.shutdown()


def test_a_table_heard_on_another_machine_under_the_same_code_is_not_followed(
        monkeypatch, tmp_path):
    """Anyone on the network may announce a table under a code they saw: the seat's token goes
    only to the machine the player joined."""
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path / "home"))
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    url = f"ws://127.0.0.1:{thread.start()}"
    made = create_table(url, "coatl", [{"kind": "human"}, {"kind": "human"}])
    session = RemoteSession(SeatClient.join(url, made["code"], 1, "Petro"), url=url)
    try:
        elsewhere = [LanTable("x", "127.0.0.2", 8765, made["code"], "coatl")]
        back = Reconnector(None, session, lambda: None, lan=lambda: elsewhere)
        back.follow_move()
        assert session.url == url
        here = [LanTable("x", "127.0.0.1", 8766, made["code"], "coatl")]
        Reconnector(None, session, lambda: None, lan=lambda: here).follow_move()
        assert session.url == "ws://127.0.0.1:8766"
    finally:
        session.close()
        thread.stop()
