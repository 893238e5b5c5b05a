"""A Wild Venture: a belonging's text says what meeting its condition gives (play-test 16: a
Hourglass, "When any player discards a card. Relic: Gain 3", told nobody a supply is taken
then)."""
from __future__ import annotations

import pytest

from engine.rules.wild_venture.material import card_text, cards, short_text


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_belongings_text_says_the_supply_it_gives_as_a_coin_and_its_relic(lang):
    """The rulebook (КАРТИ МАНАТОК): whenever any player meets the condition, 1 supply comes
    off the card and that player adds it to their area as a coin; emptied, its relic."""
    words = {"en": ("supply", "coin", "Relic"), "uk": ("припас", "монету", "Реліквія")}[lang]
    for c in cards().values():
        if c.type == "belonging":
            text = card_text(c, lang)
            assert all(w in text for w in words), (c.id, text)
            assert text.index(words[0]) < text.index(words[2]), text


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_belongings_short_text_says_the_supply_before_its_relic(lang):
    supply, relic = {"en": ("supply", "Relic"), "uk": ("припас", "Реліквія")}[lang]
    for c in cards().values():
        if c.type == "belonging":
            text = short_text(c, lang)
            assert supply in text and text.index(supply) < text.index(relic), text
