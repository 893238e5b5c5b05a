"""Set-up (rulebook "Приготування") from a seed, and the two options."""
from __future__ import annotations

from engine.rules.protocol import IllegalAction, Option, chosen_options, players_arg, seed_arg
from engine.rules.rng import Rng, seed_state

from .material import (BODIES_PER_COLOUR, BOARD_SLOTS, HEADS_PER_COLOUR, TAILS_PER_COLOUR,
                       TOKENS, prophecy_deck, temple_deck)
from .pieces import refill_disk
from .state import State

PLAYER_COUNTS = (2, 3, 4)
OPTIONS = (
    # set-up step 2 deals them ("Кожен учасник отримує ... жертвні жетони"); the rulebook only
    # advises leaving them out of a first game, so they are on unless a player turns them off
    Option("sacrifice", {"en": "Sacrifice tokens", "uk": "Жертовні жетони"}, (False, True), True,
           {"en": ("off (first game)", "on"), "uk": ("без них (перша партія)", "з ними")}),
    Option("promo", {"en": "Promo cards", "uk": "Промокарти"}, (False, True), False,
           {"en": ("off", "on: 6 prophecies, 5 temples"), "uk": ("без них", "6 пророцтв, 5 храмів")}),
)


def options() -> list[Option]:
    return list(OPTIONS)


def parse_options(options) -> dict:
    return chosen_options(options, OPTIONS, "Coatl")


def new_game(players: int, seed: int, options: dict | None = None) -> State:
    players_arg(players, PLAYER_COUNTS, "Coatl")
    seed_arg(seed)
    opts = parse_options(options)
    promo, sacrifice = opts["promo"], opts["sacrifice"]
    rng = Rng(seed_state(seed))
    bags = ((HEADS_PER_COLOUR,) * 5, (TAILS_PER_COLOUR,) * 5, (BODIES_PER_COLOUR,) * 5)
    # 3. fill the disk from the bags
    disk, bags, _ = refill_disk(("",) * 10, bags, rng)
    # 5. one secret temple each; the rest in two face-up stacks (top = last item)
    temples = rng.shuffled(temple_deck(promo))
    own = tuple((temples.pop(),) for _ in range(players))
    half = (len(temples) + 1) // 2
    stacks = (tuple(temples[:half]), tuple(temples[half:]))
    # 6. shuffle the prophecies, six face up
    deck = rng.shuffled(prophecy_deck(promo))
    six = tuple(deck.pop() for _ in range(6))
    # 7. deal 3/4/5/6 cards to players 1-4; each keeps at most 3 (the "keep" phase)
    hands = tuple(tuple(deck.pop() for _ in range(3 + seat)) for seat in range(players))
    return State(
        players=players, rng=rng.state, promo=promo, sacrifice=sacrifice, phase="keep",
        current=0, disk=disk, bags=bags, boards=(("",) * BOARD_SLOTS,) * players,
        coatls=((),) * players, hands=hands, temples=own, six=six, deck=tuple(deck),
        discard=(), stacks=stacks, tokens=(TOKENS if sacrifice else (),) * players,
        ready=(False,) * players, known=((),) * players, known_temples=((),) * players)
