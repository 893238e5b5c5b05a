"""A large card or world opened by a click closes as every game's does (play-test 10, World in
Progress 30-32: an opponent's world opened by a click "did not close" when the table was
clicked -- the click put it away, but the world under the still mouse came straight back by
hover -- and had no close button): a pinned zoom shows a close button; a click on it, a left
click anywhere, or Esc puts it away, and it does not come back while the mouse rests there."""
from __future__ import annotations

import esper
import pygame
import pytest

from engine.uidriver import STEP
from engine.worlds import in_world
from tests.uitest import look_shot, my_turns, start_table


def first_turn(monkeypatch, tmp_path, game, size=(1280, 720)):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=5, size=size)
    for _ in my_turns(app, scene, d, 3000):
        break
    return app, scene, d


def shown(scene):
    with in_world(scene.world):
        return scene.zoom.box(scene.app.renderer, scene.input.hovered)


def screen(app, canvas_xy):
    return app.renderer.to_screen(canvas_xy)


@pytest.mark.parametrize("how", ["again", "close", "esc"])
def test_an_opponents_world_opened_by_a_click_closes(monkeypatch, tmp_path, how):
    app, scene, d = first_turn(monkeypatch, tmp_path, "world_in_progress")
    try:
        wait = round((scene.zoom.hover_s + 0.3) / STEP)
        d.move_to(d.pos("wip.panel.1"), wait)       # hovered: shown large
        assert shown(scene) is not None
        d.click("wip.panel.1")
        d.frames(2)
        assert scene.zoom.pinned is not None, "a click pins the world"
        with in_world(scene.world):
            close = scene.zoom.close_rect(app.renderer, scene.input.hovered)
        assert close is not None, "a pinned world shows a close button"
        look_shot(app, f"wip_pinned_{how}.png")
        if how == "again":
            d.click("wip.panel.1")                  # the mouse stays on the panel
        elif how == "close":
            d.click_at(screen(app, (close[0] + close[2] / 2, close[1] + close[3] / 2)))
        else:
            d.key(pygame.K_ESCAPE)
        d.frames(wait)
        assert scene.zoom.pinned is None
        if how != "esc":
            assert shown(scene) is None, f"{how}: the world came back while the mouse rests"
        assert app.scenes.top is scene, "Esc closed the world, not opened the menu"
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", ["coatl", "wild_venture", "wonderful_world"])
def test_a_right_clicked_card_closes_by_esc_or_its_button(monkeypatch, tmp_path, game):
    app, scene, d = first_turn(monkeypatch, tmp_path, game)
    try:
        with in_world(scene.world):
            ents = [e for e in scene.table.entities().values() if scene.zoom.zoomable(e)]
        assert ents, f"{game}: no card to show large"
        for how in ("esc", "close"):
            with in_world(scene.world):
                scene.zoom.toggle(ents[0])
                close = scene.zoom.close_rect(app.renderer, scene.input.hovered)
            assert close is not None, f"{game}: a pinned card shows a close button"
            if how == "esc":
                d.key(pygame.K_ESCAPE)
            else:
                d.click_at(screen(app, (close[0] + close[2] / 2, close[1] + close[3] / 2)))
            d.frames(2)
            assert scene.zoom.pinned is None, f"{game}: {how} left the card large"
            assert app.scenes.top is scene
    finally:
        app.shutdown()
