"""A window smaller than 800x450 (a window manager that ignores the minimum size; play-test 13
resized one to 500x300 and its labels overlapped) is drawn as the 800x450 layout scaled down,
and the mouse still lands where it points."""
from __future__ import annotations

import pytest

from engine.frame import MIN_SCALE
from scenes.menu import MenuScene
from tests.uitest import driver, make_app


@pytest.mark.parametrize("size", [(500, 300), (640, 480), (800, 200)])
def test_a_window_under_the_minimum_lays_out_at_the_minimum_and_takes_clicks(
        monkeypatch, tmp_path, size):
    app = make_app(monkeypatch, tmp_path)
    app.window.minimum_size = (1, 1)        # as a window manager that ignores it
    app.window.size = size
    app.scenes.push(MenuScene(app, game="dice_forge"))
    d = driver(app)
    d.frames(2)
    assert app.window.get_surface().get_size() == size
    assert MIN_SCALE <= app.renderer.scale < MIN_SCALE * 1.01     # laid out as at 800x450
    # a click at the window position of a button lands on it
    cx, cy = d.canvas_pos("menu.players.4")
    fx, fy = app.renderer.to_screen((cx, cy))
    sw, sh = app.small.small.get_size()
    d.click_at((round(fx * size[0] / sw), round(fy * size[1] / sh)))
    assert d.scene.players == 4
    app.shutdown()


def test_a_window_at_the_minimum_or_larger_is_drawn_directly(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(800, 450))
    app.scenes.push(MenuScene(app))
    driver(app).frames(1)
    assert app.small.small is None and app.renderer.surface is app.window.get_surface()
    app.shutdown()
