"""Live entities (animating, or above one that is) are painted over the cached still layer, so
no still entity above a live one in z order may share a pixel with it: the live one would be
painted over it.  Which still entities go live with their neighbours is judged by how far each
was seen to paint past its rect (engine/ecs/reach.py), not by the widest margin any painter
might use: over a Dice Forge demo with its hand-overs (the seat in focus changes, its board
fades and the panels and counters fly), every frame, the area each live entity paints meets no
still entity above it, and the Temple, far from the flights, stays in the layer."""
from __future__ import annotations

import esper
import pygame

from engine.ecs.components import Name
from tests.uitest import start_table


def _painted_area(render, ent, tf, vis) -> pygame.Rect | None:
    """What ``ent`` paints now, drawn on a scratch copy of the screen (the frame is not
    touched)."""
    r = render.renderer
    screen = r.surface
    r.surface = screen.copy()
    r.extent = []
    try:
        render._paint(ent, tf, vis)
        drawn = r.extent
    finally:
        r.surface, r.extent = screen, None
    return pygame.Rect(drawn[0]).unionall(drawn[1:]) if drawn else None


def test_no_still_entity_above_a_live_one_shares_its_pixels(monkeypatch, tmp_path):
    app, _session, scene, _d = start_table(monkeypatch, tmp_path, "dice_forge",
                                           ["ai:easy"] * 3, seed=7, size=(1280, 720),
                                           speed=4.0, demo=True)
    render = scene.render
    split = render._split
    seen = {"frames": 0, "handovers": 0, "busy": 0}
    last = {"split": None}

    def kept_split(items):
        out = split(items)
        last["split"] = (items, out)
        return out

    render._split = kept_split
    focus = scene.big_seat()
    try:
        for _ in range(1500):
            app.frame(1 / 60)
            if last["split"] is None:
                continue
            items, (still, live, _sig, _tip) = last["split"]
            last["split"] = None
            order = {item[1]: k for k, item in enumerate(items)}
            still_areas = [(order[ent], render.cache_ents[ent][1], ent)
                           for _, ent, _, _ in still if render.cache_ents.get(ent, (0, None))[1]]
            for _, ent, tf, vis in live:
                area = _painted_area(render, ent, tf, vis)
                if area is None:
                    continue
                for k, other, name in ((k, a, e) for k, a, e in still_areas if k > order[ent]):
                    assert not area.colliderect(other), (
                        esper.try_component(ent, Name), esper.try_component(name, Name))
            seen["frames"] += 1
            if scene.big_seat() != focus:
                focus = scene.big_seat()
                seen["handovers"] += 1
            if len(live) >= 20:
                seen["busy"] += 1
                temple = [esper.component_for_entity(e, Name).name for _, e, _, _ in live
                          if esper.has_component(e, Name)
                          and esper.component_for_entity(e, Name).name.startswith(
                              ("df.pool.", "df.poolbox.", "df.garden"))]
                assert not temple, temple
            if seen["handovers"] >= 3:
                break
    finally:
        app.shutdown()
    assert seen["handovers"] >= 3 and seen["busy"] > 0, seen
