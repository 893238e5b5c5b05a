"""How It's a Wonderful World is drawn: development cards from their data (type colour, cost
slots with the cubes on them, production, construction bonus, VP, recycling cube), cubes and
tokens (a shape per kind as well as a colour), the empire card, the step track, seat panels and
drop zones.  Painters are plain functions of (renderer, transform, params, ctx)."""
from __future__ import annotations

from engine import theme
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx, pulse
from engine.render import Renderer
from engine.widgets.hyphenation import GOOD
from engine.widgets.text import fit_text, fits_box, fits_line, line_height, readable as fs
from engine.rules.wonderful_world.material import (BONUS, ID_INDEX, PROD_FIXED, PROD_PER, SLOTS,
                                                   TYPE, VP, VP_PER, RECYCLE, card_name,
                                                   short_name)

# resource / token colours as on the physical game
KIND_RGB = ((214, 214, 206), (52, 52, 58), (72, 168, 84), (230, 186, 40), (60, 120, 210),
            (214, 56, 84), (196, 60, 48), (52, 96, 170))
KIND_INK = ((40, 40, 40), (240, 240, 240), (255, 255, 255), (60, 40, 0), (255, 255, 255),
            (255, 255, 255), (255, 240, 220), (230, 240, 255))
KIND_GLYPH = ("", "", "", "", "", "", "", "$")   # resources carry a symbol (``resource_mark``)
TYPE_RGB = ((128, 132, 140), (58, 60, 70), (62, 140, 78), (196, 156, 40), (56, 104, 180))
GLOW = theme.LEGAL


def _shade(c, f: float):
    return tuple(max(0, min(255, int(v + (255 - v) * f if f > 0 else v * (1 + f)))) for v in c[:3])


def _star(cx, cy, ro, ri, n=5):
    import math
    pts = []
    for k in range(n * 2):
        a = math.radians(-90 + k * 180 / n)
        rr = ro if k % 2 == 0 else ri
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def type_chip(r: Renderer, t: int, cx: float, cy: float, s: float) -> None:
    """A card type as a small chip of its colour (a grey / black / green / yellow / blue card)."""
    r.fill(cx - s * 0.36, cy - s / 2, s * 0.72, s, (250, 244, 230), s * 0.12)
    r.fill(cx - s * 0.28, cy - s * 0.42, s * 0.56, s * 0.84, TYPE_RGB[t], s * 0.1)


def draw_kind(r: Renderer, k: int, cx: float, cy: float, s: float, alpha: int = 255,
              n: int | None = None, empty: bool = False) -> None:
    """A cube (square), krystallium (diamond) or leader token (disc) of kind ``k``, size s."""
    col = KIND_RGB[k]
    h = s / 2
    if empty:
        r.fill(cx - h, cy - h, s, s, (*_shade(col, -0.55), 150), s * 0.16, max(1.5, s * 0.08),
               _shade(col, 0.1))
        return
    if k == 5:
        pts = [(cx, cy - h * 1.1), (cx + h * 1.1, cy), (cx, cy + h * 1.1), (cx - h * 1.1, cy)]
        r.polygon(pts, _shade(col, -0.4))
        r.polygon([(x * 0.86 + cx * 0.14, y * 0.86 + cy * 0.14) for x, y in pts], col)
    elif k >= 6:
        r.circle(cx, cy, h, _shade(col, -0.4))
        r.circle(cx, cy, h * 0.84, col)
        if k == 6:
            r.polygon(_star(cx, cy, h * 0.62, h * 0.26), KIND_INK[k])
        elif r.legible(s * 0.62):       # the letter where it can be read; the zoom has it
            r.text(KIND_GLYPH[k], cx, cy, fs(r, s * 0.62), KIND_INK[k], "bold", "center")
    else:
        r.fill(cx - h, cy - h + s * 0.06, s, s, _shade(col, -0.5), s * 0.18)
        r.fill(cx - h, cy - h, s, s * 0.94, col, s * 0.18, max(1.0, s * 0.05), _shade(col, -0.35))
        if s * r.scale >= 10:           # a symbol, the same in every language
            resource_mark(r, k, cx, cy - s * 0.03, s * 0.3)
    if n is not None:
        r.text(str(n), cx + h * 1.05, cy + h * 0.2, max(s * 0.62, r.min_size), theme.TEXT,
               "black", "midleft", shadow=True)


