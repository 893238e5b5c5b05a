"""World in Progress (play-test at 1280x720): the top Faith marker's tooltip hid the "Taras
(AI)" panel's title.  No marker's tooltip covers a seat's name, points or tile count."""
from __future__ import annotations

import pygame
import pytest

from engine.rules import world_in_progress as wip
from scenes.world_in_progress.geometry import score_heads
from tests.uitest import hovered_tip, look_shot, my_turns, start_table


@pytest.mark.parametrize("size,lang", [((1280, 720), "en"), ((800, 450), "uk")])
def test_a_marker_tooltip_leaves_the_scores_readable(monkeypatch, tmp_path, size, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random"], seed=3, size=size, lang=lang)
    for _ in my_turns(app, scene, d, 3000):
        break
    heads = [pygame.FRect(r) for r in score_heads(scene.layout, len(session.seats) - 1)]
    shown = 0
    for side in wip.SIDES:
        name = f"wip.marker.{side}"
        if not d.has(name):
            continue
        tf, hov, box = hovered_tip(d, scene, name)
        if box is None:
            continue
        shown += 1
        look_shot(app, f"wip_marker_{side}_{size[0]}_{lang}.png")
        hit = pygame.FRect(box).collidelist(heads)
        assert hit < 0, f"the {side} marker's tooltip {box} covers the scores at {heads[hit]}"
    assert shown
