"""Set-up (rulebook "Підготовка до гри", "Соло-гра", "Сценарії") and the options."""
from __future__ import annotations

from engine.rules.protocol import IllegalAction, Option, chosen_options, players_arg, seed_arg
from engine.rules.rng import Rng, seed_state

from .flow import start_round
from .material import ALL_CARDS, EMPIRE_IDS, ID_INDEX, SLOTS
from .scoring import SCENARIO_CARDS
from .state import EMPTY, SCENARIOS, Seat, State

PLAYER_COUNTS = (1, 2, 3, 4, 5)
FUNDS = 8
FUND_SIZE = 5

OPTIONS = [
    Option("empire_side", {"en": "Empire side", "uk": "Сторона карти Імперії"}, ("A", "B"), "A",
           {"en": ("A (different empires)", "B (all alike)"),
            "uk": ("А (різні імперії)", "Б (однакові)")}),
    Option("solo_scenario", {"en": "Solo scenario", "uk": "Сценарій соло-гри"}, SCENARIOS, 0,
           {"en": ("None", "1 Reach the Center of the Earth", "2 A Better World",
                   "3 They Are Among Us", "4 Back to the Future", "5 A New Era",
                   "6 Money Has No Smell"),
            "uk": ("Без сценарію", "1 Дістатися центру Землі", "2 Кращий світ",
                   "3 Вони серед нас", "4 Назад у майбутнє", "5 Нова ера",
                   "6 Гроші не пахнуть")}),
]


def parse_options(players: int, options) -> tuple[str, int]:
    options = chosen_options(options, OPTIONS, "It's a Wonderful World")
    side = options["empire_side"]
    scenario = options["solo_scenario"]
    if scenario and players != 1:
        raise IllegalAction("solo scenarios are played by one player")
    if scenario:
        side = "B"      # the scenarios are played with the empire card on side B
    return side, scenario


def new_game(players: int, seed: int, options: dict | None = None) -> State:
    players_arg(players, PLAYER_COUNTS, "It's a Wonderful World")
    seed_arg(seed)
    side, scenario = parse_options(players, options)
    rng = Rng(seed_state(seed))
    cards = list(ALL_CARDS)
    start = []
    if scenario:
        for cid in SCENARIO_CARDS[scenario]:
            d = ID_INDEX[cid]
            cards.remove(d)
            start.append((d, (EMPTY,) * len(SLOTS[d])))
    rng.shuffle(cards)
    empires = rng.shuffled(range(len(EMPIRE_IDS)))[:players]
    funds = ()
    if players == 1:
        funds = tuple(tuple(cards[-FUND_SIZE * (k + 1):len(cards) - FUND_SIZE * k])
                      for k in range(FUNDS))
        del cards[-FUND_SIZE * FUNDS:]
    seats = tuple(Seat(empire=e) for e in empires)
    if start:
        seats = (seats[0]._replace(cons=tuple(start)),)
    state = State(players=players, rng=rng.state, side=side, scenario=scenario, round=1,
                  phase="draft", step=0, stage=0, deck=tuple(cards), discard=(), box=(), funds=funds,
                  seats=seats, sup=(-2,) * 5)
    return start_round(state, [])
