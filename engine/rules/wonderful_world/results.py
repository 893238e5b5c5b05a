"""Scores, breakdowns and winners of a state (final at the end, running before)."""
from __future__ import annotations

from .material import ID_INDEX
from .scoring import (SCENARIO_CARDS, SOLO_SIDE_A_PENALTY, medal, score_designs, solo_rank)
from .state import State


def seat_score(state: State, i: int) -> dict[str, int]:
    s = state.seats[i]
    out = score_designs(s.empire, state.side, s.built, s.generals, s.financiers)
    if state.players == 1:
        penalty = SOLO_SIDE_A_PENALTY if state.side == "A" and not state.scenario else 0
        out["solo_penalty"] = -penalty
        out["total"] -= penalty
        out["rank"] = ("beginner", "dictator", "emperor", "god_incarnate").index(
            solo_rank(out["total"]))
        if state.scenario:
            need = [ID_INDEX[c] for c in SCENARIO_CARDS[state.scenario]]
            done = all(d in s.built for d in need)
            out["scenario_built"] = sum(1 for d in need if d in s.built)
            out["scenario_complete"] = int(done)
            out["medal"] = medal(state.scenario, out["total"], done)
    return out


def final_scores(state: State) -> list[int]:
    return [seat_score(state, i)["total"] for i in range(state.players)]


def breakdown(state: State, seat: int) -> dict[str, int]:
    return seat_score(state, seat)


def winners(state: State) -> list[int]:
    """Most VP; ties broken by most built developments, then most leader tokens; still tied =
    shared victory.  Solo: the one player."""
    keys = []
    for i, s in enumerate(state.seats):
        keys.append((seat_score(state, i)["total"], len(s.built), s.generals + s.financiers))
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]
