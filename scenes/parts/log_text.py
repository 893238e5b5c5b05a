"""What the action log says: its lines (``LogLine``), told as the viewer may know the game.

Each step gives its action's line (the rules' ``describe`` for that viewer) and then a line for
every public event of that step the action line does not tell (the rules' optional
``describe_event`` on the events the viewer may see, ``view_events``): dice rolled and what they
gave, cards revealed, points scored.  Lines are grouped by round (a round header, when the
game's events carry a ``round``) and by turn: a line that starts another seat's turn says so, an
action of another seat than the one before it or, where the rules tell when a turn starts (an
event with ``starts_turn``: Dice Forge's "begins a turn"), that event's line, under which every
line up to the next such event is grouped (the blessings all seats roll, their choices).
``LogText`` tells them once per step, language and viewer, not per frame; the box that shows
them, scrolled and hovered, is ``action_log.ActionLog``."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.rules.protocol import string_leaves
from engine.rules.table_hooks import NO_ACTOR, name_seats, optional, seat_ref


@dataclass(frozen=True)
class LogLine:
    """One line of the log: who it is about (None: the table), its text, its kind ("action",
    "event" or "round"), the step it tells, whether it starts another seat's turn (an action,
    or the event line of a turn the rules start: a group's head either way) and the
    things it names (the strings of the events it tells, as the viewer may see them: card,
    tile and space ids) — hovering it rings the table entities keyed by them — and, for an
    event line, the event it tells as the viewer sees it (a scene's ``event_targets`` names
    what shows it: the dice a blessing rolled, the track of what a seat gained)."""
    seat: int | None
    text: str
    kind: str = "action"
    step: int = -1
    new_turn: bool = False
    names: frozenset = frozenset()
    # the text as drawn, when shorter than ``text``: a move that goes on the same seat's turn
    # without the name again (its seat's mark says who; a World in Progress turn is three moves)
    shown: str | None = None
    event: Any = None

    @property
    def drawn(self) -> str:
        return self.text if self.shown is None else self.shown


def named_line(ln: LogLine) -> LogLine:
    """``ln`` drawn with its actor's name (a line drawn without it gets it back)."""
    return ln if ln.shown is None else replace(ln, shown=None)


def event_lines(rules, events: list, lang: str, viewer: int | None,
                actor: int | None) -> list[tuple[int | None, str]]:
    """(seat, text) for each public event ``viewer`` may see: the rules' optional
    ``describe_event`` gives a line (its actor is ``event.seat``, else ``actor``), a list of
    (seat, line), or None for an event the action line already tells."""
    return [(seat, text) for seat, text, *_ in told_events(rules, events, lang, viewer, actor)]


def told_events(rules, events: list, lang: str, viewer: int | None,
                actor: int | None) -> list[tuple[int | None, str, frozenset, bool, Any]]:
    """``event_lines`` with the things each line's event names (``named``), whether the
    event starts a turn (its ``starts_turn``) and the event as the viewer sees it."""
    tell = optional(rules, "describe_event")
    if tell is None or not events:
        return []
    try:
        seen = rules.view_events(list(events), viewer)
    except Exception:  # noqa: BLE001 - the log must never crash the table
        return []
    out: list[tuple[int | None, str, frozenset, bool, Any]] = []
    for e in seen:
        try:
            told = tell(e, lang, viewer)
        except Exception:  # noqa: BLE001
            continue
        if not told:
            continue
        names, starts = named(e), getattr(e, "starts_turn", False) is True
        if isinstance(told, str):
            seat = getattr(e, "seat", actor)
            out.append((seat if isinstance(seat, int) else actor, told, names, starts, e))
        else:
            out.extend((s if isinstance(s, int) else actor, str(t), names, starts, e)
                       for s, t in told)
    return out


def retold(told: list, seat: int | None, text: str) -> tuple[str, list]:
    """The action line and the told events, where one event line of the same seat says the
    action line and more ("buys the face “3 gold”" and "buys the face “3 gold” for 2 gold"):
    that line becomes the action line and is not told again (one line per purchase)."""
    for k, (s, line, *_) in enumerate(told):
        if (s == seat and text and len(line) > len(text) and line.startswith(text)
                and line[len(text)] in " ,:;("):
            return line, told[:k] + told[k + 1:]
    return text, told


