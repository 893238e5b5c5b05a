"""Coatl: the player's own 8-slot board says what it is, by a label and a tooltip, and an
empty slot says what goes there on hover and on a click (play-test 14: a new player could not
tell the row of slots under the coatls was their own board; a click on an empty slot did
nothing)."""
from __future__ import annotations

import pytest

from engine.i18n import I18n
from engine.layout import load_layout
from engine.rules.coatl import RULES
from engine.toast import overlap
from scenes.coatl import names as N
from scenes.coatl import table as T
from scenes.parts.why import REFUSED
from tests.test_table_descriptions import table_input
from tests.uitest import my_turns, start_table

LAYOUT = load_layout(T.LAYOUT)


def rect(sp):
    return (sp.x - sp.w / 2, sp.y - sp.h / 2, sp.w, sp.h)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_your_board_has_a_label_and_a_tooltip_clear_of_its_slots(lang):
    s = RULES.new_game(3, 1)
    specs = T.describe(table_input(RULES, s, 0, LAYOUT, lang))
    label = next(sp for sp in specs if sp.name == N.BOARD_LABEL)
    t = I18n(lang)
    assert label.params["text"] == t.t("coatl.board_mine")
    assert label.tooltip == t.t("coatl.tip.board_mine") and "8" in label.tooltip
    slots = [sp for sp in specs if sp.key.startswith("coatl.bslot.")]
    board = LAYOUT["board"]
    assert len(slots) == 8
    for sp in slots:
        assert not overlap(rect(label), rect(sp)), "the label covers a slot"
        x, y, w, h = rect(sp)
        assert board.x <= x and x + w <= board.x + board.w
        assert sp.tooltip == t.t("coatl.tip.board_slot")       # all empty at the start
        assert sp.params[REFUSED] == t.t("coatl.why.board_empty")


def test_an_empty_slot_clicked_says_what_goes_there(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl",
                                         ["human", "ai:random"], seed=3, size=(800, 450))
    next(my_turns(app, scene, d, 3000))
    empty = next(k for k, code in enumerate(scene.view_state.boards[scene.viewer]) if not code)
    app.toast = None
    d.click(f"coatl.bslot.{empty}")
    d.frames(2)
    assert app.toast is not None, "a click on an empty board slot says nothing"
    assert "disk" in app.toast[0]
    app.shutdown()
