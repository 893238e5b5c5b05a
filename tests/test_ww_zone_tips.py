"""It's a Wonderful World: in planning no card's tooltip covers Construct and Recycle, where the
drafted cards go (play-test 14, 57.png: a card's tooltip covered «Переробити» and part of
«Будувати»)."""
from __future__ import annotations

import pytest

from engine.app import App, AppOptions
from engine.games import load_scene
from engine.session import Seat, random_session
from engine.uidriver import UIDriver
from scenes.parts.why import overlap
from tests.uitest import hovered_tip


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_no_card_tooltip_covers_the_zones_in_planning(monkeypatch, tmp_path, size):
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    seats = [Seat("human", "normal", "", 0), Seat("ai", "random", "", 1)]
    s = random_session("wonderful_world", seats, 2, 0.3, until_seat=0)
    assert s.state.phase == "planning"
    app = App(AppOptions(size=size, fixed_step=True, save_settings=False, lang="uk",
                         speed=4.0, seed=2))
    scene = load_scene("wonderful_world")(app, s)
    app.scenes.push(scene)
    d = UIDriver(app, lazy=True)        # the tooltips are placed by call, not read off the screen
    d.frames(3)
    zones = [(a.x, a.y, a.w, a.h) for a in (scene.layout[f"zone.{z}"]
                                             for z in ("slate", "recycle"))]
    cards = [n for n in d.names() if n and (n.startswith("ww.drafted.") or
                                            n.startswith("ww.hand."))]
    assert cards
    for name in cards:
        _, _, box = hovered_tip(d, scene, name)
        if box is None:
            continue
        assert not any(overlap(box, z) for z in zones), (name, box, zones)
    app.shutdown()
