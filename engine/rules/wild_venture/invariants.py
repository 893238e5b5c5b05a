"""Meaning checks: ``check_shape`` (used by from_json; accepts views with "?") and
``check_invariants`` (soak): every card exactly once, numbers within range."""
from __future__ import annotations

from collections import Counter

from .material import BOARDS, PAIRS, STARTERS, board, cards
from .state import PHASES, State
from .views import HIDDEN, all_cards, visible_ids

FRAME_OPS = {"gain", "draw", "discard", "tuck", "invest", "travel", "look", "look_do",
             "look_return", "activate_starter", "target_activate", "add_supply", "pay",
             "pay_discard", "replay", "ruby_take", "move_to", "step", "arrive", "run_building", "order", "chest",
             "starter_reward", "end_tuck"}


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
                and _int(st.final_turns) and -1 <= st.final_turns <= 2 and _int(st.rng)):
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
            if fr[0] not in FRAME_OPS or fr[1] not in (0, 1):
                p.append(f"bad effect frame {fr!r}")
        ids = visible_ids(st)
        pool = all_cards(st)
        if len(ids) != len(pool):
            p.append(f"{len(ids)} cards in the state, the game has {len(pool)}")
        elif HIDDEN not in ids and Counter(ids) != Counter(pool):
            p.append("cards duplicated or missing")
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        p.append(f"malformed ({exc!r})")
    return p


def check_invariants(st: State) -> list[str]:
    p = check_shape(st)
    if st.phase == "turn" and st.stack and st.stack[-1][1] != st.current:
        p.append("the effect stack asks a seat that is not to act")
    _ = STARTERS
    return p
