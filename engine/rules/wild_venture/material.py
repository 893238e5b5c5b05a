"""Material: cards, starters and boards read once from assets/data/wild_venture, plus the
rules text of an effect in English and Ukrainian (the text in the JSON is rendered by
``effect_text`` so card faces and the engine never disagree).

Effect vocabulary (one step = a JSON list, executed in order, "do as much as you can"):
  ["gain", n]  ["draw", n]  ["discard", n]  ["tuck", n] (from hand)  ["invest", n]
  ["travel", n] / ["travel", n, mod]   mod: gain_to_draw | draw_to_gain | free_paths | plus1
  ["look", n, [[verb, k], ...]]   verb: draw | tuck | discard   (the rest goes back on top)
  ["activate", "nest"|"pad"|"burrow"|"inhabitant"]   (by an effect: no supply is paid)
  ["add_supply", n]   (onto one of your inhabitants)
  ["pay", n, [steps]]      a coin cost: paid and the steps follow if you can, else skipped
  ["pay_discard", n, [steps]]  the same with cards discarded from hand
  ["replay_discarded"]     (Zero Waste) you may play the discarded belonging paying its cost
Conditions (belongings: met by any player; buildings: by their owner): a list of
  ["play", what]  what = crow|frog|rabbit|inhabitant|belonging|building|any
  ["discard", what]  ["tuck"]  ["chest"]  ["activate", "nest"|"pad"|"burrow"]  ["invest"]
  ["reward", "gain"|"draw"]  (a board space's gain / draw reward taken, as the travel
  modifier made it: the rulebook's reward icons as a trigger)
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.rules.jsontree import tuples

DATA_DIR = Path(__file__).resolve().parents[3] / "assets" / "data" / "wild_venture"

SPECIES = ("crow", "frog", "rabbit")
TYPES = ("inhabitant", "belonging", "building")
STARTERS = ("nest", "pad", "burrow")          # the crow, frog and rabbit starter cards
STARTER_SPECIES = {"nest": "crow", "pad": "frog", "burrow": "rabbit"}
THEMES = ("academy", "news")
CHESTS = ("iron", "golden", "ruby")
PAIRS = ("sun", "moon", "star")               # the three compatible enchantment pairs


@dataclass(frozen=True)
class Card:
    id: str
    deck: str            # main | academy | news | start
    species: str
    type: str
    cost: int
    supplies: int
    effect: tuple        # inhabitants: on activation; buildings: when triggered
    free: bool = False   # inhabitant activated by a free action
    when: tuple = ()     # belongings and buildings: trigger conditions
    relic: tuple = ()    # belongings: applied when tucked from play at the end of a turn
    enchant_kind: str = ""   # buildings: "once" | "modifier"
    enchant: tuple = ()
    name_en: str = ""
    name_uk: str = ""

    def name(self, lang: str = "en") -> str:
        return self.name_uk if lang == "uk" else self.name_en


@dataclass(frozen=True)
class Board:
    id: str
    home: str
    nodes: dict          # node id -> {"reward": tuple|None, "token": str|None, "x", "y", "name"}
    succ: dict           # node id -> tuple of (next node, cost tuple | None)
    name_en: str = ""
    name_uk: str = ""

    def is_end(self, node: str) -> bool:
        return node != self.home and not self.succ.get(node)


def tup(x):
    """JSON lists -> nested tuples."""
    return tuples(x) if isinstance(x, list) else x


@lru_cache(maxsize=None)
def _load(name: str):
    with open(DATA_DIR / name, encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=None)
def cards() -> dict[str, Card]:
    out = {}
    for c in _load("cards.json")["cards"]:
        ench = c.get("enchantment") or {}
        out[c["id"]] = Card(
            id=c["id"], deck=c["deck"], species=c["species"], type=c["type"],
            cost=int(c["cost"]), supplies=int(c["supplies"]), effect=tup(c.get("effect", [])),
            free=bool(c.get("free", False)), when=tup(c.get("when", [])),
            relic=tup(c.get("relic", [])), enchant_kind=ench.get("kind", ""),
            enchant=tup(ench.get("effect", [])), name_en=c["name"]["en"], name_uk=c["name"]["uk"])
    return out


def card(cid: str) -> Card:
    return cards()[cid]


@lru_cache(maxsize=None)
def starters() -> dict:
    """kind -> {"basic": effect, "advanced": effect, "name": {...}}"""
    return {s["id"]: {"basic": tup(s["basic"]), "advanced": tup(s["advanced"]), "name": s["name"]}
            for s in _load("cards.json")["starters"]}


@lru_cache(maxsize=None)
def deck_ids(deck: str) -> tuple[str, ...]:
    return tuple(c.id for c in cards().values() if c.deck == deck)


def pool(theme: str) -> tuple[str, ...]:
    """The shared deck's cards for a theme option ("academy", "news" or "both")."""
    themes = THEMES if theme == "both" else (theme,)
    return deck_ids("main") + tuple(i for t in themes for i in deck_ids(t))


