"""After a pass-and-play hand-off the table shows nothing the previous player pointed at: no
hovered entity, no tooltip, no card lifted where their mouse last was (a play-tester saw It's a
Wonderful World open for the next player with a tooltip and a lifted card at the spot the
previous player had clicked, until the mouse moved).  The mouse counts as nowhere until it
moves: the hand-off screen took its last moves."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Hoverable, Transform
from engine.games import GAMES
from engine.worlds import in_world
from scenes.handoff import HandoffScene
from tests.uitest import my_turns, start_table

GAME_IDS = [g.id for g in GAMES if g.playable and 2 in g.rules.player_counts]


def _hovered(scene) -> list[int]:
    with in_world(scene.world):
        return [e for e, h in esper.get_component(Hoverable) if h.hovered]


@pytest.mark.parametrize("game", GAME_IDS)
def test_no_hover_of_the_previous_player_after_a_handoff(monkeypatch, tmp_path, game):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "human"], seed=3)
    for _ in range(3):                  # a hand-off may open the game
        for _ in my_turns(app, scene, d, 600):
            break
        if isinstance(app.scenes.top, HandoffScene):
            d.click("handoff.ready")
    assert app.scenes.top is scene and scene.my_turn()
    # the player points at something with a tooltip and rests there
    with in_world(scene.world):
        tips = [(e, esper.component_for_entity(e, Transform)) for e, h in
                esper.get_component(Hoverable) if h.tooltip]
    assert tips, "nothing on the table has a tooltip"
    tf = max(tips, key=lambda t: t[1].y)[1]         # the lowest: a card in hand, mostly
    d.move_to(app.renderer.to_screen((tf.x, tf.y)), 40)
    assert _hovered(scene), "resting on an entity with a tooltip hovers it"
    for _ in my_turns(app, scene, d, 3000):         # until the hand-off covers the table
        scene.act(scene.legal()[0])
    assert isinstance(app.scenes.top, HandoffScene), f"{game}: no hand-off"
    d.click("handoff.ready")
    for _ in range(40):
        d.frames(1)
        assert app.scenes.top is not scene or not _hovered(scene), \
            f"{game}: the table opened for the next player with the previous one's hover"
    assert scene.input.hovered is None
