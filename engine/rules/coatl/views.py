"""What a seat may see (``view``), sampling the rest back (``determinize``) and the events as a
seat may see them (``view_events``).

Hidden: other seats' prophecy hands (but for the cards they took from the face-up six) and
personal temples (shown as "?", counts kept), the deck
and the face-down discard pile ("?", counts kept), the temple stacks below their face-up top
card, and the RNG.  Public: the disk, the bags' contents (all pieces are counted on the table),
boards, coatls with their cards and temples, the six, sacrifice tokens left.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import lru_cache

from engine.rules.rng import Rng

from .events import ProphecyDrawn
from .material import prophecy_deck, temple_deck
from .state import State, evolve

HIDDEN = "?"
DEEP = 12           # deck cards from the top that determinize orders at random


def _hide(t: tuple) -> tuple:
    return (HIDDEN,) * len(t)


def _last_action(s: State, seat: int | None) -> tuple:
    """Another seat's discard is not named (the card went face down)."""
    last = s.last_action
    if len(last) == 3 and last[1] == "discard" and last[0] != seat:
        return last[:2] + (HIDDEN,)
    return last


def _hand_seen(hand: tuple, flags: tuple) -> tuple:
    """Another seat's hand: the cards everybody saw it take from the six, the rest "?"."""
    return tuple(c if i < len(flags) and flags[i] else HIDDEN for i, c in enumerate(hand))


def view(s: State, seat: int | None) -> State:
    known = s.known or ((),) * s.players
    ktemples = s.known_temples or ((),) * s.players
    return replace(
        s, rng=0, last_action=_last_action(s, seat),
        hands=tuple(h if i == seat else _hand_seen(h, known[i]) for i, h in enumerate(s.hands)),
        temples=tuple(t if i == seat else _hand_seen(t, ktemples[i])
                      for i, t in enumerate(s.temples)),
        deck=_hide(s.deck), discard=_hide(s.discard),
        stacks=tuple(_hide(st[:-1]) + st[-1:] for st in s.stacks),
    )


@lru_cache(maxsize=2)
def _deck_counts(promo: bool) -> tuple:
    return tuple(Counter(prophecy_deck(promo)).items())


# (view, its unseen prophecy cards, how many of them need a random order, its unseen temples)
# of the latest ``determinize``: the AI determinizes one view hundreds of times a decision (the
# view is kept alive, so ``is`` holds)
_UNSEEN: tuple = (None, (), 0, ())


def _unseen(v: State) -> tuple:
    """The prophecy cards ``v`` does not show (in the deck's order of kinds), how many of them
    a determinization shuffles, and the temples it does not show (in the temple deck's order)."""
    global _UNSEEN
    last = _UNSEEN
    if last[0] is v:
        return last[1:]
    pool = dict(_deck_counts(v.promo))
    visible = [c for c in v.six if c]
    for h in v.hands:
        visible.extend(h)
    for cs in v.coatls:
        for c in cs:
            visible.extend(c.cards)
    visible.extend(v.deck)
    visible.extend(v.discard)
    for c in visible:
        if c in pool:               # "?" is not
            pool[c] -= 1
    unseen = tuple(c for c, n in pool.items() for _ in range(n))
    # Only the hidden hands and the top of the deck need a random order (the discard pile is
    # shuffled when it is used, a playout never digs deep): a partial Fisher-Yates is enough.
    k = min(len(unseen), sum(h.count(HIDDEN) for h in v.hands) + min(v.deck.count(HIDDEN), DEEP))
    tseen = {t for st in v.stacks for t in st if t != HIDDEN}
    tseen.update(t for h in v.temples for t in h if t != HIDDEN)
    tseen.update(c.temple for cs in v.coatls for c in cs if c.temple)
    temples = tuple(t for t in temple_deck(v.promo) if t not in tseen)
    _UNSEEN = (v, unseen, k, temples)
    return unseen, k, temples


def determinize(v: State, seat: int, rng: Rng) -> State:
    """A full state consistent with ``v``: the unseen prophecy cards fill the "?" places of
    other hands, the deck and the discard; the unseen temples the "?" temples; all shuffled."""
    cards, k, temples_left = _unseen(v)
    unseen = list(cards)
    n = len(unseen)
    for i in range(k):
        j = i + rng.randrange(n - i)
        unseen[i], unseen[j] = unseen[j], unseen[i]
    it = iter(unseen)
    try:
        hands = tuple(tuple(next(it) if c == HIDDEN else c for c in h) for h in v.hands)
        deck = list(v.deck)
        for i in range(len(deck) - 1, -1, -1):      # from the top (last item) down
            if deck[i] == HIDDEN:
                deck[i] = next(it)
        deck = tuple(deck)
        discard = tuple(next(it) if c == HIDDEN else c for c in v.discard)
    except StopIteration:
        raise ValueError("the view hides more prophecy cards than are unaccounted for") from None
    tit = iter(rng.shuffled(temples_left))
    try:
        temples = tuple(tuple(next(tit) if t == HIDDEN else t for t in h) for h in v.temples)
        stacks = tuple(tuple(next(tit) if t == HIDDEN else t for t in st) for st in v.stacks)
    except StopIteration:
        raise ValueError("the view hides more temples than are unaccounted for") from None
    return evolve(v, hands=hands, deck=deck, discard=discard, temples=temples, stacks=stacks,
                  rng=rng.next_u64())


def view_events(events: list, viewer: int | None) -> list:
    """A card another seat drew from the deck arrives as "?"; a card taken from the face-up
    six and a temple taken from a face-up stack are public (everybody saw them, and the view
    keeps showing them in that hand); discards never carry ids (the pile is face down).  The rest is public: played cards and temples lie face up, refills turn
    pieces and cards face up for all."""
    out = []
    for e in events:
        if isinstance(e, ProphecyDrawn) and e.seat != viewer:
            e = replace(e, card=HIDDEN)
        out.append(e)
    return out
