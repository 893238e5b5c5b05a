"""Smaller findings on the shared screens (issue 19): the Replays list names default seats in
the language shown; the demo's line covers neither the log nor the table; a hall of fame with
nothing to step through says "no variant tables yet" as a readable label; the pause panel fits its
buttons."""
from __future__ import annotations

import esper
import pygame
import pytest

from engine.ecs.components import Clickable, Transform, Visual
from engine.render import Renderer, TextProbe
from engine.replays import ReplayStore, summary_of
from engine.session import Seat
from scenes.parts.hud import DEMO_NOTE
from tests.test_hall_of_fame_scene import finished
from tests.uitest import drawn_texts
from tests.uitest import driver, make_app, start_table


def test_replays_list_names_default_seats_in_the_language_shown(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, lang="uk")
    try:
        s = finished([Seat("human", "normal", "Olena", 0), Seat("ai", "hard", "", 1)], 3)
        ReplayStore().add(s.record, summary_of(s, ["Mykola", "Taras (AI)"]))
        app.goto("replays")
        driver(app).frames(2)
        texts = " ".join(rec.text for rec in drawn_texts(app))
        assert "Тарас (ШІ)" in texts and "Taras (AI)" not in texts
        assert "Mykola" in texts            # a typed name stays as typed
    finally:
        app.shutdown()


@pytest.mark.parametrize("game", ["world_in_progress", "dice_forge", "coatl"])
@pytest.mark.parametrize("size,lang", [((800, 450), "uk"), ((1280, 720), "en")])
def test_demo_line_covers_neither_log_nor_table(monkeypatch, tmp_path, game, size, lang):
    app, _s, scene, d = start_table(monkeypatch, tmp_path, game, ["ai:random", "ai:random"],
                                    size=size, lang=lang, demo=True)
    try:
        d.frames(20)
        probe = TextProbe()
        Renderer.probe = probe
        try:
            scene.hud.draw_demo_note(app.renderer)
        finally:
            Renderer.probe = None
        note = app.renderer.rect(*DEMO_NOTE)
        assert probe.records and all(note.contains(pygame.Rect(rec.rect)) for rec in probe.records)
        assert all(rec.px >= Renderer.MIN_PX - 0.05 for rec in probe.records)
        assert not note.colliderect(app.renderer.rect(*scene.log_rect))
        for ent, (tf, vis) in esper.get_components(Transform, Visual):
            if vis.visible and ent != scene.find("hud.menu"):
                assert not note.colliderect(app.renderer.rect(*tf.rect)), \
                    f"the demo line covers {vis.kind} {tf.rect}"
    finally:
        app.shutdown()


def test_a_single_variant_is_a_readable_label_not_a_greyed_button(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(800, 450), lang="uk")
    try:
        app.goto("hall_of_fame", game="coatl", players=2)
        driver(app).frames(2)
        scene = app.scenes.top
        ent = scene.find("hall.variant")
        assert ent is not None and not esper.has_component(ent, Clickable)
        texts = [rec for rec in drawn_texts(app) if rec.text == "Таблиць варіантів ще немає"]
        assert texts and texts[0].px >= Renderer.MIN_PX - 0.05
    finally:
        app.shutdown()


def test_pause_panel_fits_its_buttons(monkeypatch, tmp_path):
    app, _s, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress", ["human", "ai"])
    try:
        d.frames(2)
        app.push("pause", game="world_in_progress")
        d.frames(2)
        pause = app.scenes.top
        panel = next(tf for _e, (tf, vis) in esper.get_components(Transform, Visual)
                     if vis.kind == "panel")
        quit_ = esper.component_for_entity(pause.find("pause.quit"), Transform)
        resume = esper.component_for_entity(pause.find("pause.resume"), Transform)
        below = panel.y + panel.h / 2 - (quit_.y + quit_.h / 2)
        assert 16 <= below <= 48, f"{below} canvas px of empty panel under the last button"
        assert resume.y - resume.h / 2 > panel.y - panel.h / 2 + 80     # under the title
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,lang", [((800, 450), "uk"), ((800, 450), "en"), ((1280, 720), "uk")])
def test_menu_tiles_keep_their_text_off_the_edges(monkeypatch, tmp_path, size, lang):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    try:
        app.goto("menu")
        driver(app).frames(3)
        r = app.renderer
        tiles = [r.rect(*tf.rect) for _e, (tf, vis) in esper.get_components(Transform, Visual)
                 if vis.kind == "game_tile"]
        assert len(tiles) == 5
        texts = [rec for rec in drawn_texts(app) if rec.kind == "game_tile"]
        assert len(texts) >= 10
        for rec in texts:
            rect = pygame.Rect(rec.rect)
            tile = next(t for t in tiles if t.colliderect(rect))
            assert tile.contains(rect) and rect.bottom <= tile.bottom - r.px(8), \
                f"{rec.text!r} {rec.rect} touches the edge of its tile {tuple(tile)}"
    finally:
        app.shutdown()
