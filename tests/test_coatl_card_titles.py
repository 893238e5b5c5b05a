"""Coatl's prophecy card titles read as names in both languages (issue 19, a README-only
play-tester: a tooltip titled "Окремі пари: синя: Пари рівно з двох…" should read "Окремі сині
пари"): no title is a label and a colon ("Трійка: жовта", "Набір: 2 жовті, …"), none is a code
("Set 2Y 2K 1R": K for black, B for blue, unexplained)."""
from __future__ import annotations

import json
import re
from pathlib import Path

DATA = json.loads(Path("assets/data/coatl/prophecies.json").read_text(encoding="utf-8"))
CARDS = DATA["cards"] + DATA["promo_cards"]


def test_no_title_is_a_label_and_a_colon_nor_a_code():
    bad = [(c["id"], lang, c["name"][lang]) for c in CARDS for lang in ("en", "uk")
           if ":" in c["name"][lang] or re.search(r"\d[A-Z]\b", c["name"][lang])]
    assert not bad


def test_the_play_testers_titles():
    names = {c["id"]: c["name"] for c in CARDS}
    assert names["isolated_pair_blue"]["uk"] == "Окремі сині пари"
    assert names["trio_yellow"]["uk"] == "Жовта трійка"
    assert names["promo_set_black2_blue2_red1"]["en"] == "Set of 2 black, 2 blue and 1 red"
    assert all(len({c["name"][lang] for c in CARDS}) == len(CARDS) for lang in ("en", "uk"))
