"""The Dice Forge table as a keyed description of the current view.

``describe(scene)`` is a function of what the scene may see (``view_state``, the viewer's legal
actions, the face picked in the Sanctuary): it returns ``EntitySpec``s the engine's ``Table``
reconciles.  Names give roles for input and tests: ``df.feat.<card>``, ``df.pool.<i>.<k>``
(a face in a Sanctuary pool), ``df.face.<seat>.<die>.<slot>`` (a face on a player's die net),
``df.die.<seat>.<die>``, ``df.second``, ``df.end``, ``df.pass``, ``df.own.<card>``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine import theme
from engine.ecs.table import EntitySpec
from engine.rules.dice_forge import material as M
from engine.rules.dice_forge import queries as RQ
from engine.rules.dice_forge import scene_queries as Q
from engine.widgets.counter import counter_params
from engine.widgets.dice import NET, die_params

from .painters import DARK_DIE, LIGHT_DIE

if TYPE_CHECKING:
    from . import DiceForgeScene

BANNER = (510.0, 8.0, 900.0, 76.0)
CARD_W, CARD_H = 90.0, 126.0
GARDENS = (("triple",), ("mirror",), ("ship",), M.SHIELD_FACES, M.BOAR_FACES)
DIE_COLORS = (LIGHT_DIE, DARK_DIE)
RES_COLORS = ((232, 182, 52), (244, 150, 46), (96, 150, 226), (236, 196, 96))
RES_ICONS = ("gold", "sun", "moon", "point")


def island_side(n: int) -> str:
    return "start" if n == 0 else "moon" if n <= 3 else "both" if n == 4 else "sun"


def die_faces(v, seat: int, d: int) -> list[dict]:
    return [Q.face_view(f) for f in v.dice[seat][d]]


def portal_pos(s, island: int, k: int = 0, n: int = 1) -> tuple[float, float]:
    a = s.layout[f"portal.{island}" if island == 0 else f"island.{island}"]
    x = a.cx + (k - (n - 1) / 2) * 30 if island == 0 else a.cx
    y = a.y + a.h - 44 - (0 if island else 0)
    if island == 0:
        y = a.y + a.h / 2 + 20 + (k % 2) * 14
    return (x, y)


def card_pos(s, slot_index: int) -> tuple[float, float]:
    v = s.view_state
    cid = v.slot_cards[slot_index]
    island = M.feat(cid).island
    same = [i for i, c in enumerate(v.slot_cards) if M.feat(c).island == island]
    k = same.index(slot_index)
    a = s.layout[f"island.{island}"]
    gap = 10
    total = len(same) * CARD_W + (len(same) - 1) * gap
    x = a.cx - total / 2 + CARD_W / 2 + k * (CARD_W + gap)
    return (x, a.y + 10 + CARD_H / 2)


def pool_face_pos(s, pool: int, k: int) -> tuple[float, float, float]:
    a = s.layout[f"pool.{pool}"]
    size = 50
    r, c = divmod(k, 2)
    return (a.x + a.w / 2 + (c - 0.5) * (size + 10), a.y + 44 + size / 2 + r * (size + 6), size)


def net_face_pos(s, seat: int, d: int, i: int) -> tuple[float, float, float]:
    """Centre and size of face ``i`` of die ``d`` on the big board's net."""
    a = s.layout[f"me.net.{d}"]
    size = min(a.w / 4, a.h / 3)
    row, col = NET[i]
    return (a.x + (col + 0.5) * size, a.y + (row + 0.5) * size, size - 4)


def die_pos(s, seat: int, d: int) -> tuple[float, float, float]:
    if seat == s.big_seat():
        a = s.layout[f"me.die.{d}"]
        return (a.cx, a.cy, a.w)
    k = s.others().index(seat)
    a = s.layout[f"other.{k}"]
    return (a.x + 52 + d * 76, a.y + a.h - 50, 62)


def res_pos(s, seat: int, r: int) -> tuple[float, float]:
    """Where a resource of a seat is shown (for pop-ups)."""
    if seat == s.big_seat():
        a = s.layout[f"me.res.{M.RESOURCES[r]}"]
        return (a.x + a.w - 60, a.cy)
    k = s.others().index(seat)
    a = s.layout[f"other.{k}"]
    col, row = r % 2, r // 2
    return (a.x + 240 + col * 96 + 40, a.y + 70 + row * 44 + 19)


