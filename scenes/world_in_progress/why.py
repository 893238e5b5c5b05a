"""Why a drop or a click on the big world's mat is refused: the cell under the mouse for the
tile in hand (not an entity of its own, so not marked on the table as a refused target is).
The reason is the shared one (scenes/parts/why.py: the rules' ``why_not`` in the table's
language) and is said as a click on any refused target says it.  The refused Faith marker spots
are entities the table marks itself (table.py)."""
from __future__ import annotations

from engine.rules import world_in_progress as wip
from scenes.parts import why as W


def explain(sc, target: tuple) -> bool:
    """Say why ``target`` (a world cell) is refused; True if there was a reason."""
    if sc.viewer is None:
        return False
    why = W.refusal(sc.table_input(), wip.RULES, target)
    if why:
        sc.controls.refused.say(why)
    return bool(why)


def explain_cell(sc) -> bool:
    """Why the cell of the big world under the mouse refuses the tile in hand."""
    cell = cell_at(sc, *sc.input.mouse) if sc.input else None
    if cell is None:
        return False
    return explain(sc, ("place", *cell))


def cell_at(sc, mx: float, my: float) -> tuple[int, int] | None:
    """The world cell (row, col) of the big world under canvas (mx, my), if on the mat."""
    geom = sc.geoms.get(sc.big_seat())
    mat = sc.layout["world.mat"]
    if geom is None or not (mat.x <= mx <= mat.x + mat.w and mat.y <= my <= mat.y + mat.h):
        return None
    return geom.cell_at(mx, my)
