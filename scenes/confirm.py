"""A question with two or three answers over the current screen ("a saved game is waiting")."""
from __future__ import annotations

from typing import Callable, Hashable, Sequence

from engine.render import Renderer
from engine.scene import Scene


class ConfirmScene(Scene):
    """Title, a line of text and a row of buttons ``(value, label, style)``; a click closes the
    dialog and calls ``on_done(value)``; Esc or Back calls it with None."""

    opaque = False

    def __init__(self, app, title: str, text: str,
                 answers: Sequence[tuple[Hashable, str, str]],
                 on_done: Callable[[Hashable | None], None]) -> None:
        super().__init__(app)
        self.title, self.text, self.answers, self.on_done = title, text, list(answers), on_done

    def build(self) -> None:
        self.entity("panel", 960, 540, 1500, 360, 1, title=self.title, title_size=38)
        # wrapped at its size, never shrunk to one line (a long question read tiny)
        self.entity("text", 960, 490, 1360, 150, 3, text=self.text, size=28, wrap=1360,
                    align="center")
        n = len(self.answers)
        w = min(460, (1420 - 24 * (n - 1)) / n)
        for k, (value, label, style) in enumerate(self.answers):
            x = 960 + (k - (n - 1) / 2) * (w + 24)
            self.button(f"confirm.{value}", label, x, 620, w, 72, tag=("answer", value),
                        style=style)      # wide enough that no answer shrinks

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


def ask_before_replacing_save(app, start: Callable[[], None], resume: Callable[[], None]) -> None:
    """"A saved game is waiting": start anew (the new game replaces it), resume it, or cancel."""
    from engine.saves import SaveStore
    t = app.i18n.t
    saved = SaveStore().load().game

    def done(value) -> None:
        if value == "new":
            start()
        elif value == "resume":
            resume()

    app.scenes.push(ConfirmScene(
        app, t("menu.overwrite.title"), t("menu.overwrite.text", game=t(f"game.{saved}")),
        [("new", t("menu.overwrite.new"), "danger"), ("resume", t("menu.overwrite.resume"), "primary"),
         ("cancel", t("common.cancel"), "secondary")], done))


def play_or_ask(app, game: str, seats, seed: int | None = None,
                options: dict | None = None) -> None:
    """``python main.py play``: start the game at once, or, when a saved game is waiting, ask
    first as the menu's Start does (over the menu: Back leaves the save as it was)."""
    from engine.rules.record import RecordError
    from engine.saves import SaveStore
    store = SaveStore()
    waiting = False
    if store.exists():
        try:
            store.load()
            waiting = True
        except (RecordError, OSError, ValueError):
            waiting = False             # a damaged save is no game to lose: start anew
    if not waiting:
        app.goto("game", game=game, seats=seats, seed=seed, options=options) or app.goto(
            "menu", game=game)
        return
    app.goto("menu", game=game)

    def start() -> None:
        app.goto("game", game=game, seats=seats, seed=seed, options=options)

    def resume() -> None:
        app.goto("resume")

    ask_before_replacing_save(app, start, resume)
