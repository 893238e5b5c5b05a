"""The table server: an asyncio WebSocket server (the ``websockets`` library) holding
independent authoritative tables by code.

Each connection is a player of one seat (after ``join``/``rejoin`` with the seat's token), a
spectator (``watch``), or not yet at a table.  It receives only its own seat's view, events,
log lines and legal actions.  Limits: ``MAX_MESSAGE`` bytes per message, a token bucket of
messages per connection, connections per address and per table; a message that breaks the
protocol, a wrong token or a flood closes that one connection and the table plays on.  AI seats
are played by the engine's AI in a worker process (the random level in the loop itself).
"""
from __future__ import annotations

import asyncio
import ssl
import sys
import threading
from concurrent.futures import Executor
from pathlib import Path
from time import monotonic
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from engine.net import protocol as P
from engine.net.aiplay import AiSeats
from engine.net.connections import Conn, Connections, Refused
from engine.net.protocol import ProtocolError
from engine.net.table import AI_LEVELS, START_MODES, NetSeat, NetTable, tables_dir
from engine.rules import IllegalAction
from engine.rules.protocol import action_from_json
from engine.rules.record import RecordError
from engine.saves import move_aside

class TableServer(Connections):
    def __init__(self, folder: Path | None = None, max_tables: int = 100,
                 ai_executor: Executor | None = None,
                 on_change: Callable[[NetTable], None] | None = None,
                 rate: float = P.RATE_PER_S) -> None:
        self.rate = rate
        self.folder = folder if folder is not None else tables_dir()
        self.max_tables = max_tables
        super().__init__(on_change)
        self.per_address: dict[str, int] = {}
        self.ai = AiSeats(self, ai_executor)

    # -- tables ---------------------------------------------------------------------------------
    def resume_saved(self, only: str | None = None) -> list[str]:
        """Load every saved table that is not over (a bad file is moved aside); ``only``: just
        the table of that code (the app resuming the table it hosted)."""
        paths = sorted(self.folder.glob("*.json")) if self.folder.is_dir() else []
        for path in [p for p in paths if only is None or p.stem == only]:
            try:
                table = NetTable.load(path)
            except (RecordError, ValueError) as exc:
                print(f"table {path.name} cannot be resumed ({exc}); moved aside",
                      file=sys.stderr)
                move_aside(path)
                continue
            if not table.session.is_over():
                self.tables[table.code] = table
        return list(self.tables)

    def create_table(self, game: str, seats: list[NetSeat], options: dict | None,
                     spectators: bool = True, start: str = "now") -> tuple[NetTable, str]:
        if len(self.tables) >= self.max_tables:
            for code in [c for c, t in self.tables.items()
                         if t.session.is_over() and not self.conns.get(c)]:
                del self.tables[code]
        if len(self.tables) >= self.max_tables:
            raise Refused("the server is full; try again later")
        code = P.new_code(set(self.tables))
        try:
            table, host = NetTable.create(code, game, seats, options, spectators, self.folder,
                                          start)
        except (KeyError, ValueError) as exc:     # IllegalAction is a ValueError
            raise Refused(str(exc).strip("'\"")) from exc
        self.tables[code] = table
        return table, host

    def table(self, msg: dict) -> NetTable:
        code = P.normal_code(P.field(msg, "code", str))
        table = self.tables.get(code)
        if table is None:
            raise Refused(f"no table {P.shown_code(code)}")
        return table

    # -- connections ------------------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        address = str((ws.remote_address or ("?",))[0])
        if self.per_address.get(address, 0) >= P.MAX_CONNECTIONS_PER_ADDRESS:
            await ws.close(1008, "too many connections from your address")
            return
        self.per_address[address] = self.per_address.get(address, 0) + 1
        conn = Conn(ws, address, P.RateLimit(monotonic(), self.rate,
                                             max(P.RATE_BURST, int(self.rate * 3))))
        writer = asyncio.create_task(self._writer(conn))
        try:
            async for raw in ws:
                if not conn.limit.allow(monotonic()):
                    await self._close(conn, "too many messages")
                    break
                try:
                    await self.dispatch(conn, P.parse_message(raw))
                except ProtocolError as exc:
                    await self._close(conn, str(exc))
                    break
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            self.per_address[address] -= 1
            if not self.per_address[address]:
                del self.per_address[address]
            self._leave(conn)

    # -- requests ---------------------------------------------------------------------------------
    async def dispatch(self, conn: Conn, msg: dict) -> None:
        kind = msg["type"]
        rid = P.small_int(msg, "id", 0, 2 ** 53, optional=True)
        try:
            handler = getattr(self, f"on_{kind}")
            reply = handler(conn, msg)
        except Refused as exc:
            self.send(conn, {"type": "error", "id": rid, "message": str(exc)})
            return
        except IllegalAction as exc:
            self.send(conn, {"type": "error", "id": rid, "message": str(exc)})
            return
        if reply is not None:
            self.send(conn, {**reply, "id": rid})

    def on_ping(self, conn: Conn, msg: dict) -> dict:
        return {"type": "pong"}

    def on_create(self, conn: Conn, msg: dict) -> dict:
        if conn.created >= P.MAX_TABLES_PER_CONNECTION:
            raise Refused("this connection created enough tables")
        game, seats, options, spectators, start = parse_create(msg)
        table, host = self.create_table(game, seats, options, spectators, start)
        conn.created += 1
        self.ai.kick(table)
        return {"type": "created", "code": table.code, "host_token": host,
                "table": table.summary()}

    def on_info(self, conn: Conn, msg: dict) -> dict:
        return {"type": "table", "table": self.table(msg).summary()}

    def on_join(self, conn: Conn, msg: dict) -> dict | None:
        table = self.table(msg)
        seat = P.small_int(msg, "seat", 0, 7)
        if seat not in table.free_seats():
            raise Refused("that seat is not free")
        self._attach(conn, table, seat)
        was_started = table.started
        token = table.claim(seat, P.name_field(msg))
        self.send(conn, {"type": "joined", "code": table.code, "seat": seat, "token": token,
                         "id": msg.get("id")})
        self._seats_changed(table)
        if table.started and not was_started:       # the last free seat: the game begins
            self._begin(table)
        else:
            self.send(conn, table.snapshot(seat))
        return None

    def on_start(self, conn: Conn, msg: dict) -> dict:
        """The host starts the game: every connection gets the table anew (its legal actions
        now), and the AI seats may move."""
        table = self._hosts(msg)
        if table.start():
            self._begin(table)
        return {"type": "ack"}

    def on_spectators(self, conn: Conn, msg: dict) -> dict:
        """The host lets others watch the table, or no longer (new watchers are refused; those
        already watching stay).  Kept with the table, so a resumed table remembers it."""
        table = self._hosts(msg)
        table.spectators = P.field(msg, "allowed", bool)
        table.save()
        if self.on_change is not None:
            self.on_change(table)
        return {"type": "ack"}

    def _begin(self, table: NetTable) -> None:
        for c in self.conns.get(table.code, ()):
            self.send(c, table.snapshot(c.viewer))
        if self.on_change is not None:
            self.on_change(table)
        self.ai.kick(table)

    def _hosts(self, msg: dict) -> NetTable:
        """The table of a host's request: a wrong host token closes the connection."""
        table = self.table(msg)
        if not P.token_matches(msg.get("host_token"), table.host_hash):
            raise ProtocolError("wrong host token")
        return table

    def _authorised(self, conn: Conn, msg: dict) -> tuple[NetTable, int]:
        """The table and seat of a seat's request: a wrong token closes the connection."""
        table = self.table(msg)
        seat = P.small_int(msg, "seat", 0, 7)
        if not table.check_token(seat, msg.get("token")):
            raise ProtocolError("wrong seat token")
        return table, seat

    def on_rejoin(self, conn: Conn, msg: dict) -> None:
        table, seat = self._authorised(conn, msg)
        handed_back = table.give_back(seat)     # the host had handed it to the AI meanwhile
        if handed_back:
            self.ai.cancel(table)
        self._attach(conn, table, seat)
        self.send(conn, {**table.snapshot(seat), "id": msg.get("id")})
        if handed_back:
            self._seats_changed(table)
            self.ai.kick(table)
        return None

    def on_watch(self, conn: Conn, msg: dict) -> None:
        table = self.table(msg)
        if not table.spectators:
            raise Refused("this table takes no spectators")
        conn.name = P.name_field(msg)
        self._attach(conn, table, None)
        self.send(conn, {**table.snapshot(None), "id": msg.get("id")})
        self._watchers_changed(table)
        return None

    def _seat_request(self, conn: Conn, msg: dict) -> tuple[NetTable, int]:
        table, seat = self._authorised(conn, msg)
        if conn.code != table.code or conn.seat != seat or conn.spectator:
            raise ProtocolError("rejoin the seat before acting for it")
        seq = P.small_int(msg, "seq", 0, 2 ** 53)
        if seq != table.seats[seat].seq + 1:
            raise Refused("a request out of order (sent twice?) was ignored")
        return table, seat

    def on_act(self, conn: Conn, msg: dict) -> dict:
        table, seat = self._seat_request(conn, msg)
        raw = P.field(msg, "action", list)
        if len(raw) > 32:
            raise ProtocolError("an action is short")
        step = table.act(seat, action_from_json(raw), request=True)
        self.broadcast_step(table, step)
        self.ai.kick(table)
        return {"type": "ack", "seq": table.seats[seat].seq}

    def on_undo(self, conn: Conn, msg: dict) -> dict:
        table, seat = self._seat_request(conn, msg)
        table.undo(seat)
        self.ai.cancel(table)
        for c in self.conns.get(table.code, ()):
            self.send(c, table.snapshot(c.viewer))
        self.ai.kick(table)
        return {"type": "ack", "seq": table.seats[seat].seq}

    def on_hand_to_ai(self, conn: Conn, msg: dict) -> dict:
        table = self._hosts(msg)
        seat = P.small_int(msg, "seat", 0, len(table.seats) - 1)
        level = P.field(msg, "level", str, optional=True) or "normal"
        table.hand_to_ai(seat, level)
        for c in [c for c in self.conns.get(table.code, ()) if c.seat == seat
                  and not c.spectator]:
            c.spectator = True                  # the player may watch on
        table.connected.discard(seat)
        self._seats_changed(table)
        self.ai.kick(table)
        return {"type": "ack"}

    # -- broadcasting and AI ---------------------------------------------------------------------