def _mark_size(r: Renderer, size: float) -> float:
    """A card's victory points or production multiplier ("×3") at ``size``, raised to the
    smallest readable size where the window is large enough for the table's cards to be read
    (a small one leaves them to the zoom)."""
    return max(size, r.min_size) if r.scale >= 0.5 else size


def resource_mark(r: Renderer, k: int, cx: float, cy: float, g: float) -> None:
    """The symbol of resource ``k`` on its cube (g = half its size), in the cube's ink, so
    a cube reads without its colour and in any language: materials a brick wall, energy a
    lightning bolt, science a flask, gold a coin, exploration a compass star."""
    ink = KIND_INK[k]
    lw = max(1.0, g * 0.22)
    if k == 0:
        for row, dx in ((-1, 0.0), (0, 0.5), (1, 0.0)):
            y = cy + row * g * 0.62 - g * 0.25
            r.fill(cx - g, y, g * 2, g * 0.5, ink, g * 0.08)
            r.fill(cx - g + (1 - dx) * g - lw / 2, y, lw, g * 0.5, KIND_RGB[k])
    elif k == 1:
        pts = [(-0.15, -1.0), (0.5, -1.0), (0.12, -0.15), (0.55, -0.15), (-0.35, 1.0),
               (-0.05, 0.15), (-0.5, 0.15)]
        r.polygon([(cx + x * g, cy + y * g) for x, y in pts], (255, 222, 90))
    elif k == 2:
        r.polygon([(cx - g * 0.28, cy - g), (cx + g * 0.28, cy - g), (cx + g * 0.28, cy - g * 0.2),
                   (cx + g * 0.9, cy + g * 0.95), (cx - g * 0.9, cy + g * 0.95),
                   (cx - g * 0.28, cy - g * 0.2)], ink)
    elif k == 3:
        r.circle(cx, cy, g * 0.95, ink)
        r.circle(cx, cy, g * 0.55, KIND_RGB[k])
    elif k == 4:
        r.polygon(_star(cx, cy, g * 1.05, g * 0.32, 4), ink)


def draw_slot(r: Renderer, k: int, held: int | None, cx: float, cy: float, s: float,
              alpha: int = 255) -> None:
    """A cost slot of kind ``k``: empty, a hollow outlined square (a flat neutral recess inside,
    a small diamond of its kind in the middle); filled with ``held``, a solid raised cube with
    a lit bevel.  The two differ by shape, not only by colour."""
    h = s / 2
    col = KIND_RGB[k]
    if held is None:
        r.fill(cx - h, cy - h, s, s, (140, 126, 108, 235), s * 0.12, max(1.5, s * 0.12), col)
        d = s * 0.17                     # the kind's mark: a small diamond, never a cube
        r.polygon([(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)], col)
        return
    draw_kind(r, held, cx, cy - s * 0.04, s * 1.04, alpha)
    if held <= 4:                        # a cube: the lit bevel along its top and left edges
        hc = _shade(KIND_RGB[held], 0.45)
        t = max(1.0, s * 0.1)
        r.fill(cx - h * 0.86, cy - h * 1.02, s * 0.86, t, (*hc, 200), t / 2)
        r.fill(cx - h * 1.0, cy - h * 0.9, t, s * 0.8, (*hc, 150), t / 2)


# -- a development card ------------------------------------------------------------------------
TITLE_BAND = 0.2    # of a card's height: two lines of a long name at the legible floor
TALL_BAND = 0.26    # three lines, where two do not hold a name beside the points badge at
#                     150 px ("Копальні / царя / Соломона", "King / Solomon's / Mines")
MAX_BAND = 0.3      # three lines at the legible floor on the narrowest card that shows its
#                     name (seven under construction, 131 px: "Атомна / електростан- / ція")
BANDS = (TITLE_BAND, TALL_BAND, MAX_BAND)
_TITLES: dict[tuple, tuple[str, float]] = {}


def _title_box(d: int, w: float, detail: bool) -> tuple[float, float]:
    """The width left to card ``d``'s name beside its points badge, and the name's size."""
    vp_w = w * 0.24 if (VP[d] or VP_PER[d]) else 0
    return w * 0.84 - vp_w, w * (0.11 if detail else 0.125)


