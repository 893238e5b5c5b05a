"""The It's a Wonderful World table as a keyed description of the current view.

Names give roles for input and tests: ``ww.hand.3`` (draft hand), ``ww.drafted.1`` (draft
area), ``ww.cons.0`` (card under construction), ``ww.empire``, ``ww.zone.slate`` /
``ww.zone.recycle``, ``ww.cube.<resource>`` (cubes waiting), ``ww.btn.auto`` / ``ww.btn.done``
/ ``ww.btn.more``, ``ww.other.N`` (another seat's panel), ``ww.pick.N`` (a face-down pick).
Solo: ``ww.goal`` / ``ww.goal.text`` (the scenario's or the rank table's goal, where opponents'
panels would stand).
"""
from __future__ import annotations

from engine import theme
from engine.ecs.table import EntitySpec
from engine.widgets.text import readable
from engine.rules.wonderful_world import scene_queries as Q
from engine.rules.wonderful_world.material import (EMPIRE_PROD, RESOURCES, SLOTS, IDS, KINDS,
                                                   empire_name)
from engine.rules.wonderful_world.placement import production
from engine.rules.wonderful_world.state import HIDDEN, NO_PICK
from engine.rules.wonderful_world.text import card_text

BANNER = (510.0, 8.0, 900.0, 76.0)
PHASES = ("draft", "planning", "production")


def dev_params(s, card: str, **extra) -> dict:
    return {"id": card, "lang": s.app.i18n.lang, "raise": True, **extra}


def tip(s, card: str) -> str:
    from engine.rules.wonderful_world.material import card_name, ID_INDEX
    lang = s.app.i18n.lang
    return f"{card_name(ID_INDEX[card], lang)}\n{card_text(card, lang)}"


def row(a, n: int, w: float, gap: float = 12) -> list[float]:
    """x centres of ``n`` cards of width ``w`` in anchor ``a`` (overlapping when crowded)."""
    if n <= 0:
        return []
    step = min(w + gap, (a.w - w) / max(1, n - 1)) if n > 1 else 0
    total = step * (n - 1)
    x0 = a.x + w / 2 if total + w > a.w * 0.6 else a.x + w / 2
    return [x0 + step * i for i in range(n)]


