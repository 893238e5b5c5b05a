"""A drop (drag and release) is answered like a click, in the table parts every game shares
(scenes/parts/controls.py, engine/ecs/processors.py): it takes or says why, even when another
seat's move arrived during the drag (its animation is first played out, so the drop lands on
the settled table); no large card of what it was dropped on comes up while the mouse rests
there (``ClickQuiet``); and the tooltip of that target waits until the mouse leaves it.  Shown
on It's a Wonderful World's krystallium, by mouse (play-test 12, items 1 and 7)."""
from __future__ import annotations

import random

import esper
import pygame
import pytest

from engine.ecs.components import Transform
from engine.rules.wonderful_world.material import KINDS, SLOTS
from engine.rules.wonderful_world.state import EMPTY
from engine.uidriver import STEP
from engine.worlds import in_world
from scenes.wonderful_world import names as N
from scenes.wonderful_world.painters import slot_centres, title_band
from tests.test_zoom_clicks import zoom_box
from tests.uitest import start_table


def _krystallium_while_an_ai_plays(session, seed: int = 1) -> None:
    """Random moves until seat 0 may put a krystallium onto a slot while seat 1 (an AI) also
    has a move to make in the same step."""
    rng = random.Random(seed)
    for _ in range(5000):
        assert not session.is_over(), "no such moment in this game"
        to_act = session.to_act()
        legal0 = session.rules.legal_actions(session.state, 0) if 0 in to_act else []
        if 1 in to_act and any(a[0] == "krys" for a in legal0):
            return
        seat = 0 if 0 in to_act else to_act[0]        # seat 1 keeps its move for later
        session.submit(seat, rng.choice(session.rules.legal_actions(session.state, seat)))
    raise AssertionError("no such moment")


def _slot(app, scene, session, act) -> tuple[float, float]:
    """The canvas centre of an empty slot of the kind ``act`` puts the krystallium on."""
    i, kind = act[1], act[2]
    tf = esper.component_for_entity(scene.find(N.cons(i)), Transform)
    dev, fill = session.view(0).seats[0].cons[i]
    j = next(j for j, k in enumerate(SLOTS[dev]) if KINDS[k] == kind and fill[j] == EMPTY)
    band = title_band(app.renderer, dev, app.i18n.lang, tf.w, tf.h)
    return slot_centres(dev, tf.x - tf.w / 2, tf.y - tf.h / 2, tf.w, tf.h, band=band)[j]


def _press(d, pos) -> None:
    d.move_to(pos)
    d._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    d.frames(1)


def _glide(d, a, b, steps: int = 6) -> None:
    for k in range(1, steps + 1):
        p = (round(a[0] + (b[0] - a[0]) * k / steps), round(a[1] + (b[1] - a[1]) * k / steps))
        d._post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        d.frames(1)


def _start(monkeypatch, tmp_path, seed: int):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:random"], seed=seed, speed=1.0)
    _krystallium_while_an_ai_plays(session, seed)
    scene.resync()
    d.frames(5)
    return app, session, scene, d


@pytest.mark.parametrize("seed", [1, 5])
def test_a_drop_on_a_lit_slot_takes_though_another_seats_move_arrived_during_the_drag(
        monkeypatch, tmp_path, seed):
    app, session, scene, d = _start(monkeypatch, tmp_path, seed)
    with in_world(scene.world):
        act = next(a for a in scene.legal() if a[0] == "krys")
        slot = app.renderer.to_screen(_slot(app, scene, session, act))
    a = d.pos(N.KRYS)
    steps = len(session.steps)
    _press(d, a)
    _glide(d, a, ((a[0] + slot[0]) // 2, (a[1] + slot[1]) // 2), 3)     # the drag is on
    d.wait(lambda: len(session.steps) > steps, 6000)     # the AI's move arrives meanwhile
    assert session.steps[-1].seat == 1
    d.frames(2)
    assert scene.busy(), "its animation plays as the drop comes"
    with in_world(scene.world):
        assert act in scene.legal(), "the slot is still legal"
    mine = len(session.steps)
    _glide(d, ((a[0] + slot[0]) // 2, (a[1] + slot[1]) // 2), slot, 3)
    d._post(pygame.MOUSEBUTTONUP, pos=slot, button=1)
    d.frames(2)
    assert any(st.seat == 0 and st.action == act for st in session.steps[mine:]), \
        "the drop on a lit slot is lost"
    app.shutdown()


def test_a_drop_on_a_card_shows_no_large_card_of_it_while_the_mouse_rests(monkeypatch,
                                                                          tmp_path):
    app, session, scene, d = _start(monkeypatch, tmp_path, 5)
    with in_world(scene.world):
        scene.paused = lambda: True             # no AI move: only the drop acts
        act = next(a for a in scene.legal() if a[0] == "krys")
        card = scene.find(N.cons(act[1]))
        slot = app.renderer.to_screen(_slot(app, scene, session, act))
    steps = len(session.steps)
    a = d.pos(N.KRYS)
    _press(d, a)
    _glide(d, a, slot)
    d._post(pygame.MOUSEBUTTONUP, pos=slot, button=1)
    d.frames(1)
    assert len(session.steps) == steps + 1
    d.frames(round((scene.zoom.hover_s + 0.6) / STEP))
    with in_world(scene.world):
        assert scene.input.hovered == card
        assert zoom_box(scene) is None, "the card dropped on comes up large"
    d.move_to((2, 2), 2)                        # away and back: the long hover zooms again
    d.move_to(slot, round((scene.zoom.hover_s + 0.6) / STEP))
    with in_world(scene.world):
        assert zoom_box(scene) is not None
    app.shutdown()


def test_a_drop_on_a_card_off_its_free_slots_says_where_it_goes(monkeypatch, tmp_path):
    app, session, scene, d = _start(monkeypatch, tmp_path, 5)
    with in_world(scene.world):
        scene.paused = lambda: True
        act = next(a for a in scene.legal() if a[0] == "krys")
        tf = esper.component_for_entity(scene.find(N.cons(act[1])), Transform)
        top = app.renderer.to_screen((tf.x, tf.y - tf.h * tf.scale / 2 + 6))   # its title
    steps = len(session.steps)
    app.toast = None
    a = d.pos(N.KRYS)
    _press(d, a)
    _glide(d, a, top)
    d._post(pygame.MOUSEBUTTONUP, pos=top, button=1)
    d.frames(2)
    assert len(session.steps) == steps
    assert app.toast is not None and app.i18n.t("ww.krys_miss") in app.toast[0]
    app.shutdown()
