"""Two (and three) app processes on 127.0.0.1, headless, play a whole game through the network
by posting mouse events (tests/net_app_player.py): the host's app hosts from the set-up screen,
each friend's app joins from the menu by address and code; every process sees the same result
on its results screen.  A friend's app killed mid-game (kill -9) and started again takes its
seat back with the token kept in its FIVE_REALMS_HOME; the host's app killed mid-game and
started again resumes the table ("Resume the table"; on the port it had, or on another if that
one was taken meanwhile), the friends' apps reconnect, and the game finishes.  Each process has
its own FIVE_REALMS_HOME; no sleeps, generous timeouts, every child killed in the end.  A
failure prints every child's stderr tail.

All of it is a long form (``-m slow``; ``-m ""`` runs everything): World in Progress whole with
two processes and a friend killed and rejoining, every title with two and three processes and
both kills.  The default run keeps real processes on the network elsewhere: a server process
playing whole games and a killed client rejoining (tests/test_net.py), a host's app process
killed and resumed (tests/test_net_lobby.py)."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from engine.games import GAMES
from tests.waiting import wait_until

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("Hana", "Taras", "Petro", "Olena")
GAME_S = 1800.0         # a whole game of app processes on a loaded machine: a bound, not a pace


class AppPlayer:
    """``python -m tests.net_app_player ARGS`` with its own home; its JSON lines gathered."""

    def __init__(self, home: Path, *args: str) -> None:
        self.home, self.args = home, args
        home.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, FIVE_REALMS_HOME=str(home), SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1")
        self.err = open(home / "stderr.txt", "a", encoding="utf-8")
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.net_app_player", *args],
                                     cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                     stderr=self.err, text=True)
        self.told: list[dict] = []
        self.killed = False             # by the test (a kill is not a failure)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            try:
                got = json.loads(line)
            except ValueError:
                continue                # pygame's greeting
            if isinstance(got, dict):
                self.told.append(got)

    def last(self, key: str):
        return next((t[key] for t in reversed(self.told) if key in t), None)

    def first(self, key: str):
        return next((t[key] for t in self.told if key in t), None)

    def steps(self) -> int:
        return self.last("steps") or 0

    def check(self) -> None:
        """Fail at once (with its errors) if the process ended without reaching the end."""
        if not self.killed and self.proc.poll() is not None and self.last("over") is None:
            self.reader.join(5)
            if self.last("over") is None:
                raise AssertionError(f"{self.args} ended ({self.proc.returncode}) before the "
                                     f"game did:\n{self.tail()}")

    def tail(self, chars: int = 3000) -> str:
        """The end of what the process wrote on stderr, and the last things it told."""
        if not self.err.closed:
            self.err.flush()
        err = (self.home / "stderr.txt").read_text(encoding="utf-8", errors="replace")
        return f"stderr: …{err[-chars:]}\ntold last: {self.told[-3:]}"

    def wait_for(self, key: str, everyone: "list[AppPlayer]", timeout: float = 300.0):
        """Wait for ``key``; any of ``everyone`` ending early fails at once (a friend's app
        that died is why a host waits), and the timeout says what every process last wrote."""
        wait(lambda: self.last(key) is not None, timeout, f"{self.args}: no {key!r}", everyone)
        return self.last(key)

    def again(self, *extra: str) -> "AppPlayer":
        """The same player's app started anew (after a kill), on the same home."""
        return AppPlayer(self.home, *self.args, *extra)

    def kill(self) -> None:
        self.killed = True
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(30)
        self.err.close()


def wait(pred, timeout: float, what: str, everyone: list[AppPlayer]) -> None:
    """``wait_until`` that checks every live process between looks and, on a timeout, fails
    with each process's stderr tail."""
    try:
        wait_until(pred, timeout, what, between=lambda: [p.check() for p in everyone])
    except AssertionError as exc:
        tails = "\n".join(f"--- {p.args} (exit {p.proc.poll()}):\n{p.tail()}" for p in everyone)
        raise AssertionError(f"{exc}\n{tails}") from None


