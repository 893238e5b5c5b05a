"""The It's a Wonderful World table as a keyed description of the current view.

``describe(inp)`` is a function of its ``TableInput`` alone (engine/table_input.py): the view,
the viewer's legal actions, the drafted card picked (``inp.picks``), the layout, the language
and where a passed hand flies in from (``inp.origins[names.HAND_ORIGIN]``).  Keys and names
come from ``names.py`` (card keys from the rules' ``card_keys``).  The text helpers
(``dev_params``, ``tip``) take anything with ``t`` and a language (a ``TableInput`` or a scene).
"""
from __future__ import annotations

from engine import theme
from engine.ecs.table import EntitySpec
from engine.rules.wonderful_world import RULES
from engine.rules.wonderful_world import scene_queries as Q
from engine.rules.wonderful_world.material import (ID_INDEX, IDS, KINDS, KRYS, RECYCLE,
                                                   RESOURCES, SLOTS, card_name, empire_name)
from engine.rules.wonderful_world.flow import hand_size
from engine.rules.wonderful_world.placement import production
from engine.rules.wonderful_world.scoring import MEDALS, SCENARIO_CARDS
from engine.rules.wonderful_world.state import HIDDEN, NO_PICK
from engine.rules.wonderful_world.text import card_text, kind_name
from engine.table_input import TableInput
from engine.widgets.hand import fan
from scenes.parts import why as W
from scenes.parts.why import REFUSED

from . import names as N
from . import selection as S

BANNER = (510.0, 8.0, 900.0, 76.0)
LAYOUT = "wonderful_world"
PHASES = ("draft", "planning", "production")
# the sizes a card face is drawn at on the table (canvas px); under construction see cons_size
HAND_CARD = (168.0, 235.0)      # the draft hand, and the drafted cards while five fit a row
DRAFTED_SMALL = (150.0, 210.0)  # the drafted cards in a fuller row
BUILT_CARD = (76.0, 106.0)      # the empire's built developments
SHOWN_CARD = (40.0, 56.0)       # another seat's revealed picks (a thumbnail, no text)
ZOOM_CARD = (420.0, 588.0)      # the zoom (right click, long hover): a card with its rule text
BROWSER_CARD_H = 330.0          # another seat's cards, full size (a click on its panel)
CONS_MAX_W, CONS_GAP = 172.0, 10.0


def cons_size(n: int, area_w: float) -> tuple[float, float]:
    """The size of each of ``n`` cards under construction side by side in an area ``area_w``
    wide, never overlapping (an overlapped card hides its title): many are drawn narrower,
    each whole (the zoom shows any of them large)."""
    cw = min(CONS_MAX_W, (area_w - CONS_GAP * max(0, n - 1)) / max(1, n))
    return cw, cw * 240 / 172


def _lang(s) -> str:
    """The language of ``s``: a ``TableInput`` or a scene."""
    lang = getattr(s, "lang", None)
    return lang if isinstance(lang, str) else s.app.i18n.lang


def dev_params(s, card: str, **extra) -> dict:
    return {"id": card, "lang": _lang(s), "raise": True, **extra}


def browse_cards(s, o, drafted: list) -> list[dict]:
    """Another empire's cards for its large panel, each under its section as the player's own
    table shows them: drafted (revealed), under construction (with its cubes), built."""
    sec = {k: s.t(k) for k in ("ww.drafted_open", "ww.cons", "ww.built")}
    return ([dev_params(s, IDS[d], section=sec["ww.drafted_open"], **{"raise": False})
             for d in drafted]
            + [dev_params(s, IDS[d], fill=tuple(fill), section=sec["ww.cons"],
                          **{"raise": False}) for d, fill in o.cons]
            + [dev_params(s, IDS[d], section=sec["ww.built"], **{"raise": False})
               for d in o.built])


def tip(s, card: str) -> str:
    lang = _lang(s)
    return f"{card_name(ID_INDEX[card], lang)}\n{card_text(card, lang)}"


