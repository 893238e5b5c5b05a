"""The Dice Forge table as a keyed description of the current view.

``describe(inp)`` is a function of its ``TableInput`` alone (engine/table_input.py): the view,
the viewer's legal actions, the Sanctuary face picked (``inp.picks``), the layout and the
language.  Keys and names come from ``names.py``.  The ``*_pos(s, ...)`` helpers place things
for a scene's animations; the pure ``*_xy`` ones under them take the layout and the seats.
"""
from __future__ import annotations

from dataclasses import replace

from engine import theme
from engine.ecs.table import EntitySpec, playable_rects
from engine.rules.dice_forge import RULES
from engine.rules.dice_forge import material as M
from engine.rules.dice_forge import queries as RQ
from engine.rules.dice_forge import scene_queries as Q
from engine.rules.dice_forge.actions import can_act
from engine.table_input import TableInput
from engine.widgets.counter import counter_params
from engine.widgets.dice import NET, die_params
from scenes.parts import why as W
from scenes.parts.why import REFUSED

from . import names as N
from . import selection as S
from .painters import DARK_DIE, LIGHT_DIE

BANNER = (510.0, 8.0, 900.0, 76.0)
LAYOUT = "dice_forge"
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
    return portal_xy(s.layout, island, k, n)


def portal_xy(layout, island: int, k: int = 0, n: int = 1) -> tuple[float, float]:
    a = layout[f"portal.{island}" if island == 0 else f"island.{island}"]
    x = a.cx + (k - (n - 1) / 2) * 30 if island == 0 else a.cx
    y = a.y + a.h - 44
    if island == 0:
        y = a.y + a.h / 2 + 20 + (k % 2) * 14
    return (x, y)


def card_pos(s, slot_index: int) -> tuple[float, float]:
    return card_xy(s.layout, s.view_state, slot_index)


def card_xy(layout, v, slot_index: int) -> tuple[float, float]:
    cid = v.slot_cards[slot_index]
    island = M.feat(cid).island
    same = [i for i, c in enumerate(v.slot_cards) if M.feat(c).island == island]
    k = same.index(slot_index)
    a = layout[f"island.{island}"]
    gap = 10
    total = len(same) * CARD_W + (len(same) - 1) * gap
    x = a.cx - total / 2 + CARD_W / 2 + k * (CARD_W + gap)
    return (x, a.y + 10 + CARD_H / 2)


def pool_face_pos(s, pool: int, k: int) -> tuple[float, float, float]:
    return pool_face_xy(s.layout, pool, k)


def pool_face_xy(layout, pool: int, k: int) -> tuple[float, float, float]:
    a = layout[f"pool.{pool}"]
    size = 50
    r, c = divmod(k, 2)
    return (a.x + a.w / 2 + (c - 0.5) * (size + 10), a.y + 44 + size / 2 + r * (size + 6), size)


def net_face_pos(s, seat: int, d: int, i: int) -> tuple[float, float, float]:
    return net_face_xy(s.layout, d, i)


def net_face_xy(layout, d: int, i: int) -> tuple[float, float, float]:
    """Centre and size of face ``i`` of die ``d`` on the big board's net."""
    a = layout[f"me.net.{d}"]
    size = min(a.w / 4, a.h / 3)
    row, col = NET[i]
    return (a.x + (col + 0.5) * size, a.y + (row + 0.5) * size, size - 4)


def die_pos(s, seat: int, d: int) -> tuple[float, float, float]:
    return die_xy(s.layout, s.big_seat(), tuple(s.others()), seat, d)


def die_xy(layout, focus: int, others, seat: int, d: int) -> tuple[float, float, float]:
    if seat == focus:
        a = layout[f"me.die.{d}"]
        return (a.cx, a.cy, a.w)
    a = layout[f"other.{list(others).index(seat)}"]
    return (a.x + 52 + d * 76, a.y + a.h - 50, 62)


def gain_spot(s, seat: int, r: int) -> tuple[tuple[float, float, float, float], float]:
    """Where a floating gain of resource ``r`` goes, as (the value's box, the gap) for a gain
    floated left of it: on the empty cells of the seat's track, left of its "6/12"; on another
    seat's panel, over its dice, left of the resource chips (the second column's gains one
    gain further left), so no gain covers a title or a value."""
    if seat == s.big_seat():
        a = s.layout[f"me.res.{M.RESOURCES[r]}"]
        return (a.x + a.w - 110, a.y, 110, a.h), 8.0
    a = s.layout[f"other.{s.others().index(seat)}"]
    col, row = r % 2, r // 2
    return (a.x + 240, a.y + 70 + row * 44, 90, 38), 8.0 + col * 84


