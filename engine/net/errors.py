"""Every error the table server or the client can give, as a message key ("neterr.<key>" in
assets/i18n/net.*.json) with its parameters: the wire carries the English text (a client of
another language or version still reads it), the app shows it in the player's language.  No
pygame.  tests/test_net_errors.py checks that every error the code raises has a key here."""
from __future__ import annotations

import re
from typing import Callable

# (key, pattern of the English text); named groups are the message's parameters
ERRORS: tuple[tuple[str, str], ...] = (
    ("nothing_answers", r"nothing answers at (?P<where>.+?): is the host's game or the server "
                        r"running, and the address right\?"),
    ("no_server", r"no table server answered at (?P<where>.+)"),
    ("closed", r"the connection is closed"),
    ("server_closed", r"the server closed the connection \((?P<why>.*)\)"),
    ("no_answer", r"the server did not answer in time"),
    ("no_table_sent", r"the server did not send the table"),
    ("not_your_seat", r"that is not your seat"),
    ("not_open", r"that move is not open to you now"),
    ("unreachable", r"the table cannot be reached \((?P<why>.*)\)"),
    ("host_only", r"only the host can do that"),
    ("code_text", r"a table code is a short text"),
    ("code_form", r"a table code is six letters and digits, like ABC-234"),
    ("bad_message", r"(?:.+ is not allowed|messages are text frames|not a message|not JSON"
                    r"|a message is a JSON object|unknown message type .*|.+ needs .+"
                    r"|.+ has the wrong type|.+ is out of range|an action is short"
                    r"|seats: 1 to 8|a seat is an object|a seat is human or ai with a level"
                    r"|options are a small object of plain values|start is one of .*)"),
    ("too_large", r"message too large"),
    ("version", r"protocol version .* is not .*"),
    ("full", r"the server is full; try again later"),
    ("no_table", r"no table (?P<code>\S+)"),
    ("too_many_messages", r"too many messages"),
    ("too_many_connections", r"the table has too many connections"),
    ("taken_elsewhere", r"your seat was taken up elsewhere"),
    ("enough_tables", r"this connection created enough tables"),
    ("seat_not_free", r"that seat is not free"),
    ("wrong_host_token", r"wrong host token"),
    ("wrong_token", r"wrong seat token"),
    ("no_spectators", r"this table takes no spectators"),
    ("rejoin_first", r"rejoin the seat before acting for it"),
    ("out_of_order", r"a request out of order \(sent twice\?\) was ignored"),
    ("no_ai_level", r"no AI level (?P<level>.+)"),
    ("over", r"the game is over"),
    ("not_started", r"the game has not started yet"),
    ("not_your_turn", r"it is not your turn"),
    ("too_slow", r"too slow"),
    ("closed_plain", r"closed"),
)
_COMPILED = [(key, re.compile(pattern + r"\Z")) for key, pattern in ERRORS]


def key_of(text: str) -> tuple[str, dict] | None:
    """The key and parameters of an error's English text, or None (a game's own rule)."""
    text = text.strip()
    for key, pattern in _COMPILED:
        m = pattern.match(text)
        if m:
            return key, m.groupdict()
    return None


def localise(t: Callable[..., str], error: object) -> str:
    """An error (an exception or its text) in the language of ``t`` (the app's i18n.t); a
    parameter that is itself an error ("closed the connection (too many messages)") too."""
    text = str(error)
    found = key_of(text)
    if found is None:
        return text
    key, params = found
    if "why" in params and params["why"] is not None:
        params["why"] = localise(t, params["why"])
    return t(f"neterr.{key}", **params)
