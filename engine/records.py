"""Hall of fame and per-name statistics, kept as JSON in the user data folder (no pygame).

Arcade-style: one table per game, player count and variant, the top ``HALL_SIZE`` scores with
the name, the date and, where the game's rules have a rank table (``result_rank`` hook: It's a
Wonderful World solo), the rulebook's rank.  A variant is the
set of options that differ from the rules' defaults (Wonderful World's side B, a solo scenario,
A Wild Venture's autumn board...): its scores are not comparable with the plain game's, so it
gets its own table, keyed ``game/players/key=value,...``; the plain game keeps ``game/players``
(files from before variants load unchanged).  Statistics per name and
game: games played, wins, points (so an average score).

**Who counts.**  Only human seats enter the hall of fame and the statistics: an AI seat counts
in nothing (its level is noted on the human's entry as the opposition, e.g. "vs hard, normal").
A shared victory is a win for every winner.

**Files.**  ``records.json`` in ``engine.paths.user_data_dir()`` is written crash-safe the way
saves are (temp file, fsync, ``os.replace``, fsync of the folder; see engine/saves.py) and
carries a SHA-256 of its content.  A file that does not load (cut short, hand-edited, a newer
version, wrong shape) is moved aside as ``records.broken-<time>.json``; the store starts empty
and ``RecordsStore.error`` says why, so the app shows a message and never crashes.

The pure part (``add_result``, ``hall``, ``stats_rows``, ``validate``) works on plain dicts.
"""
from __future__ import annotations

import copy
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.games import get_rules
from engine.paths import user_data_dir
from engine.saves import CHECKSUM, _is_int, _reject_constant, checksum, move_aside, write_checked

RECORDS_VERSION = 1
HALL_SIZE = 10
MAX_BYTES = 4 * 1024 * 1024
MAX_NAME = 40
MAX_NAMES = 5000
AI_LEVELS = ("random", "easy", "normal", "hard")


class RecordsError(ValueError):
    """A records file that cannot be used (damaged, edited, from a newer version)."""


@dataclass(frozen=True)
class Result:
    """One finished game as the records see it."""
    game: str
    players: int
    names: tuple[str, ...]          # per seat
    humans: tuple[bool, ...]        # per seat: a human seat (only those count)
    levels: tuple[str, ...]         # per seat: the AI level ("" for a human)
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    date: str = field(default_factory=lambda: time.strftime("%Y-%m-%d"))
    variant: str = ""               # ``variant_key`` of the options ("" = the plain game)


@dataclass(frozen=True)
class NewRecord:
    """A human's score that entered a hall of fame: ``place`` 1 = the top."""
    name: str
    game: str
    players: int
    place: int
    score: int
    variant: str = ""


def empty() -> dict:
    return {"version": RECORDS_VERSION, "halls": {}, "stats": {}}


def _value_text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def variant_key(options: dict | None, rules_options: list | None = None) -> str:
    """``"key=value,..."`` of the options that differ from their default, sorted by key ("" for
    the plain game).  ``rules_options``: the rules' ``options()`` (their defaults); without them
    every given option counts."""
    defaults = {o.key: o.default for o in rules_options or ()}
    parts = sorted(f"{k}={_value_text(v)}" for k, v in (options or {}).items()
                   if k not in defaults or v != defaults[k])
    return ",".join(parts)


def variant_of(game: str, options: dict | None) -> str:
    """``variant_key`` of ``options`` for a registered ``game`` (its rules give the defaults)."""
    rules = _rules(game)
    return variant_key(options, rules.options() if rules is not None else None)


def variant_label(game: str, variant: str, lang: str, sep: str = " · ") -> str:
    """How a variant reads: "Board side: Autumn (path costs) · Theme deck: News" ("" for the
    plain game); an option the rules no longer know reads as ``key=value``."""
    if not variant:
        return ""
    rules = _rules(game)
    known = {o.key: o for o in rules.options()} if rules is not None else {}
    out = []
    for part in variant.split(","):
        key, _, text = part.partition("=")
        o = known.get(key)
        values = [_value_text(c) for c in o.choices] if o is not None else []
        if o is None or text not in values:
            out.append(part)
            continue
        names = o.choice_names.get(lang) or o.choice_names.get("en")
        name = o.name.get(lang) or o.name.get("en") or key
        out.append(f"{name}: {names[values.index(text)] if names else text}")
    return sep.join(out)


def hall_key(game: str, players: int, variant: str = "") -> str:
    return f"{game}/{players}/{variant}" if variant else f"{game}/{players}"


def split_key(key: str) -> tuple[str, int, str] | None:
    """(game, players, variant) of a hall key, or None if it is not one."""
    game, _, rest = str(key).partition("/")
    players, _, variant = rest.partition("/")
    if not game or not players.isdigit() or ("/" in rest and not variant):
        return None
    if variant and not all(p.partition("=")[0] and p.partition("=")[1]
                           for p in variant.split(",")):
        return None
    return game, int(players), variant


