"""What a play-tester and a review found still open in network play: the game began before the
host opened the table (AI seats moved from the lobby), a spectator's table was laid out as a
player's, the host had no lasting "hand to the AI" button while a seat is away, a hosted table
could not be resumed from the app.  Every server listens on 127.0.0.1 only (a headless app binds
and announces on the loopback interface)."""
from __future__ import annotations

import random
import subprocess
import sys

import esper
import pytest

from engine.ecs.components import Clickable, Name, Visual
from engine.net import keys
from engine.net.client import NetClient, NetError, SeatClient
from engine.net.server import ServerThread, TableServer
from engine.rules import IllegalAction
from engine.session import Seat
from tests.netplay import (ROOT, ServerProcess, create_table, host_from_menu, play_to,
                           wait_until)
from tests.test_net_app import play_table
from tests.uitest import driver, make_app


@pytest.fixture()
def served(tmp_path):
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    port = thread.start()
    yield thread, f"ws://127.0.0.1:{port}"
    thread.stop()


def text_of(scene, name: str) -> str:
    ent = scene.find(name)
    assert ent is not None, name
    return esper.component_for_entity(ent, Visual).params["text"]


def server_steps(lobby_or_hosted, code: str) -> int:
    hosted = getattr(lobby_or_hosted, "hosted", lobby_or_hosted)
    thread = hosted.server
    return thread.call(lambda: len(thread.server.tables[code].session.steps))


# -- the protocol: when a table begins ------------------------------------------------------------
def test_a_host_started_table_makes_no_move_before_the_host_starts_it(served):
    thread, url = served
    made = create_table(url, "coatl", [{"kind": "ai", "level": "random", "name": "Mira"},
                                       {"kind": "human"}, {"kind": "ai", "level": "random"}],
                        start="host")
    code, host = made["code"], made["host_token"]
    friend = SeatClient.join(url, code, 1, "Taras")
    assert not friend.state.started and friend.state.legal == [] and friend.state.n == 0
    assert friend.state.waiting_for() == []             # nobody is "waited for" yet
    # a round trip: anything the server would have done at once is done by now
    assert friend.client.request({"type": "ping"})["type"] == "pong"
    table = thread.call(lambda: thread.server.tables[code])
    assert thread.call(lambda: (len(table.session.steps), table.ai_to_act())) == (0, [])
    with pytest.raises(IllegalAction, match="not started"):
        thread.call(lambda: table.act(0, table.rules.legal_actions(table.session.state, 0)[0]))
    # a wrong host token cannot start it (and loses its connection)
    stranger = NetClient(url)
    with pytest.raises(NetError):
        stranger.request({"type": "start", "code": code, "host_token": "0" * 32})
    assert not thread.call(lambda: table.started)
    starter = NetClient(url)
    assert starter.request({"type": "start", "code": code, "host_token": host})["type"] == "ack"
    starter.close()
    wait_until(lambda: friend.state.started, 20, friend.pump, "the game to begin")
    play_to([friend], random.Random(2), lambda: any(e.seat != 1 for e in friend.state.log)
            and any(e.seat == 1 for e in friend.state.log), 60)
    friend.close()


def test_a_serve_table_begins_once_every_seat_has_its_player(tmp_path):
    server = ServerProcess(tmp_path / "srv")
    try:
        out = subprocess.run(
            [sys.executable, "main.py", "new-table", f"127.0.0.1:{server.port}", "coatl",
             "--seats", "ai:random,human,human"],
            cwd=ROOT, capture_output=True, text=True, timeout=60, check=True).stdout
        assert "begins when every human seat has its player" in out
        code = out.split("Table ", 1)[1].split()[0]
        a = SeatClient.join(server.url, code, 1, "Olena")
        a.client.request({"type": "ping"})
        assert not a.state.started and a.state.n == 0
        b = SeatClient.join(server.url, code, 2, "Petro")       # the last free seat
        wait_until(lambda: a.state.started and b.state.started, 20,
                   lambda: (a.pump(0.02), b.pump(0.02)), "the game to begin")
        play_to([a, b], random.Random(4), lambda: len(a.state.log) >= 6, 60)
        assert any(e.seat == 0 for e in a.state.log)            # the AI seat moved too
        a.close()
        b.close()
    finally:
        server.stop()


