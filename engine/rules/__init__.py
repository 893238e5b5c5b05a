"""Pure rules of the five games.  Imports nothing from pygame/esper/pytmx, and nothing above it.

This package holds the protocol every game implements (``protocol``), the plumbing shared by
the games' packages (``package``, ``rng``, ``record``) and one subpackage per game.  Which games
exist, and their ``RULES`` by id, is the registry's business one layer up: ``engine.games``
(``get_rules``, ``registered``).
"""
from __future__ import annotations

from engine.rules.protocol import Action, Event, IllegalAction, Option, Rules, State

__all__ = ["Action", "Event", "IllegalAction", "Option", "Rules", "State"]
