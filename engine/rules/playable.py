"""Is a parsed state one the protocol can play?  Run by every game's ``from_json`` (see
``engine.rules.package``) after the game's own parser and its ``validate_state`` hook.

A state that parses can still be impossible: a seat asked to act with nothing it may do, a game
over with no winner, a card id that only fails when a view or the scores look it up.  Here the
questions every caller will ask are asked once, at load time: who acts, what each of them may
do, the scores, every seat's and a spectator's view, and, once the game is over, the winners
and each seat's breakdown.  Whatever goes wrong becomes a ``ValueError`` that names the call
and the reason, so a damaged save, a replay or an AI worker's view is refused where it enters.

A *view* is a state too (an AI worker and a network client parse one): it is recognised as the
view of each seat (or the spectator, None) whose ``view`` leaves it unchanged, and only those
seats' legal actions are asked, since another seat's hidden hand cannot be; a spectator's view
(which every seat's ``view`` leaves unchanged) answers for nobody's actions.  A seat's view must
also determinize (as the AI does with it) into a state whose view is that view again, and so
must every seat's view of a full state (a hidden marker or a card twice in it would not).
"""
from __future__ import annotations

from typing import Any, Callable

from engine.rules.rng import Rng


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def viewers(rules: Any, state: Any) -> list[int | None]:
    """The seats (None: the spectator) whose view ``state`` is: ``view`` leaves it unchanged.
    Empty for a full state (its views at least hide the RNG).  ``ValueError`` if a view cannot
    be made."""
    return _viewers(rules, state)[0]


def _viewers(rules: Any, state: Any) -> tuple[list[int | None], dict]:
    """``viewers`` and every view made on the way (viewer -> view)."""
    out, views = [], {}
    for viewer in [*range(state.players), None]:
        try:
            view = rules.view(state, viewer)
        except Exception as exc:        # noqa: BLE001 - any failure means the state is unusable
            who = "a spectator" if viewer is None else f"seat {viewer}"
            raise ValueError(f"impossible {rules.id} state: the view of {who} fails "
                             f"({type(exc).__name__}: {exc})") from exc
        views[viewer] = view
        if view == state:
            out.append(viewer)
    return out, views


def check_playable(rules: Any, state: Any) -> None:
    """``ValueError`` saying what is wrong unless every protocol question about ``state`` has a
    sound answer (the seats asked to act exist and each has a legal action; scores, views and,
    at the end, winners are defined)."""
    name = rules.id
    players = getattr(state, "players", None)
    if not _int(players) or players not in rules.player_counts:
        raise ValueError(f"impossible {name} state: {players!r} players")

    def ask(what: str, call: Callable[[], Any]) -> Any:
        try:
            return call()
        except Exception as exc:        # noqa: BLE001 - any failure means the state is unusable
            raise ValueError(f"impossible {name} state: {what} fails "
                             f"({type(exc).__name__}: {exc})") from exc

    over = ask("is_over", lambda: rules.is_over(state))
    to_act = ask("to_act", lambda: rules.to_act(state))
    if not isinstance(to_act, list) or not all(_int(s) and 0 <= s < players for s in to_act) \
            or len(set(to_act)) != len(to_act):
        raise ValueError(f"impossible {name} state: seats to act {to_act!r}")
    if not over and not to_act:
        raise ValueError(f"impossible {name} state: the game is not over but nobody is to act")
    own, views = _viewers(rules, state)
    for seat in to_act:
        if own and (seat not in own or None in own):
            continue            # a view: another seat's choices depend on what it hides
        legal = ask(f"legal_actions of seat {seat}", lambda: rules.legal_actions(state, seat))
        if not isinstance(legal, list) or not legal:
            raise ValueError(f"impossible {name} state: seat {seat} must act but has no legal "
                             f"action")
    if not own:                 # a full state: each seat's view of it must add up
        for seat in range(players):     # (made once already, by _viewers)
            _check_determinize(rules, views[seat], seat, ask)
    elif None not in own:
        for seat in own:
            _check_determinize(rules, state, seat, ask)
    scores = ask("scores", lambda: rules.scores(state))
    if not isinstance(scores, list) or len(scores) != players or not all(map(_int, scores)):
        raise ValueError(f"impossible {name} state: scores {scores!r:.80}")
    if over:
        winners = ask("winners", lambda: rules.winners(state))
        if not isinstance(winners, list) or not winners or len(set(winners)) != len(winners) \
                or not all(_int(s) and 0 <= s < players for s in winners):
            raise ValueError(f"impossible {name} state: the game is over with winners "
                             f"{winners!r:.80}")
        for seat in range(players):
            ask(f"the score breakdown of seat {seat}", lambda: rules.score_breakdown(state, seat))


def _check_determinize(rules: Any, view: Any, seat: int, ask: Callable) -> None:
    full = ask(f"determinize for seat {seat}", lambda: rules.determinize(view, seat, Rng(seat)))
    again = ask(f"the view of seat {seat} of its determinization", lambda: rules.view(full, seat))
    if again != view and ask("to_json", lambda: rules.to_json(again) != rules.to_json(view)):
        raise ValueError(f"impossible {rules.id} view: what seat {seat} sees does not add up "
                         f"(a determinization of it shows something else)")
