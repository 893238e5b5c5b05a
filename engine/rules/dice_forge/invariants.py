"""Shape checks (used by ``from_json``) and conservation checks (``check_invariants``)."""
from __future__ import annotations

from collections import Counter

from . import material as M
PHASES = M.PHASES

_TASKS = {"card", "roll", "resolve", "mirror", "pick", "hammer", "ship", "place", "cerberus", "satyr",
          "satyr2", "die", "shield", "bearer"}


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


_MODES = ("n", "x", "s", "c")


def _faces_ok(fs, allow_empty: bool = False) -> bool:
    faces = M.faces()
    return 1 <= len(fs) <= 2 and all(
        isinstance(f, str) and (f in faces or (allow_empty and f == "")) for f in fs)


def _task_ok(t, players: int) -> bool:
    """A pending task of a known kind with items of the right type and meaning."""
    if not isinstance(t, tuple) or not t or t[0] not in _TASKS:
        return False
    k, a = t[0], t[1:]
    try:
        if k == "card":
            return (len(a) == 2 and a[0] in M.feats() and _is_int(a[1])
                    and 0 <= a[1] < players)
        if k == "roll":
            return (a[0] in _MODES and _is_int(a[1]) and a[1] in (-1, 0, 1)
                    and len(a) in (2, 3) and (len(a) == 2 or isinstance(a[2], str)))
        if k == "resolve":
            return a[0] in _MODES and _faces_ok(a[1:], True)
        if k == "mirror":
            fs = a[2:]
            return (a[0] in _MODES and _is_int(a[1]) and _faces_ok(fs, True)
                    and 0 <= a[1] < len(fs) and fs[a[1]] == "mirror")
        if k == "pick":
            from .scoring import untoken
            return isinstance(a[0], str) and len(a) >= 2 and all(
                isinstance(x, str) and untoken(x) is not None for x in a[1:])
        if k in ("hammer", "shield"):
            return not a
        if k == "ship":
            return len(a) == 1 and _is_int(a[0]) and a[0] >= 0
        if k == "place":
            return len(a) == 1 and a[0] in M.faces()
        if k == "cerberus":
            return a[0] in _MODES and _faces_ok(a[1:])
        if k == "satyr":
            return len(a) >= 1 and all(isinstance(f, str) and f in M.faces() for f in a)
        if k == "satyr2":
            return len(a) >= 2 and all(isinstance(f, str) and f in M.faces() for f in a)
        if k == "die":
            return len(a) == 1 and a[0] in _MODES
        if k == "bearer":
            return len(a) == 1 and _is_int(a[0]) and 0 <= a[0] < 4
    except (IndexError, TypeError, ValueError):
        return False
    return False


