"""Pure queries for the Dice Forge table scene (no pygame): how a face is drawn as icons, where
a face may be forged, what a pool costs now, what a pending decision offers.

Owned by the scene; reads only the state it is given (a view) and the rules' material."""
from __future__ import annotations

from . import effects as E
from . import material as M
from .scoring import untoken  # noqa: F401 - the table reads it as Q.untoken

ICON = ("gold", "sun", "moon", "point")      # resource order of a gain -> icon names
TINT = {"red": (232, 128, 112), "blue": (130, 170, 236), "yellow": (240, 214, 120),
        "green": (140, 206, 130)}


def gain_icons(g) -> list[tuple[str, int]]:
    """A gain (gold, sun, moon, glory) as [(icon, n), ...] without the zeros."""
    return [(ICON[i], abs(v)) for i, v in enumerate(g) if v]


def face_view(fid: str) -> dict:
    """The face as die-widget data: ``{"icons": [...], "join": "/"|"+"}`` or ``{"text": ...}``,
    with a ``tint`` for coloured garden faces."""
    f = M.face(fid)
    if f.kind in ("gain", "glory"):
        return {"icons": gain_icons(f.options[0]), "join": "+"}
    if f.kind == "combo":
        return {"icons": gain_icons(f.options[0]), "join": "+"}
    if f.kind in ("choice", "boar"):
        out = {"icons": [gain_icons(o)[0] for o in f.options], "join": "/"}
        if f.kind == "boar":
            out["tint"] = TINT.get(f.colour, (220, 200, 160))
            out["badge"] = "B"
        return out
    if f.kind == "x3":
        return {"text": "×3"}
    if f.kind == "mirror":
        return {"art": "dice_forge/mirror.svg", "text": "M"}
    if f.kind == "ship":
        return {"art": "dice_forge/ship.svg", "text": "S"}
    if f.kind == "shield":
        return {"icons": [("shield", None)] + gain_icons(f.otherwise), "join": "/",
                "tint": TINT.get(f.colour, (220, 200, 160))}
    return {"text": "?"}


def face_text(fid: str, lang: str = "en") -> str:
    f = M.face(fid)
    name = f.name_uk if lang == "uk" else f.name_en
    text = f.text_uk if lang == "uk" else f.text_en
    return f"{name}: {text}" if text else name


def feat_effect(cid: str, lang: str = "en") -> str:
    c = M.feat(cid)
    return (c.text_uk if lang == "uk" else c.text_en) or ""


def place_targets(s, seat: int) -> list[tuple[int, int]]:
    """(die, slot) a newly bought face may replace (any face but a Boar face)."""
    return E.place_slots(s, seat)


def pool_cost(pool: int, discount: int = 0) -> int:
    return max(0, M.sanctuary()[pool][0] - discount)


def discount(s, seat: int) -> int:
    """Gold off every Sanctuary face now: a Celestial Ship's discount, else 0."""
    q = s.queues[seat]
    return q[0][1] if q and q[0][0] == "ship" else 0


def pick_source(s, seat: int) -> str:
    q = s.queues[seat]
    return q[0][1] if q and q[0][0] == "pick" else ""


def hammer_choices(held: int, room: int) -> list[int]:
    """A few ways to split ``held`` gold (at most ``room`` on the track): none, all that fits
    and up to three in between, ascending, without repeats."""
    top = min(held, room)
    vals = {0, top}
    for k in (1, 2, 3):
        vals.add(round(top * k / 4))
    return sorted(v for v in vals if 0 <= v <= top)


def hammer_room(s, seat: int) -> int:
    return E.hammer_room(s, seat)
