"""It's a Wonderful World's Recycle zone at 1280x720 (play-test): right after a drafted card was
dragged there and recycled, the zone under the still mouse showed its tooltip with "Not allowed:
pick a drafted card first" (the card flying off passed under the mouse, and that counted as the
mouse leaving the zone); and the zone's tooltip went over a drafted card, free table beside it."""
from __future__ import annotations

import esper
import pygame
import pytest

from engine.ecs.components import Hoverable, Transform
from engine.worlds import in_world
from tests.uitest import hovered_tip, look_shot, my_turns, start_table


def _planning(monkeypatch, tmp_path, waiting: bool = False):
    """The human's planning turn with drafted cards; ``waiting``: a card slated, then cards
    recycled until a recycled cube waits to be placed (the drafted cards are not lit then)."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:random"], seed=3)
    slated = False
    for _ in my_turns(app, scene, d, 5000):
        legal = scene.legal()
        if session.state.phase == "planning" and d.has("ww.drafted.0"):
            if not waiting:
                break
            if any(a[0] == "place" for a in legal):
                break
            kind = "recycle" if slated else "slate"
            slated = True
            scene.act(next(a for a in legal if a[0] == kind))
            continue
        scene.act(legal[0])
    assert session.state.phase == "planning" and d.has("ww.drafted.0")
    return app, session, scene, d


def test_no_refusal_tooltip_on_the_zone_after_a_drop_there(monkeypatch, tmp_path):
    app, session, scene, d = _planning(monkeypatch, tmp_path)
    before = len(session.steps)
    d.drag("ww.drafted.0", "ww.zone.recycle")
    assert len(session.steps) > before, "the drop recycled the card"
    zone = scene.find("ww.zone.recycle")
    for _ in range(90):                 # the mouse rests where it let go of the card
        d.frames(1)
        with in_world(scene.world):
            hov = esper.component_for_entity(zone, Hoverable)
            assert not (hov.hovered and hov.hover_time > 0.45), \
                f"the zone answered the drop with its tooltip: {hov.tooltip!r}"
    look_shot(app, "ww_recycle_after_drop.png")


@pytest.mark.parametrize("waiting", [False, True])
def test_the_zone_tooltip_keeps_the_drafted_cards_clear(monkeypatch, tmp_path, waiting):
    app, session, scene, d = _planning(monkeypatch, tmp_path, waiting)
    assert waiting == any(a[0] == "place" for a in scene.legal())
    with in_world(scene.world):
        cards = [pygame.FRect(esper.component_for_entity(scene.find(n), Transform).rect)
                 for n in d.names() if n.startswith("ww.drafted.")]
    assert cards
    for z in ("recycle", "slate"):
        tf, hov, box = hovered_tip(d, scene, f"ww.zone.{z}")
        assert box is not None
        look_shot(app, f"ww_zone_tip_{z}_{waiting}.png")
        hit = pygame.FRect(box).collidelist(cards)
        assert hit < 0, f"the {z} zone's tooltip {box} covers a drafted card {cards[hit]}"
