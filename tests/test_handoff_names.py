"""The hand-off screen names the next player as the table does, in the language shown now
(play-test 17: a pass-and-play game started in English and switched to Ukrainian said
«Передайте мишку: Taras» and «Я — Taras» while the table said «Тарас»).  A default seat name
follows the language (scenes/parts/seat_names.py); the hand-off reads it there too, when it is
built and again when the language changes under it."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Visual
from engine.games import load_scene
from engine.session import Seat
from engine.worlds import in_world
from scenes.handoff import HandoffScene
from scenes.launch import new_session
from tests.uitest import driver, look_shot, make_app, my_turns


def _texts(d) -> str:
    """The texts of the screen on top (its text entities and button labels)."""
    d.frames(1)
    top = d.app.scenes.top
    with in_world(top.world):
        return " | ".join(str(v.params.get("text", "")) for _, v in esper.get_component(Visual))


@pytest.mark.parametrize("size", [(800, 450), (1280, 720), (1920, 1080)])
def test_the_handoff_names_the_seat_as_the_table_does_after_a_language_change(monkeypatch,
                                                                             tmp_path, size):
    app = make_app(monkeypatch, tmp_path, size=size, lang="en")
    seats = [Seat("human", "normal", "Olena", 0), Seat("human", "normal", "Taras", 1)]
    session = new_session(app, "coatl", seats, seed=3)
    scene = load_scene("coatl")(app, session)
    app.scenes.push(scene)
    d = driver(app)
    for _ in range(3):                  # the keep step's hand-offs, then Olena's first move
        for _ in my_turns(app, scene, d, 600):
            break
        if isinstance(app.scenes.top, HandoffScene):
            d.click("handoff.ready")
    seat = scene.viewer
    for _ in my_turns(app, scene, d, 3000):         # until the hand-off covers the table
        scene.act(scene.legal()[0])
    assert isinstance(app.scenes.top, HandoffScene)
    nxt = 1 - seat
    assert scene.seat_name(nxt) in _texts(d)
    app.set_lang("uk")
    shown = _texts(d)
    d.frames(30)                        # the screen's fade-in after the rebuild
    look_shot(app, f"handoff_uk_after_en_{size[0]}.png")
    local = scene.seat_name(nxt)
    assert local in ("Олена", "Тарас"), local
    assert shown.count(local) >= 2, shown           # the title and the button
    assert seats[nxt].name not in shown, shown
    d.click("handoff.ready")
    assert app.scenes.top is scene and scene.viewer == nxt
    app.set_lang("en")
    app.shutdown()


def test_a_typed_name_stays_as_typed_in_every_language(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, lang="en")
    app.scenes.push(HandoffScene(app, "Taras K.", (60, 120, 220), lambda: None))
    d = driver(app)
    assert "Taras K." in _texts(d)
    app.set_lang("uk")
    assert _texts(d).count("Taras K.") >= 2
    app.shutdown()
