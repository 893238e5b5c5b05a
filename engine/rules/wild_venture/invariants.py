"""Meaning checks: ``check_shape`` (used by from_json; accepts views with "?") and
``check_invariants`` (soak): every card exactly once, numbers within range."""
from __future__ import annotations

from collections import Counter

from .material import BOARDS, PAIRS, STARTERS, board, cards
from .frames import frame_problem
from .state import PHASES, State
from .views import HIDDEN, all_cards, visible_ids

FRAME_OPS = {"gain", "draw", "discard", "tuck", "invest", "travel", "look", "look_do",
             "look_return", "activate_starter", "target_activate", "add_supply", "pay",
             "pay_discard", "replay", "ruby_take", "move_to", "step", "arrive", "run_building", "order", "chest",
             "starter_reward", "end_tuck", "retire_tuck"}


TUPLE_FIELDS = ("deck", "discard", "hands", "coins", "starters", "inhab", "belong", "build",
                "tokens", "board_tokens", "pos", "species", "tucked", "start_pool",
                "setup_discards", "used_main", "free_used", "stack", "looked")
SEAT_FIELDS = ("hands", "starters", "inhab", "belong", "build", "tokens", "tucked",
               "setup_discards")


def _int(x) -> bool:
    return type(x) is int


def check_shape(st: State) -> list[str]:
    p = []
    try:
        for k in TUPLE_FIELDS:
            if not isinstance(getattr(st, k), tuple):
                return [f"{k} must be a list"]
        for k in SEAT_FIELDS:
            if len(getattr(st, k)) != 2 or not all(isinstance(x, tuple) for x in getattr(st, k)):
                return [f"{k} must hold one list per seat"]
        for k in ("board", "theme", "phase"):
            if not isinstance(getattr(st, k), str):
                return [f"{k} must be a name"]
        if not all(x in ("", "crow", "frog", "rabbit") for x in st.species) or len(st.species) != 2:
            return ["species must be crow, frog, rabbit or empty per seat"]
        if not all(isinstance(x, str) for x in st.pos) or len(st.pos) != 2:
            return ["pos must be two space ids"]
        if st.board not in BOARDS:
            return [f"unknown board {st.board!r}"]
        if st.theme not in ("academy", "news", "both"):
            return [f"unknown theme deck {st.theme!r}"]
        if st.phase not in PHASES:
            return [f"unknown phase {st.phase!r}"]
        if st.players != 2 or not isinstance(st.face_up, bool) or not isinstance(st.stormy, bool):
            p.append("players / variant flags")
        for k in ("current", "first", "picker"):
            if getattr(st, k) not in (0, 1) or not _int(getattr(st, k)):
                p.append(f"{k} must be seat 0 or 1")
        if not (_int(st.turn) and st.turn >= 0 and _int(st.main_left) and 0 <= st.main_left <= 2
                and _int(st.final_turns) and -1 <= st.final_turns <= 3 and _int(st.rng)):
            p.append("turn counters out of range")
        known = cards()
        for c in visible_ids(st):
            if c != HIDDEN and c not in known:
                p.append(f"unknown card {c!r}")
                break
        if len(st.coins) != 2 or not all(_int(c) and c >= 0 for c in st.coins):
            p.append("coins must be two whole numbers >= 0")
        for s in (0, 1):
            if len(st.starters[s]) != 3 or any(x not in (0, 1) for x in st.starters[s]):
                p.append("starters must be 0 (basic) or 1 (advanced)")
            for row, typ in ((st.inhab[s], "inhabitant"), (st.belong[s], "belonging")):
                for cid, sup in row:
                    if known[cid].type != typ or not _int(sup) or sup < 0:
                        p.append(f"bad {typ} entry {cid!r}")
            for cid, sup, tok in st.build[s]:
                if known[cid].type != "building" or not _int(sup) or sup < 0 or \
                        tok not in PAIRS + ("",):
                    p.append(f"bad building entry {cid!r}")
            for tok in st.tokens[s]:
                if tok not in PAIRS:
                    p.append(f"bad token {tok!r}")
            if st.pos[s] not in board(st.board).nodes:
                p.append(f"traveller on unknown space {st.pos[s]!r}")
            for c, pub in st.tucked[s]:
                if pub not in (0, 1):
                    p.append("tucked flag must be 0 or 1")
        for node, tok in st.board_tokens:
            if node not in board(st.board).nodes:
                p.append(f"token on unknown space {node!r}")
        for fr in st.stack:
            bad = frame_problem(st, fr)
            if bad:
                p.append(bad)
                break
        p += _hidden_problems(st)
        if len(st.fresh) != 2 or not all(_int(n) and 0 <= n <= len(st.tucked[s])
                                         for s, n in enumerate(st.fresh)):
            p.append(f"fresh {st.fresh!r}: the cards each seat tucked in the latest step")
        if st.tie_break not in ("shared", "coins"):
            p.append(f"unknown tie-break {st.tie_break!r}")
        ids = visible_ids(st)
        pool = all_cards(st)
        if len(ids) != len(pool):
            p.append(f"{len(ids)} cards in the state, the game has {len(pool)}")
        elif HIDDEN not in ids and Counter(ids) != Counter(pool):
            p.append("cards duplicated or missing")
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        p.append(f"malformed ({exc!r})")
    return p


# where a view may hold "?": the face-down deck, hands, a look another seat makes, tucked cards,
# stormier set-aside cards; anywhere else a "?" would later be looked up as a card
HIDEABLE = ("deck", "hands", "looked", "tucked", "setup_discards")


def _hidden_problems(st: State) -> list[str]:
    out = []
    rows = {"discard": st.discard, "start_pool": st.start_pool}
    for s in (0, 1):
        rows[f"inhabitants of seat {s}"] = tuple(c[0] for c in st.inhab[s])
        rows[f"belongings of seat {s}"] = tuple(c[0] for c in st.belong[s])
        rows[f"buildings of seat {s}"] = tuple(c[0] for c in st.build[s])
    for where, ids in rows.items():
        if HIDDEN in ids:
            out.append(f"a hidden card \"?\" in the {where}, which is face up")
    return out


def check_invariants(st: State) -> list[str]:
    """Shape and meaning (``from_json`` refuses a state with any of these problems)."""
    p = check_shape(st)
    if p:
        return p
    if st.stack and st.phase != "turn":
        p.append(f"effects waiting outside the turns (phase {st.phase})")
    if st.phase == "turn" and st.stack and any(fr[1] != st.current for fr in st.stack):
        p.append("the effect stack asks a seat that is not to act")
    if st.phase == "over" and (any(st.hands) or st.stack or st.looked):
        p.append("the game is over but cards are still in play")
    if st.phase == "pick" and st.picker != (1 - st.first if not st.inhab[1 - st.first]
                                            else st.first):
        p.append("the starting inhabitants are picked second player first")
    if st.phase in ("setup_discard", "turn", "over") and (st.start_pool or not all(st.species)):
        p.append("the starting inhabitants are not all picked")
    if st.final_turns < 0 and not st.deck and st.phase == "turn":
        p.append("the deck is empty but the last turns are not counted")
    if st.looked and not any(fr[0] in ("look_do", "look_return") for fr in st.stack):
        p.append("cards are being looked at but no look is in progress")
    if not p and st.phase != "over":
        from .actions import legal_actions, to_act
        for seat in to_act(st):
            if HIDDEN not in st.hands[seat] and not legal_actions(st, seat):
                p.append(f"seat {seat} must act but has nothing it may do")
    _ = STARTERS
    return p
