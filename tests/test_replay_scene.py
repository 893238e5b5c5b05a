"""The replay viewer: the game's own table driven from a kept action log; the replays list;
the demo form; whose view is drawn (the public one never holds a secret)."""
from __future__ import annotations

import pygame
import pytest

from engine.replays import ReplayStore, states, summary_of
from engine.rules.rng import Rng
from engine.session import GameSession, Seat
from scenes.game_base import GameScene
from scenes.menu import MenuScene
from scenes.replay import SEEK, ReplayScene, open_replay, turn_starts
from scenes.replays import ReplaysScene
from tests.uitest import driver


def keep(game: str = "world_in_progress", players: int = 2, seed: int = 3) -> str:
    s = GameSession.new(game, [Seat("human" if i == 0 else "ai", "easy", f"P{i}", i)
                               for i in range(players)], seed)
    rng = Rng(seed)
    while not s.is_over():
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    return ReplayStore().add(s.record, summary_of(s))


def shows(scene: ReplayScene, k: int, viewer) -> bool:
    """The table draws exactly ``viewer``'s view of the state after ``k`` moves."""
    rules = scene.rules
    want = rules.view(states(rules, scene.record, k), viewer)
    return (scene.child.viewer == viewer and len(scene.child.session.steps) == k
            and rules.to_json(scene.child.view_state) == rules.to_json(want))


def test_list_opens_the_viewer_which_steps_jumps_and_changes_view(app):
    keep(seed=3)
    rid = keep(seed=4)
    app.goto("replays")
    d = driver(app)
    d.frames(2)
    assert [i.id for i in d.scene.items][0] == rid           # newest first
    d.click("replays.row.0")
    v = d.scene
    assert isinstance(v, ReplayScene) and isinstance(v.child, GameScene)
    n = v.total
    assert v.pos == n and shows(v, n, None) and v.child.session.is_over()
    d.frames(2)
    d.click("replay.start")
    assert v.pos == 0 and shows(v, 0, None)
    d.click("replay.forward")
    d.click("replay.forward")
    assert v.pos == 2 and shows(v, 2, None)
    d.click("replay.back")
    assert v.pos == 1 and shows(v, 1, None)
    d.click_at(app.renderer.to_screen((SEEK[0] + SEEK[1] / 2, 1040)))    # the middle of the track
    assert abs(v.pos - n / 2) <= 1 and shows(v, v.pos, None)
    d.click("replay.view")
    assert v.viewer == 0 and shows(v, v.pos, 0)                  # a seat's own view
    d.click("replay.view")
    d.click("replay.view")
    assert v.viewer is None and shows(v, v.pos, None)            # and back to the public one
    d.key(pygame.K_END)
    assert v.pos == n
    d.key(pygame.K_HOME)
    assert v.pos == 0
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, ReplaysScene)


def test_turn_buttons_jump_to_the_start_of_the_previous_and_next_turn(app):
    keep()
    app.goto("replay", replay_id="latest")
    d = driver(app)
    v = d.scene
    d.frames(2)
    turns = turn_starts(v.rules, v.record)
    assert turns[0] == 0 and turns == sorted(set(turns)) and 1 < len(turns) < v.total
    # World in Progress takes turns one seat at a time: each turn's moves are one seat's
    for a, b in zip(turns, turns[1:] + [v.total]):
        assert len({seat for seat, _ in v.record.actions[a:b]}) == 1
    d.click("replay.start")
    d.click("replay.turn_forward")
    assert v.pos == turns[1] and shows(v, turns[1], None)
    d.click("replay.turn_forward")
    assert v.pos == turns[2]
    d.click("replay.forward")
    d.click("replay.turn_back")
    assert v.pos == turns[2]
    d.key(pygame.K_UP)
    assert v.pos == turns[1] and v.turn_at(v.pos) == 2


def test_play_runs_the_moves_on_the_table_and_stops_at_the_end(app):
    keep()
    app.goto("replay", replay_id="latest")
    d = driver(app)
    v = d.scene
    d.frames(2)
    d.click("replay.start")
    d.click("replay.play")
    assert v.playing
    assert d.wait(lambda: v.pos >= 3, 900)
    assert shows(v, v.pos, None)
    d.key(pygame.K_SPACE)
    assert not v.playing
    v.jump(v.total - 1)
    d.click("replay.play")
    assert d.wait(lambda: not v.playing, 600) and v.pos == v.total
    d.frames(120)
    assert v.child.session.is_over() and app.scenes.top is v     # no results screen over it


