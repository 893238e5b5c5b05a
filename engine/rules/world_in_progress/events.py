"""What ``step`` reports; scenes animate these.  ``reveals`` marks hidden information shown."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.rules.protocol import Event


@dataclass(frozen=True)
class MarkerMoved(Event):
    side: str
    old: int
    new: int


@dataclass(frozen=True)
class LinePushed(Event):
    """``slots_before`` / ``slots_after``: the line's three tile ids in map order
    (top-to-bottom for a column, left-to-right for a row); ``slots``: their slot numbers."""
    side: str
    index: int
    slots_before: tuple
    slots_after: tuple
    pushed_tile: str
    slots: tuple = ()


@dataclass(frozen=True)
class TileTaken(Event):
    seat: int
    tile: str
    slot: int
    by_god: bool


@dataclass(frozen=True)
class GodRevealed(Event):
    reveals: ClassVar[bool] = True
    seat: int
    god: str


@dataclass(frozen=True)
class TilePlaced(Event):
    seat: int
    row: int
    col: int
    rot: int
    tile: str
    score_before: int
    score_after: int


@dataclass(frozen=True)
class SlotRefilled(Event):
    reveals: ClassVar[bool] = True
    slot: int
    stack: int
    tile: str


@dataclass(frozen=True)
class TurnPassed(Event):
    seat_from: int
    seat_to: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple
    winners: tuple
