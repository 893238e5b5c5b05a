"""Overlay scenes built from the widgets: a choice dialog and a pile browser.  Both are pushed
on the scene stack over the table (``opaque = False``) and pop themselves when done."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine import theme
from engine.ecs.table import EntitySpec, Table
from engine.scene import Scene
from engine.widgets.card import ASPECT, card_params
from engine.widgets.dialog import PARTIAL, Choice, ChoiceModel


class ChoiceDialog(Scene):
    opaque = False

    def __init__(self, app, title: str, choices: Sequence[Choice],
                 on_done: Callable[[Any], None], mode: str = "one", partial: str | None = None,
                 cancel: str | None = None, confirm: str | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.model = ChoiceModel(list(choices), mode)
        self.on_done = on_done
        self.partial, self.cancel, self.confirm = partial, cancel, confirm
        self.table = Table()

    def describe(self) -> list[EntitySpec]:
        n = len(self.model.choices)
        cw = min(300.0, 1500 / max(1, n) - 24)
        ch = 420.0
        width = n * (cw + 24) + 80
        specs = [EntitySpec("dialog.backdrop", "rect", 960, 540, 1920, 1080, 0,
                            {"color": (8, 6, 5, 150)}, enter="none"),
                 EntitySpec("dialog.panel", "panel", 960, 540, max(760, width), 700, 1,
                            {"title": self.title, "color": (34, 28, 26)}, enter="none")]
        for i, c in enumerate(self.model.choices):
            x = 960 + (i - (n - 1) / 2) * (cw + 24)
            specs.append(EntitySpec(f"dialog.choice.{i}", "choice", x, 530, cw, ch, 10,
                                    {"label": c.label, "preview": c.preview, "note": c.note,
                                     "rank": self.model.rank(i)},
                                    click=("choice", i), enabled=c.enabled, enter="none"))
        buttons = []
        if self.model.mode == "order":
            buttons.append(("confirm", self.confirm or self.t("common.confirm"), "primary",
                            self.model.ready))
        if self.partial:
            buttons.append(("partial", self.partial, "secondary", True))
        if self.cancel:
            buttons.append(("cancel", self.cancel, "danger", True))
        for k, (tag, label, style, enabled) in enumerate(buttons):
            x = 960 + (k - (len(buttons) - 1) / 2) * 360
            specs.append(EntitySpec(f"dialog.{tag}", "button", x, 820, 330, 68, 50,
                                    {"text": label, "style": style}, click=tag, enabled=enabled,
                                    enter="none"))
        return specs

    def build(self) -> None:
        self.table.reconcile(self.describe(), animate=False)

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

    def on_back(self) -> None:
        if self.cancel:
            self.finish(None)

    def finish(self, result: Any) -> None:
        self.app.scenes.pop()
        self.on_done(result)


class PileBrowserScene(Scene):
    """An overlay listing a pile's cards (face up) in a grid; the wheel pages through them, a
    click or Esc closes it.  Show only what the rules let this viewer see."""

    opaque = False
    COLS, ROWS = 7, 2

    def __init__(self, app, title: str, cards: Sequence[dict[str, Any]],
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.cards = [c if "card" in c else card_params(c) for c in cards]
        self.page = 0
        self.on_close = on_close
        self.table = Table()

    def pages(self) -> int:
        return max(1, -(-len(self.cards) // (self.COLS * self.ROWS)))

    def describe(self) -> list[EntitySpec]:
        specs = [EntitySpec("browser.backdrop", "rect", 960, 540, 1920, 1080, 0,
                            {"color": (8, 6, 5, 170)}, enter="none"),
                 EntitySpec("browser.panel", "panel", 960, 540, 1500, 860, 1,
                            {"title": self.title, "color": (34, 28, 26)}, enter="none")]
        h = 330.0
        w = h * ASPECT
        per = self.COLS * self.ROWS
        page = self.cards[self.page * per:(self.page + 1) * per]
        for i, c in enumerate(page):
            row, col = divmod(i, self.COLS)
            in_row = min(self.COLS, len(page) - row * self.COLS)
            x = 960 + (col - (in_row - 1) / 2) * (w + 26)
            y = 360 + row * (h + 34)
            specs.append(EntitySpec(f"browser.card.{i}", "card", x, y, w, h, 10 + i,
                                    {**c, "raise_on_hover": False}))
        label = f"{self.page + 1} / {self.pages()}" if self.pages() > 1 else ""
        specs.append(EntitySpec("browser.page", "text", 960, 940, 400, 40, 5,
                                {"text": label, "size": 24, "color": theme.TEXT_DIM}))
        specs.append(EntitySpec("browser.close", "button", 1610, 150, 180, 64, 50,
                                {"text": self.t("common.close"), "style": "secondary",
                                 "icon": "close"}, click="close", enter="none"))
        return specs

    def build(self) -> None:
        self.table.reconcile(self.describe(), animate=False)

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

