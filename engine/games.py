"""The one game registry: a ``GameSpec`` per game, in menu order.

Everything that lists games reads ``GAMES`` (menu, demo, launch, selfplay, soak, bench, the
conformance tests).  A game is *registered* once its ``rules_module`` is set (its rules pass the
conformance suite) and *playable* once its ``scene`` is set too; a game with rules but no scene
is run by the tests, selfplay, soak and bench and shown in the menu as "coming soon".

Registering a game = filling in its entry below:
    GameSpec("coatl", rules_module="engine.rules.coatl", ...)              # rules done
    GameSpec("coatl", ..., scene="scenes.coatl:CoatlScene")                # table scene done

``scene`` is a "module:Class" string loaded by name (``load_scene``): engine/ never imports
scenes/.  This module imports nothing from pygame/esper/pytmx.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameSpec:
    id: str
    rules_module: str | None = None   # "engine.rules.<id>" once the rules exist, else None
    scene: str | None = None          # "scenes.<id>:<Class>" once the table scene exists
    rules_text: str | None = None     # asset stem of the in-app rules: "rules/<id>" -> .<lang>.md
    cover: str = ""                   # menu art, an asset path under assets/art

    @property
    def has_rules(self) -> bool:
        return self.rules_module is not None

    @property
    def playable(self) -> bool:
        return self.rules_module is not None and self.scene is not None

    @property
    def rules(self) -> Any:
        """The game's ``RULES`` object (imported on first use)."""
        if self.rules_module is None:
            raise LookupError(f"the rules of {self.id!r} are not built yet")
        return importlib.import_module(self.rules_module).RULES

    @property
    def player_counts(self) -> tuple[int, ...]:
        return tuple(self.rules.player_counts)


def _spec(game_id: str, rules: bool = False, scene: str | None = None) -> GameSpec:
    return GameSpec(game_id, f"engine.rules.{game_id}" if rules else None, scene,
                    f"rules/{game_id}", f"covers/{game_id}.svg")


GAMES: tuple[GameSpec, ...] = (
    _spec("world_in_progress", rules=True, scene="scenes.world_in_progress:WorldInProgressScene"),
    _spec("wonderful_world", rules=True, scene="scenes.wonderful_world:WonderfulWorldScene"),
    _spec("dice_forge", rules=True, scene="scenes.dice_forge:DiceForgeScene"),
    _spec("coatl", rules=True, scene="scenes.coatl:CoatlScene"),
    _spec("wild_venture", rules=True, scene="scenes.wild_venture:WildVentureScene"),
)

_BY_ID = {g.id: g for g in GAMES}


def spec(game_id: str) -> GameSpec:
    """The spec of ``game_id``; ``KeyError`` with the known ids if there is none."""
    try:
        return _BY_ID[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r} (games: {', '.join(_BY_ID)})") from None


def all_ids() -> list[str]:
    return [g.id for g in GAMES]


def registered() -> list[str]:
    """Ids of the games whose rules are built, in menu order."""
    return [g.id for g in GAMES if g.has_rules]


def with_rules() -> list[GameSpec]:
    """Games whose rules are built (registered), in menu order."""
    return [g for g in GAMES if g.has_rules]


def playable() -> list[GameSpec]:
    """Games with rules and a table scene, in menu order."""
    return [g for g in GAMES if g.playable]


def get_rules(game_id: str) -> Any:
    """``RULES`` of a registered game; ``KeyError`` for an unknown or unbuilt one."""
    g = _BY_ID.get(game_id) if isinstance(game_id, str) else None
    if g is None or not g.has_rules:
        known = ", ".join(s.id for s in with_rules())
        raise KeyError(f"unknown or unfinished game {game_id!r} (playable: {known})")
    return g.rules


def load_scene(game_id: str) -> type:
    """The table scene class of a playable game, imported by its "module:Class" name."""
    g = spec(game_id)
    if not g.playable:
        raise KeyError(f"{game_id!r} has no table scene yet")
    module, _, cls = g.scene.partition(":")  # type: ignore[union-attr]
    return getattr(importlib.import_module(module), cls)


__all__ = ["GameSpec", "GAMES", "spec", "all_ids", "registered", "with_rules", "playable",
           "get_rules", "load_scene", "parse_options"]


def parse_options(game_id: str, pairs: list[str]) -> dict:
    """Variant options from the command line (``["board=autumn", "stormy=on"]``) as the
    rules' own values (ints and booleans included); ``ValueError`` naming the game's options
    and their choices when a key or value is unknown."""
    known = {o.key: o for o in get_rules(game_id).options()}

    def choices(key: str) -> str:
        return "|".join(str(c).lower() for c in known[key].choices)

    out: dict = {}
    for pair in pairs:
        key, sep, value = (part.strip() for part in pair.partition("="))
        if not sep or key not in known:
            listing = "; ".join(f"{k}={choices(k)}" for k in known) or "none"
            raise ValueError(f"{game_id} has no option {pair!r}; its options: {listing}")
        match = [c for c in known[key].choices if str(c).lower() == value.lower()]
        if not match:
            raise ValueError(f"{key} cannot be {value!r}; choose {key}={choices(key)}")
        out[key] = match[0]
    return out
