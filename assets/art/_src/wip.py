"""World in Progress art: terrains, statues, god tokens, marker, tile back, board, mat."""
from __future__ import annotations

import math

from svgkit import (OUTLINE, Doc, arc_path, circle, ellipse, fmt, path, poly, polygon,
                    rect, ring_pts, shade, star_pts, wrap_copies)

COL = {"pink": "#e58fb6", "red": "#c8493a", "blue": "#3d7fc4", "green": "#4e9a4a", "yellow": "#e8c14a"}
GODS = tuple(COL)


# =================================================================== terrains
def _mottle(d: Doc, base: str):
    """Soft tileable light/dark blotches so the swatch is not flat."""
    lg = d.rad("mL", [(0, shade(base, 0.35), 0.45), (1, shade(base, 0.35), 0)])
    dg = d.rad("mD", [(0, shade(base, -0.25), 0.35), (1, shade(base, -0.25), 0)])
    for (x, y, r, g) in ((30, 70, 30, lg), (80, 20, 26, lg), (75, 75, 28, dg), (15, 15, 24, dg)):
        for dx, dy in wrap_copies(x, y, margin=r):
            d.add(circle(x + dx, y + dy, r, fill=g))


def terrain_pink():
    base = COL["pink"]
    d = Doc(100, 100)
    d.add(rect(0, 0, 100, 100, fill=base))
    _mottle(d, base)
    petal = d.rad("pet", [(0, "#fff7fb"), (0.7, "#fcd9e8"), (1, "#f4b3cf")], cx=0.5, cy=0.8, r=0.8)

    def blossom(cx, cy, s):
        d.add(circle(cx, cy + 1.2 * s, 11 * s, fill="#8f3a60", op=0.25))  # soft shadow
        for i in range(5):
            a = -90 + i * 72
            d.add(f'<g transform="translate({fmt(cx)} {fmt(cy)}) rotate({a}) ">'
                  + ellipse(6.2 * s, 0, 5.6 * s, 4.3 * s, fill=petal, stroke="#a8476f", sw=1.1 * s)
                  + "</g>")
        d.add(circle(cx, cy, 3.3 * s, fill="#f6cf5a", stroke="#b0782a", sw=0.9 * s))
        d.add(circle(cx - 0.9 * s, cy - 1 * s, 1.1 * s, fill="#fff6c8"))

    blossom(25, 25, 1.15)
    blossom(75, 75, 1.15)
    blossom(75, 25, 0.72)
    blossom(25, 75, 0.72)
    # scattered petal dots
    for (x, y) in ((50, 50), (0, 50), (50, 0), (8, 42), (58, 92), (92, 55), (42, 8)):
        for dx, dy in wrap_copies(x, y, margin=4):
            d.add(circle(x + dx, y + dy, 2.3, fill="#fde6f0", stroke="#a8476f", sw=0.7))
    return d


def terrain_red():
    base = COL["red"]
    d = Doc(100, 100)
    d.add(rect(0, 0, 100, 100, fill=base))
    _mottle(d, base)
    # rock shards (triangles) with a lit face and a shadow face
    for (x, y) in ((12, 50), (62, 50), (37, 2), (87, 2), (37, 102), (87, 102)):
        for dx, dy in wrap_copies(x, y, margin=12):
            X, Y = x + dx, y + dy
            d.add(polygon([(X - 9, Y + 7), (X, Y - 9), (X + 9, Y + 7)], fill="#8e2c20", stroke="#5a150e", sw=1.2))
            d.add(polygon([(X - 9, Y + 7), (X, Y - 9), (X - 1, Y + 7)], fill="#e0735a"))
    # glowing zig-zag cracks, period 25 so they tile
    for y in (25, 75):
        pts = []
        for k in range(-1, 6):
            pts.append((k * 25, y - 6))
            pts.append((k * 25 + 12.5, y + 6))
        dd = poly(pts, closed=False)
        d.add(path(dd, stroke="#4a0f08", sw=7))
        d.add(path(dd, stroke="#ff8a3a", sw=3.2))
        d.add(path(dd, stroke="#ffe08a", sw=1.2))
    return d


