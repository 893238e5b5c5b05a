"""How strong is a level: many AI-vs-AI games with every seating, in parallel, summed up.

``python main.py strength GAME --players P --games N --ai hard,normal[,...] --seed S --jobs J``

The line-up is the given levels, the last one repeating to fill the ``P`` seats (``hard,normal``
at 3 players: hard against two normals).  Deal ``g`` (seed ``S + g``) is played ``P`` times, once
per rotation of the line-up, so every level sits in every seat equally often and every level
plays the same deals; ``N`` is rounded up to a multiple of ``P``.  Games run in ``J`` worker
processes (``multiprocessing``) that end with the command, killed or not; a worker imports only
the rules and the AI (no pygame) and plays with ``engine.selfplay``'s core, simultaneous steps
included.

Per level it prints: wins (a shared victory split between its winners), its share of the games
against its fair share (seats it holds / ``P``) with a 95 % Wilson interval, the mean score, the
mean margin (own score minus the best other seat's, per seat it holds), the win share and mean
score per seat it held, and the mean and p95 of its decisions' CPU time.  ``--json`` prints the same as one JSON object.
"""
from __future__ import annotations

import json
import math
import sys
import time
from dataclasses import dataclass, field
from typing import Iterable, Sequence, TextIO

Z95 = 1.959964     # two-sided 95 % normal quantile


def lineup(levels: Sequence[str], players: int) -> list[str]:
    """The seats' levels before rotation: the given levels, the last one repeating."""
    if not levels:
        raise ValueError("give at least one AI level")
    if len(levels) > players:
        raise ValueError(f"{len(levels)} levels do not fit {players} seats")
    return [levels[min(i, len(levels) - 1)] for i in range(players)]


def rotation(base: Sequence[str], r: int) -> list[str]:
    """The line-up shifted by ``r`` seats: seat ``(i + r) % P`` plays ``base[i]``."""
    n = len(base)
    return [base[(s - r) % n] for s in range(n)]


def schedule(levels: Sequence[str], players: int, games: int, seed: int) -> list[tuple[int, list[str]]]:
    """``(seed, levels per seat)`` of every game: each deal once per rotation."""
    base = lineup(levels, players)
    deals = max(1, math.ceil(games / players))
    return [(seed + g, rotation(base, r)) for g in range(deals) for r in range(players)]


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (split ties count as fractions)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    xs = sorted(values)
    k = min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))
    return xs[k]


# ------------------------------------------------------------------------------ one game
def play_one(task: tuple) -> dict:
    """Worker entry: one game from ``(game, players, seed, seat levels, options, settings)``."""
    game, players, seed, seat_levels, options, settings = task
    from engine.ai import make_agent
    from engine.games import get_rules
    from engine.selfplay import agent_seed, play_out
    rules = get_rules(game) if isinstance(game, str) else game
    agents = [make_agent(lv, agent_seed(seed, i), **(settings or {}).get(lv, {}))
              for i, lv in enumerate(seat_levels)]
    times: list[list[float]] = [[] for _ in range(players)]

    def decide(state, seat):
        t0 = time.process_time()        # CPU time: the machine may be shared
        action = agents[seat].choose(rules, rules.view(state, seat), seat)
        times[seat].append(time.process_time() - t0)
        return action

    start = time.perf_counter()
    state, count = play_out(rules, rules.new_game(players, seed, options), decide)
    scores = list(rules.scores(state))
    rank = getattr(rules, "result_rank", None)
    return {"seed": seed, "ai": list(seat_levels), "scores": scores,
            "winners": list(rules.winners(state)), "actions": count,
            # the rulebook's rank of each score where the game has a rank table (solo)
            "ranks": [rank(players, v) for v in scores] if callable(rank) else [None] * players,
            "seconds": round(time.perf_counter() - start, 3), "decision_seconds": times}


def play_all(tasks: list[tuple], jobs: int) -> Iterable[dict]:
    """The games' results in task order; ``jobs`` > 1 plays them in that many processes."""
    if jobs <= 1 or len(tasks) <= 1:
        for task in tasks:
            yield play_one(task)
        return
    import multiprocessing
    import os
    from engine.ai.workers import exit_with_parent
    # never fork the caller: a process with threads (an app, a test run) can hand a lock held
    # by another thread to the child, which then waits forever; spawned, not from a fork
    # server, so each worker is this process's child and ends with it (``exit_with_parent``):
    # a killed ``strength`` leaves no worker playing its game to the end
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(min(jobs, len(tasks)), initializer=exit_with_parent,
                  initargs=(os.getpid(),)) as pool:
        yield from pool.imap(play_one, tasks)


# ------------------------------------------------------------------------------ summing up
@dataclass
class LevelStats:
    level: str
    seats: int                  # seats this level holds in every game
    players: int
    games: int = 0
    wins: float = 0.0           # games won, a shared victory split
    scores: list = field(default_factory=list)
    margins: list = field(default_factory=list)
    seat_wins: list = field(default_factory=list)      # per seat: wins there
    seat_games: list = field(default_factory=list)     # per seat: games held there
    seat_scores: list = field(default_factory=list)    # per seat: score sum there
    times: list = field(default_factory=list)
    ranks: dict = field(default_factory=dict)          # rank id -> games ended at that rank

    def summary(self) -> dict:
        fair = self.seats / self.players
        share = self.wins / self.games if self.games else 0.0
        lo, hi = wilson(self.wins, self.games)
        mean = (lambda xs: round(sum(xs) / len(xs), 2) if xs else 0.0)
        return {"level": self.level, "seats": self.seats, "games": self.games,
                "wins": round(self.wins, 3), "share": round(share, 4), "fair_share": round(fair, 4),
                "vs_fair": round(share / fair, 2) if fair else 0.0,
                "interval95": [round(lo, 4), round(hi, 4)],
                "mean_score": mean(self.scores), "mean_margin": mean(self.margins),
                "seat_share": [round(w / g, 3) if g else None
                               for w, g in zip(self.seat_wins, self.seat_games)],
                "seat_score": [round(v / g, 2) if g else None
                               for v, g in zip(self.seat_scores, self.seat_games)],
                "decisions": len(self.times),
                "decision_cpu_mean_s": round(sum(self.times) / len(self.times), 4)
                if self.times else 0.0,
                "decision_cpu_p95_s": round(percentile(self.times, 0.95), 3),
                **({"ranks": dict(self.ranks)} if self.ranks else {})}


