"""The wire protocol: JSON objects over WebSocket, one message per frame.

Every message carries ``"v": PROTOCOL_VERSION`` and a ``"type"``.  Client to server:

- ``create`` {game, seats: [{kind: human|ai, level, name, color}], options, spectators,
  start: now|full|host} (a name travels bare, as typed: "Mira", never "Mira (AI)"; every
  screen adds its own language's AI mark, and the server takes off one that came along)
  -> ``created`` {code, host_token}; ``start`` says when the game begins:
  at once (the default), once every human seat is claimed, or at the host's ``start``
- ``info`` {code} -> ``table`` {summary}
- ``join`` {code, seat, name} -> ``joined`` {seat, token}, then a ``snapshot``
- ``rejoin`` {code, seat, token} -> ``snapshot`` (an older connection of that seat is closed)
- ``watch`` {code, name} -> ``snapshot`` as a spectator (when the table allows spectators);
  ``seats`` and ``snapshot`` list the spectators' names as ``watchers``
- ``act`` {code, seat, token, seq, action, id} -> ``step`` to every connection, ``ack`` {id}
  to the sender, or ``error`` {id, message} (an illegal action changes nothing)
- ``undo`` {code, seat, token, seq, id} -> a ``snapshot`` to every connection, ``ack``
- ``start`` {code, host_token} -> the game begins: a ``snapshot`` to every connection, ``ack``
  (before it no seat acts, the AI seats neither; snapshots say ``started``)
- ``spectators`` {code, host_token, allowed} -> whether others may watch from now on (those
  already watching stay), ``ack``
- ``hand_to_ai`` {code, host_token, seat, level} -> the seat is played by the server's AI
  (rejoining with the seat's token gives it back); ``seats`` and ``snapshot`` carry both as
  ``notices`` [[moves then, "handed" | "back", seat], ...], so every log tells them
- ``ping`` {id} -> ``pong`` {id}

Server to client, besides the answers: ``snapshot``, ``step``, ``seats`` {seats} (who sits
where, who is connected), ``error`` {message, fatal}, and ``closing`` {why: host|server, host}
just before the server closes every connection ("host": the host's app quit the table, ``host``
its name; "server": ``serve`` stops and resumes its tables when restarted).  A client ignores a
message type it does not know, so a new server-to-client message keeps the version.

A ``snapshot`` carries the whole log: per step its seat, action and lines and its ``events`` as
that viewer was told them in the step's own message, so a rejoined log reads as the live one;
and ``opening``, the events set-up played before the first action (Dice Forge's first divine
blessing), as that viewer may see them.

``seq`` is the seat's running count of its own accepted requests: a message replayed or sent
twice carries an old one and is refused.  Anything that is not a JSON object of this shape closes
that one connection (``ProtocolError``); a wrong token too.  No pygame, no I/O here.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from typing import Any

PROTOCOL_VERSION = 1
MAX_MESSAGE = 64 * 1024          # bytes of one client message
MAX_SERVER_MESSAGE = 8 * 1024 * 1024   # what a client accepts from a server (a snapshot)
RATE_PER_S = 20.0                # sustained client messages per second per connection
RATE_BURST = 60                  # messages a connection may send at once
MAX_CONNECTIONS_PER_ADDRESS = 16
MAX_CONNECTIONS_PER_TABLE = 16   # seats and spectators together
MAX_TABLES_PER_CONNECTION = 4    # tables one connection may create
MAX_NAME = 40
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I: read aloud, typed by hand
CODE_LENGTH = 6
TOKEN_HEX = 32                   # secrets.token_hex(16): 128 bits

CLIENT_TYPES = {"create", "info", "join", "rejoin", "watch", "act", "undo", "hand_to_ai", "ping",
                "start", "spectators"}


class ProtocolError(ValueError):
    """A message that breaks the protocol: the connection that sent it is closed."""


def new_token() -> str:
    return secrets.token_hex(16)


def token_hash(token: str) -> str:
    """What the server keeps of a token (its save file never holds the token itself)."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def token_matches(token: Any, stored_hash: str | None) -> bool:
    if stored_hash is None or not is_token(token):
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)


def is_token(value: Any) -> bool:
    return (isinstance(value, str) and len(value) == TOKEN_HEX
            and all(c in "0123456789abcdef" for c in value))