def terrain_blue():
    base = COL["blue"]
    d = Doc(100, 100)
    d.add(rect(0, 0, 100, 100, fill=base))
    _mottle(d, base)
    for i, y in enumerate((12.5, 37.5, 62.5, 87.5)):
        ph = 0 if i % 2 == 0 else 25
        dd = f"M{-50 + ph} {y} Q{-37.5 + ph} {y - 7} {-25 + ph} {y} T{ph} {y} T{25 + ph} {y} T{50 + ph} {y} T{75 + ph} {y} T{100 + ph} {y} T{125 + ph} {y}"
        d.add(path(dd, stroke="#1d4f86", sw=6, op=0.7))
        d.add(path(dd, stroke="#bfe3ff", sw=3))
    # sparkles
    for (x, y) in ((37.5, 25), (87.5, 75), (12, 50), (62, 0), (62, 100)):
        for dx, dy in wrap_copies(x, y, margin=5):
            d.add(polygon(star_pts(x + dx, y + dy, 4, 1.2, 4), fill="#ffffff", op=0.85))
    return d


def terrain_green():
    base = COL["green"]
    d = Doc(100, 100)
    d.add(rect(0, 0, 100, 100, fill=base))
    _mottle(d, base)

    def pine(x, y):
        d.add(ellipse(x, y + 15, 10, 3.2, fill="#1e4a1f", op=0.45))
        d.add(rect(x - 2, y + 8, 4, 7, fill="#6b4326", stroke="#2f1c0f", sw=0.9))
        for (ty, hw, h) in ((y - 2, 11, 14), (y - 8, 9, 12), (y - 14, 6.5, 10)):
            d.add(polygon([(x - hw, ty + h * 0.75), (x, ty - h * 0.4), (x + hw, ty + h * 0.75)],
                          fill="#2a6b30", stroke="#143a18", sw=1.2))
            d.add(polygon([(x - hw + 1.5, ty + h * 0.75 - 1), (x, ty - h * 0.4 + 2), (x - 1, ty + h * 0.75 - 1)],
                          fill="#6fb85f"))

    spots = [(25, 25), (75, 25), (0, 75), (50, 75), (100, 75)]
    # draw back-to-front by y so overlaps look natural
    for (x, y) in sorted(spots, key=lambda p: p[1]):
        for dx, dy in wrap_copies(x, y, margin=0.1):
            pine(x + dx, y + dy)
    # tiny bushes between
    for (x, y) in ((50, 40), (0, 40), (100, 40), (25, 92), (75, 92), (25, -8), (75, -8)):
        d.add(circle(x, y, 3.2, fill="#3d8a3c", stroke="#1b4a1c", sw=0.8))
        d.add(circle(x - 1, y - 1, 1.2, fill="#8fd17a"))
    return d


def terrain_yellow():
    base = COL["yellow"]
    d = Doc(100, 100)
    d.add(rect(0, 0, 100, 100, fill=base))
    # diagonal bands along x + y = c, period 25 -> tiles seamlessly
    for c in range(-25, 226, 25):
        d.add(polygon([(c, 0), (c + 10, 0), (c + 10 - 120, 120), (c - 120, 120)], fill="#f7df8c", op=0.9))
        d.add(polygon([(c + 10, 0), (c + 11.5, 0), (c + 11.5 - 120, 120), (c + 10 - 120, 120)], fill="#b8861f", op=0.5))
    _mottle(d, base)
    grain = d.lin("grain", [(0, "#fff4c4"), (1, "#d9a636")], 0, 0, 1, 1)
    # wheat ears standing in the darker bands, leaning with the stripes
    for c in range(-25, 226, 25):
        c2 = c + 18
        for k in range(-1, 10):
            x = k * 25 + 6.25
            y = c2 - x
            if not (-15 < y < 115 and -15 < x < 115):
                continue
            g = f'<g transform="translate({fmt(x)} {fmt(y)}) rotate(45)">'
            g += path("M0 9 L0 -9", stroke="#8a5f12", sw=1.3)
            for j, ky in enumerate((-6.5, -2.5, 1.5, 5.5)):
                for side in (-1, 1):
                    g += (f'<g transform="translate({fmt(side * 2.2)} {fmt(ky)}) rotate({-side * 30})">'
                          + ellipse(0, 0, 1.8, 2.9, fill=grain, stroke="#8a5f12", sw=0.6) + "</g>")
            g += ellipse(0, -9.5, 1.3, 2.2, fill=grain, stroke="#8a5f12", sw=0.6)
            g += "</g>"
            d.add(g)
    return d


