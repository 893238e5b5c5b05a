"""Six-faced dice: a die that tumbles and lands on the rolled face, and the six faces as a net.

A face is plain data: ``{"icon": "gold", "n": 3}`` (an icon with an amount), ``{"text": "x3"}``,
``{"pips": 4}``, several icons ``{"icons": [("gold", 2), ("moon", 1)], "join": "+"}`` ("/" for a
choice) or an image ``{"art": "game/x.svg"}``; ``"tint"`` recolours one face; a die is six
faces and the index shown::

    EntitySpec("die:0.light", "die", x, y, 96, 96, params=die_params(faces, face=2))
    roll(ent, face=5)        # tumble (spin, bounce) and land on face 5

Tumbling is a tween of the Transform's ``angle`` (two turns) and ``y`` (a bounce); while the
angle is not a whole turn the painter shows faces cycling, so the landing face appears as the
spin stops.  ``EntitySpec("die:0.net", "die_net", ...)`` draws the six faces unfolded as a
cross, the face on top highlighted (Dice Forge shows what a die can roll this way).
"""
from __future__ import annotations

from typing import Any, Sequence

import esper
import pygame

from engine import theme
from engine.ecs.components import Transform, Visual
from engine.ecs.painters import PaintCtx
from engine.ecs.processors import tween_to
from engine.render import Renderer
from engine.widgets.icons import draw_icon
from engine.widgets.text import composed, report_composed

NET = ((0, 1), (1, 0), (1, 1), (1, 2), (1, 3), (2, 1))   # (row, col) of faces 0..5 in a cross
PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die_params(faces: Sequence[dict[str, Any]], face: int = 0, color=(245, 238, 220),
               **extra: Any) -> dict[str, Any]:
    if len(faces) != 6:
        raise ValueError(f"a die has 6 faces, not {len(faces)}")
    return {"faces": tuple(dict(f) for f in faces), "face": int(face), "color": tuple(color), **extra}


def draw_die_face(r: Renderer, face: dict, x: float, y: float, s: float, color,
                  highlight: bool = False) -> None:
    """One face in the square (x, y, s)."""
    rad = s * 0.18
    edge = theme.GOLD if highlight else (70, 52, 40)
    color = face.get("tint", color)
    r.fill(x, y, s, s, tuple(max(0, v - 40) for v in color[:3]), rad)
    r.fill(x + s * 0.04, y + s * 0.03, s * 0.92, s * 0.9, color, rad * 0.9, max(1.0, s * 0.03), edge)
    cx, cy = x + s / 2, y + s * 0.48
    if "pips" in face:
        for dx, dy in PIPS.get(int(face["pips"]), []):
            r.circle(cx + dx * s * 0.25, cy + dy * s * 0.25, s * 0.085, (40, 30, 24))
    elif "icon" in face:
        draw_icon(r, face["icon"], cx - (s * 0.06 if face.get("n") else 0), cy, s * 0.56,
                  face.get("n"))
    elif "icons" in face:
        draw_icons_face(r, face["icons"], face.get("join", "+"), cx, cy, s)
    elif "art" in face:
        a = s * 0.7
        if not r.image(face["art"], cx - a / 2, cy - a / 2, a, a):
            r.text(str(face.get("text", "?")), cx, cy, s * 0.4, (40, 30, 24), "black", "center")
    elif "text" in face:
        r.text(str(face["text"]), cx, cy, max(s * 0.4, r.min_size), (40, 30, 24), "black",
               "center", max_width=s * 0.9)


def draw_icons_face(r: Renderer, icons, join: str, cx: float, cy: float, s: float) -> None:
    """Several resource icons on one face (``{"icons": [("gold", 2), ("moon", 1)]}``): one big,
    two side by side, three in a triangle, four in a square; ``join="/"`` marks a choice."""
    n = len(icons)
    if n == 1:
        name, k = icons[0]
        draw_icon(r, name, cx - (s * 0.06 if k else 0), cy, s * 0.56, k)
        return
    size = s * (0.36 if n == 2 else 0.3)
    d = s * 0.2
    spots = {2: [(-d, 0), (d, 0)], 3: [(0, -d * 0.95), (-d, d * 0.8), (d, d * 0.8)],
             4: [(-d, -d), (d, -d), (-d, d), (d, d)]}.get(n, [(0, 0)] * n)
    for (name, k), (dx, dy) in zip(icons, spots):
        draw_icon(r, name, cx + dx - (size * 0.08 if k else 0), cy + dy, size, k)
    if join == "/":
        r.text("/", cx, cy + (d * 0.3 if n == 3 else 0), max(s * 0.26, r.min_size), (90, 60, 40),
               "black", "center")


def shown_face(p: dict, angle: float) -> int:
    """The face index to draw: the rolled one at rest, cycling while the die spins."""
    spin = angle % 360
    if abs(spin) < 1e-6:
        return int(p.get("face", 0))
    return (int(p.get("face", 0)) + 1 + int(angle // 47)) % 6


def paint_die(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    s = min(t.w, t.h) * t.scale
    k = shown_face(p, t.angle)
    faces = p["faces"]
    color = p.get("color", (245, 238, 220))
    spinning = abs(t.angle % 360) > 1e-6
    r.fill(t.x - s / 2 + s * 0.06, t.y - s / 2 + s * 0.1, s, s, (0, 0, 0, 80), s * 0.18,
           alpha=int(t.alpha))
    if p.get("selected"):
        r.fill(t.x - s / 2 - 8, t.y - s / 2 - 8, s + 16, s + 16, (*theme.GOLD, 220), s * 0.22)
    if not spinning:
        draw_die_face(r, faces[k], t.x - s / 2, t.y - s / 2, s, color, p.get("selected", False))
        return
    px = max(8, round(s * r.scale))
    side = px / r.scale
    key = ("die_face", repr(faces[k]), tuple(color), px)
    face = composed(r, key, side, side, lambda off: draw_die_face(off, faces[k], 0, 0, side, color))
    surf = pygame.transform.rotozoom(face, -(t.angle % 360), 1.0)
    sx, sy = r.to_screen((t.x, t.y))
    r.blit(surf, (sx - surf.get_width() // 2, sy - surf.get_height() // 2), int(t.alpha))
    report_composed(r, key, face, face.get_rect(center=(sx, sy)))


def paint_die_net(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """Six faces as a cross 4 wide and 3 high inside the entity's box."""
    x, y, w, h = t.rect
    s = min(w / 4, h / 3)
    ox, oy = t.x - 2 * s, t.y - 1.5 * s
    color = p.get("color", (245, 238, 220))
    for i, (row, col) in enumerate(NET):
        on = i == p.get("face")
        draw_die_face(r, p["faces"][i], ox + col * s + 2, oy + row * s + 2, s - 4, color, on)
        if on:
            r.outline(ox + col * s, oy + row * s, s, s, theme.GOLD, 3, s * 0.2)


def roll(ent: int, face: int, duration: float = 0.9, height: float = 70.0) -> None:
    """Tumble the die entity and land it on ``face``: two turns of spin easing out, a drop with
    a bounce.  The rolled face is already in its params; it shows when the spin ends."""
    tf = esper.component_for_entity(ent, Transform)
    vis = esper.component_for_entity(ent, Visual)
    vis.params = {**vis.params, "face": int(face)}
    ground = tf.y
    tf.angle = 0.0
    tf.y = ground - height
    tween_to(ent, duration, "out_cubic", angle=720.0)
    tween_to(ent, duration * 0.8, "out_bounce", y=ground)
