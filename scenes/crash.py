"""The crash screen (route "crash"): an uncaught exception during play lands here.

engine.app.App.crash writes the log (with the traceback) to the user data folder, closes every
screen and opens this one.  It says what happened, where the log is and whether the autosave is
there to resume (it is never touched by a crash: it holds the last completed action), and offers
"Back to menu" (whose Resume continues the saved game) and "Quit".  An exception raised here is
not caught again: the app stops with the log (see App.crash).
"""
from __future__ import annotations

from pathlib import Path
from typing import Hashable

from engine import theme
from engine.render import Renderer
from engine.scene import Scene


class CrashScene(Scene):
    is_crash_screen = True      # App.crash: an error in here stops the app instead of looping

    def __init__(self, app, log: Path | None = None, error: str = "", saved: bool = False) -> None:
        super().__init__(app)
        self.log = log
        self.error = error
        self.saved = saved

    def lines(self) -> list[tuple[str, int, tuple, str]]:
        """(text, size, colour, weight) of the body, top to bottom."""
        out = [(self.t("crash.body"), 30, theme.TEXT, "regular")]
        if self.log:
            out += [(self.t("crash.log"), 26, theme.TEXT_DIM, "regular"),
                    (str(self.log), 24, theme.GOLD, "semibold")]
        else:
            out.append((self.t("crash.no_log"), 26, theme.TEXT_DIM, "regular"))
        out.append((self.t("crash.saved" if self.saved else "crash.not_saved"), 28,
                    theme.LEGAL if self.saved else theme.TEXT_DIM, "regular"))
        if self.error:
            out.append((self.t("crash.error", error=self.error), 20, theme.TEXT_DIM, "regular"))
        return out

    def build(self) -> None:
        self.entity("panel", 960, 540, 1400, 640, 1)
        self.button("crash.menu", self.t("crash.menu"), 770, 780, 360, 80, tag="menu",
                    icon="undo" if self.saved else "play")
        self.button("crash.quit", self.t("crash.quit"), 1150, 780, 300, 80, tag="quit",
                    style="danger", icon="close")

    def draw_background(self, r: Renderer) -> None:
        r.clear((14, 10, 9))
        r.image("table.svg", 0, 0, 1920, 1080)
        r.fill(0, 0, 1920, 1080, (8, 6, 5, 190))

    def draw_overlay(self, r: Renderer) -> None:
        r.text(self.t("crash.title"), 960, 255, 60, theme.DANGER, "bold", "midtop", max_width=1300)
        y = 360.0
        for text, size, color, weight in self.lines():
            rect = r.text(text, 960, y, size, color, weight, "midtop", wrap=1260, align="center")
            y = rect.bottom + 18

    def on_back(self) -> None:
        self.on_click(0, "menu", 1)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        if tag == "menu":
            # a menu that fails to open would bring the player straight back here: that error
            # counts as the crash screen's own (App.crash stops the app with the log)
            self.app.leaving_crash_screen = True
            self.app.goto("menu")
            self.app.leaving_crash_screen = False
        elif tag == "quit":
            self.app.quit()