# =================================================================== statues
STONE_LINE = "#8a7a6c"


def _statue_parts(god: str):
    """Return a list of parts: (kind, data, fill, extra).  kind 'f' = filled path,
    'l' = stroked line of width extra."""
    acc = COL[god]
    S = "url(#stone)"
    SD = "url(#stoneD)"
    A = "url(#acc)"
    parts = []
    # --- behind-the-head pieces
    if god == "pink":
        parts.append(("f", "M40 35 Q38 22 50 22 Q62 22 60 35 Q61 45 66 53 L58 49 L42 49 L34 53 Q39 45 40 35 Z", S, 0))
    if god == "blue":
        parts.append(("f", "M40 34 Q37 21 50 21 Q63 21 60 34 Q66 38 68 46 Q69 53 63 54 Q66 48 61 46 L39 46 Q34 48 37 54 Q31 53 32 46 Q34 38 40 34 Z", S, 0))
        for cx, cy, r in ((33, 48, 5), (67, 48, 5), (50, 17, 5.5), (39.5, 21, 4.5), (60.5, 21, 4.5)):
            parts.append(("f", arc_path(cx, cy, r), A, 0))
            parts.append(("c", (cx + r * 0.15, cy - r * 0.1, r * 0.45), "#e9f4ff", 0))
    if god == "yellow":
        for i in range(11):
            a = math.radians(-180 - 20 + i * 22)
            cx, cy = 50, 33
            tip = (cx + 21 * math.cos(a), cy + 21 * math.sin(a))
            l = (cx + 9 * math.cos(a - 0.22), cy + 9 * math.sin(a - 0.22))
            r = (cx + 9 * math.cos(a + 0.22), cy + 9 * math.sin(a + 0.22))
            if tip[1] < 40:
                parts.append(("f", poly([l, tip, r]), A, 0))
        parts.append(("f", arc_path(50, 33, 12.5), "url(#accD)", 0))
    if god == "green":
        for sgn in (1, -1):
            def X(x):
                return x if sgn == 1 else 100 - x
            parts.append(("l", f"M{X(45)} 29 Q{X(37)} 22 {X(34)} 8", S, 3.4))
            parts.append(("l", f"M{X(38.5)} 19 L{X(28)} 15", S, 2.8))
            parts.append(("l", f"M{X(35.5)} 12.5 L{X(28)} 5", S, 2.6))
            parts.append(("l", f"M{X(36)} 14 L{X(41)} 6", S, 2.4))
    # --- plinth
    parts.append(("f", "M22 84 L78 84 L76 95 L24 95 Z", SD, 0))
    parts.append(("f", "M18 78 L82 78 L80 85 L20 85 Z", S, 0))
    parts.append(("f", "M25 88 L75 88 L74.5 91.5 L25.5 91.5 Z", A, 0))
    # --- robe / body
    robe = {
        "pink": "M37 52 Q39 45 50 44 Q61 45 63 52 L71 79 L29 79 Z",
        "red": "M34 53 Q36 45 50 44 Q64 45 66 53 L68 79 L32 79 Z",
        "blue": "M37 52 Q39 45 50 44 Q61 45 63 52 L68 79 L32 79 Z",
        "green": "M35 53 Q37 45 50 44 Q63 45 65 53 L67 79 L33 79 Z",
        "yellow": "M36 52 Q38 45 50 44 Q62 45 64 52 L69 79 L31 79 Z",
    }[god]
    parts.append(("f", robe, S, 0))
    # sash in god colour
    parts.append(("f", "M39 47 L45 45 L65 72 L60 76 Z", A, 0))
    # robe folds (thin, no outline pass)
    parts.append(("fold", "M44 62 L41 78 M50 64 L50 78 M56 62 L59 78", None, 0))
    # neck + head
    parts.append(("f", "M46.5 40 L53.5 40 L53.5 46 L46.5 46 Z", S, 0))
    parts.append(("f", arc_path(50, 34, 8.2), S, 0))
    # --- in-front-of-head pieces
    if god == "red":
        for sgn in (1, -1):
            def X(x):
                return x if sgn == 1 else 100 - x
            parts.append(("f", f"M{X(44)} 30 C{X(35)} 30 {X(29)} 22 {X(30)} 10 C{X(34)} 19 {X(39)} 23 {X(46)} 26 Z", SD, 0))
            parts.append(("f", f"M{X(30.6)} 16 C{X(30)} 14 {X(29.8)} 12 {X(30)} 10 C{X(31.5)} 13 {X(32.5)} 15 {X(33.6)} 17 Z", A, 0))
    if god == "pink":
        for i, ang in enumerate((-165, -130, -90, -50, -15)):
            a = math.radians(ang)
            cx, cy = 50 + 10 * math.cos(a), 33 + 10 * math.sin(a)
            r = 4.2 if i % 2 == 0 else 3.6
            parts.append(("f", poly(star_pts(cx, cy, r, r * 0.62, 5)), A, 0))
            parts.append(("c", (cx, cy, r * 0.35), "#ffe58a", 0))
    # --- held emblem
    em = {
        "pink": ("f", poly(star_pts(50, 60, 6.5, 3.6, 5)), A),
        "red": ("f", "M50 52 C55 57 57 61 55 65 C54 68 46 68 45 65 C43 61 47 58 48 54 C49 57 50 58 50 52 Z", A),
        "blue": ("f", "M50 53 C54 58 56 61 56 63.5 C56 67 53 69 50 69 C47 69 44 67 44 63.5 C44 61 46 58 50 53 Z", A),
        "green": ("f", "M50 53 C56 56 57 63 50 69 C43 63 44 56 50 53 Z", A),
        "yellow": ("f", arc_path(50, 61, 5.6), A),
    }[god]
    parts.append((em[0], em[1], em[2], 0))
    parts.append(("f", arc_path(44.5, 62, 2.6), S, 0))
    parts.append(("f", arc_path(55.5, 62, 2.6), S, 0))
    # face hints
    parts.append(("fold", "M46.8 34.5 L48.6 34.5 M51.4 34.5 L53.2 34.5", None, 0))
    return parts


