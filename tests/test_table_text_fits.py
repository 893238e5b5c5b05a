"""What the busiest screenshots showed (tools/busiest.py, issue 19 follow-up): at 800x450 in
Ukrainian, It's a Wonderful World's phase tabs ("Драфт", "Планування", "Виробництво") drew
their labels over each other, and another seat's panel ran its counts line past the window's
edge."""
from __future__ import annotations

import json

import pygame
import pytest

from engine.assets import Assets
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx
from engine.paths import ASSETS
from engine.render import Renderer
from engine.widgets.text import readable


def renderer(size) -> Renderer:
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    return r


def phase_labels(lang: str) -> list[str]:
    table = json.loads((ASSETS / "i18n" / f"wonderful_world.{lang}.json").read_text("utf-8"))
    keys = [k for k in table if k.startswith("ww.phase.")]
    assert len(keys) >= 3, keys
    return [table[k] for k in keys[:3]]


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_wonderful_world_phase_tabs_hold_their_labels(size, lang):
    from scenes.wonderful_world.painters import _tab_widths
    r = renderer(size)
    labels = phase_labels(lang)
    width = 470.0 - 32      # the step track's inner width (its layout box: 470 wide)
    widths = _tab_widths(r, labels, width, readable(r, 19))
    assert sum(widths) <= width + 0.5
    for lab, w in zip(labels, widths):     # at the size r.text may shrink it to, if need be
        shrunk = min(readable(r, 19), r.min_size)
        assert r.text_size(lab, shrunk, "semibold")[0] <= w - 10, (lab, w)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_wonderful_world_panel_counts_stay_inside_the_panel(lang):
    from scenes.wonderful_world.painters import paint_panel
    r = renderer((800, 450))
    extra = ("будує 0 · драфт 5 · рука 1 · збуд. 0" if lang == "uk"
             else "building 0 · drafted 5 · hand 1 · built 0")
    drawn = []
    text = r.text

    def spy(s, *a, **kw):
        rect = text(s, *a, **kw)
        drawn.append((s, rect))
        return rect
    r.text = spy
    t = Transform(1540 + 185, 96 + 76, 370, 152)     # other.0 of the layout
    paint_panel(r, t, {"name": "P2", "color": (200, 60, 60), "extra": extra}, PaintCtx())
    x, y, w, h = t.rect
    for s, rect in drawn:
        assert rect.right <= x + w + 1, (s, rect.right, x + w)


def test_wild_venture_badges_of_an_overlapped_row_sit_where_the_card_shows():
    """A Wild Venture's row of many inhabitants overlaps its cards, each showing its left
    strip: a card's supplies badge goes over its top left corner there (on the right, the
    next card covered it)."""
    from engine.games import spec
    from engine.layout import load_layout
    from scenes.wild_venture import table
    from scenes.wild_venture.table import ROW_W
    from tests.test_table_descriptions import playout, table_input
    rules = spec("wild_venture").rules
    layout = load_layout(table.LAYOUT)
    seen = 0
    for seed in (3, 4):
        for state in playout(rules, 2, seed=seed, steps=600)[::10]:
            inp = table_input(rules, state, 0, layout)
            by_row: dict = {}
            for s in table.describe(inp):
                if s.kind == "card" and s.w == ROW_W:
                    by_row.setdefault(s.y, []).append(s)
            for row in by_row.values():
                xs = sorted(s.x for s in row)
                if len(xs) < 2 or min(b - a for a, b in zip(xs, xs[1:])) >= ROW_W:
                    continue
                badged = [s for s in row if s.params.get("badge")]
                seen += len(badged)
                assert all(s.params.get("badge_left") for s in badged), [s.key for s in badged]
    assert seen, "no row of overlapped cards with badges was described: nothing was checked"


