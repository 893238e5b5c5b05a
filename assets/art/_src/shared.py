"""Shared art: table, menu covers, UI panel/button/icons and the app emblem."""
from __future__ import annotations

import math
import random

from svgkit import (OUTLINE, Doc, arc_path, circle, ellipse, fmt, path, poly, polygon,
                    rect, ring_pts, shade, star_pts)
from wip import COL, draw_statue

LIGHT = "#f7eedb"


# =================================================================== table
def table():
    d = Doc(1920, 1080)
    rng = random.Random(7)
    vign = d.rad("vig", [(0, "#000000", 0), (0.55, "#000000", 0.05), (1, "#000000", 0.75)], r=0.75)
    light = d.rad("lamp", [(0, "#ffcf8a", 0.16), (1, "#ffcf8a", 0)], cx=0.5, cy=0.38, r=0.5)
    d.add(rect(0, 0, 1920, 1080, fill="#3a2314"))
    plank_h = 1080 / 8
    for i in range(8):
        y = i * plank_h
        base = ["#4a2c18", "#432715", "#4e301a", "#402514"][i % 4]
        g = d.lin(f"pl{i}", [(0, shade(base, 0.12)), (0.5, base), (1, shade(base, -0.2))], 0, 0, 0, 1)
        d.add(rect(0, y, 1920, plank_h, fill=g))
        # grain
        for j in range(9):
            gy = y + 8 + j * (plank_h - 16) / 8 + rng.uniform(-3, 3)
            amp = rng.uniform(2, 6)
            x0 = rng.uniform(-200, 0)
            seg = "".join(f" S{fmt(x0 + k * 240 + 120)} {fmt(gy + (amp if k % 2 else -amp))} {fmt(x0 + k * 240 + 240)} {fmt(gy)}"
                          for k in range(10))
            d.add(path(f"M{fmt(x0)} {fmt(gy)} C{fmt(x0 + 60)} {fmt(gy - amp)} {fmt(x0 + 120)} {fmt(gy + amp)} {fmt(x0 + 240)} {fmt(gy)}" + seg,
                       stroke="#1e0f06" if j % 2 else "#6a4226", sw=rng.uniform(1.2, 2.5), op=0.25))
        # a knot or two
        for _ in range(rng.randint(0, 2)):
            kx, ky = rng.uniform(100, 1820), y + rng.uniform(30, plank_h - 30)
            d.add(ellipse(kx, ky, 26, 9, fill="#24130a", op=0.35))
            d.add(ellipse(kx, ky, 40, 15, stroke="#24130a", sw=2, op=0.2))
        # seam and plank-end joints
        d.add(rect(0, y, 1920, 3, fill="#140a04", op=0.8))
        d.add(rect(0, y + 3, 1920, 2, fill="#7a5232", op=0.35))
        jx = (i * 677) % 1700 + 110
        d.add(rect(jx, y, 3, plank_h, fill="#140a04", op=0.7))
        for (nx, ny) in ((jx - 18, y + 24), (jx - 18, y + plank_h - 24), (jx + 21, y + 24), (jx + 21, y + plank_h - 24)):
            d.add(circle(nx, ny, 4, fill="#1a0f08", op=0.7))
            d.add(circle(nx - 1, ny - 1, 1.5, fill="#8a6a48", op=0.5))
    d.add(rect(0, 0, 1920, 1080, fill=light))
    d.add(rect(0, 0, 1920, 1080, fill=vign))
    return d


# =================================================================== covers
def _frame(d: Doc):
    d.add(rect(3, 3, 474, 294, rx=18, stroke="#f2cf7a", sw=4, op=0.9))
    d.add(rect(1, 1, 478, 298, rx=20, stroke=OUTLINE, sw=2))


def _clouds(d, items, col="#ffffff", op=0.85):
    for (x, y, s) in items:
        for (dx, dy, r) in ((0, 0, 16), (18, -8, 20), (40, 0, 15), (22, 6, 16)):
            d.add(circle(x + dx * s, y + dy * s, r * s, fill=col, op=op))


