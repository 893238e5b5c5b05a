"""Pass-and-play hand-off: covers the table until the named player clicks."""
from __future__ import annotations

from typing import Callable, Hashable

from engine import theme
from engine.render import Renderer
from engine.scene import Scene
from scenes.parts.seat_names import local_name


class HandoffScene(Scene):
    opaque = True   # hides the table completely: one player's secrets never show to the next

    def __init__(self, app, name: str, color, on_ready: Callable[[], None],
                 game: str | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.color = color
        self.on_ready = on_ready
        self.game = game            # Esc opens the game's pause menu above this cover

    def build(self) -> None:
        # the seat's name as the table says it, in the language shown now: a default name
        # follows the language, also when it changes under this screen (play-test 17: a game
        # started in English said «Передайте мишку: Taras» while the table said «Тарас»)
        name = local_name(self.app, self.name)
        self.entity("panel", 960, 540, 1000, 460, 1)
        self.entity("marker", 960, 390, 120, 120, 3, color=self.color)
        self.entity("text", 960, 500, 900, 70, 4, text=self.t("handoff.title", name=name),
                    size=48, weight="bold", color=theme.GOLD)
        self.entity("text", 960, 570, 900, 40, 4, text=self.t("handoff.body"), size=24,
                    color=theme.TEXT_DIM)
        self.button("handoff.ready", self.t("handoff.ready", name=name), 960, 670, 620, 80,
                    tag="ready", icon="play")

    def draw_background(self, r: Renderer) -> None:
        r.clear((14, 10, 9))
        r.image("table.svg", 0, 0, 1920, 1080)
        r.fill(0, 0, 1920, 1080, (8, 6, 5, 170))

    def on_back(self) -> None:
        """Esc: the pause menu (rules, settings, quit) over the cover, the table still hidden."""
        if self.game is not None:
            self.app.push("pause", game=self.game)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        if tag == "ready":
            self.app.audio.play("turn")
            self.app.scenes.pop()
            self.on_ready()