def describe(s: "DiceForgeScene") -> list[EntitySpec]:
    v = s.view_state
    legal = s.legal()
    specs = _islands(s, v, legal)
    specs += _temple(s, v, legal)
    specs += _my_board(s, v, legal)
    for k, seat in enumerate(s.others()):
        specs += _panel(s, v, seat, s.layout[f"other.{k}"])
    return specs


# ---- islands ------------------------------------------------------------------------------

def _islands(s, v, legal) -> list[EntitySpec]:
    b = s.layout["islands"]
    specs = [EntitySpec("df.islands", "df_board", b.cx, b.cy, b.w, b.h, 1,
                        {"title": s.t("df.islands")}, enter="none"),
             EntitySpec("df.round", "df_label", b.x + 14 + 84, b.y + 68, 168, 32, 4,
                        {"text": s.t("df.round", n=min(v.round, v.rounds), total=v.rounds),
                         "size": 24, "color": theme.GOLD, "anchor": "midleft",
                         "weight": "semibold"}, tooltip=s.t("df.tip.round"), enter="none")]
    for n in range(8):
        a = s.layout["portal.0" if n == 0 else f"island.{n}"]
        specs.append(EntitySpec(f"df.island.{n}", "df_island", a.cx, a.cy, a.w, a.h, 2,
                                {"side": island_side(n),
                                 "label": s.t("df.start") if n == 0 else str(n)},
                                tooltip=s.t("df.tip.start") if n == 0 else None, enter="none"))
    feats = {a[1] for a in legal if a[0] == "feat"}
    can_feat = s.asked() == "main" and s.can_start_action()
    lang = s.app.i18n.lang
    for i, cid in enumerate(v.slot_cards):
        f = M.feat(cid)
        x, y = card_pos(s, i)
        ok = cid in feats
        count = v.stacks[i]
        zoom = {"text": Q.feat_effect(cid, lang),
                "note": s.t("df.zoom.feat", n=count, island=f.island)}
        specs.append(EntitySpec(
            f"card.slot.{M.SLOTS[i]}", "df_card", x, y, CARD_W, CARD_H, 10,
            {"title": M.label(cid, lang), "cost": (("sun", f.cost[0]), ("moon", f.cost[1])),
             "glory": f.glory, "count": count, "side": island_side(f.island),
             "both": f.island == 4 and f.cost[0] and f.cost[1], "target": ok,
             "dim": can_feat and not ok and count > 0, "name_size": 16, "zoom": zoom},
            click=("feat", cid) if ok else None, hover=True, buttons=(1,),
            name=f"df.feat.{cid}", enter="none", tip_avoid=(BANNER,)))
    # heroes: on an island's portal, or side by side on the starting portal
    at_start = [seat for seat in range(v.players) if v.pawns[seat] == 0]
    for seat in range(v.players):
        isl = v.pawns[seat]
        k = at_start.index(seat) if isl == 0 else 0
        x, y = portal_pos(s, isl, k, len(at_start) if isl == 0 else 1)
        specs.append(EntitySpec(f"pawn:{seat}", "df_pawn", x, y, 46, 46, 30,
                                {"color": s.seat_color(seat)},
                                tooltip=s.t("df.tip.hero", name=s.seat_name(seat)),
                                name=f"df.pawn.{seat}", enter="none"))
    return specs


# ---- temple --------------------------------------------------------------------------------

