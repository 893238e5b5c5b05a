"""The Coatl table as a keyed description of the current view.

``describe(inp)`` is a function of its ``TableInput`` alone (engine/table_input.py): the view,
the viewer's legal actions, the picks so far (``inp.picks``: a piece, a card, a temple, the
Priest token), the layout, the language, and where the last move's new things fly in from
(``inp.origins``: key or place -> (x, y)); ``extra["offsets"]`` is (seat, coatl) -> pieces added
at the head, so a coatl's pieces keep their keys as it grows.  The table: the disk and its ten
slots, the bags, the six prophecies, the deck, the temple stacks, the seat in focus (coatls as
chains of pieces with their cards and temple, the 8-slot board, the hand and personal temples)
and a panel per other seat.  Keys and names come from ``names.py``.  The geometry helpers take
anything with a ``layout`` (a ``TableInput`` or the scene, for its animations).
"""
from __future__ import annotations

import dataclasses
import math

from engine import theme
from engine.ecs.table import EntitySpec
from engine.layout import Anchor
from engine.rules.coatl import RULES as COATL, preview_play
from engine.rules.coatl.material import COLOURS, LETTER, colour_name, piece_name, prophecy, temple
from engine.rules.coatl.scoring import prophecy_points, temple_points
from engine.table_input import TableInput
from engine.widgets.builder import Picks
from scenes.parts import why as W
from scenes.parts.why import LOOK

from . import names as N
from . import selection as S

BANNER = (510.0, 8.0, 900.0, 76.0)
LAYOUT = "coatl"
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


BOARD_LABEL_W = 132     # the board's name at its left ("Your board", play-test 14)


def board_slot_pos(s, slot: int) -> tuple[float, float, float]:
    b = s.layout["board"]
    step = (b.w - BOARD_LABEL_W) / 8
    return b.x + BOARD_LABEL_W + step * (slot + 0.5), b.cy, min(step - 8, b.h - 8)


def hand_pos(s, i: int, n: int) -> tuple[float, float]:
    a = s.layout["hand"]
    step = min(HAND_W + 8, (a.w - HAND_W) / max(1, n - 1)) if n > 1 else 0
    x0 = a.x + HAND_W / 2
    return x0 + step * i, a.cy


def mat_rows(view, seat: int, legal) -> int:
    """Rows on the mat of ``seat``: the map's three, or one a coatl and one for a new coatl
    when a seat holds more (only unfinished coatls are capped: a fourth is legal)."""
    starts = any(a[0] == "start" for a in legal)
    return max(3, len(view.coatls[seat]) + (1 if starts else 0))


def row_anchor(layout, i: int, rows: int = 3) -> Anchor:
    """Row ``i`` of a mat of ``rows`` rows: the map's ``coatl.<i>`` for three; more rows share
    the three rows' span, each lower."""
    if rows <= 3:
        return layout[f"coatl.{i}"]
    top, mid, low = (layout[f"coatl.{k}"] for k in range(3))
    gap = mid.y - (top.y + top.h)
    h = (low.y + low.h - top.y - gap * (rows - 1)) / rows
    return Anchor(f"coatl.{i}", top.x, top.y + i * (h + gap), top.w, h, top.kind)


def card_size(a: Anchor) -> tuple[float, float, float]:
    """A row card's width, height and step: the map's, smaller in a lower row."""
    k = min(1.0, (a.h - 14) / ROW_CARD_H)
    return ROW_CARD_W * k, ROW_CARD_H * k, ROW_CARD_STEP * k


def row_geom(s, i: int, n: int, ncards: int = 0, temple: bool = False, rows: int = 3) -> dict:
    """Places in coatl row ``i`` (of ``rows``) holding ``n`` pieces, ``ncards`` cards and maybe
    a temple: cards, temple, piece centres, end slots.  The chain takes the room the cards
    leave."""
    a = row_anchor(s.layout, i, rows)
    cw, _, cstep = card_size(a)
    cards = [(a.x + LEFT + cw / 2 + k * cstep, a.cy) for k in range(4)]
    used = min(4, ncards)
    temple_xy = (a.x + LEFT + used * cstep + cw / 2 + 4, a.cy)
    slots = max(1, used + (1 if temple else 0))
    x0 = a.x + LEFT + slots * cstep + 20
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


def points_of(card: str, c) -> int:
    return prophecy_points(card, c.pieces, c.head, c.tail)


def coatl_temple_points(c) -> int:
    return temple_points(c.temple, c.pieces, c.cards) if c.temple else 0


def coatl_total(c) -> int:
    return sum(points_of(card, c) for card in c.cards) + coatl_temple_points(c)


