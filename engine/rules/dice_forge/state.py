"""The game state: one frozen dataclass of tuples, and ``Work``, its mutable twin used inside
one ``step`` (built once per step, frozen once at the end: no per-change copying).

Per-seat fields are tuples indexed by seat.  Layout:
- ``dice[seat] = (light, dark)``, each a tuple of 6 face ids; ``up[seat] = (slot, slot)`` the
  face slot showing on each die (a forged face is put showing, as the rulebook says).
- ``res[seat] = (gold, sun, moon, glory)``; ``held[seat]`` gold just gained that waits for the
  owner's Hammer split; ``chests``, ``hammers`` (Hammer cards owned), ``hammer_pos`` (gold laid
  on the track in total); ``tokens[seat] = (cerberus, triton)``; ``pawns[seat]`` island 1..7 or
  0 (starting portal); ``cards[seat]`` feat ids taken, in order; ``removed[seat]`` faces taken
  off that seat's dice by forging (their count is the number of faces forged).
- ``slot_cards`` the feat of each of the 15 slots (``SLOTS`` order), ``stacks`` copies left.
- ``sanctuary``: 10 pools of face ids; ``gardens``: garden faces left; ``boar_owner``: seat
  owning the red/green/yellow/blue Tenacious Boar card, -1 none.
- ``queues[seat]``: effects still to resolve for that seat, head first (see ``effects``).
- Turn: ``round`` (1-based) of ``rounds``, ``active`` seat, ``phase`` "bless" (start-of-turn
  divine blessings, ``rolls_left`` still to roll for everybody) | "main" (reinforcements and
  actions of the active seat) | "over"; ``acts`` actions started this turn (0, 1, 2), ``kind``
  of the current action ("" / "forge" / "feat"), ``bought`` faces bought in this action,
  ``used`` reinforcement cards used this turn.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from engine.rules.evolve import evolve  # noqa: F401 - the game's modules take it from here
from engine.rules.rng import Rng
from engine.rules.jsontree import lists, tuples

from . import material as M


PHASES = M.PHASES
JSON_VERSION = 1


@dataclass(frozen=True)
class State:
    players: int
    rng: int
    rounds: int
    round: int
    active: int
    phase: str
    rolls_left: int
    dice: tuple
    up: tuple
    res: tuple
    held: tuple
    chests: tuple
    hammers: tuple
    hammer_pos: tuple
    tokens: tuple
    pawns: tuple
    cards: tuple
    removed: tuple
    slot_cards: tuple
    stacks: tuple
    sanctuary: tuple
    gardens: tuple
    boar_owner: tuple
    queues: tuple
    acts: int = 0
    kind: str = ""
    bought: tuple = ()
    used: tuple = ()
    last_action: tuple = ()

    # ---- read helpers for scenes and the AI ---------------------------------------------
    def showing(self, seat: int) -> tuple[str, str]:
        """The face ids showing on the seat's light and dark die."""
        d, u = self.dice[seat], self.up[seat]
        return d[0][u[0]], d[1][u[1]]

    def caps(self, seat: int) -> tuple[int, int, int]:
        from .scoring import caps_for
        return caps_for(self.chests[seat])

    @property
    def over(self) -> bool:
        return self.phase == "over"


FIELDS = tuple(f.name for f in fields(State))
# per-seat fields whose items are tuples themselves (deep-copied into lists by Work)
_NESTED = ("res", "tokens", "up")
_PER_SEAT = ("held", "chests", "hammers", "hammer_pos", "pawns", "cards", "removed", "queues")


_FLAT = _PER_SEAT + ("dice", "stacks", "sanctuary", "boar_owner")


class Work:
    """A mutable copy of the state for one step.  ``dice`` stay tuples (rarely changed)."""

    def __init__(self, s: State) -> None:
        d = self.__dict__
        g = s.__dict__
        d.update(g)
        for k in _NESTED:
            d[k] = list(map(list, g[k]))
        for k in _FLAT:
            d[k] = list(g[k])
        d["events"] = []
        d["rand"] = Rng(s.rng)

    def freeze_view(self) -> State:
        """A frozen snapshot without consuming the work copy (for scoring mid-step)."""
        return self.freeze()

    def freeze(self) -> State:
        d = dict(self.__dict__)
        d.pop("events")
        d["rng"] = d.pop("rand").state
        for k in _NESTED:
            d[k] = tuple(map(tuple, d[k]))
        for k in _FLAT:
            d[k] = tuple(d[k])
        new = object.__new__(State)
        new.__dict__.update(d)
        return new


# ---- JSON ---------------------------------------------------------------------------------

_t = tuples         # JSON lists -> nested tuples


def to_json(state: State) -> dict[str, Any]:
    out: dict[str, Any] = {"version": JSON_VERSION}
    for k in FIELDS:
        v = getattr(state, k)
        out[k] = _l(v)
    return out


_l = lists          # nested tuples -> JSON lists


def parse(data: dict[str, Any]) -> State:
    """The state ``data`` describes, by its shape only (``consistency.from_json`` checks it)."""
    if not isinstance(data, dict) or data.get("version") != JSON_VERSION:
        raise ValueError("not a Dice Forge state of a known version")
    missing = [k for k in FIELDS if k not in data]
    if missing:
        raise ValueError(f"damaged Dice Forge state (missing {', '.join(missing)})")
    d = {k: _t(data[k]) for k in FIELDS if k in data}
    try:
        state = State(**d)
    except TypeError as exc:
        raise ValueError(f"damaged Dice Forge state ({exc})") from exc
    return state
