"""Simultaneous AI seats think in parallel: beside the regular workers (cores minus one) the
pool keeps burst workers, up to the number of cores and never more, that take a request only
while every regular worker is busy and the machine has a core to spare, at a lower priority
than the UI.  And the bench's wall ratio counts a simultaneous step's queueing as the table
waits for it: once."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

import engine.ai.workers as workers
from engine.ai import make_agent
from engine.ai.workers import BURST_NICE, BURST_SPARE, ProcessService, SpareCpu
from engine.bench import waited_s
from engine.games import get_rules
from engine.session import GameSession, Seat
from engine.turnflow import TurnFlow
from tests.waiting import wait_until

LONG = {"iterations": 10_000_000, "early_stop": False}


def nice_of(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as fh:
        return int(fh.read().rsplit(")", 1)[1].split()[16])


def settle(service, tickets) -> None:
    wait_until(lambda: all(t.done for t in tickets), message="the AI never answered",
               between=service.poll)


def working(service) -> list:
    return [w for w in service._workers if w.task is not None]


def free(service, *tickets) -> None:
    """Cancel ``tickets`` and wait until every worker of ``service`` is free again."""
    for t in tickets:
        service.cancel(t)
    wait_until(lambda: not service.busy(), message="a cancelled search kept its worker",
               between=service.poll)


@pytest.fixture(scope="module")
def pool():
    service = ProcessService(size=1, extra=1)
    service.spare_cores = lambda: 1.0       # a free core (the test machine may be busy)
    yield service
    service.shutdown()


@pytest.mark.parametrize("n_cores, size, extra", [(1, 1, 0), (2, 1, 1), (4, 3, 1), (16, 15, 1)])
def test_the_pool_grows_to_the_cores_and_never_past_them(monkeypatch, n_cores, size, extra):
    monkeypatch.setattr(workers, "cores", lambda: n_cores)
    monkeypatch.delenv("FIVE_REALMS_AI_BURST", raising=False)
    assert workers.default_size() == size
    assert workers.default_extra(size) == extra
    assert size + extra <= n_cores
    monkeypatch.setenv("FIVE_REALMS_AI_BURST", "5")
    assert workers.default_extra(size) == extra          # asking for more gives the cores
    monkeypatch.setenv("FIVE_REALMS_AI_BURST", "0")
    assert workers.default_extra(size) == 0               # off, e.g. to measure without


def test_a_lone_request_goes_to_the_regular_worker_and_two_think_at_once(pool):
    rules = get_rules("wonderful_world")
    state = rules.new_game(3, 4)
    first = pool.request(rules, rules.view(state, 0), 0, "hard", 1, LONG)
    busy = working(pool)
    assert [w.burst for w in busy] == [False]
    second = pool.request(rules, rules.view(state, 1), 1, "hard", 2, LONG)
    busy = working(pool)
    assert sorted(w.burst for w in busy) == [False, True] and not pool._queue
    free(pool, first, second)
    assert not pool.busy()


def test_the_burst_worker_yields_to_the_ui_and_decides_as_selfplay(pool):
    rules = get_rules("wonderful_world")
    regular, burst = sorted(pool._workers, key=lambda w: w.burst)
    state = rules.new_game(3, 9)
    fast = {"iterations": 40}
    tickets = [pool.request(rules, rules.view(state, s), s, "hard", 50 + s, fast)
               for s in range(3)]
    settle(pool, tickets)
    expected = [make_agent("hard", 50 + s, **fast).choose(rules, rules.view(state, s), s)
                for s in range(3)]
    assert [t.action for t in tickets] == expected
    # lower priority than the regular worker (or the lowest there is: a suite run under nice 19)
    assert nice_of(burst.proc.pid) >= min(19, nice_of(regular.proc.pid) + min(BURST_NICE, 1))


def test_ai_seats_of_a_simultaneous_draft_think_while_the_human_chooses(pool):
    """The issue's table: four AIs and one human in It's a Wonderful World's draft."""
    seats = [Seat("human", "normal", "", 0)] + [Seat("ai", "hard", "", i) for i in range(1, 5)]
    session = GameSession.new("wonderful_world", seats, 17)
    flow = TurnFlow(session, ai=pool)
    flow.tick(1 / 60, busy=False)
    assert sorted(flow.asks) == [1, 2, 3, 4] and flow.my_turn()
    assert len(working(pool)) == 2          # two AI seats think at once on two cores
    flow.close()
    free(pool)
    assert not pool.busy()


def ticket(start: float, end: float):
    return SimpleNamespace(started=start, finished=end, request=("r",),
                           wall_s=end - start)


def test_the_wall_ratio_counts_a_queued_seat_once_as_the_table_waits_for_it():
    # three seats of one simultaneous step on one worker (1 s each), then a lone decision
    step = [ticket(0, 1), ticket(0, 2), ticket(0, 3), ticket(5, 6)]
    assert waited_s(step) == pytest.approx(4.0)         # the table waited 3 s, then 1 s
    assert sum(t.wall_s for t in step) == pytest.approx(7.0)   # per seat: queueing thrice
    assert waited_s([ticket(0, 2), ticket(1, 3)]) == pytest.approx(3.0)
    assert waited_s([]) == 0.0



def test_on_a_busy_machine_simultaneous_requests_queue_for_the_regular_worker(pool):
    """No core to spare: a burst worker would only split the game's CPU share and cost frames."""
    rules = get_rules("wonderful_world")
    state = rules.new_game(3, 5)
    pool.spare_cores = lambda: 0.0
    try:
        first = pool.request(rules, rules.view(state, 0), 0, "hard", 1, LONG)
        second = pool.request(rules, rules.view(state, 1), 1, "hard", 2, LONG)
        assert [w.burst for w in working(pool)] == [False] and len(pool._queue) == 1
        pool.spare_cores = lambda: 1.0      # a core came free: the queued one starts on it
        pool.poll()
        assert sorted(w.burst for w in working(pool)) == [False, True] and not pool._queue
    finally:
        pool.spare_cores = lambda: 1.0
        free(pool, first, second)
    assert not pool.busy()


def test_spare_cpu_is_the_idle_time_plus_what_our_burst_workers_used():
    clock, stat, pid = [0.0], [(1000, 500, 2)], {7: 100}
    spare = SpareCpu(lambda: stat[0], lambda p: pid.get(p), lambda: clock[0])
    assert spare.sample([7]) is None                    # no window yet
    clock[0], stat[0], pid[7] = 1.0, (1200, 520, 2), 150   # 10 % idle, the burst used 25 %
    assert spare.sample([7]) == pytest.approx(0.7)      # (20 + 50) / 200 of 2 cores
    stat[0] = (5000, 5000, 2)
    clock[0] = 1.1                                      # within the window: the last value
    assert spare.sample([7]) == pytest.approx(0.7)
    clock[0], stat[0] = 2.0, (1400, 700, 2)             # 90 % idle
    assert spare.sample([7]) == pytest.approx(1.8) and 1.8 >= BURST_SPARE
    assert SpareCpu(lambda: None).sample([]) is None    # not Linux: unknown
