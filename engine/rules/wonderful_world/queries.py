"""Questions a scene asks of a (viewed) state, so it never re-derives rules."""
from __future__ import annotations

from .material import IDS, KINDS, KRYS, RESOURCES, SLOTS
from .placement import production
from .state import EMPTY, State


def construction_slots(state: State, seat: int) -> list[dict]:
    """Per card under construction (in index order): its id and its cost slots, each
    {"kind": slot kind, "holds": None | kind placed there}."""
    out = []
    for d, fill in state.seats[seat].cons:
        out.append({"card": IDS[d], "slots": [
            {"kind": KINDS[k], "holds": None if f == EMPTY else KINDS[f]}
            for k, f in zip(SLOTS[d], fill)]})
    return out


def production_preview(state: State, seat: int) -> dict[str, int]:
    """What the seat would produce of each resource from its built cards now."""
    s = state.seats[seat]
    return {RESOURCES[r]: production(s, state.side, r) for r in range(5)}


def supremacy_preview(state: State, resource: str) -> int:
    """The seat that would win supremacy for ``resource`` with today's production (-1 = nobody)."""
    r = RESOURCES.index(resource)
    made = [production(s, state.side, r) for s in state.seats]
    top = max(made)
    if state.players == 1:
        return 0 if top >= 5 else -1
    return made.index(top) if top > 0 and made.count(top) == 1 else -1


__all__ = ["construction_slots", "production_preview", "supremacy_preview", "KRYS"]
