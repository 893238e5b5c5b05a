"""The second click of a quick double-click on what just played a move is swallowed without a
refusal, in every game (play-test 13: Dice Forge's "Second action (2 sun)" paid once, then
toasted "Not allowed: you have already paid for the second action").  A click after the mouse
moved is a new click and is still told why."""
from __future__ import annotations

import esper
import pygame
import pytest

from engine.ecs.components import Clickable, Hoverable, Transform, Visual, Z
from engine.games import playable
from tests.uitest import ai_held, my_turns, start_table

GAMES = [g.id for g in playable()]


def _once_only(scene):
    """A legal action of the viewer that is not legal again right after it, the viewer still
    to act: its second click would be refused."""
    rules, state, seat = scene.rules, scene.session.state, scene.viewer
    for action in scene.legal():
        after, _ = rules.step(state, seat, action)
        if seat in rules.to_act(after) and action not in rules.legal_actions(after, seat):
            return action
    return None


def _button(scene, x: float, y: float) -> int:
    """A button of the test's own over the table; a click on it plays the scene's ``pending``."""
    esper.switch_world(scene.world)
    return esper.create_entity(Transform(x, y, 160, 60), Visual("button", params={"text": "Go"}),
                               Clickable(tag="test.go"), Hoverable(), Z(900))


@pytest.mark.parametrize("game", GAMES)
def test_the_second_click_of_a_double_click_is_swallowed(monkeypatch, tmp_path, game):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai"], seed=5)
    action = None
    for _ in my_turns(app, scene, d, 3000):     # (a choice dialog is answered meanwhile)
        action = _once_only(scene)
        if action is not None:
            break
        scene.act(scene.legal()[0])
    assert action is not None, "no action of the viewer here is refused when played twice"
    with ai_held(scene):
        moves = []
        orig = scene.on_table_click

        def click(ent, tag, button):
            if tag == "test.go":
                moves.append(scene.act(action))
            else:
                orig(ent, tag, button)
        monkeypatch.setattr(scene, "on_table_click", click)
        _button(scene, 960, 540)
        pos = app.renderer.to_screen((960, 540))
        d.click_at(pos)
        assert moves == [True], f"the click did not reach the table: {app.scenes.top}"
        app.toast = None
        d._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)     # again, the mouse still
        d.frames(1)
        d._post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        d.frames(1)
        assert True not in moves[1:], "a double-click played twice"
        assert app.toast is None, f"the double-click's second click was refused: {app.toast}"
        d.click_at(pos)                 # the mouse came anew: a new click, told why
        assert moves[-1] is False and app.toast is not None
    app.shutdown()
