"""Hard's own evaluation hook (``evaluate_hard``): how the AI picks it, and Dice Forge's, which
values resources by the own turns left to spend them."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.ai import make_agent
from engine.ai.lookahead import LookaheadAgent
from engine.ai.value import evaluator
from engine.rules.dice_forge import RULES as DF
from engine.rules.dice_forge.ai_eval import VALUE
from engine.rules.dice_forge.ai_plan import evaluate_hard
from toygames import ToyBidRules


class _HardBid(ToyBidRules):
    """The toy game with a hard-only judge; ``evaluate`` must not be asked for."""

    id = "toy_bid_hard"

    def evaluate(self, s, seat):
        raise AssertionError("evaluate asked where evaluate_hard was named")

    def evaluate_hard(self, s, seat):
        return ToyBidRules.evaluate(self, s, seat)


def test_the_evaluator_names_a_hook_and_falls_back_to_evaluate():
    plain, hard = ToyBidRules(), _HardBid()
    assert evaluator(plain, "evaluate_hard") == plain.evaluate      # no such hook: evaluate
    assert evaluator(hard, "evaluate_hard") == hard.evaluate_hard
    assert evaluator(plain) == plain.evaluate


def test_a_lookahead_judges_by_the_hook_it_names():
    plain, hard = ToyBidRules(), _HardBid()
    state = plain.new_game(2, 6)
    seat = plain.to_act(state)[0]
    view = plain.view(state, seat)
    named = LookaheadAgent(4, "hard", evaluation="evaluate_hard").choose(hard, view, seat)
    with pytest.raises(AssertionError, match="evaluate asked"):
        LookaheadAgent(4, "hard").choose(hard, view, seat)
    # the same values as the plain game's evaluate give the same choice
    assert named == LookaheadAgent(4, "hard").choose(plain, view, seat)


def test_hard_asks_for_evaluate_hard_at_every_table(monkeypatch):
    def no_plain(*a, **k):
        raise AssertionError("hard valued a Dice Forge position by evaluate")
    monkeypatch.setattr(DF, "evaluate", no_plain)
    for players in (2, 3):
        state = DF.new_game(players, 8)
        while len(DF.legal_actions(state, DF.to_act(state)[0])) < 3:
            seat = DF.to_act(state)[0]
            state = DF.apply(state, seat, DF.legal_actions(state, seat)[-1])
        seat = DF.to_act(state)[0]
        action = make_agent("hard", 9, iterations=40).choose(DF, DF.view(state, seat), seat)
        assert action in DF.legal_actions(state, seat)


def _at(players: int, rnd: int, active: int, phase: str = "main", **res) -> object:
    """A fresh Dice Forge table moved to round ``rnd``, ``active`` seat's turn, seat 0 holding
    ``res`` (gold, sun, moon, glory as keywords) and the given cards."""
    s = DF.new_game(players, 3)
    cards = res.pop("cards", ())
    mine = (res.get("gold", 0), res.get("sun", 0), res.get("moon", 0), res.get("glory", 0))
    return replace(s, round=rnd, active=active, phase=phase, acts=0, rolls_left=0,
                   res=(mine,) + tuple(s.res[1:]), cards=(tuple(cards),) + tuple(s.cards[1:]))


def test_resources_are_worth_nothing_once_the_seats_last_turn_is_over():
    # 3 players, last round, seat 0 has had its turn: what it holds will never be spent
    late = [_at(3, 10, 1, gold=g, sun=s, moon=m) for g, s, m in ((0, 0, 0), (9, 4, 5))]
    assert evaluate_hard(late[0], 0) == evaluate_hard(late[1], 0)
    # before its last turn, sun and moon are worth their rate
    last = [_at(3, 10, 0, sun=s, moon=m) for s, m in ((0, 0), (2, 3))]
    gain = evaluate_hard(last[1], 0) - evaluate_hard(last[0], 0)
    assert gain == pytest.approx(2 * VALUE[1] + 3 * VALUE[2])


def test_gold_pays_in_full_early_and_less_when_few_rolls_follow_the_next_turn():
    def worth(rnd):
        a, b = _at(3, rnd, 0, gold=2), _at(3, rnd, 0, gold=5)
        return evaluate_hard(b, 0) - evaluate_hard(a, 0)
    assert worth(2) == pytest.approx(3 * VALUE[0])
    assert 0 < worth(10) < worth(9) < worth(2)          # last turn: 2 rolls follow, then 5


def test_the_final_value_is_the_glory_scored():
    s = replace(_at(3, 10, 2, glory=40, gold=12, cards=("hydra",)), phase="over")
    assert evaluate_hard(s, 0) == 40 + 26


def test_a_reinforcement_card_is_worth_more_with_more_own_turns_left():
    def card_worth(rnd):
        return (evaluate_hard(_at(3, rnd, 1, cards=("elder",)), 0)
                - evaluate_hard(_at(3, rnd, 1), 0))
    assert card_worth(2) > card_worth(8) > card_worth(10) == 0     # after its last turn: none
