"""The in-app rules summary of a game, in the current language, scrollable."""
from __future__ import annotations

from typing import Hashable

from engine import theme
from engine.games import spec
from engine.paths import ASSETS
from engine.render import Renderer
from engine.scene import Scene


def rules_text(game: str, lang: str) -> str | None:
    """The in-app rules of ``game`` (its GameSpec's ``rules_text`` stem) in ``lang``, else in
    English, else None."""
    try:
        stem = spec(game).rules_text
    except KeyError:
        return None
    if not stem:
        return None
    for name in (f"{stem}.{lang}.md", f"{stem}.en.md"):
        path = ASSETS / name
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


class RulesScene(Scene):
    opaque = False
    BOX = (260, 90, 1400, 900)

    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.scroll = 0.0
        self.content_h = 0.0

    def build(self) -> None:
        self.button("rules.close", self.t("common.close"), 960, 1030, 300, 64, tag="close",
                    icon="close")

    def draw_background(self, r: Renderer) -> None:
        r.fill(0, 0, 1920, 1080, (6, 4, 3, 190))
        x, y, w, h = self.BOX
        r.fill(x, y, w, h, (238, 226, 200), 18, 4, theme.PANEL_EDGE)
        r.text(self.t("rules.title", game=self.t(f"game.{self.game}")), x + w / 2, y + 20, 40,
               (90, 50, 20), "bold", "midtop", max_width=w - 60)
        text = rules_text(self.game, self.app.i18n.lang) or self.t("rules.missing")
        clip = r.surface.get_clip()
        r.surface.set_clip(r.rect(x + 10, y + 80, w - 20, h - 90))
        cy = y + 90 - self.scroll
        for line in text.splitlines():
            if line.startswith("# "):
                continue
            if line.startswith("## "):
                cy += 10
                rect = r.text(line[3:], x + 50, cy, 30, (120, 60, 20), "bold")
                cy += rect.h + 6
            elif not line.strip():
                cy += 12
            else:
                bullet = line.lstrip().startswith("- ")
                body = line.lstrip()[2:] if bullet else line
                indent = 80 if bullet else 50
                if bullet:
                    r.circle(x + 64, cy + 14, 5, (120, 60, 20))
                rect = r.text(body.replace("**", ""), x + indent, cy, 23, theme.TEXT_DARK,
                              wrap=w - indent - 60)
                cy += rect.h + 4
        r.surface.set_clip(clip)
        self.content_h = cy + self.scroll - (y + 90)

    def on_wheel(self, dy: int) -> None:
        limit = max(0.0, self.content_h - (self.BOX[3] - 110))
        self.scroll = min(limit, max(0.0, self.scroll - dy * 60))

    def on_back(self) -> None:
        self.app.scenes.pop()

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        if tag == "close":
            self.app.audio.play("click")
            self.app.scenes.pop()
