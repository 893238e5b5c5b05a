"""It's a Wonderful World (Цей дивовижний світ), 1-5 players: pure rules.

Four rounds of draft -> planning -> production (materials, energy, science, gold, exploration);
build developments with the cubes you produce, win supremacy tokens, score VP.  Solo mode with
development funds and the six solo scenarios.  Modules: ``material`` (cards and empires as
data), ``state`` (+ JSON), ``setup`` (options), ``flow`` (phases), ``placement`` (cubes,
krystallium, building), ``actions`` (legal actions, step), ``scoring`` (pure helpers incl.
``score_empire``), ``results``, ``views``, ``text``, ``queries`` (scene helpers), ``ai_eval``,
``invariants``, ``refusals`` (why an action is refused), ``targets`` (why a table target is).
"""
from __future__ import annotations

from engine.rules.package import PackageRules
from engine.rules.protocol import IllegalAction

from . import actions as _actions
from . import ai_eval as _ai
from . import results as _results
from . import codec as _codec
from . import views as _views
from .invariants import problems
from .material import (IDS, KINDS, RESOURCES, TYPES, card_info, card_name, empire_name)
from .placement import production
from .queries import (construction_slots, production_preview, supremacy_preview)
from .scoring import (MEDALS, SCENARIO_CARDS, medal, rank_name, result_rank, score_designs,
                      score_empire, solo_rank)
from .setup import OPTIONS, PLAYER_COUNTS, new_game
from .state import HIDDEN, Seat, State
from .event_text import describe_event
from .targets import why_not_target
from .text import card_text, describe, kind_name, label


RULES = PackageRules(
    "wonderful_world", version=4, player_counts=PLAYER_COUNTS,
    # VP that count as "clearly ahead" (final scores spread by ~15 between decent players)
    ai_value_scale=_ai.VALUE_SCALE,
    options=OPTIONS, new_game=new_game, to_act=_actions.to_act,
    legal_actions=_actions.legal_actions, step=_actions.step,
    scores=_results.final_scores, breakdown=_results.breakdown, winners=_results.winners,
    view=_views.view, determinize=_views.determinize, view_events=_views.view_events,
    to_json=_codec.to_json, from_json=_codec.from_json, describe=describe, label=label,
    check_invariants=problems, from_json_runs_invariants=True,
    evaluate=_ai.evaluate, rollout_action=_ai.rollout_action,
    result_rank=result_rank, rank_name=rank_name)
RULES.why_not = why_not_target        # the table's hook: why a target cannot be chosen now

__all__ = ["RULES", "State", "Seat", "HIDDEN", "IllegalAction", "score_empire", "score_designs",
           "solo_rank", "medal", "MEDALS", "SCENARIO_CARDS", "IDS", "KINDS", "RESOURCES",
           "TYPES", "card_info", "card_text", "card_name", "empire_name", "kind_name", "label", "production",
           "construction_slots", "production_preview", "supremacy_preview", "describe_event",
           "why_not_target"]
