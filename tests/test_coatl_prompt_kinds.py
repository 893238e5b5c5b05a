"""Coatl's banner names every kind of step the player may take in assembly (a temple, more
prophecy cards, more pieces, the end of the turn), in both languages and in its short form:
for every assembly state of random played games, and the play-tester's case (a completed coatl
with one card played: a temple or more cards, up to 4)."""
from __future__ import annotations

import random

import pytest

from engine.i18n import I18n
from engine.rules.coatl import RULES
from scenes.coatl.prompts import KIND_OF, assemble_prompt, step_kinds
from tests.rules.test_coatl import (_completed_this_turn, _own_temples, _stack_tops, acts, do,
                                    kept)


def _said(t, kinds, short: bool) -> list[str]:
    if kinds == ["play"]:
        return [t("coatl.prompt.must_play_short" if short else "coatl.prompt.must_play")]
    form = "coatl.step_short." if short else "coatl.step."
    return [t(form + k) for k in kinds]


def _assembly_states(players: int, seed: int, limit: int = 600):
    rng = random.Random(seed)
    s = RULES.new_game(players, seed)
    for _ in range(limit):
        if RULES.is_over(s):
            return
        seat = RULES.to_act(s)[0]
        legal = RULES.legal_actions(s, seat)
        if s.phase == "assemble":
            yield legal
        # lean towards assembling so that completed coatls (temples, cards) come up
        build = [a for a in legal if a[0] in ("add", "start", "play", "temple", "take")]
        s = RULES.apply(s, seat, rng.choice(build if build and rng.random() < 0.8 else legal))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_assembly_banner_names_every_kind_of_legal_step(seed):
    seen: set[str] = set()
    for legal in _assembly_states(3, seed):
        assert {a[0] for a in legal} <= set(KIND_OF), legal     # every verb has its phrase
        kinds = step_kinds(legal)
        seen.update(kinds)
        for lang in ("en", "uk"):
            t = I18n(lang).t
            for short in (False, True):
                line = assemble_prompt(t, legal, short)
                for phrase in _said(t, kinds, short):
                    assert phrase in line, (lang, short, kinds, line)
    assert {"play", "piece", "end"} <= seen


def test_after_the_first_card_on_a_completed_coatl_the_banner_offers_more_cards_and_a_temple():
    s = kept()
    s = _own_temples(s, 0, ["temple_no_yellow_len7"])
    s = _stack_tops(s, ["temple_no_blue_len10", "temple_equal_red_green_len6"])
    s = _completed_this_turn(s, ["hB", "bB", "bB"], "tB", ["count_blue", "trio_blue"], None)
    s, _ = do(s, "play", "count_blue", 0)
    legal = acts(s)
    assert ("play", "trio_blue", 0) in legal and any(a[0] == "temple" for a in legal)
    assert step_kinds(legal) == ["temple", "play", "end"]
    en = assemble_prompt(I18n("en").t, legal)
    assert en == ("You may place a glowing temple, play prophecy cards on a glowing coatl "
                  "(at most 4 each) or end the turn")
    uk = assemble_prompt(I18n("uk").t, legal, short=True)
    assert uk == "Можете покласти храм, зіграти карти або завершити хід"


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_banner_names_more_cards_and_fits_on_one_row(monkeypatch, tmp_path, size, lang):
    from engine.session import Seat
    from scenes.coatl import CoatlScene
    from scenes.launch import new_session
    from tests.uitest import driver, look_shot, make_app
    s = kept()
    s = _own_temples(s, 0, ["temple_no_yellow_len7"])
    s = _stack_tops(s, ["temple_no_blue_len10", "temple_equal_red_green_len6"])
    s = _completed_this_turn(s, ["hB", "bB", "bB"], "tB", ["count_blue", "trio_blue"], None)
    s, _ = do(s, "play", "count_blue", 0)
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang, speed=8.0)
    seats = [Seat("human", "normal", "", 0), Seat("ai", "random", "", 1)]
    session = new_session(app, "coatl", seats, seed=1)
    session.history.append(s)
    scene = CoatlScene(app, session)
    app.scenes.push(scene)
    d = driver(app)
    d.wait(lambda: scene.my_turn() and not scene.busy(), 2000)
    d.frames(2)
    banner = scene.banner_part
    look_shot(app, f"coatl_banner_{lang}_{size[0]}.png")
    assert banner.cut == ""                                   # never cut with "…"
    shown = banner._fit[0][0]
    assert shown == (scene.prompt() if size[0] >= 1280 else scene.prompt(short=True)), shown
    assert scene.t("coatl.step_short.play") in shown or scene.t("coatl.step.play") in shown
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_picked_piece_with_only_the_new_coatl_button_lit_says_so(monkeypatch, tmp_path, lang):
    """Play-test 12, finding 18: with no coatl yet, a picked piece can only start one, yet the
    banner said "click the lit end"; it names the "New coatl" button."""
    from scenes.coatl import names as CN
    from tests.test_coatl_scene import start
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"], lang=lang)
    for _ in range(6):                   # take pieces until one can start a coatl
        d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
        legal = scene.legal()
        if any(a[0] == "start" for a in legal):
            break
        scene.act(next(a for a in legal if a[0] in ("keep", "take")))
    slot = next(a[1] for a in legal if a[0] == "start")
    assert not any(a[0] == "add" for a in legal), "no coatl yet"
    d.click(CN.board(slot))
    d.frames(2)
    assert scene.sel.piece == slot
    assert scene.prompt() == app.i18n.t("coatl.prompt.piece_new")
    assert app.i18n.t("coatl.new") in scene.prompt()
    app.shutdown()
