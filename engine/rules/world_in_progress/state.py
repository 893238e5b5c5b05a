"""The game state: one frozen dataclass of tuples (cheap to copy, JSON via ``to_json``).

Conventions:
- ``stacks``: three tuples of tile ids, the **top of a stack is the last item**; in a view the
  ids are replaced by ``"?"`` (counts kept).
- ``grid``: the Neutral map, 9 slots (slot = row * 3 + col), tile id or None.
- ``markers``: Faith marker indices in ``SIDES`` order (top, bottom, left, right).
- ``worlds[seat]``: the placed tiles, in placing order, as (row, col, tile_id, rot) in that
  player's own coordinates (first tile at (0, 0), rot = clockwise quarter turns).
- ``gods[seat]``: the secret god token (a terrain key, or "?" where hidden); ``box``: the gods
  nobody was dealt (always "?" in views).  A used token is revealed (``god_used``).
- ``phase``: "choose" (push or god) -> "place" -> "refill" -> next seat's "choose"; "over".
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.rules.evolve import evolve  # noqa: F401 - the game's modules take it from here

from .board import SIDES
from .tiles import Tile, tile_by_id


PHASES = ("choose", "place", "refill", "over")
TILES_PER_WORLD = 9
JSON_VERSION = 1

World = tuple  # tuple[tuple[int, int, str, int], ...]


@dataclass(frozen=True)
class State:
    players: int
    rng: int
    stacks: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
    grid: tuple  # 9 x (str | None)
    markers: tuple[int, int, int, int]
    worlds: tuple[World, ...]
    pending: tuple  # per seat: str | None
    gods: tuple[str, ...]
    god_used: tuple[bool, ...]
    box: tuple[str, ...]
    current: int
    phase: str
    empty_slot: int | None = None
    turn: int = 0
    first: int = 0
    last_action: tuple = ()  # (seat, *action) of the latest action, () at the start

    # ---- typed accessors for scenes and the AI -------------------------------------------
    def marker(self, side: str) -> int:
        return self.markers[SIDES.index(side)]

    def slot(self, row: int, col: int) -> str | None:
        return self.grid[row * 3 + col]

    def stack_sizes(self) -> tuple[int, int, int]:
        return tuple(len(s) for s in self.stacks)  # type: ignore[return-value]

    def world(self, seat: int) -> World:
        return self.worlds[seat]

    def placed_cells(self, seat: int) -> set[tuple[int, int]]:
        return {(r, c) for r, c, _, _ in self.worlds[seat]}

    def pending_tile(self, seat: int) -> Tile | None:
        tid = self.pending[seat]
        return tile_by_id(tid) if tid else None

    @property
    def over(self) -> bool:
        return self.phase == "over"
