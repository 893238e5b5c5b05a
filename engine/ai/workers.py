"""AI decisions off the UI thread: a pool of worker processes, or in-frame slices as a fallback.

The UI thread sends ``(rules reference, to_json(view), seat, level, seed)`` and later picks up the
action; a worker rebuilds the view with ``from_json`` and runs the same agent ``selfplay`` runs,
so the same seed and view give the same choice.  Workers are started with the ``spawn`` method
(safe next to SDL's threads), poll a shared "cancelled" slot between slices so a closed game stops
its search within a few milliseconds, and are stopped by ``shutdown_service`` (called by the app
on exit and registered with ``atexit``).  A worker never outlives its app: a watchdog thread
(``exit_with_parent``) ends the process within ``PARENT_CHECK_S`` once the app is gone, killed
mid-search or idle, even where another process still holds the app's end of the pipe; the
process pool the table server and a hosted table think in (``ai_executor``) has the same
watchdog (``ProcessPoolExecutor``'s own workers wait for their next task forever).

Where processes cannot start (a sandbox, a frozen build without multiprocessing support, or
``FIVE_REALMS_AI_PROCESSES=0``), ``SlicedService`` thinks inside the frame in short slices from
``idle`` — the old way, kept only as a fallback.

Simultaneous seats think in parallel: besides its ``size`` regular workers (cores minus one, so
the UI keeps a core) the pool keeps ``extra`` burst workers (up to the number of cores, never
more) that take a request only while every regular worker is busy — the AI seats of a
simultaneous step, or a hint asked while an AI thinks — and only while the machine has a core
to spare (``SpareCpu``: idle time in /proc/stat over the last half second, the burst workers' own
use counted as spare; unknown elsewhere = spare).  On a machine busy with other programs a burst
worker would only split the game's share of the CPU (the operating system shares it between
sessions, not between their processes) and cost the UI thread its frame budget, so requests then
queue for the regular worker as before.  A burst worker also runs at the lowest priority
(``BURST_NICE``): where it shares a core with the UI thread, the frame comes first.

Pure: no pygame.  Both services have the same small interface:
``request(rules, view, seat, level, seed) -> Ticket``, ``poll() -> finished tickets``,
``cancel(ticket)``, ``idle(deadline)``, ``busy()``, ``shutdown()``.
"""
from __future__ import annotations

import atexit
import importlib
import itertools
import multiprocessing as mp
import multiprocessing.connection
import os
import sys
import threading
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from time import perf_counter
from typing import Any

from engine.ai import make_agent
from engine.ai.agent import hook
from engine.rules.protocol import Action, Rules

SLICE_S = 0.02          # a worker checks for cancellation this often
FALLBACK_SLICE_S = 0.004
FALLBACK_MIN_SLICE_S = 0.0005
BURST_NICE = 19         # a burst worker runs on what the UI and the regular workers leave
BURST_SPARE = 0.6       # cores the machine must have had idle for a burst worker to start one
SPARE_WINDOW_S = 0.5    # how often (and over how long) the spare CPU is measured
PARENT_CHECK_S = 0.25   # a worker process looks this often whether its app is still there


# -- rules by reference (a worker imports them by name) ----------------------------------------
def rules_ref(rules: Rules) -> str:
    """``"game:<id>"`` for a registered game, else ``"module:NAME"`` of a module-level object."""
    try:
        from engine.games import get_rules
        if get_rules(rules.id) is rules:
            return f"game:{rules.id}"
    except (KeyError, LookupError, ImportError):
        pass
    module = sys.modules.get(type(rules).__module__)
    for name, value in vars(module or object()).items():
        if value is rules:
            return f"{module.__name__}:{name}"
    raise ValueError(f"rules {rules.id!r} cannot be named for a worker process")


_RULES_CACHE: dict[str, Rules] = {}


def resolve_rules(ref: str) -> Rules:
    rules = _RULES_CACHE.get(ref)
    if rules is None:
        kind, _, name = ref.partition(":")
        if kind == "game":
            from engine.games import get_rules
            rules = get_rules(name)
        else:
            rules = getattr(importlib.import_module(kind), name)
        _RULES_CACHE[ref] = rules
    return rules


