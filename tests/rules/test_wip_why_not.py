"""World in Progress's ``why_not``: every refused marker spot and world cell has a reason in
both languages, exactly when the rules refuse it."""
from __future__ import annotations

import pytest

from engine.rules import world_in_progress as wip
from engine.rules.protocol import IllegalAction
from engine.rules.rng import Rng
from engine.rules.table_hooks import optional
from engine.i18n import I18n, refusal_key
from engine.rules.world_in_progress.refusals import REASONS


def _legal(s, seat, action) -> bool:
    try:
        wip.RULES.step(s, seat, action)
    except IllegalAction:
        return False
    return True


def test_the_table_finds_the_hook():
    assert optional(wip.RULES, "why_not") is wip.why_not


def test_both_languages_say_every_reason():
    """Every reason has a refusal key (assets/i18n/refusals.*.json), so the table says it in
    Ukrainian too."""
    uk = I18n("uk")
    for why in REASONS.values():
        assert refusal_key(why) is not None, why
        assert uk.refusal(why) != why and uk.refusal(why).strip(), why


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_why_not_matches_the_rules_through_a_game(seed):
    s = wip.new_game(3, seed)
    rng = Rng(seed)
    opposite_seen = 0
    while s.phase != "over":
        seat = s.current
        if s.phase == "choose":
            for side in wip.SIDES:
                for i in range(3):
                    ok = _legal(s, seat, ("push", side, i))
                    why = wip.why_not(s, seat, ("push", side, i))
                    assert (why is None) == ok, (side, i, why)
                    if why == REASONS["opposite"]:
                        opposite_seen += 1
            assert wip.why_not(s, seat, ("place", 0, 0)) == REASONS["phase.choose"]
        if s.phase == "place":
            for r in range(-3, 4):
                for c in range(-3, 4):
                    ok = _legal(s, seat, ("place", r, c, 0))
                    why = wip.why_not(s, seat, ("place", r, c))
                    assert (why is None) == ok, (r, c, why)
        other = (seat + 1) % s.players
        assert wip.why_not(s, other, ("push", "top", 0)) == REASONS["turn"]
        s, _ = wip.RULES.step(s, seat, rng.choice(wip.RULES.legal_actions(s, seat)))
    assert opposite_seen
    assert wip.why_not(s, 0, ("place", 0, 0)) == REASONS["over"]
