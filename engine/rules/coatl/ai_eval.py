"""AI hooks: a static evaluation in score units and a cheap, sensible playout policy.

``evaluate``: points of completed coatls, plus what the position still promises — cards on
unfinished coatls at a discount, a little for cards in hand and pieces on the board, a likely
temple for a coatl that has cards — shrunk once the end is near (unfinished coatls score 0).
"""
from __future__ import annotations

from functools import lru_cache

from engine.rules.rng import Rng

from .ai_end import WIN, finished, pending, win_chance
from .material import HAND_LIMIT, LETTER, LETTERS, MAX_CARDS_PER_COATL, prophecy
from .scoring import coatl_points, prophecy_points, temple_points
from .state import State

HIDDEN = "?"        # a card another seat holds, in a view (``actions.HIDDEN``)
COMPLETED = 1.0     # tempo: a completed coatl brings the end nearer (tuned: 2.5 lost 2-8 to 1.0)
TEMPLE_LIKELY = 2.0  # a coatl with cards will probably get a temple when completed
GROWTH = 0.3        # a card beside an unfinished coatl may still rise a level
COATL_PIECE = 0.25  # a piece in an unfinished coatl (the first 7 only)
NEEDED_END = 0.9    # a head / tail on the board that an open end (or a new coatl) needs
SPARE_END = -0.2    # an end no coatl needs only takes a board slot
BODY = 0.4          # a body segment on the board (the first 6 only)
HAND_CARD = (1.2, 1.2, 1.2, 0.6, -0.6)  # the 1st..5th card in hand (a 5th blocks drafting)
OWN_TEMPLE = 1.5    # an unused personal temple
TOKEN = 0.8
OPEN_SLOT = 0.5     # a free card slot of an unfinished coatl: a card it may still take (a
                    # coatl completed with one card gives up three; the seats finished theirs
                    # with one card each and scored 15-20)
WANTED = 0.3        # a piece of a colour a hand card asks for (``_wanted_pieces``)
FULL_BOARD = 0.8    # no room to take pieces
JAMMED = 4.0        # no room and a full hand: only assembling is left, and it may be impossible
EASE_W = 0.05       # x a hand card's ease above the mean card's (``card_ease``): a tie-break


def _progress(c) -> float:
    """Rough chance that an unfinished coatl gets completed (each closed end helps)."""
    return 0.35 + 0.25 * c.head + 0.25 * c.tail


_VALUES: dict = {}       # a seat's own position -> its value (``rewards`` values every seat)


def _seat_value(s: State, seat: int, done: bool = False) -> float:
    """The seat's own position (``done``: it acts no more, only completed coatls count)."""
    late = 1.0
    if done:
        late = 0.0
    elif s.ending:
        late = 0.25 if s.current == seat or any(q[0] == seat for q in s.queue) else 0.0
    key = (late, s.coatls[seat], s.boards[seat], s.hands[seat], len(s.temples[seat]),
           len(s.tokens[seat]))
    v = _VALUES.get(key)
    if v is None:
        v = _own_value(late, *key[1:])
        if len(_VALUES) > 50_000:
            _VALUES.clear()
        _VALUES[key] = v
    return v


def _own_value(late: float, coatls: tuple, board: tuple, hand: tuple, temples: int,
               tokens: int) -> float:
    """``_seat_value`` of what it depends on: the seat's coatls, board, hand and counts of
    temples and tokens, and how late it is."""
    v = 0.0
    need_h = need_t = unfinished = 0
    meets = _hand_meets(coatls, hand)
    for i, c in enumerate(coatls):
        if c.complete:
            v += coatl_points(c.pieces, c.cards, c.temple or None)[0] + COMPLETED
            if not c.locked and c.cards:
                v += TEMPLE_LIKELY * late
            continue
        unfinished += 1
        need_h += not c.head
        need_t += not c.tail
        # the cards beside it and the hand cards it meets now (they may be played on it up to
        # its completion; a card kept keeps its worth in hand too, another coatl may suit it)
        pts, n = meets.get(i, (0, 0))
        pts += sum(prophecy_points(card, c.pieces, c.head, c.tail) for card in c.cards)
        n += len(c.cards)
        expect = pts + (TEMPLE_LIKELY if n else 0.0) + COMPLETED
        v += late * (_progress(c) * expect + GROWTH * n + COATL_PIECE * min(len(c.pieces), 7)
                     + OPEN_SLOT * (MAX_CARDS_PER_COATL - len(c.cards)))
    more = max(0, min(3 - len(coatls), 2 - unfinished))
    need_h += more
    need_t += more
    heads = sum(1 for p in board if p[:1] == "h")
    tails = sum(1 for p in board if p[:1] == "t")
    bodies = sum(1 for p in board if p[:1] == "b")
    v += late * (NEEDED_END * (min(heads, need_h) + min(tails, need_t))
                 + SPARE_END * (max(0, heads - need_h) + max(0, tails - need_t))
                 + BODY * min(bodies, 6) + 0.1 * max(0, bodies - 6))
    v += late * (sum(HAND_CARD[:len(hand)]) + OWN_TEMPLE * temples + TOKEN * tokens)
    # a card that pays readily is worth more than one that seldom fits: a good face-up card
    # beats the deck's blind average (a tie before, which the deck won as the shorter line)
    v += late * EASE_W * sum(EASE.get(card, EASE_MEAN) - EASE_MEAN for card in hand)
    v += late * WANTED * _wanted_pieces(coatls, board, hand)
    if "" not in board:     # a seat that can neither take nor draw may have to pass for good
        v -= late * (FULL_BOARD + (JAMMED if len(hand) >= HAND_LIMIT else 0.0))
    return v