def test_public_view_never_holds_another_seats_secret(app):
    """Wonderful World hands are secret: the public table's view equals view(state, None) at
    every move, and differs from a seat's own view where that seat holds cards."""
    keep("wonderful_world", 2, 5)
    app.goto("replay", replay_id="latest")
    v = driver(app).scene
    rules = v.rules
    secret_hidden = 0
    for k in range(0, v.total, max(1, v.total // 6)):
        v.jump(k)
        assert shows(v, k, None)
        state = states(rules, v.record, k)
        if rules.to_json(rules.view(state, None)) != rules.to_json(rules.view(state, 1)):
            secret_hidden += 1           # seat 1 knew something the public table does not show
    assert secret_hidden
    v.set_viewer(1)
    assert shows(v, v.pos, 1)


def test_a_bad_or_missing_replay_is_a_message(app):
    assert open_replay(app, "latest") is None and app.toast            # nothing kept yet
    rid = keep()
    path = ReplayStore().folder / f"{rid}.json"
    path.write_text("{", encoding="utf-8")
    app.toast = None
    assert open_replay(app, rid) is None and app.toast and not path.exists()
    menu = open_replay(app, "latest", demo=True)                          # a demo: the menu
    assert isinstance(menu, MenuScene)


def test_demo_replay_plays_by_itself_and_a_click_returns_to_the_menu(app):
    keep()
    app.goto("replay", replay_id="latest", demo=True, back="menu")
    d = driver(app)
    v = d.scene
    assert v.demo and v.playing and v.pos == 0 and not d.has("replay.play")
    assert d.wait(lambda: v.pos >= 2, 900)
    d.click_at((10, 10))
    assert isinstance(d.scene, MenuScene)


def test_command_line_demo_replay(monkeypatch, tmp_path):
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    keep()
    from engine.cli import main
    shot = tmp_path / "replay.png"
    assert main(["demo", "--replay", "latest", "--frames", "20", "--size", "800x450",
                 "--screenshot", str(shot)]) == 0
    assert shot.exists()


@pytest.mark.parametrize("screen,kw,cls", [("hall_of_fame", {}, "HallOfFameScene"),
                                           ("replays", {}, "ReplaysScene"),
                                           ("replay", {"replay_id": "latest"}, "ReplayScene")])
def test_new_screens_survive_random_input(app, screen, kw, cls):
    """The monkey's own random input (clicks, drags, wheel, keys, text, resizes) into each new
    screen, with a kept game and a hall of fame entry to show: no exception."""
    import random

    from engine.monkey import Monkey
    from engine.records import RecordsStore, Result
    keep()
    RecordsStore().record(Result("world_in_progress", 2, ("Olena", "Bot"), (True, False),
                                 ("", "hard"), (12, 9), (0,)))
    app.goto(screen, **kw)
    monkey = Monkey(app, random.Random(11))
    for _ in range(150):
        if not app.scenes.top or not app.running or type(app.scenes.top).__name__ != cls:
            app.running = True
            app.goto(screen, **kw)          # every event goes into the screen under test
        monkey.random_event()
    app.goto(screen, **kw)                  # and it still opens, its files intact
    monkey.frames(2)
    assert type(app.scenes.top).__name__ == cls
    assert RecordsStore().load()["halls"] and ReplayStore().ids()


def test_a_simultaneous_game_counts_each_draft_pick_and_production_step_as_a_turn():
    """It's a Wonderful World: every seat acts at once; a turn ends when a seat that finished
    is asked again (the next draft pick, the next step), so the replay has many turns, not 1."""
    from engine.rules.wonderful_world import RULES
    s = GameSession.new("wonderful_world", [Seat("ai", "easy", f"P{i}", i) for i in range(2)], 5)
    rng = Rng(5)
    while not s.is_over():
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    turns = turn_starts(RULES, s.record)
    n = len(s.record.actions)
    assert turns[0] == 0 and turns == sorted(set(turns)) and n > len(turns) >= 4 * 7
    state = RULES.new_game(2, 5)
    for i, (seat, action) in enumerate(s.record.actions):   # within a turn no seat acts after
        if i in turns:                                      # another seat finished and it
            done: set = set()                               # was asked again
        acting = set(RULES.to_act(state))
        assert not (acting & done) or i in turns
        state = RULES.apply(state, seat, action)
        done |= {x for x in range(2) if x not in set(RULES.to_act(state))}
