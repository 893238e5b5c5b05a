"""A refused target's line fits the target (play-test: taking pieces said "Зараз не зіграти:
на вашому планшеті немає місця…", and "зіграти" is for cards): the line's verb is neutral or
the target's own — no "зіграти" on a disk slot; the pieces are "частини" on a "планшет", as the
rulebook says."""
from __future__ import annotations

from engine.layout import load_layout
from engine.rules.coatl import RULES
from scenes.coatl import table as T
from tests.rules.test_coatl import give_pieces, kept
from tests.test_table_descriptions import table_input


def _tips(s):
    specs = T.describe(table_input(RULES, s, 0, load_layout(T.LAYOUT), lang="uk"))
    return {sp.key: sp.tooltip or "" for sp in specs}


def test_a_full_board_refuses_a_disk_slot_without_the_card_verb():
    s = give_pieces(kept(), 0, ["bY"] * 7)
    assert ("take", 4) not in RULES.legal_actions(s, 0)
    tip = next(t for k, t in _tips(s).items() if k.startswith("coatl.disk.4"))
    assert "на вашому планшеті немає місця для цих частин" in tip, tip   # the rulebook's words
    assert "зіграти" not in tip and "розіграти" not in tip, tip



def test_taking_pieces_says_the_rulebook_board():
    tips = _tips(kept())
    assert any("клацніть, щоб узяти на свій планшет" in t for t in tips.values())
    assert not any("дощечк" in t or "фігурк" in t for t in tips.values())
