"""A Wild Venture at 800x450 and 1280x720: a card's amount badges (its cost, its supplies) lie
over neither its words nor each other (play-test 15, 141d: in hand a supply's "2" sat on
"Gain 2", and on "Discard 1: Gain 2" the supply's badge, moved up onto the art, sat on the
cost's).  The badges grow to stay readable on a small face; the words start under them, a
lone icon moves up only where its badge stays on the art clear of the cost, and a face with
room for only one leaves its icons to the zoom.  A card in a row shows neither its supplies
(the corner badge says them) nor its paid cost."""
from __future__ import annotations

import math

import pytest

from engine.rules.wild_venture.material import cards
from engine.widgets import card as C
from scenes.wild_venture import table as T
from tests.uitest import start_table


def _badges_and_words(monkeypatch, r, data, w, h):
    """Draw ``data``'s face: the circles of the amount badges drawn (cx, cy, radius) and the
    effect text's boxes (x, y, w, h), in face units."""
    badges, words = [], []
    real_icon, real_fit = C.draw_icon, C.fit_text

    def icon(rr, name, cx, cy, size, n=None, alpha=255):
        if n is not None and str(n) != "":      # its amount's badge, as draw_icon draws it
            s = size / 2
            br = max(s * 0.54, rr.min_size / 1.45)
            grow = (br - s * 0.54) * 0.5
            badges.append((cx + s * 0.6 + grow, cy + s * 0.56 + grow, br))
        return real_icon(rr, name, cx, cy, size, n, alpha)

    def fit(rr, text, x, y, bw, bh, *a, **k):
        if text != data.name:
            words.append((x, y, bw, bh))
        return real_fit(rr, text, x, y, bw, bh, *a, **k)

    monkeypatch.setattr(C, "draw_icon", icon)
    monkeypatch.setattr(C, "fit_text", fit)
    try:
        C.draw_face(r, data, w, h)
    finally:
        monkeypatch.setattr(C, "draw_icon", real_icon)
        monkeypatch.setattr(C, "fit_text", real_fit)
    return badges, words


def _over(circle, box) -> bool:
    cx, cy, rad = circle
    x, y, w, h = box
    nx, ny = min(max(cx, x), x + w), min(max(cy, y), y + h)
    return math.hypot(cx - nx, cy - ny) < rad - 0.5


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_no_badge_lies_over_a_cards_words_or_another_badge(monkeypatch, tmp_path, lang, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai"], lang=lang, size=size)
    d.frames(2)
    r = app.renderer
    bad = []
    for where, (w, h) in {"hand": (T.HAND_W, T.HAND_H), "crowded": (T.CROWD_W, T.CROWD_H),
                          "six": T.hand_card_size(6), "pile": (T.PILE_W, T.PILE_H)}.items():
        for cid in cards():
            badges, words = _badges_and_words(monkeypatch, r, T.card_data(scene, cid), w, h)
            if any(_over(b, box) for b in badges for box in words):
                bad.append((where, cid, "words"))
            if any(math.dist(a[:2], b[:2]) < a[2] + b[2] - 0.5
                   for i, a in enumerate(badges) for b in badges[i + 1:]):
                bad.append((where, cid, "badges"))
    assert not bad, f"{len(bad)}: {bad[:8]}"
    app.shutdown()


def _mine(scene, field: str, value):
    """The scene's table input with the viewer's ``field`` of the view set to ``value``."""
    from dataclasses import replace
    inp = scene.table_input()
    me = inp.viewer
    rows = list(getattr(inp.view, field))
    rows[me] = value
    return replace(inp, view=replace(inp.view, **{field: tuple(rows)})), me


def test_a_played_card_shows_no_supply_icon_nor_cost(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai"], size=(800, 450))
    d.frames(2)
    inp, me = _mine(scene, "inhab", (("runner", 2),))
    row = [sp for sp in T.describe(inp) if sp.key == T.N.card_key("runner")]
    assert row and row[0].params["badge"] == "2"
    assert row[0].params["card"]["icons"] == () and row[0].params["card"]["cost"] == ()
    assert row[0].params["zoom_card"]["icons"] == (("material", 2),)
    app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 450)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_vp_piles_label_stays_off_the_coin_box(monkeypatch, tmp_path, lang, size):
    """Play-test 15 (137c): with cards tucked, the "VP" label over the pile sat on the coin
    box's border at 1280x720."""
    from engine.widgets.text import readable
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai"], lang=lang, size=size)
    d.frames(2)
    inp, me = _mine(scene, "tucked", (("runner", 0),))
    specs = {sp.key: sp for sp in T.describe(inp)}
    pile, coins = specs[T.N.vp(me)], specs[T.N.coins(me)]
    r = app.renderer
    label = pile.params["label"]
    lw, lh = r.text_size(label, readable(r, 20), "semibold")
    bottom = pile.y - pile.h / 2 - 8                   # drawn "midbottom" over the stack
    lab = (pile.x - lw / 2, bottom - lh, lw, lh)
    box = (coins.x - coins.w / 2, coins.y - coins.h / 2, coins.w, coins.h)
    apart = (lab[0] >= box[0] + box[2] or box[0] >= lab[0] + lab[2]
             or lab[1] >= box[1] + box[3] or box[1] >= lab[1] + lab[3])
    assert apart, (label, lab, box)
    app.shutdown()
