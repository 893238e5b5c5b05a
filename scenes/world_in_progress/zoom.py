"""An opponent's world shown large: hover (or click, or right-click) a side panel or one of its
tiles and the engine's ``CardZoom`` (engine/widgets/card.py) draws that world at full size with
its score terrain by terrain, as the player's own chips show it: largest group × statues.

The panel and its tiles carry the zoom's data in their params (``zoom``, built by
``zoom_params`` from the view: public facts only)."""
from __future__ import annotations

import esper
import pygame

from engine import theme
from engine.ecs.components import Hoverable, Name, Transform, Visual
from engine.render import Renderer
from engine.rules import world_in_progress as wip
from engine.table_input import TableInput
from engine.widgets.card import CardZoom
from engine.widgets.text import readable

from .painters import GRID_LINE, TERRAIN_RGB, draw_tile

SIZE = (720.0, 900.0)       # canvas size of the large world (grown in a small window)
HOVER_S = 0.45
GRACE_S = 0.4               # s after a large world went in which a click where it was is spent


class WorldZoom(CardZoom):
    """The engine's card zoom, for entities that carry a world's ``zoom`` params."""

    def __init__(self) -> None:
        super().__init__(("wip_header", "wip_tile"), draw_world, SIZE, HOVER_S, center_y=560)
        self.held: dict[int, str] = {}      # tooltips held back while their world shows large
        self.gone: tuple | None = None      # (canvas rect, s since) of the large world last drawn
        self._eaten = False                 # a press spent on it: its release is spent too

    def frame(self, inp, dt: float) -> None:
        """Per frame, after the input: a world shown large goes as soon as the mouse has left
        what opened it (the side panel, its tiles), pinned by a click or not (play-test 17 at
        800x450: pinned, it stayed over the map and the player's own score while the mouse
        was on them); then the tooltips (``quiet_tips``)."""
        hovered = inp.hovered if inp is not None else None
        if self.pinned is not None and self.world(self.pinned) and inp is not None \
                and not self._on_world(self.pinned, inp.mouse):
            self.pinned = None
        if self.gone is not None:
            self.gone = (self.gone[0], self.gone[1] + dt)
        self.quiet_tips(hovered)

    def draw(self, r: Renderer, hovered: int | None) -> bool:
        ent = self.target(hovered)
        if ent is not None and self.world(ent):
            self.gone = (self.box(r, hovered), 0.0)
        return super().draw(r, hovered)

    def spends(self, ev, pos, under: int | None) -> bool:
        """A click (press, then its release) at canvas ``pos`` where a large world shows, or
        showed a moment ago (``GRACE_S``: the mouse left its panel for it and the click came
        before the eye saw it go), only closes it: it never reaches what lies under it
        (play-test 17: a click on the large world moved the Faith marker hidden under it)."""
        if ev.type == pygame.MOUSEBUTTONUP and self._eaten:
            self._eaten = False
            return True
        g = self.gone
        if ev.type != pygame.MOUSEBUTTONDOWN or pos is None or g is None \
                or g[1] > GRACE_S or self.zoomable(under):
            return False
        x, y, w, h = g[0]
        self._eaten = x <= pos[0] <= x + w and y <= pos[1] <= y + h
        if self._eaten:
            self.pinned, self.gone = None, None
        return self._eaten

    @staticmethod
    def _on_world(ent: int, mouse) -> bool:
        """The mouse is on ``ent`` or on another entity showing the same world (its panel)."""
        z = esper.component_for_entity(ent, Visual).params.get("zoom")
        return any(vis.visible and vis.params.get("zoom") == z and tf.contains(*mouse)
                   for _, (tf, vis) in esper.get_components(Transform, Visual))

    def quiet_tips(self, hovered: int | None) -> None:
        """A side panel's tile whose world shows large says no more in a tooltip of its own:
        the large world tells it, and at 1920x1080 there was room beside the tile only over a
        name and a score (play-test 14). Its tooltip shows until the large world does, and
        again once the large world has gone."""
        large = hovered if hovered is not None and self.target(hovered) == hovered else None
        name = esper.try_component(large, Name) if large is not None else None
        if name is None or not name.name.startswith("wip.mini."):
            large = None
        for ent in [e for e in self.held if e != large]:
            hov = esper.try_component(ent, Hoverable) if esper.entity_exists(ent) else None
            if hov is not None and not hov.tooltip:
                hov.tooltip = self.held[ent]
            del self.held[ent]
        hov = esper.try_component(large, Hoverable) if large is not None else None
        if hov is not None and hov.tooltip:
            self.held[large], hov.tooltip = hov.tooltip, ""

    def zoomable(self, ent: int | None) -> bool:
        """A world (a side panel or one of its tiles), or a tile that says what it is."""
        if ent is None or not esper.entity_exists(ent):
            return False
        vis = esper.try_component(ent, Visual)
        return (vis is not None and vis.kind in self.kinds
                and bool(vis.params.get("zoom") or vis.params.get("tile_zoom")))

    @staticmethod
    def world(ent: int | None) -> bool:
        """Whether ``ent`` shows a world large (a hover does), not a single tile (a right
        click only: hovering the map must not cover the table)."""
        vis = esper.try_component(ent, Visual) if ent is not None else None
        return vis is not None and bool(vis.params.get("zoom"))

    def target(self, hovered: int | None) -> int | None:
        ent = super().target(hovered)
        if ent is not None and ent != self.pinned and not self.world(ent):
            return None
        return ent


