"""A tooltip shows next to what the mouse is on (play-test 11: It's a Wonderful World's hand
cards, Coatl's disk slots and a Dice Forge temple face had theirs ~200 px away, because every
place near them covered a lit target).  Covering a neighbouring target while hovering is fine
(the tooltip goes when the mouse moves); covering the entity itself or what it must keep clear
of (its ``avoid`` rects, the scene's: the banner, a zoomed card, titles) is not.

In every registered game, on real tables at 1280x720 and 800x450 (the viewer's turns of a
random game, through the app): every shown entity with a tooltip gets one no farther than
``tooltips.BESIDE`` canvas px from it (else ``tooltips.FARTHER``), clear of it and of what it
must avoid, whenever such a place exists for a box of any width the tooltip may take
(``tooltips.sizes``: narrower and taller where the wide box does not fit; Coatl's temple
stacks and supply bags had theirs 150-300 px off, since no 520 px box beside them was clear
of the log and the coatl rows' titles) -- searched here by brute force on a grid over the
canvas."""
from __future__ import annotations

import random

import esper
import pygame
import pytest

from engine.ecs import tooltips
from engine.ecs.components import Hoverable, Name, Transform, Visual
from engine.games import GAMES
from engine.worlds import in_world
from tests.test_tooltips_lit import gap, place_exists, viewer_looks
from tests.uitest import start_table

GAME_IDS = [g.id for g in GAMES if g.playable and 2 in g.rules.player_counts]


def must_avoid(scene, tf: Transform, hov: Hoverable) -> list:
    """The entity's rect and what its tooltip must keep clear of: its own ``avoid`` rects and
    the scene's (the banner, a zoomed card, titles)."""
    return [tuple(tf.rect), *hov.avoid, *scene.render.avoid]


def far_tooltips(scene) -> tuple[int, list]:
    """How many tooltips were placed, and (name, gap, tooltip, entity, (distance, box) that
    fits) of each placed farther than ``BESIDE`` (``FARTHER``) or over what it must avoid while
    a place that near clear of those exists for one of the boxes the tooltip may take."""
    bad, n = [], 0
    with in_world(scene.world):
        for ent, (tf, vis, hov) in esper.get_components(Transform, Visual, Hoverable):
            if not hov.tooltip or not vis.visible or tf.alpha <= 0:
                continue
            n += 1
            tip = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
            must = must_avoid(scene, tf, hov)
            off = gap(tip, tf.rect)
            over = pygame.FRect(tip).collidelist([pygame.FRect(m) for m in must]) >= 0
            if not (off > tooltips.BESIDE or over):
                continue
            # too far (or over what it must avoid) while some box it may take fits nearer
            fits = [(near, box) for near in (tooltips.BESIDE, tooltips.FARTHER)
                    if off > near or (over and near == tooltips.BESIDE)
                    for box in tooltips.sizes(scene.render.renderer, hov.tooltip)
                    if place_exists(tf.rect, *box, must, near)]
            if fits:
                name = esper.try_component(ent, Name)
                bad.append((name.name if name else vis.kind, round(off), tip, tuple(tf.rect),
                            fits[0]))
    return n, bad


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_tooltip_is_beside_its_entity(monkeypatch, tmp_path, game, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=6, size=size)
    placed, looks = 0, 0
    try:
        for _ in viewer_looks(app, scene, d, random.Random(6), 4):
            n, bad = far_tooltips(scene)
            assert not bad, f"{game}: tooltips away from their entity: {bad[:4]}"
            placed += n
            looks += 1
    finally:
        app.shutdown()
    assert looks >= 2 and placed >= 20, f"{game}: only {placed} tooltips in {looks} looks"
