"""The game state: a frozen dataclass of tuples plus one ``Seat`` named tuple per player.

Cards are design numbers (0..77, see ``material``); copies of a design are interchangeable, so a
card's identity is its design plus where it lies.  In a view a hidden card is ``HIDDEN`` (-2);
JSON writes cards as their ids ("wind_turbines") and hidden ones as "?".

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
- ``made``: production of the current step (counted at its start), for display.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from .material import (ALL_CARDS, COPIES, EMPIRE_IDS, IDS, ID_INDEX, KINDS, KRYS, N_CARDS,
                       N_DESIGNS, SIDES, SLOTS)

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


_new = object.__new__


def evolve(state: State, **changes: Any) -> State:
    """``dataclasses.replace`` without ``__init__`` (unchanged tuples are shared)."""
    new = _new(State)
    d = new.__dict__
    d.update(state.__dict__)
    d.update(changes)
    return new


def set_seat(state: State, i: int, seat: Seat, **changes: Any) -> State:
    seats = state.seats
    return evolve(state, seats=seats[:i] + (seat,) + seats[i + 1:], **changes)


# ---- JSON ---------------------------------------------------------------------------------
def _c(d: int) -> str:
    return "?" if d == HIDDEN else IDS[d]


def _cards(t) -> list:
    return [_c(d) for d in t]


def to_json(state: State) -> dict[str, Any]:
    return {
        "version": JSON_VERSION, "players": state.players, "rng": state.rng, "side": state.side,
        "scenario": state.scenario, "round": state.round, "phase": state.phase,
        "step": state.step, "stage": state.stage, "deck": _cards(state.deck),
        "discard": _cards(state.discard), "box": _cards(state.box), "funds": [_cards(f) for f in state.funds],
        "sup": list(state.sup),
        "seats": [{
            "empire": EMPIRE_IDS[s.empire], "hand": _cards(s.hand),
            "pick": None if s.pick == NO_PICK else _c(s.pick), "drafted": _cards(s.drafted),
            "cons": [[IDS[d], [None if k == EMPTY else KINDS[k] for k in fill]] for d, fill in s.cons],
            "built": _cards(s.built), "cubes": s.cubes, "krys": s.krys, "generals": s.generals,
            "financiers": s.financiers, "avail": list(s.avail), "done": s.done,
            "choose": s.choose, "found": _cards(s.found), "made": s.made,
        } for s in state.seats],
    }


def _card(x) -> int:
    if x == "?":
        return HIDDEN
    if not isinstance(x, str) or x not in ID_INDEX:
        raise ValueError(f"unknown card {x!r}")
    return ID_INDEX[x]


def _int(x, lo: int, hi: int, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi:
        raise ValueError(f"{what} must be a whole number from {lo} to {hi}, not {x!r}")
    return x


def _kind(x) -> int:
    if x is None:
        return EMPTY
    if x not in KINDS:
        raise ValueError(f"unknown cube or token {x!r}")
    return KINDS.index(x)


def from_json(data: dict[str, Any]) -> State:
    if not isinstance(data, dict) or data.get("version") != JSON_VERSION:
        raise ValueError("not an It's a Wonderful World state of a known version")
    try:
        players = _int(data["players"], 1, 5, "players")
        seats = []
        for s in data["seats"]:
            if s["empire"] not in EMPIRE_IDS:
                raise ValueError(f"unknown empire {s['empire']!r}")
            cons = tuple((_card(d), tuple(_kind(k) for k in fill)) for d, fill in s["cons"])
            seats.append(Seat(
                empire=EMPIRE_IDS.index(s["empire"]), hand=tuple(_card(c) for c in s["hand"]),
                pick=NO_PICK if s["pick"] is None else _card(s["pick"]),
                drafted=tuple(_card(c) for c in s["drafted"]), cons=cons,
                built=tuple(_card(c) for c in s["built"]), cubes=_int(s["cubes"], 0, 4, "cubes"),
                krys=_int(s["krys"], 0, 999, "krystallium"),
                generals=_int(s["generals"], 0, 999, "generals"),
                financiers=_int(s["financiers"], 0, 999, "financiers"),
                avail=tuple(_int(a, 0, 999, "cubes to place") for a in s["avail"]),
                done=bool(s["done"]), choose=bool(s["choose"]),
                found=tuple(_card(c) for c in s["found"]), made=_int(s["made"], 0, 999, "made")))
        state = State(
            players=players, rng=_int(data["rng"], 0, (1 << 64) - 1, "rng"), side=data["side"],
            scenario=_int(data["scenario"], 0, 6, "scenario"),
            round=_int(data["round"], 1, ROUNDS, "round"), phase=data["phase"],
            step=_int(data["step"], 0, 4, "step"), stage=_int(data["stage"], 0, 2, "stage"),
            deck=tuple(_card(c) for c in data["deck"]),
            discard=tuple(_card(c) for c in data["discard"]),
            box=tuple(_card(c) for c in data["box"]),
            funds=tuple(tuple(_card(c) for c in f) for f in data["funds"]),
            seats=tuple(seats), sup=tuple(_int(x, -2, 4, "supremacy") for x in data["sup"]))
    except (KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ValueError(f"damaged It's a Wonderful World state ({exc!r})") from exc
    from .invariants import problems
    bad = problems(state)
    if bad:
        raise ValueError("impossible It's a Wonderful World state: " + "; ".join(bad[:3]))
    return state


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
           "set_seat", "to_json", "from_json", "every_card", "SIDES", "SLOTS", "KRYS", "N_CARDS",
           "N_DESIGNS", "COPIES", "ALL_CARDS", "SCENARIOS"]
