"""AI hooks: a static evaluation in VP and a cheap, sensible playout policy.

``evaluate``: own points now + what the position should still bring (cards under construction
by how much of their cost is paid, production for the steps left, krystallium and cubes),
minus the best opponent's same estimate.  Solo: the final score the rest of the game should
bring (``project``: production played out onto the cards that can still complete).
``rollout_action``: draft the card with the best value for its cost, slate cheap good cards and
recycle the rest, put cubes on the card closest to completion, krystallium and leader tokens
only on a card the stock then completes, never discard unless nothing else is possible.
"""
from __future__ import annotations

import math
from functools import lru_cache

from .material import (BONUS, COPIES, EMPIRE_VP_PER, FINANCIER, GENERAL, ID_INDEX, KRYS,
                       PROD_FIXED, PROD_PER, RECYCLE, SLOTS, TYPE, VP, VP_PER)
from .placement import production
from .scoring import score_designs
from .state import EMPTY, HIDDEN, State

CUBE_VP = 0.9            # a resource cube is worth about a point (cost and production)
KRYS_VP = 1.2
PLACED_KRYS_VP = 0.1     # a krystallium on a card's krystallium-only slot beyond one in stock
STEPS_PER_ROUND = 5
# Solo values: the search turns a value into a reward with tanh(value / ai_value_scale), which
# tells positions apart only near zero; a solo score may land anywhere from -20 to 100, so the solo
# value is that score warped by atanh: the reward is then linear in the score over that range
# (a position 40 VP below par is still told from one 35 below).
SOLO_PAR = 40.0          # the middle of the solo scores (after side A's -15)
SOLO_HALF = 60.0         # ... and half their range (side A scores go below zero)
VALUE_SCALE = 12.0       # the rules' ``ai_value_scale`` (the lead wires it from here)


@lru_cache(maxsize=None)
def card_worth(d: int, rounds_left: int, first: int = 5) -> float:
    """Rough VP a built card brings: printed VP, multipliers (as if ~3 matching cards / 3
    tokens), bonus tokens and krystallium, and its production for the rounds left; ``first``:
    in a production step, the first resource still to come this round (a card built in the
    materials step still produces its energy and the rest this round)."""
    v = VP[d] + sum(value * 3 for _, value in VP_PER[d])
    g, f, k = BONUS[d]
    v += g + f + KRYS_VP * k
    prod = sum(PROD_FIXED[d]) + (2 if PROD_PER[d] else 0)
    now = sum(PROD_FIXED[d][first:]) + (2 if PROD_PER[d] and PROD_PER[d][0] >= first else 0)
    return v + (prod * rounds_left + now) * CUBE_VP


@lru_cache(maxsize=None)
def _cost(d: int) -> float:
    return sum(CUBE_VP if k < 5 else (2.5 if k == 5 else 1.5) for k in SLOTS[d])


_cache: dict = {}     # id(seat) -> (seat, key, value): an untouched seat is not re-valued
_memo: dict = {}      # (key, seat) -> value, with opponents (see ``_seat_value``)


def _seat_value(state: State, i: int) -> float:
    s = state.seats[i]
    phase = state.phase
    key = (state.side, state.round, state.step if phase == "production" else -1, phase,
           state.players == 1 and state.scenario)
    hit = _cache.get(id(s))
    if hit is not None and hit[0] is s and hit[1] == key:
        return hit[2]
    if state.players > 1:
        # with opponents ``_value`` reads only the seat and ``key``: a seat reached again (the
        # lookahead's next determinization, another order of the same moves: 3 in 4 of normal's
        # valuations in a draft) is not valued again
        memo_key = (key, s)
        v = _memo.get(memo_key)
        if v is None:
            v = _value(state, s)
            if len(_memo) > 50000:
                _memo.clear()
            _memo[memo_key] = v
    else:
        v = _value(state, s)
    if len(_cache) > 4096:
        _cache.clear()
    _cache[id(s)] = (s, key, v)
    return v


