"""Cubes, krystallium and leader tokens on one seat (pure functions on ``Seat``).

A filled card is built at once: the cubes and tokens on it are spent, the construction bonus is
received, the card joins the empire (it produces from the next production step on, because a
step's production is counted at its start).  Five cubes on the empire card become one
krystallium at once.  A cube of a resource that fits no slot of a card under construction (an
empty slot of its colour) goes to the empire card automatically.  Whatever stands on a card
under construction stays there ("Ви не зможете пересунути кубики, які вже розташували на якійсь
карті"): a krystallium or leader token goes from the stock onto a card, never off it or to
another card.
"""
from __future__ import annotations

from .events import CardBuilt, CubePlaced, CubesToEmpire, KrystalliumMade
from .material import BONUS, EMPIRE_PROD, IDS, KINDS, KRYS, PROD_FIXED, PROD_PER, SLOTS, TYPE
from .state import EMPTY, Seat


def to_empire(seat: Seat, si: int, kind: int, events: list, auto: bool = False) -> Seat:
    """One resource cube onto the empire card (five -> one krystallium)."""
    events.append(CubePlaced(si, KINDS[kind], -1, -1, auto))
    cubes = seat.cubes + 1
    if cubes == 5:
        events.append(KrystalliumMade(si))
        return seat._replace(cubes=0, krys=seat.krys + 1, on_empire=())
    return seat._replace(cubes=cubes, on_empire=(seat.on_empire + (kind,))[-cubes:])


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
    """Could a cube of resource ``r`` go on an empty slot of a card under construction?"""
    for d, fill in seat.cons:
        slots = SLOTS[d]
        for j in range(len(slots)):
            if slots[j] == r and fill[j] == EMPTY:
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
            events.append(CubesToEmpire(si, KINDS[r], n))
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
    """Krystallium and leader tokens from the stock onto an empty slot ("krys" / "leader").
    Nothing comes off a card: once placed, a krystallium or a token stays until the card is
    built or discarded (the rulebook moves them "на карту розвитку", never back; taking them
    back is the Game Park adaptation's reading, see the data README)."""
    krys, gen, fin = seat.krys, seat.generals, seat.financiers
    acts: list[tuple] = []
    for i, (d, fill) in enumerate(seat.cons):
        cid = IDS[d]
        slots = SLOTS[d]
        seen: list[int] = []
        for j in range(len(slots)):
            k = slots[j]
            if fill[j] != EMPTY or k in seen:
                continue
            seen.append(k)
            if k <= KRYS:
                if krys:
                    acts.append(("krys", i, KINDS[k], cid))
            elif (gen if k == 6 else fin):
                acts.append(("leader", i, KINDS[k], cid))
    return acts


def has_moves(seat: Seat) -> bool:
    """Whether the seat has something to decide other than discard / done."""
    if seat.choose or any(seat.avail) or seat.found:
        return True
    return bool(seat.cons) and bool(token_moves(seat))
