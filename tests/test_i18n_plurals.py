"""Counts read as the language says them: '1 cube', '2 cubes'; '1 карта', '3 карти', '5 карт'."""
import pytest

from engine.i18n import I18n, _table, message_keys, plural_category


@pytest.mark.parametrize("n, category", [
    (0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"), (11, "many"), (12, "many"),
    (14, "many"), (21, "one"), (22, "few"), (25, "many"), (101, "one"), (111, "many")])
def test_ukrainian_plural_categories_follow_cldr(n, category):
    assert plural_category("uk", n) == category


def test_english_has_one_and_other():
    assert [plural_category("en", n) for n in (0, 1, 2, 21)] == ["other", "one", "other", "other"]


def test_counts_pick_the_plural_form_in_both_languages():
    en, uk = I18n("en"), I18n("uk")
    assert en.t("ww.prompt.place", n=1) == "Place 1 cube on a glowing slot, or Auto-place"
    assert en.t("ww.prompt.place", n=3) == "Place 3 cubes on a glowing slot, or Auto-place"
    assert en.t("ww.built_n", n=1) == "1 development built"
    assert en.t("coatl.tip.pieces", n=1) == "1 piece"
    assert uk.t("wv.tip.deck", n=1).startswith("Колода: 1 карта.")
    assert uk.t("wv.tip.deck", n=3).startswith("Колода: 3 карти.")
    assert uk.t("wv.tip.deck", n=12).startswith("Колода: 12 карт.")


def test_a_key_with_plain_text_in_one_language_and_forms_in_the_other_uses_its_own_text():
    # "game.turn_of" has forms in English and one plain line in Ukrainian
    assert I18n("uk").t("game.turn_of", n=2, name="A, B") == "Хід: A, B"
    assert I18n("en").t("game.turn_of", n=2, name="A, B") == "A, B to play"


def test_no_count_string_says_s_in_brackets():
    for lang in ("en", "uk"):
        bad = [k for k, v in _table(lang).items() if "(s)" in v or "(и)" in v or "(ів)" in v]
        assert bad == [], bad


def test_every_plural_key_has_all_forms_of_its_language():
    for lang in ("en", "uk"):
        assert message_keys(_table(lang), lang)   # raises on a key with missing forms
