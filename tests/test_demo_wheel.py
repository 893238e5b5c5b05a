"""The mouse wheel over a demo's log scrolls it and never leaves the demo (play-test 13: a
wheel notch arrives as MOUSEWHEEL and as SDL's legacy button 4/5, which counted as a click)."""
from __future__ import annotations

import pygame

from scenes.menu import MenuScene
from tests.uitest import ai_held, start_table


def test_the_wheel_over_a_demos_log_scrolls_it_and_stays_in_the_demo(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["ai", "ai"], size=(800, 450), demo=True, speed=50.0)
    d.lazy = False          # the log's scroll follows the new lines as each frame draws it
    assert d.wait(lambda: scene.log.max_scroll(app.renderer) >= 2, max_frames=3000)
    x, y, w, h = scene.log.rect
    pos = app.renderer.to_screen((x + w / 2, y + h / 2))
    with ai_held(scene):            # a new move scrolls the log back to its newest line
        d.wait(lambda: not scene.busy())
        d.move_to(pos)
        for button in (4, 5):       # a notch: SDL posts a legacy button and the wheel event
            d._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            d._post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        d._post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        d.frames(1)
        scrolled = scene.log.scroll
    assert d.scene is scene and scene.demo, "the wheel left the demo"
    assert scrolled == 1, "the wheel did not scroll the demo's log"
    shown = [ln for _, _, ln in scene.log._drawn]
    n = len(session.steps)
    assert d.wait(lambda: len(session.steps) > n + 1, max_frames=3000)
    d.frames(2)
    assert scene.log.scroll > 1, "the next moves scrolled the log back to the newest line"
    assert [ln for _, _, ln in scene.log._drawn] == shown, "the lines read moved on"
    d.click_at(pos)
    assert isinstance(d.scene, MenuScene)           # a click still leaves
    app.shutdown()
