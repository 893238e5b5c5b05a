"""The tests' driver draws only the frames a test can look at (``UIDriver.lazy``): the last one
of each call, every one while a probe records.  What a test then sees -- the window's pixels,
the clicks' effects -- is what the driver drawing every frame showed."""
from __future__ import annotations

import pygame

from engine.app import App
from engine.uidriver import UIDriver
from scenes.menu import MenuScene
from tests.uitest import driver, make_app, probing, start_table


def counted_draws(monkeypatch) -> list:
    drawn: list = []
    real = App.draw

    def draw(self):
        drawn.append(self.frame_count)
        real(self)
    monkeypatch.setattr(App, "draw", draw)
    return drawn


def menu_pixels(monkeypatch, tmp_path, lazy: bool) -> bytes:
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(MenuScene(app))
    d = UIDriver(app, lazy=lazy)
    d.frames(25)
    d.move_to(d.pos(d.names()[0]), 10)
    out = pygame.image.tobytes(app.window.get_surface(), "RGB")
    app.shutdown()
    return out


def test_a_lazy_driver_draws_the_last_frame_of_each_call_only(monkeypatch, tmp_path):
    drawn = counted_draws(monkeypatch)
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.frames(30)
    assert drawn == [29]
    d.click(d.names()[0])
    assert len(drawn) == 2                      # a click's three frames: the last one drawn
    with probing() as probe:
        d.frames(5)
    assert len(drawn) == 7 and probe.records    # a probe records every frame
    app.shutdown()


def test_a_wait_ends_on_a_drawn_frame(monkeypatch, tmp_path):
    drawn = counted_draws(monkeypatch)
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.wait(lambda: app.frame_count >= 12)
    assert drawn == [12] and not d.undrawn      # drawn after the frame it ended on
    d.frames(3, look=False)
    assert len(drawn) == 1 and d.undrawn
    d.look()
    assert len(drawn) == 2 and not d.undrawn
    app.shutdown()


def test_the_window_a_lazy_driver_leaves_is_the_one_drawing_every_frame_leaves(
        monkeypatch, tmp_path):
    assert menu_pixels(monkeypatch, tmp_path / "a", lazy=True) == \
        menu_pixels(monkeypatch, tmp_path / "b", lazy=False)


def test_a_table_plays_on_through_undrawn_frames(monkeypatch, tmp_path):
    """Moves, animations and the AI's answers go on in frames nobody draws; the driver waits
    for an AI worker's answer between them instead of spinning."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl", ["ai:easy", "ai:easy"])
    d.wait(lambda: len(session.steps) >= 3, 20000)
    assert d.app.frame_count > 3 and not d.undrawn
    app.shutdown()