@lru_cache(maxsize=20000)
def _built_value(empire: int, side: str, built: tuple, generals: int, financiers: int) -> tuple:
    """(score now, production per round of each resource) of an empire's built cards."""
    sc = score_designs(empire, side, built, generals, financiers)["total"]
    from .state import Seat
    seat = Seat(empire=empire, built=built)
    return sc, tuple(production(seat, side, r) for r in range(5))


def _value(state: State, s) -> float:
    side = state.side
    sc, prods = _built_value(s.empire, side, s.built, s.generals, s.financiers)
    if state.players == 1:
        v = project(state, s) - (15 if side == "A" and not state.scenario else 0)
        if state.scenario:
            v -= 12.0 * sum(1 for d in _scenario_needs(state.scenario) if d not in s.built)
        return v
    if state.phase == "production":
        steps_left = (4 - state.round) * STEPS_PER_ROUND + STEPS_PER_ROUND - state.step - 1
        first = state.step + 1          # resources still to come this round
    else:
        steps_left = (5 - state.round) * STEPS_PER_ROUND
        first = 0
    rl = steps_left // STEPS_PER_ROUND
    # a card completed now still produces the resources of the steps left this round
    now = first if state.phase == "production" else 5
    # (a built card a hair more than its score: finishing a card that scores nothing is still
    # the sensible tie-break against discarding it or leaving it unfinished)
    v = float(sc) + 0.01 * len(s.built)
    if steps_left:
        v += sum(prods) * steps_left / STEPS_PER_ROUND * CUBE_VP
    # cubes each resource can still bring: production until the end, plus some recycling
    later = 4 - state.round
    supply = [prods[r] * (later + (1 if r >= first else 0)) + 0.5 + 0.4 * later
              for r in range(5)]
    need = [0, 0, 0, 0, 0, 0]
    for d, fill in s.cons:
        for k, f in zip(SLOTS[d], fill):
            if f == EMPTY and k <= KRYS:
                need[k] += 1
    # (in the last step nothing is committed: what is held then is lost, so it goes on a card)
    held, committed = _committed(s) if steps_left else (s.krys, (0,) * len(s.cons))
    need[KRYS] -= sum(committed)
    # krystallium on krystallium-only slots (placed or committed) counts on both sides of the
    # ratios, so placing one never lowers a card's chance of completion (supply becomes paid)
    placed = _placed_krys(s)
    paid = placed + sum(committed)
    spare = held + s.cubes / 5 + 0.5 * later
    # krystallium covers some shortfall: first of the resource the card that brings most for
    # its cubes is short of (as ``_chances`` funds them; in resource order, a cheap card short of
    # materials took it from a better one short of gold, which discarding the cheap card freed)
    for r in _cover_order(s.cons, need, supply, rl, now):
        short = need[r] - supply[r]
        if short > 0:
            use = min(short, spare)
            spare -= use
            supply[r] += use
    supply.append(spare)
    # all the cubes that can come (production, recycling, krystallium; see ``_chances``)
    total_supply = sum(prods) * (later + 1) + 3.0 * later + held + 1.0 + paid
    # cards under construction: what they should bring, times the chance to finish them, and
    # less and less as the end nears (an unfinished card scores nothing)
    urgency = min(1.0, (steps_left + 2) / 7)
    # the game's last step and the seat done with it: an unfinished card scores nothing
    closed = not steps_left and s.done
    left, left_total = supply[:KRYS], total_supply
    if not closed:
        chances, left, left_total = _chances(s.cons, committed, need, supply, total_supply, paid,
                                             rl, now)
        for (d, fill), virtual, p in zip(s.cons, committed, chances):
            n = len(fill)
            frac = (n - fill.count(EMPTY) + virtual) / n
            v += (0.3 + 0.7 * frac) * p * urgency * card_worth(d, rl, now)
    # krystallium and empire cubes are worth what they can still pay for: nothing once the last
    # production step is over, when a krystallium in stock (or the cubes towards one) scores
    # nothing; krystallium on a krystallium-only slot a little more than the same in stock (see
    # ``_committed``)
    krys_vp = KRYS_VP if steps_left else 0.0
    v += urgency * (krys_vp * (held + 0.2 * s.cubes) + PLACED_KRYS_VP * placed)
    v += 0.5 * sum(s.avail)
    # drafted cards: built (on the cubes the cards under construction leave over, the best for
    # its cost first) or recycled
    v += _drafted_value(s.drafted, left, left_total, rl)
    return v


