"""Scoring: per terrain, the largest orthogonally connected group times that god's statues.

Groups are computed on bitboards (one int per terrain) so MCTS playouts stay cheap.  A world
lives in a 10x10-square window (tile rows/cols -2..2 around the first tile at (0, 0)), one row
of the bitboard being ``_W`` = 11 bits wide: the spare column keeps left/right shifts from
wrapping between rows.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Mapping, Sequence

from .tiles import TERRAIN_INDEX, TERRAINS, tile_by_id

_W = 11


# cached: an AI's playouts score the same few worlds over and over (a fifth of a hard decision's
# time went here; the decisions are the same)
@lru_cache(maxsize=1 << 15)
def _largest(mask: int, w: int = _W) -> int:
    """Size of the largest 4-connected group of set bits (rows ``w`` bits wide, last col spare)."""
    return max((comp.bit_count() for comp in _components(mask, w)), default=0)


def _components(mask: int, w: int) -> list[int]:
    out = []
    while mask:
        comp = mask & -mask
        while True:
            grow = (comp | (comp << 1) | (comp >> 1) | (comp << w) | (comp >> w)) & mask
            if grow == comp:
                break
            comp = grow
        out.append(comp)
        mask ^= comp
    return out


def score_squares(squares: Sequence[Sequence[str | None]], statues: Mapping[str, int]) -> dict:
    """Score a rectangular grid of terrain keys (None = no square) with statue counts per god.

    Returns ``{"total", "by_type": {terrain: points} (all five), "largest_group"}`` where
    ``largest_group`` is the biggest connected group of any one terrain (the tie-breaker).
    """
    cols = max((len(r) for r in squares), default=0)
    w = cols + 1
    masks = [0] * 5
    for r, row in enumerate(squares):
        for c, t in enumerate(row):
            if t is not None:
                masks[TERRAIN_INDEX[t]] |= 1 << (r * w + c)
    by_type, largest, total = {}, 0, 0
    for i, t in enumerate(TERRAINS):
        g = _largest(masks[i], w)
        largest = max(largest, g)
        p = g * int(statues.get(t, 0))
        by_type[t] = p
        total += p
    return {"total": total, "by_type": by_type, "largest_group": largest}


@lru_cache(maxsize=None)
def tile_bits(tile_id: str, rot: int) -> tuple[tuple[int, ...], int]:
    """(5 terrain masks of the rotated tile at the window's origin, statue god index or -1)."""
    t = tile_by_id(tile_id)
    sq = t.rotated(rot)
    masks = [0] * 5
    for r in range(2):
        for c in range(2):
            masks[TERRAIN_INDEX[sq[r][c]]] |= 1 << (r * _W + c)
    return tuple(masks), (TERRAIN_INDEX[t.statue[0]] if t.statue else -1)


def _offset(row: int, col: int) -> int:
    return 2 * (row + 2) * _W + 2 * (col + 2)


def add_tile(bits: tuple[tuple[int, ...], tuple[int, ...]], row: int, col: int, tile_id: str,
             rot: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """World bitboards (masks, statues) with one more tile."""
    masks, statues = bits
    tm, god = tile_bits(tile_id, rot)
    sh = _offset(row, col)
    masks = tuple(m | (x << sh) for m, x in zip(masks, tm))
    if god >= 0:
        s = list(statues)
        s[god] += 1
        statues = tuple(s)
    return masks, statues


_EMPTY = ((0, 0, 0, 0, 0), (0, 0, 0, 0, 0))


@lru_cache(maxsize=1 << 16)
def world_bits(world: tuple) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(terrain masks, statue counts) of a world = tuple of (row, col, tile_id, rot)."""
    if not world:
        return _EMPTY
    r, c, t, rot = world[-1]
    return add_tile(world_bits(world[:-1]), r, c, t, rot)


def score_bits(masks: tuple[int, ...], statues: tuple[int, ...]) -> tuple[int, tuple[int, ...], int]:
    """(total, largest group per terrain, largest group of any terrain)."""
    groups = tuple(_largest(m) for m in masks)
    total = sum(g * s for g, s in zip(groups, statues))
    return total, groups, max(groups)


@lru_cache(maxsize=1 << 16)
def world_score(world: tuple) -> tuple[int, tuple[int, ...], int]:
    """Cached ``score_bits`` of a world tuple."""
    return score_bits(*world_bits(world))


def world_total(world: tuple) -> int:
    return world_score(world)[0]


def group_cells(squares: Sequence[Sequence[str | None]], terrain: str) -> list[tuple[int, int]]:
    """Square cells (row, col) of the largest group of ``terrain`` (first found on ties)."""
    cols = max((len(r) for r in squares), default=0)
    w = cols + 1
    mask = 0
    for r, row in enumerate(squares):
        for c, t in enumerate(row):
            if t == terrain:
                mask |= 1 << (r * w + c)
    best = 0
    for comp in _components(mask, w):
        if comp.bit_count() > best.bit_count():
            best = comp
    cells = []
    while best:
        low = best & -best
        i = low.bit_length() - 1
        cells.append((i // w, i % w))
        best ^= low
    return cells
