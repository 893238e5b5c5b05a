"""The dialog host: choice dialogs over the table whose chosen value is played as an action
(``None`` = cancelled: nothing is played).  ``open`` is True while one is up, so the table does
not open a second one for the same decision."""
from __future__ import annotations

from typing import Any, Callable

from engine.overlays import ChoiceDialog
from engine.worlds import use_world


class DialogHost:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.open = False

    def ask(self, title: str, choices: list, cancel: str | None = None,
            then: Callable[[Any], None] | None = None, **kw) -> None:
        """Push a choice dialog; its value is played (or given to ``then``)."""
        sc = self.scene
        self.open = True

        def done(value) -> None:
            use_world(sc.world)         # the dialog has gone: the table is on top again
            self.open = False
            if then is not None:
                then(value)
            elif value is not None:
                sc.act(value)

        sc.app.scenes.push(ChoiceDialog(sc.app, title, choices, done, cancel=cancel, **kw))