# -- the app: the lobby, Start, the lasting hand-to-AI button, resuming --------------------------
def host_from_app(app, d, seats: list[Seat], game: str = "coatl"):
    lobby = app.make("host", game=game, seats=seats, options={})
    assert lobby is not None
    app.scenes.push(lobby)
    d.frames(3)
    return lobby


def test_the_host_chooses_in_the_lobby_whether_others_may_watch(monkeypatch, tmp_path, hosting):
    """"Spectators may join if the host allows": the lobby's toggle tells the server; a watcher
    is refused while watching is off, and let in once it is on again."""
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        lobby = host_from_app(app, d, [Seat("human", "normal", "Hana", 0),
                                       Seat("remote", "normal", "", 1)])
        assert lobby.spectators and text_of(lobby, "host.watch") == "Others may watch: yes"
        d.click("host.watch")
        d.frames(2)
        assert not lobby.spectators and text_of(lobby, "host.watch") == "Others may watch: no"
        with pytest.raises(IllegalAction, match="no spectators"):
            SeatClient.watch(lobby.hosted.url, lobby.code)
        d.click("host.watch")
        d.frames(2)
        watcher = SeatClient.watch(lobby.hosted.url, lobby.code)
        assert watcher.seat is None
        watcher.close()
    finally:
        app.shutdown()


def test_the_lobby_shows_the_table_and_the_game_begins_when_the_host_starts_it(
        monkeypatch, tmp_path, hosting):
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        lobby = host_from_app(app, d, [Seat("ai", "random", "Mira", 0),
                                       Seat("human", "normal", "Hana", 1),
                                       Seat("remote", "normal", "", 2)])
        assert type(lobby).__name__ == "HostScene" and not lobby.started
        assert text_of(lobby, "host.open") == "Start the game"
        assert "1 of 2" in text_of(lobby, "host.filled")     # the host is seated
        assert "waiting for a player" in text_of(lobby, "host.seat.2")
        friend = SeatClient.join(lobby.hosted.url, lobby.code, 2, "Taras")
        assert d.wait(lambda: "2 of 2" in text_of(app.scenes.top, "host.filled"), 300)
        assert "Taras: joined" == text_of(lobby, "host.seat.2")
        assert f"port {lobby.hosted.port}" == text_of(lobby, "host.port")
        d.frames(60)                # the lobby stays: the AI seat that starts plays nothing
        friend.client.request({"type": "ping"})
        assert server_steps(lobby, lobby.code) == 0 and not friend.state.started
        d.click("host.open")
        d.frames(3)
        table = app.scenes.top
        assert table.session.seat == 1 and table.session.table.started
        assert "start the game" not in table.banner_text()
        assert play_table(d, table, friend, random.Random(5),
                          lambda: {st.seat for st in table.session.steps} >= {0, 1, 2}, 6000)
        friend.close()
    finally:
        app.shutdown()


def test_a_joiner_waits_for_the_host_to_start(monkeypatch, tmp_path, served):
    thread, url = served
    made = create_table(url, "coatl", [{"kind": "human", "name": "Hana"}, {"kind": "human"}],
                        start="host")
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        me = SeatClient.join(url, made["code"], 1, "Taras")
        app.scenes.push(app.make("net_table", seat_client=me, url=url))
        d.frames(5)
        table = app.scenes.top
        assert table.banner_text() == "Waiting for the host to start the game"
        assert not table.my_turn()
        NetClient(url).request({"type": "start", "code": made["code"],
                                "host_token": made["host_token"]})
        assert d.wait(lambda: table.session.table.started, 300)
        assert "start the game" not in table.banner_text()
    finally:
        app.shutdown()


