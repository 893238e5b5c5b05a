"""World in Progress: a Faith marker's tooltip leaves the seats' titles in view (play-test 16:
the top marker's tooltip covered "Taras (AI)" on the side panel, the left one the viewer's own
name over the big world).  The names are found where the frame draws them (a text probe)."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Visual
from engine.worlds import in_world
from scenes.parts.why import overlap
from tests.uitest import drawn_texts, hovered_tip, my_turns, start_table


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
def test_a_faith_markers_tooltip_leaves_the_players_titles_in_view(monkeypatch, tmp_path, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random"], seed=8, size=size)
    try:
        next(my_turns(app, scene, d, 3000))
        with in_world(scene.world):
            names = {v.params["title"] for _, v in esper.get_component(Visual)
                     if v.kind == "wip_header"}
        k = app.renderer.scale
        titles = [(rec.text, tuple(v / k for v in rec.rect)) for rec in drawn_texts(app)
                  if rec.text in names]
        markers = [n for n in d.names() if n.startswith("wip.marker.")]
        assert len(titles) >= 2 and len(markers) == 4, (titles, names)
        bad = []
        for name in markers:
            _, _, box = hovered_tip(d, scene, name)
            assert box is not None, name
            bad += [(name, box, t) for t, rect in titles if overlap(box, rect)]
    finally:
        app.shutdown()
    assert not bad, bad
