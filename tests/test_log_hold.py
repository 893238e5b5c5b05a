"""The action log's new lines wait for a lighter frame (scenes/parts/held_log.py):
in the frame a move re-describes the table, the box is put back as it was, and the new lines
are drawn at most ``HOLD_FRAMES`` frames later — never lost, never later than that.  A
table's description is reused while its inputs are the same (scenes/game_base.py
``described``): the same specs, so the same entities as a description made anew."""
from __future__ import annotations

import esper

from engine.ecs.components import Transform, Tweens, Visual
from engine.ecs.table import Keyed
from engine.worlds import use_world
from scenes.parts.held_log import HeldLog
from tests.uitest import start_table


def test_new_log_lines_wait_at_most_a_few_frames_after_a_busy_frame(monkeypatch, tmp_path):
    monkeypatch.setenv("FIVE_REALMS_AI_PROCESSES", "0")     # random AIs deciding in the frame:
    app, session, scene, _ = start_table(monkeypatch, tmp_path, "wild_venture", ["ai", "ai"],
                                         seed=4, size=(960, 540), speed=4.0, demo=True,
                                         level="random")     # the same moves in every run
    log = scene.log
    held, waits, stale_since = 0, [], None
    try:
        for _ in range(400):
            steps, repaints = len(session.steps), sum(scene.render.repaints)
            app.frame(1 / 60)
            drawn = log._place_key[:1] == (log.text.version,)
            if len(session.steps) != steps and not drawn:
                held += 1                           # held only in a frame that did heavy work
                use_world(scene.world)
                moving = sum(bool(tw.items) for _, tw in esper.get_component(Tweens))
                assert (scene.synced_frame == app.frame_count - 1
                        or sum(scene.render.repaints) > repaints
                        or moving >= HeldLog.MANY_MOVING)
            if not drawn and stale_since is None:
                stale_since = app.frame_count
            elif drawn and stale_since is not None:
                waits.append(app.frame_count - stale_since)
                stale_since = None
            if len(waits) >= 5:
                break
    finally:
        app.shutdown()
    assert held >= 1, "no move's frame held the log's new lines"
    assert waits and max(waits) <= HeldLog.HOLD_FRAMES, waits
    assert [ln.text for ln in log.entries()][-1:] == [ln.text for _, _, ln in log._drawn][-1:]


def _world(scene) -> dict:
    """key -> (kind, params, place) of every keyed entity of the scene's world."""
    out = {}
    for ent, k in esper.get_component(Keyed):
        if not k.leaving:
            tf = esper.component_for_entity(ent, Transform)
            vis = esper.component_for_entity(ent, Visual)
            out[k.key] = (vis.kind, dict(vis.params), (tf.x, tf.y, tf.w, tf.h))
    return out


def test_a_reused_description_gives_the_entities_of_one_made_anew(monkeypatch, tmp_path):
    app, session, scene, _ = start_table(monkeypatch, tmp_path, "wild_venture", ["ai", "ai"],
                                         seed=6, size=(960, 540), speed=4.0, demo=True)
    try:
        for _ in range(120):
            app.frame(1 / 60)
        scene.finish_animations()
        first = scene.table_specs()
        assert scene.table_specs() is first             # same inputs: the same description
        scene.sync(animate=False)
        reused = _world(scene)
        scene._described = None                         # made anew
        fresh = scene.table_specs()
        assert fresh is not first and fresh == first
        scene.sync(animate=False)
        assert _world(scene) == reused
    finally:
        app.shutdown()
