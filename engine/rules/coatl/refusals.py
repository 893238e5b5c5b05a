"""Why a prophecy card in hand cannot be played now, in words a player can read (the table
shows it when such a card is clicked or hovered).  The reasons are the rules' own refusals."""
from __future__ import annotations

from collections import Counter

from engine.rules.protocol import IllegalAction

from .actions import legal_actions, step, to_act

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
