"""Views and determinization.  Dice Forge has no secret: every face, pool, card and token is
on the table (the faces removed from the Sanctuary in a 2-player game are deducible from the
pools, so they are public too).  Only the RNG state is hidden; ``determinize`` reseeds it."""
from __future__ import annotations

from .state import State, evolve


def view(state: State, seat: int | None) -> State:
    return evolve(state, rng=0)


def determinize(v: State, seat: int, rng) -> State:
    return evolve(v, rng=rng.next_u64())


def view_events(events, viewer):
    return list(events)