def check_shape(s) -> list[str]:
    """Problems that make the state meaningless (types, sizes, ids, ranges)."""
    p: list[str] = []
    try:
        n = s.players
        if not _is_int(n) or n not in (2, 3, 4):
            return [f"players must be 2-4, not {n!r}"]
        for k in ("rng", "rounds", "round", "active", "rolls_left", "acts"):
            if not _is_int(getattr(s, k)):
                p.append(f"{k} must be an int")
        if p:
            return p
        for k in ("dice", "up", "res", "held", "chests", "hammers", "hammer_pos", "tokens",
                  "pawns", "cards", "removed", "queues", "slot_cards", "stacks", "sanctuary",
                  "gardens", "boar_owner", "bought", "used", "last_action"):
            if not isinstance(getattr(s, k), tuple):
                p.append(f"{k} must be a list")
        if not isinstance(s.kind, str) or not isinstance(s.phase, str):
            p.append("phase and kind must be names")
        if p:
            return p
        if any(f not in M.pool_of() for f in s.bought):
            p.append("bought holds a face that is not from the Sanctuary")
        if any(c not in M.REINFORCEMENTS for c in s.used):
            p.append("used holds a card that is not a reinforcement")
        if s.phase not in PHASES:
            p.append(f"unknown phase {s.phase!r}")
        if not 0 <= s.active < n:
            p.append("active seat out of range")
        if not 1 <= s.round <= s.rounds + 1 or s.rounds not in (9, 10):
            p.append("round out of range")
        if s.acts not in (0, 1, 2) or s.kind not in ("", "forge", "feat"):
            p.append("bad action counters")
        faces = M.faces()
        for k in ("dice", "up", "res", "held", "chests", "hammers", "hammer_pos", "tokens",
                  "pawns", "cards", "removed", "queues"):
            if not isinstance(getattr(s, k), tuple) or len(getattr(s, k)) != n:
                p.append(f"{k} must hold one entry per seat")
        if p:
            return p
        lists = [getattr(s, k)[seat] for k in ("dice", "up", "res", "tokens", "cards",
                                                  "removed", "queues") for seat in range(n)]
        lists += list(s.dice) and [x for d in s.dice if isinstance(d, tuple) for x in d]
        lists += list(s.sanctuary)
        if any(not isinstance(x, tuple) for x in lists):
            return p + ["every per-seat entry, die and pool must be a list"]
        names = [x for k in ("cards", "removed") for seat in range(n) for x in getattr(s, k)[seat]]
        names += [x for pool in s.sanctuary for x in pool] + list(s.gardens) + list(s.slot_cards)
        if any(not isinstance(x, str) for x in names + list(s.bought) + list(s.used)):
            return p + ["cards, faces and pools must hold names"]
        for seat in range(n):
            d = s.dice[seat]
            if len(d) != 2 or any(len(x) != 6 or any(f not in faces for f in x) for x in d):
                p.append(f"seat {seat}: dice must be 2 x 6 known faces")
            if len(s.up[seat]) != 2 or any(not _is_int(u) or not 0 <= u < 6 for u in s.up[seat]):
                p.append(f"seat {seat}: bad showing face")
            r = s.res[seat]
            if len(r) != 4 or any(not _is_int(x) or x < 0 for x in r):
                p.append(f"seat {seat}: resources must be 4 whole numbers >= 0")
            for k in ("held", "chests", "hammers", "hammer_pos", "pawns"):
                v = getattr(s, k)[seat]
                if not _is_int(v) or v < 0:
                    p.append(f"seat {seat}: bad {k}")
            if s.pawns[seat] > 7:
                p.append(f"seat {seat}: no island {s.pawns[seat]}")
            t = s.tokens[seat]
            if len(t) != 2 or any(not _is_int(x) or x < 0 for x in t):
                p.append(f"seat {seat}: bad tokens")
            if any(c not in M.feats() for c in s.cards[seat]):
                p.append(f"seat {seat}: unknown feat card")
            if any(f not in faces for f in s.removed[seat]):
                p.append(f"seat {seat}: unknown removed face")
            if not isinstance(s.queues[seat], tuple):
                p.append(f"seat {seat}: pending tasks must be a list")
                continue
            for task in s.queues[seat]:
                if not _task_ok(task, n):
                    p.append(f"seat {seat}: impossible pending task {task!r}")
        if len(s.slot_cards) != 15 or any(
                c not in M.slot_choices()[sl] for c, sl in zip(s.slot_cards, M.SLOTS)):
            p.append("slot_cards must give each of the 15 slots one of its feats")
        if len(s.stacks) != 15 or any(not _is_int(x) or not 0 <= x <= n for x in s.stacks):
            p.append("stacks must hold 0..players cards per slot")
        if len(s.sanctuary) != 10:
            p.append("the Sanctuary has 10 pools")
        else:
            for i, (pool, (_, orig)) in enumerate(zip(s.sanctuary, M.sanctuary())):
                if Counter(pool) - Counter(orig):
                    p.append(f"pool {i + 1} holds faces it never had")
        if Counter(s.gardens) - Counter(M.garden_faces()):
            p.append("the Gardens hold faces they never had")
        if len(s.boar_owner) != 4 or any(not _is_int(x) or not -1 <= x < n for x in s.boar_owner):
            p.append("bad Boar owners")
    except (TypeError, ValueError, AttributeError, IndexError, KeyError) as exc:
        p.append(f"malformed state ({exc})")
    return p


def check_invariants(s) -> list[str]:
    """Shape problems plus conservation: faces (dice + removed + Sanctuary + Gardens + pending),
    cards, caps; then the turn flow (``consistency``)."""
    p = check_shape(s)
    if p:
        return p
    n = s.players
    for seat in range(n):
        caps = s.caps(seat)
        if any(v > c for v, c in zip(s.res[seat][:3], caps)):
            p.append(f"seat {seat}: resources above the caps {caps}")
        if s.hammer_pos[seat] > 30 * s.hammers[seat]:
            p.append(f"seat {seat}: Hammer track beyond its end")
    # each slot: cards taken + cards left = players
    for i, cid in enumerate(s.slot_cards):
        taken = sum(c.count(cid) for c in s.cards)
        if taken + s.stacks[i] != n:
            p.append(f"slot {M.SLOTS[i]}: {taken} taken + {s.stacks[i]} left != {n}")
    # garden faces: left + on dice + removed + waiting to be placed = 4 per kind (20)
    total = Counter(s.gardens)
    for seat in range(n):
        for d in s.dice[seat]:
            total.update(f for f in d if f in _GARDEN)
        total.update(f for f in s.removed[seat] if f in _GARDEN)
        total.update(t[1] for t in s.queues[seat] if t[0] == "place" and t[1] in _GARDEN)
    if total != Counter(M.garden_faces()):
        p.append("garden faces are not conserved")
    # sanctuary faces: pools + forged (on dice or removed beyond the starting 12) + pending
    sanct = Counter()
    for pool in s.sanctuary:
        sanct.update(pool)
    start = Counter(M.starting_dice()[0] + M.starting_dice()[1])
    for seat in range(n):
        have = Counter(s.dice[seat][0] + s.dice[seat][1]) + Counter(s.removed[seat])
        have.update(t[1] for t in s.queues[seat] if t[0] == "place")
        extra = have - start
        sanct.update({f: c for f, c in extra.items() if f not in _GARDEN})
    per_pool = 2 if n == 2 else 4
    if sum(sanct.values()) != 10 * per_pool:
        p.append(f"{sum(sanct.values())} Sanctuary faces, expected {10 * per_pool}")
    return p


_GARDEN = frozenset(M.garden_faces())
