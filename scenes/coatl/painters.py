"""How Coatl is drawn: pieces (heads and tails with faces, body segments with a colour AND a
symbol per colour, so the colours read without colour vision), the central disk, prophecy cards
drawn from their data (pattern and points table), temple cards, coatl rows and seat panels.
Painters are plain functions of (renderer, transform, params, ctx)."""
from __future__ import annotations

import math

from engine import theme
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx, pulse
from engine.render import Renderer
from engine.widgets.seatmark import draw_seat_mark
from engine.widgets.text import readable as fs
from engine.rules.coatl.material import LETTER, prophecy, temple

PIECE_RGB = {"Y": (236, 196, 62), "R": (200, 58, 48), "K": (46, 42, 44), "G": (62, 150, 82),
             "B": (58, 116, 206)}
INK = {"Y": (70, 50, 10), "R": (255, 236, 220), "K": (240, 232, 214), "G": (235, 250, 230),
       "B": (236, 244, 255)}
CARD_RGB = {"red": (150, 52, 44), "black": (52, 46, 48), "blue": (46, 84, 150),
            "green": (52, 112, 66), "yellow": (170, 132, 36)}
# a card colour's symbol is its pieces' symbol: red and green cards differ by shape, not hue alone
CARD_LETTER = {"red": "R", "black": "K", "blue": "B", "green": "G", "yellow": "Y"}
GLOW = theme.LEGAL
PARCH = (236, 222, 188)
DARK = (34, 24, 18)


def _shade(c, f: float):
    return tuple(max(0, min(255, int(v * f))) for v in c[:3])


def symbol(r: Renderer, letter: str, cx: float, cy: float, s: float, alpha: int = 255) -> None:
    """The colour's symbol: sun (yellow), flame (red), square (black), leaf (green), waves
    (blue): two pieces of similar hue still differ by shape."""
    ink = (*INK[letter], alpha)
    if letter == "Y":
        r.circle(cx, cy, s * 0.22, ink)
        for k in range(8):
            a = k * math.pi / 4
            r.line((cx + math.cos(a) * s * 0.3, cy + math.sin(a) * s * 0.3),
                   (cx + math.cos(a) * s * 0.42, cy + math.sin(a) * s * 0.42), ink, max(1, s * 0.07))
    elif letter == "R":
        r.polygon([(cx, cy - s * 0.4), (cx + s * 0.3, cy + s * 0.3), (cx - s * 0.3, cy + s * 0.3)], ink)
    elif letter == "K":
        r.outline(cx - s * 0.28, cy - s * 0.28, s * 0.56, s * 0.56, ink, max(1, s * 0.1))
    elif letter == "G":
        r.polygon([(cx, cy - s * 0.4), (cx + s * 0.28, cy), (cx, cy + s * 0.4), (cx - s * 0.28, cy)], ink)
    elif letter == "B":
        for dy in (-0.14, 0.14):
            pts = [(cx - s * 0.36 + k * s * 0.09, cy + dy * s + math.sin(k * 1.6) * s * 0.07)
                   for k in range(9)]
            for a, b in zip(pts, pts[1:]):
                r.line(a, b, ink, max(1, s * 0.08))


def card_colour_badge(r: Renderer, colour: str, cx: float, cy: float, s: float,
                      alpha: int = 255) -> None:
    """A prophecy card's colour as a disc of that colour with its symbol (``s`` canvas px)."""
    letter = CARD_LETTER.get(colour)
    if letter is None:
        return
    col = CARD_RGB[colour]
    r.circle(cx, cy, s * 0.5, (*_shade(col, 0.6), alpha))
    r.circle(cx, cy, s * 0.43, (*col, alpha))
    symbol(r, letter, cx, cy, s * 0.78, alpha)


