"""A word too wide for its line breaks with a hyphen where a reader of English or Ukrainian
expects a syllable or a part of the word to end (engine/widgets/hyphenation.py, its rules in
assets/i18n/hyphenation/): never "Underg-round", "Cong-ress", "Поля-рна", "електрос-танція".
Every card name of every game that a table breaks, at the sizes the tables draw, breaks at a
good place (the painting of every It's a Wonderful World card at every size it is drawn, and
each game's table at a busy moment)."""
from __future__ import annotations

import pytest

from engine.games import playable
from engine.widgets import hyphenation as H
from engine.widgets import text as T


def good(word: str) -> list[str]:
    """``word`` shown broken at each of its good places, in order."""
    return [word[:i] + "-" + word[i:] for i, q in sorted(H.breaks(word).items()) if q >= H.GOOD]


@pytest.mark.parametrize("word, want, never", [
    ("Underground", ["Under-ground"], ["Underg-round"]),
    ("Congress", ["Con-gress"], ["Cong-ress"]),
    ("Полярна", ["По-лярна", "Поляр-на"], ["Поля-рна"]),
    ("електростанція", ["елек-тростанція", "електро-станція", "електростан-ція"],
     ["електрос-танція"]),
    ("Нейрознавство", ["Ней-рознавство", "Нейро-знавство", "Нейрознав-ство"],
     ["Нейрознавс-тво"]),
    ("Blacksmith's", ["Black-smith's"], ["Blacks-mith's"]),
    ("Building", ["Build-ing"], ["Buil-ding"]),
    ("Wonderful", ["Won-derful", "Wonder-ful"], []),
    ("Control", ["Con-trol"], ["Cont-rol"]),
    ("Zeppelin", ["Zep-pelin", "Zeppe-lin"], ["Ze-ppelin"]),
    ("Construction", ["Con-struction", "Construc-tion"], []),
    ("підсилення", ["під-силення", "підси-лення", "підсилен-ня"], ["пі-дсилення"]),
    ("Континент", ["Кон-тинент", "Конти-нент"], []),
    ("Дзеркало", ["Дзер-кало", "Дзерка-ло"], ["Д-зеркало"]),
])
def test_good_breaks_fall_where_a_reader_expects(word, want, never):
    got = good(word)
    assert got == want
    assert not set(never) & set(got)


@pytest.mark.parametrize("word, bad", [
    ("Пам'ять", ["Пам'-ять", "Пам-'ять"]),          # the apostrophe stays with its letters
    ("Гайок", ["Га-йок"]),                          # й stays with the letter before
    ("Мальва", ["Мал-ьва"]),                        # so does ь
    ("Джунглі", ["Д-жунглі"]),                      # дж is one sound
    ("Father", ["Fat-her"]),                        # th is one sound
    ("Aqua", ["A-qua", "Aq-ua"]),                   # one letter never stands alone
])
def test_never_a_break_the_rules_forbid(word, bad):
    shown = {word[:i] + "-" + word[i:] for i in H.breaks(word)}
    assert not shown & set(bad)


def test_an_exception_lists_a_words_breaks_whole():
    assert H.rules("en").exceptions["underground"] == frozenset({5})
    assert H.breaks("Underground") == {5: H.BEST}


def test_wrap_words_prefers_a_good_break_that_fits_over_a_later_poor_one():
    from tests.test_table_text_fits import renderer
    r = renderer((1280, 720))
    font = r.assets.font(round(16 * r.scale), "bold")
    word = "електростанція"
    wide = font.size("електрос-")[0] / r.scale + 1           # "електрос-" would just fit
    lines = T.wrap_words(r, word, 16, "bold", wide)
    assert lines[0] in ("електро-", "елек-"), lines
    assert "".join(x.rstrip("-") for x in lines) == word


class Spy:
    """Every word ``_hyphenate`` broke while it was on, with its parts."""

    def __init__(self, monkeypatch) -> None:
        self.seen: list[tuple[str, list[str]]] = []
        real = T._hyphenate

        def spy(word, font, limit, *least):
            parts = real(word, font, limit, *least)
            if len(parts) > 1:
                self.seen.append((word, parts))
            return parts
        monkeypatch.setattr(T, "_hyphenate", spy)

    def bad(self) -> list:
        """Breaks at a place that is not a good one.  Each call breaks its word once (the
        rest is broken again by a call of its own, seen too); a word's own hyphen is always a
        good place."""
        out = []
        for word, parts in self.seen:
            at = len(parts[0]) - 1
            if word[at] != "-" and H.breaks(word).get(at, 0) < H.GOOD:
                out.append(f"{parts[0]}{word[at:]}")
        return out


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_wonderful_world_card_name_breaks_at_a_good_place_at_every_size(monkeypatch,
                                                                              lang):
    from tests.test_ww_card_names import face_sizes, painted
    spy = Spy(monkeypatch)
    for w, h in face_sizes().values():
        painted((1280, 720), lang, w, h)
        painted((800, 450), lang, w, h)
    assert spy.seen, "no name was broken: nothing was checked"
    assert not spy.bad(), spy.bad()[:10]


@pytest.mark.parametrize("game,size,lang", [
    pytest.param(g, s, lang, id=f"{g}-{s[0]}x{s[1]}-{lang}") for g in [x.id for x in playable()]
    for s, lang in (((1280, 720), "uk"), ((800, 450), "uk"), ((800, 450), "en"))])
def test_every_table_breaks_its_words_at_good_places(monkeypatch, tmp_path, game, size, lang):
    from tests.test_text_fits import fitted
    spy = Spy(monkeypatch)
    records = fitted(monkeypatch, tmp_path, game, size, lang, 0.6, size[1] < 720)
    # a drawn table: its banner and at least 20 texts (World in Progress at 800x450 draws 29:
    # its log lines are long, so few fit)
    assert len(records) > 20 and any(r.kind == "banner" for r in records), \
        "the table was not drawn"
    bad = spy.bad()
    if game == "wild_venture":
        # A Wild Venture's last resort on a face too small for any form of its effect is the
        # card's name, whole where it fits at all (tests/test_wv_hand_texts.py: never cut at
        # 1280x720); such a name may break where it must: «Скар-бничка» on the other seat's
        # miniatures at 800x450.  Every other word still breaks at a good place.
        names = _wild_venture_name_words(lang)
        bad = [b for b in bad
               if not any(b.replace("-", "", 1) in word for word in names)]   # (a rest too)
    assert not bad, bad[:10]


def _wild_venture_name_words(lang: str) -> set[str]:
    from engine.rules.wild_venture.material import card, cards
    return {word for cid in cards() for word in card(cid).name(lang).split()}


@pytest.mark.parametrize("word, room_for, first", [
    ("Мегабомба", "Мегабом-", "Мега-"),             # a word's own parts first
    ("Клонування", "Клонуван-", "Клону-"),          # then three letters a side
    ("Construction", "Construc-", "Construc-"),     # not "Con-" when "struction" needs a line more
    ("Бермудський", "Бермудсь-", "Бермуд-"),        # a suffix's boundary
])
def test_wrap_words_prefers_a_words_parts_then_room_on_each_side(word, room_for, first):
    from tests.test_table_text_fits import renderer
    r = renderer((1280, 720))
    font = r.assets.font(round(16 * r.scale), "bold")
    width = (font.size(room_for)[0] + 1) / r.scale
    assert font.size(word)[0] > width * r.scale, "the word fits whole: nothing is tested"
    lines = T.wrap_words(r, word, 16, "bold", width)
    assert lines[0] == first, lines
    assert "".join(x.rstrip("-") for x in lines) == word
