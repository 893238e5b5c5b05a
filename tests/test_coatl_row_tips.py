"""A coatl's tooltip tells its real state (play-test: a finished, locked coatl still said
"(counted when complete)"): a growing coatl's points count only once complete, a coatl
completed this turn may still take cards or a temple, a locked one scores what it shows."""
from __future__ import annotations

import pytest

from engine.layout import load_layout
from engine.rules.coatl import RULES
from scenes.coatl import table as T
from tests.rules.test_coatl import add_coatl, kept
from tests.test_table_descriptions import table_input


def _tips(s, lang):
    specs = T.describe(table_input(RULES, s, 0, load_layout(T.LAYOUT), lang=lang))
    return [sp.tooltip for sp in specs if sp.kind == "coatl_row"]


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_each_coatl_tooltip_says_its_state(lang):
    s = kept()
    s = add_coatl(s, 0, ["hB", "bB", "tB"], cards=["count_blue"], locked=True)
    s = add_coatl(s, 0, ["hR", "bR", "bR", "tR"], cards=["count_red"], locked=False)
    s = add_coatl(s, 0, ["hY", "bY"])
    tips = _tips(s, lang)
    from engine.i18n import I18n
    t = I18n(lang).t
    locked, complete, growing = tips[:3]
    assert locked.startswith(t("coatl.tip.pieces", n=3) + "; ")
    assert t("coatl.tip.row_locked", n=0).split(":")[0] in locked
    assert complete.startswith(t("coatl.tip.pieces", n=4) + "; ")
    assert t("coatl.tip.row_complete", n=0).split(":")[0] in complete
    assert growing == t("coatl.tip.row", pieces=t("coatl.tip.pieces", n=2),
                        state=t("coatl.tip.row_open", n=0))
    for tip in (locked, complete):
        assert "when complete" not in tip and "коли коатля завершено" not in tip
    if lang == "en":
        assert locked.startswith("3 pieces; finished and locked: it scores ")
    else:
        assert growing.startswith("2 частини; його карти дали б зараз 0 очок")
