"""World in Progress (Створення світу), 2-5 players: pure rules.

Build a 3x3-tile world from tiles pushed off a shared Neutral map by Faith markers; score each
terrain's largest connected group times that god's statues.  See the package modules:
``tiles`` (material), ``board`` (map, markers, world cells), ``scoring``, ``state``,
``checks`` (what must always hold), ``serial`` (JSON, refusing impossible states), ``setup``,
``actions``, ``views`` (secrets), ``text`` (log lines), ``event_text`` (the log's lines of
events: the tile taken, what a placement scored, the end), ``results``, ``queries`` and
``explain`` (scene helpers), ``ai_eval``.  Every action and event is public (a refilled tile lands face up,
a used god token is shown), so ``describe`` and ``view_events`` are the same for every viewer;
the secrets are the stacks, the gods in the box and other seats' unused god tokens.
"""
from __future__ import annotations

from engine.rules.package import PackageRules
from engine.rules.protocol import IllegalAction, public_events

from . import actions as _actions
from . import ai_eval as _ai
from . import results as _results
from . import serial as _serial
from . import views as _views
from .checks import problems
from .board import OPPOSITE, SIDES, legal_cells, legal_marker_moves, line_slots, push_line
from .event_text import describe_event, statue_name
from .events import (GameEnded, GodRevealed, LinePushed, MarkerMoved, SlotRefilled, TilePlaced,
                     TileTaken, TurnPassed)
from .actions import god_slots
from .refusals import why_not
from .queries import (pending_tile, preview_score, score_details, world_origin, world_squares,
                      world_statues)
from .scoring import score_squares
from .setup import OPTIONS, PLAYER_COUNTS, new_game
from .state import TILES_PER_WORLD, State
from .text import describe, label
from .tiles import (GODS, TERRAINS, Tile, all_tiles, god_name, rotate, terrain_info, terrain_name,
                    tile_by_id, tile_ids_for)


RULES = PackageRules(
    "world_in_progress", version=1, player_counts=PLAYER_COUNTS,
    # score points that count as "clearly ahead" for the shared AI (final scores of decent
    # play spread with a standard deviation of about 8)
    ai_value_scale=8.0,
    options=OPTIONS, new_game=new_game, to_act=_actions.to_act,
    legal_actions=_actions.legal_actions, step=_actions.step,
    scores=_results.final_scores, breakdown=_results.breakdown, winners=_results.winners,
    view=_views.view, determinize=_views.determinize,
    # all events are public: pushed, taken, placed and refilled tiles lie face up on the map
    # or in a world, and ``GodRevealed`` shows the token by design
    view_events=public_events,
    to_json=_serial.to_json, from_json=_serial.from_json, describe=describe, label=label,
    check_invariants=problems, from_json_runs_invariants=True,
    evaluate=_ai.evaluate, rollout_action=_ai.rollout_action, ai_shortcut=_ai.shortcut)
# the log's line for each public event: which tile was taken or refilled, what a placement
# scored, the god revealed, who won
RULES.describe_event = describe_event

__all__ = [
    "RULES", "State", "IllegalAction", "describe_event", "TERRAINS", "GODS", "SIDES", "OPPOSITE",
    "TILES_PER_WORLD",
    "Tile", "tile_by_id", "all_tiles", "tile_ids_for", "terrain_info", "terrain_name", "god_name",
    "rotate", "score_squares", "legal_cells", "legal_marker_moves", "push_line", "line_slots",
    "god_slots", "world_squares", "world_statues", "world_origin", "score_details",
    "preview_score", "pending_tile", "why_not", "statue_name",
    "MarkerMoved", "LinePushed", "TileTaken", "GodRevealed", "TilePlaced", "SlotRefilled",
    "TurnPassed", "GameEnded",
]
