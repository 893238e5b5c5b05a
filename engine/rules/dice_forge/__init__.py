"""Dice Forge (Libellud), 2-4 players, base game: pure rules.

Roll your two dice for resources, buy Sanctuary faces to forge better dice, spend sun and moon
shards on heroic feats; most glory after 9 rounds (10 with 3 players) wins.  Modules:
``material`` (faces, pools, feats from assets/data), ``state`` (State, Work, JSON), ``setup``,
``effects`` (the task interpreter: blessings, choices, forging), ``actions`` (legal, step,
turn flow), ``feats`` (performing a feat), ``refusals`` (why an action is refused), ``targets``
(why a table target is),
``consistency`` (turn-flow checks for ``from_json``), ``event_text`` (log lines of events), ``scoring`` (pure helpers), ``views``, ``text``, ``events``, ``queries`` (scene
helpers), ``ai_eval``, ``ai_plan`` (the hard AI's evaluation), ``invariants``.

Decisions where the rulebook is silent (after /work/shared/data/dice_forge/NOTES.md; also in the
in-app rules):
- a face bought in the first action may be bought again in the second (official online game);
- Sanctuary faces removed in a 2-player game are public (deducible from the pools); only the
  RNG is hidden;
- ships and mirrors of several players resolve one player at a time from the active player,
  everything else simultaneously; a roll's gold is gained before its ship buys;
- a mirror never copies a mirror and copies nothing when no opponent face qualifies;
- x3 with a Boar face: the card owner makes one choice, tripled; two shields each look at the
  other's own resource; x3 alone (minor blessing) gives nothing;
- a Hammer owner splits each gain of gold once (rest to the reserve, capped);
- Cerberus: once per roll, not after a Minotaur roll; Satyrs count as your divine blessing;
- Triton: in the main phase of your own turn; an action may be skipped (end the turn);
- ties share the victory (the rulebook has no tie-breaker).
Rulebook readings and their words: assets/data/dice_forge/README.md (the rules audit); e.g. an
ousted hero's blessing, with its choices, comes before the feat card's effect (``feats``).
"""
from __future__ import annotations

from engine.rules.package import PackageRules
from engine.rules.protocol import IllegalAction

from . import actions as _actions
from . import ai_eval as _ai
from . import ai_plan as _plan
from . import consistency as _consistency
from . import effects as _effects
from . import scoring as _scoring
from . import setup as _setup
from . import state as _state
from . import text as _text
from . import views as _views
from .event_text import describe_event
from .events import (DiceRolled, FaceBought, FaceForged, FeatPerformed, Gained, GameEnded,
                     HammerAdvanced, HeroOusted, PawnMoved, TokenUsed, TurnStarted)
from .targets import why_not_target
from .material import (BOAR_FACES, RESOURCES, SHIELD_FACES, SLOTS, face, faces, feat, feats,
                       label)
from .queries import (asked, buyable, caps, card_piles, face_to_place, faces_forged, feat_cost,
                      glory_totals,
                      hammer_progress, island_of, mirror_targets, pending, pool_costs,
                      pool_of_face, slot_of)
from .scoring import add_resources, blessing_gain, token, untoken
from .setup import PLAYER_COUNTS, opening_events
from .state import State


RULES = PackageRules(
    # version 2: an ousted hero is blessed before the feat card takes effect (rulebook order)
    "dice_forge", version=2, player_counts=PLAYER_COUNTS,
    # final glory of decent play spreads with a standard deviation of about 15
    ai_value_scale=15.0,
    options=_setup.options, new_game=_setup.new_game, to_act=_actions.to_act,
    legal_actions=_actions.legal_actions, step=_actions.step,
    scores=_scoring.final_scores, breakdown=_scoring.breakdown, winners=_scoring.winners,
    view=_views.view, determinize=_views.determinize, view_events=_views.view_events,
    to_json=_state.to_json, from_json=_consistency.from_json, describe=_text.describe, label=label,
    check_invariants=_consistency.check_all, from_json_runs_invariants=True,
    evaluate=_ai.evaluate, evaluate_hard=_plan.evaluate_hard, rollout_action=_ai.rollout_action)
# the log's line for each public event (rolls, gains and losses, ousting, the Hammer...)
RULES.describe_event = describe_event
# why the table's target (a Sanctuary face, a feat card, a die face...) cannot be chosen now
RULES.why_not = why_not_target

__all__ = [
    "RULES", "State", "IllegalAction", "describe_event", "blessing_gain", "add_resources", "token", "untoken",
    "RESOURCES", "SLOTS", "BOAR_FACES", "SHIELD_FACES", "face", "faces", "feat", "feats", "label",
    "asked", "pending", "face_to_place", "pool_costs", "pool_of_face", "feat_cost", "island_of",
    "slot_of", "hammer_progress", "caps", "faces_forged", "mirror_targets", "buyable",
    "card_piles", "glory_totals",
    "DiceRolled", "Gained", "FaceBought", "FaceForged", "FeatPerformed", "PawnMoved",
    "HeroOusted", "HammerAdvanced", "TokenUsed", "TurnStarted", "GameEnded",
]
