"""A card shown large keeps off the action log and the turn banner, in every game: the shared
placement (``CardZoom.placed``) ranks its places by the ``clear`` rects they cover first
(scenes/parts/overlaid.py sets them each frame), and Dice Forge's own large feat card is placed
by it too (before, it was placed with no regard to them)."""
from __future__ import annotations

import pytest

from engine.toast import overlap
from engine.worlds import in_world
from scenes.dice_forge import zoom
from tests.uitest import start_table


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_dice_forges_large_feat_card_keeps_off_the_log_wherever_it_lies(monkeypatch, tmp_path,
                                                                         size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random"], size=size)
    assert d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    name = f"df.feat.{session.state.slot_cards[0]}"
    d.move_to(d.pos(name), 3)
    with in_world(scene.world):
        assert scene.input.hovered == scene.find(name)
        first = zoom.box(scene, app.renderer)
    assert first is not None, "the feat card was not shown large"
    monkeypatch.setattr(scene, "log_rect", first)       # a log lying where the card came up
    d.frames(2)
    with in_world(scene.world):
        moved = zoom.box(scene, app.renderer)
    assert moved is not None
    assert not overlap(moved, first), ("the large card stayed over the log", moved)
    assert not overlap(moved, scene.banner_part.box), ("over the banner", moved)
    app.shutdown()
