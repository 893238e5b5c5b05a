"""Moving entities from pictures (``Pictures`` with ``snap``): a card in flight keeps its look,
so it is put from one picture of its look where it lands, at whole pixels and scaled to its
size now, instead of every painter primitive every frame of the flight.  One whose look changes
as it goes (a fade, a flip, a growing pop-in, a particle) is painted directly.  Any moving one
that still looks and lies exactly as a kept still picture of it (the frame its move starts,
before its tweens have moved it) is put from that picture."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable

import esper

from engine.ecs.components import Particle, Transform, Tweens
from engine.ecs.painters import PaintCtx
from engine.ecs.pictures import Pictures
from engine.render import Renderer


def flight_size(ent: int, tf: Transform) -> tuple[float, float] | None:
    """The size (w, h) a moving entity lands at when its tweens change nothing but its place and
    its size in proportion (a card flying from a pile to a hand, a dragged piece); None when
    its look changes every frame."""
    if esper.has_component(ent, Particle):
        return None
    tw = esper.try_component(ent, Tweens)
    w, h = tf.w, tf.h
    for t in tw.items if tw else ():
        if t.attr in ("x", "y") or t.start == t.end:
            continue
        if t.attr == "w":
            w = t.end
        elif t.attr == "h":
            h = t.end
        else:
            return None
    if (w, h) == (tf.w, tf.h):
        return w, h
    if min(w, h, tf.w, tf.h) <= 0 or abs(w * tf.h / (h * tf.w) - 1) > 0.05:
        return None                 # squeezed (a flip) or grown from nothing
    return w, h


class MovingPaint:
    """Puts entities from their pictures, a moving one as above; remembers when each one's move
    was first seen, as the renderer's clock tells it (a frame drawn twice is drawn alike)."""

    def __init__(self, pictures: Pictures) -> None:
        self.pictures = pictures
        self.since: dict[int, float] = {}

    def put(self, r: Renderer, painter: Callable, ent: int, tf: Transform, params: dict[str, Any],
            ctx: PaintCtx, look: tuple, now: float, moving: bool) -> None:
        """Paint the entity from its picture; a moving one directly (``ctx.moving`` set) when
        its look changes as it moves, in the frame its move starts (the busiest: its picture
        comes the next frame) or when no picture may be made of it."""
        def paint() -> bool:
            painter(r, tf, params, ctx)
            return not ctx.used_time
        if not moving:
            self.since.pop(ent, None)
            self.pictures.paint(r, look, tf.x, tf.y, tf.w * tf.scale, tf.h * tf.scale, paint)
        elif self.pictures.put_kept(r, look, tf.x, tf.y, tf.w * tf.scale, tf.h * tf.scale):
            self.since.setdefault(ent, now)     # as it looked when still: its kept picture
        elif self._fading(r, painter, ent, tf, params, ctx, look):
            pass
        elif not self._moving(r, painter, ent, tf, params, ctx, look, now):
            ctx.moving = True
            painter(r, tf, params, ctx)

    ALPHA = 6       # where a look (engine/ecs/processors.py ``_paint``) holds the alpha

    def _fading(self, r: Renderer, painter: Callable, ent: int, tf: Transform,
                params: dict[str, Any], ctx: PaintCtx, look: tuple) -> bool:
        """An entity whose only tween is its alpha (fading in or out, in place) is put from
        the picture of its look at full alpha, made that transparent as one layer: a card
        leaving fades from the picture it was still from, one coming composes it once (and
        lands on it).  False when its picture may not be made (too large): painted."""
        tw = esper.try_component(ent, Tweens)
        if (tw is None or not tw.items or esper.has_component(ent, Particle)
                or any(t.attr != "alpha" for t in tw.items) or not 0 < tf.alpha < 255):
            return False
        full = replace(tf, alpha=255.0)

        def paint() -> bool:
            painter(r, full, params, ctx)
            return not ctx.used_time
        return self.pictures.paint(r, look[:self.ALPHA] + (255.0,) + look[self.ALPHA + 1:],
                                   tf.x, tf.y, tf.w * tf.scale, tf.h * tf.scale, paint,
                                   alpha=tf.alpha)

    def _moving(self, r: Renderer, painter: Callable, ent: int, tf: Transform,
                params: dict[str, Any], ctx: PaintCtx, look: tuple, now: float) -> bool:
        size = flight_size(ent, tf)
        if size is None:
            return False
        if len(self.since) > 4096:          # entities deleted on their way
            self.since.clear()
        if self.since.setdefault(ent, now) == now:
            return False
        shape = tf if size == (tf.w, tf.h) else replace(tf, w=size[0], h=size[1])

        def paint() -> bool:
            painter(r, shape, params, ctx)
            return not ctx.used_time
        return self.pictures.paint(r, look[:2] + size + look[4:], tf.x, tf.y,
                                   size[0] * tf.scale, size[1] * tf.scale, paint, snap=True,
                                   fit=(tf.w * tf.scale, tf.h * tf.scale))
