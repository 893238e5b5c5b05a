"""AI hooks: ``evaluate`` in VP units (score now + a cheap estimate of what the position will
still bring, shrinking as the deck runs out) and a cheap ``rollout_action`` playout policy."""
from __future__ import annotations

from functools import lru_cache

from .material import SPECIES, board, card
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


def estimate(st, seat: int, reach=None, inplay=None) -> float:
    """Hard (``ai_hard.evaluate_hard``) gives ``reach``: per inhabitant in play, the share of
    its citizen credit and the supplies still usable in the turns left (None: all of them), and
    ``inplay``: (credit once emptied, less per supply on it, least) of an inhabitant in play as
    a citizen (None: ``W``'s)."""
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
    last, step, least = (W["inplay_last"], W["inplay_step"], W["inplay_min"]) \
        if inplay is None else inplay
    for k, (cid, sup) in enumerate(st.inhab[seat]):
        share, usable = (1.0, sup) if reach is None else reach[k]
        counts[card(cid).species] += share * max(least, last - step * sup)
        supplies += usable * activation_value(cid)
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


# ---- the playout policy ---------------------------------------------------------------------
# A cheap, sensible playout (one score per legal action, the best plus a little noise): play
# cards that fit the purse, travel to the best reward in reach (set-up tokens first), spend
# supplies on inhabitants, tuck for the smallest citizen pile, invest late, never waste a
# main action.  Scores are rough "VP soon" units; the noise keeps playouts varied.

REWARD_VALUE = {"gain": 0.35, "draw": 0.8}
TOKEN_VALUE = {"nest": 2.6, "plus5": 2.2, "golden": 3.0}
CHEST_VALUE = {"iron": 1.6, "golden": 2.6, "ruby": 3.2}
STARTER_SPACE = 1.6
PAIR_VALUE = 2.4


@lru_cache(maxsize=None)
def _static_space(bid: str, node: str) -> float:
    """What a space's printed reward is worth (no set-up token)."""
    reward = board(bid).nodes[node]["reward"]
    if not reward:
        return 0.0
    kind = reward[0]
    if kind in REWARD_VALUE:
        return REWARD_VALUE[kind] * reward[1]
    if kind == "chest":
        return CHEST_VALUE.get(reward[1], 1.5)
    return STARTER_SPACE


@lru_cache(maxsize=None)
def _within(bid: str, node: str, k: int) -> tuple:
    """Spaces 1..k steps forward of ``node`` (path costs ignored)."""
    succ = board(bid).succ
    out, todo = [], [(node, 0)]
    while todo:
        n, d = todo.pop()
        if d < k:
            for m, _ in succ.get(n, ()):
                out.append(m)
                todo.append((m, d + 1))
    return tuple(out)


def space_value(st, s: int, node: str) -> float:
    """Roughly what stopping on ``node`` brings seat ``s``: its printed reward, or the set-up
    token that replaces it, plus an enchantment token it may still take."""
    v = 0.0
    tok_v = 0.0
    for n, tok in st.board_tokens:
        if n == node:
            if tok in TOKEN_VALUE:
                tok_v = TOKEN_VALUE[tok]
            elif tok not in st.tokens[s] and not any(b[2] == tok for b in st.build[s]):
                v = PAIR_VALUE
    return v + (tok_v or _static_space(st.board, node))


def best_reach(st, s: int, k: int) -> float:
    """The best space value within ``k`` steps (path costs ignored), 0 at a path end."""
    best = 0.0
    for n in _within(st.board, st.pos[s], k):
        v = space_value(st, s, n)
        if v > best:
            best = v
    return best


@lru_cache(maxsize=None)
def _keep_value(cid: str) -> float:
    """How much a card in hand is worth keeping (discard the lowest)."""
    if cid == HIDDEN:
        return 1.0
    c = card(cid)
    return 1.0 + 0.3 * c.cost + (0.3 if c.type == "inhabitant" else 0.0)


_PILES: list = [None, None]      # (tucked row, citizen piles) of the latest call