def zoom_params(inp: TableInput, seat: int, score_text: str) -> dict:
    """What the large world of ``seat`` shows (all public)."""
    v, lang = inp.view, inp.lang
    details = wip.score_details(v, seat)
    rows = tuple((t, wip.terrain_name(t, lang), wip.god_name(t, lang), details[t]["group"],
                  details[t]["statues"], details[t]["points"]) for t in wip.TERRAINS)
    return {"title": inp.seat_name(seat), "color": inp.seat_color(seat), "score": score_text,
            "tiles": tuple(tuple(w) for w in v.worlds[seat]), "rows": rows}


def draw_world(r: Renderer, p: dict, x: float, y: float, w: float, h: float) -> None:
    if not p.get("zoom"):
        draw_one_tile(r, p, x, y, w, h)
        return
    z = p["zoom"]
    k = w / SIZE[0]
    r.fill(x, y, w, h, (34, 28, 26, 245), 18 * k, 3, z["color"])
    r.text(z["title"], x + 24 * k, y + 34 * k, 34 * k, theme.TEXT, "semibold", "midleft",
           max_width=w - 220 * k)
    r.text(z["score"], x + w - 24 * k, y + 34 * k, 38 * k, theme.GOLD, "black", "midright")
    area = 600 * k
    ax, ay = x + (w - area) / 2, y + 70 * k
    r.fill(ax, ay, area, area, (230, 214, 180, 60), 12 * k)
    tiles = z["tiles"]
    if tiles:
        rows = [t[0] for t in tiles]
        cols = [t[1] for t in tiles]
        cell = area / 3
        oy = ay + (3 - (max(rows) - min(rows) + 1)) * cell / 2 - min(rows) * cell
        ox = ax + (3 - (max(cols) - min(cols) + 1)) * cell / 2 - min(cols) * cell
        for rr, cc, tid, rot in tiles:
            draw_tile(r, ox + cc * cell + 2, oy + rr * cell + 2, cell - 4, cell - 4, tid, rot)
    ry = ay + area + 14 * k
    rh = (y + h - ry - 10 * k) / len(z["rows"])
    for i, (t, terrain, god, group, statues, points) in enumerate(z["rows"]):
        cy = ry + (i + 0.5) * rh
        sw = rh - 10 * k
        r.image(f"wip/terrain_{t}.svg", x + 24 * k, cy - sw / 2, sw, sw)
        r.outline(x + 24 * k, cy - sw / 2, sw, sw, TERRAIN_RGB[t], 2, 4)
        r.outline(x + 23 * k, cy - sw / 2 - 1, sw + 2, sw + 2, GRID_LINE, 1, 4)
        # the words at least the readable size: a large world kept under the banner in a small
        # window is drawn a little smaller than grown (play-test 16)
        r.text(f"{terrain} ({god})", x + 40 * k + sw, cy, readable(r, 26 * k), theme.TEXT,
               "regular",
               "midleft", max_width=w - 290 * k - sw)
        r.text(f"{group} × {statues} =", x + w - 90 * k, cy, readable(r, 28 * k), theme.TEXT_DIM,
               "regular",
               "midright")
        r.text(str(points), x + w - 24 * k, cy, 30 * k, theme.GOLD if points else theme.TEXT_DIM,
               "bold", "midright")


def draw_one_tile(r: Renderer, p: dict, x: float, y: float, w: float, h: float) -> None:
    """One tile large, turned as it lies, with what its tooltip says (squares, statue's god)."""
    k = w / SIZE[0]
    r.fill(x, y, w, h, (34, 28, 26, 245), 18 * k, 3, theme.PANEL_EDGE)
    side = 560 * k
    draw_tile(r, x + (w - side) / 2, y + 30 * k, side, side, p["tile"], p.get("rot", 0))
    ty = y + 30 * k + side + 24 * k
    for line in p["tile_zoom"]:
        box = r.text(line, x + 28 * k, ty, readable(r, 26 * k), theme.TEXT, "regular",
                     wrap=w - 56 * k)
        ty += box.h + 8 * k
