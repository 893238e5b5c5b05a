"""Authoring table of A Wild Venture's cards and boards -> assets/data/wild_venture/*.json.

The game reads only the JSON; this table is where the designer edits and re-tunes the cards
(``python tools/wild_venture_content.py`` rewrites both files, rules text rendered from the
effects by engine.rules.wild_venture.material so the faces match the engine).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from engine.rules.wild_venture import material as M  # noqa: E402

G, D, T, I, TR = "gain", "draw", "tuck", "invest", "travel"

# inhabitants: id, species, cost, supplies, effect, free, English, Ukrainian
INHABITANTS = {
    "main": [
        ("mighty_joseph", "crow", 3, 2, [[TR, 3]], 0, "Mighty Joseph", "Могутній Йосип"),
        ("courier_crow", "crow", 2, 2, [[TR, 1], [D, 1]], 0, "Courier Crow", "Ворона-листоноша"),
        ("sky_scout", "crow", 1, 2, [["look", 3, [[D, 1], ["discard", 1]]]], 0, "Sky Scout", "Небесна розвідниця"),
        ("cartographer", "crow", 3, 3, [[TR, 2, "free_paths"]], 0, "Cartographer", "Картографиня"),
        ("magpie_trader", "crow", 2, 2, [["pay_discard", 1, [[G, 2]]]], 1, "Magpie Trader", "Сорока-міняйло"),
        ("rook_tinker", "crow", 3, 3, [[TR, 2, "plus1"]], 0, "Rook Tinker", "Грак-лудильник"),
        ("town_herald", "crow", 2, 3, [[G, 1], [TR, 1]], 0, "Town Herald", "Глашатайка"),
        ("old_raven", "crow", 4, 3, [["look", 4, [[T, 1], [D, 2]]]], 0, "Old Raven", "Старий Крук"),
        ("nest_keeper", "crow", 3, 2, [["activate", "nest"], [D, 1]], 0, "Nest Keeper", "Доглядачка гнізда"),
        ("frog_wizard", "frog", 4, 2, [[TR, 3, "gain_to_draw"]], 0, "Frog Wizard", "Жаба-чарівник"),
        ("librarian", "frog", 2, 2, [[D, 2], ["discard", 1]], 0, "Librarian", "Бібліотекарка"),
        ("fisher_frog", "frog", 1, 1, [[D, 2]], 0, "Fisher Frog", "Жаба-рибалка"),
        ("hermit", "frog", 3, 3, [[T, 1], [D, 1]], 0, "Hermit", "Відлюдник"),
        ("alchemist", "frog", 3, 2, [["pay_discard", 1, [[G, 4]]]], 0, "Alchemist", "Алхімікиня"),
        ("ferryman", "frog", 2, 2, [[TR, 1]], 1, "Ferryman", "Поромник"),
        ("dreamer", "frog", 4, 3, [["look", 5, [[D, 2], [T, 1], ["discard", 1]]]], 0, "Dreamer", "Мрійниця"),
        ("pond_keeper", "frog", 3, 2, [["activate", "pad"], [G, 1]], 0, "Pond Keeper", "Доглядач ставка"),
        ("wandering_bard", "frog", 3, 3, [[D, 2], [G, 1]], 0, "Wandering Bard", "Мандрівний бард"),
        ("baker", "rabbit", 1, 2, [[G, 2]], 0, "Baker", "Пекарка"),
        ("merchant", "rabbit", 3, 3, [[G, 3]], 0, "Merchant", "Купець"),
        ("banker", "rabbit", 4, 3, [[G, 2], [I, 1]], 0, "Banker", "Банкірка"),
        ("builder", "rabbit", 3, 2, [[I, 1], [D, 2]], 0, "Builder", "Будівельник"),
        ("digger", "rabbit", 3, 2, [["activate", "burrow"], [TR, 1]], 0, "Digger", "Копачка"),
        ("runner", "rabbit", 2, 2, [[G, 1]], 1, "Runner", "Бігунець"),
        ("mayor", "rabbit", 4, 2, [[G, 1], ["activate", "inhabitant"]], 0, "Mayor", "Мер"),
        ("gardener", "rabbit", 2, 2, [[G, 1], [D, 1]], 0, "Gardener", "Садівниця"),
        ("innkeeper", "rabbit", 4, 3, [[G, 1], [D, 1], [TR, 1]], 0, "Innkeeper", "Корчмарка"),
    ],
    "academy": [
        ("ac_professor", "crow", 4, 3, [["look", 4, [[D, 1], [T, 1], ["discard", 1]]]], 0, "Professor Quill", "Професорка Перо"),
        ("ac_astronomer", "crow", 3, 2, [[TR, 2], [D, 1]], 0, "Astronomer", "Астроном"),
        ("ac_messenger", "crow", 1, 1, [[TR, 2]], 0, "Student Messenger", "Студентка-посланниця"),
        ("ac_prefect", "crow", 3, 2, [["look", 2, [[D, 1]]]], 1, "Prefect", "Староста"),
        ("ac_dean", "crow", 4, 3, [[TR, 2], ["activate", "nest"]], 0, "Dean", "Декан"),
        ("ac_scholar", "frog", 2, 2, [[D, 1], [T, 1]], 0, "Scholar", "Науковиця"),
        ("ac_chemist", "frog", 3, 2, [["pay", 1, [[D, 3]]]], 0, "Chemist", "Хімік"),
        ("ac_tutor", "frog", 1, 2, [[D, 1]], 0, "Tutor", "Репетиторка"),
        ("ac_archivist", "frog", 4, 3, [["look", 3, [[T, 1], [D, 1]]], [G, 1]], 0, "Archivist", "Архіваріус"),
        ("ac_debater", "frog", 2, 2, [["pay_discard", 1, [[D, 2]]]], 1, "Debater", "Дискутантка"),
        ("ac_bursar", "rabbit", 3, 2, [[G, 2], [I, 1]], 0, "Bursar", "Скарбник"),
        ("ac_cook", "rabbit", 1, 1, [[G, 3]], 0, "Canteen Cook", "Кухарка їдальні"),
        ("ac_janitor", "rabbit", 2, 3, [["activate", "burrow"]], 0, "Janitor", "Двірник"),
        ("ac_coach", "rabbit", 4, 2, [[TR, 2], [G, 2]], 0, "Coach", "Тренерка"),
        ("ac_rector", "rabbit", 4, 3, [[G, 2], ["add_supply", 1]], 0, "Rector", "Ректорка"),
    ],
    "news": [
        ("nw_reporter", "crow", 2, 2, [[TR, 2]], 0, "Reporter", "Репортерка"),
        ("nw_photographer", "crow", 3, 2, [[TR, 2, "draw_to_gain"], [G, 1]], 0, "Photographer", "Фотограф"),
        ("nw_paperboy", "crow", 2, 2, [[D, 1]], 1, "Paperboy", "Газетяр"),
        ("nw_editor", "crow", 3, 3, [["look", 4, [[D, 2], ["discard", 2]]]], 0, "Editor", "Редакторка"),
        ("nw_gossip", "crow", 4, 2, [[TR, 3, "plus1"]], 0, "Gossip Columnist", "Оглядачка пліток"),
        ("nw_typesetter", "frog", 2, 3, [[D, 1], ["discard", 1], [G, 1]], 0, "Typesetter", "Складальниця"),
        ("nw_critic", "frog", 3, 2, [["pay_discard", 2, [[G, 5]]]], 0, "Critic", "Критик"),
        ("nw_weather_frog", "frog", 1, 2, [[TR, 1]], 0, "Weather Frog", "Жаба-синоптик"),
        ("nw_columnist", "frog", 4, 2, [[D, 3]], 0, "Feature Writer", "Нарисистка"),
        ("nw_printer", "frog", 4, 3, [[D, 2], [T, 1]], 0, "Printer", "Друкар"),
        ("nw_advertiser", "rabbit", 2, 2, [[G, 3], ["discard", 1]], 0, "Advertiser", "Рекламістка"),
        ("nw_subscriber", "rabbit", 1, 2, [[G, 1], [TR, 1]], 0, "Subscriber", "Передплатниця"),
        ("nw_publisher", "rabbit", 4, 2, [[G, 3], [I, 1]], 0, "Publisher", "Видавець"),
        ("nw_investor", "rabbit", 4, 3, [[G, 1], [I, 2]], 0, "Investor", "Інвесторка"),
        ("nw_hare_courier", "rabbit", 3, 2, [[G, 1], [D, 1]], 1, "Hare Courier", "Заєць-кур'єр"),
    ],
    "start": [
        ("start_crow", "crow", 0, 2, [[TR, 2]], 0, "Wren the Guide", "Провідниця Кропивка"),
        ("start_frog", "frog", 0, 2, [[D, 1], [G, 2]], 0, "Old Puddle", "Старий Калюжа"),
        ("start_rabbit", "rabbit", 0, 2, [[G, 3]], 0, "Clover", "Конюшинка"),
    ],
}

# belongings: id, species, cost, supplies, trigger conditions (any player), relic, en, uk
BELONGINGS = {
    "main": [
        ("postal_contract", "crow", 3, 3, [["play", "crow"]], [[D, 2]], "Postal Contract", "Поштовий контракт"),
        ("chain_whip", "crow", 4, 2, [["reward", "gain"]], [[TR, 3]], "Chain Whip", "Ланцюговий батіг"),
        ("spyglass", "crow", 2, 2, [["activate", "nest"]], [["look", 3, [[D, 1], [T, 1]]]], "Spyglass", "Підзорна труба"),
        ("weathervane", "crow", 3, 2, [["play", "building"]], [[G, 3]], "Weathervane", "Флюгер"),
        ("recycling_bin", "frog", 2, 3, [["discard", "any"]], [[D, 2]], "Recycling Bin", "Контейнер для переробки"),
        ("umbrella", "frog", 2, 2, [["activate", "pad"]], [[G, 2]], "Umbrella", "Парасолька"),
        ("lantern", "frog", 3, 2, [["tuck"]], [[TR, 2, "gain_to_draw"]], "Lantern", "Ліхтар"),
        ("message_bottle", "frog", 3, 3, [["play", "frog"]], [[D, 1], [G, 1]], "Message in a Bottle", "Послання в пляшці"),
        ("generous_pension", "rabbit", 3, 2, [["play", "rabbit"]], [["add_supply", 1]], "Generous Pension", "Щедра пенсія"),
        ("piggy_bank", "rabbit", 2, 3, [["invest"]], [[I, 2]], "Piggy Bank", "Скарбничка"),
        ("picnic_basket", "rabbit", 2, 2, [["activate", "burrow"]], [["activate", "burrow"]], "Picnic Basket", "Кошик для пікніка"),
        ("old_map", "rabbit", 4, 3, [["play", "inhabitant"]], [[TR, 2]], "Old Map", "Стара мапа"),
    ],
    "academy": [
        ("ac_diploma", "crow", 3, 2, [["tuck"]], [[TR, 2, "plus1"]], "Diploma", "Диплом"),
        ("ac_inkwell", "crow", 2, 3, [["activate", "nest"]], [[D, 1]], "Inkwell", "Чорнильниця"),
        ("ac_notebook", "frog", 2, 2, [["play", "frog"]], [["look", 3, [[T, 1], [D, 1]]]], "Notebook", "Зошит"),
        ("ac_hourglass", "frog", 3, 3, [["discard", "any"]], [[G, 3]], "Hourglass", "Пісочний годинник"),
        ("ac_scholarship", "rabbit", 2, 2, [["play", "rabbit"]], [[I, 2]], "Scholarship", "Стипендія"),
        ("ac_lunchbox", "rabbit", 2, 2, [["activate", "burrow"]], [[D, 2]], "Lunchbox", "Ланчбокс"),
    ],
    "news": [
        ("nw_press_pass", "crow", 3, 3, [["chest"]], [[D, 2]], "Press Pass", "Прес-карта"),
        ("nw_megaphone", "crow", 2, 2, [["play", "crow"]], [[TR, 2]], "Megaphone", "Мегафон"),
        ("nw_scrapbook", "frog", 2, 3, [["discard", "any"]], [["look", 3, [[T, 1], [D, 1]]]], "Scrapbook", "Альбом вирізок"),
        ("nw_stamp", "frog", 3, 2, [["play", "building"]], [[D, 1], [G, 1]], "Rubber Stamp", "Печатка"),
        ("nw_coupon_book", "rabbit", 2, 2, [["play", "rabbit"]], [[G, 3]], "Coupon Book", "Купонна книжка"),
        ("nw_ledger", "rabbit", 3, 3, [["invest"]], [["add_supply", 1]], "Ledger", "Гросбух"),
    ],
}

# buildings: id, species, cost, owner trigger, effect, enchant kind, enchant effect, en, uk
BUILDINGS = {
    "main": [
        ("telegraph_office", "crow", 3, [["activate", "nest"]], [[D, 1]], "modifier", [[D, 2]], "Telegraph Office", "Телеграфна контора"),
        ("watchtower", "crow", 3, [["chest"]], [[I, 1]], "once", [[TR, 2]], "Watchtower", "Дозорна вежа"),
        ("airship_dock", "crow", 4, [["play", "crow"]], [[TR, 1]], "modifier", [[TR, 1], [I, 1]], "Airship Dock", "Причал дирижаблів"),
        ("magpie_market", "crow", 3, [["tuck"]], [[G, 1]], "once", [[G, 4]], "Magpie Market", "Сорочий ринок"),
        ("zero_waste", "frog", 3, [["play", "belonging"], ["discard", "belonging"]], [[I, 1]], "modifier", [["replay_discarded"], [I, 1]], "Zero Waste", "Нуль відходів"),
        ("reading_room", "frog", 4, [["activate", "pad"]], [[D, 1]], "once", [[I, 3]], "Reading Room", "Читальня"),
        ("tea_house", "frog", 2, [["discard", "any"]], [[G, 1]], "modifier", [[G, 1], [I, 1]], "Tea House", "Чайна"),
        ("pond_school", "frog", 3, [["play", "frog"]], [[D, 1]], "once", [[I, 3]], "Pond School", "Ставкова школа"),
        ("bakery", "rabbit", 3, [["activate", "burrow"]], [[G, 1]], "modifier", [[G, 1], [I, 1]], "Bakery", "Пекарня"),
        ("town_hall", "rabbit", 5, [["play", "building"]], [[I, 1], [D, 1]], "once", [[G, 3]], "Town Hall", "Ратуша"),
        ("warehouse", "rabbit", 2, [["play", "rabbit"]], [[I, 1]], "modifier", [[G, 1], [I, 1]], "Warehouse", "Склад"),
        ("market_square", "rabbit", 4, [["play", "belonging"]], [[G, 2]], "once", [["look", 4, [[D, 2], [T, 1]]]], "Market Square", "Ринкова площа"),
    ],
    "academy": [
        ("ac_observatory", "crow", 4, [["reward", "draw"]], [[D, 1]], "modifier", [[D, 1], [I, 1]], "Observatory", "Обсерваторія"),
        ("ac_laboratory", "frog", 3, [["tuck"]], [[I, 1]], "once", [["look", 5, [[T, 2], [D, 1]]]], "Laboratory", "Лабораторія"),
        ("ac_dormitory", "rabbit", 3, [["play", "inhabitant"]], [[I, 1]], "modifier", [[G, 1], [I, 1]], "Dormitory", "Гуртожиток"),
    ],
    "news": [
        ("nw_newsroom", "crow", 3, [["play", "inhabitant"]], [[D, 1]], "modifier", [[D, 1], [I, 1]], "Newsroom", "Редакція"),
        ("nw_print_shop", "frog", 4, [["discard", "any"]], [[I, 1]], "once", [[D, 3]], "Print Shop", "Друкарня"),
        ("nw_newsstand", "rabbit", 3, [["play", "belonging"]], [[I, 1]], "once", [[G, 4]], "Newsstand", "Газетний кіоск"),
    ],
}

STARTERS = [
    {"id": "nest", "species": "crow", "name": {"en": "Nest", "uk": "Гніздо"},
     "basic": [[TR, 2]], "advanced": [[TR, 3]]},
    {"id": "pad", "species": "frog", "name": {"en": "Lily Pad", "uk": "Латаття"},
     "basic": [[D, 2], ["discard", 1]], "advanced": [[D, 3], ["discard", 1]]},
    {"id": "burrow", "species": "rabbit", "name": {"en": "Burrow", "uk": "Нора"},
     "basic": [[G, 2]], "advanced": [[G, 2], [D, 1]]},
]


def cards_json() -> dict:
    out = []
    for deck, rows in INHABITANTS.items():
        for cid, sp, cost, sup, eff, free, en, uk in rows:
            out.append({"id": cid, "deck": deck, "species": sp, "type": "inhabitant", "cost": cost,
                        "supplies": sup, "free": bool(free), "effect": eff,
                        "name": {"en": en, "uk": uk}})
    for deck, rows in BELONGINGS.items():
        for cid, sp, cost, sup, when, relic, en, uk in rows:
            out.append({"id": cid, "deck": deck, "species": sp, "type": "belonging", "cost": cost,
                        "supplies": sup, "when": when, "relic": relic, "name": {"en": en, "uk": uk}})
    for deck, rows in BUILDINGS.items():
        for cid, sp, cost, when, eff, kind, ench, en, uk in rows:
            out.append({"id": cid, "deck": deck, "species": sp, "type": "building", "cost": cost,
                        "supplies": 0, "when": when, "effect": eff,
                        "enchantment": {"kind": kind, "effect": ench}, "name": {"en": en, "uk": uk}})
    for c in out:
        card = M.Card(id=c["id"], deck=c["deck"], species=c["species"], type=c["type"],
                      cost=c["cost"], supplies=c["supplies"], effect=M.tup(c.get("effect", [])),
                      free=c.get("free", False), when=M.tup(c.get("when", [])),
                      relic=M.tup(c.get("relic", [])),
                      enchant_kind=(c.get("enchantment") or {}).get("kind", ""),
                      enchant=M.tup((c.get("enchantment") or {}).get("effect", [])))
        c["text"] = {"en": M.card_text(card, "en"), "uk": M.card_text(card, "uk")}
    for s in STARTERS:
        s["text"] = {side: {lang: M.effect_text(M.tup(s[side]), lang) for lang in ("en", "uk")}
                     for side in ("basic", "advanced")}
    return {"format": 1, "cards": out, "starters": STARTERS}


def _board(bid, en, uk, nodes, edges):
    return {"name": {"en": en, "uk": uk}, "home": "home",
            "nodes": [dict(zip(("id", "x", "y", "reward", "token"), n)) for n in nodes],
            "edges": [{"from": a, "to": b, "cost": c} for a, b, c in edges]}


IRON, GOLD, RUBY = ["chest", "iron"], ["chest", "golden"], ["chest", "ruby"]
NEST, PAD, BURROW = ["starter", "nest"], ["starter", "pad"], ["starter", "burrow"]

SPRING = _board("spring", "Spring dock", "Весняний бік", [
    ("home", 480, 600, None, None),
    # west: the Mysterious Forest (the rulebook's Frog Wizard example runs here)
    ("w1", 400, 560, [D, 2], None),
    ("w2", 320, 520, [D, 1], "nest"),
    ("wl1", 240, 450, [G, 3], None),
    ("wl2", 200, 380, [D, 2], None),
    ("wl3", 180, 300, GOLD, None),
    ("wl4", 200, 220, BURROW, None),
    ("wl5", 250, 150, [G, 1], "enchant"),
    ("wl6", 320, 100, [G, 3], None),
    ("wl7", 400, 70, IRON, None),
    ("wr1", 250, 560, [G, 2], None),
    ("wr2", 170, 560, PAD, None),
    ("wr3", 100, 520, [D, 2], None),
    ("wr4", 60, 440, IRON, "golden"),
    # north: the Misty Hills
    ("n1", 480, 520, [G, 2], None),
    ("n2", 480, 440, [D, 1], "nest"),
    ("n3", 480, 360, [D, 2], None),
    ("nl1", 420, 290, [G, 3], "plus5"),
    ("nl2", 420, 210, IRON, None),
    ("nl3", 470, 150, NEST, None),
    ("nl4", 540, 90, GOLD, None),
    ("nr1", 550, 300, [D, 2], None),
    ("nr2", 610, 240, [G, 2], "enchant"),
    ("nr3", 660, 170, IRON, None),
    # east: the Sunny Meadow
    ("e1", 560, 560, [G, 2], None),
    ("e2", 640, 520, [D, 1], "nest"),
    ("e3", 720, 480, [G, 2], None),
    ("e4", 790, 430, [D, 2], None),
    ("el1", 760, 350, [G, 3], "plus5"),
    ("el2", 740, 270, IRON, None),
    ("er1", 860, 390, [D, 2], None),
    ("er2", 900, 320, PAD, None),
    ("er3", 910, 240, IRON, None),
], [
    ("home", "w1", None), ("w1", "w2", None), ("w2", "wl1", None), ("wl1", "wl2", None),
    ("wl2", "wl3", None), ("wl3", "wl4", None), ("wl4", "wl5", None), ("wl5", "wl6", None),
    ("wl6", "wl7", None), ("w2", "wr1", None), ("wr1", "wr2", None), ("wr2", "wr3", None),
    ("wr3", "wr4", None),
    ("home", "n1", None), ("n1", "n2", None), ("n2", "n3", None), ("n3", "nl1", None),
    ("nl1", "nl2", None), ("nl2", "nl3", None), ("nl3", "nl4", None), ("n3", "nr1", None),
    ("nr1", "nr2", None), ("nr2", "nr3", None),
    ("home", "e1", None), ("e1", "e2", None), ("e2", "e3", None), ("e3", "e4", None),
    ("e4", "el1", None), ("el1", "el2", None), ("e4", "er1", None), ("er1", "er2", None),
    ("er2", "er3", None),
])

AUTUMN = _board("autumn", "Autumn dock", "Осінній бік", [
    ("home", 480, 600, None, None),
    ("w1", 390, 560, [D, 2], None),
    ("w2", 310, 500, [D, 1], "nest"),
    ("wa", 230, 450, BURROW, None),
    ("wb", 150, 400, IRON, "golden"),
    ("wc", 300, 410, [D, 2], None),
    ("wd", 280, 330, [G, 1], "enchant"),
    ("we", 250, 250, GOLD, None),
    ("wf", 220, 170, [G, 3], None),
    ("wg", 200, 90, RUBY, None),
    ("n1", 480, 520, [G, 2], None),
    ("n2", 480, 440, [D, 1], "nest"),
    ("n3", 480, 360, [D, 2], None),
    ("na", 420, 280, GOLD, None),
    ("nb", 560, 300, [G, 3], "plus5"),
    ("nc", 600, 230, PAD, None),
    ("nd", 590, 150, NEST, None),
    ("ne", 560, 80, IRON, None),
    ("e1", 580, 570, [G, 2], None),
    ("e2", 670, 530, [D, 2], None),
    ("e3", 750, 480, [D, 2], None),
    ("ea", 720, 390, [G, 3], "plus5"),
    ("eb", 700, 310, [D, 2], "enchant"),
    ("ec", 690, 230, IRON, None),
    ("ed", 840, 430, [D, 2], None),
    ("ee", 880, 350, [D, 1], "nest"),
    ("ef", 900, 260, RUBY, None),
], [
    ("home", "w1", None), ("w1", "w2", None), ("w2", "wa", ["coins", 1]), ("wa", "wb", None),
    ("w2", "wc", ["discard", 1]), ("wc", "wd", None), ("wd", "we", None), ("we", "wf", None),
    ("wf", "wg", ["coins", 2]),
    ("home", "n1", None), ("n1", "n2", None), ("n2", "n3", None), ("n3", "na", ["coins", 2]),
    ("n3", "nb", None), ("nb", "nc", None), ("nc", "nd", None), ("nd", "ne", ["discard", 1]),
    ("home", "e1", ["discard", 1]), ("e1", "e2", None), ("e2", "e3", None), ("e3", "ea", None),
    ("ea", "eb", None), ("eb", "ec", ["coins", 1]), ("e3", "ed", ["coins", 1]), ("ed", "ee", None),
    ("ee", "ef", None),
])


def main() -> None:
    out = ROOT / "assets" / "data" / "wild_venture"
    out.mkdir(parents=True, exist_ok=True)
    (out / "cards.json").write_text(json.dumps(cards_json(), ensure_ascii=False, indent=1) + "\n",
                                    encoding="utf-8")
    (out / "boards.json").write_text(json.dumps({"format": 1, "boards": {"spring": SPRING,
                                                 "autumn": AUTUMN}}, ensure_ascii=False,
                                                indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
