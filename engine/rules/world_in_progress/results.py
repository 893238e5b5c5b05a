"""Scores, breakdowns and winners (rulebook "Кінець гри")."""
from __future__ import annotations

from engine.rules.protocol import seat_arg

from .scoring import world_score
from .state import State
from .tiles import TERRAINS


def final_scores(state: State) -> list[int]:
    """Current score per seat (live during the game, final at the end)."""
    return [world_score(w)[0] for w in state.worlds]


def breakdown(state: State, seat: int) -> dict[str, int]:
    seat_arg(seat, state.players)
    from .scoring import world_bits
    total, groups, largest = world_score(state.worlds[seat])
    _, statues = world_bits(state.worlds[seat])
    out = {t: g * s for t, g, s in zip(TERRAINS, groups, statues)}
    out["largest_group"] = largest
    return out


def winners(state: State) -> list[int]:
    """Most points; tie -> largest connected group of one terrain; still tied -> shared."""
    if state.phase != "over":
        return []
    keys = [(world_score(w)[0], world_score(w)[2]) for w in state.worlds]
    best = max(keys)
    return [seat for seat, k in enumerate(keys) if k == best]