def asked(inp: TableInput) -> str:
    """What the viewer is asked now ("" when nothing; see rules queries.asked)."""
    if inp.viewer is None or not inp.my_turn:
        return ""
    return RQ.asked(inp.view, inp.viewer)


def describe(inp: TableInput) -> list[EntitySpec]:
    islands = _islands(inp)
    specs = _temple(inp)
    specs += _my_board(inp)
    for k, seat in enumerate(inp.others):
        specs += _panel(inp, seat, inp.layout[f"other.{k}"])
    lit = lit_rects(islands + specs)
    # what tells about the islands keeps off what the player may click now (play-test 17: an
    # island's tooltip, where other islands and their cards were around it, went over the
    # Sanctuary faces lit to buy); a lit target's own neighbours may still lie under its own
    return [replace(x, tip_avoid=x.tip_avoid + lit) if x.tooltip and x.click is None else x
            for x in islands] + specs


def lit_rects(specs: list[EntitySpec]) -> tuple[tuple[float, float, float, float], ...]:
    """The canvas rects of what the player may click now to play (a Sanctuary pool drawn lit
    round its faces among them)."""
    return playable_rects(specs, lambda x: bool(x.params.get(W.LIT)))


# ---- islands ------------------------------------------------------------------------------

def _islands(inp: TableInput) -> list[EntitySpec]:
    v, legal, L = inp.view, inp.legal, inp.layout
    b = L["islands"]
    specs = [EntitySpec("df.islands", "df_board", b.cx, b.cy, b.w, b.h, 1,
                        {"title": inp.t("df.islands")}, enter="none"),
             EntitySpec("df.round", "df_label", b.x + 14 + 84, b.y + 68, 168, 32, 4,
                        {"text": inp.t("df.round", n=min(v.round, v.rounds), total=v.rounds),
                         "size": 24, "color": theme.GOLD, "anchor": "midleft",
                         "weight": "semibold", "keep_clear": True},
                        tooltip=inp.t("df.tip.round"), enter="none")]
    feats = {a[1] for a in legal if a[0] == "feat"}
    for n in range(8):
        a = L["portal.0" if n == 0 else f"island.{n}"]
        why = _island_why(inp, n, feats) if n else None
        specs.append(EntitySpec(f"df.island.{n}", "df_island", a.cx, a.cy, a.w, a.h, 2,
                                {"side": island_side(n),
                                 "label": inp.t("df.start") if n == 0 else str(n), REFUSED: why},
                                tooltip=inp.t("df.tip.start") if n == 0 else W.tip(
                                    inp, inp.t("df.tip.island", n=n), why),
                                enter="none"))
    can_feat = asked(inp) == "main" and can_act(v)
    lang = inp.lang
    for i, cid in enumerate(v.slot_cards):
        f = M.feat(cid)
        x, y = card_xy(L, v, i)
        ok = cid in feats
        count = v.stacks[i]
        zoom = {"text": Q.feat_effect(cid, lang),
                "note": inp.t("df.zoom.feat", n=count, island=f.island)}
        why = None if ok else W.refusal(inp, RULES, ("feat", cid))
        specs.append(EntitySpec(
            N.feat_key(i), "df_card", x, y, CARD_W, CARD_H, 10,
            {"title": M.label(cid, lang), "short": short_title(inp, cid),
             "cost": (("sun", f.cost[0]), ("moon", f.cost[1])), "glory": f.glory, "count": count, "side": island_side(f.island),
             "both": f.island == 4 and f.cost[0] and f.cost[1], "target": ok,
             "dim": can_feat and not ok and count > 0, "name_size": 16, "zoom": zoom,
             REFUSED: why},
            click=("feat", cid) if ok else None, hover=True, buttons=(1,), tooltip=W.tip(inp, None, why),
            name=N.feat(cid), enter="none", tip_avoid=(BANNER,)))
    # heroes: on an island's portal, or side by side on the starting portal
    at_start = [seat for seat in range(v.players) if v.pawns[seat] == 0]
    for seat in range(v.players):
        isl = v.pawns[seat]
        k = at_start.index(seat) if isl == 0 else 0
        x, y = portal_xy(L, isl, k, len(at_start) if isl == 0 else 1)
        specs.append(EntitySpec(N.pawn_key(seat), "df_pawn", x, y, 46, 46, 30,
                                {"color": inp.seat_color(seat)},
                                tooltip=inp.t("df.tip.hero", name=inp.seat_name(seat)),
                                name=N.pawn(seat), enter="none"))
    return specs


