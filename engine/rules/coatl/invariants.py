"""``check_invariants``: components are conserved and every value is within its limits; then
the turn flow agrees with the rest (``consistency``).

Works on full states and on views (hidden cards are "?": then only the totals are checked and
no known id may appear more often than it has copies)."""
from __future__ import annotations

from collections import Counter

from .material import (BODIES_PER_COLOUR, BOARD_SLOTS, HAND_LIMIT, HEADS_PER_COLOUR, LETTERS,
                       TAILS_PER_COLOUR, prophecy_deck, temple_deck)
from .state import State

HIDDEN = "?"


def _cards_ok(found: list, deck: tuple, what: str, out: list) -> None:
    if len(found) != len(deck):
        out.append(f"{len(found)} {what} cards in play, the game has {len(deck)}")
        return
    have = Counter(c for c in found if c != HIDDEN)
    want = Counter(deck)
    for c, n in have.items():
        if n > want.get(c, 0):
            out.append(f"{what} card {c} appears {n} times (the game has {want.get(c, 0)})")
    if HIDDEN not in have and not any(c == HIDDEN for c in found) and have != want:
        out.append(f"the {what} cards in play are not the game's cards")


def problems(s: State) -> list[str]:
    out: list[str] = []
    # pieces: disk + bags + boards + coatls = 3 heads, 3 tails, 24 bodies per colour
    n = {k: Counter() for k in "hbt"}
    for i, content in enumerate(s.disk):
        kind = "h" if i < 2 else "t" if i < 4 else "b"
        n[kind].update(content)
    for k, bag in zip("htb", s.bags):
        for letter, c in zip(LETTERS, bag):
            n[k][letter] += c
    for b in s.boards:
        for code in b:
            if code:
                n[code[0]][code[1]] += 1
    for cs in s.coatls:
        for c in cs:
            for code in c.codes():
                n[code[0]][code[1]] += 1
    for k, per in (("h", HEADS_PER_COLOUR), ("t", TAILS_PER_COLOUR), ("b", BODIES_PER_COLOUR)):
        for letter in LETTERS:
            if n[k][letter] != per:
                out.append(f"{n[k][letter]} {letter}{k} pieces in play, the game has {per}")
    for seat, b in enumerate(s.boards):
        if len(b) != BOARD_SLOTS:
            out.append(f"seat {seat}'s board has {len(b)} slots")
    # prophecy cards: six + deck + discard + hands + beside coatls
    found = [c for c in s.six if c] + list(s.deck) + list(s.discard)
    for h in s.hands:
        found.extend(h)
    for cs in s.coatls:
        for c in cs:
            found.extend(c.cards)
    _cards_ok(found, prophecy_deck(s.promo), "prophecy", out)
    temples = [t for st in s.stacks for t in st] + [t for h in s.temples for t in h]
    temples += [c.temple for cs in s.coatls for c in cs if c.temple]
    _cards_ok(temples, temple_deck(s.promo), "temple", out)
    if s.phase != "keep":
        for seat, h in enumerate(s.hands):
            if len(h) > HAND_LIMIT:
                out.append(f"seat {seat} holds {len(h)} prophecy cards (limit {HAND_LIMIT})")
    for seat, cs in enumerate(s.coatls):
        for i, c in enumerate(cs):
            if len(c.cards) > 4:
                out.append(f"seat {seat} coatl {i} has {len(c.cards)} prophecies")
            if c.locked and not c.cards:
                out.append(f"seat {seat} coatl {i} is locked without a prophecy")
    if not s.sacrifice and any(s.tokens):
        out.append("sacrifice tokens in a game without them")
    if out:
        return out
    from .consistency import check_flow
    return check_flow(s)