def draw_piece(r: Renderer, code: str, cx: float, cy: float, s: float, alpha: int = 255,
               glow: float = 0.0, matched: bool = False, dim: bool = False) -> None:
    """One piece centred at (cx, cy), ``s`` canvas px: a head faces left (the coatl reads head
    to tail, left to right), a tail tapers right."""
    kind, letter = code[0], code[1]
    col = PIECE_RGB[letter]
    if dim:
        alpha = int(alpha * 0.45)
    a = alpha
    edge = _shade(col, 0.55) if letter != "K" else (140, 130, 120)
    if matched:
        r.fill(cx - s * 0.56, cy - s * 0.56, s * 1.12, s * 1.12, (255, 226, 110, 200), s * 0.2)
    if glow:
        r.outline(cx - s * 0.58, cy - s * 0.58, s * 1.16, s * 1.16, (*GLOW, int(160 + 90 * glow)),
                  max(2, s * 0.08), s * 0.2)
    r.fill(cx - s * 0.46 + s * 0.04, cy - s * 0.42 + s * 0.06, s * 0.92, s * 0.84, (0, 0, 0, 70),
           s * 0.2, alpha=a)
    if kind == "b":
        r.fill(cx - s * 0.46, cy - s * 0.42, s * 0.92, s * 0.84, col, s * 0.2, max(1, s * 0.05),
               edge, a)
        r.fill(cx - s * 0.36, cy - s * 0.36, s * 0.72, s * 0.14, (255, 255, 255, 40), s * 0.07,
               alpha=a)
        symbol(r, letter, cx, cy + s * 0.03, s * 0.8, a)
    elif kind == "h":
        # a round head with a crest, an eye and an open jaw pointing left
        r.fill(cx - s * 0.48, cy - s * 0.44, s * 0.96, s * 0.88, col, s * 0.44, max(1, s * 0.05),
               edge, a)
        for k in range(3):
            x = cx + s * (0.05 + k * 0.14)
            r.polygon([(x - s * 0.08, cy - s * 0.36), (x + s * 0.04, cy - s * 0.56),
                       (x + s * 0.1, cy - s * 0.3)], (*_shade(col, 0.75), a))
        r.polygon([(cx - s * 0.5, cy + s * 0.02), (cx - s * 0.2, cy + s * 0.08),
                   (cx - s * 0.46, cy + s * 0.22)], (*DARK, a))
        r.circle(cx - s * 0.12, cy - s * 0.12, s * 0.12, (250, 246, 232, a))
        r.circle(cx - s * 0.14, cy - s * 0.12, s * 0.06, (20, 14, 10, a))
        symbol(r, letter, cx + s * 0.2, cy + s * 0.16, s * 0.42, a)
    else:
        # a tail tapering to a rattle on the right
        pts = [(cx - s * 0.48, cy - s * 0.42), (cx + s * 0.2, cy - s * 0.3), (cx + s * 0.5, cy),
               (cx + s * 0.2, cy + s * 0.3), (cx - s * 0.48, cy + s * 0.42)]
        r.polygon(pts, (*col, a))
        r.polygon(pts, (*edge, a), max(1, s * 0.05))
        for k in range(2):
            x = cx + s * (0.18 + k * 0.12)
            r.line((x, cy - s * 0.22 + k * s * 0.06), (x, cy + s * 0.22 - k * s * 0.06),
                   (*_shade(col, 0.6), a), max(1, s * 0.05))
        symbol(r, letter, cx - s * 0.16, cy, s * 0.5, a)


