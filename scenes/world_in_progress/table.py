"""The World in Progress table as a keyed description of the current view.

``describe(scene)`` is a function of what the scene may see (``view_state``, the viewer's legal
actions and selection): it returns ``EntitySpec``s and the engine's ``Table`` reconciles them
with the world.  Tiles are keyed by their id (``tile:T12``), so a tile keeps its entity from the
map to the hand to a world and its moves animate themselves; their names give their role
(``wip.slot.4``, ``wip.pending``, ``wip.tile.0.1.-1``) for the scene's input and the tests.
"""
from __future__ import annotations

from engine import theme
from engine.ecs.table import EntitySpec
from engine.rules import world_in_progress as wip
from engine.rules.world_in_progress.explain import place_deltas, take_gain

from .geometry import MARKER_ANGLE, big_world, mini_area, mini_world

SIDES = wip.SIDES
BANNER = (510.0, 8.0, 900.0, 76.0)     # the turn banner drawn over the table (no tooltip there)


def tile(key_tid: str, name: str, x: float, y: float, size: float, z: float, rot: int = 0,
         click=None, tooltip=None, buttons=(1,), drag=None, hover=False, tip_avoid=(),
         **params) -> EntitySpec:
    return EntitySpec(f"tile:{key_tid}", "wip_tile", x, y, size, size, z,
                      {"tile": key_tid, "rot": rot, **params}, click=click, buttons=buttons,
                      tooltip=tooltip, drag=drag, hover=hover, name=name, enter="none",
                      tip_avoid=tip_avoid)


def describe(s) -> list[EntitySpec]:
    """Everything on the table for scene ``s`` (a WorldInProgressScene) and its viewer."""
    v = s.view_state
    legal = s.legal()
    s.geoms = {}
    specs = _map(s, v, legal)
    specs += _big_world(s, v, legal)
    for k, seat in enumerate(s.others()):
        specs += _panel(s, v, seat, s.layout[f"other.{k}"])
    return specs


def gain(s, action) -> int | None:
    """Best score the viewer could make of the tile ``action`` hands over (cached per turn)."""
    if s.viewer is None:
        return None
    if action not in s.gains:
        s.gains[action] = take_gain(s.view_state, s.viewer, action)
    return s.gains[action]


def _grid_rect(s) -> tuple[float, float, float, float]:
    m = s.map
    b = m.board
    return (b.x + m.band, b.y + m.band, b.w - 2 * m.band, b.h - 2 * m.band)


def _marker_tip_avoid(s, side: str) -> tuple:
    """A marker's tooltip must leave the map's tiles (the line being judged) and the banner
    alone: it goes beside the top marker, under the bottom one, out to the left or right."""
    return (_grid_rect(s), BANNER)


def _map(s, v, legal) -> list[EntitySpec]:
    m = s.map
    b = m.board
    specs = [EntitySpec("wip.board", "wip_image", b.cx, b.cy, b.w, b.h, 1,
                        {"art": "wip/board.svg"}, enter="none")]
    god_slots = s.sel.god_slots()
    size = m.tile_size()
    glow_slot = s.last_turn.get("refill")
    for slot, tid in enumerate(v.grid):
        if tid is None:
            continue
        x, y = m.slot_center(slot)
        eligible = slot in god_slots
        specs.append(tile(tid, f"wip.slot.{slot}", x, y, size, 10,
                          click=("slot", slot) if eligible else None,
                          eligible=eligible, hover_lift=eligible, lift=False,
                          gain=gain(s, ("god", slot)) if eligible else None,
                          glow=slot == glow_slot and not eligible))
    pushes = [a for a in legal if a[0] == "push"]
    sides_ok = {a[1] for a in pushes}
    marker_glow = s.last_turn.get("push")
    for si, side in enumerate(SIDES):
        x, y = m.marker_pos(side, v.markers[si])
        active = side in sides_ok and not s.sel.god_mode
        specs.append(EntitySpec(
            f"wip.marker.{side}", "wip_marker", x, y, 58, 58, 30,
            {"angle": MARKER_ANGLE[side], "active": active, "selected": s.sel.selected == side,
             "glow": marker_glow is not None and marker_glow[0] == side},
            click=("marker", side) if active else None,
            tooltip=s.t("wip.tip.marker") if active else None,
            tip_avoid=_marker_tip_avoid(s, side), enter="none"))
    for i in sorted(s.sel.destinations()):
        side = s.sel.selected
        x, y = m.dest_pos(side, i)
        gain(s, ("push", side, i))
        specs.append(EntitySpec(f"wip.dest.{side}.{i}", "wip_dest", x, y, 58, 58, 32,
                                {"angle": MARKER_ANGLE[side]}, click=("push", side, i)))
    refill = s.phase() == "refill" and bool(legal)
    for i in range(3):
        a = s.layout[f"stack.{i}"]
        n = len(v.stacks[i])
        active = refill and n > 0
        specs.append(EntitySpec(f"wip.stack.{i}", "wip_stack", a.cx, a.cy, a.w, a.h, 20,
                                {"count": n, "active": active},
                                click=("stack", i) if active else None,
                                tooltip=s.t("wip.tip.stack", n=n), enter="none"))
    return specs