def panel_tip(inp: TableInput, seat: int) -> str:
    o = inp.view.seats[seat]
    lang = inp.lang
    built = ", ".join(card_name(d, lang) for d in o.built) or "—"
    cons = ", ".join(card_name(d, lang) for d, _ in o.cons) or "—"
    drafted = ", ".join(card_name(d, lang) for d in revealed_drafted(inp.view, seat)) or "—"
    return (f"{inp.seat_name(seat)} — {empire_name(o.empire, lang)}\n"
            f"{inp.t('ww.drafted_open')}: {drafted}\n"
            f"{inp.t('ww.built')}: {built}\n{inp.t('ww.cons')}: {cons}")


def revealed_drafted(view, seat: int) -> list:
    """The seat's drafted cards the view may see (revealed together, as the rulebook does),
    in picking order; a card still hidden is left out."""
    return [d for d in view.seats[seat].drafted if d != HIDDEN]


def row(a, n: int, w: float, gap: float = 12) -> list[float]:
    """x centres of ``n`` cards of width ``w`` in anchor ``a`` (overlapping when crowded)."""
    if n <= 0:
        return []
    step = min(w + gap, (a.w - w) / max(1, n - 1)) if n > 1 else 0
    return [a.x + w / 2 + step * i for i in range(n)]


def asked(inp: TableInput) -> str:
    """What the viewer is asked now ("wait" when nothing)."""
    if inp.viewer is None or not inp.my_turn:
        return "wait"
    return Q.asked(inp.view, inp.viewer)


def _cube_ok(pl) -> bool:
    return isinstance(pl, tuple) and pl[0] == "cube"


def _drafted_ok(pl) -> bool:
    return isinstance(pl, tuple) and pl[0] == "drafted"


def _cons_ok(pl) -> bool:
    """A card under construction takes a waiting cube or the krystallium from the stock."""
    return isinstance(pl, tuple) and pl[0] in ("cube", "krys")


def _krys_token(inp: TableInput) -> list[EntitySpec]:
    """The krystallium in the empire's stock, over its place on the empire card, when one may
    go onto a slot: dragged onto a legal slot of a card under construction it goes there (the
    "More actions" dialog offers the same), dropped elsewhere it snaps back."""
    if not any(a[0] == "krys" for a in inp.legal):
        return []
    a = inp.layout["empire"]
    return [EntitySpec(N.KRYS, "ww_cube", a.x + 30, a.y + 252, 40, 40, 25,
                       {"kind": KRYS, "glow": True}, drag=("krys",),
                       tooltip=inp.t("ww.tip.krys_drag"), enter="pop", name=N.KRYS)]


def describe(inp: TableInput) -> list[EntitySpec]:
    keys = Q.card_keys(inp.view, inp.focus)
    now = asked(inp)
    specs = [_track(inp), _empire(inp), *_krys_token(inp)]
    specs += _tray(inp, now)
    specs += _cons(inp, keys)
    specs += _built(inp, keys)
    specs += _drafted(inp, keys, now)
    specs += _hand(inp, keys)
    specs += _others(inp)
    if inp.view.players == 1:
        specs += solo_goal(inp, inp.layout["goal"])
    return specs


def _track(inp: TableInput) -> EntitySpec:
    """The round, the phases and the production steps with their supremacy winners."""
    v = inp.view
    a = inp.layout["track"]
    steps = []
    for k in range(5):
        w = v.sup[k] if k < len(v.sup) else -2
        if w == -2:
            steps.append(None)
        else:
            steps.append((w, inp.seat_color(w) if w >= 0 else (0, 0, 0),
                          inp.seat_name(w)[:1] if w >= 0 else ""))
    shown = PHASES[1:] if v.players == 1 else PHASES       # solo has no draft
    ph = shown.index(v.phase) if v.phase in shown else -1
    title = inp.t("ww.round", n=v.round)
    if v.phase == "draft" and v.players > 1:
        title += "  " + inp.t("ww.pass_" + ("left" if v.round % 2 else "right"))
    if v.phase == "planning" and v.players == 1 and v.stage:
        title += "  " + inp.t("ww.stage", n=v.stage,
                              funds=inp.t("ww.funds_left", n=len(v.funds)))
    return EntitySpec(N.TRACK, "ww_track", a.cx, a.cy, a.w, a.h, 2,
                      {"title": title, "phases": tuple(inp.t(f"ww.phase.{p}") for p in shown),
                       "phase": ph, "step": v.step if v.phase == "production" else -1,
                       "steps": tuple(steps)},
                      tooltip=inp.t("ww.tip.track"), enter="none", name=N.TRACK)


