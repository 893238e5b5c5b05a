"""One authoritative network table: the game session (rules, RNG, action log), its seats with
their token hashes, autosave, and the messages each viewer may receive (no pygame, no I/O but
the save file).

A seat is ``human`` (claimed over the network with a token) or ``ai`` (played by the server).
The save (``<FIVE_REALMS_HOME>/data/tables/<code>.json``, written crash-safe with a checksum) is
the game record plus the seats' token hashes and request counts, so a restarted server resumes
the table and the same tokens still hold their seats; it never holds a token itself.
"""
from __future__ import annotations

import secrets
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from engine.net.codec import events_to_wire, redact_action, string_leaves
from engine.net.protocol import new_token, read_notices, token_hash, token_matches
from engine.paths import user_data_dir
from engine.rules import IllegalAction
from engine.rules.record import GameRecord, RecordError
from engine.saves import read_checked, write_checked
from engine.session import GameSession, Seat, Step

TABLE_FORMAT = 1
AI_LEVELS = ("random", "easy", "normal", "hard")
# when the game begins: at once, once every human seat is claimed, or when the host says so
START_MODES = ("now", "full", "host")


def tables_dir() -> Path:
    return user_data_dir() / "tables"


@dataclass
class NetSeat:
    kind: str = "human"             # "human" (a network player) or "ai" (the server's AI)
    level: str = "normal"
    name: str = ""
    color: int = 0
    token_hash: str | None = None   # set once a player claimed the seat
    seq: int = 0                    # the seat's accepted requests so far (replay guard)

    @property
    def claimed(self) -> bool:
        return self.token_hash is not None


