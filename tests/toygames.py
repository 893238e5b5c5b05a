"""Small games that implement the whole rules protocol, for testing the AI and the conformance suite.

``TOY_BID`` ("toy_bid", 2-3 players) has everything the real games throw at the AI: hidden hands,
a shuffled deck (chance), a *simultaneous* sealed-bid step where ``to_act`` holds several seats,
and a multi-action turn by one seat (take -> play -> refill, the refill revealing a hidden card),
like World in Progress' choose -> place -> refill.  It offers the optional AI hooks ``evaluate``
and ``rollout_action``.  ``TOY_BID_BARE`` is the same game without the hooks (AI fallbacks);
``TOY_BID_NAMED`` the same game with cards named in JSON ("card7") for the secrecy checks.

``TOY_NIM`` ("toy_nim", 2 players) is a perfect-information, chance-free take-away game whose
winning moves are known, so the search can be checked for finding them.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from engine.rules.protocol import (Event, IllegalAction, Option, action_from_json, check_seat,
                                   players_arg, seat_arg, seed_arg)
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


def card_name(value: int) -> str:
    """The id a card has in events and in ``ToyBidNamedRules``' JSON ("card7")."""
    return f"card{value}"


@dataclass(frozen=True)
class BidPlaced(Event):
    seat: int
    card: str = "?"         # the bid card's name for its bidder, "?" for everyone else (0 = pass)


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
    card: str = "?"         # a card drawn into a hand is seen by its owner only


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
        players_arg(players, self.player_counts, "toy_bid")
        seed_arg(seed)
        per = _options(self.options(), options)["rounds_per_player"]
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
        seat_arg(seat, s.players)
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
        seat_arg(seat, s.players)
        return {"total": s.scores[seat]}

    def winners(self, s: BidState) -> list[int]:
        best = max(s.scores)
        return [i for i, v in enumerate(s.scores) if v == best]

    # -- changes ------------------------------------------------------------------------------
    def step(self, s: BidState, seat: int, action) -> tuple[BidState, list[Event]]:
        seat_arg(seat, s.players)
        check_seat(self, s, seat)
        action = _action(action)
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
            events.append(CardDrawn(seat, arg, card_name(card)))
        return self._end_turn(s), events

    def _bid(self, s: BidState, seat: int, card: int):
        hands = s.hands
        if card:
            hand = list(hands[seat])
            hand.remove(card)
            hands = _set(hands, seat, tuple(hand))
        s = replace(s, hands=hands, bids=_set(s.bids, seat, card))
        events: list[Event] = [BidPlaced(seat, card_name(card) if card else "0")]
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
        seat_arg(seat, s.players, allow_none=True)
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
        try:
            d = dict(d)
            if set(d) != set(BidState.__dataclass_fields__):
                raise ValueError(f"keys {sorted(d)} are not those of a toy_bid state")
            for k in ("deck", "bids", "market", "discard", "scores"):
                d[k] = _ints(d[k], k)
            d["hands"] = tuple(_ints(h, "a hand") for h in _list(d["hands"], "hands"))
            d["tableau"] = tuple(_ints(t, "a tableau") for t in _list(d["tableau"], "tableau"))
            for k in ("players", "rng", "round", "rounds", "active"):
                _int(d[k], k)
            if not isinstance(d["phase"], str):
                raise ValueError(f"phase must be a name, not {d['phase']!r}")
            s = BidState(**d)
        except (TypeError, AttributeError) as exc:
            raise ValueError(f"damaged toy_bid state ({exc})") from None
        problems = _bid_state_problems(s)
        if problems:
            raise ValueError(f"impossible toy_bid state: {'; '.join(problems)}")
        return s

    def check_invariants(self, s: BidState) -> list[str]:
        """Every card of the deck is somewhere (hidden ones counted), none twice."""
        out = _bid_state_problems(s)
        if out:
            return out
        pool = _full_deck()
        seen = list(s.market) + list(s.discard) + [c for t in s.tableau for c in t]
        seen += [c for h in s.hands for c in h if c != HIDDEN] + [b for b in s.bids if b > 0]
        hidden = sum(c == HIDDEN for h in s.hands for c in h) + s.bids.count(HIDDEN) \
            + sum(c == HIDDEN for c in s.deck)
        seen += [c for c in s.deck if c != HIDDEN]
        for c in seen:
            if c in pool:
                pool.remove(c)
            else:
                out.append(f"card {c} is one copy too many")
        if len(pool) != hidden:
            out.append(f"{len(pool)} cards are missing, {hidden} are hidden")
        return out

    def describe(self, action, lang: str = "en", viewer: int | None = None,
                 seat: int | None = None) -> str:
        verb, arg = action_from_json(list(action))
        uk = lang == "uk"
        if verb == "bid" and (viewer is None or viewer != seat):
            return "робить таємну ставку" if uk else "places a sealed bid"
        if verb == "bid":
            if not arg:
                return "пасує" if uk else "passes"
            return f"ставить {arg}" if uk else f"bids {arg}"
        if verb == "take":
            if arg < 0:
                return "нічого не бере" if uk else "takes nothing"
            nth = (("першу", "другу", "третю") if uk else ("first", "second", "third"))[arg]
            return f"бере {nth} карту ринку" if uk else f"takes the {nth} market card"
        if verb == "play":
            if not arg:
                return "не грає карту" if uk else "plays no card"
            return f"грає {arg}" if uk else f"plays {arg}"
        return {"market": ("adds a card to the market", "додає карту на ринок"),
                "hand": ("draws a card", "бере карту"),
                "none": ("draws nothing", "нічого не бере")}[arg][uk]

    def view_events(self, events: list, viewer: int | None) -> list:
        """A bid and a card drawn into a hand reach their own seat only; others get "?"."""
        out = []
        for e in events:
            if isinstance(e, BidPlaced) and e.seat != viewer:
                e = replace(e, card="?")
            elif isinstance(e, CardDrawn) and e.where == "hand" and e.seat != viewer:
                e = replace(e, card="?")
            out.append(e)
        return out

    def label(self, token: str, lang: str = "en") -> str | None:
        """A card's name ("card7") -> its value as printed ("7")."""
        if isinstance(token, str) and token.startswith("card") and token[4:].isdigit():
            return token[4:]
        return None

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


