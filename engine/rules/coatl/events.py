"""What ``step`` reports; scenes animate these.  ``reveals`` marks chance or hidden information
resolved (undo stops there).  Card ids another seat may not know arrive as "?" through
``views.view_events``."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.rules.protocol import Event


@dataclass(frozen=True)
class CardDiscarded(Event):
    """The card at ``index`` of ``seat``'s hand went face down onto the discard pile (set-up
    keep or See the Future).  No id: the discard pile is face down for everyone."""
    seat: int
    index: int


@dataclass(frozen=True)
class SetupKept(Event):
    """Everyone chose what to keep; ``kept``: hand size per seat."""
    kept: tuple


@dataclass(frozen=True)
class PiecesTaken(Event):
    """``pieces`` (codes like "bR") moved from disk ``disk_slot`` to board ``board_slots``."""
    seat: int
    disk_slot: int
    pieces: tuple
    board_slots: tuple


@dataclass(frozen=True)
class DiskRefilled(Event):
    """Random pieces drawn from the bags: ((disk slot, letters), ...)."""
    reveals: ClassVar[bool] = True
    fills: tuple


@dataclass(frozen=True)
class ProphecyTaken(Event):
    """A face-up prophecy from slot ``six_slot`` of the six went to ``seat``'s hand ("?" for
    the other seats: hands are secret, the slot says which card it was)."""
    seat: int
    six_slot: int
    card: str


@dataclass(frozen=True)
class ProphecyDrawn(Event):
    """The top card of the deck went to ``seat``'s hand ("?" for the other seats)."""
    reveals: ClassVar[bool] = True
    seat: int
    card: str


@dataclass(frozen=True)
class DeckReshuffled(Event):
    reveals: ClassVar[bool] = True
    cards: int


@dataclass(frozen=True)
class SixRefilled(Event):
    """((slot, card), ...) turned face up from the deck."""
    reveals: ClassVar[bool] = True
    fills: tuple


@dataclass(frozen=True)
class SixDiscarded(Event):
    """See the Future: the face-up cards of these slots went to the (face-down) discard pile."""
    slots: tuple


@dataclass(frozen=True)
class CoatlStarted(Event):
    seat: int
    coatl: int
    board_slot: int
    piece: str


@dataclass(frozen=True)
class PieceAdded(Event):
    """``end``: "head" or "tail"; ``index``: the piece's position head -> tail after adding."""
    seat: int
    coatl: int
    board_slot: int
    piece: str
    end: str
    index: int


@dataclass(frozen=True)
class CoatlCompleted(Event):
    """Both ends are closed; prophecies (and then a temple) may still be added this turn."""
    seat: int
    coatl: int


@dataclass(frozen=True)
class ProphecyPlayed(Event):
    """``points``: what the card gives on the coatl right now."""
    seat: int
    coatl: int
    card: str
    points: int


@dataclass(frozen=True)
class TemplePlaced(Event):
    """``source``: "own" (from hand: revealed) or "stack" ``stack``; ``points`` it gives."""
    reveals: ClassVar[bool] = True
    seat: int
    coatl: int
    temple: str
    source: str
    stack: int
    points: int


@dataclass(frozen=True)
class TempleRevealed(Event):
    """A temple stack shows its next card (``temple``; "" when the stack ran out)."""
    reveals: ClassVar[bool] = True
    stack: int
    temple: str


@dataclass(frozen=True)
class CoatlLocked(Event):
    """A completed coatl is locked with its cards; ``points`` it scores."""
    seat: int
    coatl: int
    points: int


@dataclass(frozen=True)
class TokenUsed(Event):
    """A sacrifice token ("pick", "future", "priest") was spent."""
    seat: int
    token: str


@dataclass(frozen=True)
class PiecesPicked(Event):
    """Perfect Pick: pieces chosen straight from a bag to the board."""
    seat: int
    pieces: tuple
    board_slots: tuple


@dataclass(frozen=True)
class TempleTaken(Event):
    """Priest Commitment: the top temple of ``stack`` went to ``seat``'s hand ("?" for others)."""
    seat: int
    stack: int
    temple: str


@dataclass(frozen=True)
class EndTriggered(Event):
    """``reason``: "third_coatl" or "no_bodies"; ``last_turns``: ((seat, actions), ...)."""
    seat: int
    reason: str
    last_turns: tuple


@dataclass(frozen=True)
class TurnPassed(Event):
    seat_from: int
    seat_to: int
    actions: int = 1


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple
    winners: tuple
