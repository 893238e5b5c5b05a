"""Phases as data: a round is draft -> planning -> five production steps; the game is 4 rounds.

Draft (3-5 players: 7 cards each; 2 players: 10): everyone picks one card face down at the same
time; when all have picked the picks are revealed and the hands pass left (to seat + 1) in
rounds 1 and 3, right in rounds 2 and 4.  When every hand holds a single card it is drafted
automatically; after the 7th pick the 2-player leftovers (3 cards each) are discarded without
recycling.  Solo: no draft; planning has two stages, each starting from a development fund.

Production step: each seat's production of the step's resource is counted at its start,
supremacy is awarded, the cubes are given to place.  A seat with nothing left to decide is
done automatically; the step ends when every seat is done.
"""
from __future__ import annotations

from .events import (CardsDealt, FundTaken, GameEnded, HandsPassed, LastCardDrafted,
                     LeftoversDiscarded, PicksRevealed, PlanningStarted, RoundStarted, SeatDone,
                     StepStarted, SupremacyWon)
from .material import IDS, KINDS, RESOURCES, SUPREMACY_TOKEN
from .placement import has_moves, production, settle
from .state import NO_PICK, ROUNDS, State, evolve

DRAFTED = 7
SOLO_SUPREMACY = 5


def hand_size(players: int) -> int:
    return 10 if players == 2 else 7


def direction(round_: int) -> str:
    return "left" if round_ % 2 == 1 else "right"


def start_round(state: State, events: list) -> State:
    """Deal (or take the first solo fund) for ``state.round``."""
    state = evolve(state, sup=(-2,) * 5)
    if state.players == 1:
        events.append(RoundStarted(state.round, ""))
        return start_stage(state, 1, events)
    events.append(RoundStarted(state.round, direction(state.round)))
    n = hand_size(state.players)
    deck = list(state.deck)
    seats = []
    for i, s in enumerate(state.seats):
        hand = tuple(sorted(deck[-n:]))
        del deck[-n:]
        seats.append(s._replace(hand=hand, pick=NO_PICK, done=False))
        events.append(CardsDealt(i, tuple(IDS[d] for d in hand)))
    return evolve(state, deck=tuple(deck), seats=tuple(seats), phase="draft", step=0, stage=0)


def start_stage(state: State, stage: int, events: list) -> State:
    """Solo planning stage: the next development fund into the hand."""
    fund, funds = state.funds[0], state.funds[1:]
    s = state.seats[0]._replace(hand=tuple(sorted(fund)), done=False)
    events.append(PlanningStarted(state.round, stage))
    events.append(FundTaken(0, stage, tuple(IDS[d] for d in sorted(fund))))
    return evolve(state, funds=funds, seats=(s,), phase="planning", stage=stage, step=0)


def after_pick(state: State, events: list) -> State:
    """Once every seat has picked: reveal, pass, and end the draft after the 7th card."""
    seats = state.seats
    if any(s.pick == NO_PICK for s in seats):
        return state
    events.append(PicksRevealed(tuple(IDS[s.pick] if s.pick >= 0 else "?" for s in seats)))
    seats = [s._replace(drafted=s.drafted + (s.pick,), pick=NO_PICK) for s in seats]
    if len(seats[0].drafted) >= DRAFTED:
        return _end_draft(state, seats, events)
    n = len(seats)
    hands = [s.hand for s in seats]
    step = -1 if direction(state.round) == "left" else 1
    seats = [s._replace(hand=hands[(i + step) % n]) for i, s in enumerate(seats)]
    events.append(HandsPassed(direction(state.round), tuple(len(s.hand) for s in seats)))
    if all(len(s.hand) == 1 for s in seats):
        for i, s in enumerate(seats):
            events.append(LastCardDrafted(i, IDS[s.hand[0]]))
        seats = [s._replace(drafted=s.drafted + s.hand, hand=()) for s in seats]
        if len(seats[0].drafted) >= DRAFTED:
            return _end_draft(state, seats, events)
    return evolve(state, seats=tuple(seats))


