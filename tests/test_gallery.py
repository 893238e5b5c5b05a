"""The widget gallery renders headless with every widget on screen, and its table behaves: a
drawn card flies into the hand and keeps its entity when played, a card you cannot pay for is
refused, the dice land on the rolled faces, dialogs answer, the language switches."""
from __future__ import annotations

import esper
import pygame
import pytest

from engine.ecs.components import Transform, Visual
from engine.overlays import ChoiceDialog, PileBrowserScene
from scenes.gallery import GalleryScene
from tests.uitest import driver, make_app, look_shot


def start(monkeypatch, tmp_path, size=(1280, 720), lang="en"):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    scene = GalleryScene(app)
    app.scenes.push(scene)
    d = driver(app)
    d.frames(30)
    return app, scene, d


def kinds(scene) -> dict[str, int]:
    esper.switch_world(scene.world)
    out: dict[str, int] = {}
    for _, vis in esper.get_component(Visual):
        out[vis.kind] = out.get(vis.kind, 0) + 1
    return out


def test_gallery_draws_every_widget(monkeypatch, tmp_path):
    app, scene, d = start(monkeypatch, tmp_path, size=(800, 450))
    k = kinds(scene)
    for kind in ("card", "pile", "die", "die_net", "counter", "track", "marker", "button"):
        assert k.get(kind), f"no {kind} in the gallery"
    assert k["card"] >= 5 + 3 + 1            # the row, the hand, the discard's top card
    path = tmp_path / "gallery.png"
    app.screenshot(str(path))
    img = pygame.image.load(str(path))
    # the first card of the row is painted (not the table's wood)
    x, y = app.renderer.to_screen(d.canvas_pos("card:row.c1"))
    assert img.get_at((x, y - 30))[:3] != img.get_at((x, 5))[:3]
    app.shutdown()


def test_drawn_card_flies_in_and_keeps_its_entity_when_played(monkeypatch, tmp_path):
    app, scene, d = start(monkeypatch, tmp_path)
    hand = list(scene.hand)
    d.click("pile:deck")
    new = scene.hand[-1]
    assert scene.hand[:-1] == hand and new not in hand
    ent = scene.table.entity(new)
    tf = esper.component_for_entity(ent, Transform)
    # a frame after the click it has only just left the deck, flying to the hand
    assert abs(tf.x - scene.DECK[0]) < 60 and abs(tf.y - scene.DECK[1]) < 60
    d.frames(40)
    first = scene.table.entity(hand[0])
    d.drag(hand[0], "zone:play")
    d.frames(30)
    assert hand[0] in scene.play and scene.table.entity(hand[0]) == first
    assert "Played" in scene.status
    app.shutdown()


def test_a_card_you_cannot_afford_is_refused_and_shakes_home(monkeypatch, tmp_path):
    app, scene, d = start(monkeypatch, tmp_path)
    d.click("pile:deck")
    d.click("pile:deck")                     # the Tidal Engine: 5 gold, you have 4
    dear = scene.hand[-1]
    d.frames(40)
    home = d.canvas_pos(dear)
    d.drag(dear, "zone:play")
    assert dear in scene.hand and "Not enough gold" in scene.status
    d.frames(60)
    assert d.canvas_pos(dear) == (pytest.approx(home[0], abs=0.5), pytest.approx(home[1], abs=0.5))
    app.shutdown()


def test_dice_counters_track_and_builder_respond(monkeypatch, tmp_path):
    app, scene, d = start(monkeypatch, tmp_path)
    d.click("button:roll")
    d.frames(90)
    for i, f in enumerate(scene.dice):
        ent = scene.table.entity(f"die:{i}")
        assert esper.component_for_entity(ent, Visual).params["face"] == f
    d.click("button:gain")
    ent = scene.table.entity("counter:gold")
    assert esper.component_for_entity(ent, Transform).value < 7     # counting up...
    d.frames(60)
    assert esper.component_for_entity(ent, Transform).value == 7    # ...to the new gold
    before = d.canvas_pos("marker:0")
    d.click("track:fame")
    d.frames(40)
    assert d.canvas_pos("marker:0")[0] > before[0]
    d.click("button:b.buy")
    d.click("button:b.sun")
    assert scene.builder.options() == {1, 3}
    d.click("button:b.3")
    assert scene.builder.complete == ("buy", "sun", 3)
    app.shutdown()


def test_dialogs_and_pile_browser_answer(monkeypatch, tmp_path):
    app, scene, d = start(monkeypatch, tmp_path)
    d.click("button:dialog")
    assert isinstance(app.scenes.top, ChoiceDialog)
    d.click("dialog.choice.0")
    assert app.scenes.top is scene and scene.gold == 7
    d.click("button:order")
    for i in (2, 0, 1):
        d.click(f"dialog.choice.{i}")
    d.click("dialog.confirm")
    assert app.scenes.top is scene and "Trigger 3 → Trigger 1 → Trigger 2" in scene.status
    d.click("pile:discard")
    assert isinstance(app.scenes.top, PileBrowserScene)
    assert len([n for n in d.names() if n.startswith("browser.card.")]) == 2
    d.click("browser.close")
    assert app.scenes.top is scene
    app.shutdown()


def test_language_switch_rebuilds_the_table_in_ukrainian(monkeypatch, tmp_path):
    app, scene, d = start(monkeypatch, tmp_path)
    d.click("button:lang")
    d.frames(5)
    ent = scene.table.entity("card:row.c1")
    assert esper.component_for_entity(ent, Visual).params["card"]["name"] == "Сонячна кузня"
    d.click("card:row.c1", button=3)
    assert scene.zoom.pinned == ent
    look_shot(app, "gallery_uk_zoom.png")
    app.shutdown()


def test_pile_browser_pages_with_the_wheel_keeping_its_entities(monkeypatch, tmp_path):
    from engine.widgets.card import CardData
    app, scene, d = start(monkeypatch, tmp_path)
    cards = [CardData(f"x{i}", f"Card {i}") for i in range(20)]
    browser = PileBrowserScene(app, "Pile", [c.__dict__ for c in cards])
    app.scenes.push(browser)
    d.frames(2)
    assert browser.pages() == 2 and len([n for n in d.names() if n.startswith("browser.card.")]) == 14
    panel = browser.find("browser.panel")
    d.wheel("browser.panel", -1)
    d.frames(30)
    assert browser.page == 1 and browser.find("browser.panel") == panel
    assert len([n for n in d.names() if n.startswith("browser.card.")]) == 6
    d.key(pygame.K_ESCAPE)
    assert app.scenes.top is scene
    app.shutdown()
