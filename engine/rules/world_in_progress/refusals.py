"""Why a Faith marker spot or a world cell the table offers is refused, in words a player can
read (the table's ``why_not`` hook, engine/rules/table_hooks.py; the table says them in its
language through their refusal keys).

``why_not(state, seat, target)``: ``target`` is ``("push", side, index)`` (a spot on a
Faith marker's rail) or ``("place", row, col)`` (a cell of the seat's world) or ``("god", slot)`` (a map tile for the
god power); None when that
target can be chosen now.  The reasons follow the rulebook: a marker must move, never stops
opposite another marker and must push a tile off the map; a tile touches the world along a full
edge, on a free cell, and the world stays within 3x3 tiles."""
from __future__ import annotations

from .actions import god_slots
from .board import OPPOSITE, SIDES, legal_cells, line_slots

_SIDE_I = {s: i for i, s in enumerate(SIDES)}

# the reasons, in English: the table says them in its language through their refusal keys
# (assets/i18n/refusals.*.json, ``wip.refuse.*``)
REASONS = {
    "over": "the game is over",
    "turn": "it is not your turn",
    "phase.choose": "first push a line with a Faith marker (or use your god power)",
    "phase.place": "first place the tile in hand in your world",
    "phase.refill": "first refill the empty map slot from a stack",
    "same": "the Faith marker is already here: it must move to another row or column",
    "opposite": "a Faith marker may not stop opposite another marker",
    "no_tile": "no tile would be pushed off the map there",
    "taken": "a tile is already there",
    "first": "your first tile goes in the middle of your world",
    "touch": "a tile must touch your world along a full edge",
    "bounds": "your world must fit within 3×3 tiles",
    # a map tile taken with the god power (the texts the rules raise, actions.py)
    "god_used": "your god token was already used this game",
    "map_empty": "that map slot is empty",
    "god_take": "your god can only take a tile with its statue or its terrain",
}


def _say(key: str) -> str:
    return REASONS[key]


def why_not(state, seat: int, target: tuple, legal=None) -> str | None:
    """Why ``seat`` may not choose ``target`` now, or None if it may (the table hook; the legal
    actions a table holds, ``legal``, are not needed here: engine/rules/table_hooks.py)."""
    verb = target[0] if target else None
    if state.phase == "over":
        return _say("over")
    if seat != state.current:
        return _say("turn")
    want = {"push": "choose", "place": "place", "god": "choose"}.get(verb)
    if want is not None and state.phase != want:
        return _say(f"phase.{state.phase}")
    if verb == "push":
        return _push(state, target[1], int(target[2]))
    if verb == "place":
        return _place(state, seat, int(target[1]), int(target[2]))
    if verb == "god":
        return _god(state, seat, int(target[1]))
    return None


def _god(state, seat: int, slot: int) -> str | None:
    if state.god_used[seat]:
        return _say("god_used")
    if state.grid[slot] is None:
        return _say("map_empty")
    if slot not in god_slots(state, seat):
        return _say("god_take")
    return None


def _push(state, side: str, index: int) -> str | None:
    if index == state.markers[_SIDE_I[side]]:
        return _say("same")
    if index == state.markers[_SIDE_I[OPPOSITE[side]]]:
        return _say("opposite")
    if state.grid[line_slots(side, index)[2]] is None:
        return _say("no_tile")
    return None


def _place(state, seat: int, row: int, col: int) -> str | None:
    placed = {(w[0], w[1]) for w in state.worlds[seat]}
    if (row, col) in placed:
        return _say("taken")
    if (row, col) in legal_cells(placed):
        return None
    if not placed:
        return _say("first")
    near = any(abs(r - row) + abs(c - col) == 1 for r, c in placed)
    return _say("bounds" if near else "touch")
