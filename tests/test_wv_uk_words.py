"""A Wild Venture in Ukrainian: log lines a Ukrainian reads as written, in the rulebook's words
(play-test 14: "доходить до: поділка «Латаття»" — no genitive, a colon; "бере запас із «Диплом»"
— a card's name undeclined; «Речі» and "запас" where the rulebook says «манатки», "припас")."""
from __future__ import annotations

import json

from engine.paths import ASSETS
from engine.rules.wild_venture import events as E
from engine.rules.wild_venture.event_text import describe_event


def test_where_a_traveller_gets_to_is_in_the_genitive():
    assert describe_event(E.RewardTaken(0, "x", ("starter", "pad")), "uk") == \
        "доходить до поділки «Латаття»"
    assert describe_event(E.RewardTaken(0, "x", ("chest", "iron")), "uk") == \
        "доходить до залізної скрині"
    assert describe_event(E.RewardTaken(0, "x", ("gain", 2)), "uk") == \
        "доходить до поділки «отримайте 2 монети»"
    assert describe_event(E.RewardTaken(0, "x", ("starter", "pad")), "en") == "reaches a Lily Pad space"


def test_a_supply_is_the_rulebooks_pripas_and_a_card_name_is_never_declined():
    assert describe_event(E.SupplyTaken(0, "ac_diploma", 0), "uk") == "бере припас: «Диплом»"
    assert describe_event(E.SupplyAdded(0, "ac_diploma", 2), "uk") == "додає 2 припаси на карту «Диплом»"


def test_the_belongings_are_the_rulebooks_manatky():
    uk = json.loads((ASSETS / "i18n" / "wild_venture.uk.json").read_text("utf-8"))
    assert uk["wv.row.belonging"] == "Манатки" and uk["wv.bd.trinkets"] == "Манатки"
    words = " ".join(v for v in uk.values() if isinstance(v, str))
    assert "Речі" not in words and " запас " not in f" {words} "