def cover_wip():
    d = Doc(480, 300)
    sky = d.lin("sky", [(0, "#3f6fa8"), (0.55, "#9ec6de"), (1, "#f8d9a8")])
    sun = d.rad("sun", [(0, "#fff6d6", 1), (0.3, "#ffe6a0", 0.8), (1, "#ffd27a", 0)])
    rock = d.lin("rock", [(0, "#8a6a4a"), (1, "#3e2a1c")])
    d.add(rect(0, 0, 480, 300, rx=20, fill=sky))
    d.add(circle(380, 70, 90, fill=sun))
    _clouds(d, [(30, 60, 1.0), (300, 40, 0.8), (180, 250, 1.3), (380, 240, 1.1)])

    def island(cx, cy, w, col, depth):
        top = d.lin(f"t{col}", [(0, shade(col, 0.3)), (1, shade(col, -0.2))])
        d.add(path(f"M{cx - w} {cy} Q{cx - w * 0.7} {cy + depth * 0.6} {cx - w * 0.2} {cy + depth * 0.9} L{cx} {cy + depth} "
                   f"L{cx + w * 0.25} {cy + depth * 0.8} Q{cx + w * 0.75} {cy + depth * 0.5} {cx + w} {cy} Z",
                   fill=rock, stroke=OUTLINE, sw=2.5))
        d.add(path(f"M{cx - w * 0.5} {cy + depth * 0.3} L{cx - w * 0.3} {cy + depth * 0.6} M{cx + w * 0.4} {cy + depth * 0.25} L{cx + w * 0.2} {cy + depth * 0.55}",
                   stroke="#2a1a10", sw=1.5, op=0.6))
        d.add(ellipse(cx, cy, w, w * 0.28, fill=top, stroke=OUTLINE, sw=2.5))
        d.add(ellipse(cx - w * 0.2, cy - w * 0.08, w * 0.55, w * 0.1, fill="#ffffff", op=0.25))

    island(80, 130, 52, COL["blue"], 60)
    d.add(path("M50 128 Q60 122 70 128 T90 128 T110 128", stroke="#d6efff", sw=2.5))
    island(400, 160, 50, COL["yellow"], 55)
    for k in range(5):
        d.add(path(f"M{375 + k * 12} 170 L{385 + k * 12} 150", stroke="#a87b1c", sw=2.5))
    island(120, 235, 46, COL["red"], 45)
    d.add(path("M95 236 L105 230 L115 238 L125 230 L140 236", stroke="#ffb040", sw=2.5))
    island(360, 250, 44, COL["pink"], 40)
    for (x, y) in ((345, 248), (365, 244), (380, 252)):
        d.add(polygon(star_pts(x, y, 5, 2.5, 5), fill="#fff0f6", stroke="#a8476f", sw=1))
    island(240, 175, 80, COL["green"], 95)
    for (x, y) in ((190, 168), (290, 170), (205, 182), (275, 184)):
        d.add(polygon([(x - 9, y + 4), (x, y - 20), (x + 9, y + 4)], fill="#2a6b30", stroke="#143a18", sw=1.5))
    d.open("translate(195 55) scale(0.9)")
    draw_statue(d, "yellow", pfx="c", outline_w=4)
    d.close()
    # motes of light
    for (x, y) in ((160, 80), (330, 110), (260, 40), (430, 100), (40, 200)):
        d.add(polygon(star_pts(x, y, 6, 1.5, 4), fill="#fffbe6"))
    _frame(d)
    return d


def _gear(cx, cy, r, teeth, fill, hole=0.35):
    pts = []
    for i in range(teeth * 4):
        a = 2 * math.pi * i / (teeth * 4)
        rr = r if (i % 4) in (1, 2) else r * 0.8
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return path(poly(pts) + " " + arc_path(cx, cy, r * hole), fill=fill, stroke=OUTLINE, sw=2)


