"""World in Progress: a tile's tooltip never covers what the player clicks next (play-test 17 at
1280x720: after the first tile was placed the mouse moved a little over it, and the tile's
tooltip came up over the map's emptied spot the player refills next; the big world's mat, a
click there only saying why, was lit under the whole world, so any place beside the tile
covered a "target" and the map's empty spot covered the least).  The tooltip keeps off the lit
targets and the emptied spot, and sits beside the tile, over the world."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Transform
from engine.ecs.processors import lit_rects
from engine.toast import overlap
from engine.worlds import in_world
from tests.test_wip_tips_beside import drawn
from tests.uitest import look_shot, my_turns, play_until, start_table


@pytest.mark.parametrize("size,lang", [((1280, 720), "uk"), ((800, 450), "en"),
                                       ((1920, 1080), "uk")])
def test_a_placed_tiles_tooltip_covers_no_target_and_no_emptied_spot(monkeypatch, tmp_path,
                                                                      size, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random"], seed=8, size=size, lang=lang)
    try:
        places = play_until(app, scene, d, lambda a: a[0] == "place")
        _, r, c, _rot = places[0]
        d.click(f"wip.cell.{r}.{c}")
        d.frames(60)
        assert session.state.phase == "refill"
        tile = f"wip.tile.0.{r}.{c}"
        x, y = d.pos(tile)
        seen = drawn(monkeypatch)
        d.move_to((x + round(20 * size[0] / 1280), y + round(12 * size[0] / 1280)), 60)
        assert seen, "the tile, the mouse moved on it, tells what it is"
        box = seen[-1][1]
        with in_world(scene.world):
            tx, ty, tw, th = own = esper.component_for_entity(scene.find(tile), Transform).rect
            lit = [t for t in lit_rects(button=1) if not overlap(t, own)]   # (what it lies on)
        v, m = scene.view_state, scene.map
        size_ = m.tile_size()
        spots = [(cx - size_ / 2, cy - size_ / 2, size_, size_)
                 for cx, cy in (m.slot_center(i) for i, t in enumerate(v.grid) if t is None)]
        assert spots and [t for t in lit if t[1] > 600], "the emptied spot, the lit stacks"
        assert not [t for t in lit + spots if overlap(box, t)], (box, lit, spots)
        mat = scene.layout["world.mat"]
        assert box[0] < mat.x + mat.w and box[1] < mat.y + mat.h, "beside it, on the world"
        assert box[1] + box[3] <= ty or box[1] >= ty + th or box[0] >= tx + tw \
            or box[0] + box[2] <= tx
        look_shot(app, f"wip_tile_tip_{size[0]}_{lang}.png")
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_while_placing_no_tiles_tooltip_covers_a_lit_cell(monkeypatch, tmp_path, size):
    """With the tile in hand, lit cells all round the world's tiles: a tile's tooltip shows
    where it covers none of them, or not at all while the mouse is on the tile."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random"], seed=8, size=size, lang="uk")
    try:
        placed = 0
        for _ in my_turns(app, scene, d, 20000):
            legal = scene.legal()
            if legal[0][0] == "place" and placed >= 2:
                break
            placed += legal[0][0] == "place"
            scene.act(legal[0])
        assert scene.view_state.phase == "place"
        seen = drawn(monkeypatch)
        bad = []
        for name in sorted(n for n in d.names() if n.startswith("wip.tile.0.")):
            d.move_to((5, 5), 2)
            del seen[:]
            d.hover(name, 50)
            with in_world(scene.world):
                own = esper.component_for_entity(scene.find(name), Transform).rect
                lit = [t for t in lit_rects(button=1) if not overlap(t, own)]  # (its mat)
            bad += [(name, box, t) for _, box in seen for t in lit if overlap(box, t)]
        assert not bad, bad
    finally:
        app.shutdown()


def test_a_tooltip_with_no_clear_place_does_not_show(monkeypatch, tmp_path):
    """Where every place beside a tile would cover what it keeps off (here: the placement
    made to answer one over a stack, the player to refill next), the tile's tooltip does not
    show while the mouse is on it, and shows again once it has a clear place."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random"], seed=8, size=(1280, 720))
    try:
        places = play_until(app, scene, d, lambda a: a[0] == "place")
        scene.act(places[0])
        d.frames(60)
        assert session.state.phase == "refill"
        _, r, c, _ = places[0]
        tile = f"wip.tile.0.{r}.{c}"
        with in_world(scene.world):
            stack = esper.component_for_entity(scene.find("wip.stack.0"), Transform).rect
        place = scene.render.tooltip_rect
        monkeypatch.setattr(scene.render, "tooltip_rect",
                            lambda text, tf, avoid=(): tuple(stack))
        seen = drawn(monkeypatch)
        d.move_to((5, 5), 2)
        d.hover(tile, 60)
        assert not seen, "a tooltip over the stack to refill from"
        monkeypatch.setattr(scene.render, "tooltip_rect", place)
        d.move_to((5, 5), 2)
        d.hover(tile, 60)
        assert seen, "with a clear place it shows"
    finally:
        app.shutdown()