def statue_defs(d: Doc, god: str, pfx=""):
    acc = COL[god]
    d.lin(pfx + "stone", [(0, "#ffffff"), (0.5, "#f6f2ea"), (1, "#d8cfc0")], 0, 0, 1, 1)
    d.lin(pfx + "stoneD", [(0, "#efe9df"), (1, "#b3a796")], 0, 0, 0, 1)
    d.lin(pfx + "acc", [(0, shade(acc, 0.35)), (1, shade(acc, -0.2))], 0, 0, 0.3, 1)
    d.lin(pfx + "accD", [(0, shade(acc, 0.55)), (1, shade(acc, 0.1))], 0, 0, 0, 1)


def draw_statue(d: Doc, god: str, pfx="", outline_w=5.0):
    statue_defs(d, god, pfx)
    parts = _statue_parts(god)

    def ref(fill):
        if fill and fill.startswith("url(#"):
            return "url(#" + pfx + fill[5:]
        return fill
    # ground shadow
    d.add(ellipse(50, 95, 32, 3.5, fill="#000000", op=0.25))
    # pass 1: thick dark silhouette outline
    for kind, data, fill, w in parts:
        if kind == "f":
            d.add(path(data, fill=OUTLINE, stroke=OUTLINE, sw=outline_w))
        elif kind == "l":
            d.add(path(data, stroke=OUTLINE, sw=w + outline_w))
    # pass 2: fills with fine inner lines
    for kind, data, fill, w in parts:
        if kind == "f":
            d.add(path(data, fill=ref(fill), stroke=STONE_LINE, sw=0.9))
        elif kind == "l":
            d.add(path(data, stroke=ref(fill) if not fill.startswith("url") else "#ece6db", sw=w))
        elif kind == "c":
            cx, cy, r = data
            d.add(circle(cx, cy, r, fill=fill))
        elif kind == "fold":
            d.add(path(data, stroke=STONE_LINE, sw=0.9, op=0.8))
    # highlights on head
    d.add(ellipse(47.5, 31, 2.6, 1.6, fill="#ffffff", op=0.8))


def statue(god):
    d = Doc(100, 100)
    draw_statue(d, god)
    return d


