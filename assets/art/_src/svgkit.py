"""Tiny helpers for writing nanosvg-friendly SVG by hand.

Only features pygame-ce's nanosvg renders are used: paths, basic shapes,
linear/radial gradients, opacity, transforms and strokes.  No text, filters,
masks, clip paths, patterns or <use>.
"""
from __future__ import annotations

import math
from pathlib import Path

ART = Path(__file__).resolve().parent.parent

OUTLINE = "#2a1c14"


def fmt(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pct(v: float) -> str:
    """nanosvg needs percentages for objectBoundingBox gradient coordinates."""
    return fmt(v * 100) + "%"


class Doc:
    def __init__(self, w: float, h: float):
        self.w, self.h = w, h
        self.defs: list[str] = []
        self.body: list[str] = []
        self._ids: set[str] = set()

    # ---- defs
    def lin(self, gid, stops, x1=0, y1=0, x2=0, y2=1, user=False):
        if gid in self._ids:
            return f"url(#{gid})"
        self._ids.add(gid)
        units = ' gradientUnits="userSpaceOnUse"' if user else ""
        u = fmt if user else pct
        st = "".join(_stop(s) for s in stops)
        self.defs.append(f'<linearGradient id="{gid}" x1="{u(x1)}" y1="{u(y1)}" x2="{u(x2)}" y2="{u(y2)}"{units}>{st}</linearGradient>')
        return f"url(#{gid})"

    def rad(self, gid, stops, cx=0.5, cy=0.5, r=0.5, fx=None, fy=None, user=False):
        if gid in self._ids:
            return f"url(#{gid})"
        self._ids.add(gid)
        units = ' gradientUnits="userSpaceOnUse"' if user else ""
        u = fmt if user else pct
        fxy = ""
        if fx is not None:
            fxy = f' fx="{u(fx)}" fy="{u(fy)}"'
        st = "".join(_stop(s) for s in stops)
        self.defs.append(f'<radialGradient id="{gid}" cx="{u(cx)}" cy="{u(cy)}" r="{u(r)}"{fxy}{units}>{st}</radialGradient>')
        return f"url(#{gid})"

    # ---- body
    def add(self, s: str):
        self.body.append(s)

    def open(self, transform=None, opacity=None):
        a = ""
        if transform:
            a += f' transform="{transform}"'
        if opacity is not None:
            a += f' opacity="{fmt(opacity)}"'
        self.body.append(f"<g{a}>")

    def close(self):
        self.body.append("</g>")

    def render(self) -> str:
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(self.w)}" height="{fmt(self.h)}" '
                f'viewBox="0 0 {fmt(self.w)} {fmt(self.h)}">\n'
                + ("<defs>" + "\n".join(self.defs) + "</defs>\n" if self.defs else "")
                + "\n".join(self.body) + "\n</svg>\n")

    def save(self, rel: str):
        p = ART / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(self.render(), encoding="utf-8")
        return p


def _stop(s):
    off, col = s[0], s[1]
    op = s[2] if len(s) > 2 else 1
    o = f' stop-opacity="{fmt(op)}"' if op != 1 else ""
    return f'<stop offset="{fmt(off)}" stop-color="{col}"{o}/>'


def style(fill="none", stroke=None, sw=None, op=None, fop=None, join="round", cap="round"):
    a = f'fill="{fill}"'
    if stroke:
        a += f' stroke="{stroke}"'
        if sw is not None:
            a += f' stroke-width="{fmt(sw)}"'
        a += f' stroke-linejoin="{join}" stroke-linecap="{cap}"'
    if op is not None:
        a += f' opacity="{fmt(op)}"'
    if fop is not None:
        a += f' fill-opacity="{fmt(fop)}"'
    return a


def path(d, **kw):
    return f'<path d="{d}" {style(**kw)}/>'


def circle(cx, cy, r, **kw):
    return f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}" {style(**kw)}/>'


def ellipse(cx, cy, rx, ry, **kw):
    return f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="{fmt(rx)}" ry="{fmt(ry)}" {style(**kw)}/>'


def rect(x, y, w, h, rx=0, **kw):
    r = f' rx="{fmt(rx)}" ry="{fmt(rx)}"' if rx else ""
    return f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}"{r} {style(**kw)}/>'


def poly(pts, closed=True):
    d = "M" + " L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts)
    return d + (" Z" if closed else "")


def polygon(pts, **kw):
    return path(poly(pts), **kw)


def star_pts(cx, cy, r_out, r_in, n, rot=-90):
    pts = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def ring_pts(cx, cy, r, n, rot=-90):
    return [(cx + r * math.cos(math.radians(rot + i * 360 / n)),
             cy + r * math.sin(math.radians(rot + i * 360 / n))) for i in range(n)]


def arc_path(cx, cy, r):
    """Full circle as a path (for use in compound paths)."""
    return (f"M{fmt(cx - r)} {fmt(cy)} A{fmt(r)} {fmt(r)} 0 1 0 {fmt(cx + r)} {fmt(cy)} "
            f"A{fmt(r)} {fmt(r)} 0 1 0 {fmt(cx - r)} {fmt(cy)} Z")


def shade(hex_col: str, f: float) -> str:
    """f<0 darken toward black, f>0 lighten toward white."""
    h = hex_col.lstrip("#")
    r, g, b = int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
    if f >= 0:
        r, g, b = (int(c + (255 - c) * f) for c in (r, g, b))
    else:
        r, g, b = (int(c * (1 + f)) for c in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


def wrap_copies(x, y, size=100, margin=20):
    """Offsets needed so a motif at (x,y) tiles seamlessly in a size×size swatch."""
    xs = [0]
    ys = [0]
    if x < margin:
        xs.append(size)
    if x > size - margin:
        xs.append(-size)
    if y < margin:
        ys.append(size)
    if y > size - margin:
        ys.append(-size)
    return [(dx, dy) for dx in xs for dy in ys]
