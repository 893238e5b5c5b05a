"""Coatl (Коатли), 2-4 players: pure rules.

Build feathered-serpent sculptures from heads, bodies and tails taken from a central disk so that
they meet prophecy cards (and a temple).  Modules: ``material`` (colours, cards, temples),
``scoring`` (pure helpers), ``pieces`` (bags, disk, boards), ``state`` / ``serial`` (state and
JSON), ``setup`` (options, set-up), ``actions`` (legal actions, step), ``phases`` (turn end, end
of game), ``results``, ``views`` (view, determinize, view_events), ``text`` (describe, label),
``queries`` (scene helpers), ``ai_eval``, ``invariants``, ``consistency`` (turn-flow checks for
``from_json``), ``refusals`` (why a card can't be played), ``event_text`` (log lines of events).
Rulebook readings and their words: assets/data/coatl/README.md (the rules audit).
"""
from __future__ import annotations

from engine.rules.package import PackageRules
from engine.rules.protocol import IllegalAction

from . import actions as _actions
from . import ai_eval as _ai
from . import results as _results
from . import serial as _serial
from . import views as _views
from .event_text import describe_event
from .events import (CardDiscarded, CoatlCompleted, CoatlLocked, CoatlStarted, DeckReshuffled,
                     DiskRefilled, EndTriggered, GameEnded, PieceAdded, PiecesPicked,
                     PiecesTaken, ProphecyDrawn, ProphecyPlayed, ProphecyTaken, SetupKept,
                     SixDiscarded, SixRefilled, TemplePlaced, TempleRevealed, TempleTaken,
                     TokenUsed, TurnPassed)
from .invariants import problems
from .refusals import why_not, why_not_play
from .material import COLOURS, all_prophecies, all_temples, prophecy, temple
from .queries import (bag_counts, coatl_info, disk_slots, legal_ends, matched_pieces,
                      preview_add, preview_play, temple_options, turn_info)
from .scoring import score_coatl, score_prophecy, temple_points
from .setup import PLAYER_COUNTS, new_game, options
from .state import Coatl, State
from .text import describe, label


RULES = PackageRules(
    # version 2: no cap of 3 coatls, the temple is optional, the six refilled at the end of the
    # turn (also of a two-action last turn): the rulebook's readings; version 3: sacrifice tokens
    # are on by default (set-up deals them), so a save that leaves the option out means another game
    "coatl", version=3, player_counts=PLAYER_COUNTS,
    # points that count as "clearly ahead": final scores of decent play spread by about 10
    ai_value_scale=10.0,
    options=options, new_game=new_game, to_act=_actions.to_act,
    legal_actions=_actions.legal_actions, step=_actions.step,
    scores=_results.final_scores, breakdown=_results.breakdown, winners=_results.winners,
    view=_views.view, determinize=_views.determinize, view_events=_views.view_events,
    # discards are secret ("discards a prophecy card" for other viewers); all else is public
    to_json=_serial.to_json, from_json=_serial.from_json, describe=describe, label=label,
    check_invariants=problems, from_json_runs_invariants=True,
    evaluate=_ai.evaluate, rollout_action=_ai.rollout_action, ai_shortcut=_ai.shortcut)
# the log's line for each public event, as a viewer may know it (the prophecy taken from the six)
RULES.describe_event = describe_event

__all__ = [
    "RULES", "State", "Coatl", "IllegalAction", "describe_event", "COLOURS", "score_coatl", "score_prophecy",
    "temple_points", "prophecy", "temple", "all_prophecies", "all_temples", "label", "describe",
    "disk_slots", "bag_counts", "coatl_info", "legal_ends", "preview_add", "preview_play",
    "temple_options", "matched_pieces", "turn_info", "why_not_play", "why_not",
    "CardDiscarded", "SetupKept", "PiecesTaken", "DiskRefilled", "ProphecyTaken", "ProphecyDrawn",
    "DeckReshuffled", "SixRefilled", "SixDiscarded", "CoatlStarted", "PieceAdded",
    "CoatlCompleted", "ProphecyPlayed", "TemplePlaced", "TempleRevealed", "CoatlLocked",
    "TokenUsed", "PiecesPicked", "TempleTaken", "EndTriggered", "TurnPassed", "GameEnded",
]
