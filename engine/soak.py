"""Soak: many random-legal games per game and player count, every action checked (no pygame).

``python main.py soak [GAME] --games N --seed S [--players P] [--jobs J]`` plays, for every
registered game (or GAME) and every allowed player count (or P), N games with random legal
actions.  Game k of a player count uses the seed ``S + k`` and a chooser seeded from that seed and
the player count, so ``soak GAME --players P --seed X --games 1`` replays one game exactly.

After every action it checks, generically (nothing here knows any game):
- ``to_act`` names valid seats and each has a legal action; ``step`` leaves its input unchanged
  (it still equals the copy read back from its JSON; a state type without value equality is
  dumped again instead);
- the rules' optional ``check_invariants(state)`` reports nothing (component counts conserved,
  resources within their tracks...), run once a step: by ``from_json`` on the copy read back
  for rules that say ``from_json_runs_invariants``, else by the soak; ``scores`` is one int
  per seat;
- the game ends within ``max_actions`` actions; at the end winners and breakdowns are defined;
- JSON round-trip: ``from_json(to_json(s))`` equals ``s`` (or, without value equality, dumps
  identically), and ``from_json``'s own checks of a real state pass;
- secrets: the *hidden tokens* of seat v are the string leaves of ``to_json(state)`` missing from
  ``to_json(view(state, v))``; none may appear in ``view_events(events, v)`` nor in
  ``describe(action, lang, viewer=v, seat=actor)`` (by token or, when the rules offer
  ``label(token, lang)``, by its display name);
- at the end, replaying the action log from ``new_game`` gives the same final state.

The variants vary too: game k draws each of the rules' ``options()`` from its seed (a choice the
rules refuse for this player count, e.g. a solo scenario at 3 players, falls back to its
default), so a soak covers every board, deck, side and scenario, not just the defaults.

``--max-seconds S`` stops starting games of a title after S seconds; its line then says how many
of the planned games ran (player counts take turns, so each is covered).  Each line gives the
wall time and the CPU time of the games.

A fault stops that game and is reported with its seed and action index.  Rules that lack an
optional part (``check_invariants``, ``view_events``, ``describe``'s ``viewer``) are soaked
without that check and the report says so.
"""
from __future__ import annotations

import argparse
import inspect
import json
import os
import re
import signal
import sys
import threading
import time
import traceback
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Sequence, TextIO

from engine.rules.rng import Rng, seed_state

DEFAULT_MAX_ACTIONS = 20_000
LANGS = ("en", "uk")
MAX_FAULTS_SHOWN = 10          # per game type; the rest are counted


@dataclass
class Fault:
    game: str
    players: int
    seed: int
    action_index: int          # index of the action after which the check failed; -1 = set-up
    check: str
    message: str
    options: dict = field(default_factory=dict)

    def reproduce(self) -> str:
        return (f"python main.py soak {self.game} --players {self.players} --seed {self.seed} "
                "--games 1")

    def __str__(self) -> str:
        opts = f" options={self.options}" if self.options else ""
        return (f"FAULT {self.game} {self.players}p seed={self.seed}{opts} "
                f"action={self.action_index} [{self.check}] {self.message}\n"
                f"  reproduce: {self.reproduce()}")


@dataclass
class GameResult:
    game: str
    players: int
    seed: int
    actions: int
    faults: list[Fault] = field(default_factory=list)
    options: dict = field(default_factory=dict)
    cpu: float = 0.0           # CPU seconds the game and its checks took (in its process)


@dataclass
class Summary:
    game: str
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    faults: list[Fault] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    variants: set[str] = field(default_factory=set)     # distinct option sets played
    cpu: float = 0.0                                    # CPU seconds over all games
    planned: int = 0                                    # games asked for
    interrupted: bool = False                           # stopped by Ctrl+C / SIGINT

    def line(self) -> str:
        note = f"  (not checked: {'; '.join(self.notes)})" if self.notes else ""
        if self.planned and self.games < self.planned:
            why = "interrupted" if self.interrupted else "time budget"
            note += f"  ({why}: {self.games} of {self.planned} games played)"
        return (f"{self.game:<20} games {self.games:>6}  actions {self.actions:>9}  "
                f"variants {len(self.variants):>4}  faults {len(self.faults):>4}  "
                f"{self.seconds:8.1f} s  cpu {self.cpu:8.1f} s{note}")