def action_line(sc, i: int, st: Any, text: str, told: list, new_turn: bool,
                above: Any = ...) -> tuple[LogLine, list]:
    """Step ``i``'s action line (``retold`` by an event line that says it and more; seats
    named inside it by their names) and the event lines still to tell.  The line is drawn
    without its seat's name only when it goes on that seat's turn and the line just above it
    (``above``: its seat, None for a round header or an impersonal line) is that seat's too;
    after a line of another actor ("Taras completes Recycling Plant") it says whose it is."""
    names = action_names(sc.rules, told, st.events, sc.viewer)
    text, told = retold(told, st.seat, text)
    body = name_seats(text, sc.seat_name)     # (a later move of a turn: drawn as ``shown``)
    named = new_turn or (above is not ... and above != st.seat)
    return LogLine(st.seat, f"{sc.seat_name(st.seat)}: {body}", "action", i, new_turn, names,
                   None if named else body), told


def named(event: Any) -> frozenset:
    """The things an event (as a viewer sees it) names: its string values, nested ones too,
    but not a hidden one ("?") nor a one-letter code.  Table keys are built from the same ids
    (``tile:wip23``, ``ww.c.0.museum.0``), never from a secret."""
    fields = getattr(event, "__dict__", None)
    if fields is None and hasattr(event, "__dataclass_fields__"):
        fields = {k: getattr(event, k) for k in event.__dataclass_fields__}
    return frozenset(v for v in string_leaves(fields or {}) if len(v) > 1 and v != "?")


def event_round(events: list) -> int | None:
    """The round an event of the step names (a round or turn start), if any."""
    for e in events:
        n = getattr(e, "round", None)
        if isinstance(n, int) and not isinstance(n, bool):
            return n
    return None


def action_names(rules, told: list, events: list, viewer: int | None) -> frozenset:
    """What an action line names: its told events' names, or where a game tells no event
    lines, the names of the events the viewer may see (the action line names them)."""
    if told:
        return frozenset().union(*(n for _, _, n, *_ in told))
    try:
        return frozenset().union(*(named(e) for e in rules.view_events(list(events), viewer)))
    except Exception:  # noqa: BLE001 - the log must never crash the table
        return frozenset()


def turn_of(steps: list, opening: list) -> tuple[int | None, bool]:
    """(seat, told) of the turn the log is in after the lines of ``steps`` (lists of lines,
    after the ``opening`` lines): the seat of the last line that starts a turn, and whether the
    rules told that start with an event, so that only their next one starts another turn."""
    for lines in (*reversed(steps), opening):
        for ln in reversed(lines):
            if ln.new_turn:
                return ln.seat, ln.kind == "event"
    return None, False


def opening_events(session) -> list:
    """What set-up played before the first action (the session's ``opening_events``), or []."""
    get = getattr(session, "opening_events", None)
    try:
        return list(get()) if callable(get) else []
    except Exception:  # noqa: BLE001 - the log must never crash the table
        return []


