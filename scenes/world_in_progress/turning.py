"""Turning the tile in hand: R or E (or the wheel, a right click, the round buttons, a click on
the tile itself) turns it a quarter clockwise, Q back; the tile and the cells it fits show it
turned at once, and its tooltip names its squares as turned.  A click on another world, or a
right click on a tile that does not turn the one in hand, pins it large (zoom.py)."""
from __future__ import annotations

import esper
import pygame

from engine.ecs.components import Clickable, Draggable, Hoverable, Name
from engine.ecs.effects import show

from .table import tile_tip


class TileTurning:
    def __init__(self, scene) -> None:
        self.scene = scene

    def turning(self) -> bool:
        """A right click turns the tile in hand (rather than pinning a tile large)."""
        sc = self.scene
        return not sc.demo and sc.my_turn() and sc.phase() == "place"

    def rotate(self, d: int) -> None:
        sc = self.scene
        if sc.phase() != "place" or not sc.legal():
            return
        rot = sc.sel.rotate(d)
        sc.app.audio.play("card", 0.6)
        for ent, n in esper.get_component(Name):     # the tile in hand and the cells it fits
            if n.name == "wip.pending" or n.name.startswith("wip.cell."):
                show(ent, rot=rot)
            if n.name == "wip.pending":               # its tooltip names the squares as turned
                hov = esper.try_component(ent, Hoverable)
                tid = sc.view_state.pending[sc.big_seat()]
                if hov is not None and tid:
                    tip = tile_tip(sc.table_input(), tid, rot)
                    hov.tooltip = f"{sc.t('wip.tip.pending')}\n{tip}"

    def wheel(self, dy: int) -> None:
        sc = self.scene
        if sc.my_turn() and sc.phase() == "place":
            self.rotate(1 if dy > 0 else -1)

    def handle(self, ev: pygame.event.Event, pos=None) -> bool:
        """True when the event turned the tile or pinned a world (the table never sees it)."""
        if self._zoom_click(ev, pos):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and self.turning():
            self.rotate(1)
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 3:
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_r, pygame.K_e):
            self.rotate(1)
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_q:
            self.rotate(-1)
            return True
        return False

    def _zoom_click(self, ev: pygame.event.Event, pos=None) -> bool:
        """A click on another world (left or right) or a right click on a tile (unless it turns
        the tile in hand) pins it large, or puts it away; a left click on a large world (or
        where one showed a moment ago) only puts it away; True when the click was the zoom's.
        What is under the click answers, not what was hovered last frame (the mouse may have
        come in this frame's events)."""
        sc = self.scene
        if ev.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or ev.button not in (1, 3):
            return False
        hovered = sc.input.hovered if sc.input else None
        if sc.input is not None and pos is not None:
            hovered = sc.input.topmost(pos, Clickable, Hoverable, Draggable)
        if sc.zoom.spends(ev, pos, hovered):
            return True
        pinned = sc.zoom.pinned
        if pinned is not None and ev.button == 1:
            # a left click anywhere puts the large world away (on it or its close button the
            # click is spent there); the world under the mouse does not come back by hover
            # until the mouse leaves it (play-test 10: it "did not close")
            on_it = _inside(sc.zoom.box(sc.app.renderer, hovered), sc.input.mouse)
            if ev.type == pygame.MOUSEBUTTONDOWN:
                sc.zoom.toggle(None)
                sc.controls.quiet.click(hovered, sc.input.mouse)
            return on_it or sc.zoom.zoomable(hovered)
        if not sc.zoom.zoomable(hovered):
            return False
        if not sc.zoom.world(hovered) and (ev.button != 3 or self.turning()):
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN:
            sc.zoom.toggle(hovered)
        return True


def _inside(box, pos) -> bool:
    return box is not None and box[0] <= pos[0] <= box[0] + box[2] and box[1] <= pos[1] <= box[1] + box[3]
