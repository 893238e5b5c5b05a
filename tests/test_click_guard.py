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


# ---- after a click that acted, anything new under the still mouse waits (play-test 12) -------

def _last_planning_cube(session, seed: int) -> None:
    """Random moves, the AI's first, until seat 0 alone still plans and has cubes to place
    whose placing ends planning into a production step where it places cubes again."""
    import random
    from engine.rules.wonderful_world import scene_queries as Q
    rules, rng = session.rules, random.Random(seed)
    for _ in range(3000):
        s, to_act = session.state, tuple(session.to_act())
        if to_act == (0,) and s.phase == "planning" and Q.asked(rules.view(s, 0), 0) == "place":
            t = s
            for a in Q.auto_place(rules.view(t, 0), 0):
                t = rules.apply(t, 0, a)
            if t.phase != "planning" and Q.asked(rules.view(t, 0), 0) == "place":
                return
        seat = 1 if 1 in to_act else to_act[0]
        session.submit(seat, rng.choice(rules.legal_actions(s, seat)))
    raise AssertionError("no such moment")


def test_a_quick_second_click_on_auto_place_never_plays_the_next_steps_auto_place(
        monkeypatch, tmp_path):
    """It's a Wonderful World: "Auto-place" for the last planning cube, clicked twice 9 frames
    (0.15 s) apart with the mouse still: the second click lands on the production step's
    "Auto-place" (the same button, another step) and plays nothing; once the mouse has moved,
    it places that step's cubes."""
    from scenes.wonderful_world import names as N
    from tests.uitest import start_table
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:random"], seed=0)
    _last_planning_cube(session, 0)
    scene.resync()
    d.frames(5)
    pos = d.pos(N.AUTO)
    d.click(N.AUTO)                         # press, a frame, release, a frame
    assert session.state.phase != "planning"
    mine = sum(st.seat == 0 for st in session.steps)
    d.frames(7)                             # the second press 9 frames after the first
    _still_click(d, pos)                    # (it plays the running animations out first)
    d.frames(3)
    assert sum(st.seat == 0 for st in session.steps) == mine, \
        "the double-click's second click played the next step's Auto-place"
    assert d.has(N.AUTO) and d.pos(N.AUTO) == pos, "the next step's Auto-place is under it"
    d.move_to((pos[0] + 40, pos[1] - 200))     # the mouse moves: the player aims anew
    d.wait(lambda: not scene.busy(), 600)
    d.click(N.AUTO)
    assert sum(st.seat == 0 for st in session.steps) > mine
    app.shutdown()


def test_a_quick_second_click_on_what_acted_still_counts():
    """The same entity meaning the same in the same step takes a quick still click (one cube
    placed after another), a new one does not, and neither waits once FRAMES have passed."""
    from engine.ecs.click_guard import ClickGuard
    g = ClickGuard()
    g.look(None, moved=True)
    g.acted(-1, "step 1")                   # an entity that no longer exists: target None
    assert not g.blocks(None, -1, "step 1")
    assert g.blocks(None, -1, "step 2"), "the same thing in another step waits"
    assert g.blocks(None, -2, "step 1"), "another entity waits"
    for _ in range(FRAMES):
        g.frame()
    assert not g.blocks(None, -2, "step 2")