def describe(s) -> list[EntitySpec]:
    v = s.view_state
    legal = s.legal()
    me = s.big_seat()
    L = s.layout
    lang = s.app.i18n.lang
    specs: list[EntitySpec] = []
    keys = Q.card_keys(v, me)
    asked = Q.asked(v, s.viewer) if s.my_turn() else "wait"
    me_s = v.seats[me]

    # -- the step track
    a = L["track"]
    steps = []
    for k in range(5):
        w = v.sup[k] if k < len(v.sup) else -2
        if w == -2 or (v.phase == "production" and k >= v.step and w == -2):
            steps.append(None)
        else:
            steps.append((w, s.seat_color(w) if w >= 0 else (0, 0, 0),
                          s.seat_name(w)[:1] if w >= 0 else ""))
    shown = PHASES[1:] if v.players == 1 else PHASES       # solo has no draft
    ph = shown.index(v.phase) if v.phase in shown else -1
    title = s.t("ww.round", n=v.round)
    if v.phase == "draft" and v.players > 1:
        title += "  " + s.t("ww.pass_" + ("left" if v.round % 2 else "right"))
    if v.phase == "planning" and v.players == 1 and v.stage:
        title += "  " + s.t("ww.stage", n=v.stage, funds=len(v.funds))
    specs.append(EntitySpec("ww.track", "ww_track", a.cx, a.cy, a.w, a.h, 2,
                            {"title": title, "phases": tuple(s.t(f"ww.phase.{p}") for p in shown),
                             "phase": ph, "step": v.step if v.phase == "production" else -1,
                             "steps": tuple(steps)},
                            tooltip=s.t("ww.tip.track"), enter="none", name="ww.track"))

    # -- my empire card
    a = L["empire"]
    prod = tuple(production(me_s, v.side, r) for r in range(5))
    emp_ok = any(x[0] == "empire" for x in legal)
    specs.append(EntitySpec(
        "ww.empire", "ww_empire", a.cx, a.cy, a.w, a.h, 3,
        {"name": empire_name(me_s.empire, lang), "who": s.seat_name(me), "prod": prod,
         "prod_label": s.t("ww.production"), "cubes": me_s.cubes, "krys": me_s.krys,
         "generals": me_s.generals, "financiers": me_s.financiers, "glow": emp_ok,
         "color": s.seat_color(me), "step": v.step if v.phase == "production" else -1,
         "score": s.t("ww.built_n", n=len(me_s.built))},
        click="empire" if emp_ok else None, drop="empire",
        accepts=lambda pl: isinstance(pl, tuple) and pl[0] == "cube",
        tooltip=s.t("ww.tip.empire"), enter="none", name="ww.empire"))

    # -- cubes waiting to be placed, auto-place, end step, more
    a = L["tray"]
    waiting = [(k, n) for k, n in enumerate(me_s.avail) if n]
    if waiting:
        specs.append(EntitySpec("ww.tray", "ww_label", a.cx, a.y + 22, a.w, 44, 2,
                                {"text": s.t("ww.to_place"), "panel": False, "size": 22},
                                enter="none"))
    for i, (k, n) in enumerate(waiting):
        cx = a.x + 36 + i * 54
        specs.append(EntitySpec(f"ww.cube.{RESOURCES[k]}", "ww_cube", cx, a.y + 74, 40, 40, 20,
                                {"kind": k, "n": n, "glow": asked == "place"},
                                drag=("cube", k) if asked == "place" else None,
                                click=("cube", k) if asked == "place" else None,
                                tooltip=s.t("ww.tip.cube", what=s.kind(RESOURCES[k])),
                                enter="pop", name=f"ww.cube.{RESOURCES[k]}"))
    by = a.y + 130
    if asked == "place":
        specs.append(EntitySpec("ww.btn.auto", "button", a.cx, by, a.w - 10, 60, 30,
                                {"text": s.t("ww.auto"), "style": "secondary"}, click="auto",
                                tooltip=s.t("ww.tip.auto"), name="ww.btn.auto"))
    elif ("done",) in legal:
        specs.append(EntitySpec("ww.btn.done", "button", a.cx, by, a.w - 10, 60, 30,
                                {"text": s.t("ww.done"), "style": "primary"}, click="done",
                                tooltip=s.t("ww.tip.done"), name="ww.btn.done"))
    more = s.more_actions()
    if more:
        t = L["tools"]
        specs.append(EntitySpec("ww.btn.more", "button", t.cx, t.y + 30, t.w - 10, 60, 30,
                                {"text": s.t("ww.more", n=len(more)), "style": "secondary"},
                                click="more", tooltip=s.t("ww.tip.more"), name="ww.btn.more"))

    # -- cards under construction
    a = L["cons"]
    cw, ch = 172, 240
    n = len(me_s.cons)
    xs = row(a, n, cw)
    for i, (d, fill) in enumerate(me_s.cons):
        card = IDS[d]
        acts = s.actions_for_card(i)
        glow_kinds = tuple(KINDS.index(x[2]) for x in legal if x[0] == "place" and x[1] == i)
        specs.append(EntitySpec(
            keys["cons"][i], "ww_dev", xs[i], a.y + ch / 2 + 6, cw, ch, 10 + i,
            dev_params(s, card, fill=tuple(fill), slot_glow=glow_kinds, glow=bool(glow_kinds)),
            click=("cons", i) if acts else None, buttons=(1, 3),
            drop=("cons", i), accepts=lambda pl: isinstance(pl, tuple) and pl[0] == "cube",
            tooltip=tip(s, card), name=f"ww.cons.{i}", origin=s.origins.get(keys["cons"][i])))
    if not n:
        specs.append(EntitySpec("ww.cons.empty", "ww_label", a.cx, a.cy, a.w, 60, 1,
                                {"text": s.t("ww.cons_empty"), "size": 22}, enter="none"))

    # -- built cards (small, the empire's developments)
    a = L["built"]
    bw, bh = 76, 106
    xs = row(a, len(me_s.built), bw, 6)
    for i, d in enumerate(me_s.built):
        specs.append(EntitySpec(keys["built"][i], "ww_dev", xs[i], a.cy, bw, bh, 10 + i,
                                dev_params(s, IDS[d], **{"raise": False}), buttons=(3,),
                                tooltip=tip(s, IDS[d]), name=f"ww.built.{i}"))

    # -- draft area (and the face-down pick)
    a = L["drafted"]
    dw, dh = 150, 210
    cards = list(me_s.drafted)
    ra, cy = a, a.cy
    if v.phase == "planning" and cards and not me_s.hand:
        # planning: the drafted cards are the hand to decide, drawn as large as the draft hand
        # in its (empty) row, side by side so every name reads
        ra, dw, dh = L["hand"], 168, 235
        cy = ra.y + dh / 2 + 40
    xs = row(ra, len(cards) + (1 if me_s.pick != NO_PICK else 0), dw, 8)
    if ra is not a and xs:                  # centred in the hand's row
        shift = max(0.0, (ra.x + ra.w - (xs[-1] + dw / 2)) / 2)
        xs = [x + shift for x in xs]
    planning = v.phase == "planning" and asked == "plan"
    for i, d in enumerate(cards):
        card = IDS[d]
        ok = planning and ("slate", card) in legal
        specs.append(EntitySpec(
            keys["drafted"][i], "ww_dev", xs[i], cy, dw, dh, 10 + i,
            dev_params(s, card, glow=ok and s.sel_card != card, selected=s.sel_card == card),
            click=("drafted", card) if ok else None, buttons=(1, 3), drag=("drafted", card) if ok else None,
            tooltip=tip(s, card), name=f"ww.drafted.{i}"))
    if me_s.pick != NO_PICK and keys["pick"]:
        x = xs[len(cards)]
        pick = {"back": True} if me_s.pick == HIDDEN else dev_params(s, IDS[me_s.pick])
        specs.append(EntitySpec(keys["pick"][0], "ww_dev", x, a.cy, dw, dh, 30, pick,
                                buttons=(3,),
                                tooltip=s.t("ww.tip.pick"), name="ww.pick.me"))
    if not cards and me_s.pick == NO_PICK and v.phase == "draft":
        specs.append(EntitySpec("ww.drafted.empty", "ww_label", a.cx, a.cy, a.w, 60, 1,
                                {"text": s.t("ww.draft_area"), "size": 22}, enter="none"))
    specs.append(EntitySpec("ww.draftdrop", "ww_label", a.cx, a.cy, a.w, a.h, 0, {"text": ""},
                            drop=("zone", "pick"),
                            accepts=lambda pl: isinstance(pl, tuple) and pl[0] == "pick",
                            enter="none", name="ww.draftdrop"))
    # construct / recycle zones
    for z in ("slate", "recycle") if v.phase in ("draft", "planning") else ():
        a = L[f"zone.{z}"]
        active = planning and (s.sel_card is not None)
        cube = None
        if z == "recycle" and s.sel_card:
            from engine.rules.wonderful_world.material import RECYCLE, ID_INDEX
            cube = RECYCLE[ID_INDEX[s.sel_card]]
        specs.append(EntitySpec(f"ww.zone.{z}", "ww_zone", a.cx, a.cy, a.w, a.h, 4,
                                {"title": s.t(f"ww.zone.{z}"), "active": active or planning,
                                 "cube": cube, "sub": s.t(f"ww.zone.{z}_sub")},
                                click=("zone", z) if active else None, drop=("zone", z),
                                accepts=lambda pl: isinstance(pl, tuple) and pl[0] == "drafted",
                                tooltip=s.t(f"ww.tip.{z}"), enter="none", name=f"ww.zone.{z}"))

    # -- the hand (draft: fanned large); solo planning hand too
    a = L["hand"]
    hand = list(me_s.hand)
    hw, hh = 168, 235
    if hand:
        from engine.widgets.hand import fan
        pos = fan(len(hand), a.cx, a.y + hh / 2 + 40, a.w, hw, spread=2.5, max_spread=10, arc=0.2)
        origin = s.hand_origin
        for i, (d, (x, y, ang)) in enumerate(zip(hand, pos)):
            if d == HIDDEN:         # a hand this view may not see: backs only
                specs.append(EntitySpec(keys["hand"][i], "ww_dev", x, y, hw, hh, 100 + i,
                                        {"back": True}, angle=ang, name=f"ww.hand.{i}"))
                continue
            card = IDS[d]
            ok = ("pick", card) in legal or (v.players == 1 and ("slate", card) in legal)
            verb = "pick" if v.phase == "draft" else "drafted"
            specs.append(EntitySpec(
                keys["hand"][i], "ww_dev", x, y, hw, hh, 100 + i,
                dev_params(s, card, glow=ok and s.sel_card != card,
                           selected=s.sel_card == card and v.phase != "draft"),
                angle=ang, click=(("hand", card) if v.phase == "draft" else ("drafted", card))
                if ok else None, buttons=(1, 3),
                drag=(verb, card) if ok else None, tooltip=tip(s, card), name=f"ww.hand.{i}",
                enter="fly" if origin else "pop", origin=origin))
    if v.phase == "draft" and v.players > 1:
        left = v.round % 2 == 1
        to = (me + (1 if left else -1)) % v.players
        specs.append(EntitySpec("ww.pass", "ww_label", a.x + 550, a.y + 4, 1100, 40, 3,
                                {"text": s.t("ww.passes_" + ("left" if left else "right"),
                                             name=s.seat_name(to)),
                                 "color": theme.GOLD, "size": 22},
                                tooltip=s.t("ww.tip.pass"), enter="none", name="ww.pass"))
    if not hand and v.phase == "draft":
        specs.append(EntitySpec("ww.hand.empty", "ww_label", a.cx, a.cy, a.w, 60, 1,
                                {"text": s.t("ww.hand_wait"), "size": 24}, enter="none"))

    # -- the other seats
    for k, seat in enumerate(s.others()):
        a = L[f"other.{k}"]
        o = v.seats[seat]
        types = Q.built_by_type(v, seat)
        if v.phase == "draft":
            status = s.t("ww.picked") if o.pick != NO_PICK else s.t("ww.choosing")
        elif o.done or seat not in s.session.to_act():
            status = s.t("ww.ready")
        else:
            status = s.t("ww.playing")
        extra = s.t("ww.panel_extra", cons=len(o.cons), drafted=len(o.drafted),
                    hand=len(o.hand), built=len(o.built))
        specs.append(EntitySpec(
            f"ww.other.{seat}", "ww_panel", a.cx, a.cy, a.w, a.h, 2,
            {"name": s.seat_name(seat), "color": s.seat_color(seat), "status": status,
             "prod": tuple(production(o, v.side, r) for r in range(5)), "types": tuple(types),
             "extra": extra, "stock": (o.krys, o.generals, o.financiers),
             "step": v.step if v.phase == "production" else -1, "active": seat in s.session.to_act()},
            tooltip=s.panel_tip(seat), click=("other", seat), enter="none",
            name=f"ww.other.{k}"))
        if o.pick != NO_PICK:
            specs.append(EntitySpec(f"ww.pick.{seat}", "ww_dev", a.x - 20, a.cy, 40, 56, 6, {"back": True}, tooltip=s.t("ww.tip.other_pick"),
                                    enter="fly", origin=(a.cx, a.cy + 120), name=f"ww.pick.{seat}"))
    if v.players == 1:
        specs.extend(solo_goal(s, v, L["goal"]))
    return specs


