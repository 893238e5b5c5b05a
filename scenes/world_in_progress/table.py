"""The World in Progress table as a keyed description of the current view.

``describe(inp)`` is a function of its ``TableInput`` alone (engine/table_input.py): the view,
the viewer's legal actions, the clicks so far (``inp.picks``: a marker or the god power picked,
the rotation of the tile in hand), the layout and the language; ``extra`` may hold
``last_turn`` (the latest seat's moves, which glow), ``can_peek`` (the viewer may look at their
own hidden god) and ``gain`` (a memo of ``take_gain`` for the current decision).  Keys and names
come from ``names.py``: tiles are keyed by their id (``tile:T12``), so a tile keeps its entity
from the map to the hand to a world and its moves animate themselves.
"""
from __future__ import annotations

from dataclasses import replace

from engine import theme
from engine.ecs.table import EntitySpec, playable_rects
from engine.rules import world_in_progress as wip
from engine.rules.world_in_progress.explain import place_deltas, take_gain
from engine.table_input import TableInput
from engine.widgets.text import whole
from scenes.parts import why as W

from . import names as N
from . import selection as S
from .zoom import zoom_params
from .geometry import MARKER_ANGLE, MapGeom, big_world, mini_area, mini_world, score_heads

SIDES = wip.SIDES
BANNER = (510.0, 8.0, 900.0, 76.0)     # the turn banner drawn over the table (no tooltip there)
LAYOUT = "world_in_progress"
# canvas px a hint's ring reaches out of what it rings (engine/widgets/overlays.py, at its
# widest pulse): the god token's label keeps above the ring round the god power button
# (play-test 17: the ring covered "Жетон Бога: долілиць")
HINT_RING = 20


def tile(key_tid: str, name: str, x: float, y: float, size: float, z: float, rot: int = 0,
         click=None, tooltip=None, buttons=(1,), drag=None, hover=False, tip_avoid=(),
         **params) -> EntitySpec:
    return EntitySpec(N.tile_key(key_tid), "wip_tile", x, y, size, size, z,
                      {"tile": key_tid, "rot": rot, **params}, click=click, buttons=buttons,
                      tooltip=tooltip, drag=drag, hover=hover, name=name, enter="none",
                      tip_avoid=tip_avoid)


def describe(inp: TableInput) -> list[EntitySpec]:
    """Everything on the table for ``inp``'s viewer."""
    specs = _map(inp)
    specs += _big_world(inp)
    for k, seat in enumerate(inp.others):
        specs += _panel(inp, seat, inp.layout[f"other.{k}"])
    return _tiles_clear_of_targets(inp, specs)


def _tiles_clear_of_targets(inp: TableInput, specs: list[EntitySpec]) -> list[EntitySpec]:
    """Every tile's tooltip keeps off what the viewer may click next to play (``targets``): a
    tile placed in the world had its tooltip over the map's emptied spot the stack refills
    (play-test 17)."""
    clear = targets(inp, specs)
    return [replace(s, tip_avoid=s.tip_avoid + tuple(t for t in clear if t not in s.tip_avoid))
            if s.kind == "wip_tile" and s.tooltip and clear else s for s in specs]


def targets(inp: TableInput, specs: list[EntitySpec]) -> tuple[tuple[float, ...], ...]:
    """The canvas rects of what the viewer may click now to play and, while they refill the
    map, its emptied spots, where the tile they choose goes."""
    out = list(playable_rects(specs))
    if inp.view.phase == "refill" and inp.legal:
        m = MapGeom(inp.layout["board"])
        size = m.tile_size()
        for slot, tid in enumerate(inp.view.grid):
            if tid is None:
                x, y = m.slot_center(slot)
                out.append((x - size / 2, y - size / 2, size, size))
    return tuple(out)


def geoms(inp: TableInput) -> dict:
    """seat -> the cell geometry of its world as drawn (the big one and the panels')."""
    v = inp.view
    out = {inp.focus: big_world(inp.layout["world.mat"], v.placed_cells(inp.focus))}
    for k, seat in enumerate(inp.others):
        out[seat] = mini_world(inp.layout[f"other.{k}"], v.placed_cells(seat))
    return out


def gain(inp: TableInput, action) -> int | None:
    """Best score the viewer could make of the tile ``action`` hands over."""
    if inp.viewer is None:
        return None
    memo = inp.extra.get("gain")
    return memo(action) if memo else take_gain(inp.view, inp.viewer, action)


