"""What ``step`` reports; scenes animate these.  ``reveals`` marks hidden information shown
(a draw or a look), so undo stops there.  Card ids another seat may not see arrive as "?"
through ``view_events``."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from engine.rules.protocol import Event

HIDDEN = "?"


@dataclass(frozen=True)
class StartPicked(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class SetupDiscarded(Event):
    """Stormier variant: a seat put a card aside face down (revealed with ``CardDiscarded``)."""
    seat: int
    card: str


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: str
    cost: int
    row: str            # inhabitant | belonging | building
    source: str = "hand"    # hand | discard


@dataclass(frozen=True)
class Activated(Event):
    seat: int
    card: str           # a starter kind (nest/pad/burrow) or an inhabitant id
    how: str            # main | free | effect


@dataclass(frozen=True)
class CoinsChanged(Event):
    seat: int
    delta: int
    reason: str         # gain | pay | cost | supply | invest | path


@dataclass(frozen=True)
class CardsDrawn(Event):
    reveals: ClassVar[bool] = True
    seat: int
    cards: tuple
    source: str = "deck"    # deck | look


@dataclass(frozen=True)
class LookedAt(Event):
    reveals: ClassVar[bool] = True
    seat: int
    cards: tuple


@dataclass(frozen=True)
class CardsReturned(Event):
    seat: int
    count: int


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: str
    source: str = "hand"    # hand | look | setup | end


@dataclass(frozen=True)
class CardTucked(Event):
    seat: int
    card: str
    source: str          # hand | look | discard | play


@dataclass(frozen=True)
class TravellerMoved(Event):
    seat: int
    frm: str
    to: str


@dataclass(frozen=True)
class RewardTaken(Event):
    """The reward ``seat`` takes where its journey stops.  ``token``: a Nest, +5 or golden
    chest token lay on the space and its reward replaces the printed one, ``covered``
    (rulebook p.5: the tokens are laid on the «Потягніть 1», «+3» and iron chest spaces)."""
    seat: int
    node: str
    reward: tuple
    token: str = ""
    covered: tuple = ()


@dataclass(frozen=True)
class TokenTaken(Event):
    seat: int
    node: str
    token: str


@dataclass(frozen=True)
class SupplyTaken(Event):
    """A belonging triggered: one supply left ``card`` (owned by ``owner``) as a coin to ``seat``."""
    owner: int
    card: str
    seat: int


@dataclass(frozen=True)
class SupplyAdded(Event):
    seat: int
    card: str
    amount: int


@dataclass(frozen=True)
class Invested(Event):
    seat: int
    building: str
    amount: int


@dataclass(frozen=True)
class Enchanted(Event):
    seat: int
    building: str
    pair: str


@dataclass(frozen=True)
class StarterUpgraded(Event):
    seat: int
    starter: str


@dataclass(frozen=True)
class BuildingTriggered(Event):
    seat: int
    building: str


@dataclass(frozen=True)
class TravellerHome(Event):
    seat: int


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int
    next_seat: int
    final_turns: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple
    winners: tuple


def view_events(events, viewer):
    """The events as ``viewer`` may see them: another seat's drawn, looked-at, set-aside or
    secretly tucked cards become "?"."""
    out = []
    for e in events:
        t = type(e)
        if t in (CardsDrawn, LookedAt) and e.seat != viewer:
            e = replace(e, cards=tuple(HIDDEN for _ in e.cards))
        elif t is CardTucked and e.seat != viewer and e.source in ("hand", "look"):
            e = replace(e, card=HIDDEN)
        elif t is SetupDiscarded and e.seat != viewer:
            e = replace(e, card=HIDDEN)
        out.append(e)
    return out
