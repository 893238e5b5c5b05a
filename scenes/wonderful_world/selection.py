"""What the player has picked, on the engine's ``ActionBuilder``: in planning a drafted card
(then the zone it goes to: construct or recycle), when placing a waiting cube (then the card
under construction or the empire card it goes to).  The rules' ``("slate", card)`` and
``("recycle", card)`` are clicked card first, so their click path is ``("card", card, zone)``;
``("place", i, res, card)`` is ``("cube", res, "cons", i, card)`` and ``("empire", res)`` is
``("cube", res, "empire")``.  Also the verbs the card under construction and the "more" dialog
offer."""
from __future__ import annotations

from typing import Iterable

from engine.widgets.builder import ActionBuilder, Picks

CARD_VERBS = ("place", "krys", "leader", "discard")
MORE_VERBS = ("krys", "leader", "discard", "token", "search", "keep")
ZONES = ("slate", "recycle")


def path(action: tuple) -> tuple:
    if action[0] in ZONES:
        return ("card", action[1], action[0])
    if action[0] == "place":
        return ("cube", action[2], "cons", action[1], action[3])
    if action[0] == "empire" and len(action) == 2:
        return ("cube", action[1], "empire")
    return action


def card(p: Picks) -> str | None:
    """The drafted card picked, while a zone can take it."""
    return p.prefix[1] if len(p.prefix) >= 2 and p.prefix[0] == "card" and p.matching else None


def cube(p: Picks) -> str | None:
    """The waiting cube picked (its resource), while a card or the empire can take it."""
    return p.prefix[1] if len(p.prefix) >= 2 and p.prefix[0] == "cube" and p.matching else None


def more_actions(legal) -> list:
    return [a for a in legal if a[0] in MORE_VERBS]


def card_actions(legal, i: int) -> list:
    """What can be done to card ``i`` under construction."""
    return [a for a in legal if a[0] in CARD_VERBS and a[1] == i]


class Selection:
    def __init__(self) -> None:
        self.builder = ActionBuilder((), path)

    def picks(self, legal: Iterable[tuple]) -> Picks:
        """The snapshot for the legal actions now (a pick no longer legal is dropped)."""
        self.builder.update(legal)
        return self.builder.picks()

    @property
    def card(self) -> str | None:
        return card(self.builder.picks())

    def pick_card(self, legal: Iterable[tuple], cid: str) -> bool:
        """A click on a drafted card: pick it, or drop it when it is the one picked."""
        self.builder.update(legal)
        return self.builder.pick("card", cid)

    @property
    def cube(self) -> str | None:
        return cube(self.builder.picks())

    def pick_cube(self, legal: Iterable[tuple], res: str) -> bool:
        """A click on a waiting cube: pick it, or drop it when it is the one picked."""
        self.builder.update(legal)
        return self.builder.pick("cube", res)

    def to_zone(self, legal: Iterable[tuple], z: str) -> tuple | None:
        """A click on a zone: the whole action for the picked card, or None (the pick is
        forgotten either way)."""
        self.builder.update(legal)
        action = self.builder.complete if self.builder.choose(z) else None
        self.builder.reset()
        return action

    def clear(self) -> None:
        self.builder.reset()