# -- what the rules offer ------------------------------------------------------------------------
@dataclass(frozen=True)
class Abilities:
    invariants: bool
    view_events: bool
    describe_viewer: bool
    label: bool

    @classmethod
    def of(cls, rules: Any) -> "Abilities":
        return cls(callable(getattr(rules, "check_invariants", None)),
                   callable(getattr(rules, "view_events", None)),
                   _accepts(getattr(rules, "describe", None), "viewer"),
                   callable(getattr(rules, "label", None)))

    def notes(self) -> list[str]:
        out = []
        if not self.invariants:
            out.append("no check_invariants")
        if not self.view_events:
            out.append("no view_events")
        if not self.describe_viewer:
            out.append("describe has no viewer")
        return out


def _accepts(fn: Any, name: str) -> bool:
    if not callable(fn):
        return False
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is p.VAR_KEYWORD for p in params.values())


# -- leaves and tokens ---------------------------------------------------------------------------
def string_leaves(data: Any) -> set[str]:
    """Every string in a JSON-like value (dict keys excluded: they are field names); events
    (dataclasses) are walked field by field."""
    out: set[str] = set()
    stack = [data]
    pop, push, add = stack.pop, stack.extend, out.add
    while stack:
        x = pop()
        t = type(x)
        if t is str:
            add(x)
        elif t is list or t is tuple:
            push(x)
        elif t is dict:
            push(x.values())
        elif t is int or x is None or t is float or t is bool:
            continue
        elif isinstance(x, str):
            add(str(x))
        elif isinstance(x, dict):
            push(x.values())
        elif isinstance(x, (list, tuple, set, frozenset)):
            push(x)
        elif hasattr(x, "__dataclass_fields__") and not isinstance(x, type):
            push(getattr(x, f) for f in x.__dataclass_fields__)
    return out


def hidden_tokens(rules: Any, full_json: dict, state: Any, viewer: int | None,
                  full_strings: set[str] | None = None) -> set[str]:
    """String leaves of the full state's JSON that the viewer's view does not contain."""
    if full_strings is None:
        full_strings = string_leaves(full_json)
    return full_strings - string_leaves(rules.to_json(rules.view(state, viewer)))


