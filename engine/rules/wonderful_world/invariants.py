"""What must always hold in a state (full or a seat's view): ``problems(state)`` lists what is
wrong (empty = fine).  ``from_json`` refuses a state with a problem; the soak runs it after
every step (``RULES.check_invariants``).  A view holds ``HIDDEN`` cards; the count still adds up."""
from __future__ import annotations

from collections import Counter

from .material import COPIES, KRYS, N_CARDS, N_DESIGNS, SIDES, SLOTS
from .state import EMPTY, HIDDEN, NO_PICK, PHASES, State, every_card


def problems(state: State) -> list[str]:
    out: list[str] = []
    if state.players != len(state.seats) or not 1 <= state.players <= 5:
        out.append(f"{len(state.seats)} seats for {state.players} players")
    if state.side not in SIDES:
        out.append(f"unknown empire side {state.side!r}")
    if state.phase not in PHASES:
        out.append(f"unknown phase {state.phase!r}")
    if state.scenario and state.players != 1:
        out.append("solo scenarios are for one player")
    if len(state.sup) != 5:
        out.append("supremacy record needs one entry per production step")
    cards = every_card(state)
    if len(cards) != N_CARDS:
        out.append(f"{len(cards)} development cards instead of {N_CARDS}")
    for d, n in Counter(c for c in cards if c != HIDDEN).items():
        if not 0 <= d < N_DESIGNS:
            out.append(f"unknown card number {d}")
        elif n > COPIES[d]:
            out.append(f"{n} copies of card {d} (the game has {COPIES[d]})")
    for i, s in enumerate(state.seats):
        if len(s.avail) != 5 or min(s.avail) < 0:
            out.append(f"seat {i}: cubes to place {s.avail!r}")
        if not 0 <= s.cubes <= 4:
            out.append(f"seat {i}: {s.cubes} cubes on the empire card (5 become krystallium)")
        if min(s.krys, s.generals, s.financiers) < 0:
            out.append(f"seat {i}: negative stock")
        if s.pick != NO_PICK and state.phase != "draft":
            out.append(f"seat {i}: a draft pick outside the draft")
        for d, fill in s.cons:
            if d == HIDDEN or not 0 <= d < N_DESIGNS:
                out.append(f"seat {i}: unknown card under construction")
                continue
            slots = SLOTS[d]
            if len(fill) != len(slots):
                out.append(f"seat {i}: card {d} has {len(fill)} cost slots, not {len(slots)}")
                continue
            for k, f in zip(slots, fill):
                if f != EMPTY and f != k and not (f == KRYS and k < KRYS):
                    out.append(f"seat {i}: kind {f} on a slot for kind {k}")
            if EMPTY not in fill:
                out.append(f"seat {i}: card {d} is complete but not built")
    return out
