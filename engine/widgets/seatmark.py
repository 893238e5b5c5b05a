"""A seat's marker: its colour AND its shape (engine.theme.SEAT_SHAPES), so players can be told
apart without colour vision (circle, square, triangle, diamond, star; see tools/colourblind.py).

``draw_seat_mark(r, cx, cy, rad, color)`` draws the shape that goes with a seat colour; the
``marker`` widget (engine.widgets.counter) draws with it, so an entity of kind ``marker`` with a
seat ``color`` is a seat marker.
"""
from __future__ import annotations

import math

from engine import theme
from engine.render import Renderer


def shape_points(shape: str, cx: float, cy: float, rad: float) -> list[tuple[float, float]] | None:
    """The outline of ``shape`` fitting a circle of ``rad`` (None: a circle)."""
    if shape == "square":
        k = rad * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx + rad * 1.08 * math.cos(math.radians(a)),
                 cy + rad * 0.12 + rad * 1.08 * math.sin(math.radians(a))) for a in (-90, 30, 150)]
    if shape == "diamond":
        k = rad * 1.08
        return [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
    if shape == "star":
        pts = []
        for i in range(10):
            a = math.radians(-90 + i * 36)
            rr = rad * (1.12 if i % 2 == 0 else 0.5)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    return None


def _shade(color, f: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * f))) for c in color[:3])


def draw_seat_mark(r: Renderer, cx: float, cy: float, rad: float, color, shape: str | None = None,
                   alpha: int = 255, shadow: bool = True) -> None:
    """The seat marker centred at (cx, cy), about ``rad`` canvas px in radius: a dark edge, the
    colour, a highlight; its shape is the seat colour's unless ``shape`` is given."""
    shape = shape or theme.seat_shape(color)
    edge, fill = _shade(color, 0.45), tuple(color[:3])
    a = max(0, min(255, int(alpha)))
    pts = shape_points(shape, cx, cy, rad)
    if pts is None:
        if shadow:
            r.circle(cx + 2, cy + 3, rad, (0, 0, 0, min(110, a)))
        r.circle(cx, cy, rad, (*edge, a))
        r.circle(cx, cy, rad * 0.8, (*fill, a))
        r.circle(cx - rad * 0.25, cy - rad * 0.3, rad * 0.25, (255, 255, 255, min(120, a)))
        return
    if shadow:
        r.polygon([(x + 2, y + 3) for x, y in pts], (0, 0, 0, min(110, a)))
    r.polygon(pts, (*edge, a))
    inner = [(cx + (x - cx) * 0.78, cy + (y - cy) * 0.78) for x, y in pts]
    r.polygon(inner, (*fill, a))

