"""How Dice Forge pieces are drawn: a single die face (on a net, in a pool), feat cards, the
islands and their portals, heroes, sanctuary trays, resource tracks and the seat panels.
Painters are plain functions of (renderer, transform, params, ctx)."""
from __future__ import annotations

from engine import theme
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx, pulse
from engine.render import Renderer
from engine.widgets.text import fit_lines, fit_text, fits_box, line_height, readable as fs
from engine.widgets.dice import draw_die_face
from engine.widgets.icons import draw_icon, draw_icon_row, icon_reach, icons_width
from engine.widgets.seatmark import draw_seat_mark
from scenes.parts.why import LIT

LIGHT_DIE = (246, 238, 218)
DARK_DIE = (196, 176, 150)
SEA = (30, 66, 92)
MOON_ISLE = (70, 92, 140)
SUN_ISLE = (150, 104, 52)
TARGET = theme.LEGAL
CARD_BG = (238, 226, 196)


def paint_label(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A one-line label that never gets smaller than theme.MIN_TEXT_PX on screen (shrinks to its box)."""
    x, y, w, h = t.rect
    anchor = p.get("anchor", "midleft")
    pos = {"midleft": (x, t.y), "center": (t.x, t.y), "midtop": (t.x, y),
           "midright": (x + w, t.y)}[anchor]
    r.text(p.get("text", ""), pos[0], pos[1], fs(r, p.get("size", 22)),
           p.get("color", theme.TEXT), p.get("weight", "regular"), anchor, max_width=w,
           alpha=int(t.alpha))


def paint_face(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """One die face: ``face`` (die-widget data), ``color``, ``on`` (showing), ``target`` (a
    legal click: green glow), ``dim`` (not possible now), ``selected``."""
    x, y, w, h = t.rect
    s = min(w, h) * t.scale
    x, y = t.x - s / 2, t.y - s / 2
    a = int(t.alpha)
    if p.get("target"):
        k = pulse(ctx) if ctx.enabled else 0.5
        r.fill(x - 5, y - 5, s + 10, s + 10, (*TARGET, int(120 + 100 * k)), s * 0.24, alpha=a)
    if p.get("selected"):
        r.fill(x - 6, y - 6, s + 12, s + 12, (*theme.HIGHLIGHT, 235), s * 0.24, alpha=a)
    if ctx.hovered and ctx.enabled and (p.get("target") or p.get("click")):
        y -= 3
    draw_die_face(r, p["face"], x, y, s, p.get("color", LIGHT_DIE), bool(p.get("on")))
    if p.get("on"):
        r.outline(x - 2, y - 2, s + 4, s + 4, theme.GOLD, max(2.0, s * 0.05), s * 0.2)
    if p.get("dim"):
        r.fill(x, y, s, s, (12, 10, 8, 140), s * 0.18)


def paint_card(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A heroic feat card: cost (top), name, glory (bottom), copies left."""
    x, y, w, h = t.rect
    a = int(t.alpha)
    if p.get("count", 1) <= 0:
        r.fill(x, y, w, h, (0, 0, 0, 60), 10, 2, (120, 100, 70, 120), a)
        return
    if p.get("target"):
        k = pulse(ctx) if ctx.enabled else 0.5
        r.fill(x - 6, y - 6, w + 12, h + 12, (*TARGET, int(110 + 110 * k)), 14, alpha=a)
    lift = 6 if (ctx.hovered and ctx.enabled and p.get("target")) else 0
    y -= lift
    for k in range(min(p.get("count", 1), 4) - 1, 0, -1):     # the stack under the top card
        r.fill(x + 3 * k, y + 3 * k, w, h, (150, 130, 100), 10, 1, (70, 50, 30), a)
    r.fill(x + 3, y + 5, w, h, (0, 0, 0, 80), 10, alpha=a)
    side = p.get("side", "moon")
    edge = (92, 120, 190) if side == "moon" else (210, 140, 60)
    if p.get("both"):
        edge = (170, 110, 170)
    r.fill(x, y, w, h, CARD_BG, 10, 3, edge, a)
    r.fill(x + 4, y + 4, w - 8, h * 0.27, (*edge, 200), 8, alpha=a)
    cost = [(i, n) for i, n in p.get("cost", ()) if n]
    cost_y = y + 4 + h * 0.135
    draw_icon_row(r, cost, x + w / 2, cost_y, h * 0.2, 3, "center", w - 14)
    g = p.get("glory", 0)
    # the name between the cost band and the glory badge, never over either, nor under the
    # cost's amounts, whose badges grow past the band in a small window to stay readable
    # (play-test 17: "The Elder" read "The Eder" at 1280x720); where it cannot be drawn
    # legibly (a smaller window) it is left to the zoom
    size = max(p.get("name_size", 17), r.min_size) if r.scale >= 0.5 else p.get("name_size", 17)
    top = max(y + h * 0.31, cost_y + _cost_reach(r, cost, h * 0.2, w - 14) + 1)
    bottom = y + h * (0.72 if g else 0.95)
    if p.get("count", 1) > 1 and p.get("show_count", True) and not p.get("count_left"):
        bottom = min(bottom, y + h - 28)          # over its count, at the bottom right
    _card_name(r, p.get("title", ""), x + 4, top, w - 8, bottom - top, size, p.get("short", ""))
    if g:
        draw_icon(r, "point", x + w / 2 - 2, y + h - h * 0.15, h * 0.24, g)
    if p.get("kind_icon"):
        r.text(p["kind_icon"], x + 8, y + h - 8, 16, (90, 60, 40), "bold", "bottomleft")
    if p.get("count", 1) > 1 and p.get("show_count", True):
        # owned cards overlap to the right: their count sits on the top left corner, still in
        # view, clear of the name (on the left edge it covered a name's second line)
        bx, by = (x + 3, y + 5) if p.get("count_left") else (x + w - 12, y + h - 14)
        r.circle(bx, by, 13, (40, 30, 24))
        r.text(f"×{p['count']}", bx, by, 17, theme.TEXT, "black", "center")
    if p.get("dim"):
        r.fill(x, y, w, h, (12, 10, 8, 120), 10, alpha=a)


def _cost_reach(r: Renderer, cost: list, size: float, max_w: float) -> float:
    """How far below its centre line a card's cost row reaches (``draw_icon_row``'s tokens,
    shrunk to ``max_w``, with their amounts' badges), 0 without a cost."""
    if not cost:
        return 0.0
    w = icons_width(cost, size, 3)
    return icon_reach(r, size * min(1.0, max_w / w), cost[0][1])[1]


def _card_name(r: Renderer, title: str, x: float, y: float, w: float, h: float,
               size: float, short: str = "") -> None:
    """A feat's name in the box (x, y, w, h), as ``fit_text`` fits a text: wrapped (after a
    hyphen too), shrunk no further than the smallest readable size; where the whole name does
    not fit, its ``short`` name ("Hammer"), and lines that still don't fit cut with "…" (the
    tooltip and the zoom name the card whole); left to the zoom where it would be
    illegible."""
    if short and title and not fits_box(r, title, w, h, size, "bold"):
        title = short
    if title and r.legible(size):
        fit_text(r, title, x, y, w, h, size, theme.TEXT_DARK, "bold", min_size=r.min_size,
                 valign="top")


# the starting portal's name: at the top of its island, above the heroes waiting there (play-test
# 14: drawn just over the portal, the pawns covered "Старт")
START_LABEL_DY = 16


def paint_island(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    col = {"moon": MOON_ISLE, "sun": SUN_ISLE, "both": (110, 90, 120),
           "start": (70, 70, 70)}[p.get("side", "start")]
    r.fill(x, y, w, h, (*col, 150), 28, 3, tuple(min(255, c + 50) for c in col))
    # the portal: a stone ring at the bottom of the island
    px, py, rad = x + w / 2, y + h - 44, 34
    r.circle(px, py + 4, rad, (0, 0, 0, 90))
    r.circle(px, py, rad, (88, 80, 74))
    r.circle(px, py, rad * 0.78, (40, 120, 150) if p.get("side") != "start" else (120, 90, 160))
    r.circle(px, py, rad * 0.5, (110, 200, 220, 140))
    label = p.get("label", "")
    if label and p.get("side", "start") == "start":     # no cards above: the name up top
        r.text(label, px, y + START_LABEL_DY, fs(r, 20), theme.TEXT, "bold", "midtop",
               shadow=True, max_width=w - 16)
    elif label:
        r.text(label, x + 12, y + h - 10, fs(r, 20), theme.TEXT, "bold", "bottomleft", shadow=True,
               max_width=w / 2 - 40)


def board_title_rect(r: Renderer, t: Transform, p: dict) -> tuple[float, float, float, float]:
    """Where a board's title is drawn (canvas rect; (x, y, 0, 0) for none): no tooltip covers
    it (``DiceForgeScene.kept_clear``)."""
    x, y = t.rect[0] + 18, t.rect[1] + 8
    if not p.get("title"):
        return (x, y, 0.0, 0.0)
    w, h = r.text_size(p["title"], fs(r, 26), "bold")
    return (x, y, w, h)


def paint_board(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    r.fill(x, y, w, h, p.get("color", (*SEA, 235)), 22, 3, theme.PANEL_EDGE)
    if p.get("title"):
        tx, ty, _, _ = board_title_rect(r, t, p)
        r.text(p["title"], tx, ty, fs(r, 26), theme.GOLD, "bold", "topleft", shadow=True)


def paint_pawn(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A hero: a coloured figure (head and body) with a dark outline and its seat's shape."""
    cx, cy, s = t.x, t.y, min(t.w, t.h) * t.scale
    col = p.get("color", theme.GOLD)
    dark = tuple(max(0, c - 90) for c in col[:3])
    if p.get("glow"):
        r.circle(cx, cy, s * 0.62, (*theme.HIGHLIGHT, 150))
    r.fill(cx - s * 0.32 + 3, cy - s * 0.05 + 4, s * 0.64, s * 0.55, (0, 0, 0, 90), s * 0.22)
    r.fill(cx - s * 0.32, cy - s * 0.05, s * 0.64, s * 0.55, dark, s * 0.22)
    r.fill(cx - s * 0.27, cy - s * 0.02, s * 0.54, s * 0.49, col, s * 0.2)
    r.circle(cx, cy - s * 0.22, s * 0.2, dark)
    r.circle(cx, cy - s * 0.22, s * 0.16, col)
    # the seat's shape on the chest: heroes of similar colours stay apart without colour vision
    draw_seat_mark(r, cx, cy + s * 0.2, s * 0.13, (245, 236, 215), shape=theme.seat_shape(col),
                   shadow=False)


def paint_pool(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A Sanctuary tray: its price in gold (crossed out and lowered with a ship's discount)."""
    x, y, w, h = t.rect
    active = p.get(LIT)         # a face in it can be bought: the toast keeps clear of it
    r.fill(x, y, w, h, (52, 40, 34, 230), 14, 3, theme.GOLD if active else (110, 88, 60))
    cost, base = p.get("cost", 0), p.get("base", 0)
    draw_icon(r, "gold", x + 22, y + 20, 34, cost)
    if base != cost:
        r.text(str(base), x + 50, y + 20, fs(r, 22), theme.TEXT_DIM, "bold", "midleft")
        r.line((x + 46, y + 22), (x + 66, y + 16), theme.DANGER, 3)
    if p.get("label"):
        r.text(p["label"], x + w - 10, y + 20, fs(r, 18), theme.TEXT_DIM, "semibold", "midright",
               max_width=w - 84)
    if p.get("dim"):
        r.fill(x, y, w, h, (12, 10, 8, 90), 14)


def paint_restrack(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A resource track: icon, one cell per value up to the cap, the amount counting up."""
    x, y, w, h = t.rect
    shown = t.value if t.value is not None else p.get("value", 0)
    value = round(shown)
    counting = abs(shown - p.get("value", 0)) > 0.01
    r.fill(x, y, w, h, (30, 24, 20, 225), 12, 2, theme.GOLD if counting else theme.PANEL_EDGE)
    draw_icon(r, p["icon"], x + h * 0.55, y + h / 2, h * 0.78)
    cap = p.get("cap")
    tx = x + h * 1.15
    nw = 88
    if cap:
        cells = cap
        cw = (w - (tx - x) - nw - 6) / cells
        col = p.get("color", theme.GOLD)
        for k in range(cells):
            full = k < value
            r.fill(tx + k * cw + 1.5, y + h * 0.22, cw - 3, h * 0.56,
                   col if full else (74, 62, 52), 5)
    txt = f"{value}/{cap}" if cap else str(value)
    r.text(txt, x + w - 10, y + h / 2, h * (0.66 if counting else 0.58),
           theme.GOLD if counting else theme.TEXT, "black", "midright", max_width=nw)
    if not cap and p.get("sub"):
        r.text(p["sub"], tx, y + h / 2, fs(r, h * 0.44), theme.TEXT_DIM, "semibold", "midleft",
               max_width=w - (tx - x) - nw - 10)


def paint_hammer(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """The Hammer track: 15 steps per side, 10 glory then 15."""
    x, y, w, h = t.rect
    r.fill(x, y, w, h, (30, 24, 20, 225), 12, 2, theme.PANEL_EDGE)
    # the label as wide as it is drawn (a small window's larger text), the track after it
    label = r.text(p.get("label", ""), x + 10, y + h / 2, fs(r, 20), theme.TEXT, "bold",
                   "midleft", max_width=w * 0.4)
    left = max(84, label.right + 10 - x)
    if not p.get("owned"):
        r.text(p.get("none", ""), x + left + 2, y + h / 2, fs(r, 18), theme.TEXT_DIM, "regular",
               "midleft", max_width=w - left - 12)
        return
    pos, side = p.get("pos", 0), p.get("side", 0)
    tx, cw = x + left, (w - left - 50) / 15
    for k in range(15):
        r.fill(tx + k * cw + 1, y + h * 0.3, cw - 2, h * 0.4,
               (232, 182, 52) if k < pos else (74, 62, 52), 3)
    r.text(f"+{(10, 15)[side]}", x + w - 8, y + h / 2, fs(r, 20), theme.GOLD, "black", "midright")


def paint_panel(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A seat's board: name, live glory total, whose turn."""
    x, y, w, h = t.rect
    col = p.get("color", theme.GOLD)
    r.fill(x, y, w, h, (36, 29, 26, 235), 16, 3, theme.GOLD if p.get("turn") else theme.PANEL_EDGE)
    r.fill(x + 10, y + 12, 12, 28, col, 4)
    r.text(p.get("title", ""), x + 32, y + 8, p.get("title_size", 28), theme.TEXT, "bold",
           "topleft", max_width=w * 0.5)
    g = p.get("glory", 0)
    ts = p.get("title_size", 28)
    rect = r.text(str(g), x + w - 16, y + 8, ts * 1.1, theme.GOLD, "black", "topright",
                  max_width=w * 0.3)
    draw_icon(r, "point", rect.x - ts * 0.6 - 4, y + 8 + ts * 0.62, ts * 1.1)
    if p.get("sub"):
        r.text(p["sub"], x + 32, y + 8 + p.get("title_size", 28) * 1.2, fs(r, 20),
               theme.TEXT_DIM, "regular", "topleft", max_width=w - 48)


def paint_card_large(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A feat card drawn large with its effect text, as the zoom draws it (a pile browser)."""
    draw_card_zoom(r, t.x - t.w / 2, t.y - t.h / 2, t.w, t.h, {**p, **p.get("zoom", {})})


PAINTERS = {"df_face": paint_face, "df_card": paint_card, "df_island": paint_island,
            "df_board": paint_board, "df_pawn": paint_pawn, "df_pool": paint_pool,
            "df_res": paint_restrack, "df_hammer": paint_hammer, "df_panel": paint_panel,
            "df_label": paint_label, "df_card_large": paint_card_large}


ZOOM_W, ZOOM_H = 330, 462          # the hover zoom's card at 1920x1080 (canvas units)
_BODY_TOP = 144                     # the effect text starts this far below the card's top


def zoom_size(r: Renderer, p: dict) -> tuple[float, float]:
    """How large the hover zoom draws the feat card ``p`` (its params with the zoom's): as
    wide as its text's size asks (a small window's larger text keeps as many words to a line)
    and as tall as its whole effect text and note need, never smaller than ``ZOOM_W`` x
    ``ZOOM_H`` nor taller than the canvas leaves room for."""
    size = fs(r, 26)
    w = min(480.0, ZOOM_W * size / 26)
    body = 0.0
    if p.get("text"):
        _, lines = fit_lines(r, p["text"], w - 36, 10_000, size, size)
        body = len(lines) * line_height(r, size)
    return w, min(980.0, max(float(ZOOM_H), _BODY_TOP + body + _note_room(r, p, w)))


def _note_room(r: Renderer, p: dict, w: float) -> float:
    """The height kept at the card's bottom for its note, wrapped (and the margins)."""
    if not p.get("note"):
        return 16
    size = fs(r, 24)
    _, lines = fit_lines(r, p["note"], w - 24, 10_000, size, size, "semibold")
    return len(lines) * line_height(r, size, "semibold") + 30


def draw_card_zoom(r: Renderer, x: float, y: float, w: float, h: float, p: dict) -> None:
    """A feat card drawn large with its effect text (the hover zoom)."""
    if Renderer.probe is not None:          # a test measuring text: this is a zoom
        with Renderer.probe.within(zoom=True):
            return _card_zoom(r, x, y, w, h, p)
    _card_zoom(r, x, y, w, h, p)


def _card_zoom(r: Renderer, x: float, y: float, w: float, h: float, p: dict) -> None:
    side = p.get("side", "moon")
    edge = {"moon": (92, 120, 190), "sun": (210, 140, 60)}.get(side, (170, 110, 170))
    r.fill(x + 6, y + 10, w, h, (0, 0, 0, 110), 18)
    r.fill(x, y, w, h, CARD_BG, 18, 4, edge)
    r.fill(x + 8, y + 8, w - 16, 74, (*edge, 220), 12)
    cost = [(i, n) for i, n in p.get("cost", ()) if n]
    isz = max(56.0, fs(r, 0) / 0.39)       # amounts on the icons at least MIN_TEXT_PX
    if cost:
        draw_icon_row(r, cost, x + 20, y + 45, isz, 8, "left", w - 150)
    if p.get("glory"):
        draw_icon(r, "point", x + w - 16 - isz / 2, y + 45, isz, p["glory"])
    fit_text(r, p.get("title", ""), x + 12, y + 92, w - 24, _BODY_TOP - 96, 32,
             theme.TEXT_DARK, "bold", min_size=r.min_size, valign="top")
    # the effect text between the title and the note, never over the note nor past the card
    # (``zoom_size`` makes the hover zoom tall enough for it whole)
    fit_text(r, p.get("text", ""), x + 18, y + _BODY_TOP, w - 36,
             h - _BODY_TOP - _note_room(r, p, w), fs(r, 26), theme.TEXT_DARK, "regular",
             min_size=r.min_size, align="left", valign="top")
    if p.get("note"):
        room = _note_room(r, p, w) - 24
        fit_text(r, p["note"], x + 12, y + h - 14 - room, w - 24, room, fs(r, 24),
                 (90, 60, 40), "semibold", min_size=r.min_size, valign="bottom")
