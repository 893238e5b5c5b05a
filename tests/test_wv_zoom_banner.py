"""A Wild Venture: a card shown large leaves the turn banner in view (play-test 14, 08.png: the
large card covered part of the banner)."""
from __future__ import annotations

import pytest

from engine.worlds import in_world
from scenes.parts.why import overlap
from scenes.wild_venture import BANNER
from tests.uitest import wild_venture_main_turn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_large_card_leaves_the_banner_in_view(monkeypatch, tmp_path, size):
    app, session, scene, d = wild_venture_main_turn(monkeypatch, tmp_path, size)
    names = [n for n in d.names() if n and (n.startswith("wv.hand.") or
                                            n.startswith("wv.tab.") or n.startswith("wv.otab."))]
    assert len(names) >= 4
    for name in names:
        with in_world(scene.world):
            ent = scene.find(name)
            scene.zoom.toggle(ent)
            box = scene.zoom.box(app.renderer, None)
            scene.zoom.toggle(None)
        assert box is not None and not overlap(box, BANNER), (name, box)
    app.shutdown()