def _temple(s, v, legal) -> list[EntitySpec]:
    b = s.layout["temple"]
    specs = [EntitySpec("df.temple", "df_board", b.cx, b.cy, b.w, b.h, 1,
                        {"title": s.t("df.temple"), "color": (58, 46, 40, 235)}, enter="none")]
    asked = s.asked()
    buy = {a[1] for a in legal if a[0] == "buy"}
    shopping = asked in ("main", "ship") and (asked == "ship" or s.can_start_action()
                                              or s.view_state.kind == "forge")
    disc = Q.discount(v, s.viewer) if asked == "ship" and s.viewer is not None else 0
    lang = s.app.i18n.lang
    for p, faces in enumerate(v.sanctuary):
        a = s.layout[f"pool.{p}"]
        base = M.sanctuary()[p][0]
        cost = Q.pool_cost(p, disc)
        active = any(f in buy for f in faces)
        specs.append(EntitySpec(f"df.poolbox.{p}", "df_pool", a.cx, a.cy, a.w, a.h, 3,
                                {"cost": cost, "base": base, "active": active,
                                 "dim": shopping and not active,
                                 "label": s.t("df.left", n=len(faces))},
                                tooltip=s.t("df.tip.pool", cost=cost), enter="none"))
        for k, fid in enumerate(faces):
            x, y, size = pool_face_pos(s, p, k)
            ok = fid in buy
            specs.append(EntitySpec(
                f"pool.{p}.{k}", "df_face", x, y, size, size, 6,
                {"face": Q.face_view(fid), "target": ok and s.sel_face != fid,
                 "selected": ok and s.sel_face == fid, "dim": shopping and not ok,
                 "click": ok},
                click=("pool", fid) if ok else None,
                tooltip=s.t("df.tip.pool_face", text=Q.face_text(fid, lang), cost=cost),
                name=f"df.pool.{p}.{k}", enter="fade", tip_avoid=(BANNER,)))
    for g, kinds in enumerate(GARDENS):
        a = s.layout[f"garden.{g}"]
        left = [f for f in v.gardens if f in kinds]
        specs.append(EntitySpec(f"df.gardenbox.{g}", "df_pool", a.cx, a.cy, a.w, a.h, 3,
                                {"cost": 0, "base": 0, "label": s.t("df.left", n=len(left))},
                                tooltip=s.t("df.tip.garden"), enter="none"))
        shown = left[:4] if len(kinds) > 1 else left[:1]
        for k, fid in enumerate(shown):
            size = 32 if len(kinds) > 1 else 40
            x = a.x + 12 + size / 2 + k * (size + 4) if len(kinds) > 1 else a.cx
            specs.append(EntitySpec(f"garden.{g}.{k}", "df_face", x, a.y + a.h - 28, size, size, 6,
                                    {"face": Q.face_view(fid)},
                                    tooltip=Q.face_text(fid, lang), name=f"df.garden.{g}.{k}"))
    return specs


# ---- the big board ----------------------------------------------------------------------------

def _glory(v, seat) -> int:
    return RQ.glory_totals(v)[seat]


