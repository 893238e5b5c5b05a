"""Helpers for the scene: what to draw and what glows, without re-deriving the rules."""
from __future__ import annotations

from .flow import STARTER_INDEX
from .material import board, starters


def waiting_for(state) -> str:
    """What the seat to act is asked: "pick", "set_aside", "main" (main/free actions or end),
    or the op of the effect frame on top of the stack (travel, chest, discard, look_do...)."""
    if state.phase in ("pick", "over"):
        return state.phase
    if state.phase == "setup_discard":
        return "set_aside"
    return state.stack[-1][0] if state.stack else "main"


def travel_targets(state, seat: int) -> list[str]:
    """Spaces the traveller may step onto now (during a travel choice)."""
    if not state.stack or state.stack[-1][0] != "travel":
        return []
    from .flow import choices
    return [a[1] for a in choices(state, state.stack[-1]) if a[0] == "move"]


def reachable(state, seat: int, steps: int) -> set[str]:
    """Spaces within ``steps`` forward moves of the traveller (path costs ignored)."""
    b = board(state.board)
    out, frontier = set(), {state.pos[seat]}
    for _ in range(steps):
        frontier = {n for f in frontier for n, _ in b.succ.get(f, ())}
        out |= frontier
    return out


def row_cards(state, seat: int) -> dict:
    """{"buildings": [(id, supplies, pair)], "inhabitants": [(id, supplies)], "belongings": [...]}"""
    return {"buildings": list(state.build[seat]), "inhabitants": list(state.inhab[seat]),
            "belongings": list(state.belong[seat])}


def starter_effect(state, seat: int, kind: str) -> tuple:
    side = "advanced" if state.starters[seat][STARTER_INDEX[kind]] else "basic"
    return starters()[kind][side]


def enchanted_count(state, seat: int) -> int:
    return sum(1 for b in state.build[seat] if b[2])
