"""A Wild Venture: a card's shorter forms keep its condition before its effect, say the full
text's verbs and no abbreviation a player must guess (play-test 16: Pond School's face said
only "Draw 1", a Chain Whip «Мандруйте 3» / «→3», the Elder «оп. 2: +1 кар.»)."""
from __future__ import annotations

import re

import pytest

from engine.rules.wild_venture.material import card_text, cards, short_text, when_text
from scenes.wild_venture.card_words import (_cued, figures_text, micro_text, tiny_text,
                                            when_words)

LANGS = ("en", "uk")
RELIC = {"en": "Relic", "uk": "Реліквія"}


def _forms(c, lang):
    return {"short": short_text(c, lang), "tiny": tiny_text(c, lang),
            "micro": micro_text(c, lang), "figures": figures_text(c, lang)}


@pytest.mark.parametrize("lang", LANGS)
def test_a_conditional_card_says_its_condition_before_its_effect_or_its_name(lang):
    wrong = []
    for c in cards().values():
        if c.type == "inhabitant":
            continue
        said = {when_text(c.when, lang, owner_only=c.type == "building"), when_words(c, lang),
                RELIC[lang]}
        if c.type == "building" and _cued(c, lang):    # its condition in a word: "Frog"
            said.add(_cued(c, lang).split(":")[0])
        for form, text in _forms(c, lang).items():
            head = text.split(":")[0]
            if not (text == c.name(lang) or ":" in text and head in said):
                wrong.append((c.id, form, text))
    assert not wrong, wrong[:8]


def test_pond_school_and_the_chain_whip_say_when():
    pond, whip = cards()["pond_school"], cards()["chain_whip"]
    for lang in LANGS:
        assert all(f != "Draw 1" and not f.startswith(("Draw", "Потягніть"))
                   for f in _forms(pond, lang).values())
        assert all(not f.startswith(("Travel", "Мандруйте", "→"))
                   for f in _forms(whip, lang).values())


def _imperatives(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[А-Яа-яІіЇїЄєҐґʼ'-]+", text)
            if w.lower().endswith(("іть", "йте", "те"))}


def test_every_ukrainian_form_says_the_full_texts_verbs():
    full = set()
    for c in cards().values():
        full |= _imperatives(card_text(c, "uk"))
    other = {(c.id, text, tuple(sorted(_imperatives(text) - full)))
             for c in cards().values() for text in _forms(c, "uk").values()
             if _imperatives(text) - full}
    assert not other, sorted(other)[:8]


@pytest.mark.parametrize("lang", LANGS)
def test_no_form_abbreviates_but_coins(lang):
    """«мон.» (монет) alone: «оп.», «кар.», «вкл.», "inv.", "act." read as riddles."""
    cut = []
    for c in cards().values():
        for text in _forms(c, lang).values():
            # a word ending in a full stop that no sentence follows
            short = set(re.findall(r"(\w+)\.(?!\s+[A-ZА-ЯІЇЄҐ«\"])", text)) - {"мон"}
            if short:
                cut.append((c.id, text, sorted(short)))
    assert not cut, cut[:8]
