"""A Wild Venture (Буремні мандри), 2 players: pure rules.

Travel the board, play inhabitants, belongings and buildings, tuck emptied cards under your VP
card; score citizen sets, building investments and trinkets.  Modules: ``material`` (cards,
starters, boards, effect text), ``state`` (State / Work / JSON), ``setup``, ``flow`` (effect
stack interpreter, triggers, travel, end of turn), ``actions`` (legal + step), ``scoring``
(pure ``score_player``), ``results``, ``views``, ``text``, ``events``, ``ai_eval``, ``ai_hard``,
``invariants``, ``queries`` (scene helpers), ``refusals`` (why a target is refused).
"""
from __future__ import annotations

from engine.rules.package import PackageRules
from engine.rules.protocol import IllegalAction

from . import actions as _actions
from . import ai_eval as _ai
from . import ai_hard as _hard
from . import results as _results
from . import state as _state
from . import views as _views
from .events import view_events
from .invariants import check_invariants
from .material import Board, Card, board, card, card_text, cards, effect_text, starters
from .refusals import why_not
from .queries import (enchanted_count, reachable, row_cards, starter_effect, travel_targets,
                      waiting_for)
from .scoring import citizen_points, score_player
from .setup import OPTIONS, PLAYER_COUNTS, new_game
from .state import State
from .text import describe, label


def _from_json(data: dict) -> State:
    """A state (or a seat's view: "?" only where a view hides cards) whose every protocol call
    works; ``ValueError`` naming what is wrong otherwise (``invariants.check_invariants``)."""
    state = _state.from_json(data)
    problems = check_invariants(state)
    if problems:
        raise ValueError("impossible A Wild Venture state: " + "; ".join(problems[:3]))
    return state


RULES = PackageRules(
    "wild_venture", version=3, player_counts=PLAYER_COUNTS,
    # final scores of normal-vs-normal play spread with a standard deviation of about 8
    ai_value_scale=8.0,
    # hard: the turn lookahead valued by two playouts of 16 actions (the answer, the next turn);
    # 18 of 23 against normal where the tree search won 8 of 14 (engine/ai/ismcts.py); over 8
    # determinizations, not the level's 4 (paired margin +3.5 on 40 games, README)
    ai_hard={"rollouts": 2, "rollout_plies": 16, "samples": 8},
    options=OPTIONS, new_game=new_game, to_act=_actions.to_act,
    legal_actions=_actions.legal_actions, step=_actions.step,
    scores=_results.final_scores, breakdown=_results.breakdown, winners=_results.winners_of,
    view=_views.view, determinize=_views.determinize, view_events=view_events,
    to_json=_state.to_json, from_json=_from_json, describe=describe, label=label,
    check_invariants=check_invariants, from_json_runs_invariants=True,
    evaluate=_ai.evaluate, evaluate_hard=_hard.evaluate_hard,
    rollout_action=_ai.rollout_action)
# why the table's target (a card in hand, a starter, an inhabitant) cannot be chosen now
RULES.why_not = why_not

__all__ = [
    "RULES", "State", "IllegalAction", "score_player", "citizen_points", "card", "cards",
    "starters", "board", "Board", "Card", "card_text", "effect_text", "reachable",
    "travel_targets", "row_cards", "starter_effect", "enchanted_count", "waiting_for", "why_not",
]