def card_keys(v, focus: int) -> dict:
    """(zone, ...) -> the key of every face-up prophecy on the table: ``("six", i)``,
    ``("row", seat, coatl, k)``, ``("hand", i)`` (the hand of the seat in focus).  The n-th
    copy of a card (in that order) is ``coatl.p.<card>.<n>``, so a card keeps its key from the
    six to a hand to a coatl."""
    seen: dict[str, int] = {}
    out: dict = {}

    def key(where, card: str) -> None:
        n = seen.get(card, 0)
        seen[card] = n + 1
        out[where] = N.prophecy_key(card, n)

    for i, card in enumerate(v.six):
        if card:
            key(("six", i), card)
    for seat, coatls in enumerate(v.coatls):
        for i, c in enumerate(coatls):
            for k, card in enumerate(c.cards):
                key(("row", seat, i, k), card)
    for i, card in enumerate(v.hands[focus]):
        if card != "?":
            key(("hand", i), card)
    return out


def describe(inp: TableInput) -> list[EntitySpec]:
    keys = card_keys(inp.view, inp.focus)
    specs = _center(inp, keys)
    specs += _seat(_side(inp), keys)
    for k, seat in enumerate(inp.others):
        specs += _panel(inp, keys, seat, inp.layout[f"other.{k}"])
    return specs


def _spec(key, kind, x, y, w, h, z, params, **kw) -> EntitySpec:
    o = kw.pop("origin", None)
    if o is not None:
        kw["enter"] = "fly"
        kw["origin"] = o
    return EntitySpec(key, kind, x, y, w, h, z, params, **kw)


def _card_params(inp: TableInput, card: str, **extra) -> dict:
    return {"card": card, "lang": inp.lang, **extra}


def card_tip(inp, card: str) -> str:
    c = prophecy(card)
    lang = inp.lang
    return f"{c.name.get(lang, c.name['en'])}: {c.text.get(lang, c.text['en'])}"


def row_tip(inp, c, points: int, pieces: int) -> str:
    """A coatl's tooltip: its pieces and what its points are now — would-be points of a growing
    coatl (counted only once complete), complete this turn (cards or a temple may still join),
    or finished and locked."""
    key = "row_locked" if c.locked else "row_complete" if c.complete else "row_open"
    return inp.t("coatl.tip.row", pieces=inp.t("coatl.tip.pieces", n=pieces),
                 state=inp.t(f"coatl.tip.{key}", n=points))


def _refused(inp, tip: str, target: tuple | None) -> tuple[str, str | None]:
    """``tip`` with why the viewer cannot choose ``target`` now (scenes/parts/why.py: the
    rules' ``why_not``, or whose turn it is), and that reason (None: ``target`` None, nothing
    to ask, or it can be chosen)."""
    why = None if target is None else W.refusal(inp, COATL, target)
    return W.tip(inp, tip, why), why


def _peeking(inp) -> str | None:
    """While the viewer looks at another seat's side (its panel clicked), why the disk, the
    prophecies and the temples they could take do nothing: they go back to their own side
    first (play-test 14: the disk glowed and a click on it said nothing)."""
    if inp.viewer is None or inp.focus == inp.viewer or inp.over or inp.demo or not inp.legal:
        return None
    return inp.t("coatl.why.peek", name=inp.seat_name(inp.focus))


def _offer(inp, peek: str | None, active: bool, tip: str, target: tuple | None):
    """(active, tooltip, reason) of a shared target: one the viewer could take is refused
    while they look at another side (``_peeking``); another says why the rules refuse it."""
    if active and peek:
        return False, W.tip(inp, tip, peek), peek
    if active:
        return True, tip, None
    return (False,) + _refused(inp, tip, target)


def _look(why: str | None, card: str) -> tuple | None:
    """A refused card's click: a right click still shows it large; a left click is the
    refusal's (scenes/parts/why.py), never a move."""
    return (LOOK, card) if why else None


def _choosing(inp, phases: tuple = ("choose",)) -> bool:
    """Whether the viewer takes part in the game and it is in one of ``phases``: then a target
    the rules refuse says why (on hover and click), in another seat's turn too."""
    return inp.viewer is not None and inp.view.phase in phases


def temple_tip(inp, tid: str) -> str:
    t = temple(tid)
    lang = inp.lang
    return f"{t.name.get(lang, t.name['en'])}: {t.text.get(lang, t.text['en'])}"


