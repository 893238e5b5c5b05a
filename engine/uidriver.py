"""Drive the running app with real pygame mouse events, as a player would (tests, bench, docs).

Targets are found by the ``Name`` of an entity in the top scene; their canvas centre is mapped
to window pixels through the renderer and events are posted to pygame's queue, so the whole
input path (event -> canvas mapping -> hit test -> scene) is exercised.
"""
from __future__ import annotations

import time

from typing import Callable

import esper
import pygame

from engine.ai import workers
from engine.app import STEP, App
from engine.ecs.components import Transform
from engine.render import Renderer


class UIError(AssertionError):
    pass


class UIDriver:
    """``lazy``: only the frames the caller can look at are drawn -- the last one of each call
    (``frames``, ``wait``, ``click``...), every one while a ``TextProbe`` records
    (``Renderer.probe``); the others run their events, update and idle time as before, undrawn
    (a test's screen tests spent most of their time drawing frames nobody saw).  Off, every
    frame is drawn, as in the app's own loop (the bench, tools measuring frames)."""

    AI_WAIT_S = 0.02

    def __init__(self, app: App, patience_s: float = 0.0, lazy: bool = False) -> None:
        self.app = app
        # ``wait`` runs at least this long before it gives up: a condition another thread or
        # process makes true (a network message) is not bound to a number of frames
        self.patience_s = patience_s
        self.lazy = lazy
        self.undrawn = False        # the last frame ran without drawing

    # -- frames ---------------------------------------------------------------------------------
    def frames(self, n: int = 1, look: bool = True) -> None:
        """Run ``n`` frames; ``look=False``: the caller does not look at the last one either
        (``look()`` draws it when it does).  After a frame left undrawn while an AI worker
        thinks, the driver waits up to ``AI_WAIT_S`` for its answer instead of running the next
        frame at once: an undrawn frame costs little wall time, and a test spinning through
        them took the CPU from the worker it was waiting for."""
        for k in range(n):
            draw = not self.lazy or Renderer.probe is not None or (look and k == n - 1)
            self.app.frame(STEP, draw=draw)
            self.undrawn = not draw
            if not draw:
                service = workers._SERVICE
                if service is not None:
                    service.wait(self.AI_WAIT_S)

    def look(self) -> None:
        """Draw and present the last frame if it ran undrawn: the window and what drawing works
        out (a banner's box, a toast's place) are then as that frame would have left them."""
        if self.undrawn:
            self.app.draw()
            self.app.window.flip()
            self.undrawn = False

    def wait(self, cond: Callable[[], bool], max_frames: int = 600) -> bool:
        """Run frames until ``cond()`` holds; UIError if it never does (after ``max_frames``
        frames and at least ``patience_s`` seconds)."""
        end = time.monotonic() + self.patience_s
        n = 0
        try:
            while n < max_frames or time.monotonic() < end:
                if cond():
                    return True
                self.frames(1, look=False)
                n += 1
            if cond():
                return True
        finally:
            self.look()
        raise UIError(f"condition not met after {n} frames")

    # -- looking --------------------------------------------------------------------------------
    @property
    def scene(self):
        return self.app.scenes.top

    def names(self) -> list[str]:
        return sorted(self.scene.named().keys())

    def has(self, name: str) -> bool:
        return self.scene.find(name) is not None

    def canvas_pos(self, name: str) -> tuple[float, float]:
        ent = self.scene.find(name)
        if ent is None:
            raise UIError(f"no entity named {name!r} on screen; have: {self.names()[:40]}")
        tf = esper.component_for_entity(ent, Transform)
        return (tf.x, tf.y)

    def pos(self, name: str) -> tuple[int, int]:
        return self.app.renderer.to_screen(self.canvas_pos(name))

    # -- acting ---------------------------------------------------------------------------------
    def _post(self, etype: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(etype, **attrs))

    def move_to(self, pos: tuple[int, int], frames: int = 1) -> None:
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(frames)

    def click_at(self, pos: tuple[int, int], button: int = 1) -> None:
        # a player aiming at a button comes from elsewhere (a button that changed under a
        # still mouse waits a moment: engine/ecs/click_guard.py)
        self._post(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(1, look=False)
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.frames(1, look=False)
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames(1)

    def click(self, name: str, button: int = 1) -> None:
        self.click_at(self.pos(name), button)

    def hover(self, name: str, frames: int = 2) -> None:
        self.move_to(self.pos(name), frames)

    def drag(self, src: str, dst: str, steps: int = 6) -> None:
        a, b = self.pos(src), self.pos(dst)
        self._post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(1, look=False)
        self._post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
        self.frames(1, look=False)
        for k in range(1, steps + 1):
            p = (round(a[0] + (b[0] - a[0]) * k / steps), round(a[1] + (b[1] - a[1]) * k / steps))
            self._post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            self.frames(1, look=False)
        self._post(pygame.MOUSEBUTTONUP, pos=b, button=1)
        self.frames(1)

    def wheel(self, name: str, dy: int = 1) -> None:
        self._post(pygame.MOUSEMOTION, pos=self.pos(name), rel=(0, 0), buttons=(0, 0, 0))
        self.frames(1, look=False)
        self._post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
        self.frames(1)

    def key(self, key: int, mod: int = 0) -> None:
        self._post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.frames(1)
