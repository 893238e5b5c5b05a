"""Switching esper worlds, in one place.  Each scene owns one esper world; the scene stack
makes the top scene's world current (``use_world``), and code that must look into another
scene's world for a moment — a dialog asking the table below for its hint, the replay viewer
drawing its table, a dialog's answer played on the table — does it inside ``in_world``, which
puts the world that was current back afterwards, even on an error.  Nothing else calls
``esper.switch_world``."""
from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import esper

DEFAULT = "default"


def use_world(name: str) -> None:
    """Make ``name`` the current world (a scene entering, the stack showing its top)."""
    esper.switch_world(name)


@contextmanager
def in_world(name: str) -> Iterator[None]:
    """Run the block in world ``name``; the world current before is current again after it
    (``in_world(self.world)`` thus also undoes a switch made by something the block calls)."""
    before = esper.current_world
    esper.switch_world(name)
    try:
        yield
    finally:
        if before == DEFAULT or before in esper.list_worlds():
            esper.switch_world(before)
