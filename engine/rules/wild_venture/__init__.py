"""A Wild Venture (Буремні мандри), 2 players: pure rules.

Travel the board, play inhabitants, belongings and buildings, tuck emptied cards under your VP
card; score citizen sets, building investments and trinkets.  Modules: ``material`` (cards,
starters, boards, effect text), ``state`` (State / Work / JSON), ``setup``, ``flow`` (effect
stack interpreter, triggers, travel, end of turn), ``actions`` (legal + step), ``scoring``
(pure ``score_player``), ``results``, ``views``, ``text``, ``events``, ``ai_eval``,
``invariants``, ``queries`` (scene helpers).
"""
from __future__ import annotations

from engine.rules.protocol import Action, IllegalAction, Option

from . import actions as _actions
from . import ai_eval as _ai
from . import results as _results
from . import state as _state
from . import views as _views
from .events import view_events
from .invariants import check_invariants, check_shape
from .material import Board, Card, board, card, card_text, cards, effect_text, starters
from .queries import (enchanted_count, reachable, row_cards, starter_effect, travel_targets,
                      waiting_for)
from .scoring import citizen_points, score_player
from .setup import OPTIONS, PLAYER_COUNTS, new_game
from .state import State
from .text import describe, label


class WildVentureRules:
    id = "wild_venture"
    version = 1
    player_counts = PLAYER_COUNTS
    # final scores of normal-vs-normal play spread with a standard deviation of about 8
    ai_value_scale = 8.0

    def options(self) -> list[Option]:
        return list(OPTIONS)

    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        return new_game(players, seed, options)

    def to_act(self, state: State) -> list[int]:
        return _actions.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return _actions.legal_actions(state, seat)

    def step(self, state: State, seat: int, action: Action):
        return _actions.step(state, seat, action)

    def apply(self, state: State, seat: int, action: Action) -> State:
        return _actions.step(state, seat, action)[0]

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[int]:
        return _results.final_scores(state)

    def score_breakdown(self, state: State, seat: int) -> dict[str, int]:
        _actions.check_seat(seat)
        return _results.breakdown(state, seat)

    def winners(self, state: State) -> list[int]:
        return _results.winners_of(state)

    def view(self, state: State, seat) -> State:
        if seat is not None:
            _actions.check_seat(seat)
        return _views.view(state, seat)

    def determinize(self, view: State, seat: int, rng) -> State:
        return _views.determinize(view, seat, rng)

    def to_json(self, state: State) -> dict:
        return _state.to_json(state)

    def from_json(self, data: dict) -> State:
        state = _state.from_json(data)
        problems = check_shape(state)
        if problems:
            raise ValueError("damaged A Wild Venture state: " + "; ".join(problems[:3]))
        return state

    def describe(self, action: Action, lang: str = "en", viewer=None, seat=None) -> str:
        return describe(action, lang, viewer, seat)

    def view_events(self, events, viewer):
        return view_events(events, viewer)

    def label(self, token: str, lang: str = "en"):
        return label(token, lang)

    def check_invariants(self, state: State) -> list[str]:
        return check_invariants(state)

    # optional AI hooks
    def evaluate(self, state: State, seat: int) -> float:
        return _ai.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, actions: list, rng) -> Action:
        return _ai.rollout_action(state, seat, actions, rng)


RULES = WildVentureRules()

__all__ = [
    "RULES", "State", "IllegalAction", "score_player", "citizen_points", "card", "cards",
    "starters", "board", "Board", "Card", "card_text", "effect_text", "reachable",
    "travel_targets", "row_cards", "starter_effect", "enchanted_count", "waiting_for",
]
