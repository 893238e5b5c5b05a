"""The Wild Venture table as a keyed description of the current view.

``describe(scene)`` is a function of what the scene may see (``view_state``, the viewer's legal
actions): the board (paths, spaces with their rewards and set-up tokens, both travellers), the
shared deck and discard pile, the other seat's panel (coins, hand size, VP card, its three rows
in small), the seat in focus (buildings, starters + inhabitants, belongings, with supplies on the
cards), its hand, coins and VP card, and the action buttons.

A card keeps one key wherever it goes (``wv.c.<id>``: hand -> row -> discard), so moves animate
themselves; the name says its role for input and tests: ``wv.hand.<id>``, ``wv.tab.<id>``,
``wv.discard.top``, ``wv.starter.<kind>``, ``wv.space.<node>``, ``wv.traveller.<seat>``,
``wv.deck``, ``wv.discard``, ``wv.vp.<seat>``, ``wv.btn.end``, ``wv.btn.choose``.
New cards fly in from ``scene.origins`` (key -> (x, y)).
"""
from __future__ import annotations

from engine import theme
from engine.ecs.table import EntitySpec
from engine.rules.wild_venture.material import board, card, card_text, effect_text, starters
from engine.rules.wild_venture.scene_queries import decision, edges, hand_targets, row_targets
from engine.widgets.card import CardData, card_params
from engine.widgets.counter import counter_params
from engine.widgets.pile import pile_params

from .painters import PAIR_ICON, SPECIES_COLORS, STARTER_COLORS

ROW_W, ROW_H = 100, 140
HAND_W, HAND_H = 150, 210
MINI_W, MINI_H = 52, 72
PILE_W, PILE_H = 104, 146
LABEL_W = 140
ROWS = ("building", "inhabitant", "belonging")
STARTERS = ("nest", "pad", "burrow")


# ---------------------------------------------------------------- data -> card params
def card_data(s, cid: str, supplies: int | None = None, token: str = "") -> CardData:
    lang = s.app.i18n.lang
    c = card(cid)
    kind = s.t(f"wv.type.{c.type}")
    label = f"{s.t(f'wv.species.{c.species}')} · {kind}"
    if c.free:
        label += " · " + s.t("wv.free")
    icons = []
    if supplies is None:
        if c.supplies:
            icons.append(("material", c.supplies))
    elif c.type == "building":
        if supplies:
            icons.append(("gold", supplies))
    else:
        icons.append(("material", supplies))
    if token:
        icons.append((token if token in ("sun", "moon") else "crown", None))
    return CardData(id=cid, name=c.name(lang), type=c.type, color=SPECIES_COLORS[c.species],
                    cost=[("gold", c.cost)] if c.cost else [], icons=icons,
                    text=card_text(c, lang), type_label=label, back=s.t("wv.title"),
                    back_color=(60, 44, 30))


def starter_data(s, kind: str, advanced: int) -> CardData:
    lang = s.app.i18n.lang
    st = starters()[kind]
    side = "advanced" if advanced else "basic"
    return CardData(id=kind, name=st["name"][lang], type="starter", color=STARTER_COLORS[kind],
                    text=effect_text(st[side], lang), type_label=s.t(f"wv.side.{side}"),
                    back=s.t("wv.title"))


def back_params(s) -> dict:
    return card_params(CardData(id="", name="", back=s.t("wv.title"), back_color=(60, 44, 30)),
                       face_up=False)


def card_tip(s, cid: str) -> str:
    c = card(cid)
    lang = s.app.i18n.lang
    return (f"{c.name(lang)} ({s.t(f'wv.species.{c.species}')}, {s.t(f'wv.type.{c.type}')}, "
            f"{s.t('wv.cost', n=c.cost)}): {card_text(c, lang)}")


def starter_tip(s, kind: str, advanced: int) -> str:
    lang = s.app.i18n.lang
    st = starters()[kind]
    side = "advanced" if advanced else "basic"
    return f"{st['name'][lang]} ({s.t(f'wv.side.{side}')}): {effect_text(st[side], lang)}"


