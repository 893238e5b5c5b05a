"""JSON for states: lossless, and ``from_json`` checks meaning (ids, sizes, seats, counts)."""
from __future__ import annotations

from typing import Any

from .material import (BOARD_SLOTS, DISK_SLOTS, LETTERS, SLOT_KIND, TOKENS, is_prophecy,
                       is_temple)
from .state import Coatl, State

JSON_VERSION = 2         # 2: "known" flags (hand cards taken from the face-up six)
PHASES = ("keep", "choose", "draft", "foresee", "assemble", "over")
HIDDEN = "?"


def _coatl_json(c: Coatl) -> dict:
    return {"pieces": c.pieces, "head": c.head, "tail": c.tail, "cards": list(c.cards),
            "temple": c.temple, "locked": c.locked}


def to_json(s: State) -> dict[str, Any]:
    return {
        "version": JSON_VERSION, "players": s.players, "rng": s.rng, "promo": s.promo,
        "sacrifice": s.sacrifice, "phase": s.phase, "current": s.current,
        "disk": list(s.disk), "bags": {"heads": list(s.bags[0]), "tails": list(s.bags[1]),
                                       "bodies": list(s.bags[2])},
        "boards": [list(b) for b in s.boards],
        "coatls": [[_coatl_json(c) for c in cs] for cs in s.coatls],
        "hands": [list(h) for h in s.hands], "temples": [list(t) for t in s.temples],
        "six": list(s.six), "deck": list(s.deck), "discard": list(s.discard),
        "stacks": [list(t) for t in s.stacks], "tokens": [list(t) for t in s.tokens],
        "ready": list(s.ready), "turn": s.turn, "picks": s.picks, "ending": s.ending,
        "queue": [list(q) for q in s.queue], "actions_left": s.actions_left, "passes": s.passes,
        "last_action": list(s.last_action),
        "known": [list(k) for k in (s.known or ((),) * s.players)],
        "known_temples": [list(k) for k in (s.known_temples or ((),) * s.players)],
    }


def _bad(msg: str):
    raise ValueError(f"damaged Coatl state: {msg}")


def _int(x, what: str, lo: int, hi: int) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi:
        _bad(f"{what} must be a whole number from {lo} to {hi}, not {x!r}")
    return x


def _bool(x, what: str) -> bool:
    if not isinstance(x, bool):
        _bad(f"{what} must be true or false")
    return x


def _strs(x, what: str) -> tuple:
    if not isinstance(x, list) or not all(isinstance(i, str) for i in x):
        _bad(f"{what} must be a list of strings")
    return tuple(x)


def _card(c: str, what: str, temple: bool = False) -> str:
    ok = is_temple(c) if temple else is_prophecy(c)
    if not ok and c != HIDDEN:
        _bad(f"unknown {'temple' if temple else 'prophecy'} card {c!r} in {what}")
    return c


def _coatl(d, what: str) -> Coatl:
    if not isinstance(d, dict):
        _bad(f"{what} must be an object")
    pieces = d.get("pieces")
    if not isinstance(pieces, str) or not pieces or any(ch not in LETTERS for ch in pieces):
        _bad(f"{what} pieces must be colour letters")
    head, tail = _bool(d.get("head"), what), _bool(d.get("tail"), what)
    cards = tuple(_card(c, what) for c in _strs(d.get("cards"), what))
    temple = d.get("temple")
    if not isinstance(temple, str) or (temple and not is_temple(temple)):
        _bad(f"{what} has an unknown temple {temple!r}")
    locked = _bool(d.get("locked"), what)
    if head and tail and len(pieces) < 3:
        _bad(f"{what} is closed at both ends without a body segment")
    if len(cards) > 4 or len(set(cards)) != len(cards):
        _bad(f"{what} has more than 4 prophecies or two identical ones")
    if (locked or temple) and not (head and tail):
        _bad(f"{what} is locked but not complete")
    return Coatl(pieces, head, tail, cards, temple, locked)


