"""Resource icons by name: a coloured token with a glyph, drawn with the renderer's primitives
at any size (crisp at 1920x1080 and at 800x450).  A game may ship its own art as
``assets/art/ui/res/<name>.svg``; it is used instead when present.

Known names: gold, sun, moon, energy, material, science, food, gem, point, card, die, heart,
shield, crown, time, any.  Any other name is drawn as a token with its first letter, so new data
never crashes a painter.
"""
from __future__ import annotations

import math

from engine.render import Renderer

ICON_COLORS: dict[str, tuple[int, int, int]] = {
    "gold": (232, 182, 52), "sun": (244, 150, 46), "moon": (96, 150, 226),
    "energy": (228, 70, 60), "material": (130, 140, 150), "science": (70, 170, 120),
    "food": (120, 176, 64), "gem": (170, 90, 210), "point": (236, 196, 96),
    "card": (190, 150, 110), "die": (235, 228, 210), "heart": (214, 72, 96),
    "shield": (150, 60, 50), "crown": (236, 196, 96), "time": (140, 110, 200),
    "hammer": (120, 112, 128), "any": (200, 200, 200),
}
INK = (40, 28, 20)


def icon_color(name: str) -> tuple[int, int, int]:
    if name in ICON_COLORS:
        return ICON_COLORS[name]
    h = sum(map(ord, name)) % 360
    c = [int(150 + 70 * math.cos(math.radians(h + k * 120))) for k in range(3)]
    return (c[0], c[1], c[2])


def _star(cx, cy, ro, ri, n=5, rot=-90.0):
    pts = []
    for k in range(n * 2):
        a = math.radians(rot + k * 180 / n)
        r = ro if k % 2 == 0 else ri
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _glyph(r: Renderer, name: str, cx: float, cy: float, s: float) -> None:
    """The symbol inside the token (s = token radius)."""
    g = s * 0.55
    if name == "gold":
        r.circle(cx, cy, g, (255, 226, 120))
        r.circle(cx, cy, g, INK, max(1.0, s * 0.08))
        if r.legible(g * 1.5):            # on a tiny token the coin alone says gold
            r.text("$", cx, cy, g * 1.5, INK, "bold", "center")
    elif name in ("point", "crown"):
        r.polygon(_star(cx, cy, g * 1.05, g * 0.45), (255, 246, 210))
        r.polygon(_star(cx, cy, g * 1.05, g * 0.45), INK, max(1.0, s * 0.06))
    elif name == "sun":
        for k in range(8):
            a = math.radians(k * 45)
            r.line((cx + g * 0.6 * math.cos(a), cy + g * 0.6 * math.sin(a)),
                   (cx + g * 1.05 * math.cos(a), cy + g * 1.05 * math.sin(a)), (255, 240, 180),
                   max(1.0, s * 0.12))
        r.circle(cx, cy, g * 0.55, (255, 240, 180))
    elif name == "moon":
        r.circle(cx, cy, g, (235, 240, 255))
        r.circle(cx + g * 0.45, cy - g * 0.25, g * 0.85, icon_color("moon"))
    elif name == "energy":
        pts = [(-0.15, -1.0), (0.45, -1.0), (0.1, -0.15), (0.5, -0.15), (-0.3, 1.0),
               (-0.05, 0.15), (-0.45, 0.15)]
        r.polygon([(cx + x * g, cy + y * g) for x, y in pts], (255, 236, 150))
    elif name == "material":
        top = [(cx, cy - g), (cx + g, cy - g * 0.45), (cx, cy + g * 0.1), (cx - g, cy - g * 0.45)]
        r.polygon(top, (235, 235, 235))
        r.polygon([(cx - g, cy - g * 0.45), (cx, cy + g * 0.1), (cx, cy + g), (cx - g, cy + g * 0.45)],
                  (180, 186, 194))
        r.polygon([(cx + g, cy - g * 0.45), (cx, cy + g * 0.1), (cx, cy + g), (cx + g, cy + g * 0.45)],
                  (120, 126, 136))
    elif name == "science":
        r.polygon([(cx - g * 0.25, cy - g), (cx + g * 0.25, cy - g), (cx + g * 0.25, cy - g * 0.2),
                   (cx + g * 0.8, cy + g * 0.9), (cx - g * 0.8, cy + g * 0.9),
                   (cx - g * 0.25, cy - g * 0.2)], (230, 250, 240))
        r.polygon([(cx - g * 0.55, cy + g * 0.35), (cx + g * 0.55, cy + g * 0.35),
                   (cx + g * 0.8, cy + g * 0.9), (cx - g * 0.8, cy + g * 0.9)], (90, 200, 150))
    elif name == "food":
        r.circle(cx, cy + g * 0.1, g * 0.8, (230, 70, 60))
        r.line((cx, cy - g * 0.6), (cx + g * 0.3, cy - g), (90, 60, 30), max(1.0, s * 0.1))
    elif name == "gem":
        pts = [(cx - g, cy - g * 0.3), (cx - g * 0.5, cy - g * 0.8), (cx + g * 0.5, cy - g * 0.8),
               (cx + g, cy - g * 0.3), (cx, cy + g)]
        r.polygon(pts, (236, 200, 255))
        r.polygon(pts, INK, max(1.0, s * 0.05))
    elif name == "card":
        r.fill(cx - g * 0.6, cy - g * 0.85, g * 1.2, g * 1.7, (250, 244, 228), g * 0.15, 1.5, INK)
    elif name == "die":
        r.fill(cx - g * 0.8, cy - g * 0.8, g * 1.6, g * 1.6, (255, 255, 255), g * 0.3, 1.5, INK)
        for dx, dy in ((-0.4, -0.4), (0, 0), (0.4, 0.4)):
            r.circle(cx + dx * g, cy + dy * g, g * 0.14, INK)
    elif name == "heart":
        r.circle(cx - g * 0.4, cy - g * 0.25, g * 0.5, (255, 220, 230))
        r.circle(cx + g * 0.4, cy - g * 0.25, g * 0.5, (255, 220, 230))
        r.polygon([(cx - g * 0.88, cy - g * 0.05), (cx + g * 0.88, cy - g * 0.05), (cx, cy + g * 0.9)],
                  (255, 220, 230))
    elif name == "shield":
        r.polygon([(cx - g * 0.8, cy - g * 0.8), (cx + g * 0.8, cy - g * 0.8),
                   (cx + g * 0.7, cy + g * 0.2), (cx, cy + g), (cx - g * 0.7, cy + g * 0.2)],
                  (240, 226, 200))
    elif name == "hammer":
        r.line((cx - g * 0.75, cy + g * 0.85), (cx + g * 0.2, cy - g * 0.3), (214, 170, 110),
               max(2.0, s * 0.2))
        hx, hy, k = cx + g * 0.3, cy - g * 0.4, 0.7071   # the head, across the handle
        r.polygon([(hx + (a * 0.65 + b * 0.28) * k * g, hy + (a * 0.65 - b * 0.28) * k * g)
                   for a, b in ((1, 1), (1, -1), (-1, -1), (-1, 1))], (235, 235, 240))
    elif name == "time":
        r.circle(cx, cy, g, (245, 240, 255))
        r.line((cx, cy), (cx, cy - g * 0.7), INK, max(1.0, s * 0.08))
        r.line((cx, cy), (cx + g * 0.5, cy), INK, max(1.0, s * 0.08))
    else:
        label = "?" if name == "any" else name[:1].upper()
        if r.legible(s * 1.1):
            r.text(label, cx, cy, s * 1.1, (255, 255, 255), "bold", "center")
        else:
            r.circle(cx, cy, s * 0.3, (255, 255, 255))


