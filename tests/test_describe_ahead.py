"""While a move animates, a table scene that ``describes_ahead`` describes the table the move
will settle on in a frame with time to spare (scenes/game_base.py ``describe_ahead``), and the
settle's frame, the busiest of a move, only reconciles.  What it reconciles is exactly what
describing the table anew then gives: over a Dice Forge demo, every reconcile's specs equal a
fresh ``describe(table_input())``, and most settles find theirs described in an earlier frame."""
from __future__ import annotations

import scenes.dice_forge as df_scene
from scenes.dice_forge.table import describe
from tests.uitest import start_table


def test_a_table_described_ahead_is_the_table_described_anew(monkeypatch, tmp_path):
    made: dict[int, int] = {}           # id(specs) -> the app frame they were described in
    held: dict = {}

    def counted(inp):
        specs = describe(inp)
        made[id(specs)] = held["app"].frame_count if held else -1
        return specs

    monkeypatch.setattr(df_scene, "describe", counted)
    app, _session, scene, _d = start_table(monkeypatch, tmp_path, "dice_forge",
                                           ["ai:easy"] * 3, seed=4, size=(800, 450),
                                           speed=4.0, demo=True)
    held["app"] = app
    monkeypatch.setattr(scene, "AHEAD_S", float("-inf"))    # every frame has time to spare
    reconcile = scene.table.reconcile
    seen = {"reconciles": 0, "ahead": 0}

    def checked(specs, animate=True):
        seen["ahead"] += made.get(id(specs), app.frame_count) < app.frame_count
        seen["reconciles"] += 1
        assert list(specs) == describe(scene.table_input())
        return reconcile(specs, animate)

    scene.table.reconcile = checked
    try:
        for _ in range(300):
            app.frame(1 / 60)
    finally:
        app.shutdown()
    assert seen["reconciles"] >= 4 and seen["ahead"] >= seen["reconciles"] // 2, seen


def test_pictures_composed_ahead_are_the_pictures_composed_on_time(monkeypatch, tmp_path):
    """The pictures of the table described ahead are composed in frames with time to spare
    (engine/ecs/ahead.py) and put by the settle's frame; the still layer made with them is,
    pixel for pixel, the layer painted anew with every picture composed on time."""
    import pygame
    from engine.ecs.pictures import Pictures

    app, _session, scene, _d = start_table(monkeypatch, tmp_path, "dice_forge",
                                           ["ai:easy"] * 3, seed=4, size=(800, 450),
                                           speed=4.0, demo=True)
    monkeypatch.setattr(scene, "AHEAD_S", float("-inf"))    # every frame has time to spare
    ahead: dict[int, object] = {}       # id -> every picture composed ahead (kept alive)
    seen = {"put": 0, "checked": 0}
    prepare, put = Pictures.prepare, Pictures._put

    def prepared(self, r, look, x, y, w, h, paint):
        before = set(self._pics)
        made = prepare(self, r, look, x, y, w, h, paint)
        ahead.update((id(self._pics[k][0]), self._pics[k][0]) for k in self._pics.keys() - before)
        return made

    def counted(r, surf, *args, **kwargs):
        seen["put"] += id(surf) in ahead
        return put(r, surf, *args, **kwargs)

    monkeypatch.setattr(Pictures, "prepare", prepared)
    monkeypatch.setattr(Pictures, "_put", staticmethod(counted))
    render = scene.render
    sync, draw = scene.sync, render.draw
    settled = {"now": False}

    def synced(*args, **kwargs):
        settled["now"] = True
        return sync(*args, **kwargs)

    def checked_draw(background=None, tooltips=True):
        volatile = set(render.volatile)
        draw(background, tooltips)
        if background is None or not settled["now"]:
            return
        settled["now"] = False
        kept = pygame.image.tobytes(render.cache, "RGB")
        render.invalidate()             # every picture composed anew, on time
        draw(background, tooltips)
        if render.volatile == volatile:
            assert pygame.image.tobytes(render.cache, "RGB") == kept
            seen["checked"] += 1

    scene.sync = synced
    render.draw = checked_draw
    try:
        for _ in range(300):
            app.frame(1 / 60)
    finally:
        app.shutdown()
    assert seen["checked"] >= 4 and seen["put"] > 20, seen
