"""Set-up per player count (rulebook table) and the feat-set options."""
from __future__ import annotations

from engine.rules.protocol import IllegalAction, Option
from engine.rules.rng import Rng, seed_state

from . import material as M
from .state import State, Work

PLAYER_COUNTS = (2, 3, 4)
START_GOLD = (3, 2, 1, 0)
ALT_SLOTS = tuple(s for s in M.SLOTS if len(M.slot_choices()[s]) > 1)
SET_CHOICES = ("first_game", "alternate", "random")
SLOT_CHOICES = ("set", "first_game", "alternate", "random")


def rounds_for(players: int) -> int:
    return 10 if players == 3 else 9


def _slot_name(card) -> dict:
    """A slot as players see it: its island and the feat's price ("Island 2 · 2 moon")."""
    sun, moon = card.cost
    en = " + ".join(f"{n} {w}" for n, w in ((sun, "sun"), (moon, "moon")) if n)

    def uk_word(n: int, forms: tuple[str, str]) -> str:
        return forms[0] if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else forms[1]
    uk = " + ".join(f"{n} {uk_word(n, w)}" for n, w in ((sun, ("сонця", "сонць")),
                                                        (moon, ("місяця", "місяців"))) if n)
    return {"en": f"Island {card.island} · {en}", "uk": f"Острів {card.island} · {uk}"}


def options() -> list[Option]:
    opts = [Option("feats", {"en": "Heroic feats", "uk": "Героїчні подвиги"}, SET_CHOICES,
                   "first_game",
                   {"en": ("First game", "All alternates", "Random per slot"),
                    "uk": ("Перша партія", "Усі альтернативні", "Навмання для кожного острова")})]
    for slot in ALT_SLOTS:
        first, alt = M.slot_choices()[slot]
        fa, fb = M.feat(first), M.feat(alt)
        opts.append(Option(f"slot_{slot}", _slot_name(fa),
                           SLOT_CHOICES, "set",
                           {"en": ("As the set", fa.name_en, fb.name_en, "Random"),
                            "uk": ("Як у наборі", fa.name_uk, fb.name_uk, "Навмання")}))
    return opts


def check_options(opts) -> dict:
    if opts is None:
        return {}
    if not isinstance(opts, dict):
        raise IllegalAction(f"options must be a dict, not {opts!r}")
    known = {o.key: o for o in options()}
    for k, v in opts.items():
        if k not in known:
            raise IllegalAction(f"unknown option {k!r}")
        if not isinstance(v, str) or v not in known[k].choices:
            raise IllegalAction(f"option {k!r} cannot be {v!r} ({', '.join(known[k].choices)})")
    return dict(opts)


def choose_cards(opts: dict, rng: Rng) -> tuple[str, ...]:
    base = opts.get("feats", "first_game")
    out = []
    for slot in M.SLOTS:
        choice = M.slot_choices()[slot]
        how = opts.get(f"slot_{slot}", "set")
        if how == "set":
            how = base
        if len(choice) == 1 or how == "first_game":
            out.append(choice[0])
        elif how == "alternate":
            out.append(choice[1])
        else:
            out.append(choice[rng.randrange(2)])
    return tuple(out)


def new_game(players, seed, opts=None) -> State:
    """Set-up, then the first turn starts (its divine blessings are rolled)."""
    return _opening(players, seed, opts)[0]


def opening_events(players, seed, opts=None) -> list:
    """What happened in ``new_game`` before anybody acted: the first turn begins and everybody
    rolls the divine blessing and gains from it (the table hook of that name: the log tells
    these before the first action)."""
    return _opening(players, seed, opts)[1]


def _opening(players, seed, opts=None) -> tuple[State, list]:
    from .actions import start_turn
    w = Work(initial_state(players, seed, opts))
    start_turn(w)
    return w.freeze(), list(w.events)


def initial_state(players, seed, opts=None) -> State:
    """The table after set-up, before the first divine blessing."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in PLAYER_COUNTS:
        raise IllegalAction(f"Dice Forge is for 2 to 4 players, not {players!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise IllegalAction(f"the seed must be a whole number, not {seed!r}")
    opts = check_options(opts)
    rng = Rng(seed_state(seed))
    cards = choose_cards(opts, rng)
    pools = []
    for _, faces in M.sanctuary():
        if players == 2:                         # remove 2 faces at random from each pool
            keep = sorted(rng.shuffled(range(len(faces)))[:2])
            faces = tuple(faces[i] for i in keep)
        pools.append(tuple(faces))
    light, dark = M.starting_dice()
    return State(
        players=players, rng=rng.state, rounds=rounds_for(players), round=1, active=0,
        phase="bless", rolls_left=0,
        dice=tuple((light, dark) for _ in range(players)),
        up=tuple((0, 0) for _ in range(players)),
        res=tuple((START_GOLD[s], 0, 0, 0) for s in range(players)),
        held=(0,) * players, chests=(0,) * players, hammers=(0,) * players,
        hammer_pos=(0,) * players, tokens=tuple((0, 0) for _ in range(players)),
        pawns=(0,) * players, cards=((),) * players, removed=((),) * players,
        slot_cards=cards, stacks=(players,) * len(cards), sanctuary=tuple(pools),
        gardens=M.garden_faces(), boar_owner=(-1,) * 4, queues=((),) * players,
    )