def decide(ref: str, view_json: dict, seat: int, level: str, seed: int,
           settings: dict | None = None, cancelled=None) -> Action | None:
    """One decision exactly as ``selfplay`` makes it; None if ``cancelled()`` became true."""
    rules = resolve_rules(ref)
    view = rules.from_json(view_json)
    thinking = make_agent(level, seed, **(settings or {})).think(rules, view, seat)
    while not thinking.advance(SLICE_S):
        if cancelled is not None and cancelled():
            return None
    return thinking.result


def quick_answer(rules: Rules, view: Any, seat: int, level: str) -> Action | None:
    """A decision the rules make without a search (their cheap ``ai_shortcut`` hook, never for
    the random level), or None: answered at once in the asking process, without a worker round
    trip or a place in the queue behind other seats' searches."""
    if level == "random":
        return None
    fn = hook(rules, "ai_shortcut")
    return fn(view, seat) if fn is not None else None


def _answered(ticket: "Ticket", action: Action) -> "Ticket":
    ticket.done, ticket.action, ticket.finished = True, action, ticket.started
    return ticket


# -- tickets ------------------------------------------------------------------------------------
@dataclass
class Ticket:
    """One decision asked for.  ``done`` once the action (or an error) came back."""
    id: int
    seat: int
    level: str
    started: float = field(default_factory=perf_counter)
    done: bool = False
    action: Action | None = None
    error: str | None = None
    cancelled: bool = False
    finished: float | None = None      # perf_counter() when the UI thread received the answer
    compute_s: float = 0.0             # time the search itself took (in the worker)
    request: tuple | None = None       # (rules ref, view JSON, seat, level, seed, settings)

    @property
    def wall_s(self) -> float:
        """Seconds from the request to the answer reaching the UI thread (or so far)."""
        return (self.finished if self.finished is not None else perf_counter()) - self.started


# -- worker processes ---------------------------------------------------------------------------
def _parent_gone(parent: int, sentinel) -> bool:
    """Wait up to ``PARENT_CHECK_S`` for the app's death: its process sentinel (multiprocessing's
    pipe from the parent, or its process handle on Windows) became ready, or this process was
    handed to another parent (a forked child of the app may hold that pipe open)."""
    if sentinel is not None:
        from multiprocessing.connection import wait
        if wait([sentinel], timeout=PARENT_CHECK_S):
            return True
    else:
        threading.Event().wait(PARENT_CHECK_S)
    return os.name == "posix" and os.getppid() != parent


def exit_with_parent(parent: int) -> None:
    """In a worker process: end it as soon as ``parent`` (the app that started it) is gone, so a
    killed app (kill -9, a crash, a killed test run) leaves no worker searching or waiting for
    a task.  A daemon thread watches; ``os._exit`` stops the search wherever it is."""
    if os.getpid() == parent:
        raise ValueError("exit_with_parent runs in the worker, given its app's process id")
    process = mp.parent_process()
    sentinel = getattr(process, "sentinel", None)

    def watch() -> None:
        while not _parent_gone(parent, sentinel):
            pass
        os._exit(0)

    threading.Thread(target=watch, name="five-realms-ai-watchdog", daemon=True).start()


def ai_executor(workers: int) -> ProcessPoolExecutor:
    """The process pool a table server (or the app hosting a table) thinks in: spawned
    processes (safe next to SDL's and asyncio's threads) that exit with the process owning it."""
    return ProcessPoolExecutor(workers, mp_context=mp.get_context("spawn"),
                               initializer=exit_with_parent, initargs=(os.getpid(),))


def _worker_process(conn, cancel_slots, index: int, nice: int, parent: int) -> None:
    """A worker process: watched for its app's death, then the worker loop."""
    exit_with_parent(parent)
    _worker_main(conn, cancel_slots, index, nice)


def _worker_main(conn, cancel_slots, index: int, nice: int = 0) -> None:
    """Loop of one worker process: receive a task, think, send the answer; None or the app's end
    of the pipe closing = stop."""
    try:
        import gc
        gc.freeze()
    except Exception:  # noqa: BLE001
        pass
    if nice:
        try:
            os.nice(nice)
        except (AttributeError, OSError):
            pass                        # no priorities here: the burst worker still helps
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return                      # the app is gone: never outlive it
        if msg is None:
            return
        task_id, ref, view_json, seat, level, seed, settings = msg
        t0 = perf_counter()
        try:
            action = decide(ref, view_json, seat, level, seed, settings,
                            cancelled=lambda: cancel_slots[index] == task_id)
            reply = (task_id, "cancelled" if action is None else "ok",
                     None if action is None else list(action), perf_counter() - t0)
        except Exception as exc:  # noqa: BLE001 - an AI bug must reach the UI as a message
            reply = (task_id, "error", f"{type(exc).__name__}: {exc}", perf_counter() - t0)
        try:
            conn.send(reply)
        except (EOFError, OSError, BrokenPipeError):
            return


