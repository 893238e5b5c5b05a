"""Text on the shared screens stays inside its panel (issue 19): the results and the hall of
fame at 800x450 and 1280x720, in English and Ukrainian.  A ``TextProbe`` records where every
text of the screen on top is drawn; a text that touches a panel lies wholly inside it."""
from __future__ import annotations

import pygame
import pytest

from engine.records import RecordsStore
from engine.session import Seat
from scenes.hall_of_fame import STATS, TABLE, HallOfFameScene
from tests.test_hall_of_fame_scene import finished, show_results
from tests.uitest import drawn_texts, driver, make_app

SIZES = [(800, 450), (1280, 720)]


def outside(records, panels) -> list:
    """The texts that touch a panel without lying inside it, or leave the window."""
    bad = []
    for rec in records:
        rect = pygame.Rect(rec.rect)
        for p in panels:
            if rect.colliderect(p) and not p.inflate(2, 2).contains(rect):
                bad.append((rec.text, rec.rect, tuple(p)))
    return bad


def overlapping(records) -> list:
    """Pairs of texts drawn over each other (a group caption through the column headers)."""
    rects = [(rec.text, pygame.Rect(rec.rect).inflate(-2, -2)) for rec in records]
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:]
            if ra.colliderect(rb)]


def _results_app(monkeypatch, tmp_path, game, size, lang):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    names = ["Олександра", "", ""] if lang == "uk" else ["Alexandra", "", ""]
    from engine.games import spec
    n = 3 if 3 in spec(game).player_counts else 2
    seats = [Seat("human", "normal", names[0], 0), Seat("ai", "hard", names[1], 1),
             Seat("ai", "normal", names[2], 2)][:n]
    s = finished(seats, 3, game)
    show_results(app, s)
    driver(app).frames(3)
    return app


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("game", ["world_in_progress", "coatl", "wild_venture", "dice_forge", "wonderful_world"])
def test_results_text_stays_in_the_panel(monkeypatch, tmp_path, game, size, lang):
    app = _results_app(monkeypatch, tmp_path, game, size, lang)
    try:
        scene = app.scenes.top
        panel = app.renderer.rect(*scene._panel())
        texts = drawn_texts(app)
        assert len(texts) > 15, "the results drew almost nothing"
        assert not outside(texts, [panel]), outside(texts, [panel])
        assert not overlapping(texts), overlapping(texts)
        screen = app.renderer.surface.get_rect()
        assert screen.contains(panel), "the results panel leaves the window"
    finally:
        app.shutdown()


def test_results_panel_is_opaque(monkeypatch, tmp_path):
    """The table does not show through the results dialog."""
    app = _results_app(monkeypatch, tmp_path, "world_in_progress", (800, 450), "uk")
    try:
        r = app.renderer
        x, y, w, h = app.scenes.top._panel()
        px = r.to_screen((x + 40, y + h / 2 + 10))
        before = r.surface.get_at(px)
        r.surface.fill((255, 0, 255))
        app.scenes.top.draw(r)
        assert r.surface.get_at(px)[:3] == before[:3] != (255, 0, 255)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_hall_of_fame_text_stays_in_its_panels(monkeypatch, tmp_path, size, lang):
    app = _results_app(monkeypatch, tmp_path, "world_in_progress", size, lang)
    try:
        for seed in (4, 5):         # more rows, more opponents
            s = finished([Seat("human", "normal", "Mira", 0), Seat("ai", "hard", "", 1),
                          Seat("ai", "hard", "", 2)], seed)
            from engine.records import result_of
            RecordsStore().record(result_of(s, ["Mira", "Taras (AI)", "Olena (AI)"]))
        app.goto("hall_of_fame", game="world_in_progress", players=3)
        driver(app).frames(3)
        assert isinstance(app.scenes.top, HallOfFameScene)
        r = app.renderer
        panels = [r.rect(*TABLE), r.rect(*STATS)]
        texts = drawn_texts(app)
        assert any(rec.text == "Mira" for rec in texts)
        bad = outside(texts, panels)
        assert not bad, bad
    finally:
        app.shutdown()
