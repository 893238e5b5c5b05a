"""The monkey harness at a small count: random input into every scene of every playable game
raises nothing, legal clicks keep each game progressing, and a scene that crashes or a table
that stops responding is reported as a fault with a non-zero exit."""
from __future__ import annotations

import io
import os

import pytest

from engine import monkey
from engine.games import playable
from scenes.game_base import GameScene

LONG = os.environ.get("FIVE_REALMS_LONG") == "1"
GAMES = [g.id for g in playable()]


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    # AIs think inside the frames here, so progress depends on frames sent, not on how fast a
    # loaded machine starts a worker process (tests/test_ai_workers.py covers the workers)
    monkeypatch.setenv("FIVE_REALMS_AI_PROCESSES", "0")
    return tmp_path


def test_random_input_into_every_scene_of_every_game_raises_nothing(home):
    targets = monkey.target_names(mode="random")
    out = io.StringIO()
    report = monkey.run(events=(400 if LONG else 20) * len(targets), seed=5, mode="random", out=out)
    text = out.getvalue()
    assert not report.faults, text
    for g in GAMES:
        assert {f"rules:{g}", f"handoff:{g}", f"game:{g}", f"pause:{g}",
                f"results:{g}"} <= set(targets)
        assert monkey.load_scene_name(g) in report.scenes, text
    for name in ("MenuScene", "SettingsScene", "RulesScene", "HandoffScene", "PauseScene",
                 "ResultsScene"):
        assert any(ln.startswith(name) and "faults   0" in ln for ln in text.splitlines()), text
    assert text.splitlines()[-1].startswith("monkey:") and " 0 faults" in text.splitlines()[-1]


def test_legal_clicks_keep_every_game_progressing(home):
    out = io.StringIO()
    report = monkey.run(events=(2000 if LONG else 60) * len(GAMES), seed=3, mode="legal", out=out)
    assert not report.faults, out.getvalue()
    for g in GAMES:
        assert report.stats(f"legal:{g}").actions > 0, out.getvalue()


def test_a_scene_that_crashes_is_a_fault_and_the_command_exits_non_zero(home, monkeypatch):
    from scenes.handoff import HandoffScene

    def boom(self, ev, pos):
        raise ZeroDivisionError("poked by a monkey")
    monkeypatch.setattr(HandoffScene, "handle_event", boom)
    out = io.StringIO()
    report = monkey.run(events=20, seed=1, game=GAMES[0], mode="random", out=out)
    assert report.faults and all(f.scene == "HandoffScene" for f in report.faults
                                 if f.target.startswith("handoff"))
    assert "ZeroDivisionError: poked by a monkey" in out.getvalue()
    assert "event#" in out.getvalue() and "HandoffScene" in out.getvalue()
    assert monkey.cli(GAMES[0], 20, 1, "random") == 1


def test_a_table_that_ignores_legal_clicks_is_reported_as_stalled(home, monkeypatch):
    monkeypatch.setattr(GameScene, "act", lambda self, action: False)
    out = io.StringIO()
    report = monkey.run(events=70, seed=2, game=GAMES[0], mode="legal", stall=30, out=out)
    assert report.faults, out.getvalue()
    assert any("no progress" in f.message or "made no action" in f.message for f in report.faults)


def test_unknown_game_is_refused(home):
    assert monkey.cli("no_such_game", 10, 1) == 2
