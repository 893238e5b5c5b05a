"""The log's lines about seats read the same in every window and language: a seat handed to the
AI is in every seat's log, the rejoining player's too (the server keeps it with the table and
sends it in every snapshot); the host who closes the table is "Olena closed the table" once
(never also "left the table", nor "connection lost" in Ukrainian), and "Olena is back" once the
table is hosted again.  Every server listens on 127.0.0.1 only."""
from __future__ import annotations

import pytest

from engine.net.client import NetClient, SeatClient
from engine.net.protocol import read_notices
from engine.net.table import NetSeat, NetTable
from engine.net.server import ServerThread, TableServer
from tests.netplay import create_table, wait_until
from tests.test_net_reconnect import restart
from tests.uitest import driver, make_app


def texts(table) -> list[str]:
    return [text for _seat, text in table.log.lines()]


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_seat_handed_to_the_ai_is_in_the_rejoining_players_log(monkeypatch, tmp_path, lang):
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    url = f"ws://127.0.0.1:{thread.start()}"
    made = create_table(url, "coatl", [{"kind": "human", "name": "Olena"},
                                       {"kind": "human", "name": "Petro"}])
    code = made["code"]
    olena = SeatClient.join(url, code, 0, "Olena")
    petro = SeatClient.join(url, code, 1, "Petro")
    token = petro.token
    petro.close()
    wait_until(lambda: not olena.state.seats[1]["connected"], 20, olena.pump, "Petro away")
    NetClient(url).request({"type": "hand_to_ai", "code": code,
                            "host_token": made["host_token"], "seat": 1, "level": "random"})
    wait_until(lambda: olena.state.notices, 20, olena.pump, "the notice")
    assert [n[1:] for n in olena.state.notices] == [["handed", 1]]
    app = make_app(monkeypatch, tmp_path, lang=lang)
    d = driver(app)
    try:
        me = SeatClient.rejoin(url, code, 1, token)
        assert [n[1:] for n in me.state.notices] == [["handed", 1], ["back", 1]]
        app.scenes.push(app.make("net_table", seat_client=me, url=url))
        d.frames(5)
        table = app.scenes.top
        t = app.i18n.t
        lines = texts(table)
        handed, back = t("net.log_handed", name="Petro"), t("net.log_back", name="Petro")
        assert lines.count(handed) == 1 and lines.count(back) == 1, lines
        assert lines.index(handed) < lines.index(back)
        wait_until(lambda: len(olena.state.notices) == 2, 20, olena.pump, "Petro is back")
    finally:
        app.shutdown()
        olena.close()
        thread.stop()


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_host_closing_the_table_is_one_line_and_its_return_another(monkeypatch, tmp_path,
                                                                        lang):
    folder = tmp_path / "tables"
    thread = ServerThread(TableServer(folder, rate=2000))
    port = thread.start()
    url = f"ws://127.0.0.1:{port}"
    made = create_table(url, "coatl", [{"kind": "human", "name": "Olena"},
                                       {"kind": "human", "name": "Petro"}])
    olena = SeatClient.join(url, made["code"], 0, "Olena")
    host_token = olena.token
    app = make_app(monkeypatch, tmp_path, lang=lang)
    d = driver(app)
    again = None
    try:
        me = SeatClient.join(url, made["code"], 1, "Petro")
        app.scenes.push(app.make("net_table", seat_client=me, url=url))
        d.frames(5)
        table, t = app.scenes.top, app.i18n.t
        gone, closed = t("net.log_gone", name="Olena"), t("net.host_closed", name="Olena")
        back = t("net.log_back", name="Olena")
        olena.close()                           # the host's app leaves its seat, then stops
        assert d.wait(lambda: gone in texts(table), 600)
        thread.stop(farewell=("host", "Olena"))
        assert d.wait(lambda: table.session.closed, 600)
        d.frames(3)
        assert table.banner_text() == closed
        assert texts(table).count(closed) == 1 and gone not in texts(table), texts(table)
        again = restart(folder, port)           # hosted again: the host sits down again
        olena = SeatClient.rejoin(url, made["code"], 0, host_token)
        wait_until(lambda: not table.session.closed, 30, lambda: d.frames(5), "a quiet retry")
        assert d.wait(lambda: back in texts(table), 600)
        olena.close()                           # and leaves again: a line of its own
        assert d.wait(lambda: gone in texts(table), 600)
        said = [x for x in texts(table) if x in (gone, closed, back)]
        assert said == [closed, back, gone], said
    finally:
        app.shutdown()
        olena.close()
        if again is not None:
            again.stop()


def test_a_resumed_table_keeps_its_notices(tmp_path):
    table, _host = NetTable.create("ABC234", "coatl", [NetSeat("human", name="Olena"),
                                                       NetSeat("human", name="Petro")],
                                   folder=tmp_path)
    table.claim(1, "Petro")
    table.hand_to_ai(1, "random")
    assert table.give_back(1)
    again = NetTable.load(tmp_path / "ABC234.json")
    assert again.notices == [[0, "handed", 1], [0, "back", 1]]
    assert again.snapshot(None)["notices"] == again.notices


def test_notices_that_are_not_notices_are_left_out():
    assert read_notices([[0, "handed", 1], [1, "gone", 0], [2, "back", 5], ["x", "back", 0],
                         [True, "back", 0], "junk"], 2) == [[0, "handed", 1]]
    assert read_notices(None, 2) == []