# ---- temple --------------------------------------------------------------------------------

def _temple(inp: TableInput) -> list[EntitySpec]:
    v, legal, L = inp.view, inp.legal, inp.layout
    b = L["temple"]
    specs = [EntitySpec("df.temple", "df_board", b.cx, b.cy, b.w, b.h, 1,
                        {"title": inp.t("df.temple"), "color": (58, 46, 40, 235)}, enter="none")]
    now = asked(inp)
    buy = {a[1] for a in legal if a[0] == "buy"}
    shopping = now in ("main", "ship") and (now == "ship" or can_act(v) or v.kind == "forge")
    disc = Q.discount(v, inp.viewer) if now == "ship" and inp.viewer is not None else 0
    lang = inp.lang
    sel_face = S.face(inp.picks)
    for p, faces in enumerate(v.sanctuary):
        a = L[f"pool.{p}"]
        base = M.sanctuary()[p][0]
        cost = Q.pool_cost(p, disc)
        active = any(f in buy for f in faces)
        # a click between its faces says why none can be bought, as a click on one does
        why = (None if active or inp.viewer is None or inp.demo else
               W.refusal(inp, RULES, ("buy", faces[0])) if faces else inp.t("df.why.pool_empty"))
        specs.append(EntitySpec(f"df.poolbox.{p}", "df_pool", a.cx, a.cy, a.w, a.h, 3,
                                {"cost": cost, "base": base, W.LIT: active,
                                 "dim": shopping and not active,
                                 "label": inp.t("df.left", n=len(faces)), REFUSED: why},
                                tooltip=W.tip(inp, inp.t("df.tip.pool", n=cost), why),
                                enter="none"))
        for k, fid in enumerate(faces):
            x, y, size = pool_face_xy(L, p, k)
            ok = fid in buy
            why = None if ok else W.refusal(inp, RULES, ("buy", fid))
            text = Q.face_text(fid, lang)
            specs.append(EntitySpec(
                N.pool_key(p, k), "df_face", x, y, size, size, 6,
                {"face": Q.face_view(fid), "target": ok and sel_face != fid,
                 "selected": ok and sel_face == fid, "dim": shopping and not ok,
                 "click": ok, REFUSED: why},
                click=("pool", fid) if ok else None,
                tooltip=W.tip(inp, inp.t("df.tip.pool_face.watch", text=text, n=cost), why)
                if why else inp.t("df.tip.pool_face", text=text, n=cost),
                name=N.pool(p, k), enter="fade", tip_avoid=(BANNER,)))
    for g, kinds in enumerate(GARDENS):
        a = L[f"garden.{g}"]
        left = [f for f in v.gardens if f in kinds]
        specs.append(EntitySpec(f"df.gardenbox.{g}", "df_pool", a.cx, a.cy, a.w, a.h, 3,
                                {"cost": 0, "base": 0, "label": inp.t("df.left", n=len(left))},
                                tooltip=inp.t("df.tip.garden"), enter="none"))
        shown = left[:4] if len(kinds) > 1 else left[:1]
        for k, fid in enumerate(shown):
            size = 32 if len(kinds) > 1 else 40
            x = a.x + 12 + size / 2 + k * (size + 4) if len(kinds) > 1 else a.cx
            why = inp.t("df.why.garden") if inp.viewer is not None and not inp.demo else None
            specs.append(EntitySpec(N.garden_key(g, k), "df_face", x, a.y + a.h - 28, size, size,
                                    6, {"face": Q.face_view(fid), REFUSED: why},
                                    tooltip=Q.face_text(fid, lang), name=N.garden(g, k)))
    return specs


# ---- the big board ----------------------------------------------------------------------------

def _glory(v, seat) -> int:
    return RQ.glory_totals(v)[seat]


