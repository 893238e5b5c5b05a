"""Coatl: a target that cannot be chosen says why (issue 19, item 2: "clicking a card that
can't be played now explains why"), through the shared part (scenes/parts/why.py) like every
game: a refused prophecy card in hand, board piece, disk slot or face-up prophecy carries the
rules' reason (``why_not``) in its tooltip and in the ``refused`` param a click shows, in
English and in Ukrainian; it is never a clickable move (no ("why", ...) tags any more)."""
from __future__ import annotations

import random

import pytest

from engine.i18n import I18n, refusal_key, table_refusal
from engine.layout import load_layout
from engine.rules.coatl import RULES, why_not
from scenes.coatl import table as T
from scenes.parts.why import REFUSED
from tests.rules.test_coatl import give_pieces, kept, set_hand
from tests.test_table_descriptions import table_input

LAYOUT = load_layout(T.LAYOUT)
KINDS = {"coatl.hand.": "hand card", "coatl.board.": "board piece", "coatl.disk.": "disk slot",
         "coatl.six.": "prophecy"}


def kind_of(name: str | None) -> str | None:
    return next((k for p, k in KINDS.items() if (name or "").startswith(p)), None)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_card_you_cannot_play_says_why_in_its_tooltip(lang):
    s = set_hand(give_pieces(kept(), 0, ["bB"]), 0, ["count_blue"])
    specs = T.describe(table_input(RULES, s, 0, LAYOUT, lang))
    x = next(sp for sp in specs if sp.name == "coatl.hand.0")
    want = {"en": "you have no coatl yet: start one with a piece from your board",
            "uk": I18n("uk").refusal("you have no coatl yet: start one with a piece from your "
                                     "board")}[lang]
    assert x.params[REFUSED] == want
    assert I18n(lang).t("why.tip", why=want) in x.tooltip
    assert x.click is None or 1 not in x.buttons         # a right click still shows it large


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_with_an_empty_board_a_card_says_to_take_pieces_first(lang):
    """Play-test 17: with no coatl and nothing on the board, a hand card said "start one with
    a piece from your board", which the player did not have: it says to take pieces from the
    disk first (in both languages, never the English text in Ukrainian)."""
    s = set_hand(kept(), 0, ["count_blue"])
    assert not any(s.boards[0]) and not s.coatls[0]
    specs = T.describe(table_input(RULES, s, 0, LAYOUT, lang))
    why = next(sp for sp in specs if sp.name == "coatl.hand.0").params[REFUSED]
    words = {"en": ("disk", "first"), "uk": ("диска", "спершу")}[lang]
    assert all(w in why for w in words), why
    assert "a piece from your board" not in why and "з вашого планшета" not in why, why
    assert refusal_key(why_not(s, 0, ("card", "count_blue"))) is not None


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_in_another_seats_turn_your_card_says_whose_turn_it_is(lang):
    s = set_hand(kept(), 1, ["count_blue"])
    specs = T.describe(table_input(RULES, s, 1, LAYOUT, lang))
    x = next(sp for sp in specs if sp.name == "coatl.hand.0")
    want = {"en": "it is not your turn: P1 is playing", "uk": "зараз не ваш хід: ходить P1"}[lang]
    assert x.params[REFUSED] == want and want in x.tooltip


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_kind_of_refused_target_carries_the_rules_reason(lang):
    """Through random games: every hand card, board piece, disk slot and face-up prophecy the
    table marks refused for the seat to act carries the rules' reason in the table's language
    (a refusal with a key, so Ukrainian too) and has no left click; each kind came up."""
    t = I18n(lang)
    seen: dict[str, set] = {k: set() for k in KINDS.values()}
    for seed in (1, 2):
        rng = random.Random(seed)
        s = RULES.new_game(2, seed)
        for _ in range(120):
            if RULES.is_over(s):
                break
            seat = RULES.to_act(s)[0]
            view = RULES.view(s, seat)
            for sp in T.describe(table_input(RULES, s, seat, LAYOUT, lang)):
                why, kind = sp.params.get(REFUSED), kind_of(sp.name)
                if not why or kind is None:
                    continue
                if kind != "disk slot" or sp.params.get("pieces"):   # an empty slot: a
                    assert t.t("why.tip", why=why) in sp.tooltip, (sp.name, why)   # click only
                else:
                    assert sp.tooltip is None
                assert sp.click is None or 1 not in sp.buttons, sp.name
                assert not (isinstance(sp.click, tuple) and sp.click[0] == "why"), sp.name
                seen[kind].add(why)
            s = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
    assert all(seen.values()), {k: len(v) for k, v in seen.items()}
    if lang == "uk":
        for whys in seen.values():
            assert not any(refusal_key(w) for w in whys), whys    # none left in English
    else:
        for whys in seen.values():
            assert all(refusal_key(w) for w in whys), whys


def test_the_rules_reason_is_the_tables_reason():
    s = set_hand(kept(), 0, ["count_blue"])
    view = RULES.view(s, 0)
    why = why_not(view, 0, ("card", "count_blue"))
    assert table_refusal(I18n("uk"), RULES, why) != why


@pytest.mark.parametrize("size,lang", [((800, 450), "en"), ((800, 450), "uk"),
                                       ((1280, 720), "uk"), ((1920, 1080), "en")])
def test_a_hand_card_clicked_on_an_empty_board_says_take_pieces_first(monkeypatch, tmp_path,
                                                                      size, lang):
    """The play-tester's click: their first turn, no piece on the board, a prophecy card in
    hand clicked: the toast says to take pieces from the disk first."""
    from tests.uitest import look_shot, my_turns, start_table
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl", ["human", "ai:random"],
                                         seed=3, size=size, lang=lang)
    for _ in my_turns(app, scene, d, 3000):
        if scene.view_state.phase == "choose":
            break
        legal = scene.legal()
        scene.act(("keep",) if ("keep",) in legal else next(a for a in legal if a[0] == "discard"))
    assert not any(scene.view_state.boards[scene.viewer]) and scene.view_state.hands[0]
    app.toast = None
    d.click("coatl.hand.0")
    d.frames(2)
    look_shot(app, f"coatl_empty_board_card_{lang}_{size[0]}.png")
    assert app.toast is not None
    assert all(w in app.toast[0] for w in {"en": ("disk", "first"),
                                           "uk": ("диска", "спершу")}[lang]), app.toast
    app.shutdown()
