"""The strength command: every seating played equally, shares and margins summed from the games."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.strength import (cli, lineup, measure, play_one, rotation, schedule, summarize,
                             wilson)
from tests.processes import (children, command_line, cpu_seconds, descendants,
                             kill_and_expect_gone, reap)
from tests.waiting import wait_until
from toygames import TOY_BID

CHEAP = {"hard": {"iterations": 30}}


def test_every_level_sits_in_every_seat_equally_often_on_the_same_deals():
    plan = schedule(["hard", "normal"], 3, 7, 100)          # 7 -> 9: three deals x three seatings
    assert len(plan) == 9
    per_seat = Counter((seat, lv) for _, lvs in plan for seat, lv in enumerate(lvs))
    assert all(per_seat[(seat, "hard")] == 3 for seat in range(3))
    assert all(per_seat[(seat, "normal")] == 6 for seat in range(3))
    deals = Counter(seed for seed, _ in plan)
    assert deals == {100: 3, 101: 3, 102: 3}
    # each deal is seen once by each rotation
    assert {tuple(lvs).index("hard") for seed, lvs in plan if seed == 101} == {0, 1, 2}


def test_lineup_repeats_the_last_level_and_refuses_too_many():
    assert lineup(["hard", "normal"], 4) == ["hard", "normal", "normal", "normal"]
    assert rotation(["a", "b", "c"], 1) == ["c", "a", "b"]
    with pytest.raises(ValueError):
        lineup(["hard", "normal", "easy"], 2)


def test_wilson_interval_matches_known_values():
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(150, 200)
    assert lo == pytest.approx(0.6854, abs=1e-3) and hi == pytest.approx(0.8059, abs=1e-3)


def _recount(results, level):
    """Wins, mean margin of ``level`` straight from the games' scores and winners."""
    wins = margins = n = 0
    for r in results:
        for seat, lv in enumerate(r["ai"]):
            if lv != level:
                continue
            if seat in r["winners"]:
                wins += 1 / len(r["winners"])
            margins += r["scores"][seat] - max(v for i, v in enumerate(r["scores"]) if i != seat)
            n += 1
    return wins, margins / n


def test_summary_counts_what_the_games_say_at_three_players():
    results = [play_one((TOY_BID, 3, seed, lvs, None, CHEAP))
               for seed, lvs in schedule(["hard", "normal"], 3, 6, 40)]
    stats = {st.level: st.summary() for st in summarize(results, 3, ["hard", "normal"])}
    assert stats["hard"]["games"] == stats["normal"]["games"] == 6
    assert stats["hard"]["fair_share"] == pytest.approx(1 / 3, abs=1e-4)
    assert stats["normal"]["fair_share"] == pytest.approx(2 / 3, abs=1e-4)
    # every game has a winner: the levels' shares add up to one game each
    assert stats["hard"]["wins"] + stats["normal"]["wins"] == pytest.approx(6)
    for level in ("hard", "normal"):
        wins, margin = _recount(results, level)
        assert stats[level]["wins"] == pytest.approx(wins, abs=1e-3)
        assert stats[level]["mean_margin"] == pytest.approx(margin, abs=0.01)
        lo, hi = stats[level]["interval95"]
        assert lo <= stats[level]["share"] <= hi
    assert stats["hard"]["decisions"] > 0 and stats["hard"]["decision_cpu_p95_s"] >= 0
    assert stats["hard"]["decision_cpu_mean_s"] > 0
    # hard held each seat twice; its per-seat shares average to its overall share
    assert sum(stats["hard"]["seat_score"]) / 3 == pytest.approx(
        sum(r["scores"][r["ai"].index("hard")] for r in results) / 6, abs=0.01)
    seat_share = stats["hard"]["seat_share"]
    assert sum(seat_share) / 3 == pytest.approx(stats["hard"]["share"], abs=0.01)


def test_two_player_margins_mirror_and_parallel_runs_match_serial():
    serial = measure(TOY_BID, 2, 4, ["hard", "normal"], 9, jobs=1, agent_settings=CHEAP)
    parallel = measure(TOY_BID, 2, 4, ["hard", "normal"], 9, jobs=2, agent_settings=CHEAP)
    strip = lambda r: [{k: v for k, v in lv.items() if not k.startswith("decision_cpu")}  # noqa: E731
                       for lv in r["levels"]]
    assert strip(serial) == strip(parallel)
    hard, normal = serial["levels"]
    assert hard["mean_margin"] == pytest.approx(-normal["mean_margin"])
    assert hard["share"] + normal["share"] == pytest.approx(1.0)


