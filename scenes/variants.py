"""The variants pop-up of the menu: every option of a game's rules as a row (its name, and a
button showing the current choice that cycles on click; a right click goes back), for games
with more options than fit beside the player count (Dice Forge's feat set and its nine slots,
A Wild Venture's four variants).  Edits the menu's option dict in place and calls ``on_done``
when closed."""
from __future__ import annotations

from typing import Callable, Sequence

from engine import theme
from engine.ecs.table import EntitySpec, Table
from engine.scene import Scene


def choice_name(option, value, lang: str) -> str:
    names = option.choice_names.get(lang)
    return names[option.choices.index(value)] if names else str(value)


def changed(options: Sequence, values: dict) -> int:
    """How many options differ from their default."""
    return sum(1 for o in options if values.get(o.key, o.default) != o.default)


class VariantsDialog(Scene):
    opaque = False
    ROW = 74.0

    def __init__(self, app, title: str, options: Sequence, values: dict,
                 on_done: Callable[[], None]) -> None:
        super().__init__(app)
        self.title = title
        self.opts = list(options)
        self.values = values
        self.on_done = on_done
        self.table = Table()

    def describe(self) -> list[EntitySpec]:
        lang = self.app.i18n.lang
        n = len(self.opts)
        h = 150 + n * self.ROW + 110
        top = 540 - h / 2
        specs = [EntitySpec("variants.backdrop", "rect", 960, 540, 1920, 1080, 0,
                            {"color": (8, 6, 5, 170)}, enter="none"),
                 EntitySpec("variants.panel", "panel", 960, 540, 1300, h, 1,
                            {"title": self.title, "color": (34, 28, 26)}, enter="none")]
        for k, o in enumerate(self.opts):
            y = top + 120 + k * self.ROW + self.ROW / 2
            cur = self.values.get(o.key, o.default)
            specs.append(EntitySpec(f"variants.name.{o.key}", "text", 350 + 300, y, 600, 60, 5,
                                    {"text": o.name.get(lang, o.key), "size": 32,
                                     "anchor": "midleft", "color": theme.TEXT,
                                     "weight": "semibold"}, enter="none"))
            specs.append(EntitySpec(f"variants.option.{o.key}", "button", 1270, y, 600,
                                    self.ROW - 12, 10,
                                    {"text": choice_name(o, cur, lang), "size": 30,
                                     "style": "secondary" if cur == o.default else "primary"},
                                    click=("option", o.key), buttons=(1, 3), enter="none"))
        specs.append(EntitySpec("variants.done", "button", 960, top + h - 70, 360, 72, 20,
                                {"text": self.t("variants.done"), "style": "primary"},
                                click="done", enter="none"))
        return specs

    def build(self) -> None:
        self.table.reconcile(self.describe(), animate=False)

    def on_click(self, ent, tag, button) -> None:
        if isinstance(tag, tuple) and tag[0] == "option":
            o = next(o for o in self.opts if o.key == tag[1])
            cur = self.values.get(o.key, o.default)
            step = -1 if button == 3 else 1
            self.values[o.key] = o.choices[(o.choices.index(cur) + step) % len(o.choices)]
            self.app.audio.play("click")
            self.table.reconcile(self.describe(), animate=False)
        elif tag == "done":
            self.finish()

    def on_back(self) -> None:
        self.finish()

    def finish(self) -> None:
        self.app.scenes.pop()
        self.on_done()
