"""The hard AI's evaluation (``evaluate_hard``): glory now plus what the seat can still turn
into glory, on the turn schedule that is left.

``ai_eval.evaluate`` (easy and normal) values every resource held or still to be rolled at a
fixed rate until the last two rounds.  At 3-4 players that misleads in the second half: gold
sits at its cap for rounds (worth 0.4 glory a piece to ``evaluate``, nothing at the end) while
glory faces would pay, a sun rolled after the seat's last turn counts as if it could still
buy a feat, and a reinforcement card is worth only its printed glory.  Here each resource is
worth its rate times the chance to spend it:

- sun, moon (and the special faces' value) only if an own turn is still to come after it
  arrives (feats are bought in the own turn);
- gold as much as the face it buys at the next own turn still rolls afterwards (full from 8
  rolls on, nothing after the last own turn), or the Hammer's rate while its track has room;
- the expected gain that would spill over a track's cap before the next own turn is lost;
- Elder, Silver Hind and Guardian's Owl pay once per own turn still to come;
- the Hammer's partial progress towards its next step of glory.
Pure; the rates are ``ai_eval``'s.
"""
from __future__ import annotations

from functools import lru_cache

from . import material as M
from .ai_eval import VALUE
from .scoring import card_glory, caps_for

ROLL_DISCOUNT = 0.8         # a rolled resource is worth less than one held (as ``evaluate``)
GOLD_FULL_ROLLS = 8         # rolls after the buy for a face to repay gold at VALUE[0]
HAMMER_RATE = 10 / 15 * ROLL_DISCOUNT
# glory-equivalent of one use of a reinforcement card (an own turn)
REINFORCE = {"elder": 4 - 3 * VALUE[0], "silver_hind": 1.6, "guardians_owl": 1.5}
_SPECIAL = {"x3": 2.0, "mirror": 1.8, "ship": 1.5, "shield": 2.2}


@lru_cache(maxsize=None)
def face_parts(fid: str) -> tuple[float, float, float, float, float]:
    """(gold, sun, moon, glory, special glory-equivalent) a face gives, its best option for a
    choice face."""
    f = M.face(fid)
    if f.options:
        best = max(f.options, key=lambda o: sum(o[i] * VALUE[i] for i in range(4)))
        return (float(best[0]), float(best[1]), float(best[2]), float(best[3]), 0.0)
    return (0.0, 0.0, 0.0, 0.0, _SPECIAL.get(f.kind, 0.5))


@lru_cache(maxsize=4096)
def per_roll(dice) -> tuple[float, ...]:
    """The expected (gold, sun, moon, glory, special) of one divine blessing (both dice)."""
    out = [0.0] * 5
    for die in dice:
        for fid in die:
            p = face_parts(fid)
            for i in range(5):
                out[i] += p[i] / 6
    return tuple(out)


def schedule(s, seat: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(rolls, own)``: the blessings the seat still gets per turn from the current one (turn
    offset 0), and the offsets of the turns where it still has its main phase."""
    return _schedule(s.players, s.rounds, s.round, s.active, s.phase == "bless", s.rolls_left,
                     s.acts, seat)


@lru_cache(maxsize=4096)
def _schedule(players: int, rounds: int, rnd: int, active: int, blessing: bool, left: int,
              acts: int, seat: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    per = 2 if players == 2 else 1
    cur = (rnd - 1) * players + active
    end = rounds * players
    rolls = ((left if blessing else 0),) + (per,) * (end - cur - 1)
    own = [t - cur for t in range(cur + 1, end) if t % players == seat]
    if active == seat and (blessing or acts == 0):
        own.insert(0, 0)
    return rolls, tuple(own)


def gold_rates(rolls, own) -> list[float]:
    """Glory per gold arriving at each turn offset (held now: offset 0): ``VALUE[0]`` in full
    when the face it buys at the next own turn (offsets in ``own``) still has
    ``GOLD_FULL_ROLLS`` rolls after it, less the fewer, nothing after the last own turn."""
    n = len(rolls)
    rates = [0.0] * n
    after = 0                   # rolls after turn offset k
    nxt_rate = 0.0              # the rate of the next own turn at or after k
    owned = set(own)
    for k in range(n - 1, -1, -1):
        if k in owned:
            nxt_rate = VALUE[0] * min(1.0, after / GOLD_FULL_ROLLS)
        rates[k] = nxt_rate
        after += rolls[k]
    return rates


@lru_cache(maxsize=4096)
def _weights(rolls, own) -> tuple[float, float, float, float, int]:
    """Per schedule: (gold rate now, sum of rolls x gold rate, the same with the Hammer's room,
    rolls an own turn can still spend, rolls until the next own turn's main phase)."""
    rates = gold_rates(rolls, own)
    last = own[-1] if own else -1
    g = sum(n * rates[k] for k, n in enumerate(rolls) if k <= last)
    room = sum(n * max(rates[k], HAMMER_RATE / ROLL_DISCOUNT) for k, n in enumerate(rolls)
               if k <= last)
    spend = sum(rolls[:last + 1])
    came = sum(rolls[:own[0] + 1]) if own else 0
    return rates[0], g, room, spend, came


def evaluate_hard(s, seat: int) -> float:
    res = s.res[seat]
    glory = res[3] + card_glory(s.cards[seat])
    if s.phase == "over":
        return float(glory)
    rolls, own = schedule(s, seat)
    g_rate, g_rolled, g_room, spend_rolls, came = _weights(rolls, own)
    pr = per_roll(s.dice[seat])
    caps = caps_for(s.chests[seat])
    room = bool(s.hammers[seat]) and s.hammer_pos[seat] < 30 * s.hammers[seat]
    value = float(glory) + pr[3] * sum(rolls)
    # resources held now
    value += res[0] * g_rate + (res[1] * VALUE[1] + res[2] * VALUE[2]) * (1.0 if own else 0.0)
    value += s.held[seat] * max(g_rate, HAMMER_RATE if room else 0.0)
    # resources still to be rolled, worth what an own turn after them can make of them
    sm = pr[1] * VALUE[1] + pr[2] * VALUE[2] + pr[4]
    value += ROLL_DISCOUNT * (pr[0] * (g_room if room else g_rolled) + sm * spend_rolls)
    # what spills over a cap before the next own turn is lost
    if own:
        for i in ((1, 2) if room else (0, 1, 2)):   # with Hammer room gold goes on the track
            over = res[i] + pr[i] * came - caps[i]
            if over > 0:
                value -= over * (g_rate if i == 0 else VALUE[i]) * ROLL_DISCOUNT
    # reinforcements pay once per own turn still to come
    for card in ("elder", "silver_hind", "guardians_owl"):
        n = s.cards[seat].count(card)
        if n:
            turns = len(own) - (1 if own and own[0] == 0 and card in s.used else 0)
            value += n * REINFORCE[card] * turns
    # the Hammer's progress towards its next step of glory
    if room:
        r = s.hammer_pos[seat] % 30
        value += (r / 15 * 10 if r < 15 else (r - 15) / 15 * 15) * ROLL_DISCOUNT
    return value
