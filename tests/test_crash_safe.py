"""Crash-safe autosave: a child process plays games with autosave after every action and is
killed with SIGKILL at moments chosen by the child's progress (right after it started, or as
soon as it reports its k-th saved action, while it is already saving the next ones); each time
the save left behind loads, validates, and resumes at the last completed action (or the one
being saved when the kill came).  No moment depends on the machine's speed.  A kill test:
``slow`` (not in the default run)."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engine.games import get_rules, registered
from engine.rules.rng import Rng
from engine.saves import SaveStore
from engine.session import GameSession

LONG = os.environ.get("FIVE_REALMS_LONG") == "1"
KILLS = 30 if LONG else 5
ROOT = Path(__file__).resolve().parent.parent
GAME = registered()[0]

CHILD = textwrap.dedent("""
    import sys
    from pathlib import Path
    from engine.rules.rng import Rng
    from engine.saves import SaveStore
    from engine.session import GameSession, Seat

    game, folder, seed = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    store = SaveStore(folder)
    players = int(sys.argv[4])
    print("ready", flush=True)
    while True:
        s = GameSession.new(game, [Seat() for _ in range(players)], seed, autosave=store.write)
        rng = Rng(seed)
        n = 0
        while not s.is_over():
            seat = s.to_act()[0]
            s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
            n += 1
            print(seed, n, flush=True)          # action n of game `seed` is done and saved
        seed += 1
""")


def expected_actions(seed: int, n: int, players: int) -> list:
    """The first n actions the child plays in game ``seed`` (same chooser)."""
    rules = get_rules(GAME)
    state, rng, out = rules.new_game(players, seed), Rng(seed), []
    while len(out) < n and not rules.is_over(state):
        seat = rules.to_act(state)[0]
        action = tuple(rng.choice(rules.legal_actions(state, seat)))
        out.append((seat, action))
        state = rules.apply(state, seat, action)
    return out


def game_length(seed: int, players: int) -> int:
    return len(expected_actions(seed, 10**9, players))


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killing_the_process_at_any_moment_leaves_a_save_that_resumes(tmp_path):
    rnd = random.Random(20261126)
    players = get_rules(GAME).player_counts[0]
    folder = tmp_path / "data"
    store = SaveStore(folder)
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    checked = expected_checks = 0
    for kill in range(KILLS):
        read: list[str] = []
        seed = 1000 + kill * 50
        child = subprocess.Popen([sys.executable, "-c", CHILD, GAME, str(folder), str(seed),
                                  str(players)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        try:
            assert child.stdout.readline().strip() == "ready", child.stderr.read()
            saved = 0 if kill % 3 == 0 else rnd.randint(1, 40)
            read = [child.stdout.readline() for _ in range(saved)]   # kill just after these
            assert all(read), child.stderr.read()
            expected_checks += saved > 0
        finally:
            child.send_signal(signal.SIGKILL)
            out, err = child.communicate(timeout=30)
        assert child.returncode == -signal.SIGKILL, err[-2000:]
        lines = [tuple(map(int, ln.split())) for ln in "".join(read).splitlines() + out.splitlines()
                 if ln.strip()]
        if not lines:
            # killed before this child finished an action: the previous child's save (or none)
            # is still whole
            if store.exists():
                store.load()
            continue
        last_seed, last_n = lines[-1]
        record = store.load()                     # validates: checksum, fields, replay
        got = (record.seed, len(record.actions))
        ended = last_n == game_length(last_seed, players)
        assert got in ({(last_seed, last_n), (last_seed, last_n + 1)}
                       | ({(last_seed + 1, 1)} if ended else set())), (got, lines[-1])
        assert record.actions == expected_actions(record.seed, len(record.actions), players)
        resumed = GameSession.from_record(record)
        assert len(resumed.record.actions) == got[1]
        checked += 1
    assert checked >= expected_checks, "a child that reported a saved action left no save"
    assert not list(folder.glob("autosave.broken-*.json")), "a kill left a damaged save"
