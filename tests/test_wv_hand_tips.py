"""A Wild Venture: a card in hand's tooltip hides no playable neighbour in hand nor a glowing
card of the rows where a clear place beside it exists (play-test 14: hand tooltips, kept off
the whole rows holding a glowing card, went left over the neighbours a click plays)."""
from __future__ import annotations

import pytest

from engine.ecs.processors import lit_rects
from engine.worlds import in_world
from scenes.parts.why import overlap
from tests.uitest import hovered_tip, look_shot, wild_venture_main_turn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_hand_tooltips_hide_no_playable_card(monkeypatch, tmp_path, size):
    app, session, scene, d = wild_venture_main_turn(monkeypatch, tmp_path, size)
    with in_world(scene.world):
        hand = sorted(n for n in d.names() if n and n.startswith("wv.hand."))
        lit = lit_rects(1)
    assert len(hand) >= 4 and len(lit) >= 6          # a hand among glowing cards
    for name in hand:
        tf, _, box = hovered_tip(d, scene, name)
        assert box is not None
        hidden = [r for r in lit if r != tuple(tf.rect) and overlap(box, r)]
        assert not hidden, f"{name}'s tooltip {box} hides {hidden}"
        gap = max(0.0, tf.rect[0] - box[0] - box[2], box[0] - tf.rect[0] - tf.rect[2]) + \
            max(0.0, tf.rect[1] - box[1] - box[3], box[1] - tf.rect[1] - tf.rect[3])
        assert gap <= 110, f"{name}'s tooltip is {gap:.0f} px off"       # tooltips.BESIDE
    look_shot(app, f"wv_hand_tip_{size[0]}.png")
    app.shutdown()
