"""A tile's tooltip shows only where it covers none of what it keeps off (``tip_avoid``: the
banner, the scores, what the player clicks next, table.py): where no place beside the tile is
clear of them (the tile in hand and the lit cells all round a world's tile while placing), the
tooltip does not show while the mouse is on the tile (play-test 17: "the tooltip of a tile must
never cover a legal target the player must click next").  The tile itself is in plain sight and
a right click shows it large with the same words."""
from __future__ import annotations

import esper

from engine.ecs.components import Hoverable, Transform, Visual
from engine.toast import overlap

SOON_S = 0.3        # s of hover after which the tooltip's place is checked (it shows at 0.45)


def hold_covering_tip(scene) -> None:
    """Mute the hovered tile's tooltip (until the mouse leaves it) when its place would cover
    a rect it must keep off."""
    inp = scene.input
    ent = inp.hovered if inp is not None else None
    if ent is None or not esper.entity_exists(ent) or ent == inp.muted:
        return
    hov = esper.try_component(ent, Hoverable)
    vis = esper.try_component(ent, Visual)
    if hov is None or not hov.tooltip or vis is None or vis.kind != "wip_tile" \
            or hov.hover_time < SOON_S or not hov.avoid:
        return
    tf = esper.component_for_entity(ent, Transform)
    box = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
    if any(overlap(box, a) for a in hov.avoid):
        inp.mute(ent)
