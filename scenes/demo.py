"""Attract mode: AIs play each other with full animations; any click returns to the menu."""
from __future__ import annotations

from engine.rules import get_rules, registered
from engine.session import Seat

DEMO_LEVELS = ("hard", "normal", "easy", "normal", "easy")


def DemoScene(app, game: str | None = None, index: int = 0):  # noqa: N802 - a scene factory
    """The table scene of ``game`` (or the index-th game when cycling) played by AIs only."""
    from scenes.launch import new_session, scene_class

    games = registered()
    cycle = game is None
    game = game or games[index % len(games)]
    counts = get_rules(game).player_counts
    players = 3 if 3 in counts else counts[min(1, len(counts) - 1)]
    seats = [Seat("ai", DEMO_LEVELS[i], "", i) for i in range(players)]
    session = new_session(app, game, seats, demo=True,
                          seed=None if app.options.seed is None else app.options.seed + index)
    scene = scene_class(game)(app, session, demo=True)
    scene.demo_cycle = cycle
    scene.demo_index = index
    return scene


def next_demo(app, game: str, previous) -> object:
    if getattr(previous, "demo_cycle", False):
        return DemoScene(app, None, getattr(previous, "demo_index", 0) + 1)
    return DemoScene(app, game, getattr(previous, "demo_index", 0) + 1)
