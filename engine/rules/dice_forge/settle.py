"""The queue runner: automatic tasks run (rolls, resolutions, a feat card's effect) until a
seat must decide.  Apart from ``effects`` because a feat card's effect (``feats``) is itself
built from effects."""
from __future__ import annotations

from .effects import AUTO, auto_resolve, options, order_from, pop, resolve, run_roll
from .feats import card_effect


def run_auto(w, seat: int, task: tuple) -> None:
    kind = task[0]
    if kind == "roll":
        run_roll(w, seat, task[1], task[2], task[3] if len(task) > 3 else None)
    elif kind == "resolve":
        resolve(w, seat, task[1], task[2:])
    elif kind == "card":
        card_effect(w, seat, task[1], task[2])


def _waits(w, seat: int, head: tuple) -> bool:
    """A feat card's effect waits while another seat still resolves (an ousted hero)."""
    return head[0] == "card" and any(q for o, q in enumerate(w.queues) if o != seat)


def settle(w, on_idle) -> None:
    """Run automatic tasks (and decision tasks without a choice) until every seat's queue is
    empty or starts with a real decision; when all are empty call ``on_idle(w)``, which may
    queue more (the next divine blessing) and returns True to go on."""
    while True:
        progressed = False
        for seat in order_from(w.active, w.players):
            while w.queues[seat]:
                head = w.queues[seat][0]
                if _waits(w, seat, head):
                    break
                if head[0] in AUTO:
                    pop(w, seat)
                    run_auto(w, seat, head)
                elif not options(w, seat, head):
                    pop(w, seat)
                    auto_resolve(w, seat, head)
                else:
                    break
                progressed = True
        if progressed:
            continue
        if any(w.queues):
            return
        if not on_idle(w):
            return
