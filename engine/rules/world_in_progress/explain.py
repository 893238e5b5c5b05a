"""Explanations the table shows: score previews (what a push, a god take or a placement would
be worth to a seat) and why a tie was broken.  Pure functions of a state or a view, so the
scene only draws them and they are tested without a window.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.rules.protocol import Action, IllegalAction

from . import actions as _actions
from . import results as _results
from .board import legal_cells
from .queries import preview_score
from .state import State


def best_placement_gain(state: State, seat: int) -> int:
    """The most points ``seat``'s pending tile could add to its world (best cell and rotation);
    0 without a pending tile or a cell."""
    if state.pending[seat] is None:
        return 0
    total = _results.final_scores(state)[seat]
    cells = legal_cells(state.placed_cells(seat))
    return max((preview_score(state, seat, r, c, rot) - total
                for r, c in cells for rot in range(4)), default=0)


def take_gain(view: State, seat: int, action: Action) -> int | None:
    """Best score gain for ``seat`` of the tile a push or god action would hand it, placed at
    its best; None when the action is not legal for that view.  Works on ``seat``'s own view:
    taking a tile never reads the face-down stacks."""
    try:
        after = _actions.step(view, seat, tuple(action))[0]
    except IllegalAction:
        return None
    return best_placement_gain(after, seat)


def best_placement_after(view: State, seat: int,
                         action: Action) -> tuple[int, int, int, str] | None:
    """(row, col, rotation, tile) of the best placement of the tile a push or god ``action``
    hands ``seat`` (most points, then the least turning); None for another action or an illegal
    one.  On ``seat``'s own view, as ``take_gain``: the hint's follow-up to its first move."""
    if not action or action[0] not in ("push", "god"):
        return None
    try:
        after = _actions.step(view, seat, tuple(action))[0]
    except IllegalAction:
        return None
    tid = after.pending[seat]
    deltas = place_deltas(after, seat, sorted(legal_cells(after.placed_cells(seat))))
    best = max(((d, -rot, (r, c)) for (r, c), by in deltas.items() for rot, d in by.items()),
               default=None)
    if best is None or tid is None:
        return None
    _, neg_rot, (r, c) = best
    return (r, c, -neg_rot, tid)


def place_deltas(state: State, seat: int, cells) -> dict[tuple[int, int], dict[int, int]]:
    """{(row, col): {rotation: points gained}} of placing ``seat``'s pending tile there."""
    if state.pending[seat] is None:
        return {}
    now = _results.final_scores(state)[seat]
    return {(r, c): {rot: preview_score(state, seat, r, c, rot) - now for rot in range(4)}
            for r, c in cells}


@dataclass(frozen=True)
class TieBreak:
    """How a finished game's top score was settled: ``tied`` seats share ``points``; ``winners``
    are those with the largest group (``largest`` squares); shared when several remain."""

    points: int
    tied: tuple[int, ...]
    winners: tuple[int, ...]
    largest: int

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1


def tie_break(state: State) -> TieBreak | None:
    """None unless the game is over with two or more seats level on the top score."""
    if state.phase != "over":
        return None
    scores = _results.final_scores(state)
    top = max(scores)
    tied = tuple(i for i, p in enumerate(scores) if p == top)
    if len(tied) < 2:
        return None
    winners = tuple(_results.winners(state))
    largest = _results.breakdown(state, winners[0])["largest_group"]
    return TieBreak(top, tied, winners, largest)