def cover_wonderful():
    d = Doc(480, 300)
    sky = d.lin("sky", [(0, "#1b1440"), (0.6, "#4b2f7a"), (1, "#e07a6a")])
    planet = d.rad("pl", [(0, "#ffd9a0"), (0.7, "#e0804a"), (1, "#7a2f3a")], cx=0.35, cy=0.35, r=0.75)
    moon = d.rad("mo", [(0, "#e9f6ff"), (1, "#6aa0c8")], cx=0.35, cy=0.35, r=0.75)
    bld = d.lin("bld", [(0, "#3c4a78"), (1, "#1a1d38")])
    bld2 = d.lin("bld2", [(0, "#58689e"), (1, "#2a2f58")])
    bronze = d.lin("br", [(0, "#f2c86a"), (1, "#9a6a22")], 0, 0, 1, 1)
    d.add(rect(0, 0, 480, 300, rx=20, fill=sky))
    rng = random.Random(3)
    for _ in range(40):
        d.add(circle(rng.uniform(10, 470), rng.uniform(8, 150), rng.uniform(0.6, 1.6), fill="#ffffff", op=rng.uniform(0.4, 0.9)))
    d.add(circle(360, 80, 48, fill=planet, stroke=OUTLINE, sw=2))
    d.add(path("M290 95 Q360 60 432 68 Q445 74 430 80 Q360 98 300 108 Q282 104 290 95 Z", fill="#f6e2b0", op=0.75, stroke="#7a4a2a", sw=1.2))
    d.add(path("M316 98 Q360 80 410 76", stroke="#c88a4a", sw=2))
    d.add(circle(110, 60, 22, fill=moon, stroke=OUTLINE, sw=2))
    d.add(circle(104, 55, 5, fill="#9ac0dc", op=0.6))
    # back skyline
    for (x, w, h) in ((10, 40, 120), (48, 30, 150), (76, 46, 100), (118, 26, 170), (150, 50, 130), (300, 40, 160),
                      (338, 36, 110), (372, 44, 175), (414, 56, 125)):
        d.add(rect(x, 300 - h, w, h, fill=bld, stroke="#0e0f22", sw=1.5))
    # hero tower
    d.add(path("M215 300 L222 110 L240 70 L258 110 L265 300 Z", fill=bld2, stroke=OUTLINE, sw=2.5))
    d.add(path("M240 70 L240 30", stroke="#c0d8ff", sw=3))
    d.add(circle(240, 28, 5, fill="#ffe38a", stroke=OUTLINE, sw=1.5))
    d.add(ellipse(240, 120, 40, 10, fill="#6f84c4", stroke=OUTLINE, sw=2))
    d.add(ellipse(240, 118, 28, 5, fill="#bfe3ff", op=0.7))
    # domes
    d.add(path("M170 300 L170 220 A38 38 0 0 1 246 220 L246 300 Z", fill=bld2, stroke=OUTLINE, sw=2))
    d.add(path("M262 300 L262 240 A30 30 0 0 1 322 240 L322 300 Z", fill=bld2, stroke=OUTLINE, sw=2))
    # windows
    for _ in range(90):
        x = rng.choice([rng.uniform(14, 190), rng.uniform(300, 465), rng.uniform(226, 252)])
        y = rng.uniform(150, 292)
        d.add(rect(x, y, 4, 6, fill="#ffd77a", op=rng.uniform(0.5, 1)))
    # cogs
    d.add(_gear(70, 262, 46, 10, bronze))
    d.add(_gear(135, 285, 28, 8, bronze))
    d.add(_gear(420, 270, 40, 9, bronze))
    for (x, y, r) in ((70, 262, 8), (135, 285, 5), (420, 270, 7)):
        d.add(circle(x, y, r, fill="#5a3a14"))
    # flying craft
    d.add(ellipse(160, 110, 16, 5, fill="#c0d8ff", stroke=OUTLINE, sw=1.5))
    d.add(path("M144 112 L120 114", stroke="#ffb070", sw=2, op=0.7))
    _frame(d)
    return d


def _die(d: Doc, ox, oy, s, faces, pfx):
    top = d.lin(pfx + "t", [(0, "#fffaf0"), (1, "#e6dcc8")])
    left = d.lin(pfx + "l", [(0, "#e8dcc4"), (1, "#b9a888")])
    right = d.lin(pfx + "r", [(0, "#cbbd9f"), (1, "#8e7d60")])
    T = [(ox, oy), (ox + s, oy - s * 0.5), (ox + 2 * s, oy), (ox + s, oy + s * 0.5)]
    L = [(ox, oy), (ox + s, oy + s * 0.5), (ox + s, oy + s * 1.5), (ox, oy + s)]
    R = [(ox + s, oy + s * 0.5), (ox + 2 * s, oy), (ox + 2 * s, oy + s), (ox + s, oy + s * 1.5)]
    for pts, f in ((T, top), (L, left), (R, right)):
        d.add(polygon(pts, fill=f, stroke=OUTLINE, sw=2.5))
    centres = [((ox + s), oy, "t"), (ox + s * 0.5, oy + s * 0.75, "l"), (ox + s * 1.5, oy + s * 0.75, "r")]
    for (cx, cy, face), sym in zip(centres, faces):
        m = {"t": "matrix(1 0.0 0 0.5 %s %s) rotate(45)", "l": "matrix(1 0.5 0 1 %s %s)", "r": "matrix(1 -0.5 0 1 %s %s)"}[face]
        k = s * 0.32 if face != "t" else s * 0.45
        d.add(f'<g transform="{m % (fmt(cx), fmt(cy))}">' + _die_symbol(sym, k) + "</g>")


def _die_symbol(sym, k):
    if sym == "sun":
        s = polygon(star_pts(0, 0, k, k * 0.55, 10), fill="#f5a623", stroke="#7a3e08", sw=1.2)
        return s + circle(0, 0, k * 0.45, fill="#ffe27a", stroke="#7a3e08", sw=1)
    if sym == "moon":
        return path(f"M{fmt(k * 0.2)} {fmt(-k)} A{fmt(k)} {fmt(k)} 0 1 0 {fmt(k * 0.2)} {fmt(k)} "
                    f"A{fmt(k * 0.75)} {fmt(k * 0.75)} 0 1 1 {fmt(k * 0.2)} {fmt(-k)} Z", fill="#5aa6e8", stroke="#1a3e6a", sw=1.2)
    # gold
    return (circle(0, 0, k * 0.9, fill="#f2c240", stroke="#7a5410", sw=1.2)
            + circle(0, 0, k * 0.6, stroke="#a8761a", sw=1) + polygon(star_pts(0, 0, k * 0.4, k * 0.16, 4), fill="#fff2b0"))


