"""Why a Faith marker spot or a world cell the table offers is refused, in words a player can
read, in English or Ukrainian (the table's ``why_not`` hook, engine/rules/table_hooks.py).

``why_not(state, seat, target, lang)``: ``target`` is ``("push", side, index)`` (a spot on a
Faith marker's rail) or ``("place", row, col)`` (a cell of the seat's world); None when that
target can be chosen now.  The reasons follow the rulebook: a marker must move, never stops
opposite another marker and must push a tile off the map; a tile touches the world along a full
edge, on a free cell, and the world stays within 3x3 tiles."""
from __future__ import annotations

from .board import OPPOSITE, SIDES, legal_cells, line_slots

_SIDE_I = {s: i for i, s in enumerate(SIDES)}

TEXT = {
    "en": {
        "over": "The game is over.",
        "turn": "It is not your turn.",
        "phase.choose": "First push a line with a Faith marker (or use your god power).",
        "phase.place": "First place the tile in hand in your world.",
        "phase.refill": "First refill the empty map slot from a stack.",
        "same": "The Faith marker is already here: it must move to another row or column.",
        "opposite": "A Faith marker may not stop opposite another marker.",
        "no_tile": "No tile would be pushed off the map there.",
        "taken": "A tile is already there.",
        "first": "Your first tile goes in the middle of your world.",
        "touch": "A tile must touch your world along a full edge.",
        "bounds": "Your world must fit within 3×3 tiles.",
    },
    "uk": {
        "over": "Гру завершено.",
        "turn": "Зараз не ваш хід.",
        "phase.choose": "Спершу зробіть Поштовх маркером Віри (або скористайтеся силою Бога).",
        "phase.place": "Спершу покладіть плитку з руки у свій світ.",
        "phase.refill": "Спершу поповніть порожнє місце мапи зі стосу.",
        "same": "Маркер Віри вже тут: його треба пересунути на інший рядок чи стовпець.",
        "opposite": "Маркер Віри не може зупинитися навпроти іншого маркера.",
        "no_tile": "Там жодна плитка не вийде за межі мапи.",
        "taken": "Тут уже лежить плитка.",
        "first": "Перша плитка лягає в центр вашого світу.",
        "touch": "Плитка має прилягати до вашого світу цілою стороною.",
        "bounds": "Ваш світ має вміщатися в 3×3 плитки.",
    },
}


def _say(key: str, lang: str) -> str:
    return TEXT.get(lang, TEXT["en"])[key]


def why_not(state, seat: int, target: tuple, lang: str = "en") -> str | None:
    """Why ``seat`` may not choose ``target`` now, or None if it may."""
    verb = target[0] if target else None
    if state.phase == "over":
        return _say("over", lang)
    if seat != state.current:
        return _say("turn", lang)
    want = {"push": "choose", "place": "place"}.get(verb)
    if want is not None and state.phase != want:
        return _say(f"phase.{state.phase}", lang)
    if verb == "push":
        return _push(state, target[1], int(target[2]), lang)
    if verb == "place":
        return _place(state, seat, int(target[1]), int(target[2]), lang)
    return None


def _push(state, side: str, index: int, lang: str) -> str | None:
    if index == state.markers[_SIDE_I[side]]:
        return _say("same", lang)
    if index == state.markers[_SIDE_I[OPPOSITE[side]]]:
        return _say("opposite", lang)
    if state.grid[line_slots(side, index)[2]] is None:
        return _say("no_tile", lang)
    return None


def _place(state, seat: int, row: int, col: int, lang: str) -> str | None:
    placed = {(w[0], w[1]) for w in state.worlds[seat]}
    if (row, col) in placed:
        return _say("taken", lang)
    if (row, col) in legal_cells(placed):
        return None
    if not placed:
        return _say("first", lang)
    near = any(abs(r - row) + abs(c - col) == 1 for r, c in placed)
    return _say("bounds" if near else "touch", lang)
