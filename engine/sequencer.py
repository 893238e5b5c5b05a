"""One choreography for every table: the events a move returns become timed steps, played by
one sequencer per scene (a storyboard, like a film's shot list).

A scene says what each event looks like by putting steps on the sequence — ``at(t, fn)``: run
``fn`` ``t`` seconds after the current move's sequence began (a roll at 0, its gain when the die
lands, a fly after that) — and the sequencer runs them on the scene's clock, at the player's
animation speed times the pace of the seat that moved (AI moves play faster, still visibly).
A move that comes while the previous one still plays is queued after it (``begin``), so a
multi-move AI turn plays back as one sequence.  ``then(fn)`` runs ``fn`` once, when the last
step has run and no tween is left (the table is then described anew: the reconciler, not the
steps, owns the final state).  ``finish()`` plays everything at once (a click lands on the table
as it will be); ``clear()`` drops it (undo, a new viewer).

The tweens a step starts (engine/ecs/effects.py: fly, flip, shake; engine/ecs/processors.py:
tween_to; widgets' roll, count-up and floating gains) run on the same speed.  ``running`` is what
the turn flow waits for before the next AI move and the hand-off."""
from __future__ import annotations

import heapq
from typing import Callable

from engine.ecs.processors import is_animating


class Sequencer:
    def __init__(self) -> None:
        self.clock = 0.0
        self._steps: list[tuple[float, int, Callable[[], None]]] = []
        self._seq = 0
        self._base = 0.0            # when the current move's sequence began
        self._end = 0.0             # when the last step put on so far runs
        self._then: list[Callable[[], None]] = []

    # -- building a move's sequence -------------------------------------------------------------
    def begin(self, pause: float = 0.0) -> None:
        """A new move: its steps start when the running sequence's last step has run, and
        ``pause`` seconds (at animation speed) later — an AI move's beat is a step of the
        sequence, not a timer of its own."""
        self._base = max(self.clock, self._end)
        if pause > 0:
            self._push(self._base + pause, _nothing)
            self._base += pause

    def at(self, t: float, fn: Callable[[], None]) -> None:
        """Run ``fn`` ``t`` seconds (at animation speed) after this move's sequence began; a
        step due now, with nothing before it, runs at once (a move's first step is seen in the
        frame it was played)."""
        self._schedule(self._base + t, fn)

    def after(self, t: float, fn: Callable[[], None]) -> None:
        """Run ``fn`` ``t`` seconds from now (a step that follows a running step)."""
        self._schedule(self.clock + t, fn)

    def pause(self, t: float) -> None:
        """Hold the sequence ``t`` seconds after this move's beginning (nothing else waits)."""
        self._push(self._base + t, _nothing)

    def then(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the steps have run and nothing animates (at most once per call)."""
        if fn not in self._then:
            self._then.append(fn)

    def _schedule(self, due: float, fn: Callable[[], None]) -> None:
        if due <= self.clock and not (self._steps and self._steps[0][0] <= due):
            self._end = max(self._end, due)
            fn()                        # due now and nothing before it: at once
            return
        self._push(due, fn)

    def _push(self, due: float, fn: Callable[[], None]) -> None:
        self._seq += 1
        heapq.heappush(self._steps, (due, self._seq, fn))
        self._end = max(self._end, due)

    # -- playing ----------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """Steps are still to run, or a settle step waits for them."""
        return bool(self._steps) or bool(self._then)

    @property
    def ends_in(self) -> float:
        """Seconds (at animation speed) until the last step put on so far runs."""
        return max(0.0, self._end - self.clock)

    def advance(self, dt: float, speed: float = 1.0,
                animating: Callable[[], bool] = is_animating) -> None:
        """Move the clock by ``dt`` real seconds at ``speed`` (the player's animation speed
        times the moving seat's pace); run the steps that are due, then the settle steps once
        nothing is left to play and ``animating()`` (tweens that hold the table) is False."""
        self.clock += dt * speed
        self._run(self.clock)
        if self._then and not self._steps and not animating():
            todo, self._then = self._then, []
            for fn in todo:
                fn()

    def finish(self) -> None:
        """Run every step now (the tweens they start are finished by the scene); the clock
        moves to the end, so the next move is not queued behind steps already played."""
        self._run(None)
        self.clock = max(self.clock, self._end)

    def settle_now(self) -> None:
        """Run the settle steps now (after ``finish`` and the tweens were played out)."""
        self.finish()
        todo, self._then = self._then, []
        for fn in todo:
            fn()

    def clear(self) -> None:
        self._steps.clear()
        self._then.clear()
        self._end = self.clock

    def _run(self, upto: float | None) -> None:
        while self._steps and (upto is None or self._steps[0][0] <= upto):
            _, _, fn = heapq.heappop(self._steps)
            fn()


def _nothing() -> None:
    pass
