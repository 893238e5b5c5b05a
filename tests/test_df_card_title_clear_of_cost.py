"""Dice Forge: a feat card's name never runs under the amounts of its cost (or its glory), on
the islands or among a player's own cards, for every card, in both languages, at every size
(play-test 17 at 1280x720: the cost's amount badge, grown past the cost band to stay
readable, covered the "l" of "The Elder", which read "The Eder").  The name moves under the
badges; a player's own cards are as tall as their row, so a name of two lines still fits."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from engine.assets import Assets
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx
from engine.layout import load_layout
from engine.render import Renderer, TextProbe
from engine.rules.dice_forge import RULES
from engine.rules.dice_forge import material as M
from scenes.dice_forge.painters import paint_card
from scenes.dice_forge.table import describe
from tests.test_table_descriptions import table_input

BADGES = ((30, 22, 18), (40, 30, 24))   # an amount's badge (engine/widgets/icons.py), a count's


def _cards(lang: str, n_owned: int) -> list:
    """The feat cards' specs as the table describes them: every card on the islands, and every
    card among seat 0's own (``n_owned`` kinds side by side: 1 is the widest, 4 the narrowest)."""
    layout = load_layout("dice_forge")
    s = RULES.new_game(2, 5)
    feats = list(M.feats())
    out = []
    for k in range(0, len(feats), n_owned):
        mine = tuple(feats[k:k + n_owned])
        st = replace(s, cards=(mine, s.cards[1]))
        specs = describe(table_input(RULES, st, 0, layout, lang))
        out += [x for x in specs if x.kind == "df_card" and k == 0 and not x.name.startswith(
            "df.own")]         # (each card on the islands once)
        # two copies of each: its count on it too (on the left edge it covered a name's
        # second line)
        out += [replace(x, params={**x.params, "count": 2}) for x in specs
                if x.kind == "df_card" and x.name.startswith("df.own")]
    return out


def _painted(r: Renderer, spec) -> tuple[list, list]:
    """(the name's text rects, the amount badges' rects) of one card painted, screen px."""
    badges = []
    circle = r.circle

    def spy(cx, cy, rad, color, *a, **k):
        if tuple(color[:3]) in BADGES and not a:
            badges.append(r.rect(cx - rad, cy - rad, 2 * rad, 2 * rad))
        return circle(cx, cy, rad, color, *a, **k)
    r.circle = spy
    probe = TextProbe()
    Renderer.probe = probe
    try:
        paint_card(r, Transform(spec.x, spec.y, spec.w, spec.h), spec.params,
                   PaintCtx(hovered=False, enabled=True, clock=0.0, tr=lambda k: k))
    finally:
        Renderer.probe = None
        r.circle = circle
    p = spec.params
    names = [pygame.Rect(rec.rect) for rec in probe.records
             if rec.text.strip() and not rec.text.strip().isdigit()
             and not rec.text.startswith("×") and rec.text != p.get("kind_icon")]
    return names, badges


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 450)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_card_name_under_its_cost(size, lang):
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    bad, named = [], 0
    for n_owned in (1, 4):
        for spec in _cards(lang, n_owned):
            names, badges = _painted(r, spec)
            named += bool(names)
            bad += [(spec.name, spec.params["title"]) for t in names
                    if t.collidelist(badges) >= 0]
    assert not bad, f"{size} {lang}: {bad[:6]}"
    if size[1] >= 720:              # (at 800x450 the names are left to the zoom)
        assert named >= 2 * 24 + 15, named
