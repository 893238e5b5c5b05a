"""Waiting in tests without depending on the machine's speed: poll a condition, fail loudly."""
from __future__ import annotations

import time
from typing import Callable

POLL_S = 0.005          # between two looks: a yield to the other processes, not a timing


def wait_until(predicate: Callable[[], object], timeout: float = 120.0,
               message: str = "the condition never came true",
               between: Callable[[], object] | None = None) -> None:
    """Call ``predicate`` until it returns something true; ``between`` (e.g. polling an AI
    service or ticking a turn flow) runs before each look.  ``timeout`` only bounds a hang — it
    is far above what any machine needs — and running out fails the test with ``message``."""
    end = time.monotonic() + timeout
    while True:
        if between is not None:
            between()
        if predicate():
            return
        if time.monotonic() > end:
            raise AssertionError(f"{message} (waited {timeout:.0f} s)")
        time.sleep(POLL_S)
