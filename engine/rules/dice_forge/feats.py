"""Performing a heroic feat: pay, move the pawn (ousting a hero), take the card, its effect.

The rulebook's order when a hero is ousted: "Вигнаний герой негайно отримує божественне
благословення ... Потім активний гравець бере карту" — the ousted hero's blessing (its roll, its
gains and every choice they ask) comes first; the card's own effect (Satyrs' and Minotaur's
rolls, Cancer's blessings, Wild Spirits' gain, a Hammer that takes gold...) only after it.  The
effect therefore waits as a ("card", id, copy) task at the head of the active seat's queue; the
effects interpreter (``effects.settle``) runs it once every other seat's queue is empty.  The
card itself is counted as taken at once (the stacks stay conserved); only its effect waits.
"""
from __future__ import annotations

from . import effects as E
from . import material as M
from .events import FeatPerformed, Gained, HeroOusted, PawnMoved


def perform_feat(w, seat: int, cid: str) -> None:
    f = M.feat(cid)
    i = w.slot_cards.index(cid)
    sun, moon = f.cost
    w.res[seat][1] -= sun
    w.res[seat][2] -= moon
    w.events.append(Gained(seat, (0, -sun, -moon, 0), "feat"))
    w.events.append(FeatPerformed(seat, cid, M.SLOTS[i], f.island, f.cost))
    old = w.pawns[seat]
    if old != f.island:
        for o in E.order_from(seat, w.players):
            if o != seat and w.pawns[o] == f.island:
                w.pawns[o] = 0
                w.events.append(HeroOusted(o, seat, f.island))
                w.events.append(PawnMoved(o, f.island, 0))
                for who in (seat, o):
                    bears = w.cards[who].count("great_bear")
                    if bears:
                        E.gain(w, who, (0, 0, 0, 3 * bears), "great_bear")
                E.push_back(w, o, ("roll", "n", -1, "ousted"))
        w.pawns[seat] = f.island
        w.events.append(PawnMoved(seat, old, f.island))
    taken = w.players - w.stacks[i]
    w.stacks[i] -= 1
    w.cards[seat] = w.cards[seat] + (cid,)
    if cid == "tenacious_boar":
        w.boar_owner[taken] = seat
    E.push_front(w, seat, ("card", cid, taken))       # after the ousted hero's blessing


def card_effect(w, seat: int, cid: str, taken: int) -> None:
    """What the card does once taken (``taken``: copies of it taken before this one)."""
    if cid == "blacksmiths_hammer":
        w.hammers[seat] += 1
    elif cid == "blacksmiths_chest":
        w.chests[seat] += 1
    elif cid == "wild_spirits":
        E.gain(w, seat, (3, 0, 3, 0), cid)
    elif cid in ("helmet_of_invisibility", "mirror_of_the_abyss", "celestial_ship"):
        face = {"helmet_of_invisibility": "triple", "mirror_of_the_abyss": "mirror",
                "celestial_ship": "ship"}[cid]
        if E.take_from_gardens(w, seat, face):
            E.push_back(w, seat, ("place", face))
    elif cid == "guardians_shield":
        E.push_back(w, seat, ("shield",))
    elif cid == "tenacious_boar":
        E.push_back(w, seat, ("bearer", taken))
    elif cid in ("cancer", "sentinel"):
        mode = "n" if cid == "cancer" else "s"
        E.push_back(w, seat, ("roll", mode, -1, cid), ("roll", mode, -1, cid))
    elif cid in ("sphinx", "cyclops"):
        E.push_back(w, seat, ("die", "n" if cid == "sphinx" else "c"))
    elif cid == "minotaur":
        for o in E.order_from(seat, w.players):
            if o != seat:
                E.push_back(w, o, ("roll", "x", -1, "minotaur"))
    elif cid == "satyrs":
        _satyrs(w, seat)
    elif cid == "cerberus":
        w.tokens[seat][0] += 1
    elif cid == "triton":
        w.tokens[seat][1] += 1
    elif cid == "typhon":
        E.gain(w, seat, (0, 0, 0, len(w.removed[seat])), cid)


def _satyrs(w, seat: int) -> None:
    pool: tuple = ()
    for o in E.order_from(seat, w.players):
        if o != seat:
            pool += E.roll(w, o, -1, "satyrs")
    if len(pool) <= 2:                       # 2 players: the two faces rolled, no choice
        E.push_back(w, seat, ("resolve", "n") + pool)
        if w.tokens[seat][0] > 0:
            E.push_back(w, seat, ("cerberus", "n") + pool)
    else:
        E.push_back(w, seat, ("satyr",) + pool)
