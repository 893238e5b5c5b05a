"""AI decisions in worker processes: the same choice as selfplay, clean cancellation, no worker
left behind, and the in-frame fallback where processes cannot start."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

import engine.ai.workers as workers
from engine.ai import make_agent
from engine.ai.workers import ProcessService, SlicedService, decide, rules_ref, start_service
from engine.games import get_rules
from engine.rules.record import GameRecord
from engine.selfplay import agent_seed, play_game
from engine.session import GameSession, Seat
from engine.turnflow import TurnFlow
from tests.processes import alive, children, kill_and_expect_gone, reap
from tests.waiting import wait_until
from toygames import TOY_BID

FAST = {"hard": {"iterations": 60}, "normal": {"max_evals": 1500}}


def wait_all(service, tickets) -> None:
    wait_until(lambda: all(t.done for t in tickets), message="the AI never answered",
               between=lambda: (service.poll(), service.idle(time.perf_counter() + 0.01)))


def cpu_ticks(pid: int) -> int:
    """User + system clock ticks a process has used so far."""
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


@pytest.fixture(scope="module")
def pool():
    service = ProcessService(size=1, extra=0)    # one worker: cancelling frees *the* worker
    yield service
    pids = service.alive()
    service.shutdown()
    assert not any(alive(p) for p in pids)


def positions(rules, players, seed, n):
    from engine.rules.rng import Rng
    rng = Rng(seed)
    state = rules.new_game(players, seed)
    out = []
    while not rules.is_over(state) and len(out) < n:
        seat = rules.to_act(state)[-1]
        if rng.random() < 0.4:
            out.append((state, seat))
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    return out


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize("rules", [TOY_BID, get_rules("world_in_progress")], ids=lambda r: r.id)
def test_a_worker_decides_exactly_as_selfplay_does(pool, rules, level):
    cases = positions(rules, 2, seed=21, n=3)
    tickets, expected = [], []
    for k, (state, seat) in enumerate(cases):
        view = rules.view(state, seat)
        seed = agent_seed(100 + k, seat)
        expected.append(make_agent(level, seed, **FAST.get(level, {})).choose(rules, view, seat))
        tickets.append(pool.request(rules, view, seat, level, seed, FAST.get(level)))
    wait_all(pool, tickets)
    assert [t.action for t in tickets] == expected
    assert all(t.error is None and t.wall_s >= t.compute_s >= 0 for t in tickets)


def test_an_all_ai_game_through_the_workers_replays_selfplay(pool):
    rules = get_rules("world_in_progress")
    levels = ["easy", "random"]
    seats = [Seat("ai", lv, "", i) for i, lv in enumerate(levels)]
    session = GameSession.new(rules.id, seats, 31)
    flow = TurnFlow(session, ai=pool)
    wait_until(session.is_over, message="the all-AI game never ended",
               between=lambda: flow.tick(1 / 60, busy=False, speed=50.0))
    reference = play_game(rules, 2, 31, levels)
    assert session.is_over()
    assert rules.scores(session.state) == reference["scores"]
    assert len(session.steps) == reference["actions"]


def test_a_cancelled_decision_stops_and_frees_the_worker(pool):
    rules = get_rules("world_in_progress")
    state, seat = positions(rules, 2, seed=3, n=1)[0]
    view = rules.view(state, seat)
    worker = pool.alive()[0]
    before = cpu_ticks(worker)
    long = pool.request(rules, view, seat, "hard", 1, {"iterations": 10_000_000,
                                                       "early_stop": False})
    # cancel once the worker is searching (it has used CPU since the request), not at a time
    wait_until(lambda: cpu_ticks(worker) >= before + 5, message="the worker never started",
               between=pool.poll)
    pool.cancel(long)
    quick = pool.request(rules, view, seat, "random", 2)
    wait_all(pool, [quick])
    assert quick.action in rules.legal_actions(state, seat)
    assert long.cancelled and not long.done and long.action is None
    assert not pool.busy()


def test_a_closed_game_cancels_its_thinking(pool):
    rules = get_rules("world_in_progress")
    session = GameSession.new(rules.id, [Seat("ai", "hard", "", 0), Seat("human")], 2)
    flow = TurnFlow(session, ai=pool)
    flow.tick(1 / 60, busy=False)
    asked = [a.ticket for a in flow.asks.values()]
    assert asked and pool.busy()
    flow.close()
    wait_until(lambda: not pool.busy(), message="the cancelled search kept the worker",
               between=pool.poll)
    assert all(t.cancelled and not t.done for t in asked)
    assert flow.tick(1 / 60, busy=False) == [] and session.steps == []


def test_rules_outside_the_registry_are_named_by_module():
    assert rules_ref(get_rules("world_in_progress")) == "game:world_in_progress"
    assert rules_ref(TOY_BID) == "toygames:TOY_BID"
    state = TOY_BID.new_game(2, 1)
    view = TOY_BID.view(state, 0)
    assert decide("toygames:TOY_BID", TOY_BID.to_json(view), 0, "easy", 5) == \
        make_agent("easy", 5).choose(TOY_BID, view, 0)


@pytest.mark.cold_ai_workers
def test_the_shared_service_stops_with_the_app(monkeypatch, tmp_path):
    from tests.uitest import make_app
    monkeypatch.setenv("FIVE_REALMS_AI_PROCESSES", "1")
    workers.shutdown_service()
    app = make_app(monkeypatch, tmp_path)
    service = workers.get_service()
    pids = service.alive()
    assert pids and all(alive(p) for p in pids)
    app.shutdown()
    assert workers._SERVICE is None
    assert not any(alive(p) for p in pids)


def test_no_worker_outlives_a_process_that_exits_without_shutting_down():
    code = ("import engine.ai.workers as w, sys\n"
            "if __name__ == '__main__':\n"
            "    s = w.get_service(); print(s.kind, *s.alive(), flush=True)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=os.getcwd(), capture_output=True,
                         text=True, timeout=120, env=dict(os.environ, FIVE_REALMS_AI_PROCESSES="1"))
    kind, *pids = out.stdout.split()
    assert kind == "processes" and pids
    wait_until(lambda: not any(alive(int(p)) for p in pids),
               message=f"workers {pids} outlived their process")


KILLED_APP = """
import sys, time
import engine.ai.workers as w
from engine.games import get_rules
if __name__ == "__main__":
    rules = get_rules("world_in_progress")
    state = rules.new_game(2, 3)
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    endless = {"iterations": 10_000_000, "early_stop": False}
    service = w.ProcessService(size=1, extra=1)         # the app's own AI: one searching, one idle
    service.request(rules, view, seat, "hard", 1, endless)
    hosted = w.ai_executor(2)                           # a hosted table's AI: one searching
    hosted.submit(w.decide, w.rules_ref(rules), rules.to_json(view), seat, "hard", 1, endless)
    hosted.submit(time.sleep, 0).result()
    time.sleep(1.0)                                     # every worker has started its task
    print("ready", flush=True)
    time.sleep(600)
