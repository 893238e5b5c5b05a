"""A hand of cards fanned along an arc and re-spaced as it grows and shrinks.

``fan`` is pure arithmetic (tested without a window); ``hand_specs`` turns a list of cards into
keyed ``EntitySpec``s, so the keyed table animates a drawn card into the fan and closes the gap
a played one leaves.  Cards are draggable (payload: the card key) onto any ``drop`` target.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Hashable, Sequence

from engine.ecs.table import EntitySpec
from engine.widgets.card import CARD_H, CARD_W


def fan(n: int, cx: float, cy: float, max_width: float, card_w: float = CARD_W,
        spread: float = 3.0, max_spread: float = 14.0, arc: float = 0.35,
        max_gap: float | None = None) -> list[tuple[float, float, float]]:
    """(x, y, angle) of ``n`` cards centred on (cx, cy) within ``max_width``.

    Cards sit side by side (``max_gap`` apart, default a card width plus 12) while they fit and
    overlap evenly once they do not; each is turned ``spread`` degrees from its neighbour (at
    most ``max_spread`` from the middle to an end) and drops along a gentle arc."""
    if n <= 0:
        return []
    gap = card_w + 12 if max_gap is None else max_gap
    if n > 1:
        gap = min(gap, (max_width - card_w) / (n - 1))
    total = gap * (n - 1)
    step = min(spread, 2 * max_spread / (n - 1)) if n > 1 else 0.0
    out = []
    for i in range(n):
        k = i - (n - 1) / 2
        angle = k * step
        x = cx - total / 2 + i * gap
        y = cy + (1 - math.cos(math.radians(angle))) * card_w * arc * 10
        out.append((x, y, angle))
    return out


def hand_specs(cards: Sequence[tuple[str, dict[str, Any]]], cx: float, cy: float,
               max_width: float, card_w: float = CARD_W, card_h: float = CARD_H, z: float = 100,
               click: Callable[[str], Hashable | None] | None = None,
               draggable: Callable[[str], bool] | None = None,
               tooltip: Callable[[str], str | None] | None = None,
               origin: tuple[float, float] | None = None) -> list[EntitySpec]:
    """Specs of a fanned hand: ``cards`` is ``[(key, card params), ...]`` in hand order.
    ``click(key)`` gives a click tag (or None), ``draggable(key)`` whether it can be dragged out,
    ``origin`` where new cards fly in from (the deck)."""
    specs = []
    for i, ((key, params), (x, y, a)) in enumerate(zip(cards, fan(len(cards), cx, cy, max_width,
                                                                   card_w))):
        tag = click(key) if click else None
        drag = key if draggable and draggable(key) else None
        specs.append(EntitySpec(key, "card", x, y, card_w, card_h, z + i, params, angle=a,
                                click=tag, buttons=(1, 3), drag=drag,
                                tooltip=tooltip(key) if tooltip else None,
                                enter="fly" if origin else "pop", origin=origin))
    return specs
