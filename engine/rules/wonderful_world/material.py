"""Material as data: the 78 development designs (150 cards) and the 5 empires, read once from
assets/data/wonderful_world and turned into flat tables indexed by design number (0..77, the
printed card number minus one) for speed.

Kinds (one small int each, used in slots, cubes and tokens):
    0 materials, 1 energy, 2 science, 3 gold, 4 exploration   (the five resources, step order)
    5 krystallium, 6 general, 7 financier
Card types share the resource order (structure is grey like materials, vehicle black like
energy, research green like science, project yellow like gold, discovery blue like exploration).
"""
from __future__ import annotations

import json
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parents[3] / "assets" / "data" / "wonderful_world"

RESOURCES = ("materials", "energy", "science", "gold", "exploration")
KINDS = RESOURCES + ("krystallium", "general", "financier")
KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
KRYS, GENERAL, FINANCIER = 5, 6, 7
TYPES = ("structure", "vehicle", "research", "project", "discovery")
TYPE_INDEX = {t: i for i, t in enumerate(TYPES)}
# supremacy token per production step; -1 = the player's choice (science)
SUPREMACY_TOKEN = (FINANCIER, GENERAL, -1, FINANCIER, GENERAL)


def _load(name: str) -> list:
    with open(DATA_DIR / name, encoding="utf-8") as fh:
        return json.load(fh)


def _per_code(per: str) -> int:
    """A vp_per target: 0..4 a card type, 6 general, 7 financier."""
    return TYPE_INDEX[per] if per in TYPE_INDEX else KIND_INDEX[per]


_DEV = _load("developments.json")
_EMP = _load("empires.json")

N_DESIGNS = len(_DEV)
IDS: tuple[str, ...] = tuple(c["id"] for c in _DEV)
ID_INDEX = {cid: i for i, cid in enumerate(IDS)}
NAMES = {"en": tuple(c["name_en"] for c in _DEV), "uk": tuple(c["name_uk"] for c in _DEV)}
# a shorter name a small card face shows where the whole name cannot fit ("Континент Му");
# the zoom, tooltips and the log say the whole name
SHORT_NAMES = {lang: tuple(c.get(f"short_{lang}") or c[f"name_{lang}"] for c in _DEV)
               for lang in NAMES}
COPIES: tuple[int, ...] = tuple(int(c.get("copies", 1)) for c in _DEV)
TYPE: tuple[int, ...] = tuple(TYPE_INDEX[c["type"]] for c in _DEV)
# cost slots: the kinds to fill, sorted by kind (e.g. Financial Center = (0, 0, 0, 0, 1))
SLOTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(KIND_INDEX[k] for k, n in c["cost"].items() for _ in range(n))) for c in _DEV)
RECYCLE: tuple[int, ...] = tuple(KIND_INDEX[c["recycling"]] for c in _DEV)
# fixed production per resource, and (resource, per type) for "1 per built card of a type"
PROD_FIXED: tuple[tuple[int, ...], ...] = tuple(
    tuple(int((c.get("production") or {}).get(r, 0)) if "per_type" not in (c.get("production") or {})
          else 0 for r in RESOURCES) for c in _DEV)
PROD_PER: tuple = tuple(
    (KIND_INDEX[c["production"]["resource"]], TYPE_INDEX[c["production"]["per_type"]])
    if c.get("production") and "per_type" in c["production"] else None for c in _DEV)
# construction bonus: (generals, financiers, krystallium)
BONUS: tuple[tuple[int, int, int], ...] = tuple(
    (int((c.get("construction_bonus") or {}).get("general", 0)),
     int((c.get("construction_bonus") or {}).get("financier", 0)),
     int((c.get("construction_bonus") or {}).get("krystallium", 0))) for c in _DEV)
VP: tuple[int, ...] = tuple(int(c.get("vp", 0)) for c in _DEV)
VP_PER: tuple = tuple(tuple((_per_code(v["per"]), int(v["value"])) for v in c.get("vp_per", ()))
                      for c in _DEV)
# every physical card as its design number, in printed order (the unshuffled deck)
ALL_CARDS: tuple[int, ...] = tuple(d for d in range(N_DESIGNS) for _ in range(COPIES[d]))
N_CARDS = len(ALL_CARDS)

EMPIRE_IDS: tuple[str, ...] = tuple(e["id"] for e in _EMP)
EMPIRE_INDEX = {e: i for i, e in enumerate(EMPIRE_IDS)}
EMPIRE_NAMES = {"en": tuple(e["name_en"] for e in _EMP), "uk": tuple(e["name_uk"] for e in _EMP)}
SIDES = ("A", "B")


def _side(e: dict, side: str) -> tuple[tuple[int, ...], tuple]:
    s = e["side_a" if side == "A" else "side_b"]
    prod = tuple(int(s.get("production", {}).get(r, 0)) for r in RESOURCES)
    return prod, tuple((_per_code(v["per"]), int(v["value"])) for v in s.get("vp_per", ()))


# EMPIRE_PROD[side][empire] -> 5 resources; EMPIRE_VP_PER[side][empire] -> ((per, value), ...)
EMPIRE_PROD = {side: tuple(_side(e, side)[0] for e in _EMP) for side in SIDES}
EMPIRE_VP_PER = {side: tuple(_side(e, side)[1] for e in _EMP) for side in SIDES}


def design(card_id: str) -> int:
    """The design number of a card id (``KeyError`` if unknown)."""
    return ID_INDEX[card_id]


def card_name(d: int, lang: str = "en") -> str:
    return NAMES.get(lang, NAMES["en"])[d]


def short_name(d: int, lang: str = "en") -> str:
    """Card ``d``'s short name for a small card face (its name where it has none)."""
    return SHORT_NAMES.get(lang, SHORT_NAMES["en"])[d]


def empire_name(e: int, lang: str = "en") -> str:
    return EMPIRE_NAMES.get(lang, EMPIRE_NAMES["en"])[e]


def card_info(card_id: str) -> dict:
    """Everything a scene draws on a card face, by id (type, cost slots, production...)."""
    d = ID_INDEX[card_id]
    per = PROD_PER[d]
    return {
        "id": card_id, "name_en": NAMES["en"][d], "name_uk": NAMES["uk"][d],
        "type": TYPES[TYPE[d]], "copies": COPIES[d],
        "cost": [KINDS[k] for k in SLOTS[d]], "recycling": RESOURCES[RECYCLE[d]],
        "production": {RESOURCES[r]: n for r, n in enumerate(PROD_FIXED[d]) if n},
        "production_per": {"resource": RESOURCES[per[0]], "per_type": TYPES[per[1]]} if per else None,
        "bonus": {"general": BONUS[d][0], "financier": BONUS[d][1], "krystallium": BONUS[d][2]},
        "vp": VP[d],
        "vp_per": [{"per": TYPES[p] if p < 5 else KINDS[p], "value": v} for p, v in VP_PER[d]],
    }
