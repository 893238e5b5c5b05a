"""``python main.py play`` over a saved game asks first, as the menu's Start does (issue 19):
the confirm screen (replace / resume it / cancel) comes up over the menu, and only "replace"
starts a new game over the save."""
from __future__ import annotations

import pytest

from engine.saves import SaveStore
from engine.session import parse_seats
from scenes.confirm import ConfirmScene
from scenes.game_base import GameScene
from scenes.menu import MenuScene
from tests.uitest import driver, make_app

SEATS = "human,ai:random"


def _saved_game(monkeypatch, tmp_path) -> str:
    """A game of Coatl kept in the save; returns its seed as saved."""
    app = make_app(monkeypatch, tmp_path)
    app._start("game", dict(game="coatl", seats=parse_seats(SEATS)))
    driver(app).frames(2)
    app.shutdown()
    record = SaveStore().load()
    assert record.game == "coatl"
    return record.seed


def _play(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path)
    app._start("play", dict(game="world_in_progress", seats=parse_seats(SEATS)))
    driver(app).frames(2)
    return app


def test_play_without_a_save_starts_at_once(monkeypatch, tmp_path):
    app = _play(monkeypatch, tmp_path)
    try:
        assert isinstance(app.scenes.top, GameScene)
        assert app.scenes.top.session.game == "world_in_progress"
    finally:
        app.shutdown()


@pytest.mark.parametrize("answer,expect", [("cancel", "coatl"), ("resume", "coatl"),
                                           ("new", "world_in_progress")])
def test_play_over_a_save_asks_first(monkeypatch, tmp_path, answer, expect):
    seed = _saved_game(monkeypatch, tmp_path)
    app = _play(monkeypatch, tmp_path)
    try:
        top = app.scenes.top
        assert isinstance(top, ConfirmScene), "play replaced the saved game without asking"
        assert isinstance(app.scenes.scenes[-2], MenuScene)
        assert [a[0] for a in top.answers] == ["new", "resume", "cancel"]
        assert SaveStore().load().game == "coatl" and SaveStore().load().seed == seed
        d = driver(app)
        d.click(f"confirm.{answer}")
        d.frames(2)
        if answer == "cancel":
            assert isinstance(app.scenes.top, MenuScene)
        else:
            assert isinstance(app.scenes.top, GameScene)
            assert app.scenes.top.session.game == expect
        assert SaveStore().load().game == expect
    finally:
        app.shutdown()


def test_the_command_line_opens_play_not_the_bare_game(monkeypatch):
    import engine.cli as cli
    seen = {}
    monkeypatch.setattr(cli, "_run_app", lambda opts, first, **kw: seen.update(first=first, **kw) or 0)
    assert cli.main(["play", "world_in_progress", "--seats", SEATS]) == 0
    assert seen["first"] == "play" and seen["game"] == "world_in_progress"
