"""Settings explain themselves (issue 19): a window size larger than the screen is greyed out
and its tooltip says why; the "Empty steps" setting has a one-line explanation."""
from __future__ import annotations

import esper

from engine.ecs.components import Clickable, Hoverable, Name
from tests.uitest import driver, make_app


def _tip(scene, name: str) -> str:
    return esper.component_for_entity(scene.find(name), Hoverable).tooltip


def test_sizes_larger_than_the_screen_are_greyed_and_say_why(monkeypatch, tmp_path):
    import scenes.settings as settings
    monkeypatch.setattr(settings, "desktop_size", lambda: (1920, 1080))
    app = make_app(monkeypatch, tmp_path, lang="en")
    try:
        app.goto("menu")
        app.push("settings")
        driver(app).frames(2)
        scene = app.scenes.top
        big = esper.component_for_entity(scene.find("settings.size.2560"), Clickable)
        fit = esper.component_for_entity(scene.find("settings.size.1920"), Clickable)
        assert not big.enabled and fit.enabled
        assert _tip(scene, "settings.size.2560") == app.i18n.t("settings.too_big")
        assert "screen" in _tip(scene, "settings.size.3840")
        assert not _tip(scene, "settings.size.1600")
    finally:
        app.shutdown()


def test_empty_steps_setting_explains_itself(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, lang="uk")
    try:
        app.goto("menu")
        app.push("settings")
        driver(app).frames(2)
        scene = app.scenes.top
        label = [e for e, n in esper.get_component(Name) if n.name.startswith("settings")]
        assert label
        tips = [h.tooltip for _e, h in esper.get_component(Hoverable)]
        assert app.i18n.t("settings.steps.tip") in tips
        assert _tip(scene, "settings.steps.auto") and _tip(scene, "settings.steps.manual")
    finally:
        app.shutdown()
