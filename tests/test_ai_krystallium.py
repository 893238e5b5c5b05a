"""It's a Wonderful World: the normal AI spends krystallium where a card's cost takes it.

A krystallium-only slot can take nothing else, so a krystallium the card's cost will take
anyway is not held in stock (where it would score nothing at the end) but part-fills the card;
in the last production step a krystallium in stock is worth nothing.
"""
from __future__ import annotations

from collections import Counter

import pytest

from engine.ai import make_agent
from engine.rules.wonderful_world import RULES, Seat, State, flow
from engine.rules.wonderful_world.ai_eval import evaluate
from engine.rules.wonderful_world.material import ALL_CARDS, EMPIRE_INDEX, ID_INDEX, SLOTS
from engine.rules.wonderful_world.state import EMPTY

KRYS_SLOT = 5       # the kind of a krystallium-only slot (``material.KRYS``)


def _table(me: Seat, round_: int, step: int, start: bool = True) -> State:
    """Two seats in a production step; ``start``: as the rules begin the step (cubes made,
    seats with nothing to decide done), else exactly as given."""
    other = Seat(empire=EMPIRE_INDEX["noram_states"])
    used = Counter(d for s in (me, other) for d, _ in s.cons)
    deck = list(ALL_CARDS)
    for d, n in used.items():
        for _ in range(n):
            deck.remove(d)
    state = State(players=2, rng=12345, side="A", scenario=0, round=round_, phase="production",
                  step=0 if start else step, stage=0, deck=tuple(deck), discard=(), box=(),
                  funds=(), seats=(me, other), sup=(-2,) * 5)
    return flow.start_step(state, step, []) if start else state


def _time_travel(krys: int, krys_placed: int = 0) -> Seat:
    """A Time Travel (5 science, then 3 krystallium-only slots) with its science paid."""
    d = ID_INDEX["time_travel"]
    fill = tuple(k if k != KRYS_SLOT else EMPTY for k in SLOTS[d])
    fill = fill[:5] + (KRYS_SLOT,) * krys_placed + fill[5 + krys_placed:]
    return Seat(empire=EMPIRE_INDEX["aztec_empire"], cons=((d, fill),), krys=krys)


@pytest.mark.parametrize("round_", [1, 2])
def test_normal_part_fills_a_krystallium_slot_instead_of_holding_the_stock(round_):
    # one krystallium, a card that needs three: nothing is completed this step either way, and
    # the card can take the krystallium nowhere but there (placing it now or in a later step of
    # the round ends the same: the shorter way is taken; with one round left, normal rightly
    # gives the card up instead)
    state = _table(_time_travel(krys=1), round_, step=2)        # science: Aztecs make none
    legal = RULES.legal_actions(state, 0)
    spend = ("krys", 0, "krystallium", "time_travel")
    assert spend in legal and ("done",) in legal
    choice = make_agent("normal", 3).choose(RULES, RULES.view(state, 0), 0)
    assert choice == spend
    after = RULES.apply(state, 0, spend)
    assert after.seats[0].krys == 0 and after.seats[0].cons[0][1].count(KRYS_SLOT) == 1


def test_holding_a_krystallium_a_card_will_take_is_worth_less_than_placing_it():
    # (the evaluation before valued the Time Travel with its krystallium held 1.1 VP higher)
    for round_ in (1, 2, 3):
        held = _table(_time_travel(krys=2), round_, step=2, start=False)
        placed = _table(_time_travel(krys=1, krys_placed=1), round_, step=2, start=False)
        assert evaluate(placed, 0) > evaluate(held, 0)


def test_a_krystallium_in_stock_is_worth_nothing_in_the_last_step():
    # the last production step of the last round: a stock left at the end scores nothing
    spare = Seat(empire=EMPIRE_INDEX["aztec_empire"], krys=3)
    none = Seat(empire=EMPIRE_INDEX["aztec_empire"], krys=0)
    assert evaluate(_table(spare, 4, 4, start=False), 0) == evaluate(_table(none, 4, 4, start=False), 0)
    assert evaluate(_table(spare, 2, 4, start=False), 0) > evaluate(_table(none, 2, 4, start=False), 0)


def test_in_the_last_step_a_krystallium_goes_on_a_card_rather_than_stay_in_stock():
    held = _table(_time_travel(krys=2), 4, 4, start=False)
    placed = _table(_time_travel(krys=1, krys_placed=1), 4, 4, start=False)
    assert evaluate(placed, 0) > evaluate(held, 0)
