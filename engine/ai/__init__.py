"""Computer players that act through the rules protocol on what their seat may see.

``make_agent(level, seed)`` builds one; ``agent.think(rules, view, seat)`` returns a ``Thinking``
to advance in slices; ``agent.choose(...)`` runs a decision to completion.  In the app, decisions
run in worker processes (``engine.ai.workers``; in-frame slices only where processes cannot
start), asked for by the turn flow (``engine.turnflow``).  Pure: no pygame.
"""
from __future__ import annotations

from engine.ai.agent import Agent, Thinking
from engine.ai.ismcts import IsmctsAgent
from engine.ai.lookahead import LookaheadAgent
from engine.ai.random_agent import RandomAgent

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

# Budgets per level: counted in evaluations / iterations so that decisions replay exactly.
LEVEL_SETTINGS: dict[str, dict] = {
    "random": {},
    # easy: the first two actions of the turn greedily (one action alone says nothing when a
    # turn is "take a tile, then place it"), then a softmax over the best four within 5 points
    "easy": {"depth": 2, "beam": 1, "samples": 1, "pick": "softmax", "top_k": 4,
             "temperature": 2.5, "margin": 5.0},
    "normal": {"depth": 8, "beam": 3, "samples": 2, "max_evals": 6000, "pick": "best"},
    # hard in a one-player game: normal's lookahead over twice the determinizations (see ismcts)
    # and in games whose rules give ``ai_hard``: that lookahead valued by playouts (``playout``
    # settings, the game's ``ai_hard`` on top)
    # hard with opponents: the tree search over the turn lookahead's best four first actions
    # (within half the value scale of the best; see ismcts ``prune``)
    # hard values positions by the rules' ``evaluate_hard`` where a game has one (Dice Forge)
    "hard": {"iterations": 1000, "rollout_plies": 12, "exploration": 0.7,
             "evaluation": "evaluate_hard",
             "prune": {"depth": 8, "beam": 3, "samples": 2, "max_evals": 6000, "keep": 4,
                       "margin": 0.5},
             "solo": {"depth": 8, "beam": 3, "samples": 4, "max_evals": 12000, "pick": "best"},
             "playout": {"depth": 8, "beam": 3, "samples": 4, "max_evals": 12000, "pick": "best",
                         "rollouts": 4, "rollout_plies": 30},
             # per game (and player count): Dice Forge by the lookahead with playouts on common
             # random numbers (at 3 players the tree won 3 of 15 against two normals, this 9 of
             # 24; at 2 players the tree 16 of 32 against normal, this 44.5 of 66 on the same
             # deals and the next ones; see the README's AI strength)
             "games": {"dice_forge": {"players": (2, 3, 4),
                                      "playout": {"samples": 2, "max_evals": 6000,
                                                  "common": True}},
                       # It's a Wonderful World: half the playout length (a draft pick's 12
                       # plies took its decisions to a p95 of 1.96 s, over the 1.5 s target)
                       "wonderful_world": {"rollout_plies": 6},
                       # Coatl: 750 iterations (its decisions cost 0.1-0.16 ms a playout action
                       # at ~15 actions an iteration, 1000 took the p95 to 1.62 s; 600 chose as
                       # 1000 in 13 of 14 positions, 1000 on another seed in 8 of 14)
                       "coatl": {"iterations": 750}}},
}


def make_agent(level: str, seed: int, *, max_seconds: float | None = None, **settings) -> Agent:
    """An agent of that level.  ``settings`` override the level's budget (tests, tuning);
    ``max_seconds`` is an optional wall-clock safety cap that breaks exact replay when hit."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; choose one of: {', '.join(LEVELS)}")
    opts = {**LEVEL_SETTINGS[level], **settings}
    if "games" in opts and "games" not in settings:
        # a setting given here (a test's small budget, a tuning run's) wins over a game's own
        # tuning of the level, as it wins over the level's
        opts["games"] = {game: {k: v for k, v in tuned.items() if k not in settings}
                         for game, tuned in opts["games"].items()}
    if level == "random":
        return RandomAgent(seed, max_seconds=max_seconds)
    if level == "hard":
        return IsmctsAgent(seed, level, max_seconds=max_seconds, **opts)
    return LookaheadAgent(seed, level, max_seconds=max_seconds, **opts)


__all__ = ["Agent", "Thinking", "LEVELS", "LEVEL_SETTINGS", "make_agent"]
