"""Every name and key on the World in Progress table, in one place: the table description
(table.py) builds its entities with these, and the hint (``hint_targets``) finds the entities
that show an action with the same functions, so a name is never spelt twice.

Keys are identities (a tile is ``tile:<id>`` from the map to the hand to a world, so its moves
animate themselves); names say roles (``wip.slot.4``, ``wip.pending``, ``wip.tile.0.1.-1``).
"""
from __future__ import annotations

from typing import Hashable

from engine.rules import world_in_progress as wip
from engine.table_input import TableInput

from . import selection as S

PREFIX = "wip."
PUBLIC = frozenset(wip.TERRAINS)     # terrain words: a hidden god is one, the legend names them
BOARD = "wip.board"
PENDING = "wip.pending"
GOD_USE = "wip.god.use"
GOD_CANCEL = "wip.god.cancel"
GOD_TOKEN = "wip.god.token"


def tile_key(tid: str) -> str:
    return f"tile:{tid}"


def slot(i: int) -> str:
    """A tile on the Neutral map."""
    return f"wip.slot.{i}"


def marker(side: str) -> str:
    return f"wip.marker.{side}"


def dest(side: str, i: int) -> str:
    """Where the picked Faith marker may be pushed to."""
    return f"wip.dest.{side}.{i}"


def refused(side: str, i: int) -> str:
    """A spot on the picked marker's rail it may not move to (a click says why)."""
    return f"wip.refused.{side}.{i}"


def rail(side: str) -> str:
    """A side's rail of the map, between its spots (a click says why it moves nothing)."""
    return f"wip.rail.{side}"


def stack(i: int) -> str:
    return f"wip.stack.{i}"


def cell(r: int, c: int) -> str:
    """A free cell of the big world where the tile in hand may go."""
    return f"wip.cell.{r}.{c}"


def rotate(way: str) -> str:
    """``way``: "cw" or "ccw"."""
    return f"wip.rotate.{way}"


def world_tile(seat: int, r: int, c: int, mini: bool = False) -> str:
    return f"wip.{'mini' if mini else 'tile'}.{seat}.{r}.{c}"


def legend(terrain: str) -> str:
    return f"wip.legend.{terrain}"


def header(seat: int) -> str:
    return f"wip.header.{seat}"


def panel(seat: int) -> str:
    return f"wip.panel.{seat}"


def mini_pending(seat: int) -> str:
    return f"wip.mini_pending.{seat}"


def god(seat: int) -> str:
    """The god token in another seat's panel."""
    return f"wip.god.{seat}"


def identity(spec) -> Hashable | None:
    """The thing an entity shows, for the key-stability test: a tile (by id)."""
    return ("tile", spec.params["tile"]) if spec.kind == "wip_tile" else None


def hint(action, inp: TableInput) -> list[str]:
    """The names that show ``action``, the one to click first first: a Faith marker (or its
    destination once picked) and the map tile it hands over; the god power button and the map
    tile; the rotate button when the rotation differs, the cell and the tile in hand; the stack
    to refill from.  The scene keeps those on the table now."""
    verb = action[0] if action else None
    p = inp.picks
    if verb == "push":
        side, i = action[1], action[2]
        far = wip.line_slots(side, i)[2]
        return [dest(side, i) if S.selected(p) == side else marker(side), slot(far)]
    if verb == "god":
        return ([] if S.god_mode(p) else [GOD_USE]) + [slot(action[1])]
    if verb == "place":
        _, r, c, rot = action
        now = S.rotation(p)
        names = [cell(r, c), PENDING]
        if rot != now:
            names.insert(0, rotate("cw" if (rot - now) % 4 <= 2 else "ccw"))
        return names
    if verb == "refill":
        return [stack(action[1])]
    return []
