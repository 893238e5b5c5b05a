"""Network play through the app (headless, mouse events posted): hosting from the set-up
screen with a remote seat, a friend joining that seat by protocol; joining a table from the
menu's "Join a table" by typing the address and the code; the remote seat's moves arriving at
the table scene; the banner waiting for a dropped player.  Every server here listens on
127.0.0.1 only (a headless app binds and announces on the loopback interface)."""
from __future__ import annotations

import os
import random

import esper
import pygame
import pytest

from engine.ecs.components import Visual
from engine.net.client import NetError, SeatClient
from engine.net.server import ServerThread, TableServer
from engine.rules import IllegalAction
from engine.worlds import use_world
from tests.netplay import create_table, host_from_menu, wait_until
from tests.uitest import driver, make_app

SHOTS = os.environ.get("FIVE_REALMS_NET_SHOTS")    # a folder: keep screenshots of the screens


def shot(app, name: str) -> None:
    if SHOTS:
        app.screenshot(os.path.join(SHOTS, f"{name}.png"))


def type_text(d, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.frames(2)


def play_table(d, scene, other: SeatClient, rng: random.Random, until, frames: int = 20000):
    """Frames of the app; the app's seat plays a random legal move through the table scene
    when it is its turn, the other seat by protocol."""
    for _ in range(frames):
        if until():
            return True
        d.frames(1)
        if scene.my_turn():             # a click may come during an animation
            scene.act(rng.choice(scene.legal()))
        other.update()
        st = other.state
        if not st.over and other.seat in st.to_act and st.legal and \
                other.client.closed_reason is None:
            try:
                other.act(rng.choice(st.legal))
            except (IllegalAction, NetError):
                pass            # the table moved on, or this player has just left
    return until()


def waiting_for_olena(scene) -> bool:
    """Her turn, she is away, and every move that came before she left is on the table."""
    return scene.session.waiting_for() == [0] and not scene.session.pending


@pytest.fixture()
def served(tmp_path):
    thread = ServerThread(TableServer(tmp_path / "tables", rate=2000))
    port = thread.start()
    yield port
    thread.stop()


def test_join_a_table_from_the_menu_by_address_and_code(monkeypatch, tmp_path, served):
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        url = f"ws://127.0.0.1:{served}"
        code = create_table(url, "coatl", [{"kind": "human", "name": "Olena"},
                                           {"kind": "human"}])["code"]
        olena = SeatClient.join(url, code, 0, "Olena")
        app.scenes.push(app.make("menu"))
        d.frames(3)
        d.click("menu.join")
        d.frames(3)
        assert d.has("join.field.address")
        d.click("join.field.address")
        for _ in range(30):
            d.key(pygame.K_BACKSPACE)
        type_text(d, f"127.0.0.1:{served}")
        d.click("join.field.code")
        type_text(d, code.lower()[:3] + "-" + code.lower()[3:])
        d.click("join.field.name")
        type_text(d, "Taras")
        shot(app, "join")
        d.click("join.look")
        d.frames(2)
        assert d.has("join.seat.1") and d.has("join.watch")
        shot(app, "join_seats")
        d.click("join.seat.1")
        d.frames(5)
        scene = app.scenes.top
        assert scene.session.seat == 1 and scene.viewer == 1
        assert scene.seat_name(1) == "Taras"
        rng = random.Random(3)
        assert play_table(d, scene, olena, rng, lambda: len(scene.session.steps) >= 12)
        shot(app, "joined_table")
        # the other player drops: the banner says the table waits for her
        olena.close()
        assert play_table(d, scene, olena, rng,
                          lambda: waiting_for_olena(scene) or scene.session.is_over(),
                          600) or 0 not in scene.session.to_act()
        if waiting_for_olena(scene):
            d.frames(3)
            assert "Olena" in scene.banner_text() and "reconnect" in scene.banner_text()
            shot(app, "waiting")
    finally:
        app.shutdown()


@pytest.mark.parametrize("whole", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_host_from_the_set_up_screen_with_a_remote_seat(monkeypatch, tmp_path, whole):
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        app.scenes.push(app.make("menu", game="dice_forge"))
        d.frames(3)
        d.click("menu.game.dice_forge")
        d.frames(2)
        host_from_menu(d, app.scenes.top)        # seat 2 around to "remote", then Start
        lobby = app.scenes.top
        assert type(lobby).__name__ == "HostScene" and len(lobby.code) == 6
        shot(app, "host")
        url = lobby.hosted.url
        friend = SeatClient.join(url, lobby.code, 1, "Taras")
        assert d.wait(lambda: app.scenes.top.seats()[1]["taken"], 300)
        d.click("host.open")
        d.frames(5)
        table = app.scenes.top
        assert table.session.seat == 0 and table.session.host_token
        rng = random.Random(5)
        if not whole:                   # the short form: the first twenty moves
            assert play_table(d, table, friend, rng, lambda: len(table.session.steps) >= 20)
            for _ in range(6000):       # the host plays on alone until it is the friend's turn
                friend.pump(0.01)
                if friend.state.to_act == [1] and friend.state.legal:
                    break
                d.frames(1)
                if table.my_turn():
                    table.act(rng.choice(table.legal()))
            assert friend.state.to_act == [1]
            # the host's Quit asks first: the friends' game ends with the host's table
            hosted = lobby.hosted
            d.key(pygame.K_ESCAPE)
            d.frames(3)
            pause = app.scenes.top                  # the others play on beneath this menu
            use_world(pause.world)
            assert [v.params["title"] for _, v in esper.get_component(Visual)
                    if v.kind == "panel"] == ["Menu — the table plays on"]
            before = len(table.session.steps)   # the host's table plays on beneath the menu
            friend.act(rng.choice(friend.state.legal))
            assert d.wait(lambda: len(table.session.steps) > before, 300)
            assert app.scenes.top is pause
            for answer in ("stay", "end"):  # "Stay": back in the pause menu; then "Quit"
                d.click("pause.quit")
                d.frames(3)
                ask = app.scenes.top
                assert type(ask).__name__ == "ConfirmScene"
                assert ask.title == "Quit the hosted table?"
                assert "until you host it again" in ask.text and "will end" not in ask.text
                d.click(f"confirm.{answer}")
                assert d.wait(lambda: type(app.scenes.top).__name__ != "ConfirmScene", 120)
                if answer == "stay":
                    assert type(app.scenes.top).__name__ == "PauseScene"
                    assert table in app.scenes.scenes and hosted.server is not None
            assert d.wait(lambda: type(app.scenes.top).__name__ == "MenuScene", 120)
            assert hosted.server is None        # stopped with the host's table
            return
        assert play_table(d, table, friend, rng, lambda: table.session.is_over(), 60000)
        assert friend.state.over and friend.state.result == table.session.table.result
        shot(app, "hosted_end")
        friend.close()
    finally:
        from scenes.host import Hosted
        if Hosted.current is not None:
            Hosted.current.stop()
            Hosted.current = None
        app.shutdown()
