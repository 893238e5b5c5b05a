"""AI hooks: a static evaluation in score units and a cheap, sensible playout policy.

``evaluate``: points of completed coatls, plus what the position still promises — cards on
unfinished coatls at a discount, a little for cards in hand and pieces on the board, a likely
temple for a coatl that has cards — shrunk once the end is near (unfinished coatls score 0).
"""
from __future__ import annotations

from .material import HAND_LIMIT
from .scoring import coatl_points, prophecy_points, temple_points
from .state import State

ATTACHED = 0.75     # an unfinished coatl's card points, discounted (it may not be completed)
GROWTH = 0.8        # a card beside an unfinished coatl may still rise a level
HAND_CARD = 1.1     # a prophecy in hand: a future card's worth, roughly
BOARD_PIECE = 0.35  # a piece on the board: material for a coatl
OWN_TEMPLE = 1.5    # an unused personal temple
TEMPLE_LIKELY = 2.0  # a coatl with cards will probably get a temple when completed


def _seat_value(s: State, seat: int) -> float:
    late = 1.0
    if s.ending:
        late = 0.25 if s.current == seat or any(q[0] == seat for q in s.queue) else 0.0
    v = 0.0
    for c in s.coatls[seat]:
        if c.complete:
            v += coatl_points(c.pieces, c.cards, c.temple or None)[0]
            if not c.locked and not c.temple and c.cards:
                v += TEMPLE_LIKELY * late
            continue
        pts = sum(prophecy_points(card, c.pieces, c.head, c.tail) for card in c.cards)
        ends = (1 if c.head else 0) + (1 if c.tail else 0)
        v += late * (ATTACHED * pts + GROWTH * len(c.cards) + 0.3 * ends
                     + (TEMPLE_LIKELY * 0.5 if c.cards else 0.0) + 0.15 * len(c.pieces))
    v += late * (HAND_CARD * min(len(s.hands[seat]), HAND_LIMIT)
                 + BOARD_PIECE * sum(1 for p in s.boards[seat] if p)
                 + OWN_TEMPLE * len(s.temples[seat]) + 0.8 * len(s.tokens[seat]))
    return v


def evaluate(state: State, seat: int) -> float:
    return _seat_value(state, seat)


def _gain_add(s: State, seat: int, a) -> float:
    code = s.boards[seat][a[1]]
    c = s.coatls[seat][a[2]]
    if a[3] == "head":
        pieces, head, tail = code[1] + c.pieces, code[0] == "h", c.tail
    else:
        pieces, head, tail = c.pieces + code[1], c.head, code[0] == "t"
    g = 0.0
    for card in c.cards:
        g += prophecy_points(card, pieces, head, tail) - prophecy_points(card, c.pieces, c.head, c.tail)
    for card in s.hands[seat]:
        if prophecy_points(card, pieces, head, tail) > prophecy_points(card, c.pieces, c.head, c.tail):
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
    takes, others = [], []
    for a in actions:
        verb = a[0]
        if verb == "play":
            c = s.coatls[seat][a[2]]
            v = 3.0 + prophecy_points(a[1], c.pieces, c.head, c.tail)
        elif verb == "temple":
            c = s.coatls[seat][a[1]]
            v = 2.0 + temple_points(a[2], c.pieces, c.cards)
        elif verb == "add":
            v = _gain_add(s, seat, a)
        elif verb == "take":
            takes.append(a)
            continue
        else:
            others.append(a)
            continue
        v += rng.random() * 0.3
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
