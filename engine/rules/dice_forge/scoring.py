"""Pure helpers: resources with track caps, what a blessing gives, final glory."""
from __future__ import annotations

import re
from functools import lru_cache

from engine.rules.protocol import IllegalAction

from . import material as M
from .material import RESOURCES, Gain


def caps_for(chests: int) -> tuple[int, int, int]:
    if chests < len(_CAPS):
        return _CAPS[chests]
    return tuple(b + chests * x for b, x in zip(M.BASE_CAPS, M.CHEST_BONUS))  # type: ignore


_CAPS = tuple(tuple(b + c * x for b, x in zip(M.BASE_CAPS, M.CHEST_BONUS)) for c in range(16))


def add_gain(have: Gain, gain: Gain, chests: int = 0) -> Gain:
    """``have + gain`` per resource, each within 0..cap (glory only floored at 0)."""
    cg, cs, cm = _CAPS[chests] if chests < 16 else caps_for(chests)
    g, s, m, v = have
    dg, ds, dm, dv = gain
    return (min(cg, max(0, g + dg)), min(cs, max(0, s + ds)), min(cm, max(0, m + dm)),
            max(0, v + dv))


def add_resources(have: dict, gain: dict, chests: int = 0) -> dict:
    """Add ``gain`` to ``have`` (dicts of gold/sun/moon/glory): gold, sun and moon stop at their
    track's cap (12/6/6, +4/+3/+3 per Chest), the excess is lost; glory is unbounded."""
    for d in (have, gain):
        if not isinstance(d, dict) or any(k not in RESOURCES for k in d):
            raise IllegalAction(f"resources must be a dict of {', '.join(RESOURCES)}: {d!r}")
    if isinstance(chests, bool) or not isinstance(chests, int) or chests < 0:
        raise IllegalAction(f"chests must be a whole number >= 0, not {chests!r}")
    out = add_gain(M.gain_of(have), M.gain_of(gain), chests)
    return dict(zip(RESOURCES, out))


def mul(g: Gain, k: int) -> Gain:
    return (g[0] * k, g[1] * k, g[2] * k, g[3] * k)


def plus(a: Gain, b: Gain) -> Gain:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


def blessing_gain(face_a: str, face_b: str) -> dict:
    """Resources a divine blessing gives from two face ids that neither ask a choice nor look
    at another player (gain, glory, combo and x3 faces).  x3 triples the other die; two x3
    give nothing."""
    faces = M.faces()
    for f in (face_a, face_b):
        if not isinstance(f, str) or f not in faces:
            raise IllegalAction(f"unknown face {f!r}")
        if not (faces[f].simple or faces[f].kind == "x3"):
            raise IllegalAction(f"face {f!r} asks a choice or looks at another die")
    a, b = faces[face_a], faces[face_b]
    if a.kind == "x3" and b.kind == "x3":
        total = M.ZERO
    elif a.kind == "x3":
        total = mul(b.options[0], 3)
    elif b.kind == "x3":
        total = mul(a.options[0], 3)
    else:
        total = plus(a.options[0], b.options[0])
    return dict(zip(RESOURCES, total))


# ---- gain tokens: how a chosen gain is written in an action ("gold3+glory2", "-moon1") ----

@lru_cache(maxsize=4096)
def token(g: Gain) -> str:
    parts = [f"{n}{abs(v)}" for n, v in zip(RESOURCES, g) if v]
    if not parts:
        return "nothing"
    return ("-" if any(v < 0 for v in g) else "") + "+".join(parts)


_PART = re.compile(r"^(gold|sun|moon|glory)(\d{1,3})$")


@lru_cache(maxsize=4096)
def untoken(t: str) -> Gain:
    if t == "nothing":
        return M.ZERO
    neg = t.startswith("-")
    out = [0, 0, 0, 0]
    for part in (t[1:] if neg else t).split("+"):
        m = _PART.match(part)
        if not m:
            raise IllegalAction(f"not a resource choice: {t!r}")
        out[RESOURCES.index(m.group(1))] += -int(m.group(2)) if neg else int(m.group(2))
    return tuple(out)  # type: ignore[return-value]


# ---- end of game ---------------------------------------------------------------------------

def card_glory(cards) -> int:
    fs = M.feats()
    return sum(fs[c].glory for c in cards)


def final_scores(state) -> list[int]:
    return [state.res[s][3] + card_glory(state.cards[s]) for s in range(state.players)]


def breakdown(state, seat: int) -> dict[str, int]:
    track = state.res[seat][3]
    cards = card_glory(state.cards[seat])
    return {"glory_track": track, "feat_cards": cards, "total": track + cards}


def winners(state) -> list[int]:
    """Most glory wins; the rulebook has no tie-breaker: tied players share the victory."""
    sc = final_scores(state)
    best = max(sc)
    return [s for s, v in enumerate(sc) if v == best]
