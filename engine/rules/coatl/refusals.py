"""Why a prophecy card in hand cannot be played now, in words a player can read (the table
shows it when such a card is clicked or hovered).  The reasons are the rules' own refusals."""
from __future__ import annotations

from collections import Counter

from engine.rules.protocol import IllegalAction

from .actions import NOT_NOW, legal_actions, step, to_act

_LOCKED = "that coatl is locked"


def why_not_play(s, seat: int, card: str) -> str | None:
    """None if ``card`` can be played on some coatl of ``seat`` now, else the reason."""
    if s.phase == "over":
        return "the game is over"
    if seat not in to_act(s):
        return "it is not your turn"
    if card not in s.hands[seat]:
        return "that prophecy card is not in your hand"
    if any(a[0] == "play" and a[1] == card for a in legal_actions(s, seat)):
        return None
    if s.phase == "keep":
        return "first choose the prophecy cards you keep; cards are played when you assemble"
    if s.phase in ("draft", "foresee"):
        return "you are taking prophecy cards this turn: cards are played when you assemble"
    coatls = s.coatls[seat]
    if not coatls and not any(s.boards[seat]):     # nothing to start one with (play-test 17)
        return ("you have no coatl yet and no pieces on your board: take pieces from the disk "
                "first, then start a coatl with one")
    if not coatls:
        return "you have no coatl yet: start one with a piece from your board"
    why = Counter()
    for i in range(len(coatls)):
        try:
            step(s, seat, ("play", card, i))
        except IllegalAction as exc:
            why[str(exc)] += 1
    if set(why) == {_LOCKED}:
        return ("your coatls are finished and locked: a card goes beside an unfinished coatl "
                "or one completed this turn")
    why.pop(_LOCKED, None)
    return why.most_common(1)[0][0] if why else "that card cannot be played now"


def why_not(s, seat: int, target, legal=None) -> str | None:
    """Why the table's ``target`` cannot be chosen by ``seat`` now, or None if it can (the
    table hook ``why_not``): ``("card", card)`` a prophecy card in hand, ``("piece", slot)`` a
    piece on the seat's board (to start or grow a coatl), or a one-click action (``("take",
    slot)`` a disk slot, ``("pick", i)`` a face-up prophecy, ``("pick_deck",)``), or
    ``("temple", temple)`` a temple to place (a stack's top, or the seat's own).  ``legal``
    (the legal actions a table holds, engine/rules/table_hooks.py) is not needed here."""
    target = tuple(target)
    if not target:
        return None
    if target[0] == "card":
        return why_not_play(s, seat, target[1])
    if s.phase == "over":
        return "the game is over"
    if seat not in to_act(s):
        return "it is not your turn"
    if target[0] == "piece":
        return _why_not_piece(s, seat, target[1])
    if target[0] == "temple" and len(target) == 2:
        return _why_not_temple(s, seat, target[1])
    return _refused(s, seat, target)


_TEMPLE_WHEN = "a temple goes to a coatl completed this turn"


def _why_not_temple(s, seat: int, tid) -> str | None:
    """Why temple ``tid`` (the top of a stack, or one of the seat's own) can go to none of the
    seat's coatls now: a temple is placed while assembling, on a coatl completed this turn
    that meets at least one of its requirements; the refusal most of those coatls share."""
    if s.phase != "assemble" or not s.coatls[seat]:
        return _TEMPLE_WHEN
    why = Counter()
    for i in range(len(s.coatls[seat])):
        msg = _refused(s, seat, ("temple", i, tid))
        if msg is None:
            return None
        why[msg] += 1
    if len(why) > 1:
        why.pop(_TEMPLE_WHEN, None)         # a coatl finished earlier says nothing of this one
    return why.most_common(1)[0][0]


def _refused(s, seat: int, action: tuple) -> str | None:
    """The rules' refusal of ``action`` (None if it would be played)."""
    try:
        step(s, seat, action)
    except IllegalAction as exc:
        return str(exc)
    return None


# trying every coatl at both ends refuses the wrong end, closed ends and finished coatls too:
# those say nothing about why the piece cannot be placed (a head whose coatls all have heads
# cannot go anywhere because it cannot start another coatl)
_ARTEFACTS = ("a head goes only at the head end, a tail only at the tail end",
              "that coatl is complete", _LOCKED,
              "the head end of that coatl is already closed",
              "the tail end of that coatl is already closed")


def _why_not_piece(s, seat: int, slot) -> str | None:
    """Why the piece on board ``slot`` can neither start a coatl nor go on an end of one: the
    refusal most of its tries share (an unfinished coatl's end before starting anew)."""
    board = s.boards[seat]
    if not isinstance(slot, int) or not 0 <= slot < len(board) or not board[slot]:
        return "that board slot is empty"
    if any(a[0] in ("start", "add") and a[1] == slot for a in legal_actions(s, seat)):
        return None
    start = _refused(s, seat, ("start", slot))
    if start is None:
        return None
    if start in NOT_NOW.values():
        return start
    why = Counter()
    for i in range(len(s.coatls[seat])):
        for end in ("head", "tail"):
            msg = _refused(s, seat, ("add", slot, i, end))
            if msg is None:
                return None
            if msg not in _ARTEFACTS:
                why[msg] += 1
    return why.most_common(1)[0][0] if why else start
