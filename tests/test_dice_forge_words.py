"""Dice Forge's Ukrainian words (issue 19, a README-only play-tester): the Sanctuary's face
pools are "квадрати" as the rulebook calls them (not "Басейн Святилища"); a count is said
with its plural form ("1 подвиг", "2 подвиги", "5 подвигів"), not hidden behind a colon
("подвигів: 1", "Ціна: 2 золота")."""
from __future__ import annotations

import json
import re
from pathlib import Path

from engine.i18n import I18n
from engine.rules.dice_forge.event_text import describe_event
from engine.rules.dice_forge.events import HammerAdvanced

UK = json.loads(Path("assets/i18n/dice_forge.uk.json").read_text(encoding="utf-8"))
RULEBOOK = Path("/work/shared/rules/dice_forge.uk.txt")


def test_the_sanctuary_pools_are_the_rulebooks_squares():
    assert not [k for k, v in UK.items() if "басейн" in v.lower()]
    pool = I18n("uk").t("df.tip.pool", n=2)
    assert pool.startswith("Квадрат святилища") and "2 золота" in pool
    if RULEBOOK.exists():                       # the word is the rulebook's
        assert "квадрат" in RULEBOOK.read_text(encoding="utf-8")


def test_no_count_hides_behind_a_colon():
    """No Ukrainian Dice Forge line puts a count after a label and a colon."""
    assert not [(k, v) for k, v in UK.items() if re.search(r"\w: \{(n|cost|cards)\}", v)]


def test_counts_take_their_plural_forms():
    uk, en = I18n("uk"), I18n("en")
    said = [uk.t("df.panel_sub", island="Герой на старті", n=n) for n in (1, 2, 5, 11)]
    assert said == ["Герой на старті · 1 подвиг", "Герой на старті · 2 подвиги",
                    "Герой на старті · 5 подвигів", "Герой на старті · 11 подвигів"]
    assert [en.t("df.panel_sub", island="At the start", n=n) for n in (1, 2)] == \
        ["At the start · 1 feat", "At the start · 2 feats"]
    assert uk.t("df.zoom.feat", n=1, island=6) == "лишилася 1 карта · острів\u00a06"
    assert uk.t("df.zoom.feat", n=4, island=6) == "лишилося 4 карти · острів\u00a06"
    assert en.t("df.zoom.feat", n=1, island=6) == "1 card left · island\u00a06"
    assert "Коштує 2 золота" in uk.t("df.tip.pool_face", text="x", n=2)
    hammer = describe_event(HammerAdvanced(0, 5, 10, 15, 10), "uk")
    assert hammer.endswith("+10 очок слави"), hammer


def test_refusals_say_counts_without_a_colon():
    """'«4 слави» коштує золота: 12; у вас: 5' (the play-test's refused click) reads as a
    form; the refusal says it in a sentence, with the count's plural form."""
    refusals = json.loads(Path("assets/i18n/refusals.uk.json").read_text(encoding="utf-8"))
    df = {k: v for k, v in refusals.items() if k.startswith("df.")}
    assert not [(k, v) for k, v in df.items() if re.search(r"\w: \{\w+\}", v)]
    uk = I18n("uk")
    assert uk.refusal("“4 glory” costs 12 gold; you have 5") == \
        "«4 glory» коштує 12 золота, а у вас 5"
    assert uk.refusal("Minotaur costs 3 sun; you have 1 sun and 0 moon") == \
        "«Minotaur» коштує 3 уламки сонця, а у вас сонця 1, місяця 0"


def test_a_gain_of_nothing_says_why_and_no_line_tells_nothing():
    """Play-test (issue 19): "Taras (AI) gains nothing" twice after rolling "1 gold" and
    "1 gold" at the 12-gold cap, with no reason; "puts 0 gold on the Hammer track" — a line
    about nothing."""
    from engine.rules.dice_forge.events import Gained
    from engine.rules.dice_forge.text import describe
    en = describe_event(Gained(0, (0, 0, 0, 0), "G1"), "en")
    assert en == "gains nothing: gold is already at its limit (the excess is lost)"
    uk = describe_event(Gained(0, (0, 0, 0, 0), "G1"), "uk")
    assert "золото" in uk and "межі" in uk
    rest = describe_event(Gained(0, (0, 0, 0, 0), "hammer_rest"), "en")
    assert "gold is already at its limit" in rest
    assert describe_event(HammerAdvanced(0, 0, 10, 10, 0), "en") is None
    for lang in ("en", "uk"):
        line = describe(("hammer", "0"), lang)
        assert "0" not in line and line, line
    assert describe(("hammer", "3"), "en") == "puts 3 gold on the Hammer track"
