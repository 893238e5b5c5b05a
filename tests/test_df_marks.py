"""Dice Forge: a reinforcement card's mark is in the table's language (play-test 14, 93a: the
Elder in the Ukrainian player's panel carried a Latin "R")."""
from __future__ import annotations

import re

import pytest

from scenes.dice_forge.table import owned_params
from tests.uitest import start_table


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_reinforcement_cards_mark_is_in_the_tables_language(monkeypatch, tmp_path, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge", ["human", "ai"],
                                         lang=lang)
    inp = scene.table_input()
    for cid in ("elder", "silver_hind", "guardians_owl"):
        mark = owned_params(inp, 0, cid)["kind_icon"]
        assert mark, cid
        latin = re.search(r"[A-Za-z]", mark)
        assert bool(latin) == (lang == "en"), (lang, cid, mark)
    assert owned_params(inp, 0, "blacksmiths_hammer")["kind_icon"] == ""
    app.shutdown()
