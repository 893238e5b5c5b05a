"""The command line: every command documented, bad input refused with a clear message."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import build_parser
from engine.games import spec

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, tmp: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", FIVE_REALMS_HOME=str(tmp))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_help_documents_every_command(tmp_path):
    out = run("--help", tmp=tmp_path)
    assert out.returncode == 0
    for word in ("play", "demo", "tutorial", "selfplay", "bench", "--frames", "--screenshot", "--size",
                 "--fullscreen", "--lang", "--speed", "--seed"):
        assert word in out.stdout


def test_global_options_parse_before_and_after_the_command():
    p = build_parser()
    a = p.parse_args(["--lang", "uk", "play", "world_in_progress", "--size", "800x450"])
    assert a.lang == "uk" and a.size == (800, 450) and a.game == "world_in_progress"


@pytest.mark.parametrize("bad", [["--size", "tiny"], ["--size", "10x10"], ["--lang", "fr"]])
def test_bad_options_are_refused(bad):
    with pytest.raises(SystemExit):
        build_parser().parse_args(bad)


def test_unknown_game_and_bad_seats_give_a_clear_error(tmp_path):
    out = run("play", "chess", tmp=tmp_path)
    assert out.returncode == 2 and "unknown game" in out.stderr
    out = run("tutorial", "chess", tmp=tmp_path)
    assert out.returncode == 2 and "unknown game" in out.stderr
    out = run("play", "world_in_progress", "--seats", "human,robot", tmp=tmp_path)
    assert out.returncode == 2 and "seat" in out.stderr
    out = run("play", "world_in_progress", "--seats", "human", tmp=tmp_path)
    assert out.returncode == 2 and "players" in out.stderr


def test_a_game_without_a_table_yet_says_coming_soon(monkeypatch, capsys):
    """Every game has its table today, so the registry is given one without (in this process)."""
    import dataclasses

    import engine.games as games
    from engine.cli import main
    last = games.GAMES[-1]
    monkeypatch.setattr(games, "GAMES", games.GAMES[:-1] + (dataclasses.replace(last, scene=None),))
    assert main(["play", last.id]) == 2
    err = capsys.readouterr().err
    assert "coming soon" in err and last.id in err and "Traceback" not in err
    assert main(["tutorial", last.id]) == 2 and "coming soon" in capsys.readouterr().err


@pytest.mark.parametrize("command", [["play", "world_in_progress", "--seats", "human,ai:random"],
                                     ["demo", "world_in_progress"], ["tutorial", "coatl"],
                                     ["menu"]])
def test_each_screen_command_starts_its_screen_by_name(tmp_path, command):
    out = run(*command, "--frames", "3", "--size", "800x450", tmp=tmp_path)
    assert out.returncode == 0, out.stderr


def test_selfplay_prints_one_json_object_per_game(tmp_path):
    players = spec("world_in_progress").player_counts[-1]
    out = run("selfplay", "world_in_progress", "--players", str(players), "--games", "2",
              "--seed", "5", "--ai", "random,easy", tmp=tmp_path)
    assert out.returncode == 0, out.stderr
    lines = [json.loads(x) for x in out.stdout.strip().splitlines()]
    assert len(lines) == 2
    for rec in lines:
        assert set(rec) == {"game", "players", "seed", "ai", "scores", "winners", "actions", "seconds"}
        assert rec["players"] == players
        assert rec["ai"] == ["random"] + ["easy"] * (players - 1)


def test_frames_and_screenshot_write_a_png_of_the_menu(tmp_path):
    shot = tmp_path / "menu.png"
    out = run("--frames", "5", "--screenshot", str(shot), "--size", "800x450", tmp=tmp_path)
    assert out.returncode == 0, out.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_missing_audio_device_means_silence_not_a_crash(monkeypatch):
    import pygame
    from engine.audio import Audio

    def no_device(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    from engine.assets import Assets
    audio = Audio(Assets())
    assert not audio.enabled
    audio.play("click")          # silently does nothing


def test_every_sound_the_game_plays_is_loaded_through_the_asset_loader():
    import pygame
    from engine.assets import Assets
    from engine.audio import SOUNDS
    try:
        pygame.mixer.init()
    except pygame.error:
        pytest.skip("no mixer on this machine")
    a = Assets()
    assert all(a.sound(n) is not None for n in SOUNDS)
    assert a.sound("no-such-sound") is None


def test_variant_options_come_from_the_command_line_as_the_rules_values():
    from engine.games import parse_options
    assert parse_options("wild_venture", ["board=autumn", "stormy=ON"]) == {"board": "autumn",
                                                                          "stormy": "on"}
    assert parse_options("wonderful_world", ["solo_scenario=3", "empire_side=b"]) == {
        "solo_scenario": 3, "empire_side": "B"}
    assert parse_options("coatl", ["promo=true"]) == {"promo": True}
    with pytest.raises(ValueError, match="board=spring|autumn"):
        parse_options("wild_venture", ["bord=autumn"])
    with pytest.raises(ValueError, match="choose board=spring|autumn"):
        parse_options("wild_venture", ["board=winter"])


def test_selfplay_plays_the_variant_it_is_given():
    import io
    from engine.games import get_rules
    from engine.selfplay import cli, play_game
    out = io.StringIO()
    assert cli("wild_venture", 2, 1, 4, "random", out, option_args=["board=autumn"]) == 0
    got = json.loads(out.getvalue())
    autumn = play_game(get_rules("wild_venture"), 2, 4, ["random"], {"board": "autumn"})
    spring = play_game(get_rules("wild_venture"), 2, 4, ["random"])
    assert (got["scores"], got["actions"]) == (autumn["scores"], autumn["actions"])
    assert (autumn["scores"], autumn["actions"]) != (spring["scores"], spring["actions"])


def test_play_refuses_an_unknown_or_impossible_variant_with_a_message(tmp_path):
    out = run("play", "wild_venture", "--seats", "human,ai:easy", "--option", "board=winter",
              tmp=tmp_path)
    assert out.returncode == 2 and "board=spring|autumn" in out.stderr
    out = run("play", "wonderful_world", "--seats", "human,ai:easy", "--option",
              "solo_scenario=2", tmp=tmp_path)
    assert out.returncode == 2 and "one player" in out.stderr and "Traceback" not in out.stderr
    out = run("play", "wild_venture", "--seats", "human,ai:easy", "--option", "board=autumn",
              "--frames", "3", "--size", "800x450", tmp=tmp_path)
    assert out.returncode == 0, out.stderr


# -- numbers that would freeze the game or reach settings.json are refused -----------------------
@pytest.mark.parametrize("bad", [["--speed", "-1"], ["--speed", "nan"], ["--speed", "0"],
                                 ["--speed", "inf"], ["--speed", "fast"], ["--frames", "-5"],
                                 ["--frames", "0"], ["demo", "--speed", "NaN"],
                                 ["play", "coatl", "--frames", "-1"]])
def test_a_speed_or_frame_count_that_is_no_number_for_it_is_refused(bad, capsys, monkeypatch,
                                                                    tmp_path):
    from engine.cli import main
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    bounded = [] if "--frames" in bad else ["--frames", "2", "--size", "800x450"]
    with pytest.raises(SystemExit) as exc:
        main(bad + bounded)     # (bounded: a speed that is let through must not run forever)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert ("speed is a number" in err) if "--speed" in bad else ("frames is a whole number" in err)
    assert not (tmp_path / "config" / "settings.json").exists()


def test_speed_nan_never_reaches_settings_json(tmp_path):
    out = run("--speed", "nan", "--frames", "3", "--size", "800x450", tmp=tmp_path)
    assert out.returncode == 2 and "speed is a number" in out.stderr
    assert "Traceback" not in out.stderr and not (tmp_path / "config").exists()
    out = run("--speed", "2.5", "--frames", "3", "--size", "800x450", tmp=tmp_path)
    assert out.returncode == 0, out.stderr
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["speed"] == 1.0            # a one-off command-line speed is not written back


def test_demo_replay_of_an_id_that_is_not_kept_says_so(tmp_path):
    for rid in ("nosuchid", "20260101-120000-1-coatl"):
        out = run("demo", "--replay", rid, "--frames", "3", "--size", "800x450", tmp=tmp_path)
        assert out.returncode == 2 and f"there is no replay '{rid}'" in out.stderr
        assert "moved aside" not in out.stderr + out.stdout
    assert not (tmp_path / "data" / "replays" / "broken").exists()
