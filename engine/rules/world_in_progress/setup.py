"""Set-up (rulebook "Підготовка до гри") from a seed."""
from __future__ import annotations

from engine.rules.protocol import IllegalAction, Option, chosen_options, players_arg, seed_arg
from engine.rules.rng import Rng, seed_state

from .state import State
from .tiles import GODS, tile_ids_for

PLAYER_COUNTS = (2, 3, 4, 5)
RANDOM = "random"

# Rulebook, set-up step 6: "Гравець, який останнім розв'язав головоломку, починає гру." The
# table says who that is: the option names the first seat; by default the seed draws one.
OPTIONS = [
    Option("first_player", {"en": "First player", "uk": "Перший гравець"},
           (RANDOM, 0, 1, 2, 3, 4), RANDOM,
           {"en": ("Random", "Player 1", "Player 2", "Player 3", "Player 4", "Player 5"),
            "uk": ("Випадково", "Гравець 1", "Гравець 2", "Гравець 3", "Гравець 4",
                   "Гравець 5")}),
]


def parse_options(players: int, options) -> int | None:
    """The first seat the options name (None = draw it at random)."""
    first = chosen_options(options, OPTIONS, "World in Progress")["first_player"]
    if first == RANDOM:
        return None
    if first >= players:
        raise IllegalAction(f"player {first + 1} does not sit at a {players}-player table")
    return first


def new_game(players: int, seed: int, options: dict | None = None) -> State:
    players_arg(players, PLAYER_COUNTS, "World in Progress")
    seed_arg(seed)
    chosen = parse_options(players, options)
    rng = Rng(seed_state(seed))
    # 1-2. tiles marked above the player count stay in the box; shuffle into 3 stacks
    tiles = rng.shuffled(tile_ids_for(players))
    n = len(tiles)
    sizes = [n // 3 + (1 if i < n % 3 else 0) for i in range(3)]
    stacks, at = [], 0
    for size in sizes:
        stacks.append(tiles[at:at + size])
        at += size
    # 3. three from the top of each stack, laid out at random as the 3x3 Neutral map
    dealt = []
    for s in stacks:
        for _ in range(3):
            dealt.append(s.pop())
    rng.shuffle(dealt)
    # 5. one secret god token each; the rest stay hidden in the box
    gods = rng.shuffled(GODS)
    # 6. the last to solve a puzzle starts: the seat the table chose, else one at random (the
    # draw is made either way, so a seed deals the same tiles whoever starts)
    drawn = rng.randrange(players)
    first = drawn if chosen is None else chosen
    return State(
        players=players,
        rng=rng.state,
        stacks=tuple(tuple(s) for s in stacks),  # type: ignore[arg-type]
        grid=tuple(dealt),
        markers=(1, 1, 1, 1),  # 4. every marker faces the middle row/column
        worlds=tuple(() for _ in range(players)),
        pending=(None,) * players,
        gods=tuple(gods[:players]),
        god_used=(False,) * players,
        box=tuple(gods[players:]),
        current=first,
        phase="choose",
        first=first,
    )