def _world_tiles(s, v, seat, geom, size, z, prefix, hover=False) -> list[EntitySpec]:
    glow = s.last_turn.get("place") if s.last_turn.get("seat") == seat else None
    return [tile(tid, f"{prefix}.{seat}.{r}.{c}", *geom.cell_center(r, c), size, z, rot=rot,
                 glow=glow == (r, c), hover=hover)
            for r, c, tid, rot in v.worlds[seat]]


def _big_world(s, v, legal) -> list[EntitySpec]:
    L = s.layout
    seat = s.big_seat()
    placed = v.placed_cells(seat)
    mat = L["world.mat"]
    geom = big_world(mat, placed)
    s.geoms[seat] = geom
    h = L["world.header"]
    specs = [EntitySpec("wip.mat", "wip_mat", mat.cx, mat.cy, mat.w, mat.h, 2, {}, enter="none"),
             EntitySpec("wip.header", "wip_header", h.cx, h.cy, h.w, h.h, 5,
                        header_params(s, v, seat, False), name=f"wip.header.{seat}",
                        enter="none")]
    # cells where the tile in hand may go (glowing and droppable on the viewer's turn)
    places = {(a[1], a[2]) for a in legal if a[0] == "place"}
    pending = v.pending[seat]
    deltas = place_deltas(v, seat, places) if places and pending else {}
    rot = s.sel.rot
    for r, c in sorted(wip.legal_cells(placed)):
        x, y = geom.cell_center(r, c)
        active = (r, c) in places
        specs.append(EntitySpec(f"wip.cell.{r}.{c}", "wip_cell", x, y, geom.cell, geom.cell, 4,
                                {"active": active, "tile": pending if active else None,
                                 "rot": rot, "delta": deltas.get((r, c), {})},
                                click=("cell", r, c) if active else None, buttons=(1, 3),
                                drop=("cell", r, c) if active else None, enter="none"))
    specs += _world_tiles(s, v, seat, geom, geom.cell - 2, 6, "wip.tile", hover=True)
    # the tile in hand, enlarged under the world
    p = L["pending"]
    hand_rect = (p.x, p.y, p.w, p.h)
    if pending:
        mine = bool(places)
        specs.append(tile(pending, "wip.pending", p.cx, p.cy, p.w, 40, rot=rot,
                          click="pending" if mine else None, buttons=(1, 3),
                          drag="pending" if mine else None,
                          tooltip=s.t("wip.tip.pending") if mine else None,
                          tip_avoid=(_world_rect(s),)))
        for key, icon in (("ccw", "rotate_ccw"), ("cw", "rotate_cw")) if mine else ():
            a = L[f"rotate.{key}"]
            specs.append(EntitySpec(f"wip.rotate.{key}", "button", a.cx, a.cy, a.w, a.h, 45,
                                    {"text": "", "style": "secondary", "icon": icon},
                                    click=f"rotate.{key}", tooltip=s.t(f"wip.tip.rotate_{key}"),
                                    tip_avoid=(hand_rect, _world_rect(s))))
    else:
        mine = s.viewer is not None and seat == s.viewer and not s.demo
        label = (s.t("wip.pending_empty") if mine
                 else s.t("wip.pending_next", name=s.seat_name(seat)))
        specs += [EntitySpec("wip.pending_empty", "rect", p.cx, p.cy, p.w, p.h, 3,
                             {"color": (0, 0, 0, 50), "radius": 14, "border": 2,
                              "border_color": (150, 118, 66, 150)}, enter="none"),
                  EntitySpec("wip.pending_empty.text", "text", p.cx, p.cy, p.w - 24, 80, 4,
                             {"text": label, "size": 20, "color": theme.TEXT_DIM,
                              "wrap": p.w - 24, "align": "center"}, enter="none")]
    specs += _god(s, v, seat, legal)
    # terrain legend: group x statues = points, hover to see the group
    details = wip.score_details(v, seat)
    lang = s.app.i18n.lang
    for i, t in enumerate(wip.TERRAINS):
        a = L[f"legend.{i}"]
        d = details[t]
        specs.append(EntitySpec(
            f"wip.legend.{t}", "wip_legend", a.cx, a.cy, a.w, a.h, 20,
            {"terrain": t, "group": d["group"], "statues": d["statues"], "points": d["points"]},
            tooltip=s.t("wip.tip.legend", terrain=wip.terrain_name(t, lang),
                        god=wip.god_name(t, lang), group=d["group"], statues=d["statues"],
                        points=d["points"]), enter="none"))
    return specs


