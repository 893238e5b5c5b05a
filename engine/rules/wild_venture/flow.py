"""The effect interpreter: one explicit stack of frames in the state, run until a frame needs
a player's choice (then that choice is an action of the current seat) or the stack is empty.

A frame is ``(op, seat, src, *args)``; ``src`` is the card whose effect it is ("" for board
rewards and chests): an ``invest`` from a building goes onto that building, an ``activate
another inhabitant`` skips its own card.  Triggers (belongings of both players, buildings of the
acting player) fire the moment their condition is met and their frames go **on top** of the
stack, so they interrupt the effect in progress, which then resumes where it stopped.  Belonging
triggers only move one supply to the acting player as a coin, so they resolve at once (taking
the coin first never hurts); when several buildings trigger together the acting player chooses
their order (an ``order`` frame).

Auto frames: gain, draw, pay, pay_discard, look, step, move_to, arrive, activate_starter,
run_building, retire_tuck (an emptied belonging tucked once its relic is resolved).  Choice frames (actions): discard, tuck, travel (the destination), invest, look_do, look_return,
target_activate, add_supply, chest, starter_reward, order, replay, ruby_take, end_tuck.
"""
from __future__ import annotations

from functools import lru_cache

from . import events as E
from .material import STARTERS, board, card, cards, starters
from .state import MAX_TURNS, Work

CHEST_OPTIONS = {
    "iron": ((("tuck", 1),), (("add_supply", 1),), (("look", 3, (("draw", 1), ("discard", 2))),)),
    "golden": ((("tuck", 2),), (("activate", "any_inhabitant"),),
               (("look", 5, (("draw", 2), ("discard", 3))),)),
    "ruby": ((("tuck", 3),), (("ruby",),), (("look", 5, (("tuck", 1), ("draw", 2), ("discard", 2))),)),
}
TOKEN_REWARD = {"plus5": ("gain", 5), "nest": ("starter", "nest"), "golden": ("chest", "golden")}
STARTER_INDEX = {k: i for i, k in enumerate(STARTERS)}
AUTO_SINGLE = {"look_return", "starter_reward"}


@lru_cache(maxsize=None)
def when_keys(cid: str) -> frozenset:
    return frozenset(":".join(c) for c in card(cid).when)


@lru_cache(maxsize=None)
def card_keys(kind: str, cid: str) -> frozenset:
    if cid not in cards():      # a "?" of a seat's view (the AI plays a determinized state)
        return frozenset()
    c = card(cid)
    return frozenset((f"{kind}:any", f"{kind}:{c.species}", f"{kind}:{c.type}"))


# ---- frames from effect steps --------------------------------------------------------------

def frame_of(st: tuple, s: int, src: str, ctx: str) -> tuple:
    op = st[0]
    if op == "travel":
        return ("travel", s, src, st[1], 0, st[2] if len(st) > 2 else "")
    if op == "activate":
        if st[1] in STARTER_INDEX:
            return ("activate_starter", s, src, st[1])
        return ("target_activate", s, "" if st[1] == "any_inhabitant" else src)
    if op == "replay_discarded":
        return ("replay", s, src, ctx)
    if op == "ruby":
        return ("ruby_take", s, src, 0)
    if op in ("pay", "pay_discard", "look"):
        return (op, s, src, st[1], st[2])
    return (op, s, src, st[1])


def push_effect(w: Work, s: int, src: str, steps, ctx: str = "") -> None:
    for st in reversed(steps):
        w.stack.append(frame_of(st, s, src, ctx))


# ---- small state helpers -------------------------------------------------------------------

def gain(w: Work, s: int, n: int, reason: str = "gain") -> None:
    if n:
        w.coins[s] += n
        w.events.append(E.CoinsChanged(s, n, reason))


def pay(w: Work, s: int, n: int, reason: str) -> None:
    if n:
        w.coins[s] -= n
        w.events.append(E.CoinsChanged(s, -n, reason))


