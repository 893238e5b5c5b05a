"""The app's AI seats decide a simultaneous step blind to the others' moves of it (engine.ai.fair),
checked through the rules' own ``view``: It's a Wonderful World's plans lie open on the table,
so an AI asked after another seat planned would otherwise see that plan."""
from __future__ import annotations

from engine.ai import make_agent
from engine.ai.fair import fair_state, step_start
from engine.ai.workers import Ticket
from engine.games import get_rules
from engine.rules.record import GameRecord
from engine.rules.rng import Rng
from engine.session import GameSession, Seat
from engine.turnflow import TurnFlow


class ShuffledService:
    """Answers the pending decisions one per poll, in a shuffled order (so the seats of a
    simultaneous step finish in every order), with a random legal move from the given view;
    records every request."""

    def __init__(self, seed: int):
        self.asked: list[tuple[Ticket, object, int]] = []     # (ticket, view, len(steps) then)
        self.pending: list[Ticket] = []
        self.rng = Rng(seed)
        self.session = None             # the flow's session, to note when each ask came

    def request(self, rules, view, seat, level, seed, settings=None):
        t = Ticket(len(self.asked) + 1, seat, level)
        t.view, t.rules, t.seed = view, rules, seed
        self.asked.append((t, view, len(self.session.steps)))
        self.pending.append(t)
        return t

    def cancel(self, ticket):
        ticket.cancelled = True
        self.pending = [t for t in self.pending if t is not ticket]

    def poll(self):
        if not self.pending:
            return []
        t = self.pending.pop(self.rng.randrange(len(self.pending)))
        t.action = make_agent("random", self.rng.randrange(1 << 30)).choose(t.rules, t.view, t.seat)
        t.done = True
        return [t]

    def idle(self, deadline):
        pass


def all_ai_flow(game: str, players: int, seed: int, service) -> TurnFlow:
    rules = get_rules(game)
    seats = [Seat("ai", "random", f"A{i}", i) for i in range(players)]
    record = GameRecord(game, players, seed, {}, [vars(s).copy() for s in seats], [])
    service.session = GameSession(rules, record, seats)
    return TurnFlow(service.session, ai=service)


def play(flow: TurnFlow, service: ShuffledService, moves: int) -> None:
    for _ in range(moves * 4):
        if flow.session.is_over() or len(flow.session.steps) >= moves:
            break
        flow.tick(1.0, busy=False, speed=100.0)


def ww_step_key(state, seat: int) -> tuple:
    """Which simultaneous step of It's a Wonderful World ``seat`` is in, told from the state's
    own fields: the round, phase, production step, and in the draft how many picks were passed
    (they move on together, once every seat has picked)."""
    picks = len(state.seats[seat].drafted) if state.phase == "draft" else 0
    return (state.round, state.phase, state.step, picks)


def test_an_ai_in_wonderful_world_never_sees_another_seats_move_of_the_same_step():
    service = ShuffledService(5)
    flow = all_ai_flow("wonderful_world", 3, 11, service)
    play(flow, service, 400)
    s = flow.session
    rules = s.rules
    assert s.state.round >= 2              # past a whole draft, planning and production
    shown_to_naive = 0
    checked = 0
    for ticket, view, n in service.asked:
        seat = ticket.seat
        key = ww_step_key(s.history[n], seat)
        m = n
        while m > 0 and ww_step_key(s.history[m - 1], seat) == key:
            m -= 1                          # back to where this step began for the seat
        begun = rules.view(s.history[m], seat)
        naive = rules.view(s.history[n], seat)
        for other in range(3):
            if other == seat:
                continue
            checked += 1
            # what the AI is told about another seat is what the step began with...
            assert view.seats[other] == begun.seats[other], (ticket.id, seat, other, key)
            if naive.seats[other] != begun.seats[other]:
                shown_to_naive += 1         # ...though the table shows that seat's moves by now
        # and its own moves of the step are all in its input
        assert view.seats[seat] == naive.seats[seat]
    assert checked > 300
    assert shown_to_naive > 50              # the check bites: plans and picks were on the table


def in_own_part(rules, start, steps, seat: int) -> bool:
    """Whether ``seat`` is still within its part of the simultaneous step begun at ``start``:
    its own moves since, played alone from there as selfplay plans a part, keep it to act."""
    state = start
    for st in steps:
        if st.seat != seat:
            continue
        if seat not in rules.to_act(state):
            return False
        state = rules.apply(state, seat, st.action)
    return seat in rules.to_act(state)


def test_an_ai_in_dice_forge_decides_the_shared_choices_blind_to_the_others():
    blind = 0
    for seed in range(4, 10):
        blind += _dice_forge_blind_asks(seed)
    assert blind >= 5


def _dice_forge_blind_asks(seed: int) -> int:
    service = ShuffledService(seed)
    flow = all_ai_flow("dice_forge", 3, seed, service)
    play(flow, service, 600)
    assert flow.session.is_over()
    s = flow.session
    rules = s.rules
    blind = 0
    for ticket, view, n in service.asked:
        seat = ticket.seat
        k = step_start(rules, s.history[:n + 1], s.steps[:n])
        others = {st.seat for st in s.steps[k:n]} - {seat}
        if not others or not in_own_part(rules, s.history[k], s.steps[k:n], seat):
            continue
        blind += 1
        begun = rules.to_json(rules.view(s.history[k], seat))
        told = rules.to_json(view)
        for other in others:        # another seat's resources and pending choices as they were
            assert told["res"][other] == begun["res"][other]
            assert told["queues"][other] == begun["queues"][other]
        assert told != rules.to_json(rules.view(s.history[n], seat))
    return blind


class _Step:
    def __init__(self, seat, action, reveals):
        self.seat, self.action, self.reveals = seat, action, reveals


def _play(rules, history, steps, seat, action):
    nxt, events = rules.step(history[-1], seat, action)
    history.append(nxt)
    steps.append(_Step(seat, action, any(e.reveals for e in events)))


def test_fair_state_replays_only_the_seats_own_moves_of_the_step():
    rules = get_rules("wonderful_world")
    state = rules.new_game(3, 2)
    history, steps = [state], []
    # the first picks of the draft: seats 0 and 2 pick, seat 1 is still to choose
    for seat in (0, 2):
        _play(rules, history, steps, seat, rules.legal_actions(history[-1], seat)[0])
    assert step_start(rules, history, steps) == 0
    assert fair_state(rules, history, steps, 1) == state           # nobody's pick in its input
    # the rest of the draft, then planning: seat 0 plans twice, seat 1 once
    while history[-1].phase == "draft":
        seat = rules.to_act(history[-1])[0]
        _play(rules, history, steps, seat, rules.legal_actions(history[-1], seat)[0])
    begun = len(history) - 1
    for seat in (0, 0, 1):
        _play(rules, history, steps, seat, rules.legal_actions(history[-1], seat)[0])
    assert step_start(rules, history, steps) == begun
    mine = fair_state(rules, history, steps, 1)
    assert mine == rules.apply(history[begun], 1, steps[-1].action)  # its move, not seat 0's
    assert mine.seats[0] == history[begun].seats[0] != history[-1].seats[0]
    assert fair_state(rules, history, steps, 2) == history[begun]
    # at a step's first state the state is the current one
    assert fair_state(rules, history[:1], [], 1) == state