class ToyBidNamedRules(ToyBidRules):
    """The same game whose JSON names cards ("card7", hidden ones "?") as real games name their
    material, so the conformance suite's hidden-information check (which compares names) bites:
    a log line or event naming a hidden card fails it."""
    id = "toy_bid_named"

    def to_json(self, s: BidState) -> dict:
        d = super().to_json(s)
        for k in ("deck", "bids", "market", "discard"):
            d[k] = [_name(v) for v in d[k]]
        d["hands"] = [[_name(v) for v in h] for h in d["hands"]]
        d["tableau"] = [[_name(v) for v in t] for t in d["tableau"]]
        return d

    def from_json(self, d: dict) -> BidState:
        if not isinstance(d, dict):
            raise ValueError("not a toy_bid state")
        d = dict(d)
        try:
            for k in ("deck", "bids", "market", "discard"):
                d[k] = [_value(v) for v in _list(d[k], k)]
            d["hands"] = [[_value(v) for v in _list(h, "a hand")] for h in _list(d["hands"], "hands")]
            d["tableau"] = [[_value(v) for v in _list(t, "a tableau")]
                            for t in _list(d["tableau"], "tableau")]
        except KeyError as exc:
            raise ValueError(f"damaged toy_bid state (missing {exc})") from None
        return super().from_json(d)


def _name(v: int):
    return card_name(v) if v > 0 else ("?" if v == HIDDEN else v)


def _value(v) -> int:
    if v == "?":
        return HIDDEN
    if isinstance(v, str) and v.startswith("card") and v[4:].isdigit():
        return int(v[4:])
    return _int(v, "a card")


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
        players_arg(players, self.player_counts, "toy_nim")
        seed_arg(seed)
        _options(self.options(), options)
        return NimState(players, 9 + seed % 7, 0, 0, -1)

    def to_act(self, s):
        return [] if s.winner >= 0 else [s.turn]

    def legal_actions(self, s, seat):
        seat_arg(seat, s.players)
        if seat not in self.to_act(s):
            return []
        acts = [("take",)] if s.taken < 3 else []
        return acts + ([("stop",)] if s.taken > 0 else [])

    def step(self, s, seat, action):
        seat_arg(seat, s.players)
        check_seat(self, s, seat)
        action = _action(action)
        if action not in self.legal_actions(s, seat):
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
        seat_arg(seat, s.players)
        return {"won": int(seat == s.winner)}

    def winners(self, s):
        return [s.winner] if s.winner >= 0 else []

    def view(self, s, seat):
        seat_arg(seat, s.players, allow_none=True)
        return s

    def determinize(self, v, seat, rng):
        return v

    def to_json(self, s):
        return {k: getattr(s, k) for k in NimState.__dataclass_fields__}

    def from_json(self, d):
        if not isinstance(d, dict) or set(d) != set(NimState.__dataclass_fields__):
            raise ValueError("not a toy_nim state")
        for k, v in d.items():
            _int(v, k)
        s = NimState(**d)
        problems = _nim_problems(s)
        if problems:
            raise ValueError(f"impossible toy_nim state {d}: {'; '.join(problems)}")
        return s

    def check_invariants(self, s):
        return _nim_problems(s)

    def describe(self, action, lang="en", viewer=None, seat=None):
        return {"en": {"take": "takes a stone", "stop": "ends the turn"},
                "uk": {"take": "бере камінь", "stop": "завершує хід"}}[lang][action[0]]

    def view_events(self, events, viewer):
        return list(events)


