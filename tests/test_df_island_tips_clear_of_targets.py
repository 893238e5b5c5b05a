"""Dice Forge: what tells about the islands (an island, a feat card that cannot be performed)
never puts its tooltip over what the player may click now: the Sanctuary faces lit to buy and
the pools drawn lit round them, the feat cards lit to perform (play-test 17 at 1280x720: the
tooltip of island 3, with other islands and their cards all round it, went over the glowing
Sanctuary pools)."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Hoverable, Transform, Visual
from engine.ecs.processors import lit_rects
from engine.toast import overlap
from engine.worlds import in_world
from scenes.parts.why import LIT
from tests.uitest import look_shot, my_turns, start_table


def _lit() -> list:
    return lit_rects(button=1) + [tuple(tf.rect) for _, (tf, vis) in
                                  esper.get_components(Transform, Visual)
                                  if vis.visible and vis.params.get(LIT)]


@pytest.mark.parametrize("size,lang", [((1280, 720), "en"), ((1920, 1080), "uk"),
                                       ((800, 450), "en")])
def test_no_island_tooltip_over_a_lit_target(monkeypatch, tmp_path, size, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random", "ai:random"], seed=3,
                                         size=size, lang=lang)
    try:
        bought = False
        for _ in my_turns(app, scene, d, 20000):
            buys = [a for a in scene.legal() if a[0] == "buy"]
            if buys and bought:
                break                       # a later turn: faces and feats lit
            if buys:
                scene.act(buys[-1])
                bought = True
            else:
                scene.act(scene.legal()[0])
        assert buys
        names = [f"df.island.{n}" for n in range(1, 8)]
        names += sorted(n for n in d.names() if n.startswith("df.feat."))
        bad, shown = [], 0
        for name in names:
            d.move_to((5, 5), 2)
            d.hover(name, 40)
            with in_world(scene.world):
                ent = scene.find(name)
                hov = esper.try_component(ent, Hoverable)
                if hov is None or not hov.tooltip:
                    continue
                tf = esper.component_for_entity(ent, Transform)
                box = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
                lit = [t for t in _lit() if t != tuple(tf.rect)]
            shown += 1
            bad += [(name, box, t) for t in lit if overlap(box, t)]
            if name == "df.island.3":
                look_shot(app, f"df_island3_tip_{size[0]}_{lang}.png")
        assert shown >= 7 and not bad, bad
    finally:
        app.shutdown()

