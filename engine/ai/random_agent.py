"""Random: a uniformly chosen legal action (the baseline the other levels are measured against)."""
from __future__ import annotations

from engine.ai.agent import Agent, Budget, Search
from engine.rules.protocol import Rules, State
from engine.rules.rng import Rng


class RandomAgent(Agent):
    level = "random"

    def _search(self, rules: Rules, view: State, seat: int, rng: Rng, budget: Budget) -> Search:
        actions = rules.legal_actions(view, seat)
        yield 1.0
        return actions[rng.randrange(len(actions))]