def reward_text(s, reward) -> str:
    if not reward:
        return s.t("wv.reward.none")
    kind = reward[0]
    if kind in ("gain", "draw"):
        return s.t(f"wv.reward.{kind}", n=reward[1])
    if kind == "chest":
        return s.t(f"wv.chest.{reward[1]}")
    return s.t("wv.reward.starter", name=starters()[reward[1]]["name"][s.app.i18n.lang])


def reward_short(s, reward) -> str:
    if not reward:
        return ""
    if reward[0] == "chest":
        return s.t(f"wv.chest_short.{reward[1]}")
    if reward[0] == "starter":
        return starters()[reward[1]]["name"][s.app.i18n.lang]
    return ""


# ---------------------------------------------------------------- geometry
def node_pos(s, node: str) -> tuple[float, float]:
    b = s.layout["board"]
    a = s.board_layout[f"node.{node}"]
    return b.x + a.cx, b.y + a.cy


def traveller_pos(s, seat: int, node: str) -> tuple[float, float]:
    x, y = node_pos(s, node)
    v = s.view_state
    other = v.pos[1 - seat] if len(v.pos) > 1 else None
    dx = (-16 if seat == 0 else 16) if other == node else 0
    return x + dx, y - 34


def row_slots(s, row: str, n: int) -> list[tuple[float, float]]:
    a = s.layout[f"row.{row}"]
    x0 = a.x + LABEL_W + 14 + ROW_W / 2
    room = a.x + a.w - 14 - ROW_W / 2 - x0
    step = min(ROW_W + 8, room / max(1, n - 1)) if n > 1 else 0
    return [(x0 + step * i, a.cy) for i in range(n)]


CROWDED = 7                 # from this many cards in hand they shrink so each shows its name
CROWD_W, CROWD_H = 124, 174


def hand_card_size(n: int) -> tuple[float, float]:
    return (CROWD_W, CROWD_H) if n >= CROWDED else (HAND_W, HAND_H)


def hand_slots(s, n: int) -> list[tuple[float, float]]:
    """Centres of ``n`` hand cards: side by side while they fit, then overlapping evenly (each
    card's left strip, with its cost and the start of its name, stays visible; a hovered card
    comes forward whole, and a long hover or a right click shows it large)."""
    a = s.layout["hand"]
    w, h = hand_card_size(n)
    x0 = a.x + w / 2 + 4
    room = a.w - w - 8
    step = min(w + 8, room / max(1, n - 1)) if n > 1 else 0
    y = a.cy if h == HAND_H else a.y + a.h - h / 2 - 6
    return [(x0 + step * i, y) for i in range(n)]


def opp_rows(s) -> dict:
    a = s.layout["opp"]
    x0 = a.x + 360
    return {r: (x0, a.y + 44 + k * (MINI_H + 4)) for k, r in enumerate(ROWS)}


def opp_hand_pos(s) -> tuple[float, float]:
    a = s.layout["opp"]
    return a.x + 60, a.y + 168


def vp_pos(s, seat: int) -> tuple[float, float, float, float]:
    if seat == s.big_seat():
        a = s.layout["me"]
        return a.x + a.w - 52, a.y + 156, 72, 100
    a = s.layout["opp"]
    return a.x + 160, a.y + 168, 56, 78


def coins_pos(s, seat: int) -> tuple[float, float]:
    if seat == s.big_seat():
        a = s.layout["me"]
        return a.x + 60, a.y + 78
    a = s.layout["opp"]
    return a.x + 60, a.y + 74


# ---------------------------------------------------------------- the description
def describe(s) -> list[EntitySpec]:
    v = s.view_state
    legal = s.legal()
    specs = _board(s, v, legal)
    specs += _piles(s, v, legal)
    me = s.big_seat()
    specs += _seat(s, v, legal, me)
    specs += _opponent(s, v, 1 - me)
    specs += _buttons(s, v, legal)
    specs += _status(s, v)
    return specs


def _fly(key, kind, x, y, w, h, z, params, s, **kw) -> EntitySpec:
    o = s.origins.get(key)
    if o is not None:
        kw["enter"] = "fly"
        kw["origin"] = o
    return EntitySpec(key, kind, x, y, w, h, z, params, **kw)


