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
