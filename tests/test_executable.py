"""The PyInstaller build (tools/build_executable.py): it builds, and the built program opens the
menu headless, drawing the same picture as ``python main.py`` does.

The build takes about 35-55 s on the 2-core CI machine, so it is ``slow``: not in the default
run, in the one that runs everything (``python -m pytest -m ""``, see the README).  PyInstaller
comes with the test extra (``five-realms[build]``).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_executable  # noqa: E402


def _env(home: Path) -> dict:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                FIVE_REALMS_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")


def _pixels(path: Path) -> tuple[tuple[int, int], bytes]:
    surf = pygame.image.load(str(path))
    return surf.get_size(), pygame.image.tobytes(surf, "RGB")


def _changed(a: bytes, b: bytes, step: int = 3) -> float:
    """The share of (sampled) colour values that differ visibly; the English and Ukrainian
    menus differ in about 4 %, two renders of the same menu in none."""
    xs, ys = a[::step], b[::step]
    return sum(1 for x, y in zip(xs, ys) if abs(x - y) > 24) / len(xs)


def _spread(a: bytes, step: int = 7) -> int:
    """How many distinct byte values the picture has (a blank or one-colour screen has few)."""
    return len(set(a[::step]))


def test_missing_pyinstaller_is_explained_without_a_traceback(tmp_path):
    # PyInstaller made unimportable: the script must say what to install, exit 2
    code = ("import sys; sys.modules['PyInstaller'] = None; sys.path.insert(0, 'tools'); "
            "import build_executable as b; sys.exit(b.main(['--dist', sys.argv[1], "
            "'--work', sys.argv[2]]))")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "d"), str(tmp_path / "w")],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 2
    assert "PyInstaller is not installed" in out.stderr
    assert 'pip install -e ".[build]"' in out.stderr
    assert "Traceback" not in out.stderr
    assert not (tmp_path / "d").exists()


def test_the_app_modules_named_at_run_time_are_all_bundled():
    mods = build_executable.app_modules()
    # screens and games are imported by name (scenes.ROUTES, engine.games): all must be listed
    for must in ("scenes", "scenes.menu", "engine.app", "engine.rules.coatl", "engine.ai.workers"):
        assert must in mods
    assert not any("__pycache__" in m or m.endswith("__init__") for m in mods)


def test_the_network_libraries_are_bundled_whole(tmp_path):
    """websockets (lazy imports) and zeroconf (compiled modules) with every submodule, so a
    built program can host, join and list tables on the local network."""
    args = build_executable.pyinstaller_args(tmp_path / "d", tmp_path / "w")
    pairs = set(zip(args, args[1:]))
    for pkg in ("websockets", "zeroconf", "ifaddr"):
        assert ("--collect-submodules", pkg) in pairs and ("--hidden-import", pkg) in pairs
    assert ("--hidden-import", "engine.net.server") in pairs
    assert ("--hidden-import", "engine.net.lan") in pairs


def _serve_and_open_a_table(exe: Path, tmp_path: Path) -> None:
    """The built program serves on 127.0.0.1 (announcing on the loopback interface only: the
    environment is headless) and opens a table on itself with ``new-table``."""
    import re
    env = dict(_env(tmp_path / "srv"), PYTHONUNBUFFERED="1")
    server = subprocess.Popen([str(exe), "serve", "--port", "0", "--ai-workers", "0", "--lan"],
                              cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        m = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
        assert m, (line, server.stderr.read() if server.poll() is not None else "")
        made = subprocess.run([str(exe), "new-table", f"127.0.0.1:{m.group(1)}", "coatl",
                               "--seats", "human,ai:random"], cwd=tmp_path,
                              env=_env(tmp_path / "cl"), capture_output=True, text=True,
                              timeout=120)
        assert made.returncode == 0 and "Table " in made.stdout, made.stderr[-3000:]
        assert server.poll() is None, "the built server stopped"
    finally:
        server.terminate()
        try:
            server.wait(20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(20)
    assert "Traceback" not in server.stderr.read()


@pytest.mark.slow
def test_built_program_opens_the_menu_like_main_py(tmp_path):
    pytest.importorskip("PyInstaller", reason='PyInstaller missing: pip install -e ".[build]"')
    dist, work = tmp_path / "dist", tmp_path / "work"
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "build_executable.py"),
                          "--dist", str(dist), "--work", str(work)],
                         cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-3000:]
    exe = build_executable.program_path(dist)
    assert exe.is_file() and os.access(exe, os.X_OK)
    bundled = exe.parent / "_internal" / "assets"
    for asset in ("art/icon.png", "i18n/en.json", "i18n/uk.json", "maps/menu.tmx", "sounds/click.wav"):
        assert (bundled / asset).is_file(), asset
    assert list((exe.parent / "_internal" / "fontpkg_fira_sans").rglob("FiraSans-Regular.ttf"))

    # the same command line as main.py
    helped = subprocess.run([str(exe), "--help"], cwd=tmp_path, env=_env(tmp_path / "h0"),
                            capture_output=True, text=True, timeout=120)
    reference = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT,
                               env=_env(tmp_path / "h0"), capture_output=True, text=True,
                               timeout=120)
    assert helped.returncode == 0 and helped.stdout == reference.stdout

    shot = tmp_path / "out.png"
    ran = subprocess.run([str(exe), "--frames", "60", "--screenshot", str(shot), "--lang", "en",
                          "--size", "1280x720", "--seed", "1"],
                         cwd=tmp_path, env=_env(tmp_path / "h1"), capture_output=True, text=True,
                         timeout=300)
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert "Traceback" not in ran.stderr
    ref_shot = tmp_path / "ref.png"
    ref = subprocess.run([sys.executable, "main.py", "--frames", "60", "--screenshot",
                          str(ref_shot), "--lang", "en", "--size", "1280x720", "--seed", "1"],
                         cwd=ROOT, env=_env(tmp_path / "h2"), capture_output=True, text=True,
                         timeout=300)
    assert ref.returncode == 0, ref.stderr[-3000:]

    # every game's table opens in the built program (its rules data and scene modules are in)
    from engine.games import playable
    home = tmp_path / "h3"
    for game in (g.id for g in playable()):
        demo = subprocess.run([str(exe), "demo", game, "--frames", "60", "--seed", "2"],
                              cwd=tmp_path, env=_env(home), capture_output=True, text=True,
                              timeout=300)
        assert demo.returncode == 0 and "Traceback" not in demo.stderr, (game, demo.stderr[-3000:])
        assert not list((home / "data" / "logs").glob("crash-*.log")), game

    _serve_and_open_a_table(exe, tmp_path)     # network play: websockets and zeroconf are in

    size, got = _pixels(shot)
    ref_size, want = _pixels(ref_shot)
    assert size == ref_size == (1280, 720)
    assert _spread(got) > 100, "the built program drew a blank or one-colour screen"
    assert _changed(got, want) < 0.005, "the built program's menu differs from main.py's"
