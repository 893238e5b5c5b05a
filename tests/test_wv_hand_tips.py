"""A Wild Venture: a card in hand's tooltip hides no playable neighbour in hand nor a glowing
card of the rows where a clear place beside it exists (play-test 14: hand tooltips, kept off
the whole rows holding a glowing card, went left over the neighbours a click plays)."""
from __future__ import annotations

import pytest

from engine.ecs.processors import lit_rects
from engine.worlds import in_world
from scenes.parts.why import overlap
from tests.uitest import hovered_tip, look_shot, wild_venture_main_turn


def _clear_spot(scene, own, box, lit):
    """A place of ``box``'s size beside ``own`` (tooltips.BESIDE) on the canvas, clear of every
    lit card and of what the table keeps clear, if there is one (searched every 4 canvas px):
    a belonging's three-line tooltip (play-test 16: its text now says the supply its condition
    gives) may find none beside a hand in the middle of the table."""
    w, h = box[2], box[3]
    block = [r for r in lit if r != tuple(own)] + list(scene.render.avoid) + [tuple(own)]
    for x in range(10, int(1920 - w - 10), 4):
        for y in range(10, int(1080 - h - 10), 4):
            b = (x, y, w, h)
            gap = max(0.0, own[0] - x - w, x - own[0] - own[2]) + \
                max(0.0, own[1] - y - h, y - own[1] - own[3])
            if gap <= 110 and not any(overlap(b, r) for r in block):
                return b
    return None


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
        assert _clear_spot(scene, tf.rect, (0, 0, 200, 40), lit)      # (the search finds)
        assert not hidden or not _clear_spot(scene, tf.rect, box, lit), \
            f"{name}'s tooltip {box} hides {hidden}"
        gap = max(0.0, tf.rect[0] - box[0] - box[2], box[0] - tf.rect[0] - tf.rect[2]) + \
            max(0.0, tf.rect[1] - box[1] - box[3], box[1] - tf.rect[1] - tf.rect[3])
        assert gap <= 110, f"{name}'s tooltip is {gap:.0f} px off"       # tooltips.BESIDE
    look_shot(app, f"wv_hand_tip_{size[0]}.png")
    app.shutdown()
