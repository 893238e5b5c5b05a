"""Where things are on the table: the Neutral map's slots and Faith marker spots, and the cells
of a world (the big 5x5 mat of the seat in focus, or a small 3x3 panel for the others).
Positions come from assets/maps/world_in_progress.tmx; this module only does the arithmetic."""
from __future__ import annotations

import math
from dataclasses import dataclass

from engine.layout import Anchor, Layout
from engine.rules.world_in_progress import legal_cells

BOARD_FRAME = 0.1       # board.svg: the 3x3 grid spans 100..900 of 1000
MAT_CELLS = 5           # the big mat shows 5x5 cells: every legal cell around a small world
MINI_CELLS = 3

ANCHORS = ("world.header", "world.mat", "pending", "rotate.ccw", "rotate.cw", "god.token",
           "god.use", "board", "stack.0", "stack.1", "stack.2", "log",
           "legend.0", "legend.1", "legend.2", "legend.3", "legend.4",
           "other.0", "other.1", "other.2", "other.3")

MARKER_ANGLE = {"top": 0, "bottom": 180, "left": 270, "right": 90}   # the art points down


@dataclass(frozen=True)
class MapGeom:
    board: Anchor

    @property
    def band(self) -> float:
        return self.board.w * BOARD_FRAME

    @property
    def slot_size(self) -> float:
        return (self.board.w - 2 * self.band) / 3

    def slot_center(self, slot: int) -> tuple[float, float]:
        r, c = divmod(slot, 3)
        s = self.slot_size
        return (self.board.x + self.band + (c + 0.5) * s, self.board.y + self.band + (r + 0.5) * s)

    def tile_size(self) -> float:
        return self.slot_size - 12

    def marker_pos(self, side: str, index: int) -> tuple[float, float]:
        b, s, band = self.board, self.slot_size, self.band
        along = (b.x if side in ("top", "bottom") else b.y) + band + (index + 0.5) * s
        if side == "top":
            return (along, b.y + band / 2)
        if side == "bottom":
            return (along, b.y + b.h - band / 2)
        if side == "left":
            return (b.x + band / 2, along)
        return (b.x + b.w - band / 2, along)

    def dest_pos(self, side: str, index: int) -> tuple[float, float]:
        """A destination spot just outside the board, beside the marker's own rail."""
        x, y = self.marker_pos(side, index)
        out = self.band * 0.0
        return {"top": (x, y - out), "bottom": (x, y + out), "left": (x - out, y),
                "right": (x + out, y)}[side]


@dataclass(frozen=True)
class WorldGeom:
    """Cells of one world in an area of ``n`` x ``n`` cells, centred on what matters."""

    x: float
    y: float
    cell: float
    r_off: int
    c_off: int
    fr: float = 0.0     # fractional centring offsets (small panels centre odd sizes)
    fc: float = 0.0

    def cell_center(self, r: int, c: int) -> tuple[float, float]:
        return (self.x + (c - self.c_off + self.fc + 0.5) * self.cell,
                self.y + (r - self.r_off + self.fr + 0.5) * self.cell)

    def cell_at(self, x: float, y: float) -> tuple[int, int]:
        """The cell (row, col) whose square holds canvas (x, y): cell_center's inverse."""
        return (math.floor((y - self.y) / self.cell - self.fr) + self.r_off,
                math.floor((x - self.x) / self.cell - self.fc) + self.c_off)

    def square_origin(self, origin: tuple[int, int]) -> tuple[float, float, float]:
        """(x, y, square size) of world_squares' square (0, 0) for a world origin (r0, c0)."""
        cx, cy = self.cell_center(*origin)
        return (cx - self.cell / 2, cy - self.cell / 2, self.cell / 2)


def big_world(mat: Anchor, placed: set[tuple[int, int]]) -> WorldGeom:
    shown = set(placed) | legal_cells(placed)
    rows = [r for r, _ in shown]
    cols = [c for _, c in shown]
    r0, c0 = min(rows), min(cols)
    r_off = r0 - (MAT_CELLS - (max(rows) - r0 + 1)) // 2
    c_off = c0 - (MAT_CELLS - (max(cols) - c0 + 1)) // 2
    cell = (mat.w - 20) / MAT_CELLS
    return WorldGeom(mat.x + 10, mat.y + 10, cell, r_off, c_off)


def mini_area(panel: Anchor) -> tuple[float, float, float]:
    """(x, y, size) of the 3x3 world square inside a side panel."""
    size = panel.h - 20
    return (panel.x + panel.w - size - 10, panel.y + 10, size)


def mini_world(panel: Anchor, placed: set[tuple[int, int]]) -> WorldGeom:
    x, y, size = mini_area(panel)
    cell = size / MINI_CELLS
    if not placed:
        return WorldGeom(x, y, cell, -1, -1)
    rows = [r for r, _ in placed]
    cols = [c for _, c in placed]
    h, w = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
    return WorldGeom(x, y, cell, min(rows), min(cols), (MINI_CELLS - h) / 2, (MINI_CELLS - w) / 2)


def score_heads(layout: Layout, others: int) -> list[tuple[float, float, float, float]]:
    """The names, points and tile counts: the big world's header and each side panel's left
    part (its mini world at its right is not one of them). No toast covers them, nor a placed
    tile's tooltip: one came over the very score it told about (play-test 14)."""
    h = layout["world.header"]
    out = [(h.x, h.y, h.w, h.h)]
    for k in range(others):
        a = layout[f"other.{k}"]
        out.append((a.x, a.y, a.w - mini_area(a)[2] - 20, 150.0))
    return out


def missing_anchors(layout: Layout) -> list[str]:
    return [a for a in ANCHORS if a not in layout]