def _wanted_pieces(coatls: tuple, board: tuple, hand: tuple) -> int:
    """Pieces (on the board or in an unfinished coatl) of the colours the hand cards no coatl
    meets yet ask for (``_motif``; three of a colour for a count card), at most as many as they
    ask for: building towards the cards in hand, so that a coatl meets several of them."""
    opens = [c for c in coatls if not c.complete]
    want: dict = {}
    for card in hand:
        if card == HIDDEN or any(prophecy_points(card, c.pieces, c.head, c.tail) > 0
                                 for c in opens):
            continue
        for ch, n in _card_colours(card):
            want[ch] = want.get(ch, 0) + n
    if not want:
        return 0
    have: dict = {}
    for c in opens:
        for ch in c.pieces:
            have[ch] = have.get(ch, 0) + 1
    for p in board:
        if p:
            have[p[1]] = have.get(p[1], 0) + 1
    return sum(min(n, have.get(ch, 0)) for ch, n in want.items())


@lru_cache(maxsize=None)
def _card_colours(card: str) -> tuple:
    """(colour letter, pieces) a prophecy card asks for: its motif's letters (three of its colour
    for a count card)."""
    motif = _motif(card)
    if prophecy(card).kind == "count_color":
        motif *= 3
    out: dict = {}
    for ch in motif:
        out[ch] = out.get(ch, 0) + 1
    return tuple(sorted(out.items()))


def _hand_meets(coatls: tuple, hand: tuple) -> dict:
    """Unfinished coatl index -> (points, count) of the hand cards it meets now: each hand card
    on one coatl (where it pays most), a coatl taking no more than its free card slots and no
    second copy of a card."""
    options = []
    for i, c in enumerate(coatls):
        if not c.complete:
            for j, card in enumerate(hand):
                if card != HIDDEN and card not in c.cards:
                    pts = prophecy_points(card, c.pieces, c.head, c.tail)
                    if pts > 0:
                        options.append((pts, j, i))
    out: dict = {}
    if not options:
        return out
    options.sort(key=lambda o: -o[0])
    taken: set = set()
    on: set = set()                     # (card, coatl) assigned
    room = {i: MAX_CARDS_PER_COATL - len(c.cards) for i, c in enumerate(coatls)}
    for pts, j, i in options:
        if j in taken or room[i] <= 0 or (hand[j], i) in on:
            continue
        taken.add(j)
        on.add((hand[j], i))
        room[i] -= 1
        p, n = out.get(i, (0, 0))
        out[i] = (p + pts, n + 1)
    return out


def evaluate(state: State, seat: int) -> float:
    """The seat's position in points; a seat that acts no more (the game ended) also gets its
    chance to win at ``WIN`` points: finishing the game while ahead is worth the win, while
    behind it is not (``ai_end``)."""
    if finished(state, seat):
        return (_seat_value(state, seat, True) + pending(state, seat)
                + WIN * win_chance(state, seat))
    return _seat_value(state, seat)


_GAINS: dict = {}        # (piece, coatl, end, hand) -> ``_gain`` (the playouts ask again and again)


def _gain_add(s: State, seat: int, a, hand: tuple) -> float:
    """What adding that piece does now: attached cards rising, hand cards starting to fit,
    a coatl with cards completed."""
    key = (s.boards[seat][a[1]], s.coatls[seat][a[2]], a[3], hand)
    g = _GAINS.get(key)
    if g is None:
        g = _gain(*key)
        if len(_GAINS) > 50_000:
            _GAINS.clear()
        _GAINS[key] = g
    return g


def _gain(code: str, c, end: str, hand_cards: tuple) -> float:
    hand = set(hand_cards)
    if end == "head":
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
        hand = s.hands[seat]
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