def title_fit(r: Renderer, d: int, lang: str, w: float, h: float,
              detail: bool = False) -> tuple[str, float]:
    """The name card ``d`` drawn ``w`` x ``h`` shows and its title band (a fraction of its
    height): the full name in the lowest band that holds it whole (wrapped, hyphenated at a
    syllable, shrunk to the legible floor at most); else the card's short name (the data's
    ``short_en`` / ``short_uk``: "Континент Му"; the zoom and the tooltip say it whole).  A
    taller band moves the slots below down and shrinks them.  Measured once per card, size and
    window scale."""
    key = (d, lang, round(w, 1), round(h, 1), detail, r.scale, r.MIN_PX)
    fit = _TITLES.get(key)
    if fit is None:
        if len(_TITLES) > 4000:
            _TITLES.clear()
        fit = _TITLES[key] = _title_fit(r, d, lang, w, h, detail)
    return fit


def _title_fit(r: Renderer, d: int, lang: str, w: float, h: float,
               detail: bool) -> tuple[str, float]:
    tw, size = _title_box(d, w, detail)
    name = card_name(d, lang)
    if not r.legible(size):             # too small a face: its name at the legible floor
        return _floor_title(r, d, lang, tw, h * TITLE_BAND), TITLE_BAND
    for text in dict.fromkeys((name, short_name(d, lang))):
        for band in BANDS:
            if fits_box(r, text, tw, h * band, size, "bold", size * 0.6):
                return text, band
    return name, MAX_BAND               # cut with "…" (tests/test_ww_card_names.py fails)


LEAST_LETTERS = 3     # a name cut shorter than this says nothing: no band at all


def _floor_title(r: Renderer, d: int, lang: str, tw: float, th: float) -> str:
    """What a face too small for its name's size says in its title band (``tw`` x ``th``), at
    the legible floor: the name or the short name whole, else the short name cut with "…"
    (three letters at least), else "" and the face draws no band (play-test 17: at 800x450
    the hand's and the draft's cards showed empty white bands, as if they had no name)."""
    size = r.min_size
    if line_height(r, size, "bold") > th:
        return ""
    short = short_name(d, lang)
    for text in dict.fromkeys((card_name(d, lang), short)):
        if fits_box(r, text, tw, th, size, "bold", size, least=GOOD):    # no "scie-nce"
            return text
    for end in range(len(short) - 1, LEAST_LETTERS - 1, -1):
        cut = short[:end].rstrip(" .,;-") + "…"
        if sum(ch.isalpha() for ch in cut) >= LEAST_LETTERS and fits_line(r, cut, size, tw,
                                                                          "bold"):
            return cut
    return ""


def title_band(r: Renderer, d: int, lang: str, w: float, h: float,
               detail: bool = False) -> float:
    """The title band of card ``d`` drawn ``w`` x ``h``, a fraction of its height (see
    ``title_fit``)."""
    return title_fit(r, d, lang, w, h, detail)[1]


def slot_size(d: int, w: float, h: float, detail: bool = False,
              band: float = TITLE_BAND) -> float:
    """The side of a cost slot's cell on card ``d`` drawn ``w`` x ``h`` (``band``: its
    title band, see ``title_band``)."""
    column = (0.36 if detail else 0.66) - (band - TITLE_BAND)
    return min(w * 0.17, (h * column) / max(1, len(SLOTS[d])) * 0.86)


def slot_centres(d: int, x: float, y: float, w: float, h: float, detail: bool = False,
                 band: float = TITLE_BAND) -> list[tuple[float, float]]:
    """Where card ``d`` drawn in the box (x, y, w, h) with title band ``band`` has its cost
    slots, top to bottom (the painter and a krystallium dropped on a slot use the same)."""
    cs = slot_size(d, w, h, detail, band)
    top = y + w * 0.1 + h * band
    return [(x + w * 0.05 + cs * 0.7, top + cs * 0.6 + j * cs * 1.12)
            for j in range(len(SLOTS[d]))]


