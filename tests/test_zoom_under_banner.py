"""A large card keeps clear of the turn banner and its prompt line at every window size
(play-test 16: at 800x450 the card, grown to stay readable, covered the banner in every game);
where the screen is too short for it, it is drawn smaller, down to its canvas size, which also
keeps a card off the action log and a game's round panel (It's a Wonderful World's) there.
(World in Progress's single tile, shown large by a right click, is a world as large as the
table's middle: it covers part of the log at every size, as before.)

Every card of the viewer's first turn (seed 8, against a random AI) shown large by a right
click, in each game with the shared card zoom."""
from __future__ import annotations

import pytest

from engine.worlds import in_world
from scenes.parts.why import overlap
from tests.test_zoom_clicks import zoom_box, zoomables
from tests.uitest import my_turns, start_table

GAMES = ["wild_venture", "wonderful_world", "coatl", "world_in_progress"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
def test_a_large_card_leaves_the_banner_in_view(monkeypatch, tmp_path, game, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=8, size=size, lang="uk")
    over, covered, shown = [], [], 0
    try:
        for _ in my_turns(app, scene, d, 3000):
            with in_world(scene.world):
                names = zoomables(scene)
                for name in names:
                    scene.zoom.toggle(scene.find(name))
                    app.draw()                      # the overlay sets what the card keeps clear
                    box = zoom_box(scene)
                    banner = tuple(scene.banner_part.box)
                    shown += box is not None
                    if box is not None and overlap(box, banner):
                        over.append((name, box, banner))
                    covered += [(name, box, c) for c in scene.zoom.clear
                                if box is not None and overlap(box, c)
                                and game != "world_in_progress"]
                    scene.zoom.toggle(None)
            break
    finally:
        app.shutdown()
    assert shown >= 3, f"{game}: only {shown} cards came up large"
    assert not over, f"{game}: the large card covers the banner: {over[:3]}"
    assert not covered, f"{game}: the large card covers the log or a panel: {covered[:3]}"
