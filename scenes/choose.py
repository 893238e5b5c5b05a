"""A question answered by picking one of a list (one row each) or one of a few buttons under
it: which unfinished hosted table to resume, or the saved game ("Resume your table?")."""
from __future__ import annotations

from typing import Callable, Hashable, Sequence

from engine.render import Renderer
from engine.scene import Scene

ROW_H, ROW_STEP = 68, 84
MAX_ROWS = 6                    # the newest; older ones wait for a later look


class ChooseScene(Scene):
    """Title, a line of text, ``rows`` ``(value, label)`` one under another and a row of
    ``buttons`` ``(value, label, style)``; a click closes it and calls ``on_done(value)``; Esc
    or Back calls it with None.  Each row is named ``choose.<value>``."""

    opaque = False

    def __init__(self, app, title: str, text: str, rows: Sequence[tuple[Hashable, str]],
                 buttons: Sequence[tuple[Hashable, str, str]],
                 on_done: Callable[[Hashable | None], None]) -> None:
        super().__init__(app)
        self.title, self.text, self.on_done = title, text, on_done
        self.rows, self.buttons = list(rows)[:MAX_ROWS], list(buttons)

    def build(self) -> None:
        h = 250 + ROW_STEP * len(self.rows) + 100
        top = 540 - h / 2
        self.entity("panel", 960, 540, 1500, h, 1, title=self.title, title_size=38)
        self.entity("text", 960, top + 130, 1300, 80, 3, text=self.text, size=28, wrap=1300,
                    align="center")
        for k, (value, label) in enumerate(self.rows):
            self.button(f"choose.{value}", label, 960, top + 220 + k * ROW_STEP, 1100, ROW_H,
                        tag=("answer", value), style="primary" if k == 0 else "secondary")
        n = len(self.buttons)
        w = min(460, (1300 - 24 * (n - 1)) / max(1, n))
        y = top + 220 + len(self.rows) * ROW_STEP + 40
        for k, (value, label, style) in enumerate(self.buttons):
            x = 960 + (k - (n - 1) / 2) * (w + 24)
            self.button(f"choose.{value}", label, x, y, w, 72, tag=("answer", value),
                        style=style)

    def draw_background(self, r: Renderer) -> None:
        r.fill(0, 0, 1920, 1080, (6, 4, 3, 170))

    def on_back(self) -> None:
        self.app.scenes.pop()
        self.on_done(None)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if isinstance(tag, tuple) and tag[0] == "answer":
            self.app.scenes.pop()
            self.on_done(tag[1])
