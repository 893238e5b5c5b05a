"""Coatl: the player's secret temple shown large (hovered, or right-clicked and pinned) keeps
off the action log and the turn banner (play-test: the large temple card covered the log).  The
shared large-card placement (``CardZoom``) keeps the log and the banner clear first, and in a
small window, where the large card is most of the height, draws it a little smaller rather."""
from __future__ import annotations

import pytest

from engine.toast import overlap
from engine.worlds import in_world
from scenes.coatl import names as N
from tests.uitest import look_shot, my_turns, start_table


@pytest.mark.parametrize("size,lang", [((1920, 1080), "uk"), ((1280, 720), "en"),
                                       ((800, 450), "en"), ((800, 450), "uk")])
def test_the_large_own_temple_leaves_the_log_and_the_banner_in_view(monkeypatch, tmp_path,
                                                                    size, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl",
                                         ["human", "ai:random"], seed=3, size=size, lang=lang)
    for _ in my_turns(app, scene, d, 4000):
        if any(a[0] == "take" for a in scene.legal()):
            break
        scene.act(scene.legal()[0])
    temple = N.own_temple(0)
    d.move_to((5, 5), 2)
    d.hover(temple, 60)                     # hovered long enough to show large
    with in_world(scene.world):
        hovered = scene.zoom.box(app.renderer, scene.input.hovered)
    look_shot(app, f"coatl_temple_large_{lang}_{size[0]}.png")
    d.click(temple, button=3)               # pinned, the mouse away
    d.move_to((5, 5), 3)
    with in_world(scene.world):
        assert scene.zoom.pinned == scene.find(temple)
        pinned = scene.zoom.box(app.renderer, None)
    for box in (hovered, pinned):
        assert box is not None, "the temple was not shown large"
        assert not overlap(box, tuple(scene.log.rect)), ("over the log", box, scene.log.rect)
        assert not overlap(box, scene.banner_part.box), ("over the banner", box)
    app.shutdown()