@lru_cache(maxsize=None)
def board(bid: str) -> Board:
    data = _load("boards.json")["boards"][bid]
    nodes = {n["id"]: {"reward": tup(n.get("reward")), "token": n.get("token"), "x": n["x"],
                       "y": n["y"], "name": n.get("name")} for n in data["nodes"]}
    succ: dict = {k: [] for k in nodes}
    for e in data["edges"]:
        succ[e["from"]].append((e["to"], tup(e.get("cost"))))
    return Board(bid, data["home"], nodes, {k: tuple(v) for k, v in succ.items()},
                 data["name"]["en"], data["name"]["uk"])


BOARDS = ("spring", "autumn")

# ---- rules text rendered from the vocabulary ---------------------------------------------

_W = {
    "en": {"gain": "Gain {n}", "draw": "Draw {n}", "discard": "Discard {n}",
           "tuck": "Tuck {n} from your hand", "invest": "Invest {n}", "travel": "Travel {n}",
           "look": "Look {n}: {rest}", "add_supply": "Add {n} supply to one of your inhabitants",
           "pay": "Pay {n} coin{s}: {rest}", "pay_discard": "Discard {n}: {rest}",
           "replay_discarded": "you may play that belonging, paying its cost",
           "ruby": "take 2 cards from the discard pile: tuck the first, play the second for free",
           "activate": {"nest": "Activate your nest", "pad": "Activate your lily pad",
                        "burrow": "Activate your burrow",
                        "inhabitant": "Activate one of your other inhabitants",
                        "any_inhabitant": "Activate one of your inhabitants"},
           "mod": {"gain_to_draw": "(gain X becomes draw X)", "draw_to_gain": "(draw X becomes gain X)",
                   "free_paths": "(ignore path costs)", "plus1": "(gain and draw rewards +1)"},
           "free": "Free action: ", "lverb": {"draw": "draw {k}", "tuck": "tuck {k}",
                                             "discard": "discard {k}"},
           "when": {"play": "plays a {w} card", "discard": "discards a {w} card",
                    "discard_any": "discards a card", "play_any": "plays a card",
                    "tuck": "tucks a card", "chest": "stops on a chest",
                    "reward": "takes a \"{w}\" reward from a space",
                    "activate": "activates their {w}", "invest": "invests"},
           "any": "When any player ", "you": "When you ", "or": " or ",
           "relic": "Relic: ", "relic_full": "Relic (once empty): ",
           "takes": ", they take 1 supply from it as a coin", "takes_short": ": they take 1 supply",
           "once": "Enchanted (once): ", "modifier": "Enchanted: instead ",
           "w": {"crow": "crow", "frog": "frog", "rabbit": "rabbit", "inhabitant": "inhabitant",
                 "belonging": "belonging", "building": "building", "nest": "nest",
                 "pad": "lily pad", "burrow": "burrow", "gain": "gain", "draw": "draw"}},
    "uk": {"gain": "Отримайте {n}", "draw": "Потягніть {n}", "discard": "Скиньте {n}",
           "tuck": "Підкладіть {n} з руки", "invest": "Інвестуйте {n}", "travel": "Мандруйте на {n}",
           "look": "Подивіться {n}: {rest}",
           "add_supply": "Додайте {n} припас на одного зі своїх мешканців",
           "pay": "Заплатіть {n} мон.: {rest}", "pay_discard": "Скиньте {n}: {rest}",
           "replay_discarded": "можете зіграти цю манатку, оплативши її вартість",
           "ruby": "візьміть 2 карти зі скиду: першу підкладіть, другу зіграйте безкоштовно",
           "activate": {"nest": "Активуйте своє гніздо", "pad": "Активуйте своє латаття",
                        "burrow": "Активуйте свою нору",
                        "inhabitant": "Активуйте іншого свого мешканця",
                        "any_inhabitant": "Активуйте одного зі своїх мешканців"},
           "mod": {"gain_to_draw": "(«отримайте X» стає «потягніть X»)",
                   "draw_to_gain": "(«потягніть X» стає «отримайте X»)",
                   "free_paths": "(без вартості маршрутів)",
                   "plus1": "(винагороди «отримайте» і «потягніть» +1)"},
           "free": "Вільна дія: ", "lverb": {"draw": "потягніть {k}", "tuck": "підкладіть {k}",
                                            "discard": "скиньте {k}"},
           "when": {"play": "грає карту «{w}»", "discard": "скидає карту «{w}»",
                    "discard_any": "скидає карту", "play_any": "грає карту",
                    "tuck": "підкладає карту", "chest": "зупиняється на скрині",
                    "reward": "бере з поділки винагороду «{w}»",
                    "activate": "активує {w}", "invest": "інвестує"},
           "any": "Коли будь-який гравець ", "you": "Коли ви ", "or": " або ",
           "relic": "Реліквія: ", "relic_full": "Реліквія (коли спорожніє): ",
           "takes": ", він бере з неї 1 припас як монету", "takes_short": ": він бере 1 припас",
           "once": "Зачарована (одноразово): ",
           "modifier": "Зачарована: натомість ",
           "w": {"crow": "ворона", "frog": "жаба", "rabbit": "кролик", "inhabitant": "мешканець",
                 "belonging": "манатка", "building": "будівля", "nest": "гніздо",
                 "pad": "латаття", "burrow": "нору", "gain": "отримайте",
                 "draw": "потягніть"}},
}
_W_YOU_UK = {"play": "граєте карту «{w}»", "discard": "скидаєте карту «{w}»",
             "discard_any": "скидаєте карту", "play_any": "граєте карту", "tuck": "підкладаєте карту",
             "chest": "зупиняєтеся на скрині", "activate": "активуєте {w}", "invest": "інвестуєте",
             "reward": "берете з поділки винагороду «{w}»"}
