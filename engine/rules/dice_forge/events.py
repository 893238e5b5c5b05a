"""What ``step`` reports; scenes animate these.  Dice Forge hides nothing but the RNG, so every
event is public; ``DiceRolled`` marks chance resolved (undo stops there)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.rules.protocol import Event


@dataclass(frozen=True)
class DiceRolled(Event):
    """``die`` -1 = both dice (divine blessing), 0/1 = one die (minor blessing).  ``faces`` and
    ``slots`` list what landed, light die first.  ``reason``: blessing | ousted | minor |
    satyrs | minotaur | cancer | sentinel | sphinx | cyclops."""
    reveals: ClassVar[bool] = True
    seat: int
    die: int
    faces: tuple
    slots: tuple
    reason: str


@dataclass(frozen=True)
class Gained(Event):
    """Resources actually changed (after caps), as (gold, sun, moon, glory); ``source`` a face
    id, a feat id, "hammer", "elder", "second_action", "buy"..."""
    seat: int
    delta: tuple
    source: str


@dataclass(frozen=True)
class FaceBought(Event):
    seat: int
    face: str
    pool: int        # sanctuary pool index 0..9, or -1 for a garden face
    cost: int


@dataclass(frozen=True)
class FaceForged(Event):
    seat: int
    face: str
    die: int
    slot: int
    old_face: str


@dataclass(frozen=True)
class FeatPerformed(Event):
    seat: int
    card: str
    slot: str
    island: int
    cost: tuple      # (sun, moon)


@dataclass(frozen=True)
class PawnMoved(Event):
    seat: int
    from_island: int
    to_island: int   # 0 = starting portal


@dataclass(frozen=True)
class HeroOusted(Event):
    seat: int        # the ousted hero
    by: int
    island: int


@dataclass(frozen=True)
class HammerAdvanced(Event):
    seat: int
    gold: int
    pos_before: int
    pos_after: int
    glory: int


@dataclass(frozen=True)
class TokenUsed(Event):
    seat: int
    token: str       # "cerberus" | "triton"


@dataclass(frozen=True)
class TurnStarted(Event):
    starts_turn: ClassVar[bool] = True     # the blessings all seats roll next are this turn's
    seat: int
    round: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple
    winners: tuple