def cover_dice():
    d = Doc(480, 300)
    bg = d.rad("bg", [(0, "#7a2a10"), (0.5, "#3a140c"), (1, "#120806")], cy=0.85, r=0.8)
    glow = d.rad("gl", [(0, "#ffd070", 0.9), (0.4, "#ff7a20", 0.5), (1, "#ff4a10", 0)])
    anvil = d.lin("an", [(0, "#6c7280"), (0.5, "#3a3f4a"), (1, "#1c1f26")])
    stone = d.lin("st", [(0, "#5a4a40"), (1, "#2a201a")])
    d.add(rect(0, 0, 480, 300, rx=20, fill=bg))
    # forge arch in background
    d.add(path("M300 300 L300 120 A80 80 0 0 1 460 120 L460 300 Z", fill=stone, stroke=OUTLINE, sw=3))
    for (x, y) in ((310, 160), (340, 110), (390, 90), (440, 110), (450, 165), (310, 220), (450, 230)):
        d.add(rect(x - 12, y - 8, 24, 16, rx=3, fill="#4a3a30", stroke="#1a120c", sw=1.5))
    d.add(path("M330 300 L330 150 A50 50 0 0 1 430 150 L430 300 Z", fill="#ff8a2a", stroke=OUTLINE, sw=3))
    d.add(path("M345 300 L345 165 A35 35 0 0 1 415 165 L415 300 Z", fill="#ffd36a"))
    d.add(circle(380, 230, 150, fill=glow))
    # anvil
    d.add(path("M40 210 L290 210 L290 226 Q240 232 220 250 L250 290 L80 290 L110 250 Q90 232 60 228 Q30 222 20 212 Z",
               fill=anvil, stroke=OUTLINE, sw=3))
    d.add(path("M45 212 L288 212", stroke="#b0b8c8", sw=3))
    d.add(path("M160 228 L160 270", stroke="#14161c", sw=2, op=0.5))
    # dice
    _die(d, 70, 120, 48, ["sun", "gold", "moon"], "a")
    _die(d, 175, 95, 56, ["moon", "sun", "gold"], "b")
    # sparks
    rng = random.Random(11)
    for _ in range(26):
        x, y = rng.uniform(20, 470), rng.uniform(20, 200)
        r = rng.uniform(1, 3)
        d.add(circle(x, y, r, fill=rng.choice(["#ffe08a", "#ffb040", "#ffffff"]), op=rng.uniform(0.6, 1)))
    for (x, y) in ((60, 60), (260, 50), (420, 40)):
        d.add(polygon(star_pts(x, y, 9, 2, 4), fill="#fff2c0"))
    _frame(d)
    return d