def _my_board(inp: TableInput) -> list[EntitySpec]:
    v, legal, L, seat = inp.view, inp.legal, inp.layout, inp.focus
    me = L["me"]
    lang = inp.lang
    isl = v.pawns[seat]
    sub = inp.t("df.on_island", n=isl) if isl else inp.t("df.at_start")
    specs = [EntitySpec("df.me", "df_panel", me.cx, me.cy, me.w, me.h, 2,
                        {"title": inp.seat_name(seat), "color": inp.seat_color(seat),
                         "glory": _glory(v, seat),
                         "turn": not inp.over and v.active == seat, "sub": None},
                        name=N.board(seat), enter="none")]
    specs.append(EntitySpec("df.me.sub", "df_label", me.x + 520, me.y + 28, 300, 30, 4,
                            {"text": sub, "size": 22, "color": theme.TEXT_DIM,
                             "anchor": "midleft"}, enter="none"))
    now = asked(inp)
    targets = set()
    placing = RQ.face_to_place(v, inp.viewer) if now == "place" else None
    coming = placing or S.face(inp.picks)       # the face about to be forged
    if coming:
        targets = set(Q.place_targets(v, seat))
    for d in (0, 1):
        for i, fid in enumerate(v.dice[seat][d]):
            x, y, size = net_face_xy(L, d, i)
            ok = (d, i) in targets
            why = W.refusal(inp, RULES, ("place", d, i)) if targets and not ok else None
            tip = Q.face_text(fid, lang)
            if ok and Q.face_text(coming, "en") == Q.face_text(fid, "en"):
                tip += "\n" + inp.t("df.tip.same_face")   # legal, but a wasted purchase
            specs.append(EntitySpec(
                N.face_key(seat, d, i), "df_face", x, y, size, size, 8,
                {"face": Q.face_view(fid), "color": DIE_COLORS[d], "on": v.up[seat][d] == i,
                 "target": ok, "dim": bool(targets) and not ok, REFUSED: why},
                click=("face", d, i) if ok else None, hover=True,
                tooltip=W.tip(inp, tip, why), name=N.face(seat, d, i),
                enter="none"))
        x, y, size = die_xy(L, inp.focus, inp.others, seat, d)
        specs.append(EntitySpec(N.die_key(seat, d), "die", x, y, size, size, 20,
                                die_params(die_faces(v, seat, d), v.up[seat][d], DIE_COLORS[d]),
                                tooltip=inp.t("df.tip.die_light" if d == 0
                                              else "df.tip.die_dark"),
                                name=N.die(seat, d), enter="none"))
    mine = inp.viewer is not None and seat == inp.viewer and not inp.demo
    if mine:
        specs += _my_buttons(inp, now, placing)
    caps = v.caps(seat)
    for r, name in enumerate(M.RESOURCES):
        a = L[f"me.res.{name}"]
        value = v.res[seat][r]
        specs.append(EntitySpec(
            N.res_key(seat, r), "df_res", a.cx, a.cy, a.w, a.h, 6,
            {"icon": RES_ICONS[r], "value": value, "cap": caps[r] if r < 3 else None,
             "color": RES_COLORS[r],
             "sub": inp.t("df.cards_glory", n=RQ.glory_totals(v)[seat] - value)
             if r == 3 else ""},
            tooltip=inp.t(f"df.tip.res.{name}"), name=N.res(seat, r), enter="none"))
    specs += _hammer_tokens(inp, seat, mine)
    specs += _owned_cards(inp, seat, mine)
    return specs


def _my_buttons(inp: TableInput, now: str, placing) -> list[EntitySpec]:
    """Second action, end turn; over the hand: pass (a ship's forge) or the face to forge."""
    L, legal = inp.layout, inp.legal
    sec, end = L["me.second"], L["me.end"]
    specs = []
    for key, a, label, style, size, verb, tip in (
            (N.SECOND, sec, "df.second", "secondary", 24, "second", "df.tip.second"),
            (N.END, end, "df.end", "primary", 26, "end", "df.tip.end")):
        action = ("second_action",) if verb == "second" else ("end_turn",)
        why = None if action in legal else W.refusal(inp, RULES, action)
        specs.append(EntitySpec(key, "button", a.cx, a.cy, a.w, a.h, 40,
                                {"text": inp.t(label), "style": style, "size": size,
                                 REFUSED: why},
                                click=verb, enabled=action in legal,
                                tooltip=W.tip(inp, inp.t(tip), why)))
    h = L["me.hand"]
    if now == "ship":
        specs.append(EntitySpec(N.PASS, "button", h.cx, h.cy + 6, h.w, 44, 40,
                                {"text": inp.t("df.pass_ship"), "style": "danger", "size": 22},
                                click="pass"))
    elif placing:
        specs.append(EntitySpec("df.placing", "df_face", h.x + 24, h.cy + 4, 44, 44, 40,
                                {"face": Q.face_view(placing), "selected": True},
                                tooltip=Q.face_text(placing, inp.lang)))
        specs.append(EntitySpec("df.placing.text", "df_label", h.x + 176, h.cy + 4, 236, 40, 40,
                                {"text": inp.t("df.forge_this"), "size": 20,
                                 "color": theme.GOLD, "anchor": "midleft"}))
    return specs


