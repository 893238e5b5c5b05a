"""The banner's line while others act names who acts and agrees with them (play-test: "forges or
performs a feat" with no subject while the seats filled, "Olena choose the prophecy cards to
keep"): every game's watch line, in both languages, has its subject and a verb form for one
seat and for several, and says nothing when nobody acts."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.i18n import I18n, _table
from scenes.game_base import GameScene

WATCH_KEYS = sorted({k.partition("#")[0] for k in _table("en")
                     if k.split(".")[0] in ("coatl", "df", "ww", "wip", "wv")
                     and k.partition("#")[0].split(".")[1:2] == ["watch"]})


def _scene(lang: str, acting: list[int]):
    i18n = I18n(lang)
    names = ["Olena", "Petro", "Mira", "Taras"]
    return SimpleNamespace(session=SimpleNamespace(to_act=lambda: acting),
                           seat_name=lambda s: names[s], t=i18n.t)


def test_the_watch_keys_are_found():
    assert {"coatl.watch.keep", "df.watch.main", "ww.watch.draft", "wip.watch.place",
            "wv.watch"} <= set(WATCH_KEYS)


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("key", WATCH_KEYS)
def test_a_watch_line_names_who_acts_and_agrees_with_one_or_several(key, lang):
    one = GameScene.watch_line(_scene(lang, [0]), key)
    several = GameScene.watch_line(_scene(lang, [0, 1]), key)
    if not one:                             # a line for the game's end says nothing
        assert not several and key.endswith(".over")
        return
    if "{name}" not in I18n(lang).t(key, name="{name}", n=1):
        return                              # a line whose subject is everybody
    assert "Olena" in one and "Petro" not in one, one
    assert "Olena" in several and "Petro" in several, several
    assert ", Petro" not in several, "two names are joined with 'and', not a comma"
    assert one.replace("Olena", "X") != several.replace(
        "Olena and Petro" if lang == "en" else "Olena і Petro", "X"), \
        f"{key} ({lang}): the verb does not agree with several seats: {one!r} / {several!r}"


def test_nobody_acting_gives_no_line_without_its_subject():
    """While the seats fill or the connection is lost nobody acts: no line, rather than
    "forges or performs a feat"."""
    for key in WATCH_KEYS:
        assert GameScene.watch_line(_scene("en", []), key) == ""


def test_the_english_keep_line_is_singular_for_one_seat():
    assert GameScene.watch_line(_scene("en", [0]), "coatl.watch.keep") == \
        "Olena chooses the prophecy cards to keep"
    assert GameScene.watch_line(_scene("en", [0, 1, 2]), "coatl.watch.keep") == \
        "Olena, Petro and Mira choose the prophecy cards to keep"