def draw(w: Work, s: int, n: int) -> None:
    k = min(n, len(w.deck))
    if k <= 0:
        return
    got = w.deck[-k:][::-1]
    del w.deck[-k:]
    w.hands[s].extend(got)
    w.events.append(E.CardsDrawn(s, tuple(got)))
    deck_checked(w)


def deck_checked(w: Work) -> None:
    """"Щойно вичерпано колоду, завершіть поточний хід": the deck ran out (a draw, or a look
    that took its last cards, even if some go back on it): this turn and one more each."""
    if not w.deck and w.final_turns < 0:
        w.final_turns = 3


def owned_pairs(w, s: int) -> set:
    return set(w.tokens[s]) | {b[2] for b in w.build[s] if b[2]}


def place_card(w: Work, s: int, cid: str) -> str:
    c = card(cid)
    if c.type == "inhabitant":
        w.inhab[s].append([cid, c.supplies])
    elif c.type == "belonging":
        w.belong[s].append([cid, c.supplies])
    else:
        w.build[s].append([cid, 0, ""])
    return c.type


def play_card(w: Work, s: int, cid: str, cost: int, source: str) -> None:
    if cost:
        pay(w, s, cost, "cost")
    row = place_card(w, s, cid)
    w.events.append(E.CardPlayed(s, cid, cost, row, source))
    fire(w, s, card_keys("play", cid), exclude=cid)


def discard_card(w: Work, s: int, cid: str, source: str) -> None:
    w.discard.append(cid)
    w.events.append(E.CardDiscarded(s, cid, source))
    fire(w, s, card_keys("discard", cid), ctx=cid)


def tuck_card(w: Work, s: int, cid: str, source: str, public: int, trigger: bool = True) -> None:
    w.tucked[s].append([cid, public])
    w.fresh[s] += 1
    w.events.append(E.CardTucked(s, cid, source))
    if trigger:
        fire(w, s, _TUCK_KEYS)


_TUCK_KEYS = frozenset(("tuck",))
_CHEST_KEYS = frozenset(("chest",))
_INVEST_KEYS = frozenset(("invest",))
_REWARD_KEYS = {k: frozenset((f"reward:{k}",)) for k in ("gain", "draw")}
_ACT_KEYS = {k: frozenset((f"activate:{k}",)) for k in STARTERS}


def rd(w, name: str):
    """Read a field without making it mutable (a Work copies a field on first attribute
    access; reads in hot paths go to the input state unless the step already touched it)."""
    d = w.__dict__
    return d[name] if name in d else getattr(d["_s"], name)


def fire(w: Work, s: int, keys: frozenset, exclude: str = "", ctx: str = "") -> None:
    """The acting seat ``s`` met a condition: belongings of any player pay it a coin, its own
    buildings' effects are pushed (an ``order`` frame when several trigger together)."""
    belong = rd(w, "belong")
    for owner in (s, 1 - s):
        hits = [i for i, b in enumerate(belong[owner])
                if b[1] > 0 and b[0] != exclude and when_keys(b[0]) & keys]
        if hits:
            row = w.belong[owner]
            for i in hits:
                row[i][1] -= 1
                w.coins[s] += 1
                w.events.append(E.SupplyTaken(owner, row[i][0], s))
    bids = tuple(b[0] for b in rd(w, "build")[s] if b[0] != exclude and when_keys(b[0]) & keys)
    if len(bids) == 1:
        w.stack.append(("run_building", s, bids[0], ctx))
    elif bids:
        w.stack.append(("order", s, "", ctx, bids))


def building(w, s: int, bid: str):
    for b in w.build[s]:
        if b[0] == bid:
            return b
    return None


def inhabitant(w, s: int, iid: str):
    for c in w.inhab[s]:
        if c[0] == iid:
            return c
    return None


# ---- travel ----------------------------------------------------------------------------------

