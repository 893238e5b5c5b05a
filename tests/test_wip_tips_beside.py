"""World in Progress: a tooltip is placed beside the score it tells about, never over a name,
points or tile count (play-test 14 at 1920x1080: hovering Taras's world put its tooltip over
his name, score and tile count; resting on the tile just placed put its tooltip over the
player's own score and tile count)."""
from __future__ import annotations

import pytest

from engine.ecs import tooltips
from engine.toast import overlap
from scenes.world_in_progress.geometry import score_heads
from tests.test_wip_scene import place_a_tile, start, until_my_turn
from tests.uitest import look_shot


def drawn(monkeypatch) -> list:
    """(text, rect) of each tooltip drawn from now on."""
    seen = []
    draw = tooltips.draw

    def record(r, text, rect):
        seen.append((text, tuple(rect)))
        return draw(r, text, rect)
    monkeypatch.setattr(tooltips, "draw", record)
    return seen


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 450)])
def test_no_tooltip_over_a_name_or_score(monkeypatch, tmp_path, size):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy", "ai:easy"],
                                   size=size)
    tile = place_a_tile(d, scene)
    until_my_turn(d, scene)
    heads = score_heads(scene.layout, 2)
    mini = sorted(n for n in d.names() if n.startswith("wip.mini.1."))
    assert mini, "the AI placed no tile"
    bad = []
    for target in (tile, mini[0]):
        seen = drawn(monkeypatch)
        d.hover(target, 60)
        look_shot(app, f"wip_tip_{target}_{size[0]}.png")
        bad += [(target, rect, h) for _, rect in seen[-1:] for h in heads if overlap(rect, h)]
        d.move_to((2, 2), 2)
        if target == mini[0]:       # the side panel's world is shown large instead
            d.hover(target, 60)
            assert scene.zoom.target(scene.input.hovered) == scene.find(target)
            d.move_to((2, 2), 2)
    assert not bad, f"tooltips over the scores: {bad}"
    app.shutdown()
