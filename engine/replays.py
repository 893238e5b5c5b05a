"""Replays: the last ``KEEP`` finished games, each its ``GameRecord`` (seed, options, seats and
action log) plus a short summary for the list, in ``<user data>/replays/`` (no pygame).

One JSON file per game, named ``<YYYYmmdd-HHMMSS>-<n>-<game>.json`` so names sort oldest first;
written crash-safe like saves (temp file, fsync, ``os.replace``, fsync of the folder; see
engine/saves.py) with a SHA-256 of the content.  Adding a game deletes the oldest beyond
``KEEP``.  A file that fails its checks (cut short, edited, newer format, a log that does not
replay to a finished game) is moved into ``replays/broken/`` and skipped, with the reason in
``ReplayStore.errors``; the app never crashes on one.  Replaying needs nothing else: the rules
are deterministic, so the log rebuilds every state (``states``).
"""
from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.paths import user_data_dir
from engine.rules.record import GameRecord, RecordError
from engine.saves import _is_int, check_record, read_checked, write_checked

KEEP = 20
REPLAY_VERSION = 1
_ID = re.compile(r"^[0-9]{8}-[0-9]{6}-[0-9]{1,4}-[a-z_]{1,40}$")


class ReplayMissing(RecordError):
    """No replay of that id is kept (a mistyped or pruned id): nothing is wrong with a file."""


@dataclass(frozen=True)
class ReplayInfo:
    """What the list shows of a stored game."""
    id: str
    game: str
    players: int
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    finished: str           # "YYYY-mm-dd HH:MM"
    actions: int


def summary_of(session: Any, names: list[str] | None = None) -> dict:
    """The list summary of a finished ``GameSession``."""
    rules, state = session.rules, session.state
    n = len(session.seats)
    return {"names": [str(x) for x in (names or [session.seat_name(i) for i in range(n)])],
            "scores": [int(x) for x in rules.scores(state)],
            "winners": [int(x) for x in rules.winners(state)],
            "finished": time.strftime("%Y-%m-%d %H:%M")}


def _check_summary(s: Any, players: int) -> dict:
    if not isinstance(s, dict):
        raise RecordError("the replay's summary is damaged")
    names, scores, winners = s.get("names"), s.get("scores"), s.get("winners")
    if not (isinstance(names, list) and len(names) == players
            and all(isinstance(x, str) and len(x) <= 200 for x in names)
            and isinstance(scores, list) and len(scores) == players
            and all(_is_int(x) for x in scores)
            and isinstance(winners, list) and all(_is_int(x) and 0 <= x < players for x in winners)
            and isinstance(s.get("finished"), str) and len(s["finished"]) <= 32):
        raise RecordError("the replay's summary is damaged")
    return s


class ReplayStore:
    def __init__(self, folder: Path | None = None, keep: int = KEEP) -> None:
        self.folder = folder or (user_data_dir() / "replays")
        self.keep = keep
        self.errors: list[str] = []

    def _path(self, replay_id: str) -> Path:
        if not isinstance(replay_id, str) or not _ID.match(replay_id):
            raise ReplayMissing(f"there is no replay named {replay_id!r}")
        return self.folder / f"{replay_id}.json"

    def exists(self, replay_id: str) -> bool:
        """Whether a replay of that id is kept ("latest": whether any is)."""
        if replay_id == "latest":
            return bool(self.ids())
        try:
            return self._path(replay_id).is_file()
        except ReplayMissing:
            return False

    def ids(self) -> list[str]:
        """Stored replay ids, newest first (unchecked)."""
        if not self.folder.is_dir():
            return []
        return sorted((p.stem for p in self.folder.glob("*.json") if _ID.match(p.stem)),
                      key=_order, reverse=True)

    # -- writing ----------------------------------------------------------------------------------
    def add(self, record: GameRecord, summary: dict) -> str:
        """Keep a finished game; returns its id.  The oldest beyond ``keep`` are deleted."""
        self.folder.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        same = [_order(i)[1] for i in self.ids() if i.startswith(stamp)]
        replay_id = f"{stamp}-{max(same, default=0) + 1}-{record.game}"
        data = {"replay": REPLAY_VERSION, "record": record.to_json(),
                "summary": _check_summary(dict(summary), record.players)}
        write_checked(self._path(replay_id), data)
        self.prune()
        return replay_id

    def prune(self) -> None:
        for old in self.ids()[self.keep:]:
            try:
                self._path(old).unlink()
            except OSError:
                pass

    # -- reading ----------------------------------------------------------------------------------
    def _read(self, replay_id: str) -> tuple[GameRecord, dict]:
        data = read_checked(self._path(replay_id), f"the replay {replay_id}", "replay",
                            REPLAY_VERSION)
        record = GameRecord.from_json(data.get("record"))
        return record, _check_summary(data.get("summary"), record.players)

    def info(self, replay_id: str) -> ReplayInfo:
        """The summary of one replay (checked in shape and checksum, not replayed)."""
        record, s = self._read(replay_id)
        return ReplayInfo(replay_id, record.game, record.players, tuple(s["names"]),
                          tuple(s["scores"]), tuple(s["winners"]), s["finished"],
                          len(record.actions))

    def list(self) -> list[ReplayInfo]:
        """Every readable replay, newest first; a bad one is moved aside (``errors`` says why)."""
        out = []
        for replay_id in self.ids():
            try:
                out.append(self.info(replay_id))
            except RecordError as exc:
                self._broken(replay_id, exc)
        return out

    def load(self, replay_id: str) -> GameRecord:
        """The record of ``replay_id``, fully checked: it replays to a finished game of a game
        this build plays.  ``RecordError`` otherwise (and a bad file is moved aside)."""
        if replay_id == "latest":
            ids = self.ids()
            if not ids:
                raise RecordError("no game has been kept for replay yet")
            replay_id = ids[0]
        if not self.exists(replay_id):
            raise ReplayMissing(f"there is no replay named {replay_id!r}")
        try:
            record, _ = self._read(replay_id)
            from engine.games import get_rules
            try:
                rules = get_rules(record.game)
            except KeyError:
                raise RecordError(f"this build does not play {record.game!r}") from None
            final = check_record(record, rules)
            if not rules.is_over(final):
                raise RecordError("the replay ends before its game does")
        except RecordError as exc:
            if self._path(replay_id).exists():
                self._broken(replay_id, exc)
            raise
        return record

    def _broken(self, replay_id: str, exc: Exception) -> None:
        self.errors.append(f"{replay_id}: {exc}")
        broken = self.folder / "broken"
        try:
            broken.mkdir(exist_ok=True)
            os.replace(self._path(replay_id), broken / f"{replay_id}.json")
        except OSError:
            pass


def _order(replay_id: str) -> tuple[str, int]:
    stamp, n = replay_id[:15], replay_id[16:].split("-", 1)[0]
    return (stamp, int(n) if n.isdigit() else 0)


def states(rules: Any, record: GameRecord, upto: int | None = None) -> Any:
    """The state after the first ``upto`` actions (all by default), rebuilt from the start."""
    state = rules.new_game(record.players, record.seed, record.options or None)
    for seat, action in record.actions[:upto]:
        state = rules.apply(state, seat, action)
    return state


__all__ = ["ReplayStore", "ReplayInfo", "ReplayMissing", "summary_of", "states", "KEEP"]