# ---------------------------------------------------------------- the middle of the table
def _center(inp: TableInput, keys: dict) -> list[EntitySpec]:
    v, L, legal, lang = inp.view, inp.layout, inp.legal, inp.lang
    d = L["disk"]
    specs = [EntitySpec("coatl.disk", "coatl_disk", d.cx, d.cy, d.w, d.h, 1,
                        {"label": inp.t("coatl.disk")}, tooltip=inp.t("coatl.tip.disk"),
                        enter="none")]
    takes = {a[1] for a in legal if a[0] == "take"}
    kinds = ("head", "head", "tail", "tail") + ("body",) * 6
    peek = _peeking(inp)
    for slot, content in enumerate(v.disk):
        x, y, w, h = disk_slot_pos(inp, slot)
        pieces = tuple(kinds[slot][0] + ch for ch in content)
        tip = (", ".join(piece_name(p, lang) for p in pieces) if pieces
               else "")
        if slot in takes:
            tip += " — " + inp.t("coatl.tip.take")
        # a refused slot says why, an empty one and one clicked before the prophecies are
        # kept too (a click that did nothing and said nothing, play-test 14)
        ask = inp.viewer is not None
        active, tip, why = _offer(inp, peek, slot in takes, tip, ("take", slot) if ask else None)
        if not pieces:      # seen empty: only a click says so (and the disk's tooltip when
            tip = None      # it refills): its tooltip came over the lit prophecies (play-test 14)
        specs.append(_spec(f"coatl.disk.{slot}:{content}", "coatl_disk_slot", x, y, w, h, 5,
                           {"pieces": pieces, "active": active, W.REFUSED: why},
                           origin=inp.origin(f"disk.{slot}") if content else None,
                           click=("take", slot) if active else None, tooltip=tip,
                           hover=True, name=N.disk(slot)))
    b = L["bags"]
    labels = (inp.t("coatl.heads"), inp.t("coatl.tails"), inp.t("coatl.bodies"))
    items = [(k + "Y", sum(bag), lab) for k, bag, lab in zip("htb", v.bags, labels)]
    tip = "\n".join(
        f"{lab}: " + ", ".join(f"{colour_name(LETTER[c], lang)} {bag[i]}"
                               for i, c in enumerate(COLOURS))
        for lab, bag in zip(labels, v.bags))
    specs.append(EntitySpec("coatl.bags", "coatl_bags", b.cx, b.cy, b.w, b.h, 3,
                            {"items": items, "keep_clear": True}, tooltip=tip, enter="none"))
    specs += _six_and_deck(inp, keys)
    specs += _stacks(inp)
    return specs


def _six_and_deck(inp: TableInput, keys: dict) -> list[EntitySpec]:
    """The six prophecies, the deck and the discard pile."""
    v, L = inp.view, inp.layout
    picks = {a[1] for a in inp.legal if a[0] == "pick"}
    asking = _choosing(inp, ("choose", "draft", "foresee"))
    peek = _peeking(inp)
    specs = []
    for i, card in enumerate(v.six):
        a = L[f"six.{i}"]
        if not card:
            specs.append(EntitySpec(f"coatl.six_empty.{i}", "coatl_slot", a.cx, a.cy, a.w, a.h, 2,
                                    {}, enter="none"))
            continue
        active, tip, why = _offer(inp, peek, i in picks, card_tip(inp, card),
                                  ("pick", i) if asking else None)
        specs.append(_spec(keys[("six", i)], "coatl_card", a.cx, a.cy, a.w, a.h, 10,
                           _card_params(inp, card, active=active, **{W.REFUSED: why}),
                           origin=inp.origin(f"six.{i}"),
                           click=("pick", i) if active else _look(why, card),
                           buttons=(1, 3) if active else (3,),
                           tooltip=tip, name=N.six(i)))
    dk = L["deck"]
    deck_ok, tip, why = _offer(inp, peek, ("pick_deck",) in inp.legal,
                               inp.t("coatl.tip.deck", n=len(v.deck)), None)
    specs.append(EntitySpec(N.DECK, "coatl_card", dk.cx, dk.cy, dk.w, dk.h, 10,
                            {"back": True, "label": str(len(v.deck)), "active": deck_ok,
                             W.REFUSED: why},
                            click=("pick_deck",) if deck_ok else None,
                            tooltip=tip, enter="none"))
    dc = L["discard"]
    # dimmed as a pile out of play: a click says so (prophecies come from the face-up six and
    # the deck, never from the discard pile)
    why = inp.t("coatl.why.discard") if inp.viewer is not None and not inp.demo else None
    specs.append(EntitySpec("coatl.discard", "coatl_card", dc.cx, dc.cy, dc.w * 0.9, dc.h * 0.9,
                            8, {"back": True, "label": str(len(v.discard)), "dim": True,
                                W.REFUSED: why},
                            tooltip=W.tip(inp, inp.t("coatl.tip.discard", n=len(v.discard)),
                                          why), enter="none"))
    return specs


