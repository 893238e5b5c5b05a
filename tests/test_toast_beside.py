"""A refusal's toast sits beside what was clicked, in every game, clear of what glows as a
target (play-test 14: in A Wild Venture at 1280x720 the toast of a card in hand the player
could not pay came up ~600 px away over the board's spaces, Dice Forge's covered a glowing
Sanctuary pool's cost, and a placement with nothing clear beside the click cost ~60 ms)."""
from __future__ import annotations

import math

import esper
import pytest

from engine import toast
from engine.ecs.components import Transform, Visual
from engine.worlds import in_world
from scenes.parts import why
from scenes.parts.why import LIT, REFUSED
from tests.uitest import my_turns, params, start_table


def gap(a, b) -> float:
    dx = max(0.0, b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]))
    dy = max(0.0, b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]))
    return math.hypot(dx, dy)


def click_refused(game: str, prefix: str, monkeypatch, tmp_path, ready=lambda scene: True):
    """Click the first refused target named ``prefix``... at 1280x720; (app, scene, its rect,
    the toast's rect)."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=3)
    dim = []
    for _ in my_turns(app, scene, d, 3000):
        with in_world(scene.world):
            dim = [n for n in d.names() if n and n.startswith(prefix)
                   and params(scene, n).get(REFUSED)]
        if dim and ready(scene):
            break
        scene.act(scene.legal()[0])
    assert dim, f"{game}: nothing refused to click"
    app.toast = None
    d.click(dim[0])
    d.frames(2)
    assert app.toast is not None
    with in_world(scene.world):
        rect = tuple(esper.component_for_entity(scene.find(dim[0]), Transform).rect)
    return app, scene, rect, app.toast_rect()


def test_a_wild_venture_card_you_cannot_pay_says_so_beside_the_card(monkeypatch, tmp_path):
    app, scene, card, box = click_refused("wild_venture", "wv.hand.", monkeypatch, tmp_path)
    assert gap(box, card) <= 40, f"the toast {box} is {gap(box, card):.0f} px from {card}"
    with in_world(scene.world):
        keep = why.keep_clear(scene)
    assert not [k for k in keep if why.overlap(box, k)]
    app.shutdown()


def test_a_dice_forge_toast_keeps_clear_of_a_glowing_pool(monkeypatch, tmp_path):
    app, scene, face, box = click_refused("dice_forge", "df.pool.", monkeypatch, tmp_path,
                                          lambda sc: sc.asked() == "main")
    with in_world(scene.world):
        lit = [tuple(tf.rect) for _, (tf, vis) in esper.get_components(Transform, Visual)
               if vis.params.get(LIT) and vis.visible]
    assert lit, "no pool glows: nothing to keep clear of"
    assert not [k for k in lit if why.overlap(box, k)], f"the toast {box} covers {lit}"
    assert gap(box, face) <= 40
    app.shutdown()


@pytest.mark.parametrize("sizes", [[(700.0, 64.0), (390.0, 100.0)], [(1354.0, 64.0)]])
def test_with_nothing_clear_a_placement_looks_at_a_bounded_number_of_places(monkeypatch,
                                                                           sizes):
    """Every place covers something to keep clear: the coarse grid still bounds the rect tests
    (a few hundred places, each against the rects in its band), and the place chosen covers
    least of what is kept."""
    keep = [(float(x), float(y), 100.0, 100.0) for x in range(0, 1920, 110)
            for y in range(0, 1080, 110)]
    soft = [(float(x), float(y), 80.0, 110.0) for x in range(0, 1900, 97)
            for y in range(0, 1000, 123)]
    calls = []
    covered = toast._covered
    monkeypatch.setattr(toast, "_covered",
                        lambda box, rects, stop=math.inf: calls.append(len(rects))
                        or covered(box, rects, stop))
    x, y, k = toast.toast_spot(94, sizes, keep, soft, (1370.0, 847.0, 150.0, 210.0))
    w, h = sizes[k]
    assert len(calls) <= 1000 and sum(calls) <= 40_000, (len(calls), sum(calls))
    chosen = toast._covered((x - w / 2, y, w, h), keep)
    least = min(toast._covered((px - sw / 2, py, sw, sh), keep)
                for i, (sw, sh) in enumerate(sizes)
                for px, py in toast._places(94, sw, sh, (1370.0, 847.0, 150.0, 210.0))
                if not toast.overlap((px - sw / 2, py, sw, sh), (1370.0, 847.0, 150.0, 210.0)))
    assert chosen == least


def test_a_long_refusal_may_take_two_lines_to_fit_beside_a_card():
    """Between a card and its lit neighbours a one-line toast as wide as the screen fits
    nowhere; two lines of half the width do."""
    near = (900.0, 800.0, 150.0, 200.0)
    keep = [(700.0, 800.0, 190.0, 200.0), (1060.0, 800.0, 190.0, 200.0),   # lit neighbours
            (0.0, 560.0, 1920.0, 130.0)]                                    # a lit row above
    x, y, k = toast.toast_spot(94, [(900.0, 64.0), (460.0, 100.0)], keep, [], near)
    w, h = [(900.0, 64.0), (460.0, 100.0)][k]
    box = (x - w / 2, y, w, h)
    assert k == 1 and not [r for r in keep if toast.overlap(box, r)]
    assert gap(box, near) <= 10
