"""The protocol object of a game whose rules are modules of plain functions.

Each game's package (``engine.rules.<game>``) keeps its rules as functions in small modules
(set-up, actions, results, views, text...) and builds its ``RULES`` as a ``PackageRules`` from
them.  The plumbing the protocol asks of every game is written here once:

- seat and viewer arguments are checked the same way everywhere, ``describe``'s and
  ``view_events``' too (a seat of the largest table the game is played at, or None), and
  ``new_game``'s options against their choices in value and type (``IllegalAction``, never
  ``TypeError``);
- ``apply`` is ``step`` without the events; ``is_over`` is ``state.phase == "over"``;
- ``from_json`` refuses a state that cannot be played with a ``ValueError``: after the game's
  own parser, the game's optional ``validate_state(state) -> None`` (its invariants; raises
  ``ValueError`` saying what is wrong) runs, and a ``KeyError``/``IndexError``/``TypeError``/
  ``AttributeError`` from either becomes a ``ValueError`` naming the game; then every protocol
  question is asked of the state once (``engine.rules.playable``);
- ``from_json_runs_invariants`` says that the game's own parser runs ``check_invariants``;
- the optional members (``label``, ``check_invariants``, ``validate_state``, the AI hooks
  ``evaluate``, ``rollout_action``, ``ai_shortcut``, the result hooks ``result_rank`` and
  ``rank_name``) exist only when the game gives them, because callers look them up with
  ``getattr(rules, name, None)``.

The result hooks let the hall of fame and the results screen tell a game's own verdict on a final
score without importing the game: ``result_rank(players, score)`` is the rulebook's rank id for
that score at that player count (It's a Wonderful World solo: "dictator"), ``None`` where the
rulebook has no rank table; ``rank_name(rank, lang)`` is how that id reads in ``lang``.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.rules.playable import check_playable
from engine.rules.protocol import (Action, Event, Option, State, events_arg, options_arg,
                                   seat_arg)

OPTIONAL = ("label", "check_invariants", "validate_state", "evaluate", "evaluate_hard",
            "rollout_action",
            "ai_shortcut", "result_rank", "rank_name")
# what a game's own parser or invariant hook may raise on a damaged state (a ValueError passes)
_DAMAGED = (KeyError, IndexError, TypeError, AttributeError)


class PackageRules:
    """``RULES`` of one game: protocol calls delegated to the game's functions."""

    def __init__(self, id: str, *, version: int, player_counts: Sequence[int],
                 ai_value_scale: float, ai_hard: dict | None = None,
                 options: Sequence[Option] | Callable[[], Sequence[Option]],
                 new_game: Callable[..., State], to_act: Callable[[State], list[int]],
                 legal_actions: Callable[[State, int], list[Action]],
                 step: Callable[[State, int, Action], tuple[State, list[Event]]],
                 scores: Callable[[State], list[int]],
                 breakdown: Callable[[State, int], dict[str, int]],
                 winners: Callable[[State], list[int]],
                 view: Callable[[State, int | None], State],
                 determinize: Callable[[State, int, Any], State],
                 view_events: Callable[[list, int | None], list],
                 to_json: Callable[[State], dict], from_json: Callable[[dict], State],
                 describe: Callable[[Action, str, int | None, int | None], str],
                 from_json_runs_invariants: bool = False,
                 **optional: Callable) -> None:
        unknown = set(optional) - set(OPTIONAL)
        if unknown:
            raise TypeError(f"{id}: unknown optional rules members {sorted(unknown)}")
        self.id = id
        self.version = version
        self.player_counts = tuple(player_counts)
        # points that count as "clearly ahead" for the shared AI (engine.ai.value)
        self.ai_value_scale = ai_value_scale
        # how the hard AI searches this game with opponents (engine.ai.ismcts): None, the tree
        # search; else settings of the turn lookahead with playouts that it plays instead
        self.ai_hard = dict(ai_hard) if ai_hard else None
        self._options = options
        # the game's from_json refuses every state its check_invariants finds a problem in (it
        # runs them): the soak then needs no second run on a state it has read back from JSON
        # (the conformance fuzz checks that an accepted state has no invariant problem)
        self.from_json_runs_invariants = bool(from_json_runs_invariants)
        self._new_game, self._to_act, self._legal, self._step = new_game, to_act, legal_actions, step
        self._scores, self._breakdown, self._winners = scores, breakdown, winners
        self._view, self._determinize, self._view_events = view, determinize, view_events
        self._to_json, self._from_json, self._describe = to_json, from_json, describe
        for name, fn in optional.items():
            if fn is not None:
                setattr(self, name, fn)

    def __repr__(self) -> str:
        return f"<rules {self.id}>"

    def options(self) -> list[Option]:
        opts = self._options() if callable(self._options) else self._options
        return list(opts)

    def new_game(self, players: int, seed: int, options: dict | None = None) -> State:
        return self._new_game(players, seed, options_arg(options, self.options()))

    def to_act(self, state: State) -> list[int]:
        return [] if state.phase == "over" else self._to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return self._legal(state, seat_arg(seat, state.players))

    def step(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return self._step(state, seat_arg(seat, state.players), action)

    def apply(self, state: State, seat: int, action: Action) -> State:
        return self._step(state, seat_arg(seat, state.players), action)[0]

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[int]:
        return self._scores(state)

    def score_breakdown(self, state: State, seat: int) -> dict[str, int]:
        return self._breakdown(state, seat_arg(seat, state.players))

    def winners(self, state: State) -> list[int]:
        return self._winners(state)

    def view(self, state: State, seat: int | None) -> State:
        return self._view(state, seat_arg(seat, state.players, allow_none=True))

    def determinize(self, view: State, seat: int, rng: Any) -> State:
        return self._determinize(view, seat_arg(seat, view.players), rng)

    def view_events(self, events: list, viewer: int | None) -> list:
        return self._view_events(events_arg(events), self._someone(viewer))

    def to_json(self, state: State) -> dict:
        return self._to_json(state)

    def from_json(self, data: dict) -> State:
        """The state ``to_json`` wrote; ``ValueError`` saying what is wrong for one that is
        damaged or impossible (the game's parser, its ``validate_state`` hook, then every
        protocol question asked once)."""
        try:
            state = self._from_json(data)
            validate = getattr(self, "validate_state", None)
            if validate is not None:
                validate(state)
        except _DAMAGED as exc:
            raise ValueError(f"damaged {self.id} state ({type(exc).__name__}: {exc})") from exc
        check_playable(self, state)
        return state

    def describe(self, action: Action, lang: str = "en", viewer: int | None = None,
                 seat: int | None = None) -> str:
        return self._describe(action, lang, self._someone(viewer), self._someone(seat))

    def _someone(self, seat: Any) -> int | None:
        """A viewer or actor where no state tells the player count: None or a seat of the
        largest table (``IllegalAction`` for 7, 0.0, True, "0")."""
        return seat_arg(seat, max(self.player_counts), allow_none=True)
