"""What an AI seat decides from in the app: the rules' view, blind to the others' moves of the
simultaneous step still being played.

In a simultaneous step (draft picks, It's a Wonderful World's planning and production, Dice
Forge's choices that every seat makes at once) the app plays each move into the rules as soon as
it is decided.  Some of those moves stay visible in ``view`` (a planned card lies face up on the
table), so an AI asked later in the step would see what the others chose in it, which a player
at a real table deciding at the same time could not.  ``fair_state`` gives the state the seat
would have if it alone had acted since the step began: the step's first state advanced by the
seat's own moves of the step, exactly what ``engine.selfplay.play_simultaneous`` decides from, so
the app and selfplay make the same decision from the same seed.

The step began at the earliest state, going back without crossing anything revealed, from which
the seats to act only shrank, each move made by one of them, and at least two were to act then
(a new draft round or phase, where the seats to act fill up again, starts a new step; a seat whose
own moves ended its part of the step has moved on and sees the table as it is).  Pure: no pygame.
"""
from __future__ import annotations

from typing import Any, Sequence

from engine.rules.protocol import IllegalAction, Rules, State


def step_start(rules: Rules, history: Sequence[State], steps: Sequence[Any]) -> int:
    """Index into ``history`` of the state the current simultaneous step began in: going back
    without crossing anything revealed, as long as the seats to act only shrank and each move
    was made by a seat then to act; the last index when that chain never had two seats to act
    (a turn of one seat).  ``steps[i]`` (with ``.seat`` and ``.reveals``) led from
    ``history[i]`` to ``history[i + 1]``."""
    k = len(history) - 1
    now = set(rules.to_act(history[k]))
    while k > 0:
        before = set(rules.to_act(history[k - 1]))
        st = steps[k - 1]
        if st.reveals or st.seat not in before or not now <= before:
            break
        k -= 1
        now = before
    return k if len(now) > 1 else len(history) - 1


def fair_state(rules: Rules, history: Sequence[State], steps: Sequence[Any], seat: int) -> State:
    """The state ``seat`` decides from: the current simultaneous step's first state advanced
    by ``seat``'s own moves of the step only.  The current state outside such a step, when no
    other seat moved in it, or when the seat's own moves had ended its part of the step (a new
    turn of it followed) or do not replay alone."""
    k = step_start(rules, history, steps)
    current = history[-1]
    if all(st.seat == seat for st in steps[k:]):
        return current
    state = history[k]
    try:
        for st in steps[k:]:
            if st.seat != seat:
                continue
            if rules.is_over(state) or seat not in rules.to_act(state):
                return current      # its part of the step was spent before this move
            state = rules.apply(state, seat, st.action)
    except IllegalAction:
        return current
    if rules.is_over(state) or seat not in rules.to_act(state):
        return current      # its part was spent, yet the others' moves ask it again
    return state


def ai_view(session: Any, seat: int, fair: bool = True) -> State:
    """The view an AI seat of ``session`` (an ``engine.session.GameSession``) decides from:
    ``rules.view`` of ``fair_state`` (of the current state with ``fair=False``)."""
    rules = session.rules
    if not fair:
        return rules.view(session.state, seat)
    return rules.view(fair_state(rules, session.history, session.steps, seat), seat)


__all__ = ["step_start", "fair_state", "ai_view"]