_W_YOU_EN = {"play": "play a {w} card", "discard": "discard a {w} card",
             "discard_any": "discard a card", "play_any": "play a card", "tuck": "tuck a card",
             "chest": "stop on a chest", "activate": "activate your {w}", "invest": "invest",
             "reward": "take a \"{w}\" reward from a space"}


def effect_text(steps, lang: str = "en") -> str:
    w = _W["uk" if lang == "uk" else "en"]
    parts = []
    for st in steps:
        op = st[0]
        if op == "travel":
            t = w["travel"].format(n=st[1])
            if len(st) > 2 and st[2]:
                t += " " + w["mod"][st[2]]
            parts.append(t)
        elif op == "look":
            rest = ", ".join(w["lverb"][v].format(k=k) for v, k in st[2])
            parts.append(w["look"].format(n=st[1], rest=rest))
        elif op == "activate":
            parts.append(w["activate"][st[1]])
        elif op in ("pay", "pay_discard"):
            parts.append(w[op].format(n=st[1], s="" if st[1] == 1 else "s",
                                      rest=effect_text(st[2], lang)))
        elif op in ("replay_discarded", "ruby"):
            parts.append(w[op])
        else:
            parts.append(w[op].format(n=st[1]))
    return ", ".join(parts[:1] + [_lower_first(x) for x in parts[1:]])


def _lower_first(text: str) -> str:
    """An effect joined after a comma (or "instead") goes on the sentence: "Gain 2, add 1
    supply", never "Gain 2, Add 1 supply"."""
    return text[:1].lower() + text[1:]


def when_text(conds, lang: str = "en", owner_only: bool = False) -> str:
    w = _W["uk" if lang == "uk" else "en"]
    table = (_W_YOU_UK if lang == "uk" else _W_YOU_EN) if owner_only else w["when"]
    bits = []
    for c in conds:
        kind = c[0]
        what = c[1] if len(c) > 1 else ""
        if kind in ("play", "discard") and what == "any":
            bits.append(table[kind + "_any"])
        else:
            bits.append(table[kind].format(w=w["w"].get(what, what)))
    return (w["you"] if owner_only else w["any"]) + w["or"].join(bits)


def short_text(c: Card, lang: str = "en") -> str:
    """What the card does, short, for a face too small for ``card_text``: an inhabitant's
    effect, a belonging's condition, the supply it gives and its relic, a building's trigger
    and effect (its enchanted side left to the zoom and the tooltip)."""
    w = _W["uk" if lang == "uk" else "en"]
    if c.type == "inhabitant":
        return effect_text(c.effect, lang)
    if c.type == "belonging":
        return when_text(c.when, lang) + w["takes_short"] + ". " + w["relic"] + effect_text(
            c.relic, lang)
    return when_text(c.when, lang, owner_only=True) + ": " + effect_text(c.effect, lang)


def card_text(c: Card, lang: str = "en") -> str:
    w = _W["uk" if lang == "uk" else "en"]
    if c.type == "inhabitant":
        return (w["free"] if c.free else "") + effect_text(c.effect, lang)
    if c.type == "belonging":
        # what a player who meets its condition takes, and when its relic comes (play-test 16:
        # "When any player discards a card. Relic: Gain 3" told neither)
        return (when_text(c.when, lang) + w["takes"] + ". " + w["relic_full"]
                + effect_text(c.relic, lang))
    return (when_text(c.when, lang, owner_only=True) + ": " + effect_text(c.effect, lang) + ". "
            + w[c.enchant_kind] + (_lower_first if c.enchant_kind == "modifier" else str)(
                effect_text(c.enchant, lang)))