def draw_icon(r: Renderer, name: str, cx: float, cy: float, size: float,
              n: int | str | None = None, alpha: int = 255) -> None:
    """A resource token of diameter ``size`` centred at (cx, cy); ``n`` is printed on it
    (a cost of 3 gold is one gold token with "3")."""
    s = size / 2
    if not r.image(f"ui/res/{name}.svg", cx - s, cy - s, size, size, alpha=alpha):
        col = icon_color(name)
        r.circle(cx + s * 0.06, cy + s * 0.12, s, (0, 0, 0, 90))
        r.circle(cx, cy, s, tuple(max(0, v - 60) for v in col))
        r.circle(cx, cy, s * 0.86, col)
        _glyph(r, name, cx, cy, s)
    if n is not None and str(n) != "":
        # the amount is what a player reads: on a small token its badge grows (never under
        # Renderer.MIN_PX on screen), reaching past the token's edge rather than shrinking
        br = max(s * 0.54, r.min_size / 1.45)
        bx, by = cx + s * 0.6 + (br - s * 0.54) * 0.5, cy + s * 0.56 + (br - s * 0.54) * 0.5
        r.circle(bx, by, br, (30, 22, 18))
        r.circle(bx, by, br, (236, 196, 96), max(1.0, s * 0.07))
        r.text(str(n), bx, by, br * 1.45, (255, 255, 255), "black", "center")


def icon_reach(r: Renderer, size: float, n: int | str | None = None) -> tuple[float, float]:
    """How far a token of diameter ``size`` (``draw_icon``) reaches right of and below its
    centre, with its amount's badge (which grows to stay readable on a small token)."""
    s = size / 2
    if n is None or str(n) == "":
        return s * 1.06, s * 1.12
    br = max(s * 0.54, r.min_size / 1.45)
    grow = (br - s * 0.54) * 0.5
    return max(s * 1.06, s * 0.6 + grow + br), max(s * 1.12, s * 0.56 + grow + br)


def icons_width(items, size: float, gap: float) -> float:
    return len(items) * size + max(0, len(items) - 1) * gap


def draw_icon_row(r: Renderer, items, x: float, cy: float, size: float, gap: float = 4,
                  align: str = "left", max_w: float = 0) -> float:
    """Icons ``[(name, n), ...]`` or names in a row; shrinks to ``max_w``; returns the width."""
    items = [(i, None) if isinstance(i, str) else (i[0], i[1] if len(i) > 1 else None) for i in items]
    if not items:
        return 0.0
    w = icons_width(items, size, gap)
    if max_w and w > max_w:
        size *= max_w / w
        gap *= max_w / w
        w = max_w
    if align == "center":
        x -= w / 2
    elif align == "right":
        x -= w
    for k, (name, n) in enumerate(items):
        draw_icon(r, name, x + size / 2 + k * (size + gap), cy, size, n)
    return w
