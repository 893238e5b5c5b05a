"""A refusal for a click on a large zone (a player's whole world in World in Progress) sits
beside the click point, not under the whole zone (play-test 14: a click at the top left of an
empty world put "first push a line…" ~430 px lower, over the god token)."""
from __future__ import annotations

import math

from engine import toast
from engine.worlds import in_world
from scenes.parts import why
from tests.uitest import my_turns, start_table


def gap_to_point(box, point) -> float:
    dx = max(0.0, box[0] - point[0], point[0] - (box[0] + box[2]))
    dy = max(0.0, box[1] - point[1], point[1] - (box[1] + box[3]))
    return math.hypot(dx, dy)


def test_a_click_at_the_top_of_your_world_says_why_beside_it(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random", "ai:random", "ai:random"],
                                         seed=3, size=(1920, 1080))
    next(my_turns(app, scene, d, 3000))
    world = scene.layout["world.mat"]
    point = (world.x + world.w * 0.12, world.y + world.h * 0.12)   # the top-left cell
    app.toast = None
    d.click_at(app.renderer.to_screen(point))
    d.frames(2)
    assert app.toast is not None, "a click on your world before pushing says nothing"
    box = app.toast_rect()
    assert gap_to_point(box, point) <= 80, f"the toast {box} is far from the click {point}"
    assert not (box[0] < point[0] < box[0] + box[2] and box[1] < point[1] < box[1] + box[3])
    with in_world(scene.world):
        keep = [k for k in why.keep_clear(scene) if k != (world.x, world.y, world.w, world.h)]
    assert not [k for k in keep if toast.overlap(box, k)], "the toast covers a score or target"
    app.shutdown()


def test_a_zone_clicked_is_no_more_kept_clear_but_the_point_is():
    zone = (40.0, 148.0, 600.0, 600.0)
    point = (110.0, 220.0)
    x, y, k = toast.toast_spot(94, [(528.0, 64.0)], [zone], [], zone, point)
    box = (x - 264.0, y, 528.0, 64.0)
    assert gap_to_point(box, point) <= 40
    x, y, k = toast.toast_spot(94, [(528.0, 64.0)], [zone], [], zone)   # no point: as before
    assert y >= zone[1] + zone[3] or y + 64 <= zone[1] or x - 264 >= zone[0] + zone[2]
