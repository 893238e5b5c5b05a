"""The action log's box stays inside its map slot (the ``log`` object of the game's map in
assets/maps/, where the table puts it), read, hovered and scrolled, in every game and at the
smallest window: play-test 14 saw Coatl's log at 800x450, scrolled, grow up over the bags and
the piles.  A long game is read by scrolling inside the slot."""
from __future__ import annotations

import pygame
import pytest

from engine.games import playable
from tests.uitest import look_shot, my_turns, start_table

GAMES = [g.id for g in playable()]


def inside(a, b) -> bool:
    return (a[0] >= b[0] - 0.5 and a[1] >= b[1] - 0.5 and a[0] + a[2] <= b[0] + b[2] + 0.5
            and a[1] + a[3] <= b[1] + b[3] + 0.5)


@pytest.mark.parametrize("game", GAMES)
def test_the_log_stays_in_its_slot_while_read_and_scrolled_at_800x450(monkeypatch, tmp_path,
                                                                       game):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game,
                                         ["human", "ai:random", "ai:random"]
                                         if game == "coatl" else ["human", "ai:random"],
                                         seed=3, size=(800, 450), speed=8.0)
    moves = 0
    for _ in my_turns(app, scene, d, 4000):
        if len(scene.log.entries()) >= 14 or moves >= 40:
            break
        scene.act(scene.legal()[0])
        moves += 1
    a = scene.layout["log"]
    slot = tuple(scene.log.rect)        # at rest: the map's slot (World in Progress: the
    #                                     tallest free one of its map, ``tallest_log``)
    assert game == "world_in_progress" or slot == (a.x, a.y, a.w, a.h)
    x, y, w, h = slot
    d.move_to(app.renderer.to_screen((x + w / 2, y + h / 2)), 2)
    assert inside(scene.log.rect, slot), (scene.log.rect, slot)
    before = scene.log.scroll
    for _ in range(3):             # the wheel over the log, as a player scrolls it
        d._post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        d.frames(2)
        assert inside(scene.log.rect, slot), (scene.log.rect, slot)
    look_shot(app, f"log_in_slot_{game}_800.png")
    assert scene.log.scroll > before or scene.log.max_scroll(app.renderer) == 0
    app.shutdown()