class _Worker:
    def __init__(self, ctx, cancel_slots, index: int, burst: bool = False) -> None:
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_process,
                                args=(child, cancel_slots, index, BURST_NICE if burst else 0,
                                      os.getpid()),
                                name=f"five-realms-ai-{index}", daemon=True)
        self.proc.start()
        child.close()
        self.index = index
        self.burst = burst
        self.task: Ticket | None = None


class SpareCpu:
    """Cores the machine had to spare lately: the idle share of /proc/stat's CPU time since the
    previous sample, times the number of cores, counting the time ``pids`` (our burst workers)
    used as spare too (they would leave it).  ``None`` where it cannot be read (not Linux)."""

    def __init__(self, read_stat=None, read_pid=None, now=perf_counter) -> None:
        self._read_stat = read_stat or _read_proc_stat
        self._read_pid = read_pid or _read_pid_jiffies
        self._now = now
        self._last: tuple | None = None          # (time, total, idle, {pid: jiffies})
        self.value: float | None = None

    def sample(self, pids: list[int]) -> float | None:
        """Measure again if ``SPARE_WINDOW_S`` has passed; the latest value."""
        t = self._now()
        if self._last is not None and t - self._last[0] < SPARE_WINDOW_S:
            return self.value
        stat = self._read_stat()
        if stat is None:
            self._last, self.value = None, None
            return None
        total, idle, cores_ = stat
        used = {p: self._read_pid(p) for p in pids}
        if self._last is not None:
            _, total0, idle0, used0 = self._last
            d_total = total - total0
            ours = sum(u - used0[p] for p, u in used.items()
                       if u is not None and used0.get(p) is not None)
            if d_total > 0:
                self.value = max(0.0, min(1.0, (idle - idle0 + ours) / d_total)) * cores_
        self._last = (t, total, idle, used)
        return self.value


def _read_proc_stat() -> tuple[int, int, int] | None:
    """(total jiffies, idle + iowait jiffies, cores) from /proc/stat, or None."""
    try:
        with open("/proc/stat") as fh:
            lines = fh.read().splitlines()
        f = [int(x) for x in lines[0].split()[1:]]
        n = sum(1 for line in lines if line.startswith("cpu") and line[3:4].isdigit())
        return sum(f[:8]), f[3] + (f[4] if len(f) > 4 else 0), max(1, n)
    except (OSError, ValueError, IndexError):
        return None