def _cover_order(cons: tuple, need: list, supply: list, rl: int, now: int) -> list:
    """The resources the cards under construction are short of, the one the card that brings
    most for each cube it still takes (``_chances``' funding order) wants first."""
    best: dict = {}
    for d, fill in cons:
        wants = _need(d, fill)
        rest = sum(wants[:KRYS + 1])
        if not rest:
            continue
        n = len(fill)
        key = (0.3 + 0.7 * (n - fill.count(EMPTY)) / n) * card_worth(d, rl, now) / max(rest, 0.5)
        for r in range(KRYS):
            if wants[r] and need[r] > supply[r] and key > best.get(r, -1.0):
                best[r] = key
    return sorted(best, key=lambda r: (-best[r], r))


def _drafted_value(drafted: tuple, left: list, total: float, rl: int) -> float:
    """What the drafted cards bring: built on the cubes left over once the cards under
    construction are funded (the best for its cost first; one built takes its cubes from the
    next), or recycled for a cube.  Leftovers, not a share of all the cubes: a card under
    construction discarded frees its cubes once, for one drafted card, not for each of them."""
    info = _drafted_info(drafted, rl)
    if not info:
        return 0.0
    left = list(left)
    v = 0.0
    for worth, wants, rest in info:
        p = total / rest if rest > total else 1.0
        for k, w in wants:
            if left[k] < w:
                q = left[k] / w
                if q < p:
                    p = q
        built = 0.3 * p * worth
        if built > CUBE_VP:
            v += built
            total = total - rest if total > rest else 0.0
            for k, w in wants:
                left[k] = left[k] - w if left[k] > w else 0.0
        else:
            v += CUBE_VP
    return v


@lru_cache(maxsize=4096)
def _drafted_info(drafted: tuple, rl: int) -> tuple:
    """(worth, (resource, cubes) of its basic cost, cubes in all) of the drafted cards, the best
    for its cost first."""
    cards = sorted((d for d in drafted if d != HIDDEN),
                   key=lambda d: (-card_worth(d, rl) / len(SLOTS[d]), d))
    out = []
    for d in cards:
        n = _need(d, (EMPTY,) * len(SLOTS[d]))
        out.append((card_worth(d, rl), tuple((k, n[k]) for k in range(KRYS) if n[k]),
                    sum(n[:KRYS + 1])))
    return tuple(out)


def _chances(cons: tuple, committed: tuple, need: list, supply: list, total: float,
             paid: int, rl: int, now: int = 5) -> tuple:
    """Each card under construction's chance of completion: the cubes still to come go to the
    cards that bring most for the cubes they still take first, as a player funds them (a card
    with cubes on it brings more for fewer), and a card further down the line gets what is left.
    So a card nobody would fund takes nothing from the others: discarding it frees nothing but
    its recycling cube, and a card part-built is not discarded to free cubes for one that is
    not.  ``total``: all the cubes that can still come (placed krystallium counted, as in
    ``_value``'s ratios, so placing one never lowers a chance).  Krystallium-only slots share
    the stock's krystallium pro rata (see ``_value``).  Returns (chances, the cubes of each
    resource left over — of a resource the cards are short of; of any other, all that come —
    and the cubes left over in all)."""
    short = [k for k in range(KRYS + 1) if need[k] > supply[k]]
    rests = [sum(_need(d, fill)[:KRYS + 1]) - committed[i] for i, (d, fill) in enumerate(cons)]
    if not short and sum(rests) <= total:       # every card gets all it needs
        return [1.0] * len(cons), supply[:KRYS], total - sum(rests)
    keys = []
    for i, (d, fill) in enumerate(cons):
        n = len(fill)
        rest = rests[i]
        frac = (n - fill.count(EMPTY) + committed[i]) / n
        keys.append((-(0.3 + 0.7 * frac) * card_worth(d, rl, now) / (rest if rest > 0.5 else 0.5),
                     i))
    order = [i for _, i in sorted(keys)]
    left = supply[:KRYS]
    out = [1.0] * len(cons)
    for i in order:
        d, fill = cons[i]
        wants = _need(d, fill)
        rest = rests[i]                 # all the cubes it still takes
        p = min(1.0, total / rest) if rest > 0 else 1.0
        for k in short:
            w = wants[k]
            if w and k < KRYS and left[k] < w:
                q = left[k] / w
                if q < p:
                    p = q
        if wants[KRYS] and need[KRYS] > supply[KRYS]:
            q = (supply[KRYS] + paid) / (need[KRYS] + paid)
            if q < p:
                p = q
        # it takes the share of its cubes it can get (a card short of one resource does not
        # hold the others' cubes: discarding it frees only what it would have had)
        total = max(0.0, total - p * rest)
        for k in short:
            if k < KRYS and wants[k]:
                left[k] = max(0.0, left[k] - p * wants[k])
        out[i] = p
    return out, left, total


