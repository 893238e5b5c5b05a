"""Pictures composed ahead: while a move animates, the pictures of the table it will settle on.

The frame a move settles in is the busiest of the move: the table is reconciled, the still
layer repainted where things changed, and every entity that comes to rest with a new look (a
die showing its new face, a resource bar with its new count, a Sanctuary face dimmed for the
next player) has its picture composed (engine/ecs/pictures.py) — 0.2-0.4 ms each, 2-4 ms in a
Dice Forge hand-over.  A table scene that describes the settled table ahead (scenes/game_base.py
``describe_ahead``) hands its specs here in frames with time to spare, and each still entity's
picture is composed as it will look at rest there, unhovered.  A picture is a function of the
look and the sub-pixel offset it is keyed by, so one composed ahead is the one the settle's frame
would have composed: the pixels are the same, only the work moved.  A guess that misses (the
mouse rests on it, the table changes meanwhile) leaves a picture unused, nothing else.
"""
from __future__ import annotations

import time
from typing import Iterator

from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx
from engine.render import Renderer


def prepare_pictures(render, specs: Iterator, deadline: float) -> bool:
    """Compose, until ``deadline`` (perf_counter), the pictures of the entities ``specs``
    (``EntitySpec``s, engine/ecs/table.py) will show at rest, for the render processor
    ``render``; taken from the iterator one by one (the next call goes on).  True once they
    are all done."""
    if Renderer.probe is not None:
        return True                     # a test measuring text sizes sees every painter run
    for spec in specs:
        painter = render.painters.get(spec.kind)
        if painter is None or not spec.visible:
            continue
        value = spec.params.get("value")
        tf = Transform(spec.x, spec.y, spec.w, spec.h, spec.angle,
                       value=float(value) if isinstance(value, (int, float)) else None)
        ctx = PaintCtx(enabled=spec.enabled if spec.click is not None else True,
                       clock=render.time, tr=render.tr)

        def paint(painter=painter, tf=tf, params=spec.params, ctx=ctx) -> bool:
            painter(render.renderer, tf, params, ctx)
            return not ctx.used_time
        render.pictures.prepare(render.renderer, render.look(spec.kind, spec.params, tf, ctx),
                                tf.x, tf.y, tf.w, tf.h, paint)
        if time.perf_counter() >= deadline:
            return False
    return True
