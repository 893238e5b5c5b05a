"""In-game menu (Esc): resume, rules, settings, save and quit to the menu."""
from __future__ import annotations

from typing import Hashable

from engine.render import Renderer
from engine.scene import Scene


class PauseScene(Scene):
    opaque = False

    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.game = game
        # a tutorial or demo under this menu is never saved: its quit button must not promise it
        session = getattr(app.scenes.top, "session", None)
        self.saved = session is None or session.autosave is not None
        # a table may ask before it is left (a hosted network game ends for everyone)
        self.before_quit = getattr(app.scenes.top, "before_quit", None)
        # a network table plays on beneath this menu (the others do not wait)
        self.table = app.scenes.top if getattr(app.scenes.top, "network", False) else None

    def build(self) -> None:
        items = [("pause.resume", "play", "primary"), ("pause.rules", "info", "secondary"),
                 ("pause.settings", "settings", "secondary"), ("pause.quit", "close", "danger")]
        # the panel fits its buttons: a title band, the rows, and the same margin below
        head, step, bh = 112, 92, 74
        h = head + (len(items) - 1) * step + bh + 36
        top = 540 - h / 2
        self.entity("panel", 960, 540, 560, h, 1, title=self.t(
            "net.menu_title" if self.table else "pause.title"), title_size=32 if self.table else 44)
        for k, (key, icon, style) in enumerate(items):
            label = self.t(key if self.saved or key != "pause.quit" else "pause.quit_unsaved")
            self.button(key, label, 960, top + head + bh / 2 + k * step, 420, bh, tag=key,
                        icon=icon, style=style)

    def draw_background(self, r: Renderer) -> None:
        r.fill(0, 0, 1920, 1080, (6, 4, 3, 160))

    def update(self, dt: float) -> None:
        if self.table is not None:
            from engine.worlds import use_world
            use_world(self.table.world)
            self.table.update(dt)
            use_world(self.world)
        super().update(dt)

    def on_back(self) -> None:
        self.app.scenes.pop()

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if tag == "pause.resume":
            self.app.scenes.pop()
        elif tag == "pause.rules":
            self.app.push("rules", game=self.game)
        elif tag == "pause.settings":
            self.app.push("settings")
        elif tag == "pause.quit":
            if self.before_quit is not None:
                self.before_quit(lambda: self.app.goto("menu", game=self.game))
            else:
                self.app.goto("menu", game=self.game)
