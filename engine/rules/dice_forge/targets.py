"""The table's ``why_not`` hook (engine/rules/table_hooks.py): why a seat cannot choose a
target on the table now, asked of the legal actions first and then of ``refusals.why_not``.
Its own module because it reads the legal actions, and ``actions`` reads ``refusals``.  A table
asks about many targets of one view and holds the seat's legal actions already: it passes them
(``legal``), so they are not worked out again for each target."""
from __future__ import annotations

from .actions import legal_actions
from .refusals import why_not
from . import effects as E
from . import material as M


def why_not_target(s, seat: int, target: tuple, legal=None) -> str | None:
    """The table's ``why_not``: why ``seat`` cannot choose ``target`` now, or None when it can.
    ``target`` is an action as the table offers it — ``("buy", face)``, ``("feat", card)``,
    ``("place", die, slot)`` (also while a Sanctuary face is only picked, not yet bought),
    ``("reinforce", card)`` (any use of that card), ``("second_action",)``, ``("end_turn",)``.
    ``legal``: the seat's legal actions now when the caller holds them (None: asked here)."""
    if s.phase == "over":
        return "the game is over"
    if seat not in E.to_act(s):
        return ("wait: the divine blessings are not resolved yet" if s.phase != "main"
                else "it is not your turn")
    verb = target[0] if target else None
    if verb == "place" and len(target) == 3 and target[1] in (0, 1) \
            and isinstance(target[2], int) and 0 <= target[2] < 6 \
            and s.dice[seat][target[1]][target[2]] in M.BOAR_FACES:
        return "a Boar face can never be forged over"
    if legal is None:
        legal = legal_actions(s, seat)
    if verb == "reinforce":
        if any(a[:2] == tuple(target[:2]) for a in legal):
            return None
    elif tuple(target) in legal:
        return None
    return why_not(s, seat, tuple(target))
