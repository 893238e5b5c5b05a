"""The window: our title and icon; a display that cannot open is one clear message, no traceback."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from engine.app import ICON, TITLE
from tests.uitest import make_app

ROOT = Path(__file__).resolve().parent.parent


def test_no_display_is_one_clear_message_and_a_non_zero_exit(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="nosuchdriver", SDL_AUDIODRIVER="dummy",
               FIVE_REALMS_HOME=str(tmp_path))
    for args in ([], ["play", "coatl"], ["demo"]):
        out = subprocess.run([sys.executable, "main.py", "--frames", "5", *args], cwd=ROOT,
                             env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 1, (args, out.stderr)
        assert "Traceback" not in out.stderr
        assert "could not open its window" in out.stderr           # what failed
        assert "nosuchdriver" in out.stderr                         # with SDL's reason
        assert "SDL_VIDEODRIVER" in out.stderr and "Try:" in out.stderr   # what to try
        assert out.stdout == ""
    # commands without a window still work without a display
    out = subprocess.run([sys.executable, "main.py", "selfplay", "coatl", "--games", "1",
                          "--ai", "random", "--seed", "3"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr


def test_the_window_has_our_title_and_icon(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    assert app.window.title == TITLE == "Five Realms"
    assert ICON.is_file()
    assert app.icon is not None
    want = pygame.image.load(str(ICON))
    assert app.icon.get_size() == want.get_size() and app.icon.get_size()[0] >= 64
    app.shutdown()


def test_without_a_console_a_fatal_message_goes_to_a_message_box(monkeypatch):
    # a windowed build (Windows, macOS) has no stderr: the player still gets told
    import engine.app as app_module
    shown = []
    monkeypatch.setattr(pygame.display, "message_box", lambda *a, **k: shown.append(a))
    monkeypatch.setattr(sys, "stderr", None)
    app_module.report("the crash screen says it itself", box=False)
    app_module.report("could not open its window")
    assert shown == [("Five Realms", "could not open its window", "error")]
