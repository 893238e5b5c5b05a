"""Tooltips of the render processor: where one goes and how it is painted.

A tooltip sits near its entity and covers neither the entity, nor the rects that entity asks
it to keep clear of (``avoid``), nor the scene-wide ones (``scene_avoid``, e.g. a turn banner
drawn over the table), nor any target the player can click now (``targets``, the lit ones):
above, below, right, left, or just past an avoided rect, in that order of preference; wider
(fewer lines) when that is what lets it fit; else the clear place nearest the entity on a
grid over the canvas.  Only when no place is clear of everything does it give way on the
targets, covering as little of them as it can (never the entity or what it must avoid, where
that is possible)."""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Sequence

import pygame

from engine import theme
from engine.ecs.components import Transform
from engine.render import Renderer

Rect = tuple[float, float, float, float]
CANVAS = (1920, 1080)
GRID = 40               # canvas px between the places the nearest-clear search tries
NEAR = 48               # canvas px from its entity a tooltip counts as next to it
BESIDE = 110            # ... and as beside it still
_MEMO: OrderedDict = OrderedDict()     # a tooltip shown over many frames is placed once


PAD_X, PAD_Y = 18, 13   # canvas px between the box's edge and its text, on each side


def draw(r: Renderer, text: str, rect: Rect) -> pygame.Rect:
    """Paint the tooltip ``text`` in ``rect`` (as ``place`` gives it); the text's canvas rect."""
    x, y, w, h = rect
    r.fill(x, y, w, h, (20, 16, 14, 235), 10, 2, theme.PANEL_EDGE)
    return r.text(text, x + PAD_X, y + PAD_Y, 24, theme.TEXT, wrap=w - 2 * PAD_X)


def place(r: Renderer, text: str, tf: Transform, avoid: Sequence[Rect] = (),
          scene_avoid: Sequence[Rect] = (), targets: Sequence[Rect] = (),
          minor: Sequence[Rect] = (), alike: Sequence[Rect] = (),
          twins: Sequence[Rect] = ()) -> Rect:
    """Where the tooltip ``text`` of the entity at ``tf`` goes: (x, y, w, h) on the canvas.
    ``targets``: the rects of what can be clicked (or dropped on) now to play; ``minor``: what
    answers only another button (a card's zoom), kept clear of when that can be (the entity's
    own rect is ignored in both); ``alike``: the entities drawn like this one (the next stack),
    and ``twins``, named like it (another seat's counter of the same resource), kept clear of
    before anything else that may be covered (the twins last of all), so the tooltip is never
    read as theirs.  A place beside the entity (within ``NEAR``, then ``BESIDE``) comes before
    one farther off that covers less."""
    key = (text, r.scale, tuple(tf.rect), tuple(avoid), tuple(scene_avoid), tuple(targets),
           tuple(minor), tuple(alike), tuple(twins))
    if key in _MEMO:
        _MEMO.move_to_end(key)
        return _MEMO[key]
    sizes = _sizes(r, text)
    own = tf.rect
    targets = [t for t in targets if t != own]
    must = [own, *avoid, *scene_avoid]
    alike = [t for t in alike if t != own]
    twins = [t for t in twins if t != own]
    tiers = ([*must, *targets, *twins, *alike, *(t for t in minor if t != own)],
             [*must, *targets, *twins, *alike], [*must, *targets, *twins], [*must, *targets])
    placed = None
    for near in (NEAR, BESIDE, None):
        for blocks in tiers:
            for far in (False, True):   # next to it first, then past what it must avoid
                for w, h in sizes:
                    spot = _spot(tf, w, h, avoid, blocks, far)
                    placed = placed or spot
                    if spot[4]:
                        return _keep(key, spot[:4])
            for w, h in sizes:
                spot = _nearest(own, w, h, blocks, near)
                if spot is not None:
                    return _keep(key, spot)
    for w, h in sizes:                  # no place clear of every target: cover the least
        spot = _least(own, w, h, must, targets)
        if spot is not None:
            return _keep(key, spot)
    return _keep(key, placed[:4])


def _keep(key: tuple, rect: Rect) -> Rect:
    _MEMO[key] = rect
    while len(_MEMO) > 64:
        _MEMO.popitem(last=False)
    return rect


