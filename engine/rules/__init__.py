"""Pure rules of the five games.  Imports nothing from pygame/esper/pytmx.

The registry of games is ``engine.games`` (one ``GameSpec`` per game); ``get_rules`` and
``registered`` here are thin wrappers kept for older callers.  They load the registry by name on
first call, so the rules package never depends on anything above it at import time.
"""
from __future__ import annotations

import importlib

from engine.rules.protocol import Action, Event, IllegalAction, Option, Rules, State


def _registry():
    return importlib.import_module("engine.games")


def registered() -> list[str]:
    """Ids of the games whose rules are implemented, in menu order."""
    return [g.id for g in _registry().with_rules()]


def get_rules(game_id: str) -> Rules:
    """``RULES`` of a registered game; ``KeyError`` for an unknown or unfinished one."""
    return _registry().get_rules(game_id)


__all__ = ["Action", "Event", "IllegalAction", "Option", "Rules", "State", "get_rules",
           "registered"]
