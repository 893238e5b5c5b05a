"""The effects interpreter: each seat has a queue of tasks (tuples) still to resolve.

Automatic tasks run inside ``settle``; decision tasks wait at the head of their seat's queue
and make that seat act (``to_act`` may list several seats: blessings resolve simultaneously).

Automatic:  ("roll", mode, die)          roll both dice (die -1) or one die and queue its resolution
            ("resolve", mode, f1[, f2])  apply rolled faces (mirrors already replaced)
Waiting:    ("card", feat, taken)        a feat card's effect: runs once every other seat's
                                         queue is empty (an ousted hero is blessed first)
Decisions:  ("mirror", mode, i, f1[, f2])  pick the opponent face the mirror at i copies
            ("pick", source, tok, tok...)  choose one gain (choice face, boar, shield, card)
            ("hammer",)                    split held gold between the Hammer track and reserve
            ("ship", discount)             buy one Sanctuary face at a discount, or pass
            ("place", face)                forge that face onto a die face
            ("cerberus", mode, f1[, f2])   apply the same roll again (token) or pass
            ("satyr", f...) / ("satyr2", first, f...)   Satyrs: pick 2 of the faces rolled
            ("die", mode)                  choose the die for 4 minor blessings (Sphinx/Cyclops)
            ("shield",)                    choose the Guardian's Shield face to forge
            ("bearer", colour)             choose who must forge your Boar face
Modes: "n" normal, "x" Minotaur (every gain becomes a loss, ships do nothing), "s" Sentinel
(each sun/moon may become 2 glory), "c" Cyclops (each gold may become 1 glory).

Clashes: ship and mirror decisions are resolved one seat at a time, in turn order from the
active player (a ship changes the Sanctuary and the faces showing, which a mirror looks at);
every other decision is simultaneous.
"""
from __future__ import annotations

from . import material as M
from .events import DiceRolled, FaceBought, FaceForged, Gained, HammerAdvanced, TokenUsed
from .scoring import add_gain, mul, plus, token, untoken

ORDERED = ("ship", "mirror")
AUTO = ("roll", "resolve", "card")
_F = M.faces


_ORDER = {(a, n): tuple((a + i) % n for i in range(n)) for n in (2, 3, 4) for a in range(n)}


def order_from(active: int, players: int) -> tuple[int, ...]:
    return _ORDER[(active, players)]


def hammer_room(s, seat: int) -> int:
    return M.HAMMER_STEP * 2 * s.hammers[seat] - s.hammer_pos[seat]


# ---- gains -------------------------------------------------------------------------------

def gain(w, seat: int, g, source: str, hammer: bool = True) -> None:
    """Add ``g`` (may be negative: Minotaur) within caps.  Gold gained by a Hammer owner whose
    track is not full is held for the owner's split decision (queued next)."""
    if hammer and g[0] > 0 and hammer_room(w, seat) > 0:
        w.held[seat] += g[0]
        q = w.queues[seat]
        if not q or q[0] != ("hammer",):
            w.queues[seat] = (("hammer",),) + q
        g = (0, g[1], g[2], g[3])
        if g == M.ZERO:
            return
    before = tuple(w.res[seat])
    after = add_gain(before, g, w.chests[seat])
    w.res[seat] = list(after)
    delta = tuple(a - b for a, b in zip(after, before))
    w.events.append(Gained(seat, delta, source))


