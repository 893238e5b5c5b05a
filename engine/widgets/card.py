"""A card drawn from data, its face-down back, and a zoom that shows it large.

A game describes a card as plain data — no drawing code per card::

    CardData(id="c17", name="Solar Forge", type="structure", color=(196, 120, 52),
             cost=[("gold", 3), ("energy", 1)], icons=[("science", 2)],
             text="Each round: +1 science.", points=4, type_label="Structure")

and puts it on the table with the keyed table (``kind="card"``)::

    EntitySpec("card:c17", "card", x, y, CARD_W, CARD_H, params=card_params(data, face_up=True))

The painter composes the face once per size into a cached surface (text wrapped and shrunk to
fit, never below a minimum size), then scales it for flips and rotates it for fanned hands.
``CardZoom`` shows a card large (right click, or a long hover) — the way to read cards at
800x450.  Everything drawn is given already translated by the game (names and text in the
current language).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from typing import Any, Callable, Hashable, Sequence

import esper
import pygame

from engine import theme
from engine.ecs.components import Hoverable, Name, Transform, Visual
from engine.ecs.painters import PaintCtx, pulse
from engine.render import Renderer
from engine.widgets.icons import draw_icon, draw_icon_row, icon_reach
from engine.widgets.hyphenation import BEST, GOOD
from engine.widgets.text import composed, fit_text, fits_box, readable, report_composed

UNBROKEN = BEST + 1                     # a wrap that breaks no word (``fits_box``'s ``least``)
CARD_W, CARD_H = 180.0, 252.0          # a hand card at 1920x1080 (5:7)
ASPECT = CARD_W / CARD_H
ZOOM_H = 640.0                          # the zoomed card, at 1920x1080
ZOOM_SCREEN_PX = 400.0                  # ... but at least this high on screen (a small window)
ZOOM_MAX_H = 1000.0                     # ... within the canvas height
SHRINKS = (1.0, 0.9, 0.8, 0.7)          # ... down to its canvas size, to keep off the log

TYPE_COLORS: dict[str, tuple[int, int, int]] = {
    "structure": (150, 156, 166), "vehicle": (70, 120, 190), "research": (70, 160, 110),
    "project": (196, 120, 52), "discovery": (200, 170, 60), "action": (176, 64, 58),
    "ally": (120, 90, 170), "item": (120, 100, 80), "event": (60, 140, 160),
}


@dataclass(frozen=True)
class CardData:
    """What a card shows.  ``cost`` and ``icons`` are ``(icon name, amount)`` pairs (amount may
    be None); ``color`` overrides the type's frame colour; ``art`` is an optional image under
    assets/art; ``back`` is the label on its face-down side."""

    id: str
    name: str
    type: str = "item"
    color: tuple[int, int, int] | None = None
    cost: Sequence[tuple[str, Any]] = ()
    icons: Sequence[tuple[str, Any]] = ()
    text: str = ""
    points: int | None = None
    type_label: str = ""
    art: str | None = None
    back: str = ""
    back_color: tuple[int, int, int] | None = None
    short: str = ""             # what the card does in a few words, where ``text`` won't fit
    tiny: str = ""              # its first words ("Gain 2, …"), where even ``short`` won't fit
    micro: str = ""             # the same in the fewest letters, where even ``tiny`` won't fit
    figures: str = ""           # its key figures ("+2 gold →3"), where even ``micro`` won't fit

    @property
    def frame(self) -> tuple[int, int, int]:
        return tuple(self.color) if self.color else TYPE_COLORS.get(self.type, (130, 110, 90))


_FIELDS = tuple(f.name for f in fields(CardData))


def card_params(card: CardData | dict, face_up: bool = True, **extra: Any) -> dict[str, Any]:
    """Painter params of a card: plain data (lists/tuples/str), so the renderer can compare
    them.  ``extra``: ``selected``, ``glow`` (a legal choice), ``dim`` (unplayable),
    ``lift`` (held up), ``badge`` (a small label over the corner, e.g. "x2"; ``badge_left``:
    over the top left one, for a card the next one in its row overlaps)."""
    # a shallow copy: asdict's deep one was a fifth of a table description's time
    data = {f: getattr(card, f) for f in _FIELDS} if isinstance(card, CardData) else dict(card)
    data["cost"] = tuple(tuple(c) for c in data.get("cost", ()))
    data["icons"] = tuple(tuple(c) for c in data.get("icons", ()))
    return {"card": data, "face_up": face_up, "raise_on_hover": True, **extra}


TITLE_K = 0.105         # a face's title size, a part of its width (draw_face)
QUICK_ZOOM_S = 0.25     # a hover that shows large a card whose face says no name (zoom_after)


def names_itself(card_w: float, legible: float) -> bool:
    """A face ``card_w`` wide draws its title (the canvas font size ``legible`` is the smallest
    readable one): a smaller face shows its colour and cost, and a hover should show it large
    sooner (``card_params(..., zoom_after=QUICK_ZOOM_S)``)."""
    return card_w * TITLE_K >= legible - 0.01


def _card(p: dict) -> CardData:
    d = dict(p["card"])
    return CardData(**{k: v for k, v in d.items() if k in CardData.__dataclass_fields__})


def _shade(c, f: float):
    return tuple(max(0, min(255, int(v + (255 - v) * f if f > 0 else v * (1 + f)))) for v in c[:3])


# -- composing a face ----------------------------------------------------------------------------
def draw_face(r: Renderer, c: CardData, w: float, h: float) -> None:
    """The card face in the box (0, 0, w, h) of ``r`` (an off-screen renderer)."""
    col = c.frame
    rad = w * 0.07
    m = w * 0.045
    r.fill(0, 0, w, h, _shade(col, -0.45), rad)
    r.fill(m * 0.5, m * 0.5, w - m, h - m, col, rad * 0.85)
    # header with the title (room kept for the points badge on the right); a name that needs
    # two lines ("Причал дирижаблів") gets a taller header, the art a little less
    badge = w * 0.2 if c.points is not None else 0
    tw, tsize, tmin = w - 2 * m - w * 0.08 - badge, w * TITLE_K, max(7.0, w * 0.056)
    hh = h * 0.155
    if (r.legible(tsize) and not fits_box(r, c.name, tw, hh * 0.84, tsize, "bold", tmin)
            and fits_box(r, c.name, tw, h * 0.23 * 0.84, tsize, "bold", tmin)):
        hh = h * 0.23
    r.fill(m, m, w - 2 * m, hh, _shade(col, -0.3), rad * 0.6)
    # a miniature too small for a readable title shows its art and colour; the zoom, its name
    fit_text(r, c.name, m + w * 0.04, m + hh * 0.08, tw, hh * 0.84, tsize, (255, 250, 236),
             "bold", min_size=tmin, optional=True)
    # art area, the effect box below it (icons then text): a lone icon moves up onto the art,
    # with its amount, where the text fits only without it, and the art gives up some of its
    # height where the text fits only so (what the card does comes first; never cut with "…")
    ay, isz = m + hh + h * 0.012, w * 0.14
    ah = h * 0.33 - (hh - h * 0.155)
    # the cost column starts on the art, or on the header where no name is drawn there (a
    # small face: the art gives more of its height to the words)
    ctop = ay if r.legible(tsize) else m
    ah, (ey, eh, row, text, size, tmin, box, moved) = _layout(r, c, w, h, m, ay, ah, ctop)
    r.fill(m, ay, w - 2 * m, ah, _shade(col, 0.55), rad * 0.4)
    if not (c.art and r.image(c.art, m, ay, w - 2 * m, ah)):
        for k in range(5):             # a soft sunburst in the type's colour, not a blank box
            r.circle(w / 2, ay + ah * 0.55, ah * (0.5 - k * 0.08), (*_shade(col, 0.25 + k * 0.1), 255))
        if c.icons:
            draw_icon(r, c.icons[0][0], w / 2, ay + ah * 0.55, ah * 0.5,
                      c.icons[0][1] if moved and len(c.icons[0]) > 1 else None)
    # cost down the left edge of the art
    cs = w * 0.165
    for k, (name, n) in enumerate(c.cost[:4]):
        draw_icon(r, name, m + cs * 0.62, ctop + cs * 0.62 + k * cs * 1.05, cs, n)
    # points badge
    if c.points is not None:
        bx, by, br = w - m - badge * 0.5, m + hh * 0.5, badge * 0.5
        r.circle(bx, by + 2, br, (0, 0, 0, 90))
        r.circle(bx, by, br, theme.GOLD)
        r.circle(bx, by, br * 0.84, (255, 236, 170))
        r.text(str(c.points), bx, by, max(br * 1.15, r.min_size), theme.TEXT_DARK, "black",
               "center")
    # effect: icons then text (the box is left out when neither fits: never an empty box)
    if row or text:
        r.fill(m, ey, w - 2 * m, eh, (246, 238, 220), rad * 0.5, 1.5, _shade(col, -0.35))
    if row:
        draw_icon_row(r, row, w / 2, ey + isz * 0.65, isz, w * 0.02, "center", w - 4 * m)
    if text:
        fit_text(r, text, *box, size, theme.TEXT_DARK, "regular", min_size=tmin, optional=True)
    # type line (left out on a face too small to read it: the zoom shows it)
    if c.type_label and r.legible(w * 0.068):
        r.text(c.type_label, w / 2, h - m - h * 0.04, w * 0.068, (255, 250, 236), "semibold",
               "center", max_width=w - 4 * m)


def _layout(r: Renderer, c: CardData, w: float, h: float, m: float, ay: float,
            ah: float, ctop: float) -> tuple[float, tuple]:
    """The art's height and the effect box (``_effect_box``): the art gives up some of its
    height where the text fits only so; a text with no word broken comes before one broken at
    a good place ("Потягніть 2" before "Потяг-ніть 2"), and the fewest letters
    (``CardData.micro``), then its key figures (``figures``), only where no longer form fits
    in any of these layouts (a lone icon
    moved up, a shorter art); on a face with no room for both, its icons are left to the zoom
    rather than its words."""
    box, cut = (), None
    cs = w * 0.165      # the cost column's badges stay on the art (play-test 15: over a text)
    lowest = max((ctop - ay + cs * 0.62 + k * cs * 1.05 + icon_reach(r, cs, n)[1]
                  for k, (_, n) in enumerate(c.cost[:4])), default=0.0)
    for drop in ((False, True) if c.icons else (False,)):
        for least in (UNBROKEN, GOOD):
            for cc in _shortest_last(c):
                for less in (x for x in (1.0, 0.62, 0.3, 0.1) if x == 1 or ah * x >= lowest):
                    shorter = _effect_box(r, cc, w, h, m, ay, ah * less, least, drop)
                    box = box or shorter
                    if _whole(r, shorter[3], shorter[6], shorter[4], shorter[5]):
                        return ah * less, shorter
                    if shorter[3]:              # said cut: the last has the most room
                        cut = ah * less, shorter
    # nothing whole: its shortest form cut, in the layout with the most room for it
    return cut or (ah, box)


def _shortest_last(c: CardData) -> list[CardData]:
    """``c`` without its fewest letters and key figures, then with the first, then its key
    figures alone: each only where no longer form fits in any layout."""
    out = [replace(c, micro="", figures="")]
    if c.micro:
        out.append(replace(c, figures=""))
    if c.figures:       # and its figures alone: cut with "…" where nothing fits whole
        out.append(replace(c, text=c.figures, short="", tiny="", micro=""))
    return out


def _whole(r: Renderer, text: str, box: tuple, size: float, tmin: float) -> bool:
    """``text`` is said whole in ``box`` (not cut with "…")."""
    return bool(text) and fits_box(r, text, box[2], box[3], size, "regular", tmin)


def _effect_box(r: Renderer, c: CardData, w: float, h: float, m: float, ay: float,
                ah: float, least: int = GOOD, drop: bool = False) -> tuple:
    """The effect box under an art ``ah`` tall: (top, height, icons, text, size, min size,
    text box, whether the lone icon's amount moved onto the art); ``drop``: without icons."""
    ey = ay + ah + h * 0.02
    # the type line's room goes to the words where that line is too small to draw
    eh = h - m - (h * 0.08 if r.legible(w * 0.068) else h * 0.02) - ey
    isz = w * 0.14
    row = tuple(c.icons)
    on_art = len(row) == 1 and not c.art and _fits_on_art(r, c, w, m, ah)
    for icons in (((),) if drop else (row, ()) if on_art else (row,)):
        # the text starts under the icons' amounts, whose badges grow on a small face
        # (play-test 15: a supply's "2" sat on "Gain 2" at 800x450)
        reach = max((icon_reach(r, isz, i[1] if len(i) > 1 else None)[1] for i in icons),
                    default=0.0)
        ty = ey + max(isz * 1.3, isz * 0.65 + reach + h * 0.01) if icons else ey + h * 0.015
        box = (m + w * 0.04, ty, w - 2 * m - w * 0.08, ey + eh - ty - h * 0.01)
        text, size, tmin = effect_text(r, c, box[2], box[3], w * 0.082, max(7.0, w * 0.058),
                                       least)
        if text:
            return ey, eh, icons, text, size, tmin, box, on_art and not icons and not drop
    return ey, eh, row, text, size, tmin, box, False


def _fits_on_art(r: Renderer, c: CardData, w: float, m: float, ah: float) -> bool:
    """A lone icon moved up onto an art ``ah`` tall (centred, ``ah * 0.5`` wide) keeps its
    amount's badge on the art and clear of the cost column on its left."""
    size = ah * 0.5
    right, below = icon_reach(r, size, c.icons[0][1] if len(c.icons[0]) > 1 else None)
    if ah * 0.55 + below > ah:
        return False
    if not c.cost:
        return True
    cs = w * 0.165
    cost_right = m + cs * 0.62 + icon_reach(r, cs, c.cost[0][1])[0]
    return w / 2 - size / 2 >= cost_right


def effect_text(r: Renderer, c: CardData, w: float, h: float, size: float,
                tmin: float, least: int = GOOD) -> tuple[str, float, float]:
    """What a face of this size says in its effect box (w x h) and at which size: the card's
    text as designed where that is readable; else, on a smaller face, the text or its short
    form (``CardData.short``) or its first words (``CardData.tiny``, ``CardData.micro``) at the
    smallest readable
    size if it fits whole; else the text as designed if readable (cut with "…"), or nothing
    ("", ...)."""
    floor = max(tmin, r.min_size)
    if r.legible(size) and c.text and fits_box(r, c.text, w, h, size, "regular", tmin):
        return c.text, size, tmin
    for text in (c.text, c.short, c.tiny, c.micro, c.figures):
        # a smaller face's text only where no word breaks at a poor place ("Ски-ньте")
        if text and h >= floor and fits_box(r, text, w, h, max(size, floor), "regular", floor,
                                            least):
            return text, max(size, floor), floor
    if r.legible(size):
        return c.text, size, tmin
    # a face too small for any form whole says its key figures cut with "…" at the smallest
    # readable size, rather than nothing (play-test 16: a quarter of the Ukrainian row cards
    # and nearly every other seat's card were blank at 800x450); a card without them, nothing
    if c.figures and h >= floor * 1.1 and w >= floor * 2:
        return c.figures, floor, floor
    return "", size, tmin


def draw_back(r: Renderer, c: CardData | None, w: float, h: float) -> None:
    col = (c.back_color if c and c.back_color else None) or (84, 52, 40)
    rad = w * 0.07
    r.fill(0, 0, w, h, _shade(col, -0.5), rad)
    r.fill(w * 0.04, w * 0.04, w - w * 0.08, h - w * 0.08, col, rad * 0.8, 2, theme.GOLD_DARK)
    step = w * 0.16
    gy = w * 0.1
    while gy < h - w * 0.1:              # a diamond lattice
        gx = w * 0.1 + ((gy // step) % 2) * step / 2
        while gx < w - w * 0.1:
            r.polygon([(gx, gy - step * 0.22), (gx + step * 0.22, gy), (gx, gy + step * 0.22),
                       (gx - step * 0.22, gy)], _shade(col, 0.12))
            gx += step
        gy += step / 2
    r.circle(w / 2, h / 2, w * 0.3, _shade(col, -0.3))
    r.circle(w / 2, h / 2, w * 0.3, theme.GOLD, max(1.0, w * 0.02))
    r.polygon([(w / 2, h / 2 - w * 0.2), (w / 2 + w * 0.06, h / 2 - w * 0.06), (w / 2 + w * 0.2, h / 2),
               (w / 2 + w * 0.06, h / 2 + w * 0.06), (w / 2, h / 2 + w * 0.2),
               (w / 2 - w * 0.06, h / 2 + w * 0.06), (w / 2 - w * 0.2, h / 2),
               (w / 2 - w * 0.06, h / 2 - w * 0.06)], theme.GOLD)
    if c and c.back and r.legible(w * 0.09):
        r.text(c.back, w / 2, h * 0.16, w * 0.09, theme.GOLD, "bold", "center",
               max_width=w * 0.8)


def _card_key(r: Renderer, p: dict, h: float) -> tuple:
    px = max(16, round(h * r.scale))
    # a coarse size ladder (tweens reuse surfaces), rounded down: the face is shown a little
    # larger than composed, so its smallest text is never shown under Renderer.MIN_PX
    px = max(16, px - px % 4)
    return ("card", repr(p.get("card")), bool(p.get("face_up", True)), px)


def card_surface(r: Renderer, p: dict, h: float) -> pygame.Surface:
    """The card (face or back) at height ``h`` canvas units, composed once and cached."""
    key = _card_key(r, p, h)
    face_up, px = key[2], key[3]
    hh = px / r.scale
    ww = hh * ASPECT

    def draw(off: Renderer) -> None:
        c = _card(p) if p.get("card") else None
        if face_up and c is not None:
            draw_face(off, c, ww, hh)
        else:
            draw_back(off, c, ww, hh)

    return composed(r, key, ww, hh, draw)


def blit_card(r: Renderer, p: dict, cx: float, cy: float, w: float, h: float, angle: float = 0.0,
              alpha: int = 255) -> None:
    face = card_surface(r, p, h)
    size = (max(1, round(w * r.scale)), max(1, round(h * r.scale)))
    surf = face
    if surf.get_size() != size:
        surf = pygame.transform.smoothscale(surf, size)
    if angle:
        surf = pygame.transform.rotozoom(surf, -angle, 1.0)
    sx, sy = r.to_screen((cx, cy))
    r.blit(surf, (sx - surf.get_width() // 2, sy - surf.get_height() // 2), alpha)
    report_composed(r, _card_key(r, p, h), face, pygame.Rect(0, 0, *size).move(
        sx - size[0] // 2, sy - size[1] // 2))


def paint_card(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    a = int(t.alpha)
    w, h = t.w * t.scale, t.h * t.scale
    lift = (p.get("lift") or (ctx.hovered and ctx.enabled and p.get("raise_on_hover"))) and not p.get("dim")
    cy = t.y - (h * 0.08 if lift else 0)
    cx = t.x
    x, y = cx - w / 2, cy - h / 2
    if p.get("glow"):
        k = pulse(ctx)
        r.fill(x - 8, y - 8, w + 16, h + 16, (*theme.LEGAL, int(90 + 90 * k)), w * 0.1, alpha=a)
    if p.get("selected"):
        r.fill(x - 7, y - 7, w + 14, h + 14, (*theme.GOLD, 230), w * 0.1, alpha=a)
    r.fill(x + w * 0.04, y + h * (0.05 if lift else 0.03), w, h, (0, 0, 0, 70 if lift else 50),
           w * 0.07, alpha=a)
    blit_card(r, p, cx, cy, w, h, t.angle, a)
    if p.get("dim"):
        r.fill(x, y, w, h, (10, 8, 6, 120), w * 0.07, alpha=a)
    if p.get("badge"):          # over the top right corner; the left one in an overlapped row
        # on a miniature a smaller one, sitting over its top edge, off the art (play-test 13)
        size = 26.0 if h >= 100 else max(readable(r, 17), min(26.0, h * 0.26))
        bh = size * 1.38
        bw = r.text_size(str(p["badge"]), size, "bold")[0] + size * 0.77
        bx = x - 8 if p.get("badge_left") else x + w - bw + 8
        by = y - 10 if h >= 100 else y - bh * 0.62
        r.fill(bx, by, bw, bh, (24, 18, 16, 235), bh * 0.28, 2, theme.GOLD, a)
        r.text(str(p["badge"]), bx + bw / 2, by + bh / 2, size, theme.GOLD, "bold", "center",
               alpha=a)


class CardZoom:
    """Shows one card large: the one right-clicked (pinned until the next right click or a click
    elsewhere) or the one hovered longer than ``HOVER_S``.  A scene calls ``toggle(ent)`` on a
    right click and ``draw(r, hovered)`` last in ``draw_overlay``.  The large card is drawn on
    the half of the screen away from the small one, so it never hides what it explains.

    A game whose cards have their own painter passes ``kinds`` (the ``Visual.kind``s that zoom)
    and ``painter(r, params, x, y, w, h)`` drawing the large face into that box; ``size`` is the
    large card's canvas size and ``center_y`` its height on screen.  ``caption(params)`` is a
    text told under the large card, inside its backdrop (a card whose face shows only symbols
    says in words what they mean).  ``clear`` are canvas rects the large card keeps off before
    anything else, where it can (a table's action log and turn banner: scenes/parts/overlaid.py
    sets them)."""

    CAPTION_SIZE = 24           # canvas px; grown in a small window to stay readable

    HOVER_S = 0.8

    def __init__(self, kinds: tuple[str, ...] = ("card",),
                 painter: Callable[[Renderer, dict, float, float, float, float], None] | None = None,
                 size: tuple[float, float] | None = None, hover_s: float | None = None,
                 center_y: float = 540, caption: Callable[[dict], str] | None = None,
                 shrink: Callable[[dict], tuple[float, ...]] | None = None) -> None:
        self.pinned: int | None = None
        self.kinds = frozenset(kinds)
        self.painter = painter
        self.size = size
        self.hover_s = self.HOVER_S if hover_s is None else hover_s
        self.center_y = center_y
        self.caption = caption
        self.shrink = shrink            # params -> the sizes a painted card may take (_layout)
        self._laid: tuple = (None, None)   # (what it depends on, the last layout)
        self.quiet = ClickQuiet()       # left-clicked: no hover zoom till the mouse leaves
        self.tip: tuple | None = None   # the hovered thing's tooltip, kept clear where it can be
        self.top = 30.0                 # canvas y the large card stays under (a scene's banner)
        self.clear: list[tuple] = []    # rects it keeps off first (the log, the banner)
        self.banner: tuple | None = None    # the turn banner and its prompt: always kept clear

    def left_click(self, ent: int | None, at: tuple[float, float] | None = None) -> None:
        """A left click on ``ent`` (a move, a pick) at canvas ``at``: no hover zoom until the
        mouse has left, so the large card never hides the targets that click lit (issue 70)."""
        self.quiet.click(ent, at)

    def toggle(self, ent: int | None) -> None:
        self.pinned = None if ent is None or ent == self.pinned else ent

    def zoomable(self, ent: int | None) -> bool:
        """A face-up card of a zooming kind (a back never zooms: it would tell nothing)."""
        if ent is None or not esper.entity_exists(ent):
            return False
        vis = esper.try_component(ent, Visual)
        return (vis is not None and vis.kind in self.kinds and vis.params.get("face_up", True)
                and not vis.params.get("back"))

    def right_click(self, ent: int | None) -> bool:
        """Pin or unpin ``ent`` if it zooms; True when the click was the zoom's."""
        if not self.zoomable(ent):
            return False
        self.toggle(ent)
        return True

    def target(self, hovered: int | None) -> int | None:
        quiet = self.quiet.holds(hovered)      # asked every frame: it sees the mouse leave
        for ent in (self.pinned, hovered):
            if ent != self.pinned and quiet:
                continue
            if not self.zoomable(ent):
                continue
            if ent == self.pinned:
                return ent
            hov = esper.try_component(ent, Hoverable)
            # a card whose face cannot say its name (``zoom_after``) comes up large sooner
            wait = esper.component_for_entity(ent, Visual).params.get("zoom_after", self.hover_s)
            if hov and hov.hover_time >= min(wait, self.hover_s):
                return ent
        return None

    def draw(self, r: Renderer, hovered: int | None) -> bool:
        ent = self.target(hovered)
        if ent is None:
            return False
        if Renderer.probe is not None:
            with Renderer.probe.within(zoom=True):
                self._draw(r, ent)
        else:
            self._draw(r, ent)
        if ent == self.pinned:
            self._draw_close(r, hovered)
        return True

    def close_rect(self, r: Renderer, hovered: int | None) -> tuple | None:
        """The close button of a pinned large card (top right of its backdrop), or None: a
        click there, a left click anywhere, or Esc puts it away (scenes/parts/controls.py)."""
        if self.pinned is None or self.target(hovered) != self.pinned:
            return None
        x, y, w, _ = self.box(r, hovered)
        s = max(56.0, r.min_size * 2.2)
        return (x + w - s * 0.8, y - s * 0.2, s, s)

    def _draw_close(self, r: Renderer, hovered: int | None) -> None:
        x, y, s, _ = self.close_rect(r, hovered)
        cx, cy, k = x + s / 2, y + s / 2, s * 0.2
        r.circle(cx, cy, s / 2, (34, 26, 22))
        r.circle(cx, cy, s / 2, theme.GOLD, 3)
        r.line((cx - k, cy - k), (cx + k, cy + k), theme.TEXT, 4)
        r.line((cx - k, cy + k), (cx + k, cy - k), theme.TEXT, 4)

    def box(self, r: Renderer, hovered: int | None) -> tuple | None:
        """The canvas rect (x, y, w, h) the zoom covers this frame (None: no zoom shows), so
        a tooltip can be placed clear of it."""
        ent = self.target(hovered)
        if ent is None:
            return None
        cx, cy, bw, total = self._layout(r, ent)[:4]
        return (cx - bw / 2 - 24, cy - total / 2 - 24, bw + 48, total + 48)

    def _layout(self, r: Renderer, ent: int) -> tuple:
        """(cx, cy, backdrop w, h without margins, card w, card h, caption, caption h): the
        backdrop's centre is (cx, cy).  Where no place beside the card keeps the ``clear``
        rects free (a small window: the large card is most of its height), a card that may be
        drawn smaller (``shrink(params)``: sizes, for a face that stays readable smaller) takes
        the first of them that frees them, rather than hide the log."""
        tf = esper.component_for_entity(ent, Transform)
        p = esper.component_for_entity(ent, Visual).params
        from engine.ecs.processors import lit_rects
        text = self.caption(p) if self.caption is not None else ""
        lit = tuple(lit_rects(button=1))
        key = (ent, tuple(tf.rect), self.tip, tuple(self.clear), self.below(), r.scale, text,
               lit)
        if self._laid[0] == key:                # asked a few times a frame: placed once
            return self._laid[1]
        best = None
        for k in self.shrink(p) if self.shrink is not None else self._grown(r):
            laid = self._sized(r, tf, text, k, lit)
            if best is None or laid[-1] < best[-1]:
                best = laid
            if not laid[-1]:
                break
        self._laid = (key, best[:-1])
        return best[:-1]

    def _grown(self, r: Renderer) -> tuple[float, ...]:
        """The sizes a large card with no ``shrink`` of its own may take: in a small window,
        where ``zoom_size`` grew it past its canvas size, back down to that size (play-test
        16: at 800x450 at its full size it covered the log or a game's round panel)."""
        h = (self.size or (ZOOM_H * ASPECT, ZOOM_H))[1]
        grown = zoom_size(r, h, h)[1] / h
        return tuple(k for k in SHRINKS if k * grown >= 1.0 - 1e-9) or (1.0,)

    def _sized(self, r: Renderer, tf: Transform, text: str, k: float, lit: tuple) -> tuple:
        """``_layout`` for the card ``k`` times its size, and the clear rects' area covered."""
        w, h = zoom_size(r, *(self.size or (ZOOM_H * ASPECT, ZOOM_H)))
        w, h = w * k, h * k
        size = max(self.CAPTION_SIZE, r.min_size * 1.1)
        cap_w, cap_h = w + 60, 0.0
        if text:
            px = max(6, round(size * r.scale))
            surf = r.assets.text(text, px, theme.TEXT, "regular", round(cap_w * r.scale))
            cap_h = surf.get_height() / r.scale + 24
        w, h = self.under_banner(w, h, cap_h)   # the card gives way to its caption
        total = h + cap_h
        bw = max(w, cap_w if text else 0)
        (cx, cy), cover = self.placed(tf, bw + 48, total + 48, self.center_y, self.tip,
                                      self.below(), self.clear, lit)
        return cx, cy, bw, total, w, h, text, cap_h, cover[0]

    def below(self) -> float:
        """The canvas y the large card's backdrop stays under: ``top``, and the turn banner
        with its prompt line (``banner``), whatever the window's size."""
        b = self.banner
        return max(self.top, b[1] + b[3] + 8) if b else self.top

    def under_banner(self, w: float, h: float, cap_h: float = 0.0) -> tuple[float, float]:
        """A large card ``w`` x ``h`` (with a caption ``cap_h`` high under it) drawn smaller
        where the screen under ``below()`` is too short for it: in a small window the card,
        grown to stay readable, covered the banner and its prompt (play-test 16, 800x450)."""
        room = 1080 - 30 - self.below() - 48 - cap_h
        return (w * room / h, room) if h > room else (w, h)

    def _draw(self, r: Renderer, ent: int) -> bool:
        p = esper.component_for_entity(ent, Visual).params
        cx, gy, bw, total, w, h, text, cap_h = self._layout(r, ent)
        if self.painter is None:
            draw_zoomed(r, p, cx, gy, w, h)
            return True
        cy = gy - cap_h / 2
        r.fill(cx - bw / 2 - 24, cy - h / 2 - 24, bw + 48, total + 48, (12, 9, 8, 225), 28)
        self.painter(r, p, cx - w / 2, cy - h / 2, w, h)
        if text:
            size = max(self.CAPTION_SIZE, r.min_size * 1.1)
            r.text(text, cx, cy + h / 2 + 18, size, theme.TEXT, "regular", "midtop", wrap=bw,
                   align="center")
        return True

    @staticmethod
    def place(tf: Transform, w: float, h: float, center_y: float,
              tip: tuple | None = None, top: float = 30,
              clear: tuple | list = ()) -> tuple[float, float]:
        """Where ``placed`` puts a large card's backdrop (its centre)."""
        return CardZoom.placed(tf, w, h, center_y, tip, top, clear)[0]

    @staticmethod
    def placed(tf: Transform, w: float, h: float, center_y: float,
               tip: tuple | None = None, top: float = 30,
               clear: tuple | list = (), lit: tuple | None = None) -> tuple[tuple, tuple]:
        """The centre of a large card's backdrop (``w`` x ``h``) for the small card at ``tf``:
        away from it, and of the places beside it the one covering the least of the ``clear``
        rects (the action log, the banner: a temple shown large over the log hid the game's
        story), then of what the player can click now (a card hovered while its move waits
        must not hide the glowing spaces); just beside and below each clear rect are tried too;
        on equal cover the one clear of the card's tooltip ``tip`` (shown before the large
        card: hidden, it had to jump far off -- Coatl's temple stacks), then the half of the
        screen away from the small card, at ``center_y``; just past the card and its tooltip
        are tried too; where no place keeps the ``clear`` rects free, just beside the card too.
        It stays under ``top`` (a banner) where the screen is tall enough.
        ``placed`` gives the place and what it covers: (clear area, lit area, over the tip);
        ``lit``: the lit targets' rects, if the caller has them."""
        from engine.ecs.processors import lit_rects
        own = tf.rect
        lit = [t for t in (lit_rects(button=1) if lit is None else lit) if t != own]
        far, near = (1920 * 0.75, 1920 * 0.25) if tf.x < 960 else (1920 * 0.25, 1920 * 0.75)

        def clamp(cy: float) -> float:
            return min(max(cy, h / 2 + top), 1080 - h / 2 - 30)

        def beside(x0: float, x1: float) -> list[float]:
            return [cx for cx in (x1 + 16 + w / 2, x0 - 16 - w / 2)
                    if w / 2 + 10 <= cx <= 1910 - w / 2]

        xs = [far, near]
        if tip is not None:         # just right, or left, of the card and its tooltip
            xs += beside(min(own[0], tip[0]), max(own[0] + own[2], tip[0] + tip[2]))
        ys = [clamp(center_y), clamp(0), clamp(1080)]
        for c in clear:
            xs += beside(c[0], c[0] + c[2])
            ys.append(clamp(c[1] + c[3] + 16 + h / 2))
        best, least = None, None

        def consider(xs: list[float]) -> None:
            nonlocal best, least
            for cx in xs:
                for cy in ys:
                    box = (cx - w / 2, cy - h / 2, w, h)
                    if _overlap(box, own) > 0:
                        continue                        # never over the card it explains
                    cover = (round(sum(_overlap(box, c) for c in clear)),
                             round(sum(_overlap(box, t) for t in lit)),
                             tip is not None and _overlap(box, tip) > 0)
                    if least is None or cover < least:
                        best, least = (cx, cy), cover
        consider(xs)
        if least is None or least[0] > 0:
            # no place keeps the clear rects free (a card most of a small window's height):
            # just beside the card too, which may cover less of them (Coatl's prophecy at the
            # row's right end at 800x450 covered three quarters of the log's width, now a third)
            consider(beside(own[0], own[0] + own[2]))
        return (best, least) if best else ((far, clamp(center_y)), (0, 0, False))


class ClickQuiet:
    """After a left click, no hover zoom over what the click lit (every game's, through
    ``scenes/parts/controls.py``): while the mouse rests where it clicked, nothing under it
    zooms -- neither the clicked card nor one that slides in under the still mouse once the
    clicked one flew away (play-test 10: a Wonderful World hand card at 800x450) -- and after it
    has moved away, the clicked card (by its name: a table may make it anew) still not until the
    mouse has left it; a card hovered after that zooms as before."""

    LEAVE = 24.0        # canvas px the mouse moves from the click before it counts as moved

    def __init__(self) -> None:
        self.key: Hashable = None       # the card clicked, by name
        self.at: tuple[float, float] | None = None     # where, while the mouse rests there

    def click(self, ent: int | None, at: tuple[float, float] | None = None) -> None:
        self.key, self.at = _key(ent), at

    def moved(self, pos: tuple[float, float]) -> None:
        """The mouse is at canvas ``pos`` now."""
        if self.at is not None and math.dist(pos, self.at) > self.LEAVE:
            self.at = None

    def holds(self, ent: int | None) -> bool:
        """True when ``ent``, hovered now, shows no hover zoom yet (asked every frame)."""
        if self.at is not None:
            return True
        if self.key is not None and _key(ent) == self.key:
            return True
        self.key = None                         # the mouse left the clicked card
        return False


def _key(ent: int | None) -> Hashable:
    """What names an entity across a table's rebuilds: its Name, else its id."""
    if ent is None or not esper.entity_exists(ent):
        return ent
    n = esper.try_component(ent, Name)
    return ("name", n.name) if n else ent


def _overlap(a: tuple, b: tuple) -> float:
    """The area two canvas rects (x, y, w, h) share."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def zoom_size(r: Renderer, w: float, h: float) -> tuple[float, float]:
    """A zoomed card's canvas size: ``(w, h)``, grown in a small window until the card is
    ``ZOOM_SCREEN_PX`` high on screen (at most ``ZOOM_MAX_H`` canvas units), so the text a
    face shows in proportion to its height is large enough to read there."""
    k = max(1.0, min(ZOOM_MAX_H / h, ZOOM_SCREEN_PX / (h * r.scale)))
    return w * k, h * k


def draw_zoomed(r: Renderer, p: dict, cx: float, cy: float, w: float | None = None,
                h: float | None = None) -> None:
    """A card's face drawn large (``w`` x ``h``, else ``zoom_size``'s), centred at canvas
    (``cx``, ``cy``), on a dark backdrop."""
    if w is None or h is None:
        w, h = zoom_size(r, ZOOM_H * ASPECT, ZOOM_H)
    r.fill(cx - w / 2 - 24, cy - h / 2 - 24, w + 48, h + 48, (12, 9, 8, 200), 28)
    r.fill(cx - w / 2 + 10, cy - h / 2 + 14, w, h, (0, 0, 0, 110), w * 0.07)
    # a miniature drawn with less than the card says (``zoom_card``: the whole card) shows
    # the whole card large
    card = p.get("zoom_card") or p.get("card")
    blit_card(r, {**p, "card": card, "face_up": True}, cx, cy, w, h)
