"""A card drawn big enough says what it does: where the effect text's designed size would be
under the legibility floor, the text (or its short form, ``CardData.short``) is drawn at the
floor when it fits whole; where nothing fits, the effect box is left out — never an empty box
(play-test: A Wild Venture's starter cards at 800x450 and hand cards at 1280x720)."""
from __future__ import annotations

import re

import pytest

from engine.render import Renderer, TextProbe
from engine.widgets.card import CardData, blit_card, card_params
from tests.uitest import make_app

LONG = ("When you play a building card: Invest 1, Draw 1. Enchanted (once): Gain 3, then "
        "look at the top four cards of the deck and keep the best two of them")


def _texts(monkeypatch, tmp_path, size, card, w, h):
    app = make_app(monkeypatch, tmp_path, size=size)
    app.draw()
    r = app.renderer
    probe = TextProbe()
    Renderer.probe = probe
    fills = []
    real_fill = Renderer.fill

    def fill(self, x, y, fw, fh, color, *a, **k):
        fills.append(tuple(color[:3]))
        return real_fill(self, x, y, fw, fh, color, *a, **k)
    monkeypatch.setattr(Renderer, "fill", fill)
    try:
        blit_card(r, card_params(card), 400, 400, w, h)
    finally:
        Renderer.probe = None
        app.shutdown()
    return [rec.text for rec in probe.records], fills


@pytest.mark.parametrize("size,w,h", [((800, 450), 130, 186), ((1280, 720), 96, 134)])
def test_a_short_effect_is_drawn_at_the_floor_on_a_small_face(monkeypatch, tmp_path, size, w, h):
    c = CardData(id="x", name="Clover", type="inhabitant", text="Gain 3")
    texts, _ = _texts(monkeypatch, tmp_path, size, c, w, h)
    assert "Gain 3" in texts


def test_the_short_form_stands_in_for_a_long_text(monkeypatch, tmp_path):
    c = CardData(id="x", name="Town Hall", type="building", text=LONG, short="Gain 3")
    texts, _ = _texts(monkeypatch, tmp_path, (1280, 720), c, 96, 134)
    assert "Gain 3" in texts and not any("Invest" in t for t in texts)


def test_no_empty_effect_box(monkeypatch, tmp_path):
    c = CardData(id="x", name="Town Hall", type="building", text=LONG)
    texts, fills = _texts(monkeypatch, tmp_path, (1280, 720), c, 96, 134)
    assert not any("Invest" in t for t in texts)
    assert (246, 238, 220) not in fills                 # the effect box's paper
    c = CardData(id="x", name="Clover", type="inhabitant", text="Gain 3")
    _, fills = _texts(monkeypatch, tmp_path, (1280, 720), c, 96, 134)
    assert (246, 238, 220) in fills


def test_wild_venture_cards_carry_a_short_form():
    from engine.rules.wild_venture.material import card_text, cards, short_text
    for cid, c in cards().items():
        for lang in ("en", "uk"):
            short = short_text(c, lang)
            assert short and len(short) <= len(card_text(c, lang)), cid
            assert not re.search(r"карту: (ворона|жаба|кролик|мешканець|манатка|будівля)",
                                 short), short          # "карту «ворона»", not a colon form


def test_a_lone_icon_moves_onto_the_art_where_the_text_fits_only_without_it(monkeypatch,
                                                                            tmp_path):
    # play-test (800x450, Ukrainian): a starter showed only its supplies icon, not its effect
    c = CardData(id="x", name="Старий Калюжа", type="inhabitant", icons=(("material", 2),),
                 text="Потягніть 1, Отримайте 2")
    texts, _ = _texts(monkeypatch, tmp_path, (800, 450), c, 206, 288)     # a dialog's card
    assert "Потягніть 1," in texts or "Потягніть 1, Отримайте 2" in texts, texts
    assert "2" in texts                                 # the supplies' amount, on the art
