"""Scores, breakdowns and winners (rulebook "Підрахунок очок").  Only completed coatls score."""
from __future__ import annotations

from .material import MAX_COATLS
from .scoring import coatl_points
from .state import State


def coatl_scores(state: State, seat: int) -> list[int]:
    """Points of each of the seat's coatls (0 for an unfinished one), in coatl order."""
    return [coatl_points(c.pieces, c.cards, c.temple or None)[0] if c.complete else 0
            for c in state.coatls[seat]]


def final_scores(state: State) -> list[int]:
    """Current score per seat (completed coatls only), final at the end."""
    return [sum(coatl_scores(state, seat)) for seat in range(state.players)]


def cards_beside(state: State, seat: int) -> int:
    """Prophecy and temple cards beside the seat's completed coatls (first tie-breaker)."""
    return sum(len(c.cards) + (1 if c.temple else 0) for c in state.coatls[seat] if c.complete)


def breakdown(state: State, seat: int) -> dict[str, int]:
    # the same keys for every seat (the results table has one column per key): completed
    # coatls numbered in the order they were started, at least 3 columns (no cap on coatls)
    out: dict[str, int] = {"prophecies": 0, "temples": 0}
    most = max([MAX_COATLS] + [sum(1 for c in cs if c.complete) for cs in state.coatls])
    out.update({f"coatl_{i + 1}": 0 for i in range(most)})
    done = [c for c in state.coatls[seat] if c.complete]
    for i, c in enumerate(done):
        total, per, t = coatl_points(c.pieces, c.cards, c.temple or None)
        out["prophecies"] += sum(per)
        out["temples"] += t
        out[f"coatl_{i + 1}"] = total
    out["total"] = out["prophecies"] + out["temples"]
    out["cards_beside"] = cards_beside(state, seat)
    out["best_coatl"] = max(coatl_scores(state, seat), default=0)
    return out


def winners(state: State) -> list[int]:
    """Most points; tie -> most cards beside completed coatls; then the best single coatl."""
    if state.phase != "over":
        return []
    keys = [(sum(cs), cards_beside(state, s), max(cs, default=0))
            for s, cs in ((s, coatl_scores(state, s)) for s in range(state.players))]
    best = max(keys)
    return [s for s, k in enumerate(keys) if k == best]
