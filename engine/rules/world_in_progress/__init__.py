"""World in Progress (Створення світу), 2-5 players: pure rules.

Build a 3x3-tile world from tiles pushed off a shared Neutral map by Faith markers; score each
terrain's largest connected group times that god's statues.  See the package modules:
``tiles`` (material), ``board`` (map, markers, world cells), ``scoring``, ``state``,
``checks`` (what must always hold), ``serial`` (JSON, refusing impossible states), ``setup``,
``actions``, ``views`` (secrets), ``text`` (log lines), ``results``, ``queries`` and ``explain``
(scene helpers), ``ai_eval``.  Every action and event is public (a refilled tile lands face up,
a used god token is shown), so ``describe`` and ``view_events`` are the same for every viewer;
the secrets are the stacks, the gods in the box and other seats' unused god tokens.
"""
from __future__ import annotations

from engine.rules.protocol import Action, IllegalAction, Option, public_events

from . import actions as _actions
from . import ai_eval as _ai
from . import results as _results
from . import serial as _serial
from . import views as _views
from .checks import problems
from .board import OPPOSITE, SIDES, legal_cells, legal_marker_moves, line_slots, push_line
from .events import (GameEnded, GodRevealed, LinePushed, MarkerMoved, SlotRefilled, TilePlaced,
                     TileTaken, TurnPassed)
from .actions import god_slots
from .queries import (pending_tile, preview_score, score_details, world_origin, world_squares,
                      world_statues)
from .scoring import score_squares
from .setup import PLAYER_COUNTS, new_game
from .state import TILES_PER_WORLD, State
from .text import describe
from .tiles import (GODS, TERRAINS, Tile, all_tiles, god_name, rotate, terrain_info, terrain_name,
                    tile_by_id, tile_ids_for)


class WorldInProgressRules:
    id = "world_in_progress"
    version = 1
    player_counts = PLAYER_COUNTS
    # score points that count as "clearly ahead" for the shared AI (final scores of decent
    # play spread with a standard deviation of about 8)
    ai_value_scale = 8.0

    def options(self) -> list[Option]:
        return []

    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        return new_game(players, seed, options)

    def to_act(self, state: State) -> list[int]:
        return [] if state.phase == "over" else [state.current]

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
        return _results.breakdown(state, seat)

    def winners(self, state: State) -> list[int]:
        return _results.winners(state)

    def view(self, state: State, seat: int | None) -> State:
        return _views.view(state, seat)

    def determinize(self, view: State, seat: int, rng) -> State:
        return _views.determinize(view, seat, rng)

    def to_json(self, state: State) -> dict:
        return _serial.to_json(state)

    def from_json(self, data: dict) -> State:
        return _serial.from_json(data)

    def describe(self, action: Action, lang: str = "en", viewer: int | None = None,
                 seat: int | None = None) -> str:
        """Every World in Progress action is public (the god power reveals the token, a refill
        lands face up), so the line is the same for every viewer."""
        return describe(action, lang)

    def view_events(self, events: list, viewer: int | None) -> list:
        """All events are public: pushed, taken, placed and refilled tiles lie face up on the
        map or in a world, and ``GodRevealed`` shows the token by design."""
        return public_events(events, viewer)

    def label(self, token: str, lang: str = "en") -> str | None:
        """A god's name for a god key ("pink" -> "Lada"); tiles have no names."""
        return god_name(token, lang) if token in GODS else None

    def check_invariants(self, state: State) -> list[str]:
        return problems(state)

    # optional AI hooks
    def evaluate(self, state: State, seat: int) -> float:
        return _ai.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, actions: list, rng) -> Action:
        return _ai.rollout_action(state, seat, actions, rng)


RULES = WorldInProgressRules()

__all__ = [
    "RULES", "State", "IllegalAction", "TERRAINS", "GODS", "SIDES", "OPPOSITE", "TILES_PER_WORLD",
    "Tile", "tile_by_id", "all_tiles", "tile_ids_for", "terrain_info", "terrain_name", "god_name",
    "rotate", "score_squares", "legal_cells", "legal_marker_moves", "push_line", "line_slots",
    "god_slots", "world_squares", "world_statues", "world_origin", "score_details",
    "preview_score", "pending_tile",
    "MarkerMoved", "LinePushed", "TileTaken", "GodRevealed", "TilePlaced", "SlotRefilled",
    "TurnPassed", "GameEnded",
]
