"""Coatl material: colours, piece codes, the prophecy and temple cards read once from assets/data.

Colours are one letter each inside the rules (strings of letters are cheap to copy, hash and
match): ``Y`` yellow, ``R`` red, ``K`` black, ``G`` green, ``B`` blue.  A piece on a player
board is a two-letter code, kind then colour: ``hY`` (head), ``bR`` (body), ``tK`` (tail).
Card ids are the shared data's ids (``count_blue``, ``temple_no_green_len9``...); the two
copies of a colour-count card share one id.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

COLOURS: tuple[str, ...] = ("yellow", "red", "black", "green", "blue")
LETTERS: tuple[str, ...] = ("Y", "R", "K", "G", "B")
LETTER = dict(zip(COLOURS, LETTERS))
COLOUR = dict(zip(LETTERS, COLOURS))
KINDS = ("h", "b", "t")                 # head, body, tail
KIND_NAMES = {"h": "head", "b": "body", "t": "tail"}
HEADS_PER_COLOUR = 3
TAILS_PER_COLOUR = 3
BODIES_PER_COLOUR = 24
BOARD_SLOTS = 8
HAND_LIMIT = 5
SIX = 6
MAX_CARDS_PER_COATL = 4
MAX_UNFINISHED = 2
MAX_COATLS = 3                          # the third completed coatl ends the game (not a cap)
# central disk: slots 0-1 hold a head, 2-3 a tail, 4-9 two body segments each
HEAD_SLOTS = (0, 1)
TAIL_SLOTS = (2, 3)
BODY_SLOTS = (4, 5, 6, 7, 8, 9)
DISK_SLOTS = 10
SLOT_KIND = ("h", "h", "t", "t", "b", "b", "b", "b", "b", "b")
TOKENS = ("pick", "future", "priest")   # sacrifice tokens: Perfect Pick, See the Future, Priest Commitment

DATA_DIR = Path(__file__).resolve().parents[3] / "assets" / "data" / "coatl"


@dataclass(frozen=True)
class Prophecy:
    id: str
    bga_type: int
    card_color: str
    scoring: str            # "once" | "count" | "levels"
    kind: str               # requirement kind
    req: dict
    points: dict            # level (int) -> points; "once" cards: {1: points}
    max: int
    copies: int
    promo: bool
    name: dict
    text: dict


@dataclass(frozen=True)
class Temple:
    id: str
    bga_type: int
    requirements: tuple     # of dicts
    points: dict            # requirements met (int) -> points
    promo: bool
    name: dict
    text: dict


def _prophecy(rec: dict) -> Prophecy:
    pts = rec["points"]
    points = {1: int(pts)} if isinstance(pts, int) else {int(k): int(v) for k, v in pts.items()}
    return Prophecy(rec["id"], int(rec["bga_type"]), rec["card_color"], rec["scoring"],
                    rec["requirement"]["kind"], rec["requirement"], points, int(rec["max"]),
                    int(rec["copies"]), bool(rec["promo"]), rec["name"], rec["text"])


def _temple(rec: dict) -> Temple:
    return Temple(rec["id"], int(rec["bga_type"]), tuple(rec["requirements"]),
                  {int(k): int(v) for k, v in rec["points"].items()}, bool(rec["promo"]),
                  rec["name"], rec["text"])


@lru_cache(maxsize=1)
def _load() -> tuple[dict[str, Prophecy], dict[str, Temple]]:
    p = json.loads((DATA_DIR / "prophecies.json").read_text(encoding="utf-8"))
    t = json.loads((DATA_DIR / "temples.json").read_text(encoding="utf-8"))
    cards = {r["id"]: _prophecy(r) for r in p["cards"] + p["promo_cards"]}
    temples = {r["id"]: _temple(r) for r in t["cards"] + t["promo_cards"]}
    return cards, temples


def prophecy(card_id: str) -> Prophecy:
    try:
        return _load()[0][card_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown prophecy card {card_id!r}") from None


def temple(temple_id: str) -> Temple:
    try:
        return _load()[1][temple_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown temple card {temple_id!r}") from None


def is_prophecy(token) -> bool:
    return isinstance(token, str) and token in _load()[0]


def is_temple(token) -> bool:
    return isinstance(token, str) and token in _load()[1]


def all_prophecies() -> list[Prophecy]:
    return list(_load()[0].values())


def all_temples() -> list[Temple]:
    return list(_load()[1].values())


@lru_cache(maxsize=2)
def prophecy_deck(promo: bool = False) -> tuple[str, ...]:
    """Every prophecy card of a game, one id per physical card (54, or 60 with the promos)."""
    out: list[str] = []
    for c in _load()[0].values():
        if c.promo and not promo:
            continue
        out.extend([c.id] * c.copies)
    return tuple(out)


@lru_cache(maxsize=2)
def temple_deck(promo: bool = False) -> tuple[str, ...]:
    """Every temple card of a game (15, or 20 with the promos)."""
    return tuple(t.id for t in _load()[1].values() if promo or not t.promo)


def piece_name(code: str, lang: str = "en") -> str:
    """"hY" -> "yellow head" / "жовта голова"."""
    kind, letter = code[0], code[1]
    if lang == "uk":
        col = {"Y": "жовт", "R": "червон", "K": "чорн", "G": "зелен", "B": "син"}[letter]
        end = {"h": ("а", "голова"), "t": ("ий", "хвіст"), "b": ("ий", "сегмент")}[kind]
        if letter == "B":
            end = {"h": ("я", "голова"), "t": ("ій", "хвіст"), "b": ("ій", "сегмент")}[kind]
        return f"{col}{end[0]} {end[1]}"
    return f"{COLOUR[letter]} {KIND_NAMES[kind] if kind != 'b' else 'body segment'}"


def colour_name(letter: str, lang: str = "en") -> str:
    if lang == "uk":
        return {"Y": "жовтий", "R": "червоний", "K": "чорний", "G": "зелений", "B": "синій"}[letter]
    return COLOUR[letter]