def god_token(god):
    acc = COL[god]
    d = Doc(100, 100)
    rim = d.lin("rim", [(0, "#fff0b0"), (0.35, "#e0b44c"), (0.7, "#9c6a1f"), (1, "#f0cf70")], 0, 0, 1, 1)
    face = d.rad("face", [(0, shade(acc, 0.55)), (0.65, acc), (1, shade(acc, -0.45))], cx=0.5, cy=0.42, r=0.6)
    d.add(circle(50, 52, 47, fill="#000000", op=0.3))
    d.add(circle(50, 50, 47, fill=rim, stroke=OUTLINE, sw=2))
    d.add(circle(50, 50, 40.5, fill=face, stroke="#6b4a17", sw=1.6))
    # ring of studs
    for (x, y) in ring_pts(50, 50, 43.7, 16):
        d.add(circle(x, y, 1.3, fill="#fff3c4", stroke="#7a5418", sw=0.5))
    # radiating glory behind statue
    for i in range(12):
        a = math.radians(i * 30 + 15)
        d.add(polygon([(50, 45), (50 + 38 * math.cos(a - 0.12), 45 + 38 * math.sin(a - 0.12)),
                       (50 + 38 * math.cos(a + 0.12), 45 + 38 * math.sin(a + 0.12))], fill="#ffffff", op=0.12))
    d.open("translate(16.5 13) scale(0.67)")
    draw_statue(d, god, pfx="s", outline_w=6)
    d.close()
    # glossy top highlight
    d.add(path("M18 38 A34 34 0 0 1 82 38 Q50 26 18 38 Z", fill="#ffffff", op=0.18))
    return d


def god_token_back():
    d = Doc(100, 100)
    rim = d.lin("rim", [(0, "#fff0b0"), (0.35, "#e0b44c"), (0.7, "#9c6a1f"), (1, "#f0cf70")], 0, 0, 1, 1)
    face = d.rad("face", [(0, "#5b3f8c"), (0.6, "#2c1f52"), (1, "#120c26")], cx=0.5, cy=0.45, r=0.6)
    glow = d.rad("glow", [(0, "#fff4c0", 0.9), (0.5, "#f2c65a", 0.35), (1, "#f2c65a", 0)])
    gold = d.lin("gold", [(0, "#fff3c0"), (1, "#c8902c")], 0, 0, 0, 1)
    d.add(circle(50, 52, 47, fill="#000000", op=0.3))
    d.add(circle(50, 50, 47, fill=rim, stroke=OUTLINE, sw=2))
    d.add(circle(50, 50, 40.5, fill=face, stroke="#6b4a17", sw=1.6))
    # constellation dots
    for (x, y, r) in ((28, 30, 1.2), (70, 26, 1.0), (76, 62, 1.3), (26, 68, 1.0), (40, 80, 0.9),
                      (63, 80, 1.1), (20, 50, 0.8), (82, 45, 0.9), (36, 20, 0.7), (58, 17, 0.8)):
        d.add(circle(x, y, r, fill="#fff6d0", op=0.9))
    d.add(circle(50, 50, 30, fill=glow))
    # thin rune ring
    d.add(circle(50, 50, 33, stroke="#e0b44c", sw=1, op=0.7))
    for (x, y) in ring_pts(50, 50, 33, 5):
        d.add(polygon(star_pts(x, y, 3, 1, 4), fill="#f6d77a"))
    # eight-point star
    d.add(polygon(star_pts(50, 50, 27, 7, 8), fill="#2a1c14", op=0.35))
    d.add(polygon(star_pts(50, 50, 25, 6.5, 8), fill=gold, stroke="#7a5418", sw=1))
    d.add(polygon(star_pts(50, 50, 16, 4.5, 4, rot=-45), fill="#fff2c2", op=0.6))
    # the eye
    d.add(path("M36 50 Q50 38 64 50 Q50 62 36 50 Z", fill="#fff8e6", stroke=OUTLINE, sw=1.8))
    d.add(circle(50, 50, 6.5, fill="#3d2a78", stroke=OUTLINE, sw=1.2))
    d.add(circle(50, 50, 2.8, fill="#0c0818"))
    d.add(circle(47.8, 47.8, 1.6, fill="#ffffff"))
    d.add(path("M18 38 A34 34 0 0 1 82 38 Q50 26 18 38 Z", fill="#ffffff", op=0.15))
    return d


