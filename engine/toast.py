"""Where the app's toast (a refusal, an error, a notice) is drawn: under a table's turn banner,
never over its text, nor over what can be clicked (the topmost scene's ``toast_spot``), worked
out once a toast and kept while the banner above it stays as it was; a table's tooltips keep
clear of it (``App.toast_rect``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

TOAST_H = 64


@dataclass
class ToastPlace:
    shown: int = 0                  # toasts shown so far (the same text twice is placed anew)
    key: tuple | None = None        # what ``box`` was worked out for
    box: tuple = (0.0, 0.0, 0.0, 0.0)

    def rect(self, app: Any) -> tuple[float, float, float, float] | None:
        """The canvas rect (x, y, w, h) of ``app``'s (an ``engine.app.App``) live toast, None
        without one."""
        if not app.toast:
            return None
        tops = [s.toast_top() for s in app.scenes.scenes if hasattr(s, "toast_top")]
        key = (app.toast[0], self.shown, app.scenes.top, tops)
        if self.key != key:
            w = min(1500, app.renderer.text_size(app.toast[0], 28)[0] + 60)
            cx, y = next((s.toast_spot(w, TOAST_H) for s in reversed(app.scenes.scenes)
                          if hasattr(s, "toast_spot")), (960, 24))
            self.key, self.box = key, (cx - w / 2, y, w, TOAST_H)
        return self.box

    def draw(self, app: Any) -> None:
        box = self.rect(app)
        if box is not None:
            r, (x, y, w, h) = app.renderer, box
            r.fill(x, y, w, h, (120, 40, 34, 235), 14, 2, (230, 160, 120))
            r.text(app.toast[0], x + w / 2, y + h / 2, 28, (255, 240, 230), "semibold", "center",
                   max_width=w - 40)