def _committed(s) -> tuple[int, tuple]:
    """(krystallium left in stock, krystallium per card under construction that its
    krystallium-only slots will take from the stock): the cards closest to completion first.
    ``_value`` counts the committed ones as placed, so holding a krystallium that a card's cost
    will take anyway is never worth more than part-filling the card with it (once placed it
    stays there, rules version 4; in stock it would score nothing at the end)."""
    held = s.krys
    if not held or not s.cons:
        return held, (0,) * len(s.cons)
    slots = [sum(1 for k, f in zip(SLOTS[d], fill) if f == EMPTY and k == KRYS)
             for d, fill in s.cons]
    committed = [0] * len(s.cons)
    for i in sorted(range(len(s.cons)), key=lambda i: (s.cons[i][1].count(EMPTY), i)):
        use = min(held, slots[i])
        committed[i] = use
        held -= use
    return held, tuple(committed)


def _placed_krys(s) -> int:
    """Krystallium already on a krystallium-only slot of a card under construction."""
    return sum(1 for d, fill in s.cons for k, f in zip(SLOTS[d], fill) if k == KRYS and f == KRYS)


@lru_cache(maxsize=None)
def _scenario_needs(scenario: int) -> tuple:
    from .scoring import SCENARIO_CARDS
    return tuple(ID_INDEX[c] for c in SCENARIO_CARDS[scenario])


def solo_value(points: float) -> float:
    """A solo score as a value: monotonic, 0 at ``SOLO_PAR``, and such that the search's
    0.5 + 0.5 * tanh(value / VALUE_SCALE) is linear in the score within SOLO_PAR ± SOLO_HALF."""
    x = (points - SOLO_PAR) / SOLO_HALF
    x = -0.995 if x < -0.995 else 0.995 if x > 0.995 else x
    return VALUE_SCALE * math.atanh(x) + 0.01 * (points - SOLO_PAR)    # (still rising outside)


def evaluate(state: State, seat: int) -> float:
    """Own value minus the best opponent's; solo: own value minus ``SOLO_PAR`` (the search
    turns values into rewards with tanh(value / ai_value_scale): around zero it tells a good
    solo game from a better one, far from it every game would look the same)."""
    if state.phase == "over":           # the real score: unfinished cards are worth nothing
        from .results import final_scores
        sc = final_scores(state)
        if state.players == 1:
            return solo_value(sc[0])
        return float(sc[seat] - max(v for i, v in enumerate(sc) if i != seat))
    mine = _seat_value(state, seat)
    if state.players == 1:
        # ``project`` estimates the final score all game long (the funds still to come
        # included): centred on a fair score, the search's tanh tells good from better
        return solo_value(mine)
    return mine - max(_seat_value(state, i) for i in range(state.players) if i != seat)


def _empty(fill: tuple) -> int:
    return fill.count(EMPTY)


def _stock_completes(s, card: tuple) -> bool:
    """The seat's krystallium and leader tokens in stock fill every empty slot of ``card``
    (so spending them there builds it, not only moves it on)."""
    d, fill = card
    slots = SLOTS[d]
    k = g = f = 0
    for j in range(len(fill)):
        if fill[j] == EMPTY:
            kind = slots[j]
            if kind <= KRYS:
                k += 1
            elif kind == GENERAL:
                g += 1
            else:
                f += 1
    return k <= s.krys and g <= s.generals and f <= s.financiers


