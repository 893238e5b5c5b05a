"""AI: what ending the game is worth, by the standing (rulebook "Кінець гри", "Підрахунок очок").

A seat that has played its last turn (it completed its third coatl, or its last turn of a
"no bodies" end is over) keeps only its completed coatls: ``ai_eval`` values its position at
that score.  That alone made finishing the game look poor beside a position that still promises
cards and coatls, also when finishing wins.  Here a finished seat's chance to win is added, worth
``WIN`` points: at the end, the rulebook's winners (tie-breakers included); before the others'
last turns, its score (with what it may still add in the action under way, ``pending``) against
what each of them may still reach in the actions left to it (``reach``): an unfinished coatl it
can close with the heads and tails on its board (with two actions, one more from the disk),
grown with its body segments, with the best of its hand cards and a temple.
"""
from __future__ import annotations

import math
from functools import lru_cache

from .material import MAX_CARDS_PER_COATL
from .phases import last_turns
from .results import winners
from .scoring import coatl_points, prophecy_points, temple_points
from .state import State

WIN = 20.0          # a won game, in points of the evaluation: above what a position still
                    # promises (a continuing position's promise was 12-16 points above its score
                    # in the positions where normal declined to end a game it led)
SPREAD = 2.0        # points of margin over the best reach that make the win about 0.96 sure
UNKNOWN_CARD = 3.0  # a hand card the seat has not seen taken (a determinization samples it at
                    # random; the owner chose it to fit): what it is taken to pay on a coatl
                    # (with 3, the reach of six 4-player last turns was within -1..+4 of what
                    # the seats scored; with 1.5, 2-7 short)
HIDDEN = "?"


def finished(s: State, seat: int) -> bool:
    """The seat acts no more, or only to assemble in its last action (which can only add to its
    completed coatls): the game is over; or it ended and the seat has no turn left; or the
    seat's last action is under way (past its first step), the end triggered or being triggered
    by the third coatl completed in it."""
    if s.phase == "over":
        return True
    if any(q[0] == seat for q in s.queue):
        return False
    if s.current != seat:
        return bool(s.ending)
    if s.phase == "choose" or s.actions_left > 1:
        return False
    return bool(s.ending) or sum(1 for c in s.coatls[seat] if c.complete) >= 3


def win_chance(s: State, seat: int) -> float:
    """The finished seat's chance to win: exact once the game is over, else its score (and the
    rulebook's tie-breakers) against the best each other seat may reach in its actions left."""
    if s.phase == "over":
        won = winners(s)
        return 1.0 / len(won) if seat in won else 0.0
    mine = _score(s.coatls[seat]) + pending(s, seat)
    left = _actions_left(s, seat)
    worst = 1.0
    for j in range(s.players):
        if j == seat:
            continue
        theirs = _score(s.coatls[j])
        gain, cards = reach(s, j, left.get(j, 0))
        margin = mine - theirs - gain
        if margin == 0:     # a tie: the most cards beside completed coatls wins
            tb = _beside(s.coatls[seat]) - _beside(s.coatls[j]) - cards
            margin = 0.5 if tb > 0 else -0.5 if tb < 0 else 0.0
        p = 0.5 + 0.5 * math.tanh(margin / SPREAD)
        worst = min(worst, p)
    return worst


@lru_cache(maxsize=4096)
def _score(coatls: tuple) -> int:
    """Points of a seat's completed coatls (``results.final_scores`` of one seat)."""
    return sum(coatl_points(c.pieces, c.cards, c.temple or None)[0] for c in coatls if c.complete)


@lru_cache(maxsize=4096)
def _beside(coatls: tuple) -> int:
    """Cards beside a seat's completed coatls (``results.cards_beside``: the first tie-break)."""
    return sum(len(c.cards) + (1 if c.temple else 0) for c in coatls if c.complete)


def pending(s: State, seat: int) -> int:
    """Points the seat may still add in the action under way, to its coatls completed in it
    (still open to cards): the best of its hand cards that fit and the best temple.  So a
    coatl completed in the last action is worth its cards before they are played."""
    if s.phase == "over" or s.current != seat:
        return 0
    return _pending(s.coatls[seat], s.hands[seat], _temples(s, seat))


@lru_cache(maxsize=4096)
def _pending(coatls: tuple, hand_cards: tuple, temples: tuple) -> int:
    hand = list(hand_cards)
    gain = 0
    for c in coatls:
        if not c.complete or c.locked:
            continue
        got = _best_cards(c.pieces, c.cards, hand)
        for card in got[len(c.cards):]:
            hand.remove(card)
        gain += coatl_points(c.pieces, got, None)[0] - coatl_points(c.pieces, c.cards, None)[0]
        gain += max((temple_points(t, c.pieces, got) for t in temples), default=0)
    return gain


