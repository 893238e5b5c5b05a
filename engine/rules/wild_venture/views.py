"""What a seat may see (``view``) and sampling the rest back (``determinize``).

Hidden: the RNG, the deck's order and contents, the other seat's hand, cards the other seat is
looking at, its stormier set-aside cards, and tucked cards: "Гравці не можуть переглядати
підкладені карти" (nobody may look at them, the owner included).  A tucked card shows only in
the view right after the step that tucked it, to whoever saw it go (everyone for a card from
play or the discard pile, its owner for one from hand or a look); in the no-memory variant
("Без запам'ятовування": tucked face up, "Гравці можуть будь-якої миті переглядати власні
підкладені карти") its owner sees their own; once the game is over all are counted face up.
"""
from __future__ import annotations

from engine.rules.rng import Rng

from .material import deck_ids, pool
from .state import State, evolve

HIDDEN = "?"


def _hide(t: tuple) -> tuple:
    return (HIDDEN,) * len(t)


def view(state: State, seat) -> State:
    hands = tuple(h if s == seat else _hide(h) for s, h in enumerate(state.hands))
    tucked = state.tucked if state.phase == "over" else \
        tuple(_tucked_row(state, s, seat) for s in range(len(state.tucked)))
    looked = state.looked if state.current == seat else _hide(state.looked)
    sd = tuple(x if s == seat else _hide(x) for s, x in enumerate(state.setup_discards))
    return evolve(state, rng=0, deck=_hide(state.deck), hands=hands, tucked=tucked,
                  looked=looked, setup_discards=sd)


def _tucked_row(state: State, s: int, seat) -> tuple:
    row = state.tucked[s]
    if state.face_up and seat == s:
        return row
    first_fresh = len(row) - state.fresh[s]
    return tuple((c if k >= first_fresh and (pub or seat == s) else HIDDEN, pub)
                 for k, (c, pub) in enumerate(row))


def all_cards(state: State) -> list[str]:
    return list(pool(state.theme)) + list(deck_ids("start"))


def visible_ids(v: State) -> list[str]:
    seen = list(v.deck) + list(v.discard) + list(v.looked) + list(v.start_pool)
    for s in (0, 1):
        seen += list(v.hands[s]) + list(v.setup_discards[s])
        seen += [c[0] for c in v.inhab[s]] + [c[0] for c in v.belong[s]]
        seen += [c[0] for c in v.build[s]] + [c[0] for c in v.tucked[s]]
    return seen


# (view, the number of cards it hides, the cards it does not show) of the latest
# ``determinize``: the AI determinizes one view hundreds of times a decision (the view is kept
# alive, so ``is`` holds)
_UNSEEN: tuple = (None, 0, ())


def _unseen(v: State) -> tuple[int, tuple]:
    global _UNSEEN
    last = _UNSEEN
    if last[0] is v:
        return last[1], last[2]
    seen = {c for c in visible_ids(v) if c != HIDDEN}
    holes = sum(1 for c in visible_ids(v) if c == HIDDEN)
    cards = tuple(c for c in all_cards(v) if c not in seen)
    _UNSEEN = (v, holes, cards)
    return holes, cards


def determinize(v: State, seat: int, rng: Rng) -> State:
    holes, cards = _unseen(v)
    unseen = rng.shuffled(cards)
    if holes != len(unseen):
        raise ValueError(f"view hides {holes} cards but {len(unseen)} are unaccounted for")
    it = iter(unseen)

    def fill(t):
        return tuple(next(it) if c == HIDDEN else c for c in t)

    deck = fill(v.deck)
    hands = tuple(fill(h) for h in v.hands)
    looked = fill(v.looked)
    tucked = tuple(tuple((next(it) if c == HIDDEN else c, pub) for c, pub in row)
                   for row in v.tucked)
    sd = tuple(fill(x) for x in v.setup_discards)
    return evolve(v, rng=rng.next_u64(), deck=deck, hands=hands, looked=looked, tucked=tucked,
                  setup_discards=sd)