def _board(s, v, legal) -> list[EntitySpec]:
    b = s.layout["board"]
    bd = board(v.board)
    pos = {n: s.board_layout[f"node.{n}"] for n in bd.nodes}
    segs = []
    for frm, to, cost in edges(v.board):
        label = s.t(f"wv.pathcost.{cost[0]}", n=cost[1]) if cost else ""
        segs.append(((pos[frm].cx, pos[frm].cy), (pos[to].cx, pos[to].cy), label))
    name = bd.name_uk if s.app.i18n.lang == "uk" else bd.name_en
    specs = [EntitySpec("wv.board", "wv_board", b.cx, b.cy, b.w, b.h, 1,
                        {"edges": tuple(segs), "origin": (b.x, b.y), "side": v.board,
                         "title": name}, enter="none")]
    for frm, to, cost in edges(v.board):
        if not cost:
            continue
        (x1, y1), (x2, y2) = node_pos(s, frm), node_pos(s, to)
        specs.append(EntitySpec(
            f"wv.cost.{frm}.{to}", "wv_cost", x1 + (x2 - x1) * 0.6, y1 + (y2 - y1) * 0.6,
            64, 26, 7, {"text": s.t(f"wv.pathcost.{cost[0]}", n=cost[1])},
            tooltip=s.t(f"wv.tip.pathcost.{cost[0]}", n=cost[1]), enter="none"))
    moves = {a[1] for a in legal if a[0] == "move"}
    tokens = {}
    for node, tok in v.board_tokens:
        tokens.setdefault(node, tok)
    for node, info in bd.nodes.items():
        x, y = node_pos(s, node)
        reward = info.get("reward")
        active = node in moves
        tok = tokens.get(node, "")
        tip = reward_text(s, reward)
        if node == bd.home:
            tip = s.t("wv.home")
        if tok:
            tip += "\n" + s.t(f"wv.token.{tok}" if tok in ("golden", "plus5", "nest")
                              else "wv.token.enchant", pair=s.t(f"wv.pair.{tok}"))
        if bd.is_end(node):
            tip += "\n" + s.t("wv.tip.path_end")
        if active:
            tip = s.t("wv.tip.travel_here") + "\n" + tip
        specs.append(EntitySpec(
            f"wv.space.{node}", "wv_space", x, y, 56, 56, 5,
            {"reward": tuple(reward) if reward else (), "active": active,
             "home": node == bd.home, "label": s.t("wv.home_short") if node == bd.home
             else reward_short(s, reward), "token": tok,
             "token_label": s.t(f"wv.token_short.{tok}") if tok else ""},
            click=("move", node) if active else None, tooltip=tip, enter="none"))
    for seat in range(len(v.pos)):
        x, y = traveller_pos(s, seat, v.pos[seat])
        sp = v.species[seat] if v.species[seat] else ""
        specs.append(EntitySpec(
            f"wv.traveller.{seat}", "wv_traveller", x, y, 44, 58, 30 + seat,
            {"color": s.seat_color(seat),
             "letter": s.t(f"wv.species.{sp}")[:1] if sp else ""},
            tooltip=s.t("wv.tip.traveller", name=s.seat_name(seat),
                        place=reward_text(s, bd.nodes[v.pos[seat]].get("reward"))
                        if v.pos[seat] != bd.home else s.t("wv.home")),
            enter="fade"))
    return specs


def _piles(s, v, legal) -> list[EntitySpec]:
    L = s.layout
    d = L["deck"]
    specs = [EntitySpec("wv.deck", "pile", d.cx, d.cy, PILE_W, PILE_H, 4,
                        pile_params(len(v.deck), s.t("wv.deck"), back=back_params(s)),
                        tooltip=s.t("wv.tip.deck", n=len(v.deck)), enter="none")]
    dc = L["discard"]
    n = len(v.discard)
    specs.append(EntitySpec("wv.discard", "pile", dc.cx, dc.cy, PILE_W, PILE_H, 4,
                            pile_params(n, s.t("wv.discard"), back=back_params(s),
                                        browsable=n > 0),
                            click=("browse", "discard") if n else None,
                            tooltip=s.t("wv.tip.discard", n=n), enter="none"))
    if n:
        top = v.discard[-1]
        specs.append(_fly(f"wv.c.{top}", "card", dc.cx, dc.cy, PILE_W, PILE_H, 8,
                          card_params(card_data(s, top), raise_on_hover=False), s,
                          click=("browse", "discard"), buttons=(1, 3),
                          tooltip=card_tip(s, top) + "\n" + s.t("wv.tip.discard", n=n),
                          name="wv.discard.top"))
    return specs


