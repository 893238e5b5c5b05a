"""AI hooks: a static evaluation in score units and a cheap, sensible playout policy.

``evaluate``: points of completed coatls, plus what the position still promises — cards on
unfinished coatls at a discount, a little for cards in hand and pieces on the board, a likely
temple for a coatl that has cards — shrunk once the end is near (unfinished coatls score 0).
"""
from __future__ import annotations

from .scoring import coatl_points, prophecy_points, temple_points
from .state import State

COMPLETED = 1.0     # tempo: a completed coatl brings the end nearer (tuned: 2.5 lost 2-8 to 1.0)
TEMPLE_LIKELY = 2.0  # a coatl with cards will probably get a temple when completed
GROWTH = 0.3        # a card beside an unfinished coatl may still rise a level
COATL_PIECE = 0.25  # a piece in an unfinished coatl (the first 7 only)
NEEDED_END = 0.9    # a head / tail on the board that an open end (or a new coatl) needs
SPARE_END = 0.15
BODY = 0.4          # a body segment on the board (the first 6 only)
HAND_CARD = (1.2, 1.2, 1.2, 0.6, 0.5)   # the 1st..5th card in hand
OWN_TEMPLE = 1.5    # an unused personal temple
TOKEN = 0.8


def _progress(c) -> float:
    """Rough chance that an unfinished coatl gets completed (each closed end helps)."""
    return 0.35 + 0.25 * c.head + 0.25 * c.tail


def _seat_value(s: State, seat: int) -> float:
    late = 1.0
    if s.ending:
        late = 0.25 if s.current == seat or any(q[0] == seat for q in s.queue) else 0.0
    v = 0.0
    coatls = s.coatls[seat]
    need_h = need_t = unfinished = 0
    for c in coatls:
        if c.complete:
            v += coatl_points(c.pieces, c.cards, c.temple or None)[0] + COMPLETED
            if not c.locked and c.cards:
                v += TEMPLE_LIKELY * late
            continue
        unfinished += 1
        need_h += not c.head
        need_t += not c.tail
        pts = sum(prophecy_points(card, c.pieces, c.head, c.tail) for card in c.cards)
        expect = pts + (TEMPLE_LIKELY if c.cards else 0.0) + COMPLETED
        v += late * (_progress(c) * expect + GROWTH * len(c.cards)
                     + COATL_PIECE * min(len(c.pieces), 7))
    more = max(0, min(3 - len(coatls), 2 - unfinished))
    need_h += more
    need_t += more
    board = s.boards[seat]
    heads = sum(1 for p in board if p[:1] == "h")
    tails = sum(1 for p in board if p[:1] == "t")
    bodies = sum(1 for p in board if p[:1] == "b")
    v += late * (NEEDED_END * (min(heads, need_h) + min(tails, need_t))
                 + SPARE_END * (max(0, heads - need_h) + max(0, tails - need_t))
                 + BODY * min(bodies, 6) + 0.1 * max(0, bodies - 6))
    v += late * (sum(HAND_CARD[:len(s.hands[seat])]) + OWN_TEMPLE * len(s.temples[seat])
                 + TOKEN * len(s.tokens[seat]))
    return v


def evaluate(state: State, seat: int) -> float:
    return _seat_value(state, seat)


def _gain_add(s: State, seat: int, a, hand: set) -> float:
    """What adding that piece does now: attached cards rising, hand cards starting to fit,
    a coatl with cards completed."""
    code = s.boards[seat][a[1]]
    c = s.coatls[seat][a[2]]
    if a[3] == "head":
        pieces, head, tail = code[1] + c.pieces, code[0] == "h", c.tail
    else:
        pieces, head, tail = c.pieces + code[1], c.head, code[0] == "t"
    g = 0.0
    for card in c.cards:
        g += prophecy_points(card, pieces, head, tail) - prophecy_points(card, c.pieces, c.head, c.tail)
    for card in hand:
        if prophecy_points(card, c.pieces, c.head, c.tail) <= 0 < prophecy_points(card, pieces, head, tail):
            g += 0.6
    if head and tail and c.cards:
        g += 2.0
    return g


def rollout_action(state: State, seat: int, actions: list, rng) -> tuple:
    """Greedy with a little noise: play cards, grow coatls where cards gain, take temples,
    otherwise gather pieces and cards; never pass up a forced move."""
    n = len(actions)
    if n == 1:
        return actions[0]
    s = state
    phase = s.phase
    if phase == "keep":
        if len(s.hands[seat]) > 3:
            return actions[rng.randrange(n - (1 if actions[-1] == ("keep",) else 0))]
        return ("keep",)
    if phase in ("draft", "foresee"):
        picks = [a for a in actions if a[0] in ("pick", "pick_deck")]
        if picks and len(s.hands[seat]) < 4 and s.picks < 2:
            return picks[rng.randrange(len(picks))]
        return ("done",)
    best, best_v = None, 0.2
    takes, others, adds = [], [], []
    for a in actions:
        verb = a[0]
        if verb == "play":
            c = s.coatls[seat][a[2]]
            v = 3.0 + prophecy_points(a[1], c.pieces, c.head, c.tail)
        elif verb == "temple":
            c = s.coatls[seat][a[1]]
            v = 2.0 + temple_points(a[2], c.pieces, c.cards)
        elif verb == "add":
            adds.append(a)
            continue
        elif verb == "take":
            takes.append(a)
            continue
        else:
            others.append(a)
            continue
        v += rng.random() * 0.3
        if v > best_v:
            best, best_v = a, v
    if adds:        # keep playouts cheap: judge a few adds only
        hand = set(s.hands[seat])
        for a in (adds if len(adds) <= 4 else [adds[rng.randrange(len(adds))] for _ in range(4)]):
            v = _gain_add(s, seat, a, hand) + rng.random() * 0.3
            if v > best_v:
                best, best_v = a, v
    if best is not None:
        return best
    if ("end",) in actions:
        return ("end",)
    coatls = s.coatls[seat]
    board_n = sum(1 for p in s.boards[seat] if p)
    if board_n >= 3 and not any(not c.complete for c in coatls):
        starts = [a for a in others if a[0] == "start"]
        if starts:
            heads = [a for a in starts if s.boards[seat][a[1]][0] == "h"]
            pool = heads or starts
            return pool[rng.randrange(len(pool))]
    if len(s.hands[seat]) < 2:
        picks = [a for a in others if a[0] in ("pick", "pick_deck")]
        if picks:
            return picks[rng.randrange(len(picks))]
    if takes and rng.random() < 0.75:
        return takes[rng.randrange(len(takes))]
    pool = [a for a in others if a[0] not in ("pass",)] or actions
    return pool[rng.randrange(len(pool))]
