"""The rules protocol every game implements (see ../shared/RULES_API.md).

Conventions shared by all five games:
- An *action* is a flat tuple whose first item is a verb string and whose other items are
  ints or strings, e.g. ``("push", "top", 2)``.  Tuples are hashable, cheap, and become JSON
  lists; ``action_from_json`` turns a list back into the tuple.
- A *state* is an immutable (frozen) dataclass; ``step`` builds a new one and never mutates.
- ``step`` returns events: small frozen dataclasses deriving from ``Event``.  An event class
  with ``reveals = True`` marks the moment hidden information or chance was resolved, so the
  engine knows undo must stop there.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Sequence, runtime_checkable

Action = tuple
State = Any


class IllegalAction(ValueError):
    """An action the rules do not allow now.  The message is meant for a player."""


@dataclass(frozen=True)
class Option:
    """A variant the rulebook offers: ``choices`` are the values, ``default`` one of them."""

    key: str
    name: dict[str, str]
    choices: tuple
    default: Any
    choice_names: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Event:
    """Something that happened during ``step``; scenes turn events into animations."""

    reveals: ClassVar[bool] = False

    @property
    def kind(self) -> str:
        return type(self).__name__


@runtime_checkable
class Rules(Protocol):
    id: str
    player_counts: tuple[int, ...]
    version: int

    def options(self) -> list[Option]: ...
    def new_game(self, players: int, seed: int, options: dict | None = None) -> State: ...
    def to_act(self, state: State) -> list[int]: ...
    def legal_actions(self, state: State, seat: int) -> list[Action]: ...
    def step(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]: ...
    def apply(self, state: State, seat: int, action: Action) -> State: ...
    def is_over(self, state: State) -> bool: ...
    def scores(self, state: State) -> list[int]: ...
    def score_breakdown(self, state: State, seat: int) -> dict[str, int]: ...
    def winners(self, state: State) -> list[int]: ...
    def view(self, state: State, seat: int | None) -> State: ...
    def determinize(self, view: State, seat: int, rng: Any) -> State: ...
    def to_json(self, state: State) -> dict: ...
    def from_json(self, data: dict) -> State: ...
    def describe(self, action: Action, lang: str) -> str: ...


def action_to_json(action: Action) -> list:
    return list(action)


def action_from_json(data: Sequence) -> Action:
    if not isinstance(data, (list, tuple)) or not data or not isinstance(data[0], str):
        raise IllegalAction(f"not an action: {data!r}")
    for item in data[1:]:
        if not isinstance(item, (int, str)) or isinstance(item, bool):
            raise IllegalAction(f"not an action: {data!r}")
    return tuple(data)


def check_seat(rules: Rules, state: State, seat: int) -> None:
    """Raise ``IllegalAction`` unless ``seat`` is one of the seats asked to act now."""
    if rules.is_over(state):
        raise IllegalAction("the game is over")
    if seat not in rules.to_act(state):
        raise IllegalAction(f"it is not seat {seat}'s turn to act")
