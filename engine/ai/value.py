"""How agents judge a position: the rules' ``evaluate`` hook, or the score difference."""
from __future__ import annotations

import math
from typing import Callable

from engine.ai.agent import hook
from engine.rules.protocol import Rules, State

Evaluator = Callable[[State, int], float]

DEFAULT_SCALE = 10.0    # score points that count as "clearly ahead" when no hint is given


def evaluator(rules: Rules, name: str = "evaluate") -> Evaluator:
    """``evaluate(state, seat)`` in score units from that seat's view, higher is better: the
    rules' hook ``name`` (hard asks for ``evaluate_hard``), else their ``evaluate``, else the
    lead in score."""
    fn = hook(rules, name) or hook(rules, "evaluate")
    if fn is not None:
        return fn

    def score_lead(state: State, seat: int) -> float:
        scores = rules.scores(state)
        others = [v for i, v in enumerate(scores) if i != seat]
        return float(scores[seat] - (max(others) if others else 0))

    return score_lead


def value_scale(rules: Rules) -> float:
    """Score units that map to a clear advantage; games may hint with ``ai_value_scale``."""
    scale = getattr(rules, "ai_value_scale", None)
    return float(scale) if isinstance(scale, (int, float)) and scale > 0 else DEFAULT_SCALE


def _lead(values, i: int, relative: str) -> float:
    """Seat ``i``'s value minus the best other seat's (``relative="best"``) or the others' mean
    (``"mean"``)."""
    others = [v for j, v in enumerate(values) if j != i]
    if not others:
        return values[i]
    return values[i] - (max(others) if relative == "best" else sum(others) / len(others))


def rewards(rules: Rules, state: State, evalf: Evaluator, scale: float,
            relative: str = "best") -> list[float]:
    """A reward in [0, 1] per seat: win/loss (plus a little margin) at the end, else
    ``0.5 + 0.5 * tanh(lead / scale)`` where lead is the seat's value minus the best opponent's
    (``relative="best"``) or the opponents' mean (``"mean"``: at 3+ players the best opponent is
    mostly whoever the dice favour, and a lead far behind the leader saturates the tanh)."""
    if rules.is_over(state):
        scores = rules.scores(state)
        if len(scores) == 1:
            # solo: the one seat always "wins"; only its score (as the rules value it) matters
            return [0.5 + 0.5 * math.tanh(evalf(state, 0) / scale)]
        winners = rules.winners(state)
        out = []
        for i in range(len(scores)):
            win = 1.0 / len(winners) if i in winners else 0.0
            lead = _lead(scores, i, relative)
            out.append(0.9 * win + 0.1 * (0.5 + 0.5 * math.tanh(lead / scale)))
        return out
    # the seats: the state's player count where it has one (the scores of a game still on the
    # way are worked out for nothing, once a playout)
    n = getattr(state, "players", None)
    if type(n) is not int:
        n = len(rules.scores(state))
    values = [evalf(state, i) for i in range(n)]
    return [0.5 + 0.5 * math.tanh(_lead(values, i, relative) / scale) for i in range(n)]
