"""Coatl: an empty disk slot, seen empty, has no tooltip to come over the lit prophecy cards
(play-test 14: its two lines and the refusal's line came over them); a click still says it is
empty, and the disk's own tooltip says when it is refilled."""
from __future__ import annotations

from engine.ecs.processors import lit_rects
from engine.toast import overlap
from engine.worlds import in_world
from scenes.coatl import names as N
from tests.test_wip_tips_beside import drawn
from tests.uitest import look_shot, my_turns, start_table


def test_an_empty_disk_slot_tooltip_covers_no_lit_target(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl",
                                         ["human", "ai:random"], seed=3, size=(1600, 900))
    for _ in my_turns(app, scene, d, 4000):
        empty = [k for k, c in enumerate(scene.view_state.disk) if not c]
        if empty and any(a[0] in ("take", "pick") for a in scene.legal()):
            break
        take = [a for a in scene.legal() if a[0] == "take"]
        scene.act(take[0] if take else scene.legal()[0])
    assert empty, "no disk slot came empty"
    seen = drawn(monkeypatch)
    d.hover(N.disk(empty[0]), 60)
    with in_world(scene.world):
        lit = lit_rects(1)
    look_shot(app, "coatl_empty_disk_tip.png")
    over = [(text, rect) for text, rect in seen if [t for t in lit if overlap(rect, t)]]
    assert not over, f"a tooltip over the lit targets: {over}"
    app.toast = None
    d.click(N.disk(empty[0]))
    d.frames(2)
    assert app.toast is not None and "empty" in app.toast[0]
    app.shutdown()