# =================================================================== faith marker
def faith_marker():
    d = Doc(100, 100)
    halo = d.rad("halo", [(0, "#fff6c8", 0.85), (0.45, "#ffc24a", 0.45), (1, "#ff8a1a", 0)])
    flameO = d.lin("fo", [(0, "#ffb347"), (0.6, "#ff7a1a"), (1, "#d8420e")], 0, 0, 0, 1)
    flameI = d.lin("fi", [(0, "#fff9d6"), (1, "#ffd34d")], 0, 0, 0, 1)
    crysL = d.lin("cl", [(0, "#fff8dc"), (1, "#f3b63c")], 0, 0, 1, 1)
    crysR = d.lin("cr", [(0, "#f0a93a"), (1, "#a35a10")], 0, 0, 1, 1)
    d.add(circle(50, 56, 46, fill=halo))
    # flame tongues rising from the top (the tail of the arrow)
    d.add(path("M28 40 C22 30 30 22 30 10 C36 18 40 14 42 6 C46 16 50 12 52 4 C56 14 60 12 62 6 "
               "C64 14 70 18 72 10 C74 22 80 30 72 40 Z", fill=flameO, stroke=OUTLINE, sw=2.5))
    d.add(path("M36 40 C33 32 38 27 39 20 C43 26 47 22 50 14 C53 22 57 26 61 20 C62 27 67 32 64 40 Z",
               fill=flameI))
    # crystal arrowhead pointing DOWN
    d.add(path("M22 36 L78 36 L50 95 Z", fill="#000000", op=0.25, stroke="#000000", sw=4))
    d.add(path("M22 34 L78 34 L50 93 Z", fill=crysR, stroke=OUTLINE, sw=3))
    d.add(path("M22 34 L50 34 L50 93 Z", fill=crysL))
    d.add(path("M22 34 L50 48 L78 34", stroke="#8a4a0c", sw=1.4))
    d.add(path("M50 48 L50 93", stroke="#8a4a0c", sw=1.2, op=0.7))
    d.add(path("M22 34 L78 34 L50 93 Z", stroke=OUTLINE, sw=3))
    d.add(path("M30 38 L44 44 L48 70 Z", fill="#ffffff", op=0.55))
    d.add(polygon(star_pts(39, 45, 5, 1.3, 4), fill="#ffffff"))
    return d


# =================================================================== tile back
def tile_back():
    d = Doc(200, 200)
    parch = d.rad("parch", [(0, "#f3e4c0"), (0.7, "#dcc393"), (1, "#b89862")], r=0.72)
    stone = d.lin("stone", [(0, "#8c8378"), (0.5, "#6e665c"), (1, "#4b443d")], 0, 0, 1, 1)
    gold = d.lin("gold", [(0, "#f7dc8a"), (1, "#a87428")], 0, 0, 1, 1)
    d.add(rect(0, 0, 200, 200, rx=14, fill=stone, stroke=OUTLINE, sw=3))
    # bevel
    d.add(path("M8 192 L8 14 Q8 8 14 8 L192 8", stroke="#b8ad9e", sw=3, op=0.7))
    d.add(path("M192 8 L192 186 Q192 192 186 192 L8 192", stroke="#2e2822", sw=3, op=0.6))
    # stone corner studs
    for (x, y) in ((20, 20), (180, 20), (20, 180), (180, 180)):
        d.add(circle(x, y, 6, fill=gold, stroke=OUTLINE, sw=1.5))
        d.add(circle(x - 1.8, y - 1.8, 2, fill="#fff7d6"))
    d.add(rect(16, 16, 168, 168, rx=84, fill=parch, stroke="#5a4224", sw=2.5))
    # compass rose points (outer)
    for i in range(8):
        a = i * 45
        big = i % 2 == 0
        r_out = 82 if big else 70
        pts = [(100, 100 - r_out), (100 + (7 if big else 5), 100 - 58), (100, 100 - 52), (100 - (7 if big else 5), 100 - 58)]
        d.add(f'<g transform="rotate({a} 100 100)">' + polygon(pts, fill=gold if big else "#8c6a3a",
                                                               stroke="#4a3418", sw=1.2) + "</g>")
    # rune ring
    d.add(circle(100, 100, 64, stroke="#6a4e2a", sw=2))
    d.add(circle(100, 100, 50, stroke="#6a4e2a", sw=1.4))
    runes = ["M-3 -5 L3 5 M3 -5 L-3 5", "M0 -5 L0 5 M0 -5 L4 -1", "M-3 5 L0 -5 L3 5", "M-3 -5 L-3 5 L3 5",
             "M0 -5 L0 5 M-3 -2 L3 2", "M-3 -5 L3 -5 L0 5", "M-3 0 L0 -5 L3 0 L0 5 Z", "M0 -5 L0 5 M-4 -5 L4 -5"]
    for i in range(16):
        a = i * 22.5 + 11.25
        x = 100 + 57 * math.sin(math.radians(a))
        y = 100 - 57 * math.cos(math.radians(a))
        d.add(f'<g transform="translate({fmt(x)} {fmt(y)}) rotate({fmt(a)})">'
              + path(runes[i % len(runes)], stroke="#5a3d1c", sw=1.5) + "</g>")
    # calm centre: plain disc for the player count
    d.add(circle(100, 100, 38, fill="#f6ead0", stroke="#8a6a3a", sw=2))
    d.add(circle(100, 100, 34, stroke="#c9ab72", sw=1))
    for (x, y) in ring_pts(100, 100, 44, 5):
        d.add(circle(x, y, 3.4, fill="#8c6a3a"))
    cols = list(COL.values())
    for i, (x, y) in enumerate(ring_pts(100, 100, 44, 5)):
        d.add(circle(x, y, 2.6, fill=cols[i]))
    return d