def _kind_counts(d: int) -> tuple:
    counts = [0] * 8
    for k in SLOTS[d]:
        counts[k] += 1
    return (tuple((k, counts[k]) for k in range(5) if counts[k]), counts[KRYS],
            counts[GENERAL], counts[FINANCIER])


COUNTS = tuple(_kind_counts(d) for d in range(len(SLOTS)))   # per design: cost by kind


def _fit(state: State, seat: int, d: int, prods: tuple | None = None) -> float:
    """How buildable a card is for this seat (0..1): its cost against the seat's production
    of each resource for the rounds left, krystallium slots against the stock.  ``prods``:
    the seat's production per resource, when the caller has it already."""
    s = state.seats[seat]
    if prods is None:
        prods = _built_value(s.empire, state.side, s.built, s.generals, s.financiers)[1]
    rounds = 5 - state.round
    res, krys, gen, fin = COUNTS[d]
    p = 1.0
    for k, n in res:
        q = (prods[k] * rounds + 1.5) / (n + 1)
        if q < p:
            p = q
    if krys and s.krys < krys:
        p *= 0.5
    if gen > s.generals or fin > s.financiers:
        p *= 0.7
    return p


def _pick_value(state: State, seat: int, d: int, prods: tuple | None = None) -> float:
    rl = 4 - state.round
    return max(CUBE_VP, _fit(state, seat, d, prods) * card_worth(d, rl) - 0.3 * _cost(d))


_PICKS: dict = {}     # (round, production, krystallium, generals, financiers) -> {card: value}


def rollout_action(state: State, seat: int, actions: list, rng) -> tuple:
    if len(actions) == 1:
        return actions[0]
    verb = actions[0][0]
    if verb == "pick" or verb == "keep":
        if verb == "pick" and rng.random() < 0.1:
            return rng.choice(actions)
        s = state.seats[seat]
        prods = _built_value(s.empire, state.side, s.built, s.generals, s.financiers)[1]
        # a card's pick value reads only these (``_fit``, ``_pick_value``), which stay the same
        # through a draft's playouts: each card is valued once for them
        key = (state.round, prods, s.krys, s.generals, s.financiers)
        known = _PICKS.get(key)
        if known is None:
            if len(_PICKS) > 4096:
                _PICKS.clear()
            known = _PICKS[key] = {}

        def value(a: tuple) -> float:
            d = ID_INDEX[a[1]]
            v = known.get(d)
            if v is None:
                v = known[d] = _pick_value(state, seat, d, prods)
            return v

        return max(actions, key=value)
    if verb == "token":
        s = state.seats[seat]
        bonus = score_designs(s.empire, state.side, s.built, 1, 0)["generals"] - \
            score_designs(s.empire, state.side, s.built, 0, 1)["financiers"]
        return actions[0] if bonus >= 0 else actions[1]
    s = state.seats[seat]
    cons = s.cons
    rl = 4 - state.round
    open_ = sum(_empty(f) for _, f in cons)
    prods = _built_value(s.empire, state.side, s.built, s.generals, s.financiers)[1]
    best, best_key = None, None
    for a in actions:
        v = a[0]
        if v == "place":
            key = (4, -_empty(cons[a[1]][1]))
        elif v == "empire":
            key = (1, 0)
        elif v == "slate":
            d = ID_INDEX[a[1]]
            fit = _fit(state, seat, d, prods)
            ok = fit > 0.6 and open_ < 12 and fit * card_worth(d, rl) > 2 * CUBE_VP
            key = (3 if ok else 0, fit * card_worth(d, rl))
        elif v == "recycle":
            key = (2, -_pick_value(state, seat, ID_INDEX[a[1]], prods))
        elif v in ("krys", "leader"):
            # a token that finishes the card, or starts finishing one the stock completes
            key = (5, 0) if _stock_completes(s, cons[a[1]]) else (-1, 0)
        elif v == "done":
            key = (0, 0)
        elif v == "search":
            key = (2, -1) if rng.random() < 0.05 else (-2, 0)
        else:       # discard
            key = (-3, 0)
        if best_key is None or key > best_key:
            best, best_key = a, key
    return best


