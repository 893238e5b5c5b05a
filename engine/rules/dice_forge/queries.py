"""Read-only helpers for scenes (and tests): what is asked now, what things cost."""
from __future__ import annotations

from . import effects as E
from . import material as M


def pending(s, seat: int) -> tuple | None:
    """The task the seat must answer now (see ``effects``), or None."""
    q = s.queues[seat]
    return q[0] if q else None


def asked(s, seat: int) -> str:
    """What the seat is asked: "" (nothing), "main" (reinforce / act / end turn), or the kind of
    its pending task: pick | mirror | hammer | ship | place | cerberus | satyr | satyr2 | die |
    shield | bearer."""
    if seat not in E.to_act(s):
        return ""
    t = pending(s, seat)
    return t[0] if t else "main"


def face_to_place(s, seat: int) -> str | None:
    t = pending(s, seat)
    return t[1] if t and t[0] == "place" else None


def pool_costs() -> list[int]:
    return [c for c, _ in M.sanctuary()]


def pool_of_face(face: str) -> int:
    return M.pool_of()[face]


def feat_cost(card: str) -> tuple[int, int]:
    """(sun, moon)."""
    return M.feat(card).cost


def island_of(card: str) -> int:
    return M.feat(card).island


def slot_of(s, card: str) -> str:
    return M.SLOTS[s.slot_cards.index(card)]


def hammer_progress(s, seat: int) -> tuple[int, int]:
    """(gold on the current Hammer side 0..14, side 0/1); (0, 0) without a Hammer."""
    pos = s.hammer_pos[seat]
    return pos % M.HAMMER_STEP, (pos // M.HAMMER_STEP) % 2


def caps(s, seat: int) -> tuple[int, int, int]:
    return s.caps(seat)


def faces_forged(s, seat: int) -> int:
    return len(s.removed[seat])


def mirror_targets(s, seat: int) -> list[str]:
    return E.mirror_targets(s, seat)


def buyable(s, seat: int) -> list[str]:
    """Sanctuary faces the seat could buy in the current forge action."""
    return E.buyable(s, seat, 0, s.bought)


PILES = ("no_effect", "automatic", "reinforcement")


def card_piles(s, seat: int) -> dict[str, list[str]]:
    """The seat's feat cards in the rulebook's three piles: no permanent effect (glory-only and
    instant cards), automatic permanent effects (Great Bear, Tenacious Boar), reinforcements
    (Silver Hind, Elder, Guardian's Owl)."""
    out: dict[str, list[str]] = {p: [] for p in PILES}
    for c in s.cards[seat]:
        kind = M.feat(c).effect_kind
        if kind == "reinforcement":
            out["reinforcement"].append(c)
        elif kind == "automatic" or c == "tenacious_boar":
            out["automatic"].append(c)
        else:
            out["no_effect"].append(c)
    return out


def glory_totals(s) -> list[int]:
    """Live glory per seat: the track plus the glory printed on feat cards taken so far."""
    from .scoring import final_scores
    return final_scores(s)