def _empire(inp: TableInput) -> EntitySpec:
    """The empire card of the seat in focus: production, cubes, stock."""
    v, me = inp.view, inp.focus
    me_s = v.seats[me]
    a = inp.layout["empire"]
    prod = tuple(production(me_s, v.side, r) for r in range(5))
    emp_ok = any(x[0] == "empire" for x in inp.legal)
    why = None if emp_ok else W.refusal(inp, RULES, ("empire",))
    return EntitySpec(
        N.EMPIRE, "ww_empire", a.cx, a.cy, a.w, a.h, 3,
        {"name": empire_name(me_s.empire, inp.lang), "who": inp.seat_name(me), "prod": prod,
         "prod_label": inp.t("ww.production"),
         "prod_short": inp.t("ww.production_short"), "cubes": me_s.cubes,
         "cube_kinds": tuple(me_s.on_empire), "krys": me_s.krys,
         "generals": me_s.generals, "financiers": me_s.financiers, "glow": emp_ok,
         "color": inp.seat_color(me), "step": v.step if v.phase == "production" else -1,
         "score": inp.t("ww.built_n", n=len(me_s.built)), REFUSED: why},
        click="empire" if emp_ok else None, drop="empire", accepts=_cube_ok,
        tooltip=W.tip(inp, inp.t("ww.tip.empire"), why), enter="none", name=N.EMPIRE)


def _tray(inp: TableInput, now: str) -> list[EntitySpec]:
    """Cubes waiting to be placed, auto-place or end step, and "more"."""
    me_s = inp.view.seats[inp.focus]
    a = inp.layout["tray"]
    specs = []
    waiting = [(k, n) for k, n in enumerate(me_s.avail) if n]
    if waiting:
        specs.append(EntitySpec("ww.tray", "ww_label", a.cx, a.y + 22, a.w, 44, 2,
                                {"text": inp.t("ww.to_place"), "panel": False, "size": 22},
                                enter="none"))
    placing = now == "place"
    picked = S.cube(inp.picks)
    for i, (k, n) in enumerate(waiting):
        res = RESOURCES[k]
        why = None if placing else W.refusal(inp, RULES, ("cube", res))
        specs.append(EntitySpec(N.cube(res), "ww_cube", a.x + 36 + i * 54, a.y + 74, 40, 40, 20,
                                {"kind": k, "n": n, "glow": placing and picked != res,
                                 "selected": picked == res, REFUSED: why},
                                drag=("cube", k) if placing else None,
                                click=("cube", k) if placing else None,
                                tooltip=W.tip(inp, inp.t("ww.tip.cube",
                                                         what=kind_name(res, inp.lang)), why),
                                enter="pop", name=N.cube(res)))
    by = a.y + 130
    if placing:
        specs.append(EntitySpec(N.AUTO, "button", a.cx, by, a.w - 10, 60, 30,
                                {"text": inp.t("ww.auto"), "style": "secondary"}, click="auto",
                                tooltip=inp.t("ww.tip.auto"), name=N.AUTO))
    elif ("done",) in inp.legal:
        specs.append(EntitySpec(N.DONE, "button", a.cx, by, a.w - 10, 60, 30,
                                {"text": inp.t("ww.done"), "style": "primary"}, click="done",
                                tooltip=inp.t("ww.tip.done"), name=N.DONE))
    more = S.more_actions(inp.legal)
    if more:
        t = inp.layout["tools"]
        specs.append(EntitySpec(N.MORE, "button", t.cx, t.y + 30, t.w - 10, 60, 30,
                                {"text": inp.t("ww.more", n=len(more)), "style": "secondary"},
                                click="more", tooltip=inp.t("ww.tip.more"), name=N.MORE))
    return specs


