"""Set-up (rulebook "Підготовка до гри") from a seed."""
from __future__ import annotations

from engine.rules.protocol import IllegalAction, players_arg, seed_arg
from engine.rules.rng import Rng, seed_state

from .state import State
from .tiles import GODS, tile_ids_for

PLAYER_COUNTS = (2, 3, 4, 5)


def new_game(players: int, seed: int, options: dict | None = None) -> State:
    players_arg(players, PLAYER_COUNTS, "World in Progress")
    seed_arg(seed)
    if options is not None and not isinstance(options, dict):
        raise IllegalAction(f"options are a mapping of variant names to values, not {options!r}")
    if options:
        raise IllegalAction(f"World in Progress has no options (got {sorted(map(str, options))})")
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
    # 6. a random first player
    first = rng.randrange(players)
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
