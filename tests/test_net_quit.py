"""Leaving a network table: the host's window close button asks "Quit the hosted table?" as
the in-game menu does; a seated joiner's Quit to menu and window close ask "Leave the table?"; the main menu's Resume offers every
unfinished hosted table after a restart (a list, not only the newest), as Host the game does.
Every server listens on 127.0.0.1 only."""
from __future__ import annotations

import pygame

from engine.net import keys
from engine.net.table import NetSeat, NetTable, tables_dir
from tests.test_net_banner import seated
from tests.uitest import driver, make_app


def close_window(d) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    d.frames(2)


def test_closing_the_hosts_window_asks_first(monkeypatch, tmp_path):
    app, d, thread, friend = seated(monkeypatch, tmp_path, (1280, 720), "en", host=True)
    table = app.scenes.top
    try:
        close_window(d)
        ask = app.scenes.top
        assert type(ask).__name__ == "ConfirmScene" and ask.title == "Quit the hosted table?"
        assert app.running
        d.click("confirm.stay")                     # no: the table plays on
        d.frames(2)
        assert app.running and app.scenes.top is table
        close_window(d)                             # asked again ...
        assert type(app.scenes.top).__name__ == "ConfirmScene" and app.running
        d.click("confirm.end")                      # ... "Quit": the app closes
        d.frames(1)
        assert not app.running
    finally:
        app.shutdown()
        friend.close()
        thread.stop()


def test_closing_twice_while_asked_quits(monkeypatch, tmp_path):
    app, d, thread, friend = seated(monkeypatch, tmp_path, (1280, 720), "en", host=True)
    try:
        close_window(d)
        assert type(app.scenes.top).__name__ == "ConfirmScene" and app.running
        close_window(d)
        assert not app.running
    finally:
        app.shutdown()
        friend.close()
        thread.stop()


def test_a_joiners_quit_to_menu_asks_first(monkeypatch, tmp_path):
    app, d, thread, friend = seated(monkeypatch, tmp_path, (1280, 720), "en", host=False)
    table = app.scenes.top
    try:
        close_window(d)                             # the window's close asks too ...
        ask = app.scenes.top
        assert type(ask).__name__ == "ConfirmScene" and ask.title == "Leave the table?"
        assert app.running
        d.click("confirm.stay")                     # ... no: the table plays on
        d.frames(2)
        assert app.running and app.scenes.top is table
        close_window(d)
        d.click("confirm.leave")                    # "Leave": the app closes
        d.frames(1)
        assert not app.running
        app.running = True
        d.key(pygame.K_ESCAPE)
        d.frames(3)
        d.click("pause.quit")
        d.frames(3)
        ask = app.scenes.top
        assert type(ask).__name__ == "ConfirmScene" and ask.title == "Leave the table?"
        assert "Rejoin" in ask.text
        d.click("confirm.stay")
        d.frames(3)
        assert table in app.scenes.scenes
        d.click("pause.quit")
        d.frames(3)
        d.click("confirm.leave")
        assert d.wait(lambda: type(app.scenes.top).__name__ == "MenuScene", 120)
    finally:
        app.shutdown()
        friend.close()
        thread.stop()


def hosted_table(game: str, code: str) -> None:
    """A table this app hosted and did not finish, as an app that crashed leaves it."""
    seats = [NetSeat("human", "normal", "Olena", 0), NetSeat("human", "normal", "", 1)]
    _table, host = NetTable.create(code, game, seats, {}, True, tables_dir(), "host")
    keys.remember_hosted(code, game, host, 0, None)


def test_the_menu_offers_every_unfinished_hosted_table(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    d = driver(app)
    try:
        hosted_table("coatl", "AAA222")
        hosted_table("dice_forge", "BBB333")
        app.scenes.push(app.make("menu", game="coatl"))
        d.frames(3)
        menu = app.scenes.top
        from tests.uitest import clickable
        assert clickable(menu, "menu.resume")       # no saved game, yet Resume is offered
        from tests.uitest import params
        assert params(menu, "menu.saved")["text"] == "A table you hosted is not finished"
        d.click("menu.resume")
        d.frames(2)
        ask = app.scenes.top
        assert type(ask).__name__ == "ChooseScene"
        assert [v for v, _ in ask.rows] == ["BBB333", "AAA222"]      # newest first
        assert "table AAA-222" in ask.rows[1][1] and "Coatl" in ask.rows[1][1]
        assert d.has("choose.AAA222") and d.has("choose.BBB333")
        d.click("choose.back")
        d.frames(2)
        assert app.scenes.top is menu
        from tests.netplay import host_from_menu
        host_from_menu(d, menu)                     # Host the game offers both too
        ask = app.scenes.top
        assert type(ask).__name__ == "ChooseScene" and len(ask.rows) == 2
        assert d.has("choose.new")
    finally:
        app.shutdown()
