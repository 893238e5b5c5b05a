"""Small games that implement the whole rules protocol, for testing the AI and the conformance suite.

``TOY_BID`` ("toy_bid", 2-3 players) has everything the real games throw at the AI: hidden hands,
a shuffled deck (chance), a *simultaneous* sealed-bid step where ``to_act`` holds several seats,
and a multi-action turn by one seat (take -> play -> refill, the refill revealing a hidden card),
like World in Progress' choose -> place -> refill.  It offers the optional AI hooks ``evaluate``
and ``rollout_action``.  ``TOY_BID_BARE`` is the same game without the hooks (AI fallbacks).

``TOY_NIM`` ("toy_nim", 2 players) is a perfect-information, chance-free take-away game whose
winning moves are known, so the search can be checked for finding them.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from engine.rules.protocol import Event, IllegalAction, Option, action_from_json, check_seat
from engine.rules.rng import Rng, seed_state

# ---------------------------------------------------------------------------------------------
# toy_bid
# ---------------------------------------------------------------------------------------------

VALUES = tuple(range(1, 10))
COPIES = 4
HAND = 4
MARKET = 3
HIDDEN = -1      # a card or bid that the viewer may not see
NOBID = -2       # this seat has not bid yet
REFILLS = ("market", "hand", "none")


@dataclass(frozen=True)
class BidState:
    players: int
    rng: int
    round: int
    rounds: int
    phase: str                      # "bid" | "take" | "play" | "refill" | "over"
    active: int                     # the seat whose turn it is in take/play/refill
    deck: tuple                     # top card first; HIDDEN in views
    hands: tuple                    # tuple of sorted tuples; HIDDEN cards in views
    bids: tuple                     # NOBID, 0 (pass), a card, or HIDDEN in views
    market: tuple
    tableau: tuple                  # tuple of tuples of played cards (face up)
    discard: tuple
    scores: tuple


@dataclass(frozen=True)
class BidPlaced(Event):
    seat: int


@dataclass(frozen=True)
class BidsRevealed(Event):
    reveals = True
    bids: tuple
    winner: int
    points: int


@dataclass(frozen=True)
class CardTaken(Event):
    seat: int
    card: int


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: int
    points: int


@dataclass(frozen=True)
class CardDrawn(Event):
    reveals = True
    seat: int
    where: str


def _full_deck() -> list[int]:
    return [v for v in VALUES for _ in range(COPIES)]


def _play_points(tableau: tuple, card: int) -> int:
    return card + 4 * sum(1 for t in set(tableau) if abs(t - card) == 1)


class ToyBidRules:
    id = "toy_bid"
    player_counts = (2, 3)
    version = 1

    def options(self) -> list[Option]:
        return [Option("rounds_per_player", {"en": "Rounds per player", "uk": "Раундів на гравця"},
                       (2, 3), 3)]

    def new_game(self, players: int, seed: int, options: dict | None = None) -> BidState:
        if players not in self.player_counts:
            raise ValueError(f"toy_bid is for {self.player_counts} players")
        per = (options or {}).get("rounds_per_player", 3)
        rng = Rng(seed_state(seed))
        deck = rng.shuffled(_full_deck())
        hands = tuple(tuple(sorted(deck[i * HAND:(i + 1) * HAND])) for i in range(players))
        deck = deck[players * HAND:]
        market, deck = tuple(deck[:MARKET]), tuple(deck[MARKET:])
        return BidState(players, rng.state, 0, per * players, "bid", 0, deck, hands,
                        (NOBID,) * players, market, ((),) * players, (), (0,) * players)

    # -- questions ----------------------------------------------------------------------------
    def to_act(self, s: BidState) -> list[int]:
        if s.phase == "over":
            return []
        if s.phase == "bid":
            return [i for i in range(s.players) if s.bids[i] == NOBID]
        return [s.active]

    def legal_actions(self, s: BidState, seat: int) -> list[tuple]:
        if seat not in self.to_act(s):
            return []
        hand = s.hands[seat]
        if s.phase == "bid":
            cards = sorted(set(hand))
            return [("bid", c) for c in cards] if cards else [("bid", 0)]
        if s.phase == "take":
            return [("take", i) for i in range(len(s.market))] or [("take", -1)]
        if s.phase == "play":
            cards = sorted(set(hand))
            return [("play", c) for c in cards] if cards else [("play", 0)]
        if s.deck:
            return [("refill", "market"), ("refill", "hand")] if len(s.market) < MARKET \
                else [("refill", "hand")]
        return [("refill", "none")]

    def is_over(self, s: BidState) -> bool:
        return s.phase == "over"

    def scores(self, s: BidState) -> list[int]:
        return list(s.scores)

    def score_breakdown(self, s: BidState, seat: int) -> dict[str, int]:
        return {"total": s.scores[seat]}

    def winners(self, s: BidState) -> list[int]:
        best = max(s.scores)
        return [i for i, v in enumerate(s.scores) if v == best]

    # -- changes ------------------------------------------------------------------------------
    def step(self, s: BidState, seat: int, action) -> tuple[BidState, list[Event]]:
        check_seat(self, s, seat)
        action = tuple(action)
        if action not in self.legal_actions(s, seat):
            raise IllegalAction(f"{action!r} is not possible now")
        verb, arg = action
        if verb == "bid":
            return self._bid(s, seat, arg)
        if verb == "take":
            hands, market, events = s.hands, s.market, []
            if arg >= 0:
                card = market[arg]
                market = market[:arg] + market[arg + 1:]
                hands = _set(hands, seat, tuple(sorted(hands[seat] + (card,))))
                events.append(CardTaken(seat, card))
            return replace(s, hands=hands, market=market, phase="play"), events
        if verb == "play":
            if arg == 0:
                return replace(s, phase="refill"), []
            hand = list(s.hands[seat])
            hand.remove(arg)
            pts = _play_points(s.tableau[seat], arg)
            s = replace(s, hands=_set(s.hands, seat, tuple(hand)),
                        tableau=_set(s.tableau, seat, s.tableau[seat] + (arg,)),
                        scores=_set(s.scores, seat, s.scores[seat] + pts), phase="refill")
            return s, [CardPlayed(seat, arg, pts)]
        # refill
        events: list[Event] = []
        if arg != "none":
            card, deck = s.deck[0], s.deck[1:]
            if arg == "market":
                s = replace(s, deck=deck, market=s.market + (card,))
            else:
                s = replace(s, deck=deck, hands=_set(s.hands, seat, tuple(sorted(s.hands[seat] + (card,)))))
            events.append(CardDrawn(seat, arg))
        return self._end_turn(s), events

    def _bid(self, s: BidState, seat: int, card: int):
        hands = s.hands
        if card:
            hand = list(hands[seat])
            hand.remove(card)
            hands = _set(hands, seat, tuple(hand))
        s = replace(s, hands=hands, bids=_set(s.bids, seat, card))
        events: list[Event] = [BidPlaced(seat)]
        if NOBID in s.bids:
            return s, events
        top = max(s.bids)
        winner = s.bids.index(top) if top > 0 and s.bids.count(top) == 1 else -1
        points = sum(s.bids) if winner >= 0 else 0
        scores = _set(s.scores, winner, s.scores[winner] + points) if winner >= 0 else s.scores
        events.append(BidsRevealed(s.bids, winner, points))
        s = replace(s, scores=scores, discard=s.discard + tuple(b for b in s.bids if b > 0),
                    bids=(NOBID,) * s.players, phase="take", active=s.round % s.players)
        return s, events

    def _end_turn(self, s: BidState) -> BidState:
        hands, deck = list(s.hands), s.deck
        for i in range(s.players):
            if not hands[i] and deck:
                hands[i], deck = (deck[0],), deck[1:]
        rnd = s.round + 1
        phase = "over" if rnd >= s.rounds else "bid"
        return replace(s, hands=tuple(hands), deck=deck, round=rnd, phase=phase)

    def apply(self, s, seat, action):
        return self.step(s, seat, action)[0]

    # -- secrets ------------------------------------------------------------------------------
    def view(self, s: BidState, seat: int | None) -> BidState:
        hands = tuple(h if i == seat else (HIDDEN,) * len(h) for i, h in enumerate(s.hands))
        bids = tuple(b if (i == seat or b <= 0) else HIDDEN for i, b in enumerate(s.bids))
        return replace(s, rng=0, deck=(HIDDEN,) * len(s.deck), hands=hands, bids=bids)

    def determinize(self, v: BidState, seat: int, rng: Rng) -> BidState:
        pool = _full_deck()
        seen = list(v.market) + list(v.discard) + [c for t in v.tableau for c in t]
        seen += [c for h in v.hands for c in h if c != HIDDEN] + [b for b in v.bids if b > 0]
        for c in seen:
            pool.remove(c)
        rng.shuffle(pool)
        hands = []
        for h in v.hands:
            if HIDDEN in h:
                h, pool = tuple(sorted(pool[:len(h)])), pool[len(h):]
            hands.append(h)
        bids = []
        for b in v.bids:
            if b == HIDDEN:
                b, pool = pool[0], pool[1:]
            bids.append(b)
        return replace(v, rng=rng.next_u64(), hands=tuple(hands), bids=tuple(bids), deck=tuple(pool))

    # -- files and words ----------------------------------------------------------------------
    def to_json(self, s: BidState) -> dict:
        d = {k: getattr(s, k) for k in BidState.__dataclass_fields__}
        for k in ("deck", "bids", "market", "discard", "scores"):
            d[k] = list(d[k])
        d["hands"] = [list(h) for h in s.hands]
        d["tableau"] = [list(t) for t in s.tableau]
        return d

    def from_json(self, d: dict) -> BidState:
        d = dict(d)
        for k in ("deck", "bids", "market", "discard", "scores"):
            d[k] = tuple(d[k])
        d["hands"] = tuple(tuple(h) for h in d["hands"])
        d["tableau"] = tuple(tuple(t) for t in d["tableau"])
        return BidState(**d)

    def describe(self, action, lang: str) -> str:
        verb, arg = action_from_json(list(action))
        words = {"en": {"bid": "bids {}", "take": "takes market card {}", "play": "plays {}",
                        "refill": "refills: {}"},
                 "uk": {"bid": "ставить {}", "take": "бере карту ринку {}", "play": "грає {}",
                        "refill": "поповнює: {}"}}
        return words.get(lang, words["en"])[verb].format(arg)

    # -- optional AI hooks --------------------------------------------------------------------
    def evaluate(self, s: BidState, seat: int) -> float:
        def worth(i):
            hand = s.hands[i]
            best = max((_play_points(s.tableau[i], c) for c in hand), default=0)
            return s.scores[i] + 0.5 * best + 0.3 * sum(hand)
        mine = worth(seat)
        return mine - max(worth(i) for i in range(s.players) if i != seat)

    def rollout_action(self, s: BidState, seat: int, actions: list, rng: Rng):
        if s.phase == "play" and rng.random() < 0.7:
            return max(actions, key=lambda a: _play_points(s.tableau[seat], a[1]) if a[1] else 0)
        return rng.choice(actions)


class ToyBidBareRules(ToyBidRules):
    """The same game without the optional AI hooks, to exercise the AI's fallbacks."""
    id = "toy_bid_bare"
    evaluate = None
    rollout_action = None


