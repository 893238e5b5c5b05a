"""The hard AI's evaluation (``evaluate_hard``): ``ai_eval.estimate`` with the inhabitants in
play valued by the turns left to empty them.

``evaluate`` (easy and normal) counts an inhabitant in play as most of a citizen and every
supply on it as a future activation, however late: an inhabitant only scores once emptied and
tucked, and at the end of the game the ones still holding supplies score nothing.  Hard lost
games with five or six inhabitants still in play at the end (9-13 supplies: five or six turns
of main actions) that it had kept playing in the last turns for that credit.  Here the own
main actions left (from the deck, ``final_turns`` once it is empty) are spent on the
inhabitants in play, fewest supplies first: one that can be emptied keeps its credit, one that
cannot loses it, and only the supplies the actions reach count as activations.  A free-action
inhabitant takes one own turn per supply.  Early on there is time for all of them.

``evaluate`` also counts every building in play at one flat rate while the deck lasts, however
often it triggers: normal won games on a Laboratory ("when you tuck a card: invest 1", 22-24 VP)
while hard sat on 15-20 coins beside buildings that never triggered.  Here a building also
counts the VP its investing trigger will still score: the coins its effect (or an enchanted
building's modifier effect) invests, less the coin's worth, times how often that trigger comes
per own turn (``RATE``, counted in normal-against-normal games) times the own turns left, at
most ``HORIZON`` (valuing every trigger effect over all the turns left, draws included, made a
drawing building worth up to 27 VP and lost 8 paired games by 22 points).  Pure.
"""
from __future__ import annotations

from functools import lru_cache

from .ai_eval import W, estimate
from .material import card

DRAW_PER_TURN = 1.5     # deck cards drawn per turn (either seat; 65 cards over about 44 turns)
FINAL_TURNS = 3         # the turn that empties the deck and one more each
HORIZON = 8             # own turns a building's investing trigger is counted over


# how often a building's trigger comes per own turn, counted over 8 normal-against-normal games
# (seeds 1000-1007; /tmp probe, ``flow.fire`` on the played steps only)
RATE = {"tuck": 0.89, "activate:nest": 0.74, "play:any": 0.58, "chest": 0.43, "discard:any": 0.43,
        "reward:gain": 0.37, "activate:burrow": 0.29, "play:inhabitant": 0.25,
        "discard:inhabitant": 0.22, "play:frog": 0.2, "play:crow": 0.2, "play:rabbit": 0.18,
        "play:building": 0.17, "play:belonging": 0.16, "discard:rabbit": 0.16,
        "discard:frog": 0.15, "discard:crow": 0.13, "discard:belonging": 0.12,
        "activate:pad": 0.1, "discard:building": 0.08, "reward:draw": 0.04}


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


@lru_cache(maxsize=None)
def trigger_value(bid: str, enchanted: bool) -> float:
    """The VP a building's trigger invests per own turn: its rate times the coins its effect
    invests, each worth a VP less the coin it costs."""
    c = card(bid)
    effect = c.enchant if enchanted and c.enchant_kind == "modifier" else c.effect
    rate = sum(RATE.get(":".join(w), 0.0) for w in c.when)
    coins = sum(step[1] for step in effect if step[0] == "invest")
    return rate * coins * (1.0 - W["coin"])


def engines(st, seat: int) -> float:
    """What the seat's buildings will still invest in the own turns left (the current one
    half), at most ``HORIZON`` of them."""
    if not st.build[seat]:
        return 0.0
    turns = min(HORIZON, own_turns(st, seat) - (0.5 if st.current == seat else 0.0))
    return max(0.0, turns) * sum(trigger_value(b[0], bool(b[2])) for b in st.build[seat])


def evaluate_hard(st, seat: int) -> float:
    """``evaluate`` with ``reach`` and ``engines`` in a turn (the set-up picks: ``evaluate``)."""
    def own(s: int) -> float:
        if st.phase != "turn":
            return estimate(st, s)
        return estimate(st, s, reach(st, s), engines(st, s))
    if W["opp"]:
        return W["scale"] * (own(seat) - W["opp"] * own(1 - seat))
    return W["scale"] * own(seat)
