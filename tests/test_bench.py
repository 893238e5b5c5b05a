"""The bench's own bookkeeping, kept outside the turn flow: turn records read after each frame
and the decisions asked through a recording service."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.bench import RecordingService, TurnWatch


@dataclass
class FakeSession:
    acting: tuple = (0,)
    over: bool = False

    def is_over(self) -> bool:
        return self.over

    def to_act(self) -> list[int]:
        return list(self.acting)


@dataclass
class FakeFlow:
    session: FakeSession = field(default_factory=FakeSession)
    settled_at: float | None = None
    ai_seats: tuple = (0, 1, 2)

    def is_ai(self, seat: int) -> bool:
        return seat in self.ai_seats


def test_a_turn_runs_from_its_first_settled_frame_to_the_next_turns():
    clock = iter(range(100))
    watch = TurnWatch(now=lambda: float(next(clock)))
    flow = FakeFlow()
    watch.observe(flow)                             # animating: no turn yet
    assert watch.turns == [] and watch._turn is None
    flow.settled_at = 1.0
    watch.observe(flow)                             # seat 0's turn starts (t=0)
    watch.observe(flow)                             # still its turn: no new clock reading
    flow.settled_at = None
    watch.observe(flow)                             # its move animates
    flow.session.acting, flow.settled_at = (1,), 2.0
    watch.observe(flow)                             # seat 1's turn starts: seat 0's ends (t=1)
    assert [(t.seats, t.seconds, t.all_ai) for t in watch.turns] == [((0,), 1.0, True)]
    flow.session.over = True
    watch.observe(flow)
    assert [t.seats for t in watch.turns] == [(0,), (1,)]


def test_a_simultaneous_step_whose_seats_drop_out_stays_one_turn():
    clock = iter(range(100))
    watch = TurnWatch(now=lambda: float(next(clock)))
    flow = FakeFlow(FakeSession((0, 1, 2)), settled_at=0.0, ai_seats=(1, 2))
    watch.observe(flow)
    flow.session.acting = (0, 2)
    watch.observe(flow)
    assert watch.turns == []
    flow.session.acting = (1,)                      # the next step: the draft turn is over
    watch.observe(flow)
    assert len(watch.turns) == 1 and watch.turns[0].all_ai is False   # a human took part


def test_the_recording_service_keeps_the_answered_decisions_and_passes_the_rest_on():
    @dataclass
    class Ticket:
        done: bool = False
        cancelled: bool = False
        finished: float | None = None

    class Service:
        polled = 0

        def request(self, *args):
            return Ticket()

        def poll(self):
            self.polled += 1
            return []

    inner = Service()
    rec = RecordingService(inner)
    a, b, c = rec.request("rules", "view", 0), rec.request("rules", "view", 1), rec.request()
    a.done, a.finished = True, 1.0
    b.done, b.cancelled, b.finished = True, True, 2.0
    rec.poll()
    assert inner.polled == 1 and rec.answered() == [a] and not c.done


def test_a_turn_ends_on_a_settled_frame_the_flow_itself_never_reports():
    # the flow plays the next decided move in the tick it sees the table settle: the scene says
    # the table came to rest, and the next seat's turn starts there
    clock = iter(range(100))
    watch = TurnWatch(now=lambda: float(next(clock)))
    flow = FakeFlow()
    watch.observe(flow, settled=True)               # seat 0's turn starts (t=0)
    watch.observe(flow, settled=False)              # its moves animate, one after another
    flow.session.acting = (1,)
    watch.observe(flow, settled=False)              # seat 1 is to act, seat 0's last move plays
    assert watch.turns == []
    watch.observe(flow, settled=True)               # at rest (t=1): seat 1's turn starts
    assert [(t.seats, t.seconds) for t in watch.turns] == [((0,), 1.0)]
