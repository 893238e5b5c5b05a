"""Why a click or a drop is refused: a Faith marker spot, or the cell of the big world under
the mouse for the tile in hand, answered by the rules' ``why_not`` in the table's language and
shown as the table's message."""
from __future__ import annotations

from engine.rules import world_in_progress as wip


def explain(sc, target: tuple) -> bool:
    """Say why ``target`` (a marker spot, a world cell) is refused; True if there was a
    reason."""
    if sc.viewer is None:
        return False
    why = wip.why_not(sc.view_state, sc.viewer, target, sc.app.i18n.lang)
    if why:
        sc.app.audio.play("click", 0.4)
        sc.app.show_message(why)
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