def game_players(game: str, players: int, tmp_path: Path, kill_joiner: bool,
                 kill_host: bool, take_port: bool = False) -> list[dict]:
    """Play ``game`` with one app per seat; each one's results as its screen showed them.
    ``take_port``: another program takes the host's port while its app is down."""
    everyone: list[AppPlayer] = []
    taker = None
    try:
        host = AppPlayer(tmp_path / "host", "host", game, str(players), "--seed", "1")
        everyone.append(host)
        where = host.wait_for("hosting", everyone)
        joiners = [AppPlayer(tmp_path / f"seat{i}", "join", where["address"], where["code"],
                             str(i), NAMES[i], "--seed", str(i + 1))
                   for i in range(1, players)]
        everyone += joiners
        assert host.wait_for("seated", everyone) == 0
        assert [j.wait_for("seated", everyone) for j in joiners] == list(range(1, players))
        if kill_joiner:                 # a friend's app dies mid-game and is started again
            wait(lambda: joiners[0].steps() >= 12, GAME_S, "the game to get going", everyone)
            joiners[0].kill()
            joiners[0] = joiners[0].again()
            everyone.append(joiners[0])
            assert joiners[0].wait_for("seated", everyone) == 1, "back in the same seat"
            joiners[0].wait_for("steps", everyone)
            assert joiners[0].first("steps") >= 12, "the table as it stood, not a new game"
        if kill_host:                   # the host's app dies mid-game and hosts it again
            wait(lambda: host.steps() >= 24, GAME_S, "the game to go on", everyone)
            host.kill()
            if take_port:
                taker = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                taker.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                taker.bind(("127.0.0.1", int(where["address"].rpartition(":")[2])))
                taker.listen(4)
            host = host.again("--resume")
            everyone.append(host)
            again = host.wait_for("hosting", everyone)
            # the same table, on the port it had or, when another program took that port
            # meanwhile (a shared machine), on a free one: the friends' apps then hear it on
            # the local network (loopback here) under the same code and follow it there
            assert again["code"] == where["code"], "the same table"
            assert not take_port or again["address"] != where["address"], "moved"
        players_now = [host, *joiners]
        wait(lambda: all(p.last("over") for p in players_now), GAME_S,
             "every app to show the results", everyone)
        return [p.last("over") for p in players_now]
    finally:
        for p in everyone:
            p.kill()
        if taker is not None:
            taker.close()


def same_ending(ends: list[dict]) -> None:
    """Every app's results screen shows the same rows and winners after the same moves."""
    first = ends[0]
    for end in ends[1:]:
        assert (end["rows"], end["winners"], end["steps"]) == \
            (first["rows"], first["winners"], first["steps"]), ends
    assert first["steps"] > 12 and {s for s, _ in first["rows"]} == set(range(len(ends)))


@pytest.mark.slow      # two app processes play a whole game, one killed and started again
def test_two_apps_play_world_in_progress_whole_and_a_killed_friend_rejoins(tmp_path):
    same_ending(game_players("world_in_progress", 2, tmp_path, kill_joiner=True,
                             kill_host=False))


SLOW = [(g.id, n) for g in GAMES if g.playable for n in (2, 3) if n in g.player_counts]


@pytest.mark.slow
@pytest.mark.parametrize("game,players", SLOW)
def test_apps_play_every_title_through_both_kills(tmp_path, game, players):
    same_ending(game_players(game, players, tmp_path, kill_joiner=True, kill_host=True))


@pytest.mark.slow
def test_friends_follow_a_host_resumed_on_another_port(tmp_path):
    """The host's port is taken while its app is down: the resumed table listens on another
    one, and the friend's app hears it on the network (zeroconf on loopback) and follows."""
    same_ending(game_players("world_in_progress", 2, tmp_path, kill_joiner=False,
                             kill_host=True, take_port=True))


@pytest.mark.slow
def test_a_friend_sits_down_after_the_host_stalled_while_it_looked(tmp_path):
    """The host's app stops answering for a while (SIGSTOP: a loaded machine at its worst)
    just as a friend's app looks for the table: the look fails, the friend tries again as a
    person would, and both sit down once the host goes on (a friend's app that gave up left
    the host waiting for its seat for ever)."""
    import signal
    everyone: list[AppPlayer] = []
    try:
        host = AppPlayer(tmp_path / "host", "host", "world_in_progress", "2")
        everyone.append(host)
        where = host.wait_for("hosting", everyone)
        host.proc.send_signal(signal.SIGSTOP)
        friend = AppPlayer(tmp_path / "seat1", "join", where["address"], where["code"], "1",
                           "Taras")
        everyone.append(friend)
        wait(lambda: "try 1: finding the table failed" in friend.tail(), 300,
             "the friend's first look to fail", everyone)
        host.proc.send_signal(signal.SIGCONT)
        assert host.wait_for("seated", everyone) == 0
        assert friend.wait_for("seated", everyone) == 1
    finally:
        for p in everyone:
            if p.proc.poll() is None:
                p.proc.send_signal(signal.SIGCONT)
            p.kill()