def default_ai_name(seat: int) -> str:
    """An unnamed AI seat is named as the app names its AI seats (the app adds "(AI)" and
    says a default name in the player's language): "Mira" for the third seat."""
    from engine.i18n import _table
    names = [n for n in _table("en").get("seat.names", "").split(",") if n]
    return names[seat % len(names)] if names else f"AI {seat + 1}"


def parse_create(msg: dict) -> tuple[str, list[NetSeat], dict, bool, str]:
    """A ``create`` message's game, seats, options, spectators and start (ProtocolError if it
    is not one)."""
    game = P.field(msg, "game", str)
    raw = P.field(msg, "seats", list)
    if not 1 <= len(raw) <= 8:
        raise ProtocolError("seats: 1 to 8")
    seats = []
    for i, s in enumerate(raw):
        if not isinstance(s, dict):
            raise ProtocolError("a seat is an object")
        kind = P.field(s, "kind", str)
        level = P.field(s, "level", str, optional=True) or "normal"
        if kind not in ("human", "ai") or level not in AI_LEVELS:
            raise ProtocolError("a seat is human or ai with a level")
        color = P.small_int(s, "color", 0, 63, optional=True)
        name = P.name_field(s)
        if kind == "ai":                        # "Mira", never "Mira (AI)": each screen adds
            name = P.bare_name(name) or default_ai_name(i)  # its own language's mark
        seats.append(NetSeat(kind, level, name, i if color is None else color))
    options = P.field(msg, "options", dict, optional=True) or {}
    if len(options) > 32 or not all(isinstance(k, str) and isinstance(v, (int, str, bool))
                                     for k, v in options.items()):
        raise ProtocolError("options are a small object of plain values")
    spectators = P.field(msg, "spectators", bool, optional=True)
    start = P.field(msg, "start", str, optional=True) or "now"
    if start not in START_MODES:
        raise ProtocolError(f"start is one of {', '.join(START_MODES)}")
    return game, seats, options, spectators is not False, start


