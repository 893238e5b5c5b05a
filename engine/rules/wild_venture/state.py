"""The game state: one frozen dataclass of tuples; ``Work`` is its mutable twin used inside a
single ``step`` (copied in, changed, frozen out: no deepcopy, no replace chains).

Layout (seat-indexed tuples have one entry per seat):
- ``deck``: card ids, **top = last**; ``discard``: face-up pile, top = last.
- ``hands[s]``: card ids in hand; ``coins[s]``.
- ``starters[s]``: (nest, pad, burrow) sides, 0 = basic, 1 = advanced.
- ``inhab[s]`` / ``belong[s]``: rows of (card id, supplies); ``build[s]``: (card id, supplies,
  enchantment pair or "").
- ``tokens[s]``: enchantment tokens held but not placed (pair names); ``board_tokens``:
  (node, token) still on the board (token = golden | plus5 | nest | a pair name).
- ``pos[s]``: traveller's node; ``species[s]``: traveller (species of the starting inhabitant).
- ``tucked[s]``: (card id, public) under the VP card; public = 1 when it was tucked from play or
  from the discard pile (everyone saw it go), 0 from hand or a look (only its owner saw it).
  Nobody may look at tucked cards ("Гравці не можуть переглядати підкладені карти"): a view
  shows a tucked card only in the step that tucked it (to whoever saw it go), its owner's own
  cards always in the no-memory variant (``face_up``), every card once the game is over.
- ``fresh[s]``: how many of the last ``tucked[s]`` entries the latest step tucked.
- ``phase``: pick -> (setup_discard) -> turn -> over; ``picker`` in pick.
- ``main_left``, ``used_main`` (cards activated by a main action this turn: starter kinds and
  inhabitant ids), ``free_used`` (free-action inhabitants used this turn).
- ``stack``: the effect stack, top = last.  A frame is ``(op, seat, src, *args)``; see flow.py.
- ``looked``: cards taken by a "look" and not placed yet (only the looking seat sees them).
- ``final_turns``: -1 while the deck lasts; 3 in the turn that emptied it (by a draw, or by a
  look that took its last cards, even if some go back); then the turns still to play (2, 1).
- ``tie_break``: "shared" (a tie is a shared victory, the author's advice) or "coins" (more
  coins left, then more citizen VP).
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from operator import itemgetter
from typing import Any

from engine.rules.evolve import evolve  # noqa: F401 - the game's modules take it from here
from engine.rules.jsontree import lists

from .material import tup


PHASES = ("pick", "setup_discard", "turn", "over")
JSON_VERSION = 2         # 2: ``fresh`` (tucked cards hidden after the step that tucked them)
MAX_TURNS = 120          # safety net (not in the rulebook): the deck counts as exhausted


@dataclass(frozen=True)
class State:
    rng: int
    board: str
    theme: str
    face_up: bool
    stormy: bool
    deck: tuple
    discard: tuple
    hands: tuple
    coins: tuple
    starters: tuple
    inhab: tuple
    belong: tuple
    build: tuple
    tokens: tuple
    board_tokens: tuple
    pos: tuple
    species: tuple
    tucked: tuple
    start_pool: tuple
    setup_discards: tuple
    phase: str
    picker: int
    current: int
    first: int
    turn: int
    main_left: int
    used_main: tuple
    free_used: tuple
    stack: tuple
    looked: tuple
    final_turns: int
    players: int = 2
    fresh: tuple = (0, 0)
    tie_break: str = "shared"   # "shared" | "coins" (then citizen VP), the rulebook's option

    @property
    def over(self) -> bool:
        return self.phase == "over"


FIELDS = tuple(f.name for f in fields(State))


def _l1(t):
    return list(t)


def _l2(t):
    return [list(x) for x in t]


def _l3(t):
    return [[list(c) for c in row] for row in t]


def _t1(v):
    return tuple(v)


def _t2(v):
    return tuple(tuple(x) for x in v)


def _t3(v):
    return tuple(tuple(tuple(c) for c in row) for row in v)


_CONV = {}
for _k in ("deck", "discard", "looked", "used_main", "free_used", "stack", "board_tokens",
           "pos", "coins", "fresh"):
    _CONV[_k] = (_l1, _t1)
for _k in ("hands", "tokens", "starters"):
    _CONV[_k] = (_l2, _t2)
for _k in ("inhab", "belong", "build", "tucked"):
    _CONV[_k] = (_l3, _t3)


_SCALARS = tuple(k for k in FIELDS if k not in _CONV)
_scalars_of = itemgetter(*_SCALARS)     # a state's (or Work's) scalar fields, in that order
_CONV_ITEMS = tuple(_CONV.items())


class Work:
    """Mutable copy of a State for one step, copy-on-first-touch: a field becomes a list (of
    lists) the first time it is read through the Work, and only touched fields are frozen back
    by ``freeze`` (the others are shared with the input state, which is never changed)."""

    def __init__(self, s: State) -> None:
        d = self.__dict__
        d.update(zip(_SCALARS, _scalars_of(s.__dict__)))
        d["_s"] = s
        d["events"] = []

    def __getattr__(self, k):            # only called for fields not touched yet
        v = getattr(self.__dict__["_s"], k)
        conv = _CONV.get(k)
        if conv is not None:
            v = conv[0](v)
        self.__dict__[k] = v
        return v

    def freeze(self) -> State:
        w = self.__dict__
        new = object.__new__(State)
        d = new.__dict__
        d.update(w["_s"].__dict__)
        d.update(zip(_SCALARS, _scalars_of(w)))
        for k, conv in _CONV_ITEMS:
            if k in w:
                d[k] = conv[1](w[k])
        return new


_lists = lists      # nested tuples -> JSON lists


def to_json(state: State) -> dict[str, Any]:
    out = {k: _lists(getattr(state, k)) for k in FIELDS}
    out["version"] = JSON_VERSION
    return out


def from_json(data: dict[str, Any]) -> State:
    """The state from ``to_json``'s output, shape only; ``RULES.from_json`` also checks its
    meaning (invariants.check_shape)."""
    if not isinstance(data, dict) or data.get("version") != JSON_VERSION:
        raise ValueError("not an A Wild Venture state of a known version")
    try:
        kw = {}
        for k in FIELDS:
            v = data[k]
            kw[k] = tup(v) if isinstance(v, list) else v
        state = State(**kw)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"damaged A Wild Venture state (missing or bad field: {exc})") from exc
    return state
