"""The game state: a frozen dataclass of tuples plus one ``Seat`` named tuple per player.

Cards are design numbers (0..77, see ``material``); copies of a design are interchangeable, so a
card's identity is its design plus where it lies.  In a view a hidden card is ``HIDDEN`` (-2);
JSON (``codec``) writes cards as their ids ("wind_turbines") and hidden ones as "?".

Seat fields:
- ``empire``: empire number; ``hand``: the draft hand (solo: the planning hand), sorted;
- ``pick``: the face-down draft pick (``NO_PICK`` -1 = not chosen yet, ``HIDDEN`` in others' views);
- ``drafted``: the draft area, in picking order;
- ``cons``: the construction area, ``((design, fill), ...)`` in slating order; ``fill`` is one
  entry per cost slot (``material.SLOTS[design]``, sorted by kind): -1 empty, else the kind on it
  (the slot's own kind, or 5 = a krystallium standing in for a resource);
- ``built``: the empire's developments in building order;
- ``cubes``: resource cubes on the empire card (0..4, five become one krystallium at once);
- ``krys``: krystallium in stock; ``generals`` / ``financiers``: leader tokens held;
- ``avail``: produced or recycled cubes still to place, per resource (5 ints);
- ``done``: finished the current planning phase / production step;
- ``choose``: must choose the science supremacy token first;
- ``found``: solo search, the cards drawn (keep one);
- ``made``: production of the current step (counted at its start), for display;
- ``on_empire``: the kinds of the cubes on the empire card, oldest first, for display (the
  rules count ``cubes`` only; a state made without them shows the rest as plain cubes).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from engine.rules.evolve import evolve  # noqa: F401 - the game's modules take it from here

from .material import ALL_CARDS, COPIES, KRYS, N_CARDS, N_DESIGNS, SIDES, SLOTS


HIDDEN = -2
NO_PICK = -1
EMPTY = -1
PHASES = ("draft", "planning", "production", "over")
ROUNDS = 4
JSON_VERSION = 1
SCENARIOS = (0, 1, 2, 3, 4, 5, 6)


class Seat(NamedTuple):
    empire: int
    hand: tuple = ()
    pick: int = NO_PICK
    drafted: tuple = ()
    cons: tuple = ()
    built: tuple = ()
    cubes: int = 0
    krys: int = 0
    generals: int = 0
    financiers: int = 0
    avail: tuple = (0, 0, 0, 0, 0)
    done: bool = False
    choose: bool = False
    found: tuple = ()
    made: int = 0
    on_empire: tuple = ()


@dataclass(frozen=True)
class State:
    players: int
    rng: int
    side: str                 # "A" | "B", the same for every empire
    scenario: int             # solo scenario 1..6, 0 = none
    round: int                # 1..4
    phase: str                # PHASES
    step: int                 # production step 0..4 (resource index) while phase == "production"
    stage: int                # solo planning stage 1 or 2 (0 otherwise)
    deck: tuple               # draw from the end
    discard: tuple            # face up: recycled and discarded cards (solo: search rejects too)
    box: tuple                # face down: the 2-player draft leftovers
    funds: tuple              # solo development funds still to come (tuples of 5 cards)
    seats: tuple              # tuple[Seat, ...]
    sup: tuple                # per production step this round: seat that won supremacy, -1 nobody, -2 not yet

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def seat(self, i: int) -> Seat:
        return self.seats[i]


def set_seat(state: State, i: int, seat: Seat, **changes: Any) -> State:
    seats = state.seats
    return evolve(state, seats=seats[:i] + (seat,) + seats[i + 1:], **changes)


def every_card(state: State) -> list[int]:
    """All 150 cards wherever they lie (HIDDEN where a view hides one)."""
    out = list(state.deck) + list(state.discard) + list(state.box)
    for f in state.funds:
        out.extend(f)
    for s in state.seats:
        out.extend(s.hand)
        out.extend(s.drafted)
        out.extend(s.built)
        out.extend(s.found)
        out.extend(d for d, _ in s.cons)
        if s.pick != NO_PICK:
            out.append(s.pick)
    return out


__all__ = ["State", "Seat", "HIDDEN", "NO_PICK", "EMPTY", "PHASES", "ROUNDS", "evolve",
           "set_seat", "every_card", "SIDES", "SLOTS", "KRYS", "N_CARDS",
           "N_DESIGNS", "COPIES", "ALL_CARDS", "SCENARIOS"]
