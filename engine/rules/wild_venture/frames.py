"""What a well-formed effect frame looks like (``flow`` documents the frames): ``frame_problem``
names what is wrong with one, so ``from_json`` refuses a stack that would later fail with a
KeyError, IndexError or TypeError instead of loading it."""
from __future__ import annotations

from .material import STARTERS, board, cards

MODS = ("", "gain_to_draw", "draw_to_gain", "free_paths", "plus1")
LOOK_VERBS = ("draw", "tuck", "discard")
CHESTS = ("iron", "golden", "ruby")
EFFECT_OPS = ("gain", "draw", "discard", "tuck", "invest", "travel", "look", "activate",
              "add_supply", "pay", "pay_discard", "replay_discarded", "ruby")


def _n(x, lo: int = 0) -> bool:
    return type(x) is int and lo <= x <= 99


def _card(x) -> bool:
    return isinstance(x, str) and x in cards()


def effect_problem(steps) -> str | None:
    """An effect (a tuple of steps) the interpreter can run, or what is wrong with it."""
    if not isinstance(steps, tuple):
        return f"effect {steps!r} is not a list of steps"
    for st in steps:
        if not isinstance(st, tuple) or not st or st[0] not in EFFECT_OPS:
            return f"unknown effect step {st!r}"
        op, args = st[0], st[1:]
        if op in ("replay_discarded", "ruby"):
            ok = not args
        elif op == "activate":
            ok = len(args) == 1 and args[0] in STARTERS + ("inhabitant", "any_inhabitant")
        elif op == "travel":
            ok = len(args) in (1, 2) and _n(args[0]) and (len(args) == 1 or args[1] in MODS)
        elif op == "look":
            ok = len(args) == 2 and _n(args[0]) and isinstance(args[1], tuple) and all(
                isinstance(v, tuple) and len(v) == 2 and v[0] in LOOK_VERBS and _n(v[1], 1)
                for v in args[1])
        elif op in ("pay", "pay_discard"):
            ok = len(args) == 2 and _n(args[0]) and effect_problem(args[1]) is None
        else:
            ok = len(args) == 1 and _n(args[0])
        if not ok:
            return f"malformed effect step {st!r}"
    return None


def frame_problem(st, fr) -> str | None:
    """What is wrong with frame ``fr`` of state ``st`` (None: the interpreter can run it)."""
    if not isinstance(fr, tuple) or len(fr) < 3:
        return f"effect frame {fr!r} is too short"
    op, s, src, args = fr[0], fr[1], fr[2], fr[3:]
    if type(s) is not int or s not in (0, 1) or not isinstance(src, str):
        return f"effect frame {fr!r} names no seat or source"
    nodes = board(st.board).nodes if isinstance(st.board, str) else {}
    own = {b[0] for b in st.build[s]}
    shape = {
        "gain": lambda: len(args) == 1 and _n(args[0]),
        "draw": lambda: len(args) == 1 and _n(args[0]),
        "discard": lambda: len(args) == 1 and _n(args[0], 1),
        "tuck": lambda: len(args) == 1 and _n(args[0], 1),
        "invest": lambda: len(args) == 1 and _n(args[0]),
        "add_supply": lambda: len(args) == 1 and _n(args[0]),
        "travel": lambda: len(args) == 3 and _n(args[0]) and args[1] == 0 and args[2] in MODS,
        "look": lambda: len(args) == 2 and effect_problem((("look",) + args,)) is None,
        "pay": lambda: len(args) == 2 and _n(args[0]) and effect_problem(args[1]) is None,
        "pay_discard": lambda: len(args) == 2 and _n(args[0]) and effect_problem(args[1]) is None,
        "look_do": lambda: len(args) == 2 and args[0] in LOOK_VERBS and _n(args[1], 1),
        "look_return": lambda: not args,
        "activate_starter": lambda: len(args) == 1 and args[0] in STARTERS,
        "target_activate": lambda: not args and (src == "" or _card(src)),
        "replay": lambda: len(args) == 1 and (args[0] == "" or _card(args[0])),
        "ruby_take": lambda: len(args) == 1 and args[0] in (0, 1) and type(args[0]) is int,
        "move_to": lambda: len(args) == 1 and args[0] in nodes,
        "step": lambda: len(args) == 2 and args[0] in nodes and args[1] in MODS,
        "arrive": lambda: len(args) == 2 and args[0] in nodes and args[1] in MODS,
        "run_building": lambda: len(args) == 1 and src in own and isinstance(args[0], str),
        "order": lambda: len(args) == 2 and isinstance(args[0], str) and
        isinstance(args[1], tuple) and len(args[1]) >= 2 and set(args[1]) <= own,
        "chest": lambda: len(args) == 1 and args[0] in CHESTS,
        "starter_reward": lambda: len(args) == 1 and args[0] in STARTERS,
        "end_tuck": lambda: not args,
        "retire_tuck": lambda: not args and any(c[0] == src for c in st.belong[s]),
    }.get(op)
    if shape is None:
        return f"unknown effect frame {op!r}"
    try:
        ok = shape()
    except (TypeError, KeyError, IndexError, AttributeError):
        ok = False
    return None if ok else f"malformed effect frame {fr!r}"


__all__ = ["frame_problem", "effect_problem"]
