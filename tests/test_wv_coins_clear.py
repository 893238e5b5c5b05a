"""A Wild Venture: the coins you pay with stay in sight while you read a card's cost (play-test
14, 07/14/17/20: hand tooltips and "Not allowed: Bakery costs 3 coins; you have 1" covered the
seat's coin counter).  No hand card's tooltip covers it, and a refusal keeps clear of it."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Transform
from engine.worlds import in_world
from scenes.parts.why import keep_clear, overlap
from scenes.wild_venture import names as N
from tests.uitest import hovered_tip, wild_venture_main_turn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_hand_tooltip_nor_refusal_covers_your_coins(monkeypatch, tmp_path, size):
    app, session, scene, d = wild_venture_main_turn(monkeypatch, tmp_path, size)
    me = scene.viewer
    with in_world(scene.world):
        coins = tuple(esper.component_for_entity(scene.find(N.coins(me)), Transform).rect)
        hand = sorted(n for n in d.names() if n and n.startswith("wv.hand."))
        assert coins in [tuple(k) for k in keep_clear(scene)], "a refusal may cover the coins"
    assert len(hand) >= 4
    for name in hand:
        _, _, box = hovered_tip(d, scene, name)
        assert box is not None and not overlap(box, coins), f"{name}'s tooltip {box} covers the coins {coins}"
    app.shutdown()
