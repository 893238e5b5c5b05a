"""Pieces: drawing from the bags, refilling the disk, placing pieces on a player board."""
from __future__ import annotations

from engine.rules.rng import Rng

from .material import LETTERS, SLOT_KIND

_BAG = {"h": 0, "t": 1, "b": 2}


def draw(bag: tuple, rng: Rng) -> tuple[str, tuple]:
    """One random piece from ``bag`` (5 colour counts): (letter, new counts)."""
    total = sum(bag)
    r = rng.randrange(total)
    for i, n in enumerate(bag):
        if r < n:
            return LETTERS[i], bag[:i] + (n - 1,) + bag[i + 1:]
        r -= n
    raise AssertionError("unreachable")  # pragma: no cover


def take_from_bag(bags: tuple, kind: str, letter: str) -> tuple:
    i = LETTERS.index(letter)
    k = _BAG[kind]
    bag = bags[k]
    return bags[:k] + (bag[:i] + (bag[i] - 1,) + bag[i + 1:],) + bags[k + 1:]


def needs_refill(disk: tuple) -> bool:
    """Refill when no body segment is left on the disk, or no head and no tail."""
    return not any(disk[4:]) or not any(disk[:4])


def refill_disk(disk: tuple, bags: tuple, rng: Rng) -> tuple[tuple, tuple, tuple]:
    """Fill every empty slot the bags allow (a body slot only with 2 segments).
    -> (disk, bags, ((slot, letters), ...))."""
    d = list(disk)
    b = list(bags)
    fills = []
    for slot, kind in enumerate(SLOT_KIND):
        if d[slot]:
            continue
        k = _BAG[kind]
        want = 2 if kind == "b" else 1
        if sum(b[k]) < want:
            continue
        got = ""
        for _ in range(want):
            letter, b[k] = draw(b[k], rng)
            got += letter
        d[slot] = got
        fills.append((slot, got))
    return tuple(d), tuple(b), tuple(fills)


def place_on_board(board: tuple, codes) -> tuple[tuple, tuple]:
    """Put piece codes into the lowest empty board slots: (board, slots used)."""
    b = list(board)
    used = []
    for code in codes:
        i = b.index("")
        b[i] = code
        used.append(i)
    return tuple(b), tuple(used)
