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


def test_a_turns_later_moves_are_drawn_without_the_name_again(monkeypatch, tmp_path):
    """A turn of three moves reads "Taras: moves…" then "places a tile…", "refills…" (the
    seat's mark says who), in every game's log; ``lines()`` keeps the whole text."""
    import random
    from tests.uitest import my_turns
    app, session, scene, d = start_table(monkeypatch, tmp_path, "world_in_progress",
                                         ["human", "ai:random"], seed=3)
    rng = random.Random(3)
    try:
        for _ in my_turns(app, scene, d, 4000):
            if len(session.steps) >= 9:
                break
            scene.act(rng.choice(scene.legal()))
        lines = [ln for ln in scene.log.entries() if ln.kind == "action"]
        assert len(lines) >= 9
        later = 0
        for ln in lines:
            name = scene.seat_name(ln.seat)
            assert ln.text.startswith(f"{name}: "), ln
            if ln.new_turn:
                assert ln.drawn == ln.text
            else:
                assert not ln.drawn.startswith(name) and ln.text.endswith(ln.drawn), ln
                later += 1
        assert later >= 4, "no turn went on past its first move"
    finally:
        app.shutdown()
