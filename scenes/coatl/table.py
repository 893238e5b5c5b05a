"""The Coatl table as a keyed description of the current view.

``describe(scene)`` is a function of what the scene may see (``view_state``, the viewer's legal
actions, the selection): the disk and its ten slots, the bags, the six prophecies, the deck, the
temple stacks, the seat in focus (coatls as chains of pieces with their cards and temple, the
8-slot board, the hand and personal temples) and a panel per other seat.  Names give roles for
input and tests: ``coatl.disk.3``, ``coatl.six.2``, ``coatl.deck``, ``coatl.board.5``,
``coatl.hand.1``, ``coatl.end.0.head``, ``coatl.new``, ``coatl.row.1``, ``coatl.temple.own.0``,
``coatl.temple.stack.1``, ``coatl.btn.end``.  Pieces arriving somewhere fly in from the place
the last move's events name (``scene.origins``: key -> (x, y)).
"""
from __future__ import annotations

import math

from engine import theme
from engine.ecs.table import EntitySpec
from engine.rules.coatl import preview_play
from engine.rules.coatl.scoring import temple_points
from engine.rules.coatl.material import COLOURS, LETTER, piece_name, prophecy, temple

BANNER = (510.0, 8.0, 900.0, 76.0)
ROW_CARD_W, ROW_CARD_H, ROW_CARD_STEP = 66, 96, 72
LEFT = 170              # the row title, state and points column
HAND_W, HAND_H = 124, 176


def disk_slot_pos(s, slot: int) -> tuple[float, float, float, float]:
    """(cx, cy, w, h) of disk slot ``slot``: heads at the top, tails at the bottom, the six
    body slots three a side."""
    d = s.layout["disk"]
    cx, cy, rad = d.cx, d.cy, d.w / 2
    if slot < 4:                      # heads (0, 1) top, tails (2, 3) bottom
        ang = (-115, -65, 115, 65)[slot]
        w = h = 80
        r = rad * 0.74
    else:
        ang = (-148, 180, 148, -32, 0, 32)[slot - 4]
        w, h = 124, 76
        r = rad * 0.68
    a = math.radians(ang)
    return cx + math.cos(a) * r, cy + math.sin(a) * r, w, h


def board_slot_pos(s, slot: int) -> tuple[float, float, float]:
    b = s.layout["board"]
    step = b.w / 8
    return b.x + step * (slot + 0.5), b.cy, min(step - 8, b.h - 8)


def hand_pos(s, i: int, n: int) -> tuple[float, float]:
    a = s.layout["hand"]
    step = min(HAND_W + 8, (a.w - HAND_W) / max(1, n - 1)) if n > 1 else 0
    x0 = a.x + HAND_W / 2
    return x0 + step * i, a.cy


