"""Every key and name on the Dice Forge table, in one place: the table description (table.py)
builds its entities with these and the hint (``hint``) finds the entities that show an action
with the same functions.

Keys say which thing it is (a feat stack ``card.slot.<slot>``, a die ``die.<seat>.<d>`` whether
on the big board or a panel, a hero ``pawn:<seat>``); names say the role input and tests look
for (``df.feat.<card>``, ``df.pool.<i>.<k>``, ``df.face.<seat>.<die>.<slot>``,
``df.die.<seat>.<die>``, ``df.second``, ``df.end``, ``df.pass``, ``df.own.<card>``).
"""
from __future__ import annotations

from typing import Hashable

from engine.rules.dice_forge import material as M
from engine.rules.dice_forge import queries as RQ
from engine.rules.dice_forge import scene_queries as Q
from engine.rules.dice_forge.events import (DiceRolled, FaceForged, Gained, HeroOusted,
                                            PawnMoved)
from engine.table_input import TableInput
from scenes.dice_forge import selection as S

PREFIX = "df."
SECOND = "df.second"
END = "df.end"
PASS = "df.pass"
TRITON = "df.triton"
HAMMER = "df.hammer"
TOKENS = "df.tokens"


def feat_key(slot_index: int) -> str:
    return f"card.slot.{M.SLOTS[slot_index]}"


def feat(cid: str) -> str:
    return f"df.feat.{cid}"


def pool_key(p: int, k: int) -> str:
    return f"pool.{p}.{k}"


def pool(p: int, k: int) -> str:
    """Face ``k`` of Sanctuary pool ``p``."""
    return f"df.pool.{p}.{k}"


def garden_key(g: int, k: int) -> str:
    return f"garden.{g}.{k}"


def garden(g: int, k: int) -> str:
    return f"df.garden.{g}.{k}"


def pawn_key(seat: int) -> str:
    return f"pawn:{seat}"


def pawn(seat: int) -> str:
    return f"df.pawn.{seat}"


def face_key(seat: int, d: int, i: int) -> str:
    return f"face.{seat}.{d}.{i}"


def face(seat: int, d: int, i: int) -> str:
    """Face ``i`` of die ``d`` on the big board's net."""
    return f"df.face.{seat}.{d}.{i}"


def die_key(seat: int, d: int) -> str:
    return f"die.{seat}.{d}"


def die(seat: int, d: int) -> str:
    return f"df.die.{seat}.{d}"


def board(seat: int) -> str:
    """The big board's header (the seat in focus)."""
    return f"df.board.{seat}"


def panel(seat: int) -> str:
    return f"df.panel.{seat}"


def res_key(seat: int, r: int) -> str:
    return f"res.{seat}.{r}"


def res(seat: int, r: int) -> str:
    return f"df.res.{seat}.{M.RESOURCES[r]}"


def own_key(seat: int, cid: str) -> str:
    return f"own.{seat}.{cid}"


def own(cid: str) -> str:
    return f"df.own.{cid}"


def identity(spec) -> Hashable | None:
    """The thing an entity shows, for the key-stability test: a hero, a die or a resource of a
    seat (on the big board or a panel), a feat stack (faces are many alike: not followed)."""
    name = spec.name or ""
    return name if name.startswith(("df.pawn.", "df.die.", "df.res.", "df.feat.")) else None


def hint(action, inp: TableInput) -> list[str]:
    """Names a hint for ``action`` highlights, the thing to click first first: the Sanctuary
    face to buy, the die face to forge onto, the feat card, the owned card to use, a button;
    for a pop-up's answer, the die, hero, track or token it is about."""
    v = inp.view
    seat = inp.viewer if inp.viewer is not None else inp.focus
    verb, arg = action[0], (action[1] if len(action) > 1 else None)
    names: list[str] = []
    if verb == "buy":
        names += [pool(p, faces.index(arg)) for p, faces in enumerate(v.sanctuary)
                  if arg in faces]
        if S.face(inp.picks) == arg:        # picked: then the die face it is forged onto
            names += [face(seat, d, k) for d, k in Q.place_targets(v, seat)]
    elif verb == "place":
        names.append(face(seat, action[1], action[2]))
    elif verb == "feat":
        names.append(feat(arg))
    elif verb == "reinforce":
        names.append(own(arg))
        if arg == "silver_hind":
            names.append(die(seat, action[2]))
    elif verb in ("triton", "second_action", "end_turn"):
        names.append({"triton": TRITON, "second_action": SECOND, "end_turn": END}[verb])
    elif verb == "pass":
        names.append(PASS if RQ.asked(v, seat) == "ship" else TOKENS)
    elif verb == "die":
        names.append(die(seat, arg))
    elif verb == "hammer":
        names.append(HAMMER)
    elif verb == "cerberus":
        names.append(TOKENS)
    elif verb == "bearer":
        names.append(panel(arg) if arg != inp.focus else board(arg))
    elif verb in ("mirror", "satyr"):
        names += [die(o, d) for o in range(v.players) if o != seat
                  for d in (0, 1) if v.dice[o][d][v.up[o][d]] == arg]
    elif verb == "shield":
        left = [f for f in v.gardens if f in M.SHIELD_FACES][:4]
        names += [garden(3, left.index(arg))] if arg in left else []
    elif verb == "choose":
        src = Q.pick_source(v, seat)
        names += [die(seat, d) for d in (0, 1) if v.dice[seat][d][v.up[seat][d]] == src]
    if not names and verb in ("choose", "mirror", "satyr", "shield"):
        names = [die(seat, 0), die(seat, 1)]
    return names


def event_names(event) -> list[str]:
    """Names of what shows ``event`` on the table, rung when its log line is hovered: the dice
    a seat rolled, the tracks of what it gained or lost (of what could not be gained, a track
    at its limit: "gains nothing: gold is already at its limit"), the face forged, the hero
    that moved; nothing for the rest."""
    if isinstance(event, DiceRolled):
        return [die(event.seat, d) for d in ((0, 1) if event.die < 0 else (event.die,))]
    if isinstance(event, Gained):
        kinds = [r for r, v in enumerate(event.delta) if v]
        if not kinds:
            f = M.faces().get(event.source)
            options = f.options if f is not None and f.simple else ()
            kinds = [0] if event.source.startswith("hammer") else \
                sorted({r for g in options for r in range(3) if g[r] > 0})
        return [res(event.seat, r) for r in kinds]
    if isinstance(event, FaceForged):
        return [face(event.seat, event.die, event.slot)]
    if isinstance(event, (PawnMoved, HeroOusted)):
        return [pawn(event.seat)]
    return []