def tls_context(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    if not cert and not key:
        return None
    if not (cert and key):
        raise ValueError("TLS needs both --tls-cert and --tls-key")
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(cert, key)
    return ctx


async def run(server: TableServer, host: str, port: int, tls: ssl.SSLContext | None = None,
              ready: Callable[[int], None] | None = None,
              stop: asyncio.Event | None = None) -> None:
    """Serve until ``stop`` is set (or forever); ``ready(port)`` once listening."""
    async with serve(server.handler, host, port, ssl=tls, max_size=P.MAX_MESSAGE,
                     compression=None, max_queue=32, ping_interval=20,
                     ping_timeout=20) as ws_server:
        for code in server.tables:
            server.ai.kick(server.tables[code])
        bound = ws_server.sockets[0].getsockname()[1]
        if ready is not None:
            ready(bound)
        await (stop.wait() if stop is not None else asyncio.Future())


class ServerThread:
    """A table server on its own event loop in a daemon thread (the app's host, the bench)."""

    def __init__(self, server: TableServer, host: str = "127.0.0.1", port: int = 0) -> None:
        self.server, self.host = server, host
        self.port: int | None = None
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._main, args=(port,), daemon=True,
                                        name="five-realms-server")

    def start(self, timeout: float = 10.0) -> int:
        self._thread.start()
        if not self._ready.wait(timeout) or self.port is None:
            raise OSError(f"the table server did not start ({self._error!r})")
        return self.port

    def _main(self, port: int) -> None:
        asyncio.set_event_loop(self._loop)
        self._stop = asyncio.Event()

        def ready(bound: int) -> None:
            self.port = bound
            self._ready.set()
        try:
            self._loop.run_until_complete(run(self.server, self.host, port, None, ready,
                                              self._stop))
        except BaseException as exc:  # noqa: BLE001 - reported by start()
            self._error = exc
            self._ready.set()

    def call(self, fn: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Run ``fn`` on the server's loop (its tables are not thread-safe) and return its value."""
        async def wrapped():
            return fn()
        return asyncio.run_coroutine_threadsafe(wrapped(), self._loop).result(timeout)

    def stop(self, timeout: float = 5.0, farewell: tuple[str, str] | None = None) -> None:
        """Stop serving; ``farewell`` (why, the host's name): the connections are told first
        (``TableServer.farewell``)."""
        if self._stop is not None and self._thread.is_alive():
            if farewell is not None:
                try:
                    asyncio.run_coroutine_threadsafe(self.server.farewell(*farewell),
                                                     self._loop).result(timeout)
                except Exception:  # noqa: BLE001 - a broken connection: they learn it anyway
                    pass
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(timeout)
