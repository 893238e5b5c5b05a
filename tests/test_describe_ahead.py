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
        for _ in range(600):
            app.frame(1 / 60)
    finally:
        app.shutdown()
    assert seen["reconciles"] >= 4 and seen["ahead"] >= seen["reconciles"] // 2, seen
