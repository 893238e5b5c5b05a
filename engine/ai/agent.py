"""The agent API every AI level shares: ``think`` returns a ``Thinking`` the UI advances in slices.

An agent decides from ``rules.view(state, seat)`` only.  Its work is a Python generator that
yields every few milliseconds; ``Thinking.advance(budget_s)`` runs it until the slice budget is
spent, so a frame never stalls.  Budgets that shape the decision are counted in iterations and
evaluations, never in wall time, so the same seed and the same view give the same action.  The
only clock-based limit is the optional ``max_seconds`` safety cap (off in selfplay and tests).
"""
from __future__ import annotations

import json
import zlib
from time import perf_counter
from typing import Any, Generator, Optional

from engine.rules.protocol import Action, Rules, State
from engine.rules.rng import Rng, seed_state

# A search generator yields its progress (0..1) or None, and returns the chosen action.
Search = Generator[Optional[float], None, Action]


class Budget:
    """Shared between a ``Thinking`` and its generator: the generator polls ``stop``."""

    __slots__ = ("stop",)

    def __init__(self) -> None:
        self.stop = False


class Thinking:
    """One decision in progress.  Call ``advance`` until it returns True, then read ``result``."""

    def __init__(self, search: Search, budget: Budget, max_seconds: float | None = None) -> None:
        self._search = search
        self._budget = budget
        self._max_seconds = max_seconds
        self.done = False
        self.result: Action | None = None
        self.progress = 0.0
        self.seconds = 0.0          # compute time spent so far (sum of slices)

    def advance(self, budget_s: float) -> bool:
        """Work for about ``budget_s`` seconds (at least one step); True once the action is known."""
        if self.done:
            return True
        start = perf_counter()
        try:
            while True:
                p = next(self._search)
                if p is not None:
                    self.progress = min(1.0, max(self.progress, p))
                if perf_counter() - start >= budget_s:
                    break
        except StopIteration as stop:
            self.result = stop.value
            self.done = True
            self.progress = 1.0
        self.seconds += perf_counter() - start
        if self._max_seconds is not None and self.seconds >= self._max_seconds:
            self._budget.stop = True        # the search returns its best so far at its next check
        return self.done

    def run(self) -> Action:
        while not self.advance(0.05):
            pass
        return self.result


class Agent:
    """Base class: subclasses implement ``_search`` as a generator over ``rules`` and a view."""

    level = "base"

    def __init__(self, seed: int, max_seconds: float | None = None) -> None:
        self.seed = seed
        self.max_seconds = max_seconds

    def think(self, rules: Rules, view_state: State, seat: int) -> Thinking:
        budget = Budget()
        shortcut = hook(rules, "ai_shortcut") if self.level != "random" else None
        action = shortcut(view_state, seat) if shortcut is not None else None
        if action is not None:      # the rules know this decision without a search
            return Thinking(_given(action), budget, self.max_seconds)
        rng = decision_rng(self.seed, self.level, rules, view_state, seat)
        return Thinking(self._search(rules, view_state, seat, rng, budget), budget, self.max_seconds)

    def choose(self, rules: Rules, view_state: State, seat: int) -> Action:
        return self.think(rules, view_state, seat).run()

    def _search(self, rules: Rules, view: State, seat: int, rng: Rng, budget: Budget) -> Search:
        raise NotImplementedError
        yield  # pragma: no cover

    def __repr__(self) -> str:
        return f"{type(self).__name__}(level={self.level!r}, seed={self.seed})"


def _given(action: Action) -> Search:
    return action
    yield  # pragma: no cover


def decision_rng(seed: int, level: str, rules: Rules, view: State, seat: int) -> Rng:
    """An RNG that depends only on the agent's seed and what it sees, so decisions replay."""
    text = json.dumps(rules.to_json(view), sort_keys=True, separators=(",", ":"))
    h = zlib.crc32(f"{rules.id}|{level}|{seat}|".encode() + text.encode())
    return Rng(seed_state((seed * 0x100000001B3) ^ (h << 1) ^ seat))


def playout_action(policy: Any, state: State, actor: int, actions: list, rng: Rng) -> Action:
    """A playout's move: the rules' ``rollout_action`` policy (``policy``), else uniform."""
    if policy is not None:
        return policy(state, actor, actions, rng)
    return actions[rng.randrange(len(actions))]


def hook(rules: Rules, name: str) -> Any:
    """An optional AI hook of the rules (``evaluate``, ``rollout_action``, ``ai_shortcut``: a
    decision the rules make without a search, e.g. set-up discards, or None), or None."""
    fn = getattr(rules, name, None)
    return fn if callable(fn) else None
