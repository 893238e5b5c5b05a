"""Every Dice Forge feat card's text fits the card at every size it is drawn large (issue 19,
the README-only play-tester: at 800x450 the Minotaur's English text ran over the card's
"4 left · island 6" note and past its bottom into the panel below).

Each card is painted, in both languages and at 1920x1080, 1280x720 and 800x450, as the hover
zoom draws it (its size from ``zoom_size``, with the note a table card or an owned card shows)
and as the pile browser draws an opponent's cards (a fixed 640-high card, its title counting
copies).  The text probe records every text drawn: none is cut or runs past its width, each
lies inside the card, and no two overlap (the effect text never over the note or the title)."""
from __future__ import annotations

import pygame
import pytest

from engine.assets import Assets
from engine.i18n import I18n
from engine.render import Renderer, TextProbe
from engine.rules.dice_forge import material as M
from engine.rules.dice_forge import scene_queries as Q
from scenes.dice_forge.painters import draw_card_zoom, zoom_size

SIZES = ((1920, 1080), (1280, 720), (800, 450))
BROWSER = (640 * 330 / 462, 640.0)          # scenes/dice_forge/__init__.py browse_feats


def _params(cid: str, lang: str, note: str, copies: int = 1) -> dict:
    f = M.feat(cid)
    title = M.label(cid, lang) + (f" ×{copies}" if copies > 1 else "")
    return {"title": title, "glory": f.glory, "side": "moon",
            "cost": (("sun", f.cost[0]), ("moon", f.cost[1])),
            "text": Q.feat_effect(cid, lang), "note": note}


def _overlap(a, b) -> bool:
    """Two texts' boxes share more than a glyph box's spare edge (a line's box is a little
    taller than the line spacing: wrapped lines touch by a pixel or two)."""
    dx = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    dy = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return dx > 0 and dy > 0.25 * min(a[3], b[3])


def _misfits(r: Renderer, box, p: dict) -> list:
    """What is wrong with the texts of the card ``p`` drawn in the canvas ``box``."""
    probe = TextProbe()
    Renderer.probe = probe
    try:
        draw_card_zoom(r, *box, p)
    finally:
        Renderer.probe = None
    card = r.rect(*box)
    bad = [(rec.fit, rec.text) for rec in probe.records if rec.fit]
    bad += [("outside", rec.text) for rec in probe.records
            if not card.contains(pygame.Rect(rec.rect))]
    recs = probe.records
    bad += [("overlap", a.text, b.text) for i, a in enumerate(recs) for b in recs[i + 1:]
            if _overlap(a.rect, b.rect)]
    assert any(rec.text and rec.text in p["text"] for rec in recs) or not p["text"], \
        "the effect text was not drawn"
    return bad


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_feat_cards_text_fits_the_card_wherever_it_is_drawn_large(size, lang):
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    i18n = I18n(lang)
    bad, drawn = [], 0
    for cid in M.feats():
        f = M.feat(cid)
        for note in (i18n.t("df.zoom.feat", n=4, island=f.island), i18n.t("df.zoom.use"), ""):
            p = _params(cid, lang, note)
            w, h = zoom_size(r, p)
            bad += [(cid, "zoom", *m) for m in _misfits(r, (100, 90, w, h), p)]
            drawn += 1
        p = _params(cid, lang, "", copies=4)
        bad += [(cid, "browser", *m) for m in _misfits(r, (100, 90, *BROWSER), p)]
        drawn += 1
    assert drawn == 4 * len(M.feats()) and len(M.feats()) == 24
    assert not bad, f"{size} {lang}: {bad[:6]}"


def test_a_long_text_makes_the_zoom_taller_not_cut():
    """The hover zoom grows with its text: a text twice as long is drawn on a taller card."""
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((800, 450)))
    p = _params("minotaur", "en", "4 left · island 6")
    _, h1 = zoom_size(r, p)
    _, h2 = zoom_size(r, {**p, "text": p["text"] + " " + p["text"]})
    assert h2 > h1
    assert not _misfits(r, (100, 90, *zoom_size(r, {**p, "text": p["text"] * 2})),
                        {**p, "text": p["text"] * 2})


KIND = {"instant": ("Instant:", "Негайно:"), "reinforcement": ("Reinforcement:", "Підсилення:"),
        "automatic": ("Automatic:", "Постійно:"), "none": ("No effect", "Без ефекту")}
# the garden faces a card gives, named on it as the table names them
GIVES = {"helmet_of_invisibility": "triple", "mirror_of_the_abyss": "mirror",
         "celestial_ship": "ship", "minotaur": "ship"}


def test_every_feat_card_says_the_same_in_english_and_ukrainian():
    """Issue 19: the Ukrainian Minotaur spoke of ships, the English of choice faces; English
    cards carried notes for programmers ("faces.json gardens 'x3'").  Both languages open with
    the effect's type as the rulebook names it (негайний ефект, підсилення, постійний ефект),
    give the same numbers, and name a face as the table does."""
    import re
    for cid, f in M.feats().items():
        en, uk = Q.feat_effect(cid, "en"), Q.feat_effect(cid, "uk")
        ke, ku = KIND[f.effect_kind]
        assert en.startswith(ke) and uk.startswith(ku), (cid, en[:20], uk[:20])
        for e_word, u_word in KIND.values():    # a second effect (the Boar's) in both
            assert en.count(e_word) == uk.count(u_word), (cid, e_word)
        assert sorted(re.findall(r"\d+", en)) == sorted(re.findall(r"\d+", uk)), (cid, en, uk)
        for text in (en, uk):
            assert not re.search(r"json|BGA|'[a-z0-9]+'|\w/\w", text), (cid, text)
        if cid in GIVES:
            assert M.label(GIVES[cid], "en").split(" (")[0] in en, (cid, en)
            assert M.label(GIVES[cid], "uk").split(" (")[0] in uk, (cid, uk)
