"""Property tests (hypothesis) for every registered game and the toy games: whatever
``legal_actions`` does not list is refused by ``apply``/``step`` with ``IllegalAction``, and the
state is left unchanged.

A state is reached by a random legal playout (seed and length drawn by hypothesis); the candidate
is one of: a legal action's verb with mutated arguments (changed, dropped, added, swapped type),
a legal action of the seat to act submitted by another seat, a verb of any game seen so far, or
a legal action offered after the game is over.  Short by default, ``FIVE_REALMS_LONG=1`` for more.
"""
from __future__ import annotations

import json
import os
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.games import get_rules, registered
from engine.rules.protocol import IllegalAction
from engine.rules.rng import Rng
from toygames import TOY_BID, TOY_NIM

LONG = os.environ.get("FIVE_REALMS_LONG") == "1"
EXAMPLES = 400 if LONG else 25
TOYS = {TOY_BID.id: TOY_BID, TOY_NIM.id: TOY_NIM}
GAMES = registered() + list(TOYS)
MAX_PLAYOUT = 20_000


def rules_for(game_id):
    return TOYS[game_id] if game_id in TOYS else get_rules(game_id)


def dump(rules, state) -> str:
    return json.dumps(rules.to_json(state), sort_keys=True)


@lru_cache(maxsize=64)
def playout(game_id: str, players: int, seed: int) -> tuple:
    """States of one random legal game (the states are immutable, so they are shared)."""
    rules = rules_for(game_id)
    rng = Rng(seed * 31 + players)
    state = rules.new_game(players, seed)
    states = [state]
    while not rules.is_over(state) and len(states) < MAX_PLAYOUT:
        seat = rng.choice(rules.to_act(state))
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        states.append(state)
    return tuple(states)


@lru_cache(maxsize=None)
def verbs_and_words(game_id: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Verbs and string arguments the game uses, from one playout per player count."""
    rules = rules_for(game_id)
    verbs, words = set(), set()
    for p in rules.player_counts:
        for state in playout(game_id, p, 0)[::3]:
            for seat in rules.to_act(state):
                for a in rules.legal_actions(state, seat):
                    verbs.add(a[0])
                    words.update(x for x in a[1:] if isinstance(x, str))
    return tuple(sorted(verbs)), tuple(sorted(words))


ARG = st.one_of(st.integers(-3, 40), st.sampled_from([-1, 99, 10**9, -(10**9)]),
                st.text(max_size=6), st.sampled_from(["", "top", "none", "?", "0"]))


@st.composite
def situations(draw, game_id: str):
    """(rules, state, seat, action) where the action is not legal for that seat now."""
    rules = rules_for(game_id)
    players = draw(st.sampled_from(list(rules.player_counts)))
    seed = draw(st.integers(0, 7))
    states = playout(game_id, players, seed)
    state = states[draw(st.integers(0, len(states) - 1))]
    to_act = rules.to_act(state)
    seat = draw(st.integers(0, players - 1))
    verbs, words = verbs_and_words(game_id)
    legal_by_seat = {s: [tuple(a) for a in rules.legal_actions(state, s)] for s in range(players)}
    own = legal_by_seat[seat]
    others = [a for s, acts in legal_by_seat.items() if s != seat for a in acts]
    all_legal = own + others
    arg = ARG | (st.sampled_from(words) if words else ARG)
    kind = draw(st.sampled_from(["mutate", "other_seat", "any_verb", "extra", "drop",
                                 "after_end"]))
    if kind == "other_seat" and others:
        action = draw(st.sampled_from(others))
    elif kind in ("mutate", "extra", "drop") and all_legal:
        base = draw(st.sampled_from(all_legal))
        if kind == "extra":
            action = base + (draw(arg),)
        elif kind == "drop" and len(base) > 1:
            action = base[:-1]
        elif len(base) > 1:
            i = draw(st.integers(1, len(base) - 1))
            action = base[:i] + (draw(arg),) + base[i + 1:]
        else:
            action = base + (draw(arg),)
    elif kind == "after_end":
        final = states[-1]
        if rules.is_over(final) and len(states) > 1:
            prev = states[-2]
            acts = [tuple(a) for s in rules.to_act(prev) for a in rules.legal_actions(prev, s)]
            return rules, final, seat, draw(st.sampled_from(acts))
        action = (draw(st.sampled_from(verbs or ("pass",))),) + tuple(draw(st.lists(arg,
                                                                              max_size=4)))
    else:
        action = (draw(st.sampled_from(verbs or ("pass",))),) + tuple(draw(st.lists(arg,
                                                                              max_size=4)))
    if seat in to_act and action in own:
        action = action + ("not-legal",)      # the mutation happened to be legal: make it not
    return rules, state, seat, action


def refusal_property(game_id):
    @settings(max_examples=EXAMPLES, deadline=None, derandomize=not LONG,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(situations(game_id))
    def check(case):
        rules, state, seat, action = case
        assert action not in [tuple(a) for a in rules.legal_actions(state, seat)]
        before = dump(rules, state)
        for fn in (rules.step, rules.apply):
            try:
                fn(state, seat, action)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"{fn.__name__}(seat {seat}, {action!r}) was accepted though "
                                     f"legal_actions does not list it")
            assert dump(rules, state) == before, "a refused action changed the state"

    return check


@pytest.mark.parametrize("game_id", GAMES)
def test_an_action_legal_actions_does_not_list_is_refused_and_changes_nothing(game_id):
    refusal_property(game_id)()


class LaxNim(type(TOY_NIM)):
    """A broken toy: taking accepts any extra argument."""
    id = "toy_lax_nim"

    def step(self, s, seat, action):
        if tuple(action[:1]) == ("take",) and len(action) == 2 and seat in self.to_act(s):
            action = ("take",)
        return super().step(s, seat, action)


def test_the_property_catches_a_game_that_accepts_an_unlisted_action(monkeypatch):
    monkeypatch.setitem(TOYS, LaxNim.id, LaxNim())
    with pytest.raises(AssertionError, match="accepted though legal_actions does not list it"):
        refusal_property(LaxNim.id)()


BAD_SEATS = st.sampled_from([-1, 9, 1.0, 0.5, "0", None, True, (0,), [1], 2 ** 70])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_that_does_not_exist_is_refused_and_changes_nothing(game_id):
    rules = rules_for(game_id)

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=not LONG,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.data())
    def check(data):
        players = data.draw(st.sampled_from(list(rules.player_counts)))
        states = playout(game_id, players, data.draw(st.integers(0, 7)))
        state = states[data.draw(st.integers(0, len(states) - 1))]
        if rules.is_over(state):
            return
        acting = rules.to_act(state)[0]
        action = data.draw(st.sampled_from(rules.legal_actions(state, acting)))
        seat = data.draw(BAD_SEATS | st.integers(players, players + 3) | st.integers(-5, -1))
        before = dump(rules, state)
        with pytest.raises(IllegalAction):
            rules.step(state, seat, action)
        assert dump(rules, state) == before

    check()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_listed_action_is_accepted(game_id):
    """The converse, so the property above cannot pass by refusing everything."""
    rules = rules_for(game_id)
    states = playout(game_id, rules.player_counts[0], 1)
    for state in states[:: max(1, len(states) // 20)]:
        for seat in rules.to_act(state):
            for action in rules.legal_actions(state, seat)[:5]:
                rules.apply(state, seat, action)
