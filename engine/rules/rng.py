"""A tiny deterministic RNG whose whole state is one int (JSON-friendly, cheap to copy).

Rules never call the ``random`` module: they build an ``Rng`` from the int carried in the game
state, draw from it, and store ``rng.state`` back into the next state.  SplitMix64.

A game's first state comes from its seed through ``seed_state``: SHA-256 of the seed (version
``RNG_VERSION`` 2).  Version 1 returned the seed plus SplitMix64's constant step, so neighbouring
seeds began one step apart and a seed ``0x9E3779B97F4A7C15`` higher replayed a lower seed's
rolls shifted by one; a save or replay records the version it was dealt with and one dealt under
another version is refused by name (``engine.rules.record``).  New games take their seeds from
the operating system's random source (``engine.session.new_seed``), never from here.
"""
from __future__ import annotations

import hashlib
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
# how a seed becomes the RNG state; part of every save and replay (a record of another
# version would deal other cards and roll other dice from the same seed and actions)
RNG_VERSION = 2
_DOMAIN = b"five-realms rng v2 seed:"


def seed_state(seed: int) -> int:
    """The 64-bit RNG state a whole-number ``seed`` of any size or sign gives: the first eight
    bytes of SHA-256 of its two's-complement bytes, so seeds next to each other give unrelated
    games."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"a seed is a whole number, not {seed!r}")
    raw = seed.to_bytes(seed.bit_length() // 8 + 1, "little", signed=True)
    digest = hashlib.sha256(_DOMAIN + raw).digest()
    return int.from_bytes(digest[:8], "little")


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of ``seat``'s AI in the game of ``game_seed``: the app, selfplay and strength
    give a seat's AI the same seed, so a decision in the app is the one selfplay makes."""
    return seed_state(game_seed * 1009 + seat + 1)


def _limits(top: int) -> tuple[int, ...]:
    """``randrange(n)``'s rejection limit for every n below ``top`` (0 for n = 0)."""
    return tuple((1 << 64) - (1 << 64) % n if n else 0 for n in range(top + 1))


_LIMITS = _limits(512)


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform int in [0, n)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            v = self.next_u64()
            if v < limit:
                return v % n

    def random(self) -> float:
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates with ``randrange(i + 1)`` for i = n-1 .. 1 (SplitMix64 inlined and the
        rejection limits looked up: the same draws as calling ``randrange``, about half the
        time; determinize and set-up shuffle whole decks)."""
        state = self.state
        top = len(items)
        limits = _LIMITS if top < len(_LIMITS) else _limits(top)
        for i in range(top - 1, 0, -1):
            n = i + 1
            limit = limits[n]
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            while z >= limit:       # (almost never: a draw in the top n / 2**64 is redrawn)
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out