def cover_coatl():
    d = Doc(480, 300)
    sky = d.lin("sky", [(0, "#2f7a6a"), (0.6, "#8cc8a0"), (1, "#f2e0a0")])
    st = d.lin("st", [(0, "#d8c39a"), (1, "#8a7450")])
    sun = d.rad("sun", [(0, "#fff6d0", 1), (1, "#ffe08a", 0)])
    d.add(rect(0, 0, 480, 300, rx=20, fill=sky))
    d.add(circle(240, 70, 80, fill=sun))
    # jungle silhouettes
    for i in range(14):
        x = i * 36
        d.add(circle(x, 250 - (i % 3) * 14, 40, fill="#1f5a3a"))
    for i in range(10):
        d.add(circle(20 + i * 50, 290, 34, fill="#174a2e"))
    # stepped pyramid
    for k in range(6):
        w = 300 - k * 44
        y = 280 - k * 32
        d.add(rect(240 - w / 2, y - 32, w, 32, fill=st, stroke=OUTLINE, sw=2.5))
        d.add(rect(240 - w / 2 + 4, y - 30, w - 8, 5, fill="#f2e2bc", op=0.5))
        for j in range(int(w // 30)):
            d.add(rect(240 - w / 2 + 10 + j * 30, y - 18, 14, 8, fill="#6a5638", op=0.35))
    d.add(rect(212, 56, 56, 34, fill=st, stroke=OUTLINE, sw=2.5))
    d.add(path("M204 58 L240 34 L276 58 Z", fill="#b8473a", stroke=OUTLINE, sw=2.5))
    d.add(path("M230 90 L230 70 Q240 62 250 70 L250 90 Z", fill="#2a1a10"))
    d.add(rect(226, 90, 28, 190, fill="#c2ab80", stroke=OUTLINE, sw=2))
    for k in range(12):
        d.add(path(f"M226 {100 + k * 15} L254 {100 + k * 15}", stroke="#6a5638", sw=1.5))
    # feathered serpent: coloured segments along a coil
    colours = ["#e0483a", "#f2a833", "#f2d640", "#4ab04a", "#3d86d4", "#8a5ad0", "#e06aa8"]
    pts = []
    for i in range(60):
        t = i / 59
        ang = 3.6 + t * 8.6
        rx, ry = 170 - 60 * t, 36 - 8 * t
        x = 240 + rx * math.cos(ang)
        y = 250 - 150 * t + ry * math.sin(ang)
        pts.append((x, y, math.sin(ang) > 0))
    for front in (False, True):
        for i, (x, y, f) in enumerate(pts):
            if f != front:
                continue
            r = 13 - 6 * (i / 60)
            c = colours[(i // 3) % len(colours)]
            d.add(circle(x, y, r, fill=c, stroke=OUTLINE, sw=2))
            d.add(circle(x - r * 0.3, y - r * 0.35, r * 0.35, fill="#ffffff", op=0.35))
    # head at the start of the coil (big, front)
    hx, hy = pts[0][0], pts[0][1]
    hx, hy = 80, 230
    for k, c in enumerate(colours):
        a = math.radians(-160 + k * 22)
        d.add(path(f"M{hx} {hy} L{fmt(hx + 40 * math.cos(a) - 6)} {fmt(hy + 40 * math.sin(a))} L{fmt(hx + 40 * math.cos(a) + 6)} {fmt(hy + 40 * math.sin(a))} Z",
                   fill=c, stroke=OUTLINE, sw=1.8))
    d.add(path(f"M{hx - 20} {hy} Q{hx - 18} {hy - 22} {hx + 6} {hy - 18} L{hx + 34} {hy - 4} Q{hx + 38} {hy + 4} {hx + 30} {hy + 8} L{hx + 4} {hy + 16} Q{hx - 18} {hy + 18} {hx - 20} {hy} Z",
               fill="#4ab04a", stroke=OUTLINE, sw=2.5))
    d.add(circle(hx + 8, hy - 8, 4.5, fill="#fff2a0", stroke=OUTLINE, sw=1.5))
    d.add(circle(hx + 9, hy - 8, 2, fill="#120c08"))
    d.add(path(f"M{hx + 34} {hy + 4} L{hx + 46} {hy + 6} L{hx + 50} {hy + 2} M{hx + 46} {hy + 6} L{hx + 50} {hy + 10}", stroke="#d0304a", sw=2))
    _frame(d)
    return d


def cover_venture():
    d = Doc(480, 300)
    sky = d.lin("sky", [(0, "#5aa0d8"), (1, "#f4e2b8")])
    m1 = d.lin("m1", [(0, "#7a88a8"), (1, "#48506a")])
    m2 = d.lin("m2", [(0, "#5a7a6a"), (1, "#2f4a3a")])
    grass = d.lin("g", [(0, "#7cb85a"), (1, "#3f7a34")])
    wood = d.lin("w", [(0, "#a0622e"), (1, "#5a3214")])
    gold = d.lin("gd", [(0, "#fff0a0"), (1, "#d09a20")])
    d.add(rect(0, 0, 480, 300, rx=20, fill=sky))
    _clouds(d, [(60, 50, 0.8), (330, 35, 1.0)])
    # far mountains
    for (x, w, h) in ((-20, 180, 170), (120, 200, 200), (280, 220, 160), (380, 160, 190)):
        d.add(polygon([(x, 200), (x + w / 2, 200 - h), (x + w, 200)], fill=m1, stroke="#2a3040", sw=2))
        d.add(polygon([(x + w / 2 - 22, 200 - h + 30), (x + w / 2, 200 - h), (x + w / 2 + 22, 200 - h + 30),
                       (x + w / 2 + 8, 200 - h + 24), (x + w / 2, 200 - h + 34), (x + w / 2 - 10, 200 - h + 24)], fill="#f4f8ff"))
    d.add(path("M0 190 Q120 160 240 185 T480 175 L480 300 L0 300 Z", fill=m2))
    d.add(path("M0 220 Q140 200 260 225 T480 215 L480 300 L0 300 Z", fill=grass, stroke="#2a5a24", sw=2))
    # winding path
    d.add(path("M300 300 C200 270 380 250 280 230 C200 214 300 200 250 188", stroke="#5a3e20", sw=34, cap="round"))
    d.add(path("M300 300 C200 270 380 250 280 230 C200 214 300 200 250 188", stroke="#e8c98a", sw=28, cap="round"))
    d.add(path("M300 300 C200 270 380 250 280 230 C200 214 300 200 250 188", stroke="#c9a566", sw=6, op=0.6))
    # forest
    rng = random.Random(5)
    for (x, y, s) in sorted([(20, 225, 1.2), (55, 235, 1.4), (95, 228, 1.1), (130, 240, 1.3), (400, 225, 1.2), (440, 235, 1.5),
                             (370, 240, 1.0), (170, 210, 0.8), (340, 205, 0.8), (460, 205, 0.9), (8, 205, 0.9)], key=lambda p: p[1]):
        c = rng.choice(["#2a6b30", "#2f7a3a", "#245e2a"])
        for (ty, hw) in ((0, 16), (-14, 13), (-27, 9)):
            d.add(polygon([(x - hw * s, y + ty * s), (x, y + (ty - 24) * s), (x + hw * s, y + ty * s)], fill=c, stroke="#103a16", sw=1.5))
        d.add(rect(x - 3 * s, y, 6 * s, 10 * s, fill="#5a3214"))
    # treasure chest
    cx, cy = 130, 262
    d.add(ellipse(cx + 30, cy + 30, 52, 8, fill="#000000", op=0.3))
    d.add(path(f"M{cx - 18} {cy} L{cx + 78} {cy} L{cx + 78} {cy + 32} L{cx - 18} {cy + 32} Z", fill=wood, stroke=OUTLINE, sw=2.5))
    d.add(path(f"M{cx - 18} {cy} Q{cx + 30} {cy - 40} {cx + 78} {cy} Z", fill=wood, stroke=OUTLINE, sw=2.5))
    # open lid glow with coins
    d.add(ellipse(cx + 30, cy - 4, 44, 10, fill="#ffe58a", op=0.8))
    for (x, y) in ((cx + 5, cy - 6), (cx + 22, cy - 10), (cx + 40, cy - 8), (cx + 56, cy - 5), (cx + 30, cy - 16)):
        d.add(ellipse(x, y, 8, 5, fill=gold, stroke="#7a5410", sw=1.2))
    for x in (cx - 18, cx + 70):
        d.add(rect(x, cy - 2, 8, 34, fill="#e0b040", stroke=OUTLINE, sw=1.5))
    d.add(rect(cx + 22, cy + 8, 16, 14, rx=2, fill="#e0b040", stroke=OUTLINE, sw=1.5))
    for (x, y) in ((cx + 95, cy + 24), (cx + 110, cy + 28), (cx + 102, cy + 18), (cx - 35, cy + 28)):
        d.add(ellipse(x, y, 8, 4.5, fill=gold, stroke="#7a5410", sw=1.2))
    for (x, y) in ((cx + 30, cy - 30), (cx + 60, cy - 24), (cx, cy - 22)):
        d.add(polygon(star_pts(x, y, 7, 1.8, 4), fill="#fffbe0"))
    _frame(d)
    return d


# =================================================================== UI
def panel():
    d = Doc(400, 300)
    parch = d.rad("p", [(0, "#f8ecd0"), (0.7, "#ead6aa"), (1, "#d4b682")], r=0.75)
    wood = d.lin("w", [(0, "#8a5a30"), (0.5, "#5e3a1c"), (1, "#3e2410")], 0, 0, 1, 1)
    gold = d.lin("g", [(0, "#fff0b0"), (0.5, "#d8a848"), (1, "#8a5e1c")], 0, 0, 1, 1)
    d.add(rect(0, 0, 400, 300, rx=22, fill=wood, stroke=OUTLINE, sw=3))
    d.add(rect(7, 7, 386, 286, rx=17, stroke=gold, sw=3))
    d.add(rect(16, 16, 368, 268, rx=12, fill=parch, stroke="#3e2410", sw=2))
    d.add(rect(24, 24, 352, 252, rx=8, stroke="#b08a50", sw=1.4, op=0.8))
    for (x, y, rot) in ((16, 16, 0), (384, 16, 90), (384, 284, 180), (16, 284, 270)):
        d.add(f'<g transform="rotate({rot} {x} {y})">'
              + path(f"M{x} {y + 46} Q{x + 4} {y + 4} {x + 46} {y} L{x + 30} {y + 10} Q{x + 12} {y + 12} {x + 10} {y + 30} Z", fill=gold, stroke=OUTLINE, sw=1.5)
              + circle(x + 14, y + 14, 5, fill="#c8493a", stroke=OUTLINE, sw=1.2)
              + circle(x + 12.5, y + 12.5, 1.6, fill="#ffffff", op=0.7) + "</g>")
    for (x, y, rot) in ((200, 8, 0), (200, 292, 180)):
        d.add(f'<g transform="rotate({rot} {x} {y})">'
              + path(f"M{x - 40} {y} Q{x} {y + 16} {x + 40} {y} Q{x} {y + 8} {x - 40} {y} Z", fill=gold, stroke=OUTLINE, sw=1.2)
              + polygon(star_pts(x, y + 6, 6, 2.5, 4), fill="#fff2c0", stroke=OUTLINE, sw=1) + "</g>")
    return d


def button():
    d = Doc(300, 80)
    wood = d.lin("w", [(0, "#b07a42"), (0.45, "#7a4a22"), (1, "#4a2a12")])
    gold = d.lin("g", [(0, "#fff0b0"), (0.5, "#d8a848"), (1, "#8a5e1c")])
    d.add(rect(2, 5, 296, 73, rx=22, fill="#000000", op=0.35))
    d.add(rect(2, 2, 296, 72, rx=22, fill=gold, stroke=OUTLINE, sw=3))
    d.add(rect(8, 8, 284, 60, rx=17, fill=wood, stroke="#3a200c", sw=2))
    for k in range(5):
        y = 18 + k * 11
        d.add(path(f"M24 {y} Q100 {y + 3} 150 {y} T276 {y}", stroke="#2a1406", sw=1.2, op=0.18))
    d.add(rect(12, 10, 276, 22, rx=11, fill="#ffffff", op=0.12))
    for x in (20, 280):
        d.add(circle(x, 38, 4, fill=gold, stroke=OUTLINE, sw=1))
    return d


def _icon(glyph_dark: list[str], glyph_light: list[str]):
    d = Doc(64, 64)
    for g in glyph_dark:
        d.add(g)
    for g in glyph_light:
        d.add(g)
    return d


def _stroke_icon(ds: list[str], fills: list[str] = (), w=7.0):
    dark = [path(x, stroke=OUTLINE, sw=w + 5) for x in ds] + [path(x, fill=OUTLINE, stroke=OUTLINE, sw=5) for x in fills]
    light = [path(x, stroke=LIGHT, sw=w) for x in ds] + [path(x, fill=LIGHT) for x in fills]
    return _icon(dark, light)


def icons():
    out = {}
    arc = "M46 18 A20 20 0 1 0 52 36"
    out["rotate_cw"] = _stroke_icon([arc], ["M38 10 L56 14 L46 28 Z"])
    out["rotate_ccw"] = _stroke_icon(["M18 18 A20 20 0 1 1 12 36"], ["M26 10 L8 14 L18 28 Z"])
    out["undo"] = _stroke_icon(["M20 26 L40 26 A14 14 0 0 1 40 54 L26 54"], ["M8 26 L24 12 L24 40 Z"])
    out["menu"] = _stroke_icon(["M14 18 L50 18", "M14 32 L50 32", "M14 46 L50 46"])
    gear = []
    for i in range(32):
        a = 2 * math.pi * i / 32
        r = 26 if (i % 4) in (1, 2) else 19
        gear.append((32 + r * math.cos(a), 32 + r * math.sin(a)))
    gd = poly(gear) + " " + arc_path(32, 32, 8)
    out["settings"] = _icon([path(gd, fill=OUTLINE, stroke=OUTLINE, sw=5)],
                            [f'<path d="{gd}" fill="{LIGHT}" fill-rule="evenodd"/>'])
    spk = "M10 24 L20 24 L32 12 L32 52 L20 40 L10 40 Z"
    out["sound_on"] = _stroke_icon(["M40 24 Q46 32 40 40", "M46 16 Q58 32 46 48"], [spk], w=5)
    out["sound_off"] = _stroke_icon(["M40 24 L54 40", "M54 24 L40 40"], [spk], w=5)
    out["play"] = _stroke_icon([], ["M18 10 L54 32 L18 54 Z"])
    out["log"] = _stroke_icon(["M22 22 L46 22", "M22 32 L46 32", "M22 42 L40 42"],
                              [], w=4)
    out["log"].body.insert(0, path("M12 8 L52 8 L52 56 L12 56 Z", fill=OUTLINE, stroke=OUTLINE, sw=5))
    out["log"].body.insert(1, path("M12 8 L52 8 L52 56 L12 56 Z", fill=LIGHT))
    # re-draw lines dark on light page for the log icon
    out["log"].body = out["log"].body[:2] + [path(x, stroke=OUTLINE, sw=4) for x in
                                             ("M20 20 L44 20", "M20 30 L44 30", "M20 40 L44 40", "M20 50 L34 50")]
    out["close"] = _stroke_icon(["M16 16 L48 48", "M48 16 L16 48"], w=8)
    info = _icon([circle(32, 32, 27, fill=OUTLINE)], [circle(32, 32, 23, fill=LIGHT)])
    info.add(circle(32, 19, 4.5, fill=OUTLINE))
    info.add(path("M26 28 L35 28 L35 46 L39 46 L39 50 L25 50 L25 46 L29 46 L29 32 L26 32 Z", fill=OUTLINE))
    out["info"] = info
    crown = "M8 22 L20 34 L32 12 L44 34 L56 22 L50 50 L14 50 Z"
    c = _stroke_icon(["M14 56 L50 56"], [crown], w=4)
    for (x, y) in ((8, 20), (32, 10), (56, 20)):
        c.add(circle(x, y, 4, fill="#e8c14a", stroke=OUTLINE, sw=2))
    c.add(circle(32, 38, 4.5, fill="#c8493a", stroke=OUTLINE, sw=1.5))
    out["crown"] = c
    out["back"] = _stroke_icon(["M26 32 L54 32"], ["M8 32 L30 12 L30 52 Z"])
    # a player at another computer: a person with the waves of a connection (not the AI's gear)
    person = ["M6 58 Q6 40 22 40 Q38 40 38 58 Z", arc_path(22, 25, 10)]
    out["remote"] = _stroke_icon(["M42 20 Q50 28 42 36", "M48 10 Q62 28 48 46"], person, w=5)
    return out


# =================================================================== emblem
def emblem():
    d = Doc(256, 256)
    bg = d.rad("bg", [(0, "#4a3270"), (0.7, "#24183c"), (1, "#120a20")], cy=0.45, r=0.6)
    rim = d.lin("rim", [(0, "#fff0b0"), (0.4, "#e0b44c"), (0.75, "#8d5f1c"), (1, "#f0cf70")], 0, 0, 1, 1)
    gold = d.lin("g", [(0, "#fff3c0"), (1, "#c8902c")])
    glow = d.rad("gl", [(0, "#fff4c0", 0.8), (1, "#f2c65a", 0)])
    d.add(circle(128, 132, 124, fill="#000000", op=0.35))
    d.add(circle(128, 128, 122, fill=rim, stroke=OUTLINE, sw=4))
    d.add(circle(128, 128, 104, fill=bg, stroke="#5a3c10", sw=3))
    d.add(circle(128, 128, 70, fill=glow))
    d.add(circle(128, 128, 76, stroke="#e0b44c", sw=2, op=0.6))
    cols = [COL[c] for c in ("yellow", "red", "blue", "green", "pink")]
    for i, ((x, y), c) in enumerate(zip(ring_pts(128, 128, 76, 5), cols)):
        gg = d.lin(f"gem{i}", [(0, shade(c, 0.55)), (0.5, c), (1, shade(c, -0.45))], 0, 0, 1, 1)
        ang = -90 + i * 72
        d.add(f'<g transform="translate({fmt(x)} {fmt(y)}) rotate({fmt(ang + 90)})">'
              + polygon([(0, -24), (20, -8), (13, 20), (-13, 20), (-20, -8)], fill=gg, stroke=OUTLINE, sw=3.5)
              + polygon([(0, -24), (20, -8), (0, -2), (-20, -8)], fill="#ffffff", op=0.35)
              + polygon([(0, -2), (13, 20), (-13, 20)], fill="#000000", op=0.2)
              + polygon(star_pts(-6, -10, 5, 1.2, 4), fill="#ffffff") + "</g>")
    # central star + crown
    d.add(polygon(star_pts(128, 128, 46, 18, 5), fill=gold, stroke=OUTLINE, sw=3.5))
    d.add(path("M104 138 L100 114 L114 124 L128 104 L142 124 L156 114 L152 138 Z", fill="#fff2c2", stroke=OUTLINE, sw=3))
    d.add(rect(102, 136, 52, 9, rx=2, fill="#e8c14a", stroke=OUTLINE, sw=2.5))
    d.add(circle(128, 140.5, 3.2, fill="#c8493a"))
    d.add(path("M40 90 A96 96 0 0 1 216 90 Q128 62 40 90 Z", fill="#ffffff", op=0.12))
    return d


def build():
    table().save("table.svg")
    cover_wip().save("covers/world_in_progress.svg")
    cover_wonderful().save("covers/wonderful_world.svg")
    cover_dice().save("covers/dice_forge.svg")
    cover_coatl().save("covers/coatl.svg")
    cover_venture().save("covers/wild_venture.svg")
    panel().save("ui/panel.svg")
    button().save("ui/button.svg")
    for name, doc in icons().items():
        doc.save(f"ui/icons/{name}.svg")
    emblem().save("icon.svg")