def _stacks(inp: TableInput) -> list[EntitySpec]:
    """The temple stacks: their top temples, lit for Priest Commitment or a temple to take."""
    v, L, lang = inp.view, inp.layout, inp.lang
    temple_ok = {a[2] for a in inp.legal if a[0] == "temple"}
    priest, sel_temple = S.priest(inp.picks), S.temple(inp.picks)
    peek = _peeking(inp)
    specs = []
    for k, st in enumerate(v.stacks):
        a = L[f"stack.{k}"]
        if not st:
            specs.append(EntitySpec(f"coatl.stack_empty.{k}", "coatl_slot", a.cx, a.cy, a.w,
                                    a.h, 2, {"label": "0"}, enter="none"))
            continue
        top = st[-1]
        key = f"coatl.temple.stack.{k}:{top}"
        if priest:
            specs.append(EntitySpec(key, "coatl_card", a.cx, a.cy, a.w, a.h, 10,
                                    {"temple": top, "active": True, "lang": lang},
                                    click=("priest", k), tooltip=temple_tip(inp, top),
                                    name=N.temple_stack(k)))
            continue
        # a click on a stack that gives no temple now says when one does (play-test 14)
        active, tip, why = _offer(inp, peek, top in temple_ok, temple_tip(inp, top) + "\n"
                                  + inp.t("coatl.tip.stack", n=len(st)),
                                  None if inp.viewer is None else ("temple", top))
        specs.append(EntitySpec(key, "coatl_card", a.cx, a.cy, a.w, a.h, 10,
                                {"temple": top, "active": active, "lang": lang,
                                 "selected": sel_temple == top, W.REFUSED: why},
                                click=("temple_pick", top) if active else _look(why, top),
                                buttons=(1, 3) if active else (3,), tooltip=tip,
                                name=N.temple_stack(k)))
    return specs


# ---------------------------------------------------------------- the seat in focus
def _side(inp: TableInput) -> TableInput:
    """The input the side in focus is described from: while the player looks at another
    seat's side, none of their legal actions or picks (their board slot 0 may be played, not
    the other seat's; their coatl 1 may take a card or wait for a temple, not the other's):
    play-test 17, the other board's pieces glowed in the slots of the player's usable ones."""
    if inp.viewer is None or inp.focus == inp.viewer:
        return inp
    return dataclasses.replace(inp, legal=(), picks=Picks())


def _peek_board(inp: TableInput, seat: int) -> str | None:
    """What a click on a piece of another seat's board says to a player looking at it: whose
    board it is and the way back to their own (play-test 17: the click said nothing)."""
    if inp.viewer is None or seat == inp.viewer or inp.demo or inp.over:
        return None
    return inp.t("coatl.why.peek_board", name=inp.seat_name(seat))


def _seat(inp: TableInput, keys: dict) -> list[EntitySpec]:
    v, L, seat = inp.view, inp.layout, inp.focus
    mine = inp.viewer == seat and bool(inp.legal)
    specs: list[EntitySpec] = []
    rows = mat_rows(v, seat, inp.legal if mine else ())
    for i in range(rows):
        specs += _row(inp, keys, seat, i, mine, rows)
    me = L["me"]
    score = sum(coatl_total(c) for c in v.coatls[seat] if c.complete)
    tokens = tuple(v.tokens[seat]) if v.tokens else ()
    specs.append(EntitySpec("coatl.me", "coatl_me", me.cx, me.cy, me.w, me.h, 2,
                            {"title": inp.seat_name(seat), "color": inp.seat_color(seat),
                             "score": inp.t("coatl.points", n=score), "tokens": len(tokens)},
                            tooltip=inp.t("coatl.tip.me"), enter="none"))
    # sacrifice tokens (option): a row along the header's foot, under the score (never on it)
    verbs = {"pick": "perfect_pick", "future": "see_future", "priest": "priest"}
    for j, tok in enumerate(tokens):
        active = (mine and any(a[0] == verbs[tok] for a in inp.legal)
                  and not S.priest(inp.picks))
        specs.append(EntitySpec(N.token(tok), "coatl_token", me.x + me.w - 22 - j * 38,
                                me.y + me.h - 24, 32, 32, 6,
                                {"token": tok, "active": active,
                                 "mark": inp.t(f"coatl.token_mark.{tok}")},
                                click=("token", tok) if active else None,
                                tooltip=inp.t(f"coatl.tip.token_{tok}")))
    specs += _board(inp, seat)
    if inp.viewer is None:      # a watched table: whose board, hand and temples these are
        #                         (a player looking at another's coatls has the header's name
        #                         and the Back button there)
        b = L["board"]
        right = L["temples"].x + L["temples"].w
        w = right - b.x - b.w - 12
        specs.append(EntitySpec("coatl.whose", "text", (b.x + b.w + right) / 2 + 6, b.cy,
                                w, b.h, 3,
                                {"text": inp.t("coatl.whose", name=inp.seat_name(seat)),
                                 "size": 22, "color": theme.TEXT_DIM, "align": "center",
                                 "wrap": w}, enter="none"))
    specs += _hand(inp, keys, seat, mine)
    specs += _temples(inp, seat)
    specs += _buttons(inp, mine)
    return specs


def _why_empty_row(inp: TableInput, seat: int, sel_piece) -> str | None:
    """Why a click on an empty coatl row starts nothing (play-test 13: a click there before
    having a piece said nothing): another's turn, a piece picked that cannot start a coatl
    (the rules' refusal), no piece picked yet, or none on the board to pick."""
    if inp.viewer is None or inp.demo or inp.over:
        return None
    if sel_piece is not None:
        return (W.refusal(inp, COATL, ("start", sel_piece))
                or inp.t("coatl.why.row_next"))
    turn = W.refusal(inp, COATL, ("row",)) if inp.viewer not in inp.to_act else None
    if turn:
        return turn
    slots = [k for k, code in enumerate(inp.view.boards[seat]) if code]
    if not slots:
        return inp.t("coatl.why.row_no_piece")
    return W.refusal(inp, COATL, ("piece", slots[0])) or inp.t("coatl.why.row_pick")


