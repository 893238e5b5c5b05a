"""Where the render processor's still layer must be painted again, and when new entities can
simply be painted over it.

A change to a few still entities (a card lands, counters tick, the dice of a roll come back to
rest) repaints only the areas they covered and cover now.  Those areas are gathered into a few
clip rects: areas that touch or lie close together become one rect, so a row of counters is
one repaint and two changes at opposite ends of the table are two small ones, not one rect
spanning the table.  Entities that only appeared (nothing went, nothing else changed) and that
no older still entity above them overlaps are painted straight over the layer, in z order: the
pixels are those of a repaint, without painting the table under them again.

Putting the layer on the screen each frame is one blit of the whole window, unless the screen
still holds last frame's picture: then only what was drawn over the layer last frame (live
entities, the log, the banner, tooltips: every Renderer primitive records its area) and what
changed in the layer are put back (``Shown``).
"""
from __future__ import annotations

from typing import Iterable

import pygame

GAP = 24            # areas closer than this merge into one clip rect


def merge_areas(areas: Iterable, bounds: pygame.Rect,
                max_rects: int) -> list[pygame.Rect]:
    """The areas (rects or (x, y, w, h); grown by a pixel each side, cut to ``bounds``) as disjoint-ish clip rects:
    any two that overlap or lie within ``GAP`` of each other are merged into their union, with
    the gap widened until at most ``max_rects`` remain."""
    rects = [pygame.Rect(a).inflate(2, 2).clip(bounds) for a in areas if a]
    rects = [a for a in rects if a.w > 0 and a.h > 0]
    gap = GAP
    while True:
        out: list[pygame.Rect] = []
        for a in rects:
            i = a.inflate(gap, gap).collidelist(out)
            while i != -1:
                a = a.union(out.pop(i))
                i = a.inflate(gap, gap).collidelist(out)
            out.append(a)
        if len(out) <= max_rects:
            return out
        rects, gap = out, gap * 2


def paints_on_top(order: list[int], new: set[int], areas: dict[int, pygame.Rect | None]) -> bool:
    """Whether painting the ``new`` entities over a layer that holds the others gives the pixels
    of a repaint: no other entity later in ``order`` (z order) overlaps a new one's area."""
    later: list[pygame.Rect] = []           # areas of the older entities above, so far
    for ent in reversed(order):
        area = areas.get(ent)
        if ent in new:
            if area is not None and later and area.collidelist(later) != -1:
                return False
        elif area is not None:
            later.append(area)
    return True


class Shown:
    """The still layer as last put on the screen, and every area drawn over it since.

    ``put`` brings the screen back to the layer: only those areas and the layer's changed
    ``areas`` when the screen holds what this layer put there (the same surface, and no other
    layer drawn on the renderer since: ``Renderer.layers`` counts them), else the whole layer.
    From then on every Renderer primitive records its area in ``drawn`` until the next ``put``.
    Anything drawn on the screen must go through the Renderer, as everything does."""

    MAX_RECTS = 12

    def __init__(self) -> None:
        self.screen: pygame.Surface | None = None
        self.turn = -1
        self.drawn: list = []
        self.partial = 0                    # frames put back by areas (tests)

    def put(self, r, cache: pygame.Surface, areas: list | None) -> None:
        screen = r.surface
        r.layers += 1
        if (areas is None or self.screen is not screen or self.turn != r.layers - 1
                or screen.get_size() != cache.get_size()):
            screen.blit(cache, (0, 0))
        else:
            self.partial += 1
            for rect in merge_areas(self.drawn + areas, screen.get_rect(), self.MAX_RECTS):
                screen.blit(cache, rect, rect)
        self.screen, self.turn = screen, r.layers
        self.drawn = r.extent = []

    def forget(self) -> None:
        """The next ``put`` puts the whole layer on the screen."""
        self.screen = None


def swept_box(tf, tweens, m: float) -> tuple[float, float, float, float]:
    """The area (x0, y0, x1, y1) an entity (its ``Transform``) covers now and until its tweens
    end, widened by ``m`` each side (stable while it moves, so the still layer is not repainted
    every frame of a flight)."""
    xs, ys = [tf.x], [tf.y]
    scale = tf.scale
    for t in tweens:
        if t.attr == "x":
            xs += (t.start, t.end)
        elif t.attr == "y":
            ys += (t.start, t.end)
        elif t.attr == "scale":
            scale = max(scale, t.start, t.end)
    hw, hh = tf.w * scale / 2 + m, tf.h * scale / 2 + m
    if int(tf.angle) % 180 == 90 or any(t.attr == "angle" for t in tweens):
        hw = hh = max(hw, hh)
    return (min(xs) - hw, min(ys) - hh, max(xs) + hw, max(ys) + hh)
