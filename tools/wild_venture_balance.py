"""Balance table for A Wild Venture: AI-vs-AI games per board side and theme deck.

    python tools/wild_venture_balance.py --games 40 --seed 1 --ai normal [--jobs 2]
    python tools/wild_venture_balance.py --games 400 --ai random --configs spring/academy

Per configuration: mean game length in turns (both players' turns), mean and standard
deviation of the scores, mean winner / loser score, first-player win rate, and per card how
often it was played (share of games) and how often it ended in the winner's area (rows or
tucked) when it was played at all.  Flags: cards never played, cards in >= 60 % of winning
areas.  Markdown on stdout (``--json`` for JSON; ``--cards`` adds the per-card table;
``--from-json a.json,b.json`` formats saved rows; ``--raw games.jsonl`` appends each game as
it finishes and ``--from-raw a.jsonl,b.jsonl`` summarises such files, e.g. of parallel runs;
``--seats`` adds per seat (first / second player) the mean score, set-up tokens taken, starting
inhabitant picks, first paths entered and rewards, upgrades, tucks and coins invested per game:
where a seat's edge comes from).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CONFIGS = {
    "spring/academy": {"board": "spring", "deck": "academy"},
    "spring/news": {"board": "spring", "deck": "news"},
    "autumn/academy": {"board": "autumn", "deck": "academy"},
    "autumn/news": {"board": "autumn", "deck": "news"},
    "autumn/stormy": {"board": "autumn", "stormy": "on"},
}


def play_one(args) -> dict:
    from engine.ai import make_agent
    from engine.rules.wild_venture import RULES as R
    from engine.selfplay import agent_seed
    opts, seed, levels = args
    agents = [make_agent(levels[i], agent_seed(seed, i)) for i in (0, 1)]
    s = R.new_game(2, seed, opts)
    played: Counter = Counter()
    for_seat = [set(), set()]
    tokens = [Counter(), Counter()]     # set-up tokens taken, by seat
    picks = ["", ""]
    paths = [Counter(), Counter()]      # first spaces entered from home, by seat
    gains = [Counter(), Counter()]      # board rewards, upgrades, tucks and coins invested
    while not R.is_over(s):
        seat = R.to_act(s)[0]
        a = agents[seat].choose(R, R.view(s, seat), seat)
        s, events = R.step(s, seat, a)
        for e in events:
            kind = type(e).__name__
            if kind == "CardPlayed":
                played[e.card] += 1
                for_seat[e.seat].add(e.card)
            elif kind == "TokenTaken":
                tokens[e.seat][e.token] += 1
            elif kind == "StartPicked":
                picks[e.seat] = e.card
            elif kind == "TravellerMoved" and e.frm == "home":
                paths[e.seat][e.to[:1]] += 1
            elif kind == "RewardTaken":
                gains[e.seat][":".join(map(str, e.reward[:2]))
                              if e.reward[0] == "chest" else e.reward[0]] += 1
            elif kind == "StarterUpgraded":
                gains[e.seat]["upgrade"] += 1
            elif kind == "CardTucked":
                gains[e.seat]["tuck:" + e.source] += 1
            elif kind == "Invested":
                gains[e.seat]["invested"] += e.amount
    winners = R.winners(s)
    area = [set(c for c, _ in s.tucked[w]) | {c[0] for c in s.inhab[w]} |
            {c[0] for c in s.belong[w]} | {c[0] for c in s.build[w]} for w in (0, 1)]
    return {"seed": seed, "scores": R.scores(s), "winners": winners, "first": s.first,
            "turns": s.turn + 1, "breakdown": [R.score_breakdown(s, i) for i in (0, 1)],
            "tokens": [dict(t) for t in tokens], "picks": picks, "paths": [dict(p) for p in paths],
            "gains": [dict(g) for g in gains],
            "played": sorted(played), "win_area": sorted(set().union(*(area[w] for w in winners))
                                                         if len(winners) == 1 else set())}


def run(name: str, games: int, seed: int, levels, jobs: int, raw: str = "") -> dict:
    """Play the games of one configuration; with ``raw`` each finished game is appended to that
    file as one JSON line at once (a long run can be read, or merged, while it goes)."""
    opts = CONFIGS[name]
    tasks = [(opts, seed + k, levels) for k in range(games)]
    t0 = time.perf_counter()
    sink = open(raw, "a", encoding="utf-8") if raw else None
    results = []

    def keep(r):
        results.append(r)
        if sink:
            sink.write(json.dumps({"config": name, "seed": r.get("seed"), "ai": list(levels),
                                   **r}) + "\n")
            sink.flush()

    try:
        if jobs > 1:
            with ProcessPoolExecutor(jobs) as ex:
                for r in ex.map(play_one, tasks):
                    keep(r)
        else:
            for t in tasks:
                keep(play_one(t))
    finally:
        if sink:
            sink.close()
    return summarize(name, results, levels, time.perf_counter() - t0)


def summarize(name: str, results: list, levels, secs: float = 0.0) -> dict:
    from engine.rules.wild_venture.material import pool
    opts = CONFIGS[name]
    games = len(results)
    scores = [v for r in results for v in r["scores"]]
    first_wins = sum((r["first"] in r["winners"]) / len(r["winners"]) for r in results)
    played, won = Counter(), Counter()
    for r in results:
        played.update(r["played"])
        won.update(c for c in r["played"] if c in r["win_area"])
    theme = "both" if opts.get("stormy") == "on" else opts["deck"]
    cards = pool(theme)
    per_card = {c: {"played": played[c] / games, "in_winner": (won[c] / played[c]) if played[c] else 0.0}
                for c in cards}
    wscores = [max(r["scores"]) for r in results]
    lscores = [min(r["scores"]) for r in results]
    return {
        "config": name, "games": games, "ai": list(levels), "seconds": round(secs, 1),
        "turns_mean": round(statistics.mean(r["turns"] for r in results), 1),
        "score_mean": round(statistics.mean(scores), 1),
        "score_sd": round(statistics.pstdev(scores), 1),
        "winner_mean": round(statistics.mean(wscores), 1),
        "loser_mean": round(statistics.mean(lscores), 1),
        "first_player_win": round(first_wins / games, 3),
        "never_played": [c for c in cards if not played[c]],
        "in_most_winning_areas": [c for c in cards if played[c] and won[c] / games >= 0.6],
        "least_played": sorted(cards, key=lambda c: played[c])[:5],
        "most_played": sorted(cards, key=lambda c: -played[c])[:5],
        "per_card": per_card,
        "seats": seat_report(results),
    }


def seat_report(results: list) -> dict:
    """Why a seat wins: per seat (first / second player) its mean score, the set-up tokens it
    took per game, its starting inhabitant picks and the paths it entered first from home."""
    out = {}
    for role in ("first", "second"):
        tokens, picks, paths, gains, scores = Counter(), Counter(), Counter(), Counter(), []
        for r in results:
            s = r["first"] if role == "first" else 1 - r["first"]
            scores.append(r["scores"][s])
            tokens.update({("pair" if t in ("sun", "moon", "star") else t): n
                           for t, n in r.get("tokens", [{}, {}])[s].items()})
            if r.get("picks"):
                picks[r["picks"][s]] += 1
            paths.update(r.get("paths", [{}, {}])[s])
            gains.update(r.get("gains", [{}, {}])[s])
        n = max(1, len(results))
        out[role] = {"score": round(statistics.mean(scores), 1) if scores else 0.0,
                     "tokens": {t: round(v / n, 2) for t, v in sorted(tokens.items())},
                     "picks": dict(picks.most_common()),
                     "paths": {p: round(v / n, 2) for p, v in sorted(paths.items())},
                     "gains": {g: round(v / n, 1) for g, v in sorted(gains.items())}}
    return out


def seat_table(rows) -> str:
    out = ["| board/deck | seat | score | set-up tokens taken per game | picks | first steps "
           "from home per game | rewards, upgrades, tucks, coins invested per game |",
           "|---|---|---|---|---|---|---|"]
    for r in rows:
        for role, d in r.get("seats", {}).items():
            toks = ", ".join(f"{t} {v}" for t, v in d["tokens"].items())
            picks = ", ".join(f"{c} {v}" for c, v in d["picks"].items())
            paths = ", ".join(f"{p} {v}" for p, v in d["paths"].items())
            gains = ", ".join(f"{g} {v}" for g, v in d.get("gains", {}).items())
            out.append(f"| {r['config']} | {role} | {d['score']} | {toks} | {picks} | {paths} "
                       f"| {gains} |")
    return "\n".join(out)


def from_raw(paths: str) -> list[dict]:
    """Rows summarised from raw game lines (several files, e.g. runs made in parallel)."""
    by: dict = {}
    for f in paths.split(","):
        for line in Path(f).read_text(encoding="utf-8").splitlines():
            if line.strip():
                g = json.loads(line)
                by.setdefault((g["config"], tuple(g["ai"])), []).append(g)
    return [summarize(cfg, games, list(ai)) for (cfg, ai), games in by.items()]


def table(rows) -> str:
    out = ["| board/deck | games | AI | turns | score mean ± sd | winner / loser | first wins | "
           "never played | in >=60 % winning areas | least played | s |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        out.append(f"| {r['config']} | {r['games']} | {'/'.join(r['ai'])} | {r['turns_mean']} | "
                   f"{r['score_mean']} ± {r['score_sd']} | {r['winner_mean']} / {r['loser_mean']} | "
                   f"{r['first_player_win'] * 100:.0f} % | {', '.join(r['never_played']) or '-'} | "
                   f"{', '.join(r['in_most_winning_areas']) or '-'} | "
                   f"{', '.join(r['least_played'])} | {r['seconds']} |")
    return "\n".join(out)


def pooled_table(rows) -> str:
    """Rows pooled by board side, by theme deck and over all (games-weighted means)."""
    sides, decks = {}, {}
    for r in rows:
        side, _, deck = r["config"].partition("/")
        sides.setdefault(side, []).append(r)
        decks.setdefault(deck or "both", []).append(r)
    groups = {**sides, **decks, "all": list(rows)}
    out = ["| pooled | games | turns | score mean | first wins |", "|---|---|---|---|---|"]
    for key, rs in groups.items():
        n = sum(r["games"] for r in rs)
        avg = lambda k: sum(r[k] * r["games"] for r in rs) / n
        out.append(f"| {key} | {n} | {avg('turns_mean'):.1f} | {avg('score_mean'):.1f} | "
                   f"{avg('first_player_win') * 100:.1f} % |")
    return "\n".join(out)


def card_table(rows) -> str:
    """Per card and row: share of games it was played in / share of those it ended in the
    winner's area (cards of a deck not in a row's pool are blank)."""
    names = []
    for r in rows:
        names += [c for c in r["per_card"] if c not in names]
    out = ["| card | " + " | ".join(r["config"] for r in rows) + " |",
           "|---|" + "---|" * len(rows)]
    for c in names:
        cells = []
        for r in rows:
            pc = r["per_card"].get(c)
            cells.append("" if pc is None else
                         f"{pc['played'] * 100:.0f} % / {pc['in_winner'] * 100:.0f} %")
        out.append(f"| {c} | " + " | ".join(cells) + " |")
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ai", default="normal", help="level, or two levels a,b")
    ap.add_argument("--configs", default=",".join(CONFIGS), help="comma list of " + ", ".join(CONFIGS))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--cards", action="store_true", help="also the per-card table (Markdown)")
    ap.add_argument("--pooled", action="store_true",
                    help="also rows pooled by board side, theme deck and over all")
    ap.add_argument("--seats", action="store_true",
                    help="also per seat: score, set-up tokens taken, picks, first paths")
    ap.add_argument("--from-json", default="", help="format rows saved by --json instead of playing")
    ap.add_argument("--raw", default="", help="append every finished game to this JSONL file")
    ap.add_argument("--from-raw", default="", help="summarise JSONL files written by --raw")
    a = ap.parse_args(argv)
    levels = a.ai.split(",")
    levels = levels * 2 if len(levels) == 1 else levels
    if a.from_json:
        rows = [r for f in a.from_json.split(",") for r in json.loads(Path(f).read_text())]
    elif a.from_raw:
        rows = from_raw(a.from_raw)
    else:
        rows = [run(c, a.games, a.seed, levels, a.jobs, a.raw) for c in a.configs.split(",")]
    if a.json:
        print(json.dumps(rows, indent=1))
    else:
        print(table(rows))
        if a.pooled:
            print()
            print(pooled_table(rows))
        if a.seats:
            print()
            print(seat_table(rows))
        if a.cards:
            print()
            print(card_table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