def tile_tip(inp: TableInput, tid: str, rot: int = 0) -> str:
    """What a tile shows, square by square as it lies (turned ``rot``), and whose its statue
    is: the god's name and the terrain its statue counts for."""
    lang = inp.lang
    t = wip.tile_by_id(tid)
    sq, statue = t.rotated(rot), t.statue_at(rot)
    parts = [inp.t(f"wip.sq.{k}", t=wip.terrain_name(sq[k // 2][k % 2], lang)
                   + (inp.t("wip.statue_on") if statue == (k // 2, k % 2) else ""))
             for k in range(4)]
    squares = f"{parts[0]}, {parts[1]},\n{parts[2]}, {parts[3]}"
    if t.god is None:
        return inp.t("wip.tip.tile_plain", squares=squares)
    statue = wip.statue_name(t.god, lang)
    return inp.t("wip.tip.tile", squares=squares, statue=statue[:1].upper() + statue[1:],
                 terrain=wip.terrain_name(t.god, lang))


def tip_lines(inp: TableInput, tid: str, rot: int = 0) -> tuple[str, ...]:
    """The tile's tooltip as lines (the right-click zoom of a tile prints them)."""
    return tuple(line.strip() for line in tile_tip(inp, tid, rot).split("\n"))


def _last(inp: TableInput) -> dict:
    return inp.extra.get("last_turn") or {}


def _grid_rect(m: MapGeom) -> tuple[float, float, float, float]:
    b = m.board
    return (b.x + m.band, b.y + m.band, b.w - 2 * m.band, b.h - 2 * m.band)


def _map(inp: TableInput) -> list[EntitySpec]:
    v, p, last = inp.view, inp.picks, _last(inp)
    m = MapGeom(inp.layout["board"])
    b = m.board
    specs = [EntitySpec(N.BOARD, "wip_image", b.cx, b.cy, b.w, b.h, 1,
                        {"art": "wip/board.svg"}, enter="none")]
    god_slots = S.god_slots(p)
    size = m.tile_size()
    glow_slot = last.get("refill")
    for slot, tid in enumerate(v.grid):
        if tid is None:
            continue
        x, y = m.slot_center(slot)
        eligible = slot in god_slots
        # with the god power picked, a tile it cannot take says why (hover and click)
        why = (W.refusal(inp, wip.RULES, ("god", slot))
               if S.god_mode(p) and not eligible else None)
        refused = {W.REFUSED: why} if why else {}
        specs.append(tile(tid, N.slot(slot), x, y, size, 10,
                          click=("slot", slot) if eligible else None,
                          eligible=eligible, hover_lift=eligible, lift=False,
                          gain=gain(inp, ("god", slot)) if eligible else None,
                          glow=slot == glow_slot and not eligible,
                          tooltip=W.tip(inp, tile_tip(inp, tid), why),
                          tip_avoid=(BANNER,), tile_zoom=tip_lines(inp, tid), **refused))
    sides_ok = {a[1] for a in inp.legal if a[0] == "push"}
    marker_glow = last.get("push")
    # a marker's tooltip leaves the map's tiles (the line being judged) and the banner alone
    avoid = (_grid_rect(m), BANNER)
    for si, side in enumerate(SIDES):
        x, y = m.marker_pos(side, v.markers[si])
        active = side in sides_ok and not S.god_mode(p)
        specs.append(EntitySpec(
            N.marker(side), "wip_marker", x, y, 58, 58, 30,
            {"angle": MARKER_ANGLE[side], "active": active, "selected": S.selected(p) == side,
             "glow": marker_glow is not None and marker_glow[0] == side},
            click=("marker", side) if active else None,
            tooltip=inp.t("wip.tip.marker") if active else None, tip_avoid=avoid, enter="none"))
    side = S.selected(p)
    for i in sorted(S.destinations(p)):
        x, y = m.dest_pos(side, i)
        gain(inp, ("push", side, i))            # the hover lift reads the memo
        specs.append(EntitySpec(N.dest(side, i), "wip_dest", x, y, 58, 58, 32,
                                {"angle": MARKER_ANGLE[side]}, click=("push", side, i)))
    specs += _refused_spots(inp, m, side)
    specs += _rails(inp, m, side, bool(sides_ok) and not S.god_mode(p))
    refill = v.phase == "refill" and bool(inp.legal)
    for i in range(3):
        a = inp.layout[f"stack.{i}"]
        n = len(v.stacks[i])
        active = refill and n > 0
        specs.append(EntitySpec(N.stack(i), "wip_stack", a.cx, a.cy, a.w, a.h, 20,
                                {"count": n, "active": active},
                                click=("stack", i) if active else None,
                                tooltip=inp.t("wip.tip.stack", n=n), enter="none"))
    return specs


def _refused_spots(inp: TableInput, m: MapGeom, side: str | None) -> list[EntitySpec]:
    """The picked marker's other spots that are not lit: dimmed, crossed, and a click or
    hover says why (scenes/parts/why.py: the rules' ``why_not``, opposite another marker, no
    tile pushed off)."""
    if side is None or inp.viewer is None:
        return []
    v = inp.view
    lit = S.destinations(inp.picks)
    here = v.markers[SIDES.index(side)]
    out = []
    for i in range(3):
        if i in lit or i == here:
            continue
        why = W.refusal(inp, wip.RULES, ("push", side, i))
        if why is None:
            continue
        x, y = m.marker_pos(side, i)
        out.append(EntitySpec(N.refused(side, i), "wip_refused", x, y, 50, 50, 31,
                              {W.REFUSED: why}, tooltip=W.tip(inp, None, why),
                              tip_avoid=(_grid_rect(m), BANNER), enter="none"))
    return out


def _rails(inp: TableInput, m: MapGeom, side: str | None, pushing: bool) -> list[EntitySpec]:
    """Each side's rail, under its spots and markers: while the viewer moves a Faith marker,
    a click between the spots (a rail's rivets look like spots) or on another side's rail
    says why it moves nothing (play-test 13: a refused click with no reason)."""
    if not pushing or inp.viewer is None or inp.demo or inp.over:
        return []
    b, band = m.board, m.band
    out = []
    for rail in SIDES:
        key = ("wip.why.rail_pick" if side is None else
               "wip.why.rail_own" if rail == side else "wip.why.rail_other")
        why = inp.t(key)
        if rail in ("top", "bottom"):
            x, y = b.cx, b.y + band / 2 if rail == "top" else b.y + b.h - band / 2
            w, h = b.w - 2 * band, band
        else:
            x, y = b.x + band / 2 if rail == "left" else b.x + b.w - band / 2, b.cy
            w, h = band, b.h - 2 * band
        out.append(EntitySpec(N.rail(rail), "rect", x, y, w, h, 29,
                              {"color": (0, 0, 0, 0), W.REFUSED: why},
                              tooltip=W.tip(inp, None, why), name=N.rail(rail),
                              tip_avoid=(_grid_rect(m), BANNER), enter="none"))
    return out


def _world_tiles(inp, seat, geom, size, z, mini=False, hover=False,
                 extra: dict | None = None) -> list[EntitySpec]:
    last = _last(inp)
    glow = last.get("place") if last.get("seat") == seat else None
    return [tile(tid, N.world_tile(seat, r, c, mini), *geom.cell_center(r, c), size, z, rot=rot,
                 glow=glow == (r, c), hover=hover, tooltip=tile_tip(inp, tid, rot),
                 # never over the scores a placed tile counts in (play-test 14)
                 tip_avoid=(BANNER, *score_heads(inp.layout, len(inp.others))),
                 **(extra or {"tile_zoom": tip_lines(inp, tid, rot)}))
            for r, c, tid, rot in inp.view.worlds[seat]]


def _big_world(inp: TableInput) -> list[EntitySpec]:
    v, L, seat = inp.view, inp.layout, inp.focus
    placed = v.placed_cells(seat)
    mat = L["world.mat"]
    geom = big_world(mat, placed)
    h = L["world.header"]
    # a click or a drop on the mat where the tile may not go says why (why.py: the scene asks
    # why_not), and so does a click on it while it is not the time to place (a Faith marker);
    # hovered, not clicked: it is what a click there hit, and the toast goes beside the click
    specs = [EntitySpec("wip.mat", "wip_mat", mat.cx, mat.cy, mat.w, mat.h, 2, {}, hover=True,
                        enter="none"),
             EntitySpec("wip.header", "wip_header", h.cx, h.cy, h.w, h.h, 5,
                        header_params(inp, seat, False), name=N.header(seat), enter="none")]
    # cells where the tile in hand may go (glowing and droppable on the viewer's turn)
    places = {(a[1], a[2]) for a in inp.legal if a[0] == "place"}
    pending = v.pending[seat]
    deltas = place_deltas(v, seat, places) if places and pending else {}
    rot = S.rotation(inp.picks)
    for r, c in sorted(wip.legal_cells(placed)):
        x, y = geom.cell_center(r, c)
        active = (r, c) in places
        specs.append(EntitySpec(N.cell(r, c), "wip_cell", x, y, geom.cell, geom.cell, 4,
                                {"active": active, "tile": pending if active else None,
                                 "rot": rot, "delta": deltas.get((r, c), {})},
                                click=("cell", r, c) if active else None, buttons=(1, 3),
                                drop=("cell", r, c) if active else None, enter="none"))
    specs += _world_tiles(inp, seat, geom, geom.cell - 2, 6, hover=True)
    specs += _hand(inp, seat, pending, bool(places), rot)
    specs += _god(inp, seat)
    specs += _legend(inp, seat)
    return specs


def _hand(inp: TableInput, seat: int, pending, mine: bool, rot: int) -> list[EntitySpec]:
    """The tile in hand, enlarged under the world, with its rotate buttons (or who is next)."""
    L = inp.layout
    p = L["pending"]
    hand_rect = (p.x, p.y, p.w, p.h)
    if pending:
        specs = [tile(pending, N.PENDING, p.cx, p.cy, p.w, 40, rot=rot,
                      click="pending" if mine else None, buttons=(1, 3),
                      drag="pending" if mine else None,
                      tooltip=(f"{inp.t('wip.tip.pending')}\n" if mine else "")
                      + tile_tip(inp, pending, rot),
                      tip_avoid=(_world_rect(inp),))]
        for key, icon in (("ccw", "rotate_ccw"), ("cw", "rotate_cw")) if mine else ():
            a = L[f"rotate.{key}"]
            specs.append(EntitySpec(N.rotate(key), "button", a.cx, a.cy, a.w, a.h, 45,
                                    {"text": "", "style": "secondary", "icon": icon},
                                    click=f"rotate.{key}", tooltip=inp.t(f"wip.tip.rotate_{key}"),
                                    tip_avoid=(hand_rect, _world_rect(inp))))
        return specs
    mine = inp.viewer is not None and seat == inp.viewer and not inp.demo
    label = (inp.t("wip.pending_empty") if mine
             else inp.t("wip.pending_next", name=whole(inp.seat_name(seat))))
    return [EntitySpec("wip.pending_empty", "rect", p.cx, p.cy, p.w, p.h, 3,
                       {"color": (0, 0, 0, 50), "radius": 14, "border": 2,
                        "border_color": (150, 118, 66, 150)}, enter="none"),
            EntitySpec("wip.pending_empty.text", "text", p.cx, p.cy, p.w - 24, 80, 4,
                       {"text": label, "size": 20, "color": theme.TEXT_DIM,
                        "wrap": p.w - 24, "align": "center"}, enter="none")]


def _legend(inp: TableInput, seat: int) -> list[EntitySpec]:
    """The terrain legend: group x statues = points, hover to see the group."""
    details = wip.score_details(inp.view, seat)
    lang = inp.lang
    specs = []
    for i, t in enumerate(wip.TERRAINS):
        a = inp.layout[f"legend.{i}"]
        d = details[t]
        specs.append(EntitySpec(
            N.legend(t), "wip_legend", a.cx, a.cy, a.w, a.h, 20,
            {"terrain": t, "group": d["group"], "statues": d["statues"], "points": d["points"]},
            tooltip=inp.t("wip.tip.legend", terrain=wip.terrain_name(t, lang),
                          god=wip.god_name(t, lang), group=d["group"], statues=d["statues"],
                          points=d["points"]), enter="none"))
    return specs


def _world_rect(inp: TableInput) -> tuple[float, float, float, float]:
    m = inp.layout["world.mat"]
    return (m.x, m.y, m.w, m.h)


def _god(inp: TableInput, seat: int) -> list[EntitySpec]:
    v, L, last = inp.view, inp.layout, _last(inp)
    g = L["god.token"]
    used = v.god_used[seat]
    god = v.gods[seat] if used else None
    peek = v.gods[seat] if (seat == inp.viewer and inp.extra.get("can_peek") and not used
                            and v.gods[seat] != "?") else None
    lang = inp.lang
    god_mode = S.god_mode(inp.picks)
    label = (inp.t("wip.god_used", god=wip.god_name(god, lang)) if used
             else inp.t("wip.god_hidden"))
    specs = [EntitySpec(
        N.GOD_TOKEN, "wip_god", g.cx, g.cy, g.w, g.h, 30,
        {"used": used, "god": god, "peek": peek, "label": label,
         "open": bool(peek and god_mode),
         "peek_label": (f"{wip.god_name(peek, lang)} · {wip.terrain_name(peek, lang)}")
         if peek else None,
         "label_w": L["god.use"].w,
         "label_bottom": L["god.use"].y - HINT_RING,
         "label_short": wip.god_name(god, lang) if used else inp.t("wip.god_hidden_short"),
         "peek_short": wip.god_name(peek, lang) if peek else None,
         "glow": last.get("god") is not None and last.get("seat") == seat},
        tooltip=inp.t("wip.tip.peek") if peek else None, enter="none")]
    u = L["god.use"]
    if inp.viewer is not None and seat == inp.viewer and not used and not inp.demo:
        if god_mode:
            specs.append(EntitySpec(N.GOD_CANCEL, "button", u.cx, u.cy, u.w, u.h, 45,
                                    {"text": inp.t("wip.god_cancel"), "style": "danger",
                                     "icon": "close"}, click="god.cancel"))
        else:
            specs.append(EntitySpec(N.GOD_USE, "button", u.cx, u.cy, u.w, u.h, 45,
                                    {"text": inp.t("wip.god_use"), "style": "primary"},
                                    click="god.use",
                                    enabled=any(a[0] == "god" for a in inp.legal),
                                    tooltip=inp.t("wip.tip.god_use")))
    return specs


def header_params(inp: TableInput, seat: int, panel: bool) -> dict:
    v = inp.view
    score = wip.RULES.scores(v)[seat]
    used = v.god_used[seat]
    sub = (inp.t("wip.god_used", god=wip.god_name(v.gods[seat], inp.lang)) if used
           else inp.t("wip.god_hidden"))
    other = inp.layout["other.0"]
    return dict(panel=panel, title=inp.seat_name(seat), color=inp.seat_color(seat),
                score_text=inp.t("wip.points", n=score),
                tiles_text=inp.t("wip.tiles", n=len(v.worlds[seat])),
                turn=(not inp.over and v.current == seat), sub=sub,
                text_w=None if not panel else other.w - mini_area(other)[2] - 20)


def mini_pending_pos(a) -> tuple[float, float, float]:
    """Where a side panel shows the tile its seat is about to place: (x, y, size), left of
    the god token, on the score's row (clear of the text lines under it)."""
    x, y, _ = panel_god_pos(a)
    return (x - 72, y, 60)


def panel_god_pos(a) -> tuple[float, float, float]:
    """Where a side panel's god token sits: (x, y, size), at the right end of the score's row,
    so it never covers the "God token: ..." line however large a small window draws it."""
    text_w = a.w - mini_area(a)[2] - 20
    return (a.x + text_w - 40, a.y + 80, 56)


def _panel(inp: TableInput, seat: int, a) -> list[EntitySpec]:
    v = inp.view
    head = header_params(inp, seat, True)
    zoom = {"zoom": zoom_params(inp, seat, head["score_text"])}
    specs = [EntitySpec(N.panel(seat), "wip_header", a.cx, a.cy, a.w, a.h, 2,
                        {**head, **zoom}, hover=True, enter="none")]
    x, y, size = mini_area(a)
    specs.append(EntitySpec(f"wip.panel_area.{seat}", "rect", x + size / 2, y + size / 2, size,
                            size, 3, {"color": (230, 214, 180, 60), "radius": 10}, enter="none"))
    geom = mini_world(a, v.placed_cells(seat))
    specs += _world_tiles(inp, seat, geom, geom.cell - 2, 6, mini=True, extra=zoom)
    if v.pending[seat]:
        px, py, psize = mini_pending_pos(a)
        specs.append(tile(v.pending[seat], N.mini_pending(seat), px, py, psize, 8,
                          tooltip=tile_tip(inp, v.pending[seat])))
    # the god token in the corner of the panel: face down, or the god once used
    used = v.god_used[seat]
    gx, gy, gs = panel_god_pos(a)
    specs.append(EntitySpec(N.god(seat), "wip_god", gx, gy, gs, gs, 8,
                            {"used": used, "god": v.gods[seat] if used else None, "peek": None,
                             "label": None}, enter="none"))
    return specs
