"""AI-vs-AI games without a window: strength measurements, balance runs, smoke tests.

``python main.py selfplay GAME --players N --games K --seed S --ai LEVEL[,LEVEL...]`` calls
``cli``; ``python -m engine.selfplay`` does the same.  One JSON object per game is printed:
{"game", "players", "seed", "ai", "scores", "winners", "actions", "seconds"}.  Game k uses seed
``seed + k``; seat i plays ``levels[i]`` (the last level repeats); each seat's agent seed derives
from the game seed and the seat, so a run replays exactly (all but "seconds").  Pure: no pygame.

Simultaneous steps (several seats in ``to_act``: draft picks, planning, blessings' choices) are
played fairly (``play_simultaneous``): every seat decides its whole part of the step from the
state as it was when the step began, advanced only by its own actions, so no seat's decision
sees what another seat chose in the same step; the parts are then applied seat by seat.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Callable, Iterator, Sequence, TextIO

from engine.ai import LEVELS, make_agent
from engine.rules.protocol import Action, IllegalAction, Rules, State
from engine.rules.rng import agent_seed

# decide(state, seat) -> the action that seat takes; it must look at ``rules.view(state, seat)`` only
Decide = Callable[[State, int], Action]


def seat_levels(levels: Sequence[str], players: int) -> list[str]:
    """Level per seat: seat i uses levels[i], the last one repeating."""
    if not levels:
        raise ValueError("give at least one AI level")
    return [levels[min(i, len(levels) - 1)] for i in range(players)]


def play_game(rules: Rules, players: int, seed: int, levels: Sequence[str],
              options: dict | None = None, agent_settings: dict | None = None) -> dict:
    """Play one game to the end; ``agent_settings`` maps a level to budget overrides."""
    per_seat = seat_levels(levels, players)
    agent_settings = agent_settings or {}
    agents = [make_agent(lv, agent_seed(seed, i), **agent_settings.get(lv, {}))
              for i, lv in enumerate(per_seat)]
    start = time.perf_counter()

    def decide(state: State, seat: int) -> Action:
        return agents[seat].choose(rules, rules.view(state, seat), seat)

    state, count = play_out(rules, rules.new_game(players, seed, options), decide)
    return {
        "game": rules.id,
        "players": players,
        "seed": seed,
        "ai": per_seat,
        "scores": list(rules.scores(state)),
        "winners": list(rules.winners(state)),
        "actions": count,
        "seconds": round(time.perf_counter() - start, 3),
    }


def play_out(rules: Rules, state: State, decide: Decide) -> tuple[State, int]:
    """Play ``state`` to the end with ``decide``; the final state and the number of actions."""
    count = 0
    while not rules.is_over(state):
        seats = rules.to_act(state)
        if len(seats) > 1:
            state, n = play_simultaneous(rules, state, seats, decide)
            count += n
            continue
        state = rules.apply(state, seats[0], decide(state, seats[0]))
        count += 1
    return state, count


def play_simultaneous(rules: Rules, state: State, seats: Sequence[int],
                      decide: Decide) -> tuple[State, int]:
    """One simultaneous step, fairly: each seat plans its whole part from ``state`` advanced by
    its own actions only (the others have not acted there), then the parts are applied seat by
    seat.  An action that another seat's part made illegal, or a seat still asked to act when its
    part is spent, is decided again from the state as it is then (the rules showed it by then)."""
    plans: dict[int, list[Action]] = {}
    for seat in seats:
        own, plan = state, []
        while not rules.is_over(own) and seat in rules.to_act(own):
            action = decide(own, seat)
            own = rules.apply(own, seat, action)
            plan.append(action)
        plans[seat] = plan
    count = 0
    for seat in seats:
        plan = plans[seat]
        while plan and not rules.is_over(state) and seat in rules.to_act(state):
            try:
                state = rules.apply(state, seat, plan.pop(0))
            except IllegalAction:
                plan.clear()
                state = rules.apply(state, seat, decide(state, seat))
            count += 1
    return state, count


def run(game_id: str | Rules, players: int, games: int, seed: int, levels: Sequence[str],
        agent_settings: dict | None = None, options: dict | None = None) -> Iterator[dict]:
    """``games`` games, game k seeded ``seed + k``, with the variant ``options``."""
    if isinstance(game_id, str):
        from engine.games import get_rules
        rules = get_rules(game_id)
    else:
        rules = game_id
    if players not in rules.player_counts:
        raise ValueError(f"{rules.id} is for {', '.join(map(str, rules.player_counts))} players")
    for k in range(games):
        yield play_game(rules, players, seed + k, levels, options, agent_settings)


def parse_levels(ai_csv: str) -> list[str]:
    levels = [p.strip() for p in ai_csv.split(",") if p.strip()]
    bad = [lv for lv in levels if lv not in LEVELS]
    if bad or not levels:
        raise ValueError(f"unknown AI level {', '.join(bad) or ai_csv!r}; choose from {', '.join(LEVELS)}")
    return levels


def cli(game: str, players: int, games: int, seed: int, ai_csv: str, out: TextIO = sys.stdout,
        option_args: Sequence[str] = ()) -> int:
    """What ``main.py selfplay`` runs: one JSON line per game; exit code 0, or 2 on bad input.
    ``option_args``: variants as ``KEY=VALUE`` strings (``board=autumn``)."""
    try:
        levels = parse_levels(ai_csv)
        options = None
        if option_args:
            from engine.games import parse_options
            options = parse_options(game, list(option_args))
        results = run(game, players, games, seed, levels, options=options)
        for result in results:
            out.write(json.dumps(result) + "\n")
            out.flush()
    except (KeyError, ValueError) as exc:
        print(f"selfplay: {exc}", file=sys.stderr)
        return 2
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="selfplay", description="AI-vs-AI games, one JSON line each")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--ai", default="normal", help=f"level per seat, comma separated: {', '.join(LEVELS)}")
    a = p.parse_args(argv)
    return cli(a.game, a.players, a.games, a.seed, a.ai)


if __name__ == "__main__":
    raise SystemExit(main())
