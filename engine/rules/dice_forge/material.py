"""Material as data: die faces, Sanctuary and Garden pools, heroic feat cards.

Read once from assets/data/dice_forge/{faces,feats}.json (ids kept from /work/shared/data).
A *gain* is a 4-tuple (gold, sun, moon, glory); resources are always in that order.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parents[3] / "assets" / "data" / "dice_forge"

RESOURCES = ("gold", "sun", "moon", "glory")
Gain = tuple  # (gold, sun, moon, glory)
ZERO: Gain = (0, 0, 0, 0)

PHASES = ("bless", "main", "over")
SLOTS = ("M1", "M2", "M3", "M4", "M5", "M6", "M7", "M8", "F1", "F2", "F3", "F4", "F5", "F6", "F7")
BOAR_COLOURS = ("red", "green", "yellow", "blue")
BOAR_FACES = tuple(f"{c}Boar" for c in BOAR_COLOURS)
SHIELD_FACES = ("redShield", "blueShield", "yellowShield", "greenShield")
REINFORCEMENTS = ("silver_hind", "elder", "guardians_owl")
# Hammer track: glory each time 15 more gold lie on it (10, then 15, alternating per Hammer)
HAMMER_STEP = 15
HAMMER_GLORY = (10, 15)
BASE_CAPS = (12, 6, 6)
CHEST_BONUS = (4, 3, 3)


def gain_of(d: dict) -> Gain:
    return tuple(int(d.get(k, 0)) for k in RESOURCES)  # type: ignore[return-value]


@dataclass(frozen=True)
class Face:
    id: str
    kind: str                  # gain | glory | combo | choice | x3 | mirror | ship | shield | boar
    options: tuple             # the gains it offers (one for gain/glory/combo, several for choice)
    watches: int = -1          # shield: index of the watched resource
    otherwise: Gain = ZERO     # shield: its own resource
    colour: str = ""
    name_en: str = ""
    name_uk: str = ""
    text_en: str = ""
    text_uk: str = ""

    @property
    def simple(self) -> bool:
        """Gives resources with no choice and no look at another face."""
        return self.kind in ("gain", "glory", "combo")


@dataclass(frozen=True)
class Feat:
    id: str
    slot: str
    island: int
    cost: tuple                # (sun, moon)
    glory: int
    effect_kind: str
    first_game: bool
    name_en: str
    name_uk: str
    text_en: str
    text_uk: str


def _load(name: str) -> dict:
    with open(DATA_DIR / name, encoding="utf-8") as fh:
        return json.load(fh)


@lru_cache(maxsize=1)
def _faces() -> tuple[dict, dict]:
    data = _load("faces.json")
    faces: dict[str, Face] = {}
    for fid, f in data["faces"].items():
        kind = f["kind"]
        if kind in ("gain", "glory"):
            opts = (gain_of(f),)
        elif kind == "combo":
            opts = (gain_of(f["gain"]),)
        elif kind == "choice":
            opts = tuple(gain_of(o) for o in f["options"])
        elif kind == "boar":
            opts = tuple(gain_of(o) for o in f["bearer_choice"])
        else:
            opts = ()
        faces[fid] = Face(
            id=fid, kind=kind, options=opts,
            watches=RESOURCES.index(f["watches"]) if kind == "shield" else -1,
            otherwise=gain_of(f["otherwise"]) if kind == "shield" else ZERO,
            colour=f.get("color", ""),
            name_en=f["name_en"], name_uk=f["name_uk"],
            text_en=f.get("text_en", ""), text_uk=f.get("text_uk", ""))
    return faces, data


def faces() -> dict[str, Face]:
    return _faces()[0]


def face(fid: str) -> Face:
    return _faces()[0][fid]


def starting_dice() -> tuple[tuple[str, ...], tuple[str, ...]]:
    d = _faces()[1]["starting_dice"]
    return tuple(d["light"]), tuple(d["dark"])


@lru_cache(maxsize=1)
def sanctuary() -> tuple[tuple[int, tuple[str, ...]], ...]:
    """The 10 pools as (cost in gold, 4 face ids), in pool order."""
    return tuple((p["cost_gold"], tuple(p["faces"])) for p in _faces()[1]["sanctuary"])


@lru_cache(maxsize=1)
def pool_of() -> dict[str, int]:
    """Sanctuary face id -> pool index (ids are unique across pools)."""
    return {fid: i for i, (_, fs) in enumerate(sanctuary()) for fid in fs}


def face_cost(fid: str) -> int:
    return sanctuary()[pool_of()[fid]][0]


@lru_cache(maxsize=1)
def garden_faces() -> tuple[str, ...]:
    return tuple(fid for p in _faces()[1]["gardens"] for fid in p["faces"])


@lru_cache(maxsize=1)
def _feats() -> tuple[dict, dict]:
    data = _load("feats.json")
    out = {}
    for f in data["feats"]:
        c = f["cost"]
        cost = (int(c.get("sun", 0)), int(c.get("moon", 0)))
        out[f["id"]] = Feat(f["id"], f["slot"], int(f["island"]), cost,
                            int(f["glory"]), f["effect_kind"], bool(f["first_game"]),
                            f["name_en"], f["name_uk"], f["text_en"], f["text_uk"])
    return out, data["slots"]


def feats() -> dict[str, Feat]:
    return _feats()[0]


def feat(cid: str) -> Feat:
    return _feats()[0][cid]


@lru_cache(maxsize=1)
def slot_choices() -> dict[str, tuple[str, ...]]:
    """Slot -> (first-game card, alternate card) or just (first-game card,)."""
    out = {}
    for s in SLOTS:
        rec = _feats()[1][s]
        out[s] = (rec["first_game"],) + ((rec["alternate"],) if rec["alternate"] else ())
    return out


def label(token: str, lang: str = "en") -> str | None:
    """Display name of a face or feat id."""
    uk = lang == "uk"
    f = faces().get(token) if isinstance(token, str) else None
    if f is not None:
        return f.name_uk if uk else f.name_en
    c = feats().get(token) if isinstance(token, str) else None
    if c is not None:
        return c.name_uk if uk else c.name_en
    return None
