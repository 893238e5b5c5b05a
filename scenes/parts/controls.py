"""Keys and clicks every table shares, before the game's own click handling: a demo table
returns to the menu on any click (the wheel scrolls its log); Ctrl+Z undoes, H asks for a
hint; a left click puts a zoomed card away and quiets the hover zoom until the mouse leaves
(``quiet``, every game's zoom); a click (or a drop) while animations run first finishes them,
so it lands on the settled table; a drop quiets the zoom as a click does, and one on no target
that takes it says where to drop when the game said nothing (``after_event``); a left click on
what cannot be chosen now says why (``why.RefusedClicks``); the HUD's menu, undo and hint
buttons."""
from __future__ import annotations

from typing import Hashable

import esper
import pygame

from engine.ecs.components import Clickable, Draggable, DropTarget, Hoverable, Transform
from engine.scene import WHEEL_BUTTONS

from engine.widgets.card import ClickQuiet
from scenes.parts.why import RefusedClicks


class TableControls:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.refused = RefusedClicks(scene)
        self._quiet = ClickQuiet()
        self._missed: tuple | None = None      # a drop on no target, until the scene's input

    @property
    def quiet(self) -> ClickQuiet:
        """No hover zoom after a left click until the mouse leaves (engine.widgets.card): the
        card zoom's, or this table's own zoom's (Dice Forge's large face or card)."""
        return self.scene.zoom.quiet if self.scene.zoom is not None else self._quiet

    def before_event(self, ev: pygame.event.Event, pos=None) -> bool:
        """True when the event was used up here (the scene's own input then never sees it)."""
        sc = self.scene
        if sc.demo and ev.type == pygame.MOUSEBUTTONDOWN and ev.button not in WHEEL_BUTTONS:
            sc.app.goto("menu")         # a click leaves; the wheel (SDL's buttons 4-7) scrolls
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
            sc.undo()
            return True
        if (ev.type == pygame.KEYDOWN and ev.key == pygame.K_h and not sc.demo
                and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            sc.hints.toggle()
            return True
        if (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and sc.zoom is not None
                and sc.zoom.pinned is not None):
            sc.zoom.toggle(None)        # Esc puts a large card away before it opens the menu
            return True
        if ev.type == pygame.MOUSEMOTION and pos is not None:
            self.quiet.moved(pos)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and pos is not None:
            self.quiet.click(sc.input.topmost(pos, Hoverable, Clickable) if sc.input else None, pos)
            if sc.zoom is not None:
                box = sc.zoom.box(sc.app.renderer, sc.input.hovered if sc.input else None)
                pinned = sc.zoom.pinned is not None
                sc.zoom.toggle(None)    # a left click anywhere puts the large card away;
                if pinned and box is not None and pygame.FRect(box).collidepoint(pos):
                    return True         # on it (or its close button) it does nothing else
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3) and sc.busy()
                and not sc.session.is_over()):
            sc.finish_animations()      # the click then lands on the settled table
        if (ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and pos is not None
                and sc.input is not None and sc.input.dragging is not None):
            self.dropped(pos)
        self.refused.event(ev, pos)
        return False

    def dropped(self, pos) -> None:
        """A drop (the release of a drag) is a click where it lands: no hover zoom of what it
        was dropped on while the mouse rests there; and a move another seat played during the
        drag (its animation running) first finishes, so the drop lands on the settled table
        (the table re-described meanwhile keeps the drag while its target stays legal):
        play-test 12 lost a krystallium dropped on a lit slot as an AI move arrived."""
        sc = self.scene
        self.quiet.click(sc.input.topmost(pos, Hoverable, Clickable), pos)
        if sc.busy() and not sc.session.is_over():
            sc.finish_animations()
        self._missed = self._miss(pos)

    def _miss(self, pos) -> tuple | None:
        """A drop about to land on no target that takes it, away from where the dragged thing
        lay, while some target on the table would take it: (the toast before it,) so that the
        drop says where to go unless the game said why itself (``after_event``)."""
        inp = self.scene.input
        drag = esper.try_component(inp.dragging, Draggable) \
            if esper.entity_exists(inp.dragging) else None
        if drag is None or not drag.enabled or inp.topmost(pos, DropTarget, accepts=drag.payload):
            return None
        tf = esper.component_for_entity(inp.dragging, Transform)
        hx, hy = drag.home
        if abs(pos[0] - hx) <= tf.w / 2 and abs(pos[1] - hy) <= tf.h / 2:
            return None                 # put back where it lay: nothing to say
        return (self.scene.app.toast,) if inp.has_targets(drag.payload) else None

    def after_event(self, ev: pygame.event.Event) -> None:
        """After the scene's own input: a drop on no target, that the game did not explain,
        says where its targets are (play-test 13: a card dropped beside It's a Wonderful
        World's Construct zone snapped back without a word)."""
        missed, self._missed = self._missed, None
        sc = self.scene
        if (missed is not None and ev.type == pygame.MOUSEBUTTONUP and sc.my_turn()
                and sc.app.toast is missed[0]):
            self.refused.say(sc.t("why.drop_on_target"))

    def hud_click(self, tag: Hashable) -> bool:
        """The HUD's buttons; False for anything else (the table's own entities)."""
        sc = self.scene
        if tag == "menu":
            sc.app.audio.play("click")
            sc.on_back()
        elif tag == "undo":
            sc.undo()
        elif tag == "hint":
            sc.hints.toggle()
        else:
            return False
        return True