def travel_moves(w, s: int, x: int, mod: str) -> list:
    """Destinations 1..x spaces forward (boards are trees: one path to each), with the path
    costs on the way affordable now (coins summed, cards to discard summed)."""
    b = board(w.board)
    coins, hand = w.coins[s], len(w.hands[s])
    out = []
    todo = [(w.pos[s], 0, 0, 0)]
    while todo:
        node, depth, c, d = todo.pop()
        if depth >= x:
            continue
        for nxt, cost in b.succ.get(node, ()):
            nc, nd = c, d
            if cost and mod != "free_paths":
                if cost[0] == "coins":
                    nc += cost[1]
                else:
                    nd += cost[1]
            if nc <= coins and nd <= hand:
                out.append(("move", nxt))
                todo.append((nxt, depth + 1, nc, nd))
    out.sort()
    return out


def path_to(w, s: int, dest: str) -> list:
    b = board(w.board)
    path, node = [], dest
    parent = {n: p for p, succ in b.succ.items() for n, _ in succ}
    while node != w.pos[s]:
        path.append(node)
        node = parent[node]
    return path[::-1]


def stop_at(w: Work, s: int, node: str, mod: str) -> None:
    b = board(w.board)
    reward = b.nodes[node]["reward"]
    pairs, covering = None, ""
    if not any(n == node for n, _ in rd(w, "board_tokens")):
        return _reward(w, s, node, reward, mod)
    for i, (n, tok) in enumerate(w.board_tokens):
        if n != node:
            continue
        if tok in TOKEN_REWARD:      # laid on the space's icon: its reward instead, once
            reward, covering = TOKEN_REWARD[tok], tok
            del w.board_tokens[i]
            w.events.append(E.TokenTaken(s, node, tok))
            break
    for i, (n, tok) in enumerate(w.board_tokens):
        if n == node and tok not in TOKEN_REWARD:
            pairs = pairs if pairs is not None else owned_pairs(w, s)
            if tok not in pairs:
                del w.board_tokens[i]
                w.tokens[s].append(tok)
                w.events.append(E.TokenTaken(s, node, tok))
                break
    _reward(w, s, node, reward, mod, covering)


def _reward(w: Work, s: int, node: str, reward, mod: str, token: str = "") -> None:
    if not reward:
        return
    kind = reward[0]
    covered = tuple(board(w.board).nodes[node]["reward"] or ()) if token else ()
    w.events.append(E.RewardTaken(s, node, tuple(reward), token, covered))
    if kind in ("gain", "draw"):
        n = reward[1] + (1 if mod == "plus1" else 0)
        if kind == "gain" and mod == "gain_to_draw":
            kind = "draw"
        elif kind == "draw" and mod == "draw_to_gain":
            kind = "gain"
        fire(w, s, _REWARD_KEYS[kind])      # "when you gain / draw from a space" (as taken):
        w.stack.append((kind, s, "", n))    # the reward on top, resolved before those triggers
    elif kind == "starter":
        w.stack.append(("starter_reward", s, "", reward[1]))
    elif kind == "chest":
        w.stack.append(("chest", s, "", reward[1]))
        fire(w, s, _CHEST_KEYS)


# ---- choices of a frame (read-only: works on a State or a Work) ------------------------------