def row_geom(s, i: int, n: int, ncards: int = 0, temple: bool = False) -> dict:
    """Places in coatl row ``i`` holding ``n`` pieces, ``ncards`` cards and maybe a temple:
    cards, temple, piece centres, end slots.  The chain takes the room the cards leave."""
    a = s.layout[f"coatl.{i}"]
    cards = [(a.x + LEFT + ROW_CARD_W / 2 + k * ROW_CARD_STEP, a.cy) for k in range(4)]
    used = min(4, ncards)
    temple_xy = (a.x + LEFT + used * ROW_CARD_STEP + ROW_CARD_W / 2 + 4, a.cy)
    slots = max(1, used + (1 if temple else 0))
    x0 = a.x + LEFT + slots * ROW_CARD_STEP + 20
    avail = a.x + a.w - 12 - x0
    # a long coatl wraps onto a second or third line (read like text, head to tail) when that
    # lets its pieces be larger: it never leaves its row
    size, lines, per = max(_fit(n, k, avail, a.h - 16, 60.0) for k in (1, 2, 3, 4))
    step = size * 1.04
    # the chain is centred in its space, with room for an end slot on each side
    total = step * (per + 2)
    start = x0 + max(0.0, (avail - total) / 2) + step / 2

    def line_y(line: int) -> float:
        return a.cy + (line - (lines - 1) / 2) * size * 1.08

    pieces = [(start + step * (k % per + 1), line_y(k // per)) for k in range(n)]
    tail = ((start + step * ((n - 1) % per + 2), line_y((n - 1) // per)) if n
            else (start + step, a.cy))
    return {"anchor": a, "cards": cards, "temple": temple_xy, "pieces": pieces, "size": size,
            "head": (start, line_y(0)), "tail": tail}


def _fit(n: int, lines: int, width: float, height: float, most: float) -> tuple:
    """(piece size, lines, pieces per line) of ``n`` pieces plus two end slots on ``lines``
    lines in ``width`` x ``height``; fewer lines win a tie (the max picks the larger size)."""
    per = max(1, math.ceil(n / lines))
    size = min(most, height / (lines * 1.08), width / (per + 2.2))
    return (round(size, 1) - lines * 0.01, lines, per)


def describe(s) -> list[EntitySpec]:
    v = s.view_state
    legal = s.legal()
    specs = _center(s, v, legal)
    specs += _seat(s, v, legal, s.big_seat())
    for k, seat in enumerate(s.others()):
        specs += _panel(s, v, seat, s.layout[f"other.{k}"])
    return specs


def _o(s, key: str):
    return s.origins.get(key)


def _spec(key, kind, x, y, w, h, z, params, **kw) -> EntitySpec:
    o = kw.pop("origin", None)
    if o is not None:
        kw["enter"] = "fly"
        kw["origin"] = o
    return EntitySpec(key, kind, x, y, w, h, z, params, **kw)


def _card_params(s, card: str, **extra) -> dict:
    return {"card": card, "lang": s.app.i18n.lang, **extra}


def card_tip(s, card: str) -> str:
    c = prophecy(card)
    lang = s.app.i18n.lang
    return f"{c.name.get(lang, c.name['en'])}: {c.text.get(lang, c.text['en'])}"


def temple_tip(s, tid: str) -> str:
    t = temple(tid)
    lang = s.app.i18n.lang
    return f"{t.name.get(lang, t.name['en'])}: {t.text.get(lang, t.text['en'])}"


# ---------------------------------------------------------------- the middle of the table
def _center(s, v, legal) -> list[EntitySpec]:
    L = s.layout
    lang = s.app.i18n.lang
    d = L["disk"]
    specs = [EntitySpec("coatl.disk", "coatl_disk", d.cx, d.cy, d.w, d.h, 1,
                        {"label": s.t("coatl.disk")}, enter="none")]
    takes = {a[1] for a in legal if a[0] == "take"}
    kinds = ("head", "head", "tail", "tail") + ("body",) * 6
    for slot, content in enumerate(v.disk):
        x, y, w, h = disk_slot_pos(s, slot)
        kind = kinds[slot][0]
        pieces = tuple(kind + ch for ch in content)
        active = slot in takes
        tip = (", ".join(piece_name(p, lang) for p in pieces) if pieces
               else s.t("coatl.tip.disk_empty"))
        specs.append(_spec(f"coatl.disk.{slot}:{content}", "coatl_disk_slot", x, y, w, h, 5,
                           {"pieces": pieces, "active": active},
                           origin=_o(s, f"disk.{slot}") if content else None,
                           click=("take", slot) if active else None,
                           tooltip=tip + (" — " + s.t("coatl.tip.take") if active else ""),
                           name=f"coatl.disk.{slot}"))
    b = L["bags"]
    labels = (s.t("coatl.heads"), s.t("coatl.tails"), s.t("coatl.bodies"))
    items = [(k + "Y", sum(bag), lab) for k, bag, lab in zip("htb", v.bags, labels)]
    tip = "\n".join(
        f"{lab}: " + ", ".join(f"{s.colour(LETTER[c])} {bag[i]}" for i, c in enumerate(COLOURS))
        for lab, bag in zip(labels, v.bags))
    specs.append(EntitySpec("coatl.bags", "coatl_bags", b.cx, b.cy, b.w, b.h, 3,
                            {"items": items}, tooltip=tip, enter="none"))
    # the six, the deck, the discard, the temple stacks
    picks = {a[1] for a in legal if a[0] == "pick"}
    for i, card in enumerate(v.six):
        a = L[f"six.{i}"]
        if not card:
            specs.append(EntitySpec(f"coatl.six_empty.{i}", "coatl_slot", a.cx, a.cy, a.w, a.h, 2,
                                    {}, enter="none"))
            continue
        active = i in picks
        specs.append(_spec(f"coatl.six.{i}:{card}", "coatl_card", a.cx, a.cy, a.w, a.h, 10,
                           _card_params(s, card, active=active), origin=_o(s, f"six.{i}"),
                           click=("pick", i) if active else None, buttons=(1, 3),
                           tooltip=card_tip(s, card), name=f"coatl.six.{i}"))
    dk = L["deck"]
    deck_ok = ("pick_deck",) in legal
    specs.append(EntitySpec("coatl.deck", "coatl_card", dk.cx, dk.cy, dk.w, dk.h, 10,
                            {"back": True, "label": str(len(v.deck)), "active": deck_ok},
                            click=("pick_deck",) if deck_ok else None,
                            tooltip=s.t("coatl.tip.deck", n=len(v.deck)), enter="none"))
    dc = L["discard"]
    specs.append(EntitySpec("coatl.discard", "coatl_card", dc.cx, dc.cy, dc.w * 0.9, dc.h * 0.9,
                            8, {"back": True, "label": str(len(v.discard)), "dim": True},
                            tooltip=s.t("coatl.tip.discard", n=len(v.discard)), enter="none"))
    temple_ok = {a[2] for a in legal if a[0] == "temple"}
    for k, st in enumerate(v.stacks):
        a = L[f"stack.{k}"]
        if not st:
            specs.append(EntitySpec(f"coatl.stack_empty.{k}", "coatl_slot", a.cx, a.cy, a.w,
                                    a.h, 2, {"label": "0"}, enter="none"))
            continue
        top = st[-1]
        if s.sel.priest:
            specs.append(EntitySpec(f"coatl.temple.stack.{k}:{top}", "coatl_card", a.cx, a.cy,
                                    a.w, a.h, 10, {"temple": top, "active": True, "lang": lang},
                                    click=("priest", k), tooltip=temple_tip(s, top),
                                    name=f"coatl.temple.stack.{k}"))
            continue
        active = top in temple_ok
        specs.append(EntitySpec(f"coatl.temple.stack.{k}:{top}", "coatl_card", a.cx, a.cy, a.w,
                                a.h, 10, {"temple": top, "active": active, "lang": lang,
                                          "selected": s.sel.temple == top},
                                click=("temple_pick", top) if active else None, buttons=(1, 3),
                                tooltip=temple_tip(s, top) + "\n" + s.t("coatl.tip.stack",
                                                                        n=len(st)),
                                name=f"coatl.temple.stack.{k}"))
    if ("done",) in legal:
        a = L["done"]
        specs.append(EntitySpec("coatl.btn.done", "button", a.cx, a.cy, a.w, a.h, 45,
                                {"text": s.t("coatl.done"), "style": "primary"}, click="done",
                                tooltip=s.t("coatl.tip.done")))
    return specs


# ---------------------------------------------------------------- the seat in focus
def _seat(s, v, legal, seat: int) -> list[EntitySpec]:
    L = s.layout
    lang = s.app.i18n.lang
    specs: list[EntitySpec] = []
    mine = s.viewer == seat and bool(legal)
    sel_piece = s.sel_piece
    sel_card = s.sel_card
    adds = {(a[2], a[3]) for a in legal if a[0] == "add" and a[1] == sel_piece}
    can_start = ("start", sel_piece) in legal if sel_piece is not None else False
    plays = {a[2] for a in legal if a[0] == "play" and a[1] == sel_card}
    needs_temple = {a[1] for a in legal if a[0] == "temple"}
    sel_temple = s.sel.temple if mine else None
    temple_for = {a[1] for a in legal if a[0] == "temple" and a[2] == sel_temple}
    coatls = v.coatls[seat]
    for i in range(3):
        a = L[f"coatl.{i}"]
        if i >= len(coatls):
            new_here = can_start and i == len(coatls)
            specs.append(EntitySpec(f"coatl.row.{i}", "coatl_row", a.cx, a.cy, a.w, a.h, 2,
                                    {"title": s.t("coatl.coatl_n", n=i + 1),
                                     "sub": s.t("coatl.row_empty"), "sub_w": 156},
                                    enter="none"))
            if new_here:
                g = row_geom(s, i, 0)
                x, y = g["tail"]
                specs.append(EntitySpec("coatl.new", "coatl_slot", (g["head"][0] + x) / 2, y,
                                        g["size"] * 3, g["size"] * 1.2, 20,
                                        {"active": True, "label": s.t("coatl.new")},
                                        click=("start", sel_piece), drop=("start",),
                                        tooltip=s.t("coatl.tip.new")))
            continue
        c = coatls[i]
        codes = c.codes()
        preview = None
        matched: set = set()
        if sel_card is not None and i in plays:
            preview = preview_play(v, seat, sel_card, i)
            matched = set(preview["matched"])
        cards_pts = [(card, s.points_of(card, c)) for card in c.cards]
        shown = len(c.cards) + (1 if sel_card is not None and i in plays else 0)
        g = row_geom(s, i, len(codes), shown, bool(c.temple) or i in temple_for)
        total = sum(p for _, p in cards_pts) + (s.temple_points(c) if c.temple else 0)
        state = (s.t("coatl.locked") if c.locked else s.t("coatl.needs_temple")
                 if i in needs_temple else s.t("coatl.complete") if c.complete
                 else s.t("coatl.open"))
        click = (("play", sel_card, i) if i in plays
                 else ("temple", i, sel_temple) if i in temple_for else None)
        specs.append(EntitySpec(
            f"coatl.row.{i}", "coatl_row", a.cx, a.cy, a.w, a.h, 2,
            {"title": s.t("coatl.coatl_n", n=i + 1), "sub": state, "sub_w": 156,
             "points": total, "complete": c.complete, "active": click is not None,
             "waiting": i in needs_temple},
            click=click,
            drop=("row", i) if i in plays else None,
            tooltip=s.t("coatl.tip.row", pts=total, n=len(codes)), enter="none"))
        off = s.offsets.get((seat, i), 0)
        for k, code in enumerate(codes):
            x, y = g["pieces"][k]
            key = f"coatl.cp.{seat}.{i}.{k - off}"
            specs.append(_spec(key, "coatl_piece", x, y, g["size"], g["size"], 12,
                               {"code": code, "matched": k in matched}, origin=_o(s, key),
                               tooltip=piece_name(code, lang), name=f"coatl.cp.{seat}.{i}.{k}"))
        for end in ("head", "tail"):
            closed = c.head if end == "head" else c.tail
            if closed or c.locked:
                continue
            active = (i, end) in adds
            x, y = g[end]
            sz = g["size"]
            specs.append(EntitySpec(f"coatl.end.{i}.{end}", "coatl_slot", x, y, sz, sz, 8,
                                    {"active": active, "arrow": "left" if end == "head" else "right"},
                                    click=("add", sel_piece, i, end) if active else None,
                                    drop=("end", i, end) if active else None,
                                    tooltip=s.t(f"coatl.tip.{end}") if active else None,
                                    enter="none"))
        for k, (card, pts) in enumerate(cards_pts):
            x, y = g["cards"][k]
            key = f"coatl.rc.{seat}.{i}.{k}"
            specs.append(_spec(key, "coatl_card", x, y, ROW_CARD_W, ROW_CARD_H, 14,
                               _card_params(s, card, badge=pts), origin=_o(s, key),
                               buttons=(3,), click=("zoom",),
                               tooltip=card_tip(s, card), name=key))
        if preview is not None:
            k = len(c.cards)
            x, y = g["cards"][min(k, 3)]
            specs.append(EntitySpec(f"coatl.play.{i}", "coatl_card", x, y, ROW_CARD_W,
                                    ROW_CARD_H, 16,
                                    _card_params(s, sel_card, badge=f"+{preview['points']}",
                                                 dim=True, active=True), enter="fade",
                                    click=("play", sel_card, i), drop=("row", i),
                                    tooltip=s.t("coatl.tip.preview", pts=preview["points"])))
        if i in temple_for:
            x, y = g["temple"]
            pts = temple_points(sel_temple, c.pieces, c.cards)
            specs.append(EntitySpec(f"coatl.tplay.{i}", "coatl_card", x, y, ROW_CARD_W,
                                    ROW_CARD_H, 16, {"temple": sel_temple, "lang": lang,
                                                     "badge": f"+{pts}", "dim": True,
                                                     "active": True}, enter="fade",
                                    click=("temple", i, sel_temple),
                                    tooltip=s.t("coatl.tip.temple_preview", pts=pts)))
        if c.temple:
            x, y = g["temple"]
            key = f"coatl.rt.{seat}.{i}"
            specs.append(_spec(key, "coatl_card", x, y, ROW_CARD_W, ROW_CARD_H, 14,
                               {"temple": c.temple, "lang": lang,
                                "badge": s.temple_points(c)}, origin=_o(s, key),
                               buttons=(3,), click=("zoom",),
                               tooltip=temple_tip(s, c.temple), name=key))
    me = L["me"]
    score = sum(s.coatl_total(c) for c in coatls if c.complete)
    specs.append(EntitySpec("coatl.me", "coatl_me", me.cx, me.cy, me.w, me.h, 2,
                            {"title": s.seat_name(seat), "color": s.seat_color(seat),
                             "score": s.t("coatl.points", n=score)},
                            tooltip=s.t("coatl.tip.me"), enter="none"))
    # sacrifice tokens (option): in the corner of the header
    verbs = {"pick": "perfect_pick", "future": "see_future", "priest": "priest"}
    for j, tok in enumerate(v.tokens[seat] if v.tokens else ()):
        active = mine and any(a[0] == verbs[tok] for a in legal) and s.sel.priest is False
        specs.append(EntitySpec(f"coatl.token.{tok}", "coatl_token", me.x + me.w - 22 - j * 40,
                                me.y + me.h - 26, 34, 34, 6, {"token": tok, "active": active},
                                click=("token", tok) if active else None,
                                tooltip=s.t(f"coatl.tip.token_{tok}")))
    # the board
    b = L["board"]
    specs.append(EntitySpec("coatl.board", "rect", b.cx, b.cy, b.w, b.h, 1,
                            {"color": (24, 18, 16, 200), "radius": 14, "border": 2,
                             "border_color": theme.PANEL_EDGE}, enter="none"))
    usable = {a[1] for a in legal if a[0] in ("add", "start")}
    for slot, code in enumerate(v.boards[seat]):
        x, y, size = board_slot_pos(s, slot)
        specs.append(EntitySpec(f"coatl.bslot.{slot}", "coatl_slot", x, y, size, size, 3, {},
                                enter="none"))
        if not code:
            continue
        active = slot in usable
        key = f"coatl.bp.{seat}.{slot}:{code}"
        specs.append(_spec(key, "coatl_piece", x, y, size * 0.9, size * 0.9, 12,
                           {"code": code, "active": active and sel_piece is None,
                            "selected": sel_piece == slot,
                            "dim": (sel_piece is not None or sel_card is not None)
                            and sel_piece != slot},
                           origin=_o(s, f"board.{seat}.{slot}"),
                           click=("piece", slot) if active else None,
                           drag=("piece", slot) if active else None,
                           tooltip=piece_name(code, lang) + (
                               " — " + s.t("coatl.tip.piece") if active else ""),
                           name=f"coatl.board.{slot}"))
    # the hand and the personal temples
    hand = v.hands[seat]
    discards = {a[1] for a in legal if a[0] == "discard"}
    playable = {a[1] for a in legal if a[0] == "play"}
    for i, card in enumerate(hand):
        x, y = hand_pos(s, i, len(hand))
        key = f"coatl.hc.{seat}.{i}"
        if card == "?":
            specs.append(_spec(key, "coatl_card", x, y, HAND_W, HAND_H, 20 + i,
                               {"back": True}, origin=_o(s, key), name=f"coatl.hand.{i}"))
            continue
        active = card in discards or (card in playable and sel_piece is None)
        acting = mine and v.phase in ("choose", "assemble")
        specs.append(_spec(key, "coatl_card", x, y, HAND_W, HAND_H, 20 + i,
                           _card_params(s, card, active=active and sel_card != card,
                                        selected=sel_card == card,
                                        dim=acting and not active and bool(playable)),
                           origin=_o(s, key),
                           click=("card", card) if active else None, buttons=(1, 3),
                           drag=("card", card) if card in playable else None,
                           tooltip=card_tip(s, card), name=f"coatl.hand.{i}"))
    if not hand:
        a = L["hand"]
        specs.append(EntitySpec("coatl.hand_empty", "text", a.cx, a.cy, a.w, 40, 3,
                                {"text": s.t("coatl.hand_empty"), "size": 22,
                                 "color": theme.TEXT_DIM, "align": "center"}, enter="none"))
    ta = L["temples"]
    temple_ok = {a[2] for a in legal if a[0] == "temple"}
    for i, tid in enumerate(v.temples[seat]):
        x = ta.x + 60 + i * 112
        key = f"coatl.tp.{seat}.{i}"
        if tid == "?":
            specs.append(_spec(key, "coatl_card", x, ta.cy, 104, 150, 20,
                               {"back": True, "temple_back": True}, name=f"coatl.temple.own.{i}"))
            continue
        active = tid in temple_ok
        specs.append(_spec(key, "coatl_card", x, ta.cy, 104, 150, 20,
                           {"temple": tid, "lang": lang, "active": active,
                            "selected": s.sel.temple == tid},
                           click=("temple_pick", tid) if active else None, buttons=(1, 3),
                           tooltip=temple_tip(s, tid) + "\n" + s.t("coatl.tip.own_temple"),
                           name=f"coatl.temple.own.{i}"))
    # buttons
    buttons = []
    if ("end",) in legal:
        buttons.append(("end", "primary", "coatl.tip.end"))
    if ("keep",) in legal:
        buttons.append(("keep", "primary", "coatl.tip.keep"))
    if ("pass",) in legal:
        buttons.append(("pass", "secondary", "coatl.tip.pass"))
    if (sel_piece is not None or sel_card is not None or s.sel.priest
            or sel_temple is not None) and mine:
        buttons.append(("cancel", "secondary", "coatl.tip.cancel"))
    for k, (verb, style, tip) in enumerate(buttons[:2]):
        a = L[f"action.{k}"]
        specs.append(EntitySpec(f"coatl.btn.{verb}", "button", a.cx, a.cy, a.w, a.h, 45,
                                {"text": s.t(f"coatl.{verb}"), "style": style}, click=verb,
                                tooltip=s.t(tip)))
    return specs


# ---------------------------------------------------------------- the other seats
def _panel(s, v, seat: int, a) -> list[EntitySpec]:
    score = sum(s.coatl_total(c) for c in v.coatls[seat] if c.complete)
    sub = s.t("coatl.panel_sub", cards=len(v.hands[seat]), temples=len(v.temples[seat]))
    specs = [EntitySpec(f"coatl.panel.{seat}", "coatl_panel", a.cx, a.cy, a.w, a.h, 2,
                        {"title": s.seat_name(seat), "color": s.seat_color(seat),
                         "score": s.t("coatl.points", n=score), "sub": sub,
                         "turn": not s.session.is_over() and v.current == seat}, enter="none")]
    lang = s.app.i18n.lang
    bs = 36
    for slot, code in enumerate(v.boards[seat]):
        x = a.x + 24 + slot * (bs + 6)
        y = a.y + 104
        if code:
            specs.append(_spec(f"coatl.bp.{seat}.{slot}:{code}", "coatl_piece", x, y, bs, bs, 6,
                               {"code": code}, origin=_o(s, f"board.{seat}.{slot}"),
                               tooltip=piece_name(code, lang)))
        else:
            specs.append(EntitySpec(f"coatl.pslot.{seat}.{slot}", "coatl_slot", x, y, bs, bs, 4,
                                    {}, enter="none"))
    for i, c in enumerate(v.coatls[seat]):
        y = a.y + 158 + i * 56
        codes = c.codes()
        ncards = len(c.cards) + (1 if c.temple else 0)
        avail = a.w - 40 - ncards * 34
        ps, lines, per = 0.0, 1, 1
        for k in (1, 2):            # a long coatl takes two lines rather than tiny pieces
            per_k = max(1, math.ceil(len(codes) / k))
            size = min(28.0, 50.0 / k, avail / per_k)
            if size > ps + 0.5:
                ps, lines, per = size, k, per_k
        off = s.offsets.get((seat, i), 0)
        for k, code in enumerate(codes):
            key = f"coatl.cp.{seat}.{i}.{k - off}"
            py = y + (k // per - (lines - 1) / 2) * ps * 1.08
            specs.append(_spec(key, "coatl_piece", a.x + 20 + ps * (k % per + 0.5), py, ps, ps,
                               6, {"code": code}, origin=_o(s, key),
                               tooltip=piece_name(code, lang)))
        x = a.x + a.w - 20 - 15
        for k, card in enumerate(reversed(c.cards)):
            key = f"coatl.rc.{seat}.{i}.{len(c.cards) - 1 - k}"
            specs.append(_spec(key, "coatl_card", x, y, 30, 44, 7,
                               _card_params(s, card), origin=_o(s, key),
                               tooltip=card_tip(s, card), buttons=(3,), click=("zoom",)))
            x -= 34
        if c.temple:
            key = f"coatl.rt.{seat}.{i}"
            specs.append(_spec(key, "coatl_card", x, y, 30, 44, 7,
                               {"temple": c.temple, "lang": lang}, origin=_o(s, key),
                               tooltip=temple_tip(s, c.temple), buttons=(3,), click=("zoom",)))
    return specs
