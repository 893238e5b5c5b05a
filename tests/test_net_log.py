"""The network client's log says what a local player's log says: every line of every step,
the detail lines included (Dice Forge's divine blessing rolled on another seat's turn), as the
seat's own table would tell it.  Loopback only."""
from __future__ import annotations

import random

import pytest

from engine.net.client import SeatClient
from engine.net.server import ServerThread, TableServer
from engine.rules import IllegalAction
from engine.rules.record import GameRecord
from engine.session import GameSession
from tests.netplay import create_table
from tests.uitest import driver, make_app


@pytest.fixture()
def served(tmp_path):
    server = TableServer(tmp_path / "tables", rate=2000)
    thread = ServerThread(server)
    port = thread.start()
    yield server, f"ws://127.0.0.1:{port}"
    thread.stop()


def local_lines(app, record, seat: int) -> list[tuple]:
    """The log lines of a local table of the same game, the same moves, where ``seat`` is the
    one human (the others AIs): what that player's log says."""
    from engine.games import load_scene
    record = GameRecord.from_json(record.to_json())
    for i, s in enumerate(record.seats):
        s["kind"] = "human" if i == seat else "ai"
    session = GameSession.from_record(record)
    session.autosave = None
    scene = load_scene(record.game)(app, session)
    assert scene.viewer == seat
    return scene.log.lines()


def test_the_network_log_tells_dice_forge_s_blessing_on_another_seat_s_turn(
        monkeypatch, tmp_path, served):
    server, url = served
    app = make_app(monkeypatch, tmp_path, speed=20.0)
    d = driver(app)
    try:
        code = create_table(url, "dice_forge", [{"kind": "human", "name": "Olena"},
                                                {"kind": "human", "name": "Taras"}])["code"]
        olena = SeatClient.join(url, code, 0, "Olena")
        taras = SeatClient.join(url, code, 1, "Taras")
        app.goto("net_table", seat_client=taras, url=url)
        d.frames(3)
        scene = app.scenes.top
        rng = random.Random(2)
        for _ in range(20000):
            if len(scene.session.steps) >= 8:
                break
            d.frames(1, look=False)     # the log's lines are read once the table settles
            if scene.my_turn() and not scene.busy():
                scene.act(rng.choice(scene.legal()))
            olena.update()
            st = olena.state
            if not st.over and 0 in st.to_act and st.legal:
                try:
                    olena.act(rng.choice(st.legal))
                except IllegalAction:
                    pass
        # nobody acts now: the moves already sent arrive and the table plays them out
        d.wait(lambda: not scene.busy(), max_frames=3000)
        n = len(scene.session.steps)
        record = server.tables[code].session.record
        lines = scene.log.lines()
        want = local_lines(app, record, 1)
        olenas = [t for s, t in lines if s == 0 and "divine blessing" in t]
        assert olenas, "Olena's blessing rolls are in Taras's log"
        assert len(lines) >= n and lines == want[:len(lines)], \
            [(a, b) for a, b in zip(lines, want) if a != b][:4]
        olena.close()
    finally:
        app.shutdown()