def _dump(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


_WORDY = re.compile(r"[A-Za-z_]")


_WORD = re.compile(r"\w+")


class Namer:
    """Which state strings a log line names: by the token itself (4+ characters with a letter)
    or, when the rules offer ``label(token, lang)``, by its display name.  Learns tokens as they
    appear; a line is looked up phrase by phrase (runs of whole words), so the cost follows the
    line's length, not the number of tokens."""

    def __init__(self, rules: Any, use_label: bool) -> None:
        self.rules, self.use_label = rules, use_label
        self.seen: set[str] = set()
        self.index: dict[str, dict[str, set[str]]] = {lang: {} for lang in LANGS}
        self.labels: dict[tuple[str, str], str] = {}
        self.max_words = 1

    def _add(self, lang: str, phrase: str, tok: str) -> None:
        words = len(_WORD.findall(phrase))
        if not words or words > 8 or not (_WORD.match(phrase[0]) and _WORD.match(phrase[-1])):
            return      # a line is looked up by runs of whole words: this could never match
        self.index[lang].setdefault(phrase, set()).add(tok)
        self.max_words = max(self.max_words, min(words, 8))

    def learn(self, strings: set[str]) -> None:
        new = strings - self.seen
        if not new:
            return
        self.seen |= new
        for tok in new:
            for lang in LANGS:
                if len(tok) >= 4 and _WORDY.search(tok):
                    self._add(lang, tok, tok)
                if self.use_label:
                    try:
                        name = self.rules.label(tok, lang)
                    except Exception:  # noqa: BLE001 - a token the label table does not know
                        name = None
                    if isinstance(name, str) and len(name.strip()) >= 3:
                        self.labels[(tok, lang)] = name.strip()
                        self._add(lang, name.strip(), tok)

    def named(self, line: str, lang: str) -> set[str]:
        idx = self.index.get(lang) or self.index[LANGS[0]]
        spans = [m.span() for m in _WORD.finditer(line)]
        out: set[str] = set()
        for i, (a, _) in enumerate(spans):
            for j in range(i, min(len(spans), i + self.max_words)):
                toks = idx.get(line[a:spans[j][1]])
                if toks:
                    out |= toks
        return out

    def show(self, tok: str, lang: str) -> str:
        name = self.labels.get((tok, lang))
        return f"{tok} ({name})" if name else tok


_NAMERS: dict[int, Namer] = {}


def namer_for(rules: Any, use_label: bool) -> Namer:
    n = _NAMERS.get(id(rules))
    if n is None or n.rules is not rules:
        n = _NAMERS[id(rules)] = Namer(rules, use_label)
    return n


# -- one game --------------------------------------------------------------------------------------
class _Stop(Exception):
    def __init__(self, fault: Fault) -> None:
        super().__init__(str(fault))
        self.fault = fault


def crash_text(exc: BaseException) -> str:
    """An exception as a fault reports it: its type, message and the line that raised it."""
    tb = traceback.extract_tb(exc.__traceback__)
    where = f" at {os.path.basename(tb[-1].filename)}:{tb[-1].lineno}" if tb else ""
    return f"{type(exc).__name__}: {exc}{where}"


def chooser_seed(seed: int, players: int) -> int:
    return seed_state(seed * 7919 + players * 104729 + 17)


def soak_options(rules: Any, players: int, seed: int) -> dict:
    """The variant options game ``seed`` at ``players`` is soaked with: each option drawn from
    the seed; an option the rules refuse at this count (``new_game`` raises) falls back to its
    default, last first, so the result is always a set-up the rules accept."""
    opts = list(rules.options()) if callable(getattr(rules, "options", None)) else []
    if not opts:
        return {}
    rng = Rng(seed_state(seed * 6271 + players * 31337 + 5))
    chosen = {o.key: o.choices[rng.randrange(len(o.choices))] for o in opts}
    for o in reversed(opts):
        try:
            rules.new_game(players, seed, dict(chosen))
            return chosen
        except ValueError:          # refused (IllegalAction is a ValueError): try the default
            chosen[o.key] = o.default
        except Exception:  # noqa: BLE001 - a crash, not a refusal: soak_game reports it
            return chosen
    return {o.key: o.default for o in opts}


def soak_game(rules: Any, players: int, seed: int, max_actions: int = DEFAULT_MAX_ACTIONS,
              abilities: Abilities | None = None, check_secrets: bool = True) -> GameResult:
    """Play one random-legal game with every check; the first fault ends it."""
    ab = abilities or Abilities.of(rules)
    cpu0 = time.process_time()
    game = getattr(rules, "id", type(rules).__name__)
    result = GameResult(game, players, seed, 0)
    index = -1

    def fault(check: str, message: str) -> _Stop:
        return _Stop(Fault(game, players, seed, index, check, message, options))

    def call(check: str, fn, *args, **kw):
        try:
            return fn(*args, **kw)
        except _Stop:
            raise
        except Exception as exc:  # noqa: BLE001 - any crash of the rules is a fault
            raise fault(check, crash_text(exc)) from None

    rng = Rng(chooser_seed(seed, players))
    log: list[tuple[int, tuple]] = []
    options: dict = {}
    try:
        options = call("options", soak_options, rules, players, seed)
        result.options = options
        state = call("new_game", rules.new_game, players, seed, dict(options) or None)
        full = call("to_json", rules.to_json, state)
        text = _dump(full)
        ref = _check_state(rules, state, full, text, players, ab, fault, call)
        while not call("is_over", rules.is_over, state):
            if len(log) >= max_actions:
                raise fault("ends", f"the game is not over after {max_actions} actions")
            to_act = call("to_act", rules.to_act, state)
            if not to_act:
                raise fault("to_act", "nobody is to act but the game is not over")
            if len(set(to_act)) != len(to_act) or not all(
                    isinstance(s, int) and 0 <= s < players for s in to_act):
                raise fault("to_act", f"to_act returned {to_act!r}")
            seat = rng.choice(to_act)
            legal = call("legal_actions", rules.legal_actions, state, seat)
            if not legal:
                raise fault("legal_actions", f"seat {seat} is to act but has no legal action")
            action = tuple(rng.choice(legal))
            index = len(log)
            new, events = call("step", rules.step, state, seat, action)
            log.append((seat, action))
            result.actions = len(log)
            if not _unchanged(state, ref, text, rules, call):
                raise fault("immutable", f"step({seat}, {action!r}) changed the state it was given")
            state = new
            full = call("to_json", rules.to_json, state)
            text = _dump(full)
            ref = _check_state(rules, state, full, text, players, ab, fault, call)
            if check_secrets:
                _check_secrets(rules, state, full, seat, action, events, players, ab, fault, call)
        index = len(log)
        _check_end(rules, state, players, fault, call)
        replayed = call("replay", rules.new_game, players, seed, dict(options) or None)
        for i, (seat, action) in enumerate(log):
            replayed = call("replay", rules.apply, replayed, seat, action)
        if _dump(call("to_json", rules.to_json, replayed)) != text:
            raise fault("replay", "replaying the action log gives a different final state")
    except _Stop as stop:
        result.faults.append(stop.fault)
    result.cpu = time.process_time() - cpu0
    return result


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def _unchanged(state, ref, text, rules, call) -> bool:
    """Whether ``state`` is still what it was before ``step``: equal to ``ref``, its copy made
    from JSON (no second JSON dump needed), or, for states without value equality, dumping as
    ``text`` still."""
    if ref is not None:
        return call("immutable", _same, state, ref)
    return _dump(call("to_json", rules.to_json, state)) == text


def _check_state(rules, state, full, text, players, ab, fault, call) -> Any:
    """The JSON round trip, the scores and the invariants of ``state``.  Returns the state read
    back from JSON when it equals ``state`` (an independent copy ``_unchanged`` compares the
    state with after the next step), None for states without value equality."""
    try:
        back = rules.from_json(json.loads(text))
    except Exception as exc:  # noqa: BLE001 - a refusal of a real state is a fault
        problems = call("check_invariants", rules.check_invariants, state) if ab.invariants \
            else None
        if problems:        # say which invariant, not only that from_json refused it
            raise fault("invariants", "; ".join(str(p) for p in problems)) from None
        raise fault("from_json", crash_text(exc)) from None
    ref = back if call("json", _same, back, state) else None
    # equal states write equal JSON; only unequal ones (or states compared by identity) are
    # written again to tell a lossy round trip from a missing __eq__
    if ref is None and _dump(call("to_json", rules.to_json, back)) != text:
        raise fault("json", "from_json(to_json(state)) does not dump the same")
    scores = call("scores", rules.scores, state)
    if not isinstance(scores, (list, tuple)) or len(scores) != players or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in scores):
        raise fault("scores", f"scores() is {scores!r}, not {players} ints")
    # a game whose from_json runs its invariants has just run them on ``back``, which equals
    # ``state``: a second run would find the same
    if ab.invariants and not (ref is not None and getattr(rules, "from_json_runs_invariants",
                                                            False) is True):
        problems = call("check_invariants", rules.check_invariants, state)
        if problems:
            raise fault("invariants", "; ".join(str(p) for p in problems))
    return ref


