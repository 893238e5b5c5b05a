"""Text a player can read on the shared screens (issue 19): the menu, settings, results, hall
of fame, replays, pause and confirm screens at 1280x720 and 800x450, in English and Ukrainian, draw no
text under ``TABLE_PX`` (10 px, the glyph box on screen) — measured by the ``TextProbe`` — and no
text cut with "…" at 1280x720 or running past its box (tests/test_text_fits.py's rule)."""
from __future__ import annotations

import pytest

from engine.records import RecordsStore, result_of
from engine.session import Seat
from tests.test_hall_of_fame_scene import finished, show_results
from tests.uitest import drawn_texts
from tests.test_text_sizes import TABLE_PX
from tests.test_text_fits import misfits
from tests.uitest import driver, make_app, start_table

SIZES = [(1280, 720), (800, 450)]


def _results(app):
    s = finished([Seat("human", "normal", "Olena", 0), Seat("ai", "hard", "", 1),
                  Seat("ai", "normal", "", 2)], 3, "coatl")
    show_results(app, s)


def _hall(app):
    s = finished([Seat("human", "normal", "Olena", 0), Seat("ai", "hard", "", 1)], 3)
    RecordsStore().record(result_of(s, ["Olena", "Taras (AI)"]))
    from engine.replays import ReplayStore, summary_of
    ReplayStore().add(s.record, summary_of(s, ["Olena", "Taras (AI)"]))
    app.goto("hall_of_fame", game="world_in_progress", players=2)


def _replays(app):
    _hall(app)
    app.goto("replays")


def _confirm(app):
    from scenes.confirm import ask_before_replacing_save
    from tests.uitest import seats_of
    app.goto("game", game="coatl", seats=seats_of(["human", "ai:random"]))
    app.goto("menu")
    ask_before_replacing_save(app, lambda: None, lambda: None)


SCREENS = {
    "confirm": _confirm,
    "menu": lambda app: app.goto("menu"),
    "settings": lambda app: (app.goto("menu"), app.push("settings")),
    "results": _results,
    "hall_of_fame": _hall,
    "replays": _replays,
}


def small_texts(texts) -> list:
    return sorted({(round(rec.px, 1), rec.text[:40]) for rec in texts
                   if rec.px < TABLE_PX - 0.05})


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", list(SCREENS))
def test_screen_text_is_readable(monkeypatch, tmp_path, screen, size, lang):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    try:
        SCREENS[screen](app)
        driver(app).frames(3)
        texts = drawn_texts(app)
        assert len(texts) >= 5, f"the {screen} screen drew almost nothing"
        assert not small_texts(texts), f"{screen}: text under {TABLE_PX} px: {small_texts(texts)}"
        bad = sorted({(r.fit, r.text) for r in misfits(texts, size)})
        assert not bad, f"{screen}: text cut at 1280x720 or past its box: {bad[:6]}"
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pause_text_is_readable(monkeypatch, tmp_path, size, lang):
    app, _s, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress", ["human", "ai"],
                                    size=size, lang=lang)
    try:
        d.frames(2)
        app.push("pause", game=scene)
        d.frames(3)
        texts = drawn_texts(app)
        assert len(texts) > 3
        assert not small_texts(texts), f"pause: text under {TABLE_PX} px: {small_texts(texts)}"
    finally:
        app.shutdown()
