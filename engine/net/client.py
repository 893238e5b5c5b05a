"""The client side of a table: a blocking WebSocket connection with a reader thread, and the
table as one seat (or a spectator) knows it.  No pygame: the app's remote seat, the tests and
the bench use it alike.

``NetClient.request`` sends a message with an id and waits for the answer to that id; every
other message the server sends waits in order for ``poll``/``wait``.  ``TableState.apply``
folds the server's ``snapshot``/``step``/``seats`` messages into the seat's view, log, legal
actions and the seats' status.
"""
from __future__ import annotations

import json
import queue
import ssl
import threading
from collections import deque
from dataclasses import dataclass, field
from time import monotonic
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from engine.net import protocol as P
from engine.net.codec import events_from_wire
from engine.games import get_rules
from engine.rules import IllegalAction

_CLOSED = object()


DEFAULT_PORT = 8765
# keepalive: a connection whose other end stopped answering (its machine vanished: no close
# frame ever comes) is found closed after at most twice this long
PING_S = 20.0


def url_of(address: str) -> str:
    """``host``, ``host:port`` or a ws:// / wss:// URL -> a WebSocket URL."""
    a = address.strip()
    if a.startswith(("ws://", "wss://")):
        return a
    if a.count(":") == 1 or (a.startswith("[") and "]:" in a):
        return f"ws://{a}"
    return f"ws://{a}:{DEFAULT_PORT}"


def where(url: str) -> str:
    """``ws://host:port`` as a player typed it: ``host:port``."""
    return url.split("://", 1)[-1].rstrip("/")


class NetError(ConnectionError):
    """The server could not be reached, closed the connection, or refused a request."""


class NetClient:
    def __init__(self, url: str, timeout: float = 10.0, record: bool = False,
                 tls_verify: bool = True) -> None:
        ctx = None
        if url.startswith("wss://"):
            ctx = ssl.create_default_context()
            if not tls_verify:          # a self-signed certificate on a LAN host
                ctx.check_hostname = False
                ctx.verify_mode = ssl.CERT_NONE
        try:
            # entered as a context manager: the connection itself in every websockets >= 12
            self.ws = connect(url, open_timeout=timeout, proxy=None, compression=None,
                              max_size=P.MAX_SERVER_MESSAGE, ssl=ctx, ping_interval=PING_S,
                              ping_timeout=PING_S).__enter__()
        except ConnectionRefusedError as exc:
            raise NetError(f"nothing answers at {where(url)}: is the host's game or the "
                           "server running, and the address right?") from exc
        except (TimeoutError, OSError, ConnectionClosed, ValueError) as exc:
            raise NetError(f"no table server answered at {where(url)}") from exc
        except Exception as exc:  # noqa: BLE001 - websockets' handshake errors
            raise NetError(f"no table server answered at {where(url)}") from exc
        self.url = url
        self.timeout = timeout
        self.raw: list[str] | None = [] if record else None
        self.inbox: queue.Queue = queue.Queue()
        self.pending: deque = deque()
        self.closed_reason: str | None = None
        self._next_id = 0
        self._reader = threading.Thread(target=self._read, daemon=True, name="five-realms-net")
        self._reader.start()

    def _read(self) -> None:
        try:
            for raw in self.ws:
                if self.raw is not None:
                    self.raw.append(raw)
                try:
                    self.inbox.put(json.loads(raw))
                except ValueError:
                    continue
        except ConnectionClosed:
            pass
        finally:
            self.closed_reason = getattr(self.ws, "close_reason", None) or "closed"
            self.inbox.put(_CLOSED)

    @property
    def closed(self) -> bool:
        return self.closed_reason is not None and self.inbox.empty() and not self.pending

    def send(self, msg: dict) -> None:
        try:
            self.ws.send(json.dumps({"v": P.PROTOCOL_VERSION, **msg}))
        except ConnectionClosed as exc:
            raise NetError("the connection is closed") from exc

    def _get(self, timeout: float) -> Any:
        try:
            return self.inbox.get(timeout=max(0.0, timeout))
        except queue.Empty:
            return None

    def request(self, msg: dict, timeout: float | None = None) -> dict:
        """Send ``msg`` and return the server's answer to it; an ``error`` answer raises
        ``IllegalAction`` (the request was refused, nothing changed), a closed connection
        ``NetError``."""
        self._next_id += 1
        rid = self._next_id
        self.send({**msg, "id": rid})
        deadline = monotonic() + (self.timeout if timeout is None else timeout)
        while True:
            got = self._get(deadline - monotonic())
            if got is _CLOSED:
                self.inbox.put(_CLOSED)
                raise NetError(f"the server closed the connection ({self.closed_reason})")
            if got is None:
                raise NetError("the server did not answer in time")
            if isinstance(got, dict) and got.get("id") == rid:
                if got.get("type") == "error":
                    raise IllegalAction(str(got.get("message", "refused")))
                return got
            self.pending.append(got)

    def poll(self) -> list[dict]:
        """Every message that arrived and was not an answer, in order."""
        out = list(self.pending)
        self.pending.clear()
        while True:
            try:
                got = self.inbox.get_nowait()
            except queue.Empty:
                break
            if got is _CLOSED:
                self.inbox.put(_CLOSED)
                break
            out.append(got)
        return out

    def wait(self, timeout: float) -> dict | None:
        """The next message (answers included), or None after ``timeout`` or once closed."""
        if self.pending:
            return self.pending.popleft()
        got = self._get(timeout)
        if got is _CLOSED:
            self.inbox.put(_CLOSED)
            return None
        return got

    def close(self) -> None:
        try:
            self.ws.close()
        except Exception:  # noqa: BLE001 - closing twice or a broken socket
            pass


