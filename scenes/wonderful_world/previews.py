"""What each option of an It's a Wonderful World choice dialog shows: the thing chosen drawn as
on the table — the card under construction with the slot in question ringed (a krystallium or a
leader token drawn on the slot it goes to, the krystallium taken back ringed where it stands),
both cards of a move, the two cards a solo search discards, the card kept, the supremacy token.
Pure over the viewed state: ``preview(view, seat, action, lang)`` -> ``Choice.preview``."""
from __future__ import annotations

from engine.rules.wonderful_world.material import IDS, KIND_INDEX, KRYS
from engine.rules.wonderful_world.placement import free_slot
from engine.rules.wonderful_world.state import EMPTY

# the shared icons closest to the game's kinds (the icon strip under a card)
ICON = {"materials": "material", "energy": "energy", "science": "science", "gold": "gold",
        "exploration": "exploration", "krystallium": "gem", "general": "shield",
        "financier": "crown"}
DEV_ASPECT = 172 / 240


def _card(card: str, lang: str, **extra) -> tuple[str, dict]:
    return ("ww_dev", {"id": card, "lang": lang, **extra})


def _cons(view, seat: int, i: int, lang: str, put: int | None, kind: int,
          holding: int = EMPTY) -> tuple[str, dict]:
    """Card ``i`` under construction, its slot for ``kind`` holding ``holding`` ringed (and
    ``put`` drawn on it: the token or cube the action puts there)."""
    d, fill = view.seats[seat].cons[i]
    fill = tuple(fill)
    j = free_slot(d, fill, kind, holding)
    if j >= 0 and put is not None:
        fill = fill[:j] + (put,) + fill[j + 1:]
    return _card(IDS[d], lang, fill=fill, slot_mark=(j,) if j >= 0 else ())


def preview(view, seat: int, a: tuple, lang: str) -> dict | None:
    verb = a[0]
    cons = view.seats[seat].cons
    try:
        if verb in ("place", "krys", "leader") and a[1] < len(cons):
            k = KIND_INDEX[a[2]]
            put = KRYS if verb == "krys" else k
            return {"cards": [_cons(view, seat, a[1], lang, put, k)], "aspect": DEV_ASPECT,
                    "icons": [(ICON["krystallium" if verb == "krys" else a[2]], None)]}
        if verb == "discard" and a[1] < len(cons):
            d, fill = cons[a[1]]
            return {"cards": [_card(IDS[d], lang, fill=tuple(fill), dim=True)],
                    "aspect": DEV_ASPECT}
        if verb == "search":
            return {"cards": [_card(a[1], lang, mini=True), _card(a[2], lang, mini=True)],
                    "aspect": DEV_ASPECT}
        if verb in ("keep", "slate", "recycle", "pick"):
            return {"cards": [_card(a[1], lang)], "aspect": DEV_ASPECT}
    except (KeyError, IndexError, TypeError):
        return None
    if verb in ("token", "empire"):
        return {"icons": [(ICON.get(a[1], a[1]), None)]}
    if verb == "done":
        return {"icons": [("any", None)]}
    return None
