"""The crash screen: an uncaught exception in a screen's update, draw or event handling opens the
"crash" screen with the log's place; the log holds the traceback; the autosave is kept untouched
and the menu's Resume continues it.  An error in the crash screen itself stops the app (exit 1)
with the log."""
from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from engine.app import STEP, AppOptions, App, crash_log_dir
from engine.paths import ASSETS
from engine.saves import SaveStore
from engine.scene import Scene
from engine.session import parse_seats
from scenes.crash import CrashScene
from scenes.menu import MenuScene
from tests.uitest import driver, make_app


class Injected(RuntimeError):
    pass


def boom(*args, **kw):
    raise Injected("injected failure for the crash screen test")


def guarded_frames(app: App, n: int) -> None:
    for _ in range(n):
        app.guarded(app.frame, STEP)


def start_game(app: App, game: str = "coatl"):
    app.goto("game", game=game, seats=parse_seats("human,ai:easy"))
    d = driver(app)
    d.frames(20)
    scene = app.scenes.top
    assert scene.session.game == game
    return scene


@pytest.mark.parametrize("where", ["update", "draw", "handle_event"])
def test_a_failing_game_screen_opens_the_crash_screen_and_keeps_the_save(monkeypatch, tmp_path,
                                                                         where):
    app = make_app(monkeypatch, tmp_path)
    game = start_game(app)
    store = SaveStore()
    assert store.exists()
    saved = store.autosave_path.read_bytes()
    record = store.load()

    setattr(game, where, boom)          # the table screen fails from now on
    if where == "handle_event":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0,
                                             unicode="a", scancode=4))
    guarded_frames(app, 3)

    crash = app.scenes.top
    assert isinstance(crash, CrashScene), type(crash)
    assert len(app.scenes.scenes) == 1 and app.running and app.exit_code == 0
    # the log: in the user data folder, with the traceback and what was running
    log = app.crash_log
    assert log is not None and log.parent == crash_log_dir()
    assert str(log).startswith(str(tmp_path))
    text = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "Injected: injected failure for the crash screen test" in text
    assert ", in boom" in text                                   # the frame that raised
    assert "game: coatl" in text
    # the screen says so, where the log is, and that the game is saved
    shown = [line[0] for line in crash.lines()]
    assert str(log) in shown
    assert app.i18n.t("crash.saved") in shown
    assert crash.find("crash.menu") is not None and crash.find("crash.quit") is not None
    # the autosave was not touched by the crash
    assert store.autosave_path.read_bytes() == saved

    d = driver(app)
    d.click("crash.menu")
    d.frames(2)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene) and menu.can_resume
    d.click("menu.resume")
    resumed = app.scenes.top
    assert resumed is not menu and resumed.session.game == "coatl"
    # the saved game goes on from where it was (an AI seat may already have moved since)
    assert resumed.session.record.seed == record.seed
    assert resumed.session.record.actions[:len(record.actions)] == record.actions
    app.shutdown()


def test_the_crash_screen_draws_its_text_in_both_languages(monkeypatch, tmp_path):
    en = json.loads((ASSETS / "i18n" / "app.en.json").read_text(encoding="utf-8"))
    uk = json.loads((ASSETS / "i18n" / "app.uk.json").read_text(encoding="utf-8"))
    assert en.keys() == uk.keys() and all(uk.values()) and en != uk
    for lang in ("en", "uk"):
        app = make_app(monkeypatch, tmp_path / lang, lang=lang)
        app.push("crash", log=tmp_path / "logs" / "crash-1.log", error="ValueError: x", saved=False)
        d = driver(app)
        d.frames(20)                    # past the fade-in
        shown = [line[0] for line in app.scenes.top.lines()]
        assert (uk if lang == "uk" else en)["crash.not_saved"] in shown
        out = tmp_path / f"crash_{lang}.png"
        app.screenshot(str(out))
        assert out.stat().st_size > 10_000
        d.click("crash.quit")
        assert not app.running
        app.shutdown()


class FailingScene(Scene):
    def update(self, dt: float) -> None:
        raise Injected("a screen that always fails")


def test_an_error_in_the_crash_screen_itself_stops_the_app_with_the_log(monkeypatch, tmp_path,
                                                                        capsys):
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    monkeypatch.setattr(CrashScene, "draw_overlay", boom)
    app = App(AppOptions(size=(800, 450), frames=30, save_settings=False, lang="en"))
    code = app.run(FailingScene)
    assert code == 1
    logs = sorted(crash_log_dir().glob("crash-*.log"))
    assert len(logs) == 2               # the screen's error, then the crash screen's own
    first, last = sorted(logs, key=lambda p: "injected failure" in p.read_text(encoding="utf-8"))
    assert "a screen that always fails" in first.read_text(encoding="utf-8")
    assert "CrashScene" in last.read_text(encoding="utf-8")
    err = capsys.readouterr().err
    assert "Five Realms stopped after an error" in err and str(last) in err


def test_a_crash_without_a_save_says_nothing_was_saved(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(FailingScene(app))
    guarded_frames(app, 2)
    crash = app.scenes.top
    assert isinstance(crash, CrashScene) and not crash.saved
    assert not SaveStore().exists()
    assert Path(app.crash_log).is_file()
    app.shutdown()


def test_a_menu_that_fails_to_open_from_the_crash_screen_stops_the_app(monkeypatch, tmp_path,
                                                                       capsys):
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(FailingScene(app))
    guarded_frames(app, 2)
    assert isinstance(app.scenes.top, CrashScene)
    monkeypatch.setattr(MenuScene, "build", boom)
    d = driver(app)
    pos = d.pos("crash.menu")
    d.move_to(pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        guarded_frames(app, 1)
    assert not app.running and app.exit_code == 1      # no loop back to the crash screen
    assert "injected failure" in app.crash_log.read_text(encoding="utf-8")
    assert "Five Realms stopped after an error" in capsys.readouterr().err
    app.shutdown()
