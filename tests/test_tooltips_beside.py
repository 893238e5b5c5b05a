"""A tooltip sits beside what it describes, never over a look-alike (play-test 10: Dice Forge,
Bohdan's gold counter's "Gold … (2/12)" shown over the player's own gold track; World in
Progress, stack 2's "Face-down stack: 6 tiles" beside stack 3, which showed 7 -- the count was
right, the place wrong).  A look-alike is another entity of the same kind, or named the same
but for its numbers (another seat's counter of the same resource)."""
from __future__ import annotations

import random

import esper
import pytest

from engine.ecs.components import Hoverable, Name, Transform, Visual
from engine.ecs.processors import hit_rect, look_alike_rects
from engine.worlds import in_world
from tests.test_tooltips_lit import overlaps
from tests.uitest import my_turns, start_table

BESIDE = 120.0          # canvas px: a tooltip's gap to its entity (the grid's step and more)


def gap(a, b) -> float:
    dx = max(0.0, a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2]))
    dy = max(0.0, a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3]))
    return dx + dy


def placed(scene, prefix: str) -> list[tuple[str, tuple, tuple, Visual, str]]:
    """(name, entity rect, tooltip rect, visual, tooltip) of each entity named ``prefix``…"""
    out = []
    with in_world(scene.world):
        for ent, (n, tf, vis, hov) in esper.get_components(Name, Transform, Visual, Hoverable):
            if n.name.startswith(prefix) and hov.tooltip and vis.visible:
                tip = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
                bad = [o for o in look_alike_rects(tf) if overlaps(tip, o)]
                out.append((n.name, hit_rect(tf), tip, vis, hov.tooltip, bad))
    return out


def turns(monkeypatch, tmp_path, game, size, kinds, n=6):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, kinds, seed=4, size=size)
    rng = random.Random(4)
    try:
        for k, _ in enumerate(my_turns(app, scene, d, 3000)):
            yield scene
            if k >= n:
                break
            scene.act(rng.choice(scene.legal()))
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_a_stacks_tooltip_tells_its_count_beside_it(monkeypatch, tmp_path, size):
    seen = 0
    for scene in turns(monkeypatch, tmp_path, "world_in_progress", size,
                       ["human", "ai:random"]):
        for name, rect, tip, vis, text, bad in placed(scene, "wip.stack."):
            seen += 1
            assert str(vis.params["count"]) in text, (name, text, vis.params)
            assert gap(tip, rect) <= BESIDE, (name, tip, rect)
            assert not bad, f"{name}'s tooltip over another stack"
    assert seen >= 6


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_a_seats_counter_tooltip_is_not_over_another_seats(monkeypatch, tmp_path, size):
    seen = 0
    for scene in turns(monkeypatch, tmp_path, "dice_forge", size,
                       ["human", "ai:random", "ai:random", "ai:random"], n=3):
        counters = {name: rect for name, rect, *_ in placed(scene, "df.res.")}
        for name, rect, tip, vis, text, _ in placed(scene, "df.res."):
            seen += 1
            seat, res = name.split(".")[2], name.split(".")[3]
            others = [n for n, o in counters.items()
                      if n.split(".")[2] != seat and n.endswith(f".{res}") and overlaps(tip, o)]
            assert not others, f"{name}'s tooltip over another seat's: {others}"
    assert seen >= 12