# ---------------------------------------------------------------- set-up: which cards to keep
EASE_SAMPLES = 300
EASE = {  # card_ease() of every card, precomputed (a test checks they agree)
    "count_yellow": 6.48, "count_red": 6.947, "count_black": 6.773, "count_green": 6.32,
    "count_blue": 6.533, "isolated_pair_yellow": 6.227, "isolated_pair_red": 6.68,
    "isolated_pair_black": 6.44, "isolated_pair_green": 6.373, "isolated_pair_blue": 6.28,
    "trio_yellow": 7.693, "trio_red": 7.68, "trio_black": 7.44, "trio_green": 7.24,
    "trio_blue": 7.44, "pair_yellow_green": 5.853, "pair_red_black": 6.507,
    "pair_yellow_blue": 5.987, "pair_green_blue": 6.0, "pair_black_green": 6.173,
    "pair_yellow_black": 6.067, "pair_red_blue": 5.96, "alternate_black_blue_black_blue": 5.133,
    "alternate_yellow_red_yellow_red": 5.267, "alternate_red_green_red_green": 5.067,
    "block_red3_green2": 6.0, "block_black2_green3": 6.0, "block_yellow2_blue3": 6.0,
    "block_blue2_yellow2": 4.053, "block_red2_blue2": 4.053, "block_black2_yellow2": 4.16,
    "block_green2_red2": 4.107, "rainbow_yellow_black_red_green_blue": 7.0,
    "rainbow_red_black_blue_yellow_green": 7.0, "rainbow_black_green_red_blue_yellow": 7.0,
    "bounded_yellow_black_red": 6.48, "bounded_green_yellow_black": 6.427,
    "bounded_yellow_blue_green": 6.32, "bounded_blue_green_black": 6.213,
    "bounded_red_black_blue": 6.587, "bounded_red_blue_yellow": 6.267,
    "bounded_green_red_black": 6.72, "bounded_green_yellow_green": 6.347,
    "bounded_blue_green_blue": 6.507, "mirror_black_yellow": 4.053, "mirror_green_black": 4.267,
    "mirror_black_blue": 4.213, "mirror_yellow_red": 4.107, "mirror_red_blue": 4.267,
    "promo_set_yellow2_green2_red1": 4.16, "promo_set_black2_blue2_red1": 4.52,
    "promo_set_red2_black2_green1": 4.8, "promo_set_yellow2_black2_red1_blue1": 5.6,
    "promo_set_green2_blue2_yellow1_black1": 5.28, "promo_set_yellow2_red2_green1_blue1": 5.227,
}

EASE_MEAN = (sum(v for c, v in EASE.items() if not c.startswith("promo"))
             / sum(1 for c in EASE if not c.startswith("promo")))


def card_ease(card: str) -> float:
    """``ease_of(card)`` from the table (it takes a few ms per card: the UI process may ask)."""
    v = EASE.get(card)
    return v if v is not None else round(ease_of(card), 3)


@lru_cache(maxsize=None)
def ease_of(card: str) -> float:
    """How good a card is to keep before anything is built (a fixed sample, so the value never
    changes): the best it scores on an 8-piece coatl built for it (hill climbing), plus 4 x its
    mean points on random complete coatls of 5 to 10 pieces (how readily it fits others)."""
    rng = Rng(0xC0A7)
    total = 0
    for _ in range(EASE_SAMPLES):
        n = 5 + rng.randrange(6)
        pieces = "".join(LETTERS[rng.randrange(len(LETTERS))] for _ in range(n))
        total += prophecy_points(card, pieces, True, True)
    best = 0
    motif = _motif(card)
    for k in range(3):
        cur = [LETTERS[rng.randrange(len(LETTERS))] for _ in range(8)]
        if motif:       # start from the card's own pattern (repeated), else climbing is blind
            for i in range(8):
                ch = motif[(i + k) % len(motif)] if k < 2 else (motif[i] if i < len(motif) else "")
                if ch:
                    cur[i] = ch
        pts = prophecy_points(card, "".join(cur), True, True)
        improved = True
        while improved:
            improved = False
            for i in range(8):
                for ch in LETTERS:
                    if ch == cur[i]:
                        continue
                    old, cur[i] = cur[i], ch
                    p = prophecy_points(card, "".join(cur), True, True)
                    if p > pts:
                        pts, improved = p, True
                    else:
                        cur[i] = old
        best = max(best, pts)
    return best + 4.0 * total / EASE_SAMPLES


def _motif(card: str) -> str:
    """The colours the card asks for, in order (letters; "" where any colour will do)."""
    r = prophecy(card).req
    k = prophecy(card).kind
    col = lambda c: LETTER.get(c, "")        # noqa: E731 - "X" / "any" -> any colour
    if k in ("count_color",):
        return LETTER[r["color"]]
    if k == "run":
        return LETTER[r["color"]] * int(r["length"])
    if k == "bounded_run":
        return LETTER[r["start"]] + LETTER[r["inner"]] + LETTER[r["end"]]
    if k == "gapped_sequence":
        return "".join(col(c) for c in r["before"]) + "".join(col(c) for c in r["after"])
    if "pattern" in r:
        return "".join(col(c) for c in r["pattern"])
    if "counts" in r:
        return "".join(LETTER[c] * int(n) for c, n in r["counts"].items())
    return ""


def shortcut(view: State, seat: int):
    """Set-up keeps need no search (the search's short playouts never reach a scored card, and
    three seats choosing at once queue on one AI worker): discard the card that pays least
    readily until 3 are left, then keep.  None elsewhere (search as usual)."""
    if view.phase != "keep" or view.ready[seat]:
        return None
    hand = view.hands[seat]
    if len(hand) <= 3:
        return ("keep",)
    return ("discard", min(hand, key=lambda c: (card_ease(c), c)))