def _cons(inp: TableInput, keys: dict) -> list[EntitySpec]:
    """Cards under construction, their slots glowing where a waiting cube may go."""
    me_s = inp.view.seats[inp.focus]
    a = inp.layout["cons"]
    n = len(me_s.cons)
    cw, ch = cons_size(n, a.w)
    xs = row(a, n, cw, CONS_GAP)
    specs = []
    picked = S.cube(inp.picks)              # a waiting cube picked: only its slots glow
    for i, (d, fill) in enumerate(me_s.cons):
        card = IDS[d]
        acts = S.card_actions(inp.legal, i)
        glow_kinds = tuple(KINDS.index(x[2]) for x in inp.legal
                           if x[0] == "place" and x[1] == i and picked in (None, x[2]))
        why = None if acts else W.refusal(inp, RULES, ("cons", i, card))
        if picked is not None and not glow_kinds:   # what a click or a drop of it says
            why = W.refusal(inp, RULES, ("place", i, picked, card)) or why
        specs.append(EntitySpec(
            keys["cons"][i], "ww_dev", xs[i], a.y + ch / 2 + 6, cw, ch, 10 + i,
            dev_params(inp, card, fill=tuple(fill), slot_glow=glow_kinds, glow=bool(glow_kinds),
                       **{REFUSED: why}),
            click=("cons", i) if acts else None, buttons=(1, 3),
            drop=("cons", i), accepts=_cons_ok,
            tooltip=W.tip(inp, tip(inp, card), why), name=N.cons(i),
            origin=inp.origin(keys["cons"][i])))
    if not n:
        specs.append(EntitySpec("ww.cons.empty", "ww_label", a.cx, a.cy, a.w, 60, 1,
                                {"text": inp.t("ww.cons_empty"), "size": 22}, enter="none"))
    if inp.view.phase == "planning":        # the area itself takes a drafted card, as
        specs.append(EntitySpec(N.CONS_DROP, "ww_label", a.cx, a.cy, a.w, a.h, 0,  # Construct
                                {"text": ""}, drop=("zone", "slate"), accepts=_drafted_ok,
                                enter="none", name=N.CONS_DROP))
    return specs


def _built(inp: TableInput, keys: dict) -> list[EntitySpec]:
    """Built cards, small: the empire's developments."""
    me_s = inp.view.seats[inp.focus]
    a = inp.layout["built"]
    bw, bh = BUILT_CARD
    xs = row(a, len(me_s.built), bw, 6)
    return [EntitySpec(keys["built"][i], "ww_dev", xs[i], a.cy, bw, bh, 10 + i,
                       dev_params(inp, IDS[d], **{"raise": False}), buttons=(3,),
                       tooltip=tip(inp, IDS[d]), name=N.built(i))
            for i, d in enumerate(me_s.built)]