# ---- solo: the rest of the game played out -----------------------------------------------------
# Solo has no opponent to compare with: the value is the final score the position should bring.
# ``project`` plays the remaining production steps out with no new card: the seat's production
# (growing as cards complete) goes onto the cards under construction closest to completion that
# can still be finished, spare cubes become krystallium on the empire card, krystallium and leader
# tokens complete cards, supremacy tokens come at 5+ production (solo rule).  The score is the
# real score of the cards that complete (multipliers counted on the actual empire), plus what the
# production nobody uses yet is worth to the cards still to come from the development funds.
CAP_VP = 0.75            # a spare cube produced while funds still come: it will build their cards
CAP_PER_FUND = 8.0       # spare cubes the cards of one fund can use
FUND_VP = 6.0            # a fund still to come: its cards' points beyond the production they use
HAND_VP = 0.6            # a card in the solo hand beyond its recycling cube: the choice it leaves
SPARE_KRYS_VP = 1.2      # krystallium left at the end while funds still come


def _prod_all(empire: int, side: str, built: tuple) -> tuple:
    return _built_value(empire, side, built, 0, 0)[1]


FUTURE_BUILT = 1.2       # cards a fund still to come adds to the empire
# the share of each card type in the deck (a card still to come is of that type)
TYPE_SHARE = tuple(sum(COPIES[d] for d in range(len(TYPE)) if TYPE[d] == t) / sum(COPIES)
                   for t in range(5))


@lru_cache(maxsize=20000)
def _multipliers(empire: int, side: str, built: tuple) -> list:
    """(card type, VP per card of it) of the empire side and the built cards."""
    out = [(t, v) for t, v in EMPIRE_VP_PER[side][empire] if t < 5]
    for d in built:
        out.extend((t, v) for t, v in VP_PER[d] if t < 5)
    return out


@lru_cache(maxsize=20000)
def _need(d: int, fill: tuple) -> tuple:
    n = [0] * 8
    for k, f in zip(SLOTS[d], fill):
        if f == EMPTY:
            n[k] += 1
    return tuple(n)


def _sup_token(empire: int, side: str, built: tuple, gen: int, fin: int) -> int:
    """The token a science supremacy should take: the one that scores more."""
    sc = score_designs(empire, side, built, gen + 1, fin)["total"]
    return GENERAL if sc >= score_designs(empire, side, built, gen, fin + 1)["total"] else FINANCIER


