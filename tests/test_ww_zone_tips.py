"""It's a Wonderful World: in planning no card's tooltip covers Construct and Recycle, where the
drafted cards go (play-test 14, 57.png: a card's tooltip covered «Переробити» and part of
«Будувати»)."""
from __future__ import annotations

import esper
import pytest

from engine.app import App, AppOptions
from engine.ecs.components import Hoverable, Transform
from engine.games import load_scene
from engine.session import Seat, random_session
from engine.uidriver import UIDriver
from engine.worlds import in_world
from scenes.parts.why import overlap


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_no_card_tooltip_covers_the_zones_in_planning(monkeypatch, tmp_path, size):
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    seats = [Seat("human", "normal", "", 0), Seat("ai", "random", "", 1)]
    s = random_session("wonderful_world", seats, 2, 0.3, until_seat=0)
    assert s.state.phase == "planning"
    app = App(AppOptions(size=size, fixed_step=True, save_settings=False, lang="uk",
                         speed=4.0, seed=2))
    scene = load_scene("wonderful_world")(app, s)
    app.scenes.push(scene)
    d = UIDriver(app)
    d.frames(3)
    zones = [(a.x, a.y, a.w, a.h) for a in (scene.layout[f"zone.{z}"]
                                             for z in ("slate", "recycle"))]
    cards = [n for n in d.names() if n and (n.startswith("ww.drafted.") or
                                            n.startswith("ww.hand."))]
    assert cards
    for name in cards:
        d.move_to((5, 5), 2)
        d.hover(name, 40)
        with in_world(scene.world):
            ent = scene.find(name)
            tf = esper.component_for_entity(ent, Transform)
            hov = esper.component_for_entity(ent, Hoverable)
            if not hov.tooltip:
                continue
            box = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
        assert not any(overlap(box, z) for z in zones), (name, box, zones)
    app.shutdown()