def _drafted(inp: TableInput, keys: dict, now: str) -> list[EntitySpec]:
    """The draft area (and the face-down pick); in planning, the drafted cards drawn as large
    as the draft hand in its empty row, and the construct / recycle zones."""
    v, L = inp.view, inp.layout
    me_s = v.seats[inp.focus]
    sel = S.card(inp.picks)
    a = L["drafted"]
    cards = list(me_s.drafted)
    n = len(cards) + (1 if me_s.pick != NO_PICK else 0)
    # as large as the hand's cards while they fit side by side (a long name beside a card's
    # points badge needs the width: "Національний монумент"), else a little smaller
    dw, dh = HAND_CARD if n * (HAND_CARD[0] + 8) <= a.w else DRAFTED_SMALL
    ra, cy = a, a.cy
    if v.phase == "planning" and cards and not me_s.hand:
        ra, (dw, dh) = L["hand"], HAND_CARD
        cy = ra.y + dh / 2 + 40
    xs = row(ra, len(cards) + (1 if me_s.pick != NO_PICK else 0), dw, 8)
    if ra is not a and xs:                  # centred in the hand's row
        shift = max(0.0, (ra.x + ra.w - (xs[-1] + dw / 2)) / 2)
        xs = [x + shift for x in xs]
    planning = v.phase == "planning" and now == "plan"
    specs = []
    for i, d in enumerate(cards):
        card = IDS[d]
        ok = planning and ("slate", card) in inp.legal
        why = None if ok else W.refusal(inp, RULES, ("slate", card))
        specs.append(EntitySpec(
            keys["drafted"][i], "ww_dev", xs[i], cy, dw, dh, 10 + i,
            dev_params(inp, card, glow=ok and sel != card, selected=sel == card,
                       **{REFUSED: why}),
            click=("drafted", card) if ok else None, buttons=(1, 3),
            drag=("drafted", card) if ok else None, tooltip=W.tip(inp, tip(inp, card), why),
            name=N.drafted(i)))
    if me_s.pick != NO_PICK and keys["pick"]:
        pick = {"back": True} if me_s.pick == HIDDEN else dev_params(inp, IDS[me_s.pick])
        specs.append(EntitySpec(keys["pick"][0], "ww_dev", xs[len(cards)], a.cy, dw, dh, 30,
                                pick, buttons=(3,), tooltip=inp.t("ww.tip.pick"),
                                name=N.PICK_ME))
    if not cards and me_s.pick == NO_PICK and v.phase == "draft":
        specs.append(EntitySpec("ww.drafted.empty", "ww_label", a.cx, a.cy, a.w, 60, 1,
                                {"text": inp.t("ww.draft_area"), "size": 22}, enter="none"))
    specs.append(EntitySpec("ww.draftdrop", "ww_label", a.cx, a.cy, a.w, a.h, 0, {"text": ""},
                            drop=("zone", "pick"),
                            accepts=lambda pl: isinstance(pl, tuple) and pl[0] == "pick",
                            enter="none", name="ww.draftdrop"))
    # a zone's tooltip is about the drafted cards: it never hides them (play-test: after a
    # refused drop it covered one, free table beside the zone)
    shown = tuple((x - dw / 2, cy - dh / 2, dw, dh) for x in xs[:len(cards)])
    for z in S.ZONES if v.phase in ("draft", "planning") else ():
        za = L[f"zone.{z}"]
        active = planning and sel is not None
        cube = RECYCLE[ID_INDEX[sel]] if z == "recycle" and sel else None
        why = None if active else W.refusal(inp, RULES, ("zone", z))
        specs.append(EntitySpec(N.zone(z), "ww_zone", za.cx, za.cy, za.w, za.h, 4,
                                {"title": inp.t(f"ww.zone.{z}"), "active": active,
                                 "cube": cube, "sub": inp.t(f"ww.zone.{z}_sub"),
                                 "sub_short": inp.t(f"ww.zone.{z}_sub_short"), REFUSED: why},
                                click=("zone", z) if active else None, drop=("zone", z),
                                accepts=_drafted_ok,
                                tooltip=W.tip(inp, inp.t(f"ww.tip.{z}"), why), enter="none",
                                name=N.zone(z), tip_avoid=shown))
    return specs


