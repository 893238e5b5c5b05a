"""What a seat may see (``view``) and sampling the rest back (``determinize``).

Hidden: stack contents (ids -> "?", counts kept), other seats' unused god tokens, the gods left
in the box, and the RNG (its state would let a program replay the set-up shuffle).
"""
from __future__ import annotations

from dataclasses import replace

from engine.rules.protocol import seat_arg
from engine.rules.rng import Rng

from .state import State
from .tiles import GODS, tile_ids_for

HIDDEN = "?"


def view(state: State, seat: int | None) -> State:
    seat_arg(seat, state.players, allow_none=True)
    gods = tuple(g if (state.god_used[s] or s == seat) else HIDDEN for s, g in enumerate(state.gods))
    return replace(
        state,
        rng=0,
        stacks=tuple(tuple(HIDDEN for _ in s) for s in state.stacks),  # type: ignore[arg-type]
        gods=gods,
        box=tuple(HIDDEN for _ in state.box),
    )


def determinize(v: State, seat: int, rng: Rng) -> State:
    """A full state consistent with ``v``: unseen tiles fill the "?" stack positions, unseen
    gods the "?" token positions, both shuffled with ``rng``; the RNG is re-seeded from it."""
    seen = set()
    for tid in v.grid:
        if tid is not None:
            seen.add(tid)
    for w in v.worlds:
        seen.update(t for _, _, t, _ in w)
    seen.update(t for t in v.pending if t is not None)
    seen.update(t for s in v.stacks for t in s if t != HIDDEN)
    unseen = rng.shuffled([t for t in tile_ids_for(v.players) if t not in seen])
    holes = sum(1 for s in v.stacks for t in s if t == HIDDEN)
    if holes != len(unseen):
        raise ValueError(f"view hides {holes} tiles but {len(unseen)} are unaccounted for")
    it = iter(unseen)
    stacks = tuple(tuple(next(it) if t == HIDDEN else t for t in s) for s in v.stacks)

    known = {g for g in v.gods + v.box if g != HIDDEN}
    free = rng.shuffled([g for g in GODS if g not in known])
    git = iter(free)
    gods = tuple(next(git) if g == HIDDEN else g for g in v.gods)
    box = tuple(next(git) if g == HIDDEN else g for g in v.box)
    return replace(v, stacks=stacks, gods=gods, box=box, rng=rng.next_u64())  # type: ignore[arg-type]
