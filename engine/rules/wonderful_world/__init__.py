"""It's a Wonderful World (Цей дивовижний світ), 1-5 players: pure rules.

Four rounds of draft -> planning -> production (materials, energy, science, gold, exploration);
build developments with the cubes you produce, win supremacy tokens, score VP.  Solo mode with
development funds and the six solo scenarios.  Modules: ``material`` (cards and empires as
data), ``state`` (+ JSON), ``setup`` (options), ``flow`` (phases), ``placement`` (cubes,
krystallium, building), ``actions`` (legal actions, step), ``scoring`` (pure helpers incl.
``score_empire``), ``results``, ``views``, ``text``, ``queries`` (scene helpers), ``ai_eval``,
``invariants``.
"""
from __future__ import annotations

from engine.rules.protocol import Action, IllegalAction, Option, seat_arg

from . import actions as _actions
from . import ai_eval as _ai
from . import results as _results
from . import codec as _codec
from . import views as _views
from .invariants import problems
from .material import (IDS, KINDS, RESOURCES, TYPES, card_info, card_name, empire_name)
from .placement import production
from .queries import (construction_slots, production_preview, supremacy_preview)
from .scoring import (MEDALS, SCENARIO_CARDS, medal, score_designs, score_empire, solo_rank)
from .setup import OPTIONS, PLAYER_COUNTS, new_game
from .state import HIDDEN, Seat, State
from .text import card_text, describe, kind_name, label


class WonderfulWorldRules:
    id = "wonderful_world"
    version = 1
    player_counts = PLAYER_COUNTS
    # VP that count as "clearly ahead" (final scores spread by ~15 between decent players)
    ai_value_scale = 12.0

    def options(self) -> list[Option]:
        return list(OPTIONS)

    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        return new_game(players, seed, options)

    def to_act(self, state: State) -> list[int]:
        return _actions.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        seat_arg(seat, state.players)
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
        seat_arg(seat, state.players)
        return _results.breakdown(state, seat)

    def winners(self, state: State) -> list[int]:
        return _results.winners(state)

    def view(self, state: State, seat: int | None) -> State:
        seat_arg(seat, state.players, allow_none=True)
        return _views.view(state, seat)

    def determinize(self, view: State, seat: int, rng) -> State:
        return _views.determinize(view, seat, rng)

    def view_events(self, events: list, viewer: int | None) -> list:
        return _views.view_events(events, viewer)

    def to_json(self, state: State) -> dict:
        return _codec.to_json(state)

    def from_json(self, data: dict) -> State:
        return _codec.from_json(data)

    def describe(self, action: Action, lang: str = "en", viewer: int | None = None,
                 seat: int | None = None) -> str:
        return describe(action, lang, viewer, seat)

    def label(self, token: str, lang: str = "en") -> str | None:
        return label(token, lang)

    def check_invariants(self, state: State) -> list[str]:
        return problems(state)

    # optional AI hooks
    def evaluate(self, state: State, seat: int) -> float:
        return _ai.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, actions: list, rng) -> Action:
        return _ai.rollout_action(state, seat, actions, rng)


RULES = WonderfulWorldRules()

__all__ = ["RULES", "State", "Seat", "HIDDEN", "IllegalAction", "score_empire", "score_designs",
           "solo_rank", "medal", "MEDALS", "SCENARIO_CARDS", "IDS", "KINDS", "RESOURCES",
           "TYPES", "card_info", "card_text", "card_name", "empire_name", "kind_name", "label", "production",
           "construction_slots", "production_preview", "supremacy_preview"]
