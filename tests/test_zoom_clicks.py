"""A left click never leaves a large card over what it lit (play-test 9, Wild Venture's Nest;
play-test 10: at 800x450 a card sliding in under the still mouse after the clicked one left, and
Dice Forge's own zoom of a feat card just taken): in every game with a card zoom, at 1280x720
and 800x450, a card clicked to act while the mouse rests on it shows no
hover zoom over the targets lit after the click; once the mouse has left the card and come
back the zoom shows again; and a tooltip shown with a zoom is placed clear of it."""
from __future__ import annotations

import random

import esper
import pytest

from engine.ecs.components import Clickable, Hoverable, Name, Transform, Visual
from engine.ecs.processors import hit_rect, lit_rects
from engine.ecs.table import Keyed
from engine.uidriver import STEP
from engine.worlds import in_world
from tests.test_tooltips_lit import overlaps
from tests.uitest import my_turns, start_table

GAMES = ["wild_venture", "wonderful_world", "coatl", "dice_forge"]


def zoomable(scene, ent: int) -> bool:
    """``ent`` shows large when hovered: the shared card zoom's, or Dice Forge's own."""
    if scene.zoom is not None:
        return scene.zoom.zoomable(ent)
    from scenes.dice_forge import zoom
    n = esper.try_component(ent, Name)
    return n is not None and zoom._place(scene.app.renderer, n.name,
                                         esper.component_for_entity(ent, Transform),
                                         esper.component_for_entity(ent, Visual).params) is not None


def zoom_box(scene) -> tuple | None:
    """The canvas rect the large card (or face) covers this frame, None when none shows."""
    if scene.zoom is not None:
        return scene.zoom.box(scene.app.renderer, scene.input.hovered)
    from scenes.dice_forge import zoom
    return zoom.box(scene, scene.app.renderer)


def zoomable_moves(scene) -> list[str]:
    """The names of the cards on the table a left click plays or picks now, that zoom."""
    out = []
    for ent, (tf, vis, click) in esper.get_components(Transform, Visual, Clickable):
        if (click.enabled and vis.visible and 1 in click.buttons
                and esper.has_component(ent, Keyed) and zoomable(scene, ent)
                and esper.has_component(ent, Name)):
            out.append(esper.component_for_entity(ent, Name).name)
    return sorted(out)


def zoomables(scene) -> list[str]:
    """The names of every card on the table the long hover shows large now."""
    return sorted(n.name for ent, (n, _) in esper.get_components(Name, Hoverable)
                  if esper.has_component(ent, Keyed) and zoomable(scene, ent))


def zoom_clear(scene, ent: int) -> tuple | None:
    """The zoom's rect now if it covers a target lit for a left click (the card's own aside)."""
    box = zoom_box(scene)
    own = hit_rect(esper.component_for_entity(ent, Transform)) if esper.entity_exists(ent) else None
    if box is not None and any(overlaps(box, t) for t in lit_rects(button=1) if t != own):
        return box
    return None


def tooltip_clear(scene) -> bool:
    """The hovered entity's tooltip, when a zoom shows, is placed clear of the zoom."""
    box = zoom_box(scene)
    ent = scene.input.hovered
    hov = esper.try_component(ent, Hoverable) if ent is not None else None
    if box is None or not hov or not hov.tooltip:
        return True
    tf = esper.component_for_entity(ent, Transform)
    return not overlaps(scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid), box)


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
@pytest.mark.parametrize("game", GAMES)
def test_a_left_click_leaves_no_zoom_over_what_it_lit(monkeypatch, tmp_path, game, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=5, size=size)
    rng = random.Random(5)
    wait = round(((scene.zoom.hover_s if scene.zoom else 0) + 0.4) / STEP)
    clicked, back = 0, 0
    try:
        for frames in my_turns(app, scene, d, 4000):
            with in_world(scene.world):
                names = zoomable_moves(scene)
            if not (names and clicked <= frames % 7):
                scene.act(rng.choice(scene.legal()))
                continue
            name = rng.choice(names)
            ent = scene.find(name)
            d.click(name)
            d.frames(wait)              # the mouse rests on the clicked card
            with in_world(scene.world):
                assert zoom_clear(scene, ent) is None, f"{game}: zoom over lit {name}"
                assert tooltip_clear(scene), f"{game}: tooltip under the zoom"
            clicked += 1
            with in_world(scene.world):
                cards = zoomables(scene)
            if name not in cards and cards:
                name = cards[0]         # played: another card shows large instead
            # (a click that opened a screen over the table, a pile's browser: the next round
            # closes it)
            if app.scenes.top is scene and scene.find(name) is not None and not scene.busy():
                d.move_to((2, 2), 2)    # away and back: the long hover zooms again
                d.move_to(d.pos(name), wait)
                again = scene.find(name)
                with in_world(scene.world):
                    if scene.input.hovered == again and zoomable(scene, again):
                        assert zoom_box(scene) is not None, f"{game}: no zoom of {name}"
                        assert tooltip_clear(scene), f"{game}: tooltip under the zoom"
                        back += 1
                d.move_to((2, 2), 1)
            if clicked >= 4:
                break
    finally:
        app.shutdown()
    assert clicked >= 2, f"{game}: only {clicked} zoomable cards were clicked"
    assert back >= 1, f"{game}: the zoom never came back after the mouse left the card"
