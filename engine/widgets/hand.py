"""A hand of cards fanned along an arc and re-spaced as it grows and shrinks.

``fan`` is pure arithmetic (tested without a window), as is ``tiers``, a hand too long for one
row laid in overlapping rows; ``hand_specs`` turns a list of cards into
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


def tiers(n: int, area: tuple[float, float, float, float], card_w: float, card_h: float,
          per_row: int, gap: float = 6.0, lift: float = 0.0) -> list[tuple[float, float]]:
    """Centres of ``n`` cards in ``area`` (x, y, w, h), in hand order, laid in as few rows of
    at most ``per_row`` as hold them (the first cards in the back row): each row side by side,
    ``gap`` apart, centred (overlapping evenly if ``per_row`` cards do not fit across), and the
    rows stepped down the area so that each card in a back row shows its top strip (its name,
    cost and colour) above the row in front; ``lift`` is left free above the back row, for a
    hovered card that rises (drawn on top, it shows whole).  A hand's z follows its order, so
    a front row is drawn over the one behind."""
    if n <= 0:
        return []
    x, y, w, h = area
    rows = -(-n // max(1, per_row))
    size = -(-n // rows)                        # as even as can be: 7 cards = 4 + 3
    top, bottom = y + lift + card_h / 2, y + h - card_h / 2
    step_y = (bottom - top) / (rows - 1) if rows > 1 else 0.0
    out = []
    for i in range(n):
        row, k = divmod(i, size)
        m = min(size, n - row * size)           # the cards in this row
        pitch = min(card_w + gap, (w - card_w) / (m - 1)) if m > 1 else 0.0
        x0 = x + w / 2 - pitch * (m - 1) / 2
        out.append((x0 + pitch * k, (top + step_y * row) if rows > 1 else (top + bottom) / 2))
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
