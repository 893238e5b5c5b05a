"""Dice Forge's large view of what the mouse rests on: a feat card, a Sanctuary or die face
beside it, a die's whole net above it (drawn over the table, never while it animates).  ``box``
is where it goes, so the table's tooltips keep clear of it.  The large feat card is placed as
the shared card zoom places one (``CardZoom.place``): off the action log and the banner first
(``Large.clear``, set by scenes/parts/overlaid.py each frame), then off the targets the player
can click now, then clear of the card's tooltip, which is placed first (``Large.tip``)."""
from __future__ import annotations

import esper

from engine import theme
from engine.ecs.components import Name, Transform, Visual
from engine.render import Renderer
from engine.widgets.card import CardZoom
from engine.widgets.dice import NET, draw_die_face

from .painters import LIGHT_DIE, draw_card_zoom, zoom_size

Rect = tuple[float, float, float, float]
TOP = 90.0          # canvas y a large feat card stays under (the banner above)
FACE = 104          # a face drawn large
NET_FACE = 54       # a face of a die's net drawn large


def _shown(sc) -> tuple[str, Transform, dict] | None:
    """(name, transform, params) of the hovered thing a zoom shows, or None."""
    if sc.input is None or sc.busy():
        return None
    ent = sc.input.hovered
    if sc.controls.quiet.holds(ent) or ent is None or not esper.entity_exists(ent):
        return None             # (a card just clicked shows no zoom over what it lit)
    n = esper.try_component(ent, Name)
    if n is None:
        return None
    return n.name, esper.component_for_entity(ent, Transform), \
        esper.component_for_entity(ent, Visual).params


class Large:
    """The scene's large view as the shared tooltip placement asks it (``target``, ``tip``,
    ``box``: what ``CardZoom`` answers in the other games, scenes/parts/overlaid.py)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.tip: Rect | None = None    # the hovered thing's tooltip, placed before the card
        self.clear: list[Rect] = []     # kept clear first: the log and the banner (overlaid.py)

    def target(self, hovered: int | None) -> int | None:
        shown = _shown(self.scene)
        return hovered if shown is not None and _place(self.scene.app.renderer, *shown) \
            else None

    def box(self, r: Renderer, hovered: int | None = None) -> Rect | None:
        return box(self.scene, r)


def _place(r: Renderer, name: str, tf: Transform, p: dict, tip: Rect | None = None,
           clear: tuple | list = ()) -> tuple[str, Rect] | None:
    """What is drawn ("card", "face", "net") and its rect (x, y, w, h) without the frame (a
    card as large as its text needs: ``zoom_size``, placed as the shared zoom places one: off
    the ``clear`` rects where it can be, then off the lit targets, then clear of the card's
    tooltip ``tip``)."""
    if name.startswith(("df.feat.", "df.own.")) and "zoom" in p:
        w, h = zoom_size(r, {**p, **p["zoom"]})
        cx, cy = CardZoom.place(tf, w, h, tf.y, tip, TOP, clear)
        return "card", (cx - w / 2, cy - h / 2, w, h)
    if name.startswith(("df.face.", "df.pool.", "df.garden.")):
        s = FACE                # beside the face: the tooltip above it stays readable
        x = tf.x - tf.w / 2 - 14 - s
        if x < 20:
            x = tf.x + tf.w / 2 + 14
        return "face", (x, min(1070 - s, max(90, tf.y - tf.h / 2)), s, s)
    if name.startswith("df.die.") and p.get("net"):
        s = NET_FACE
        w, h = 4 * s, 3 * s
        return "net", (min(1900 - w, max(20, tf.x - w / 2)), tf.y - tf.h / 2 - h - 20, w, h)
    return None


def _placed(sc, r: Renderer) -> tuple[str, Rect] | None:
    shown = _shown(sc)
    return _place(r, *shown, sc.large.tip, sc.large.clear) if shown else None


def box(sc, r: Renderer) -> Rect | None:
    """The canvas rect the zoom covers this frame (its frame included), or None."""
    placed = _placed(sc, r)
    if placed is None:
        return None
    kind, (x, y, w, h) = placed
    m = 0 if kind == "card" else 10 if kind == "net" else 8
    return (x - m, y - m, w + 2 * m, h + 2 * m)


def draw(sc, r: Renderer) -> None:
    shown = _shown(sc)
    placed = _placed(sc, r)
    if placed is None:
        return
    _, _, p = shown
    kind, (x, y, w, h) = placed
    if kind == "card":
        draw_card_zoom(r, x, y, w, h, {**p, **p["zoom"]})
    elif kind == "face":
        r.fill(x - 8, y - 8, w + 16, h + 16, (20, 16, 14, 235), 18, 2, theme.GOLD)
        draw_die_face(r, p["face"], x, y, w, p.get("color", LIGHT_DIE), bool(p.get("on")))
    else:
        s = NET_FACE
        r.fill(x - 10, y - 10, w + 20, h + 20, (20, 16, 14, 235), 18, 2, theme.GOLD)
        for i, (row, col) in enumerate(NET):
            draw_die_face(r, p["faces"][i], x + col * s + 2, y + row * s + 2, s - 4,
                          p.get("color", LIGHT_DIE), i == p.get("face"))