def _check_secrets(rules, state, full, actor, action, events, players, ab, fault, call) -> None:
    if not (ab.view_events or ab.describe_viewer):
        return
    strings = string_leaves(full)
    namer = namer_for(rules, ab.label)
    if ab.describe_viewer:
        namer.learn(strings)
    named: dict[tuple[str, str], set[str]] = {}     # (lang, line) -> tokens it names
    for viewer in list(range(players)) + [None]:
        if viewer == actor:
            continue
        hidden = call("view", hidden_tokens, rules, full, state, viewer, strings)
        if not hidden:
            continue
        who = "spectator" if viewer is None else f"seat {viewer}"
        if ab.view_events:
            seen = call("view_events", rules.view_events, events, viewer)
            leaked = string_leaves(list(seen)) & hidden
            if leaked:
                raise fault("secrets", f"view_events for {who} after {action!r} by seat {actor} "
                                       f"names hidden {sorted(leaked)[:5]}: {list(seen)!r:.300}")
        if ab.describe_viewer:
            for lang in LANGS:
                line = str(call("describe", rules.describe, action, lang, viewer=viewer,
                                seat=actor))
                key = (lang, line)
                if key not in named:
                    named[key] = namer.named(line, lang)
                leaked = named[key] & hidden
                if leaked:
                    shown = [namer.show(t, lang) for t in sorted(leaked)[:5]]
                    raise fault("secrets", f"describe({action!r}, {lang!r}) for {who} says "
                                           f"{line!r}, naming hidden {shown}")


