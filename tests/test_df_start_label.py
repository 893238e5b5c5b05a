"""Dice Forge: the heroes waiting on the starting portal leave its name "Start" readable
(play-test 14, 91.png: the three pawns covered «Старт»)."""
from __future__ import annotations

import esper

from engine.ecs.components import Transform
from engine.worlds import in_world
from scenes.dice_forge import names as N
from tests.uitest import probing, start_table


def test_no_pawn_covers_the_start_label(monkeypatch, tmp_path):
    for lang in ("en", "uk"):
        app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                             ["human", "ai", "ai", "ai"], lang=lang)
        d.frames(3)
        word = scene.t("df.start")
        with probing() as probe:
            scene.render.invalidate()           # every painter runs anew: its text is seen
            d.frames(1)
        labels = [rec.rect for rec in probe.records if rec.text == word]
        assert labels, word
        lx, ly, lw, lh = labels[0]
        r = app.renderer
        for seat in range(4):
            with in_world(scene.world):
                tf = esper.component_for_entity(scene.find(N.pawn(seat)), Transform)
            x, y, w, h = tf.rect
            sx, sy, sw, sh = r.ox + x * r.scale, r.oy + y * r.scale, w * r.scale, h * r.scale
            apart = sx >= lx + lw or sx + sw <= lx or sy >= ly + lh or sy + sh <= ly
            assert apart, (lang, seat, (lx, ly, lw, lh), (sx, sy, sw, sh))
        app.shutdown()
