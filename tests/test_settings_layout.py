"""The Settings screen's title is clear of its rows (play-test: the language buttons covered
"Settings" when opened over a game), at 800x450 and 1280x720, in both languages: no entity of
the screen but its panel lies under the title's drawn text, and no two texts overlap."""
from __future__ import annotations

import esper
import pygame
import pytest

from engine.ecs.components import Transform
from scenes.settings import SettingsScene
from tests.test_screens_fit import overlapping
from tests.uitest import drawn_texts
from tests.uitest import driver, make_app


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
def test_the_settings_title_is_clear_of_every_row(monkeypatch, tmp_path, size, lang):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    app.scenes.push(SettingsScene(app))
    driver(app).frames(3)
    scene, r = app.scenes.top, app.renderer
    texts = drawn_texts(app)
    title = next(rec for rec in texts if rec.text == app.i18n.t("settings.title"))
    box = pygame.Rect(title.rect)
    for name, ent in scene.named().items():
        tf = esper.try_component(ent, Transform)
        if tf is None or name == "panel":
            continue
        x, y, w, h = tf.rect
        if w >= 1100:               # the panel itself
            continue
        assert not box.colliderect(r.rect(x, y, w, h)), (name, title)
    assert not overlapping(texts)
    app.shutdown()