def _row(inp: TableInput, keys: dict, seat: int, i: int, mine: bool,
         rows: int = 3) -> list[EntitySpec]:
    """Coatl row ``i`` of the seat in focus: its title and state, its pieces with open ends,
    its cards and temple, and the previews of a picked card or temple it may take."""
    v, p = inp.view, inp.picks
    a = row_anchor(inp.layout, i, rows)
    cw, ch, _ = card_size(a)
    coatls = v.coatls[seat]
    sel_piece, sel_card = S.piece(p), S.card(p)
    sel_temple = S.temple(p) if mine else None
    if i >= len(coatls):
        can_start = sel_piece is not None and any(x[0] == "start" for x in p.matching)
        why = _why_empty_row(inp, seat, sel_piece) if mine and not (
            can_start and i == len(coatls)) else None
        specs = [EntitySpec(N.row(i), "coatl_row", a.cx, a.cy, a.w, a.h, 2,
                            {"title": inp.t("coatl.coatl_n", n=i + 1),
                             "sub": inp.t("coatl.row_empty"), "sub_w": 156, W.REFUSED: why},
                            tooltip=W.tip(inp, None, why), enter="none")]
        if can_start and i == len(coatls):
            g = row_geom(inp, i, 0, rows=rows)
            x, y = g["tail"]
            specs.append(EntitySpec(N.NEW, "coatl_slot", (g["head"][0] + x) / 2, y,
                                    g["size"] * 3, g["size"] * 1.2, 20,
                                    {"active": True, "label": inp.t("coatl.new")},
                                    click=("start", sel_piece), drop=("start",),
                                    tooltip=inp.t("coatl.tip.new")))
        return specs
    c = coatls[i]
    plays = {x[2] for x in p.matching if x[0] == "play"} if sel_card is not None else set()
    needs_temple = {x[1] for x in inp.legal if x[0] == "temple"}
    temple_for = ({x[1] for x in p.matching if x[0] == "temple"} if sel_temple is not None
                  else set())
    codes = c.codes()
    preview = preview_play(v, seat, sel_card, i) if i in plays else None
    matched = set(preview["matched"]) if preview else set()
    cards_pts = [(card, points_of(card, c)) for card in c.cards]
    g = row_geom(inp, i, len(codes), len(c.cards) + (1 if i in plays else 0),
                 bool(c.temple) or i in temple_for, rows)
    total = sum(pts for _, pts in cards_pts) + coatl_temple_points(c)
    state = (inp.t("coatl.locked") if c.locked else inp.t("coatl.needs_temple")
             if i in needs_temple else inp.t("coatl.complete") if c.complete
             else inp.t("coatl.open"))
    click = (("play", sel_card, i) if i in plays
             else ("temple", i, sel_temple) if i in temple_for else None)
    specs = [EntitySpec(
        N.row(i), "coatl_row", a.cx, a.cy, a.w, a.h, 2,
        {"title": inp.t("coatl.coatl_n", n=i + 1), "sub": state, "sub_w": 156,
         "points": total, "complete": c.complete, "active": click is not None,
         "waiting": i in needs_temple},
        click=click, drop=("row", i) if i in plays else None,
        tooltip=row_tip(inp, c, total, len(codes)), enter="none")]
    specs += _chain(inp, seat, i, c, g, matched, sel_piece)
    for k, (card, pts) in enumerate(cards_pts):
        x, y = g["cards"][k]
        where = N.row_card_key(seat, i, k)
        specs.append(_spec(keys[("row", seat, i, k)], "coatl_card", x, y, cw,
                           ch, 14, _card_params(inp, card, badge=pts),
                           origin=inp.origin(where), buttons=(3,), click=("zoom",),
                           tooltip=card_tip(inp, card), name=where))
    if preview is not None:
        x, y = g["cards"][min(len(c.cards), 3)]
        specs.append(EntitySpec(f"{N.PREVIEW}{i}", "coatl_card", x, y, cw, ch,
                                16, _card_params(inp, sel_card, badge=f"+{preview['points']}",
                                                 dim=True, active=True), enter="fade",
                                click=("play", sel_card, i), drop=("row", i),
                                tooltip=inp.t("coatl.tip.preview", pts=preview["points"])))
    if i in temple_for:
        x, y = g["temple"]
        pts = temple_points(sel_temple, c.pieces, c.cards)
        specs.append(EntitySpec(f"coatl.tplay.{i}", "coatl_card", x, y, cw, ch,
                                16, {"temple": sel_temple, "lang": inp.lang, "badge": f"+{pts}",
                                     "dim": True, "active": True}, enter="fade",
                                click=("temple", i, sel_temple),
                                tooltip=inp.t("coatl.tip.temple_preview", pts=pts)))
    if c.temple:
        x, y = g["temple"]
        key = f"coatl.rt.{seat}.{i}"
        specs.append(_spec(key, "coatl_card", x, y, cw, ch, 14,
                           {"temple": c.temple, "lang": inp.lang,
                            "badge": coatl_temple_points(c)}, origin=inp.origin(key),
                           buttons=(3,), click=("zoom",), tooltip=temple_tip(inp, c.temple),
                           name=key))
    return specs


