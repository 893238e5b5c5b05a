"""Pure queries the table scene asks (no pygame): what kind of decision is on the table, how the
viewer answers it with the mouse, and the path a traveller walks.  Only reads a view."""
from __future__ import annotations

from .material import board

# the decision on top of the effect stack -> how the scene lets the player answer it
HAND_OPS = {"discard", "tuck"}                 # click a card in hand
TRAVEL_OPS = {"travel"}                        # click a glowing space
ROW_OPS = {"target_activate", "add_supply"}    # click one of your inhabitants
DIALOG_OPS = {"chest", "starter_reward", "order", "replay", "invest", "look_do", "look_return",
              "ruby_take", "end_tuck"}         # a pop-up


def decision(view, seat) -> str:
    """"pick" | "set_aside" | "main" | "hand" | "travel" | "row" | "dialog" | "over" | "wait"."""
    if view.phase == "over":
        return "over"
    if view.phase == "pick":
        return "pick" if view.picker == seat else "wait"
    if view.phase == "setup_discard":
        return "set_aside"
    if view.current != seat:
        return "wait"
    if not view.stack:
        return "main"
    op = view.stack[-1][0]
    if op in HAND_OPS:
        return "hand"
    if op in TRAVEL_OPS:
        return "travel"
    if op in ROW_OPS:
        return "row"
    return "dialog"


def top_op(view) -> str:
    return view.stack[-1][0] if view.phase == "turn" and view.stack else ""


def path(board_id: str, frm: str, to: str) -> list[str]:
    """The spaces walked from ``frm`` to ``to`` (excluding ``frm``); boards are trees, paths only
    go forward.  [to] when ``to`` is not ahead of ``frm`` (e.g. back home)."""
    b = board(board_id)
    parent = {n: p for p, succ in b.succ.items() for n, _ in succ}
    out, node = [], to
    while node != frm and node in parent:
        out.append(node)
        node = parent[node]
    if node != frm:
        return [to]
    return list(reversed(out))


def edges(board_id: str) -> list[tuple[str, str, tuple | None]]:
    """(from, to, cost) of every path segment."""
    b = board(board_id)
    return [(p, n, cost) for p, succ in b.succ.items() for n, cost in succ]


def hand_targets(view, seat, legal) -> dict:
    """card id -> the action a click on it in hand makes now."""
    out = {}
    for a in legal:
        if a[0] in ("play", "discard", "tuck", "set_aside") and len(a) == 2:
            out[a[1]] = a
    return out


def row_targets(legal) -> dict:
    """card id / starter kind -> the action a click on it in your rows makes now."""
    out = {}
    for a in legal:
        if a[0] in ("activate", "free", "target") and len(a) == 2:
            out.setdefault(a[1], a)
    return out
