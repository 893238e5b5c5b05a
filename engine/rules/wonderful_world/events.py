"""What ``step`` reports; scenes animate these.  Cards are ids ("wind_turbines"), "?" when the
viewer may not see them (``views.view_events``).  ``reveals`` marks hidden information shown or
chance resolved (undo stops there)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.rules.protocol import Event


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    direction: str            # "left" (rounds 1, 3), "right" (2, 4), "" solo


@dataclass(frozen=True)
class CardsDealt(Event):
    reveals: ClassVar[bool] = True
    seat: int
    cards: tuple              # ids, "?" for other viewers


@dataclass(frozen=True)
class CardPicked(Event):
    seat: int
    card: str                 # "?" for other viewers until PicksRevealed


@dataclass(frozen=True)
class PicksRevealed(Event):
    reveals: ClassVar[bool] = True
    picks: tuple              # card id per seat


@dataclass(frozen=True)
class HandsPassed(Event):
    direction: str            # "left": seat i's hand goes to seat i+1; "right": to seat i-1
    sizes: tuple              # cards per hand after passing


@dataclass(frozen=True)
class LastCardDrafted(Event):
    reveals: ClassVar[bool] = True
    seat: int
    card: str


@dataclass(frozen=True)
class LeftoversDiscarded(Event):
    seat: int
    count: int                # 2 players: the last 3 cards, discarded without recycling


@dataclass(frozen=True)
class PlanningStarted(Event):
    round: int
    stage: int                # solo: 1 or 2; 0 otherwise


@dataclass(frozen=True)
class FundTaken(Event):
    reveals: ClassVar[bool] = True
    seat: int
    stage: int
    cards: tuple


@dataclass(frozen=True)
class SearchDrawn(Event):
    reveals: ClassVar[bool] = True
    seat: int
    discarded: tuple          # the two cards given up
    cards: tuple              # the cards drawn (keep one)


@dataclass(frozen=True)
class SearchKept(Event):
    seat: int
    card: str
    discarded: tuple


@dataclass(frozen=True)
class CardSlated(Event):
    seat: int
    card: str
    index: int                # its place in the construction area


@dataclass(frozen=True)
class CardRecycled(Event):
    seat: int
    card: str
    resource: str             # the recycling cube, now to place (or moved to the empire)
    source: str               # "draft", "hand" (solo) or "construction" (a discarded card)
    index: int = -1           # construction index of a discarded card


@dataclass(frozen=True)
class CubePlaced(Event):
    seat: int
    what: str                 # a resource, "krystallium", "general" or "financier"
    index: int                # construction index, -1 = the empire card
    slot: int                 # cost slot on the card (-1 on the empire card)
    auto: bool = False        # moved to the empire because it fitted nowhere


@dataclass(frozen=True)
class CubesToEmpire(Event):
    seat: int                 # cubes that fit no card went to the empire card by themselves
    resource: str             # (told once in the log; each cube is also a ``CubePlaced``)
    count: int


@dataclass(frozen=True)
class KrystalliumMade(Event):
    seat: int                 # five cubes on the empire card became one krystallium


@dataclass(frozen=True)
class CardBuilt(Event):
    seat: int
    card: str
    index: int                # its former construction index
    generals: int             # construction bonus
    financiers: int
    krystallium: int


@dataclass(frozen=True)
class StepStarted(Event):
    round: int
    step: str                 # the resource produced
    production: tuple         # per seat, counted at the start of the step


@dataclass(frozen=True)
class SupremacyWon(Event):
    step: str
    seat: int                 # -1 = nobody (no production, or a tie for the top)
    token: str                # "general", "financier" or "choice" (science)


@dataclass(frozen=True)
class TokenChosen(Event):
    seat: int
    token: str


@dataclass(frozen=True)
class SeatDone(Event):
    seat: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple
    winners: tuple
