"""Play-test (issue 19): a card's effects joined by commas kept each effect's capital —
"Gain 2, Add 1 supply…", "Gain 1, Activate one…" — and "Enchanted: instead Gain 2".  Over
every card, in both languages, in the full and the short text, a word after a comma (or
after "instead" / "натомість") is not capitalised."""
from __future__ import annotations

import re

from engine.rules.wild_venture import material as M

MID = re.compile(r"(, |instead |натомість )([A-ZА-ЯІЇЄҐ])")


def test_no_capital_in_the_middle_of_a_card_text():
    bad = []
    for cid, c in M.cards().items():
        for lang in ("en", "uk"):
            for text in (M.card_text(c, lang), M.short_text(c, lang)):
                if MID.search(text):
                    bad.append((cid, lang, text))
    for sid, st in M.starters().items():          # the starting buildings' two sides
        for side in ("basic", "advanced"):
            for lang in ("en", "uk"):
                if MID.search(M.effect_text(st[side], lang)):
                    bad.append((sid, side, lang))
    assert not bad, bad[:5]
    assert len(M.cards()) > 20           # every card was read


def test_the_data_file_keeps_the_texts_the_cards_show():
    """cards.json's text fields are the texts the table shows, in both languages (its
    Ukrainian copies had fallen behind: "грає карту: ворона", capitals after commas)."""
    import json
    data = json.loads((M.DATA_DIR / "cards.json").read_text(encoding="utf-8"))
    for c in data["cards"]:
        for lang in ("en", "uk"):
            assert c["text"][lang] == M.card_text(M.card(c["id"]), lang), (c["id"], lang)
