"""Helpers of the network tests: a table server in its own process on 127.0.0.1 (port 0),
random-legal seat bots, ``wait_until`` (a deadline, never a fixed sleep)."""
from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from pathlib import Path
from time import monotonic
from typing import Callable

from engine.net.client import NetClient, SeatClient
from engine.rules import IllegalAction

ROOT = Path(__file__).resolve().parent.parent


def wait_until(pred: Callable[[], object], timeout: float = 20.0, step: Callable[[], None] | None = None,
               what: str = "condition") -> object:
    """``pred()`` once true; ``step`` runs between tries (it should block briefly on I/O)."""
    deadline = monotonic() + timeout
    while True:
        got = pred()
        if got:
            return got
        if monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        if step is not None:
            step()


class ServerProcess:
    """``python main.py serve --port 0`` with its own FIVE_REALMS_HOME; ``url`` once listening."""

    def __init__(self, home: Path, *extra: str) -> None:
        env = dict(os.environ, FIVE_REALMS_HOME=str(home), PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "main.py", "serve", "--port", "0", "--ai-workers", "0", *extra],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()          # blocks until listening (or it died)
        m = re.search(r"(wss?)://127\.0\.0\.1:(\d+)", line)
        if not m:
            err = self.proc.stderr.read() if self.proc.poll() is not None else ""
            self.proc.kill()
            raise AssertionError(f"server did not start: {line!r} {err}")
        self.port = int(m.group(2))
        self.url = f"{m.group(1)}://127.0.0.1:{self.port}"
        self.banner = line

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


def create_table(url: str, game: str, seats: list[dict], **extra) -> dict:
    c = NetClient(url)
    try:
        return c.request({"type": "create", "game": game, "seats": seats, **extra})
    finally:
        c.close()


def play_round(bots: list[SeatClient], rng: random.Random) -> bool:
    """Each bot applies what arrived and, if it is to act, plays a random legal action.
    Returns whether any bot acted (if not, it waits briefly for the next message)."""
    acted = False
    for b in bots:
        b.update()
        st = b.state
        if not st.over and b.seat in st.to_act and st.legal:
            try:
                b.act(rng.choice(st.legal))
                acted = True
            except IllegalAction:
                pass            # the table moved on under it (an AI's move): look again
    if not acted and bots:
        msg = bots[0].client.wait(0.05)
        if msg is not None:
            bots[0].state.apply(msg)
    return acted


def play_to(bots: list[SeatClient], rng: random.Random, until: Callable[[], bool],
            timeout: float = 120.0) -> None:
    wait_until(until, timeout, lambda: play_round(bots, rng), "the game to move on")


def host_from_menu(d, menu) -> None:
    """In the set-up ``menu``: click seat 2's type round to "remote", then Start (which becomes
    "Host the game")."""
    for _ in range(10):
        if menu.seats[1].kind == "remote":
            break
        d.click("menu.seat.1.kind")
    assert menu.seats[1].kind == "remote"
    d.click("menu.start")
    d.frames(3)
