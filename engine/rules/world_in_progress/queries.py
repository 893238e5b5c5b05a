"""Read-only helpers for scenes: a world's squares, per-terrain details, placement previews.

Square coordinates: ``world_squares`` covers the bounding box of the seat's tiles, two squares
per tile each way — 6x6 once the world spans 3x3 tiles, smaller while it is small (2x2 for one
tile, [] for none).  Square (0, 0) is the top-left square of the tile at (min row, min col);
cells with no tile yet are None.
"""
from __future__ import annotations

from engine.rules.protocol import IllegalAction

from .scoring import add_tile, group_cells, score_bits, world_bits
from .state import State
from .tiles import TERRAINS, Tile, tile_by_id


def world_origin(state: State, seat: int) -> tuple[int, int]:
    """(min row, min col) of the seat's tiles: the tile cell at square (0, 0)."""
    w = state.worlds[seat]
    if not w:
        return (0, 0)
    return min(r for r, _, _, _ in w), min(c for _, c, _, _ in w)


def world_squares(state: State, seat: int) -> list[list[str | None]]:
    w = state.worlds[seat]
    if not w:
        return []
    r0, c0 = world_origin(state, seat)
    h = max(r for r, _, _, _ in w) - r0 + 1
    wd = max(c for _, c, _, _ in w) - c0 + 1
    out: list[list[str | None]] = [[None] * (2 * wd) for _ in range(2 * h)]
    for r, c, tid, rot in w:
        sq = tile_by_id(tid).rotated(rot)
        for i in range(2):
            for j in range(2):
                out[2 * (r - r0) + i][2 * (c - c0) + j] = sq[i][j]
    return out


def world_statues(state: State, seat: int) -> list[tuple[str, int, int]]:
    """(god, square row, square col) of every statue in the seat's world, squares as above."""
    r0, c0 = world_origin(state, seat)
    out = []
    for r, c, tid, rot in state.worlds[seat]:
        t = tile_by_id(tid)
        pos = t.statue_at(rot)
        if pos is not None:
            out.append((t.god, 2 * (r - r0) + pos[0], 2 * (c - c0) + pos[1]))
    return out


def score_details(state: State, seat: int) -> dict[str, dict]:
    """{terrain: {"group", "statues", "points", "cells"}}; cells in world_squares coordinates."""
    squares = world_squares(state, seat)
    _, statues = world_bits(state.worlds[seat])
    out = {}
    for i, t in enumerate(TERRAINS):
        cells = group_cells(squares, t)
        out[t] = {"group": len(cells), "statues": statues[i], "points": len(cells) * statues[i],
                  "cells": cells}
    return out


def pending_tile(state: State, seat: int) -> Tile | None:
    return state.pending_tile(seat)


def preview_score(state: State, seat: int, row: int, col: int, rot: int) -> int:
    """The seat's score if its pending tile went to (row, col) turned ``rot`` (no legality check
    beyond the cell being free and inside the window)."""
    tid = state.pending[seat]
    if tid is None:
        raise IllegalAction("there is no tile to place")
    if any((r, c) == (row, col) for r, c, _, _ in state.worlds[seat]):
        raise IllegalAction("a tile is already there")
    if not (-2 <= row <= 2 and -2 <= col <= 2):
        raise IllegalAction("that cell is outside the 3x3 world")
    bits = add_tile(world_bits(state.worlds[seat]), row, col, tid, rot % 4)
    return score_bits(*bits)[0]