def _check_end(rules, state, players, fault, call) -> None:
    if call("to_act", rules.to_act, state):
        raise fault("to_act", "the game is over but to_act is not empty")
    winners = call("winners", rules.winners, state)
    if not winners or len(set(winners)) != len(winners) or not set(winners) <= set(range(players)):
        raise fault("winners", f"winners() at the end is {winners!r}")
    for seat in range(players):
        bd = call("score_breakdown", rules.score_breakdown, state, seat)
        if not isinstance(bd, dict):
            raise fault("score_breakdown", f"score_breakdown({seat}) is {type(bd).__name__}")


# -- many games ----------------------------------------------------------------------------------
def _resolve(game: Any) -> Any:
    """Rules from a registered id, a module path ("engine.rules.x"), or rules themselves."""
    if isinstance(game, str) and "." in game:
        import importlib
        return importlib.import_module(game).RULES
    if isinstance(game, str):
        from engine.games import get_rules
        return get_rules(game)
    return game


def _work(task: tuple) -> GameResult:
    game, players, seed, max_actions = task
    return soak_game(_resolve(game), players, seed, max_actions)


def plan(rules: Any, games: int, seed: int, players: int | None = None) -> list[tuple[int, int]]:
    """(players, seed) of every game, player counts taking turns (a soak cut short by its time
    budget has played every count about as often)."""
    counts = [players] if players else list(rules.player_counts)
    return [(p, seed + k) for k in range(games) for p in counts]


def _pool(jobs: int) -> Any:
    if jobs <= 1:
        return None
    import multiprocessing
    from engine.ai.workers import exit_with_parent
    # the workers end with this process, killed or not (``exit_with_parent``)
    return multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn").Pool(
        jobs, initializer=exit_with_parent, initargs=(os.getpid(),))


def soak(games: Sequence[Any], n: int, seed: int = 1, players: int | None = None, jobs: int = 1,
         max_actions: int = DEFAULT_MAX_ACTIONS, out: TextIO | None = None,
         max_seconds: float | None = None) -> list[Summary]:
    """Soak each game (an id or a rules object; objects run in this process) and print one
    line per game type, faults first.  With ``max_seconds`` a game type starts no new game
    after that many seconds (wall time); its line says how many of the ``n`` per count ran.
    Returns the summaries."""
    out = out or sys.stdout
    summaries = []
    pool = _pool(jobs)
    try:
        for game in games:
            rules = _resolve(game)
            gid = getattr(rules, "id", str(game))
            summary = Summary(gid, notes=Abilities.of(rules).notes())
            if players is not None and players not in rules.player_counts:
                print(f"{gid:<20} skipped: not played by {players}", file=out)
                continue
            tasks = plan(rules, n, seed, players)
            summary.planned = len(tasks)
            t0 = time.perf_counter()
            if pool is not None and isinstance(game, str):
                results: Iterable[GameResult] = pool.imap_unordered(
                    _work, [(game, p, s, max_actions) for p, s in tasks], chunksize=4)
            else:
                results = (soak_game(rules, p, s, max_actions) for p, s in tasks)
            try:
                for r in results:
                    summary.games += 1
                    summary.actions += r.actions
                    summary.cpu += r.cpu
                    summary.variants.add(_dump(r.options))
                    summary.faults.extend(r.faults)
                    if max_seconds is not None and time.perf_counter() - t0 > max_seconds \
                            and summary.games < len(tasks):
                        if pool is not None:        # drop the games queued in the workers
                            pool.terminate()
                            pool = _pool(jobs)
                        break
            except KeyboardInterrupt:       # Ctrl+C: what ran so far is still reported
                summary.interrupted = True
                if pool is not None:
                    pool.terminate()
                    pool = None
            summary.seconds = time.perf_counter() - t0
            summary.faults.sort(key=lambda f: (f.players, f.seed))
            summaries.append(summary)
            _print(summary, out)
            if summary.interrupted:
                break
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return summaries


