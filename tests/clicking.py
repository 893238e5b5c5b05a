"""Playing a seat of any title only by posting mouse events at what its table shows (the
network app players, tests/net_app_player.py; any test that wants a whole game by mouse).

A move is chosen among the seat's legal actions (as a player reads them off the table), then
made by clicking the entities the table's hint names for it, the thing to click first first
(``hint_targets``), until the table plays a move; a pop-up that opens on the way is answered by
clicking one of its options.  Nothing here calls the rules or the session to act.
"""
from __future__ import annotations

import random
from typing import Any

from engine.overlays import ChoiceDialog
from tests.uitest import clickable


def clickables(scene, prefix: str) -> list[str]:
    """Names on ``scene`` starting with ``prefix`` that answer a click now, in name order."""
    return sorted(n for n in scene.named() if n.startswith(prefix) and clickable(scene, n))


def answer_dialog(d, dialog: ChoiceDialog, rng: random.Random) -> bool:
    """Click one of a pop-up's enabled options (then its Confirm, for an ordering); False if
    there was nothing to click."""
    choices = clickables(dialog, "dialog.choice.")
    if choices:
        d.click(rng.choice(choices))
        if d.app.scenes.top is dialog and clickable(dialog, "dialog.confirm"):
            d.click("dialog.confirm")
        return True
    for name in ("dialog.confirm", "dialog.partial"):
        if clickable(dialog, name):
            d.click(name)
            return True
    return False


class Clicker:
    """Plays ``scene``'s seat by clicks: ``step`` makes (at most) one move when the table asks
    for one, and says whether a move was played or a pop-up answered (if not, the caller lets
    a frame pass: a move whose clicks did not play is counted in ``misses``)."""

    def __init__(self, d, scene, rng: random.Random) -> None:
        self.d, self.scene, self.rng = d, scene, rng
        self.misses = 0             # moves whose clicks did not play (then another is tried)
        self.moves = 0
        self.missed: list = []      # the actions whose clicks did not play (diagnostics)

    MAX_CLICKS = 6              # the parts of one move (a piece, its place, a turn...)

    def played(self) -> int:
        return len(self.scene.session.steps)

    def choose(self, legal: list) -> Any:
        return self.rng.choice(legal)

    def step(self) -> bool:
        app, sc = self.d.app, self.scene
        top = app.scenes.top
        if isinstance(top, ChoiceDialog):
            return answer_dialog(self.d, top, self.rng)
        if top is not sc or not sc.my_turn() or sc.busy():
            return False
        legal = sc.legal()
        if not legal:
            return False
        before = self.played()
        action = self.choose(legal)
        clicked: set[str] = set()
        for _ in range(self.MAX_CLICKS):
            if app.scenes.top is not sc or self.played() != before or not sc.my_turn():
                break
            # the hint follows the selection: once a part is picked it names what comes next
            name = next((n for n in sc.hint_targets(action)
                         if n not in clicked and clickable(sc, n)), None)
            if name is None:
                break
            clicked.add(name)
            self.d.click(name)
        if self.played() != before or app.scenes.top is not sc:
            self.moves += self.played() != before
            return True
        self.misses += 1
        self.missed.append(action)
        self.clear()
        return False

    def clear(self) -> None:
        """Forget a half-made selection (as a new view does), so the next move starts clean."""
        self.scene.reset_selection()
        self.scene.sync(animate=False)
