"""AI hooks: ``evaluate`` (glory now + what the dice and resources should still bring) and a
cheap greedy ``rollout_action``."""
from __future__ import annotations

from . import material as M
from .scoring import card_glory, untoken

# glory-equivalents of one unit of each resource held or rolled (a moon/sun buys about 2-3
# glory in feats; gold buys faces).  Tuned by normal-vs-normal matches: (0.4, 1.8, 1.6) with
# resources worth nothing at the end beat the first guess (0.35, 1.0, 0.9; 40 % kept at the
# end) 11 of 16 games, 101 to 83 glory on average.
VALUE = (0.4, 1.8, 1.6, 1.0)


def _gval(g) -> float:
    return g[0] * VALUE[0] + g[1] * VALUE[1] + g[2] * VALUE[2] + g[3] * VALUE[3]


_FACE_VALUE: dict[str, float] = {}


def face_value(fid: str) -> float:
    v = _FACE_VALUE.get(fid)
    if v is None:
        f = M.face(fid)
        if f.options:
            v = max(_gval(o) for o in f.options)
        else:
            v = {"x3": 2.0, "mirror": 1.8, "ship": 1.5, "shield": 2.2}.get(f.kind, 0.5)
        _FACE_VALUE[fid] = v
    return v


def rolls_left(s, seat: int) -> int:
    """Divine blessings the seat should still receive (about one per turn of anybody)."""
    if s.phase == "over":
        return 0
    per = 2 if s.players == 2 else 1
    turns_left = (s.rounds - s.round) * s.players + (s.players - s.active)
    return max(0, turns_left * per)


def own_turn_left(s, seat: int) -> bool:
    """Whether the seat still has a main phase to come (its own turn, where feats and faces are
    bought): a later round, a later seat of this one, or its own turn not yet acted in."""
    if s.phase == "over":
        return False
    if s.round < s.rounds or seat > s.active:
        return True
    return seat == s.active and (s.phase == "bless" or s.acts == 0)


def blessings_left(s) -> int:
    """The divine blessings every seat still receives from now: the later turns' and what the
    current turn's blessing still rolls (``rolls_left`` counts the current turn whole)."""
    per = 2 if s.players == 2 else 1
    later = (s.rounds - s.round) * s.players + s.players - 1 - s.active
    return later * per + (min(s.rolls_left, per) if s.phase == "bless" else 0)


def _glory_part(fid: str) -> float:
    """The glory a face gives (its best option for a choice face); specials count nothing."""
    f = M.face(fid)
    return float(max(o[3] for o in f.options)) if f.options else 0.0


def evaluate(s, seat: int) -> float:
    glory = s.res[seat][3] + card_glory(s.cards[seat])
    if s.phase == "over":
        return float(glory)
    dice = s.dice[seat]
    hammer = s.hammer_pos[seat] * 0.6 if s.hammers[seat] else 0.0
    if not own_turn_left(s, seat):
        # the seat's last turn is over: what it holds or still rolls buys nothing more, only
        # the glory its faces roll counts (a face bought on the last turn is worth the glory it
        # may still roll, no more: a feat's glory was better)
        after = blessings_left(s)
        late_roll = (sum(_glory_part(f) for f in dice[0]) / 6
                     + sum(_glory_part(f) for f in dice[1]) / 6)
        return glory + late_roll * after * 0.8 + hammer + s.held[seat] * VALUE[0]
    # (before it, the rates as tuned: counting only the glory of the blessings after the last
    # own turn from the start lost 17 of 40 to 27 against easy, 99 glory to 106)
    n = rolls_left(s, seat)
    per_roll = sum(face_value(f) for f in dice[0]) / 6 + sum(face_value(f) for f in dice[1]) / 6
    # late in the game resources are worth less (fewer chances to spend them), nothing at the end
    frac = min(1.0, n / (6.0 * (2 if s.players == 2 else 1)))
    res = _gval(s.res[seat][:3] + (0,)) * frac
    return glory + per_roll * n * 0.8 + res + hammer + s.held[seat] * VALUE[0]


def rollout_action(s, seat: int, actions: list, rng):
    """Greedy playout policy: best feat by glory, else the dearest face onto the weakest die
    face, best gain on choices; a little randomness to keep playouts diverse."""
    if len(actions) == 1:
        return actions[0]
    if rng.random() < 0.1:
        return rng.choice(actions)
    verb = actions[0][0]
    if verb == "choose":
        return max(actions, key=lambda a: _gval(untoken(a[1])))
    if verb == "place":
        dice = s.dice[seat]
        return min(actions, key=lambda a: face_value(dice[a[1]][a[2]]))
    if verb == "hammer":
        return actions[-1]
    if verb == "mirror" or verb == "satyr" or verb == "shield":
        return max(actions, key=lambda a: face_value(a[1]))
    best, best_v = None, -1.0
    for a in actions:
        v = -1.0
        if a[0] == "feat":
            f = M.feat(a[1])
            v = f.glory + 3.0 + (2.0 if f.effect_kind != "none" else 0.0)
        elif a[0] == "buy":
            v = face_value(a[1]) * 2.0 + M.face_cost(a[1]) * 0.2
        elif a[0] in ("reinforce", "triton", "cerberus"):
            v = 50.0
        elif a[0] == "second_action":
            # only worth 2 sun when something good can follow; never before more buys
            gold, sun, moon, _ = s.res[seat]
            v = 0.5 if gold >= 8 or sun >= 6 or moon >= 4 else -2.0
        if v > best_v:
            best, best_v = a, v
    if best is not None:
        return best
    return rng.choice(actions)