def summarize(results: Iterable[dict], players: int, levels: Sequence[str]) -> list[LevelStats]:
    base = lineup(levels, players)
    stats = {lv: LevelStats(lv, base.count(lv), players, seat_wins=[0.0] * players,
                            seat_games=[0] * players, seat_scores=[0.0] * players)
             for lv in dict.fromkeys(base)}
    for r in results:
        scores, winners = r["scores"], r["winners"]
        for st in stats.values():
            st.games += 1
        for seat, lv in enumerate(r["ai"]):
            st = stats[lv]
            won = 1.0 / len(winners) if seat in winners else 0.0
            st.wins += won
            st.seat_wins[seat] += won
            st.seat_games[seat] += 1
            st.seat_scores[seat] += scores[seat]
            st.scores.append(scores[seat])
            st.margins.append(scores[seat] - max((v for i, v in enumerate(scores) if i != seat),
                                                 default=0))
            st.times.extend(r["decision_seconds"][seat])
            rank = r.get("ranks", [None] * players)[seat]
            if rank is not None:
                st.ranks[rank] = st.ranks.get(rank, 0) + 1
    return list(stats.values())


def report_text(game: str, players: int, games: int, stats: list[LevelStats], seconds: float) -> str:
    lines = [f"{game}, {players} players, {games} games (every seating), {seconds:.0f} s"]
    for st in stats:
        s = st.summary()
        lo, hi = s["interval95"]
        seats = " ".join("-" if v is None else f"{v:.2f}" for v in s["seat_share"])
        points = " ".join("-" if v is None else f"{v:.1f}" for v in s["seat_score"])
        lines.append(
            f"  {s['level']:<7} x{s['seats']}  wins {s['wins']:g} of {s['games']}  "
            f"share {s['share']:.1%} (95 % {lo:.1%}-{hi:.1%}) vs fair {s['fair_share']:.1%} "
            f"= {s['vs_fair']:.2f}x  score {s['mean_score']:.1f}  margin {s['mean_margin']:+.1f}  "
            f"by seat {seats} (score {points})  CPU mean {s['decision_cpu_mean_s']:.3f} s, "
            f"p95 {s['decision_cpu_p95_s']:.3f} s"
            + ("  ranks " + ", ".join(f"{k} {v}" for k, v in s["ranks"].items())
               if "ranks" in s else ""))
    return "\n".join(lines)


def measure(game, players: int, games: int, levels: Sequence[str], seed: int, jobs: int = 1,
            options: dict | None = None, agent_settings: dict | None = None,
            progress: TextIO | None = None) -> dict:
    """Play the schedule and sum it up: ``{"game", "players", "games", "seed", "ai", ...,
    "levels": [summary per level]}``.  ``game``: an id, or a rules object (tests' toy games)."""
    from engine.games import get_rules
    rules = get_rules(game) if isinstance(game, str) else game
    if players not in rules.player_counts:
        raise ValueError(f"{game} is for {', '.join(map(str, rules.player_counts))} players")
    plan = schedule(levels, players, games, seed)
    tasks = [(game, players, s, lv, options, agent_settings) for s, lv in plan]
    start = time.perf_counter()
    results = []
    for r in play_all(tasks, jobs):
        results.append(r)
        if progress is not None:
            progress.write(f"{len(results)}/{len(tasks)} seed {r['seed']} {','.join(r['ai'])} "
                           f"scores {r['scores']} winners {r['winners']}\n")
            progress.flush()
    stats = summarize(results, players, levels)
    return {"game": rules.id, "players": players, "games": len(results), "seed": seed,
            "ai": list(levels), "options": options or {}, "jobs": jobs,
            "seconds": round(time.perf_counter() - start, 1),
            "levels": [st.summary() for st in stats], "_stats": stats}


def cli(game: str, players: int, games: int, seed: int, ai_csv: str, jobs: int = 1,
        as_json: bool = False, option_args: Sequence[str] = (), out: TextIO = sys.stdout) -> int:
    """What ``main.py strength`` runs; exit code 0, or 2 on bad input."""
    from engine.selfplay import parse_levels
    try:
        levels = parse_levels(ai_csv)
        if games < 1 or jobs < 1:
            raise ValueError("--games and --jobs must be at least 1")
        options = None
        if option_args:
            from engine.games import parse_options
            options = parse_options(game, list(option_args))
        lineup(levels, players)
        result = measure(game, players, games, levels, seed, jobs, options, progress=sys.stderr)
    except (KeyError, ValueError) as exc:
        print(f"strength: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    stats = result.pop("_stats")
    if as_json:
        out.write(json.dumps(result) + "\n")
    else:
        out.write(report_text(game, players, result["games"], stats, result["seconds"]) + "\n")
    return 0
