"""The seat tokens this player holds, kept in the user data folder (FIVE_REALMS_HOME), so a
player whose app closed (a crash, Quit to menu) can take the seat back: per server URL and table
code, the seat, its token and the name.  Also the name typed last in "Join a table".  No pygame.

A token is a seat's only key; the file is the player's own, like their saves."""
from __future__ import annotations

import json
import os
from pathlib import Path

from engine.paths import user_data_dir

MAX_KEPT = 50                   # tables remembered (the oldest are forgotten)


def keys_path() -> Path:
    return user_data_dir() / "net_seats.json"


def _load() -> dict:
    try:
        data = json.loads(keys_path().read_text("utf-8"))
    except (OSError, ValueError):
        return {"seats": {}, "name": ""}
    if not isinstance(data, dict) or not isinstance(data.get("seats"), dict):
        return {"seats": {}, "name": ""}
    return data


def _save(data: dict) -> None:
    path = keys_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
        os.replace(tmp, path)
    except OSError:
        pass                    # no disk: the seat is held for this run only


def _key(url: str, code: str) -> str:
    return f"{url.rstrip('/')}|{code}"


def remember(url: str, code: str, seat: int, token: str, name: str = "") -> None:
    """Keep ``token`` of ``seat`` at the table ``code`` on the server ``url``."""
    data = _load()
    seats = data["seats"]
    table = seats.pop(_key(url, code), {})
    table[str(seat)] = {"token": token, "name": name}
    seats[_key(url, code)] = table                  # newest last
    for old in list(seats)[:-MAX_KEPT]:
        del seats[old]
    _save(data)


def held(url: str, code: str) -> dict[int, str]:
    """The tokens held for the table: seat -> token.  Kept under another address with the
    same code (a host whose app resumed the table on another port), they are offered too: the
    server checks a token, so a wrong one only fails to rejoin."""
    seats = _load()["seats"]
    table = seats.get(_key(url, code))
    if table is None:
        table = next((t for k, t in reversed(list(seats.items()))
                      if k.rpartition("|")[2] == code), {})
    out = {}
    for seat, got in table.items() if isinstance(table, dict) else ():
        if isinstance(got, dict) and isinstance(got.get("token"), str) and seat.isdigit():
            out[int(seat)] = got["token"]
    return out


def forget(url: str, code: str, seat: int) -> None:
    data = _load()
    table = data["seats"].get(_key(url, code))
    if isinstance(table, dict) and table.pop(str(seat), None) is not None:
        _save(data)


def last_name() -> str:
    name = _load().get("name")
    return name if isinstance(name, str) else ""


def remember_name(name: str) -> None:
    data = _load()
    if data.get("name") != name:
        data["name"] = name
        _save(data)


def last_table() -> tuple[str, str]:
    """The address and code typed last in "Join a table" (("", "") if none)."""
    got = _load().get("last")
    if isinstance(got, dict) and isinstance(got.get("address"), str) \
            and isinstance(got.get("code"), str):
        return got["address"], got["code"]
    return "", ""


def remember_table(address: str, code: str) -> None:
    data = _load()
    if data.get("last") != {"address": address, "code": code}:
        data["last"] = {"address": address, "code": code}
        _save(data)


# -- host tokens of tables opened on a server (``new-table``) -----------------------------------
def remember_host_token(url: str, code: str, host_token: str) -> None:
    """Keep the host token of the table ``code`` that ``new-table`` opened on the server
    ``url``: this player's app then offers, at that table, what a hosting app offers (a dropped
    seat to the AI)."""
    data = _load()
    tokens = data.get("host_tokens") if isinstance(data.get("host_tokens"), dict) else {}
    tokens.pop(_key(url, code), None)
    tokens[_key(url, code)] = host_token
    for old in list(tokens)[:-MAX_KEPT]:
        del tokens[old]
    data["host_tokens"] = tokens
    _save(data)


def host_token(url: str, code: str) -> str | None:
    """The host token kept for the table ``code`` on the server ``url``, if any."""
    got = _load().get("host_tokens")
    token = got.get(_key(url, code)) if isinstance(got, dict) else None
    return token if isinstance(token, str) else None


# -- the tables this app hosted: resumed from their autosave when hosting again ---------------------
def remember_hosted(code: str, game: str, host_token: str, seat: int | None,
                    token: str | None, port: int | None = None) -> None:
    """Keep what the host's app needs to resume its table ``code`` after it quit or crashed:
    the host token, the host's own seat and token (None: the host watched) and the port the
    table listened on (tried first when it is resumed: the players' apps reconnect there)."""
    data = _load()
    hosted = data.get("hosted") if isinstance(data.get("hosted"), dict) else {}
    hosted.pop(code, None)
    hosted[code] = {"game": game, "host_token": host_token, "seat": seat, "token": token,
                    "port": port if isinstance(port, int) else None}
    for old in list(hosted)[:-MAX_KEPT]:
        del hosted[old]
    data["hosted"] = hosted
    _save(data)


def hosted() -> dict[str, dict]:
    """The hosted tables remembered, oldest first: code -> {game, host_token, seat, token,
    port}."""
    got = _load().get("hosted")
    if not isinstance(got, dict):
        return {}
    return {c: h for c, h in got.items() if isinstance(h, dict)
            and isinstance(h.get("host_token"), str)
            and (h.get("seat") is None or isinstance(h.get("seat"), int))}


def forget_hosted(code: str) -> None:
    data = _load()
    if isinstance(data.get("hosted"), dict) and data["hosted"].pop(code, None) is not None:
        _save(data)
