"""Counters and resource tracks.

* ``counter``: an icon and a number that counts up (or down) to its new value when it changes;
  the keyed table tweens the Transform's ``value`` whenever ``params["value"]`` changes.
  ``pop_gain`` adds the "+3 gold" that rises from it.
* ``track``: a numbered resource track (0..max) with coloured markers; markers may instead be
  separate keyed entities (``kind="marker"``) placed with ``track_pos`` so they slide when the
  value changes.
"""
from __future__ import annotations

from typing import Any, Sequence

import esper

from engine import theme
from engine.ecs.components import Lifetime, Transform, Visual, Z
from engine.ecs.painters import PaintCtx
from engine.ecs.processors import tween_to
from engine.render import Renderer
from engine.widgets.icons import draw_icon


def counter_params(icon: str, value: int, label: str = "", limit: int | None = None) -> dict:
    return {"icon": icon, "value": int(value), "label": label, "limit": limit}


def paint_counter(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    a = int(t.alpha)
    shown = round(t.value) if t.value is not None else p.get("value", 0)
    counting = shown != p.get("value", 0)
    r.fill(x, y, w, h, (30, 24, 20, 225), h * 0.3, 2,
           theme.GOLD if counting else theme.PANEL_EDGE, a)
    isz = h * 0.78
    draw_icon(r, p.get("icon", "any"), x + h * 0.5, t.y, isz)
    txt = str(shown) if p.get("limit") is None else f"{shown}/{p['limit']}"
    size = h * (0.62 if not counting else 0.7)
    r.text(txt, x + h + 4, t.y, size, theme.GOLD if counting else theme.TEXT, "black", "midleft",
           max_width=w - h - 10, alpha=a)
    if p.get("label"):
        r.text(p["label"], t.x, y - 4, 18, theme.TEXT_DIM, "semibold", "midbottom",
               max_width=w + 30, shadow=True, alpha=a)


def paint_gain(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A rising "+3 [gold]" pop-up."""
    a = int(t.alpha)
    text = p["text"]
    size = p.get("size", 44) * t.scale
    tw = r.text_size(text, size, "black")[0]
    isz = size * 1.05 if p.get("icon") else 0
    left = t.x - (tw + isz + 6) / 2
    r.text(text, left, t.y, size, p.get("color", theme.GOLD), "black", "midleft", shadow=True,
           alpha=a)
    if p.get("icon"):
        draw_icon(r, p["icon"], left + tw + 6 + isz / 2, t.y, isz, alpha=a)


def pop_gain(x: float, y: float, amount: int, icon: str | None = None, z: float = 900,
             rise: float = 90.0, size: float = 44) -> int:
    """A "+3 gold" that rises from (x, y) and fades; deletes itself."""
    text = f"+{amount}" if amount >= 0 else str(amount)
    color = theme.GOLD if amount >= 0 else theme.DANGER
    ent = esper.create_entity(Transform(x, y, 10, 10, scale=0.6), Z(z),
                              Visual("gain", {"text": text, "icon": icon, "color": color,
                                              "size": size}),
                              Lifetime(1.3))
    tween_to(ent, 0.25, "out_back", scale=1.0)
    tween_to(ent, 1.0, "out_cubic", delay=0.1, y=y - rise)
    tween_to(ent, 0.4, "in_quad", delay=0.85, alpha=0.0)
    return ent


def gain_size(amount: int, icon: str | None, size: float = 44) -> tuple[float, float]:
    """About how wide and tall a floating gain is drawn (canvas px, digits ~0.62 em)."""
    text = f"+{amount}" if amount >= 0 else str(amount)
    return len(text) * size * 0.62 + (size * 1.05 + 6 if icon else 0), size * 1.1


def pop_gain_beside(rect: tuple[float, float, float, float], amount: int,
                    icon: str | None = None, side: str = "right", nth: int = 0,
                    size: float = 44, rise: float = 16.0, gap: float = 8.0) -> int:
    """A floating gain beside ``rect`` (x, y, w, h: the value it changes, or the panel that
    shows it), never over it: on its ``side`` ("right" / "left", or "below"), level with it and
    rising only a little, so it covers no title or number of what it changes (a gain floating
    up from the middle of a card covered its title).  ``nth``: several gains of one moment
    stack downwards."""
    x, y, w, h = rect
    gw, gh = gain_size(amount, icon, size)
    if side == "below":         # under its left end, rising towards it but not onto it
        cx, cy = x + gw / 2, y + h + gap + gh / 2 + nth * gh
        return pop_gain(cx, cy, amount, icon, rise=min(rise, gap), size=size)
    cx = x + w + gap + gw / 2 if side == "right" else x - gap - gw / 2
    cy = y + h / 2 + nth * gh
    return pop_gain(cx, cy, amount, icon, rise=rise, size=size)


def track_pos(x: float, y: float, w: float, h: float, lo: int, hi: int, value: float,
              vertical: bool = False) -> tuple[float, float]:
    """Centre of the space for ``value`` on a track drawn in the box (x, y, w, h)."""
    n = hi - lo + 1
    k = max(lo, min(hi, value)) - lo
    if vertical:
        cell = h / n
        return (x + w / 2, y + h - (k + 0.5) * cell)
    cell = w / n
    return (x + (k + 0.5) * cell, y + h / 2)


def track_params(lo: int, hi: int, icon: str = "", markers: Sequence[dict[str, Any]] = (),
                 every: int = 5, label: str = "") -> dict:
    """``markers``: ``[{"value": 4, "color": (r, g, b)}, ...]`` drawn on the track (several on one
    space sit side by side); leave empty when markers are their own entities."""
    return {"lo": lo, "hi": hi, "icon": icon, "markers": tuple(dict(m) for m in markers),
            "every": every, "label": label}


def paint_track(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    lo, hi = p["lo"], p["hi"]
    n = hi - lo + 1
    cell = w / n
    r.fill(x - 6, y - 6, w + 12, h + 12, (30, 24, 20, 225), 12, 2, theme.PANEL_EDGE)
    for k in range(n):
        v = lo + k
        major = p.get("every") and v % p["every"] == 0
        col = (92, 76, 60) if not major else (126, 100, 66)
        r.fill(x + k * cell + 1.5, y, cell - 3, h, col, 6)
        if major or n <= 12:
            r.text(str(v), x + (k + 0.5) * cell, y + h - 4, min(20, cell * 0.5), theme.TEXT_DIM,
                   "semibold", "midbottom")
    if p.get("icon"):
        draw_icon(r, p["icon"], x - h * 0.5 - 10, t.y, h * 0.9)
    if p.get("label"):
        r.text(p["label"], x, y - 10, 20, theme.TEXT, "semibold", "bottomleft", shadow=True)
    by_value: dict[int, list] = {}
    for m in p.get("markers", ()):
        by_value.setdefault(int(m["value"]), []).append(m)
    for v, ms in by_value.items():
        cx, cy = track_pos(x, y, w, h, lo, hi, v)
        for i, m in enumerate(ms):
            off = (i - (len(ms) - 1) / 2) * min(cell * 0.4, 14)
            paint_marker_at(r, cx + off, cy - h * 0.12, min(cell, h) * 0.34, m.get("color", theme.GOLD))


def paint_marker_at(r: Renderer, cx: float, cy: float, rad: float, color) -> None:
    """A player's marker on a track: its seat colour and that colour's shape (colour-blind safe)."""
    from engine.widgets.seatmark import draw_seat_mark
    draw_seat_mark(r, cx, cy, rad, color)


def paint_marker(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    paint_marker_at(r, t.x, t.y, min(t.w, t.h) / 2 * t.scale, p.get("color", theme.GOLD))
