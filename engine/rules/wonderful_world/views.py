"""What a seat may see (``view``), sampling the rest back (``determinize``), and events as a
seat may see them (``view_events``).

Hidden: the deck and the face-down box of 2-player draft leftovers (counts kept), the solo funds, other seats' hands and
their face-down picks before the reveal, another seat's solo search, and the RNG state.
Everything on the table (draft areas after the reveal, construction areas, cubes, tokens,
built cards) is public.
"""
from __future__ import annotations

from dataclasses import replace
from itertools import islice

from engine.rules.rng import Rng

from .events import CardPicked, CardsDealt, FundTaken, SearchDrawn, SearchKept
from .material import COPIES
from .state import HIDDEN, NO_PICK, State, every_card, evolve


def _hide(t: tuple) -> tuple:
    return (HIDDEN,) * len(t)


def view(state: State, seat) -> State:
    seats = tuple(
        s if i == seat else s._replace(
            hand=_hide(s.hand), found=_hide(s.found),
            pick=HIDDEN if s.pick != NO_PICK else NO_PICK)
        for i, s in enumerate(state.seats))
    return evolve(state, rng=0, deck=_hide(state.deck), box=_hide(state.box),
                  funds=tuple(_hide(f) for f in state.funds), seats=seats)


# (view, the cards it does not show, in design order) of the latest ``determinize``: the AI
# determinizes one view hundreds of times a decision (the view is kept alive, so ``is`` holds)
_UNSEEN: tuple = (None, ())


def _unseen(v: State) -> tuple:
    """The cards ``v`` does not show (ALL_CARDS less every card it shows), in design order."""
    global _UNSEEN
    last = _UNSEEN
    if last[0] is v:
        return last[1]
    left = list(COPIES)
    for d in every_card(v):
        if d != HIDDEN:
            left[d] -= 1
    pool = tuple(d for d, n in enumerate(left) for _ in range(n))
    _UNSEEN = (v, pool)
    return pool


def determinize(v: State, seat: int, rng: Rng) -> State:
    """A full state consistent with ``v``: the unseen cards fill the hidden places at random
    (hands stay sorted); the RNG is reseeded from ``rng``."""
    pool = list(_unseen(v))
    rng.shuffle(pool)
    it = iter(pool)

    def fill(t: tuple) -> tuple:
        if HIDDEN not in t:
            return t
        n = len(t)
        if t.count(HIDDEN) == n:        # wholly hidden (the deck, another seat's hand)
            out = tuple(islice(it, n))
            if len(out) < n:
                raise RuntimeError("more hidden places than unseen cards")
            return out
        return tuple(next(it) if d == HIDDEN else d for d in t)

    seats = []
    for s in v.seats:
        if HIDDEN in s.hand or HIDDEN in s.found or s.pick == HIDDEN:
            s = s._replace(hand=tuple(sorted(fill(s.hand))), found=tuple(sorted(fill(s.found))),
                           pick=next(it) if s.pick == HIDDEN else s.pick)
        seats.append(s)
    return evolve(v, seats=tuple(seats), deck=fill(v.deck), box=fill(v.box),
                  funds=tuple(fill(f) for f in v.funds), rng=rng.next_u64())


def view_events(events: list, viewer) -> list:
    out = []
    for e in events:
        if isinstance(e, (CardsDealt, FundTaken)) and e.seat != viewer:
            e = replace(e, cards=("?",) * len(e.cards))
        elif isinstance(e, CardPicked) and e.seat != viewer:
            e = replace(e, card="?")
        elif isinstance(e, SearchDrawn) and e.seat != viewer:
            e = replace(e, cards=("?",) * len(e.cards))
        elif isinstance(e, SearchKept) and e.seat != viewer:
            e = replace(e, card="?")
        out.append(e)
    return out
