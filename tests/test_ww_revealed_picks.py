"""It's a Wonderful World: another seat's revealed draft picks beside its panel (play-test 14,
59a: the pick just revealed was covered by the next face-down "?" card but for a 5 px sliver).
The face-down pick sits whole under the last revealed pick, itself whole; all inside the
column beside the panel."""
from __future__ import annotations

import pytest

from engine.layout import load_layout
from scenes.wonderful_world import table as T


@pytest.mark.parametrize("deal", [7])       # picks a round, at any player count
def test_the_last_revealed_pick_and_the_face_down_one_are_both_whole(deal):
    a = load_layout("wonderful_world")["other.0"]
    w, h = T.SHOWN_CARD
    for pick in (True, False):
        for shown in range(0, deal if pick else deal + 1):
            step, pick_y = T.column_steps(a.y, a.h, h, shown, deal, pick)
            ys = [a.y + h / 2 + step * i for i in range(shown)]
            for y in ys:
                assert a.y - 0.01 <= y - h / 2 and y + h / 2 <= a.y + a.h + 0.01, (shown, y)
            if pick:
                assert a.y <= pick_y - h / 2 and pick_y + h / 2 <= a.y + a.h + 0.01
                if ys:
                    assert ys[-1] + h / 2 <= pick_y - h / 2, (deal, shown, ys[-1], pick_y)
            # every earlier one still shows a strip to hover (its colour, its tooltip)
            assert shown < 2 or step >= 6, (deal, shown, step)