def paint_piece(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    g = 0.0
    if p.get("active"):
        g = pulse(ctx)
    if p.get("selected"):
        r.fill(t.x - t.w * 0.62, t.y - t.h * 0.62, t.w * 1.24, t.h * 1.24, (*theme.GOLD, 120),
               t.w * 0.24)
    lift = -t.h * 0.08 if ctx.hovered and p.get("active") else 0
    draw_piece(r, p["code"], t.x, t.y + lift, min(t.w, t.h), int(t.alpha), g,
               bool(p.get("matched")), bool(p.get("dim")))


def paint_slot(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """An empty place: a board slot, a coatl end a piece may go to (glowing), a new coatl."""
    x, y, w, h = t.rect
    if p.get("active"):
        k = pulse(ctx)
        r.fill(x, y, w, h, (*GLOW, int(50 + 60 * k + (50 if ctx.hovered else 0))), w * 0.2)
        r.outline(x, y, w, h, (*GLOW, 230), 3, w * 0.2)
    else:
        r.fill(x, y, w, h, (0, 0, 0, 60), min(w, h) * 0.2, 2, (150, 118, 66, 110))
    arrow = p.get("arrow")
    if arrow:
        k = -1 if arrow == "left" else 1
        col = (*(theme.TEXT if p.get("active") else theme.TEXT_DIM)[:3], 220)
        r.polygon([(t.x + k * w * 0.22, t.y), (t.x - k * w * 0.16, t.y - h * 0.22),
                   (t.x - k * w * 0.16, t.y + h * 0.22)], col)
    if p.get("label"):
        r.text(p["label"], t.x, t.y, fs(r, p.get("size", 18)), theme.TEXT if p.get("active")
               else theme.TEXT_DIM, "semibold", "center", max_width=w - 6)


def paint_disk(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """The central stone disk: a ring of 10 slot beds (their pieces are separate entities)."""
    rad = t.w / 2
    r.circle(t.x + 6, t.y + 10, rad, (0, 0, 0, 90))
    r.circle(t.x, t.y, rad, (120, 104, 84))
    r.circle(t.x, t.y, rad * 0.96, (150, 132, 104))
    r.circle(t.x, t.y, rad * 0.36, (112, 96, 76))
    r.circle(t.x, t.y, rad * 0.30, (164, 146, 114))
    for k in range(16):
        a = k * math.pi / 8
        r.line((t.x + math.cos(a) * rad * 0.36, t.y + math.sin(a) * rad * 0.36),
               (t.x + math.cos(a) * rad * 0.96, t.y + math.sin(a) * rad * 0.96),
               (128, 112, 88), 2)
    if p.get("label"):
        r.text(p["label"], t.x, t.y, fs(r, 26), DARK, "bold", "center", max_width=rad * 0.56)


def paint_disk_slot(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    active = p.get("active")
    col = (96, 80, 62, 235)
    r.fill(x, y, w, h, col, 18, 3, (70, 56, 42))
    if active:
        k = pulse(ctx)
        r.outline(x - 3, y - 3, w + 6, h + 6, (*GLOW, int(150 + 100 * k)), 4, 20)
        if ctx.hovered:
            r.fill(x, y, w, h, (*GLOW, 60), 18)
    pieces = p.get("pieces", ())
    s = min(h * 0.78, w / max(1, len(pieces)) * 0.86)
    for i, code in enumerate(pieces):
        cx = t.x + (i - (len(pieces) - 1) / 2) * s * 1.06
        draw_piece(r, code, cx, t.y - (4 if ctx.hovered and active else 0), s, int(t.alpha))


def paint_bags(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    r.fill(x, y, w, h, (24, 18, 16, 200), 14, 2, theme.PANEL_EDGE)
    items = p["items"]
    cw = w / len(items)
    for i, (code, n, label) in enumerate(items):
        cx = x + cw * i + 40
        draw_piece(r, code, cx, t.y, h * 0.66)
        r.text(str(n), cx + h * 0.5, t.y, fs(r, 28), theme.TEXT, "bold", "midleft")


# ---------------------------------------------------------------- cards
def pattern(card_id: str) -> list:
    """The card's requirement as drawable tokens: piece codes ("bY"), "gap", "X" (a border),
    "+" (one or more), or ("n", text) for a count."""
    c = prophecy(card_id)
    q = c.req
    k = c.kind
    if k == "count_color":
        return ["b" + LETTER[q["color"]], ("n", "×")]
    if k == "run":
        return ["b" + LETTER[q["color"]]] * int(q["length"])
    if k == "sequence":
        return ["b" + LETTER[x] for x in q["pattern"]]
    if k == "bounded_run":
        return ["b" + LETTER[q["start"]], "b" + LETTER[q["inner"]], "+", "b" + LETTER[q["end"]]]
    if k == "gapped_sequence":
        a, b = (LETTER[x] for x in q["before"])
        return ["b" + a, "b" + b, "gap", "b" + b, "b" + a]
    if k == "pairs_isolated":
        col = "b" + LETTER[q["color"]]
        return ["X", col, col, "X"]
    out: list = []
    for col, n in q["counts"].items():
        out += [("n", f"{n}×"), "b" + LETTER[col]]
    return out


def points_table(card_id: str) -> list[tuple[str, int]]:
    c = prophecy(card_id)
    if c.scoring == "once":
        return [("", c.points[1])]
    if c.scoring == "count":
        top = max(c.points)
        return [(f"{n}+" if n == top else str(n), v) for n, v in sorted(c.points.items())]
    top = max(c.points)
    return [(f"{n}+×" if n == top and n > 1 else f"{n}×", v) for n, v in sorted(c.points.items())]


def _detail(r: Renderer, text: str, x: float, y: float, size: float, *args, **kw) -> None:
    """Text on a card face, left out where it would be too small to read (under
    Renderer.MIN_PX): a small card shows its pattern and colours, the zoom its numbers."""
    if r.legible(size):
        r.text(text, x, y, size, *args, **kw)


def draw_prophecy(r: Renderer, card_id: str, x: float, y: float, w: float, h: float,
                  lang: str = "en", alpha: int = 255, detail: bool = False) -> None:
    c = prophecy(card_id)
    frame = CARD_RGB.get(c.card_color, (90, 70, 50))
    rad = w * 0.08
    r.fill(x + w * 0.03, y + h * 0.03, w, h, (0, 0, 0, 90), rad, alpha=alpha)
    r.fill(x, y, w, h, frame, rad, max(1, w * 0.02), _shade(frame, 0.6), alpha)
    m = w * 0.06
    r.fill(x + m, y + m, w - 2 * m, h - 2 * m, PARCH, rad * 0.7, alpha=alpha)
    card_colour_badge(r, c.card_color, x + m + w * 0.1, y + m + w * 0.1, w * 0.17, alpha)
    # pattern band
    toks = pattern(card_id)
    band_y = y + h * (0.42 if detail else 0.36)
    avail = w - 2 * m - w * 0.06
    n_w = sum(0.55 if not isinstance(t, str) or t in ("+", "gap", "X") else 1.0 for t in toks)
    s = min(avail / max(1.0, n_w) / 1.06, h * 0.2)
    cx = x + w / 2 - n_w * s * 1.06 / 2
    for tok in toks:
        step = (0.55 if not isinstance(tok, str) or tok in ("+", "gap", "X") else 1.0) * s * 1.06
        mid = cx + step / 2
        if isinstance(tok, tuple):
            _detail(r, tok[1], mid, band_y, s * 0.7, DARK, "bold", "center", alpha=alpha)
        elif tok == "+":
            _detail(r, "+", mid, band_y, s * 0.8, DARK, "bold", "center", alpha=alpha)
        elif tok == "gap":
            _detail(r, "…", mid, band_y, s * 0.8, DARK, "bold", "center", alpha=alpha)
        elif tok == "X":
            r.fill(mid - s * 0.22, band_y - s * 0.42, s * 0.44, s * 0.84, (150, 136, 110), s * 0.1,
                   alpha=alpha)
            _detail(r, "✕", mid, band_y, s * 0.5, (250, 244, 230), "bold", "center", alpha=alpha)
        else:
            draw_piece(r, tok, mid, band_y, s, alpha)
        cx += step
    # points table
    table = points_table(card_id)
    ty = y + h * (0.58 if detail else 0.7)
    cell = (w - 2 * m) / len(table)
    fs = min(h * 0.1, cell * 0.42)
    for i, (lvl, pts) in enumerate(table):
        px = x + m + cell * (i + 0.5)
        if lvl:
            _detail(r, lvl, px, ty, fs * 0.8, _shade(frame, 0.8), "semibold", "center", alpha=alpha)
        r.fill(px - fs * 0.7, ty + fs * 0.55, fs * 1.4, fs * 1.3, frame, fs * 0.3, alpha=alpha)
        _detail(r, str(pts), px, ty + fs * 1.2, fs, (255, 246, 220), "bold", "center", alpha=alpha)
    if detail:
        # the title right of the colour badge (top left), never under it
        left, right = x + m + w * 0.2, x + w - 1.5 * m
        _detail(r, c.name.get(lang, c.name["en"]), (left + right) / 2, y + m + h * 0.04, h * 0.06,
               DARK, "bold", "midtop", max_width=right - left, alpha=alpha)
        _detail(r, c.text.get(lang, c.text["en"]), x + w / 2, y + h * 0.77, h * 0.034, DARK,
               "regular", "midtop", wrap=w - 3 * m, alpha=alpha)


def draw_back(r: Renderer, x, y, w, h, label: str = "", alpha: int = 255, temple_: bool = False):
    base = (86, 60, 40) if not temple_ else (70, 84, 70)
    r.fill(x + w * 0.03, y + h * 0.03, w, h, (0, 0, 0, 90), w * 0.08, alpha=alpha)
    r.fill(x, y, w, h, base, w * 0.08, max(1, w * 0.03), theme.GOLD, alpha)
    cx, cy = x + w / 2, y + h / 2
    for k in range(3):
        r.circle(cx, cy, w * (0.34 - k * 0.1), (*_shade(theme.GOLD, 0.8 - k * 0.12), alpha),
                 max(1, w * 0.02))
    if label:
        r.text(label, cx, cy, min(w * 0.26, 34), theme.TEXT, "bold", "center", shadow=True,
               alpha=alpha)


def paint_card(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A prophecy card (``card``) or a temple (``temple``), face up or down, with legal glow,
    selection, a points badge (the live preview) and a dim state."""
    x, y, w, h = t.rect
    a = int(t.alpha * (0.7 if p.get("dim") else 1.0))
    lift = -8 if ctx.hovered and p.get("active") else 0
    y += lift
    if p.get("selected"):
        r.fill(x - 8, y - 8, w + 16, h + 16, (*theme.GOLD, 200), w * 0.1)
    elif p.get("active"):
        k = pulse(ctx)
        r.outline(x - 5, y - 5, w + 10, h + 10, (*GLOW, int(140 + 110 * k)), 4, w * 0.1)
    if p.get("back"):
        draw_back(r, x, y, w, h, p.get("label", ""), a, temple_=bool(p.get("temple_back")))
    elif p.get("temple"):
        draw_temple(r, p["temple"], x, y, w, h, p.get("lang", "en"), a)
    else:
        draw_prophecy(r, p["card"], x, y, w, h, p.get("lang", "en"), a)
    if p.get("badge") is not None:
        b = str(p["badge"])
        bw = max(44, 18 * len(b) + 20)
        r.fill(x + w - bw + 10, y - 12, bw, 38, (24, 18, 16, 235), 12, 2, theme.GOLD)
        r.text(b, x + w - bw / 2 + 10, y + 7, fs(r, 26), theme.GOLD, "bold", "center")


def _req_tokens(req: dict) -> tuple[list, str]:
    k = req["kind"]
    if k == "absent":
        return ["b" + LETTER[req["color"]]], "no"
    if k == "length":
        return [("n", f"= {req['n']}")], "len"
    if k == "equal_counts":
        a, b = req["colors"]
        return ["b" + LETTER[a], ("n", "="), "b" + LETTER[b]], "eq"
    return [("card", req["card_color"])], "card"


def draw_temple(r: Renderer, temple_id: str, x, y, w, h, lang: str = "en", alpha: int = 255
                ) -> None:
    tp = temple(temple_id)
    r.fill(x + w * 0.03, y + h * 0.03, w, h, (0, 0, 0, 90), w * 0.08, alpha=alpha)
    r.fill(x, y, w, h, (78, 96, 78), w * 0.08, max(1, w * 0.02), (40, 54, 40), alpha)
    m = w * 0.06
    r.fill(x + m, y + m, w - 2 * m, h - 2 * m, (226, 222, 196), w * 0.06, alpha=alpha)
    # a stepped pyramid on top
    px, py = x + w / 2, y + h * 0.16
    for k in range(3):
        ww = w * (0.22 + k * 0.14)
        r.fill(px - ww / 2, py - h * 0.06 + k * h * 0.04, ww, h * 0.04, (120, 104, 76), 2,
               alpha=alpha)
    reqs = tp.requirements
    s = min(h * 0.16, w * 0.22)
    for i, req in enumerate(reqs):
        ry = y + h * (0.36 + i * 0.2 * (3 / max(3, len(reqs) + 1)))
        toks, kind = _req_tokens(req)
        cx = x + w / 2 - (len(toks) - 1) * s * 0.55
        for tok in toks:
            if isinstance(tok, tuple) and tok[0] == "n":
                _detail(r, tok[1], cx, ry, s * 0.62, DARK, "bold", "center", alpha=alpha)
            elif isinstance(tok, tuple):
                col = CARD_RGB.get(tok[1], (90, 70, 50))
                r.fill(cx - s * 0.32, ry - s * 0.42, s * 0.64, s * 0.84, col, s * 0.1, alpha=alpha)
                if tok[1] in CARD_LETTER:
                    symbol(r, CARD_LETTER[tok[1]], cx, ry, s * 0.5, alpha)
                r.line((cx - s * 0.45, ry + s * 0.45), (cx + s * 0.45, ry - s * 0.45),
                       (200, 30, 30, alpha), max(2, s * 0.12))
            else:
                draw_piece(r, tok, cx, ry, s, alpha)
                if kind == "no":
                    r.line((cx - s * 0.5, ry + s * 0.5), (cx + s * 0.5, ry - s * 0.5),
                           (200, 30, 30, alpha), max(2, s * 0.12))
            cx += s * 1.1
    pts = " · ".join(f"{k}: {v}" for k, v in sorted(tp.points.items()))
    _detail(r, pts, x + w / 2, y + h * 0.86, min(h * 0.09, w * 0.13), DARK, "bold", "center",
           max_width=w - 2 * m, alpha=alpha)


def paint_row(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """The mat of one coatl: its number, its points (or the live preview) and its state."""
    x, y, w, h = t.rect
    col = (30, 22, 18, 190)
    r.fill(x, y, w, h, col, 16, 2, (*theme.PANEL_EDGE[:3], 180))
    if p.get("active"):
        k = pulse(ctx)
        r.outline(x - 2, y - 2, w + 4, h + 4, (*GLOW, int(130 + 110 * k)), 4, 18)
        if ctx.hovered:
            r.fill(x, y, w, h, (*GLOW, 40), 16)
    elif p.get("waiting"):          # completed this turn: its temple is still to be chosen
        r.outline(x - 2, y - 2, w + 4, h + 4, (*theme.GOLD[:3], 200), 3, 18)
    ts = fs(r, 24)
    if p.get("title"):
        r.text(p["title"], x + 14, y + 8, ts, theme.GOLD, "bold", max_width=p.get("sub_w", 96))
    if p.get("sub"):
        r.text(p["sub"], x + 14, y + 12 + ts * 1.2, fs(r, 19),
               theme.GOLD if p.get("waiting") else theme.TEXT_DIM, "regular",
               wrap=p.get("sub_w", 96))
    if p.get("points") is not None:
        colour = theme.TEXT if p.get("complete") else theme.TEXT_DIM
        if h < 130:     # a lower row (a fourth coatl shares the mat): points beside the title
            r.text(str(p["points"]), x + p.get("sub_w", 96) - 4, y + 4, 34, colour, "bold",
                   "topright")
        else:
            r.text(str(p["points"]), x + 14, y + h - 14, 40, colour, "bold", "bottomleft")


def paint_panel(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    r.fill(x, y, w, h, (24, 18, 16, 215), 16, 2, theme.PANEL_EDGE)
    draw_seat_mark(r, x + 17, y + 29, 11, p["color"])     # colour and shape
    if p.get("turn"):
        r.outline(x - 2, y - 2, w + 4, h + 4, (*p["color"], 230), 4, 18)
    r.text(p["title"], x + 32, y + 10, fs(r, 28), theme.GOLD, "bold", max_width=w - 150)
    r.text(p["score"], x + w - 14, y + 12, fs(r, 26), theme.TEXT, "bold", "topright")
    if p.get("sub"):
        r.text(p["sub"], x + 32, y + 48, fs(r, 20), theme.TEXT_DIM, "regular", max_width=w - 44)


def paint_me(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """The header of the seat in focus: its colour, name and points; with sacrifice tokens
    (a row along its foot) the points sit under the name, clear of them."""
    x, y, w, h = t.rect
    r.fill(x, y, w, h, (24, 18, 16, 215), 14, 2, theme.PANEL_EDGE)
    draw_seat_mark(r, x + 14, y + 24, 9, p["color"])      # colour and shape
    r.text(p["title"], x + 26, y + 10, fs(r, 24), theme.GOLD, "bold", max_width=w - 34)
    if p.get("tokens"):
        r.text(p["score"], x + 26, y + 50, fs(r, 26), theme.TEXT, "bold", "topleft",
               max_width=w - 34)
    else:
        r.text(p["score"], x + 26, y + h - 10, fs(r, 30), theme.TEXT, "bold", "bottomleft",
               max_width=w - 34)


TOKEN_MARK = {"pick": "P", "future": "F", "priest": "T"}


def paint_token(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A sacrifice token: a round stone with its letter; glowing when it may be used."""
    rad = t.w / 2
    if p.get("active"):
        r.circle(t.x, t.y, rad + 4, (*GLOW, int(140 + 110 * pulse(ctx))))
    r.circle(t.x, t.y, rad, (150, 60, 50) if p["token"] == "pick" else
             (60, 90, 150) if p["token"] == "future" else (70, 120, 80))
    r.circle(t.x, t.y, rad, theme.GOLD, max(1, rad * 0.12))
    r.text(p.get("mark") or TOKEN_MARK[p["token"]], t.x, t.y, fs(r, rad * 1.1), (250, 244, 230),
           "bold", "center")


PAINTERS = {
    "coatl_token": paint_token,
    "coatl_me": paint_me,
    "coatl_piece": paint_piece,
    "coatl_slot": paint_slot,
    "coatl_disk": paint_disk,
    "coatl_disk_slot": paint_disk_slot,
    "coatl_bags": paint_bags,
    "coatl_card": paint_card,
    "coatl_row": paint_row,
    "coatl_panel": paint_panel,
}