def _island_why(inp: TableInput, n: int, feats: set) -> str | None:
    """Why no feat of island ``n`` can be performed now (its first card's reason), or None
    when one can or the island has no card left."""
    v = inp.view
    here = [cid for i, cid in enumerate(v.slot_cards)
            if M.feat(cid).island == n and v.stacks[i] > 0]
    if not here or feats & set(here):
        return None
    return W.refusal(inp, RULES, ("feat", here[0]))


def _hammer_why(inp: TableInput, seat: int, owned: bool) -> str:
    """What a click on the Hammer track tells its owner: gold is put on it only as it is
    gained (the split is asked then), or that the seat has no Hammer, or it is complete."""
    v = inp.view
    if not v.hammers[seat]:
        return inp.t("df.why.hammer_none", name=M.label("blacksmiths_hammer", inp.lang),
                     island=M.feat("blacksmiths_hammer").island)
    return inp.t("df.why.hammer_gold" if owned else "df.why.hammer_done")


def _hammer_tokens(inp: TableInput, seat: int, mine: bool) -> list[EntitySpec]:
    v, L = inp.view, inp.layout
    a = L["me.hammer"]
    pos, side = RQ.hammer_progress(v, seat)
    owned = v.hammers[seat] > 0 and Q.hammer_room(v, seat) > 0
    why = _hammer_why(inp, seat, owned) if mine else None
    specs = [EntitySpec("df.hammer", "df_hammer", a.cx, a.cy, a.w, a.h, 6,
                        {"label": inp.t("df.hammer"), "owned": owned, "pos": pos, "side": side,
                         "none": inp.t("df.hammer_none") if not v.hammers[seat]
                         else inp.t("df.hammer_done"), REFUSED: why},
                        tooltip=W.tip(inp, inp.t("df.tip.hammer"), why), enter="none",
                        name=N.HAMMER)]
    t = L["me.tokens"]
    cer, tri = v.tokens[seat]
    parts = [inp.t(k, n=n) for k, n in (("df.chests", v.chests[seat]), ("df.cerberus", cer),
                                         ("df.triton", tri), ("df.forged", len(v.removed[seat])))
             if n]
    txt = " · ".join(parts) if parts else inp.t("df.no_tokens")
    specs.append(EntitySpec(N.TOKENS, "df_label", t.cx, t.cy, t.w, t.h, 6,
                            {"text": txt, "size": 20, "color": theme.TEXT, "anchor": "midleft"},
                            tooltip=inp.t("df.tip.tokens"), enter="none"))
    if mine and any(a[0] == "triton" for a in inp.legal):
        h = L["me.hand"]                       # free in the main phase (no ship, no face to place)
        specs.append(EntitySpec(N.TRITON, "button", h.cx, h.cy + 6, h.w, 44, 40,
                                {"text": inp.t("df.use_triton"), "style": "secondary",
                                 "size": 20},
                                click="triton", tooltip=inp.t("df.tip.triton")))
    return specs


def _owned_cards(inp: TableInput, seat: int, mine: bool) -> list[EntitySpec]:
    """The seat's feat cards, one per kind with its count (×2), in the order first taken."""
    v = inp.view
    a = inp.layout["me.cards"]
    kinds: list[str] = []
    for cid in v.cards[seat]:
        if cid not in kinds:
            kinds.append(cid)
    lang = inp.lang
    usable = {x[1] for x in inp.legal if x[0] == "reinforce"} if mine else set()
    n = len(kinds)
    # wide enough for a name's longest word at the legible floor while they fit side by side,
    # narrower rather than overlapping (an overlapped card hides its name), then overlapping;
    # as tall as the row lets them, for a name of two lines under the cost, whose amounts
    # grow in a small window to stay readable (play-test 17: "The Elder" read "The Eder")
    w, h = max(66.0, min(90.0, (a.w - 4 * max(0, n - 1)) / max(1, n))), a.h - 4
    step = min(w + 4, (a.w - w) / max(1, n - 1)) if n > 1 else 0
    specs = []
    if not n:
        specs.append(EntitySpec("df.cards.none", "df_label", a.cx, a.y + 20, a.w, 30, 6,
                                {"text": inp.t("df.no_cards"), "size": 20, "anchor": "center",
                                 "color": theme.TEXT_DIM}, enter="none"))
    for k, cid in enumerate(kinds):
        ok = cid in usable
        why = None
        if mine and not ok and M.feat(cid).effect_kind == "reinforcement":
            why = W.refusal(inp, RULES, ("reinforce", cid))
        specs.append(EntitySpec(
            N.own_key(seat, cid), "df_card", a.x + w / 2 + k * step, a.y + a.h - h / 2, w, h,
            12 + k, {**owned_params(inp, seat, cid, ok), REFUSED: why},
            click=("reinforce", cid) if ok else None, hover=True, name=N.own(cid),
            tooltip=W.tip(inp, None, why),
            enter="none", exit="none"))     # leaving (the focus moves on): gone at once
    return specs