def name_key(name: str) -> str:
    """Statistics are per name, whatever the case or surrounding spaces."""
    return " ".join(name.split()).casefold()


def _rules(game: str) -> Any:
    """The rules of a registered ``game``, or None (a hall of fame can name a game since gone)."""
    try:
        return get_rules(game)
    except (KeyError, LookupError, ImportError, ValueError):
        return None


def _hook(game: str, name: str) -> Any:
    return getattr(_rules(game), name, None)


def rank_of(game: str, players: int, score: int) -> str | None:
    """The rulebook's rank id of a final ``score`` (It's a Wonderful World solo: "dictator"),
    asked of the game's rules hook ``result_rank``; None where the game has no rank table."""
    hook = _hook(game, "result_rank")
    return hook(players, score) if hook is not None else None


def has_ranks(game: str, players: int) -> bool:
    """Whether the tables of ``game`` at ``players`` players carry a rank per entry."""
    return rank_of(game, players, 0) is not None


def rank_name(game: str, rank: str | None, lang: str) -> str:
    """How a rank id of ``game`` reads in ``lang`` (its rules hook ``rank_name``); "" for none,
    the id itself for one the rules no longer name."""
    if not rank:
        return ""
    hook = _hook(game, "rank_name")
    return (hook(rank, lang) if hook is not None else None) or rank


def result_of(session: Any, names: list[str] | None = None) -> Result:
    """The ``Result`` of a finished ``GameSession`` (``names``: how the table named the seats)."""
    rules, state = session.rules, session.state
    n = len(session.seats)
    names = names or [session.seat_name(i) for i in range(n)]
    return Result(session.game, n, tuple(str(x) for x in names),
                  tuple(not s.is_ai for s in session.seats),
                  tuple(s.level if s.is_ai else "" for s in session.seats),
                  tuple(int(x) for x in rules.scores(state)),
                  tuple(int(x) for x in rules.winners(state)),
                  variant=variant_key(getattr(session.record, "options", None), rules.options()))


# -- pure logic ---------------------------------------------------------------------------------
def add_result(data: dict, result: Result) -> tuple[dict, list[NewRecord]]:
    """A copy of ``data`` with ``result`` entered; the human scores that made the hall of fame.

    A new score goes below every equal older one (the older record keeps its place)."""
    out = copy.deepcopy(data)
    key = hall_key(result.game, result.players, result.variant)
    table = out["halls"].setdefault(key, [])
    added = []
    for seat in range(result.players):
        if not result.humans[seat]:
            continue
        name = result.names[seat][:MAX_NAME]
        score = result.scores[seat]
        vs = [result.levels[s] for s in range(result.players) if s != seat and not result.humans[s]]
        entry = {"name": name, "score": score, "date": result.date,
                 "won": seat in result.winners, "vs": vs,
                 "rank": rank_of(result.game, result.players, score)}
        at = len(table)
        while at > 0 and table[at - 1]["score"] < score:
            at -= 1
        table.insert(at, entry)
        added.append(entry)
        row = out["stats"].setdefault(name_key(name), {"name": name, "games": {}})
        row["name"] = name
        g = row["games"].setdefault(result.game, {"played": 0, "wins": 0, "points": 0,
                                                  "best": score})
        g["played"] += 1
        g["wins"] += int(seat in result.winners)
        g["points"] += score
        g["best"] = max(g["best"], score)
    del table[HALL_SIZE:]
    news = []
    for entry in added:
        place = next((i for i, e in enumerate(table) if e is entry), None)
        if place is not None:
            news.append(NewRecord(entry["name"], result.game, result.players, place + 1,
                                  entry["score"], result.variant))
    if not table:
        del out["halls"][key]
    return out, news


def hall(data: dict, game: str, players: int, variant: str = "") -> list[dict]:
    """The hall of fame of ``game`` at ``players`` players in ``variant`` ("" = the plain
    game), best first."""
    return list(data["halls"].get(hall_key(game, players, variant), []))


def variants(data: dict, game: str, players: int) -> list[str]:
    """The variants of ``game`` at ``players`` players that have a table: the plain game ("")
    first, then the others sorted."""
    found = set()
    for key in data["halls"]:
        parts = split_key(key)
        if parts is not None and parts[:2] == (game, players):
            found.add(parts[2])
    return sorted(found, key=lambda v: (v != "", v))


@dataclass(frozen=True)
class StatsRow:
    name: str
    played: int
    wins: int
    points: int
    best: int

    @property
    def average(self) -> float:
        return self.points / self.played if self.played else 0.0


def stats_rows(data: dict, game: str | None = None) -> list[StatsRow]:
    """Per-name statistics of ``game`` (None: every game together), most wins first."""
    rows = []
    for row in data["stats"].values():
        games = [g for gid, g in row["games"].items() if game is None or gid == game]
        if not games:
            continue
        rows.append(StatsRow(row["name"], sum(g["played"] for g in games),
                             sum(g["wins"] for g in games), sum(g["points"] for g in games),
                             max(g["best"] for g in games)))
    rows.sort(key=lambda r: (-r.wins, -r.average, -r.played, r.name.casefold()))
    return rows