def _chain(inp: TableInput, seat: int, i: int, c, g: dict, matched: set,
           sel_piece) -> list[EntitySpec]:
    """A coatl's pieces and its open ends (lit where the picked piece may go)."""
    adds = ({(x[2], x[3]) for x in inp.picks.matching if x[0] == "add"} if sel_piece is not None
            else set())
    off = (inp.extra.get("offsets") or {}).get((seat, i), 0)
    specs = []
    for k, code in enumerate(c.codes()):
        x, y = g["pieces"][k]
        key = N.piece_key(seat, i, k - off)
        specs.append(_spec(key, "coatl_piece", x, y, g["size"], g["size"], 12,
                           {"code": code, "matched": k in matched}, origin=inp.origin(key),
                           tooltip=piece_name(code, inp.lang),
                           name=N.piece_key(seat, i, k)))
    for which in ("head", "tail"):
        closed = c.head if which == "head" else c.tail
        if closed or c.locked:
            continue
        active = (i, which) in adds
        x, y = g[which]
        sz = g["size"]
        specs.append(EntitySpec(N.end(i, which), "coatl_slot", x, y, sz, sz, 8,
                                {"active": active,
                                 "arrow": "left" if which == "head" else "right"},
                                click=("add", sel_piece, i, which) if active else None,
                                drop=("end", i, which) if active else None,
                                tooltip=inp.t(f"coatl.tip.{which}") if active else None,
                                enter="none"))
    return specs


def _board(inp: TableInput, seat: int) -> list[EntitySpec]:
    """The 8-slot board of the seat in focus: its pieces, lit while they can be placed."""
    v, p, lang = inp.view, inp.picks, inp.lang
    sel_piece, sel_card = S.piece(p), S.card(p)
    b = inp.layout["board"]
    specs = [EntitySpec("coatl.board", "rect", b.cx, b.cy, b.w, b.h, 1,
                        {"color": (24, 18, 16, 200), "radius": 14, "border": 2,
                         "border_color": theme.PANEL_EDGE}, enter="none")]
    usable = {a[1] for a in inp.legal if a[0] in ("add", "start")}
    ask = inp.viewer == seat and _choosing(inp, ("choose", "assemble"))
    specs += _board_label(inp, seat)
    for slot, code in enumerate(v.boards[seat]):
        x, y, size = board_slot_pos(inp, slot)
        # an empty slot says what goes there, on hover and on a click (play-test 14)
        own = inp.viewer == seat and not inp.demo
        empty = inp.t("coatl.why.board_empty") if own and not code else None
        specs.append(EntitySpec(f"coatl.bslot.{slot}", "coatl_slot", x, y, size, size, 3,
                                {W.REFUSED: empty}, enter="none",
                                tooltip=None if code else inp.t("coatl.tip.board_slot")))
        if not code:
            continue
        active = slot in usable
        peek = _peek_board(inp, seat)
        if active:
            tip, why = piece_name(code, lang) + " — " + inp.t("coatl.tip.piece"), None
        elif peek:
            tip, why = W.tip(inp, piece_name(code, lang), peek), peek
        else:
            tip, why = _refused(inp, piece_name(code, lang), ("piece", slot) if ask else None)
        specs.append(_spec(f"coatl.bp.{seat}.{slot}:{code}", "coatl_piece", x, y, size * 0.9,
                           size * 0.9, 12,
                           {"code": code, "active": active and sel_piece is None,
                            "selected": sel_piece == slot,
                            "dim": (sel_piece is not None or sel_card is not None)
                            and sel_piece != slot, W.REFUSED: why},
                           origin=inp.origin(f"board.{seat}.{slot}"),
                           click=("piece", slot) if active else None,
                           drag=("piece", slot) if active else None,
                           tooltip=tip, name=N.board(slot)))
    return specs


def _board_label(inp: TableInput, seat: int) -> list[EntitySpec]:
    """The board's name at its left, and a tooltip over it that says what the board is: a
    new player took the row of 8 slots for nothing of theirs (play-test 14)."""
    b = inp.layout["board"]
    own = seat == inp.viewer
    name = inp.t("coatl.board_mine") if own else inp.t("coatl.board")
    tip = inp.t("coatl.tip.board_mine" if own else "coatl.tip.board",
                name=inp.seat_name(seat))
    w = BOARD_LABEL_W - 12
    return [EntitySpec("coatl.board.label", "text", b.x + 6 + w / 2, b.cy, w, b.h - 8, 4,
                       {"text": name, "size": 24, "color": theme.GOLD, "weight": "semibold",
                        "align": "center", "wrap": w}, enter="none", tooltip=tip,
                       name=N.BOARD_LABEL)]