def test_the_host_hands_an_away_seat_to_the_ai_with_a_button_that_stays(
        monkeypatch, tmp_path, hosting):
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        lobby = host_from_app(app, d, [Seat("human", "normal", "Hana", 0),
                                       Seat("remote", "normal", "", 1)])
        url, code = lobby.hosted.url, lobby.code
        friend = SeatClient.join(url, code, 1, "Taras")
        token = friend.token
        assert d.wait(lambda: app.scenes.top.seats()[1]["taken"], 300)
        d.click("host.open")
        d.frames(3)
        table = app.scenes.top
        rng = random.Random(8)
        assert play_table(d, table, friend, rng, lambda: len(table.session.steps) >= 4, 6000)
        assert not d.has("net.hand_to_ai")              # the friend is here: no button
        friend.close()
        assert d.wait(lambda: d.has("net.hand_to_ai"), 600)
        assert text_of(table, "net.hand_to_ai") == "To the AI…"
        d.frames(200)                                   # it stays, whoever's turn it is ...
        table.rebuild()
        d.frames(2)
        assert d.has("net.hand_to_ai")                  # ... and after the table is redrawn
        d.click("net.hand_to_ai")                       # one click only asks
        d.frames(2)
        ask = app.scenes.top
        assert type(ask).__name__ == "ConfirmScene" and ask.title == "Hand a seat to the AI?"
        d.click("confirm.cancel")                       # no: nothing changes
        d.frames(2)
        assert app.scenes.top is table and table.session.table.seats[1]["kind"] == "human"
        d.click("net.hand_to_ai")
        d.frames(2)
        d.click("confirm.1")                            # "Taras to the AI"
        thread = lobby.hosted.server
        assert thread.call(lambda: thread.server.tables[code].seats[1].kind) == "ai"
        assert table.seat_name(1) == "Taras (AI)"       # at once, before the next frame
        d.frames(2)
        assert not d.has("net.hand_to_ai")
        assert (None, "Taras's seat is played by the AI") in table.log.lines()
        before = server_steps(lobby, code)
        assert play_table(d, table, friend, rng, lambda: any(
            st.seat == 1 for st in table.session.steps[before:]) or table.session.is_over(),
            6000)
        back = SeatClient.rejoin(url, code, 1, token)   # the seat goes back to its player
        assert back.state.seats[1]["kind"] == "human"
        assert d.wait(lambda: table.seat_name(1) == "Taras", 300)
        assert d.wait(lambda: (None, "Taras is back") in table.log.lines(), 30)
        d.frames(5)
        assert not d.has("net.hand_to_ai")
        back.close()
    finally:
        app.shutdown()


def test_a_hosted_table_is_resumed_from_the_app_with_the_same_code_and_tokens(
        monkeypatch, tmp_path, hosting):
    from scenes.host import Hosted
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        lobby = host_from_app(app, d, [Seat("human", "normal", "Hana", 0),
                                       Seat("remote", "normal", "", 1)], game="dice_forge")
        code = lobby.code
        friend = SeatClient.join(lobby.hosted.url, code, 1, "Taras")
        token = friend.token
        assert d.wait(lambda: app.scenes.top.seats()[1]["taken"], 300)
        d.click("host.open")
        d.frames(3)
        table = app.scenes.top
        assert play_table(d, table, friend, random.Random(6),
                          lambda: len(table.session.steps) >= 6, 6000)
        played = server_steps(Hosted.current, code)
        friend.close()
    finally:                        # the host's app goes away without ending the table
        Hosted.current.server.stop()
        app.shutdown()
    assert code in keys.hosted()

    app = make_app(monkeypatch, tmp_path)           # the same user folder
    d = driver(app)
    try:
        app.scenes.push(app.make("menu", game="dice_forge"))
        d.frames(3)
        host_from_menu(d, app.scenes.top)
        assert type(app.scenes.top).__name__ == "ChooseScene"
        assert any(f"{code[:3]}-{code[3:]}" in label           # "Dice Forge · table ABC-234
                   for _v, label in app.scenes.top.rows)       # · 6 moves"
        d.click(f"choose.{code}")
        assert d.wait(lambda: type(app.scenes.top).__name__ == "HostScene", 300)
        lobby = app.scenes.top
        assert lobby.code == code and lobby.started
        assert text_of(lobby, "host.open") == "Continue the game"
        assert server_steps(lobby, code) == played
        assert text_of(lobby, "host.filled") == "Players' seats filled: 1 of 2"   # Taras away
        friend = SeatClient.rejoin(lobby.hosted.url, code, 1, token)   # the same token
        assert friend.state.n == played
        assert not friend.state.started         # held: the host is in the lobby (the banner
        assert friend.state.to_act == []        # says "waiting for the host to continue")
        assert d.wait(lambda: text_of(lobby, "host.filled")
                      == "Players' seats filled: 2 of 2", 300)
        d.click("host.open")
        d.frames(3)
        table = app.scenes.top
        assert table.session.seat == 0 and len(table.session.steps) == played
        assert play_table(d, table, friend, random.Random(7),
                          lambda: len(table.session.steps) >= played + 4, 6000)
        friend.close()
    finally:
        app.shutdown()


