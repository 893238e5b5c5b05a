"""What a seat may see (``view``) and sampling the rest back (``determinize``).

Hidden: stack contents (ids -> "?", counts kept), other seats' unused god tokens, the gods left
in the box, and the RNG (its state would let a program replay the set-up shuffle).
"""
from __future__ import annotations

from dataclasses import replace

from engine.rules.protocol import seat_arg
from engine.rules.rng import Rng

from .state import State, evolve
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


# (view, its unseen tiles, the stack places it hides, its unseen gods) of the latest
# ``determinize``: the AI determinizes one view hundreds of times a decision (the view is kept
# alive, so ``is`` holds)
_UNSEEN: tuple = (None, (), 0, ())


def _unseen(v: State) -> tuple:
    """The tiles ``v`` does not show, the stack places it hides and the gods it does not show,
    in the material's order."""
    global _UNSEEN
    last = _UNSEEN
    if last[0] is v:
        return last[1:]
    seen = set()
    for tid in v.grid:
        if tid is not None:
            seen.add(tid)
    for w in v.worlds:
        seen.update(t for _, _, t, _ in w)
    seen.update(t for t in v.pending if t is not None)
    seen.update(t for s in v.stacks for t in s if t != HIDDEN)
    tiles = tuple(t for t in tile_ids_for(v.players) if t not in seen)
    holes = sum(1 for s in v.stacks for t in s if t == HIDDEN)
    known = {g for g in v.gods + v.box if g != HIDDEN}
    gods = tuple(g for g in GODS if g not in known)
    _UNSEEN = (v, tiles, holes, gods)
    return tiles, holes, gods


def determinize(v: State, seat: int, rng: Rng) -> State:
    """A full state consistent with ``v``: unseen tiles fill the "?" stack positions, unseen
    gods the "?" token positions, both shuffled with ``rng``; the RNG is re-seeded from it."""
    tiles, holes, gods_left = _unseen(v)
    unseen = rng.shuffled(tiles)
    if holes != len(unseen):
        raise ValueError(f"view hides {holes} tiles but {len(unseen)} are unaccounted for")
    it = iter(unseen)
    stacks = tuple(tuple(next(it) if t == HIDDEN else t for t in s) for s in v.stacks)

    git = iter(rng.shuffled(gods_left))
    gods = tuple(next(git) if g == HIDDEN else g for g in v.gods)
    box = tuple(next(git) if g == HIDDEN else g for g in v.box)
    return evolve(v, stacks=stacks, gods=gods, box=box, rng=rng.next_u64())