def _print(summary: Summary, out: TextIO) -> None:
    for f in summary.faults[:MAX_FAULTS_SHOWN]:
        print(f, file=out)
    if len(summary.faults) > MAX_FAULTS_SHOWN:
        print(f"... and {len(summary.faults) - MAX_FAULTS_SHOWN} more faults in {summary.game}",
              file=out)
    print(summary.line(), file=out, flush=True)


def cli(game: str | None, games: int, seed: int, players: int | None = None, jobs: int = 1,
        max_actions: int = DEFAULT_MAX_ACTIONS, max_seconds: float | None = None) -> int:
    from engine.games import registered
    ids = registered()
    games_: list[Any] = [game] if game else list(ids)
    if game is not None and game not in ids:
        rules = _unregistered(game)
        if rules is None:
            print(f"error: unknown game {game!r}; registered: {', '.join(ids)}", file=sys.stderr)
            return 2
        print(f"note: {game} is not registered yet; soaking engine.rules.{game}")
        games_ = [f"engine.rules.{game}"]
    if game is not None and players is not None:
        counts = tuple(_resolve(games_[0]).player_counts)
        if players not in counts:
            print(f"error: {game} is played by {', '.join(map(str, counts))} players, "
                  f"not {players}", file=sys.stderr)
            return 2
    if games < 1 or jobs < 1 or max_actions < 1:
        print("error: --games, --jobs and --max-actions must be at least 1", file=sys.stderr)
        return 2
    if max_seconds is not None and not max_seconds > 0:     # nan too
        print("error: --max-seconds must be a positive number", file=sys.stderr)
        return 2
    return run(games_, games, seed, players, jobs, max_actions, max_seconds=max_seconds)


def _unregistered(game: str) -> Any:
    """The RULES of a game whose rules module exists but is not registered yet (so a game's
    author can soak it before registering it), or None."""
    import importlib
    if not game.isidentifier():
        return None
    try:
        return importlib.import_module(f"engine.rules.{game}").RULES
    except (ImportError, AttributeError):
        return None


@contextmanager
def _sigterm_interrupts() -> Iterator[None]:
    """SIGTERM stops the soak as Ctrl+C does, so what ran is still reported: a soak started in
    the background ignores SIGINT, and ``kill`` is how it is stopped.  (A forked worker that
    inherits the handler just ends, as SIGTERM would end it.)"""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    owner = os.getpid()

    def interrupt(signum: int, _frame: Any) -> None:
        if os.getpid() != owner:
            os._exit(128 + signum)
        raise KeyboardInterrupt
    before = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


def run(games_: Sequence[Any], games: int, seed: int, players: int | None = None, jobs: int = 1,
        max_actions: int = DEFAULT_MAX_ACTIONS, out: TextIO | None = None,
        max_seconds: float | None = None) -> int:
    """Soak and print the report; the exit status: 1 if any fault was found, else 130 if it was
    interrupted (Ctrl+C), else 0."""
    out = out or sys.stdout
    with _sigterm_interrupts():
        summaries = soak(games_, games, seed, players, jobs, max_actions, out, max_seconds)
    faults = sum(len(s.faults) for s in summaries)
    stopped = any(s.interrupted for s in summaries)
    print(f"soak: {sum(s.games for s in summaries)} games, "
          f"{sum(s.actions for s in summaries)} actions, {faults} faults"
          + (" (interrupted)" if stopped else ""), file=out)
    return 1 if faults else 130 if stopped else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.soak", description=__doc__.splitlines()[0])
    add_arguments(p)
    a = p.parse_args(argv)
    return cli(a.game, a.games, a.seed, a.players, a.jobs, a.max_actions, a.max_seconds)


def add_arguments(p: argparse.ArgumentParser, with_seed: bool = True) -> None:
    p.add_argument("game", nargs="?", help="game id (default: every registered game)")
    p.add_argument("--games", type=int, default=10, help="games per player count (default 10)")
    if with_seed:
        p.add_argument("--seed", type=int, default=1, help="first game's seed (default 1)")
    p.add_argument("--players", type=int, default=None, help="only this player count")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--max-actions", type=int, default=DEFAULT_MAX_ACTIONS,
                   help=f"a game longer than this is a fault (default {DEFAULT_MAX_ACTIONS})")
    p.add_argument("--max-seconds", type=float, default=None,
                   help="per game type, start no new game after this many seconds; the report "
                        "says how many games ran")


if __name__ == "__main__":
    sys.exit(main())