def _piles(row) -> dict:
    """Tucked inhabitants per species of one seat's row (memo of the latest row)."""
    memo = _PILES
    if memo[0] is row:
        return memo[1]
    counts = {"crow": 0, "frog": 0, "rabbit": 0}
    for t, _ in row:
        if t != HIDDEN:
            tc = card(t)
            if tc.type == "inhabitant":
                counts[tc.species] += 1
    memo[0], memo[1] = row, counts
    return counts


def _tuck_value(st, s: int, cid: str) -> float:
    """Tucking a card from hand: an inhabitant of the smallest citizen pile counts most."""
    if cid == HIDDEN:
        return 0.5
    c = card(cid)
    if c.type == "inhabitant":
        counts = _piles(st.tucked[s])
        return 3.0 - 0.5 * counts[c.species] + 0.1 * max(counts.values())
    if c.type == "belonging":
        return 1.5
    return 0.2 - 0.2 * c.cost


@lru_cache(maxsize=None)
def _card_play(cid: str) -> tuple:
    """(value of playing it early, value late) for a card from hand."""
    c = card(cid)
    if c.type == "inhabitant":
        v = 2.0 + steps_value(c.effect) * min(c.supplies, 3) * 0.5
        return v, v
    if c.type == "belonging":
        v = 1.6 + 0.3 * c.supplies
        return v, v
    return 3.5, 1.0


@lru_cache(maxsize=None)
def _effect_value(cid: str) -> float:
    return steps_value(card(cid).effect)


def _starter_value(st, s: int, kind: str) -> float:
    if kind == "nest":
        return 0.5 + best_reach(st, s, 3 if st.starters[s][0] else 2)
    if kind == "pad":
        return 1.0 + (0.8 if len(st.hands[s]) < 3 else 0.0) + 0.4 * st.starters[s][1]
    return 0.8 + (1.0 if st.coins[s] < 3 else 0.0) + 0.4 * st.starters[s][2]


def policy_score(st, s: int, a: tuple) -> float:
    verb = a[0]
    if verb == "enchant":
        return 10.0
    if verb == "free":
        return 6.0
    if verb == "play":
        early, late = _card_play(a[1])
        return late if len(st.deck) < 20 else early
    if verb == "activate":
        if a[1] in ("nest", "pad", "burrow"):
            return _starter_value(st, s, a[1])
        return 1.5 + _effect_value(a[1])
    if verb == "move":
        return space_value(st, s, a[1]) + 0.05 * len(a[1])
    if verb in ("discard", "look_discard", "set_aside"):
        return -_keep_value(a[1])
    if verb in ("look_draw", "take"):
        return _keep_value(a[1])
    if verb in ("tuck", "look_tuck"):
        return _tuck_value(st, s, a[1])
    if verb == "invest":
        late = len(st.deck) < 20
        return a[2] if late else -abs(a[2] - max(0, st.coins[s] - 3))
    if verb == "target":
        return _effect_value(a[1])
    if verb == "chest":
        fr = st.stack[-1] if st.stack else None
        n = {"iron": 1, "golden": 2, "ruby": 3}.get(fr[3] if fr else "", 1)
        if a[1] == 0:
            return sum(sorted((_tuck_value(st, s, c) for c in st.hands[s]), reverse=True)[:n]) \
                if len(st.hands[s]) >= n else -1.0
        return 2.0 + 0.5 * n if a[1] == 2 else 1.5 + 0.5 * n
    if verb == "reward":
        return 1.0 if (a[1] == "upgrade") == (len(st.deck) > 25) else 0.0
    if verb == "pick":
        return {"start_frog": 2.0, "start_rabbit": 1.5}.get(a[1], 1.0)
    if verb == "replay":
        return 1.0
    if verb == "decline":
        return 0.0
    return 0.0


def rollout_action(st, seat: int, actions: list, rng):
    if len(actions) == 1:
        return actions[0]
    best, best_v = actions[0], -1e9
    for a in actions:
        v = policy_score(st, seat, a) + 0.6 * rng.random()
        if v > best_v:
            best, best_v = a, v
    return best
