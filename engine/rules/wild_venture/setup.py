"""Set-up (rulebook p.4-5): board tokens, theme deck shuffled into the main deck, 5 coins and
5 cards each (8 in the stormier variant, 3 discarded after the pick), starting inhabitants
picked by the second player first, 2 supplies on each, travellers at home."""
from __future__ import annotations

from engine.rules.protocol import IllegalAction, Option
from engine.rules.rng import Rng, seed_state

from .material import BOARDS, PAIRS, THEMES, board, deck_ids, pool
from .state import State

PLAYER_COUNTS = (2,)
START_COINS = 5
HAND = 5
STORMY_HAND = 8

OPTIONS = [
    Option("board", {"en": "Board side", "uk": "Бік поля"}, BOARDS, "spring",
           {"en": ("Spring (first game)", "Autumn (path costs)"),
            "uk": ("Весняний (перша гра)", "Осінній (вартість маршрутів)")}),
    Option("deck", {"en": "Theme deck", "uk": "Тематична колода"}, THEMES, "academy",
           {"en": ("Academy", "News"), "uk": ("Академія", "Звістки")}),
    Option("tucking", {"en": "Tucked cards", "uk": "Підкладені карти"}, ("face_down", "face_up"),
           "face_down", {"en": ("Face down (memory)", "Face up (no memory)"),
                         "uk": ("Долілиць (пам'ять)", "Горілиць (без запам'ятовування)")}),
    Option("tie_break", {"en": "Tie", "uk": "Нічия"}, ("shared", "coins"), "shared",
           {"en": ("Shared victory (the author's advice)", "More coins, then citizen VP"),
            "uk": ("Спільна перемога (порада автора)", "Більше монет, потім ПБ мешканців")}),
    Option("stormy", {"en": "Even stormier venture", "uk": "Ще буремніші мандри"}, ("off", "on"),
           "off", {"en": ("Off", "Both theme decks, 8 cards, discard 3"),
                   "uk": ("Ні", "Обидві колоди, 8 карт, скиньте 3")}),
]


def check_options(options) -> dict:
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise IllegalAction("options must be a mapping of option names to values")
    known = {o.key: o for o in OPTIONS}
    out = {o.key: o.default for o in OPTIONS}
    for k, v in options.items():
        if k not in known:
            raise IllegalAction(f"unknown option {k!r} (options: {', '.join(known)})")
        if not isinstance(v, str) or v not in known[k].choices:
            raise IllegalAction(f"option {k!r} must be one of {', '.join(known[k].choices)}")
        out[k] = v
    return out


def new_game(players, seed, options: dict | None = None) -> State:
    if type(players) is not int or players not in PLAYER_COUNTS:
        raise IllegalAction("A Wild Venture is a game for exactly 2 players")
    if type(seed) is not int:
        raise IllegalAction("the seed must be a whole number")
    opts = check_options(options)
    stormy = opts["stormy"] == "on"
    theme = "both" if stormy else opts["deck"]
    rng = Rng(seed_state(seed))
    deck = rng.shuffled(pool(theme))
    hand = STORMY_HAND if stormy else HAND
    hands = []
    for _ in range(2):
        hands.append(tuple(deck[-hand:][::-1]))
        del deck[-hand:]
    b = board(opts["board"])
    pairs = rng.shuffled(list(PAIRS))
    tokens = []
    spots = [n for n, d in b.nodes.items() if d["token"] == "enchant"]
    for n, d in b.nodes.items():
        if d["token"] in ("golden", "plus5", "nest"):
            tokens.append((n, d["token"]))
    for spot, pair in zip(spots, pairs):
        tokens += [(spot, pair), (spot, pair)]
    first = rng.randrange(2)
    return State(
        rng=rng.state, board=opts["board"], theme=theme, face_up=opts["tucking"] == "face_up",
        stormy=stormy, deck=tuple(deck), discard=(), hands=tuple(hands),
        coins=(START_COINS, START_COINS),
        starters=((0, 0, 0), (0, 0, 0)), inhab=((), ()),
        belong=((), ()), build=((), ()), tokens=((pairs[2],), (pairs[2],)),
        board_tokens=tuple(tokens), pos=(b.home, b.home), species=("", ""), tucked=((), ()),
        start_pool=deck_ids("start"), setup_discards=((), ()), phase="pick", picker=1 - first,
        current=1 - first, first=first, turn=0, main_left=2, used_main=(), free_used=(),
        stack=(), looked=(), final_turns=-1, tie_break=opts["tie_break"])