def _end_draft(state: State, seats: list, events: list) -> State:
    box = state.box
    for i, s in enumerate(seats):
        if s.hand:
            events.append(LeftoversDiscarded(i, len(s.hand)))
            box = box + s.hand
    seats = [s._replace(hand=(), done=False) for s in seats]
    events.append(PlanningStarted(state.round, 0))
    return evolve(state, seats=tuple(seats), box=box, phase="planning")


def after_planning(state: State, si: int, events: list) -> State:
    """The seat may have finished planning (nothing left in its draft area / solo hand)."""
    s = state.seats[si]
    if s.done or any(s.avail) or s.found or s.choose:
        return state
    if state.players == 1:
        if s.hand:
            return state
        if state.stage == 1:
            return start_stage(state, 2, events)
    elif s.drafted:
        return state
    seats = state.seats[:si] + (s._replace(done=True),) + state.seats[si + 1:]
    events.append(SeatDone(si))
    state = evolve(state, seats=seats)
    if all(x.done for x in seats):
        return start_step(state, 0, events)
    return state


def start_step(state: State, step: int, events: list) -> State:
    """Production step ``step``: count, award supremacy, hand out the cubes."""
    while True:
        side = state.side
        made = [production(s, side, step) for s in state.seats]
        events.append(StepStarted(state.round, RESOURCES[step], tuple(made)))
        top = max(made)
        if state.players == 1:
            winner = 0 if top >= SOLO_SUPREMACY else -1
        else:
            winner = made.index(top) if top > 0 and made.count(top) == 1 else -1
        token = SUPREMACY_TOKEN[step]
        events.append(SupremacyWon(RESOURCES[step], winner,
                                   "choice" if token < 0 else KINDS[token]))
        seats = []
        for i, s in enumerate(state.seats):
            avail = s.avail[:step] + (made[i],) + s.avail[step + 1:]
            s = s._replace(avail=avail, made=made[i], done=False)
            if i == winner:
                if token < 0:
                    s = s._replace(choose=True)
                elif token == 6:
                    s = s._replace(generals=s.generals + 1)
                else:
                    s = s._replace(financiers=s.financiers + 1)
            s = settle(s, i, events)
            if not has_moves(s):
                s = s._replace(done=True)
            seats.append(s)
        sup = state.sup[:step] + (winner,) + state.sup[step + 1:]
        state = evolve(state, seats=tuple(seats), phase="production", step=step, sup=sup)
        if not all(s.done for s in seats):
            return state
        state, step = _next(state, events)
        if step < 0:
            return state


def after_production_action(state: State, si: int, events: list) -> State:
    """After a seat's action in a production step: done automatically when it has nothing
    left to decide; the next step (or round, or the end) once every seat is done."""
    s = state.seats[si]
    if not s.done and not has_moves(s):
        state = evolve(state, seats=state.seats[:si] + (s._replace(done=True),) + state.seats[si + 1:])
        events.append(SeatDone(si))
    if not all(x.done for x in state.seats):
        return state
    state, step = _next(state, events)
    if step < 0:
        return state
    return start_step(state, step, events)


def _next(state: State, events: list) -> tuple[State, int]:
    """After every seat finished a step: (state, next step) or (new state, -1) when a new
    round began or the game ended."""
    if state.step < 4:
        return state, state.step + 1
    seats = tuple(s._replace(made=0) for s in state.seats)
    state = evolve(state, seats=seats)
    if state.round >= ROUNDS:
        from .results import final_scores, winners
        over = evolve(state, phase="over")
        events.append(GameEnded(tuple(final_scores(over)), tuple(winners(over))))
        return over, -1
    return start_round(evolve(state, round=state.round + 1), events), -1


__all__ = ["start_round", "start_stage", "after_pick", "after_planning", "start_step",
           "after_production_action", "hand_size", "direction"]
