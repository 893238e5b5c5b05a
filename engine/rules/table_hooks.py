"""The table's optional rules members, looked up once for every game (the log, the results
screen and the table ask through :func:`optional`, never per game):

- ``describe_event`` — log lines for public events;
- ``why_not`` — why an action or target is refused;
- ``breakdown_roles`` — which score lines are points, details or tie-breakers;
- ``opening_events`` — what set-up itself played before the first action (Dice Forge's first
  divine blessing), for the log;
- ``label_tokens`` — every id ``label`` names (a refusal's names are said in the table's language).

A game gives one as an attribute of its ``RULES`` or as a function of its package or of its
text modules (``engine.rules.<id>``, ``engine.rules.<id>.text``, ``engine.rules.<id>.event_text``).
"""
from __future__ import annotations

import re
from typing import Any, Callable

TABLE_OPTIONAL = ("describe_event", "why_not", "breakdown_roles", "opening_events",
                  "label_tokens")
NO_ACTOR = -1       # the seat of a log line that has no actor: a refill, a reshuffle, the end
_SEAT_REF = re.compile("\x1e([0-9]+)\x1f")


def seat_ref(seat: int) -> str:
    """A seat named inside a rules' line ("ousted by <seat 2>", "gives the Boar face to <seat
    1>"): the rules know no names, so the line carries this mark and the table puts the seat's
    name in its place (``name_seats``) — never "player 3" where the seat has a name."""
    return f"\x1e{int(seat)}\x1f"


def name_seats(text: str, name: Callable[[int], str]) -> str:
    """``text`` with each ``seat_ref`` mark replaced by ``name(seat)``."""
    if "\x1e" not in text:
        return text
    return _SEAT_REF.sub(lambda m: name(int(m.group(1))), text)


def impersonal(text: str | None) -> list[tuple[int, str]] | None:
    """``describe_event``'s answer for a line that has no actor ("the disk is refilled: ..."):
    the log shows it without a seat's name, its first letter a capital."""
    return [(NO_ACTOR, text[:1].upper() + text[1:])] if text else None


def optional(rules: Any, name: str) -> Callable | None:
    """The rules' optional member ``name``, or None.  A table member (``TABLE_OPTIONAL``) is
    also taken from the game's package or its text modules when it has one
(``engine.rules.<id>``, ``engine.rules.<id>.text``, ``engine.rules.<id>.event_text``):

    - ``describe_event(event, lang, viewer) -> str | list[(seat, str)] | None``: the log line(s)
      of a public event as ``viewer`` sees it (its actor is ``event.seat``), None for nothing;
      a pair's seat ``NO_ACTOR`` (see ``impersonal``) is a line with no actor's name; a line
      that names its own seat inside (``seat_ref``: "<seat>'s Library triggers") gets no
      name before it, but keeps its seat's mark;
    - ``why_not(state, seat, target, legal=None) -> str | None``: why the table's ``target``
      (e.g. a card in hand) cannot be chosen now, in words a player reads, or None if it can;
      ``legal`` is the seat's legal actions now when the caller holds them (a table does, for
      the many targets of one view: ``TableInput.legal``), None when the hook must ask the
      rules itself; every game's hook takes it, whether it reads it or not;
    - ``breakdown_roles(state) -> dict[key, "points" | "detail" | "tiebreak"]``: how each
      ``score_breakdown`` line counts (added to the total, explains another line, or only
      breaks ties); a key left out counts as points;
    - ``opening_events(players, seed, options) -> list[Event]``: the events ``new_game``
      played itself before anybody acted (the log tells them, as viewed, before the first
      action's line);
    - ``label_tokens() -> iterable of ids``: every material id ``label`` names."""
    fn = getattr(rules, name, None)
    if fn is not None or name not in TABLE_OPTIONAL:
        return fn
    import importlib
    game = getattr(rules, "id", "")
    for where in (f"engine.rules.{game}", f"engine.rules.{game}.text",
                  f"engine.rules.{game}.event_text"):
        try:
            fn = getattr(importlib.import_module(where), name, None)
        except (ImportError, ValueError):
            continue
        if callable(fn):
            return fn
    return None