def _hand(inp: TableInput, keys: dict, seat: int, mine: bool) -> list[EntitySpec]:
    v, legal = inp.view, inp.legal
    sel_piece, sel_card = S.piece(inp.picks), S.card(inp.picks)
    hand = v.hands[seat]
    discards = {a[1] for a in legal if a[0] == "discard"}
    own = inp.viewer == seat         # the viewer's own hand: a card says why it cannot be played
    playable = {a[1] for a in legal if a[0] == "play"}
    acting = mine and v.phase in ("choose", "assemble")
    specs = []
    for i, card in enumerate(hand):
        x, y = hand_pos(inp, i, len(hand))
        where = N.hand_slot_key(seat, i)
        if card == "?":
            specs.append(_spec(where, "coatl_card", x, y, HAND_W, HAND_H, 20 + i,
                               {"back": True}, origin=inp.origin(where), name=N.hand(i)))
            continue
        active = card in discards or (card in playable and sel_piece is None)
        tip, why = _refused(inp, card_tip(inp, card),
                            ("card", card) if own and not active else None)
        specs.append(_spec(keys[("hand", i)], "coatl_card", x, y, HAND_W, HAND_H, 20 + i,
                           _card_params(inp, card, active=active and sel_card != card,
                                        selected=sel_card == card,
                                        dim=acting and not active and bool(playable),
                                        keep_clear=own,     # no refusal hides a card of it
                                        **{W.REFUSED: why}),
                           origin=inp.origin(where),
                           click=("card", card) if active else _look(why, card),
                           buttons=(1, 3) if active else (3,),
                           drag=("card", card) if card in playable else None,
                           tooltip=tip, name=N.hand(i)))
    if not hand:
        a = inp.layout["hand"]
        specs.append(EntitySpec("coatl.hand_empty", "text", a.cx, a.cy, a.w, 40, 3,
                                {"text": inp.t("coatl.hand_empty"), "size": 22,
                                 "color": theme.TEXT_DIM, "align": "center"}, enter="none"))
    return specs


def _temple_note(inp: TableInput, seat: int, i: int) -> str:
    """What the tooltip says of ``seat``'s temple ``i`` shown face up: secret, known only to
    its player, or seen by every player: taken face up from a stack with the Priest token (the
    public view names it, ``known_temples``).  Anyone else's temple shown face up is such a
    one: a view hides the secret ones."""
    flags = (inp.view.known_temples or ((),) * len(inp.view.temples))[seat]
    if seat != inp.viewer:
        return inp.t("coatl.tip.temple_seen")
    return inp.t("coatl.tip.temple_public" if i < len(flags) and flags[i]
                 else "coatl.tip.own_temple")


def _temples(inp: TableInput, seat: int) -> list[EntitySpec]:
    """The personal temples of the seat in focus (backs when its view hides them)."""
    ta = inp.layout["temples"]
    temple_ok = {a[2] for a in inp.legal if a[0] == "temple"}
    sel_temple = S.temple(inp.picks)
    specs = []
    for i, tid in enumerate(inp.view.temples[seat]):
        x = ta.x + 60 + i * 112
        key = f"coatl.tp.{seat}.{i}"
        if tid == "?":
            specs.append(_spec(key, "coatl_card", x, ta.cy, 104, 150, 20,
                               {"back": True, "temple_back": True},
                               tooltip=inp.t("coatl.tip.temple_hidden"), name=N.own_temple(i)))
            continue
        active = tid in temple_ok
        # the player's own secret temple: a left click shows it large, to read it again
        specs.append(_spec(key, "coatl_card", x, ta.cy, 104, 150, 20,
                           {"temple": tid, "lang": inp.lang, "active": active,
                            "selected": sel_temple == tid, LOOK: not active},
                           click=("temple_pick", tid) if active else (LOOK, tid),
                           buttons=(1, 3) if active else (3,),
                           tooltip=temple_tip(inp, tid) + "\n" + _temple_note(inp, seat, i),
                           name=N.own_temple(i)))
    return specs


def _buttons(inp: TableInput, mine: bool) -> list[EntitySpec]:
    legal = inp.legal
    buttons = []
    if inp.viewer is not None and inp.focus != inp.viewer:    # looking at another's coatls
        legal = ()
        buttons.append(("back", "primary", "coatl.tip.back"))
    if ("done",) in legal:      # where every button of the turn is: never on the tokens
        buttons.append(("done", "primary", "coatl.tip.done"))
    if ("end",) in legal:
        buttons.append(("end", "primary", "coatl.tip.end"))
    if ("keep",) in legal:
        buttons.append(("keep", "primary", "coatl.tip.keep"))
    if ("pass",) in legal:
        buttons.append(("pass", "secondary", "coatl.tip.pass"))
    if S.picked(inp.picks) and mine:
        buttons.append(("cancel", "secondary", "coatl.tip.cancel"))
    specs = []
    for k, (verb, style, tip) in enumerate(buttons[:2]):
        a = inp.layout[f"action.{k}"]
        specs.append(EntitySpec(N.button(verb), "button", a.cx, a.cy, a.w, a.h, 45,
                                {"text": inp.t(f"coatl.{verb}"), "style": style}, click=verb,
                                tooltip=inp.t(tip)))
    return specs


