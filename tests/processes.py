"""Looking at live processes in tests (Linux's /proc): who is alive, whose children, how much
CPU — for tests that kill a command and check that its worker processes end with it."""
from __future__ import annotations

import os


def _stat(pid: int) -> list[str]:
    """The fields of /proc/PID/stat after the command name (state first)."""
    with open(f"/proc/{pid}/stat") as fh:
        return fh.read().rsplit(")", 1)[1].split()


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        return _stat(pid)[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:
        return True


def children(pid: int) -> list[int]:
    """Process ids whose parent is ``pid``."""
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if int(_stat(int(entry))[1]) == pid:
                    out.append(int(entry))
            except (OSError, ValueError, IndexError):
                pass
    return out


def descendants(pid: int) -> list[int]:
    """Children of ``pid``, their children and so on."""
    found, todo = [], [pid]
    while todo:
        kids = children(todo.pop())
        found += kids
        todo += kids
    return found


def command_line(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            return fh.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time ``pid`` has used (0 once it is gone)."""
    try:
        fields = _stat(pid)
    except (OSError, IndexError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def kill_and_expect_gone(proc, started: list[int], what: str, timeout: float = 10) -> None:
    """SIGKILL the command ``proc`` (a Popen) and wait until none of ``started`` (its worker
    processes) runs any more; fails naming the ones that outlived ``what``."""
    import signal

    from tests.waiting import wait_until
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    wait_until(lambda: not any(alive(p) for p in started), timeout,
               message=f"processes {[p for p in started if alive(p)]} outlived {what}")


def reap(proc, started: list[int]) -> None:
    """A kill test's ``finally``: whatever failed, no stray process is left behind."""
    import signal
    if proc.poll() is None:
        proc.kill()
        proc.wait()
    for p in started:
        if alive(p):
            os.kill(p, signal.SIGKILL)
