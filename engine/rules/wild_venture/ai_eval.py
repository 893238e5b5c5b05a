"""AI hooks: ``evaluate`` in VP units (score now + a cheap estimate of what the position will
still bring, shrinking as the deck runs out) and a cheap ``rollout_action`` playout policy."""
from __future__ import annotations

from functools import lru_cache

from .material import SPECIES, card
from .results import breakdown
from .scoring import citizen_points

HIDDEN = "?"
# hand-tuned weights (VP per unit) of what the position will still bring while the deck lasts
W = {"coin": 0.35, "coin_over": 0.1, "card": 0.8, "card_over": 0.3, "supply": 0.35,
     "upgrade": 1.2, "building": 1.5, "token": 0.8, "coin_late": 0.2, "inplay": 0.6,
     "inplay_last": 1.0, "spread": 0.6, "opp": 0.0, "inplay_min": 0.4, "inplay_step": 0.15,
     "scale": 1.0, "main_action": 0.6, "supply_min": 0.15}


def evaluate(st, seat: int) -> float:
    """Own estimate minus a share of the opponent's (denying them counts a little)."""
    if W["opp"]:
        return W["scale"] * (estimate(st, seat) - W["opp"] * estimate(st, 1 - seat))
    return W["scale"] * estimate(st, seat)


def estimate(st, seat: int) -> float:
    if st.phase == "over":
        b = breakdown(st, seat)
        return b["total"] + 0.01 * st.coins[seat]
    counts = {sp: 0.0 for sp in SPECIES}
    trinkets = 0.0
    for cid, _ in st.tucked[seat]:
        if cid == HIDDEN:
            counts["crow"] += 0.3
            counts["frog"] += 0.3
            counts["rabbit"] += 0.3
            continue
        c = card(cid)
        if c.type == "inhabitant":
            counts[c.species] += 1
        elif c.type == "belonging":
            trinkets += 1
    left = min(1.0, len(st.deck) / 40.0)
    supplies = 0.0
    for cid, sup in st.inhab[seat]:
        counts[card(cid).species] += max(W["inplay_min"], W["inplay_last"] - W["inplay_step"] * sup)
        supplies += sup * activation_value(cid)
    for cid, sup in st.belong[seat]:
        trinkets += W["inplay_last"] if sup <= 1 else W["inplay"]
    cit = citizen_points(counts) + W["spread"] * sum(counts.values())
    enchanted = sum(1 for b in st.build[seat] if b[2])
    bare = sum(1 for b in st.build[seat] if not b[2])
    ench = enchanted + 0.8 * min(len(st.tokens[seat]), bare)
    bld = sum(b[1] for b in st.build[seat])
    value = cit + bld + trinkets * max(ench, 0.3)
    coins, hand = st.coins[seat], len(st.hands[seat])
    value += left * (W["coin"] * min(coins, 8) + W["coin_over"] * max(0, coins - 8)
                     + W["card"] * min(hand, 6) + W["card_over"] * max(0, hand - 6)
                     + W["supply"] * supplies + W["upgrade"] * sum(st.starters[seat])
                     + W["building"] * len(st.build[seat]) + W["token"] * len(st.tokens[seat]))
    value += (1 - left) * W["coin_late"] * min(coins, 10)
    if st.stack:
        value += pending_value(st.stack, seat)
    return value


def steps_value(steps) -> float:
    v = 0.0
    for st in steps:
        op = st[0]
        if op == "gain":
            v += W["coin"] * st[1]
        elif op == "draw":
            v += W["card"] * st[1]
        elif op == "travel":
            v += 0.55 * st[1] + (0.4 if len(st) > 2 and st[2] else 0.0)
        elif op == "look":
            v += 0.15 * st[1] + steps_value([(verb, k) for verb, k in st[2]])
        elif op in ("tuck", "invest"):
            v += 0.8 * st[1]
        elif op == "discard":
            v -= 0.5 * st[1]
        elif op == "activate":
            v += 1.2 if st[1] != "inhabitant" else 1.5
        elif op == "add_supply":
            v += 0.6 * st[1]
        elif op == "pay":
            v += max(0.0, steps_value(st[2]) - W["coin"] * st[1])
        elif op == "pay_discard":
            v += max(0.0, steps_value(st[2]) - 0.5 * st[1])
    return v


@lru_cache(maxsize=None)
def activation_value(cid: str) -> float:
    """What one more supply on this inhabitant is worth: its effect, less the main action it
    costs (a free action costs none)."""
    c = card(cid)
    v = steps_value(c.effect) - (0.0 if c.free else W["main_action"])
    return max(W["supply_min"], W["supply"] * v)


# what an unresolved frame on the effect stack is still worth to its seat (so that a
# half-resolved journey or chest is not judged as if its reward were lost)
FRAME_VALUE = {"travel": 1.2, "arrive": 1.2, "chest": 2.0, "starter_reward": 1.2, "look": 1.0, "look_do": 0.8,
               "target_activate": 1.5, "add_supply": 0.5, "ruby_take": 1.5, "run_building": 1.0,
               "order": 1.5, "activate_starter": 1.0, "replay": 0.5}


def pending_value(stack, seat: int) -> float:
    v = 0.0
    for fr in stack:
        if fr[1] != seat:
            continue
        op = fr[0]
        if op == "gain":
            v += W["coin"] * fr[3]
        elif op == "draw":
            v += W["card"] * fr[3]
        else:
            v += FRAME_VALUE.get(op, 0.0)
    return v


def rollout_action(st, seat: int, actions: list, rng):
    if len(actions) == 1:
        return actions[0]
    best, best_v = actions[0], -1e9
    for a in actions:
        v = rng.random()
        verb = a[0]
        if verb == "enchant":
            v += 5
        elif verb == "play":
            v += 1.2 + 0.2 * card(a[1]).cost
        elif verb == "free":
            v += 2
        elif verb == "activate":
            v += 0.8 if a[1] in ("nest", "pad", "burrow") else 1.4
        elif verb == "move":
            v += 1.0
        elif verb == "invest":
            v += 0.3 * a[2]
        elif verb == "decline":
            v -= 0.5
        if v > best_v:
            best, best_v = a, v
    return best
