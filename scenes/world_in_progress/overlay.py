"""World in Progress's overlay over the table: the scoring group under the mouse, and the
end-of-game show that scores every world terrain by terrain (``scene.final_t``)."""
from __future__ import annotations

from engine.render import Renderer
from engine.rules import world_in_progress as wip

from .painters import TERRAIN_RGB, paint_group_marks

FINAL_STEP_S = 0.9      # per terrain in the end-of-game scoring show (divided by speed)


def draw_groups(sc, r: Renderer) -> None:
    """During the final show every world's group of the terrain being scored; otherwise the
    group under the mouse in the big world (a legend line or a square of it)."""
    v = sc.view_state
    seat = sc.big_seat()
    geom = sc.geoms.get(seat)
    if sc.final_t is not None:
        k = min(len(wip.TERRAINS) - 1, int(sc.final_t / FINAL_STEP_S))
        t = wip.TERRAINS[k]
        for other, g in sc.geoms.items():
            sc._draw_group(r, v, other, g, t, label=True)
    elif geom is not None and not sc.busy():
        terrain = None
        hn = sc.hover_name or ""
        if hn.startswith("wip.legend."):
            terrain = hn.rsplit(".", 1)[1]
        elif hn.startswith(f"wip.tile.{seat}."):
            terrain = sc.terrain_at(*sc.input.mouse)
        if terrain:
            # the numbers are on the terrain's chip under the world (lit now), never over a
            # tile of the world
            sc._draw_group(r, v, seat, geom, terrain, label=False)
            _light_legend(sc, r, terrain)


def _light_legend(sc, r: Renderer, terrain: str) -> None:
    a = sc.layout[f"legend.{wip.TERRAINS.index(terrain)}"]
    r.outline(a.x - 3, a.y - 3, a.w + 6, a.h + 6, TERRAIN_RGB[terrain], 4, 14)


def terrain_at(sc, mx: float, my: float) -> str | None:
    """The terrain of the square of the big world under (mx, my), if any."""
    v = sc.view_state
    seat = sc.big_seat()
    geom = sc.geoms.get(seat)
    sq = wip.world_squares(v, seat)
    if not sq or geom is None:
        return None
    ox, oy, s = geom.square_origin(wip.world_origin(v, seat))
    i, j = int((my - oy) // s), int((mx - ox) // s)
    if 0 <= i < len(sq) and 0 <= j < len(sq[0]) and my >= oy and mx >= ox:
        return sq[i][j]
    return None


def draw_group(r, v, seat, geom, terrain, label=False) -> None:
    d = wip.score_details(v, seat)[terrain]
    if not d["cells"]:
        return
    ox, oy, s = geom.square_origin(wip.world_origin(v, seat))
    cells = set(d["cells"])
    for i, row in enumerate(wip.world_squares(v, seat)):
        for j, t in enumerate(row):
            if t is not None and (i, j) not in cells:
                r.fill(ox + j * s, oy + i * s, s, s, (20, 14, 10, 150))
    text = f"{d['group']}×{d['statues']} = {d['points']}" if label else None
    paint_group_marks(r, d["cells"], ox, oy, s, TERRAIN_RGB[terrain], text)
