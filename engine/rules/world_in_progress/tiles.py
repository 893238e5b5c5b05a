"""Tile material: the 55 terrain tiles read once from assets/data, rotations precomputed.

A tile is 2x2 terrain squares; ``rotate`` turns squares clockwise by quarter turns:
``[[a, b], [c, d]]`` once clockwise is ``[[c, a], [d, b]]`` (the statue square turns with it).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Sequence

TERRAINS: tuple[str, ...] = ("pink", "red", "blue", "green", "yellow")
TERRAIN_INDEX = {t: i for i, t in enumerate(TERRAINS)}
GODS = TERRAINS  # one god per terrain, same keys

DATA_PATH = Path(__file__).resolve().parents[3] / "assets" / "data" / "world_in_progress" / "tiles.json"


def rotate(squares: Sequence[Sequence], rot: int) -> list[list]:
    """``squares`` (a square list of rows) turned clockwise ``rot`` quarter turns."""
    out = [list(row) for row in squares]
    for _ in range(rot % 4):
        n = len(out)
        out = [[out[n - 1 - c][r] for c in range(n)] for r in range(n)]
    return out


def rotate_pos(row: int, col: int, rot: int, size: int = 2) -> tuple[int, int]:
    """Where square (row, col) of a ``size`` x ``size`` tile lands after ``rot`` clockwise turns."""
    for _ in range(rot % 4):
        row, col = col, size - 1 - row
    return row, col


@dataclass(frozen=True)
class Tile:
    id: str
    players: int
    squares: tuple[tuple[str, str], tuple[str, str]]
    statue: tuple[str, int, int] | None  # (god, row, col) at rotation 0

    @property
    def god(self) -> str | None:
        return self.statue[0] if self.statue else None

    def terrains(self) -> frozenset[str]:
        return frozenset(s for row in self.squares for s in row)

    def rotated(self, rot: int) -> tuple[tuple[str, str], tuple[str, str]]:
        return _rotations(self.id)[rot % 4]

    def statue_at(self, rot: int) -> tuple[int, int] | None:
        """Square (row, col) of the statue after ``rot`` clockwise turns, or None."""
        if self.statue is None:
            return None
        return rotate_pos(self.statue[1], self.statue[2], rot)


@lru_cache(maxsize=1)
def _load() -> tuple[dict, dict[str, Tile]]:
    data = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    tiles: dict[str, Tile] = {}
    for rec in data["tiles"]:
        st = rec["statue"]
        sq = rec["squares"]
        tiles[rec["id"]] = Tile(
            rec["id"], int(rec["players"]),
            ((sq[0][0], sq[0][1]), (sq[1][0], sq[1][1])),
            (st["god"], int(st["row"]), int(st["col"])) if st else None,
        )
    return data, tiles


@lru_cache(maxsize=None)
def _rotations(tile_id: str) -> tuple:
    t = tile_by_id(tile_id)
    return tuple(tuple(tuple(r) for r in rotate(t.squares, k)) for k in range(4))


def tile_by_id(tile_id: str) -> Tile:
    try:
        return _load()[1][tile_id]
    except KeyError:
        raise KeyError(f"unknown tile {tile_id!r}") from None


def all_tiles() -> list[Tile]:
    return list(_load()[1].values())


def tile_ids_for(players: int) -> list[str]:
    """Ids of the tiles used with ``players`` players (mark <= players), in id order."""
    return [t.id for t in _load()[1].values() if t.players <= players]


def terrain_info() -> list[dict]:
    """The terrain records (key, name en/uk, god en/uk, pattern) in TERRAINS order."""
    return [dict(t) for t in _load()[0]["terrains"]]


def terrain_name(key: str, lang: str = "en") -> str:
    for t in _load()[0]["terrains"]:
        if t["key"] == key:
            return t["name"].get(lang, t["name"]["en"])
    raise KeyError(key)


def god_name(key: str, lang: str = "en") -> str:
    for t in _load()[0]["terrains"]:
        if t["key"] == key:
            return t["god"].get(lang, t["god"]["en"])
    raise KeyError(key)