def _seat(s, v, legal, seat: int) -> list[EntitySpec]:
    L = s.layout
    mine = s.viewer == seat
    dec = decision(v, seat) if mine else "wait"
    rows = row_targets(legal) if mine else {}
    enchants = {a[1] for a in legal if a[0] == "enchant"} if mine else set()
    specs: list[EntitySpec] = []
    titles = {"building": s.t("wv.row.building"), "inhabitant": s.t("wv.row.inhabitant"),
              "belonging": s.t("wv.row.belonging")}
    content = {"building": [(b[0], b[1], b[2]) for b in v.build[seat]],
               "inhabitant": [(c[0], c[1], "") for c in v.inhab[seat]],
               "belonging": [(c[0], c[1], "") for c in v.belong[seat]]}
    for row in ROWS:
        a = L[f"row.{row}"]
        items = content[row]
        sub = s.t("wv.row.count", n=len(items))
        specs.append(EntitySpec(f"wv.row.{row}", "wv_row", a.cx, a.cy, a.w, a.h, 2,
                                {"title": titles[row], "sub": sub, "label_w": LABEL_W},
                                enter="none"))
        if row == "inhabitant":
            items = [(k, None, "") for k in STARTERS] + items
        slots = row_slots(s, row, len(items))
        for i, (cid, sup, tok) in enumerate(items):
            x, y = slots[i]
            if sup is None:               # a starter
                adv = v.starters[seat][STARTERS.index(cid)]
                act = rows.get(cid)
                used = cid in v.used_main and v.current == seat
                specs.append(EntitySpec(
                    f"wv.st.{seat}.{cid}", "card", x, y, ROW_W, ROW_H, 10 + i,
                    card_params(starter_data(s, cid, adv), glow=act is not None,
                                dim=used or (mine and dec == "main" and act is None)),
                    click=("row", cid) if act else None, buttons=(1, 3),
                    tooltip=starter_tip(s, cid, adv) + (
                        "\n" + s.t("wv.tip.activate") if act else ""),
                    name=f"wv.starter.{cid}", enter="none"))
                continue
            act = rows.get(cid)
            can_enchant = cid in enchants
            key = f"wv.c.{cid}"
            tip = card_tip(s, cid)
            if row == "building":
                tip += "\n" + s.t("wv.tip.invested", n=sup)
                if tok:
                    tip += "\n" + s.t("wv.tip.enchanted", pair=s.t(f"wv.pair.{tok}"))
            else:
                tip += "\n" + s.t("wv.tip.supplies", n=sup)
            if act:
                tip += "\n" + s.t("wv.tip.target" if act[0] == "target" else "wv.tip.activate")
            if can_enchant:
                tip += "\n" + s.t("wv.tip.enchant")
            dim = (row == "inhabitant" and mine and dec == "main" and act is None) or \
                (dec == "row" and act is None and row == "inhabitant")
            specs.append(_fly(key, "card", x, y, ROW_W, ROW_H, 10 + i,
                              card_params(card_data(s, cid, sup, tok),
                                          glow=act is not None or can_enchant, dim=dim,
                                          badge=str(sup) if row != "building" else
                                          (f"+{sup}" if sup else None)), s,
                              click=("row", cid) if (act or can_enchant) else ("zoom",),
                              buttons=(1, 3), tooltip=tip, name=f"wv.tab.{cid}"))
    # the hand
    hand = v.hands[seat]
    targets = hand_targets(v, seat, legal) if mine else {}
    slots = hand_slots(s, len(hand))
    hw, hh = hand_card_size(len(hand))
    for i, cid in enumerate(hand):
        x, y = slots[i]
        if cid == "?":
            specs.append(EntitySpec(f"wv.hb.{seat}.{i}", "card", x, y, hw, hh, 40 + i,
                                    back_params(s), name=f"wv.hand.{i}"))
            continue
        act = targets.get(cid)
        tip = card_tip(s, cid)
        if act is not None:
            tip += "\n" + s.t(f"wv.tip.hand_{act[0]}")
        elif dec == "main" and mine:
            tip += "\n" + s.t("wv.tip.too_dear")
        specs.append(_fly(f"wv.c.{cid}", "card", x, y, hw, hh, 40 + i,
                          card_params(card_data(s, cid), glow=act is not None,
                                      dim=mine and dec in ("main", "hand") and act is None), s,
                          click=("hand", cid) if act else ("zoom",), buttons=(1, 3),
                          tooltip=tip, name=f"wv.hand.{cid}"))
    if not hand:
        a = L["hand"]
        specs.append(EntitySpec("wv.hand_empty", "text", a.cx, a.cy, a.w, 40, 3,
                                {"text": s.t("wv.hand_empty"), "size": 24,
                                 "color": theme.TEXT_DIM, "align": "center"}, enter="none"))
    # the seat header: name, coins, VP card
    me = L["me"]
    turn = not s.session.is_over() and v.phase == "turn" and v.current == seat
    specs.append(EntitySpec("wv.me", "wv_seat", me.cx, me.cy, me.w, me.h, 2,
                            {"title": s.seat_name(seat), "color": s.seat_color(seat),
                             "turn": turn}, enter="none"))
    cx, cy = coins_pos(s, seat)
    specs.append(EntitySpec(f"wv.coins.{seat}", "counter", cx + 28, cy, 140, 46, 6,
                            counter_params("gold", v.coins[seat]),
                            tooltip=s.t("wv.tip.coins", n=v.coins[seat]), enter="none",
                            name=f"wv.coins.{seat}"))
    specs += _vp(s, v, seat)
    specs += _tokens(s, v, seat, legal if mine else [])
    return specs


