"""World in Progress's terrain score chips keep their swatch square in the replay viewer as in
live play (play-test 10, 221c: the replay, drawing the table at 90 %, squashed them into thin
strips: its readable text took more of the chip and the swatch narrowed, its height kept)."""
from __future__ import annotations

import pygame
import pytest

from engine.assets import Assets
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx
from engine.layout import load_layout
from engine.render import Renderer
from scenes.replay import TABLE_K
from scenes.world_in_progress.painters import paint_legend


def swatch_ratios(size, k: float) -> list[float]:
    """w/h of each terrain swatch a legend chip draws, the table drawn at ``k`` of the window."""
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    r.scale *= k
    drawn = []
    real = r.image

    def image(name, x, y, w, h, *a, **kw):
        if name.startswith("wip/terrain_"):
            drawn.append(w / h)
        return real(name, x, y, w, h, *a, **kw)

    r.image = image
    a = load_layout("world_in_progress")["legend.0"]
    for group, statues, points in ((2, 0, 0), (10, 1, 10), (12, 3, 36)):
        p = {"terrain": "forest", "group": group, "statues": statues, "points": points}
        paint_legend(r, Transform(a.cx, a.cy, a.w, a.h), p, PaintCtx())
    assert len(drawn) == 3, "the chip drew no swatch"
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (800, 450)])
def test_a_terrain_swatch_is_as_square_in_the_replay_as_in_play(size):
    live = swatch_ratios(size, 1.0)
    replay = swatch_ratios(size, TABLE_K)
    assert replay == pytest.approx(live, abs=0.02), (live, replay)
    assert all(x == pytest.approx(1.0, abs=0.02) for x in live + replay), (live, replay)
