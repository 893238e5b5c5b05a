"""Coatl (Коатли), 2-4 players: pure rules.

Build feathered-serpent sculptures from heads, bodies and tails taken from a central disk so that
they meet prophecy cards (and a temple).  Modules: ``material`` (colours, cards, temples),
``scoring`` (pure helpers), ``pieces`` (bags, disk, boards), ``state`` / ``serial`` (state and
JSON), ``setup`` (options, set-up), ``actions`` (legal actions, step), ``phases`` (turn end, end
of game), ``results``, ``views`` (view, determinize, view_events), ``text`` (describe, label),
``queries`` (scene helpers), ``ai_eval``, ``invariants``.
"""
from __future__ import annotations

from engine.rules.protocol import Action, IllegalAction, Option, seat_arg

from . import actions as _actions
from . import ai_eval as _ai
from . import results as _results
from . import serial as _serial
from . import views as _views
from .events import (CardDiscarded, CoatlCompleted, CoatlLocked, CoatlStarted, DeckReshuffled,
                     DiskRefilled, EndTriggered, GameEnded, PieceAdded, PiecesPicked,
                     PiecesTaken, ProphecyDrawn, ProphecyPlayed, ProphecyTaken, SetupKept,
                     SixDiscarded, SixRefilled, TemplePlaced, TempleRevealed, TempleTaken,
                     TokenUsed, TurnPassed)
from .invariants import problems
from .material import COLOURS, all_prophecies, all_temples, prophecy, temple
from .queries import (bag_counts, coatl_info, disk_slots, legal_ends, matched_pieces,
                      preview_add, preview_play, temple_options, turn_info)
from .scoring import score_coatl, score_prophecy, temple_points
from .setup import PLAYER_COUNTS, new_game, options
from .state import Coatl, State
from .text import describe, label


class CoatlRules:
    id = "coatl"
    version = 1
    player_counts = PLAYER_COUNTS
    # points that count as "clearly ahead": final scores of decent play spread by about 10
    ai_value_scale = 10.0

    def options(self) -> list[Option]:
        return options()

    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        return new_game(players, seed, options)

    def to_act(self, state: State) -> list[int]:
        return _actions.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return _actions.legal_actions(state, seat_arg(seat, state.players))

    def step(self, state: State, seat: int, action: Action):
        return _actions.step(state, seat, action)

    def apply(self, state: State, seat: int, action: Action) -> State:
        return _actions.step(state, seat, action)[0]

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[int]:
        return _results.final_scores(state)

    def score_breakdown(self, state: State, seat: int) -> dict[str, int]:
        return _results.breakdown(state, seat_arg(seat, state.players))

    def winners(self, state: State) -> list[int]:
        return _results.winners(state)

    def view(self, state: State, seat: int | None) -> State:
        return _views.view(state, seat_arg(seat, state.players, allow_none=True))

    def determinize(self, view: State, seat: int, rng) -> State:
        return _views.determinize(view, seat_arg(seat, view.players), rng)

    def to_json(self, state: State) -> dict:
        return _serial.to_json(state)

    def from_json(self, data: dict) -> State:
        return _serial.from_json(data)

    def describe(self, action: Action, lang: str = "en", viewer: int | None = None,
                 seat: int | None = None) -> str:
        """Discards are secret: other viewers read "discards a prophecy card".  Everything
        else is public (a played card or temple lies face up; a card drawn from the deck is
        never named)."""
        return describe(action, lang, viewer, seat)

    def view_events(self, events: list, viewer: int | None) -> list:
        return _views.view_events(events, viewer)

    def label(self, token: str, lang: str = "en") -> str | None:
        return label(token, lang)

    def check_invariants(self, state: State) -> list[str]:
        return problems(state)

    # optional AI hooks
    def evaluate(self, state: State, seat: int) -> float:
        return _ai.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, actions: list, rng) -> Action:
        return _ai.rollout_action(state, seat, actions, rng)

    def ai_shortcut(self, view: State, seat: int) -> Action | None:
        return _ai.shortcut(view, seat)


RULES = CoatlRules()

__all__ = [
    "RULES", "State", "Coatl", "IllegalAction", "COLOURS", "score_coatl", "score_prophecy",
    "temple_points", "prophecy", "temple", "all_prophecies", "all_temples", "label", "describe",
    "disk_slots", "bag_counts", "coatl_info", "legal_ends", "preview_add", "preview_play",
    "temple_options", "matched_pieces", "turn_info",
    "CardDiscarded", "SetupKept", "PiecesTaken", "DiskRefilled", "ProphecyTaken", "ProphecyDrawn",
    "DeckReshuffled", "SixRefilled", "SixDiscarded", "CoatlStarted", "PieceAdded",
    "CoatlCompleted", "ProphecyPlayed", "TemplePlaced", "TempleRevealed", "CoatlLocked",
    "TokenUsed", "PiecesPicked", "TempleTaken", "EndTriggered", "TurnPassed", "GameEnded",
]
