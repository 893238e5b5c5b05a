"""Pure questions the table scene asks of a viewed state (owned by the scene; no pygame).

``asked`` names what the seat is asked now; ``auto_place`` plans where waiting cubes go (the
"auto-place" helper: cubes onto the card closest to completion that has a matching empty slot,
else the empire card); ``card_ordinals`` gives every card a stable key per seat so the keyed
table animates a card from hand to draft area to construction to the empire.
"""
from __future__ import annotations

from .material import IDS, RESOURCES, SLOTS
from .state import EMPTY, HIDDEN, NO_PICK, State


def asked(state: State, seat: int | None) -> str:
    """"pick", "choose" (science token), "keep" (solo search), "place" (cubes waiting),
    "plan" (slate or recycle drafted cards), "produce" (production step: build, then done),
    "wait" or "over"."""
    if state.phase == "over":
        return "over"
    if seat is None:
        return "wait"
    s = state.seats[seat]
    if state.phase == "draft":
        return "pick" if s.pick == NO_PICK else "wait"
    if s.done:
        return "wait"
    if s.choose:
        return "choose"
    if s.found:
        return "keep"
    if any(s.avail):
        return "place"
    if state.phase == "planning":
        return "plan"
    return "produce"


def auto_place(state: State, seat: int) -> list[tuple]:
    """Actions that place every waiting cube: each on the card under construction needing the
    fewest more cubes that has an empty slot of its resource, else on the empire card."""
    s = state.seats[seat]
    avail = list(s.avail)
    fills = [list(f) for _, f in s.cons]
    acts: list[tuple] = []
    for r in range(5):
        while avail[r] > 0:
            best, best_left = -1, 99
            for i, (d, _) in enumerate(s.cons):
                f = fills[i]
                if not any(k == r and f[j] == EMPTY for j, k in enumerate(SLOTS[d])):
                    continue
                left = sum(1 for x in f if x == EMPTY)
                if left < best_left:
                    best, best_left = i, left
            if best < 0:
                acts.append(("empire", RESOURCES[r]))
            else:
                d = s.cons[best][0]
                j = next(j for j, k in enumerate(SLOTS[d]) if k == r and fills[best][j] == EMPTY)
                fills[best][j] = r
                acts.append(("place", best, RESOURCES[r], IDS[d]))
                if all(x != EMPTY for x in fills[best]):
                    # the card is built and leaves the area, indices shift: the scene plays
                    # these and asks again
                    return acts
            avail[r] -= 1
    return acts


def card_keys(state: State, seat: int) -> dict[str, list[str]]:
    """Stable keys of a seat's cards per zone ("built", "cons", "drafted", "pick", "hand"),
    e.g. ``ww.c.0.wind_turbines.1`` (the second copy): a card keeps its key as it moves from
    hand to pick to draft area to construction to the empire."""
    s = state.seats[seat]
    seen: dict[int, int] = {}
    out: dict[str, list[str]] = {}

    def key(d: int) -> str:
        if d == HIDDEN:
            n = seen.get(-2, 0)
            seen[-2] = n + 1
            return f"ww.c.{seat}.hidden.{n}"
        n = seen.get(d, 0)
        seen[d] = n + 1
        return f"ww.c.{seat}.{IDS[d]}.{n}"

    out["built"] = [key(d) for d in s.built]
    out["cons"] = [key(d) for d, _ in s.cons]
    out["drafted"] = [key(d) for d in s.drafted]
    out["pick"] = [key(s.pick)] if s.pick not in (NO_PICK,) else []
    out["hand"] = [key(d) for d in s.hand]
    out["found"] = [key(d) for d in s.found]
    return out


def built_by_type(state: State, seat: int) -> list[int]:
    from .material import TYPE
    counts = [0] * 5
    for d in state.seats[seat].built:
        counts[TYPE[d]] += 1
    return counts


__all__ = ["asked", "auto_place", "card_keys", "built_by_type"]
