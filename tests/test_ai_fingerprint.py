"""The AI's decisions do not change when its code only gets cheaper.

Each case plays a fixed-seed game with every seat at one level (``engine.fingerprint``) and
compares a hash of its first decisions with the one the code made before the speed-ups.  Hard
runs on a small budget here (the suite's time); ``python -m engine.fingerprint`` checks the
levels' own budgets on longer games.  A change meant to alter decisions (a new evaluation, a
retuned budget) updates the hashes it changes, with ``python -m engine.fingerprint --small``
printing the new ones, and says so in its commit.
"""
from __future__ import annotations

import pytest

from engine.fingerprint import SMALL, decisions, digest, small_settings

# (game, players, level, decisions) -> the digest the code made before the speed-ups
EXPECTED = {
    ("world_in_progress", 2, "normal", 20): "a0c1588698099ed2",
    ("world_in_progress", 2, "hard", 14): "2ca38e95d34d64ce",
    ("wonderful_world", 2, "normal", 20): "6a2c19f794290cd2",
    ("wonderful_world", 2, "hard", 14): "311c819e9767b8e8",
    ("dice_forge", 2, "normal", 20): "5a241cc034147e46",
    ("dice_forge", 2, "hard", 14): "5583ef79da636470",
    ("coatl", 2, "normal", 20): "f22fcba0c32fda4e",
    ("coatl", 2, "hard", 14): "b97c79bcf2a5096e",
    ("wild_venture", 2, "normal", 20): "d02e5cf2f121a801",
    ("wild_venture", 2, "hard", 14): "07c7f0321993ec6b",   # evaluate_hard, 8 samples (issue 21)
    ("wonderful_world", 1, "normal", 8): "2404dbf501a7f8a6",
    ("wonderful_world", 1, "hard", 8): "c5470e5e067378a0",
    ("dice_forge", 3, "normal", 20): "b84b6f0b4c6cc36a",
    ("dice_forge", 3, "hard", 12): "ed42dc755543f62d",
    ("coatl", 3, "hard", 12): "e0eab50b84ea29b4",
}


@pytest.mark.parametrize("case", SMALL, ids=lambda c: f"{c[0]}-{c[1]}p-{c[2]}")
def test_decisions_are_unchanged(case):
    game, players, level, count = case
    made = decisions(game, players, level, 11, count, small_settings(level))
    assert len(made) == count
    assert digest(made) == EXPECTED[case], made
