"""World in Progress: the tile just placed shows no tooltip while the mouse rests where it
clicked (play-test 16: the cell clicked gave way to the placed tile, whose tooltip came up over
the map's emptied spot the player refills next; ``InputProcessor.mute`` muted only the cell).
What comes new under a mouse resting where it clicked waits as what was clicked does; once the
mouse has moved off and comes back, the tile tells what it is."""
from __future__ import annotations

import pytest

from tests.test_tooltip_after_click import Tips
from tests.uitest import play_until, start_table


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
def test_a_placed_tile_shows_no_tooltip_under_the_resting_mouse(monkeypatch, tmp_path, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random"], seed=8, size=size, lang="uk")
    try:
        places = play_until(app, scene, d, lambda a: a[0] == "place")
        _, r, c, _rot = places[0]
        tips = Tips(scene)
        d.click(f"wip.cell.{r}.{c}")
        d.frames(120)
        tile = f"wip.tile.0.{r}.{c}"               # the viewer is seat 0
        assert scene.find(tile) is not None, "the tile lies on the cell clicked"
        assert session.state.phase == "refill"
        assert tips.texts == [], f"a tooltip under the resting mouse: {tips.texts[:1]}"
        d.move_to((5, 5), 3)
        d.hover(tile, 90)
        assert tips.texts, "the mouse came back: the tile tells what it is"
    finally:
        app.shutdown()