def _nim_problems(s: NimState) -> list[str]:
    """What is impossible in ``s``: no seat of two, a turn of over 3 stones, a heap below
    zero, or a winner without the heap emptied (or an empty heap without one)."""
    checks = ((s.players == 2, "toy_nim is for 2 players"),
              (0 <= s.turn < 2, f"no seat {s.turn}"),
              (0 <= s.taken <= 3, f"{s.taken} stones taken in one turn"),
              (s.heap >= 0, f"a heap of {s.heap}"),
              (s.winner in (-1, 0, 1), f"no seat {s.winner} to win"),
              ((s.heap == 0) == (s.winner >= 0), "the last stone and the winner disagree"))
    return [why for ok, why in checks if not ok]


def _bid_state_problems(s: BidState) -> list[str]:
    """What ``from_json`` refuses: counts and values that cannot be (conservation of cards is
    ``check_invariants``' job)."""
    if s.players not in (2, 3):
        return [f"toy_bid is for 2 or 3 players, not {s.players}"]
    if not (len(s.hands) == len(s.bids) == len(s.tableau) == len(s.scores) == s.players):
        return ["hands, bids, tableaux and scores need one entry per seat"]
    out = []
    if s.phase not in ("bid", "take", "play", "refill", "over"):
        out.append(f"unknown phase {s.phase!r}")
    if not 0 <= s.active < s.players:
        out.append(f"active seat {s.active} is not one of the {s.players} seats")
    if not 0 <= s.round <= s.rounds:
        out.append(f"round {s.round} is not within 0..{s.rounds}")
    cards = list(s.deck) + list(s.market) + list(s.discard) + [c for h in s.hands for c in h] \
        + [c for t in s.tableau for c in t]
    if any(c not in VALUES and c != HIDDEN for c in cards):
        out.append("a card value is not 1 to 9")
    if any(b not in VALUES and b not in (0, HIDDEN, NOBID) for b in s.bids):
        out.append("a bid is not a card, a pass or hidden")
    return out


def _action(action) -> tuple:
    """``action`` as a tuple, or ``IllegalAction`` if it is not a flat list/tuple of names and
    whole numbers."""
    if isinstance(action, list):
        action = tuple(action)
    if not isinstance(action, tuple):
        raise IllegalAction(f"not an action: {action!r}")
    return action_from_json(action)


def _options(offered: list[Option], given) -> dict:
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise IllegalAction(f"options are a mapping, not {given!r}")
    out = {o.key: o.default for o in offered}
    for k, v in given.items():
        o = next((o for o in offered if o.key == k), None)
        if o is None:
            raise IllegalAction(f"unknown option {k!r}")
        if v not in o.choices or isinstance(v, bool):
            raise IllegalAction(f"option {k!r} takes {o.choices}, not {v!r}")
        out[k] = v
    return out


def _int(v, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"{what} must be a whole number, not {v!r}")
    return v


def _list(v, what: str) -> list:
    if not isinstance(v, (list, tuple)):
        raise ValueError(f"{what} must be a list, not {v!r}")
    return v


def _ints(v, what: str) -> tuple:
    return tuple(_int(x, what) for x in _list(v, what))


def _set(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


TOY_BID = ToyBidRules()
TOY_BID_BARE = ToyBidBareRules()
TOY_BID_NAMED = ToyBidNamedRules()
TOY_NIM = ToyNimRules()
TOY_GAMES = {r.id: r for r in (TOY_BID, TOY_BID_BARE, TOY_BID_NAMED, TOY_NIM)}
