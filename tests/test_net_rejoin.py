"""What a play-tester found in network play: a dropped player takes the seat back from the app
(its token kept in the user data folder), a seat handed to the AI goes back to its player, the
host is asked before a hosted game ends, tables are
opened on a ``serve`` server with ``new-table``, and the join screen's words (codes, errors, the
AI suffix once, the name remembered).  Loopback only."""
from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace

import pygame
import pytest

from engine.net import keys
from engine.net.client import NetClient, NetError, SeatClient
from engine.net.protocol import ProtocolError, normal_code, shown_code
from engine.net.server import ServerThread, TableServer
from tests.netplay import ROOT, ServerProcess, create_table, wait_until
from tests.uitest import driver, make_app


@pytest.fixture()
def served(tmp_path):
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    port = thread.start()
    yield thread, f"ws://127.0.0.1:{port}"
    thread.stop()


def type_text(d, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.frames(2)


def open_join(d, app, port_url: str, code: str) -> None:
    app.scenes.push(app.make("join", address=port_url.removeprefix("ws://"), code=code))
    d.frames(3)
    d.click("join.look")
    d.frames(2)


def label(app, name: str) -> str:
    import esper
    from engine.ecs.components import Visual
    ent = app.scenes.top.find(name)
    assert ent is not None, name
    return esper.component_for_entity(ent, Visual).params["text"]


def test_a_player_whose_app_closed_rejoins_the_seat_from_the_join_screen(
        monkeypatch, tmp_path, served):
    thread, url = served
    code = create_table(url, "coatl", [{"kind": "human", "name": "Olena"}, {"kind": "human"},
                                       {"kind": "ai", "level": "random", "name": "Mira (AI)"}]
                        )["code"]
    olena = SeatClient.join(url, code, 0, "Olena")
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        open_join(d, app, url, code)
        d.click("join.field.name")
        type_text(d, "Petro")
        d.click("join.seat.1")
        d.frames(5)
        assert app.scenes.top.session.seat == 1
        assert keys.held(url, code).keys() == {1}
    finally:
        app.shutdown()                  # the app is gone: the seat is away
    wait_until(lambda: not olena.state.seats[1]["connected"], 20, olena.pump, "Petro away")

    app = make_app(monkeypatch, tmp_path)  # started again, same user folder
    d = driver(app)
    try:
        open_join(d, app, url, code)
        assert app.scenes.top.values["name"] == "Petro"         # remembered
        assert app.scenes.top.values["code"] == shown_code(code)
        text = label(app, "join.seat.1")
        assert "Rejoin as Petro" in text, text
        ai_text = label(app, "join.seat.2")
        assert ai_text.count("(AI)") == 1, ai_text
        d.click("join.seat.1")
        d.frames(5)
        scene = app.scenes.top
        assert scene.session.seat == 1 and scene.seat_name(1) == "Petro"
        wait_until(lambda: olena.state.seats[1]["connected"], 20, olena.pump, "Petro back")
    finally:
        app.shutdown()
        olena.close()


def test_a_seat_handed_to_the_ai_goes_back_to_its_player(served):
    thread, url = served
    made = create_table(url, "coatl", [{"kind": "human", "name": "Olena"}, {"kind": "human"}])
    code, host = made["code"], made["host_token"]
    olena = SeatClient.join(url, code, 0, "Olena")
    petro = SeatClient.join(url, code, 1, "Petro")
    token = petro.token
    petro.close()
    wait_until(lambda: not olena.state.seats[1]["connected"], 20, olena.pump, "Petro away")
    olena.client.request({"type": "hand_to_ai", "code": code, "seat": 1, "host_token": host})
    wait_until(lambda: olena.state.seats[1]["kind"] == "ai", 20, olena.pump, "the AI seat")
    assert olena.state.seats[1]["handed"]
    from engine.net.clientflow import RemoteSession
    assert RemoteSession(olena, host, url).seat_name(1) == "Petro (AI)"    # marked at the table
    back = SeatClient.rejoin(url, code, 1, token)
    assert back.state.seats[1]["kind"] == "human"
    wait_until(lambda: olena.state.seats[1]["kind"] == "human"
               and olena.state.seats[1]["connected"], 20, olena.pump, "Petro's seat again")
    table = thread.call(lambda: thread.server.tables[code])
    assert table.seats[1].kind == "human" and table.session.seats[1].kind == "human"
    back.close()
    olena.close()


class FakeApp:
    def __init__(self) -> None:
        self.pushed = []
        self.scenes = SimpleNamespace(push=self.pushed.append)

    def show_message(self, text, *a) -> None:
        raise AssertionError(text)


def fake_table(host: bool = True):
    from scenes.netplay import NetWatch
    app = FakeApp()
    scene = SimpleNamespace(app=app, time=0.0, world=None, banner_text=lambda: "Your turn",
                            update=lambda dt: None, exit=lambda: None, on_click=lambda *a: None,
                            my_turn=lambda: False,
                            t=lambda key, **kw: f"{key}:{kw.get('name', '')}",
                            seat_name=lambda s: ["Olena", "Petro"][s],
                            log=SimpleNamespace(entries=lambda: [],
                                                text=SimpleNamespace(version=0)),
                            draw_overlay=lambda r: None, prompt=lambda: "")
    handed = []
    session = SimpleNamespace(host_token="h" if host else None, hosted=host,
                              is_over=lambda: False,
                              seat_name=lambda s, fallback=None: ["Olena", "Petro"][s],
                              closed=False, pending=[], seat=0 if host else None,
                              waiting_for=lambda: [1], hand_to_ai=handed.append,
                              to_act=lambda: [1], url="", in_lobby=lambda: False,
                              table=SimpleNamespace(started=True, seats=[], start_mode="host",
                                                    watchers=[], notices=[]))
    watch = NetWatch(scene, session)
    watch.install()
    return watch, scene, app, handed


def test_the_host_is_asked_before_quitting_a_hosted_game(monkeypatch):
    import scenes.net_quit as net_quit
    monkeypatch.setattr(net_quit, "use_world", lambda w: None)
    watch, scene, app, _ = fake_table()
    quits = []
    scene.before_quit(lambda: quits.append(1))
    assert quits == [] and len(app.pushed) == 1
    app.pushed[0].on_done("stay")
    assert quits == []
    scene.before_quit(lambda: quits.append(1))
    app.pushed[1].on_done("end")
    assert quits == [1]


def test_a_spectator_is_told_it_is_watching():
    watch, scene, app, _ = fake_table(host=False)
    assert scene.banner_text().startswith("net.watching")
    assert "Your turn" not in scene.banner_text()
    assert not hasattr(scene, "before_quit")


def test_new_table_opens_a_table_on_a_serve_server(tmp_path):
    server = ServerProcess(tmp_path / "srv")
    try:
        out = subprocess.run(
            [sys.executable, "main.py", "new-table", f"127.0.0.1:{server.port}", "coatl",
             "--seats", "human:Olena,human,ai:random"],
            cwd=ROOT, capture_output=True, text=True, timeout=60, check=True).stdout
        code = out.split("Table ", 1)[1].split()[0]
        assert "-" in code and f"code {code}" in out
        c = NetClient(server.url)
        info = c.request({"type": "info", "code": code})["table"]
        c.close()
        assert info["game"] == "coatl" and info["free"] == [0, 1]
        assert [s["kind"] for s in info["seats"]] == ["human", "human", "ai"]
        SeatClient.join(server.url, code, 0, "Olena").close()
        bad = subprocess.run([sys.executable, "main.py", "new-table", f"127.0.0.1:{server.port}",
                              "coatl", "--seats", "human,robot"], cwd=ROOT,
                             capture_output=True, text=True, timeout=60)
        assert bad.returncode == 1 and "human or ai" in bad.stderr
    finally:
        server.stop()


def test_codes_and_connection_errors_are_said_in_words():
    with pytest.raises(ProtocolError, match="six letters and digits"):
        normal_code("")
    assert normal_code("lgg-f83") == normal_code("LGGF83") == "LGGF83"
    assert shown_code("LGGF83") == "LGG-F83"
    with pytest.raises(NetError) as got:
        NetClient("ws://127.0.0.1:9", timeout=5)
    assert "nothing answers at 127.0.0.1:9" in str(got.value)
    assert "Errno" not in str(got.value)


def test_a_rejoined_log_holds_every_step_s_events_as_they_were_told_live(served):
    """The log after a rejoin equals the log of a player who never dropped: every step's
    events (and so its detail lines) as that seat was told them, for the whole history; a
    spectator who comes late reads the public events likewise."""
    import random

    from scenes.parts.log_text import event_lines
    thread, url = served
    code = create_table(url, "dice_forge", [{"kind": "human"}, {"kind": "human"}])["code"]
    live = [SeatClient.join(url, code, s, f"P{s}") for s in (0, 1)]
    watcher = SeatClient.watch(url, code)
    rng = random.Random(4)
    from tests.netplay import play_to
    play_to(live, rng, lambda: len(live[0].state.log) >= 40, 120)
    watcher.update()                    # (whatever it was told so far: a prefix of the log)
    again = SeatClient.rejoin(url, code, 0, live[0].token)       # (the live one is closed)
    late = SeatClient.watch(url, code)
    rules = again.state.rules
    for kept, fresh, viewer in ((live[0], again, 0), (watcher, late, None)):
        n = len(kept.state.log)
        assert len(fresh.state.log) >= n
        assert [e.events for e in fresh.state.log[:n]] == [e.events for e in kept.state.log]
        told = [event_lines(rules, e.events, "en", viewer, e.seat) for e in fresh.state.log[:n]]
        assert told == [event_lines(rules, e.events, "en", viewer, e.seat)
                        for e in kept.state.log]
        assert sum(len(t) for t in told) > n // 2, "the detail lines are there"
    for c in (*live, watcher, again, late):
        c.close()


def test_who_opened_a_serve_table_hands_a_dropped_seat_to_the_ai_from_the_app(
        monkeypatch, tmp_path, served, capsys):
    """new-table keeps the host token in this player's folder: at that table their app offers
    the banner's "To the AI…" as a hosting app does (yet reconnects as any joiner, and its
    Quit ends nothing); a friend's app, without the token, does not."""
    from engine.net import newtable
    thread, url = served
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    address = url.removeprefix("ws://")
    assert newtable.main(address, "coatl", "human:Olena,human:Taras") == 0
    code = capsys.readouterr().out.split("Table ", 1)[1].split()[0]
    taras = SeatClient.join(url, code, 1, "Taras")
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        open_join(d, app, url, code)
        d.click("join.seat.0")
        d.frames(3)
        table = app.scenes.top
        session = table.session
        assert session.seat == 0 and session.host_token and not session.hosted
        # a joiner's Quit leaves the seat (asked), it does not end the table as a host's does
        assert table.before_quit.func.__name__ == "ask_leave"
        assert d.wait(lambda: session.table.started, 300)
        assert not d.has("net.hand_to_ai")             # Taras is here: no button
        taras.close()
        assert d.wait(lambda: d.has("net.hand_to_ai"), 600)
        d.click("net.hand_to_ai")
        d.frames(2)
        assert type(app.scenes.top).__name__ == "ConfirmScene"
        d.click("confirm.1")                            # "Taras to the AI"
        code_ = normal_code(code)
        assert thread.call(lambda: thread.server.tables[code_].seats[1].kind) == "ai"
        assert d.wait(lambda: table.seat_name(1) == "Taras (AI)", 60)
        assert not d.has("net.hand_to_ai")
    finally:
        app.shutdown()
    other = tmp_path / "friend"                         # a friend's folder: no host token
    monkeypatch.setenv("FIVE_REALMS_HOME", str(other))
    assert keys.host_token(url, normal_code(code)) is None
