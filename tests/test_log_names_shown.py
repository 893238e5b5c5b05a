"""Every line a player can read in the log says whose it is (play-test 13: at 800x450 the log
shows two or three lines, and "begins constructing Submarine" or "keeps their prophecy cards"
came with only a coloured dot): the top line in the log's window always names its actor, also
after scrolling, and in a box that holds only a few lines (the small window) every line does;
in every game, both languages, at 1280x720 and 800x450."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.games import get_rules, load_scene, with_rules
from engine.layout import load_layout
from scenes.parts.action_log import ActionLog
from tests.test_table_tells import played_steps
from tests.uitest import make_app

GAMES = [g.id for g in with_rules()]
STEPS = {}


def _steps(game):
    if game not in STEPS:
        STEPS[game] = played_steps(get_rules(game), 4, limit=200)
    return STEPS[game]


def _log(app, game, viewer):
    a = load_layout(load_scene(game).layout_name)["log"]
    rules = get_rules(game)
    scene = SimpleNamespace(
        rules=rules, viewer=viewer, session=SimpleNamespace(steps=_steps(game)), app=app,
        seat_name=lambda s: f"P{s + 1}", t=app.i18n.t, log_rect=(a.x, a.y, a.w, a.h))
    return ActionLog(scene)


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_the_top_line_of_the_log_and_every_line_of_a_small_log_names_its_actor(
        monkeypatch, tmp_path, size, lang):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    r = app.renderer
    for game in GAMES:
        log = _log(app, game, 0)
        nameless_seen = False
        for scroll in range(0, log.max_scroll(r) + 1, 3):
            log.scroll = scroll
            placed = log._place(r)
            assert placed, f"{game}: nothing in the log"
            top = placed[0][2]
            assert top.seat is None or top.drawn == top.text, (game, scroll, top.drawn)
            nameless = [ln.drawn for _, _, ln in placed if ln.drawn != ln.text]
            nameless_seen |= bool(nameless)
            if size == (800, 450):
                assert not nameless, (game, scroll, nameless[:2])
        if size == (1280, 720) and game == "wonderful_world":
            assert nameless_seen, f"{game}: a big log names every line (it may drop repeats)"
    app.shutdown()
