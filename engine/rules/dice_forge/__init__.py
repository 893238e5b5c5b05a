"""Dice Forge (Libellud), 2-4 players, base game: pure rules.

Roll your two dice for resources, buy Sanctuary faces to forge better dice, spend sun and moon
shards on heroic feats; most glory after 9 rounds (10 with 3 players) wins.  Modules:
``material`` (faces, pools, feats from assets/data), ``state`` (State, Work, JSON), ``setup``,
``effects`` (the task interpreter: blessings, choices, forging), ``actions`` (legal, step,
turn flow), ``scoring`` (pure helpers), ``views``, ``text``, ``events``, ``queries`` (scene
helpers), ``ai_eval``, ``invariants``.

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
"""
from __future__ import annotations

from engine.rules.protocol import Action, IllegalAction, Option

from . import actions as _actions
from . import ai_eval as _ai
from . import effects as _effects
from . import invariants as _inv
from . import scoring as _scoring
from . import setup as _setup
from . import state as _state
from . import text as _text
from . import views as _views
from .events import (DiceRolled, FaceBought, FaceForged, FeatPerformed, Gained, GameEnded,
                     HammerAdvanced, HeroOusted, PawnMoved, TokenUsed, TurnStarted)
from .material import (BOAR_FACES, RESOURCES, SHIELD_FACES, SLOTS, face, faces, feat, feats,
                       label)
from .queries import (asked, buyable, caps, card_piles, face_to_place, faces_forged, feat_cost,
                      glory_totals,
                      hammer_progress, island_of, mirror_targets, pending, pool_costs,
                      pool_of_face, slot_of)
from .scoring import add_resources, blessing_gain, token, untoken
from .setup import PLAYER_COUNTS
from .state import State


def _seat(state: State, seat, spectator: bool = False):
    if spectator and seat is None:
        return None
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        raise IllegalAction(f"there is no seat {seat!r}")
    return seat


class DiceForgeRules:
    id = "dice_forge"
    version = 1
    player_counts = PLAYER_COUNTS
    # final glory of decent play spreads with a standard deviation of about 15
    ai_value_scale = 15.0

    def options(self) -> list[Option]:
        return _setup.options()

    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        return _setup.new_game(players, seed, options)

    def to_act(self, state: State) -> list[int]:
        return [] if state.phase == "over" else _effects.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return _actions.legal_actions(state, _seat(state, seat))

    def step(self, state: State, seat: int, action: Action):
        return _actions.step(state, seat, action)

    def apply(self, state: State, seat: int, action: Action) -> State:
        return _actions.step(state, seat, action)[0]

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[int]:
        return _scoring.final_scores(state)

    def score_breakdown(self, state: State, seat: int) -> dict[str, int]:
        return _scoring.breakdown(state, _seat(state, seat))

    def winners(self, state: State) -> list[int]:
        return _scoring.winners(state)

    def view(self, state: State, seat: int | None) -> State:
        return _views.view(state, _seat(state, seat, spectator=True))

    def determinize(self, view: State, seat: int, rng) -> State:
        return _views.determinize(view, seat, rng)

    def view_events(self, events, viewer):
        return _views.view_events(events, viewer)

    def to_json(self, state: State) -> dict:
        return _state.to_json(state)

    def from_json(self, data: dict) -> State:
        return _state.from_json(data)

    def describe(self, action: Action, lang: str = "en", viewer=None, seat=None) -> str:
        return _text.describe(action, lang, viewer, seat)

    def label(self, token: str, lang: str = "en") -> str | None:
        return label(token, lang)

    def check_invariants(self, state: State) -> list[str]:
        return _inv.check_invariants(state)

    # optional AI hooks
    def evaluate(self, state: State, seat: int) -> float:
        return _ai.evaluate(state, seat)

    def rollout_action(self, state: State, seat: int, actions: list, rng) -> Action:
        return _ai.rollout_action(state, seat, actions, rng)


RULES = DiceForgeRules()

__all__ = [
    "RULES", "State", "IllegalAction", "blessing_gain", "add_resources", "token", "untoken",
    "RESOURCES", "SLOTS", "BOAR_FACES", "SHIELD_FACES", "face", "faces", "feat", "feats", "label",
    "asked", "pending", "face_to_place", "pool_costs", "pool_of_face", "feat_cost", "island_of",
    "slot_of", "hammer_progress", "caps", "faces_forged", "mirror_targets", "buyable",
    "card_piles", "glory_totals",
    "DiceRolled", "Gained", "FaceBought", "FaceForged", "FeatPerformed", "PawnMoved",
    "HeroOusted", "HammerAdvanced", "TokenUsed", "TurnStarted", "GameEnded",
]
