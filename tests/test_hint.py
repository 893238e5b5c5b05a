"""The Hint button and the H key in every game: the normal AI's move for the human to act is
described and its entities ringed; nothing is played, and the hint goes when the state moves."""
from __future__ import annotations

import pygame
import pytest

from engine.games import load_scene, playable
from engine.session import Seat
from engine.rules.imperative import instruct
from scenes.launch import new_session
from tests.uitest import driver, make_app

GAMES = [g.id for g in playable()]          # every game with a table, from the registry


# a game whose first decisions are pop-up choices starts where the table itself is the choice
TABLE_VERBS = {"wild_venture": {"play", "activate"}}


def start(monkeypatch, tmp_path, game, size=(1280, 720), lang="en"):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang, speed=8.0)
    seats = [Seat("human", "normal", "Olena", 0), Seat("ai", "easy", "", 1)]
    session = new_session(app, game, seats, seed=5)
    verbs = TABLE_VERBS.get(game)
    while verbs and not (session.to_act() == [0] and verbs & {
            a[0] for a in session.rules.legal_actions(session.state, 0)}):
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[0])
    scene = load_scene(game)(app, session)
    app.scenes.push(scene)
    d = driver(app)
    d.wait(lambda: app.scenes.top is scene and scene.my_turn() and not scene.busy(), 3000)
    return app, scene, d


@pytest.mark.parametrize("game", GAMES)
def test_h_shows_the_normal_ai_move_and_plays_nothing(monkeypatch, tmp_path, game):
    app, scene, d = start(monkeypatch, tmp_path, game)
    s = scene.session
    mine = sum(1 for st in s.steps if st.seat == 0)
    state, n = s.state, len(s.steps)
    assert scene.hint is None and scene.hint_allowed()
    d.key(pygame.K_h)
    assert scene.hint is not None
    if scene.hint.action is None:     # until the worker answers (it may be within the frame)
        assert scene.hints.text() == scene.t("hint.thinking")
    d.wait(lambda: scene.hint is None or scene.hint.action is not None or scene.hint.failed,
           3000)
    assert scene.hint is not None and not scene.hint.failed
    action = scene.hint.action
    assert action in scene.legal()
    text = scene.hints.text()
    # the line names the action; a game may go on to name the rest of the move it suggests
    # (as an instruction to the player: "Move…", not the log's "moves…")
    assert text.startswith("Hint: " + instruct(s.rules.describe(action, "en", 0, 0), "en"))
    d.frames(3)                       # drawn with its rings, still not played
    assert sum(1 for st in s.steps if st.seat == 0) == mine
    if len(s.steps) == n:
        assert s.state is state       # nothing moved at all
    else:                             # only the AI's hidden pick of a simultaneous step
        assert all(st.seat != 0 for st in s.steps[n:])
    assert scene.hint is not None
    for name in scene.hint.targets:
        assert scene.find(name) is not None
    if game == "world_in_progress":
        assert scene.hint.targets, f"no entity shows {action}"
    d.key(pygame.K_h)                 # H again puts it away
    assert scene.hint is None
    app.shutdown()


def test_the_hint_button_asks_and_an_action_clears_it(monkeypatch, tmp_path):
    app, scene, d = start(monkeypatch, tmp_path, "world_in_progress", size=(800, 450))
    assert d.has("hud.hint")
    d.click("hud.hint")
    d.wait(lambda: scene.hint is not None and scene.hint.action is not None, 3000)
    action = scene.hint.action
    assert scene.hint.targets and scene.hint.targets[0].startswith(("wip.marker.", "wip.god."))
    assert scene.act(action)          # the player plays (here: the hinted move itself)
    assert scene.hint is None
    app.shutdown()


def test_hint_is_refused_when_it_is_not_the_humans_turn(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, speed=8.0)
    seats = [Seat("ai", "easy", "", 0), Seat("ai", "easy", "", 1)]
    session = new_session(app, "world_in_progress", seats, seed=5)
    scene = load_scene("world_in_progress")(app, session, demo=True)
    app.scenes.push(scene)
    driver(app).frames(2)
    assert not scene.hint_allowed() and not scene.hints.request() and scene.hint is None
    app.shutdown()


def test_a_hint_answer_picked_up_by_the_turn_flows_poll_is_still_shown(monkeypatch, tmp_path):
    """In a simultaneous step the AI seat's ask is polled by the turn flow, which may receive
    the hint's answer first: the hint must still show it."""
    app, scene, d = start(monkeypatch, tmp_path, "coatl")
    assert scene.hints.request()
    service = scene.flow.service()
    for _ in range(3000):
        service.poll()                  # someone else collects every answer first
        service.idle(10**9)
        d.frames(1)
        if scene.hint is None or scene.hint.action is not None:
            break
    assert scene.hint is not None and scene.hint.action in scene.legal()
    app.shutdown()


def test_a_hint_goes_once_a_move_is_begun_outside_the_tutorial_too(monkeypatch, tmp_path):
    """Play-test 13: after the first click of a move built over several clicks (Dice Forge: a
    face bought, then the die face it goes onto) the banner kept "Hint: buys the face …" over
    the table's own prompt; the tutorial's fix now holds at every table (``HintController``)."""
    app, scene, d = start(monkeypatch, tmp_path, "dice_forge")
    buys = [a for a in scene.legal() if a[0] == "buy"]
    assert buys, scene.legal()
    scene.hints.request()
    assert d.wait(lambda: scene.hints.current is not None
                  and scene.hints.current.action is not None, 3000)
    scene.sel.pick_face(scene.legal(), buys[0][1])
    d.frames(2)
    assert scene.hints.current is None
    assert scene.prompt().startswith("Forge"), scene.prompt()
    app.shutdown()