class NetTable:
    def __init__(self, code: str, session: GameSession, seats: list[NetSeat],
                 host_hash: str, spectators: bool = True, folder: Path | None = None,
                 start: str = "now", started: bool = True) -> None:
        self.code = code
        self.start_mode = start
        self.started = started              # no move is made (AI seats' neither) before
        self.session = session
        self.seats = seats
        self.host_hash = host_hash
        self.spectators = spectators
        self.folder = folder
        self.created = time.time()
        self.connected: set[int] = set()        # seats with a live connection (the server's)
        self.watchers: list[str] = []           # the spectators' names (the server's)
        # [moves then, "handed" | "back", seat]: a seat handed to the AI and given back, told
        # in every seat's log and snapshot (a player who was away reads it on rejoining)
        self.notices: list[list] = []

    # -- creating and resuming -------------------------------------------------------------
    @classmethod
    def create(cls, code: str, game: str, seats: list[NetSeat], options: dict | None = None,
               spectators: bool = True, folder: Path | None = None,
               start: str = "now") -> tuple["NetTable", str]:
        """A new table with a secret seed; returns it and the host token.  ``start``: when the
        game begins (``START_MODES``)."""
        if start not in START_MODES:
            raise ValueError(f"start is one of {', '.join(START_MODES)}")
        seed = secrets.randbits(62)
        session = GameSession.new(game, [Seat(s.kind, s.level, s.name, s.color) for s in seats],
                                  seed, options)
        host = new_token()
        table = cls(code, session, seats, token_hash(host), spectators, folder, start,
                    start == "now")
        table.save()
        return table, host

    @classmethod
    def load(cls, path: Path) -> "NetTable":
        data = read_checked(path, "the saved table", "table_format", TABLE_FORMAT)
        try:
            record = GameRecord.from_json(data["record"])
            seats = [NetSeat(**{k: s[k] for k in ("kind", "level", "name", "color",
                                                  "token_hash", "seq")}) for s in data["seats"]]
            code, host = str(data["code"]), str(data["host_hash"])
        except (KeyError, TypeError) as exc:
            raise RecordError(f"the saved table is damaged ({exc})") from exc
        session = GameSession.from_record(record)
        if len(seats) != len(session.seats):
            raise RecordError("the saved table's seats do not match its game")
        table = cls(code, session, seats, host, bool(data.get("spectators", True)), path.parent,
                    str(data.get("start", "now")), bool(data.get("started", True)))
        table.notices = read_notices(data.get("notices"), len(seats))
        session.autosave = None
        return table

    def save(self) -> None:
        if self.folder is None:
            return
        write_checked(self.folder / f"{self.code}.json", {
            "table_format": TABLE_FORMAT, "code": self.code, "host_hash": self.host_hash,
            "spectators": self.spectators, "start": self.start_mode, "started": self.started,
            "record": self.session.record.to_json(),
            "seats": [asdict(s) for s in self.seats], "notices": self.notices})

    # -- seats -------------------------------------------------------------------------------
    @property
    def rules(self) -> Any:
        return self.session.rules

    def free_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human" and not s.claimed]

    def claim(self, seat: int, name: str) -> str:
        """Give a free human seat to a player: its new token (only its hash is kept)."""
        if seat not in self.free_seats():
            raise IllegalAction("that seat is not free")
        token = new_token()
        s = self.seats[seat]
        s.token_hash = token_hash(token)
        if name:
            s.name = name
            self.session.seats[seat].name = name
            self.session.record.seats[seat]["name"] = name
        if self.start_mode == "full" and not self.free_seats():
            self.started = True             # every seat has its player: the game begins
        self.save()
        return token

    def start(self) -> bool:
        """The host starts the game (seats still free wait for their players); False if it had
        started already."""
        if self.started:
            return False
        self.started = True
        self.save()
        return True

    def check_token(self, seat: Any, token: Any) -> bool:
        return (isinstance(seat, int) and not isinstance(seat, bool)
                and 0 <= seat < len(self.seats) and token_matches(token, self.seats[seat].token_hash))

    def hand_to_ai(self, seat: int, level: str) -> None:
        """The host gives a seat (a dropped player's) to the server's AI.  The player's token
        stays the seat's key: rejoining with it gives the seat back (``give_back``)."""
        if level not in AI_LEVELS:
            raise IllegalAction(f"no AI level {level!r}")
        s = self.seats[seat]
        s.kind, s.level = "ai", level
        self.session.seats[seat].kind = "ai"
        self.session.seats[seat].level = level
        self.session.record.seats[seat].update(kind="ai", level=level)
        self.notices.append([len(self.session.steps), "handed", seat])
        self.save()

    def give_back(self, seat: int) -> bool:
        """A seat the host handed to the AI goes back to its player (who rejoined with the
        token); False if it was not the AI's."""
        s = self.seats[seat]
        if s.kind != "ai" or not s.claimed:
            return False
        s.kind = "human"
        self.session.seats[seat].kind = "human"
        self.session.record.seats[seat].update(kind="human")
        self.notices.append([len(self.session.steps), "back", seat])
        self.save()
        return True

    # -- playing -------------------------------------------------------------------------------
    def act(self, seat: int, action: tuple, request: bool = False) -> Step:
        """Play ``action`` for ``seat`` (rules-checked; IllegalAction changes nothing) and save
        before anyone hears of it; ``request``: a player's, counted in the seat's ``seq``."""
        if self.session.is_over():
            raise IllegalAction("the game is over")
        if not self.started:
            raise IllegalAction("the game has not started yet")
        if seat not in self.session.to_act():
            raise IllegalAction("it is not your turn")
        self.session.submit(seat, action)
        if request:
            self.seats[seat].seq += 1
        self.save()
        return self.session.steps[-1]

    def undo(self, seat: int) -> None:
        self.session.undo(seat)
        self.seats[seat].seq += 1
        self.save()

    def ai_to_act(self) -> list[int]:
        if self.session.is_over() or not self.started:
            return []
        return [s for s in self.session.to_act() if self.seats[s].kind == "ai"]

    # -- what a viewer receives ---------------------------------------------------------------
    def seats_info(self) -> list[dict]:
        return [{"name": s.name, "kind": s.kind, "level": s.level, "color": s.color,
                 "taken": s.claimed, "connected": i in self.connected,
                 "handed": s.kind == "ai" and s.claimed}
                for i, s in enumerate(self.seats)]

    def summary(self) -> dict:
        r = self.session.record
        return {"code": self.code, "game": r.game, "players": r.players, "options": r.options,
                "seats": self.seats_info(), "free": self.free_seats(),
                "spectators": self.spectators, "over": self.session.is_over(),
                "started": self.started, "start": self.start_mode,
                "steps": len(self.session.steps)}

    def _public(self, viewer: int | None) -> tuple[dict, dict]:
        """What changes with every step, as ``viewer`` may see it."""
        s = self.session
        view_json = self.rules.to_json(s.view(viewer))
        mine = viewer is not None and self.seats[viewer].kind == "human"
        legal = (self.rules.legal_actions(s.state, viewer)
                 if mine and self.started and viewer in s.to_act() and not s.is_over() else [])
        result = None
        if s.is_over():                 # the final view may still hide what the scores count
            result = {"scores": list(self.rules.scores(s.state)),
                      "winners": list(self.rules.winners(s.state)),
                      "breakdown": [self.rules.score_breakdown(s.state, i)
                                    for i in range(len(self.seats))]}
        return {"n": len(s.steps), "view": view_json,
                "to_act": s.to_act() if self.started else [],      # nobody, before it began
                "legal": [list(a) for a in legal], "over": s.is_over(), "result": result,
                "can_undo": mine and self.started and s.can_undo(viewer),
                "started": self.started,
                "seq": self.seats[viewer].seq if viewer is not None else 0}, view_json

    def _line(self, st: Step, viewer: int | None, shown: set[str]) -> dict:
        # the actor too gets only what its view still shows (a card it put back face down is
        # "?"), as its own log line names nothing its view hides
        action = redact_action(st.action, shown)
        lines = {}
        for lang in ("en", "uk"):
            try:
                lines[lang] = self.rules.describe(st.action, lang, viewer, st.seat)
            except Exception:  # noqa: BLE001 - a log line must never stop the table
                lines[lang] = str(action[0])
        return {"seat": st.seat, "action": action, "lines": lines}

    def snapshot(self, viewer: int | None) -> dict:
        body, view_json = self._public(viewer)
        shown = string_leaves(view_json)
        r = self.session.record
        return {"type": "snapshot", "code": self.code, "game": r.game, "players": r.players,
                "options": r.options, "seat": viewer, "seats": self.seats_info(),
                "watchers": list(self.watchers), "start": self.start_mode,
                "notices": [list(n) for n in self.notices],
                "opening": events_to_wire(self.rules.view_events(
                    list(self.session.opening_events()), viewer)),
                "log": [{**self._line(st, viewer, shown), "events": self._events(st, viewer)}
                        for st in self.session.steps], **body}

    def _events(self, st: Step, viewer: int | None) -> list:
        """A step's events as ``viewer`` was told them when it was played (``view_events``):
        a snapshot's log (a rejoin, a late spectator) reads as the live one did, detail lines
        and all, and tells nothing the step's own message did not."""
        return events_to_wire(self.rules.view_events(list(st.events), viewer))

    def step_message(self, st: Step, viewer: int | None) -> dict:
        body, view_json = self._public(viewer)
        shown = string_leaves(view_json)
        return {"type": "step", **self._line(st, viewer, shown),
                "events": self._events(st, viewer), **body}
