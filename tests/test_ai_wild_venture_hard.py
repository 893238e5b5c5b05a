"""A Wild Venture: hard's evaluation (``evaluate_hard``, engine/rules/wild_venture/ai_hard.py)
counts an inhabitant in play as a citizen step by step as it is emptied, and only if the own
main actions left can empty it (issue 21: hard lost games playing an inhabitant every turn and
emptying none, 5-6 left in play at the end and a citizen pile of 1)."""
from __future__ import annotations

from dataclasses import replace

from engine.ai.value import evaluator
from engine.rules.rng import Rng
from engine.rules.wild_venture import RULES, card
from engine.rules.wild_venture.ai_eval import estimate, evaluate, rollout_action
from engine.rules.wild_venture.ai_hard import INPLAY, evaluate_hard, own_turns, reach
from engine.rules.wild_venture.invariants import check_invariants


def played(seed: int, deck_below: int):
    """A real position (both seats by the playout policy) at the start of a turn's main actions,
    once the deck holds fewer than ``deck_below`` cards."""
    rng = Rng(7)
    s = RULES.new_game(2, seed)
    while not (s.phase == "turn" and not s.stack and s.main_left == 2
               and len(s.deck) < deck_below):
        seat = RULES.to_act(s)[0]
        s = RULES.apply(s, seat, rollout_action(s, seat, RULES.legal_actions(s, seat), rng))
    return s


def arranged(s, me: int, inplay: tuple, hand: tuple = (), coins: int | None = None):
    """``me`` has exactly these (card, supplies) inhabitants in play and, if given, this hand
    (the cards taken from wherever they were, the old ones discarded): every card still once in
    the state."""
    want = {c for c, _ in inplay} | set(hand)
    old = [c for c, _ in s.inhab[me] if c not in want]
    if hand:
        old += [c for c in s.hands[me] if c not in want]
    hands = tuple(tuple(c for c in h if c not in want) for h in s.hands)
    if hand:
        hands = tuple(tuple(hand) if i == me else h for i, h in enumerate(hands))
    s = replace(
        s, deck=tuple(c for c in s.deck if c not in want),
        discard=tuple(c for c in s.discard if c not in want) + tuple(old), hands=hands,
        inhab=tuple(tuple(inplay) if i == me else tuple(r for r in row if r[0] not in want)
                    for i, row in enumerate(s.inhab)), used_main=(), free_used=(),
        coins=s.coins if coins is None else
        tuple(coins if i == me else c for i, c in enumerate(s.coins)))
    assert not check_invariants(s)
    return s


def spare_inhabitants(s, n: int) -> list:
    """``n`` main-action inhabitants from the deck, the discard pile or a hand."""
    pool = [c for c in s.deck + s.discard + s.hands[0] + s.hands[1]
            if card(c).type == "inhabitant" and not card(c).free]
    assert len(pool) >= n
    return pool[:n]


def test_hard_names_its_own_evaluation():
    assert evaluator(RULES, "evaluate_hard") is evaluate_hard
    assert evaluator(RULES, "evaluate") is evaluate


def test_the_own_turns_left_come_from_the_deck_then_from_the_final_turns():
    s = played(11, 30)
    me = s.current
    assert own_turns(s, me) > own_turns(s, 1 - me) >= 10
    # the turn that emptied the deck, then one more each
    assert [own_turns(replace(s, final_turns=k), me) for k in (3, 2, 1)] == [2, 1, 1]
    assert [own_turns(replace(s, final_turns=k), 1 - me) for k in (3, 2, 1)] == [1, 1, 0]


def test_with_time_for_every_inhabitant_they_count_as_evaluate_counts_them():
    s = played(11, 60)
    me = s.current
    a, b = spare_inhabitants(s, 2)
    s = arranged(s, me, ((a, 3), (b, 2)))
    assert reach(s, me) is None
    assert estimate(s, me, reach(s, me)) == estimate(s, me)