def from_json(data: Any) -> State:
    if not isinstance(data, dict) or data.get("version") != JSON_VERSION:
        raise ValueError("not a Coatl state of a known version")
    try:
        p = _int(data["players"], "players", 2, 4)

        def per_seat(key):
            v = data[key]
            if not isinstance(v, list) or len(v) != p:
                _bad(f"{key} needs one entry per seat")
            return v
        rng = data["rng"]
        if isinstance(rng, bool) or not isinstance(rng, int) or rng < 0:
            _bad("rng must be a non-negative whole number")
        phase = data["phase"]
        if phase not in PHASES:
            _bad(f"unknown phase {phase!r}")
        disk = _strs(data["disk"], "disk")
        if len(disk) != DISK_SLOTS:
            _bad("the disk has 10 slots")
        for i, content in enumerate(disk):
            if any(ch not in LETTERS for ch in content) or \
                    len(content) not in ((0, 2) if SLOT_KIND[i] == "b" else (0, 1)):
                _bad(f"disk slot {i} holds {content!r}")
        bags = tuple(tuple(_int(n, f"bag {k}", 0, 24) for n in data["bags"][k])
                     for k in ("heads", "tails", "bodies"))
        if any(len(b) != 5 for b in bags):
            _bad("each bag has 5 colour counts")
        boards = tuple(_strs(b, "board") for b in per_seat("boards"))
        for b in boards:
            if len(b) != BOARD_SLOTS or any(x and (len(x) != 2 or x[0] not in "hbt"
                                                   or x[1] not in LETTERS) for x in b):
                _bad("a board has 8 slots of piece codes")
        coatls = tuple(tuple(_coatl(c, f"seat {s} coatl") for c in cs)
                       for s, cs in enumerate(per_seat("coatls")))
        hands = tuple(tuple(_card(c, "a hand") for c in _strs(h, "hand")) for h in per_seat("hands"))
        temples = tuple(tuple(_card(c, "temples", True) for c in _strs(t, "temples"))
                        for t in per_seat("temples"))
        six = tuple(c if c == "" else _card(c, "the six") for c in _strs(data["six"], "six"))
        if len(six) != 6:
            _bad("there are 6 face-up prophecy slots")
        deck = tuple(_card(c, "the deck") for c in _strs(data["deck"], "deck"))
        discard = tuple(_card(c, "the discard") for c in _strs(data["discard"], "discard"))
        stacks = tuple(tuple(_card(c, "a temple stack", True) for c in _strs(t, "stack"))
                       for t in data["stacks"])
        if len(stacks) != 2:
            _bad("there are 2 temple stacks")
        tokens = tuple(_strs(t, "tokens") for t in per_seat("tokens"))
        known, ktemples = (
            tuple(tuple(_bool(f, "a known-card flag") for f in k) if isinstance(k, list)
                  else _bad("known flags are lists") for k in per_seat(key))
            for key in ("known", "known_temples"))
        if any(x not in TOKENS for t in tokens for x in t):
            _bad("unknown sacrifice token")
        ready = tuple(_bool(r, "ready") for r in per_seat("ready"))
        queue = data["queue"]
        if not isinstance(queue, list):
            _bad("queue must be a list")
        if not isinstance(data["bags"], dict) or not isinstance(data["stacks"], list):
            _bad("bags must be an object and stacks a list")
        queue = tuple((_int(q[0], "queue seat", 0, p - 1), _int(q[1], "queue actions", 1, 2))
                      for q in queue if isinstance(q, list) and len(q) == 2)
        if len(queue) != len(data["queue"]):
            _bad("queue entries are [seat, actions]")
        ending = data["ending"]
        if ending not in ("", "third_coatl", "no_bodies"):
            _bad(f"unknown ending {ending!r}")
        last = data["last_action"]
        if not isinstance(last, list) or not all(isinstance(x, (int, str)) for x in last):
            _bad("last_action must be a list")
        state = State(
            players=p, rng=rng, promo=_bool(data["promo"], "promo"),
            sacrifice=_bool(data["sacrifice"], "sacrifice"), phase=phase,
            current=_int(data["current"], "current seat", 0, p - 1), disk=disk, bags=bags,
            boards=boards, coatls=coatls, hands=hands, temples=temples, six=six, deck=deck,
            discard=discard, stacks=stacks, tokens=tokens, ready=ready,
            turn=_int(data["turn"], "turn", 0, 10 ** 6), picks=_int(data["picks"], "picks", 0, 5),
            ending=ending, queue=queue,
            actions_left=_int(data["actions_left"], "actions_left", 0, 2),
            passes=_int(data["passes"], "passes", 0, p),
            last_action=tuple(last), known=known, known_temples=ktemples)
    except KeyError as exc:
        raise ValueError(f"damaged Coatl state: missing {exc}") from None
    except (TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"damaged Coatl state ({exc})") from None
    _check_counts(state)
    return state


def _check_counts(s: State) -> None:
    from .invariants import problems
    bad = problems(s)
    if bad:
        raise ValueError("impossible Coatl state: " + "; ".join(bad[:3]))
