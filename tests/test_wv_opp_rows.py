"""A Wild Venture: the other seat's rows at 1920x1080 (play-test 14, 06a/16): stacked three deep
in its panel, its 52 px cards overlapped — the inhabitant sat over the buildings' "1" and "↑"
badges and the upgraded Lily Pad showed no words.  Its rows now lie side by side, each card big
enough to say its effect, no row over another."""
from __future__ import annotations

import pytest

from engine.layout import load_layout
from engine.widgets.card import blit_card, card_params
from scenes.wild_venture import table as T
from tests.uitest import probing, start_table

BADGE_UP = 12           # a big card's badge sits this far over its top edge


def _boxes(counts):
    L = load_layout(T.LAYOUT)
    rows = T.opp_rows(L, counts)
    return L["opp"], {r: [(x - w / 2, y - h / 2 - BADGE_UP, w, h + BADGE_UP)
                          for x, y in rows[r][2] for w, h in [rows[r][3]]] for r in T.ROWS}, rows


@pytest.mark.parametrize("counts", [(0, 1, 3), (1, 1, 5), (2, 3, 8), (3, 6, 12), (0, 0, 14)])
def test_the_other_seats_rows_lie_side_by_side_inside_its_panel(counts):
    a, boxes, rows = _boxes(dict(zip(T.ROWS, counts)))
    spans = []
    for r in T.ROWS:
        lx, ly, slots, _ = rows[r]
        assert len(slots) == counts[T.ROWS.index(r)]
        for x, y, w, h in boxes[r]:
            assert a.x <= x and x + w <= a.x + a.w and a.y <= y and y + h <= a.y + a.h, (r, x, y)
            assert y > ly + 12, "a card (or its badge) over its row's title"
        xs = [lx] + [x for x, _, _, _ in boxes[r]] + [x + w for x, _, w, _ in boxes[r]]
        spans.append((min(xs), max(max(xs), lx + T.OPP_GROUP_MIN)))
    for (a0, a1), (b0, b1) in zip(spans, spans[1:]):
        assert a1 <= b0, f"two rows overlap: {spans}"
    assert T.MINI_W >= 80 and T.MINI_H >= 110


def test_a_few_cards_each_lie_whole_beside_each_other():
    _, boxes, _ = _boxes({"belonging": 1, "inhabitant": 2, "building": 4})
    for r in T.ROWS:
        for (x0, _, w, _), (x1, _, _, _) in zip(boxes[r], boxes[r][1:]):
            assert x1 >= x0 + w, (r, boxes[r])


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_starter_side_says_its_effect_on_the_other_seats_panel(monkeypatch, tmp_path,
                                                                      lang):
    """At 1920x1080, where the play-tester saw an upgraded starter with no words."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai"], lang=lang, size=(1920, 1080))
    d.frames(2)
    mute = []
    for kind in T.STARTERS:
        for adv in (0, 1):
            with probing() as probe:
                blit_card(app.renderer, card_params(T.starter_data(scene, kind, adv)), 640, 360,
                          T.MINI_W, T.MINI_H)
            data = T.starter_data(scene, kind, adv)
            said = " ".join(rec.text for rec in probe.records if rec.fit != "cut")
            said = said.replace("- ", "").replace("\u00ad", "")     # a word broken by a hyphen
            words = [w for w in (data.tiny or data.text).split() if len(w) > 2]
            if not any(w.strip(",.") in said for w in words):
                mute.append((kind, adv, data.tiny, data.text, said))
    assert not mute, mute
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("min_text", [30.0, 12.5])       # 800x450, 1920x1080
def test_no_card_of_the_other_seat_shows_words_the_next_one_cuts(lang, min_text):
    """Play-test 16 (s137, 800x450): its three starters and a building overlapped, "Trave",
    "card.", "Gain" cut.  A crowded row's cards grow smaller side by side, then overlap; a card
    the next one covers past its words' margin shows none (its colour, badges and zoom tell)."""
    from dataclasses import replace

    from engine.rules.wild_venture import RULES
    from tests.uitest import two_seat_input
    layout = load_layout(T.LAYOUT)
    s0 = RULES.new_game(2, 3)
    bids = ["warehouse", "pond_school", "telegraph_office", "market_square", "zero_waste",
            "ac_laboratory"]
    for n in range(0, len(bids) + 1):
        s = replace(s0, build=(s0.build[0], tuple((b, 1, "") for b in bids[:n])),
                    inhab=(s0.inhab[0], (("courier_crow", 2),)), belong=(s0.belong[0], ()))
        inp = replace(two_seat_input(RULES, layout, s, 0, lang), min_text=min_text)
        specs = [x for x in T.describe(inp) if x.kind == "card" and x.name
                 and (x.name.startswith("wv.otab.") or x.name.startswith("wv.ost."))]
        rows: dict = {}
        for x in specs:
            rows.setdefault(round(x.y), []).append(x)
        for row in rows.values():
            row.sort(key=lambda x: x.x)
            for a, b in zip(row, row[1:]):
                covered = (a.x + a.w / 2) - (b.x - b.w / 2)
                card = a.params["card"]
                said = any(card.get(f) for f in ("text", "short", "tiny", "micro", "figures"))
                assert covered <= a.w * T.COVER_OK or not said, (n, a.name, covered, a.w)
                # four cards (the three starters and a building) lie side by side, none covered
                assert n > 1 or covered <= 0, (n, a.name, covered)
