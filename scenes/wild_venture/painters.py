"""Painters of A Wild Venture's own pieces: the board (paths between spaces), a space with its
reward, a traveller, a flying coin.  Cards, piles, counters and dialogs are the shared widgets."""
from __future__ import annotations

from engine import theme
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx, pulse
from engine.render import Renderer
from engine.rules.wild_venture.flow import TOKEN_REWARD
from engine.widgets.icons import draw_icon
from engine.widgets.text import composed, readable as fs, report_composed

SPECIES_COLORS = {"crow": (70, 82, 128), "frog": (58, 134, 84), "rabbit": (178, 116, 58)}
CHEST_COLORS = {"iron": (150, 156, 166), "golden": (232, 182, 52), "ruby": (200, 52, 76)}
STARTER_COLORS = {"nest": (70, 82, 128), "pad": (58, 134, 84), "burrow": (178, 116, 58)}
PATH = (120, 96, 62)
PAIR_ICON = {"sun": "sun", "moon": "moon", "star": "point"}


def _ca(col, a: int) -> tuple:
    """``col`` with its alpha scaled by the entity's ``a`` (0..255)."""
    base = col[3] if len(col) > 3 else 255
    v = base * max(0, min(255, a)) / 255
    return (*col[:3], 255 if v >= 250 else int(v) // 8 * 8)   # steps of 8: few cached shapes


def _cached(r: Renderer, key: tuple, x: float, y: float, w: float, h: float, a: int,
            draw) -> None:
    """Blit the drawing ``draw(off)`` of the box (x, y, w, h), composed once per key (the
    table's repaint after each action draws the board's still parts from these)."""
    key = ("wv",) + key + (round(w, 1), round(h, 1))
    surf = composed(r, key, w, h, draw)
    r.blit(surf, r.to_screen((x, y)), a)
    report_composed(r, key, surf, surf.get_rect(topleft=r.to_screen((x, y))))


def paint_board(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    a = int(t.alpha)
    if a <= 0:
        return
    ox, oy = p["origin"]
    rel = dict(p, origin=(ox - x, oy - y))
    _cached(r, ("board", repr(sorted(rel.items()))), x, y, w, h, a,
            lambda off: _draw_board(off, 0, 0, w, h, rel, 255))


def _draw_board(r: Renderer, x: float, y: float, w: float, h: float, p: dict, a: int) -> None:
    autumn = p.get("side") == "autumn"
    r.fill(x, y, w, h, (64, 52, 36) if autumn else (46, 62, 44), 22, 3, theme.PANEL_EDGE, a)
    r.fill(x + 10, y + 10, w - 20, h - 20, (92, 72, 46) if autumn else (70, 92, 62), 16, 0,
           None, a)
    # soft landmarks
    for k, (fx, fy, rad) in enumerate(((0.18, 0.2, 60), (0.7, 0.16, 48), (0.52, 0.56, 70),
                                        (0.88, 0.62, 54), (0.32, 0.82, 40))):
        col = (110, 84, 50) if autumn else (84, 112, 72)
        r.circle(x + w * fx, y + h * fy, rad, _ca(col, a))
    ox, oy = p["origin"]
    for (x1, y1), (x2, y2), label in p["edges"]:
        a1, b1, a2, b2 = ox + x1, oy + y1, ox + x2, oy + y2
        r.line((a1, b1), (a2, b2), (40, 30, 20), 14)
        r.line((a1, b1), (a2, b2), (214, 190, 140), 8)
    r.text(p.get("title", ""), x + 22, y + 18, 26, theme.GOLD, "bold", "topleft", shadow=True,
           alpha=a)


def paint_cost(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A path cost on a segment: a red pill over the path."""
    a = int(t.alpha)
    label = p.get("text", "")
    size = fs(r, 19)
    tw = r.text_size(label, size, "bold")[0] + 14
    ph = max(26.0, size * 1.3)
    r.fill(t.x - tw / 2, t.y - ph / 2, tw, ph, (120, 34, 28, 245), 10, 2, theme.GOLD, a)
    r.text(label, t.x, t.y, size, theme.TEXT, "bold", "center", alpha=a)




def paint_space(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    a = int(t.alpha)
    if a <= 0:
        return
    rad = t.w / 2
    cx, cy = t.x, t.y
    if p.get("active"):
        k = pulse(ctx)
        r.circle(cx, cy, rad + 10 + 4 * k, _ca((*theme.LEGAL, int(120 + 100 * k)), a))
        if ctx.hovered:
            r.circle(cx, cy, rad + 8, _ca(theme.GOLD, a))
    box = rad * 1.5             # the space and its set-up token
    still = {k: v for k, v in p.items() if k != "active"}
    _cached(r, ("space", repr(sorted(still.items()))), cx - box, cy - box, 2 * box, 2 * box, a,
            lambda off: _draw_space(off, box, box, rad, still, 255))


def _draw_space(r: Renderer, cx: float, cy: float, rad: float, p: dict, a: int) -> None:
    reward = p.get("reward") or ()
    fill = (238, 224, 190)
    edge = (60, 44, 30)
    if p.get("home"):
        fill = (210, 190, 150)
    elif reward and reward[0] == "chest":
        fill = CHEST_COLORS.get(reward[1], fill)
    elif reward and reward[0] == "starter":
        fill = STARTER_COLORS.get(reward[1], fill)
    r.circle(cx, cy, rad + 3, _ca(edge, a))
    r.circle(cx, cy, rad, _ca(fill, a))
    dark = bool(reward) and reward[0] in ("starter",) or (reward and reward[1] == "ruby")
    ink = theme.TEXT if dark else (40, 30, 22)
    tok = p.get("token")
    full = a
    if tok in TOKEN_REWARD:     # a set-up token lies on the printed reward: its own replaces it
        a = int(a * 0.35)
    if p.get("home"):
        if r.legible(rad * 0.5):         # too small to read: the space's tooltip names it
            r.text(p.get("label", ""), cx, cy, rad * 0.5, ink, "bold", "center",
                   max_width=rad * 1.8, alpha=a)
    elif reward:
        kind = reward[0]
        if kind in ("gain", "draw"):
            icon = "gold" if kind == "gain" else "card"
            draw_icon(r, icon, cx - rad * 0.28, cy, rad * 0.8, alpha=a)
            r.text(str(reward[1]), cx + rad * 0.38, cy, max(rad * 0.8, r.min_size), ink,
                   "black", "center", alpha=a)
        elif r.legible(rad * 0.42):        # else its colour and tooltip tell the reward
            r.text(p.get("label", ""), cx, cy, rad * 0.42, ink, "bold", "center",
                   max_width=rad * 1.8, alpha=a)
    a = full
    if tok:
        tx, ty = cx + rad * 0.85, cy - rad * 0.8
        r.circle(tx, ty, rad * 0.52, _ca((30, 22, 16), a))
        r.circle(tx, ty, rad * 0.45, _ca((236, 196, 96) if tok != "plus5" else (232, 120, 52), a))
        if tok in PAIR_ICON:
            draw_icon(r, PAIR_ICON[tok], tx, ty, rad * 0.8, alpha=a)
        else:
            r.text(p.get("token_label", "")[:3], tx, ty, max(rad * 0.46, r.min_size),
                   (30, 22, 16), "black", "center", alpha=a)


def paint_traveller(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    a = int(t.alpha)
    if a <= 0:
        return
    x, y, w, h = t.rect
    col = p.get("color", (200, 60, 60))
    r.fill(x + w * 0.12, y + h * 0.86, w * 0.76, h * 0.16, (0, 0, 0, 90), h * 0.08, alpha=a)
    # a meeple: a body and a head
    r.fill(x + w * 0.18, y + h * 0.38, w * 0.64, h * 0.56, (20, 14, 10), w * 0.24, alpha=a)
    r.fill(x + w * 0.22, y + h * 0.41, w * 0.56, h * 0.50, col, w * 0.22, alpha=a)
    r.circle(t.x, y + h * 0.26, w * 0.24, _ca((20, 14, 10), a))
    r.circle(t.x, y + h * 0.26, w * 0.2, _ca(col, a))
    r.text(p.get("letter", ""), t.x, y + h * 0.64, max(h * 0.32, r.min_size), theme.TEXT, "black", "center",
           shadow=True, alpha=a)


def paint_coin(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    a = int(t.alpha)
    if a <= 0:
        return
    if p.get("glow"):
        r.circle(t.x, t.y, t.w * 0.62, _ca((*theme.LEGAL, int(120 + 100 * pulse(ctx))), a))
    draw_icon(r, p.get("icon", "gold"), t.x, t.y, t.w, alpha=a)


def paint_seat(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A seat's panel background with its name, colour strip and a turn marker."""
    x, y, w, h = t.rect
    a = int(t.alpha)
    r.fill(x, y, w, h, (30, 24, 20, 215), 16, 2,
           theme.GOLD if p.get("turn") else theme.PANEL_EDGE, a)
    r.fill(x + 10, y + 12, 10, 30, p.get("color", theme.GOLD), 4, alpha=a)
    r.text(p.get("title", ""), x + 28, y + 10, 26, theme.GOLD, "bold", "topleft",
           max_width=p.get("title_w", w - 40), alpha=a)
    if p.get("sub"):
        r.text(p["sub"], x + 28, y + 42, fs(r, 20), theme.TEXT_DIM, "regular", "topleft",
               max_width=p.get("title_w", w - 40), alpha=a)


def paint_row(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    a = int(t.alpha)
    r.fill(x, y, w, h, (26, 20, 18, 190), 14, 2, theme.PANEL_EDGE, a)
    lw = p.get("label_w", 110)
    r.fill(x, y, lw, h, (44, 34, 28, 220), 14, alpha=a)
    r.text(p.get("title", ""), x + lw / 2, y + h / 2 - 16, 29, theme.GOLD, "bold", "center",
           max_width=lw - 10, alpha=a)
    if p.get("sub"):
        r.text(p["sub"], x + lw / 2, y + h / 2 + 20, 26, theme.TEXT_DIM, "regular", "center",
               max_width=lw - 10, alpha=a)


PAINTERS = {"wv_board": paint_board, "wv_cost": paint_cost, "wv_space": paint_space, "wv_traveller": paint_traveller,
            "wv_coin": paint_coin, "wv_seat": paint_seat, "wv_row": paint_row}