def _play_out(state: State, s, active: list, extra: list) -> tuple:
    """Play the rest of the game out for the cards ``active`` (indices into ``s.cons``), with
    ``extra`` cubes (per resource) to place now: each step's cubes go to the cards closest to
    completion first.  Returns (score, completed indices, value of the spare production and
    krystallium)."""
    side, empire = state.side, s.empire
    cons = s.cons
    built = s.built
    prods = _prod_all(empire, side, built)
    cards = sorted(((sum(_need(*cons[i])), i) for i in active))
    order = [i for _, i in cards]                   # closest to completion first
    need = [list(_need(*cons[i])) for i in order]
    rem = [float(n) for n, _ in cards]
    live = list(range(len(order)))                  # positions not completed yet
    gen, fin, krys = s.generals, s.financiers, float(s.krys)
    cubes = float(s.cubes)
    done: list = []
    fed = set()                                     # cards that took cubes
    cap = 0.0
    first = state.step + 1 if state.phase == "production" else 0
    # the round whose production the cards of a fund still to come can use: funds come at the
    # start of each later round (and this round's second fund during its first stage)
    fresh = state.round + (0 if state.phase == "planning" and state.stage == 1 else 1)

    def complete(p: int) -> None:
        nonlocal gen, fin, krys, built, prods
        d = cons[order[p]][0]
        done.append(order[p])
        live.remove(p)
        g, f, k = BONUS[d]
        gen, fin, krys = gen + g, fin + f, krys + k
        built = built + (d,)
        prods = _prod_all(empire, side, built)

    def place(r: int, n: float) -> float:
        for p in tuple(live):
            want = need[p][r]
            if want > 0:
                take = want if want < n else n
                fed.add(p)
                need[p][r] = want - take
                rem[p] -= take
                n -= take
                if rem[p] <= 1e-9:
                    complete(p)
                if n <= 0:
                    return 0.0
        return n

    def use_tokens() -> None:
        nonlocal krys, gen, fin
        for p in tuple(live):
            n = need[p]
            k_need = rem[p] - n[GENERAL] - n[FINANCIER]
            if k_need <= krys + 1e-9 and n[GENERAL] <= gen and n[FINANCIER] <= fin:
                krys -= k_need
                gen -= n[GENERAL]
                fin -= n[FINANCIER]
                rem[p] = 0.0
                complete(p)

    for r in range(5):
        n = s.avail[r] + extra[r]
        if n and live:
            n = place(r, n)
        cubes += n
    for rnd in range(state.round, 5):
        for r in range(first if rnd == state.round else 0, 5):
            made = prods[r]
            if not made:
                continue
            if made >= 5:           # solo supremacy
                if r == 2:
                    tok = _sup_token(empire, side, built, gen, fin)
                else:
                    tok = FINANCIER if r in (0, 3) else GENERAL
                if tok == GENERAL:
                    gen += 1
                else:
                    fin += 1
            left = place(r, float(made)) if live else float(made)
            if left > 0:
                if rnd >= fresh:
                    cap += left
                cubes += left
        if live:
            krys += cubes // 5
            cubes %= 5
            use_tokens()
    krys += cubes / 5.0
    if live:
        use_tokens()
    sc = _built_value(empire, side, built, gen, fin)[0]
    funds = len(state.funds)
    if funds:       # the multipliers will also count cards still to come from the funds
        sc += FUTURE_BUILT * funds * sum(v * TYPE_SHARE[t] for t, v in _multipliers(empire, side, built))
    value = CAP_VP * min(cap, CAP_PER_FUND * funds) + (SPARE_KRYS_VP if funds else 0.1) * krys
    return sc, done, value, {order[p] for p in fed}


_proj_cache: dict = {}


def project(state: State, s) -> float:
    """Solo: the final score this position should bring (before side A's penalty)."""
    key = (state.phase, state.round, state.step, len(state.funds), s.cons, s.built, s.krys,
           s.cubes, s.generals, s.financiers, s.avail, s.hand, s.found, state.side, s.empire)
    v = _proj_cache.get(key)
    if v is None:
        if len(_proj_cache) > 50000:
            _proj_cache.clear()
        v = _proj_cache[key] = _keep_value(state, s) if s.found else _project(state, s)
    return v


def _project(state: State, s) -> float:
    extra = [0, 0, 0, 0, 0]
    for d in s.hand:                     # a card in the hand not slated is recycled
        if d != HIDDEN:
            extra[RECYCLE[d]] += 1
    active = list(range(len(s.cons)))
    for _ in range(3):  # cubes go only to the cards that can still complete: drop hopeless ones
        sc, done, spare, fed = _play_out(state, s, active, extra)
        missing = [i for i in active if i not in done and i in fed]
        if not missing:                 # (a hopeless card that took nothing changes nothing)
            break
        if len(missing) > 2:            # the ones with most still to pay, then the rest
            missing.sort(key=lambda i: -sum(_need(*s.cons[i])))
            missing = missing[:len(missing) // 2]
        for i in missing:
            active.remove(i)
    else:
        sc, done, spare, _ = _play_out(state, s, active, extra)
    v = sc + spare + FUND_VP * len(state.funds) + HAND_VP * len(s.hand)
    return v


def _keep_value(state: State, s) -> float:
    """A solo search's drawn cards: the best of keeping one of them to build or to recycle."""
    base = s._replace(found=())
    best = project(state, base)
    recycled = set()
    for f in set(s.found):
        if f == HIDDEN:
            continue
        opts = [base._replace(cons=s.cons + ((f, (EMPTY,) * len(SLOTS[f])),))]
        if RECYCLE[f] not in recycled:      # kept to recycle: only its resource matters
            recycled.add(RECYCLE[f])
            opts.append(base._replace(hand=s.hand + (f,)))
        for opt in opts:
            v = project(state, opt)
            if v > best:
                best = v
    return best
