"""World in Progress's log takes the room the table leaves (play-test 10: four lines, and a turn
is three moves): with fewer players it fills the right column under the last side panel, never
over a panel in use, the board, the stacks or the player's world."""
from __future__ import annotations

import pytest

from tests.test_tooltips_lit import overlaps
from tests.uitest import start_table


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_log_is_as_tall_as_the_table_leaves(monkeypatch, tmp_path, n):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human"] + ["ai:random"] * (n - 1), seed=3)
    try:
        log = scene.log.rect
        lay = scene.layout
        used = [f"other.{i}" for i in range(n - 1)] + ["board", "world.mat", "pending",
                                                       "stack.0", "stack.1", "stack.2"]
        for name in used:
            a = lay[name]
            assert not overlaps(log, (a.x, a.y, a.w, a.h)), f"{n} players: log over {name}"
        assert log[1] + log[3] <= 1080 and log[0] + log[2] <= 1920
        if n <= 3:
            assert log[3] >= 2 * lay["log"].h, f"{n} players: the log kept its {log[3]} px"
    finally:
        app.shutdown()
