"""Every name on the It's a Wonderful World table, in one place: the table description
(table.py) builds its entities with these and the hint (``hint``) finds the entities that show
an action with the same functions.

A card's key is its identity (``ww.c.<seat>.<card>.<copy>``, from the rules' ``card_keys``: it
keeps it from hand to pick to draft area to construction to the empire); names say roles:
``ww.hand.3`` (draft hand), ``ww.drafted.1`` (draft area), ``ww.cons.0`` (under construction),
``ww.built.2``, ``ww.empire``, ``ww.zone.slate`` / ``ww.zone.recycle``, ``ww.cube.<resource>``
(cubes waiting), ``ww.btn.auto`` / ``ww.btn.done`` / ``ww.btn.more``, ``ww.other.N`` (another
seat's panel), ``ww.pick.N`` (a face-down pick).  Solo: ``ww.goal`` / ``ww.goal.text``.
"""
from __future__ import annotations

from typing import Hashable

from engine.rules.wonderful_world.material import IDS
from engine.table_input import TableInput

from .selection import MORE_VERBS

PREFIX = "ww."
TRACK = "ww.track"
EMPIRE = "ww.empire"
PICK_ME = "ww.pick.me"
HAND_ORIGIN = "ww.hand"          # origins key: where a passed hand flies in from
AUTO = "ww.btn.auto"
DONE = "ww.btn.done"
MORE = "ww.btn.more"
KRYS = "ww.krys"                 # the krystallium in stock, dragged onto a slot
CONS_DROP = "ww.consarea"       # the construction area: a drafted card dropped there is slated


def hand(i: int) -> str:
    return f"ww.hand.{i}"


def drafted(i: int) -> str:
    return f"ww.drafted.{i}"


def cons(i: int) -> str:
    return f"ww.cons.{i}"


def built(i: int) -> str:
    return f"ww.built.{i}"


def zone(z: str) -> str:
    """``slate`` (construct) or ``recycle``."""
    return f"ww.zone.{z}"


def cube(resource: str) -> str:
    return f"ww.cube.{resource}"


def other(k: int) -> str:
    """The ``k``-th other seat's panel."""
    return f"ww.other.{k}"


def other_key(seat: int) -> str:
    return f"ww.other.{seat}"


def shown(seat: int, i: int) -> str:
    """Another seat's ``i``-th revealed draft pick, face up in the column beside its panel."""
    return f"ww.shown.{seat}.{i}"


def pick(seat: int) -> str:
    """Another seat's face-down pick."""
    return f"ww.pick.{seat}"


def identity(spec) -> Hashable | None:
    """The thing an entity shows, for the key-stability test: a card face, by id (not another
    seat's pick drawn as a thumbnail beside its panel: a picture of it, not the card itself)."""
    if spec.kind == "ww_dev" and not spec.params.get("back") and not spec.params.get("mini"):
        return ("card", spec.params.get("id"))
    return None


def hint(action, inp: TableInput) -> list[str]:
    """Names for ``action`` of the viewer, the thing to click first first: the hand card to
    pick; the drafted card then its zone; the card under construction (or the empire) then
    the waiting cube; "end step"; else "more"."""
    if not action or inp.viewer is None:
        return []
    verb = action[0]
    me = inp.view.seats[inp.viewer]
    solo = inp.view.players == 1

    def card_in(cards, card: str, name) -> list[str]:
        return [name(i) for i, d in enumerate(cards) if 0 <= d < len(IDS) and IDS[d] == card][:1]

    out: list[str] = []
    if verb == "pick":
        out = card_in(me.hand, action[1], hand)
    elif verb in ("slate", "recycle"):
        out = card_in(me.hand, action[1], hand) if solo else card_in(me.drafted, action[1],
                                                                     drafted)
        out.append(zone(verb))
    elif verb == "place":
        out = [cons(action[1]), cube(action[2])]
    elif verb == "empire":
        out = [EMPIRE, cube(action[1])]
    elif verb == "done":
        out = [DONE]
    elif verb == "search":
        out = [MORE] + [n for c in action[1:] for n in card_in(me.hand, c, hand)]
    elif verb in MORE_VERBS:
        out = [MORE]
        if verb in ("krys", "leader", "discard"):
            out.append(cons(action[1]))
    return out
