"""Coatl: while the player looks at another seat's side, the disk, the prophecies and the
temples they could take no longer glow as targets, and a click on one says to go back to their
own side first (play-test 14: the disk slots kept glowing and a click said nothing)."""
from __future__ import annotations

import dataclasses

import esper
import pytest

from engine.ecs.components import Clickable
from engine.worlds import in_world
from scenes.coatl import names as N
from scenes.parts.why import REFUSED
from tests.uitest import my_turns, params, start_table


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