def _my_board(s, v, legal) -> list[EntitySpec]:
    L = s.layout
    seat = s.big_seat()
    me = L["me"]
    lang = s.app.i18n.lang
    isl = v.pawns[seat]
    sub = s.t("df.on_island", n=isl) if isl else s.t("df.at_start")
    specs = [EntitySpec("df.me", "df_panel", me.cx, me.cy, me.w, me.h, 2,
                        {"title": s.seat_name(seat), "color": s.seat_color(seat),
                         "glory": _glory(v, seat),
                         "turn": not s.session.is_over() and v.active == seat, "sub": None},
                        name=f"df.board.{seat}", enter="none")]
    specs.append(EntitySpec("df.me.sub", "df_label", me.x + 520, me.y + 28, 300, 30, 4,
                            {"text": sub, "size": 22, "color": theme.TEXT_DIM,
                             "anchor": "midleft"}, enter="none"))
    asked = s.asked()
    targets = set()
    placing = RQ.face_to_place(v, s.viewer) if asked == "place" else None
    if placing or (s.sel_face and ("buy", s.sel_face) in legal):
        targets = set(Q.place_targets(v, seat))
    for d in (0, 1):
        for i, fid in enumerate(v.dice[seat][d]):
            x, y, size = net_face_pos(s, seat, d, i)
            ok = (d, i) in targets
            specs.append(EntitySpec(
                f"face.{seat}.{d}.{i}", "df_face", x, y, size, size, 8,
                {"face": Q.face_view(fid), "color": DIE_COLORS[d], "on": v.up[seat][d] == i,
                 "target": ok, "dim": bool(targets) and not ok},
                click=("face", d, i) if ok else None, hover=True,
                tooltip=Q.face_text(fid, lang), name=f"df.face.{seat}.{d}.{i}", enter="none"))
        x, y, size = die_pos(s, seat, d)
        specs.append(EntitySpec(f"die.{seat}.{d}", "die", x, y, size, size, 20,
                                die_params(die_faces(v, seat, d), v.up[seat][d], DIE_COLORS[d]),
                                tooltip=s.t("df.tip.die_light" if d == 0 else "df.tip.die_dark"),
                                name=f"df.die.{seat}.{d}", enter="none"))
    mine = s.viewer is not None and seat == s.viewer and not s.demo
    if mine:
        sec, end = L["me.second"], L["me.end"]
        specs.append(EntitySpec("df.second", "button", sec.cx, sec.cy, sec.w, sec.h, 40,
                                {"text": s.t("df.second"), "style": "secondary", "size": 24},
                                click="second", enabled=("second_action",) in legal,
                                tooltip=s.t("df.tip.second")))
        specs.append(EntitySpec("df.end", "button", end.cx, end.cy, end.w, end.h, 40,
                                {"text": s.t("df.end"), "style": "primary", "size": 26},
                                click="end", enabled=("end_turn",) in legal,
                                tooltip=s.t("df.tip.end")))
        h = L["me.hand"]
        if asked == "ship":
            specs.append(EntitySpec("df.pass", "button", h.cx, h.cy + 6, h.w, 44, 40,
                                    {"text": s.t("df.pass_ship"), "style": "danger", "size": 22},
                                    click="pass"))
        elif placing:
            specs.append(EntitySpec("df.placing", "df_face", h.x + 24, h.cy + 4, 44, 44, 40,
                                    {"face": Q.face_view(placing), "selected": True},
                                    tooltip=Q.face_text(placing, lang)))
            specs.append(EntitySpec("df.placing.text", "df_label", h.x + 176, h.cy + 4, 236, 40, 40,
                                    {"text": s.t("df.forge_this"), "size": 20,
                                     "color": theme.GOLD, "anchor": "midleft"}))
    caps = v.caps(seat)
    for r, name in enumerate(M.RESOURCES):
        a = L[f"me.res.{name}"]
        value = v.res[seat][r]
        specs.append(EntitySpec(
            f"res.{seat}.{r}", "df_res", a.cx, a.cy, a.w, a.h, 6,
            {"icon": RES_ICONS[r], "value": value, "cap": caps[r] if r < 3 else None,
             "color": RES_COLORS[r],
             "sub": s.t("df.cards_glory", n=RQ.glory_totals(v)[seat] - value) if r == 3 else ""},
            tooltip=s.t(f"df.tip.res.{name}"), name=f"df.res.{seat}.{name}", enter="none"))
    specs += _hammer_tokens(s, v, seat, legal, mine)
    specs += _owned_cards(s, v, seat, legal, mine)
    return specs


def _hammer_tokens(s, v, seat, legal, mine) -> list[EntitySpec]:
    L = s.layout
    a = L["me.hammer"]
    pos, side = RQ.hammer_progress(v, seat)
    owned = v.hammers[seat] > 0 and Q.hammer_room(v, seat) > 0
    specs = [EntitySpec("df.hammer", "df_hammer", a.cx, a.cy, a.w, a.h, 6,
                        {"label": s.t("df.hammer"), "owned": owned, "pos": pos, "side": side,
                         "none": "—" if not v.hammers[seat]
                         else s.t("df.hammer_done")},
                        tooltip=s.t("df.tip.hammer"), enter="none")]
    t = L["me.tokens"]
    cer, tri = v.tokens[seat]
    parts = [s.t(k, n=n) for k, n in (("df.chests", v.chests[seat]), ("df.cerberus", cer),
                                         ("df.triton", tri), ("df.forged", len(v.removed[seat])))
             if n]
    txt = " · ".join(parts) if parts else s.t("df.no_tokens")
    specs.append(EntitySpec("df.tokens", "df_label", t.cx, t.cy, t.w, t.h, 6,
                            {"text": txt, "size": 20, "color": theme.TEXT, "anchor": "midleft"},
                            tooltip=s.t("df.tip.tokens"), enter="none"))
    if mine and any(a[0] == "triton" for a in legal):
        h = L["me.hand"]                       # free in the main phase (no ship, no face to place)
        specs.append(EntitySpec("df.triton", "button", h.cx, h.cy + 6, h.w, 44, 40,
                                {"text": s.t("df.use_triton"), "style": "secondary", "size": 20},
                                click="triton", tooltip=s.t("df.tip.triton")))
    return specs


