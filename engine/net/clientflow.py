"""A network seat inside the app: the table scene draws a ``RemoteSession`` exactly as it draws a
local ``GameSession``, and the turn flow (engine/turnflow.py) plays the other seats' moves as
they arrive through it, one per settled table, so each animates.  No pygame.

The session holds only what the server sent this seat: its view (as ``state``), the log lines,
the legal actions and, once the game is over, the scores.  Its rules are a ``RemoteRules``: the
game's own rules, except that the log line of a move is the server's, the view is the one held,
and the results are the server's (the last view may still hide what the scores count).  Acting
sends the action and waits for the server's answer (a refusal is ``IllegalAction``, as locally).
"""
from __future__ import annotations

import weakref
from collections import deque
from typing import Any

from engine.net.client import LogEntry, NetError, SeatClient
from engine.net.protocol import ai_marks, bare_name  # noqa: F401 - the scenes import them here
from engine.games import get_rules
from engine.rules import IllegalAction
from engine.rules.record import GameRecord
from engine.session import Seat, Step

ANSWER_TIMEOUT_S = 10.0


class WireAction(tuple):
    """An action as the server told it to this seat, with its log lines ({"en", "uk"})."""
    lines: dict

    def __new__(cls, items, lines: dict) -> "WireAction":
        obj = super().__new__(cls, items)
        obj.lines = dict(lines or {})
        return obj


class RemoteRules:
    """The game's rules as a remote seat sees them (see the module doc).  Module-level names
    ``remote_<game>`` resolve to one, so a hint's AI worker can name it."""

    def __init__(self, game: str) -> None:
        self._rules = get_rules(game)
        self._session: Any = None

    def bind(self, session: "RemoteSession") -> None:
        self._session = weakref.proxy(session)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def _current(self, state: Any) -> Any:
        s = self._session
        try:
            return s if s is not None and state is s.state else None
        except ReferenceError:
            return None

    def describe(self, action, lang: str = "en", viewer=None, seat=None) -> str:
        lines = getattr(action, "lines", None)
        if lines:
            return lines.get(lang) or lines.get("en") or ""
        return self._rules.describe(action, lang, viewer, seat)

    def view(self, state, seat):
        return state if self._current(state) is not None else self._rules.view(state, seat)

    def view_events(self, events, viewer):
        return list(events)             # the server sent them as this seat may see them

    def to_act(self, state):
        s = self._current(state)
        return s.to_act() if s is not None else self._rules.to_act(state)

    def legal_actions(self, state, seat):
        s = self._current(state)
        if s is not None and seat == s.seat:
            return [] if s.closed else list(s.table.legal)
        return self._rules.legal_actions(state, seat)

    def _result(self, state, key: str):
        s = self._current(state)
        return None if s is None or not s.table.result else s.table.result.get(key)

    def scores(self, state):
        got = self._result(state, "scores")
        return list(got) if got is not None else self._rules.scores(state)

    def winners(self, state):
        got = self._result(state, "winners")
        return list(got) if got is not None else self._rules.winners(state)

    def score_breakdown(self, state, seat):
        got = self._result(state, "breakdown")
        return dict(got[seat]) if got is not None else self._rules.score_breakdown(state, seat)


def __getattr__(name: str) -> RemoteRules:
    if name.startswith("remote_"):
        proxy = RemoteRules(name[len("remote_"):])
        globals()[name] = proxy
        return proxy
    raise AttributeError(name)


def _step(entry: LogEntry) -> Step:
    return Step(entry.seat, WireAction(entry.action, entry.lines), list(entry.events),
                any(getattr(e, "reveals", False) for e in entry.events))


