"""A question answered by picking one of a list (one row each) or one of a few buttons under
it: which unfinished hosted table to resume, or the saved game ("Resume your table?")."""
from __future__ import annotations

from typing import Callable, Hashable, Sequence

from scenes.confirm import ConfirmScene

ROW_H, ROW_STEP = 68, 84
MAX_ROWS = 6                    # the newest; older ones wait for a later look


class ChooseScene(ConfirmScene):
    """Title, a line of text, ``rows`` ``(value, label)`` one under another and a row of
    ``buttons`` ``(value, label, style)``; a click closes it and calls ``on_done(value)``; Esc
    or Back calls it with None (as a ``ConfirmScene``).  Each row is named ``choose.<value>``."""

    def __init__(self, app, title: str, text: str, rows: Sequence[tuple[Hashable, str]],
                 buttons: Sequence[tuple[Hashable, str, str]],
                 on_done: Callable[[Hashable | None], None]) -> None:
        super().__init__(app, title, text, buttons, on_done)
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
