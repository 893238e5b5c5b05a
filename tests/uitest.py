"""Helpers for UI tests: a headless app with saves and settings in a temp folder."""
from __future__ import annotations

from engine.app import App, AppOptions
from engine.uidriver import UIDriver


def make_app(monkeypatch, tmp_path, size=(1280, 720), lang="en", speed=4.0) -> App:
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    app = App(AppOptions(size=size, fixed_step=True, save_settings=False, lang=lang, speed=speed,
                         seed=7))
    return app


def driver(app: App) -> UIDriver:
    return UIDriver(app)