def owned_kinds(v, seat: int) -> list[str]:
    """The seat's feat cards, one per kind, in the order first taken."""
    return list(dict.fromkeys(v.cards[seat]))


def short_title(inp: TableInput, cid: str) -> str:
    """The name a feat card shows where its whole name does not fit ("Hammer" for "The
    Blacksmith's Hammer"; key ``df.short.<id>``), or "" when it has none."""
    key = f"df.short.{cid}"
    text = inp.t(key)
    return "" if text == key else text


def owned_params(inp: TableInput, seat: int, cid: str, ok: bool = False) -> dict:
    """A feat card a seat owns (with its count), and what its zoom adds: the effect."""
    f = M.feat(cid)
    lang = inp.lang
    return {"title": M.label(cid, lang), "short": short_title(inp, cid), "glory": f.glory,
            "count": inp.view.cards[seat].count(cid), "count_left": True,
            "side": island_side(f.island), "target": ok, "name_size": 14,
            # a reinforcement card's mark, in the table's language (play-test 14: a Latin "R"
            # on the Ukrainian table)
            "kind_icon": inp.t("df.mark.reinforce") if f.effect_kind == "reinforcement" else "",
            "cost": (("sun", f.cost[0]), ("moon", f.cost[1])),
            "zoom": {"text": Q.feat_effect(cid, lang),
                     "note": inp.t("df.zoom.use") if ok else ""}}


# ---- the other seats ----------------------------------------------------------------------------

def _panel(inp: TableInput, seat: int, a) -> list[EntitySpec]:
    v = inp.view
    isl = v.pawns[seat]
    sub = inp.t("df.panel_sub", island=(inp.t("df.on_island", n=isl) if isl
                                        else inp.t("df.at_start")), n=len(v.cards[seat]))
    feats = ", ".join(M.label(c, inp.lang) for c in owned_kinds(v, seat)) or "—"
    specs = [EntitySpec(N.panel(seat), "df_panel", a.cx, a.cy, a.w, a.h, 2,
                        {"title": inp.seat_name(seat), "color": inp.seat_color(seat),
                         "glory": _glory(v, seat), "title_size": 26, "sub": sub,
                         "turn": not inp.over and v.active == seat},
                        click=("other", seat), tooltip=inp.t("df.tip.other", feats=feats),
                        enter="none")]
    lang = inp.lang
    for d in (0, 1):
        x, y, size = die_xy(inp.layout, inp.focus, inp.others, seat, d)
        faces = v.dice[seat][d]
        specs.append(EntitySpec(
            N.die_key(seat, d), "die", x, y, size, size, 20,
            die_params(die_faces(v, seat, d), v.up[seat][d], DIE_COLORS[d], net=True),
            tooltip=" · ".join(M.label(f, lang) or f for f in faces), hover=True,
            name=N.die(seat, d), enter="none"))
    caps = v.caps(seat)
    for r in range(4):
        col, row = r % 2, r // 2
        x = a.x + 240 + col * 96
        y = a.y + 70 + row * 44
        specs.append(EntitySpec(
            N.res_key(seat, r), "counter", x + 44, y + 19, 88, 38, 6,
            counter_params(RES_ICONS[r], v.res[seat][r]),
            tooltip=inp.t(f"df.tip.res.{M.RESOURCES[r]}") + (f" ({v.res[seat][r]}/{caps[r]})"
                                                             if r < 3 else ""),
            name=N.res(seat, r), enter="none"))
    return specs
