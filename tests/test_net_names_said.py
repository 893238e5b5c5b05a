"""Network lines that name several people agree with how many they name, in both languages
("Чекаємо, поки Олена повернеться" / "Чекаємо, поки Олена і Тарас повернуться"; "Olena is away"
/ "Olena and Taras are away"), and the names stay as typed (never declined).  Who watches is
named in the lobby and in the host's banner alike, shortened with "+N" when many."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.i18n import I18n, _table
from scenes.net_names import (BANNER_WATCHERS, LOBBY_WATCHERS, seats_said, short_list,
                              watchers_line)
from scenes.host import watchers_text

NAMES = ["Олена", "Тарас", "Mira", "Petro", "Hana"]


def scene(lang: str):
    return SimpleNamespace(t=I18n(lang).t, seat_name=lambda s: NAMES[s])


# (key, language) -> the words that must agree: (with one name, with several)
AGREEING = {("net.waiting", "uk"): ("повернеться", "повернуться"),
            ("net.hand_tip", "en"): ("is away", "are away"),
            ("net.hand_tip", "uk"): ("цим місцем", "вибраним місцем")}


@pytest.mark.parametrize("key,lang", sorted(AGREEING))
def test_a_line_about_several_seats_agrees_with_how_many(key, lang):
    one, several = AGREEING[key, lang]
    sc = scene(lang)
    alone = seats_said(sc, key, [0])
    assert alone.startswith("Олена") or "Олена " in alone, alone
    assert one in alone and several not in alone
    for seats in ([0, 1], [0, 1, 2], [0, 1, 2, 3, 4]):
        said = seats_said(sc, key, seats)
        assert several in said and one not in said, said
        assert all(NAMES[s] in said for s in seats)     # each name as typed, undeclined
    and_word = {"en": " and ", "uk": " і "}[lang]
    assert f"Олена{and_word}Тарас" in seats_said(sc, key, [0, 1])


def test_every_network_line_with_a_list_of_names_has_the_forms_of_both_languages():
    """The keys said with a list of names (``seats_said``, ``watchers_line``, the lobby's
    watchers) have a form for one and for several in Ukrainian, whose verbs differ."""
    uk = _table("uk")
    for key in ("net.waiting", "net.hand_tip", "net.watchers", "host.watchers"):
        assert {f"{key}#{c}" for c in ("one", "few", "many")} <= set(uk), key
        assert uk[f"{key}#one"] != uk[f"{key}#few"], key
        assert uk[f"{key}#few"] == uk[f"{key}#many"], key   # a verb's plural is one form


@pytest.mark.parametrize("lang,one,several", [("en", "watching: ", "watching: "),
                                              ("uk", "дивиться: ", "дивляться: ")])
def test_the_banner_names_who_watches_shortened_as_the_lobby(lang, one, several):
    t = I18n(lang).t
    guest = t("net.watcher_unnamed")
    assert watchers_line(t, []) == ""
    assert watchers_line(t, ["Olena"]) == f"{one}Olena"
    assert watchers_line(t, ["", "Olena"]) == f"{several}{guest}, Olena"
    many = ["Olena", "", "Taras", "Mira", "Petro"]
    shown = f"Olena, {guest} +{len(many) - BANNER_WATCHERS}"
    assert watchers_line(t, many) == f"{several}{shown}"
    assert short_list(t, many, LOBBY_WATCHERS) == f"Olena, {guest}, Taras, Mira +1"
    assert watchers_text(t, many).endswith(f": Olena, {guest}, Taras, Mira +1")
