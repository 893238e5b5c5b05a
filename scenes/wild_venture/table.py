"""The Wild Venture table as a keyed description of the current view.

``describe(inp)`` is a function of its ``TableInput`` alone (engine/table_input.py): the board
(paths, spaces with their rewards and set-up tokens, both travellers), the shared deck and
discard pile, the other seat's panel (coins, hand size, VP card, its three rows in small), the
seat in focus (belongings, inhabitants, the starters with the buildings, supplies on the cards), its
hand, coins and VP card, and the action buttons.  ``inp.extra["board"]`` is the board's map
(read from the view's board side when absent); new cards fly in from ``inp.origins``.

Keys and names come from ``names.py``.  The text helpers (``card_data``, ``card_tip``...) take
anything with ``t`` and a language (a ``TableInput`` or a scene); the ``*_pos(s, ...)`` ones
place things for the scene's animations over the pure ``*_xy`` ones.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from engine import theme
from engine.assets import font_path
from engine.ecs.table import EntitySpec
from engine.layout import load_layout
from engine.rules.wild_venture import RULES
from engine.rules.wild_venture.material import (board, card, card_text, effect_text,
                                                short_text, starters)
from engine.rules.wild_venture.scene_queries import decision, edges, hand_targets, row_targets
from engine.table_input import TableInput
from engine.widgets.card import QUICK_ZOOM_S, CardData, card_params, names_itself
from engine.widgets.counter import counter_params
from engine.widgets.hand import tiers
from engine.widgets.pile import pile_params
from scenes.parts import why as W

from . import names as N
from .card_words import figures_text, micro_text, steps_words, tiny_text
from .painters import PAIR_ICON, SPECIES_COLORS, STARTER_COLORS

LAYOUT = "wild_venture"
ROW_W, ROW_H = 100, 140
GLOW = 8                    # canvas px a glowing card's light reaches past its edge
HAND_W, HAND_H = 150, 210
MINI_W, MINI_H = 84, 118      # the other seat's cards (play-test 14: 52 px wide, words lost)
PILE_W, PILE_H = 104, 146
LABEL_W = 140
ROWS = ("belonging", "inhabitant", "building")     # top to bottom, as the rulebook lays them
STARTERS = N.STARTERS


def _lang(s) -> str:
    """The language of ``s``: a ``TableInput`` or a scene."""
    lang = getattr(s, "lang", None)
    return lang if isinstance(lang, str) else s.app.i18n.lang


# ---------------------------------------------------------------- data -> card params
def card_data(s, cid: str, supplies: int | None = None, token: str = "") -> CardData:
    lang = _lang(s)
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
                    text=card_text(c, lang), short=short_text(c, lang),
                    tiny=tiny_text(c, lang), micro=micro_text(c, lang),
                    figures=figures_text(c, lang), type_label=label,
                    back=s.t("wv.title"),
                    back_color=(60, 44, 30))


def starter_data(s, kind: str, advanced: int) -> CardData:
    lang = _lang(s)
    st = starters()[kind]
    side = "advanced" if advanced else "basic"
    # its few words too: a miniature says "Travel 3" on an upgraded nest, not nothing
    return CardData(id=kind, name=st["name"][lang], type="starter", color=STARTER_COLORS[kind],
                    text=effect_text(st[side], lang), tiny=steps_words(st[side], lang),
                    micro=steps_words(st[side], lang, True),
                    figures=steps_words(st[side], lang, figures=True) or st["name"][lang],
                    type_label=s.t(f"wv.side.{side}"), back=s.t("wv.title"))


def back_params(s) -> dict:
    return card_params(CardData(id="", name="", back=s.t("wv.title"), back_color=(60, 44, 30)),
                       face_up=False)


def card_tip(s, cid: str) -> str:
    c = card(cid)
    lang = _lang(s)
    return (f"{c.name(lang)} ({s.t(f'wv.species.{c.species}')}, {s.t(f'wv.type.{c.type}')}, "
            f"{s.t('wv.cost', n=c.cost)}): {card_text(c, lang)}")


def starter_tip(s, kind: str, advanced: int) -> str:
    lang = _lang(s)
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
    return s.t("wv.reward.starter", name=starters()[reward[1]]["name"][_lang(s)])


def reward_short(s, reward) -> str:
    if not reward:
        return ""
    if reward[0] == "chest":
        return s.t(f"wv.chest_short.{reward[1]}")
    if reward[0] == "starter":
        return starters()[reward[1]]["name"][_lang(s)]
    return ""


# ---------------------------------------------------------------- geometry
def board_map(inp: TableInput):
    return inp.extra.get("board") or load_layout(f"wild_venture_{inp.view.board}")


def node_pos(s, node: str) -> tuple[float, float]:
    return node_xy(s.layout, s.board_layout, node)


def node_xy(layout, board_map, node: str) -> tuple[float, float]:
    b = layout["board"]
    a = board_map[f"node.{node}"]
    return b.x + a.cx, b.y + a.cy


def traveller_pos(s, seat: int, node: str) -> tuple[float, float]:
    return traveller_xy(s.layout, s.board_layout, s.view_state, seat, node)


def traveller_xy(layout, board_map, v, seat: int, node: str) -> tuple[float, float]:
    x, y = node_xy(layout, board_map, node)
    other = v.pos[1 - seat] if len(v.pos) > 1 else None
    dx = (-16 if seat == 0 else 16) if other == node else 0
    return x + dx, y - 34


def row_slots(layout, row: str, n: int) -> list[tuple[float, float]]:
    a = layout[f"row.{row}"]
    x0 = a.x + LABEL_W + 14 + ROW_W / 2
    room = a.x + a.w - 14 - ROW_W / 2 - x0
    step = min(ROW_W + 8, room / max(1, n - 1)) if n > 1 else 0
    return [(x0 + step * i, a.cy) for i in range(n)]


CROWDED = 5                 # from this many cards in hand they shrink so each shows its name
CROWD_W, CROWD_H = 124, 174
HAND_ROOM = 688             # the hand area's width less its margins
LEAST_W = 104               # the narrowest hand card laid whole beside the others (narrower,
                            # its name is too small to draw)
HAND_TALL = 228             # the hand area's height less its margins
ROW_MOST = 6                # the most cards in one row of the hand; more lie in two rows
LIFT = 0.08                 # a hovered hand card rises this part of its height (paint_card)
STRIP = 0.42                # the top of a card's face that names it: its title (two lines at
                            # most) and its first cost (engine/widgets/card.py: draw_face)


def hand_card_size(n: int) -> tuple[float, float]:
    """The largest size at which ``n`` cards lie side by side, whole, down to ``LEAST_W`` wide
    (five and six cards; play-test 14: overlapping cards' names were cut, "Обсерватор…");
    more lie in two rows (``hand_slots``), as large as six but short enough that a back card
    rising on hover stays in the area and its ``STRIP`` shows above the front row."""
    if n > ROW_MOST:
        h = min(hand_card_size(ROW_MOST)[1], HAND_TALL / (1 + LIFT + STRIP))
        return (h / 1.4, h)
    for w in (HAND_W, CROWD_W):
        if n * w + (n - 1) * 6 <= HAND_ROOM:
            return (w, HAND_H if w == HAND_W else CROWD_H)
    w = (HAND_ROOM - (n - 1) * 6) / max(1, n)
    return (w, w * 1.4) if w >= LEAST_W else (CROWD_W, CROWD_H)


def hand_slots(layout, n: int) -> list[tuple[float, float]]:
    """Centres of ``n`` hand cards: side by side while six fit; seven and more in two rows
    (``tiers``, the first cards behind), each card of the back row showing its top strip --
    its name whole, its cost and its colour -- above the front row (play-test: in one
    overlapping row, seven cards' names and costs were cut); a hovered card comes forward whole
    and rises within the hand area, and a long hover or a right click shows it large."""
    a = layout["hand"]
    w, h = hand_card_size(n)
    if n > ROW_MOST:
        return tiers(n, (a.x + 4, a.y + 4, a.w - 8, HAND_TALL), w, h,
                     max(ROW_MOST, -(-n // 2)), lift=h * LIFT)
    x0 = a.x + w / 2 + 4
    room = a.w - w - 8
    step = min(w + 8, room / max(1, n - 1)) if n > 1 else 0
    y = a.cy if h == HAND_H else a.y + a.h - h / 2 - 6
    return [(x0 + step * i, y) for i in range(n)]


OPP_X0 = 200                # the other seat's rows start right of its coins, hand and VP piles
OPP_GAP = 20                # between two of its rows
MINI_LEAST = 64             # a crowded row's cards, side by side, before they overlap
OPP_GROUP_MIN = 110         # a row's least width: its title fits over it, empty or with one card
OPP_LABEL_DY, OPP_CARD_TOP = 26, 54     # the rows' titles, and their cards' top edge (badges above)


def title_width(text: str, size: float) -> float:
    """The canvas width of a row title drawn ``size`` tall (the bundled font's own measure: a
    guess of 0.58 of a size a letter left "Belongings" and "Inhabitants" a fifth more room than
    they take, and the other seat's four buildings overlapped, "Trave", "card.", play-test 16)."""
    return _em_width(text) * size


@lru_cache(maxsize=64)
def _em_width(text: str) -> float:
    """``text``'s width in the regular face, a part of its size (measured once, 120 px tall)."""
    import pygame
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(font_path("regular")), 120).size(text)[0] / 120


def opp_rows(layout, counts: dict, least: dict | None = None) -> dict:
    """Row -> (title's left x, title's y, card centres, card size) for the other seat's three
    rows, side by side in its panel (play-test 14: stacked, each card 52 px wide, the
    inhabitant hid the buildings' badges and a starter showed no words).  Each row is as wide
    as its cards laid side by side; when all three do not fit, the longer rows' cards grow
    smaller (to ``MINI_LEAST`` wide), then overlap evenly (play-test 16: four buildings
    overlapped, "Trave", "card.", their words cut).  ``least``: a row's
    least width (its title's, grown to the readable size in a small window)."""
    a = layout["opp"]
    x0, x1 = a.x + OPP_X0, a.x + a.w - 14
    avail = x1 - x0 - OPP_GAP * (len(ROWS) - 1)

    def need(n: int) -> float:
        return max(OPP_GROUP_MIN, n * MINI_W + max(0, n - 1) * 6)
    least = least or {}
    base = {r: max(OPP_GROUP_MIN, least.get(r, 0), MINI_W if counts[r] else 0) for r in ROWS}
    want = {r: max(base[r], need(counts[r])) for r in ROWS}
    extra = sum(want[r] - base[r] for r in ROWS)
    f = 1.0 if extra <= 0 else min(1.0, max(0.0, avail - sum(base.values())) / extra)
    top = a.y + OPP_CARD_TOP
    out, x = {}, x0
    for r in ROWS:
        w, n = base[r] + (want[r] - base[r]) * f, counts[r]
        # a crowded row's cards grow smaller side by side, each face whole, before they overlap
        cw = max(MINI_LEAST, min(MINI_W, (w - (n - 1) * 6) / n)) if n > 1 else MINI_W
        ch = MINI_H * cw / MINI_W
        step = min(cw + 6, (w - cw) / (n - 1)) if n > 1 else 0
        out[r] = (x, a.y + OPP_LABEL_DY, [(x + cw / 2 + step * i, top + ch / 2)
                                          for i in range(n)], (cw, ch))
        x += w + OPP_GAP
    return out


# the other seat's hand and VP piles: small enough that their labels ("Рука", grown to the
# readable size in a small window) stay under its coin box and their counts inside its panel
OPP_PILE = (50.0, 70.0)
OPP_PILE_Y = 170


def opp_hand_pos(s) -> tuple[float, float]:
    return opp_hand_xy(s.layout)


def opp_hand_xy(layout) -> tuple[float, float]:
    a = layout["opp"]
    return a.x + 60, a.y + OPP_PILE_Y


def vp_pos(s, seat: int) -> tuple[float, float, float, float]:
    return vp_xy(s.layout, s.big_seat(), seat)


def vp_xy(layout, focus: int, seat: int) -> tuple[float, float, float, float]:
    if seat == focus:
        a = layout["me"]
        return a.x + a.w - 52, a.y + 156, 72, 100
    a = layout["opp"]
    return a.x + 160, a.y + OPP_PILE_Y, *OPP_PILE


def coins_pos(s, seat: int) -> tuple[float, float]:
    return coins_xy(s.layout, s.big_seat(), seat)


def coins_xy(layout, focus: int, seat: int) -> tuple[float, float]:
    if seat == focus:
        a = layout["me"]
        return a.x + 60, a.y + 78
    a = layout["opp"]
    return a.x + 60, a.y + 66


# ---------------------------------------------------------------- the description
def describe(inp: TableInput) -> list[EntitySpec]:
    me = inp.focus
    specs = _board(inp)
    specs += _piles(inp)
    specs += _seat(inp, me)
    specs += _opponent(inp, 1 - me)
    specs += _buttons(inp)
    specs += _status(inp)
    return specs


def _fly(key, kind, x, y, w, h, z, params, inp: TableInput, **kw) -> EntitySpec:
    o = inp.origin(key)
    if o is not None:
        kw["enter"] = "fly"
        kw["origin"] = o
    return EntitySpec(key, kind, x, y, w, h, z, params, **kw)


def _board(inp: TableInput) -> list[EntitySpec]:
    v, L, bmap = inp.view, inp.layout, board_map(inp)
    b = L["board"]
    bd = board(v.board)
    pos = {n: bmap[f"node.{n}"] for n in bd.nodes}
    segs = []
    for frm, to, cost in edges(v.board):
        label = inp.t(f"wv.pathcost.{cost[0]}", n=cost[1]) if cost else ""
        segs.append(((pos[frm].cx, pos[frm].cy), (pos[to].cx, pos[to].cy), label))
    name = bd.name_uk if inp.lang == "uk" else bd.name_en
    specs = [EntitySpec("wv.board", "wv_board", b.cx, b.cy, b.w, b.h, 1,
                        {"edges": tuple(segs), "origin": (b.x, b.y), "side": v.board,
                         "title": name}, enter="none")]
    spaces = [node_xy(L, bmap, n) for n in bd.nodes]
    for frm, to, cost in edges(v.board):
        if not cost:
            continue
        bx, by = badge_xy(node_xy(L, bmap, frm), node_xy(L, bmap, to), spaces)
        specs.append(EntitySpec(
            f"wv.cost.{frm}.{to}", "wv_cost", bx, by,
            BADGE[0], BADGE[1], 7, {"text": inp.t(f"wv.pathcost.{cost[0]}", n=cost[1])},
            tooltip=inp.t(f"wv.tip.pathcost.{cost[0]}", n=cost[1]), enter="none"))
    specs += _spaces(inp, bd, bmap)
    for seat in range(len(v.pos)):
        x, y = traveller_xy(L, bmap, v, seat, v.pos[seat])
        sp = v.species[seat] if v.species[seat] else ""
        species = inp.t(f"wv.species.{sp}") if sp else ""
        # the tooltip says whose it is and what its letter means (the species it chose), and
        # the space's reward now (a set-up token it took is gone: the log tells what it got)
        specs.append(EntitySpec(
            N.traveller(seat), "wv_traveller", x, y, 44, 58, 30 + seat,
            {"color": inp.seat_color(seat), "letter": species[:1]},
            tooltip=inp.t("wv.tip.traveller" if sp else "wv.tip.traveller.nomark",
                          name=inp.seat_name(seat), letter=species[:1],
                          species=species.lower(),
                          place=reward_text(inp, bd.nodes[v.pos[seat]].get("reward"))
                          if v.pos[seat] != bd.home else inp.t("wv.home")),
            enter="fade"))
    return specs


BADGE = (84, 30)        # a path toll badge (w, h): room for its widest label
SPACE = 56              # a board space (w = h)


def _hits_space(x: float, y: float, spaces) -> bool:
    gap = 2
    return any(abs(x - sx) < (BADGE[0] + SPACE) / 2 + gap and abs(y - sy) < (BADGE[1] + SPACE) / 2
               + gap for sx, sy in spaces)


def badge_xy(a, b, spaces) -> tuple[float, float]:
    """Where a path's toll badge goes: along the path from ``a`` to ``b``, nearest its middle
    where it covers no space; else pushed off the path sideways (a badge never hides a node)."""
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    ln = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    nx, ny = -dy / ln, dx / ln
    for side in (0, 24, -24, 44, -44, 64, -64, 76, -76, 90, -90):
        for t in (0.5, 0.6, 0.4, 0.7, 0.3, 0.8, 0.2):
            x, y = x1 + dx * t + nx * side, y1 + dy * t + ny * side
            if not _hits_space(x, y, spaces):
                return x, y
    return x1 + dx * 0.5, y1 + dy * 0.5


def _tolls(inp: TableInput, node: str) -> list[str]:
    """The tolls on the paths into ``node``: the one from the viewer's traveller when such a
    path exists, else every toll into it (A Wild Venture autumn)."""
    into = [(frm, cost) for frm, to, cost in edges(inp.view.board) if to == node and cost]
    here = (inp.view.pos[inp.viewer] if inp.viewer is not None
            and inp.viewer < len(inp.view.pos) else None)
    mine = [c for frm, c in into if frm == here]
    out = []
    for cost in (mine or [c for _, c in into]):
        line = inp.t(f"wv.tip.pathcost.{cost[0]}", n=cost[1])
        if line not in out:
            out.append(line)
    return out


def _spaces(inp: TableInput, bd, bmap) -> list[EntitySpec]:
    """The board's spaces: reward, set-up token, glowing where the traveller may go."""
    v = inp.view
    moves = {a[1] for a in inp.legal if a[0] == "move"}
    tokens: dict = {}
    for node, tok in v.board_tokens:
        tokens.setdefault(node, tok)
    specs = []
    for node, info in bd.nodes.items():
        x, y = node_xy(inp.layout, bmap, node)
        reward = info.get("reward")
        active = node in moves
        tok = tokens.get(node, "")
        tip = reward_text(inp, reward)
        if node == bd.home:
            tip = inp.t("wv.home")
        if tok:
            tip += "\n" + inp.t(f"wv.token.{tok}" if tok in ("golden", "plus5", "nest")
                                else "wv.token.enchant", pair=inp.t(f"wv.pair.{tok}"))
        if bd.is_end(node):
            tip += "\n" + inp.t("wv.tip.path_end")
        for toll in _tolls(inp, node):
            tip += "\n" + toll
        if active:
            tip = inp.t("wv.tip.travel_here") + "\n" + tip
        specs.append(EntitySpec(
            N.space(node), "wv_space", x, y, SPACE, SPACE, 5,
            {"reward": tuple(reward) if reward else (), "active": active,
             "home": node == bd.home, "label": inp.t("wv.home_short") if node == bd.home
             else reward_short(inp, reward), "token": tok,
             "token_label": inp.t(f"wv.token_short.{tok}") if tok else "",
             # a click on another space says why the traveller does not go there
             W.REFUSED: None if active else W.refusal(inp, RULES, ("space", node))},
            click=("move", node) if active else None, tooltip=tip, enter="none"))
    return specs


def _piles(inp: TableInput) -> list[EntitySpec]:
    v, L = inp.view, inp.layout
    d = L["deck"]
    specs = [EntitySpec(N.DECK, "pile", d.cx, d.cy, PILE_W, PILE_H, 4,
                        pile_params(len(v.deck), inp.t("wv.deck"), back=back_params(inp)),
                        tooltip=inp.t("wv.tip.deck", n=len(v.deck)), enter="none")]
    dc = L["discard"]
    n = len(v.discard)
    specs.append(EntitySpec(N.DISCARD, "pile", dc.cx, dc.cy, PILE_W, PILE_H, 4,
                            pile_params(n, inp.t("wv.discard"), back=back_params(inp),
                                        browsable=n > 0),
                            click=("browse", "discard") if n else None,
                            tooltip=inp.t("wv.tip.discard", n=n), enter="none"))
    if n:
        top = v.discard[-1]
        specs.append(_fly(N.card_key(top), "card", dc.cx, dc.cy, PILE_W, PILE_H, 8,
                          card_params(card_data(inp, top), raise_on_hover=False), inp,
                          click=("browse", "discard"), buttons=(1, 3),
                          tooltip=card_tip(inp, top) + "\n" + inp.t("wv.tip.discard", n=n),
                          name=N.DISCARD_TOP))
    return specs


def _row_titles(inp: TableInput) -> dict:
    return {r: inp.t(f"wv.row.{r}") for r in ROWS}


def _row_content(v, seat: int) -> dict:
    """Row -> (card or starter kind, supplies (None: a starter), enchantment token): what the
    row shows, so its "in play" count counts the three starters too."""
    inhab = [(c[0], c[1], "") for c in v.inhab[seat]]
    # the rulebook's bottom row: the starters, the buildings beside them; inhabitants above
    return {"building": [(k, None, "") for k in STARTERS] + [(b[0], b[1], b[2]) for b in v.build[seat]],
            "inhabitant": inhab,
            "belonging": [(c[0], c[1], "") for c in v.belong[seat]]}


def _seat(inp: TableInput, seat: int) -> list[EntitySpec]:
    v, L = inp.view, inp.layout
    mine = inp.viewer == seat
    dec = decision(v, seat) if mine else "wait"
    specs: list[EntitySpec] = []
    titles = _row_titles(inp)
    content = _row_content(v, seat)
    for row in ROWS:
        a = L[f"row.{row}"]
        sub = inp.t("wv.row.count", n=len(content[row]))
        specs.append(EntitySpec(f"wv.row.{row}", "wv_row", a.cx, a.cy, a.w, a.h, 2,
                                {"title": titles[row], "sub": sub, "label_w": LABEL_W},
                                enter="none"))
    specs += _rows(inp, seat, mine, dec)
    specs += _hand(inp, seat, mine, dec)
    # the seat header: name, coins, VP card
    me = L["me"]
    turn = not inp.over and v.phase == "turn" and v.current == seat
    specs.append(EntitySpec("wv.me", "wv_seat", me.cx, me.cy, me.w, me.h, 2,
                            {"title": inp.seat_name(seat), "color": inp.seat_color(seat),
                             "turn": turn}, enter="none"))
    cx, cy = coins_xy(L, inp.focus, seat)
    # the coins you pay with stay in sight while a card's cost is read: no tooltip nor
    # refusal covers them (play-test 14: a hand card's tooltip and "costs 3 coins; you have
    # 1" went over them)
    # narrow enough that the VP pile's label over its cards stays clear of it (play-test 15:
    # "VP" sat on the coin box's border at 1280x720)
    specs.append(EntitySpec(N.coins(seat), "counter", cx + 10, cy, 104, 46, 6,
                            {**counter_params("gold", v.coins[seat]),
                             "keep_clear": seat == inp.viewer},
                            tooltip=inp.t("wv.tip.coins", n=v.coins[seat]), enter="none",
                            name=N.coins(seat)))
    specs += _vp(inp, seat)
    specs += _tokens(inp, seat, inp.legal if mine else ())
    return specs


def _rows(inp: TableInput, seat: int, mine: bool, dec: str) -> list[EntitySpec]:
    """The cards in the three rows of the seat in focus (starters lead the buildings)."""
    v, legal = inp.view, inp.legal
    rows = row_targets(list(legal)) if mine else {}
    enchants = {a[1] for a in legal if a[0] == "enchant"} if mine else set()
    specs: list[EntitySpec] = []
    for row, items in _row_content(v, seat).items():
        slots = row_slots(inp.layout, row, len(items))
        # overlapped cards show their left strip: a badge on the right would be under the next
        left = len(slots) > 1 and slots[1][0] - slots[0][0] < ROW_W
        for i, (cid, sup, tok) in enumerate(items):
            x, y = slots[i]
            act = rows.get(cid)
            if sup is None:               # a starter
                adv = v.starters[seat][STARTERS.index(cid)]
                used = cid in v.used_main and v.current == seat
                why = W.refusal(inp, RULES, ("row", cid)) if mine and act is None else None
                specs.append(EntitySpec(
                    N.starter_key(seat, cid), "card", x, y, ROW_W, ROW_H, 10 + i,
                    {**card_params(starter_data(inp, cid, adv), glow=act is not None,
                                   dim=used or (mine and dec == "main" and act is None)),
                     W.REFUSED: why},
                    click=("row", cid) if act else None, buttons=(1, 3),
                    tooltip=W.tip(inp, starter_tip(inp, cid, adv) + (
                        "\n" + inp.t("wv.tip.activate") if act else ""), why),
                    name=N.starter(cid), enter="none"))
                continue
            can_enchant = cid in enchants
            tip = card_tip(inp, cid)
            if row == "building":
                tip += "\n" + inp.t("wv.tip.invested", n=sup)
                if tok:
                    tip += "\n" + inp.t("wv.tip.enchanted", pair=inp.t(f"wv.pair.{tok}"))
            else:
                tip += "\n" + inp.t("wv.tip.supplies", n=sup)
            if act:
                tip += "\n" + inp.t("wv.tip.target" if act[0] == "target"
                                    else "wv.tip.activate")
            if can_enchant:
                tip += "\n" + inp.t("wv.tip.enchant")
            dim = (row == "inhabitant" and mine and dec == "main" and act is None) or \
                (dec == "row" and act is None and row == "inhabitant")
            # a building or belonging is never activated: a left click says so (its tooltip
            # tells what it does; an inhabitant's says why it is dimmed too)
            why = W.refusal(inp, RULES, ("row", cid)) if (
                mine and not act and not can_enchant) else None
            ok = act or can_enchant
            # the corner badge says the supplies and the cost is paid: the face leaves both to
            # the zoom, its room to the card's words (play-test 15: a supply's "2" over them)
            whole = card_data(inp, cid, sup, tok)
            face = replace(whole, icons=tuple(i for i in whole.icons if i[1] is None), cost=[])
            specs.append(_fly(N.card_key(cid), "card", x, y, ROW_W, ROW_H, 10 + i,
                              {**card_params(face, glow=act is not None or can_enchant,
                                             dim=dim, zoom_card=card_params(whole)["card"],
                                             badge=str(sup) if row != "building" else
                                             (f"+{sup}" if sup else None), badge_left=left),
                               W.REFUSED: why}, inp,
                              click=("row", cid) if ok else ("zoom",),
                              buttons=(3,) if why else (1, 3),
                              tooltip=W.tip(inp, tip, why if row == "inhabitant" else None),
                              name=N.tab(cid)))
    return specs


def _hand(inp: TableInput, seat: int, mine: bool, dec: str) -> list[EntitySpec]:
    v = inp.view
    hand = v.hands[seat]
    targets = hand_targets(v, seat, list(inp.legal)) if mine else {}
    slots = hand_slots(inp.layout, len(hand))
    avoid = _lit_cards(inp, seat) if mine else ()
    hw, hh = hand_card_size(len(hand))
    front = max((y for _, y in slots), default=0.0)
    # a card in a back row shows its top strip; where that cannot say its name (800x450), a
    # short hover shows it large (play-test 16: the back row showed only costs and colours)
    quick = {"zoom_after": QUICK_ZOOM_S} if not names_itself(
        hw, inp.min_text * theme.LEGIBLE_PX / theme.MIN_TEXT_PX) else {}
    specs: list[EntitySpec] = []
    for i, cid in enumerate(hand):
        x, y = slots[i]
        if cid == "?":
            specs.append(EntitySpec(N.hand_back_key(seat, i), "card", x, y, hw, hh, 40 + i,
                                    back_params(inp), name=f"wv.hand.{i}"))
            continue
        act = targets.get(cid)
        tip = card_tip(inp, cid)
        why = None
        if act is not None:
            tip += "\n" + inp.t(f"wv.tip.hand_{act[0]}")
        elif mine:                  # its cost and your coins, no main action left, ...
            why = W.refusal(inp, RULES, ("hand", cid))
        specs.append(_fly(N.card_key(cid), "card", x, y, hw, hh, 40 + i,
                          {**card_params(card_data(inp, cid), glow=act is not None,
                                         dim=mine and dec in ("main", "hand") and act is None,
                                         **(quick if y < front else {})),
                           W.REFUSED: why}, inp,
                          click=("hand", cid) if act else ("zoom",),
                          buttons=(3,) if why else (1, 3),
                          tooltip=W.tip(inp, tip, why), name=N.hand(cid),
                          tip_avoid=avoid))
    if not hand:
        a = inp.layout["hand"]
        specs.append(EntitySpec("wv.hand_empty", "text", a.cx, a.cy, a.w, 40, 3,
                                {"text": inp.t("wv.hand_empty"), "size": 24,
                                 "color": theme.TEXT_DIM, "align": "center"}, enter="none"))
    return specs


def _lit_cards(inp: TableInput, seat: int) -> tuple:
    """The rects of the seat's row cards a click uses now, with their glow: a hand card's
    tooltip keeps off them (play-test 13: Mayor's tooltip covered the glowing Buildings), but
    not off the rest of their rows, so it can sit just above the hand, clear of its playable
    neighbours (play-test 14: kept off the whole rows, it went over them)."""
    lit = row_targets(list(inp.legal))
    out = []
    for row, items in _row_content(inp.view, seat).items():
        for (x, y), item in zip(row_slots(inp.layout, row, len(items)), items):
            if item[0] in lit:
                out.append((x - ROW_W / 2 - GLOW, y - ROW_H / 2 - GLOW, ROW_W + 2 * GLOW,
                            ROW_H + 2 * GLOW))
    return tuple(out)


def _tokens(inp: TableInput, seat: int, legal) -> list[EntitySpec]:
    """Enchantment tokens held: in the seat header (glowing while a building can take one)."""
    out = []
    usable = {a[2] for a in legal if a[0] == "enchant"}
    for i, pair in enumerate(inp.view.tokens[seat][:4]):
        if seat == inp.focus:
            a = inp.layout["me"]
            x, y = a.x + 30 + (i % 2) * 42, a.y + 140 + (i // 2) * 42
        else:
            a = inp.layout["opp"]          # two by two, left of its rows
            x, y = a.x + 160 + (i % 2) * 36, a.y + 58 + (i // 2) * 36
        tip = inp.t("wv.tip.token_held", pair=inp.t(f"wv.pair.{pair}"))
        out.append(EntitySpec(N.token(seat, i), "wv_coin", x, y, 34, 34, 7,
                              {"icon": PAIR_ICON.get(pair, "any"), "glow": pair in usable},
                              tooltip=tip, enter="pop", name=N.token(seat, i)))
    return out


def _vp(inp: TableInput, seat: int) -> list[EntitySpec]:
    v = inp.view
    x, y, w, h = vp_xy(inp.layout, inp.focus, seat)
    tucked = v.tucked[seat]
    seen = any(c != "?" for c, _ in tucked)     # nobody may look through hidden tucked cards
    top = None
    if v.face_up and tucked and tucked[-1][0] != "?":
        top = card_params(card_data(inp, tucked[-1][0]))
    return [EntitySpec(N.vp(seat), "pile", x, y, w, h, 6,
                       pile_params(len(tucked), inp.t("wv.vp"), top=top, back=back_params(inp),
                                   browsable=seen),
                       click=("browse", f"vp.{seat}") if seen else None,
                       tooltip=inp.t("wv.tip.vp", n=len(tucked)), enter="none",
                       name=N.vp(seat))]


def _opponent(inp: TableInput, seat: int) -> list[EntitySpec]:
    v, L = inp.view, inp.layout
    a = L["opp"]
    turn = not inp.over and v.phase == "turn" and v.current == seat
    specs = [EntitySpec("wv.opp", "wv_seat", a.cx, a.cy, a.w, a.h, 2,
                        {"title": inp.seat_name(seat), "color": inp.seat_color(seat),
                         "turn": turn, "title_w": 190}, enter="none")]
    cx, cy = coins_xy(L, inp.focus, seat)
    specs.append(EntitySpec(N.coins(seat), "counter", cx + 20, cy, 120, 40, 6,
                            counter_params("gold", v.coins[seat]),
                            tooltip=inp.t("wv.tip.coins", n=v.coins[seat]), enter="none",
                            name=N.coins(seat)))
    hx, hy = opp_hand_xy(L)
    n = len(v.hands[seat])
    specs.append(EntitySpec(f"wv.ohand.{seat}", "pile", hx, hy, *OPP_PILE, 6,
                            pile_params(n, inp.t("wv.hand"), back=back_params(inp)),
                            tooltip=inp.t("wv.tip.opp_hand", n=n), enter="none"))
    specs += _vp(inp, seat)
    specs += _tokens(inp, seat, ())
    titles = _row_titles(inp)
    content = _row_content(v, seat)

    def theirs(cid: str) -> str | None:     # a left click on one says it is not yours
        return W.refusal(inp, RULES, ("theirs", cid))
    size = max(24.0, inp.min_text)
    least = {r: title_width(titles[r], size) + 6 for r in ROWS}
    for row, (lx, ly, slots, (cw, ch)) in opp_rows(L, {r: len(content[r]) for r in ROWS},
                                                  least).items():
        specs.append(EntitySpec(f"wv.orow.{row}", "text", lx + 80, ly, 160, 30, 3,
                                {"text": titles[row], "size": size, "color": theme.TEXT_DIM,
                                 "keep_clear": True,      # no tooltip covers it (kept_clear)
                                 "anchor": "midleft"}, enter="none"))
        items = content[row]
        step = slots[1][0] - slots[0][0] if len(slots) > 1 else cw + 6
        left = step < cw + 6
        for i, (cid, sup, tok) in enumerate(items):
            x, y = slots[i]
            # a card the next one covers past its words' margin says none (its colour,
            # badges and zoom tell): no word cut at the next card's edge
            mute = i < len(items) - 1 and step < cw * (1 - COVER_OK)
            if sup is None:
                adv = v.starters[seat][STARTERS.index(cid)]
                face = starter_data(inp, cid, adv)
                # an upgraded starter is marked "↑" where its words do not fit (play-test 13:
                # the upgraded Nest looked as before); its tooltip names the side
                specs.append(EntitySpec(N.starter_key(seat, cid), "card", x, y, cw, ch,
                                        10 + i, {**card_params(_muted(face) if mute else face,
                                                               badge="↑" if adv else None,
                                                               zoom_card=card_params(face)["card"]),
                                                 W.REFUSED: theirs(cid)},
                                        buttons=(3,), click=("zoom",),
                                        tooltip=starter_tip(inp, cid, adv), enter="none",
                                        name=N.starter(cid, mine=False)))
                continue
            badge = str(sup) if row != "building" else (f"+{sup}" if sup else None)
            # the badge says the supplies: no icon repeats them in the effect box, which is
            # left to the card's words (play-test 13: two "1"s and no text on a miniature);
            # its cost, paid, is the tooltip's (its icon cut by the box on a small face)
            whole = card_data(inp, cid, sup, tok)
            mini = replace(_muted(whole) if mute else whole, icons=(), cost=[])
            specs.append(_fly(N.card_key(cid), "card", x, y, cw, ch, 10 + i,
                              {**card_params(mini, badge=badge,
                                             zoom_card=card_params(whole)["card"],
                                             badge_left=left),
                               W.REFUSED: theirs(cid)}, inp,
                              buttons=(3,), click=("zoom",), tooltip=card_tip(inp, cid),
                              name=N.otab(cid)))
    return specs


COVER_OK = 0.08        # the part of a face the next card may cover and leave its words whole


def _muted(c: CardData) -> CardData:
    """``c`` without its words, for a face the next card covers."""
    return replace(c, text="", short="", tiny="", micro="", figures="")


def _status(inp: TableInput) -> list[EntitySpec]:
    """Under the piles: whose turn, main actions left, and the end of the game once in sight."""
    v = inp.view
    a = inp.layout["tip"]
    if v.phase != "turn":
        return []
    lines = [inp.t("wv.status.turn", name=inp.seat_name(v.current), n=v.main_left)]
    if v.final_turns >= 0:
        lines.append(inp.t("wv.status.final", n=v.final_turns))
    elif len(v.deck) <= 10:
        lines.append(inp.t("wv.status.deck_low", n=len(v.deck)))
    return [EntitySpec("wv.status", "text", a.cx, a.cy, a.w, a.h, 3,
                       {"text": "\n".join(lines), "size": 26, "color": theme.TEXT,
                        "wrap": a.w, "align": "center", "anchor": "center"}, enter="none")]


def _buttons(inp: TableInput) -> list[EntitySpec]:
    if not inp.my_turn:
        return []
    buttons = []
    if ("end",) in inp.legal:
        buttons.append(("end", "primary", "wv.tip.end"))
    if decision(inp.view, inp.viewer) in ("dialog", "pick"):
        buttons.append(("choose", "primary", "wv.tip.choose"))
    specs = []
    for k, (verb, style, tip) in enumerate(buttons[:2]):
        a = inp.layout[f"action.{k}"]
        specs.append(EntitySpec(N.button(verb), "button", a.cx, a.cy, a.w, a.h, 45,
                                {"text": inp.t(f"wv.btn.{verb}"), "style": style,
                                 "short": inp.t(f"wv.btn.{verb}_short")}, click=verb,
                                tooltip=inp.t(tip)))
    return specs
