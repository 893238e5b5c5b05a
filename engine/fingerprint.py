"""The AI's decisions as a fingerprint: a check that a speed-up changed no decision.

The AI's budgets are counted in evaluations and iterations, never in time, so the same seed gives
the same actions however fast the rules and the search run.  ``decisions`` plays a fixed-seed
game with every seat at one level (``engine.selfplay``'s core, simultaneous steps included) for
a number of decisions and returns them; ``digest`` hashes them.  A change meant only to make the
AI cheaper must leave every digest as it was (``tests/test_ai_fingerprint.py`` holds a few small
ones; ``python -m engine.fingerprint`` prints the full-budget ones of every game and level,
one JSON line each: run it on the code before a change into a file, then with ``--against
FILE`` on the changed code, which marks each line ``"same"`` and exits 1 if any differs).

Pure: no pygame.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from typing import Sequence

from engine.ai import make_agent
from engine.rules.protocol import Action, State
from engine.rules.rng import agent_seed
from engine.selfplay import play_out

GAMES = ("world_in_progress", "wonderful_world", "dice_forge", "coatl", "wild_venture")


class _Enough(Exception):
    """Raised by the recording ``decide`` once the wanted number of decisions is made."""


def decisions(game: str, players: int, level: str, seed: int, count: int,
              settings: dict | None = None) -> list[list]:
    """The first ``count`` decisions ``[seat, *action]`` of game ``seed`` at ``players`` with
    every seat at ``level`` (``settings`` override its budget), fewer if the game ends first."""
    from engine.games import get_rules
    rules = get_rules(game)
    agents = [make_agent(level, agent_seed(seed, i), **(settings or {})) for i in range(players)]
    made: list[list] = []

    def decide(state: State, seat: int) -> Action:
        if len(made) >= count:
            raise _Enough
        action = agents[seat].choose(rules, rules.view(state, seat), seat)
        made.append([seat, *action])
        return action

    try:
        play_out(rules, rules.new_game(players, seed), decide)
    except _Enough:
        pass
    return made


def digest(made: Sequence[Sequence]) -> str:
    """A short hash of a decision list (its JSON)."""
    text = json.dumps(list(made), separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# the long check: (game, players, level, decisions) at the levels' own budgets
FULL: tuple[tuple[str, int, str, int], ...] = tuple(
    (g, p, lv, n)
    for g, counts in (("world_in_progress", (2, 3)), ("wonderful_world", (1, 2, 3)),
                      ("dice_forge", (2, 3)), ("coatl", (2, 3)), ("wild_venture", (2,)))
    for p in counts
    for lv, n in (("normal", 40), ("hard", 12)))


# the suite's check (tests/test_ai_fingerprint.py): every game at two players, the solo and a
# 3-player table where the levels play otherwise; hard on ``small_settings``' budget
SMALL: tuple[tuple[str, int, str, int], ...] = (
    *((g, 2, lv, n) for g in GAMES for lv, n in (("normal", 20), ("hard", 14))),
    ("wonderful_world", 1, "normal", 8), ("wonderful_world", 1, "hard", 8),
    ("dice_forge", 3, "normal", 20), ("dice_forge", 3, "hard", 12),
    ("coatl", 3, "hard", 12),
)


def small_settings(level: str) -> dict:
    """Hard's budget cut to a tenth or so, every search path kept (the tree with its pruning
    lookahead, the lookahead with playouts, the solo lookahead); other levels as they are."""
    if level != "hard":
        return {}
    look = {"depth": 8, "beam": 3, "samples": 1, "max_evals": 800}
    return {"iterations": 60,
            "prune": {**look, "keep": 4, "margin": 0.5},
            "solo": {**look, "pick": "best"},
            "playout": {**look, "pick": "best", "rollouts": 2, "rollout_plies": 10}}


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="fingerprint", description=__doc__.split("\n")[0])
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--only", default="", help="a game id, or game:players[:level]")
    p.add_argument("--json", action="store_true", help="print the decisions too")
    p.add_argument("--small", action="store_true", help="the suite's cases and budgets")
    p.add_argument("--against", default="", help="a file of an earlier run's lines: compare")
    a = p.parse_args(argv)
    before = {}
    if a.against:
        with open(a.against, encoding="utf-8") as f:
            before = {d["key"]: d["digest"] for d in map(json.loads, f) if d.get("key")}
    changed = 0
    for game, players, level, count in (SMALL if a.small else FULL):
        key = f"{game}:{players}:{level}"
        if a.only and not key.startswith(a.only):
            continue
        start = time.process_time()
        made = decisions(game, players, level, a.seed, count,
                         small_settings(level) if a.small else None)
        cpu = time.process_time() - start
        line = {"key": key, "n": len(made), "digest": digest(made), "cpu_s": round(cpu, 2)}
        if a.json:
            line["decisions"] = made
        if key in before:
            line["same"] = before[key] == line["digest"]
            changed += not line["same"]
        print(json.dumps(line), flush=True)
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
