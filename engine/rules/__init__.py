"""Pure rules of the five games and their registry.  Imports nothing from pygame/esper/pytmx."""
from __future__ import annotations

import importlib

from engine.rules.protocol import Action, Event, IllegalAction, Option, Rules, State

# game id -> module holding RULES.  Games not yet built are listed in ALL_GAMES only.
_REGISTRY: dict[str, str] = {
    "world_in_progress": "engine.rules.world_in_progress",
}

ALL_GAMES: tuple[str, ...] = (
    "world_in_progress",
    "wonderful_world",
    "dice_forge",
    "coatl",
    "wild_venture",
)


def registered() -> list[str]:
    """Ids of the games whose rules are implemented, in menu order."""
    return [g for g in ALL_GAMES if g in _REGISTRY]


def get_rules(game_id: str) -> Rules:
    if game_id not in _REGISTRY:
        known = ", ".join(registered())
        raise KeyError(f"unknown or unfinished game {game_id!r} (playable: {known})")
    return importlib.import_module(_REGISTRY[game_id]).RULES


__all__ = ["Action", "Event", "IllegalAction", "Option", "Rules", "State", "get_rules",
           "registered", "ALL_GAMES"]
