"""Reusable motion effects built from tweens: flip, fly along a path, deal, shake; ``show``
for a step that changes how an entity looks.

Each works on any entity with a Transform (a card, a tile, a die) and only queues tweens, so the
still-layer cache, the animation speed setting and ``is_animating()`` all apply to them.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

import esper

from engine.ecs.components import Transform, Tween, Tweens, Visual
from engine.ecs.easing import ease
from engine.ecs.processors import tween_to


def _tweens(ent: int) -> Tweens:
    tw = esper.try_component(ent, Tweens)
    if tw is None:
        tw = Tweens()
        esper.add_component(ent, tw)
    return tw


def flip(ent: int, params: dict[str, Any] | None = None, kind: str | None = None,
         duration: float = 0.32, on_done: Callable[[], None] | None = None) -> None:
    """Turn the entity over: it narrows to an edge, takes ``params`` (e.g. ``face_up=True``)
    and widens back.  Without ``params`` it toggles ``face_up``."""
    tf = esper.component_for_entity(ent, Transform)
    vis = esper.component_for_entity(ent, Visual)
    width = tf.w
    new = dict(params) if params is not None else {**vis.params,
                                                   "face_up": not vis.params.get("face_up", True)}

    def middle() -> None:
        if not esper.entity_exists(ent):
            return
        vis.params = new
        if kind:
            vis.kind = kind
        tween_to(ent, duration / 2, "out_quad", on_done=on_done, w=width)

    tween_to(ent, duration / 2, "in_quad", on_done=middle, w=max(0.5, width * 0.02))


def show(ent: int, **params: Any) -> None:
    """A step of a move's sequence changes how an entity looks for the rest of the move (a net
    face lights up, a counter jumps, a tile turns): the entity takes a new params dict with
    ``params`` over its own (the dict the table's reconciler last gave it is never written
    into).  The reconcile after the move puts the described look back; steps never change what
    an entity *is* — that is the description's."""
    if not esper.entity_exists(ent):
        return
    vis = esper.component_for_entity(ent, Visual)
    vis.params = {**vis.params, **params}


def path_points(start: tuple[float, float], end: tuple[float, float], arc: float = 0.25,
                steps: int = 8) -> list[tuple[float, float]]:
    """Points of a gentle arc from ``start`` to ``end`` (a quadratic curve bowed by ``arc`` of
    the distance, upwards on screen) — the default flight of a card or a tile."""
    (x0, y0), (x1, y1) = start, end
    dist = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2 - dist * arc
    pts = []
    for i in range(1, steps + 1):
        t = i / steps
        pts.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
                    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1))
    return pts


def fly(ent: int, points: Sequence[tuple[float, float]], duration: float = 0.5,
        ease_name: str = "in_out_cubic", delay: float = 0.0,
        on_done: Callable[[], None] | None = None, **end: float) -> None:
    """Fly through ``points`` (the last is the destination) in ``duration`` seconds, eased as a
    whole; ``end`` attributes (w=, h=, angle=, alpha=) tween alongside over the whole flight."""
    tf = esper.component_for_entity(ent, Transform)
    tw = _tweens(ent)
    tw.items = [i for i in tw.items if i.attr not in ("x", "y", *end)]
    n = len(points)
    if n == 0:
        return
    # equal time per segment on the eased clock: segment k covers eased progress k/n..(k+1)/n
    times = [0.0]
    for k in range(1, n + 1):
        lo, hi = 0.0, 1.0
        for _ in range(30):                      # invert the easing by bisection
            mid = (lo + hi) / 2
            if ease(ease_name, mid) < k / n:
                lo = mid
            else:
                hi = mid
        times.append(hi * duration)
    times[-1] = duration
    px, py = tf.x, tf.y
    for k, (x, y) in enumerate(points):
        d0, d1 = times[k], times[k + 1]
        last = k == n - 1
        for attr, a, b in (("x", px, x), ("y", py, y)):
            tw.items.append(Tween(attr, a, b, max(1e-4, d1 - d0), delay + d0, "linear",
                                  on_done=on_done if (last and attr == "x") else None))
        px, py = x, y
    for attr, value in end.items():
        tw.items.append(Tween(attr, getattr(tf, attr), value, duration, delay, ease_name))


def deal(ents: Iterable[int], origin: tuple[float, float], stagger: float = 0.08,
         duration: float = 0.4) -> None:
    """Deal entities from ``origin`` (a deck) to where they stand now, one after another."""
    for k, ent in enumerate(ents):
        tf = esper.component_for_entity(ent, Transform)
        x, y = tf.x, tf.y
        tf.x, tf.y = origin
        fly(ent, path_points(origin, (x, y), 0.12, 6), duration, delay=k * stagger)


def shake(ent: int, amplitude: float = 14.0, duration: float = 0.36, lead: float = 0.0) -> None:
    """Shake sideways and settle where it was (an illegal drop, a refused click).  ``lead``:
    seconds for the first swing (longer when it starts away from home, after a drop)."""
    tf = esper.component_for_entity(ent, Transform)
    tw = _tweens(ent)
    home = next((i.end for i in tw.items if i.attr == "x"), tf.x)
    tw.items = [i for i in tw.items if i.attr != "x"]
    offsets = [amplitude, -amplitude, amplitude * 0.6, -amplitude * 0.6, amplitude * 0.25, 0.0]
    step = duration / len(offsets)
    prev = tf.x
    t = 0.0
    for k, off in enumerate(offsets):
        d = max(step, lead) if k == 0 else step
        tw.items.append(Tween("x", prev, home + off, d, t, "in_out_quad"))
        prev = home + off
        t += d
