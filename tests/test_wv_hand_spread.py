"""A Wild Venture: a hand of up to six cards lies side by side, each card whole, its name said
in full at 1920x1080 (play-test 14, 12.png: cards overlapped until their names were cut,
"Обсерватор…", "Дозорна ве…", "Гуртожито…", where the area had room for them smaller).  Seven
and more still overlap (narrower than ``LEAST_W`` a name is too small to draw)."""
from __future__ import annotations

import pytest

from engine.layout import load_layout
from engine.rules.wild_venture.material import cards
from engine.widgets.card import blit_card, card_params
from scenes.wild_venture import table as T
from tests.uitest import probing, start_table


def test_up_to_seven_cards_lie_whole_side_by_side_in_the_hand_area():
    L = load_layout(T.LAYOUT)
    a = L["hand"]
    for n in range(1, 7):
        w, h = T.hand_card_size(n)
        xs = [x for x, _ in T.hand_slots(L, n)]
        assert all(b - a_ >= w for a_, b in zip(xs, xs[1:])), (n, w, xs)
        assert xs[0] - w / 2 >= a.x and xs[-1] + w / 2 <= a.x + a.w, n


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_cards_name_is_whole_at_the_size_of_a_six_card_hand(monkeypatch, tmp_path,
                                                                    lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai"], lang=lang, size=(1920, 1080))
    d.frames(2)
    w, h = T.hand_card_size(6)
    cut = []
    for cid, c in cards().items():
        with probing() as probe:
            blit_card(app.renderer, card_params(T.card_data(scene, cid)), 900, 500, w, h)
        said = " ".join(rec.text for rec in probe.records)
        said = said.replace("- ", "").replace("-", "").replace("\u00ad", "")    # hyphenated
        if any(rec.fit == "cut" or rec.text.endswith("…") for rec in probe.records) or \
                c.name(lang).split()[0].replace("-", "") not in said:
            cut.append((c.name(lang), said[:40]))
    assert not cut, f"{len(cut)} names cut or left out: {cut[:6]}"
    app.shutdown()


NAMED = 0.42    # the top of a hand card's face that says which it is: its title, on two lines
#                 at most, and its first cost (engine/widgets/card.py, draw_face)
RISE = 0.08     # a hovered hand card rises this part of its height (paint_card)


def _cover(a: tuple, b: tuple) -> bool:
    return (min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 0.5
            and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 0.5)


def test_seven_to_twelve_cards_each_show_their_name_and_cost_within_the_hand_area():
    """Play-test (a README-only tester): with seven or more cards the hand overlapped so that a
    card's name and cost could not be read.  Up to fourteen cards (the stormier variant), each
    card's top strip -- its title and first cost -- is covered by no card drawn over it (a
    later one), a hovered card rising stays inside the hand area, and no name is drawn narrower
    than a six-card hand's."""
    L = load_layout(T.LAYOUT)
    a = L["hand"]
    for n in range(7, 15):
        w, h = T.hand_card_size(n)
        assert w >= T.LEAST_W, (n, w, h)
        rects = [(x - w / 2, y - h / 2, w, h) for x, y in T.hand_slots(L, n)]
        for i, (x, y, _, _) in enumerate(rects):
            assert a.x <= x and x + w <= a.x + a.w and y + h <= a.y + a.h, (n, i)
            assert y - RISE * h >= a.y, (n, i, "a hovered card rises out of the hand area")
            if n <= 12:
                strip = (x, y, w, NAMED * h)
                over = [j for j in range(i + 1, n) if _cover(strip, rects[j])]
                assert not over, (n, i, over)


def test_every_card_of_a_nine_card_hand_can_be_pointed_at_along_its_name(monkeypatch,
                                                                          tmp_path):
    """In the real table: each of nine cards is the one the mouse finds all along its title,
    from its left to its right end (the hovered card comes forward whole: its tooltip and a
    click are its own)."""
    from dataclasses import replace

    from engine.worlds import in_world
    from tests.uitest import look_shot, wild_venture_main_turn
    app, session, scene, d = wild_venture_main_turn(monkeypatch, tmp_path, (1920, 1080))
    st = session.state
    hand = (st.hands[0] + st.deck)[:9]
    session.history[-1] = replace(st, hands=(hand, *st.hands[1:]),
                                  deck=st.deck[9 - len(st.hands[0]):])
    scene.resync()
    d.move_to((5, 5), 4)
    w, h = (k * app.renderer.scale for k in T.hand_card_size(9))
    for cid in hand:
        with in_world(scene.world):
            ent = scene.find(f"wv.hand.{cid}")
        x, y = d.pos(f"wv.hand.{cid}")
        for dx in (-0.35, 0.0, 0.35):
            d.move_to((round(x + dx * w), round(y - 0.38 * h)), 2)
            with in_world(scene.world):
                assert scene.input.hovered == ent, (cid, dx, "another card is over its name")
    look_shot(app, "wv_hand_nine.png")
    app.shutdown()
