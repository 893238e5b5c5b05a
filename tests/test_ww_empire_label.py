"""It's a Wonderful World's empire card at every window size: the production label sits between
the production numbers and the cube places, touching neither (play-test 17)."""
from __future__ import annotations

import pygame
import pytest

from engine.assets import Assets
from engine.ecs.components import Transform
from engine.i18n import I18n
from engine.layout import load_layout
from engine.render import Renderer, TextProbe
from scenes.wonderful_world.painters import paint_empire
from scenes.wonderful_world.table import LAYOUT


@pytest.mark.parametrize("lang", ["uk", "en"])
@pytest.mark.parametrize("size", [(800, 450), (1280, 720), (1920, 1080)])
def test_the_empire_cards_production_label_keeps_clear_of_the_numbers_and_the_cubes(lang, size):
    """Play-test 17 (800x450, uk): «вироб. на етап» touched the row of cube places under it
    (and the production numbers over it).  The label sits between the two with room."""
    pygame.init()
    a = load_layout(LAYOUT)["empire"]
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    t = I18n(lang)
    p = {"name": "Азійська федерація" if lang == "uk" else "Asian Federation", "who": "Olena",
         "prod": (1, 0, 0, 2, 0), "prod_label": t.t("ww.production"),
         "prod_short": t.t("ww.production_short"), "cubes": 2, "cube_kinds": (3, 3)}
    probe = TextProbe()
    Renderer.probe = probe
    try:
        paint_empire(r, Transform(a.cx, a.cy, a.w, a.h), p, None)
    finally:
        Renderer.probe = None
    label = next(rec for rec in probe.records if rec.text in (p["prod_label"], p["prod_short"]))
    numbers = [rec for rec in probe.records if rec.text in "0123456789" and rec.text]
    assert len(numbers) == 5
    cube_top = r.to_screen((0, a.y + 200 - (a.w - 40) / 5 * 0.35))[1]
    top, bottom = label.rect[1], label.rect[1] + label.rect[3]
    assert bottom <= cube_top - 1, (label, cube_top)
    assert all(n.rect[1] + n.rect[3] <= top for n in numbers), (label, numbers[0])