@dataclass
class LogEntry:
    seat: int
    action: tuple
    lines: dict
    events: list = field(default_factory=list)


class TableState:
    """The table as ``seat`` (None: a spectator) knows it from the server's messages."""

    def __init__(self, first: dict) -> None:
        if first.get("type") != "snapshot":
            raise NetError("the server did not send the table")
        self.code: str = first["code"]
        self.game: str = first["game"]
        self.rules = get_rules(self.game)
        self.players: int = first["players"]
        self.options: dict = first.get("options") or {}
        self.seat: int | None = first.get("seat")
        self.start_mode: str = str(first.get("start", "host"))   # "full": when seats fill
        self.seats: list[dict] = []
        self.watchers: list[str] = []           # the spectators' names
        self.opening: list = []                 # what set-up played (Dice Forge's blessing)
        self.notices: list[list] = []           # [moves then, "handed" | "back", seat]
        self.log: list[LogEntry] = []
        self.apply(first)

    def apply(self, msg: dict) -> LogEntry | None:
        """Fold one server message in; a ``step`` returns its log entry (with its events)."""
        kind = msg.get("type")
        if kind in ("seats", "snapshot"):
            got = msg.get("watchers")
            self.watchers = [str(w) for w in got] if isinstance(got, list) else []
            self.notices = P.read_notices(msg.get("notices"), len(msg["seats"]))
        if kind == "seats":
            self.seats = msg["seats"]
            return None
        if kind not in ("snapshot", "step"):
            return None
        entry = None
        if kind == "snapshot":
            self.seats = msg["seats"]
            self.opening = events_from_wire(self.rules, msg.get("opening"))
            self.log = [LogEntry(e["seat"], tuple(e["action"]), e["lines"],
                                 events_from_wire(self.rules, e.get("events")))
                        for e in msg["log"]]
        else:
            entry = LogEntry(msg["seat"], tuple(msg["action"]), msg["lines"],
                             events_from_wire(self.rules, msg.get("events")))
            self.log.append(entry)
        self.n: int = msg["n"]
        self.view = self.rules.from_json(msg["view"])
        self.to_act: list[int] = list(msg["to_act"])
        self.legal: list[tuple] = [tuple(a) for a in msg["legal"]]
        self.over: bool = bool(msg["over"])
        self.can_undo: bool = bool(msg.get("can_undo"))
        self.seq: int = int(msg.get("seq", 0))
        self.started: bool = bool(msg.get("started", True))
        self.result: dict | None = msg.get("result")
        return entry

    def away(self) -> list[int]:
        """Human seats whose player is not connected (dropped, or never came)."""
        return [i for i, s in enumerate(self.seats) if s["kind"] == "human" and not s["connected"]]

    def waiting_for(self) -> list[int]:
        """Seats to act whose player is not connected (a human seat); none before the game
        began."""
        if not self.started:
            return []
        return [s for s in self.to_act if s < len(self.seats)
                and self.seats[s]["kind"] == "human" and not self.seats[s]["connected"]]


class SeatClient:
    """One seat at a table: joining, rejoining with the token, acting, undoing."""

    def __init__(self, client: NetClient, code: str, seat: int | None, token: str | None,
                 state: TableState) -> None:
        self.client, self.code, self.seat, self.token, self.state = client, code, seat, token, state
        self.name = ""                  # a spectator's name, given again when it reconnects

    @classmethod
    def join(cls, url: str, code: str, seat: int, name: str = "", **kw) -> "SeatClient":
        client = NetClient(url, **kw)
        joined = client.request({"type": "join", "code": code, "seat": seat, "name": name})
        deadline = monotonic() + client.timeout
        first = None
        while first is None or first.get("type") != "snapshot":
            first = client.wait(max(0.0, deadline - monotonic()))
            if first is None:
                raise NetError("the server did not send the table")
        return cls(client, joined["code"], seat, joined["token"], TableState(first))

    @classmethod
    def rejoin(cls, url: str, code: str, seat: int, token: str, **kw) -> "SeatClient":
        client = NetClient(url, **kw)
        snap = client.request({"type": "rejoin", "code": code, "seat": seat, "token": token})
        return cls(client, snap["code"], seat, token, TableState(snap))

    @classmethod
    def watch(cls, url: str, code: str, name: str = "", **kw) -> "SeatClient":
        client = NetClient(url, **kw)
        snap = client.request({"type": "watch", "code": code, "name": name})
        got = cls(client, snap["code"], None, None, TableState(snap))
        got.name = name
        return got

    def _auth(self) -> dict:
        return {"code": self.code, "seat": self.seat, "token": self.token,
                "seq": self.state.seq + 1}

    def act(self, action: tuple, timeout: float | None = None) -> LogEntry | None:
        """Send ``action``; the table's messages up to the answer are applied.  Refused:
        ``IllegalAction``.  Returns this seat's own step as it came back."""
        self.client.request({"type": "act", "action": list(action), **self._auth()}, timeout)
        mine = None
        for msg in self.client.poll():
            entry = self.state.apply(msg)
            if entry is not None and entry.seat == self.seat:
                mine = entry
        return mine

    def undo(self) -> None:
        self.client.request({"type": "undo", **self._auth()})
        self.update()

    def pump(self, timeout: float = 0.05) -> None:
        """Wait up to ``timeout`` for one message and apply it with whatever else arrived."""
        msg = self.client.wait(timeout)
        if msg is not None:
            self.state.apply(msg)
        self.update()

    def update(self) -> list[LogEntry]:
        """Apply whatever arrived; the steps among it."""
        out = []
        for msg in self.client.poll():
            entry = self.state.apply(msg)
            if entry is not None:
                out.append(entry)
        return out

    def close(self) -> None:
        self.client.close()
