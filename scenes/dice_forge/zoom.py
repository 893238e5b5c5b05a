"""Dice Forge's large view of what the mouse rests on: a feat card, a Sanctuary or die face
beside it, a die's whole net above it (drawn over the table, never while it animates)."""
from __future__ import annotations

import esper

from engine import theme
from engine.ecs.components import Name, Transform, Visual
from engine.render import Renderer
from engine.widgets.dice import NET, draw_die_face

from .painters import LIGHT_DIE, draw_card_zoom


def draw(sc, r: Renderer) -> None:
    if sc.input is None or sc.busy():
        return
    ent = sc.input.hovered
    if ent is None or not esper.entity_exists(ent):
        return
    n = esper.try_component(ent, Name)
    if n is None:
        return
    name = n.name
    tf = esper.component_for_entity(ent, Transform)
    p = esper.component_for_entity(ent, Visual).params
    if name.startswith(("df.feat.", "df.own.")) and "zoom" in p:
        w, h = 330, 462
        right = tf.x + tf.w / 2 + 16
        x = right if right + w < 1910 else tf.x - tf.w / 2 - 16 - w
        y = min(1070 - h, max(90, tf.y - h / 2))
        draw_card_zoom(r, x, y, w, h, {**p, **p["zoom"]})
    elif name.startswith(("df.face.", "df.pool.", "df.garden.")):
        s = 104                 # beside the face: the tooltip above it stays readable
        x = tf.x - tf.w / 2 - 14 - s
        if x < 20:
            x = tf.x + tf.w / 2 + 14
        y = min(1070 - s, max(90, tf.y - tf.h / 2))
        r.fill(x - 8, y - 8, s + 16, s + 16, (20, 16, 14, 235), 18, 2, theme.GOLD)
        draw_die_face(r, p["face"], x, y, s, p.get("color", LIGHT_DIE), bool(p.get("on")))
    elif name.startswith("df.die.") and p.get("net"):
        s = 54
        w, h = 4 * s, 3 * s
        x = min(1900 - w, max(20, tf.x - w / 2))
        y = tf.y - tf.h / 2 - h - 20
        r.fill(x - 10, y - 10, w + 20, h + 20, (20, 16, 14, 235), 18, 2, theme.GOLD)
        for i, (row, col) in enumerate(NET):
            draw_die_face(r, p["faces"][i], x + col * s + 2, y + row * s + 2, s - 4,
                          p.get("color", LIGHT_DIE), i == p.get("face"))
