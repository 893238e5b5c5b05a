"""Autosave and resume: the action log as JSON, written crash-safe; bad files refused, moved aside.

Writing: the record goes to a temp file which is flushed and fsync'ed, then ``os.replace``d over
the save, then the folder is fsync'ed, so killing the process at any moment leaves either the
previous save or the new one, whole.  Each save carries a SHA-256 of its content.

Loading never executes anything (JSON only) and checks, before a game is built from it: the size,
that it is a JSON object of this build's version (a newer one is refused by name), the checksum (a
truncated or hand-edited file fails it), the types and sizes of every field, that the game is one
this build plays with an allowed player count, and that the action log replays.  A file that
fails is moved aside (``autosave.broken-<time>.json``, kept for bug reports) and ``RecordError``
says why, so the menu keeps working.
"""
from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any, Callable

from engine.paths import user_data_dir
from engine.rules.record import (RECORD_VERSION, GameRecord, RecordError, RulesVersionError,
                                 replay)

MAX_SAVE_BYTES = 8 * 1024 * 1024
MAX_ACTIONS = 200_000
MAX_SEATS = 8
MAX_NAME = 200
CHECKSUM = "sha256"


def _canonical(data: dict) -> bytes:
    body = {k: v for k, v in data.items() if k != CHECKSUM}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return text.encode("utf-8")


def checksum(data: dict) -> str:
    return hashlib.sha256(_canonical(data)).hexdigest()


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no directory handles to sync)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def check_record(record: GameRecord, rules: Any | None = None) -> Any:
    """Validate a record's meaning; return the replayed final state.  RecordError if bad."""
    if not _is_int(record.players) or not _is_int(record.seed) or \
            not -2 ** 63 <= record.seed < 2 ** 64:
        raise RecordError("the saved game's header is damaged")
    if len(record.actions) > MAX_ACTIONS:
        raise RecordError(f"the saved game is too long ({len(record.actions)} actions)")
    if not isinstance(record.options, dict) or len(record.options) > 64 or not all(
            isinstance(k, str) and (_is_int(v) or isinstance(v, (str, bool)))
            for k, v in record.options.items()):
        raise RecordError("the saved game's options are damaged")
    if not isinstance(record.seats, list) or len(record.seats) > MAX_SEATS:
        raise RecordError("the saved game's seats are damaged")
    for s in record.seats:
        if not isinstance(s, dict) or s.get("kind", "human") not in ("human", "ai") or not all(
                isinstance(s.get(k, ""), str) and len(s.get(k, "")) <= MAX_NAME
                for k in ("level", "name")) or not _is_int(s.get("color", 0)) \
                or not 0 <= s.get("color", 0) < 64:
            raise RecordError("the saved game's seats are damaged")
    if record.seats and len(record.seats) != record.players:
        raise RecordError("the saved game's seats do not match its player count")
    for seat, _action in record.actions:
        if not _is_int(seat) or not 0 <= seat < record.players:
            raise RecordError(f"the saved game names a seat that does not exist ({seat!r})")
    if rules is None:
        from engine.games import get_rules
        try:
            rules = get_rules(record.game)
        except KeyError:
            raise RecordError(f"this build does not play {record.game!r}") from None
    if record.players not in rules.player_counts:
        raise RecordError(f"{record.game} is not played by {record.players} players")
    return replay(rules, record)


