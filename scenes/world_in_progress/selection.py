"""What the player has picked so far this turn, on top of the engine's ``ActionBuilder``: a
Faith marker (then a destination), the god power (then a map tile), and the rotation of the
tile in hand.  Legal actions always come from the rules; this only narrows them."""
from __future__ import annotations

from typing import Iterable

from engine.widgets.builder import ActionBuilder


class Selection:
    def __init__(self) -> None:
        self.builder = ActionBuilder(())
        self.rot = 0                # rotation of the tile in hand (the last part of "place")

    def reset(self, legal: Iterable[tuple]) -> None:
        """A new decision: forget the clicks, take the legal actions now."""
        self.builder.reset(legal)

    def update_legal(self, legal: Iterable[tuple]) -> None:
        """Same decision, legal actions re-read (keeps the clicks if they are still legal)."""
        steps = list(self.builder.steps)
        self.builder.reset(legal)
        for step in steps:
            if not self.builder.choose(*step):
                break

    @property
    def selected(self) -> str | None:
        """The Faith marker side picked (its destinations are on show)."""
        pre = self.builder.prefix
        return pre[1] if len(pre) >= 2 and pre[0] == "push" else None

    @property
    def god_mode(self) -> bool:
        """The god power is being used: map tiles are on offer."""
        return self.builder.prefix == ("god",)

    def destinations(self) -> set[int]:
        return self.builder.options() if self.selected else set()

    def god_slots(self) -> set[int]:
        return self.builder.options() if self.god_mode else set()

    def pick_marker(self, side: str) -> bool:
        """Click on a marker: select it, or deselect it when it is the one selected.  Returns
        whether a marker is selected afterwards."""
        was = self.selected
        self.builder.reset()
        if was == side:
            return False
        return self.builder.choose("push", side)

    def toggle_god(self, on: bool) -> bool:
        self.builder.reset()
        return self.builder.choose("god") if on else False

    def rotate(self, d: int) -> int:
        self.rot = (self.rot + d) % 4
        return self.rot
