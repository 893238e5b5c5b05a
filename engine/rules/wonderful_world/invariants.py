"""What must always hold in a state (full or a seat's view): ``problems(state)`` lists what is
wrong (empty = fine).  ``from_json`` refuses a state with a problem; the soak runs it after
every step (``RULES.check_invariants``).  A view holds ``HIDDEN`` cards; the count still adds up."""
from __future__ import annotations

from collections import Counter

from .material import COPIES, KRYS, N_CARDS, N_DESIGNS, SIDES, SLOTS
from .state import EMPTY, HIDDEN, NO_PICK, PHASES, ROUNDS, State, every_card


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
    out.extend(_fund_problems(state))
    cards = every_card(state)
    if len(cards) != N_CARDS:
        out.append(f"{len(cards)} development cards instead of {N_CARDS}")
    for d, n in Counter(c for c in cards if c != HIDDEN).items():
        if not 0 <= d < N_DESIGNS:
            out.append(f"unknown card number {d}")
        elif n > COPIES[d]:
            out.append(f"{n} copies of card {d} (the game has {COPIES[d]})")
    if HIDDEN in state.discard:
        out.append("a hidden card ('?') in the discard, which lies face up")
    for i, s in enumerate(state.seats):
        for name, where in (("drafted", "draft area"), ("built", "empire")):
            if HIDDEN in getattr(s, name):
                out.append(f"seat {i}: a hidden card ('?') in its {where}, which every "
                           "player sees")
        if len(s.avail) != 5 or min(s.avail) < 0:
            out.append(f"seat {i}: cubes to place {s.avail!r}")
        if not 0 <= s.cubes <= 4:
            out.append(f"seat {i}: {s.cubes} cubes on the empire card (5 become krystallium)")
        if len(s.on_empire) > s.cubes:
            out.append(f"seat {i}: {len(s.on_empire)} cube colours for {s.cubes} cubes on the "
                       "empire card")
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
    if not out:
        out.extend(_flow_problems(state))
    return out


def _fund_problems(state: State) -> list[str]:
    """Solo: one development fund of 5 cards per planning stage, 8 in all, so the funds left
    follow from the round and the stage; no funds with more players."""
    from .setup import FUND_SIZE, FUNDS
    if any(len(f) != FUND_SIZE for f in state.funds):
        return [f"a development fund without {FUND_SIZE} cards"]
    if state.players != 1:
        return ["development funds in a game of more than one player"] if state.funds else []
    if state.round not in range(1, ROUNDS + 1) or state.stage not in (1, 2):
        return []               # reported by the flow checks
    left = FUNDS - 2 * (state.round - 1) - state.stage
    if len(state.funds) != left:
        return [f"{len(state.funds)} development funds left in round {state.round}, planning "
                f"stage {state.stage} (one is taken per stage: {left} should be left)"]
    return []


def _flow_problems(state: State) -> list[str]:
    """Where the game stands: round, phase, whose move it is, and that whoever must act can."""
    out: list[str] = []
    n, phase = state.players, state.phase
    seats = state.seats
    for i, s in enumerate(seats):
        for name in ("done", "choose"):
            if type(getattr(s, name)) is not bool:
                out.append(f"seat {i}: {name} must be true or false, not {getattr(s, name)!r}")
    if len({s.empire for s in seats}) != n:
        out.append("two seats play the same empire")
    if phase == "over" and state.round != ROUNDS:
        out.append(f"the game is over in round {state.round} (it ends after round {ROUNDS})")
    if n == 1 and phase == "draft":
        out.append("a solo game has no draft")
    if (n == 1) != (state.stage in (1, 2)):
        out.append(f"planning stage {state.stage} with {n} player(s) (stages 1-2 are solo only)")
    for k, w in enumerate(state.sup):
        if not -2 <= w < n:
            out.append(f"supremacy of step {k} names seat {w}, which does not exist")
        elif phase == "production" and (w == -2) != (k > state.step):
            out.append(f"supremacy of step {k} is {'missing' if w == -2 else 'already given'}")
        elif phase in ("draft", "planning") and w != -2:
            out.append(f"supremacy of step {k} given before production")
    if phase == "draft":
        out.extend(_draft_problems(state))
    for i, s in enumerate(seats):
        if s.found and n != 1:
            out.append(f"seat {i}: a solo search in a {n}-player game")
        if (s.choose or s.made) and phase != "production":
            out.append(f"seat {i}: production leftovers outside production")
        if any(s.avail) and phase not in ("planning", "production"):
            out.append(f"seat {i}: cubes to place outside planning and production")
        if phase != "draft" and n > 1 and s.hand:
            out.append(f"seat {i}: a draft hand outside the draft")
        if phase == "production" and s.drafted:
            out.append(f"seat {i}: drafted cards left in production")
        if phase in ("planning", "production") and not s.done and _stuck(state, i):
            out.append(f"seat {i} must act but has nothing it may do")
    return out


def _draft_problems(state: State) -> list[str]:
    out: list[str] = []
    seats = state.seats
    if len({len(s.drafted) for s in seats}) > 1:
        out.append("draft areas of different sizes")
    if len({len(s.hand) + (s.pick != NO_PICK) for s in seats}) > 1:
        out.append("draft hands of different sizes")
    for i, s in enumerate(seats):
        if s.done or any(s.avail):
            out.append(f"seat {i}: planning or production left over in the draft")
        if s.pick == NO_PICK and not s.hand:
            out.append(f"seat {i} must pick a card but its hand is empty")
    if all(s.pick != NO_PICK for s in seats):
        out.append("every seat has picked but the picks are not revealed")
    return out


def _stuck(state: State, i: int) -> bool:
    """Whether seat ``i``, not done, has no legal action (a view's hidden cards count as some)."""
    from .actions import legal_actions
    s = state.seats[i]
    if HIDDEN in s.hand or HIDDEN in s.found:
        return False
    return not legal_actions(state, i)