def _hand(inp: TableInput, keys: dict) -> list[EntitySpec]:
    """The hand, fanned large (the draft hand; solo, the planning hand too)."""
    v, me = inp.view, inp.focus
    a = inp.layout["hand"]
    hand = list(v.seats[me].hand)
    sel = S.card(inp.picks)
    hw, hh = HAND_CARD
    specs = []
    origin = inp.origin(N.HAND_ORIGIN)
    pos = fan(len(hand), a.cx, a.y + hh / 2 + 40, a.w, hw, spread=2.5, max_spread=10,
              arc=0.2) if hand else []
    for i, (d, (x, y, ang)) in enumerate(zip(hand, pos)):
        if d == HIDDEN:         # a hand this view may not see: backs only
            specs.append(EntitySpec(keys["hand"][i], "ww_dev", x, y, hw, hh, 100 + i,
                                    {"back": True}, angle=ang, name=N.hand(i)))
            continue
        card = IDS[d]
        ok = ("pick", card) in inp.legal or (v.players == 1 and ("slate", card) in inp.legal)
        verb = "pick" if v.phase == "draft" else "drafted"
        why = None if ok else W.refusal(inp, RULES, ("pick" if v.phase == "draft" else "slate",
                                                     card))
        specs.append(EntitySpec(
            keys["hand"][i], "ww_dev", x, y, hw, hh, 100 + i,
            dev_params(inp, card, glow=ok and sel != card,
                       selected=sel == card and v.phase != "draft", **{REFUSED: why}),
            angle=ang, click=(("hand", card) if v.phase == "draft" else ("drafted", card))
            if ok else None, buttons=(1, 3),
            drag=(verb, card) if ok else None, tooltip=W.tip(inp, tip(inp, card), why),
            name=N.hand(i),
            enter="fly" if origin else "pop", origin=origin))
    if v.phase == "draft" and v.players > 1:
        left = v.round % 2 == 1
        to = (me + (1 if left else -1)) % v.players
        specs.append(EntitySpec("ww.pass", "ww_label", a.x + 550, a.y + 4, 1100, 40, 3,
                                {"text": inp.t("ww.passes_" + ("left" if left else "right"),
                                               name=inp.seat_name(to)),
                                 "color": theme.GOLD, "size": 22},
                                tooltip=inp.t("ww.tip.pass"), enter="none", name="ww.pass"))
    if not hand and v.phase == "draft":
        specs.append(EntitySpec("ww.hand.empty", "ww_label", a.cx, a.cy, a.w, 60, 1,
                                {"text": inp.t("ww.hand_wait"), "size": 24}, enter="none"))
    return specs


def _others(inp: TableInput) -> list[EntitySpec]:
    """A compact panel per other seat (click: its cards full size), and its face-down pick."""
    v = inp.view
    specs = []
    for k, seat in enumerate(inp.others):
        a = inp.layout[f"other.{k}"]
        o = v.seats[seat]
        if v.phase == "draft":
            status = inp.t("ww.picked") if o.pick != NO_PICK else inp.t("ww.choosing")
        elif o.done or seat not in inp.to_act:
            status = inp.t("ww.ready")
        else:
            status = inp.t("ww.playing")
        counts = dict(cons=len(o.cons), drafted=len(o.drafted), hand=len(o.hand))
        extra = inp.t("ww.panel_extra", **counts, built=len(o.built))
        # a narrow or small panel says less, but always how many cards were built
        extra_short = inp.t("ww.panel_extra_short", **counts, built=len(o.built))
        extra_tiny = inp.t("ww.panel_extra_tiny", **counts, built=len(o.built))
        specs.append(EntitySpec(
            N.other_key(seat), "ww_panel", a.cx, a.cy, a.w, a.h, 2,
            {"name": inp.seat_name(seat), "color": inp.seat_color(seat), "status": status,
             "prod": tuple(production(o, v.side, r) for r in range(5)),
             "types": tuple(Q.built_by_type(v, seat)), "extra": extra,
             "extra_short": extra_short, "extra_tiny": extra_tiny,
             "stock": (o.krys, o.generals, o.financiers),
             "step": v.step if v.phase == "production" else -1, "active": seat in inp.to_act},
            tooltip=panel_tip(inp, seat), click=("other", seat), enter="none",
            name=N.other(k)))
        specs += _beside_panel(inp, seat, a)
    return specs


GUTTER = 50     # between the construction area / zones and the panels: nobody's click target