# -- a spectator ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["coatl", "wild_venture", "world_in_progress",
                                  "wonderful_world"])
def test_a_spectator_sees_a_neutral_table(monkeypatch, tmp_path, served, game):
    thread, url = served
    code = create_table(url, game, [{"kind": "human", "name": "Olena"},
                                    {"kind": "human", "name": "Petro"}])["code"]
    bots = [SeatClient.join(url, code, i, n) for i, n in enumerate(("Olena", "Petro"))]
    rng = random.Random(1)
    play_to(bots, rng, lambda: len(bots[0].state.log) >= 3, 60)
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        app.scenes.push(app.make("join", address=url.removeprefix("ws://"), code=code))
        d.frames(3)
        d.click("join.look")
        d.frames(2)
        d.click("join.watch")
        d.frames(10)
        table = app.scenes.top
        assert table.spectating and table.viewer is None and table.session.seat is None
        for _ in range(3):
            assert not d.has("hud.hint") and not d.has("hud.undo")
            left = [c.tag for _, c in esper.get_component(Clickable) if 1 in c.buttons]
            assert left == ["menu"], left           # nothing on the table answers a click
            hands = [n.name for _, n in esper.get_component(Name)
                     if n.name.split(".")[1:2] in (["hand"], ["hand_empty"], ["zone"])
                     or n.name.endswith(".empty")]
            assert hands == [], hands               # nobody's hand or tools lie before it
            banner = table.banner_text()
            assert banner.startswith("Watching · ") and "your" not in banner.lower()
            assert not table.my_turn() and table.legal() == []
            seen = len(table.session.steps)
            play_to(bots, rng, lambda: len(bots[0].state.log) > seen, 60)
            assert d.wait(lambda: len(table.session.steps) > seen, 600)
            d.frames(30)
    finally:
        app.shutdown()
        for b in bots:
            b.close()


# -- serve --lan ------------------------------------------------------------------------------------
def test_serve_with_lan_announces_itself_and_keeps_serving(tmp_path, monkeypatch):
    """zeroconf's blocking calls once ran on the server's event loop: ``serve --lan`` died at
    start with EventLoopBlocked.  Headless, the announcement stays on the loopback interface."""
    monkeypatch.setenv("FIVE_REALMS_LAN_INTERFACES", "127.0.0.1")
    from engine.net.lan import Browser
    server = ServerProcess(tmp_path / "srv", "--lan")
    browser = Browser()
    try:
        found = wait_until(lambda: [t for t in browser.tables() if t.port == server.port], 30,
                           lambda: __import__("time").sleep(0.05), "the announcement")
        assert found[0].address == "127.0.0.1"
        code = create_table(server.url, "coatl", [{"kind": "human"}, {"kind": "human"}])["code"]
        SeatClient.join(server.url, code, 0, "Olena").close()
        assert server.proc.poll() is None
    finally:
        browser.close()
        server.stop()
    assert "Traceback" not in server.proc.stderr.read()


def test_a_seat_token_kept_under_another_port_is_offered_for_the_same_code(monkeypatch,
                                                                           tmp_path):
    """A hosted table resumed on another port (8765 was taken): the friend's app still offers
    to rejoin the seat with the token it kept."""
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    keys.remember("ws://192.168.1.5:8765", "ABC234", 1, "a" * 32, "Taras")
    assert keys.held("ws://192.168.1.5:8765", "ABC234") == {1: "a" * 32}
    assert keys.held("ws://192.168.1.5:40111", "ABC234") == {1: "a" * 32}
    assert keys.held("ws://192.168.1.5:40111", "XYZ789") == {}


