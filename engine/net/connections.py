"""Who is connected to which table, and what each connection is told: a connection's queue
of messages and its writer, attaching a connection to a seat or as a spectator and leaving,
the seats and watchers told to a table when they change, a step told to each viewer as that
viewer sees it, and the farewell when the server closes.  ``TableServer`` (server.py) adds the
tables' requests on top."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Callable

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from engine.net import protocol as P
from engine.net.protocol import encode
from engine.net.table import NetTable

SEND_QUEUE = 512            # messages waiting for a slow connection before it is dropped
CLOSE_REFUSED_S = 1.0       # the close handshake of a connection dropped for abuse


@dataclass(eq=False)
class Conn:
    ws: ServerConnection
    address: str
    limit: P.RateLimit
    code: str | None = None
    seat: int | None = None
    spectator: bool = False
    name: str = ""                  # a spectator's name, as it gave it (the host lists them)
    created: int = 0
    queue: asyncio.Queue = field(default_factory=lambda: asyncio.Queue(SEND_QUEUE))

    @property
    def viewer(self) -> int | None:
        return None if self.spectator else self.seat


class Refused(Exception):
    """A request refused with a message to its sender; the connection stays open."""


class Connections:
    """The connections of every table (``conns``, by table code) and what they are sent."""

    def __init__(self, on_change: Callable[[NetTable], None] | None = None) -> None:
        self.tables: dict[str, NetTable] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.on_change = on_change
        self.closing = False            # telling every connection it closes (``farewell``)

    async def _writer(self, conn: Conn) -> None:
        try:
            while True:
                await conn.ws.send(await conn.queue.get())
        except ConnectionClosed:
            pass

    def send(self, conn: Conn, msg: dict) -> None:
        try:
            conn.queue.put_nowait(encode(msg))
        except asyncio.QueueFull:
            asyncio.ensure_future(conn.ws.close(1008, "too slow"))

    async def _close(self, conn: Conn, why: str) -> None:
        """Tell the connection why, then close it (the table is not touched)."""
        try:
            await conn.ws.send(encode({"type": "error", "message": why, "fatal": True}))
        except ConnectionClosed:
            pass
        # a flood leaves its messages unread ahead of the client's close frame: don't hold the
        # address's connection slot for the library's 10 s, give the handshake a second
        conn.ws.close_timeout = CLOSE_REFUSED_S
        await conn.ws.close(1008, why[:100])

    def _attach(self, conn: Conn, table: NetTable, seat: int | None) -> None:
        members = self.conns.setdefault(table.code, set())
        if conn not in members and len(members) >= P.MAX_CONNECTIONS_PER_TABLE:
            raise Refused("the table has too many connections")
        self._leave(conn)
        conn.code, conn.seat, conn.spectator = table.code, seat, seat is None
        members.add(conn)
        if seat is not None:
            for other in [c for c in members if c is not conn and c.seat == seat
                          and not c.spectator]:
                other.seat, other.spectator = None, True       # stale: no more seat messages
                members.discard(other)
                asyncio.ensure_future(self._close(other, "your seat was taken up elsewhere"))
            table.connected.add(seat)
            self._seats_changed(table)

    def _leave(self, conn: Conn) -> None:
        if conn.code is None:
            return
        table = self.tables.get(conn.code)
        members = self.conns.get(conn.code, set())
        members.discard(conn)
        if table is not None and conn.seat is not None and not conn.spectator:
            if not any(c.seat == conn.seat and not c.spectator for c in members):
                table.connected.discard(conn.seat)
                self._seats_changed(table)
        if table is not None and conn.spectator:
            self._watchers_changed(table)
        conn.code, conn.seat = None, None

    async def farewell(self, why: str, host: str = "") -> None:
        """Tell every connection that the server is closing and why ("host": the host's app
        quit its table, ``host`` its name; "server": ``serve`` stops and comes back), then close
        it: a joiner is told that, not only that the connection was lost."""
        self.closing = True             # players leaving now are not news ("Petro left")
        conns = {c for members in self.conns.values() for c in members}
        for conn in conns:
            try:
                await conn.ws.send(encode({"type": "closing", "why": why, "host": host}))
            except ConnectionClosed:
                pass
        for conn in conns:
            try:
                await conn.ws.close(1001, "the table is closed")
            except ConnectionClosed:
                pass

    def _watchers_changed(self, table: NetTable) -> None:
        """Who watches the table (the spectators' names, in order), told to everyone when it
        changed."""
        names = sorted(c.name for c in self.conns.get(table.code, ())
                       if c.spectator and c.seat is None)
        if names != table.watchers:
            table.watchers = names
            self._seats_changed(table)

    def _seats_changed(self, table: NetTable) -> None:
        if self.closing:
            return
        for c in self.conns.get(table.code, ()):
            self.send(c, {"type": "seats", "seats": table.seats_info(),
                          "watchers": list(table.watchers),
                          "notices": [list(n) for n in table.notices]})

    def broadcast_step(self, table: NetTable, step) -> None:
        cache: dict[int | None, dict] = {}
        for c in list(self.conns.get(table.code, ())):
            v = c.viewer
            if v not in cache:
                cache[v] = table.step_message(step, v)
            self.send(c, cache[v])
        if self.on_change is not None:
            self.on_change(table)