def _world_rect(s) -> tuple[float, float, float, float]:
    m = s.layout["world.mat"]
    return (m.x, m.y, m.w, m.h)


def _god(s, v, seat, legal) -> list[EntitySpec]:
    L = s.layout
    g = L["god.token"]
    used = v.god_used[seat]
    god = v.gods[seat] if used else None
    peek = v.gods[seat] if (seat == s.viewer and s.can_peek() and not used
                            and v.gods[seat] != "?") else None
    lang = s.app.i18n.lang
    label = (s.t("wip.god_used", god=wip.god_name(god, lang)) if used else s.t("wip.god_hidden"))
    specs = [EntitySpec(
        "wip.god.token", "wip_god", g.cx, g.cy, g.w, g.h, 30,
        {"used": used, "god": god, "peek": peek, "label": label,
         "open": bool(peek and s.sel.god_mode),
         "peek_label": (f"{wip.god_name(peek, lang)} · {wip.terrain_name(peek, lang)}")
         if peek else None,
         "glow": s.last_turn.get("god") is not None and s.last_turn.get("seat") == seat},
        tooltip=s.t("wip.tip.peek") if peek else None, enter="none")]
    u = L["god.use"]
    if s.viewer is not None and seat == s.viewer and not used and not s.demo:
        if s.sel.god_mode:
            specs.append(EntitySpec("wip.god.cancel", "button", u.cx, u.cy, u.w, u.h, 45,
                                    {"text": s.t("wip.god_cancel"), "style": "danger",
                                     "icon": "close"}, click="god.cancel"))
        else:
            specs.append(EntitySpec("wip.god.use", "button", u.cx, u.cy, u.w, u.h, 45,
                                    {"text": s.t("wip.god_use"), "style": "primary"},
                                    click="god.use", enabled=any(a[0] == "god" for a in legal),
                                    tooltip=s.t("wip.tip.god_use")))
    return specs


def header_params(s, v, seat: int, panel: bool) -> dict:
    score = s.rules.scores(v)[seat]
    used = v.god_used[seat]
    lang = s.app.i18n.lang
    sub = s.t("wip.god_used", god=wip.god_name(v.gods[seat], lang)) if used else s.t("wip.god_hidden")
    other = s.layout["other.0"]
    return dict(panel=panel, title=s.seat_name(seat), color=s.seat_color(seat),
                score_text=s.t("wip.points", n=score),
                tiles_text=s.t("wip.tiles", n=len(v.worlds[seat])),
                turn=(not s.session.is_over() and v.current == seat), sub=sub,
                text_w=None if not panel else other.w - mini_area(other)[2] - 20)


def mini_pending_pos(a) -> tuple[float, float, float]:
    """Where a side panel shows the tile its seat is about to place: (x, y, size)."""
    return (a.x + 270, a.y + a.h - 44, 64)


def _panel(s, v, seat: int, a) -> list[EntitySpec]:
    specs = [EntitySpec(f"wip.panel.{seat}", "wip_header", a.cx, a.cy, a.w, a.h, 2,
                        header_params(s, v, seat, True), enter="none")]
    x, y, size = mini_area(a)
    specs.append(EntitySpec(f"wip.panel_area.{seat}", "rect", x + size / 2, y + size / 2, size,
                            size, 3, {"color": (230, 214, 180, 60), "radius": 10}, enter="none"))
    geom = mini_world(a, v.placed_cells(seat))
    s.geoms[seat] = geom
    specs += _world_tiles(s, v, seat, geom, geom.cell - 2, 6, "wip.mini")
    if v.pending[seat]:
        px, py, psize = mini_pending_pos(a)
        specs.append(tile(v.pending[seat], f"wip.mini_pending.{seat}", px, py, psize, 8))
    # the god token in the corner of the panel: face down, or the god once used
    used = v.god_used[seat]
    specs.append(EntitySpec(f"wip.god.{seat}", "wip_god", a.x + 200, a.y + a.h - 44, 56, 56, 8,
                            {"used": used, "god": v.gods[seat] if used else None, "peek": None,
                             "label": None}, enter="none"))
    return specs
