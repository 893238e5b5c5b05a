"""World in Progress table: the seat in focus builds its world on the left, the Neutral map with
its four Faith markers and three stacks in the middle, the other worlds on the right.

Entities are rebuilt from ``view_state`` in ``build_table``; an action's events become tweens on
those entities (``animate``) and the table is rebuilt once they finish.  Legality always comes
from ``legal()``; hidden things (stacks, other seats' gods) are never read from the full state.
"""
from __future__ import annotations

from typing import Hashable

import esper
import pygame

from engine import theme
from engine.ecs.components import (Clickable, Draggable, DropTarget, Name, Transform, Visual,
                                   Z)
from engine.ecs.processors import is_animating, tween_to
from engine.layout import load_layout
from engine.render import Renderer
from engine.rules import world_in_progress as wip
from scenes.game_base import GameScene

from .geometry import MARKER_ANGLE, MapGeom, big_world, mini_area, mini_world
from .painters import PAINTERS, paint_group_marks

SIDES = wip.SIDES
FINAL_STEP_S = 0.9      # per terrain in the end-of-game scoring show (divided by speed)


class WorldInProgressScene(GameScene):
    painters = PAINTERS
    log_rect = (660, 852, 620, 184)

    def __init__(self, app, session, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.layout = load_layout("world_in_progress")
        a = self.layout["log"]
        self.log_rect = (a.x, a.y, a.w, a.h)
        self.map = MapGeom(self.layout["board"])
        self.selected: str | None = None      # the Faith marker side picked this turn
        self.god_mode = False                 # choosing a map tile with the god power
        self.rot = 0                          # rotation of the pending tile
        self.dirty = False                    # rebuild once the running animation ends
        self.last_turn: dict = {}             # the latest seat's moves, glowing on the table
        self.final_t: float | None = None     # end-of-game scoring show clock
        self.final_pending = False
        self.hover_name: str | None = None
        self._gains: dict = {}
        self.geoms: dict[int, object] = {}

    # -- perspective ---------------------------------------------------------------------------
    def big_seat(self) -> int:
        """The world drawn large: the viewing human's, or (demo) the seat to act."""
        if self.viewer is not None:
            return self.viewer
        return self.session.state.current if not self.session.is_over() else 0

    def others(self) -> list[int]:
        n = self.session.state.players
        b = self.big_seat()
        return [(b + k) % n for k in range(1, n)]

    def phase(self) -> str:
        return self.view_state.phase

    def can_peek(self) -> bool:
        return (not self.demo and self.viewer is not None
                and not self.session.seats[self.viewer].is_ai)

    # -- build ---------------------------------------------------------------------------------
    def build_table(self) -> None:
        v = self.view_state
        L = self.layout
        legal = self.legal()
        self.geoms = {}
        self._build_map(v, legal)
        self._build_big_world(v, legal)
        for k, seat in enumerate(self.others()):
            self._build_panel(v, seat, L[f"other.{k}"])
        self.hover_name = None

    def _tile(self, name, tid, x, y, size, z, rot=0, tag=None, tooltip=None, **params) -> int:
        return self.entity("wip_tile", x, y, size, size, z, name=name, tag=tag, tooltip=tooltip,
                           tile=tid, rot=rot, **params)

    def _build_map(self, v, legal) -> None:
        m = self.map
        b = m.board
        self.entity("wip_image", b.cx, b.cy, b.w, b.h, 1, name="wip.board", art="wip/board.svg")
        god_acts = {a[1] for a in legal if a[0] == "god"}
        size = m.tile_size()
        glow_slot = self.last_turn.get("refill")
        for slot, tid in enumerate(v.grid):
            if tid is None:
                continue
            x, y = m.slot_center(slot)
            eligible = self.god_mode and slot in god_acts
            ent = self._tile(f"wip.slot.{slot}", tid, x, y, size, 10,
                             tag=("slot", slot) if eligible else None,
                             eligible=eligible, hover_lift=eligible,
                             glow=slot == glow_slot and not eligible)
            if eligible:
                self._gains_for(("god", slot))
                esper.component_for_entity(ent, Visual).params["gain"] = self._gains.get(("god", slot))
        pushes = [a for a in legal if a[0] == "push"]
        sides_ok = {a[1] for a in pushes}
        marker_glow = self.last_turn.get("push")
        for si, side in enumerate(SIDES):
            x, y = m.marker_pos(side, v.markers[si])
            active = side in sides_ok and not self.god_mode
            self.entity("wip_marker", x, y, 58, 58, 30, name=f"wip.marker.{side}",
                        tag=("marker", side) if active else None, angle=MARKER_ANGLE[side],
                        active=active, selected=self.selected == side,
                        glow=marker_glow is not None and marker_glow[0] == side,
                        tooltip=self.t("wip.tip.marker") if active else None)
        if self.selected and not self.god_mode:
            for _, side, i in pushes:
                if side != self.selected:
                    continue
                x, y = m.dest_pos(side, i)
                self._gains_for(("push", side, i))
                self.entity("wip_dest", x, y, 58, 58, 32, name=f"wip.dest.{side}.{i}",
                            tag=("push", side, i), angle=MARKER_ANGLE[side])
        refill = self.phase() == "refill" and bool(legal)
        for i in range(3):
            a = self.layout[f"stack.{i}"]
            n = len(v.stacks[i])
            active = refill and n > 0
            self.entity("wip_stack", a.cx, a.cy, a.w, a.h, 20, name=f"wip.stack.{i}",
                        tag=("stack", i) if active else None, count=n, active=active,
                        tooltip=self.t("wip.tip.stack", n=n))

    def _gains_for(self, action) -> None:
        """Best score gain the viewer could get from the tile ``action`` would give them (pure:
        the action is applied to the viewer's own view; stacks are not touched by it)."""
        if action in self._gains or self.viewer is None:
            return
        v = self.view_state
        try:
            after = self.rules.apply(v, self.viewer, action)
        except wip.IllegalAction:
            return
        now = self.rules.scores(v)[self.viewer]
        best = max((wip.preview_score(after, self.viewer, r, c, rot)
                    for r, c in wip.legal_cells(after.placed_cells(self.viewer)) for rot in range(4)),
                   default=now)
        self._gains[action] = best - now

    def _world_tiles(self, v, seat, geom, size, z, prefix) -> None:
        glow = self.last_turn.get("place") if self.last_turn.get("seat") == seat else None
        for r, c, tid, rot in v.worlds[seat]:
            x, y = geom.cell_center(r, c)
            self._tile(f"{prefix}.{seat}.{r}.{c}", tid, x, y, size, z, rot=rot,
                       glow=glow == (r, c))

    def _build_big_world(self, v, legal) -> None:
        L = self.layout
        seat = self.big_seat()
        placed = v.placed_cells(seat)
        mat = L["world.mat"]
        geom = big_world(mat, placed)
        self.geoms[seat] = geom
        self.entity("wip_mat", mat.cx, mat.cy, mat.w, mat.h, 2, name="wip.mat")
        h = L["world.header"]
        score = self.rules.scores(v)[seat]
        self.entity("wip_header", h.cx, h.cy, h.w, h.h, 5, name=f"wip.header.{seat}",
                    **self._header_params(v, seat, False))
        # cells: where the next tile may go (glowing and droppable on the viewer's turn)
        places = {(a[1], a[2]) for a in legal if a[0] == "place"}
        pending = v.pending[seat]
        deltas = {}
        if places and pending:
            for r, c in places:
                deltas[(r, c)] = {rot: wip.preview_score(v, seat, r, c, rot) - score
                                  for rot in range(4)}
        for r, c in sorted(wip.legal_cells(placed)):
            x, y = geom.cell_center(r, c)
            active = (r, c) in places
            ent = self.entity("wip_cell", x, y, geom.cell, geom.cell, 4, name=f"wip.cell.{r}.{c}",
                              tag=("cell", r, c) if active else None, active=active,
                              tile=pending if active else None, rot=self.rot,
                              delta=deltas.get((r, c), {}))
            if active:
                esper.component_for_entity(ent, Clickable).buttons = (1, 3)
                esper.add_component(ent, DropTarget(("cell", r, c)))
        self._world_tiles(v, seat, geom, geom.cell - 2, 6, "wip.tile")
        # the pending tile, enlarged under the world
        p = L["pending"]
        if pending:
            mine = bool(places)
            ent = self._tile("wip.pending", pending, p.cx, p.cy, p.w, 40, rot=self.rot,
                             tag="pending" if mine else None,
                             tooltip=self.t("wip.tip.pending") if mine else None)
            if mine:
                esper.component_for_entity(ent, Clickable).buttons = (1, 3)
                esper.add_component(ent, Draggable("pending"))
            for key, icon in (("ccw", "rotate_ccw"), ("cw", "rotate_cw")) if mine else ():
                a = L[f"rotate.{key}"]
                self.button(f"wip.rotate.{key}", "", a.cx, a.cy, a.w, a.h, tag=f"rotate.{key}",
                            style="secondary", icon=icon, z=45,
                            tooltip=self.t(f"wip.tip.rotate_{key}"))
        else:
            self.entity("rect", p.cx, p.cy, p.w, p.h, 3, color=(0, 0, 0, 50), radius=14,
                        border=2, border_color=(150, 118, 66, 150))
            self.entity("text", p.cx, p.cy, p.w - 20, 40, 4, text=self.t("wip.pending_empty"),
                        size=20, color=theme.TEXT_DIM)
        # the god token and its power
        g = L["god.token"]
        used = v.god_used[seat]
        god = v.gods[seat] if used else None
        peek = v.gods[seat] if (seat == self.viewer and self.can_peek() and not used
                                and v.gods[seat] != "?") else None
        if used:
            label = self.t("wip.god_used", god=wip.god_name(god, self.app.i18n.lang))
        else:
            label = self.t("wip.god_hidden")
        self.entity("wip_god", g.cx, g.cy, g.w, g.h, 30, name="wip.god.token",
                    tooltip=self.t("wip.tip.peek") if peek else None, used=used, god=god,
                    peek=peek, label=label, open=bool(peek and self.god_mode),
                    peek_label=(f"{wip.god_name(peek, self.app.i18n.lang)} · "
                                f"{wip.terrain_name(peek, self.app.i18n.lang)}") if peek else None,
                    glow=self.last_turn.get("god") is not None and self.last_turn.get("seat") == seat)
        u = L["god.use"]
        if self.viewer is not None and seat == self.viewer and not used and not self.demo:
            god_ok = any(a[0] == "god" for a in legal)
            if self.god_mode:
                self.button("wip.god.cancel", self.t("wip.god_cancel"), u.cx, u.cy, u.w, u.h,
                            tag="god.cancel", style="danger", icon="close", z=45)
            else:
                self.button("wip.god.use", self.t("wip.god_use"), u.cx, u.cy, u.w, u.h,
                            tag="god.use", style="primary", enabled=god_ok, z=45,
                            tooltip=self.t("wip.tip.god_use"))
        # terrain legend: group x statues = points, hover to see the group
        details = wip.score_details(v, seat)
        for i, t in enumerate(wip.TERRAINS):
            a = L[f"legend.{i}"]
            d = details[t]
            lang = self.app.i18n.lang
            self.entity("wip_legend", a.cx, a.cy, a.w, a.h, 20, name=f"wip.legend.{t}",
                        tooltip=self.t("wip.tip.legend", terrain=wip.terrain_name(t, lang),
                                       god=wip.god_name(t, lang), group=d["group"],
                                       statues=d["statues"], points=d["points"]),
                        terrain=t, group=d["group"], statues=d["statues"], points=d["points"])

    def _header_params(self, v, seat: int, panel: bool) -> dict:
        score = self.rules.scores(v)[seat]
        used = v.god_used[seat]
        if used:
            sub = self.t("wip.god_used", god=wip.god_name(v.gods[seat], self.app.i18n.lang))
        else:
            sub = self.t("wip.god_hidden")
        return dict(panel=panel, title=self.seat_name(seat), color=self.seat_color(seat),
                    score_text=self.t("wip.points", n=score),
                    tiles_text=self.t("wip.tiles", n=len(v.worlds[seat])),
                    turn=(not self.session.is_over() and v.current == seat), sub=sub,
                    text_w=None if not panel else self.layout["other.0"].w - mini_area(
                        self.layout["other.0"])[2] - 20)

    def _build_panel(self, v, seat: int, a) -> None:
        self.entity("wip_header", a.cx, a.cy, a.w, a.h, 2, name=f"wip.panel.{seat}",
                    **self._header_params(v, seat, True))
        x, y, size = mini_area(a)
        self.entity("rect", x + size / 2, y + size / 2, size, size, 3,
                    color=(230, 214, 180, 60), radius=10)
        geom = mini_world(a, v.placed_cells(seat))
        self.geoms[seat] = geom
        self._world_tiles(v, seat, geom, geom.cell - 2, 6, "wip.mini")
        # the tile this seat is about to place
        if v.pending[seat]:
            self._tile(f"wip.mini_pending.{seat}", v.pending[seat], a.x + 270, a.y + a.h - 44, 64,
                       8)
        # the god token in the corner of the panel: face down, or the god once used
        used = v.god_used[seat]
        self.entity("wip_god", a.x + 200, a.y + a.h - 44, 56, 56, 8, name=f"wip.god.{seat}",
                    used=used, god=v.gods[seat] if used else None, peek=None, label=None)

    # -- input -----------------------------------------------------------------------------------
    def busy(self) -> bool:
        if is_animating() or self.dirty or self.final_pending:
            return True
        return self.final_t is not None and self.final_t < FINAL_STEP_S * (len(wip.TERRAINS) + 0.5)

    def refresh(self) -> None:
        """Rebuild for a UI change (selection, rotation) without touching the rules state."""
        self.rebuild()

    def resync(self) -> None:
        self.selected = None
        self.god_mode = False
        self._gains = {}
        super().resync()

    def undo(self) -> None:
        self.last_turn = {}
        self.rot = 0
        super().undo()

    def on_table_click(self, ent: int, tag: Hashable, button: int) -> None:
        if is_animating() or self.dirty or not self.my_turn():
            return
        if button == 3:
            self.rotate(1)
            return
        if isinstance(tag, tuple):
            kind = tag[0]
            if kind == "marker":
                self.app.audio.play("click")
                self.selected = None if self.selected == tag[1] else tag[1]
                self.refresh()
            elif kind == "push":
                self.act(tag)
            elif kind == "slot":
                self.act(("god", tag[1]))
            elif kind == "cell":
                self.act(("place", tag[1], tag[2], self.rot))
            elif kind == "stack":
                self.act(("refill", tag[1]))
            elif kind == "drag":
                self.rotate(1)
        elif tag == "pending":
            self.rotate(1)
        elif tag == "rotate.cw":
            self.rotate(1)
        elif tag == "rotate.ccw":
            self.rotate(-1)
        elif tag == "god.use":
            self.app.audio.play("click")
            self.god_mode = True
            self.selected = None
            self.refresh()
        elif tag == "god.cancel":
            self.app.audio.play("click")
            self.god_mode = False
            self.refresh()

    def on_drop(self, ent: int, payload: Hashable, target: Hashable | None) -> bool:
        if payload == "pending" and isinstance(target, tuple) and target[0] == "cell":
            return self.act(("place", target[1], target[2], self.rot))
        return False

    def rotate(self, d: int) -> None:
        if self.phase() != "place" or not self.legal():
            return
        self.rot = (self.rot + d) % 4
        self.app.audio.play("card", 0.6)
        ent = self.find("wip.pending")
        if ent is not None:
            esper.component_for_entity(ent, Visual).params["rot"] = self.rot
        for e, (n, vis) in esper.get_components(Name, Visual):
            if n.name.startswith("wip.cell."):
                vis.params["rot"] = self.rot

    def on_table_wheel(self, dy: int) -> None:
        if self.my_turn() and self.phase() == "place":
            self.rotate(1 if dy > 0 else -1)

    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and not self.demo
                and self.my_turn() and self.phase() == "place"):
            self.rotate(1)
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 3:
            return
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_r, pygame.K_e):
            self.rotate(1)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_q:
            self.rotate(-1)
            return
        super().handle_event(ev, pos)

    # -- per frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.dirty and not is_animating():
            self.dirty = False
            self.resync()
            if self.final_pending:
                self.final_pending = False
                self.final_t = 0.0
        if self.final_t is not None:
            before = int(self.final_t / FINAL_STEP_S)
            self.final_t += dt * self.app.settings.speed
            if int(self.final_t / FINAL_STEP_S) != before and before < len(wip.TERRAINS):
                self.app.audio.play("score", 0.7)
        super().update(dt)
        self._track_hover()

    def _track_hover(self) -> None:
        ent = self.input.hovered if self.input else None
        name = None
        if ent is not None and esper.entity_exists(ent):
            n = esper.try_component(ent, Name)
            name = n.name if n else None
        if name == self.hover_name:
            return
        old = self.hover_name
        self.hover_name = name
        if old and old.startswith("wip.dest."):
            self._lift(old, False)
        if name and name.startswith("wip.dest."):
            self._lift(name, True)

    def _lift(self, dest_name: str, on: bool) -> None:
        _, _, side, i = dest_name.split(".")
        far = wip.line_slots(side, int(i))[2]
        ent = self.find(f"wip.slot.{far}")
        if ent is None:
            return
        p = esper.component_for_entity(ent, Visual).params
        p["lift"] = on
        gain = self._gains.get(("push", side, int(i)))
        p["gain"] = gain if on else None

    # -- animations from events -----------------------------------------------------------------
    def animate(self, seat: int, action, events) -> None:
        if self.last_turn.get("seat") != seat:
            self.last_turn = {"seat": seat}
        self.selected = None
        self.god_mode = False
        m = self.map
        big = self.big_seat()
        speed_sound = self.app.audio.play
        for ev in events:
            if isinstance(ev, wip.MarkerMoved):
                ent = self.find(f"wip.marker.{ev.side}")
                self.last_turn["push"] = (ev.side, ev.new)
                if ent is not None:
                    x, y = m.marker_pos(ev.side, ev.new)
                    tween_to(ent, 0.3, "in_out_cubic", x=x, y=y)
                speed_sound("slide")
            elif isinstance(ev, wip.LinePushed):
                line = wip.line_slots(ev.side, ev.index)
                for a, b in ((line[1], line[2]), (line[0], line[1])):
                    ent = self.find(f"wip.slot.{a}")
                    if ent is not None:
                        x, y = m.slot_center(b)
                        tween_to(ent, 0.35, "in_out_cubic", delay=0.3, x=x, y=y)
            elif isinstance(ev, wip.TileTaken):
                self.rot = 0
                ent = self.find(f"wip.slot.{ev.slot}")
                if ev.by_god:
                    self.last_turn["god"] = ev.slot
                if ent is not None:
                    esper.component_for_entity(ent, Z).z = 60
                    esper.component_for_entity(ent, Visual).params.update(lift=False, gain=None,
                                                                        eligible=False)
                    if seat == big:
                        p = self.layout["pending"]
                        tx, ty, size = p.cx, p.cy, p.w
                    else:
                        a = self.layout[f"other.{self.others().index(seat)}"]
                        tx, ty, size = a.x + 270, a.y + a.h - 44, 64
                    delay = 0.3 if ev.by_god else 0.65
                    tf = esper.component_for_entity(ent, Transform)
                    tween_to(ent, 0.5, "in_out_cubic", delay=delay, x=tx, y=ty,
                             w=size, h=size)
                    del tf
            elif isinstance(ev, wip.GodRevealed):
                ent = self.find("wip.god.token" if seat == big else f"wip.god.{seat}")
                self.app.audio.play("reveal")
                if ent is not None:
                    vis = esper.component_for_entity(ent, Visual)
                    tf = esper.component_for_entity(ent, Transform)
                    w = tf.w

                    def show(ent=ent, vis=vis, w=w, god=ev.god):
                        if esper.entity_exists(ent):
                            vis.params.update(used=True, god=god, flip=True, back=False)
                            tween_to(ent, 0.18, "out_back", w=w * 1.3, h=w * 1.3)

                    vis.params["back"] = True
                    tween_to(ent, 0.18, "in_quad", on_done=show, w=0.01)
            elif isinstance(ev, wip.TilePlaced):
                self.last_turn["place"] = (ev.row, ev.col)
                self._animate_place(ev, big)
            elif isinstance(ev, wip.SlotRefilled):
                self.last_turn["refill"] = ev.slot
                self._animate_refill(ev)
            elif isinstance(ev, wip.TurnPassed):
                self.app.audio.play("turn", 0.5)
            elif isinstance(ev, wip.GameEnded):
                self.final_pending = True   # the scoring show starts on the settled table
        self.dirty = True

    def _animate_place(self, ev, big: int) -> None:
        seat = ev.seat
        geom = self.geoms.get(seat)
        if seat == big:
            ent = self.find("wip.pending")
            # the world mat re-centres after the rebuild; land on the cell as it is drawn now
            x, y = geom.cell_center(ev.row, ev.col)
            size = geom.cell - 2
            if ent is None:
                ent = self._tile("wip.placing", ev.tile, x, y - 60, size, 50, rot=ev.rot)
            esper.remove_component(ent, Draggable) if esper.has_component(ent, Draggable) else None
            esper.component_for_entity(ent, Visual).params["rot"] = ev.rot
            tf = esper.component_for_entity(ent, Transform)
            tf.y -= 0
            tween_to(ent, 0.45, "out_back", x=x, y=y, w=size, h=size)
        else:
            k = self.others().index(seat)
            geom = mini_world(self.layout[f"other.{k}"],
                              self.view_state.placed_cells(seat) - {(ev.row, ev.col)})
            x, y = geom.cell_center(ev.row, ev.col)
            # the mini world may re-centre: fly to where the tile will be after the rebuild
            final = mini_world(self.layout[f"other.{k}"], self.view_state.placed_cells(seat))
            x, y = final.cell_center(ev.row, ev.col)
            size = final.cell - 2
            ent = None
            for e, n in esper.get_component(Name):
                if n.name == "wip.placing":
                    ent = e
            ent = self._tile("wip.placing", ev.tile, x, y - 40, size * 1.5, 70, rot=ev.rot)
            esper.component_for_entity(ent, Transform).alpha = 0
            tween_to(ent, 0.4, "out_bounce", x=x, y=y, w=size, h=size, alpha=255)
        gain = ev.score_after - ev.score_before
        self.app.audio.play("place")
        if gain > 0:
            self.app.audio.play("coins", 0.6)
            self.pop_score(x, y, f"+{gain}", seed=ev.row * 7 + ev.col)

    def _animate_refill(self, ev) -> None:
        a = self.layout[f"stack.{ev.stack}"]
        x, y = self.map.slot_center(ev.slot)
        size = self.map.tile_size()
        ent = self._tile("wip.refilling", ev.tile, a.cx, a.cy, a.w, 70, back=True)
        self.app.audio.play("card")

        def flip(ent=ent, size=size):
            if not esper.entity_exists(ent):
                return
            vis = esper.component_for_entity(ent, Visual)

            def face():
                if esper.entity_exists(ent):
                    vis.params["back"] = False
                    self.app.audio.play("reveal", 0.5)
                    tween_to(ent, 0.16, "out_cubic", w=size)
            tween_to(ent, 0.16, "in_quad", on_done=face, w=0.5)

        tween_to(ent, 0.45, "in_out_cubic", on_done=flip, x=x, y=y, w=size, h=size)

    # -- overlay: score groups, final show --------------------------------------------------------
    def draw_overlay(self, r: Renderer) -> None:
        v = self.view_state
        seat = self.big_seat()
        geom = self.geoms.get(seat)
        if self.final_t is not None:
            k = min(len(wip.TERRAINS) - 1, int(self.final_t / FINAL_STEP_S))
            t = wip.TERRAINS[k]
            for s, g in self.geoms.items():
                self._draw_group(r, v, s, g, t, label=True)
        elif geom is not None:
            terrain = None
            hn = self.hover_name or ""
            if hn.startswith("wip.legend."):
                terrain = hn.rsplit(".", 1)[1]
            elif hn.startswith("wip.tile."):
                mx, my = self.input.mouse
                terrain = self._terrain_at(v, seat, geom, mx, my)
            if terrain:
                self._draw_group(r, v, seat, geom, terrain, label=True)
        super().draw_overlay(r)

    def _terrain_at(self, v, seat, geom, mx, my) -> str | None:
        sq = wip.world_squares(v, seat)
        if not sq:
            return None
        ox, oy, s = geom.square_origin(wip.world_origin(v, seat))
        i, j = int((my - oy) // s), int((mx - ox) // s)
        if 0 <= i < len(sq) and 0 <= j < len(sq[0]):
            return sq[i][j]
        return None

    def _draw_group(self, r, v, seat, geom, terrain, label=False) -> None:
        d = wip.score_details(v, seat)[terrain]
        if not d["cells"]:
            return
        ox, oy, s = geom.square_origin(wip.world_origin(v, seat))
        cells = set(d["cells"])
        for i, row in enumerate(wip.world_squares(v, seat)):
            for j, t in enumerate(row):
                if t is not None and (i, j) not in cells:
                    r.fill(ox + j * s, oy + i * s, s, s, (20, 14, 10, 150))
        text = f"{d['group']}×{d['statues']} = {d['points']}" if label else None
        from .painters import TERRAIN_RGB
        paint_group_marks(r, d["cells"], ox, oy, s, TERRAIN_RGB[terrain], text)

    # -- texts -------------------------------------------------------------------------------------
    def prompt(self) -> str:
        if self.session.is_over():
            return ""
        if not self.my_turn():
            return self.t(f"wip.watch.{self.view_state.phase}",
                          name=self.seat_name(self.view_state.current))
        ph = self.phase()
        if ph == "choose":
            if self.god_mode:
                return self.t("wip.prompt.god")
            if self.selected:
                return self.t("wip.prompt.dest")
            return self.t("wip.prompt.choose")
        if ph == "place":
            return self.t("wip.prompt.place")
        return self.t("wip.prompt.refill")

    def breakdown_label(self, key: str) -> str:
        if key in wip.TERRAINS:
            return wip.terrain_name(key, self.app.i18n.lang)
        if key == "largest_group":
            return self.t("wip.largest_group")
        return key

    def breakdown_cell(self, seat: int, key: str, value: int) -> tuple[str, str]:
        """Terrain columns show the points and the largest group × that god's statues."""
        if key in wip.TERRAINS:
            d = wip.score_details(self.session.state, seat)[key]
            return (str(value), f"{d['group']} × {d['statues']}")
        return (str(value), "")

    def results_note(self) -> str:
        s = self.session.state
        if not self.rules.is_over(s):
            return ""
        scores = self.rules.scores(s)
        top = max(scores)
        tied = [i for i, p in enumerate(scores) if p == top]
        if len(tied) < 2:
            return ""
        winners = self.rules.winners(s)
        largest = self.rules.score_breakdown(s, winners[0])["largest_group"]
        if len(winners) == 1:
            return self.t("wip.tie_broken", points=top, name=self.seat_name(winners[0]), n=largest)
        return self.t("wip.tie_shared", points=top, n=largest)
