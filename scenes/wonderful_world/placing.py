"""It's a Wonderful World's "Auto-place": the cubes waiting in this step go where the rules'
helper puts them (``scene_queries.auto_place``), one move each, as if clicked."""
from __future__ import annotations

from engine.rules.wonderful_world import scene_queries as Q


def auto_place(sc) -> None:
    """Place every cube waiting in this step; never those of the step the last one ends into
    (play-test 12: one click placed the planning cube and the next production step's cubes,
    which the player never saw)."""
    v = sc.view_state
    step = (v.phase, v.step, v.round)
    for _ in range(60):
        v = sc.view_state
        if sc.asked() != "place" or (v.phase, v.step, v.round) != step:
            return
        plan = Q.auto_place(v, sc.viewer)
        if not plan:
            return
        for a in plan:
            if a not in sc.legal() or not sc.act(a):
                return
