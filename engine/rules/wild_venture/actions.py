"""Legal actions and ``step``.  Every action is a flat tuple (see text.py for their meaning):

set-up   ("pick", start_card)  ("set_aside", card) [stormier variant, 3 per seat, simultaneous]
turn     ("play", card)  ("activate", nest|pad|burrow|inhabitant)  ("free", inhabitant)
         ("enchant", building, pair)  ("end",)
choices  ("discard", card) ("tuck", card) ("move", node) ("invest", building, n)
         ("look_draw"|"look_tuck"|"look_discard", card) ("return", card) ("target", inhabitant)
         ("chest", 0|1|2) ("reward", "activate"|"upgrade") ("trigger", building)
         ("replay", card) ("decline",) ("take", card) ("retire", card)
         (a ruby chest with one card in the discard pile: ("take", card) tucks it,
         ("replay", card) plays it free)

While the effect stack is not empty, the top frame asks the current seat (flow.choices); when
it is empty, the seat takes main and free actions and finally ends its turn ("end" becomes
legal once both main actions are spent).  Free actions happen only between effects.
"""
from __future__ import annotations

from engine.rules.protocol import IllegalAction

from . import events as E
from .flow import STARTER_INDEX, apply_choice, choices, play_card, push_effect, run
from .material import STARTERS, board, card, cards
from .state import State, Work

SETUP_DISCARDS = 3


def to_act(state: State) -> list[int]:
    ph = state.phase
    if ph == "turn":
        return [state.current]
    if ph == "pick":
        return [state.picker]
    if ph == "setup_discard":
        return [s for s in (0, 1) if len(state.setup_discards[s]) < SETUP_DISCARDS]
    return []


_COST: dict = {}
_FREE: dict = {}


def _tables() -> None:
    for c in cards().values():
        _COST[c.id] = c.cost
        _FREE[c.id] = c.free


def _main_menu(st, s: int) -> list:
    if not _COST:
        _tables()
    out = []
    coins = st.coins[s]
    used = st.used_main
    if st.main_left > 0:
        for cid in st.hands[s]:
            if _COST.get(cid, 99) <= coins:         # (a "?" of a view is not playable)
                out.append(("play", cid))
        for kind in STARTERS:
            if kind not in used:
                out.append(("activate", kind))
        for iid, sup in st.inhab[s]:
            if sup > 0 and not _FREE[iid] and iid not in used:
                out.append(("activate", iid))
    for iid, sup in st.inhab[s]:
        if sup > 0 and _FREE[iid] and iid not in st.free_used:
            out.append(("free", iid))
    for bid, _, tok in st.build[s]:
        if not tok:
            for pair in st.tokens[s]:
                out.append(("enchant", bid, pair))
    if st.main_left == 0:
        out.append(("end",))
    return out


def check_seat(seat) -> None:
    if type(seat) is not int or seat not in (0, 1):
        raise IllegalAction(f"no seat {seat!r} in a 2-player game")


_CACHE: list = [None, None, None]     # (state, seat, actions) of the latest call


def legal_actions(state: State, seat) -> list:
    check_seat(seat)
    c = _CACHE
    if c[0] is state and c[1] == seat:
        return list(c[2])
    out = _legal(state, seat)
    c[0], c[1], c[2] = state, seat, out
    return list(out)


def _legal(state: State, seat: int) -> list:
    if seat not in to_act(state):
        return []
    ph = state.phase
    if ph == "pick":
        return [("pick", c) for c in state.start_pool]
    if ph == "setup_discard":
        return [("set_aside", c) for c in state.hands[seat]]
    if state.stack:
        return choices(state, state.stack[-1])
    return _main_menu(state, seat)


def step(state: State, seat, action):
    check_seat(seat)
    if state.phase == "over":
        raise IllegalAction("the game is over")
    if seat not in to_act(state):
        raise IllegalAction(f"it is not seat {seat}'s turn to act")
    if isinstance(action, list):
        action = tuple(action)
    if not isinstance(action, tuple) or not action or any(
            type(x) not in (str, int) for x in action):
        raise IllegalAction(f"not an action: {action!r}")
    c = _CACHE
    legal = c[2] if (c[0] is state and c[1] == seat) else _legal(state, seat)
    if action not in legal:
        raise IllegalAction(f"{action!r} is not allowed now")
    w = Work(state)
    if state.fresh != (0, 0):
        w.fresh = [0, 0]            # cards tucked by the step before are out of sight now
    _apply(w, seat, action)
    run(w)
    return w.freeze(), w.events


def _apply(w: Work, s: int, a: tuple) -> None:
    verb = a[0]
    if w.phase == "pick":
        _pick(w, s, a[1])
        return
    if w.phase == "setup_discard":
        _setup_discard(w, s, a[1])
        return
    if w.stack:
        apply_choice(w, w.stack[-1], a)
        return
    if verb == "play":
        w.main_left -= 1
        w.hands[s].remove(a[1])
        play_card(w, s, a[1], card(a[1]).cost, "hand")
    elif verb == "activate":
        w.main_left -= 1
        w.used_main.append(a[1])
        if a[1] in STARTER_INDEX:
            w.stack.append(("activate_starter", s, "main", a[1]))
        else:
            _activate_paid(w, s, a[1], "main")
    elif verb == "free":
        w.free_used.append(a[1])
        _activate_paid(w, s, a[1], "free")
    elif verb == "enchant":
        for b in w.build[s]:
            if b[0] == a[1]:
                b[2] = a[2]
        w.tokens[s].remove(a[2])
        w.events.append(E.Enchanted(s, a[1], a[2]))
        c = card(a[1])
        if c.enchant_kind == "once":
            push_effect(w, s, a[1], c.enchant)
    elif verb == "end":
        b = board(w.board)
        if b.is_end(w.pos[s]):
            w.pos[s] = b.home
            w.events.append(E.TravellerHome(s))
        w.stack.append(("end_tuck", s, ""))


def _activate_paid(w: Work, s: int, iid: str, how: str) -> None:
    for c in w.inhab[s]:
        if c[0] == iid:
            c[1] -= 1
    w.events.append(E.Activated(s, iid, how))
    push_effect(w, s, iid, card(iid).effect)


def _pick(w: Work, s: int, cid: str) -> None:
    w.start_pool = tuple(c for c in w.start_pool if c != cid)
    w.inhab[s].append([cid, 2])
    sp = list(w.species)
    sp[s] = card(cid).species
    w.species = tuple(sp)
    w.events.append(E.StartPicked(s, cid))
    if s != w.first:
        w.picker = w.first
        return
    for rest in w.start_pool:
        w.discard.append(rest)
        w.events.append(E.CardDiscarded(s, rest, "setup"))
    w.start_pool = ()
    if w.stormy:
        w.phase = "setup_discard"
    else:
        w.phase = "turn"
        w.current = w.first


def _setup_discard(w: Work, s: int, cid: str) -> None:
    w.hands[s].remove(cid)
    sd = [list(x) for x in w.setup_discards]
    sd[s].append(cid)
    w.setup_discards = tuple(tuple(x) for x in sd)
    w.events.append(E.SetupDiscarded(s, cid))
    if all(len(x) >= SETUP_DISCARDS for x in sd):
        for seat in (w.first, 1 - w.first):
            for c in sd[seat]:
                w.discard.append(c)
                w.events.append(E.CardDiscarded(seat, c, "setup"))
        w.setup_discards = ((), ())
        w.phase = "turn"
        w.current = w.first
