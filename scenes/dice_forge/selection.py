"""What the player has picked in the Sanctuary, on the engine's ``ActionBuilder``: a face to
buy (the rules' ``("buy", face)`` begun), waiting for the die face it is forged onto.  Legal
actions always come from the rules; the table reads a frozen snapshot (``picks``)."""
from __future__ import annotations

from typing import Iterable

from engine.widgets.builder import ActionBuilder, Picks


def face(p: Picks) -> str | None:
    """The Sanctuary face picked, while buying it is legal."""
    return p.prefix[1] if len(p.prefix) >= 2 and p.prefix[0] == "buy" and p.matching else None


class Selection:
    def __init__(self) -> None:
        self.builder = ActionBuilder(())

    def picks(self, legal: Iterable[tuple]) -> Picks:
        """The snapshot for the legal actions now (a pick no longer legal is dropped)."""
        self.builder.update(legal)
        return self.builder.picks()

    @property
    def face(self) -> str | None:
        return face(self.builder.picks())

    def pick_face(self, legal: Iterable[tuple], fid: str) -> bool:
        """A click on a Sanctuary face: pick it, or drop it when it is the one picked."""
        self.builder.update(legal)
        return self.builder.pick("buy", fid)

    def clear(self) -> None:
        self.builder.reset()
