"""Piles: a deck or a discard drawn as a stack whose height follows its count, with a count
badge, an optional face-up top card, and a browser overlay where the rules let players look
through it (a discard pile, your own tableau): ``PileBrowserScene`` in engine/overlays.py."""
from __future__ import annotations


from engine import theme
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx, pulse
from engine.render import Renderer
from engine.widgets.card import blit_card, card_params
from engine.widgets.text import fits_line, readable


def pile_params(count: int, label: str = "", top: dict | None = None,
                back: dict | None = None, browsable: bool = False, active: bool = False) -> dict:
    """``count``: cards in the pile (the stack grows with it); ``top``: card params of a face-up
    top card (or describe the top card as its own keyed entity on the pile, so it keeps its
    entity when it is drawn); ``back``: card params whose back is drawn for the hidden cards;
    ``active``: glows as a legal target (draw from it); ``browsable``: the rules let players
    look through it (open ``PileBrowserScene`` on click)."""
    return {"count": int(count), "label": label, "top": top, "back": back,
            "browsable": browsable, "active": active}


LABEL_H, BADGE_H = 32, 34      # canvas px a pile's label takes above it, its count below


def pile_bounds(rect) -> tuple[float, float, float, float]:
    """The canvas rect (x, y, w, h) a pile at ``rect`` paints: its label and count badge too."""
    x, y, w, h = rect
    return (x - 10, y - LABEL_H, w + 20, h + LABEL_H + BADGE_H)


def paint_pile(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    a = int(t.alpha)
    n = p.get("count", 0)
    if p.get("active") and n > 0:
        k = pulse(ctx)
        r.fill(x - 10, y - 10, w + 20, h + 20, (*theme.LEGAL, int(80 + 90 * k)), w * 0.1, alpha=a)
    if n <= 0:
        r.fill(x, y, w, h, (0, 0, 0, 60), w * 0.07, 2, (150, 118, 66, 170), a)
        if fits_line(r, p.get("label", ""), readable(r, 20), w - 12, "semibold"):
            r.text(p.get("label", ""), t.x, t.y, readable(r, 20), theme.TEXT_DIM, "semibold",
                   "center", max_width=w - 12, alpha=a)
        elif p.get("label"):        # too wide for the empty outline: over it, as on a stack
            r.text(p["label"], t.x, y - 8, readable(r, 20), theme.TEXT_DIM, "semibold",
                   "midbottom", max_width=w + 40, alpha=a)
        return
    layers = min(6, 1 + (n - 1) // 4)
    lift = -6 if ctx.hovered and (p.get("browsable") or p.get("active")) else 0
    back = p.get("back") or card_params({"id": "", "name": ""}, face_up=False)
    for k in range(layers, 0, -1):
        off = k * 3.0
        r.fill(x + off + 3, y + off + 6, w, h, (0, 0, 0, 50), w * 0.07, alpha=a)
        blit_card(r, {**back, "face_up": False}, t.x + off, t.y + off + lift, w, h, 0, a)
    top = p.get("top")
    blit_card(r, top if top else {**back, "face_up": False}, t.x, t.y + lift, w, h, 0, a)
    # the count, on a badge under the stack
    txt = str(n)
    size = readable(r, 26)
    bw = max(52, r.text_size(txt, size, "bold")[0] + 24)
    r.fill(t.x - bw / 2, y + h - 4 + lift, bw, 36, (24, 18, 16, 240), 10, 2, theme.GOLD, a)
    r.text(txt, t.x, y + h + 14 + lift, size, theme.GOLD, "bold", "center", alpha=a)
    if p.get("label"):
        r.text(p["label"], t.x, y - 8, readable(r, 20), theme.TEXT, "semibold", "midbottom", max_width=w + 40,
               shadow=True, alpha=a)