def solo_goal(s, v, a) -> list[EntitySpec]:
    """Solo: what the game is played for, where opponents' panels would stand — the scenario's
    cards (ticked when built) and medal thresholds, or the rank table; the solo rules' reminders."""
    from engine.rules.wonderful_world.material import ID_INDEX, card_name
    from engine.rules.wonderful_world.scoring import MEDALS, SCENARIO_CARDS
    lang = s.app.i18n.lang
    built = {IDS[d] for d in v.seats[0].built}
    if v.scenario:
        title = s.t("ww.goal.scenario", n=v.scenario)
        b, sv, g = MEDALS[v.scenario]
        lines = [s.t("ww.goal.build")]
        lines += [("✓ " if c in built else "•  ") + card_name(ID_INDEX[c], lang)
                  for c in SCENARIO_CARDS[v.scenario]]
        lines.append(s.t("ww.goal.medals", b=b, s=sv, g=g))
    else:
        title = s.t("ww.goal.solo")
        lines = [s.t("ww.goal.ranks")]
        if v.side == "A":
            lines.append(s.t("ww.goal.penalty"))
    lines.append(s.t("ww.goal.supremacy"))
    size = min(readable(s.app.renderer, 22), 27)     # larger in a small window, still fits
    return [EntitySpec("ww.goal", "panel", a.cx, a.cy, a.w, a.h, 1,
                       {"title": title, "title_size": 30}, enter="none"),
            EntitySpec("ww.goal.text", "text", a.cx, a.y + 66 + (a.h - 80) / 2, a.w - 40, a.h - 80, 2,
                       {"text": "\n".join(lines), "size": size, "anchor": "midtop",
                        "wrap": a.w - 40, "color": theme.TEXT}, enter="none", name="ww.goal.text")]


def empire_prod(v, seat: int) -> tuple:
    return EMPIRE_PROD[v.side][v.seats[seat].empire]


__all__ = ["describe", "BANNER", "SLOTS"]