def draw_dev(r: Renderer, p: dict, x: float, y: float, w: float, h: float, alpha: int = 255,
             detail: bool = False) -> None:
    """The card ``p["id"]`` in the box (x, y, w, h); ``p["fill"]``: the kinds on its slots."""
    if p.get("back"):
        r.fill(x, y, w, h, (48, 34, 60), w * 0.07, max(2, w * 0.02), theme.GOLD_DARK, alpha)
        r.circle(x + w / 2, y + h / 2, w * 0.26, (86, 60, 110))
        r.text("?", x + w / 2, y + h / 2, max(w * 0.3, r.min_size), theme.GOLD, "bold", "center")
        return
    d = ID_INDEX[p["id"]]
    lang = p.get("lang", "en")
    t = TYPE[d]
    col = TYPE_RGB[t]
    rad = w * 0.06
    r.fill(x, y, w, h, _shade(col, -0.55), rad, alpha=alpha)
    r.fill(x + w * 0.025, y + w * 0.025, w * 0.95, h - w * 0.05, col, rad * 0.9, alpha=alpha)
    # title band
    name, band = title_fit(r, d, lang, w, h, detail) if not p.get("mini") else ("", TITLE_BAND)
    th = h * band
    if name:        # no name fits (a thumbnail says none): no empty band either
        r.fill(x + w * 0.05, y + w * 0.05, w * 0.9, th, (250, 244, 230), rad * 0.6, alpha=alpha)
    if p.get("mini"):       # a thumbnail: its type and recycling cube, no text (hover: the name)
        type_chip(r, t, x + w / 2, y + h * 0.5, w * 0.4)
        draw_kind(r, RECYCLE[d], x + w * 0.78, y + h - w * 0.24, w * 0.26)
        return
    vp_w = w * 0.24 if (VP[d] or VP_PER[d]) else 0
    tw, size = _title_box(d, w, detail)
    size = max(size, r.min_size)        # a small face's name at the floor (``_floor_title``)
    # a long name ("Industrial Complex") wraps to two lines (three in a taller band) and
    # shrinks before it is ever cut
    fit_text(r, name, x + w * 0.08, y + w * 0.05, tw, th, size, theme.TEXT_DARK,
             "bold", min_size=size * 0.6, align="left", optional=True)
    if vp_w:
        bx, by = x + w - w * 0.16, y + w * 0.05 + th / 2
        r.circle(bx, by, w * 0.12, (120, 70, 20))
        r.circle(bx, by, w * 0.105, (246, 206, 96))
        if VP_PER[d]:
            per, val = VP_PER[d][0]
            r.text(str(val), bx - w * 0.045, by, _mark_size(r, w * 0.11), theme.TEXT_DARK, "black",
                   "center")
            if per < 5:
                type_chip(r, per, bx + w * 0.05, by, w * 0.09)
            else:
                draw_kind(r, per, bx + w * 0.05, by, w * 0.08)
        else:
            r.text(str(VP[d]), bx, by, _mark_size(r, w * 0.13), theme.TEXT_DARK, "black", "center")
    # cost slots down the left
    slots = SLOTS[d]
    fill = p.get("fill") or ()
    top = y + w * 0.1 + th
    cs = slot_size(d, w, h, detail, band)
    glow = set(p.get("slot_glow") or ())
    mark = set(p.get("slot_mark") or ())
    for j, (k, (cx, cy)) in enumerate(zip(slots, slot_centres(d, x, y, w, h, detail, band))):
        held = fill[j] if j < len(fill) else -1
        if k in glow and held < 0:
            r.fill(cx - cs * 0.72, cy - cs * 0.72, cs * 1.44, cs * 1.44, (*GLOW, 200), cs * 0.3)
        draw_slot(r, k, None if held is None or held < 0 else held, cx, cy, cs * 0.86, alpha)
        if j in mark:       # the slot a dialog's option acts on
            r.fill(cx - cs * 0.66, cy - cs * 0.66, cs * 1.32, cs * 1.32, (0, 0, 0, 0), cs * 0.25,
                   max(2.0, cs * 0.14), (*theme.GOLD, 255), alpha)
    # production band (right of the slots)
    px = x + w * 0.05 + cs * 1.5
    pw = x + w * 0.95 - px
    py = top + h * 0.02
    prod = [(k, m) for k, m in enumerate(PROD_FIXED[d]) if m]
    per = PROD_PER[d]
    if prod or per:
        r.fill(px, py, pw, h * 0.22, (250, 244, 230, 230), rad * 0.5)
        n_icons = sum(m if m <= 2 else 2 for _, m in prod) + (2.2 if per else 0)
        isz = min(h * 0.13, pw / (n_icons * 1.15 + 0.5))
        ix = px + isz * 0.75
        for k, m in prod:
            for _ in range(m if m <= 2 else 1):
                draw_kind(r, k, ix, py + h * 0.11, isz)
                ix += isz * 1.15
            if m > 2:
                r.text(f"×{m}", ix - isz * 0.3, py + h * 0.11, _mark_size(r, isz * 0.8),
                       theme.TEXT_DARK, "black", "midleft")
                ix += isz
        if per:             # "1 per card of a type": the resource, a slash, the type's chip
            draw_kind(r, per[0], ix, py + h * 0.11, isz)
            sx, sy, k = ix + isz * 0.78, py + h * 0.11, isz * 0.34
            r.polygon([(sx + k * 0.2, sy - k), (sx + k * 0.55, sy - k), (sx - k * 0.2, sy + k),
                       (sx - k * 0.55, sy + k)], theme.TEXT_DARK)
            type_chip(r, per[1], ix + isz * 1.2, py + h * 0.11, isz)
    # construction bonus
    g, f, k = BONUS[d]
    bx = px + h * 0.06
    by = py + h * (0.3 if detail else 0.34)
    for kind, m in ((6, g), (7, f), (5, k)):
        for _ in range(m):
            draw_kind(r, kind, bx, by, h * 0.1)
            bx += h * 0.12
    # recycling cube, bottom right
    rc = RECYCLE[d]
    rx, ry = x + w * 0.86, y + h - w * 0.14
    r.circle(rx, ry, w * 0.1, (250, 244, 230))
    draw_kind(r, rc, rx, ry, w * 0.1)
    if detail and p.get("text"):
        bw, bh, size = detail_box(r, p["text"], w, h)
        r.fill(x + w * 0.05, y + h * 0.645, bw + w * 0.06, bh + h * 0.015, (250, 244, 230, 240),
               rad * 0.5)
        fit_text(r, p["text"], x + w * 0.08, y + h * 0.652, bw, bh, size, theme.TEXT_DARK,
                 min_size=size * 0.85, align="left", valign="top")


