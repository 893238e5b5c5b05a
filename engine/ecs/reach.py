"""How far each entity paints past its rect, for the render processor's still / live split.

An entity that is not animating stays in the cached still layer unless it lies above a live
one it overlaps (the order of overlapping paint must not change).  Without knowing what a
painter covers, "overlaps" has to assume the most any painter reaches past its rect (``MARGIN``,
shadows and glows) on both entities; in Dice Forge's hand-over that took the whole Temple live
through a fading seat panel 20 pixels below its gardens (38 entities taken out of the layer,
put back from pictures every frame and painted back into it when the flights landed).

So each time the still layer paints an entity it notes how far the drawing went past the
entity's rect, with the entity's shape (kind, parameters, size, scale, angle, value, hover and
enabled state: what the drawing depends on besides its place and alpha).  While the shape is
the same the entity's box is its rect (or the path its place tweens sweep) widened by that
reach, plus a pixel for sub-pixel offsets; otherwise, or before it was ever painted, by
``MARGIN``.  An entity painted at any alpha covers the same pixels as at full alpha (a fade
is its picture made transparent), so a fade or a flight that keeps its size keeps its reach.
"""
from __future__ import annotations

from typing import Callable, Iterable

import pygame

from engine.ecs.components import Transform, Tween
from engine.render import Renderer

MARGIN = 24.0       # painters may draw this far outside an entity's rect (shadows, glows)
KEEPS_SHAPE = frozenset(("x", "y", "alpha"))     # tweens that move or fade it, nothing else


def swept_box(tf: Transform, tweens: Iterable[Tween], m: float | tuple[float, float, float, float]
              ) -> tuple[float, float, float, float]:
    """The area (x0, y0, x1, y1) an entity covers now and until its tweens end (stable while it
    moves, so the still layer is not repainted every frame of a flight), its rect widened by
    ``m`` (one margin, or the reach left, top, right, bottom)."""
    left, top, right, bottom = (m, m, m, m) if isinstance(m, (int, float)) else m
    xs, ys = [tf.x], [tf.y]
    scale = tf.scale
    turning = False
    for t in tweens:
        if t.attr == "x":
            xs += (t.start, t.end)
        elif t.attr == "y":
            ys += (t.start, t.end)
        elif t.attr == "scale":
            scale = max(scale, t.start, t.end)
        elif t.attr == "angle":
            turning = True
    hw, hh = tf.w * scale / 2, tf.h * scale / 2
    if int(tf.angle) % 180 == 90 or turning:
        hw = hh = max(hw, hh)
        left = top = right = bottom = max(left, top, right, bottom)
    return (min(xs) - hw - left, min(ys) - hh - top, max(xs) + hw + right,
            max(ys) + hh + bottom)


class Reach:
    """entity -> (its shape, how far its drawing went past its rect: left, top, right, bottom
    in canvas units), as the still layer last painted it."""

    LIMIT = 8192            # entities remembered (deleted ones are dropped when it is reached)

    def __init__(self) -> None:
        self._known: dict[int, tuple[tuple, tuple[float, float, float, float]]] = {}

    def clear(self) -> None:
        self._known.clear()

    def note(self, ent: int, shape: tuple, tf: Transform, area: pygame.Rect | None,
             r: Renderer) -> None:
        """``ent`` of ``shape`` at ``tf`` drew ``area`` (screen pixels; None: nothing)."""
        if area is None or tf.alpha < 255 or tf.angle % 360 or r.scale <= 0:
            self._known.pop(ent, None)      # nothing seen to go by (invisible, turned)
            return
        if len(self._known) >= self.LIMIT:
            self._known.clear()
        hw, hh = tf.w * tf.scale / 2, tf.h * tf.scale / 2
        s = r.scale
        slack = 1.0 / s + 1.0               # a pixel either way: sub-pixel offsets
        x0, y0 = (area.x - r.ox) / s, (area.y - r.oy) / s
        x1, y1 = (area.right - r.ox) / s, (area.bottom - r.oy) / s
        self._known[ent] = (shape, (max(0.0, tf.x - hw - x0) + slack,
                                    max(0.0, tf.y - hh - y0) + slack,
                                    max(0.0, x1 - tf.x - hw) + slack,
                                    max(0.0, y1 - tf.y - hh) + slack))

    def box(self, ent: int, shape: Callable[[], tuple] | None, tf: Transform,
            tweens: list[Tween]) -> tuple[float, float, float, float]:
        """The area ``ent`` may paint now and until its tweens end: by its known reach while
        it keeps the shape it was painted with (``shape()``, asked only when a reach is
        known), else (or ``shape`` None: one painted with the clock, whose drawing changes as
        it pulses) by ``MARGIN``."""
        known = self._known.get(ent)
        if (known is not None and shape is not None and not tf.angle % 360
                and all(t.attr in KEEPS_SHAPE for t in tweens) and known[0] == shape()):
            return swept_box(tf, tweens, known[1])
        return swept_box(tf, tweens, MARGIN)