class RemoteSession:
    """What a table scene needs of a session, for one network seat (or a spectator)."""

    autosave = None
    ai_suffix = "(AI)"          # the app sets it in the player's language

    def __init__(self, seat: SeatClient, host_token: str | None = None, url: str = "",
                 hosted: bool | None = None) -> None:
        self.closed = False             # the connection was lost (``reconnect`` takes it up)
        self.ended: dict | None = None  # the server's ``closing`` (why, host) before it closed
        self.net = seat
        self.host_token = host_token    # hands a dropped seat to the AI
        # this app's own server runs the table (its Quit stops it; it never reconnects); a
        # player holding the host token of a ``serve`` table (new-table) is not hosting
        self.hosted = host_token is not None if hosted is None else hosted
        self.url = url
        self.table = seat.state
        self.seat = seat.seat
        self.rules = __getattr__(f"remote_{self.table.game}")
        self.rules.bind(self)
        self.remote_feed = self                 # the turn flow plays other seats through it
        self.state = self.table.view
        self.steps: list[Step] = [_step(e) for e in self.table.log]
        self.seats: list[Seat] = []
        self._sync_seats()
        self.record = GameRecord(self.table.game, self.table.players, 0, dict(self.table.options),
                                 [], [])
        self.pending: deque = deque()

    # -- what the table reads ---------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.table.game

    def _sync_seats(self) -> None:
        self.seats = [Seat("human" if i == self.seat else "remote", s.get("level", "normal"),
                           self._name(s), int(s.get("color", i)))
                      for i, s in enumerate(self.table.seats)]

    def _name(self, seat: dict) -> str:
        """The seat's name as its player (or the host) gave it, in every language: a name that
        crossed the network is a name, not a default to translate.  One the server's AI plays
        says so in this player's language: "Petro (AI)", "Mira (ШІ)" (a host's app names its
        AI seats with its own language's mark, which is not part of the name)."""
        name = bare_name(seat.get("name", ""))
        if seat.get("kind") != "ai" or not name:
            return name
        return f"{name} {self.ai_suffix}"

    def to_act(self) -> list[int]:
        """Whose turn it is; nobody's while the connection is lost (nothing on the table is a
        move then: no targets, no hint, no undo)."""
        return [] if self.closed else list(self.table.to_act)

    def is_over(self) -> bool:
        return self.table.over

    def opening_events(self) -> list:
        """What set-up played before the first action, as the server told this seat (the
        seed that played it stays on the server): Dice Forge's first divine blessing.  None in
        the lobby: nothing is played before the host starts the game."""
        if self.in_lobby():
            return []
        return list(getattr(self.table, "opening", []))

    def in_lobby(self) -> bool:
        """The table waits for its first start (a resumed one, with moves, is past it)."""
        return not self.table.started and not self.table.log and not self.table.over

    def humans(self) -> list[int]:
        return [] if self.seat is None else [self.seat]

    def human_to_act(self) -> int | None:
        return self.seat if self.seat is not None and self.seat in self.to_act() else None

    def view(self, seat: int | None) -> Any:
        return self.state

    def seat_name(self, seat: int, fallback=None) -> str:
        name = self.seats[seat].name
        return name or (fallback(seat) if fallback else f"Player {seat + 1}")

    def agent_seed(self, seat: int) -> int:
        return 1 + 1009 * (seat + 1)

    def ai_seat_to_act(self) -> int | None:
        return None

    def waiting_for(self) -> list[int]:
        """Seats whose turn it is and whose player dropped (or never came)."""
        return self.table.waiting_for()

    # -- acting -------------------------------------------------------------------------------
    def submit(self, seat: int, action: tuple) -> list:
        """Send this seat's action; the server's answer is awaited (moves that came before it
        are applied without animation).  IllegalAction if refused."""
        if seat != self.seat:
            raise IllegalAction("that is not your seat")
        if self.closed or tuple(action) not in self.table.legal:
            raise IllegalAction("that move is not open to you now")
        try:
            self.net.client.request({"type": "act", "action": list(action), **self.net._auth()},
                                    ANSWER_TIMEOUT_S)
        except NetError as exc:
            raise IllegalAction(f"the table cannot be reached ({exc})") from exc
        self.receive()
        mine: list = []
        while self.pending:
            played = self._apply(self.pending.popleft())
            if played is not None and played.seat == self.seat:   # (told with "?" for
                mine = played.events                                # what it hid since)
                break
        return mine

    def can_undo(self, seat: int | None) -> bool:
        return (seat is not None and seat == self.seat and self.table.can_undo
                and not self.pending and not self.closed)

    def undo(self, seat: int) -> Step | None:
        try:
            self.net.client.request({"type": "undo", **self.net._auth()}, ANSWER_TIMEOUT_S)
        except NetError as exc:
            raise IllegalAction(f"the table cannot be reached ({exc})") from exc
        self.receive()
        while self.pending:
            self._apply(self.pending.popleft())
        return self.steps[-1] if self.steps else None

    # -- the feed of the turn flow -----------------------------------------------------------
    def receive(self) -> None:
        """Take what the server sent: seat changes at once, moves queued for ``next_move``."""
        for msg in self.net.client.poll():
            if msg.get("type") == "seats":
                self.table.apply(msg)
                self._sync_seats()
            elif msg.get("type") in ("step", "snapshot"):
                self.pending.append(msg)
            elif msg.get("type") == "error" and msg.get("fatal"):
                self.closed = True
            elif msg.get("type") == "closing":      # the host quit, or the server stops
                self.ended = {"why": str(msg.get("why", "")), "host": str(msg.get("host", ""))}
                self.closed = True
        if self.net.client.closed_reason is not None:
            self.closed = True

    def wait(self, timeout: float) -> None:
        """Block up to ``timeout`` for the server's next message (kept for ``next_move``)."""
        msg = self.net.client.wait(timeout)
        if msg is not None:
            self.net.client.pending.appendleft(msg)
        self.receive()

    def reconnect(self, timeout: float = 4.0) -> None:
        """Take the seat (or the spectator's place) again at the same address with the same
        code and token, after the connection was lost; the table is told anew.  ``NetError``
        (or ``IllegalAction``) if the table is not there yet."""
        self.take_up(self.connect_again(timeout))

    def connect_again(self, timeout: float = 4.0) -> SeatClient:
        """The connection of ``reconnect``, changing nothing here yet (it may run in a
        thread of its own: a quiet retry never holds up a frame)."""
        if self.seat is None:
            return SeatClient.watch(self.url, self.table.code, self.net.name, timeout=timeout)
        return SeatClient.rejoin(self.url, self.table.code, self.seat, self.net.token,
                                 timeout=timeout)

    def take_up(self, fresh: SeatClient) -> None:
        """Play on through ``fresh`` (from ``connect_again``): the table is told anew."""
        self.net.close()
        self.net, self.table, self.closed, self.ended = fresh, fresh.state, False, None
        self.pending.clear()
        self.pending.append({"type": "snapshot", "local": True})   # told anew, as an undo
        self._sync_seats()

    def _apply(self, msg: dict):
        from engine.turnflow import Played
        entry = None if msg.get("local") else self.table.apply(msg)
        self.state = self.table.view
        if msg.get("type") == "snapshot":           # an undo: the table is told anew
            self.steps = [_step(e) for e in self.table.log]
            self._sync_seats()
            return Played(self.seat if self.seat is not None else 0, ("undo",), [], False)
        step = _step(entry)
        self.steps.append(step)
        return Played(step.seat, step.action, step.events, False)

    def next_move(self):
        """The next move that arrived (applied now, for the scene to animate), or None."""
        self.receive()
        if not self.pending:
            return None
        return self._apply(self.pending.popleft())

    def hand_to_ai(self, seat: int, level: str = "normal") -> None:
        """The host gives a dropped seat to the server's AI."""
        if self.host_token is None:
            raise IllegalAction("only the host can do that")
        self.net.client.request({"type": "hand_to_ai", "code": self.table.code, "seat": seat,
                                 "host_token": self.host_token, "level": level})

    def close(self) -> None:
        self.net.close()
