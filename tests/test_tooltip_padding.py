"""A tooltip's text sits inside its box with the same padding on every side (play-test 10,
30c: a World in Progress tooltip's last line sat on the box's bottom border; the box's height
counted 26 canvas px a line, shorter than the font's real line at 1280x720)."""
from __future__ import annotations

import pygame
import pytest

from engine.assets import Assets
from engine.ecs import tooltips
from engine.ecs.components import Transform
from engine.render import Renderer

TEXTS = [
    "Gold",
    "Top left: Ember Canyons, top right: Blossom Groves (statue),\nbottom left: Wheat Fields, "
    "bottom right: Ember Canyons\nStatue of Lada: counts for Blossom Groves",
    "Лицар-невидимка: кожного разу, коли ви купуєте вдосконалення, отримайте 2 золота; "
    "поверніть карту до запасу й візьміть нову з відкритого ряду.",
    "One\nTwo\nThree\nFour\nFive lines, each short",
]


@pytest.mark.parametrize("size", [(800, 450), (960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text", TEXTS)
def test_every_line_is_inside_the_box_minus_its_padding(size, text):
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    tf = Transform(900, 500, 120, 160)
    x, y, w, h = tooltips.place(r, text, tf)
    drawn = tooltips.draw(r, text, (x, y, w, h))
    slack = 1.5 / r.scale                   # a screen pixel of rounding, in canvas px
    assert drawn.h > 0
    assert drawn.left >= x + tooltips.PAD_X - slack, (drawn, (x, y, w, h))
    assert drawn.top >= y + tooltips.PAD_Y - slack, (drawn, (x, y, w, h))
    assert drawn.right <= x + w - tooltips.PAD_X + slack, (drawn, (x, y, w, h))
    assert drawn.bottom <= y + h - tooltips.PAD_Y + slack, (drawn, (x, y, w, h))
    # and the padding below the last line is no larger than a line (no empty row left)
    assert y + h - drawn.bottom <= tooltips.PAD_Y + slack + 2, (drawn, (x, y, w, h))
