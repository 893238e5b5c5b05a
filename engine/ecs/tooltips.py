"""Tooltips of the render processor: where one goes and how it is painted.

A tooltip sits near its entity and covers neither the entity, nor the rects that entity asks
it to keep clear of (``avoid``), nor the scene-wide ones (``scene_avoid``, e.g. a turn banner
drawn over the table): above, below, right, left, or just past an avoided rect, in that order
of preference; wider (fewer lines) when that is what lets it fit."""
from __future__ import annotations

from typing import Sequence

from engine import theme
from engine.ecs.components import Transform
from engine.render import Renderer

Rect = tuple[float, float, float, float]


def draw(r: Renderer, text: str, rect: Rect) -> None:
    """Paint the tooltip ``text`` in ``rect`` (as ``place`` gives it)."""
    x, y, w, h = rect
    r.fill(x, y, w, h, (20, 16, 14, 235), 10, 2, theme.PANEL_EDGE)
    r.text(text, x + 18, y + 13, 24, theme.TEXT, wrap=w - 36)


def place(r: Renderer, text: str, tf: Transform, avoid: Sequence[Rect] = (),
          scene_avoid: Sequence[Rect] = ()) -> Rect:
    """Where the tooltip ``text`` of the entity at ``tf`` goes: (x, y, w, h) on the canvas."""
    tw = r.text_size(text, 24)[0]
    px = max(6, round(24 * r.scale))
    line_px = r.assets.font(px).get_linesize()
    placed = None
    for far in (False, True):           # next to it first, then past what it must avoid
        for max_w in (520, 760):
            w = min(max_w, tw + 36)
            wrapped = r.assets.text(text, px, theme.TEXT, "regular", round((w - 36) * r.scale))
            lines = max(1, round(wrapped.get_height() / line_px))
            h = 26 * lines + 26
            spot = _spot(tf, w, h, avoid, scene_avoid, far)
            placed = placed or spot
            if spot[4]:
                placed = spot
                break
        if placed[4]:
            break
    return placed[:4]


def _spot(tf: Transform, w: float, h: float, avoid: Sequence[Rect],
          scene_avoid: Sequence[Rect], far: bool) -> tuple:
    """(x, y, w, h, clear): the first candidate place covering nothing it must not
    (``far``: also past the entity's avoided rects)."""
    x, y, x1, y1 = tf.rect[0], tf.rect[1], tf.rect[0] + tf.rect[2], tf.rect[1] + tf.rect[3]
    blocks = [(x, y, x1 - x, y1 - y), *avoid, *scene_avoid]
    cands = [(tf.x - w / 2, y - h - 12), (tf.x - w / 2, y1 + 12)]
    for cy in (tf.y - h / 2, y1 - h, y):          # beside it: centred, rising, hanging
        cands += [(x1 + 12, cy), (x - w - 12, cy)]
    for ax, ay, aw, ah in avoid if far else ():
        cands += [(tf.x - w / 2, ay + ah + 12), (tf.x - w / 2, ay - h - 12),
                  (ax + aw + 12, tf.y - h / 2), (ax - w - 12, tf.y - h / 2)]

    def clamp(cx: float, cy: float) -> tuple[float, float]:
        return (min(1920 - w - 10, max(10, cx)), min(1080 - h - 10, max(10, cy)))

    for cx, cy in cands:
        cx, cy = clamp(cx, cy)
        if not any(cx < bx + bw and bx < cx + w and cy < by + bh and by < cy + h
                   for bx, by, bw, bh in blocks):
            return (cx, cy, w, h, True)
    first = cands[0] if cands[0][1] >= 10 else cands[1]
    return (*clamp(*first), w, h, False)
