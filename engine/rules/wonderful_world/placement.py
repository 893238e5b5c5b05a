"""Cubes, krystallium and leader tokens on one seat (pure functions on ``Seat``).

A filled card is built at once: the cubes and tokens on it are spent, the construction bonus is
received, the card joins the empire (it produces from the next production step on, because a
step's production is counted at its start).  Five cubes on the empire card become one
krystallium at once.  A cube of a resource that fits no slot of a card under construction (an
empty slot of its colour, or one a krystallium holds and could give back) goes to the empire
card automatically.
"""
from __future__ import annotations

from .events import CardBuilt, CubePlaced, KrystalliumMade
from .material import BONUS, EMPIRE_PROD, IDS, KINDS, KRYS, PROD_FIXED, PROD_PER, SLOTS, TYPE
from .state import EMPTY, Seat


def to_empire(seat: Seat, si: int, kind: int, events: list, auto: bool = False) -> Seat:
    """One resource cube onto the empire card (five -> one krystallium)."""
    events.append(CubePlaced(si, KINDS[kind], -1, -1, auto))
    cubes = seat.cubes + 1
    if cubes == 5:
        events.append(KrystalliumMade(si))
        return seat._replace(cubes=0, krys=seat.krys + 1)
    return seat._replace(cubes=cubes)


def fill_slot(seat: Seat, si: int, i: int, j: int, kind: int, events: list) -> Seat:
    """Put ``kind`` on slot ``j`` of construction card ``i``; build the card if it is full."""
    d, fill = seat.cons[i]
    fill = fill[:j] + (kind,) + fill[j + 1:]
    events.append(CubePlaced(si, KINDS[kind], i, j))
    if EMPTY in fill:
        return seat._replace(cons=seat.cons[:i] + ((d, fill),) + seat.cons[i + 1:])
    g, f, k = BONUS[d]
    events.append(CardBuilt(si, IDS[d], i, g, f, k))
    return seat._replace(cons=seat.cons[:i] + seat.cons[i + 1:], built=seat.built + (d,),
                         generals=seat.generals + g, financiers=seat.financiers + f,
                         krys=seat.krys + k)


def free_slot(d: int, fill: tuple, kind: int, holding: int = EMPTY) -> int:
    """Index of the first slot for ``kind`` holding ``holding`` (empty by default), or -1."""
    slots = SLOTS[d]
    for j in range(len(slots)):
        if slots[j] == kind and fill[j] == holding:
            return j
    return -1


def fits(seat: Seat, r: int) -> bool:
    """Could a cube of resource ``r`` go on a card under construction (now or after taking
    back the krystallium that holds its slot)?"""
    for d, fill in seat.cons:
        slots = SLOTS[d]
        for j in range(len(slots)):
            if slots[j] == r and (fill[j] == EMPTY or fill[j] == KRYS):
                return True
    return False


def settle(seat: Seat, si: int, events: list) -> Seat:
    """Move every cube to place that fits nowhere onto the empire card."""
    avail = seat.avail
    if not any(avail):
        return seat
    for r in range(5):
        n = avail[r]
        if n and not fits(seat, r):
            avail = avail[:r] + (0,) + avail[r + 1:]
            seat = seat._replace(avail=avail)
            for _ in range(n):
                seat = to_empire(seat, si, r, events, auto=True)
    return seat


def production(seat: Seat, side: str, r: int) -> int:
    """What the seat produces of resource ``r``: empire card + built developments (a "per
    type" card counts built developments of that type, itself included, never the empire)."""
    total = EMPIRE_PROD[side][seat.empire][r]
    built = seat.built
    for d in built:
        total += PROD_FIXED[d][r]
        per = PROD_PER[d]
        if per is not None and per[0] == r:
            t = per[1]
            total += sum(1 for b in built if TYPE[b] == t)
    return max(total, 0)


def token_moves(seat: Seat) -> list[tuple]:
    """Krystallium and leader-token moves (no cubes waiting): from the stock onto an empty
    slot ("krys" / "leader"), or from a card onto the last empty slot of another card, which
    completes it ("move").  Decision: a move that completes nothing is not offered, nor taking a
    token back to the stock except to free a slot for a waiting cube (``actions``).  Such moves
    change nothing a player could not do later, at the moment they complete a card; leaving
    them out keeps every action a step forward, so a turn can never loop."""
    krys, gen, fin = seat.krys, seat.generals, seat.financiers
    cons = seat.cons
    empty: list[list[int]] = []       # per card: empty slot kinds (sorted, unique)
    held: list[list[int]] = []        # per card: slot kinds holding a krystallium / leader
    last: list[int] = []              # per card: the kind of its only empty slot, else -1
    for d, fill in cons:
        slots = SLOTS[d]
        e: list[int] = []
        h: list[int] = []
        n = 0
        for j in range(len(slots)):
            k, f = slots[j], fill[j]
            if f == EMPTY:
                n += 1
                if k not in e:
                    e.append(k)
            elif f >= KRYS and k not in h:
                h.append(k)
        empty.append(e)
        held.append(h)
        last.append(e[0] if n == 1 else -1)
    acts: list[tuple] = []
    for i in range(len(cons)):
        cid = IDS[cons[i][0]]
        for k in empty[i]:
            if k <= KRYS:
                if krys:
                    acts.append(("krys", i, KINDS[k], cid))
            elif (gen if k == 6 else fin):
                acts.append(("leader", i, KINDS[k], cid))
    for i in range(len(cons)):
        for k in held[i]:
            for j in range(len(cons)):
                k2 = last[j]
                if j != i and k2 >= 0 and ((k2 <= KRYS) if k <= KRYS else (k2 == k)):
                    acts.append(("move", i, KINDS[k], j, KINDS[k2], IDS[cons[i][0]],
                                 IDS[cons[j][0]]))
    return acts


def has_moves(seat: Seat) -> bool:
    """Whether the seat has something to decide other than discard / done."""
    if seat.choose or any(seat.avail) or seat.found:
        return True
    return bool(seat.cons) and bool(token_moves(seat))
