"""The rules protocol every game implements (see ../shared/RULES_API.md).

Conventions shared by all five games:
- An *action* is a flat tuple whose first item is a verb string and whose other items are
  ints or strings, e.g. ``("push", "top", 2)``.  Tuples are hashable, cheap, and become JSON
  lists; ``action_from_json`` turns a list back into the tuple.
- A *state* is an immutable (frozen) dataclass; ``step`` builds a new one and never mutates.
- ``step`` returns events: small frozen dataclasses deriving from ``Event``.  An event class
  with ``reveals = True`` marks the moment hidden information or chance was resolved, so the
  engine knows undo must stop there; one with ``starts_turn = True`` begins its ``seat``'s turn
  (the action log groups the lines that follow under its line, whoever's they are).
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
    starts_turn: ClassVar[bool] = False

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
    def from_json(self, data: dict) -> State:
        """The state ``to_json`` wrote.  Checks meaning, not only shape: an impossible state
        (a seat or marker out of range, an unknown card id, counts that do not add up) raises
        ``ValueError`` with a clear message, never ``TypeError``/``KeyError``/``IndexError``."""
        ...

    def describe(self, action: Action, lang: str = "en", viewer: int | None = None,
                 seat: int | None = None) -> str:
        """One action-log line for ``action`` taken by ``seat``, as ``viewer`` may know it
        (``None`` = a spectator, e.g. an all-AI table), in ``lang`` ("en" or "uk").  Without the
        actor's name (the UI prefixes it).  A secret action seen by another seat is told in
        its public form ("drafts a card", "places a sealed bid")."""
        ...

    def view_events(self, events: list[Event], viewer: int | None) -> list[Event]:
        """``events`` as ``viewer`` may see them (``None`` = spectator): another seat's drawn
        card arrives face down ("?"), a private event may be dropped or replaced by a public
        one.  Scenes animate only these."""
        ...

    # Optional members are listed in ``OptionalRules`` (callers look them up with getattr).


class OptionalRules(Protocol):
    """Members a game may add; callers use ``getattr(rules, name, None)``."""

    def label(self, token: str, lang: str = "en") -> str | None:
        """The display name of a material id (card, face, god, temple, tile) in ``lang``, or
        None if it has none.  The conformance suite checks that no log line a viewer reads
        names a hidden token or its label."""
        ...

    def check_invariants(self, state: State) -> list[str]:
        """Problems found in ``state`` (empty = fine): components conserved (cards, dice
        faces, pieces, coins), values within their tracks.  Run by ``soak`` after each step."""
        ...

    def validate_state(self, state: State) -> None:
        """Run by ``from_json`` on every parsed state (and view): ``ValueError`` saying what is
        impossible in it by the game's own invariants (a hidden marker "?" where a card must be
        known, counts that do not add up, a phase that cannot follow the round).  The generic
        protocol questions are asked afterwards by ``engine.rules.playable``."""
        ...

    def evaluate(self, state: State, seat: int) -> float:
        """AI hook: a score-like value for ``seat`` from a possibly determinized state
        (``ai_value_scale`` points count as clearly ahead)."""
        ...

    def evaluate_hard(self, state: State, seat: int) -> float:
        """Optional AI hook: ``evaluate`` as the hard level reads a position (same units), where
        the game has a better judge than the cheap one easy and normal use; without it hard
        uses ``evaluate``."""
        ...

    def rollout_action(self, state: State, seat: int, actions: list[Action], rng: Any) -> Action:
        """AI hook: a cheap playout policy choosing among ``actions``."""
        ...

    def result_rank(self, players: int, score: int) -> str | None:
        """Result hook: the rulebook's rank id of a final ``score`` at ``players`` players
        ("dictator"), None where the rulebook has no rank table.  The hall of fame keeps it."""
        ...

    def rank_name(self, rank: str, lang: str = "en") -> str | None:
        """Result hook: how a ``result_rank`` id reads in ``lang``."""
        ...


def public_events(events: Sequence[Event], viewer: int | None) -> list[Event]:
    """``view_events`` of a game whose events are all public."""
    return list(events)


def action_to_json(action: Action) -> list:
    return list(action)


def action_from_json(data: Sequence) -> Action:
    if not isinstance(data, (list, tuple)) or not data or not isinstance(data[0], str):
        raise IllegalAction(f"not an action: {data!r}")
    for item in data[1:]:
        if not isinstance(item, (int, str)) or isinstance(item, bool):
            raise IllegalAction(f"not an action: {data!r}")
    return tuple(data)


def seat_arg(seat: Any, players: int, allow_none: bool = False) -> int | None:
    """``seat`` if it names a seat of a ``players``-seat game (or is None where allowed);
    otherwise ``IllegalAction`` (a float, a bool, a string or an out-of-range number)."""
    if type(seat) is int and 0 <= seat < players:     # the usual case, asked at every step
        return seat
    if seat is None and allow_none:
        return None
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise IllegalAction(f"there is no seat {seat!r} in a {players}-player game")
    return seat


def events_arg(events: Any) -> list:
    """``events`` as a list if it is a list or tuple of ``Event`` records, else
    ``IllegalAction`` (``view_events`` of None, of a string, of a list of dicts)."""
    if not isinstance(events, (list, tuple)) or not all(isinstance(e, Event) for e in events):
        raise IllegalAction(f"not a list of events: {events!r:.80}")
    return list(events)


def options_arg(options: Any, offered: Sequence[Option]) -> dict | None:
    """``options`` if it is None or a dict whose values for the ``offered`` options are among
    their choices in value *and* type (``1.0`` or ``True`` is not the choice ``1``); else
    ``IllegalAction`` listing the choices.  Unknown keys are left to the game, which names its
    options."""
    if options is None:
        return None
    if not isinstance(options, dict):
        raise IllegalAction(f"options are a set of name=value pairs, not {options!r:.80}")
    for opt in offered:
        if opt.key in options:
            value = options[opt.key]
            if not any(type(value) is type(c) and value == c for c in opt.choices):
                choices = ", ".join(repr(c) for c in opt.choices)
                raise IllegalAction(f"{opt.key} is one of {choices}, not {value!r:.40}")
    return options


def chosen_options(options: Any, offered: Sequence[Option], game: str) -> dict:
    """Every offered option's value: the default, or the choice ``options`` names for it.
    ``IllegalAction`` for a value that is not a mapping, an option the game does not offer or
    a value that is not one of its choices (in value and type, see ``options_arg``)."""
    options = options_arg({} if options is None else options, offered) or {}
    known = {o.key for o in offered}
    for key in options:
        if key not in known:
            raise IllegalAction(f"{game} has no option {key!r} (options: {', '.join(sorted(known))})")
    return {o.key: options.get(o.key, o.default) for o in offered}


def string_leaves(obj: Any) -> set[str]:
    """Every string inside a JSON-like value (dict values, list, tuple and set items)."""
    out: set[str] = set()
    stack = [obj]
    while stack:
        o = stack.pop()
        if isinstance(o, str):
            out.add(o)
        elif isinstance(o, dict):
            stack.extend(o.values())
        elif isinstance(o, (list, tuple, set, frozenset)):
            stack.extend(o)
    return out


def players_arg(players: Any, counts: Sequence[int], game: str) -> int:
    """``players`` if the rulebook allows that count, else ``IllegalAction``."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in counts:
        allowed = ", ".join(str(c) for c in counts)
        raise IllegalAction(f"{game} is played by {allowed} players, not {players!r}")
    return players


def seed_arg(seed: Any) -> int:
    """``seed`` if it is a whole number, else ``IllegalAction``."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise IllegalAction(f"the seed must be a whole number, not {seed!r}")
    return seed


def check_seat(rules: Rules, state: State, seat: int) -> None:
    """Raise ``IllegalAction`` unless ``seat`` is one of the seats asked to act now."""
    if rules.is_over(state):
        raise IllegalAction("the game is over")
    if seat not in rules.to_act(state):
        raise IllegalAction(f"it is not seat {seat}'s turn to act")