def write_checked(path: Path, data: dict) -> None:
    """``data`` plus its checksum, written crash-safe: a temp file flushed and fsync'ed, then
    ``os.replace``d over ``path``, then the folder fsync'ed (saves, records and replays)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    body = dict(data)
    body[CHECKSUM] = checksum(body)
    tmp = path.with_suffix(".tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            # dumps, not dump: json.dump streams through the pure-Python encoder (a whole
            # game's actions, every move); dumps uses the C one and writes the same text
            fh.write(json.dumps(body, separators=(",", ":"), ensure_ascii=False))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError:
        try:
            tmp.unlink()            # no half-written temp file left behind
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def read_checked(path: Path, what: str, version_key: str, version: int) -> dict:
    """The JSON object ``write_checked`` wrote to ``path``, checked in size, encoding, syntax,
    format version (``data[version_key] == version``) and checksum; ``RecordError`` telling a
    player what is wrong with ``what`` ("the saved game", "the replay") otherwise.  JSON only:
    nothing in the file is ever executed."""
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise RecordError(f"{what} is too large ({size} bytes)")
        text = path.read_bytes().decode("utf-8")
    except FileNotFoundError as exc:
        raise RecordError(f"there is no {what.removeprefix('the ')}") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{what} is damaged ({type(exc).__name__})") from exc
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise RecordError(f"{what} is damaged or cut short (not valid JSON)") from exc
    if not isinstance(data, dict):
        raise RecordError(f"the file does not hold {what}")
    found = data.get(version_key)
    if _is_int(found) and found > version:
        raise RecordError(f"{what} was written by a newer version of Five Realms "
                          f"(format {found}; this build reads {version})")
    if found != version:
        raise RecordError(f"{what} has an unknown format ({found!r}); this build reads {version}")
    if data.get(CHECKSUM) != checksum(data):
        raise RecordError(f"{what} was edited or damaged (its checksum does not match)")
    return data


def move_aside(path: Path) -> Path | None:
    """Move a file that cannot be used to ``<name>.broken-<time>.json`` beside it (kept for bug
    reports, out of the way of the app); its new path, or None if there was nothing to move."""
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    dest = path.with_name(f"{path.stem}.broken-{stamp}.json")
    n = 1
    while dest.exists():
        n += 1
        dest = path.with_name(f"{path.stem}.broken-{stamp}-{n}.json")
    try:
        os.replace(path, dest)
    except OSError:
        return None
    return dest


class SaveStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or user_data_dir()

    @property
    def autosave_path(self) -> Path:
        return self.folder / "autosave.json"

    def write(self, record: GameRecord) -> None:
        """Write crash-safe (temp file + fsync + replace + fsync of the folder)."""
        data = record.to_json()
        data["saved_at"] = time.strftime("%Y-%m-%d %H:%M:%S")
        write_checked(self.autosave_path, data)

    def autosaver(self, report: Callable[[str], None]) -> Callable[[GameRecord], None]:
        """``write`` as a ``GameSession.autosave`` that never stops the game: the first write
        that fails (a folder where the save belongs, a read-only or full disk) calls ``report``
        with where and why, once, and the game goes on without autosave."""
        failed: list[OSError] = []

        def autosave(record: GameRecord) -> None:
            if failed:
                return
            try:
                self.write(record)
            except OSError as exc:
                failed.append(exc)
                report(self.write_problem(exc))
        return autosave

    def write_problem(self, exc: OSError) -> str:
        """Where and why the save cannot be written, for a player."""
        why = exc.strerror or str(exc) or type(exc).__name__
        if self.autosave_path.is_dir():
            why = "a folder is in the way"
        return f"{self.autosave_path}: {why}"

    def exists(self) -> bool:
        return self.autosave_path.is_file()

    def read(self) -> GameRecord:
        """The saved record, checked in shape, version and checksum (not replayed); RecordError
        if it cannot be used (the file is left where it is)."""
        return GameRecord.from_json(
            read_checked(self.autosave_path, "the saved game", "version", RECORD_VERSION))

    def load(self) -> GameRecord:
        """The saved record, fully validated (its actions replay); RecordError otherwise, and
        the bad file is moved aside first."""
        try:
            record = self.read()
            check_record(record)
        except RecordError as exc:
            if not self.exists():
                raise
            dest = self.quarantine()
            where = f"; moved aside to {dest.name}" if dest else ""
            exc.args = (f"{exc}{where}",)     # the same error (its kind tells the menu why)
            raise
        return record

    def quarantine(self) -> Path | None:
        """Move a bad save aside (kept for bug reports) so the menu works again."""
        return move_aside(self.autosave_path)

    def clear(self) -> None:
        try:
            self.autosave_path.unlink()
        except OSError:
            pass            # nothing there, or not a file the game wrote (a folder)


def save_problem(i18n: Any, exc: Exception) -> str:
    """What the player is told about a save that cannot be resumed (it was moved aside)."""
    if isinstance(exc, RulesVersionError):
        key = "save.new_rules" if exc.newer else "save.old_rules"
        return i18n.t(key, game=i18n.t(f"game.{exc.game}"))
    return i18n.t("save.damaged", why=str(exc))
