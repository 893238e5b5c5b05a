"""After a click -- one that played a move, one refused (its reason in the red toast) or a drop --
the tooltip of what was clicked stays hidden until the mouse has left it
(``InputProcessor.mute``, engine/ecs/processors.py), in every game: a tooltip saying the
refusal again under the toast, or what the target meant a moment ago ("first pick a drafted
card"), reads as the click's answer (play-test 12, items 5 and 6).  By mouse, through the app."""
from __future__ import annotations

import pygame
import pytest

from engine.scene import Scene
from engine.uidriver import UIDriver
from engine.worlds import in_world
from scenes.parts.why import REFUSED
from tests.uitest import params, start_table


class Tips:
    """Records the tooltips the top scene draws from now on."""

    def __init__(self, scene) -> None:
        self.texts: list[str] = []
        draw = scene.render.draw_tooltip

        def spy(text, tf, avoid=()):
            self.texts.append(text)
            draw(text, tf, avoid)
        scene.render.draw_tooltip = spy


class OneButton(Scene):
    def build(self) -> None:
        self.clicks = 0
        self.button("b", "Go", 640, 360, tag="go", tooltip="Go somewhere")
        self.button("c", "Other", 640, 700, tag="other", tooltip="Elsewhere")

    def on_click(self, ent, tag, button) -> None:
        self.clicks += tag == "go"


def _arrive_and_click(d: UIDriver, pos) -> None:
    """The mouse arrives on ``pos`` and clicks there in the same frame (a quick player, or one
    whose motion and click the window delivers together)."""
    d._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    d._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    d._post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    d.frames(1)


def test_a_clicked_button_shows_no_tooltip_until_the_mouse_leaves_it(app):
    scene = OneButton(app)
    app.scenes.push(scene)
    d = UIDriver(app)
    d.frames(2)
    tips = Tips(scene)
    d.hover("b", 40)
    assert "Go somewhere" in tips.texts, "hovered, its tooltip shows"
    d.click("b")
    assert scene.clicks == 1
    tips.texts.clear()
    d.frames(90)
    assert tips.texts == [], "clicked: no tooltip while the mouse rests on it"
    d.hover("c", 3)
    d.hover("b", 40)
    assert "Go somewhere" in tips.texts, "left and come back: it shows again"


def test_a_click_in_the_frame_the_mouse_arrives_mutes_what_it_clicked(app):
    scene = OneButton(app)
    app.scenes.push(scene)
    d = UIDriver(app)
    d.frames(2)
    d.hover("c", 40)                    # the last frame's hovered entity is another one
    tips = Tips(scene)
    _arrive_and_click(d, d.pos("b"))
    d.frames(90)
    assert scene.clicks == 1
    assert tips.texts == []


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_refused_click_shows_its_reason_once_in_the_toast_not_in_a_tooltip_too(
        monkeypatch, tmp_path, lang):
    """Dice Forge, a Sanctuary face too dear, clicked as the mouse arrives on it (play-test
    12's double refusal: the toast and the face's tooltip with the same words)."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random"], seed=3, lang=lang)
    d.wait(lambda: scene.my_turn() and not scene.busy() and scene.asked() == "main"
           and not scene.dialogs.open and app.scenes.top is scene, 600)
    with in_world(scene.world):
        dim = [n for n in d.names() if n.startswith("df.pool.") and params(scene, n).get(REFUSED)]
        why = params(scene, dim[-1])[REFUSED]
    d.hover("hud.hint", 40)
    tips = Tips(scene)
    d.lazy = False                      # the tooltips of every frame are looked at
    app.toast = None
    _arrive_and_click(d, d.pos(dim[-1]))
    d.frames(120)
    assert app.toast is not None and why in app.toast[0]
    assert not any(why in t for t in tips.texts), "the reason shows twice"
    d.hover("hud.hint", 3)
    d.hover(dim[-1], 40)
    assert any(why in t for t in tips.texts), "hovered again later, the tooltip says why"
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_zone_before_a_card_is_picked_says_what_to_do_first(lang):
    """It's a Wonderful World's Construct and Recycle zones in planning, no drafted card picked:
    the reason says to pick one first (play-test 12: "first pick a drafted card, then this
    zone" read as if the click had failed, "then this zone" unclear)."""
    from tests.test_ww_why import N, describe, inp_for, play_until, RULES
    s = play_until(lambda s: s.phase == "planning" and 0 in RULES.to_act(s)
                   and len(s.seats[0].drafted) >= 2 and not any(s.seats[0].avail))
    specs = {sp.name: sp for sp in describe(inp_for(s, 0, lang))}
    want = {"en": "pick a drafted card first, then click this zone (or drag the card onto it)",
            "uk": "спершу виберіть карту із зони драфту, тоді клацніть цю зону "
                  "(або перетягніть карту сюди)"}[lang]
    for zone in ("slate", "recycle"):
        assert specs[N.zone(zone)].params[REFUSED] == want
