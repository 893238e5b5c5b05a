"""Turn flow: the end of an action (lock coatls, refill the six, end triggers, next seat), the
set-up keep step, and the game end (rulebook "Кінець гри").

A *turn* is one action.  In the last turns after a third coatl, later seats get a turn of two
actions (played one after the other), earlier seats one action; the seat that ended it plays no
more.  The six face-up prophecies are refilled at the end of the turn, so after the second
action of a two-action turn, not between its actions.  When the body segments run out (none on the disk, none in the bag) the round is finished
so that everyone has had as many turns as the first player, then everyone plays one more turn.
Once the end is triggered, the other condition changes nothing.  If every seat in a row has
no possible action (each had to pass), the game ends at once (our rule; see ``state``).
"""
from __future__ import annotations

from engine.rules.rng import Rng

from .events import (CoatlLocked, DeckReshuffled, EndTriggered, GameEnded, SixRefilled,
                     TurnPassed)
from .results import final_scores, winners
from .scoring import coatl_points
from .state import State, evolve, set_at


def draw_top(deck: tuple, discard: tuple, rng: Rng, events: list) -> tuple[str, tuple, tuple]:
    """Top card of the deck, reshuffling the discard pile into it when it is empty."""
    if not deck:
        deck = tuple(rng.shuffled(discard))
        discard = ()
        events.append(DeckReshuffled(len(deck)))
    return deck[-1], deck[:-1], discard


def refill_six(six: tuple, deck: tuple, discard: tuple, rng: Rng, events: list):
    fills = []
    six_l = list(six)
    for i, c in enumerate(six_l):
        if c:
            continue
        if not deck and not discard:
            break
        card, deck, discard = draw_top(deck, discard, rng, events)
        six_l[i] = card
        fills.append((i, card))
    if fills:
        events.append(SixRefilled(tuple(fills)))
    return tuple(six_l), deck, discard


def lock_coatls(coatls: tuple, seat: int, events: list) -> tuple:
    """Lock every completed coatl of the seat that is still open to cards."""
    out = list(coatls)
    for i, c in enumerate(out):
        if c.complete and not c.locked:
            out[i] = c._replace(locked=True)
            events.append(CoatlLocked(seat, i, coatl_points(c.pieces, c.cards, c.temple or None)[0]))
    return tuple(out)


def last_turns(players: int, seat: int, reason: str) -> tuple:
    later = tuple(range(seat + 1, players))
    if reason == "third_coatl":
        return tuple((s, 2) for s in later) + tuple((s, 1) for s in range(seat))
    return tuple((s, 1) for s in later) + tuple((s, 1) for s in range(players))


def finish_action(s: State, seat: int, events: list, passed: bool = False,
                  **changes) -> tuple[State, list]:
    """Close the current action of ``seat`` (changes already applied are passed as ``changes``)."""
    s = evolve(s, **changes) if changes else s
    passes = s.passes + 1 if passed else 0
    rng = Rng(s.rng)
    coatls = lock_coatls(s.coatls[seat], seat, events)
    six, deck, discard = s.six, s.deck, s.discard
    if s.actions_left <= 1:     # "Наприкінці вашого ходу" — after both actions of a last turn
        six, deck, discard = refill_six(six, deck, discard, rng, events)
    ending, queue = s.ending, s.queue
    if not ending:
        if sum(1 for c in coatls if c.complete) >= 3:
            ending = "third_coatl"
        elif not any(s.disk[4:]) and sum(s.bags[2]) < 2:
            ending = "no_bodies"
        if ending:
            queue = last_turns(s.players, seat, ending)
            events.append(EndTriggered(seat, ending, queue))
    s = evolve(s, rng=rng.state, coatls=set_at(s.coatls, seat, coatls), six=six, deck=deck,
               discard=discard, picks=0, ending=ending, turn=s.turn + 1, passes=passes)
    if passes >= s.players:     # every seat had to pass in a row: nobody can ever act again
        over = evolve(s, phase="over", queue=(), actions_left=0)
        events.append(GameEnded(tuple(final_scores(over)), tuple(winners(over))))
        return over, events
    if s.actions_left > 1:
        nxt, n = seat, s.actions_left - 1
    elif ending:
        if not queue:
            over = evolve(s, phase="over", queue=(), actions_left=0)
            events.append(GameEnded(tuple(final_scores(over)), tuple(winners(over))))
            return over, events
        (nxt, n), queue = queue[0], queue[1:]
    else:
        nxt, n = (seat + 1) % s.players, 1
    events.append(TurnPassed(seat, nxt, n))
    return evolve(s, phase="choose", current=nxt, actions_left=n, queue=queue), events
