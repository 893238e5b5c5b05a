"""One action's events as choreography on the table: the Faith marker slides, the line is
pushed, the tile flies to its taker, a god token turns over, a tile drops into a world, a
refill flips off a stack.  Tiles are the same entities before and after (keyed by tile id), so
when the moves end the scene reconciles its description and nothing jumps.
"""
from __future__ import annotations

import esper

from engine.ecs.components import Draggable, Name, Visual, Z
from engine.ecs.effects import flip, show
from engine.ecs.processors import tween_to
from engine.rules import world_in_progress as wip

from .geometry import mini_world
from .table import mini_pending_pos

TEMP = "wip.temp"       # names of short-lived entities deleted when the table is reconciled


def animate(s, seat: int, events) -> None:
    """Choreograph ``seat``'s action on scene ``s`` (a WorldInProgressScene) from its events."""
    if s.last_turn.get("seat") != seat:
        s.last_turn = {"seat": seat}
    m = s.map
    big = s.big_seat()
    play = s.app.audio.play
    for ev in events:
        if isinstance(ev, wip.MarkerMoved):
            s.last_turn["push"] = (ev.side, ev.new)
            ent = s.find(f"wip.marker.{ev.side}")
            if ent is not None:
                x, y = m.marker_pos(ev.side, ev.new)
                tween_to(ent, 0.3, "in_out_cubic", x=x, y=y)
            play("slide")
        elif isinstance(ev, wip.LinePushed):
            line = wip.line_slots(ev.side, ev.index)
            for a, b in ((line[1], line[2]), (line[0], line[1])):
                ent = s.find(f"wip.slot.{a}")
                if ent is not None:
                    x, y = m.slot_center(b)
                    tween_to(ent, 0.35, "in_out_cubic", delay=0.3, x=x, y=y)
        elif isinstance(ev, wip.TileTaken):
            s.sel.rot = 0
            if ev.by_god:
                s.last_turn["god"] = ev.slot
            _take(s, ev, seat == big, s.others().index(seat) if seat != big else None)
        elif isinstance(ev, wip.GodRevealed):
            play("reveal")
            ent = s.find("wip.god.token" if seat == big else f"wip.god.{seat}")
            if ent is not None:
                show(ent, back=True)
                vis = esper.component_for_entity(ent, Visual)
                flip(ent, {**vis.params, "used": True, "god": ev.god, "flip": True,
                           "back": False}, duration=0.36)
        elif isinstance(ev, wip.TilePlaced):
            s.last_turn["place"] = (ev.row, ev.col)
            _place(s, ev, big)
        elif isinstance(ev, wip.SlotRefilled):
            s.last_turn["refill"] = ev.slot
            _refill(s, ev)
        elif isinstance(ev, wip.TurnPassed):
            play("turn", 0.5)
        elif isinstance(ev, wip.GameEnded):
            s.final_pending = True   # the scoring show starts on the settled table


def _take(s, ev, to_big: bool, other: int | None) -> None:
    ent = s.find(f"wip.slot.{ev.slot}")
    if ent is None:
        return
    esper.component_for_entity(ent, Z).z = 60
    show(ent, lift=False, gain=None, eligible=False)
    if to_big:
        p = s.layout["pending"]
        tx, ty, size = p.cx, p.cy, p.w
    else:
        tx, ty, size = mini_pending_pos(s.layout[f"other.{other}"])
    tween_to(ent, 0.5, "in_out_cubic", delay=0.3 if ev.by_god else 0.65, x=tx, y=ty, w=size,
             h=size)


def _place(s, ev, big: int) -> None:
    seat = ev.seat
    if seat == big:
        ent = s.find("wip.pending")
        # the world mat re-centres afterwards: land on the cell as drawn now, then slide along
        geom = s.geoms.get(seat)
        x, y = geom.cell_center(ev.row, ev.col)
        size = geom.cell - 2
    else:
        ent = s.find(f"wip.mini_pending.{seat}")
        k = s.others().index(seat)
        # the mini world may re-centre: fly to where the tile will be
        final = mini_world(s.layout[f"other.{k}"], s.view_state.placed_cells(seat))
        x, y = final.cell_center(ev.row, ev.col)
        size = final.cell - 2
    if ent is None:             # nothing on show to move (e.g. after a hand-off): drop one in
        ent = s.entity("wip_tile", x, y - 60, size, size, 50, name=TEMP, tile=ev.tile, rot=ev.rot)
    if esper.has_component(ent, Draggable):
        esper.remove_component(ent, Draggable)
    show(ent, rot=ev.rot)
    esper.component_for_entity(ent, Z).z = 50
    tween_to(ent, 0.45, "out_back" if seat == big else "out_bounce", x=x, y=y, w=size, h=size)
    gained = ev.score_after - ev.score_before
    s.app.audio.play("place")
    if gained > 0:
        s.app.audio.play("coins", 0.6)
        # on the tile it scores, rising a little: not up over the map's or a panel's text
        s.pop_score(x, y, f"+{gained}", seed=ev.row * 7 + ev.col, rise=30)


def _refill(s, ev) -> None:
    a = s.layout[f"stack.{ev.stack}"]
    x, y = s.map.slot_center(ev.slot)
    size = s.map.tile_size()
    ent = s.entity("wip_tile", a.cx, a.cy, a.w, a.w, 70, name=TEMP, tile=ev.tile, back=True)
    s.app.audio.play("card")

    def turn_over(ent=ent) -> None:
        if esper.entity_exists(ent):
            vis = esper.component_for_entity(ent, Visual)
            s.app.audio.play("reveal", 0.5)
            flip(ent, {**vis.params, "back": False}, duration=0.32)

    tween_to(ent, 0.45, "in_out_cubic", on_done=turn_over, x=x, y=y, w=size, h=size)


def clear_temporaries() -> None:
    for ent, n in list(esper.get_component(Name)):
        if n.name == TEMP:
            esper.delete_entity(ent, immediate=True)
