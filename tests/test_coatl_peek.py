"""Coatl: while the player looks at another seat's side, the disk, the prophecies and the
temples they could take no longer glow as targets, and a click on one says to go back to their
own side first (play-test 14: the disk slots kept glowing and a click said nothing)."""
from __future__ import annotations

import dataclasses

import esper
import pytest

from engine.ecs.components import Clickable
from engine.toast import overlap
from engine.worlds import in_world
from scenes.coatl import names as N
from scenes.parts.hints import entity_rect
from scenes.parts.why import REFUSED
from tests.uitest import look_shot, my_turns, params, probed_frame, start_table


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_disk_slot_clicked_while_looking_at_another_side_says_go_back(monkeypatch,
                                                                       tmp_path, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl",
                                         ["human", "ai:random", "ai:random"], seed=3,
                                         size=(800, 450), lang=lang)
    for _ in my_turns(app, scene, d, 3000):
        if any(a[0] == "take" for a in scene.legal()):
            break
        scene.act(scene.legal()[0])
    slot = next(a[1] for a in scene.legal() if a[0] == "take")
    with in_world(scene.world):
        assert params(scene, N.disk(slot)).get("active")
        panel = "coatl.panel.1"
        assert panel in d.names()
    d.click(panel)
    d.frames(2)
    assert scene.big_seat() != scene.viewer, "the panel's click shows nothing large"
    with in_world(scene.world):
        p = params(scene, N.disk(slot))
        click = esper.try_component(scene.find(N.disk(slot)), Clickable)
        assert not p.get("active"), "the disk still glows while another side is shown"
        assert not (click and click.enabled and 1 in click.buttons)
        want = {"en": "another player's side", "uk": "сторону іншого гравця"}[lang]
        assert want in (p.get(REFUSED) or "")
    app.toast = None
    d.click(N.disk(slot))
    d.frames(2)
    assert app.toast is not None and want in app.toast[0]
    assert scene.session.state.phase == session.state.phase      # no move was played
    app.shutdown()


def _at_a_take(monkeypatch, tmp_path, size, lang):
    """A 3-seat Coatl table (the player and two randoms) at the player's first turn where a
    piece can be taken: ``(app, session, scene, driver)``."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl",
                                         ["human", "ai:random", "ai:random"], seed=3,
                                         size=size, lang=lang)
    for _ in my_turns(app, scene, d, 3000):
        if any(a[0] == "take" for a in scene.legal()):
            break
        scene.act(scene.legal()[0])
    return app, session, scene, d


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 450)])
def test_the_banner_says_whose_side_is_shown_and_the_way_back(monkeypatch, tmp_path, lang,
                                                              size):
    """Play-test (a README-only tester): while the player looked at another seat's side the
    banner still said "Take from the disk, …", their own prompt, which no click there does.
    It says whose side is shown and how to go back, and the prompt returns with their side."""
    app, session, scene, d = _at_a_take(monkeypatch, tmp_path, size, lang)

    def banner() -> str:
        return " ".join(t.text for t in probed_frame(d) if t.kind == "banner")

    own, mine = banner(), scene.prompt()
    back = {"en": "“Back”", "uk": "«Назад»"}[lang]
    assert mine in own and back not in own
    d.click("coatl.panel.1")
    d.frames(2)
    shown = banner()
    look_shot(app, f"coatl_peek_{lang}_{size[0]}.png")
    assert scene.seat_name(1) in shown and back in shown, shown
    assert mine not in shown, "the banner still gives the player's own prompt"
    d.click(N.button("back"))
    d.frames(2)
    assert banner() == own
    app.shutdown()


def _refused_names(scene, d) -> list[str]:
    with in_world(scene.world):
        return [n for n in d.names() if params(scene, n).get(REFUSED)]


def _buttons(scene, d) -> list[tuple]:
    """The canvas rects of the table's buttons (Back, Done, Pass, ...) shown now."""
    with in_world(scene.world):
        return [entity_rect(scene, n) for n in d.names() if n.startswith("coatl.btn.")]


@pytest.mark.parametrize("size,lang", [((1920, 1080), "en"), ((1280, 720), "en"),
                                       ((1280, 720), "uk"), ((800, 450), "en")])
def test_a_refusal_belongs_to_the_side_it_was_made_on_and_covers_no_button(monkeypatch,
                                                                           tmp_path, size,
                                                                           lang):
    """Play-test (a README-only tester): a refusal ("a coatl starts with a piece from your
    board …") said on the player's own side stayed up after they clicked another seat's
    panel, right over the "Back" button that view puts where it was.  The refusal is taken
    down when the side shown changes (both ways), and one said while another side is shown
    covers no button."""
    app, session, scene, d = _at_a_take(monkeypatch, tmp_path, size, lang)
    own = _refused_names(scene, d)
    assert own, "nothing on the player's own side is refused"
    for name in own:                    # said on their side, then another side is shown
        d.click(name)
        d.frames(2)
        assert app.toast is not None, name
        d.click("coatl.panel.1")
        d.frames(2)
        assert scene.big_seat() != scene.viewer
        assert app.toast is None, (name, app.toast)
        d.click(N.button("back"))
        d.frames(2)
    d.click("coatl.panel.1")
    d.frames(2)
    for name in _refused_names(scene, d):   # said while another side is shown
        d.click(name)
        d.frames(2)
        assert app.toast is not None, name
        box = app.toast_rect()
        assert all(not overlap(box, b) for b in _buttons(scene, d)), (name, box)
    look_shot(app, f"coatl_peek_refusal_{lang}_{size[0]}.png")
    d.click(N.button("back"))           # back to their side: that refusal is taken down
    d.frames(2)
    assert scene.big_seat() == scene.viewer and app.toast is None
    app.shutdown()