# ---------------------------------------------------------------------------------------------
# toy_nim: perfect information, no chance; a turn is 1-2 actions ("take" then maybe "again")
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class NimState:
    players: int
    heap: int
    turn: int
    taken: int          # stones taken so far this turn (a turn takes 1..3 stones, one at a time)
    winner: int         # -1 until someone takes the last stone


@dataclass(frozen=True)
class StoneTaken(Event):
    seat: int


class ToyNimRules:
    """Take 1-3 stones per turn, one ``("take",)`` at a time, ``("stop",)`` to end the turn after
    at least one; whoever takes the last stone wins.  Multiples of 4 lose for the mover."""
    id = "toy_nim"
    player_counts = (2,)
    version = 1

    def options(self):
        return []

    def new_game(self, players, seed, options=None):
        return NimState(players, 9 + seed % 7, 0, 0, -1)

    def to_act(self, s):
        return [] if s.winner >= 0 else [s.turn]

    def legal_actions(self, s, seat):
        if seat not in self.to_act(s):
            return []
        acts = [("take",)] if s.taken < 3 else []
        return acts + ([("stop",)] if s.taken > 0 else [])

    def step(self, s, seat, action):
        check_seat(self, s, seat)
        if tuple(action) not in self.legal_actions(s, seat):
            raise IllegalAction(f"{action!r} is not possible now")
        if action[0] == "stop":
            return replace(s, turn=1 - s.turn, taken=0), []
        heap = s.heap - 1
        return replace(s, heap=heap, taken=s.taken + 1, winner=seat if heap == 0 else -1), [StoneTaken(seat)]

    def apply(self, s, seat, action):
        return self.step(s, seat, action)[0]

    def is_over(self, s):
        return s.winner >= 0

    def scores(self, s):
        return [int(i == s.winner) for i in range(s.players)]

    def score_breakdown(self, s, seat):
        return {"won": int(seat == s.winner)}

    def winners(self, s):
        return [s.winner] if s.winner >= 0 else []

    def view(self, s, seat):
        return s

    def determinize(self, v, seat, rng):
        return v

    def to_json(self, s):
        return {k: getattr(s, k) for k in NimState.__dataclass_fields__}

    def from_json(self, d):
        return NimState(**d)

    def describe(self, action, lang):
        return {"en": {"take": "takes a stone", "stop": "ends the turn"},
                "uk": {"take": "бере камінь", "stop": "завершує хід"}}[lang][action[0]]


def _set(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


TOY_BID = ToyBidRules()
TOY_BID_BARE = ToyBidBareRules()
TOY_NIM = ToyNimRules()
TOY_GAMES = {r.id: r for r in (TOY_BID, TOY_BID_BARE, TOY_NIM)}