def choices(w, fr: tuple) -> list:
    op, s, src = fr[0], fr[1], fr[2]
    if op in ("discard", "tuck"):
        return [(op, c) for c in w.hands[s]]
    if op == "travel":
        return travel_moves(w, s, fr[3], fr[5])
    if op == "invest":
        top = min(fr[3], w.coins[s])
        if top <= 0:
            return []
        targets = [b[0] for b in w.build[s] if b[0] == src] or \
            ([] if src and card(src).type == "building" else [b[0] for b in w.build[s]])
        return [("invest", t, a) for t in targets for a in range(top, -1, -1)]
    if op == "look_do":
        return [("look_" + fr[3], c) for c in w.looked]
    if op == "look_return":
        return [("return", c) for c in w.looked]
    if op in ("target_activate", "add_supply"):
        return [("target", c[0]) for c in w.inhab[s] if c[0] != src]
    if op == "chest":
        return [("chest", 0), ("chest", 1), ("chest", 2)]
    if op == "starter_reward":
        up = w.starters[s][STARTER_INDEX[fr[3]]] == 0
        return [("reward", "activate"), ("reward", "upgrade")] if up else [("reward", "activate")]
    if op == "order":
        return [("trigger", b) for b in fr[4]]
    if op == "replay":
        cid = fr[3]
        if cid and cid in w.discard and w.coins[s] >= card(cid).cost:
            return [("replay", cid), ("decline",)]
        return []
    if op == "ruby_take":
        seen = []
        for c in w.discard:
            if c not in seen:
                seen.append(c)
        out = [("take", c) for c in seen]
        if fr[3] == 0 and len(w.discard) == 1:
            # one card to take of the two: tuck it or play it ("зробіть якомога більше")
            out.append(("replay", seen[0]))
        return out
    if op == "end_tuck":
        empt = empties(w, s)
        if len(empt) >= 2 and any(card(c).type == "belonging" for c in empt):
            return [("retire", c) for c in empt]
        return []
    raise KeyError(op)


def empties(w, s: int) -> list:
    if isinstance(w, Work):
        return [c[0] for c in rd(w, "inhab")[s] if c[1] <= 0] + \
            [c[0] for c in rd(w, "belong")[s] if c[1] <= 0]
    return [c[0] for c in w.inhab[s] if c[1] <= 0] + [c[0] for c in w.belong[s] if c[1] <= 0]


# ---- applying a choice ----------------------------------------------------------------------

def apply_choice(w: Work, fr: tuple, action: tuple) -> None:
    op, s, src = fr[0], fr[1], fr[2]
    w.stack.pop()
    if op == "discard":
        if fr[3] > 1:
            w.stack.append(("discard", s, src, fr[3] - 1))
        w.hands[s].remove(action[1])
        discard_card(w, s, action[1], "hand")
    elif op == "tuck":
        if fr[3] > 1:
            w.stack.append(("tuck", s, src, fr[3] - 1))
        w.hands[s].remove(action[1])
        tuck_card(w, s, action[1], "hand", 0)
    elif op == "travel":
        # arrive (reward where the traveller ends) under one step frame per space; a step
        # pays its path cost first, and a discard there may trigger effects that interrupt
        w.stack.append(("arrive", s, src, w.pos[s], fr[5]))
        for node in reversed(path_to(w, s, action[1])):
            w.stack.append(("step", s, src, node, fr[5]))
    elif op == "invest":
        bid, amount = action[1], action[2]
        if amount:
            pay(w, s, amount, "invest")
            building(w, s, bid)[1] += amount
            w.events.append(E.Invested(s, bid, amount))
            fire(w, s, _INVEST_KEYS)
    elif op == "look_do":
        if fr[4] > 1:
            w.stack.append(("look_do", s, src, fr[3], fr[4] - 1))
        cid = action[1]
        w.looked.remove(cid)
        if fr[3] == "draw":
            w.hands[s].append(cid)
            w.events.append(E.CardsDrawn(s, (cid,), "look"))
        elif fr[3] == "tuck":
            tuck_card(w, s, cid, "look", 0)
        else:
            discard_card(w, s, cid, "look")
    elif op == "look_return":
        w.looked.remove(action[1])
        w.deck.append(action[1])
        w.events.append(E.CardsReturned(s, 1))
        if w.looked:
            w.stack.append(fr)
    elif op == "target_activate":
        iid = action[1]
        w.events.append(E.Activated(s, iid, "effect"))
        push_effect(w, s, iid, card(iid).effect)
    elif op == "add_supply":
        inhabitant(w, s, action[1])[1] += fr[3]
        w.events.append(E.SupplyAdded(s, action[1], fr[3]))
    elif op == "chest":
        push_effect(w, s, "", CHEST_OPTIONS[fr[3]][action[1]])
    elif op == "starter_reward":
        if action[1] == "upgrade":
            w.starters[s][STARTER_INDEX[fr[3]]] = 1
            w.events.append(E.StarterUpgraded(s, fr[3]))
        else:
            w.stack.append(("activate_starter", s, "", fr[3]))
    elif op == "order":
        rest = tuple(b for b in fr[4] if b != action[1])
        if len(rest) > 1:
            w.stack.append(("order", s, "", fr[3], rest))
        elif rest:
            w.stack.append(("run_building", s, rest[0], fr[3]))
        w.stack.append(("run_building", s, action[1], fr[3]))
    elif op == "replay":
        if action[0] == "replay":
            w.discard.remove(action[1])
            play_card(w, s, action[1], card(action[1]).cost, "discard")
    elif op == "ruby_take":
        cid = action[1]
        if action[0] == "replay":            # the only card, played for free
            w.discard.remove(cid)
            play_card(w, s, cid, 0, "discard")
        elif fr[3] == 0:
            w.stack.append(("ruby_take", s, src, 1))
            w.discard.remove(cid)
            tuck_card(w, s, cid, "discard", 1)
        else:
            w.discard.remove(cid)
            play_card(w, s, cid, 0, "discard")
    elif op == "end_tuck":
        w.stack.append(fr)
        retire(w, s, action[1])


