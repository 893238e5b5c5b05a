"""Every shared screen opens, renders and reacts to real mouse events (headless)."""
from __future__ import annotations

import json

import pygame
import pytest

from engine.rules import get_rules, registered
from engine.rules.rng import Rng
from engine.saves import SaveStore
from engine.session import GameSession, Seat
from scenes.handoff import HandoffScene
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.rules_view import RulesScene
from scenes.settings import SettingsScene
from tests.uitest import driver, make_app


@pytest.fixture()
def menu(monkeypatch, tmp_path):
    """A headless app on the main menu and a driver for it."""
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.frames(1)
    yield app, d
    app.shutdown()


def finished_session(game: str, players: int, seed: int) -> GameSession:
    seats = [Seat("ai", "random", f"P{i}", i) for i in range(players)]
    s = GameSession.new(game, seats, seed)
    rng = Rng(seed)
    while not s.is_over():
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    return s


@pytest.mark.parametrize("size", [(800, 450), (1280, 720), (1920, 1080), (3840, 2160)])
def test_menu_renders_at_every_window_size(monkeypatch, tmp_path, size):
    app = make_app(monkeypatch, tmp_path, size=size)
    app.scenes.push(MenuScene(app))
    driver(app).frames(3)
    surf = app.window.get_surface()
    assert surf.get_size() == size
    # the letterboxed canvas fills the window's limiting side
    assert app.renderer.scale == pytest.approx(min(size[0] / 1920, size[1] / 1080))
    # something was drawn in the middle (the menu), not a blank window
    colours = {surf.get_at((size[0] * i // 9, size[1] * j // 7))[:3]
               for i in range(1, 9) for j in range(1, 7)}
    assert len(colours) > 8
    app.shutdown()


def test_mouse_positions_map_to_the_canvas_in_one_place(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(960, 540))
    app.scenes.push(MenuScene(app))
    d = driver(app)
    d.frames(1)
    assert app.renderer.to_canvas((480, 270)) == pytest.approx((960, 540))
    assert d.pos("menu.start") == app.renderer.to_screen(d.canvas_pos("menu.start"))
    app.shutdown()


def test_menu_player_count_and_seat_type_are_chosen_by_mouse(menu):
    app, d = menu
    counts = get_rules("world_in_progress").player_counts
    assert all(d.has(f"menu.players.{n}") for n in counts)
    d.click("menu.players.4")
    assert d.scene.players == 4 and d.has("menu.seat.3.kind")
    assert not d.has("menu.seat.4.kind")
    before = d.scene.seats[1].level
    d.click("menu.seat.1.kind")
    assert (d.scene.seats[1].kind, d.scene.seats[1].level) != ("ai", before)
    d.click("menu.seat.2.name")          # edit mode; a second click suggests a name
    d.click("menu.seat.2.name")
    assert d.scene.seats[2].name


def test_unfinished_games_say_so_instead_of_starting(menu):
    app, d = menu
    d.click("menu.game.dice_forge")
    assert app.toast and "not playable yet" in app.toast[0]
    assert d.scene.game == "world_in_progress"


def test_start_opens_the_table_and_autosaves(menu):
    app, d = menu
    d.click("menu.start")
    d.frames(3)
    from scenes.game_base import GameScene
    assert isinstance(d.scene, GameScene)
    assert SaveStore().exists()


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_shared_screen_renders_in_both_languages(monkeypatch, tmp_path, lang):
    app = make_app(monkeypatch, tmp_path, lang=lang)
    app.scenes.push(MenuScene(app))
    d = driver(app)
    for scene in (SettingsScene(app), RulesScene(app, "world_in_progress"),
                  PauseScene(app, "world_in_progress"),
                  HandoffScene(app, "Olena", (200, 80, 60), lambda: None)):
        app.scenes.push(scene)
        d.frames(2)
        app.scenes.pop()
    d.frames(1)
    app.shutdown()


def test_language_switch_in_settings_changes_text_at_run_time(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, lang="en")
    app.scenes.push(MenuScene(app))
    app.scenes.push(SettingsScene(app))
    d = driver(app)
    d.frames(1)
    d.click("settings.lang.uk")
    assert app.i18n.lang == "uk" and app.settings.lang == "uk"
    assert app.i18n.t("menu.start") == "Почати"
    d.click("settings.back")
    assert isinstance(d.scene, MenuScene)
    app.shutdown()


def test_settings_persist_in_the_user_config_folder(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(SettingsScene(app))
    d = driver(app)
    d.frames(1)
    d.click("settings.speed.2.0")
    d.click("settings.vol_down")
    d.click("settings.back")
    saved = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert saved["speed"] == 2.0 and saved["volume"] == pytest.approx(0.6)
    app.shutdown()


def test_i18n_tables_have_the_same_keys_in_both_languages():
    from engine.i18n import _table
    assert set(_table("en")) == set(_table("uk"))
    en = _table("en")
    assert all(v.strip() or not en[k].strip() for k, v in _table("uk").items())


def test_handoff_covers_the_table_until_the_player_clicks(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(MenuScene(app))
    ready = []
    app.scenes.push(HandoffScene(app, "Taras", (60, 120, 220), lambda: ready.append(1)))
    d = driver(app)
    d.frames(1)
    assert HandoffScene.opaque
    d.click("handoff.ready")
    assert ready == [1] and isinstance(d.scene, MenuScene)
    app.shutdown()


@pytest.mark.parametrize("game", registered())
def test_results_screen_shows_breakdown_and_returns_to_menu(monkeypatch, tmp_path, game):
    from scenes.launch import scene_class
    from scenes.results import ResultsScene
    app = make_app(monkeypatch, tmp_path)
    session = finished_session(game, 3, 5)
    table = scene_class(game)(app, session)
    app.scenes.push(table)
    app.scenes.push(ResultsScene(app, table))
    d = driver(app)
    d.frames(2)
    rows = d.scene.rows()
    assert [r[0] for r in rows[: len(session.rules.winners(session.state))]] == sorted(
        session.rules.winners(session.state), key=lambda s: rows.index(next(r for r in rows if r[0] == s)))
    assert rows[0][1] == max(session.rules.scores(session.state))
    d.click("results.menu")
    assert isinstance(d.scene, MenuScene)
    app.shutdown()


def test_escape_opens_the_pause_menu_and_quit_returns_to_menu(monkeypatch, tmp_path):
    from scenes.launch import start_game
    app = make_app(monkeypatch, tmp_path)
    app.scenes.push(start_game(app, "world_in_progress",
                               [Seat("human", "normal", "", 0), Seat("ai", "easy", "", 1)], seed=3))
    d = driver(app)
    d.frames(2)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.scene, PauseScene)
    d.click("pause.quit")
    assert isinstance(d.scene, MenuScene)
    assert SaveStore().exists()          # the game can be resumed
    d.frames(1)
    d.click("menu.resume")
    from scenes.game_base import GameScene
    assert isinstance(d.scene, GameScene)
    app.shutdown()


def test_command_line_overrides_are_not_saved_as_the_players_settings(monkeypatch, tmp_path):
    from engine.app import App, AppOptions
    from engine.settings import Settings
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    Settings(lang="uk", speed=1.5).save()
    app = App(AppOptions(size=(800, 450), fixed_step=True, lang="en", speed=3.0))
    assert app.i18n.lang == "en" and app.settings.speed == 3.0
    app.scenes.push(MenuScene(app))
    driver(app).frames(1)
    app.shutdown()
    saved = Settings.load()
    assert saved.lang == "uk" and saved.speed == 1.5


def test_demo_results_move_on_to_the_next_demo_and_a_click_returns_to_the_menu(monkeypatch, tmp_path):
    from scenes.demo import DemoScene
    from scenes.game_base import GameScene
    from scenes.launch import scene_class
    from scenes.results import DEMO_RESULTS_S, ResultsScene
    app = make_app(monkeypatch, tmp_path)
    demo = DemoScene(app)                      # no game given: cycles through the games
    assert demo.demo and demo.demo_cycle and all(s.is_ai for s in demo.session.seats)
    finished = scene_class("world_in_progress")(app, finished_session("world_in_progress", 3, 2),
                                                demo=True)
    finished.demo_cycle, finished.demo_index = True, 0
    app.scenes.push(finished)
    app.scenes.push(ResultsScene(app, finished, demo=True))
    d = driver(app)
    d.frames(int(DEMO_RESULTS_S * 60) + 5)
    assert isinstance(d.scene, GameScene) and d.scene.demo and d.scene.demo_index == 1
    assert not SaveStore().exists()            # a demo never overwrites the player's save
    d.click_at((10, 10))
    assert isinstance(d.scene, MenuScene)
    app.shutdown()


def test_a_seat_name_can_be_typed_and_reaches_the_game(menu):
    app, d = menu
    d.click("menu.seat.0.name")
    assert d.scene.editing == 0
    for ch in "Оксана":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    d.frames(1)
    d.key(pygame.K_BACKSPACE)
    d.key(pygame.K_RETURN)
    assert d.scene.editing is None and d.scene.seats[0].name == "Оксан"
    d.click("menu.seat.1.name")          # first click edits, a second click suggests a name
    d.click("menu.seat.1.name")
    assert d.scene.seats[1].name and d.scene.seats[1].name != "Оксан"
    d.click("menu.start")
    assert d.scene.session.seats[0].name == "Оксан"


def test_action_log_follows_undo_and_language(monkeypatch, tmp_path):
    from scenes.launch import start_game
    app = make_app(monkeypatch, tmp_path)
    scene = start_game(app, "world_in_progress",
                       [Seat("human", "normal", "A", 0), Seat("human", "normal", "B", 1)], seed=3)
    app.scenes.push(scene)
    s = scene.session
    seat = s.to_act()[0]
    first, second = s.rules.legal_actions(s.state, seat)[:2]
    s.submit(seat, first)
    assert len(scene.log_lines()) == 1
    s.undo(seat)
    s.submit(seat, second)
    assert scene.log_lines()[-1][1].endswith(s.rules.describe(second, "en"))
    app.set_lang("uk")
    assert scene.log_lines()[-1][1].endswith(s.rules.describe(second, "uk"))
    app.shutdown()
