"""The cached still layer of every game's table, repainted only where something changed, stays
identical to the layer painted anew: over a demo game, at every third drawn frame, pixel for
pixel.  (A painter that reads anything beyond its entity's params would leave stale pixels.)
The default run watches 120 frames of each game; the ``slow`` long form 360."""
from __future__ import annotations

import pygame
import pytest

from engine.games import with_rules
from tests.uitest import start_table

GAMES = [g.id for g in with_rules() if g.playable]


@pytest.mark.parametrize("frames", [120, pytest.param(360, marks=pytest.mark.slow)])
@pytest.mark.parametrize("game", GAMES)
def test_partial_repaints_match_the_table_painted_anew(monkeypatch, tmp_path, game, frames):
    # random AIs deciding inside the frames: the moves (and so the partial repaints) come at
    # the same frames however busy the machine is (normal AIs in worker processes had not moved
    # within 120 frames on a loaded machine: no partial repaint, and the test failed)
    monkeypatch.setenv("FIVE_REALMS_AI_PROCESSES", "0")
    kinds = ["ai:random"] * (2 if game != "world_in_progress" else 3)
    app, _session, scene, _driver = start_table(monkeypatch, tmp_path, game, kinds, seed=11,
                                                size=(800, 450), speed=4.0, demo=True)
    render = scene.render
    draw = render.draw
    seen = {"draws": 0, "checked": 0}

    def checked_draw(background=None, tooltips=True):
        volatile = set(render.volatile)
        draw(background, tooltips)
        seen["draws"] += 1
        if background is None or seen["draws"] % 3:
            return
        kept = pygame.image.tobytes(render.cache, "RGB")
        render.invalidate()
        draw(background, tooltips)                      # the whole layer, painted anew
        if render.volatile != volatile:
            return      # an entity first painted now turned out to pulse: it leaves the layer
        assert pygame.image.tobytes(render.cache, "RGB") == kept, f"draw {seen['draws']}"
        seen["checked"] += 1

    render.draw = checked_draw
    try:
        for _ in range(frames):
            app.frame(1 / 60)
    finally:
        app.shutdown()
    assert seen["checked"] > frames // 6 and render.repaints[1] > 0, (seen, render.repaints)


@pytest.mark.parametrize("game", GAMES)
def test_a_frame_put_back_by_areas_equals_the_layer_put_back_whole(monkeypatch, tmp_path, game):
    """The screen is brought back to the still layer only where last frame drew over it and
    where the layer changed (``still_layer.Shown``): every frame of a demo game, the window
    equals the frame drawn again over the whole layer, pixel for pixel, overlays included.
    (Something drawing on the screen past the Renderer would leave stale pixels here.)"""
    kinds = ["ai", "ai"] if game != "world_in_progress" else ["ai", "ai", "ai"]
    app, _session, scene, _driver = start_table(monkeypatch, tmp_path, game, kinds, seed=5,
                                                size=(800, 450), speed=4.0, demo=True)
    draw = app.draw
    seen = {"frames": 0}

    def checked_draw():
        volatile = set(scene.render.volatile)
        draw()
        kept = pygame.image.tobytes(app.window.get_surface(), "RGB")
        first_sight = scene.render.volatile != volatile
        scene.render.shown.forget()
        draw()                                          # over the whole layer
        if first_sight:
            return      # an entity first painted now turned out to pulse: it leaves the layer
        assert pygame.image.tobytes(app.window.get_surface(), "RGB") == kept, seen
        seen["frames"] += 1

    app.draw = checked_draw
    partial = scene.render.shown.partial
    try:
        for _ in range(100):
            app.frame(1 / 60)
    finally:
        app.shutdown()
    assert seen["frames"] > 80 and scene.render.shown.partial - partial > 65
