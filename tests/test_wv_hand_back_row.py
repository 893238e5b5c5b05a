"""A Wild Venture: a hand of seven and more cards lies in two rows, each card of the back row
showing its top strip.  Where that strip can say the card's name (1920x1080) it does; where it
cannot (800x450: play-test 16, the back row showed only costs and colours), a short hover
(``QUICK_ZOOM_S``) shows the card large, while a front-row card keeps the usual long hover."""
from __future__ import annotations

from dataclasses import replace

import esper

from engine.ecs.components import Visual
from engine.uidriver import STEP
from engine.widgets.card import QUICK_ZOOM_S
from engine.worlds import in_world
from scenes.wild_venture import table as T
from tests.uitest import look_shot, probing, wild_venture_main_turn

N = 8


def _eight_cards(monkeypatch, tmp_path, size):
    app, session, scene, d = wild_venture_main_turn(monkeypatch, tmp_path, size)
    st = session.state
    hand = (st.hands[0] + st.deck)[:N]
    session.history[-1] = replace(st, hands=(hand, *st.hands[1:]),
                                  deck=st.deck[N - len(st.hands[0]):])
    scene.resync()
    d.move_to((5, 5), 4)
    rows = sorted({y for _, y in T.hand_slots(scene.layout, N)})
    back = [cid for cid, (_, y) in zip(hand, T.hand_slots(scene.layout, N)) if y == rows[0]]
    front = [cid for cid in hand if cid not in back]
    return app, session, scene, d, back, front


def _shown_after(d, scene, name: str, seconds: float) -> bool:
    d.move_to((5, 5), 2)
    x, y = d.pos(name)
    w, h = T.hand_card_size(N)
    d.move_to((x, round(y - 0.38 * h * scene.app.renderer.scale)), round(seconds / STEP))
    with in_world(scene.world):
        return scene.zoom.target(scene.input.hovered) == scene.find(name)


def test_a_back_row_card_that_cannot_say_its_name_shows_large_on_a_short_hover(monkeypatch,
                                                                                tmp_path):
    app, session, scene, d, back, front = _eight_cards(monkeypatch, tmp_path, (800, 450))
    try:
        assert back and front
        quick = QUICK_ZOOM_S + 0.1
        for cid in back:
            assert _shown_after(d, scene, f"wv.hand.{cid}", quick), cid
        look_shot(app, "wv_back_row_800.png")
        assert not _shown_after(d, scene, f"wv.hand.{front[0]}", quick), "front row: long hover"
    finally:
        app.shutdown()


def test_a_back_row_card_says_its_name_where_its_strip_can(monkeypatch, tmp_path):
    app, session, scene, d, back, _ = _eight_cards(monkeypatch, tmp_path, (1920, 1080))
    try:
        with in_world(scene.world):
            params = [esper.component_for_entity(scene.find(f"wv.hand.{c}"), Visual).params
                      for c in back]
        assert not any("zoom_after" in p for p in params), "its name shows: the usual hover"
        with probing() as probe:
            scene.render.invalidate()
            d.frames(1)
        said = " ".join(r.text for r in probe.records)
        names = [p["card"]["name"] for p in params]
        assert all(n.split()[0] in said for n in names), (names, said[:200])
    finally:
        app.shutdown()
