"""Overlay scenes built from the widgets: a choice dialog and a pile browser.  Both are pushed
on the scene stack over the table (``opaque = False``) and pop themselves when done.

A choice dialog over a game table offers that table's hint (the Hint button in its corner and
the ``H`` key): the scene below answers ``hint_allowed()``, ``toggle_hint()`` and
``dialog_hint() -> (action or None, hint line)`` (scenes/game_base.py), and the dialog rings the
option whose value is the hinted action — or its first part, for a choice made in several
dialogs (``action_of`` maps an option's value to the action, or the start of it, it stands for).
Nothing is chosen for the player."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import esper
import pygame

from engine import theme
from engine.ecs.components import Transform
from engine.ecs.table import EntitySpec, Table
from engine.render import Renderer
from engine.scene import Scene
from engine.widgets.card import ASPECT, card_params
from engine.widgets.dialog import PARTIAL, Choice, ChoiceModel, card_boxes, title_rect
from engine.widgets.overlays import HINT_RING, draw_hint_rings, hinted_index
from engine.widgets.text import fit_lines, line_height, readable
from engine.worlds import in_world


class ChoiceDialog(Scene):
    opaque = False
    PANEL_H = 700.0

    def __init__(self, app, title: str, choices: Sequence[Choice],
                 on_done: Callable[[Any], None], mode: str = "one", partial: str | None = None,
                 cancel: str | None = None, confirm: str | None = None,
                 action_of: Callable[[Any], Any] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.model = ChoiceModel(list(choices), mode)
        self.on_done = on_done
        self.partial, self.cancel, self.confirm = partial, cancel, confirm
        self.action_of = action_of
        self.table = Table()
        self.hinter: Any = None         # the game scene below, if it gives hints
        self._hint: tuple[Any, str] = (None, "")
        self._hint_fit: tuple = (None, None)

    BUTTON_W, HINT_W, GAP = 330.0, 180.0, 30.0

    def buttons(self) -> list[tuple[str, str, str, bool, float]]:
        """The row under the options: (tag, label, style, enabled, width)."""
        row = []
        if self.model.mode == "order":
            row.append(("confirm", self.confirm or self.t("common.confirm"), "primary",
                        self.model.ready, self.BUTTON_W))
        if self.partial:
            row.append(("partial", self.partial, "secondary", True, self.BUTTON_W))
        if self.cancel:
            # backing out of a choice loses nothing: a neutral button, not a danger-red one
            row.append(("cancel", self.cancel, "secondary", True, self.BUTTON_W))
        if self.hinter is not None:
            row.append(("hint", self.t("hint.button"), "secondary", self.hint_allowed(),
                        self.HINT_W))
        return row

    def panel_width(self, row: list | None = None) -> float:
        per, cw, _ = self.grid()
        row = self.buttons() if row is None else row
        buttons = sum(b[4] for b in row) + self.GAP * max(0, len(row) - 1)
        return min(1880.0, max(760, per * (cw + 24) + 80, buttons + 80))

    ROW_MAX = 6             # options in one row; more take two rows

    def grid(self) -> tuple[int, float, float]:
        """(options per row, tile width, tile height)."""
        n = len(self.model.choices)
        if n <= self.ROW_MAX:
            return n, min(300.0, 1500 / max(1, n) - 24), 420.0
        per = -(-n // 2)
        return per, min(300.0, 1700 / per - 24), 250.0

    def describe(self) -> list[EntitySpec]:
        n = len(self.model.choices)
        per, cw, ch = self.grid()
        row = self.buttons()
        pw = self.panel_width(row)
        specs = [EntitySpec("dialog.backdrop", "rect", 960, 540, 1920, 1080, 0,
                            {"color": (8, 6, 5, 150)}, enter="none"),
                 EntitySpec("dialog.panel", "panel", 960, 540, pw, self.PANEL_H, 1,
                            {"title": self.title, "color": (34, 28, 26)}, enter="none")]
        rows = -(-n // max(1, per))
        for i, c in enumerate(self.model.choices):
            r, k = divmod(i, max(1, per))
            in_row = min(per, n - r * per)
            x = 960 + (k - (in_row - 1) / 2) * (cw + 24)
            y = (530 if rows == 1 else 515) + (r - (rows - 1) / 2) * (ch + 16)
            specs.append(EntitySpec(f"dialog.choice.{i}", "choice", x, y, cw, ch, 10,
                                    {"label": c.label, "preview": c.preview, "note": c.note,
                                     "rank": self.model.rank(i)},
                                    click=("choice", i), enabled=c.enabled, enter="none",
                                    tooltip=c.tip()))
            specs += self.preview_specs(i, c, x, y, cw, ch)
        return specs + self.button_specs(row)

    def preview_specs(self, i: int, c: Choice, x: float, y: float, w: float, h: float
                      ) -> list[EntitySpec]:
        """A preview's cards, drawn by the game's painters over the option's tile (not
        hit-tested: the tile answers hover and click); dimmed with the tile when disabled."""
        prev = c.preview or {}
        specs = []
        for k, (cx, cy, cw, ch) in enumerate(card_boxes(x - w / 2, y - h / 2, w, h, prev)):
            kind, params = prev["cards"][k]
            specs.append(EntitySpec(f"dialog.preview.{i}.{k}", kind, cx, cy, cw, ch, 12,
                                    {**params, "raise": False, "raise_on_hover": False},
                                    enter="none"))
            if not c.enabled:
                specs.append(EntitySpec(f"dialog.preview.{i}.{k}.dim", "rect", cx, cy, cw, ch,
                                        13, {"color": (10, 8, 6, 150)}, enter="none"))
        return specs

    def button_specs(self, row: list) -> list[EntitySpec]:
        specs = []
        x = 960 - (sum(b[4] for b in row) + self.GAP * max(0, len(row) - 1)) / 2
        for tag, label, style, enabled, w in row:     # the Hint button last, as on the table
            params = {"text": label, "style": style}
            if tag == "hint":
                params["icon"] = "info"
            specs.append(EntitySpec(f"dialog.{tag}", "button", x + w / 2, 820, w, 68, 50,
                                    params, click=tag, enabled=enabled, enter="none"))
            x += w + self.GAP
        return specs

    def enter(self) -> None:
        below = self.app.scenes.scenes[:-1]
        self.hinter = next((s for s in reversed(below) if hasattr(s, "dialog_hint")), None)
        if below:       # the table's own painters draw the cards an option previews
            self.painters = {**below[-1].painters, **type(self).painters}
        super().enter()

    def build(self) -> None:
        self.table.reconcile(self.describe(), animate=False)
        self.render.avoid = self.kept_clear(self.app.renderer)

    def kept_clear(self, r: Renderer) -> list[tuple[float, float, float, float]]:
        """What no option's tooltip covers: the dialog's title and the hint line above it."""
        top = 540 - self.PANEL_H / 2
        out = [title_rect(r, self.title, 960, top, self.panel_width())]
        if self._hint[1]:
            width = min(1400.0, max(900.0, self.panel_width()))
            out.append((960 - width / 2, 0, width, top))
        return out

    # -- the table's hint, inside the dialog ------------------------------------------------------
    def hint_allowed(self) -> bool:
        if self.hinter is None:
            return False
        with in_world(self.world):      # the table's own lookups switch to its world
            return bool(self.hinter.hint_allowed())

    def toggle_hint(self) -> None:
        if self.hinter is None:
            return
        with in_world(self.world):
            self.hinter.toggle_hint()
        self.update_hint()

    def update_hint(self) -> None:
        """Ask the table below how its hint stands (only the top scene is updated each frame)."""
        if self.hinter is None:
            return
        with in_world(self.world):
            hint = self.hinter.dialog_hint()
        if hint != self._hint:
            self._hint = hint
            self.table.reconcile(self.describe())       # the Hint button's state

    def hinted_choice(self) -> int | None:
        """Index of the option the hint points at (None: no hint, not known yet, or elsewhere)."""
        action = self._hint[0]
        values = [c.value if self.action_of is None else self.action_of(c.value)
                  for c in self.model.choices]
        i = hinted_index(values, action)
        if i is None:       # on another page: ring the option that leads there
            i = next((k for k, c in enumerate(self.model.choices)
                      if c.holds and hinted_index(c.holds, action) is not None), None)
        return i

    def update(self, dt: float) -> None:
        super().update(dt)
        self.update_hint()
        self.render.avoid = self.kept_clear(self.app.renderer)     # (a window resized)

    def on_key(self, ev: pygame.event.Event) -> None:
        if (ev.key == pygame.K_h and self.hinter is not None
                and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.toggle_hint()
            return
        super().on_key(ev)

    def draw_overlay(self, r: Renderer) -> None:
        text = self._hint[1]
        if not text:
            return
        i = self.hinted_choice()
        ent = self.find(f"dialog.choice.{i}") if i is not None else None
        tf = esper.try_component(ent, Transform) if ent is not None else None
        if tf is not None:
            w, h = tf.w * tf.scale, tf.h * tf.scale
            draw_hint_rings(r, [(tf.x - w / 2, tf.y - h / 2, w, h)], self.time)
        # the hint line above the panel (the table's banner is under the backdrop)
        width = min(1400.0, max(900.0, self.panel_width()))
        size = readable(r, 26)
        key = (text, r.scale)
        if self._hint_fit[0] != key:
            self._hint_fit = (key, fit_lines(r, text, width - 60, line_height(r, size) * 2.2,
                                             size, readable(r, 20), "semibold"))
        size, lines = self._hint_fit[1]
        lh = line_height(r, size, "semibold")
        bottom = 540 - self.PANEL_H / 2 - 12
        top = bottom - lh * len(lines) - 20
        r.fill(960 - width / 2, top, width, bottom - top, (24, 18, 16, 235), 16, 2, HINT_RING)
        for k, line in enumerate(lines):
            r.text(line, 960, top + 10 + k * lh, size, HINT_RING, "semibold", "midtop",
                   max_width=width - 40)

    def on_click(self, ent, tag, button) -> None:
        if isinstance(tag, tuple) and tag[0] == "choice":
            self.app.audio.play("click")
            value = self.model.click(tag[1])
            if self.model.mode == "one" and value is not None:
                self.finish(value)
            else:
                self.table.reconcile(self.describe())
        elif tag == "confirm" and self.model.ready:
            self.finish(self.model.result())
        elif tag == "partial":
            self.finish(PARTIAL)
        elif tag == "cancel":
            self.finish(None)
        elif tag == "hint":
            self.toggle_hint()

    def on_back(self) -> None:
        if self.cancel:
            self.finish(None)

    def finish(self, result: Any) -> None:
        self.app.scenes.pop()
        self.on_done(result)


class PileBrowserScene(Scene):
    """An overlay listing a pile's cards (face up) in a grid; the wheel pages through them, a
    click or Esc closes it.  Show only what the rules let this viewer see.  Cards that carry a
    ``section`` (a label: "Under construction", "Built") are grouped under their section's
    label, as a player's own table groups them: the sections flow left to right in lines,
    the cards as large as lets every line fit on one page (paged only past a smallest size)."""

    opaque = False
    COLS, ROWS = 7, 2

    def __init__(self, app, title: str, cards: Sequence[dict[str, Any]],
                 on_close: Callable[[], None] | None = None, kind: str = "card",
                 painters: dict[str, Any] | None = None, card_h: float = 330.0,
                 aspect: float = ASPECT) -> None:
        """``cards``: card data or params for the shared ``card`` painter, or, with ``kind``
        naming a game's own card painter (given in ``painters``), that painter's params.
        ``card_h`` / ``aspect``: how large the cards are drawn (fewer to a page when larger)."""
        super().__init__(app)
        self.title = title
        self.kind = kind
        self.card_h, self.aspect = card_h, aspect
        if card_h > 400:        # larger than the default: fewer to a row, one row a page
            self.ROWS = 1
            self.COLS = max(1, min(7, int(1440 // (card_h * aspect + 26))))
        self.painters = {**type(self).painters, **(painters or {})}
        self.cards = [c if "card" in c or kind != "card" else card_params(c) for c in cards]
        self.page = 0
        self.on_close = on_close
        self.table = Table()
        self._layout = self.section_layout()

    # the sectioned layout: canvas height for lines (under the title, over the page label), a
    # group's label, the gap between two sections on one line, the smallest card height
    ROWS_TOP, ROWS_H, LABEL_H, GROUP_GAP, MIN_SECTION_H = 200.0, 700.0, 44.0, 70.0, 150.0

    def section_groups(self) -> list[tuple[str, list[int]]]:
        """(label, card indices) of each section in order; [] when no card has a section."""
        if not any(c.get("section") for c in self.cards):
            return []
        order: dict[str, list[int]] = {}
        for i, c in enumerate(self.cards):
            order.setdefault(str(c.get("section") or ""), []).append(i)
        return list(order.items())

    def section_lines(self, h: float) -> list[list[tuple[str, list[int]]]]:
        """The sections flowed left to right in lines 1440 wide at card height ``h``: a
        section goes on the line where it fits whole, else starts a line (split over lines
        only when it is wider than one)."""
        step = h * self.aspect + 26
        lines: list[list[tuple[str, list[int]]]] = [[]]
        used = 0.0
        for label, idx in self.section_groups():
            while idx:
                gap = self.GROUP_GAP if lines[-1] else 0.0
                room = max(0, int((1440 - used - gap + 26) // step))
                if room >= len(idx) or not lines[-1]:
                    part, idx = idx[:max(1, room)], idx[max(1, room):]
                    lines[-1].append((label, part))
                    used += gap + len(part) * step
                if idx:
                    lines.append([])
                    used = 0.0
        return [ln for ln in lines if ln]

    def section_layout(self) -> tuple[float, list]:
        """(card height, lines): the largest cards up to ``card_h`` whose lines all fit on a
        page, else the smallest, paged; (card_h, []) without sections."""
        if not self.section_groups():
            return self.card_h, []
        h = self.card_h
        while True:
            lines = self.section_lines(h)
            if len(lines) * (self.LABEL_H + h + 16) <= self.ROWS_H or h <= self.MIN_SECTION_H:
                return h, lines
            h = max(self.MIN_SECTION_H, h - 10)

    def _per_page(self) -> int:
        return max(1, int(self.ROWS_H // (self.LABEL_H + self._layout[0] + 16)))

    def pages(self) -> int:
        if self._layout[1]:
            return max(1, -(-len(self._layout[1]) // self._per_page()))
        return max(1, -(-len(self.cards) // (self.COLS * self.ROWS)))

    def _section_specs(self) -> list[EntitySpec]:
        """The page's lines: each section's cards under its label (a section split over
        lines or pages says its label again)."""
        h, lines = self._layout
        w, per = h * self.aspect, self._per_page()
        block = self.LABEL_H + h + 16
        specs, n = [], 0
        page = lines[self.page * per:(self.page + 1) * per]
        for l_i, line in enumerate(page):
            top = self.ROWS_TOP + l_i * block + (self.ROWS_H - len(page) * block) / 2
            width = sum(len(idx) * (w + 26) - 26 for _, idx in line) + self.GROUP_GAP * (
                len(line) - 1)
            x0 = 960 - width / 2
            for label, idx in line:
                gw = len(idx) * (w + 26) - 26
                specs.append(EntitySpec(f"browser.section.{n}", "text", x0 + gw / 2, top + 18,
                                        max(gw, w), 36, 5,
                                        {"text": label, "size": 28, "color": theme.GOLD},
                                        enter="none"))
                n += 1
                for k, i in enumerate(idx):
                    specs.append(EntitySpec(f"browser.card.{i}", self.kind,
                                            x0 + w / 2 + k * (w + 26),
                                            top + self.LABEL_H + h / 2, w, h, 10 + i,
                                            {**self.cards[i], "raise_on_hover": False}))
                x0 += gw + self.GROUP_GAP
        return specs

    def describe(self) -> list[EntitySpec]:
        specs = [EntitySpec("browser.backdrop", "rect", 960, 540, 1920, 1080, 0,
                            {"color": (8, 6, 5, 170)}, enter="none"),
                 EntitySpec("browser.panel", "panel", 960, 540, 1500, 860, 1,
                            {"title": self.title, "color": (34, 28, 26)}, enter="none")]
        if self._layout[1]:
            return specs + self._section_specs() + self._page_specs()
        h = self.card_h
        w = h * self.aspect
        per = self.COLS * self.ROWS
        page = self.cards[self.page * per:(self.page + 1) * per]
        for i, c in enumerate(page):
            row, col = divmod(i, self.COLS)
            in_row = min(self.COLS, len(page) - row * self.COLS)
            x = 960 + (col - (in_row - 1) / 2) * (w + 26)
            y = (360 if self.ROWS > 1 else 540) + row * (h + 34)
            specs.append(EntitySpec(f"browser.card.{i}", self.kind, x, y, w, h, 10 + i,
                                    {**c, "raise_on_hover": False}))
        return specs + self._page_specs()

    def _page_specs(self) -> list[EntitySpec]:
        specs = []
        label = f"{self.page + 1} / {self.pages()}" if self.pages() > 1 else ""
        specs.append(EntitySpec("browser.page", "text", 960, 940, 400, 40, 5,
                                {"text": label, "size": 24, "color": theme.TEXT_DIM}))
        specs.append(EntitySpec("browser.close", "button", 1610, 150, 180, 64, 50,
                                {"text": self.t("common.close"), "style": "secondary",
                                 "icon": "close"}, click="close", enter="none"))
        return specs

    def build(self) -> None:
        self.table.reconcile(self.describe(), animate=False)
        self.render.avoid = [title_rect(self.app.renderer, self.title, 960, 540 - 430, 1500)]

    def on_wheel(self, dy: int) -> None:
        page = max(0, min(self.pages() - 1, self.page - dy))
        if page != self.page:
            self.page = page
            self.table.reconcile(self.describe())

    def on_click(self, ent, tag, button) -> None:
        if tag == "close":
            self.on_back()

    def on_back(self) -> None:
        self.app.scenes.pop()
        if self.on_close:
            self.on_close()