# -- validation -----------------------------------------------------------------------------------
def _name_ok(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= MAX_NAME


def validate(data: Any) -> dict:
    """``data`` if it is a records file of this build in meaning, else ``RecordsError``."""
    if not isinstance(data, dict):
        raise RecordsError("the file does not hold records")
    version = data.get("version")
    if _is_int(version) and version > RECORDS_VERSION:
        raise RecordsError(f"the records were written by a newer version of Five Realms "
                           f"(format {version}; this build reads {RECORDS_VERSION})")
    if version != RECORDS_VERSION:
        raise RecordsError(f"unknown records format {version!r}")
    halls, stats = data.get("halls"), data.get("stats")
    if not isinstance(halls, dict) or not isinstance(stats, dict) or len(stats) > MAX_NAMES:
        raise RecordsError("the records are damaged")
    for key, table in halls.items():
        if split_key(key) is None or not isinstance(table, list) or len(table) > HALL_SIZE:
            raise RecordsError("a hall of fame table is damaged")
        prev = None
        for e in table:
            if not isinstance(e, dict) or not _name_ok(e.get("name")) \
                    or not _is_int(e.get("score")) or not isinstance(e.get("date"), str) \
                    or len(e["date"]) > 32 or not isinstance(e.get("won"), bool) \
                    or not isinstance(e.get("vs"), list) \
                    or not all(v in AI_LEVELS for v in e["vs"]) \
                    or not (e.get("rank") is None or isinstance(e.get("rank"), str)):
                raise RecordsError("a hall of fame entry is damaged")
            if prev is not None and e["score"] > prev:
                raise RecordsError("a hall of fame table is out of order")
            prev = e["score"]
    for key, row in stats.items():
        if not isinstance(row, dict) or not _name_ok(row.get("name")) \
                or not isinstance(row.get("games"), dict):
            raise RecordsError("the statistics are damaged")
        for g in row["games"].values():
            if not isinstance(g, dict) or not all(_is_int(g.get(k)) for k in
                                                  ("played", "wins", "points", "best")) \
                    or not 0 <= g["wins"] <= g["played"]:
                raise RecordsError("the statistics are damaged")
    return {"version": version, "halls": halls, "stats": stats}


# -- the file -----------------------------------------------------------------------------------
class RecordsStore:
    """``records.json`` in the user data folder.  ``load`` never raises: a bad file is moved
    aside and ``error`` says why (shown to the player by the screen that loaded it)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or user_data_dir()
        self.error: str | None = None

    @property
    def path(self) -> Path:
        return self.folder / "records.json"

    def read(self) -> dict:
        """The records, checked; ``RecordsError`` if the file cannot be used (left in place)."""
        try:
            size = self.path.stat().st_size
            if size > MAX_BYTES:
                raise RecordsError(f"the records file is too large ({size} bytes)")
            text = self.path.read_bytes().decode("utf-8")
        except FileNotFoundError:
            return empty()
        except (OSError, UnicodeDecodeError) as exc:
            raise RecordsError(f"the records file is damaged ({type(exc).__name__})") from exc
        try:
            data = json.loads(text, parse_constant=_reject_constant)
        except (ValueError, RecursionError) as exc:
            raise RecordsError("the records file is damaged or cut short (not valid JSON)") from exc
        if isinstance(data, dict) and _is_int(data.get("version")) \
                and data["version"] > RECORDS_VERSION:
            validate(data)                  # names the newer version
        if not isinstance(data, dict) or data.get(CHECKSUM) != checksum(data):
            raise RecordsError("the records file was edited or damaged (its checksum does not match)")
        return validate(data)

    def load(self) -> dict:
        """The records; empty ones (and ``error`` set) when the file was bad and moved aside."""
        self.error = None
        try:
            return self.read()
        except RecordsError as exc:
            dest = self.quarantine()
            self.error = f"{exc}; moved aside to {dest.name}" if dest else str(exc)
            return empty()

    def write(self, data: dict) -> None:
        """Crash-safe: temp file + fsync + replace + fsync of the folder (as saves are)."""
        write_checked(self.path, validate(data))

    def record(self, result: Result) -> list[NewRecord]:
        """Enter ``result`` and write the file; the new records (``error`` set if the file
        could not be read or written: the game is then still shown, just not kept)."""
        data = self.load()
        error = self.error
        data, news = add_result(data, result)
        try:
            self.write(data)
        except OSError as exc:
            error = f"the records could not be written ({exc.strerror or exc})"
        self.error = error
        return news

    def quarantine(self) -> Path | None:
        return move_aside(self.path)


__all__ = ["RecordsStore", "RecordsError", "Result", "NewRecord", "StatsRow", "add_result",
           "hall", "stats_rows", "result_of", "rank_of", "has_ranks", "rank_name", "hall_key",
           "empty", "validate", "HALL_SIZE", "variant_key", "variant_of", "variant_label",
           "variants", "split_key"]
