"""World in Progress at 800x450: another player's world shown large (hovering their side panel,
or clicking it) goes as soon as the mouse leaves that panel, and a click on the large world
never reaches what lies under it (play-test 17: pinned by a click, it stayed over the map and
the player's own score while the mouse was on them; a click on it moved the Faith marker
hidden under it).  A click where it showed a moment ago (the mouse left the panel for it and
clicked before the eye saw it go) only closes it; a click a moment later plays as usual."""
from __future__ import annotations

import pygame
import pytest

from tests.uitest import look_shot, my_turns, start_table


def _table(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random", "ai:random", "ai:random"],
                                         seed=8, size=(800, 450), lang="uk")
    for _ in my_turns(app, scene, d, 6000):
        break
    assert session.state.phase == "choose"
    return app, session, scene, d


def _large(d, scene, pin: bool):
    """Hover Taras's panel until his world shows large (and click it, ``pin``): its rect."""
    d.move_to((5, 5), 3)
    d.hover("wip.panel.1", 60)
    if pin:
        d.click("wip.panel.1")
        assert scene.zoom.pinned == scene.find("wip.panel.1")
    assert scene.zoom.target(scene.input.hovered) == scene.find("wip.panel.1")
    return scene.zoom.box(scene.app.renderer, scene.input.hovered)


def _marker_under(d, box) -> str:
    """A lit Faith marker the large world covers."""
    for n in sorted(n for n in d.names() if n.startswith("wip.marker.")):
        x, y = d.canvas_pos(n)
        if box[0] <= x <= box[0] + box[2] and box[1] <= y <= box[1] + box[3]:
            return n
    raise AssertionError("no marker under the large world")


@pytest.mark.parametrize("pin", [False, True])
def test_the_large_world_goes_when_the_mouse_leaves_its_panel(monkeypatch, tmp_path, pin):
    app, session, scene, d = _table(monkeypatch, tmp_path)
    try:
        box = _large(d, scene, pin)
        look_shot(app, f"wip_large_world_{'pinned' if pin else 'hover'}.png")
        d.hover(_marker_under(d, box), 2)
        assert scene.zoom.target(scene.input.hovered) is None, "it stays over the map"
        assert scene.zoom.pinned is None
        look_shot(app, f"wip_large_world_gone_{'pinned' if pin else 'hover'}.png")
    finally:
        app.shutdown()


@pytest.mark.parametrize("pin", [False, True])
def test_a_click_on_the_large_world_only_closes_it(monkeypatch, tmp_path, pin):
    app, session, scene, d = _table(monkeypatch, tmp_path)
    try:
        box = _large(d, scene, pin)
        marker = _marker_under(d, box)
        pos = d.pos(marker)
        # the mouse leaves the panel for the large world and clicks there at once
        d._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        d.frames(2)
        d._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        d.frames(1)
        d._post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        d.frames(2)
        assert scene.sel.selected is None, "the click reached the marker under the large world"
        assert scene.zoom.target(scene.input.hovered) is None
        d.frames(40)                            # a moment later the marker answers as usual
        d.click(marker)
        assert scene.sel.selected == marker.rsplit(".", 1)[1]
    finally:
        app.shutdown()
