"""What the player has picked so far this turn: a board piece (its legal coatl ends glow) or a
prophecy card in hand (the coatls it may go on glow with the points it would give now).  The
legal actions always come from the rules; this only remembers the pick."""
from __future__ import annotations

from typing import Iterable


class Selection:
    def __init__(self) -> None:
        self.piece: int | None = None       # board slot picked
        self.card: str | None = None        # prophecy card picked
        self.priest = False                 # Priest Commitment: a temple stack is to be chosen
        self.temple: str | None = None      # a temple picked while two coatls could take it

    def clear(self) -> None:
        self.piece = None
        self.card = None
        self.priest = False
        self.temple = None

    def reset(self, legal: Iterable[tuple]) -> None:
        """A new decision: forget the picks."""
        self.clear()

    def keep_if_legal(self, legal: Iterable[tuple]) -> None:
        """Same decision, legal actions re-read: a pick with nothing left to do is dropped."""
        legal = list(legal)
        if self.priest and not any(a[0] == "priest" for a in legal):
            self.priest = False
        if self.piece is not None and not any(
                a[0] in ("add", "start") and a[1] == self.piece for a in legal):
            self.piece = None
        if self.card is not None and not any(a[0] == "play" and a[1] == self.card for a in legal):
            self.card = None
        if self.temple is not None and not any(
                a[0] == "temple" and a[2] == self.temple for a in legal):
            self.temple = None

    def pick_piece(self, slot: int) -> bool:
        """Click on a board piece: pick it, or drop the pick when it is the one picked."""
        self.priest = False
        self.card = None
        self.temple = None
        self.piece = None if self.piece == slot else slot
        return self.piece is not None

    def pick_card(self, card: str) -> bool:
        self.priest = False
        self.piece = None
        self.temple = None
        self.card = None if self.card == card else card
        return self.card is not None

    def pick_temple(self, tid: str) -> bool:
        """A temple two completed coatls could take: the coatls then glow to choose one."""
        self.priest = False
        self.piece = None
        self.card = None
        self.temple = None if self.temple == tid else tid
        return self.temple is not None
