"""The surface a frame is drawn into.  At the minimum window size (800x450) or larger it is the
window's own; in a smaller window (a window manager that ignores ``minimum_size``, play-test 13
resized one to 500x300 and its labels overlapped, laid out for text readable at that size) the
frame is drawn at the minimum canvas scale into a surface of its own and scaled down into the
window, so the table is laid out as at 800x450, never smaller.  Mouse positions go through
``to_frame`` in the one place the app converts them."""
from __future__ import annotations

import math

import pygame

from engine.render import CANVAS_H, CANVAS_W

MIN_SCALE = 450 / CANVAS_H         # the canvas at 800x450


class Frame:
    def __init__(self) -> None:
        self.small: pygame.Surface | None = None     # the frame of a too small window
        self.window: tuple[int, int] = (0, 0)

    def target(self, window: pygame.Surface) -> pygame.Surface:
        """The surface to draw this frame into for the ``window``'s surface."""
        w, h = self.window = window.get_size()
        scale = min(w / CANVAS_W, h / CANVAS_H)
        if scale >= MIN_SCALE - 1e-9 or w <= 0 or h <= 0:
            self.small = None
            return window
        k = MIN_SCALE / scale
        size = (math.ceil(w * k), math.ceil(h * k))
        if self.small is None or self.small.get_size() != size:
            self.small = pygame.Surface(size)
        return self.small

    def to_frame(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A window position as a position on the frame's surface."""
        if self.small is None or not self.window[0] or not self.window[1]:
            return pos
        fw, fh = self.small.get_size()
        return (pos[0] * fw / self.window[0], pos[1] * fh / self.window[1])

    def present(self, window: pygame.Surface) -> None:
        """Put a frame drawn apart into the window, scaled down."""
        if self.small is not None and window.get_size() == self.window:
            pygame.transform.smoothscale(self.small, self.window, window)
