"""Why a drop or a click on the big world's mat is refused: the cell under the mouse for the
tile in hand (not an entity of its own, so not marked on the table as a refused target is;
the mat is no Clickable either, ``MatClicks``).
The reason is the shared one (scenes/parts/why.py: the rules' ``why_not`` in the table's
language) and is said as a click on any refused target says it.  The refused Faith marker spots
are entities the table marks itself (table.py)."""
from __future__ import annotations

import pygame

from engine.ecs.components import Clickable, Draggable
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


class MatClicks:
    """A left click (press and release) on the big world's mat where nothing there takes it
    (an empty cell, a placed tile) says why the tile in hand may not go there.  The mat is no
    Clickable: a Clickable is a lit target, and the mat lit under the whole world drove every
    tooltip beside a world tile off the world (play-test 17: a placed tile's went over the
    map's emptied spot, the place the player refills next) and every toast off it."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.pressed: tuple[int, int] | None = None

    def _cell(self, pos) -> tuple[int, int] | None:
        inp = self.scene.input
        if inp is None or inp.topmost(pos, Clickable, Draggable) is not None:
            return None                 # a target or the tile in hand: their own click
        return cell_at(self.scene, *pos)

    def event(self, ev: pygame.event.Event, pos) -> None:
        if pos is None or getattr(ev, "button", 0) != 1:
            return
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = self._cell(pos)
        elif ev.type == pygame.MOUSEBUTTONUP:
            cell, self.pressed = self.pressed, None
            sc = self.scene
            if cell is not None and self._cell(pos) == cell and sc.my_turn() and not sc.busy():
                explain(sc, ("place", *cell))