def test_an_inhabitant_that_cannot_be_emptied_in_the_last_turn_scores_nothing():
    s = played(11, 8)
    me = s.current
    a, b = spare_inhabitants(s, 2)
    # the seat's last turn, one main action left: the 1-supply inhabitant can still be emptied
    # (a citizen), the 3-supply one cannot
    s = replace(arranged(s, me, ((b, 3), (a, 1))), final_turns=1, main_left=1)
    assert reach(s, me) == [(0.0, 0), (1.0, 1)]
    assert estimate(s, me, reach(s, me)) < estimate(s, me)
    # with one more turn after this one there is time for both again
    more = replace(s, final_turns=3, main_left=2)
    assert reach(more, me) is None


def test_playing_an_inhabitant_in_the_last_turn_is_worth_less_to_hard_than_to_normal():
    s = played(11, 8)
    me = s.current
    a, b = spare_inhabitants(s, 2)
    s = replace(arranged(s, me, ((a, 1),), hand=(b,), coins=9), final_turns=1, main_left=2)
    after = RULES.apply(s, me, ("play", b))
    gain_normal = evaluate(after, me) - evaluate(s, me)
    gain_hard = evaluate_hard(after, me) - evaluate_hard(s, me)
    assert gain_hard < gain_normal
    assert gain_hard < 0 < gain_normal      # normal plays it for credit it will never score


def smallest_pile(s, seat: int) -> str:
    piles = {"crow": 0, "frog": 0, "rabbit": 0}
    for cid, _ in s.tucked[seat]:
        if card(cid).type == "inhabitant":
            piles[card(cid).species] += 1
    return min(piles, key=lambda sp: piles[sp])


def test_emptying_an_inhabitant_in_play_beats_playing_another_of_the_same_pile():
    # a real position (seed 12, the deck at 29): one main action left, an inhabitant of the
    # smallest citizen pile in play with 2 supplies, another of that pile (3 supplies) in hand.
    # Normal's evaluate gains 3 points by playing the new one (0.55 of a citizen at once) and
    # under 1 by activating the one in play; hard's gains by the activation and loses by a card
    # it would still have to empty three times
    s = played(12, 30)
    me = s.current
    small = smallest_pile(s, me)
    pool = [c for c in s.deck + s.discard + s.hands[0] + s.hands[1]
            if card(c).type == "inhabitant" and not card(c).free and card(c).species == small]
    x = next(c for c in pool if all(step[0] in ("gain", "draw") for step in card(c).effect))
    y = next(c for c in pool if card(c).supplies == 3 and c != x)
    s = replace(arranged(s, me, ((x, 2),), hand=(y,), coins=8), main_left=1)

    def gain(evalf, action):
        return evalf(RULES.apply(s, me, action), me) - evalf(s, me)
    play, activate = ("play", y), ("activate", x)
    assert gain(evaluate, play) > gain(evaluate, activate) + 1
    assert gain(evaluate_hard, activate) > gain(evaluate_hard, play) + 1
    assert gain(evaluate_hard, activate) > 0


def test_an_inhabitant_in_play_counts_a_quarter_less_per_supply():
    assert INPLAY == (1.0, 0.25, 0.0)
    s = played(11, 60)
    me = s.current
    a, = spare_inhabitants(s, 1)
    values = [estimate(arranged(s, me, ((a, k),)), me, None, INPLAY) for k in (3, 2, 1, 0)]
    steps = [b - a for a, b in zip(values, values[1:])]
    assert all(step > 0 for step in steps)


def test_normal_still_judges_by_evaluate():
    s = played(11, 60)
    assert RULES.evaluate(s, 0) == evaluate(s, 0)


def test_hard_plays_by_the_lookahead_with_playouts_over_eight_determinizations():
    # the level's playout settings average 4 determinizations; A Wild Venture's ``ai_hard`` asks
    # for 8 (each first action's playout values are noisy: paired margin +3.5 on 40 games)
    from engine.ai import make_agent
    s = played(11, 60)
    hard = make_agent("hard", 1)
    view = RULES.view(s, s.current)
    agent = hard._playout_agent(RULES, view, hard._tuned(RULES, view))
    assert agent is not None
    assert (agent.samples, agent.rollouts, agent.rollout_plies) == (8, 2, 16)
    assert agent.evaluation == "evaluate_hard"
