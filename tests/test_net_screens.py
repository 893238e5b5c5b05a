"""Where the network table's own buttons sit: inside the banner strip, over no table target of
any game (a play-tester took a Coatl prophecy card and handed a seat to the AI instead)."""
from __future__ import annotations

import random

import esper
import pytest

from engine.ecs.components import Clickable, Name, Transform
from engine.games import GAMES, get_rules
from scenes.netplay import BAR
from tests.uitest import start_table

HUD = ("hud.", "net.")


def overlaps(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def targets_under_bar(scene) -> list[str]:
    x, y, w, h = BAR
    bar = (x - w / 2, y - h / 2, w, h)
    hit = []
    for ent, (click, tr) in esper.get_components(Clickable, Transform):
        name = esper.try_component(ent, Name)
        label = name.name if name else str(click.tag)
        if label.startswith(HUD):
            continue
        if overlaps(bar, tr.rect):
            hit.append(label)
    return hit


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_the_banner_button_covers_no_table_target(monkeypatch, tmp_path, game):
    counts = get_rules(game).player_counts
    n = 3 if 3 in counts else max(counts)
    app, session, scene, d = start_table(monkeypatch, tmp_path, game,
                                         ["human"] + ["ai:random"] * (n - 1))
    rng = random.Random(3)
    try:
        seen, frames = 0, 0
        # at least 200 frames and two of the viewer's moves (the AI seats answer in worker
        # processes, in real time: a loaded machine needs more frames for the same moves)
        while (frames < 200 or seen < 2) and frames < 4000:
            d.frames(1, look=False)     # the targets' entities are checked, not pixels
            frames += 1
            if scene.my_turn():
                legal = scene.legal()
                if legal:
                    scene.flow.act(rng.choice(legal))
                    seen += 1
            assert targets_under_bar(scene) == [], game
        assert seen >= 2
    finally:
        app.shutdown()