def detail_box(r: Renderer, text: str, w: float, h: float) -> tuple[float, float, float]:
    """(width, height, size) of a large card's rule text under its art: the band above the
    recycling cube, or, where the words need more (play-test 14: «Сонячна гармата» ran out of
    it in Ukrainian), down to the card's foot, left of the cube, in a slightly smaller size."""
    size, foot = w * 0.05, h - w * 0.05 - h * 0.652
    boxes = ((w * 0.84, h * 0.18, size), (w * 0.66, foot, size), (w * 0.66, foot, size * 0.85))
    for bw, bh, s in boxes:
        if fits_box(r, text, bw, bh, s, "regular", s):
            return bw, bh, s
    return boxes[-1]


def paint_dev(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    a = int(t.alpha)
    w, h = t.w * t.scale, t.h * t.scale
    lift = ctx.hovered and ctx.enabled and p.get("raise") and not p.get("dim")
    x, y = t.x - w / 2, t.y - h / 2 - (h * 0.06 if lift else 0)
    if p.get("glow"):
        k = pulse(ctx)
        r.fill(x - 8, y - 8, w + 16, h + 16, (*GLOW, int(90 + 100 * k)), w * 0.09, alpha=a)
    if p.get("selected"):
        r.fill(x - 8, y - 8, w + 16, h + 16, (*theme.GOLD, 235), w * 0.09, alpha=a)
    r.fill(x + w * 0.04, y + h * 0.03, w, h, (0, 0, 0, 70), w * 0.07, alpha=a)
    draw_dev(r, p, x, y, w, h, a)
    if p.get("dim"):
        r.fill(x, y, w, h, (10, 8, 6, 110), w * 0.07, alpha=a)


# -- the empire card ---------------------------------------------------------------------------
def paint_empire(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.x - t.w / 2, t.y - t.h / 2, t.w, t.h
    if p.get("glow"):
        k = pulse(ctx)
        r.fill(x - 8, y - 8, w + 16, h + 16, (*GLOW, int(90 + 100 * k)), 20)
    r.fill(x, y, w, h, (58, 40, 32), 18, 3, p.get("color", theme.GOLD))
    # a long name ("Північноамериканські штати") that does not fit one line in a small window
    # takes the player's name's line too (the banner names the player)
    size = fs(r, 26)
    if r.text_size(p["name"], size * 0.75, "bold")[0] <= w - 16:
        r.text(p["name"], x + w / 2, y + 10, size, theme.GOLD, "bold", "midtop", max_width=w - 16)
        r.text(p.get("who", ""), x + w / 2, y + 44, fs(r, 20), theme.TEXT_DIM, "regular",
               "midtop", max_width=w - 20)
    else:
        fit_text(r, p["name"], x + 8, y + 4, w - 16, 64, size, theme.GOLD, "bold",
                 min_size=min(size, 10 / r.scale))
    # production per resource, its label, then the five cube places (at y + 200, where the
    # animations fly cubes): the label between the numbers and the cubes, clear of both
    prod = p.get("prod", (0,) * 5)
    step = (w - 20) / 5
    cw = (w - 40) / 5
    num_top, label_top, label_size = _production_rows(r, p, y, w, step * 0.25,
                                                      y + 200 - cw * 0.35)
    for k in range(5):
        cx = x + 10 + step * (k + 0.5)
        if k == p.get("step", -1):
            kk = pulse(ctx)
            r.fill(cx - step / 2 + 2, y + 70, step - 4, 84, (*GLOW, int(80 + 90 * kk)), 10)
        draw_kind(r, k, cx, y + 96, step * 0.5)
        r.text(str(prod[k]), cx, num_top, fs(r, 24), theme.TEXT, "bold", "midtop")
    r.text(_production_label(r, p, w, label_size), x + w / 2, label_top, label_size,
           theme.TEXT_DIM, "regular", "midtop", max_width=w - 16)
    # five cube places: four hold cubes, the fifth makes a krystallium
    cubes = p.get("cubes", 0)
    for j in range(5):
        cx = x + 20 + cw * (j + 0.5)
        cy = y + 200
        kinds = tuple(p.get("cube_kinds", ()))
        known = j - (cubes - len(kinds))            # the oldest cubes may be unknown
        if j < cubes and 0 <= known < len(kinds):   # each cube in its colour and symbol
            draw_kind(r, kinds[known], cx, cy, cw * 0.66)
        elif j < cubes:     # a cube whose kind the state does not tell
            r.fill(cx - cw * 0.35, cy - cw * 0.31, cw * 0.7, cw * 0.7, (90, 70, 50), 6)
            r.fill(cx - cw * 0.35, cy - cw * 0.35, cw * 0.7, cw * 0.66, (226, 208, 170), 6, 1.5,
                   (120, 96, 70))
        else:
            r.fill(cx - cw * 0.35, cy - cw * 0.35, cw * 0.7, cw * 0.7, (30, 22, 18), 6, 2,
                   (120, 96, 70) if j < 4 else KIND_RGB[5])
    r.text("→", x + w - 16, y + 200, fs(r, 20), KIND_RGB[5], "bold", "center")
    # stock: krystallium, generals, financiers
    yy = y + 252
    sx = x + 30
    for kk, key in ((5, "krys"), (6, "generals"), (7, "financiers")):
        draw_kind(r, kk, sx, yy, 34)
        r.text(f"×{p.get(key, 0)}", sx + 22, yy, fs(r, 24), theme.TEXT, "bold", "midleft")
        sx += (w - 30) / 3
    r.text(p.get("score", ""), x + w / 2, y + h - 12, fs(r, 18), theme.TEXT_DIM, "regular",
           "midbottom", max_width=w - 16)


def _production_label(r: Renderer, p: dict, w: float, size: float) -> str:
    label = p.get("prod_label", "")
    if p.get("prod_short") and not fits_line(r, label, size, w - 16):
        label = p["prod_short"]         # a narrow panel: "вироб. на етап"
    return label


def _production_rows(r: Renderer, p: dict, y: float, w: float, icon_half: float,
                     cubes_top: float) -> tuple[float, float, float]:
    """(numbers' top, label's top, label's size) on the empire card: the numbers under the
    resource icons (at y + 126 where there is room), the label centred between them and the
    cube places; in a small window, where readable text is tall, the label goes down to the
    legible floor and the numbers up to the icons (play-test 17: at 800x450 «вироб. на етап»
    touched the cube places under it and the numbers over it)."""
    gap = 2.0
    num_h = r.text_size("0", fs(r, 24), "bold")[1]
    size = fs(r, 16)
    label_h = r.text_size(_production_label(r, p, w, size), size, "regular")[1]
    if num_h + label_h + 3 * gap > cubes_top - (y + 126):
        size = max(16.0, r.min_size)
        label_h = r.text_size(_production_label(r, p, w, size), size, "regular")[1]
    num_top = max(y + 96 + icon_half, min(y + 126, cubes_top - 3 * gap - label_h - num_h))
    room = cubes_top - (num_top + num_h)
    return num_top, num_top + num_h + max(gap, (room - label_h) / 2), size


# -- the step track ----------------------------------------------------------------------------
def _tab_widths(r: Renderer, labels, width: float, size: float) -> list[float]:
    """The phase tabs' widths across ``width``: equal while every label fits its share, else
    each as wide as its label and the room left shared out (a long "Виробництво" beside a
    short "Драфт" in a small window)."""
    n = max(1, len(labels))
    need = [r.text_size(lab, size, "semibold")[0] + 14 for lab in labels]
    if all(nd <= width / n for nd in need):
        return [width / n] * len(labels)
    if sum(need) > width:       # as small as the labels may shrink (r.text: to the floor)
        need = [r.text_size(lab, min(size, r.min_size), "semibold")[0] + 14 for lab in labels]
    spare = max(0.0, width - sum(need)) / n
    scale = min(1.0, width / max(1.0, sum(need)))
    return [nd * scale + spare for nd in need]


def paint_track(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.x - t.w / 2, t.y - t.h / 2, t.w, t.h
    r.fill(x, y, w, h, (30, 22, 18, 230), 16, 2, theme.PANEL_EDGE)
    r.text(p["title"], x + 16, y + 8, fs(r, 26), theme.GOLD, "bold", max_width=w - 32)
    phases = p.get("phases", ())
    cur = p.get("phase", -1)
    tx = x + 16
    for i, (lab, pw) in enumerate(zip(phases, _tab_widths(r, phases, w - 32, fs(r, 19)))):
        on = i == cur
        r.fill(tx + 2, y + 44, pw - 4, 34, theme.GOLD if on else (58, 46, 38), 10)
        r.text(lab, tx + pw / 2, y + 61, fs(r, 19),
               theme.TEXT_DARK if on else theme.TEXT_DIM, "semibold", "center", max_width=pw - 10)
        tx += pw
    steps = p.get("steps", ())
    sw = (w - 32) / 5
    for k in range(5):
        cx = x + 16 + sw * (k + 0.5)
        cy = y + 114
        on = k == p.get("step", -1)
        if on:
            kk = pulse(ctx)
            r.fill(cx - sw / 2 + 3, cy - 28, sw - 6, 56, (*GLOW, int(120 + 100 * kk)), 12)
        draw_kind(r, k, cx - 16, cy, 30)
        win = steps[k] if k < len(steps) else None
        if win is not None:
            if win[0] >= 0:
                r.circle(cx + 24, cy, 13, win[1])
                r.text(win[2], cx + 24, cy, fs(r, 16), theme.TEXT_DARK, "bold", "center")
            else:
                r.text("—", cx + 24, cy, fs(r, 20), theme.TEXT_DIM, "bold", "center")


# -- another seat ------------------------------------------------------------------------------
def paint_panel(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.x - t.w / 2, t.y - t.h / 2, t.w, t.h
    r.fill(x, y, w, h, (30, 22, 18, 232), 14, 3 if p.get("active") else 2,
           p["color"] if p.get("active") else theme.PANEL_EDGE)
    # the counts line: the first of its forms that fits (a narrow or small panel: "built N"
    # stays, play-test at 800x450 in both languages)
    forms = [p.get(k) for k in ("extra", "extra_short", "extra_tiny") if p.get(k)] or [""]
    extra = next((f for f in forms if fits_line(r, f, fs(r, 17), w - 28)), forms[-1])
    # the rows from the top, each as tall as its text is in this window (a small window's
    # larger text would run the counts line into the cubes above it)
    name_h = r.text_size(p["name"] or "A", fs(r, 24), "bold")[1]
    extra_h = r.text_size(extra or "A", fs(r, 17), "regular")[1]
    top, prod_y, by, bottom = y + 8, y + 62, y + 86, y + h - 8
    if by + 32 > bottom - extra_h:                      # the usual rows leave it no room
        top, bottom = y + 4, y + h - 4
        prod_y = max(top + name_h + 13, min(bottom - extra_h - 48, prod_y))
        by = prod_y + 16
    r.fill(x + 10, top + 4, 12, min(26, name_h - 4), p["color"], 4)
    r.text(p["name"], x + 30, top, fs(r, 24), theme.GOLD, "bold", max_width=w * 0.55)
    r.text(p.get("status", ""), x + w - 12, top + 4, fs(r, 18), theme.TEXT_DIM, "regular",
           "topright", max_width=w * 0.4)
    prod = p.get("prod", (0,) * 5)
    step = (w - 20) / 5
    for k in range(5):
        cx = x + 10 + step * (k + 0.3)
        if k == p.get("step", -1):
            r.fill(cx - 20, prod_y - 18, step - 8, 36, (*GLOW, 150), 8)
        draw_kind(r, k, cx, prod_y, 26, n=prod[k])
    cnt = p.get("types", (0,) * 5)
    bx = x + 14
    for k in range(5):
        r.fill(bx, by, 30, 30, TYPE_RGB[k], 6, 1, (250, 244, 230))
        r.text(str(cnt[k]), bx + 15, by + 15, fs(r, 19), (255, 255, 255), "bold", "center")
        bx += 35
    bx += 10
    for kk, n in zip((5, 6, 7), p.get("stock", (0, 0, 0))):
        draw_kind(r, kk, bx + 12, by + 15, 24, n=n)
        bx += 52
    r.text(extra, x + 14, bottom, fs(r, 17), theme.TEXT_DIM, "regular",
           "bottomleft", max_width=w - 28, ellipsis=True)    # never past the panel's edge


def paint_zone(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.x - t.w / 2, t.y - t.h / 2, t.w, t.h
    on = p.get("active")
    if on:
        k = pulse(ctx)
        r.fill(x - 4, y - 4, w + 8, h + 8, (*GLOW, int(70 + 90 * k)), 16)
    r.fill(x, y, w, h, (44, 34, 28, 235) if on else (34, 27, 23, 200), 14, 2,
           theme.GOLD if (on and ctx.hovered) else theme.PANEL_EDGE)
    title = r.text(p["title"], x + w / 2, y + 14, fs(r, 24), theme.GOLD if on else theme.TEXT_DIM,
                   "bold", "midtop", max_width=w - 16)
    if p.get("cube") is not None:
        draw_kind(r, p["cube"], x + w / 2, y + h - 34, 34)
        return
    for sub in (p.get("sub"), p.get("sub_short")):    # a small window: the short one
        if not sub:
            continue
        if fits_line(r, sub, fs(r, 17), w - 16):
            r.text(sub, x + w / 2, y + h - 14, fs(r, 17), theme.TEXT_DIM, "regular",
                   "midbottom", max_width=w - 16)
            return
        if fits_box(r, sub, w - 16, y + h - 6 - title.bottom, fs(r, 17)):
            # "to the construction area" on two lines under the title
            fit_text(r, sub, x + 8, title.bottom, w - 16, y + h - 6 - title.bottom, fs(r, 17),
                     theme.TEXT_DIM, valign="bottom")
            return
    # else the sub line is left to the zone's tooltip, which says it too


def paint_cube(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    s = t.w * t.scale
    if p.get("glow"):
        k = pulse(ctx)
        r.fill(t.x - s * 0.75, t.y - s * 0.75, s * 1.5, s * 1.5, (*GLOW, int(90 + 100 * k)), s * 0.3)
    if p.get("selected"):                   # picked: the card or empire clicked next takes it
        r.fill(t.x - s * 0.75, t.y - s * 0.75, s * 1.5, s * 1.5, (*theme.GOLD, 235), s * 0.3)
    draw_kind(r, p["kind"], t.x, t.y, s, int(t.alpha), n=p.get("n"))


def paint_label(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y = t.x - t.w / 2, t.y - t.h / 2
    if p.get("panel"):
        r.fill(x, y, t.w, t.h, (30, 22, 18, 200), 12, 2, theme.PANEL_EDGE)
    r.text(p["text"], x + 12, y + t.h / 2, fs(r, p.get("size", 22)), p.get("color", theme.TEXT_DIM),
           p.get("weight", "semibold"), "midleft", max_width=t.w - 24)


PAINTERS = {
    "ww_dev": paint_dev,
    "ww_empire": paint_empire,
    "ww_track": paint_track,
    "ww_panel": paint_panel,
    "ww_zone": paint_zone,
    "ww_cube": paint_cube,
    "ww_label": paint_label,
}