def retire(w: Work, s: int, cid: str, end_of_game: bool = False) -> None:
    """End of turn: tuck an emptied inhabitant or belonging from play.  A belonging's relic
    comes first ("Якщо це карта манатки, застосуйте її ефект реліквії. Підкладіть цю карту"):
    it stays in its row under a ``retire_tuck`` frame until the relic is resolved.  The tuck
    triggers "when you / any player tucks" like any tuck.  At the end of the game (hands
    discarded, "гру вже фактично завершено") it is tucked with neither relic nor triggers."""
    c = card(cid)
    if not end_of_game and c.type == "belonging" and c.relic:
        w.stack.append(("retire_tuck", s, cid))
        push_effect(w, s, cid, c.relic)
        return
    _tuck_from_play(w, s, cid, trigger=not end_of_game)


def _tuck_from_play(w: Work, s: int, cid: str, trigger: bool = True) -> None:
    for row in (w.inhab[s], w.belong[s]):
        for i, c in enumerate(row):
            if c[0] == cid:
                del row[i]
                tuck_card(w, s, cid, "play", 1, trigger=trigger)
                return


# ---- the run loop ------------------------------------------------------------------------------

def run(w: Work) -> None:
    """Resolve auto frames until a choice is needed or the stack is empty."""
    stack = w.stack
    while stack:
        fr = stack[-1]
        op, s, src = fr[0], fr[1], fr[2]
        if op == "gain":
            stack.pop()
            gain(w, s, fr[3])
        elif op == "draw":
            stack.pop()
            draw(w, s, fr[3])
        elif op == "pay":
            stack.pop()
            if w.coins[s] >= fr[3]:
                pay(w, s, fr[3], "pay")
                push_effect(w, s, src, fr[4])
        elif op == "pay_discard":
            stack.pop()
            if len(w.hands[s]) >= fr[3]:
                push_effect(w, s, src, fr[4])
                stack.append(("discard", s, src, fr[3]))
        elif op == "look":
            stack.pop()
            k = min(fr[3], len(w.deck))
            got = w.deck[-k:][::-1] if k else []
            if k:
                del w.deck[-k:]
            w.looked.extend(got)
            w.events.append(E.LookedAt(s, tuple(got)))
            deck_checked(w)
            stack.append(("look_return", s, src))
            for verb, n in reversed(fr[4]):
                stack.append(("look_do", s, src, verb, n))
        elif op == "move_to":
            stack.pop()
            w.events.append(E.TravellerMoved(s, w.pos[s], fr[3]))
            w.pos[s] = fr[3]
        elif op == "step":
            stack.pop()
            cost = None if fr[4] == "free_paths" else dict(board(w.board).succ[w.pos[s]]).get(fr[3])
            if not cost:
                w.events.append(E.TravellerMoved(s, w.pos[s], fr[3]))
                w.pos[s] = fr[3]
            elif cost[0] == "coins" and w.coins[s] >= cost[1]:
                pay(w, s, cost[1], "path")
                w.events.append(E.TravellerMoved(s, w.pos[s], fr[3]))
                w.pos[s] = fr[3]
            elif cost[0] == "discard" and len(w.hands[s]) >= cost[1]:
                stack.append(("move_to", s, src, fr[3]))
                stack.append(("discard", s, src, cost[1]))
            else:   # an interruption spent what this path needs: the journey ends here
                while stack and stack[-1][0] == "step" and stack[-1][1] == s:
                    stack.pop()
        elif op == "arrive":
            stack.pop()
            if w.pos[s] != fr[3]:
                stop_at(w, s, w.pos[s], fr[4])
        elif op == "activate_starter":
            stack.pop()
            kind = fr[3]
            w.events.append(E.Activated(s, kind, "main" if src == "main" else "effect"))
            push_effect(w, s, "", starters()[kind]["advanced" if w.starters[s][STARTER_INDEX[kind]]
                                                  else "basic"])
            fire(w, s, _ACT_KEYS[kind])
        elif op == "run_building":
            stack.pop()
            b = next(x for x in rd(w, "build")[s] if x[0] == src)
            c = card(src)
            w.events.append(E.BuildingTriggered(s, src))
            steps = c.enchant if (b[2] and c.enchant_kind == "modifier") else c.effect
            push_effect(w, s, src, steps, fr[3])
        elif op == "retire_tuck":
            stack.pop()
            _tuck_from_play(w, s, src)
        elif op == "end_tuck":
            empt = empties(w, s)
            if not empt:
                stack.pop()
                finish_turn(w)
                return
            if len(empt) >= 2 and any(card(c).type == "belonging" for c in empt):
                return
            # the order cannot matter: inhabitants first, then the single belonging
            empt.sort(key=lambda c: card(c).type == "belonging")
            retire(w, s, empt[0])
        else:
            opts = choices(w, fr)
            if not opts:
                stack.pop()
            elif len(opts) == 1 and op in AUTO_SINGLE:
                apply_choice(w, fr, opts[0])
            else:
                return


def finish_turn(w: Work) -> None:
    from .results import final_scores, winners_of
    s = w.current
    if w.final_turns > 0:
        w.final_turns -= 1
        if w.final_turns == 0:
            game_over(w)
            w.events.append(E.GameEnded(tuple(final_scores(w)), tuple(winners_of(w))))
            return
    elif w.final_turns < 0 and w.turn + 1 >= MAX_TURNS:
        w.final_turns = 2
    w.current = 1 - s
    w.main_left = 2
    w.used_main = []
    w.free_used = []
    w.turn += 1
    w.events.append(E.TurnEnded(s, w.current, w.final_turns))


def game_over(w: Work) -> None:
    """Hands are discarded without triggers; emptied cards of both seats are tucked without
    relics (the rulebook: an opponent's belonging emptied in the last turn is tucked, no relic)."""
    for s in (0, 1):
        for cid in w.hands[s]:
            w.discard.append(cid)
            w.events.append(E.CardDiscarded(s, cid, "end"))
        w.hands[s] = []
        for cid in empties(w, s):
            retire(w, s, cid, end_of_game=True)
    w.stack = []
    w.phase = "over"
