"""A Wild Venture in Ukrainian speaks to the player in one register, the app's polite plural
imperative (``engine/rules/imperative.py``: "перемістіть", "візьміть"): play-test 16 read
"Тягни 2" on one card beside "Потягніть 2" on the next, the fewest-letters form
(``card_words._MICRO``) in the informal singular.  Every form a card face, a starter or the
zoom may show (text, short, tiny, micro) is checked."""
from __future__ import annotations

import re

from engine.rules.wild_venture.material import card_text, cards, effect_text, short_text, starters
from scenes.wild_venture.card_words import micro_text, steps_words, tiny_text

# the informal singular of every verb the cards use (the polite forms end in -те / -іть)
INFORMAL = {"тягни", "потягни", "скинь", "вклади", "інвестуй", "мандруй", "глянь", "подивись",
            "подивися", "плати", "заплати", "зіграй", "отримай", "візьми", "активуй", "підклади",
            "додай", "поклади", "розіграй", "покажи"}


def _forms():
    for c in cards().values():
        yield c.id, (card_text(c, "uk"), short_text(c, "uk"), tiny_text(c, "uk"),
                     micro_text(c, "uk"))
    for kind, st in starters().items():
        for side in ("basic", "advanced"):
            yield kind, (effect_text(st[side], "uk"), steps_words(st[side], "uk"),
                         steps_words(st[side], "uk", True))


def test_every_ukrainian_card_text_says_its_verbs_in_the_polite_plural():
    mixed = []
    for cid, forms in _forms():
        for text in forms:
            said = {w.lower() for w in re.findall(r"[^\W\d_]+", text)}
            if said & INFORMAL:
                mixed.append((cid, text, sorted(said & INFORMAL)))
    assert not mixed, mixed[:6]


def test_the_polite_forms_are_the_apps():
    """The register checked is the one the hints speak (a sanity check of ``INFORMAL``)."""
    from engine.rules.imperative import instruct
    told = instruct("мандрує на 2 і скидає карту", "uk").lower().split()
    assert "мандруйте" in told and "скиньте" in told
    assert not set(told) & INFORMAL