# =================================================================== board
def board():
    d = Doc(1000, 1000)
    wood = d.lin("wood", [(0, "#7a4a26"), (0.5, "#5e3619"), (1, "#3e220f")], 0, 0, 1, 1)
    stone = d.lin("stone", [(0, "#a59a8a"), (1, "#6c6356")], 0, 0, 1, 1)
    inner = d.rad("inner", [(0, "#5b5448"), (1, "#36312a")], r=0.75)
    gold = d.lin("gold", [(0, "#fbe39a"), (0.5, "#d4a24a"), (1, "#8d5f1c")], 0, 0, 1, 1)
    track = d.lin("track", [(0, "#2c241c"), (1, "#4a3e31")], 0, 0, 0, 1)
    slot = d.rad("slot", [(0, "#4a4339"), (1, "#2b2620")], r=0.7)
    # outer wood frame
    d.add(rect(0, 0, 1000, 1000, rx=40, fill=wood, stroke=OUTLINE, sw=6))
    # wood grain
    for i in range(22):
        y = 10 + i * 45
        wob = 6 if i % 2 else -6
        d.add(path(f"M10 {y} C250 {y + wob} 400 {y - wob} 600 {y + wob} S850 {y - wob} 990 {y}",
                   stroke="#2a160a", sw=2, op=0.18))
    # stone band
    d.add(rect(18, 18, 964, 964, rx=30, stroke=gold, sw=5))
    # marker tracks on each side (drawn in the top orientation and rotated)
    for rot in (0, 90, 180, 270):
        d.open(f"rotate({rot} 500 500)")
        d.add(rect(110, 28, 780, 44, rx=22, fill=track, stroke="#1a140e", sw=3))
        d.add(path("M132 30 L868 30", stroke="#000000", sw=3, op=0.3))
        for k in range(9):
            x = 100 + 800 / 9 * (k + 0.5)
            d.add(circle(x, 50, 15, fill=slot, stroke="#8d7a5c", sw=2))
            d.add(circle(x, 50, 5, fill=gold, op=0.7))
        # corner ornaments between tracks
        d.close()
    for (x, y) in ((50, 50), (950, 50), (50, 950), (950, 950)):
        d.add(polygon(star_pts(x, y, 34, 12, 8), fill=gold, stroke=OUTLINE, sw=2.5))
        d.add(circle(x, y, 11, fill="#3d7fc4" if x < 500 and y < 500 else "#c8493a" if y < 500 else
                     "#4e9a4a" if x < 500 else "#e8c14a", stroke=OUTLINE, sw=2))
        d.add(circle(x - 3.5, y - 3.5, 3.5, fill="#ffffff", op=0.7))
    # recessed play area
    d.add(rect(88, 88, 824, 824, rx=14, fill=stone, stroke=OUTLINE, sw=4))
    d.add(rect(100, 100, 800, 800, rx=6, fill=inner))
    # inner shadow along top/left edges
    d.add(path("M100 900 L100 100 L900 100", stroke="#000000", sw=10, op=0.35, cap="butt", join="miter"))
    d.add(path("M100 900 L900 900 L900 100", stroke="#c9bfae", sw=4, op=0.35, cap="butt", join="miter"))
    cell = 800 / 3
    for r in range(3):
        for c in range(3):
            x = 100 + c * cell
            y = 100 + r * cell
            d.add(rect(x + 8, y + 8, cell - 16, cell - 16, rx=10, fill=slot, stroke="#1f1b16", sw=3))
            d.add(path(f"M{fmt(x + 10)} {fmt(y + cell - 12)} L{fmt(x + cell - 12)} {fmt(y + cell - 12)} "
                       f"L{fmt(x + cell - 12)} {fmt(y + 10)}", stroke="#8a8070", sw=2, op=0.5))
            # faint quadrant guide (a tile is four swatches)
            d.add(path(f"M{fmt(x + cell / 2)} {fmt(y + 30)} L{fmt(x + cell / 2)} {fmt(y + cell - 30)} "
                       f"M{fmt(x + 30)} {fmt(y + cell / 2)} L{fmt(x + cell - 30)} {fmt(y + cell / 2)}",
                       stroke="#756b5c", sw=2, op=0.35))
            d.add(circle(x + cell / 2, y + cell / 2, 16, stroke="#756b5c", sw=2, op=0.35))
    # grid lines between slots (raised stone ribs)
    for k in (1, 2):
        v = 100 + k * cell
        d.add(path(f"M{fmt(v)} 104 L{fmt(v)} 896", stroke="#8e8474", sw=5))
        d.add(path(f"M104 {fmt(v)} L896 {fmt(v)}", stroke="#8e8474", sw=5))
    return d