def test_cli_json_rounds_games_up_to_whole_seatings():
    out = io.StringIO()
    assert cli("world_in_progress", 2, 3, 5, "normal,random", jobs=1, as_json=True, out=out) == 0
    data = json.loads(out.getvalue())
    assert data["games"] == 4 and data["players"] == 2
    levels = {lv["level"]: lv for lv in data["levels"]}
    assert levels["normal"]["wins"] + levels["random"]["wins"] == pytest.approx(4)
    assert levels["normal"]["seat_share"] is not None and len(levels["normal"]["seat_share"]) == 2


def test_cli_refuses_bad_input():
    assert cli("world_in_progress", 2, 2, 1, "hard,genius", out=io.StringIO()) == 2
    assert cli("world_in_progress", 9, 2, 1, "random", out=io.StringIO()) == 2
    assert cli("world_in_progress", 2, 2, 1, "random,random,random", out=io.StringIO()) == 2
    assert cli("world_in_progress", 2, 0, 1, "random", out=io.StringIO()) == 2


def test_a_game_of_the_strength_command_imports_no_pygame():
    code = ("import sys; from engine.strength import play_one; "
            "r = play_one(('world_in_progress', 2, 1, ['random', 'random'], None, None)); "
            "print(r['actions'] > 0, 'pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "False"]


def test_the_command_line_offers_strength_with_its_options():
    from engine.cli import build_parser
    parser = build_parser()
    assert "strength" in parser.format_help()
    a = parser.parse_args(["strength", "dice_forge", "--players", "3", "--games", "30", "--ai",
                           "hard,normal", "--seed", "4", "--jobs", "2", "--json",
                           "--option", "k=v"])
    assert (a.game, a.players, a.games, a.ai, a.seed, a.jobs, a.json, a.option) == (
        "dice_forge", 3, 30, "hard,normal", 4, 2, True, ["k=v"])


class _RankedBid(type(TOY_BID)):
    """The toy with a rank table, as a solo game's rules have one (``result_rank``)."""

    def result_rank(self, players: int, score: int) -> str:
        return "high" if score >= 10 else "low"


def test_games_with_a_rank_table_count_the_ranks_reached_per_level():
    rules = _RankedBid()
    plan = schedule(["normal", "random"], 2, 4, 21)
    results = [play_one((rules, 2, seed, lvs, None, None)) for seed, lvs in plan]
    stats = {st.level: st.summary() for st in summarize(results, 2, ["normal", "random"])}
    for level in ("normal", "random"):
        expect = Counter(rules.result_rank(2, r["scores"][r["ai"].index(level)]) for r in results)
        assert stats[level]["ranks"] == dict(expect)
        assert sum(stats[level]["ranks"].values()) == 4
    # a game without a rank table says nothing of ranks
    plain = summarize([play_one((TOY_BID, 2, s, lv, None, None)) for s, lv in plan], 2,
                      ["normal", "random"])
    assert all("ranks" not in st.summary() for st in plain)


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads the process tree from /proc")
def test_a_killed_strength_run_leaves_no_worker_playing_on():
    """``strength --jobs 2`` killed outright (kill -9, a killed terminal or test run) cannot
    stop its pool: its workers end by themselves within seconds (before, each played its
    hard game on to the end, minutes of CPU, under a fork server that outlived the command)."""
    root = Path(__file__).resolve().parents[1]
    proc = subprocess.Popen([sys.executable, "main.py", "strength", "world_in_progress",
                             "--players", "2", "--games", "2", "--ai", "hard", "--jobs", "2"],
                            cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started: list[int] = []

    def playing() -> list[int]:
        """The workers (the tree's leaves but multiprocessing's resource tracker) that are
        past their imports and into a game."""
        return [p for p in descendants(proc.pid) if not children(p)
                and "resource_tracker" not in command_line(p) and cpu_seconds(p) > 0.6]
    try:
        wait_until(lambda: proc.poll() is not None or len(playing()) >= 2, 120,
                   message="two workers to start their games")
        assert proc.poll() is None, "the games ended before the test could kill the command"
        started = descendants(proc.pid)
        kill_and_expect_gone(proc, started, "strength")
    finally:
        reap(proc, started)
