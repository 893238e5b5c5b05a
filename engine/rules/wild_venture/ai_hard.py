"""The hard AI's evaluation (``evaluate_hard``): ``ai_eval.estimate`` with the inhabitants in
play valued by what it takes to empty them.

An inhabitant scores only once emptied and tucked.  ``evaluate`` (easy and normal) counts one
in play as most of a citizen at once (0.55 with 3 supplies, 0.15 more per activation, never
under 0.4): playing a new inhabitant of the smallest pile then looks better than activating
the ones in play, and hard lost games that way, playing an inhabitant every turn and emptying
none (5-6 left in play at the end, a citizen pile of 1; citizens score smallest x largest pile).
Here an inhabitant in play counts a quarter less per supply still on it (``INPLAY``: 1 once
emptied, 0.25 with 3 supplies), so each activation moves it as far towards a citizen as
playing it did.  And it counts only if the own main actions left can empty it: they are spent
on the inhabitants in play, fewest supplies first; one that cannot be emptied loses its credit,
and only the supplies the actions reach count as activations (a free-action inhabitant takes one
own turn per supply).  Pure.
"""
from __future__ import annotations

from .ai_eval import W, estimate
from .material import card

DRAW_PER_TURN = 1.5     # deck cards drawn per turn (either seat; 65 cards over about 44 turns)
FINAL_TURNS = 3         # the turn that empties the deck and one more each
# an inhabitant in play as a citizen: 1 once emptied, a quarter less per supply still on it,
# nothing below (``evaluate``: 1, 0.15 less a supply, never under 0.4)
INPLAY = (1.0, 0.25, 0.0)


def own_turns(st, seat: int) -> int:
    """The seat's turns left, the current one included when it is theirs."""
    if st.final_turns >= 0:
        left = st.final_turns
    else:
        left = int(len(st.deck) / DRAW_PER_TURN) + FINAL_TURNS
    mine = st.current == seat
    return (left + 1) // 2 if mine else left // 2


def main_actions_left(st, seat: int, turns: int) -> int:
    if st.current == seat and st.phase == "turn":
        return st.main_left + 2 * max(0, turns - 1)
    return 2 * turns


def reach(st, seat: int) -> list | None:
    """Per inhabitant in play: (share of its citizen credit, supplies usable) in the turns
    left; None when there is time for every one of them."""
    row = st.inhab[seat]
    if not row:
        return None
    turns = own_turns(st, seat)
    budget = main_actions_left(st, seat, turns)
    need = sum(sup for cid, sup in row if not card(cid).free)
    if need <= budget and all(sup <= turns for cid, sup in row if card(cid).free):
        return None
    out: list = [None] * len(row)
    for k in sorted(range(len(row)), key=lambda k: row[k][1]):
        cid, sup = row[k]
        if card(cid).free:
            out[k] = (1.0 if sup <= turns else 0.0, min(sup, turns))
        elif sup <= budget:
            out[k] = (1.0, sup)
            budget -= sup
        else:
            out[k] = (0.0, budget)
            budget = 0
    return out


def evaluate_hard(st, seat: int) -> float:
    """``evaluate`` with ``INPLAY`` and ``reach`` in a turn (the set-up picks: ``evaluate``)."""
    def own(s: int) -> float:
        if st.phase != "turn":
            return estimate(st, s)
        return estimate(st, s, reach(st, s), INPLAY)
    if W["opp"]:
        return W["scale"] * (own(seat) - W["opp"] * own(1 - seat))
    return W["scale"] * own(seat)
