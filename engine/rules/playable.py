"""Is a parsed state one the protocol can play?  Run by every game's ``from_json`` (see
``engine.rules.package``) after the game's own parser and its ``validate_state`` hook.

A state that parses can still be impossible: a seat asked to act with nothing it may do, a game
over with no winner, a card id that only fails when a view or the scores look it up.  Here the
questions every caller will ask are asked once, at load time: who acts, what each of them may
do, the scores, every seat's and a spectator's view, and, once the game is over, the winners
and each seat's breakdown.  Whatever goes wrong becomes a ``ValueError`` that names the call
and the reason, so a damaged save, a replay or an AI worker's view is refused where it enters.
"""
from __future__ import annotations

from typing import Any, Callable


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


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
    for seat in to_act:
        legal = ask(f"legal_actions of seat {seat}", lambda: rules.legal_actions(state, seat))
        if not isinstance(legal, list) or not legal:
            raise ValueError(f"impossible {name} state: seat {seat} must act but has no legal "
                             f"action")
    scores = ask("scores", lambda: rules.scores(state))
    if not isinstance(scores, list) or len(scores) != players or not all(map(_int, scores)):
        raise ValueError(f"impossible {name} state: scores {scores!r:.80}")
    for viewer in [*range(players), None]:
        ask(f"the view of {'a spectator' if viewer is None else f'seat {viewer}'}",
            lambda: rules.view(state, viewer))
    if over:
        winners = ask("winners", lambda: rules.winners(state))
        if not isinstance(winners, list) or not winners or len(set(winners)) != len(winners) \
                or not all(_int(s) and 0 <= s < players for s in winners):
            raise ValueError(f"impossible {name} state: the game is over with winners "
                             f"{winners!r:.80}")
        for seat in range(players):
            ask(f"the score breakdown of seat {seat}", lambda: rules.score_breakdown(state, seat))
