"""A button whose meaning changed under a still mouse takes no click until the mouse has left
it or about 0.6 s of frames have passed (engine/ecs/click_guard.py): clicking "Place
automatically" a few times never ends the step that "End the step" takes its place for."""
from __future__ import annotations

import esper
import pygame

from engine.ecs.components import Visual
from engine.scene import Scene
from engine.uidriver import UIDriver
from engine.ecs.click_guard import FRAMES


class TwoMeanings(Scene):
    """One button: "Place" (three times), then "End" in the same spot."""

    def build(self) -> None:
        self.clicks: list[str] = []
        self.left = 3
        self.btn = self.button("b", "Place", 640, 360, tag="place")

    def on_click(self, ent, tag, button) -> None:
        self.clicks.append(tag)
        if tag == "place":
            self.left -= 1
            if self.left == 0:              # the next click would mean something else
                esper.delete_entity(self.btn, immediate=True)
                self.btn = self.button("b", "End", 640, 360, tag="end")


def _still_click(d: UIDriver, pos) -> None:
    """A click where the mouse already is (no motion)."""
    d._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    d.frames(1)
    d._post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    d.frames(1)


def _setup(app):
    scene = TwoMeanings(app)
    app.scenes.push(scene)
    d = UIDriver(app)
    d.frames(2)
    pos = d.pos("b")
    d.move_to(pos)
    for _ in range(3):
        _still_click(d, pos)
    assert scene.clicks == ["place"] * 3
    assert esper.component_for_entity(scene.find("b"), Visual).params["text"] == "End"
    return scene, d, pos


def test_click_right_after_the_change_does_nothing_until_the_mouse_leaves(app):
    scene, d, pos = _setup(app)
    _still_click(d, pos)                    # the very next click: the old meaning's rhythm
    _still_click(d, pos)
    assert scene.clicks == ["place"] * 3
    d.move_to((pos[0], pos[1] - 300))       # leaves the button
    d.move_to(pos)                          # and comes back
    _still_click(d, pos)
    assert scene.clicks == ["place"] * 3 + ["end"]


def test_a_moment_later_the_still_mouse_clicks_it(app):
    scene, d, pos = _setup(app)
    d.frames(FRAMES)
    _still_click(d, pos)
    assert scene.clicks == ["place"] * 3 + ["end"]


def test_moving_within_the_button_does_not_lift_the_guard(app):
    scene, d, pos = _setup(app)
    d.move_to((pos[0] + 3, pos[1] + 2))
    _still_click(d, (pos[0] + 3, pos[1] + 2))
    assert scene.clicks == ["place"] * 3


def test_a_label_that_keeps_changing_waits_only_from_its_first_change():
    """A burst of changes under a still mouse keeps the button from answering FRAMES frames
    from its first change, not for as long as it keeps changing."""
    from engine.ecs.click_guard import ClickGuard
    g = ClickGuard()
    g.look(("a", "Place"), moved=True)
    blocked = 0
    for k in range(3 * FRAMES):
        g.frame()
        g.look(("a", f"Wait {k}"), moved=False)
        blocked += g.blocks(("a", f"Wait {k}"))
    assert blocked == FRAMES
    g.frame()
    g.look(("a", f"Wait {3 * FRAMES - 1}"), moved=False)      # it settles
    g.frame()
    g.look(("a", "End"), moved=False)       # a later change waits again
    assert g.blocks(("a", "End"))
    g.look(("b", "Other"), moved=True)      # the mouse went elsewhere
    assert not g.blocks(("b", "Other"))
