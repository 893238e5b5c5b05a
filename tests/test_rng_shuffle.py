"""``Rng.shuffle`` (SplitMix64 inlined, limits looked up) draws exactly as ``randrange`` would."""
from __future__ import annotations

import pytest

from engine.rules.rng import Rng


def _by_randrange(items: list, rng: Rng) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.randrange(i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7, 64, 150, 511, 512, 513, 900])
def test_shuffle_is_fisher_yates_over_randrange(n):
    for seed in (1, 0xDEADBEEF, (1 << 64) - 1):
        fast, slow = list(range(n)), list(range(n))
        a, b = Rng(seed), Rng(seed)
        a.shuffle(fast)
        _by_randrange(slow, b)
        assert fast == slow
        assert a.state == b.state       # the same number of draws
