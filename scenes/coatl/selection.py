"""What the player has picked so far this turn, on the engine's ``ActionBuilder``: a board piece
(its legal coatl ends glow), a prophecy card in hand (the coatls it may go on glow with the
points it would give now), a temple two coatls could take, or the Priest Commitment token (the
temple stacks glow).  The rules' actions are clicked in another order than their parts, so the
builder is given their click paths (``path``).  Legal actions always come from the rules; the
table reads a frozen snapshot (``picks``) through the pure helpers below."""
from __future__ import annotations

from typing import Iterable

from engine.widgets.builder import ActionBuilder, Picks


def path(a: tuple) -> tuple:
    """The clicks that spell action ``a``: a board piece then a coatl end (or the empty row);
    a hand card then a coatl (or the card alone, to discard it); a temple then a coatl."""
    verb = a[0]
    if verb == "add":
        return ("piece", a[1], "end", a[2], a[3])
    if verb == "start":
        return ("piece", a[1], "start")
    if verb == "play":
        return ("card", a[1], "row", a[2])
    if verb == "discard":
        return ("card", a[1])
    if verb == "temple":
        return ("temple", a[2], "row", a[1])
    return a


def _first(p: Picks, kind: str):
    return p.prefix[1] if len(p.prefix) >= 2 and p.prefix[0] == kind and p.matching else None


def piece(p: Picks) -> int | None:
    """The board slot picked."""
    return _first(p, "piece")


def card(p: Picks) -> str | None:
    """The prophecy card picked."""
    return _first(p, "card")


def temple(p: Picks) -> str | None:
    """A temple picked while two coatls could take it."""
    return _first(p, "temple")


def priest(p: Picks) -> bool:
    """Priest Commitment: a temple stack is to be chosen."""
    return p.prefix == ("priest",) and bool(p.matching)


def picked(p: Picks) -> bool:
    return bool(p.prefix) and bool(p.matching)


class Selection:
    def __init__(self) -> None:
        self.builder = ActionBuilder((), path)

    def picks(self) -> Picks:
        return self.builder.picks()

    @property
    def piece(self) -> int | None:
        return piece(self.picks())

    @property
    def card(self) -> str | None:
        return card(self.picks())

    @property
    def temple(self) -> str | None:
        return temple(self.picks())

    @property
    def priest(self) -> bool:
        return priest(self.picks())

    def clear(self) -> None:
        self.builder.reset()

    def reset(self, legal: Iterable[tuple]) -> None:
        """A new decision: forget the picks, take the legal actions now."""
        self.builder.reset(legal)

    def keep_if_legal(self, legal: Iterable[tuple]) -> None:
        """Same decision, legal actions re-read: a pick with nothing left to do is dropped."""
        self.builder.update(legal)

    def pick_piece(self, slot: int) -> bool:
        """Click on a board piece: pick it, or drop the pick when it is the one picked."""
        return self.builder.pick("piece", slot)

    def pick_card(self, cid: str) -> bool:
        return self.builder.pick("card", cid)

    def pick_temple(self, tid: str) -> bool:
        """A temple two completed coatls could take: the coatls then glow to choose one."""
        return self.builder.pick("temple", tid)

    def pick_priest(self) -> bool:
        self.builder.reset()
        return self.builder.choose("priest")