def advance_hammer(w, seat: int, n: int) -> None:
    pos = w.hammer_pos[seat]
    new = pos + n
    glory = 0
    for k in range(pos // M.HAMMER_STEP + 1, new // M.HAMMER_STEP + 1):
        glory += M.HAMMER_GLORY[(k - 1) % 2]
    w.hammer_pos[seat] = new
    w.events.append(HammerAdvanced(seat, n, pos, new, glory))
    if glory:
        gain(w, seat, (0, 0, 0, glory), "hammer", hammer=False)


# ---- queue helpers -----------------------------------------------------------------------

def push_front(w, seat: int, *tasks) -> None:
    w.queues[seat] = tuple(tasks) + w.queues[seat]


def push_back(w, seat: int, *tasks) -> None:
    w.queues[seat] = w.queues[seat] + tuple(tasks)


def push_before_card(w, seat: int, task: tuple) -> None:
    """Queue ``task`` at the end, but before a feat card's waiting effect (a reward earned in
    an ousted hero's blessing comes before the card that ousted it)."""
    q = w.queues[seat]
    k = next((i for i, t in enumerate(q) if t[0] == "card"), len(q))
    w.queues[seat] = q[:k] + (task,) + q[k:]


def pop(w, seat: int) -> tuple:
    q = w.queues[seat]
    w.queues[seat] = q[1:]
    return q[0]


# ---- rolling -----------------------------------------------------------------------------

def roll(w, seat: int, die: int, reason: str) -> tuple:
    """Roll both dice (-1) or one; the faces now showing, light die first."""
    dice = (0, 1) if die < 0 else (die,)
    up = w.up[seat]
    slots = []
    for d in dice:
        up[d] = w.rand.randrange(6)
        slots.append(up[d])
    faces = tuple(w.dice[seat][d][up[d]] for d in dice)
    w.events.append(DiceRolled(seat, die, faces, tuple(slots), reason))
    return faces


_REASON = {"n": "blessing", "x": "minotaur", "s": "sentinel", "c": "cyclops"}


def run_roll(w, seat: int, mode: str, die: int, reason: str | None = None) -> None:
    faces = roll(w, seat, die, reason or (_REASON[mode] if die < 0 else "minor"))
    tasks = [("resolve", mode) + faces]
    if mode != "x" and w.tokens[seat][0] > 0:
        tasks.append(("cerberus", mode) + faces)
    push_front(w, seat, *tasks)


# ---- resolving faces ---------------------------------------------------------------------

def mirror_targets(s, seat: int) -> list[str]:
    """Distinct faces showing on opponents' dice that a mirror may copy (never a mirror)."""
    out: list[str] = []
    for o in range(s.players):
        if o == seat:
            continue
        d, u = s.dice[o], s.up[o]
        for f in (d[0][u[0]], d[1][u[1]]):
            if f != "mirror" and f not in out:
                out.append(f)
    return out


def _convert(opts: list, mode: str) -> list:
    if mode == "s":
        out = []
        for g, s, m, v in opts:
            for a in range(s + 1):
                for b in range(m + 1):
                    out.append((g, s - a, m - b, v + 2 * (a + b)))
        opts = out
    elif mode == "c":
        opts = [(g - k, s, m, v + k) for g, s, m, v in opts for k in range(g + 1)]
    elif mode == "x":
        opts = [mul(o, -1) for o in opts]
    seen: list = []
    for o in opts:
        if o not in seen:
            seen.append(o)
    return seen


def _shield_result(shield, other_gain) -> tuple:
    if other_gain is not None and other_gain[shield.watches] > 0:
        return (0, 0, 0, 5)
    return shield.otherwise


_PLANS: dict = {}


def resolve(w, seat: int, mode: str, faces: tuple) -> None:
    """Apply the faces of one blessing (1 face = minor blessing).  Mirrors first.  Blessings
    without mirror or boar faces depend only on (mode, faces): their plan (one automatic gain
    and the decisions to queue) is computed once and cached."""
    key = (mode, faces)
    plan = _PLANS.get(key)
    if plan is None:
        if any(f == "mirror" or f in M.BOAR_FACES for f in faces):
            _resolve(w, seat, mode, faces)
            return
        plan = _plan(mode, faces)
        _PLANS[key] = plan
    auto, front = plan
    for g, src in auto:
        gain(w, seat, g, src)
    if front:
        _queue_front(w, seat, front)


class _Recorder:
    """Stands in for the work state while a plan is computed (records gains and tasks)."""

    def __init__(self) -> None:
        self.auto: list = []
        self.front: tuple = ()


def _plan(mode: str, faces: tuple):
    rec = _Recorder()
    _resolve(rec, -1, mode, faces)
    return tuple(rec.auto), rec.front


def _queue_front(w, seat: int, front: tuple) -> None:
    # gains already applied may have queued a Hammer split at the head: keep it first
    q = w.queues[seat]
    if q and q[0] == ("hammer",):
        w.queues[seat] = (q[0],) + tuple(front) + q[1:]
    else:
        w.queues[seat] = tuple(front) + q


def _gain_or_record(w, seat, g, src) -> None:
    if isinstance(w, _Recorder):
        w.auto.append((g, src))
    else:
        gain(w, seat, g, src)


def _resolve(w, seat: int, mode: str, faces: tuple) -> None:
    for i, f in enumerate(faces):
        if f == "mirror":
            if mirror_targets(w, seat):
                push_front(w, seat, ("mirror", mode, i) + faces)
                return
            faces = faces[:i] + ("",) + faces[i + 1:]   # nothing to copy: the mirror gives nothing
    fs = [_F()[f] if f else None for f in faces]
    kinds = [f.kind if f else "" for f in fs]
    if len(fs) == 2 and kinds[0] == "x3" and kinds[1] == "x3":
        return                                           # two x3 give nothing
    front: list = []
    done_shield = [False] * len(fs)
    for i, f in enumerate(fs):
        if f is None or f.kind in ("x3", "ship", "shield"):
            continue
        other = fs[1 - i] if len(fs) == 2 else None
        k = 3 if other is not None and other.kind == "x3" else 1
        opts = [mul(o, k) for o in f.options]
        if other is not None and other.kind == "shield":
            opts = [plus(o, _shield_result(other, o)) for o in opts]
            done_shield[1 - i] = True
        if f.kind == "boar":
            colour = M.BOAR_FACES.index(f.id)
            owner = w.boar_owner[colour]
            if owner >= 0:
                reward = [mul(g, k) for g in ((0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 3))]
                push_before_card(w, owner,
                                 ("pick", "boar_reward") + tuple(token(g) for g in reward))
        opts = _convert(opts, mode)
        if len(opts) == 1:
            _gain_or_record(w, seat, opts[0], f.id)
        else:
            front.append(("pick", f.id) + tuple(token(o) for o in opts))
    for i, f in enumerate(fs):
        if f is None:
            continue
        other = fs[1 - i] if len(fs) == 2 else None
        if f.kind == "shield" and not done_shield[i]:
            if other is not None and other.kind == "x3":
                g = mul(f.otherwise, 3)
            elif other is not None and other.kind == "shield":
                # two shields: each sees the other's own resource
                g = _shield_result(f, other.otherwise)
            else:
                g = f.otherwise
            opts = _convert([g], mode)
            if len(opts) == 1:
                _gain_or_record(w, seat, opts[0], f.id)
            else:
                front.append(("pick", f.id) + tuple(token(o) for o in opts))
        elif f.kind == "ship" and mode != "x":
            front.append(("ship", 6 if other is not None and other.kind == "x3" else 2))
    if front:
        if isinstance(w, _Recorder):
            w.front = tuple(front)
        else:
            _queue_front(w, seat, tuple(front))


# ---- forging -----------------------------------------------------------------------------

def place_slots(s, seat: int) -> list[tuple[int, int]]:
    """(die, slot) pairs a new face may replace: any face but a Boar face."""
    out = []
    for d in (0, 1):
        for i, f in enumerate(s.dice[seat][d]):
            if f not in M.BOAR_FACES:
                out.append((d, i))
    return out


def forge(w, seat: int, face: str, die: int, slot: int) -> None:
    d = list(w.dice[seat])
    old = d[die][slot]
    faces = list(d[die])
    faces[slot] = face
    d[die] = tuple(faces)
    w.dice[seat] = tuple(d)
    w.up[seat][die] = slot                     # the die goes back with the new face showing
    w.removed[seat] = w.removed[seat] + (old,)
    w.events.append(FaceForged(seat, face, die, slot, old))


def take_from_sanctuary(w, seat: int, face: str, cost: int) -> None:
    pool = M.pool_of()[face]
    faces = list(w.sanctuary[pool])
    faces.remove(face)
    w.sanctuary[pool] = tuple(faces)
    if cost:
        w.res[seat][0] -= cost
        w.events.append(Gained(seat, (-cost, 0, 0, 0), "buy"))
    w.events.append(FaceBought(seat, face, pool, cost))


def take_from_gardens(w, seat: int, face: str) -> bool:
    if face not in w.gardens:
        return False
    g = list(w.gardens)
    g.remove(face)
    w.gardens = tuple(g)
    w.events.append(FaceBought(seat, face, -1, 0))
    return True


def buyable(s, seat: int, discount: int = 0, exclude=()) -> list[str]:
    """Sanctuary faces the seat can pay for now (distinct ids, pool order)."""
    gold = s.res[seat][0]
    out = []
    for (cost, _), faces in zip(M.sanctuary(), s.sanctuary):
        if max(0, cost - discount) > gold:
            continue
        for f in faces:
            if f not in out and f not in exclude:
                out.append(f)
    return out


# ---- decisions: options and applying a chosen one ----------------------------------------

def options(s, seat: int, task: tuple) -> list[tuple]:
    """The legal actions answering ``task``; [] means the task resolves itself (no choice)."""
    kind = task[0]
    if kind == "pick":
        return [("choose", t) for t in task[2:]]
    if kind == "mirror":
        return [("mirror", f) for f in mirror_targets(s, seat)]
    if kind == "hammer":
        held, room = s.held[seat], hammer_room(s, seat)
        if held <= 0 or room <= 0:
            return []
        return [("hammer", n) for n in range(min(held, room) + 1)]
    if kind == "ship":
        faces = buyable(s, seat, task[1])
        return [("buy", f) for f in faces] + [("pass",)] if faces else []
    if kind == "place":
        return [("place", d, i) for d, i in place_slots(s, seat)]
    if kind == "cerberus":
        return [("cerberus",), ("pass",)] if s.tokens[seat][0] > 0 else []
    if kind in ("satyr", "satyr2"):
        pool = task[1:] if kind == "satyr" else task[2:]
        out: list = []
        for f in pool:
            if ("satyr", f) not in out:
                out.append(("satyr", f))
        return out
    if kind == "die":
        return [("die", 0), ("die", 1)]
    if kind == "shield":
        seen: list = []
        for f in s.gardens:
            if f in M.SHIELD_FACES and ("shield", f) not in seen:
                seen.append(("shield", f))
        return seen
    if kind == "bearer":
        return [("bearer", o) for o in range(s.players) if o != seat]
    return []


def auto_resolve(w, seat: int, task: tuple) -> None:
    """A decision task with no choice: what happens by itself."""
    kind = task[0]
    if kind == "hammer":
        held = w.held[seat]
        w.held[seat] = 0
        if held:
            gain(w, seat, (held, 0, 0, 0), "hammer_full", hammer=False)
    elif kind == "mirror":                       # (cannot happen: checked when queued)
        faces = task[3:]
        i = task[2]
        push_front(w, seat, ("resolve", task[1]) + faces[:i] + ("",) + faces[i + 1:])


def answer(w, seat: int, task: tuple, action: tuple) -> None:
    """Apply ``action`` (legal for ``task``, already popped from the queue)."""
    kind = task[0]
    if kind == "pick":
        src = task[1]
        gain(w, seat, untoken(action[1]), src)
    elif kind == "mirror":
        mode, i, faces = task[1], task[2], task[3:]
        push_front(w, seat, ("resolve", mode) + faces[:i] + (action[1],) + faces[i + 1:])
    elif kind == "hammer":
        n = action[1]
        held = w.held[seat]
        w.held[seat] = 0
        if n:
            advance_hammer(w, seat, n)
        if held - n:
            # the rest goes to the reserve (no second Hammer question for it)
            gain(w, seat, (held - n, 0, 0, 0), "hammer_rest", hammer=False)
    elif kind == "ship":
        if action[0] == "buy":
            face = action[1]
            cost = max(0, M.face_cost(face) - task[1])
            take_from_sanctuary(w, seat, face, cost)
            push_front(w, seat, ("place", face))
    elif kind == "place":
        forge(w, seat, task[1], action[1], action[2])
    elif kind == "cerberus":
        if action[0] == "cerberus":
            t = w.tokens[seat]
            t[0] -= 1
            w.events.append(TokenUsed(seat, "cerberus"))
            push_front(w, seat, ("resolve", task[1]) + task[2:])   # no second token on one roll
    elif kind == "satyr":
        pool = list(task[1:])
        pool.remove(action[1])
        push_front(w, seat, ("satyr2", action[1]) + tuple(pool))
    elif kind == "satyr2":
        faces = (task[1], action[1])
        tasks = [("resolve", "n") + faces]
        if w.tokens[seat][0] > 0:
            tasks.append(("cerberus", "n") + faces)
        push_front(w, seat, *tasks)
    elif kind == "die":
        d = action[1]
        why = "sphinx" if task[1] == "n" else "cyclops"
        push_front(w, seat, *[("roll", task[1], d, why)] * 4)
    elif kind == "shield":
        take_from_gardens(w, seat, action[1])
        push_front(w, seat, ("place", action[1]))
    elif kind == "bearer":
        face = M.BOAR_FACES[task[1]]
        take_from_gardens(w, seat, face)
        push_back(w, action[1], ("place", face))


def to_act(s) -> list[int]:
    if not any(s.queues):
        return [s.active] if s.phase == "main" else []
    gate = -1
    for seat in order_from(s.active, s.players):
        if any(t[0] in ORDERED for t in s.queues[seat]):
            gate = seat
            break
    return [seat for seat in range(s.players)
            if s.queues[seat] and s.queues[seat][0][0] != "card"
            and (s.queues[seat][0][0] not in ORDERED or seat == gate)]