def column_steps(top: float, height: float, h: float, shown: int, deal: int,
                 pick: bool) -> tuple[float, float]:
    """(step between two revealed picks, centre y of the face-down pick) in a column ``height``
    tall beside a panel: the face-down pick sits whole at the bottom, under the last revealed
    one, itself whole (play-test 14: the "?" covered all but 5 px of the pick just revealed);
    the earlier ones overlap, each showing its top strip, no further apart than a card."""
    room = height - (h + 4 if pick else 0) - h          # for the steps down the revealed ones
    step = min(h + 4, room / max(1, (shown if shown else deal) - 1))
    return max(0.0, step), top + height - h / 2


def _beside_panel(inp: TableInput, seat: int, a) -> list[EntitySpec]:
    """Another seat's revealed draft picks (the rulebook reveals them together), small and face
    up in a column in the gutter left of its panel (the layout keeps the gutter clear of the
    viewer's own click targets), then its face-down pick; hover: the card's name and text, a
    long hover: the card large."""
    o = inp.view.seats[seat]
    cards = revealed_drafted(inp.view, seat)
    w, h = SHOWN_CARD
    x = a.x - GUTTER / 2
    # a place per card of the round's deal, always there (hidden while empty): nothing fades
    # or pops here, so the table is never busy for it and never holds back a click
    n = min(7, hand_size(inp.view.players))     # 7 picks a round (two players: 7 of 10)
    step, pick_y = column_steps(a.y, a.h, h, len(cards), n, o.pick != NO_PICK)
    y0 = a.y + h / 2
    specs = []
    for i in range(max(n, len(cards))):
        y = min(y0 + step * i, pick_y)
        if i >= len(cards):
            specs.append(EntitySpec(N.shown(seat, i), "ww_dev", x, y, w, h, 5, {"back": True},
                                    enter="none", visible=False, name=N.shown(seat, i)))
            continue
        card = IDS[cards[i]]
        specs.append(EntitySpec(N.shown(seat, i), "ww_dev", x, y, w, h, 5 + i * 0.01,
                                dev_params(inp, card, mini=True, **{"raise": False}),
                                tooltip=tip(inp, card), enter="none", name=N.shown(seat, i)))
    if o.pick != NO_PICK:
        specs.append(EntitySpec(N.pick(seat), "ww_dev", x, pick_y, w, h, 6,
                                {"back": True}, tooltip=inp.t("ww.tip.other_pick"),
                                enter="fly", origin=(a.cx, a.cy + 120), name=N.pick(seat)))
    return specs


def solo_goal(inp: TableInput, a) -> list[EntitySpec]:
    """Solo: what the game is played for, where opponents' panels would stand — the scenario's
    cards (ticked when built) and medal thresholds, or the rank table; the solo rules' reminders."""
    v, lang = inp.view, inp.lang
    built = {IDS[d] for d in v.seats[0].built}
    if v.scenario:
        title = inp.t("ww.goal.scenario", n=v.scenario)
        b, sv, g = MEDALS[v.scenario]
        lines = [inp.t("ww.goal.build")]
        lines += [("✓ " if c in built else "•  ") + card_name(ID_INDEX[c], lang)
                  for c in SCENARIO_CARDS[v.scenario]]
        lines.append(inp.t("ww.goal.medals", b=b, s=sv, g=g))
    else:
        title = inp.t("ww.goal.solo")
        lines = [inp.t("ww.goal.ranks")]
        if v.side == "A":
            lines.append(inp.t("ww.goal.penalty"))
    lines.append(inp.t("ww.goal.supremacy"))
    size = min(max(22, inp.min_text), 27)     # larger in a small window, still fits
    return [EntitySpec("ww.goal", "panel", a.cx, a.cy, a.w, a.h, 1,
                       {"title": title, "title_size": 30}, enter="none"),
            EntitySpec("ww.goal.text", "text", a.cx, a.y + 66 + (a.h - 80) / 2, a.w - 40,
                       a.h - 80, 2,
                       {"text": "\n".join(lines), "size": size, "anchor": "midtop",
                        "wrap": a.w - 40, "color": theme.TEXT}, enter="none", name="ww.goal.text")]


__all__ = ["describe", "BANNER", "SLOTS"]
