"""It's a Wonderful World's placing of waiting cubes by the table: "Auto-place" (the cubes
waiting in this step go where the rules' helper puts them, ``scene_queries.auto_place``, one
move each, as if clicked) and a cube picked by click, then put where the next click says."""
from __future__ import annotations

from engine.rules.wonderful_world import scene_queries as Q
from engine.rules.wonderful_world.material import IDS
from scenes.parts.why import refuse


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


def put_cube(sc, res: str, where: tuple, legal: list) -> bool:
    """A waiting ``res`` cube goes onto ``where`` (``("cons", i)`` or ``("empire",)``) if the
    rules take it there, or the rules' reason is said — one path for a cube dropped there and
    one picked by click and put there by the next click (then it stays picked)."""
    if where[0] == "empire":
        action = ("empire", res)
    else:
        cons = sc.view_state.seats[sc.viewer].cons
        if where[1] >= len(cons):
            return False
        action = ("place", where[1], res, IDS[cons[where[1]][0]])
    return sc.act(action) if action in legal else refuse(sc, action)
