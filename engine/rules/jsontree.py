"""Nested tuples <-> JSON lists, for games whose states are trees of tuples.

``to_json`` and ``from_json`` run several times for every action the soak checks (and for
every state an AI worker or a save reads), so these descend only into containers: a scalar
costs one ``isinstance`` test, not a function call."""
from __future__ import annotations

from typing import Any


def lists(x: Any) -> Any:
    """``x`` with every tuple inside it (named tuples included) a list."""
    if not isinstance(x, tuple):
        return x
    return [lists(i) if isinstance(i, tuple) else i for i in x]


def tuples(x: Any) -> Any:
    """``x`` with every list (and tuple) inside it a tuple."""
    if not isinstance(x, (list, tuple)):
        return x
    return tuple([tuples(i) if isinstance(i, (list, tuple)) else i for i in x])