def _temples(s: State, j: int) -> tuple:
    """The temples seat ``j`` may place: its own (as far as known) and the stacks' tops."""
    return tuple(t for t in s.temples[j] if t != HIDDEN) + tuple(st[-1] for st in s.stacks if st)


def _actions_left(s: State, seat: int) -> dict:
    """Seat -> actions it still has: the last turns queued (when the seat's third coatl is
    completed in the action under way, the ones the rulebook will give), the current action."""
    queue = s.queue if s.ending else last_turns(s.players, seat, "third_coatl")
    left = {j: n for j, n in queue}
    if s.phase != "over" and s.current != seat:
        left[s.current] = left.get(s.current, 0) + s.actions_left
    return left


def reach(s: State, j: int, actions: int) -> tuple[int, int]:
    """(points, cards) seat ``j`` may still add in ``actions`` actions: its unfinished coatls it
    can close with the heads and tails on its board (with two actions, one more from the disk),
    each with its cards, the best of the hand cards that fit and its best temple."""
    if actions <= 0:
        return 0, 0
    board = s.boards[j]
    known = s.known[j] if s.known else ()
    hand = tuple(c for i, c in enumerate(s.hands[j]) if i < len(known) and known[i])
    extra_h = actions >= 2 and any(s.disk[:2]) and "" in board
    extra_t = actions >= 2 and any(s.disk[2:4]) and "" in board
    return _reach(board, s.coatls[j], hand, len(s.hands[j]) - len(hand), _temples(s, j),
                  extra_h, extra_t)


@lru_cache(maxsize=4096)
def _reach(board: tuple, coatls: tuple, known: tuple, unknown: int, temples: tuple,
           extra_h: bool, extra_t: bool) -> tuple[int, int]:
    """``reach`` of what it depends on (the search asks again and again)."""
    heads = [p[1] for p in board if p[:1] == "h"]
    tails = [p[1] for p in board if p[:1] == "t"]
    bodies = [p[1] for p in board if p[:1] == "b"]
    hand = list(known)
    points = cards = 0
    for c in coatls:
        if c.complete:
            continue
        need_h, need_t = not c.head, not c.tail
        short = (need_h and not heads) + (need_t and not tails)
        if short > 1 or short == 1 and not (need_h and not heads and extra_h
                                             or need_t and not tails and extra_t):
            continue
        head = (heads.pop(0) if heads else "?") if need_h else ""
        tail = (tails.pop(0) if tails else "?") if need_t else ""
        if short:
            extra_h = extra_t = False   # the one more action takes one piece from the disk
        whole = _grown(head + c.pieces + tail, bodies, c.cards, hand)
        got = _best_cards(whole, c.cards, hand)
        blind = min(unknown, MAX_CARDS_PER_COATL - len(got))
        if not got and not blind:
            continue
        for card in got[len(c.cards):]:
            hand.remove(card)
        unknown -= blind
        pts = coatl_points(whole, got, None)[0] + UNKNOWN_CARD * blind
        pts += max((temple_points(t, whole, got) for t in temples), default=0)
        points += round(pts)
        cards += len(got) + blind + 1
    return points, cards


def _grown(whole: str, bodies: list, beside: tuple, hand: list) -> str:
    """The coatl ``whole`` with the board's body segments added (next to the head or the tail)
    where they raise what its cards pay; the segments used leave ``bodies``."""
    def pays(w: str) -> int:
        return coatl_points(w, _best_cards(w, beside, hand), None)[0]

    best = pays(whole)
    for b in tuple(bodies):
        options = (whole[:1] + b + whole[1:], whole[:-1] + b + whole[-1:])
        grown = max(options, key=pays)
        if pays(grown) > best:
            whole, best = grown, pays(grown)
            bodies.remove(b)
    return whole


def _best_cards(whole: str, beside: tuple, hand: list) -> tuple:
    """The cards beside the coatl and the hand cards that pay most on it, up to the limit."""
    fit = sorted(((prophecy_points(card, whole, True, True), card) for card in set(hand)
                  if card not in beside), reverse=True)
    room = MAX_CARDS_PER_COATL - len(beside)
    return tuple(beside) + tuple(card for pts, card in fit[:room] if pts > 0)
