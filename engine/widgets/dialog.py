"""Choice dialogs: pick one of N options (each with a preview), "do as much as you can", or put
several triggers in order.

``ChoiceModel`` is the pure part (tested without a window); ``ChoiceDialog``
(engine/overlays.py) is the overlay scene drawing it.  A preview is any painter params a
game already has: a card (``card_params``), a die (``die_params``: its face on show), or a row of
icons ``{"icons": [("gold", 3)]}``, or cards drawn by a game's own painters (the scene below
the dialog lends them) ``{"cards": [("ww_dev", params), ...], "icons": [...]}`` — the thing
chosen drawn as on the table (a card with the slot in question glowing, the two cards a search
discards), the icons then a strip under them (what goes where)::

    app.scenes.push(ChoiceDialog(app, "Choose a reward", [
        Choice("gold", "+3 gold", {"icons": [("gold", 3)]}),
        Choice("card", "Draw a card", card_params(data))], on_done=self.chose))

``mode="order"``: every option must be clicked once; the clicks number them 1..N and Confirm
returns the values in that order (resolve several triggers).  ``partial``: a label for an extra
button returning ``PARTIAL`` (the player cannot pay in full and does as much as they can).
``cancel``: a label for a button returning None.  Every option has a tooltip: ``tooltip``, else
its label (and note) in full, so a label cut to fit its tile is still read whole.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Hashable, Sequence

from engine import theme
from engine.ecs.components import Transform
from engine.ecs.painters import PaintCtx
from engine.render import Renderer
from engine.widgets.card import ASPECT, blit_card
from engine.widgets.dice import draw_die_face
from engine.widgets.icons import draw_icon_row
from engine.widgets.text import fit_text

PARTIAL = "partial"


@dataclass(frozen=True)
class Choice:
    value: Hashable
    label: str
    preview: dict[str, Any] | None = None
    enabled: bool = True
    note: str = ""
    holds: tuple = ()       # a "More..." option: the values of the options behind it
    tooltip: str = ""       # hover text (default: the label and the note)

    def tip(self) -> str:
        return self.tooltip or "\n".join(t for t in (self.label, self.note) if t)


@dataclass
class ChoiceModel:
    choices: Sequence[Choice]
    mode: str = "one"                       # "one" | "order"
    order: list[int] = field(default_factory=list)

    def click(self, i: int) -> Any:
        """Click option ``i``.  In "one" mode returns its value (done); in "order" mode numbers
        it (or un-numbers the last numbered one) and returns None."""
        c = self.choices[i]
        if not c.enabled:
            return None
        if self.mode == "one":
            return c.value
        if i in self.order:
            if self.order[-1] == i:
                self.order.pop()
        else:
            self.order.append(i)
        return None

    def rank(self, i: int) -> int | None:
        return self.order.index(i) + 1 if i in self.order else None

    @property
    def ready(self) -> bool:
        want = [i for i, c in enumerate(self.choices) if c.enabled]
        return self.mode == "order" and sorted(self.order) == want

    def result(self) -> list:
        return [self.choices[i].value for i in self.order]


def preview_area(x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
    """Where a choice tile (x, y, w, h: its box) draws its preview: above its label."""
    return (x + 14, y + 14, w - 28, h - 124)


def has_preview(preview: dict | None) -> bool:
    """The option shows the thing chosen: a card, a die face, cards or icons."""
    p = preview or {}
    return bool(p.get("card") or p.get("faces") or p.get("cards") or p.get("icons"))


def strip_height(area_h: float) -> float:
    """The height of the icon strip under a preview's cards."""
    return min(44.0, area_h * 0.2)


def card_boxes(x: float, y: float, w: float, h: float, preview: dict
               ) -> list[tuple[float, float, float, float]]:
    """Centre and size (cx, cy, w, h) of each of a preview's ``cards`` in the tile (x, y, w, h):
    side by side, as large as the area allows (less the icon strip), ``aspect`` w/h."""
    cards = preview.get("cards") or ()
    if not cards:
        return []
    ax, ay, aw, ah = preview_area(x, y, w, h)
    if preview.get("icons"):
        ah -= strip_height(ah) + 14
    aspect = float(preview.get("aspect", ASPECT))
    n, gap = len(cards), 8.0
    ch = min(ah, (aw - gap * (n - 1)) / n / aspect)
    cw = ch * aspect
    x0 = ax + aw / 2 - (n * cw + (n - 1) * gap) / 2
    return [(x0 + cw / 2 + k * (cw + gap), ay + ah / 2, cw, ch) for k in range(n)]


def paint_choice(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    on = ctx.hovered and ctx.enabled
    r.fill(x + 4, y + 8, w, h, (0, 0, 0, 90), 16)
    r.fill(x, y - (4 if on else 0), w, h, (60, 48, 40) if on else (44, 36, 32), 16, 3,
           theme.GOLD if on or p.get("rank") else theme.PANEL_EDGE)
    y -= 4 if on else 0
    prev = p.get("preview") or {}
    area = preview_area(x, y, w, h)
    if "cards" in prev:         # drawn by the dialog's preview entities; icons in a strip below
        if prev.get("icons"):
            s = strip_height(area[3])
            r.fill(area[0], area[1] + area[3] - s - 8, area[2], s + 8, (20, 16, 14, 220), 8)
            draw_icon_row(r, prev["icons"], x + w / 2, area[1] + area[3] - s / 2 - 4, s, 6,
                          "center", area[2] - 8)
    elif "card" in prev:
        ch = area[3]
        blit_card(r, prev, x + w / 2, area[1] + ch / 2, ch * ASPECT, ch)
    elif "faces" in prev:
        s = min(area[2], area[3]) * 0.8
        draw_die_face(r, prev["faces"][prev.get("face", 0)], x + w / 2 - s / 2,
                      area[1] + area[3] / 2 - s / 2, s, prev.get("color", (245, 238, 220)))
    elif "icons" in prev:
        draw_icon_row(r, prev["icons"], x + w / 2, area[1] + area[3] / 2, min(84, area[3] * 0.6),
                      10, "center", area[2])
    # up to three lines (four, shrunk to the legible floor), so a label reads whole (the
    # tooltip has it too)
    fit_text(r, p.get("label", ""), x + 10, y + h - 108, w - 20, 80, 26, theme.TEXT, "semibold",
             min_size=15)
    if p.get("note"):
        r.text(p["note"], x + w / 2, y + h - 26, 19, theme.TEXT_DIM, "regular", "center",
               max_width=w - 20)
    if p.get("rank"):
        r.circle(x + 26, y + 26, 22, theme.GOLD)
        r.text(str(p["rank"]), x + 26, y + 26, 28, theme.TEXT_DARK, "black", "center")
    if not ctx.enabled:
        r.fill(x, y, w, h, (10, 8, 6, 150), 16)


def title_rect(r: Renderer, title: str, cx: float, top: float, w: float,
               size: float = 34) -> tuple[float, float, float, float]:
    """The canvas rect a panel's title takes (``paint_panel`` draws it at ``top`` + 18, centred
    on ``cx``, in a panel ``w`` wide): what an overlay's tooltips keep clear of, so a tooltip
    never hides what the dialog asks (play-test 10: a starting inhabitant's tooltip over
    "Choose your starting inhabitant")."""
    tw, th = r.text_size(title or " ", size, "bold")
    tw = min(tw, w - 40)
    return (cx - tw / 2 - 8, top + 18 - 6, tw + 16, th + 12)
