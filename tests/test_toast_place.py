"""A toast ("Not allowed: ...") over a table covers no title, score, lit target, banner or
log, and where the table leaves room none of its things either (play-test 13: toasts over Dice
Forge's "The Temple: Sanctuary" and island card names, It's a Wonderful World's production
row, World in Progress's map and a seat's panel), in every game at 1280x720 and 800x450."""
from __future__ import annotations

import pytest

from engine.ecs.processors import lit_rects
from engine.games import playable
from engine.worlds import in_world
from scenes.parts import why
from tests.uitest import my_turns, start_table

GAMES = [g.id for g in playable()]
SAID = "Not allowed: “1 glory and 1 sun shard” costs 4 gold; you have 3"


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
@pytest.mark.parametrize("game", GAMES)
def test_a_toast_covers_no_title_score_target_or_log(monkeypatch, tmp_path, game, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai"], seed=4,
                                         size=size)
    for _ in my_turns(app, scene, d, 3000):
        break
    with in_world(scene.world):
        lit = lit_rects(1)
    spots = [None] + [lit[k] for k in (0, len(lit) // 2, -1)] if lit else [None]
    for spot in spots:              # no mouse on the table; the mouse on a target (clicked)
        if spot is not None:
            d.move_to(app.renderer.to_screen((spot[0] + spot[2] / 2, spot[1] + spot[3] / 2)))
        app.show_message(SAID)
        d.frames(2)
        box = app.toast_rect()
        assert box is not None
        with in_world(scene.world):
            keep = why.keep_clear(scene)
        assert box[1] >= scene.toast_top()
        hit = [k for k in keep if why.overlap(box, k)]
        assert not hit, f"{game} {size} {spot}: the toast {box} covers {hit[:3]}"
        assert 0 <= box[0] and box[0] + box[2] <= 1920 and box[1] + box[3] <= 1080
    app.shutdown()