def _sizes(r: Renderer, text: str) -> list[tuple[float, float]]:
    """The tooltip's (w, h) when it may be 520 or 760 canvas px wide (fewer lines): its text
    measured as ``draw`` paints it (the font's real line height at this scale), with the same
    padding below the last line as above the first."""
    tw = r.text_size(text, 24)[0]
    px = max(6, round(24 * r.scale))
    out = []
    for max_w in (520, 760):
        w = min(max_w, tw + 2 * PAD_X)
        wrap_px = round((w - 2 * PAD_X) * r.scale)
        broken = r._hyphen_breaks(text, px, "regular", wrap_px)
        size_px, wrap_px = r.whole_words(broken, px, "regular", wrap_px)
        wrapped = r.assets.text(broken, size_px, theme.TEXT, "regular", wrap_px)
        out.append((w, math.ceil(wrapped.get_height() / r.scale) + 2 * PAD_Y))
    return out


def _clamp(cx: float, cy: float, w: float, h: float) -> tuple[float, float]:
    return (min(CANVAS[0] - w - 10, max(10, cx)), min(CANVAS[1] - h - 10, max(10, cy)))


def _spot(tf: Transform, w: float, h: float, avoid: Sequence[Rect],
          blocks: Sequence[Rect], far: bool) -> tuple:
    """(x, y, w, h, clear): the first candidate place covering none of ``blocks``
    (``far``: also past the entity's avoided rects)."""
    x, y, x1, y1 = tf.rect[0], tf.rect[1], tf.rect[0] + tf.rect[2], tf.rect[1] + tf.rect[3]
    cands = [(tf.x - w / 2, y - h - 12), (tf.x - w / 2, y1 + 12)]
    for cy in (tf.y - h / 2, y1 - h, y):          # beside it: centred, rising, hanging
        cands += [(x1 + 12, cy), (x - w - 12, cy)]
    for ax, ay, aw, ah in avoid if far else ():
        cands += [(tf.x - w / 2, ay + ah + 12), (tf.x - w / 2, ay - h - 12),
                  (ax + aw + 12, tf.y - h / 2), (ax - w - 12, tf.y - h / 2)]
    for cx, cy in cands:
        cx, cy = _clamp(cx, cy, w, h)
        if not any(cx < bx + bw and bx < cx + w and cy < by + bh and by < cy + h
                   for bx, by, bw, bh in blocks):
            return (cx, cy, w, h, True)
    first = cands[0] if cands[0][1] >= 10 else cands[1]
    return (*_clamp(*first, w, h), w, h, False)


def _nearest(own: Rect, w: float, h: float, blocks: Sequence[Rect],
             near: float | None = None) -> Rect | None:
    """The place on a grid over the canvas clear of ``blocks`` and nearest ``own`` (the gap
    between the two rects; with ``near``, no farther than that), or None when there is none:
    tried nearest first, so the search usually stops after a few places."""
    ox, oy, ow, oh = own
    rects = [pygame.FRect(b) for b in blocks]
    xs = [(max(0.0, ox - (gx + w), gx - (ox + ow)), gx)
          for gx in range(10, int(CANVAS[0] - w - 10) + 1, GRID)]
    ys = [(max(0.0, oy - (gy + h), gy - (oy + oh)), gy)
          for gy in range(10, int(CANVAS[1] - h - 10) + 1, GRID)]
    for gap, gx, gy in sorted((dx + dy, gx, gy) for dx, gx in xs for dy, gy in ys):
        if near is not None and gap > near:
            return None
        if pygame.FRect(gx, gy, w, h).collidelist(rects) < 0:
            return (float(gx), float(gy), w, h)
    return None


def _least(own: Rect, w: float, h: float, must: Sequence[Rect],
           targets: Sequence[Rect]) -> Rect | None:
    """The place on the grid clear of ``must`` that covers the least area of ``targets``
    (nearest ``own`` among equals), or None when every place meets ``must``."""
    ox, oy, ow, oh = own
    hard = [pygame.FRect(b) for b in must]
    soft = [pygame.FRect(t) for t in targets]
    best, best_score = None, None
    for gx in range(10, int(CANVAS[0] - w - 10) + 1, GRID):
        for gy in range(10, int(CANVAS[1] - h - 10) + 1, GRID):
            box = pygame.FRect(gx, gy, w, h)
            if box.collidelist(hard) >= 0:
                continue
            cover = sum(_area(box.clip(soft[i])) for i in box.collidelistall(soft))
            gap = max(0.0, ox - (gx + w), gx - (ox + ow)) + max(0.0, oy - (gy + h), gy - (oy + oh))
            score = (round(cover), gap)
            if best_score is None or score < best_score:
                best, best_score = (float(gx), float(gy), w, h), score
    return best


def _area(r: pygame.FRect) -> float:
    return r.w * r.h