@pytest.mark.parametrize("size", [(1280, 720), (800, 450), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_dice_forge_feat_names_keep_off_the_glory_badge(size, lang):
    """A feat card's name ("The Guardian's Owl") ran down over its glory badge; now its lines
    end above the badge (cut with "…" when they cannot), or the name is left to the zoom."""
    from engine.rules.dice_forge import material as M
    from scenes.dice_forge.painters import paint_card
    from scenes.dice_forge.table import CARD_H, CARD_W
    r = renderer(size)
    drawn: list = []
    text = r.text

    def spy(s, *a, **kw):
        rect = text(s, *a, **kw)
        drawn.append((s, rect))
        return rect
    r.text = spy
    checked = 0
    for cid, f in M.feats().items():
        if not f.glory:
            continue
        drawn.clear()
        t = Transform(400, 400, CARD_W, CARD_H)
        paint_card(r, t, {"title": M.label(cid, lang), "glory": f.glory, "name_size": 16,
                          "cost": (("sun", f.cost[0]), ("moon", f.cost[1]))}, PaintCtx())
        x, y, w, h = t.rect
        badge_top = y + h - h * 0.15 - h * 0.12
        names = [(s, rect) for s, rect in drawn if s and not s.isdigit()]
        checked += bool(names)
        for s, rect in names:
            assert rect.bottom <= badge_top + 2, (cid, s, rect.bottom, badge_top)
    assert checked or size == (800, 450), "no feat name was drawn: nothing was checked"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_dice_forge_feat_names_are_never_cut_where_they_are_drawn(size, lang):
    """"The Blacksmit… Hammer", "The Guardian's…", "Hamm…" at 1280x720: a name too long for
    its card shows its short name ("Hammer", "Owl"), on the islands' cards and on a seat's own
    smaller ones, so no feat's name is cut."""
    from engine.i18n import I18n
    from engine.rules.dice_forge import material as M
    from scenes.dice_forge.painters import paint_card
    from scenes.dice_forge.table import CARD_H, CARD_W
    r = renderer(size)
    i18n = I18n(lang)
    drawn: list = []
    text = r.text

    def spy(s, *a, **kw):
        drawn.append(s)
        return text(s, *a, **kw)
    r.text = spy
    for cid, f in M.feats().items():
        short = i18n.t(f"df.short.{cid}")
        for w, h, size_ in ((CARD_W, CARD_H, 16), (90, 112, 14)):  # an island's, a seat's own
            drawn.clear()
            paint_card(r, Transform(400, 400, w, h),
                       {"title": M.label(cid, lang), "glory": f.glory, "name_size": size_,
                        "short": "" if short.startswith("df.") else short,
                        "cost": (("sun", f.cost[0]), ("moon", f.cost[1]))}, PaintCtx())
            assert drawn, cid
            assert not [s for s in drawn if s.endswith("…")], (cid, w, drawn)


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_wild_venture_other_seats_hand_label_keeps_off_its_coin_box(size, lang):
    """Play-test at 800x450: the other seat's "Рука" (hand) label, grown to the readable size,
    ran over its coin box; its piles' labels now stay under the box and their counts inside
    the panel."""
    from engine.games import spec
    from engine.layout import load_layout
    from engine.widgets.pile import paint_pile
    from scenes.wild_venture import table as T
    from tests.test_table_descriptions import playout, table_input
    rules = spec("wild_venture").rules
    layout = load_layout(T.LAYOUT)
    state = playout(rules, 2, seed=3, steps=12)[-1]
    inp = table_input(rules, state, None, layout, lang)
    specs = {s.key: s for s in T.describe(inp)}
    other = inp.others[0]
    coins = specs[f"wv.coins.{other}"]
    panel = layout["opp"]
    r = renderer(size)
    k = size[0] / 1920
    text = r.text
    labels: list = []

    def spy(s, *a, **kw):
        rect = text(s, *a, **kw)
        labels.append((s, rect))
        return rect
    r.text = spy
    piles = [s for key, s in specs.items() if s.kind == "pile" and s.y < panel.y + panel.h]
    assert len(piles) == 2, [s.key for s in piles]      # the hand and the VP card
    checked = 0
    for pile in piles:
        labels.clear()
        paint_pile(r, Transform(pile.x, pile.y, pile.w, pile.h), pile.params, PaintCtx())
        if not pile.params["count"]:
            continue            # an empty pile says its label inside its outline
        label = next(rect for s, rect in labels if s == pile.params["label"])
        box_bottom = coins.y + coins.h / 2
        assert label.top >= box_bottom - 1 / k, (pile.key, label, box_bottom)
        count = next(rect for s, rect in labels if s == str(pile.params["count"]))
        checked += 1
        assert count.bottom <= panel.y + panel.h + 2, (pile.key, count, panel)  # its leading
    assert checked, "no pile had cards: nothing was checked"


@pytest.mark.parametrize("word, width, parts", [
    ("Нейрознавство", 90, ["Нейрознав-", "ство"]), ("Blacksmith's", 70, ["Black-", "smith's"]),
    ("Blackbeard's", 90, ["Black-", "beard's"]),
    ("Шолом-невидимка", 90, ["Шолом-", "невидимка"]), ("Climate Control", 90,
                                                       ["Climate", "Control"])])
def test_a_word_too_wide_for_its_line_breaks_with_a_hyphen_between_syllables(word, width,
                                                                              parts):
    """"Нейрознавс…" on a card at 1280x720: a single word too wide for the title band breaks
    with a hyphen where a syllable may end (between two consonants first), never inside a
    digraph nor leaving a single letter on a line (engine/widgets/hyphenation.py)."""
    from engine.widgets.text import wrap_words
    r = renderer((1280, 720))
    assert wrap_words(r, word, 16, "bold", width) == parts


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_coatl_panel_counts_read_whole_count_first(size, lang):
    """Coatl's other-seat panel says its counts count first, in the language's plural forms
    ("3 cards in hand · 1 temple", "3 карти в руці · 1 храм"; play-test 11: "у руці: 3 ·
    храмів: 1"), and every such line fits its panel whole: not cut, not past its box."""
    from engine.i18n import I18n
    from engine.layout import load_layout
    from engine.render import TextProbe
    from scenes.coatl import table as T
    from scenes.coatl.painters import paint_panel
    t = I18n(lang).t
    a = load_layout(T.LAYOUT)["other.0"]
    r = renderer(size)
    probe = TextProbe()
    Renderer.probe = probe
    try:
        for cards in range(6):
            for temples in range(6):
                sub = t("coatl.panel_sub", hand=t("coatl.panel.hand", n=cards),
                        temples=t("coatl.panel.temples", n=temples))
                assert sub.startswith(f"{cards} ") and f" · {temples} " in sub, sub
                paint_panel(r, Transform(a.cx, a.cy, a.w, a.h),
                            {"title": "Олена", "color": (200, 60, 60), "score": "12 pts",
                             "sub": sub}, PaintCtx())
    finally:
        Renderer.probe = None
    subs = [rec for rec in probe.records if " · " in rec.text]
    assert len(subs) >= 20
    assert not [rec.text for rec in subs if rec.fit], [(rec.text, rec.fit) for rec in subs]
