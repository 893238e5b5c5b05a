"""``python main.py new-table ADDRESS GAME --seats human,human,ai``: open a table on a running
table server (``python main.py serve``) and print its code, for friends to join from the app's
"Join a table" with the server's address and that code.  The game begins once every human seat
has its player (no move before, an AI seat's neither).  No pygame."""
from __future__ import annotations

import sys

from engine.net import keys
from engine.net.client import NetClient, NetError, url_of
from engine.net.protocol import ProtocolError, normal_code, shown_code
from engine.rules import IllegalAction


def parse_seats(text: str) -> list[dict]:
    """"human,human:Olena,ai:hard" -> the create message's seats (kind[:level or name])."""
    seats = []
    for i, part in enumerate(p.strip() for p in text.split(",")):
        kind, _, extra = part.partition(":")
        if kind not in ("human", "ai"):
            raise ValueError(f"seat {i + 1}: {part!r} is not human or ai (human:NAME, ai:LEVEL)")
        seat = {"kind": kind, "color": i}
        if kind == "ai":
            seat["level"] = extra or "normal"
        elif extra:
            seat["name"] = extra
        seats.append(seat)
    return seats


def main(address: str, game: str, seats: str, spectators: bool = True) -> int:
    url = url_of(address)
    try:
        wire = parse_seats(seats)
        client = NetClient(url)
        try:
            made = client.request({"type": "create", "game": game, "seats": wire,
                                   "options": {}, "spectators": spectators,
                                   "start": "full"})
        finally:
            client.close()
    except (ValueError, NetError, IllegalAction) as exc:    # IllegalAction: refused
        print(f"error: {exc}", file=sys.stderr)
        return 1
    keys.remember_host_token(url, made["code"], made["host_token"])
    print(f"Table {shown_code(made['code'])} ({game}) on {url}")
    print(f"Friends join in the app: Join a table, address {address}, code "
          f"{shown_code(made['code'])}")
    print("The game begins when every human seat has its player.")
    print(f"Host token (keep it; it hands a dropped seat to the AI): {made['host_token']}")
    print(f"A player dropped and the game waits? python main.py hand-to-ai {address} "
          f"{shown_code(made['code'])} SEAT --host-token {made['host_token']}")
    print("(The app on this computer, at this table, offers the same: To the AI… in the "
          "banner.)")
    return 0


def hand_to_ai(address: str, code: str, seat: int, host_token: str,
               level: str = "normal") -> int:
    """Give seat ``seat`` (1 for the first) of table ``code`` to the server's AI, with the
    host token; the player takes it back by rejoining (Join a table, the same code)."""
    url = url_of(address)
    try:
        table = normal_code(code)
        client = NetClient(url)
        try:
            client.request({"type": "hand_to_ai", "code": table, "seat": seat - 1,
                            "host_token": host_token, "level": level})
        finally:
            client.close()
    except (ValueError, NetError, IllegalAction, ProtocolError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"Seat {seat} of table {shown_code(table)} is played by the AI until its player "
          "rejoins.")
    return 0
