"""What the player has picked so far this turn, on top of the engine's ``ActionBuilder``: a
Faith marker (then a destination), the god power (then a map tile), and the rotation of the
tile in hand.  Legal actions always come from the rules; this only narrows them.  The table
reads a frozen snapshot (``picks()``) through the pure helpers below."""
from __future__ import annotations

from typing import Iterable

from engine.widgets.builder import ActionBuilder, Picks


def selected(p: Picks) -> str | None:
    """The Faith marker side picked (its destinations are on show)."""
    return p.prefix[1] if len(p.prefix) >= 2 and p.prefix[0] == "push" else None


def god_mode(p: Picks) -> bool:
    """The god power is being used: map tiles are on offer."""
    return p.prefix == ("god",)


def destinations(p: Picks) -> set[int]:
    return set(p.options) if selected(p) else set()


def god_slots(p: Picks) -> set[int]:
    return set(p.options) if god_mode(p) else set()


def rotation(p: Picks) -> int:
    """Rotation of the tile in hand (the last part of "place", kept by the scene)."""
    return p.kept[0] if p.kept else 0


class Selection:
    def __init__(self) -> None:
        self.builder = ActionBuilder(())
        self.rot = 0                # rotation of the tile in hand (the last part of "place")

    def picks(self) -> Picks:
        return self.builder.picks(kept=(self.rot,))

    def reset(self, legal: Iterable[tuple]) -> None:
        """A new decision: forget the clicks, take the legal actions now."""
        self.builder.reset(legal)

    def update_legal(self, legal: Iterable[tuple]) -> None:
        """Same decision, legal actions re-read (keeps the clicks if they are still legal)."""
        self.builder.update(legal)

    @property
    def selected(self) -> str | None:
        return selected(self.builder.picks())

    @property
    def god_mode(self) -> bool:
        return god_mode(self.builder.picks())

    def destinations(self) -> set[int]:
        return self.builder.options() if self.selected else set()

    def god_slots(self) -> set[int]:
        return self.builder.options() if self.god_mode else set()

    def pick_marker(self, side: str) -> bool:
        """Click on a marker: select it, or deselect it when it is the one selected.  Returns
        whether a marker is selected afterwards."""
        return self.builder.pick("push", side)

    def toggle_god(self, on: bool) -> bool:
        self.builder.reset()
        return self.builder.choose("god") if on else False

    def rotate(self, d: int) -> int:
        self.rot = (self.rot + d) % 4
        return self.rot
