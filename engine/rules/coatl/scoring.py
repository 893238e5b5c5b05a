"""Pure scoring: prophecy levels, temple requirements, a whole coatl.  No game state here.

A coatl is a string of colour letters read **head to tail** (see ``material``) plus whether each
end is closed (a head at the head end, a tail at the tail end).  The vocabulary follows
../shared/data/coatl/NOTES.md section 1:
- heads and tails count as pieces of their colour; patterns are read head -> tail only;
- repeated requirements of one card never share a piece (leftmost non-overlapping occurrences,
  which for these patterns is also the largest count); different cards may share pieces;
- ``pairs_isolated``: a maximal run of exactly two; the spot beyond a *closed* end is a border,
  beyond an *open* end it is not (yet), since a same-colour piece may still be added there;
- ``bounded_run``: start, one or more inner, end; the closing piece cannot open the next one;
- ``gapped_sequence``: a b, one or more pieces of any colour, b a (the white infinity sign);
- a prophecy scores only its highest level reached, capped at the card's maximum.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, Sequence

from .material import LETTER, LETTERS, Prophecy, prophecy, temple


def letters(pieces: Iterable[str]) -> str:
    """Colour names (or letters) head -> tail -> the letter string the matchers use."""
    out = []
    for p in pieces:
        if p in LETTER:
            out.append(LETTER[p])
        elif p in LETTERS:
            out.append(p)
        else:
            raise ValueError(f"unknown piece colour {p!r}")
    return "".join(out)


def _matcher(card: Prophecy):
    """A function (s, closed_head, closed_tail) -> occurrences (or piece count for "count")."""
    r = card.req
    k = card.kind
    if k == "count_color":
        c = LETTER[r["color"]]
        return lambda s, ch, ct: s.count(c)
    if k == "contains_counts":
        need = tuple((LETTER[c], int(n)) for c, n in r["counts"].items())
        return lambda s, ch, ct: int(all(s.count(c) >= n for c, n in need))
    if k == "run":
        block = LETTER[r["color"]] * int(r["length"])
        return lambda s, ch, ct: s.count(block)
    if k == "sequence":
        pat = "".join(LETTER[c] for c in r["pattern"])
        if card.scoring == "once":
            return lambda s, ch, ct: int(pat in s)
        return lambda s, ch, ct: s.count(pat)
    if k == "bounded_run":
        rx = re.compile(f"{LETTER[r['start']]}{LETTER[r['inner']]}+{LETTER[r['end']]}")
        return lambda s, ch, ct: len(rx.findall(s))
    if k == "gapped_sequence":
        a, b = (LETTER[c] for c in r["before"])
        b2, a2 = (LETTER[c] for c in r["after"])
        rx = re.compile(f"{a}{b}.+{b2}{a2}")
        return lambda s, ch, ct: int(rx.search(s) is not None)
    if k == "pairs_isolated":
        c = LETTER[r["color"]]
        # "." = beyond a closed end (a border), "?" = beyond an open end (not a border yet)
        rx = re.compile(f"(?<=[^{c}?]){c}{c}(?=[^{c}?])")
        return lambda s, ch, ct: len(rx.findall(("." if ch else "?") + s + ("." if ct else "?")))
    raise ValueError(f"unknown requirement kind {k!r}")  # pragma: no cover - data is checked


@lru_cache(maxsize=None)
def _compiled(card_id: str):
    card = prophecy(card_id)
    return card, _matcher(card)


def _points(card: Prophecy, n: int) -> int:
    if card.scoring == "count":
        return card.points[min(n, card.max)] if n >= 3 else 0
    if n <= 0:
        return 0
    return card.points[min(n, card.max)]


_CACHE: dict = {}


def prophecy_points(card_id: str, s: str, closed_head: bool = True, closed_tail: bool = True) -> int:
    """Points of one card on the letter string ``s`` (cached: the AI asks again and again)."""
    key = (card_id, s, closed_head, closed_tail)
    v = _CACHE.get(key)
    if v is None:
        card, match = _compiled(card_id)
        v = _points(card, match(s, closed_head, closed_tail))
        if len(_CACHE) > 200_000:
            _CACHE.clear()
        _CACHE[key] = v
    return v


def score_prophecy(card_id: str, pieces: Sequence[str], closed_head: bool = True,
                   closed_tail: bool = True) -> int:
    """Points one prophecy card gives on a coatl (colours head -> tail), which may still be
    open at either end: the live preview.  Unknown card -> KeyError, unknown colour -> ValueError."""
    return prophecy_points(card_id, letters(pieces), bool(closed_head), bool(closed_tail))


def _req_met(req: dict, s: str, cards: Sequence[str]) -> bool:
    k = req["kind"]
    if k == "absent":
        return LETTER[req["color"]] not in s
    if k == "length":
        return len(s) == int(req["n"])
    if k == "equal_counts":
        a, b = (s.count(LETTER[c]) for c in req["colors"])
        return a == b and a >= int(req.get("min", 1))
    if k == "no_prophecy_card_color":
        return all(prophecy(c).card_color != req["card_color"] for c in cards)
    raise ValueError(f"unknown temple requirement {k!r}")  # pragma: no cover


def temple_met(temple_id: str, s: str, cards: Sequence[str] = ()) -> int:
    """How many of the temple's requirements the coatl ``s`` meets."""
    return sum(1 for req in temple(temple_id).requirements if _req_met(req, s, cards))


def temple_points(temple_id: str, s: str, cards: Sequence[str] = ()) -> int:
    """The temple's points on coatl ``s`` with prophecy cards ``cards``; 0 = it cannot be placed."""
    met = temple_met(temple_id, s, cards)
    return temple(temple_id).points.get(met, 0) if met else 0


def coatl_points(s: str, cards: Sequence[str], temple_id: str | None) -> tuple[int, list[int], int]:
    """(total, points per card, temple points) of a complete coatl given as letters."""
    per = [prophecy_points(c, s, True, True) for c in cards]
    t = temple_points(temple_id, s, cards) if temple_id else 0
    return sum(per) + t, per, t


def score_coatl(pieces: Sequence[str], prophecy_ids: Sequence[str], temple_id: str | None) -> dict:
    """Score a complete coatl: ``pieces`` are its colours head to tail (head and tail included).
    -> {"total": int, "prophecies": [points per card], "temple": int}."""
    total, per, t = coatl_points(letters(pieces), list(prophecy_ids), temple_id)
    return {"total": total, "prophecies": per, "temple": t}