# =================================================================== world mat
def world_mat():
    d = Doc(600, 600)
    parch = d.rad("p", [(0, "#f4e7c8"), (0.75, "#e4cfa2"), (1, "#c9a873")], r=0.75)
    edge = d.lin("e", [(0, "#8a6238"), (1, "#5a3b1e")], 0, 0, 1, 1)
    d.add(rect(0, 0, 600, 600, rx=24, fill=edge, stroke=OUTLINE, sw=4))
    d.add(rect(12, 12, 576, 576, rx=16, fill=parch))
    # soft stains
    for (x, y, r) in ((150, 420, 90), (460, 160, 110), (420, 470, 70)):
        d.add(circle(x, y, r, fill="#b89258", op=0.07))
    # faint 3x3 guide
    for k in (1, 2):
        v = k * 200
        d.add(path(f"M{v} 30 L{v} 570", stroke="#8a6a3e", sw=2, op=0.3))
        d.add(path(f"M30 {v} L570 {v}", stroke="#8a6a3e", sw=2, op=0.3))
    for r in range(3):
        for c in range(3):
            cx, cy = 100 + c * 200, 100 + r * 200
            d.add(polygon(star_pts(cx, cy, 8, 2.5, 4), fill="#8a6a3e", op=0.22))
    # ornamental border line + corner flourishes
    d.add(rect(22, 22, 556, 556, rx=12, stroke="#9a7440", sw=2, op=0.7))
    for (x, y, rot) in ((40, 40, 0), (560, 40, 90), (560, 560, 180), (40, 560, 270)):
        d.add(f'<g transform="rotate({rot} {x} {y})">'
              + path(f"M{x - 10} {y + 40} Q{x - 10} {y - 10} {x + 40} {y - 10}", stroke="#9a7440", sw=3, op=0.7)
              + circle(x + 4, y + 4, 5, fill="#9a7440", op=0.7) + "</g>")
    return d


def build():
    for g in GODS:
        globals()[f"terrain_{g}"]().save(f"wip/terrain_{g}.svg")
        statue(g).save(f"wip/statue_{g}.svg")
        god_token(g).save(f"wip/god_token_{g}.svg")
    god_token_back().save("wip/god_token_back.svg")
    faith_marker().save("wip/faith_marker.svg")
    tile_back().save("wip/tile_back.svg")
    board().save("wip/board.svg")
    world_mat().save("wip/world_mat.svg")
