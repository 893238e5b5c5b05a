"""One action's events as choreography: dice tumble and land on the rolled faces, gains rise
from the resource tracks, a bought face flies from the Sanctuary and snaps onto its die face
while the old face is set aside, a feat card flies to its taker, heroes walk to their islands
and an ousted hero is sent home.

Steps are put on the scene's sequence (``scene.sequence.at``, engine/sequencer.py) so rolls of one blessing happen
together and the next blessing waits for them; the table is reconciled when all has played.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import esper

from engine.ecs.components import Lifetime, Transform, Visual, Z
from engine.ecs.effects import fly, path_points, shake, show
from engine.ecs.processors import tween_to
from engine.rules import dice_forge as df
from engine.rules.dice_forge import material as M
from engine.rules.dice_forge import scene_queries as Q
from engine.widgets.counter import pop_gain_beside
from engine.widgets.dice import roll

from .table import (CARD_H, CARD_W, card_pos, die_pos, gain_spot, net_face_pos, pool_face_pos,
                    portal_pos)

if TYPE_CHECKING:
    from . import DiceForgeScene

TEMP = "df.temp"
ASIDE = "df.temp.aside"       # the replaced face drifting aside: never holds the next move
ROLL_S = 0.75
LANDED = 0.8                  # share of a roll after which the die shows its face: gains start
FORGE_S = 0.45                # a bought face's flight to its die face
COUNT_S = 0.35                # a resource track counting up or down
ICONS = ("gold", "sun", "moon", "point")


def animate(s: "DiceForgeScene", seat: int, events, quick: bool = False) -> None:
    """Put ``events`` on the scene's sequence.  ``quick``: an AI's purchase, shown by the cost
    floating off its gold while the forge that follows does the flying."""
    t = 0.0
    rolled: dict[int, float] = {}          # seat -> when its latest roll lands
    group_end = 0.0
    group: set[tuple[int, int]] = set()
    bought: dict[str, int] = {}
    for ev in events:
        if isinstance(ev, df.DiceRolled):
            dice = (0, 1) if ev.die < 0 else (ev.die,)
            key = {(ev.seat, d) for d in dice}
            if group & key:                 # this die already rolls: the next roll waits
                t = max(t, group_end)
                group = set()
            group |= key
            start = max(t, 0.0)
            for d, slot in zip(dice, ev.slots):
                s.sequence.at(start, lambda se=ev.seat, d=d, slot=slot: _roll(s, se, d, slot))
            rolled[ev.seat] = start + ROLL_S * LANDED
            group_end = max(group_end, start + ROLL_S)
        elif isinstance(ev, df.Gained):
            at = max(rolled.get(ev.seat, t), t)
            for r, n in enumerate(ev.delta):
                if n:
                    s.sequence.at(at, lambda se=ev.seat, r=r, n=n: _gain(s, se, r, n, not quick))
        elif isinstance(ev, df.FaceBought):
            bought[ev.face] = ev.pool
        elif isinstance(ev, df.FaceForged):
            t = max(t, group_end)
            s.sequence.at(t, lambda ev=ev, pool=bought.get(ev.face, -1): _forge(s, ev, pool))
            t += FORGE_S
        elif isinstance(ev, df.FeatPerformed):
            s.sequence.at(t, lambda ev=ev: _feat(s, ev))
            t += 0.45
        elif isinstance(ev, df.PawnMoved):
            s.sequence.at(t, lambda ev=ev: _pawn(s, ev))
        elif isinstance(ev, df.HeroOusted):
            s.sequence.at(t + 0.1, lambda ev=ev: _ousted(s, ev))
            t += 0.5
        elif isinstance(ev, df.HammerAdvanced):
            s.sequence.at(max(t, rolled.get(ev.seat, t)),
                    lambda ev=ev: s.app.audio.play("score", 0.6))
        elif isinstance(ev, df.TurnStarted):
            s.sequence.at(t, lambda: s.app.audio.play("turn", 0.5))
    s.sequence.at(max(t, group_end), lambda: None)


def _roll(s, seat: int, d: int, slot: int) -> None:
    ent = s.find(f"df.die.{seat}.{d}")
    if ent is None:
        return
    s.app.audio.play("dice", 0.7)
    tf = esper.component_for_entity(ent, Transform)
    x, y, size = die_pos(s, seat, d)
    tf.x, tf.y = x, y                     # a die still bouncing from the last roll lands first
    roll(ent, slot, duration=ROLL_S, height=min(60.0, size * 0.7))
    if seat == s.big_seat():
        for i in range(6):                # the net follows: the rolled face lights up
            f = s.find(f"df.face.{seat}.{d}.{i}")
            if f is not None:
                show(f, on=i == slot)


def _gain(s, seat: int, r: int, n: int, count: bool = True) -> None:
    box, gap = gain_spot(s, seat, r)
    pop_gain_beside(box, n, ICONS[r], "left", size=34, gap=gap, rise=10.0)
    if n > 0 and r == 0:
        s.app.audio.play("coins", 0.5)
    ent = s.find(f"df.res.{seat}.{M.RESOURCES[r]}")
    if ent is not None:                     # count up now rather than at the end of the move
        vis = esper.component_for_entity(ent, Visual)
        tf = esper.component_for_entity(ent, Transform)
        old = vis.params.get("value", 0)
        new = max(0, old + n)
        show(ent, value=new)
        if not count:
            tf.value = float(new)
            return
        if tf.value is None:
            tf.value = float(old)
        tween_to(ent, COUNT_S, "out_cubic", value=float(new))


def _forge(s, ev, pool: int) -> None:
    seat = ev.seat
    if seat == s.big_seat():
        tx, ty, size = net_face_pos(s, seat, ev.die, ev.slot)
        target = s.find(f"df.face.{seat}.{ev.die}.{ev.slot}")
    else:
        tx, ty, size = die_pos(s, seat, ev.die)
        target = None
    if pool >= 0 and s.view_state.sanctuary is not None:
        sx, sy, ssize = pool_face_pos(s, pool, 0)
    else:
        g = s.layout["garden.2"]
        sx, sy, ssize = g.cx, g.cy, 40
    s.app.audio.play("whoosh", 0.6)
    new = s.entity("df_face", sx, sy, ssize, ssize, 80, name=TEMP, face=Q.face_view(ev.face),
                   selected=True)
    fly(new, path_points((sx, sy), (tx, ty), 0.3), FORGE_S)
    tween_to(new, FORGE_S, "in_out_cubic", w=size, h=size)
    if target is not None:
        old_face = esper.component_for_entity(target, Visual).params.get("face")
        show(target, face=Q.face_view(ev.face), on=True)
        # the old face is set aside with the count of faces forged; it drifts there on its own
        # time (a Lifetime), so the next move need not wait for it
        old = s.entity("df_face", tx, ty, size, size, 70, name=ASIDE, face=old_face)
        pace = max(0.1, s.app.settings.speed * s._anim_speedup)
        esper.add_component(old, Lifetime(0.95 / pace + 0.05))
        aside = s.layout["me.tokens"]
        tween_to(old, 0.45, "in_out_cubic", delay=0.3, x=aside.x + aside.w - 30, y=aside.cy,
                 w=size * 0.6, h=size * 0.6)
        tween_to(old, 0.2, "in_quad", delay=0.7, alpha=0.0)
    tween_to(new, 0.1, "out_back", delay=FORGE_S, scale=1.15)
    tween_to(new, 0.08, "in_quad", delay=FORGE_S + 0.1, scale=1.0)

    def snap() -> None:
        s.app.audio.play("place", 0.8)

    s.sequence.after(FORGE_S, snap)


def _feat(s, ev) -> None:
    ent = s.find(f"df.feat.{ev.card}")
    i = M.SLOTS.index(ev.slot)
    x, y = card_pos(s, i)
    if ev.seat == s.big_seat():
        a = s.layout["me.cards"]
        tx, ty = a.cx, a.cy
    else:
        a = s.layout[f"other.{s.others().index(ev.seat)}"]
        tx, ty = a.x + 120, a.cy
    params = dict(esper.component_for_entity(ent, Visual).params) if ent is not None else {}
    params.update(count=1, target=False, dim=False)
    card = s.entity("df_card", x, y, CARD_W, CARD_H, 85, name=TEMP, **params)
    s.app.audio.play("card")
    fly(card, path_points((x, y), (tx, ty), 0.25), 0.55)
    # hidden once landed (deleted with the temporaries): a small copy left standing would
    # show its title unreadably small
    tween_to(card, 0.55, "in_cubic", w=CARD_W * 0.7, h=CARD_H * 0.7, alpha=60.0,
             on_done=lambda: _hide(card))


def _hide(ent: int) -> None:
    vis = esper.try_component(ent, Visual) if esper.entity_exists(ent) else None
    if vis is not None:
        vis.visible = False


def _pawn(s, ev) -> None:
    ent = s.find(f"df.pawn.{ev.seat}")
    if ent is None:
        return
    x, y = portal_pos(s, ev.to_island, 0, 1)
    esper.component_for_entity(ent, Z).z = 60
    tf = esper.component_for_entity(ent, Transform)
    fly(ent, path_points((tf.x, tf.y), (x, y), 0.35), 0.5)
    s.app.audio.play("slide", 0.7)


def _ousted(s, ev) -> None:
    ent = s.find(f"df.pawn.{ev.seat}")
    if ent is not None:
        shake(ent, 10, 0.3)
        tf = esper.component_for_entity(ent, Transform)
        s.pop_score(tf.x, tf.y - 20, s.t("df.ousted"), particles=8, seed=ev.island)
    s.app.audio.play("error", 0.4)


def clear_temporaries() -> None:
    from engine.ecs.components import Name
    for ent, n in list(esper.get_component(Name)):
        if n.name == TEMP:
            esper.delete_entity(ent, immediate=True)