def test_a_hosted_table_is_resumed_after_the_host_app_crashed(monkeypatch, tmp_path, hosting):
    """The host's app is a process killed mid-game (SIGKILL: nothing is cleaned up); the
    app started again resumes the table from its autosave, the friend rejoins with the token."""
    import os
    home = tmp_path / "host"
    env = dict(os.environ, FIVE_REALMS_HOME=str(home), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "tests.net_host_app", "coatl"], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url, code = proc.stdout.readline().split()
        friend = SeatClient.join(url, code, 1, "Taras")
        token = friend.token
        wait_until(lambda: friend.state.started, 60, friend.pump, "the host to start")
        play_to([friend], random.Random(3), lambda: friend.state.n >= 6, 120)
        played = friend.state.n
    finally:
        proc.kill()
        proc.wait(20)
        proc.stdout.close()
        proc.stderr.close()
    friend.close()

    app = make_app(monkeypatch, home)               # the host's app again, same user folder
    d = driver(app)
    try:
        app.scenes.push(app.make("menu", game="coatl"))
        d.frames(3)
        host_from_menu(d, app.scenes.top)
        d.click(f"choose.{code}")
        assert d.wait(lambda: type(app.scenes.top).__name__ == "HostScene", 300)
        lobby = app.scenes.top
        assert lobby.code == code and lobby.started
        saved = server_steps(lobby, code)
        assert saved >= played              # every move the friend saw was saved
        friend = SeatClient.rejoin(lobby.hosted.url, code, 1, token)
        assert friend.state.n == saved
        d.click("host.open")
        d.frames(3)
        table = app.scenes.top
        assert play_table(d, table, friend, random.Random(9),
                          lambda: len(table.session.steps) >= saved + 4, 6000)
        friend.close()
    finally:
        app.shutdown()


def test_the_host_sees_who_watches_in_the_lobby_and_the_banner(monkeypatch, tmp_path, hosting):
    """Spectators give a name (or none: "a guest"); the lobby lists them, so does the host's
    banner, and one who leaves is gone from both."""
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        lobby = host_from_app(app, d, [Seat("human", "normal", "Hana", 0),
                                       Seat("remote", "normal", "", 1)])
        url, code = lobby.hosted.url, lobby.code
        assert text_of(lobby, "host.watchers") == "Nobody is watching"
        olena = SeatClient.watch(url, code, "Olena")
        guest = SeatClient.watch(url, code)
        assert d.wait(lambda: text_of(lobby, "host.watchers")
                      == "Watching (2): a guest, Olena", 300)
        wait_until(lambda: guest.update() is not None and guest.state.watchers == ["", "Olena"],
                   30, guest.pump, "the spectators told to everyone at the table")
        friend = SeatClient.join(url, code, 1, "Taras")
        assert d.wait(lambda: lobby.seats()[1]["taken"], 300)
        d.click("host.open")
        d.frames(3)
        table = app.scenes.top
        assert d.wait(lambda: table.banner_text().endswith(" · watching: a guest, Olena"), 300)
        guest.close()
        assert d.wait(lambda: table.banner_text().endswith(" · watching: Olena"), 300)
        olena.close()
        assert d.wait(lambda: "watching" not in table.banner_text(), 300)
        wait_until(lambda: friend.update() is not None and friend.state.watchers == [], 30,
                   friend.pump, "the spectators' leaving told")
        friend.close()
    finally:
        app.shutdown()


def test_a_host_without_a_seat_is_listed_as_the_host_among_the_watchers(monkeypatch, tmp_path,
                                                                         hosting):
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        lobby = host_from_app(app, d, [Seat("remote", "normal", "", 0),
                                       Seat("remote", "normal", "", 1)])
        assert lobby.me.seat is None
        assert d.wait(lambda: text_of(lobby, "host.watchers") == "Watching (1): the host", 300)
    finally:
        app.shutdown()
