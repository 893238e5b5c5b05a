"""The menu's seat set-up clicks as plain functions of the seats: the next free colour, the next
default name, the next seat kind (a left click steps forward, a right click back)."""
from __future__ import annotations

from typing import Callable, Sequence

from engine import theme
from engine.session import Seat

SEAT_CYCLE = ("human", "ai:easy", "ai:normal", "ai:hard", "ai:random", "remote")
# the icon on a seat's kind button: a player at this computer, at another one, or the AI (gear)
SEAT_ICONS = {"human": "play", "remote": "remote"}


def seat_kind(seat: Seat) -> str:
    return seat.kind if not seat.is_ai else f"ai:{seat.level}"


def next_kind(seat: Seat, step: int = 1) -> None:
    """Step ``seat`` through SEAT_CYCLE (``step`` -1: back)."""
    nxt = SEAT_CYCLE[(SEAT_CYCLE.index(seat_kind(seat)) + step) % len(SEAT_CYCLE)]
    seat.kind = nxt if nxt in ("human", "remote") else "ai"
    seat.level = nxt.split(":")[1] if ":" in nxt else "normal"


def next_color(seats: Sequence[Seat], players: int, i: int, step: int = 1) -> None:
    """Give seat ``i`` the next colour no other seated player has."""
    used = {s.color for k, s in enumerate(seats[:players]) if k != i}
    c = seats[i].color
    for _ in range(len(theme.SEAT_COLORS)):
        c = (c + step) % len(theme.SEAT_COLORS)
        if c not in used:
            break
    seats[i].color = c


def next_name(names: list[str], seat_name: Callable[[int], str], players: int, i: int,
              step: int = 1) -> str:
    """The next default name for seat ``i`` that no other seated player has."""
    cur = seat_name(i)
    k = (names.index(cur) + step) % len(names) if cur in names else 0
    taken = {seat_name(j) for j in range(players) if j != i}
    while names[k] in taken:
        k = (k + step) % len(names)
    return names[k]
