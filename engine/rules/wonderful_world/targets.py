"""The table's ``why_not`` hook (engine/rules/table_hooks.py): why a seat cannot choose a
target on the table now, asked of the legal actions first and then of ``refusals.why_not``.
Its own module because it reads the legal actions, and ``actions`` reads ``refusals``.  A table
passes the seat's legal actions it holds (``legal``), so they are not worked out again."""
from __future__ import annotations

from .actions import legal_actions, to_act
from .refusals import placing, why_not


def why_not_target(state, seat: int, target: tuple, legal=None) -> str | None:
    """The table's ``why_not``: why ``seat`` cannot choose ``target`` now, or None when it can.
    ``target`` is an action as the table offers it — ``("pick", card)`` (a card of the draft
    hand), ``("slate", card)`` (a drafted card; solo, a card of the hand), ``("zone", z)`` (the
    construct or recycle zone), ``("cons", i, card)`` (a card under construction, any use of
    it), ``("empire",)`` (the empire card takes a waiting cube), ``("cube", kind)`` (a waiting
    cube), or any action (``("place", i, kind, card)``, ...).  ``legal``: the seat's legal
    actions now when the caller holds them (None: asked here)."""
    if state.phase == "over":
        return "the game is over"
    if seat not in to_act(state):
        return why_not(state, seat, tuple(target))
    if legal is None:
        legal = legal_actions(state, seat)
    verb = target[0] if target else None
    if verb == "cons" and len(target) == 3:
        if any(a[0] in ("place", "krys", "leader", "discard") and a[1] == target[1]
               for a in legal):
            return None
    elif verb == "empire":
        if any(a[0] == "empire" for a in legal):
            return None
    elif verb == "slate" and len(target) == 2:
        if target in legal or ("recycle", target[1]) in legal:
            return None
    elif verb == "cube":
        if placing(state, seat):
            return None
    elif tuple(target) in legal:
        return None
    return why_not(state, seat, tuple(target))
