"""Flows a player walks through: Settings offers every window size the README promises and
keeps a resized window on the screen; a tutorial's pause menu does not promise to save."""
from __future__ import annotations

import re

import esper
import pygame

from engine.ecs.components import Visual
from engine.paths import ROOT
from scenes.settings import WINDOW_SIZES, fits, on_screen
from tests.uitest import driver, make_app


def test_settings_offer_every_window_size_the_readme_promises():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    low, high = re.search(r"from (\d+x\d+) to (4K)", readme).groups()
    w, h = (int(v) for v in low.split("x"))
    assert (w, h) in WINDOW_SIZES
    assert (3840, 2160) in WINDOW_SIZES and high == "4K"
    assert (1280, 720) in WINDOW_SIZES and (1920, 1080) in WINDOW_SIZES


def test_a_resized_window_is_moved_back_onto_the_desktop():
    assert on_screen((1500, 900), (1280, 720), (1920, 1080)) == (640, 360)
    assert on_screen((-40, -10), (800, 450), (1920, 1080)) == (0, 0)
    assert on_screen((100, 50), (800, 450), (1920, 1080)) == (100, 50)
    assert on_screen((100, 50), (800, 450), None) == (100, 50)


def test_sizes_larger_than_the_desktop_do_not_fit():
    assert fits((1920, 1080), (1920, 1080))
    assert not fits((2560, 1440), (1920, 1080))
    assert fits((3840, 2160), None)


def _quit_label(app) -> str:
    """The quit button's label of the pause menu that Esc opens over the table."""
    d = driver(app)
    d.frames(3)
    d.key(pygame.K_ESCAPE)
    d.frames(3)
    pause = app.scenes.top
    assert type(pause).__name__ == "PauseScene"
    esper.switch_world(pause.world)
    return esper.component_for_entity(pause.find("pause.quit"), Visual).params["text"]


def test_the_tutorials_pause_menu_offers_quit_not_save_and_quit(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(960, 540))
    app.goto("tutorial", game="coatl")
    assert _quit_label(app) == "Quit to menu"


def test_a_saved_games_pause_menu_offers_save_and_quit(monkeypatch, tmp_path):
    from tests.uitest import start_table
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl", ["human", "ai"])
    if session.autosave is None:          # the helper starts unsaved tables: give it a store
        session.autosave = lambda record: None
    assert _quit_label(app) == "Save and quit to menu"


def _menu_with_a_saved_game(monkeypatch, tmp_path):
    from engine.session import Seat
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    app.goto("game", game="coatl", seats=[Seat("human", "normal", "", 0),
                                          Seat("ai", "normal", "", 1)], options={})
    d.frames(5)
    menu = app.goto("menu", game="coatl")
    d.frames(3)
    assert menu.can_resume
    return app, d


def test_starting_a_new_game_over_a_saved_one_asks_first(monkeypatch, tmp_path):
    from engine.saves import SaveStore
    app, d = _menu_with_a_saved_game(monkeypatch, tmp_path)
    saved = SaveStore().load().to_json()
    d.click("menu.start")
    d.frames(2)
    assert type(d.scene).__name__ == "ConfirmScene"
    d.click("confirm.cancel")
    d.frames(2)
    assert type(d.scene).__name__ == "MenuScene"
    assert SaveStore().load().to_json() == saved, "cancel keeps the saved game"
    d.click("menu.start")
    d.frames(2)
    d.click("confirm.resume")
    d.frames(2)
    resumed = d.scene.session.record.to_json()      # the saved game, an AI may have moved on
    n = len(saved["actions"])
    assert resumed["seed"] == saved["seed"] and resumed["actions"][:n] == saved["actions"]


def test_the_question_answered_new_starts_the_new_game(monkeypatch, tmp_path):
    from engine.saves import SaveStore
    app, d = _menu_with_a_saved_game(monkeypatch, tmp_path)
    old_seed = SaveStore().load().seed
    app.options.seed = old_seed + 1         # the next game is dealt anew (tests fix the seed)
    d.click("menu.start")
    d.frames(2)
    d.click("confirm.new")
    d.frames(2)
    assert getattr(d.scene, "session", None) is not None
    record = d.scene.session.record
    assert record.seed != old_seed, "a new deal, not the saved game"
    assert all(seat != 0 for seat, _ in record.actions), "the human has not played yet"


def test_without_a_saved_game_start_asks_nothing(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    app.goto("menu", game="coatl")
    d.frames(3)
    d.click("menu.start")
    d.frames(2)
    assert getattr(d.scene, "session", None) is not None


def test_a_right_click_steps_a_seat_kind_back(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    menu = app.goto("menu", game="coatl")
    d.frames(3)
    start = (menu.seats[1].kind, menu.seats[1].level)
    d.click("menu.seat.1.kind")
    d.frames(2)
    assert (menu.seats[1].kind, menu.seats[1].level) != start
    d.click("menu.seat.1.kind", button=3)
    d.frames(2)
    assert (menu.seats[1].kind, menu.seats[1].level) == start