def _read_pid_jiffies(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            f = fh.read().rsplit(")", 1)[1].split()
        return int(f[11]) + int(f[12])              # utime + stime
    except (OSError, ValueError, IndexError):
        return None


class ProcessService:
    """A pool of ``size`` regular worker processes (default: cores minus one, at least one) and
    ``extra`` burst workers (default: up to the number of cores) used only while every regular
    worker is busy."""

    kind = "processes"

    def __init__(self, size: int | None = None, extra: int | None = None) -> None:
        self.size = size or default_size()
        self.extra = default_extra(self.size) if extra is None else extra
        ctx = mp.get_context("spawn")
        self._slots = ctx.RawArray("q", self.size + self.extra)
        for i in range(self.size + self.extra):
            self._slots[i] = -1
        self._workers: list[_Worker] = []
        self._queue: list[tuple[Ticket, tuple]] = []
        self._ids = itertools.count(1)
        self._closed = False
        self.spare = SpareCpu()
        try:
            for i in range(self.size + self.extra):
                self._workers.append(_Worker(ctx, self._slots, i, burst=i >= self.size))
        except Exception:
            self.shutdown()
            raise
        self.spare_cores()                      # the first window starts now

    # interface
    def request(self, rules: Rules, view: Any, seat: int, level: str, seed: int,
                settings: dict | None = None) -> Ticket:
        if self._closed:
            raise RuntimeError("the AI workers were shut down")
        ticket = Ticket(next(self._ids), seat, level)
        action = quick_answer(rules, view, seat, level)
        if action is not None:
            return _answered(ticket, action)
        ticket.request = (rules_ref(rules), rules.to_json(view), seat, level, seed, settings or {})
        self._queue.append((ticket, (ticket.id, *ticket.request)))
        self._dispatch()
        return ticket

    def cancel(self, ticket: Ticket) -> None:
        if ticket.done:
            return
        ticket.cancelled = True
        self._queue = [(t, m) for t, m in self._queue if t is not ticket]
        for w in self._workers:
            if w.task is ticket:
                self._slots[w.index] = ticket.id        # the worker stops at its next check

    def poll(self) -> list[Ticket]:
        """Answers that arrived since the last call (cancelled ones are dropped)."""
        out = []
        for w in self._workers:
            while w.task is not None and w.conn.poll():
                try:
                    task_id, status, payload, secs = w.conn.recv()
                except (EOFError, OSError):
                    self._lost(w)
                    break
                t = w.task
                if t is None or task_id != t.id:
                    continue
                w.task = None
                t.finished = perf_counter()
                t.compute_s = secs
                if t.cancelled or status == "cancelled":
                    continue
                t.done = True
                if status == "ok":
                    t.action = tuple(payload)
                else:
                    t.error = payload
                out.append(t)
            if w.task is not None and not w.proc.is_alive():
                self._lost(w)
        self._dispatch()
        return out

    def idle(self, deadline: float) -> None:
        pass

    def wait(self, timeout: float) -> bool:
        """Block up to ``timeout`` seconds until a worker has an answer ready; True if one has.
        A caller with nothing else to do (a test's driver between frames nobody looks at,
        engine/uidriver.py) leaves the CPU to the workers instead of running empty frames."""
        conns = [w.conn for w in self._workers if w.task is not None]
        return bool(conns) and bool(mp.connection.wait(conns, timeout))

    def warm(self, rules: Rules) -> list[Ticket]:
        """Have every worker import ``rules`` now (a quick decision on a fresh game), so the
        first real decision pays no start-up."""
        state = rules.new_game(rules.player_counts[0], 0)
        seat = rules.to_act(state)[0]
        return [self.request(rules, rules.view(state, seat), seat, "random", 0)
                for _ in self._workers]

    def busy(self) -> bool:
        return bool(self._queue) or any(w.task is not None for w in self._workers)

    def alive(self) -> list[int]:
        """Process ids of the running workers."""
        return [w.proc.pid for w in self._workers if w.proc.is_alive()]

    def shutdown(self) -> None:
        self._closed = True
        self._queue.clear()
        for w in self._workers:
            if w.task is not None:
                self._slots[w.index] = w.task.id
            try:
                w.conn.send(None)
            except (OSError, BrokenPipeError):
                pass
        for w in self._workers:
            w.proc.join(timeout=1.0)
            if w.proc.is_alive():
                w.proc.terminate()
                w.proc.join(timeout=1.0)
            if w.proc.is_alive():
                w.proc.kill()
                w.proc.join(timeout=1.0)
            w.conn.close()
        self._workers = []

    # internals
    def spare_cores(self) -> float | None:
        """Cores the machine had to spare lately (None: not known, taken as spare)."""
        return self.spare.sample([w.proc.pid for w in self._workers if w.burst])

    def _dispatch(self) -> None:
        spare = self.spare_cores() if self.extra else None
        burst_ok = spare is None or spare >= BURST_SPARE
        for w in self._workers:                 # regular workers first, burst workers last
            if not self._queue:
                break
            if w.task is None and (burst_ok or not w.burst):
                ticket, msg = self._queue.pop(0)
                ticket.started = min(ticket.started, perf_counter())
                self._send(w, ticket, msg)

    def _send(self, w: _Worker, ticket: Ticket, msg: tuple) -> None:
        w.task = ticket
        try:
            w.conn.send(msg)
        except (OSError, BrokenPipeError):
            self._lost(w)

    def _lost(self, w: _Worker) -> None:
        """A worker died: its task fails with a message, a fresh worker takes its place."""
        t = w.task
        w.task = None
        if t is not None and not t.cancelled:
            t.done, t.error, t.finished = True, "the AI worker stopped", perf_counter()
        try:
            w.conn.close()
        except OSError:
            pass
        ctx = mp.get_context("spawn")
        self._slots[w.index] = -1
        self._workers[self._workers.index(w)] = _Worker(ctx, self._slots, w.index, w.burst)


class SlicedService:
    """Fallback: think in short slices after each frame is drawn (``idle``), one at a time."""

    kind = "slices"

    def __init__(self) -> None:
        self._ids = itertools.count(1)
        self._queue: list[tuple[Ticket, Any]] = []    # (ticket, Thinking)
        self._done: list[Ticket] = []

    def request(self, rules: Rules, view: Any, seat: int, level: str, seed: int,
                settings: dict | None = None) -> Ticket:
        ticket = Ticket(next(self._ids), seat, level)
        action = quick_answer(rules, view, seat, level)
        if action is not None:
            return _answered(ticket, action)
        thinking = make_agent(level, seed, **(settings or {})).think(rules, view, seat)
        self._queue.append((ticket, thinking))
        return ticket

    def cancel(self, ticket: Ticket) -> None:
        ticket.cancelled = True
        self._queue = [(t, th) for t, th in self._queue if t is not ticket]

    def poll(self) -> list[Ticket]:
        out, self._done = self._done, []
        return out

    def idle(self, deadline: float) -> None:
        """Think until ``deadline`` (perf_counter), at most one slice, at least a sliver."""
        if not self._queue:
            return
        ticket, thinking = self._queue[0]
        budget = min(FALLBACK_SLICE_S, max(FALLBACK_MIN_SLICE_S, deadline - perf_counter()))
        try:
            finished = thinking.advance(budget)
        except Exception as exc:  # noqa: BLE001
            finished, ticket.error = True, f"{type(exc).__name__}: {exc}"
        ticket.compute_s = thinking.seconds
        if finished:
            self._queue.pop(0)
            ticket.done, ticket.finished = True, perf_counter()
            ticket.action = thinking.result if ticket.error is None else None
            self._done.append(ticket)

    def wait(self, timeout: float) -> bool:
        return False                    # the thinking happens in the frames' idle time

    def warm(self, rules: Rules) -> list[Ticket]:
        return []

    def busy(self) -> bool:
        return bool(self._queue)

    def alive(self) -> list[int]:
        return []

    def shutdown(self) -> None:
        self._queue.clear()


def cores() -> int:
    """CPU cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def default_size() -> int:
    """Regular workers: one core is left to the UI thread."""
    return max(1, cores() - 1)


def default_extra(size: int) -> int:
    """Burst workers beside ``size`` regular ones: up to the number of cores, never more
    (``FIVE_REALMS_AI_BURST=0`` turns them off, e.g. to measure without them)."""
    room = max(0, cores() - size)
    try:
        return max(0, min(room, int(os.environ.get("FIVE_REALMS_AI_BURST", room))))
    except ValueError:
        return room


# -- the app's one service ------------------------------------------------------------------------
_SERVICE: ProcessService | SlicedService | None = None


def get_service() -> ProcessService | SlicedService:
    """The shared AI service: worker processes if they start, else in-frame slices."""
    global _SERVICE
    if _SERVICE is None:
        _SERVICE = start_service()
    return _SERVICE


def start_service(processes: bool | None = None) -> ProcessService | SlicedService:
    if processes is None:
        processes = os.environ.get("FIVE_REALMS_AI_PROCESSES", "1") != "0"
    if processes:
        try:
            service = ProcessService()
            atexit.register(service.shutdown)
            return service
        except (OSError, RuntimeError, ValueError, ImportError) as exc:
            print(f"AI worker processes could not start ({exc}); thinking in frames instead",
                  file=sys.stderr)
    return SlicedService()


def shutdown_service() -> None:
    """Stop the shared service's workers (the app calls this on exit)."""
    global _SERVICE
    if _SERVICE is not None:
        _SERVICE.shutdown()
        _SERVICE = None


__all__ = ["Ticket", "ProcessService", "SlicedService", "get_service", "start_service",
           "shutdown_service", "decide", "rules_ref", "resolve_rules", "default_size",
           "default_extra", "cores", "ai_executor", "exit_with_parent"]