# ---------------------------------------------------------------- the other seats
def _panel(inp: TableInput, keys: dict, seat: int, a) -> list[EntitySpec]:
    v, lang = inp.view, inp.lang
    score = sum(coatl_total(c) for c in v.coatls[seat] if c.complete)
    sub = inp.t("coatl.panel_sub", hand=inp.t("coatl.panel.hand", n=len(v.hands[seat])),
                temples=inp.t("coatl.panel.temples", n=len(v.temples[seat])))
    specs = [EntitySpec(f"coatl.panel.{seat}", "coatl_panel", a.cx, a.cy, a.w, a.h, 2,
                        {"title": inp.seat_name(seat), "color": inp.seat_color(seat),
                         "score": inp.t("coatl.points", n=score), "sub": sub,
                         "turn": not inp.over and v.current == seat}, enter="none",
                        click=("other", seat),
                        tooltip=inp.t("coatl.tip.panel_mine" if seat == inp.viewer
                                      else "coatl.tip.panel", name=inp.seat_name(seat)))]
    bs = 36
    for slot, code in enumerate(v.boards[seat]):
        x = a.x + 24 + slot * (bs + 6)
        y = a.y + 104
        if code:
            specs.append(_spec(f"coatl.bp.{seat}.{slot}:{code}", "coatl_piece", x, y, bs, bs, 6,
                               {"code": code}, origin=inp.origin(f"board.{seat}.{slot}"),
                               tooltip=piece_name(code, lang)))
        else:
            specs.append(EntitySpec(f"coatl.pslot.{seat}.{slot}", "coatl_slot", x, y, bs, bs, 4,
                                    {}, enter="none"))
    for i, c in enumerate(v.coatls[seat]):
        specs += _panel_coatl(inp, keys, seat, i, c, a)
    return specs


def panel_row(a, i: int, n: int) -> tuple[float, float]:
    """Centre y and height of coatl ``i`` of ``n`` in a seat panel ``a``: 56 high below the
    panel's board, lower when a fourth or fifth coatl must fit the panel too."""
    pitch = min(56.0, (a.h - 136) / max(1, n))
    return a.y + 130 + pitch * (i + 0.5), pitch


def _panel_coatl(inp: TableInput, keys: dict, seat: int, i: int, c, a) -> list[EntitySpec]:
    """Coatl ``i`` of another seat, small: its pieces (on two lines when long), its cards."""
    lang = inp.lang
    y, pitch = panel_row(a, i, len(inp.view.coatls[seat]))
    ch = min(44.0, pitch - 6)
    cw = ch * 30 / 44
    codes = c.codes()
    ncards = len(c.cards) + (1 if c.temple else 0)
    avail = a.w - 40 - ncards * (cw + 4)
    ps, lines, per = 0.0, 1, 1
    for k in (1, 2):            # a long coatl takes two lines rather than tiny pieces
        per_k = max(1, math.ceil(len(codes) / k))
        size = min(28.0, (pitch - 6) / k, avail / per_k)
        if size > ps + 0.5:
            ps, lines, per = size, k, per_k
    off = (inp.extra.get("offsets") or {}).get((seat, i), 0)
    specs = []
    for k, code in enumerate(codes):
        key = N.piece_key(seat, i, k - off)
        py = y + (k // per - (lines - 1) / 2) * ps * 1.08
        specs.append(_spec(key, "coatl_piece", a.x + 20 + ps * (k % per + 0.5), py, ps, ps,
                           6, {"code": code}, origin=inp.origin(key),
                           tooltip=piece_name(code, lang)))
    x = a.x + a.w - 20 - cw / 2
    for k in reversed(range(len(c.cards))):
        card = c.cards[k]
        specs.append(_spec(keys[("row", seat, i, k)], "coatl_card", x, y, cw, ch, 7,
                           _card_params(inp, card), origin=inp.origin(N.row_card_key(seat, i, k)),
                           tooltip=card_tip(inp, card), buttons=(3,), click=("zoom",)))
        x -= cw + 4
    if c.temple:
        key = f"coatl.rt.{seat}.{i}"
        specs.append(_spec(key, "coatl_card", x, y, cw, ch, 7,
                           {"temple": c.temple, "lang": lang}, origin=inp.origin(key),
                           tooltip=temple_tip(inp, c.temple), buttons=(3,), click=("zoom",)))
    return specs
