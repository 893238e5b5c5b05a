"""The hint inside a pop-up choice: with a choice dialog open over the table, H (or the dialog's
Hint button) asks the normal AI as on the table, rings the option it would pick and plays
nothing; the same shared dialog does it for every game."""
from __future__ import annotations

import pygame
import pytest

from engine.games import load_scene
from engine.session import Seat
from engine.widgets.dialog import Choice
from engine.overlays import ChoiceDialog
from engine.widgets.overlays import hinted_index
from engine.rules.imperative import instruct
from scenes.launch import new_session
from tests.uitest import driver, make_app


def moves_to_dialog(rules, state, asked) -> int:
    """How many first-legal moves (of whoever acts) until seat 0 alone faces ``asked(view)``."""
    for n in range(400):
        if rules.to_act(state) == [0] and asked(rules.view(state, 0)):
            return n
        seat = rules.to_act(state)[0]
        state = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    raise AssertionError("no pop-up choice for the human within 400 moves")


def dice_forge_pick(view) -> bool:
    from engine.rules.dice_forge import queries as RQ
    from scenes.dice_forge import DIALOG
    return RQ.asked(view, 0) in DIALOG


CASES = {
    # A Wild Venture opens its first decisions (the set-up choices) in a pop-up at once
    "wild_venture": (5, None),
    # Dice Forge: a reward to choose (seed 2 reaches one after a few dozen first moves)
    "dice_forge": (2, dice_forge_pick),
}


def open_dialog(monkeypatch, tmp_path, game, size=(1280, 720)):
    seed, asked = CASES[game]
    app = make_app(monkeypatch, tmp_path, size=size, speed=8.0)
    seats = [Seat("human", "normal", "Olena", 0), Seat("ai", "easy", "", 1)]
    session = new_session(app, game, seats, seed=seed)
    if asked is not None:
        for _ in range(moves_to_dialog(session.rules, session.state, asked)):
            seat = session.to_act()[0]
            session.submit(seat, session.rules.legal_actions(session.state, seat)[0])
    scene = load_scene(game)(app, session)
    app.scenes.push(scene)
    d = driver(app)
    assert d.wait(lambda: isinstance(app.scenes.top, ChoiceDialog), 3000), "no dialog opened"
    return app, scene, app.scenes.top, d


@pytest.mark.parametrize("game", list(CASES))
def test_h_in_a_dialog_rings_the_ai_option_and_plays_nothing(monkeypatch, tmp_path, game):
    app, scene, dialog, d = open_dialog(monkeypatch, tmp_path, game)
    s = scene.session
    steps, state = len(s.steps), s.state
    assert d.has("dialog.hint") and dialog.hint_allowed()
    assert dialog.hinted_choice() is None
    d.key(pygame.K_h)
    assert scene.hint is not None
    d.wait(lambda: scene.hint is None or scene.hint.action is not None or scene.hint.failed,
           3000)
    assert scene.hint is not None and not scene.hint.failed
    action = scene.hint.action
    assert action in scene.legal()
    d.frames(3)                                 # drawn with its ring; the dialog stays open
    assert app.scenes.top is dialog
    i = dialog.hinted_choice()
    assert i is not None and dialog.model.choices[i].value == action
    said = instruct(s.rules.describe(action, "en", 0, 0), "en")    # an instruction ("Take…")
    assert dialog._hint[1] in ("Hint: " + said, "Hint: " + said + " (ringed)")
    assert len(s.steps) == steps and s.state is state       # nothing was played
    d.key(pygame.K_h)                           # H again puts it away
    assert scene.hint is None and dialog.hinted_choice() is None
    assert app.scenes.top is dialog
    app.shutdown()


def test_the_dialogs_hint_button_asks_and_choosing_clears_the_hint(monkeypatch, tmp_path):
    app, scene, dialog, d = open_dialog(monkeypatch, tmp_path, "dice_forge", size=(800, 450))
    d.click("dialog.hint")
    d.wait(lambda: dialog.hinted_choice() is not None, 3000)
    i = dialog.hinted_choice()
    action = dialog.model.choices[i].value
    d.click(f"dialog.choice.{i}")               # the player takes the hinted option
    d.frames(2)
    assert scene.session.steps[-1].action == action and scene.session.steps[-1].seat == 0
    assert scene.hint is None
    app.shutdown()


def test_a_dialog_over_no_game_offers_no_hint(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    chosen = []
    dialog = ChoiceDialog(app, "Pick", [Choice("a", "A"), Choice("b", "B")], chosen.append)
    app.scenes.push(dialog)
    d = driver(app)
    d.frames(2)
    d.key(pygame.K_h)
    d.frames(2)
    assert not d.has("dialog.hint") and dialog.hinted_choice() is None
    assert app.scenes.top is dialog and chosen == []
    app.shutdown()


def test_the_hinted_option_is_the_action_or_the_first_part_of_it():
    act = ("perfect_pick", "bodies", "R", "B")
    assert hinted_index(["x", ("perfect_pick", "bodies"), act], act) == 2   # exact first
    assert hinted_index(["tails", ("perfect_pick", "bodies")], act) == 1    # a step of it
    assert hinted_index([("perfect_pick", "tails")], act) is None
    assert hinted_index([("_page", 2)], ("take", 3)) is None
    assert hinted_index(["a"], None) is None


def test_a_hint_on_another_page_rings_the_option_that_leads_there(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    more = Choice(("_page", 1), "More...", holds=("c", "d"))
    dialog = ChoiceDialog(app, "Pick", [Choice("a", "A"), Choice("b", "B"), more], lambda v: None)
    app.scenes.push(dialog)
    dialog._hint = ("d", "Hint: d")
    assert dialog.hinted_choice() == 2          # "More..." holds the hinted option
    dialog._hint = ("b", "Hint: b")
    assert dialog.hinted_choice() == 1          # on this page: the option itself
    dialog._hint = ("z", "Hint: z")
    assert dialog.hinted_choice() is None
    app.shutdown()


def test_a_wild_venture_page_holds_every_option_not_shown():
    from types import SimpleNamespace
    from scenes.wild_venture import dialogs
    s = SimpleNamespace(t=lambda key, **kw: key)
    ch = [Choice(("tuck", k), f"card {k}") for k in range(2 * dialogs.PER_PAGE + 1)]
    for page in range(3):
        _title, out, _mode = dialogs._paged(s, page, "Retire", ch)
        shown = {c.value for c in out[:-1]}
        assert set(out[-1].holds) == {c.value for c in ch} - shown
        assert out[-1].value[0] == "_page"


def test_a_dialogs_way_out_is_a_neutral_button(monkeypatch, tmp_path):
    """Play-test 13 (113_z): A Wild Venture's "Look at the table" under the starting
    inhabitants was a red danger button; backing out of a choice loses nothing, in every
    game's dialog (the shared ChoiceDialog)."""
    app = make_app(monkeypatch, tmp_path)
    dialog = ChoiceDialog(app, "Pick", [Choice("a", "A")], lambda v: None,
                          cancel="Look at the table")
    app.scenes.push(dialog)
    styles = {tag: style for tag, _label, style, _on, _w in dialog.buttons()}
    assert styles["cancel"] == "secondary"
    app.shutdown()
