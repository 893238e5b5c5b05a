"""Coatl's words as play-test 14 read them: a refusal out of its phase is not "Not allowed: not
now: …", a log line of pieces taken has its articles, and the Ukrainian panel tooltip needs no
case of a player's name ("карти гравця Міра (ШІ)" was nominative where a genitive belongs)."""
from __future__ import annotations

import pytest

from engine.i18n import I18n
from engine.layout import load_layout
from engine.rules.coatl import RULES
from engine.rules.coatl.event_text import describe_event
from engine.rules.coatl.events import PiecesPicked, PiecesTaken
from scenes.coatl import table as T
from scenes.parts.why import REFUSED
from tests.test_table_descriptions import table_input

LAYOUT = load_layout(T.LAYOUT)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_refusal_out_of_its_phase_does_not_say_not_now_after_not_allowed(lang):
    s = RULES.new_game(2, 1)
    assert s.phase == "keep"
    specs = T.describe(table_input(RULES, s, 0, LAYOUT, lang))
    why = next(sp.params[REFUSED] for sp in specs if (sp.name or "").startswith("coatl.disk."))
    toast = I18n(lang).t("error.illegal", why=why)
    assert why and ("prophecy" in why or "пророцтв" in why)
    for doubled in ("not now", "Not allowed: not", "не зараз", "можна: не"):
        assert doubled not in toast, toast


def test_pieces_taken_are_told_with_their_articles():
    taken = PiecesTaken(seat=0, disk_slot=4, pieces=("bY", "bR"), board_slots=(0, 1))
    assert describe_event(taken, "en", 0) == \
        "gets a yellow body segment and a red body segment"
    head = PiecesTaken(seat=0, disk_slot=0, pieces=("hK",), board_slots=(2,))
    assert describe_event(head, "en", 0) == "gets a black head"
    picked = PiecesPicked(seat=0, pieces=("bY", "bR", "bG"), board_slots=(0, 1, 2))
    assert describe_event(picked, "en", 0) == \
        "gets a yellow body segment, a red body segment and a green body segment"


def test_the_ukrainian_panel_tooltip_names_the_player_without_a_case():
    s = RULES.new_game(3, 1)
    specs = T.describe(table_input(RULES, s, 0, LAYOUT, "uk"))
    tips = [sp.tooltip for sp in specs if sp.key.startswith("coatl.panel.")]
    assert tips and all("гравця P" not in t for t in tips)
    assert any(t.startswith("P2: ") for t in tips), tips
