"""The Neutral map (3x3 slots, slot = row * 3 + col), its four Faith markers, and world cells.

Marker index is the column for top/bottom markers and the row for left/right markers, counted
left-to-right / top-to-bottom from 0.  A marker pushes its line one step away from its side.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Mapping, Sequence

SIDES: tuple[str, ...] = ("top", "bottom", "left", "right")
SIDE_INDEX = {s: i for i, s in enumerate(SIDES)}
OPPOSITE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}
_OPP_I = (1, 0, 3, 2)


def line_slots(side: str, index: int) -> tuple[int, int, int]:
    """Slots of the line a marker faces, ordered from the marker's side outward."""
    if side == "top":
        return (index, 3 + index, 6 + index)
    if side == "bottom":
        return (6 + index, 3 + index, index)
    if side == "left":
        return (3 * index, 3 * index + 1, 3 * index + 2)
    if side == "right":
        return (3 * index + 2, 3 * index + 1, 3 * index)
    raise ValueError(f"unknown side {side!r}")


_LINES = {(s, i): line_slots(s, i) for s in SIDES for i in range(3)}


def legal_marker_moves(markers: Mapping[str, int]) -> set[tuple[str, int]]:
    """(side, new index) pairs: a marker must move, stays on its side, never faces another."""
    out = set()
    for side in SIDES:
        cur, opp = markers[side], markers[OPPOSITE[side]]
        for i in range(3):
            if i != cur and i != opp:
                out.add((side, i))
    return out


def marker_moves_t(markers: tuple[int, int, int, int]) -> list[tuple[str, int]]:
    """Same as ``legal_marker_moves`` on the state's (top, bottom, left, right) tuple, ordered."""
    out = []
    for si, side in enumerate(SIDES):
        cur, opp = markers[si], markers[_OPP_I[si]]
        for i in range(3):
            if i != cur and i != opp:
                out.append((side, i))
    return out


def push_flat(grid: tuple, side: str, index: int) -> tuple[tuple, object, tuple[int, int, int]]:
    """Push on the flat 9-slot grid: (new grid, tile pushed out, line slots from the marker)."""
    a, b, c = _LINES[(side, index)]
    g = list(grid)
    out = g[c]
    g[c], g[b], g[a] = g[b], g[a], None
    return tuple(g), out, (a, b, c)


def push_line(grid: Sequence[Sequence], side: str, index: int) -> tuple[list[list], object]:
    """Push the line the ``side`` marker faces at ``index``; returns (new 3x3 grid, pushed-out).

    The slot next to the marker becomes None.
    """
    flat = tuple(x for row in grid for x in row)
    new, out, _ = push_flat(flat, side, index)
    return [list(new[r * 3:r * 3 + 3]) for r in range(3)], out


def legal_cells(placed: Iterable[tuple[int, int]]) -> set[tuple[int, int]]:
    """Cells where the next world tile may go: edge-adjacent, free, bounding box within 3x3."""
    placed = set(placed)
    if not placed:
        return {(0, 0)}
    rows = [r for r, _ in placed]
    cols = [c for _, c in placed]
    r0, r1, c0, c1 = min(rows), max(rows), min(cols), max(cols)
    out = set()
    for r, c in placed:
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if (nr, nc) in placed:
                continue
            if max(r1, nr) - min(r0, nr) > 2 or max(c1, nc) - min(c0, nc) > 2:
                continue
            out.add((nr, nc))
    return out


@lru_cache(maxsize=1 << 14)
def cells_of_world(cells: tuple[tuple[int, int], ...]) -> frozenset[tuple[int, int]]:
    """``legal_cells`` cached by the placed cells in placing order (few distinct shapes)."""
    return frozenset(legal_cells(cells))


@lru_cache(maxsize=1 << 14)
def place_actions(cells: tuple[tuple[int, int], ...]) -> tuple[tuple, ...]:
    """Every ("place", row, col, rot) for a world whose placed cells are ``cells``."""
    return tuple(("place", r, c, rot) for r, c in sorted(cells_of_world(cells)) for rot in range(4))