def _owned_cards(s, v, seat, legal, mine) -> list[EntitySpec]:
    """The seat's feat cards, one per kind with its count (×2), in the order first taken."""
    a = s.layout["me.cards"]
    kinds: list[str] = []
    for cid in v.cards[seat]:
        if cid not in kinds:
            kinds.append(cid)
    lang = s.app.i18n.lang
    usable = {a[1] for a in legal if a[0] == "reinforce"} if mine else set()
    w, h = 66.0, 92.0
    n = len(kinds)
    step = min(w + 4, (a.w - w) / max(1, n - 1)) if n > 1 else 0
    specs = []
    if not n:
        specs.append(EntitySpec("df.cards.none", "df_label", a.cx, a.y + 20, a.w, 30, 6,
                                {"text": s.t("df.no_cards"), "size": 20, "anchor": "center",
                                 "color": theme.TEXT_DIM}, enter="none"))
    for k, cid in enumerate(kinds):
        f = M.feat(cid)
        ok = cid in usable
        specs.append(EntitySpec(
            f"own.{seat}.{cid}", "df_card", a.x + w / 2 + k * step, a.y + a.h - h / 2, w, h,
            12 + k,
            {"title": M.label(cid, lang), "glory": f.glory, "count": v.cards[seat].count(cid),
             "count_left": True,
             "side": island_side(f.island), "target": ok, "name_size": 14,
             "kind_icon": "R" if f.effect_kind == "reinforcement" else "",
             "cost": (("sun", f.cost[0]), ("moon", f.cost[1])),
             "zoom": {"text": Q.feat_effect(cid, lang),
                      "note": s.t("df.zoom.use") if ok else ""}},
            click=("reinforce", cid) if ok else None, hover=True, name=f"df.own.{cid}",
            enter="none"))
    return specs


# ---- the other seats ----------------------------------------------------------------------------

def _panel(s, v, seat: int, a) -> list[EntitySpec]:
    isl = v.pawns[seat]
    sub = s.t("df.panel_sub", island=(s.t("df.on_island", n=isl) if isl else s.t("df.at_start")),
              cards=len(v.cards[seat]))
    specs = [EntitySpec(f"df.panel.{seat}", "df_panel", a.cx, a.cy, a.w, a.h, 2,
                        {"title": s.seat_name(seat), "color": s.seat_color(seat),
                         "glory": _glory(v, seat), "title_size": 26, "sub": sub,
                         "turn": not s.session.is_over() and v.active == seat},
                        enter="none")]
    lang = s.app.i18n.lang
    for d in (0, 1):
        x, y, size = die_pos(s, seat, d)
        faces = v.dice[seat][d]
        specs.append(EntitySpec(
            f"die.{seat}.{d}", "die", x, y, size, size, 20,
            die_params(die_faces(v, seat, d), v.up[seat][d], DIE_COLORS[d], net=True),
            tooltip=" · ".join(M.label(f, lang) or f for f in faces), hover=True,
            name=f"df.die.{seat}.{d}", enter="none"))
    caps = v.caps(seat)
    for r in range(4):
        col, row = r % 2, r // 2
        x = a.x + 240 + col * 96
        y = a.y + 70 + row * 44
        specs.append(EntitySpec(
            f"res.{seat}.{r}", "counter", x + 44, y + 19, 88, 38, 6,
            counter_params(RES_ICONS[r], v.res[seat][r]),
            tooltip=s.t(f"df.tip.res.{M.RESOURCES[r]}") + (f" ({v.res[seat][r]}/{caps[r]})"
                                                           if r < 3 else ""),
            name=f"df.res.{seat}.{M.RESOURCES[r]}", enter="none"))
    return specs