class LogText:
    """The lines of a table's log so far: what set-up played, then each step's lines."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self._cache: list[list[LogLine]] = []       # the lines of each step
        self._opening: list[LogLine] = []            # what set-up played (opening_lines)
        self._opening_round: int | None = None
        self._key: tuple = ()
        self._steps: list = []
        self.version = 0                             # bumped whenever the lines change
        self._entries: tuple[int, list[LogLine]] = (-1, [])

    def _step_lines(self, i: int, st: Any, turn: tuple, last_round: int | None,
                    lang: str, above: Any = ...) -> list[LogLine]:     # above: its seat
        sc = self.scene
        try:
            text = sc.rules.describe(st.action, lang, sc.viewer, st.seat)
        except Exception:  # noqa: BLE001 - the log must never crash the table
            text = " ".join(str(a) for a in st.action)
        seat, told_turns = turn     # a turn the rules started goes on until they start the next
        new_turn = not told_turns and (seat is None or seat != st.seat)
        told = told_events(sc.rules, st.events, lang, sc.viewer, st.seat)
        first, told = action_line(sc, i, st, text, told, new_turn, above)
        out = [first]
        rnd = event_round(st.events)
        if rnd is not None and rnd != last_round:   # the round this step's action began
            out.append(LogLine(None, sc.t("game.log_round", n=rnd), "round", i))
        out.extend(self._event_lines(told, i, (st.seat, text)))
        return out

    def _event_lines(self, told: list, i: int, said: tuple | None = None) -> list[LogLine]:
        """A line for each told event of step ``i``, in order.  Equal lines are kept: two
        seats that gain "1 gold", or one seat's two dice that each give it, are two gains (a
        de-duplication here once lost most of a divine blessing).  Only the one event line
        that repeats the action line of the same seat (``said``) is left out.  The line of an
        event that starts a turn heads a new group (``new_turn``)."""
        out = []
        for seat, line, names, starts, event in told:
            if said is not None and (seat, line) == said:
                said = None     # the action line already says it
                continue
            if seat == NO_ACTOR:
                seat, who = None, ""
            elif seat is not None and seat_ref(seat) in line:
                who = ""        # the line names its seat itself ("Taras's Library triggers")
            else:
                who = f"{self.scene.seat_name(seat)} " if seat is not None else ""
            out.append(LogLine(seat, who + name_seats(line, self.scene.seat_name), "event", i,
                               starts, names, event=event))
        return out

    def opening_lines(self, lang: str) -> list[LogLine]:
        """The lines of what set-up played before the first action (the session's
        ``opening_events``: Dice Forge's first divine blessing), as the viewer may know it:
        the round header, then a line for each event; step -1."""
        sc = self.scene
        events = opening_events(sc.session)
        rnd = self._opening_round = event_round(events)
        if not events:
            return []
        out = []
        if rnd is not None:
            out.append(LogLine(None, sc.t("game.log_round", n=rnd), "round", -1))
        return out + self._event_lines(told_events(sc.rules, events, lang, sc.viewer, None), -1)

    def step_lines(self) -> list[list[LogLine]]:
        """The lines of each step so far (after an undo the cache is cut back to the steps
        that are still there).  Asked every frame: unchanged steps cost a few comparisons."""
        sc = self.scene
        lang = sc.app.i18n.lang
        key = (lang, sc.viewer)         # a line is told as the viewer may know it
        steps = sc.session.steps
        old = self._steps
        if (self._key == key and len(steps) == len(old)
                and (not steps or (steps[-1] is old[-1] and steps[0] is old[0]))):
            return self._cache
        if self._key != key:
            self._opening = self.opening_lines(lang)
        cache = self._cache if self._key == key else []
        keep = 0
        while keep < min(len(cache), len(steps)) and old[keep] is steps[keep]:
            keep += 1
        del cache[keep:]
        self._steps = list(steps)
        rounds = [self._opening_round] + [
            event_round(st.events) for st in steps[:keep]]
        last_round = next((r for r in reversed(rounds) if r is not None), None)
        turn = turn_of(cache, self._opening)
        for i in range(keep, len(steps)):
            st = steps[i]
            above = ((cache[-1] if cache else self._opening) or [LogLine(None, "")])[-1].seat
            lines = self._step_lines(i, st, turn, last_round, lang, above)
            last_round = event_round(st.events) or last_round
            turn = turn_of([lines], []) if any(ln.new_turn for ln in lines) else turn
            cache.append(lines)
        self._cache, self._key = cache, key
        self.version += 1
        return cache

    def entries(self) -> list[LogLine]:
        """Every line so far, oldest first (one list per ``version``)."""
        self.step_lines()
        if self._entries[0] != self.version:
            self._entries = (self.version,
                             self._opening + [ln for lines in self._cache for ln in lines])
        return self._entries[1]

    def retell(self) -> None:
        """Tell every line anew at the next ask, the opening lines too (a network table's
        set-up is known only once the host has started it)."""
        self._key = ()
        self.version += 1