def new_code(taken: set[str] | frozenset = frozenset()) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def normal_code(value: Any) -> str:
    """A table code as typed ("abc-234" -> "ABC234"); ProtocolError if it cannot be one."""
    if not isinstance(value, str) or len(value) > 16:
        raise ProtocolError("a table code is a short text")
    code = value.strip().upper().replace("-", "").replace(" ", "")
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        raise ProtocolError("a table code is six letters and digits, like ABC-234")
    return code


def shown_code(code: str) -> str:
    """A table code as players see and say it: "ABC-234" (typed with or without the dash)."""
    return f"{code[:3]}-{code[3:]}" if len(code) == CODE_LENGTH else code


def _reject_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not allowed")


def parse_message(data: Any) -> dict:
    """A client message as a dict, checked in size, syntax, version and type."""
    if isinstance(data, bytes):
        raise ProtocolError("messages are text frames")
    if not isinstance(data, str):
        raise ProtocolError("not a message")
    if len(data.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise ProtocolError("message too large")
    try:
        msg = json.loads(data, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("not JSON") from exc
    if not isinstance(msg, dict):
        raise ProtocolError("a message is a JSON object")
    if msg.get("v") != PROTOCOL_VERSION:
        raise ProtocolError(f"protocol version {msg.get('v')!r} is not {PROTOCOL_VERSION}")
    if msg.get("type") not in CLIENT_TYPES:
        raise ProtocolError(f"unknown message type {msg.get('type')!r}")
    return msg


def field(msg: dict, key: str, kind: type | tuple, optional: bool = False) -> Any:
    """``msg[key]`` if it is of ``kind`` (bools are not ints); ProtocolError otherwise."""
    if key not in msg:
        if optional:
            return None
        raise ProtocolError(f"{msg.get('type')} needs {key!r}")
    value = msg[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        raise ProtocolError(f"{key!r} has the wrong type")
    if not isinstance(value, kinds):
        raise ProtocolError(f"{key!r} has the wrong type")
    return value


def small_int(msg: dict, key: str, lo: int, hi: int, optional: bool = False) -> int | None:
    value = field(msg, key, int, optional)
    if value is None:
        return None
    if not lo <= value <= hi:
        raise ProtocolError(f"{key!r} is out of range")
    return value


def name_field(msg: dict, key: str = "name") -> str:
    value = field(msg, key, str, optional=True) or ""
    value = "".join(c for c in value if c.isprintable()).strip()
    return value[:MAX_NAME]


NOTICES = ("handed", "back")    # a table's notices: a seat handed to the AI, and given back


def read_notices(raw: object, seats: int) -> list[list]:
    """A table's notices as saved or sent ([moves then, what, seat]); anything else is left
    out (an older table has none)."""
    if not isinstance(raw, list):
        return []
    return [[n[0], n[1], n[2]] for n in raw
            if isinstance(n, list) and len(n) == 3 and n[1] in NOTICES
            and all(isinstance(x, int) and not isinstance(x, bool) for x in (n[0], n[2]))
            and 0 <= n[2] < seats and n[0] >= 0]


def ai_marks() -> list[str]:
    """The AI mark of a seat's name in every language the app speaks ("(AI)", "(ШІ)")."""
    from engine.i18n import _table
    return [m for m in (_table(lang).get("seat.ai_suffix", "") for lang in ("en", "uk")) if m]


def bare_name(name: str) -> str:
    """A seat's name as it travels: without an AI mark of any language ("Mira (AI)" ->
    "Mira"); every screen adds its own language's mark to an AI seat."""
    marks = ai_marks()
    while (mark := next((m for m in marks if name.endswith(" " + m)), None)) is not None:
        name = name[: -len(mark) - 1]
    return name


def encode(msg: dict) -> str:
    """A server message as compact JSON text with the protocol version."""
    return json.dumps({"v": PROTOCOL_VERSION, **msg}, separators=(",", ":"),
                      ensure_ascii=False)


class RateLimit:
    """A token bucket: ``RATE_PER_S`` sustained, ``RATE_BURST`` at once (clock injected)."""

    def __init__(self, now: float, rate: float = RATE_PER_S, burst: int = RATE_BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = now

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True
