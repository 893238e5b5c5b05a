"""Tooltips keep clear of what the player can click now where they can do so beside their
entity (issue 19 follow-up; play-test 9: a Recycle zone's tooltip over the Build zone, a Dice
Forge face's over a glowing pool, at 960x540 too), and never cover the target they describe:
in every game, at the viewer's turns of a random game (and after a click on the table that
lights new targets), the tooltip of each lit target covers no other lit target whenever a place
within ``tooltips.BESIDE`` of it is clear of every lit target, of what it must avoid and of the
entities drawn or named like it.  Where there is no such place a neighbouring target may be
covered: play-test 11 found tooltips sent ~200 px away to stay clear of every target (It's a
Wonderful World's hand cards, Coatl's disk slots, a Dice Forge temple face), which is worse
than covering a target the mouse is not on (tests/test_tooltips_near.py).  "Lit" is read from
the world alone: a shown entity clicks do not pass through with an enabled Clickable answering
the left button, or a DropTarget."""
from __future__ import annotations

import random

import esper
import pygame
import pytest

from engine.ecs import tooltips
from engine.ecs.components import (Clickable, DropTarget, Hoverable, Intangible, Name, Transform,
                                  Visual)
from engine.ecs.processors import look_alike_rects
from engine.ecs.table import Keyed
from engine.games import GAMES
from engine.worlds import in_world
from tests.uitest import my_turns, start_table

GAME_IDS = [g.id for g in GAMES if g.playable and 2 in g.rules.player_counts]
STEP = 20               # canvas px between the places ``place_exists`` tries


def _rect(tf: Transform) -> tuple[float, float, float, float]:
    x, y, w, h = tf.rect
    if int(tf.angle) % 180 == 90:
        return (tf.x - h / 2, tf.y - w / 2, h, w)
    return (x, y, w, h)


def overlaps(a, b) -> bool:
    return (a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3]
            and b[1] < a[1] + a[3])


def lit(scene) -> list[tuple[int, str, tuple, Transform]]:
    """(entity, name, rect, transform) of every target that answers a (left) click now: a lit
    target, a button of the HUD, and a zone a card can be dropped on (clicked once a card is
    picked).  A card that only answers a right click (its zoom) is not a move."""
    out = []
    for ent, (tf, vis) in esper.get_components(Transform, Visual):
        click = esper.try_component(ent, Clickable)
        now = click is not None and click.enabled and 1 in click.buttons
        if ((now or esper.has_component(ent, DropTarget)) and vis.visible and tf.alpha > 0
                and not esper.has_component(ent, Intangible)):
            n = esper.try_component(ent, Name)
            out.append((ent, n.name if n else vis.kind, _rect(tf), tf))
    return out


def gap(a, b) -> float:
    """Canvas px between two rects, across plus down (0 when they meet)."""
    dx = max(0.0, a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2]))
    dy = max(0.0, a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3]))
    return dx + dy


def place_exists(own, w: float, h: float, blocks, near: float = tooltips.BESIDE) -> bool:
    """Some ``w`` x ``h`` box on the canvas (10 px from its edges) lies within ``near`` of
    ``own`` and meets none of ``blocks`` (a brute-force search on a grid)."""
    rects = [pygame.FRect(b) for b in blocks]
    cw, ch = tooltips.CANVAS
    for x in range(10, int(cw - w - 10) + 1, STEP):
        for y in range(10, int(ch - h - 10) + 1, STEP):
            box = (x, y, w, h)
            if gap(box, own) <= near and pygame.FRect(box).collidelist(rects) < 0:
                return True
    return False


def covered(scene) -> tuple[int, list]:
    """How many lit targets' tooltips were placed, and each (target, covered) found: its own
    target, or another while a place beside it is clear of them all."""
    bad, n = [], 0
    with in_world(scene.world):
        targets = lit(scene)
        for ent, name, rect, tf in targets:
            hov = esper.try_component(ent, Hoverable)
            if not hov or not hov.tooltip:
                continue
            n += 1
            tip = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
            if overlaps(tip, tf.rect):
                bad.append((name, name))
            others = [(name, other) for e2, other, r2, _ in targets
                      if e2 != ent and overlaps(tip, r2)]
            keep = [tf.rect, *hov.avoid, *scene.render.avoid, *look_alike_rects(tf),
                    *(r2 for e2, _, r2, _ in targets if e2 != ent)]
            if others and place_exists(tf.rect, tip[2], tip[3], keep):
                bad += others
    return n, bad


def click_table(scene, d, rng) -> bool:
    """Click a random lit target of the table (a keyed entity, not the HUD); True if one was."""
    with in_world(scene.world):
        names = [name for ent, name, _, _ in lit(scene) if esper.has_component(ent, Keyed)]
    if not names:
        return False
    d.click(rng.choice(sorted(names)))
    return True


def viewer_looks(app, scene, d, rng, most: int):
    """Yield at each of the viewer's turns, ``most`` times, the game played on between looks:
    every other look a random lit target of the table is clicked, else a random legal move."""
    looks = 0
    for _ in my_turns(app, scene, d, 3000):
        yield looks
        looks += 1
        if looks >= most:
            return
        if not (looks % 2 and click_table(scene, d, rng)):
            scene.act(rng.choice(scene.legal()))


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("game", GAME_IDS)
def test_a_tooltip_covers_no_lit_target(monkeypatch, tmp_path, game, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=5, size=size)
    checked = 0
    try:
        for _ in viewer_looks(app, scene, d, random.Random(5), 6):
            n, bad = covered(scene)
            assert not bad, f"{game}: tooltips cover lit targets: {bad[:4]}"
            checked += n
    finally:
        app.shutdown()
    assert checked >= 3, f"{game}: only {checked} lit targets with a tooltip were seen"