def _tokens(s, v, seat: int, legal) -> list[EntitySpec]:
    """Enchantment tokens held: in the seat header (glowing while a building can take one)."""
    out = []
    usable = {a[2] for a in legal if a[0] == "enchant"}
    for i, pair in enumerate(v.tokens[seat][:4]):
        if seat == s.big_seat():
            a = s.layout["me"]
            x, y = a.x + 30 + (i % 2) * 42, a.y + 140 + (i // 2) * 42
        else:
            a = s.layout["opp"]
            x, y = a.x + 160 + i * 34, a.y + 74
        tip = s.t("wv.tip.token_held", pair=s.t(f"wv.pair.{pair}"))
        out.append(EntitySpec(f"wv.tok.{seat}.{i}", "wv_coin", x, y, 34, 34, 7,
                              {"icon": PAIR_ICON.get(pair, "any"), "glow": pair in usable},
                              tooltip=tip, enter="pop", name=f"wv.tok.{seat}.{i}"))
    return out


def _vp(s, v, seat: int) -> list[EntitySpec]:
    x, y, w, h = vp_pos(s, seat)
    tucked = v.tucked[seat]
    top = None
    if v.face_up and tucked and tucked[-1][0] != "?":
        top = card_params(card_data(s, tucked[-1][0]))
    return [EntitySpec(f"wv.vp.{seat}", "pile", x, y, w, h, 6,
                       pile_params(len(tucked), s.t("wv.vp"), top=top, back=back_params(s),
                                   browsable=bool(tucked)),
                       click=("browse", f"vp.{seat}") if tucked else None,
                       tooltip=s.t("wv.tip.vp", n=len(tucked)), enter="none",
                       name=f"wv.vp.{seat}")]


def _opponent(s, v, seat: int) -> list[EntitySpec]:
    a = s.layout["opp"]
    turn = not s.session.is_over() and v.phase == "turn" and v.current == seat
    specs = [EntitySpec("wv.opp", "wv_seat", a.cx, a.cy, a.w, a.h, 2,
                        {"title": s.seat_name(seat), "color": s.seat_color(seat), "turn": turn,
                         "title_w": 190}, enter="none")]
    cx, cy = coins_pos(s, seat)
    specs.append(EntitySpec(f"wv.coins.{seat}", "counter", cx + 20, cy, 120, 40, 6,
                            counter_params("gold", v.coins[seat]),
                            tooltip=s.t("wv.tip.coins", n=v.coins[seat]), enter="none",
                            name=f"wv.coins.{seat}"))
    hx, hy = opp_hand_pos(s)
    n = len(v.hands[seat])
    specs.append(EntitySpec(f"wv.ohand.{seat}", "pile", hx, hy, 56, 78, 6,
                            pile_params(n, s.t("wv.hand"), back=back_params(s)),
                            tooltip=s.t("wv.tip.opp_hand", n=n), enter="none"))
    specs += _vp(s, v, seat)
    specs += _tokens(s, v, seat, [])
    titles = {"building": s.t("wv.row.building"), "inhabitant": s.t("wv.row.inhabitant"),
              "belonging": s.t("wv.row.belonging")}
    content = {"building": [(b[0], b[1], b[2]) for b in v.build[seat]],
               "inhabitant": [(k, None, "") for k in STARTERS] +
                             [(c[0], c[1], "") for c in v.inhab[seat]],
               "belonging": [(c[0], c[1], "") for c in v.belong[seat]]}
    rows = opp_rows(s)
    for row in ROWS:
        x0, y = rows[row]
        specs.append(EntitySpec(f"wv.orow.{row}", "text", x0 - 82, y, 140, 30, 3,
                                {"text": titles[row], "size": 26, "color": theme.TEXT_DIM,
                                 "anchor": "midright"}, enter="none"))
        items = content[row]
        room = a.x + a.w - 14 - MINI_W / 2 - (x0 + MINI_W / 2)
        step = min(MINI_W + 6, room / max(1, len(items) - 1)) if len(items) > 1 else 0
        for i, (cid, sup, tok) in enumerate(items):
            x = x0 + MINI_W / 2 + step * i
            if sup is None:
                adv = v.starters[seat][STARTERS.index(cid)]
                specs.append(EntitySpec(f"wv.st.{seat}.{cid}", "card", x, y, MINI_W, MINI_H,
                                        10 + i, card_params(starter_data(s, cid, adv)),
                                        buttons=(3,), click=("zoom",),
                                        tooltip=starter_tip(s, cid, adv), enter="none",
                                        name=f"wv.ost.{cid}"))
                continue
            badge = str(sup) if row != "building" else (f"+{sup}" if sup else None)
            specs.append(_fly(f"wv.c.{cid}", "card", x, y, MINI_W, MINI_H, 10 + i,
                              card_params(card_data(s, cid, sup, tok), badge=badge), s,
                              buttons=(3,), click=("zoom",), tooltip=card_tip(s, cid),
                              name=f"wv.otab.{cid}"))
    return specs


def _status(s, v) -> list[EntitySpec]:
    """Under the piles: whose turn, main actions left, and the end of the game once in sight."""
    a = s.layout["tip"]
    if v.phase != "turn":
        return []
    lines = [s.t("wv.status.turn", name=s.seat_name(v.current), n=v.main_left)]
    if v.final_turns >= 0:
        lines.append(s.t("wv.status.final", n=v.final_turns))
    elif len(v.deck) <= 10:
        lines.append(s.t("wv.status.deck_low", n=len(v.deck)))
    return [EntitySpec("wv.status", "text", a.cx, a.cy, a.w, a.h, 3,
                       {"text": "\n".join(lines), "size": 26, "color": theme.TEXT,
                        "wrap": a.w, "align": "center", "anchor": "center"}, enter="none")]


def _buttons(s, v, legal) -> list[EntitySpec]:
    L = s.layout
    specs = []
    if not s.my_turn():
        return specs
    buttons = []
    if ("end",) in legal:
        buttons.append(("end", "primary", "wv.tip.end"))
    if decision(v, s.viewer) in ("dialog", "pick"):
        buttons.append(("choose", "primary", "wv.tip.choose"))
    for k, (verb, style, tip) in enumerate(buttons[:2]):
        a = L[f"action.{k}"]
        specs.append(EntitySpec(f"wv.btn.{verb}", "button", a.cx, a.cy, a.w, a.h, 45,
                                {"text": s.t(f"wv.btn.{verb}"), "style": style}, click=verb,
                                tooltip=s.t(tip)))
    return specs
