"""Attract mode: AIs play each other with full animations; any click returns to the menu."""
from __future__ import annotations

from engine.games import playable, spec
from engine.session import Seat

DEMO_LEVELS = ("hard", "normal", "easy", "normal", "easy")


def demo_players(counts) -> int:
    """Seats at a demo table: 3 where the rulebook allows it, else the count nearest to it."""
    return 3 if 3 in counts else min(counts, key=lambda n: (abs(n - 3), n))


def DemoScene(app, game: str | None = None, index: int = 0, players: int | None = None):  # noqa: N802 - a scene factory
    """The table scene of ``game`` (or the index-th playable game when cycling) played by AIs
    only; ``players`` defaults to ``demo_players`` of the rulebook's counts."""
    games = [g.id for g in playable()]
    cycle = game is None
    game = game or games[index % len(games)]
    players = players or demo_players(spec(game).player_counts)
    seats = [Seat("ai", DEMO_LEVELS[i % len(DEMO_LEVELS)], "", i) for i in range(players)]
    seed = None if app.options.seed is None else app.options.seed + index
    scene = app.make("game", game=game, seats=seats, seed=seed, demo=True)
    scene.demo_cycle = cycle
    scene.demo_index = index
    return scene


def next_demo(app, game: str, previous) -> object:
    if getattr(previous, "demo_cycle", False):
        return DemoScene(app, None, getattr(previous, "demo_index", 0) + 1)
    return DemoScene(app, game, getattr(previous, "demo_index", 0) + 1)