"""


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads the process tree from /proc")
def test_no_ai_worker_outlives_an_app_killed_with_sigkill():
    """An app killed outright (kill -9, a crash, a killed test run) cannot shut its workers
    down: every AI process it started, searching or waiting for a task, the app's own pool and
    the pool a hosted table thinks in alike, ends by itself within seconds (before, the hosted
    table's workers waited for their next task forever)."""
    app = subprocess.Popen([sys.executable, "-c", KILLED_APP], cwd=os.getcwd(), text=True,
                           stdout=subprocess.PIPE, )
    started: list[int] = []
    try:
        assert app.stdout.readline().split() == ["ready"]
        started = children(app.pid)
        assert len(started) >= 4               # 2 + 2 workers (and multiprocessing's tracker)
        kill_and_expect_gone(app, started, "their app")
    finally:
        reap(app, started)


def test_a_worker_watches_its_app_not_itself():
    with pytest.raises(ValueError):
        workers.exit_with_parent(os.getpid())


def test_where_processes_cannot_start_the_ai_thinks_in_frame_slices(monkeypatch):
    def refuse(*a, **k):
        raise OSError("no processes here")
    monkeypatch.setattr(workers, "ProcessService", refuse)
    service = start_service(processes=True)
    assert isinstance(service, SlicedService) and service.alive() == []
    rules = TOY_BID
    session = GameSession(rules, GameRecord(rules.id, 3, 4, {}, [], []),
                          [Seat("ai", "normal", "", i) for i in range(3)])
    flow = TurnFlow(session, ai=service)
    frames = 0
    while not session.is_over():
        flow.idle(time.perf_counter() + 0.004)      # the frame's spare time
        flow.tick(1 / 60, busy=False, speed=50.0)
        frames += 1
        assert frames < 100000
    assert session.is_over() and rules.winners(session.state)


def test_settings_from_the_environment_turn_processes_off(monkeypatch):
    monkeypatch.setenv("FIVE_REALMS_AI_PROCESSES", "0")
    assert isinstance(start_service(), SlicedService)
    assert workers.default_size() >= 1


def test_bench_table_reads_games_without_a_scene_as_dashes():
    from engine.bench import format_table
    g = {"frame_ms_p50": None, "frame_ms_p99": None, "frame_ms_p99_thinking": None,
         "playouts_per_s": 12.5, "playouts_per_s_by_players": {"2": 20.0, "3": 10.0},
         "ai_ms": {lv: {"p50": 1.0, "p95": 2.0} for lv in ("random", "easy", "normal", "hard")},
         "ai_turn_s": None, "ai_wall_ratio": None}
    full = dict(g, frame_ms_p50=3.0, frame_ms_p99=7.0, frame_ms_p99_thinking=7.5,
                ai_wall_ratio=1.1, ai_turn_s={"normal": {"p50": 1.5, "p95": 2.1, "turns": 4},
                                              "hard": None}, rss_mb=100.0)
    text = format_table({"startup_s": 0.5, "peak_rss_mb": 100.0, "bench_rss_mb": 30.0,
                         "games": {"later_game": g, "played_game": full}})
    assert "played_game 100.0" in text and "later_game -" in text and "itself 30.0 MB" in text
    later = next(line for line in text.splitlines() if line.startswith("later_game"))
    played = next(line for line in text.splitlines() if line.startswith("played_game"))
    assert "-" in later and "12.5" in later
    assert "1.10" in played and "1.50/2.10" in played
    assert "2: 20.0, 3: 10.0" in text
