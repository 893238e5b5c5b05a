"""The hint's look, shared by the table and the choice dialogs over it: pulsing gold rings
around what to click (``draw_hint_rings``) and which option of a dialog stands for the hinted
action (``hinted_index``).  The overlay scenes themselves (choice dialog, pile browser) are
scenes, so they live above ``engine.scene`` in engine/overlays.py."""
from __future__ import annotations

from typing import Any, Sequence

from engine.render import Renderer

HINT_RING = (255, 226, 120)


def draw_hint_rings(r: Renderer, rects, time: float) -> None:
    """Pulsing gold rings around canvas ``rects`` (x, y, w, h): the first, the thing to click,
    the brightest; the others a paler ring.  The table's hint and a dialog's look the same."""
    k = abs(((time * 1.5) % 2.0) - 1.0)
    for i, (x, y, w, h) in enumerate(rects):
        pad = 5 + 9 * k
        color = HINT_RING if i == 0 else (236, 226, 200)
        r.outline(x - pad - 3, y - pad - 3, w + 2 * pad + 6, h + 2 * pad + 6, (30, 20, 8), 4, 16)
        r.outline(x - pad, y - pad, w + 2 * pad, h + 2 * pad, color, 6 - 2 * k, 14)


def hinted_index(values: Sequence[Any], action: Any) -> int | None:
    """The option whose value is ``action``, else the one whose value starts it (a choice made
    in steps: kind, then colour), else None."""
    if action is None:
        return None
    for i, v in enumerate(values):
        if v == action:
            return i
    if isinstance(action, tuple):
        for i, v in enumerate(values):
            if isinstance(v, tuple) and 0 < len(v) < len(action) and action[:len(v)] == v:
                return i
    return None


