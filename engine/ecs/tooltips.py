"""Tooltips of the render processor: where one goes and how it is painted.

A tooltip sits beside its entity, where a player looks while the mouse is on it.  It never
covers the entity, the rects that entity asks it to keep clear of (``avoid``), nor the
scene-wide ones (``scene_avoid``, e.g. a turn banner drawn over the table, a zoomed card,
titles), where any place is clear of those.  It would rather not cover an entity drawn or named
like this one (``alike``, ``twins``: it would be read as theirs), nor a target the player can
click now (``targets``, the lit ones); but a neighbouring target under it is fine (the tooltip
goes when the mouse moves), and far better than a tooltip far off (play-test 11: It's a
Wonderful World's hand cards, Coatl's disk slots, a Dice Forge temple face had theirs 200 px
away, where everything near them was lit).  The order of preference:

1. within ``NEAR``, then ``BESIDE``: clear of all that (above, below, right, left, or just past
   an avoided rect, in that order; wider, with fewer lines, when that is what lets it fit; else
   the clear place nearest the entity on a fine grid); where no such box fits there, a
   narrower, taller one (``NARROW``, the text wrapped anew: Coatl's temple stacks and supply
   bags, boxed in by the log and the coatl rows' titles, had theirs 150-300 px off);
2. within ``BESIDE``: the place that covers the least area of the twins, then of the
   look-alikes, then of the lit targets, then of what answers another button (``minor``), in
   a box of the usual widths, else of the narrower ones;
3. only where nothing beside it is clear of what it must avoid: the clear place nearest the
   entity within ``FARTHER`` (a coarser grid), giving way on the look-alikes, then on the
   twins (Dice Forge's feat card shown large beside the card: the card's tooltip, clear of
   the lit temple faces, had gone 1260 px off to the far side of the table);
4. within ``FARTHER``: the place that covers the least (as in 2);
5. the clear place nearest the entity anywhere on the canvas, as in 3;
6. the place clear of what it must avoid that covers the least target area;
7. nowhere clear of that: above the entity (below it at the canvas's top)."""
from __future__ import annotations

import bisect
import math
from collections import OrderedDict
from typing import Iterable, Sequence

import pygame

from engine import theme
from engine.ecs.components import Transform
from engine.render import Renderer

Rect = tuple[float, float, float, float]
CANVAS = (1920, 1080)
GRID = 40               # canvas px between the places the search anywhere on the canvas tries
FINE = 20               # ... and the search beside the entity
NEAR = 48               # canvas px from its entity a tooltip counts as next to it
BESIDE = 110            # ... and as beside it still
FARTHER = 2 * BESIDE    # ... and as near enough to read as its, where nothing beside is clear
WIDTHS = (520, 760)     # canvas px a tooltip may be wide (the wider: fewer lines)
NARROW = (440, 360, 280)   # ... and narrower, taller, where no place beside fits the wide ones
MEMO_SIZE = 64          # placements a renderer keeps (a tooltip shown many frames is placed once)


PAD_X, PAD_Y = 18, 13   # canvas px between the box's edge and its text, on each side


def draw(r: Renderer, text: str, rect: Rect) -> pygame.Rect:
    """Paint the tooltip ``text`` in ``rect`` (as ``place`` gives it); the text's canvas rect."""
    x, y, w, h = rect
    r.fill(x, y, w, h, (20, 16, 14, 235), 10, 2, theme.PANEL_EDGE)
    return r.text(text, x + PAD_X, y + PAD_Y, 24, theme.TEXT, wrap=w - 2 * PAD_X)


def place(r: Renderer, text: str, tf: Transform, avoid: Sequence[Rect] = (),
          scene_avoid: Sequence[Rect] = (), targets: Sequence[Rect] = (),
          minor: Sequence[Rect] = (), alike: Sequence[Rect] = (),
          twins: Sequence[Rect] = (), memo: OrderedDict | None = None) -> Rect:
    """Where the tooltip ``text`` of the entity at ``tf`` goes: (x, y, w, h) on the canvas.
    ``targets``: the rects of what can be clicked (or dropped on) now to play; ``minor``: what
    answers only another button (a card's zoom), kept clear of when that can be (the entity's
    own rect is ignored in both); ``alike``: the entities drawn like this one (the next stack),
    and ``twins``, named like it (another seat's counter of the same resource), kept clear of
    before anything else that may be covered, so the tooltip is never read as theirs.
    ``memo``: the caller's own cache of placements (the render processor keeps one), so a
    tooltip shown over many frames is placed once."""
    key = (text, r.scale, tuple(tf.rect), tuple(avoid), tuple(scene_avoid), tuple(targets),
           tuple(minor), tuple(alike), tuple(twins))
    if memo is not None and key in memo:
        memo.move_to_end(key)
        return memo[key]
    rect = _choose(*_boxes(r, text), tf, avoid, scene_avoid, targets, minor, alike, twins)
    if memo is not None:
        memo[key] = rect
        while len(memo) > MEMO_SIZE:
            memo.popitem(last=False)
    return rect


def _choose(sizes: list[tuple[float, float]], narrow: list[tuple[float, float]],
            tf: Transform, avoid: Sequence[Rect], scene_avoid: Sequence[Rect],
            targets: Sequence[Rect], minor: Sequence[Rect], alike: Sequence[Rect],
            twins: Sequence[Rect]) -> Rect:
    """``place``'s order of preference (the module's docstring) over the boxes ``sizes``,
    then the narrower boxes ``narrow`` where the first ones do not fit beside the entity."""
    own = tf.rect
    field = _Field(own, must=[own, *avoid, *scene_avoid],
                   **{name: [t for t in rs if t != own] for name, rs in (
                       ("twins", twins), ("alike", alike), ("targets", targets),
                       ("minor", minor))})
    clear = (_ALL, _ALL[:-1])
    slim: list | None = None            # the narrow boxes that fit beside it clear of "must"
    for near in (NEAR, BESIDE):                         # 1. beside it and clear
        for names in clear:
            spot = _clear(tf, field, sizes, avoid, names, near)
            if spot is None and narrow:
                if slim is None:
                    slim = [b for b in narrow if _nearest(field, *b, ("must",), BESIDE)]
                spot = _clear(tf, field, slim, avoid, names, near)
            if spot is not None:
                return spot
    soft = [("twins",), ("alike",), ("targets",), ("minor",)]
    spot = (_least(field, sizes, soft, BESIDE) or _least(field, slim or [], soft, BESIDE))
    if spot is not None:                                # 2. beside it over a few targets
        return spot
    looser = (*clear, ("must", "targets", "twins"), ("must", "targets"))
    for names in looser:                                # 3. a little farther off, clear
        spot = _clear(tf, field, sizes, avoid, names, FARTHER)
        if spot is not None:
            return spot
    spot = _least(field, sizes, soft, FARTHER)
    if spot is not None:                                # 4. there over a few targets
        return spot
    for names in looser:                                # 5. anywhere, clear
        spot = _clear(tf, field, sizes, avoid, names, None)
        if spot is not None:
            return spot
    spot = _least(field, sizes, soft[2:], None)
    if spot is not None:                                # 6. over the least of the targets
        return spot
    w, h = sizes[0]                                     # nowhere: above it, else below
    above, below = _candidates(tf, w, h, avoid, False)[:2]
    return (*_clamp(*(above if above[1] >= 10 else below), w, h), w, h)


def _clear(tf: Transform, field: "_Field", sizes: list[tuple[float, float]],
           avoid: Sequence[Rect], names: tuple[str, ...], near: float | None) -> Rect | None:
    """The first place clear of the ``field``'s rects of the groups ``names`` (no farther
    than ``near`` from the entity, when given): a candidate beside it, else the nearest on a
    grid."""
    blocks = field.frects(names)
    for far in (False, True):   # next to it first, then past what it must avoid
        for w, h in sizes:
            spot = _spot(tf, w, h, avoid, blocks, far, near)
            if spot is not None:
                return spot
    for w, h in sizes:
        spot = _nearest(field, w, h, names, near)
        if spot is not None:
            return spot
    return None


def sizes(r: Renderer, text: str) -> list[tuple[float, float]]:
    """Every box the tooltip ``text`` may take, (w, h), in the order they are tried."""
    wide, narrow = _boxes(r, text)
    return wide + narrow


def _boxes(r: Renderer, text: str) -> tuple[list, list]:
    """The boxes (w, h) the tooltip ``text`` takes up to ``WIDTHS`` canvas px wide (the wider
    with fewer lines), and the narrower, taller ``NARROW`` ones, where the text is wider than
    they are and every word fits a line."""
    tw = r.text_size(text, 24)[0]
    wide = dict.fromkeys(_box(r, text, min(w, tw + 2 * PAD_X)) for w in WIDTHS)
    narrow = [_box(r, text, w) for w in NARROW if w < tw + 2 * PAD_X]
    return [b for b in wide if b], [b for b in narrow if b]   # (a short text: one box)


def _box(r: Renderer, text: str, w: float) -> tuple[float, float] | None:
    """The tooltip's (w, h) when it is ``w`` canvas px wide: its text measured as ``draw``
    paints it (the font's real line height at this scale), with the same padding below the
    last line as above the first; None when a word would not fit a line (the text would
    shrink or spill)."""
    px = max(6, round(24 * r.scale))
    wrap_px = round((w - 2 * PAD_X) * r.scale)
    broken = r._hyphen_breaks(text, px, "regular", wrap_px)
    size_px, fit_px = r.whole_words(broken, px, "regular", wrap_px)
    if w < WIDTHS[0] and (size_px < px or fit_px > wrap_px):
        return None
    wrapped = r.assets.text(broken, size_px, theme.TEXT, "regular", fit_px)
    return (w, math.ceil(wrapped.get_height() / r.scale) + 2 * PAD_Y)


def _clamp(cx: float, cy: float, w: float, h: float) -> tuple[float, float]:
    return (min(CANVAS[0] - w - 10, max(10, cx)), min(CANVAS[1] - h - 10, max(10, cy)))


def _candidates(tf: Transform, w: float, h: float, avoid: Sequence[Rect],
                far: bool) -> list[tuple[float, float]]:
    """The places tried first, in order: above, below, right, left of the entity (``far``:
    just past each of its avoided rects instead), not yet clamped to the canvas."""
    x, y, x1, y1 = tf.rect[0], tf.rect[1], tf.rect[0] + tf.rect[2], tf.rect[1] + tf.rect[3]
    if far:
        return [c for ax, ay, aw, ah in avoid
                for c in ((tf.x - w / 2, ay + ah + 12), (tf.x - w / 2, ay - h - 12),
                          (ax + aw + 12, tf.y - h / 2), (ax - w - 12, tf.y - h / 2))]
    cands = [(tf.x - w / 2, y - h - 12), (tf.x - w / 2, y1 + 12)]
    for cy in (tf.y - h / 2, y1 - h, y):          # beside it: centred, rising, hanging
        cands += [(x1 + 12, cy), (x - w - 12, cy)]
    return cands


def _spot(tf: Transform, w: float, h: float, avoid: Sequence[Rect],
          blocks: list[pygame.FRect], far: bool, near: float | None = None) -> Rect | None:
    """The first candidate place (``_candidates``) covering none of ``blocks`` and no farther
    than ``near`` from the entity, or None (``blocks``: pygame rects)."""
    for cx, cy in _candidates(tf, w, h, avoid, far):
        cx, cy = _clamp(cx, cy, w, h)
        if near is not None and _gap(tf.rect, (cx, cy, w, h)) > near:
            continue
        if pygame.FRect(cx, cy, w, h).collidelist(blocks) < 0:
            return (cx, cy, w, h)
    return None


def _gap(a: Rect, b: Rect) -> float:
    """Canvas px between two rects (across plus down; 0 when they meet)."""
    return (max(0.0, a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2]))
            + max(0.0, a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3])))


_ALL = ("must", "twins", "alike", "targets", "minor")    # the groups of rects, first kept clear


class _Field:
    """The rects one placement weighs, by group (``_ALL``; each rect its own bit), and the
    grid of each box size over them, each made once per placement and asked at every step."""

    def __init__(self, own: Rect, **groups: list[Rect]) -> None:
        self.own = own
        self.groups = groups
        self.rects: list[Rect] = []
        self.bits: dict[str, int] = {}
        for name in _ALL:
            bits = 0
            for rect in groups[name]:
                bits |= 1 << len(self.rects)
                self.rects.append(rect)
            self.bits[name] = bits
        self._grids: dict[tuple, _Grid] = {}
        self._frects: dict[tuple, list[pygame.FRect]] = {}

    def mask(self, names: tuple[str, ...]) -> int:
        return sum(self.bits[n] for n in names)

    def frects(self, names: tuple[str, ...]) -> list[pygame.FRect]:
        out = self._frects.get(names)
        if out is None:
            out = self._frects[names] = [pygame.FRect(r) for n in names for r in self.groups[n]]
        return out

    def grid(self, w: float, h: float, near: float | None) -> "_Grid":
        """The grid of a ``w`` x ``h`` box: every ``FINE`` px within ``BESIDE`` of the entity
        when ``near`` is no more (the places within ``NEAR`` are among them), every ``GRID``
        px within ``near`` when it is more, or anywhere without it."""
        lim = near if near is None or near > BESIDE else BESIDE
        grid = self._grids.get((w, h, lim))
        if grid is None:
            step = FINE if lim == BESIDE else GRID
            grid = self._grids[(w, h, lim)] = _Grid(self, w, h, lim, step)
        return grid


class _Grid:
    """The places of a ``w`` x ``h`` box every ``step`` px on the canvas, within ``near`` of
    the field's entity (across plus down) when given.  The box's overlap with the field's
    rects is found per column and per row (bit masks), so a place is tested with one ``&``;
    the places are sorted nearest first."""

    def __init__(self, field: _Field, w: float, h: float, near: float | None,
                 step: int) -> None:
        ox, oy, ow, oh = field.own
        self.field = field
        self.lim = math.inf if near is None else near
        self.w, self.h = w, h
        self.xs = [(d, gx) for gx in range(10, int(CANVAS[0] - w - 10) + 1, step)
                   if (d := max(0.0, ox - (gx + w), gx - (ox + ow))) <= self.lim]
        self.ys = [(d, gy) for gy in range(10, int(CANVAS[1] - h - 10) + 1, step)
                   if (d := max(0.0, oy - (gy + h), gy - (oy + oh))) <= self.lim]
        self.at_x = [gx for _, gx in self.xs]
        self.at_y = [gy for _, gy in self.ys]
        self.reach = (self.at_x[0], self.at_y[0], self.at_x[-1] + w - self.at_x[0],
                      self.at_y[-1] + h - self.at_y[0]) if self.xs and self.ys else (0, 0, 0, 0)
        self.gaps = [dx + dy for dx, _ in self.xs for dy, _ in self.ys]
        # place p is column p // len(ys), row p % len(ys): sorted by gap, then by x, then y
        self.order = sorted(range(len(self.gaps)), key=self.gaps.__getitem__)
        self.cols, self.rows = [0] * len(self.xs), [0] * len(self.ys)
        for k, (rx, ry, rw, rh) in self.near(enumerate(field.rects)):
            bit = 1 << k
            for i in range(bisect.bisect_right(self.at_x, rx - w),
                           bisect.bisect_left(self.at_x, rx + rw)):
                self.cols[i] |= bit
            for j in range(bisect.bisect_right(self.at_y, ry - h),
                           bisect.bisect_left(self.at_y, ry + rh)):
                self.rows[j] |= bit

    def near(self, rects: Iterable[tuple[int, Rect]]) -> list[tuple[int, Rect]]:
        """The (index, rect) of the ``rects`` some place of the grid may meet."""
        x, y, w, h = self.reach
        return [(k, r) for k, r in rects if r[0] < x + w and x < r[0] + r[2]
                and r[1] < y + h and y < r[1] + r[3] and r[2] > 0 and r[3] > 0]

    def rect(self, i: int, j: int) -> Rect:
        return (float(self.xs[i][1]), float(self.ys[j][1]), self.w, self.h)


def _nearest(field: _Field, w: float, h: float, names: tuple[str, ...],
             near: float | None = None) -> Rect | None:
    """The place on the grid (``_Grid``) clear of the ``field``'s rects of the groups
    ``names`` and nearest its entity (no farther than ``near``, when given), or None."""
    grid = field.grid(w, h, near)
    cols, rows, gaps, n = grid.cols, grid.rows, grid.gaps, len(grid.ys)
    mask = field.mask(names)
    across, down = {c & mask for c in cols}, {r & mask for r in rows}
    if all(c & r for c in across for r in down):
        return None                     # every place meets one (the few kinds of column
    lim = grid.lim if near is None else near    # and row tell it at once)
    for p in grid.order:
        if gaps[p] > lim:
            break
        if not cols[p // n] & rows[p % n] & mask:
            return grid.rect(p // n, p % n)
    return None


def _least(field: _Field, sizes: list[tuple[float, float]], soft: list[tuple[str, ...]],
           near: float | None) -> Rect | None:
    """The place of a box of one of the ``sizes`` on the grid (``_Grid``, within ``near``
    when given) clear of the ``field``'s "must" rects that covers the least area of the first
    group of ``soft``, then of the next ..., nearest the entity among equals; None when every
    place meets "must"."""
    best, best_score = None, None
    hard = field.bits["must"]
    masks = [field.mask(names) for names in soft]
    for w, h in sizes:
        grid = field.grid(w, h, near)
        lim, n = grid.lim if near is None else near, len(grid.ys)
        for p in grid.order:
            gap, i, j = grid.gaps[p], p // n, p % n
            if gap > lim:
                break
            both = grid.cols[i] & grid.rows[j]
            if both & hard:
                continue
            x, y = grid.at_x[i], grid.at_y[j]
            score = _score(field, (x, y, w, h), [both & m for m in masks], best_score)
            if score is not None and (score := (*score, gap, x, y)) \
                    < (best_score or (math.inf,)):
                best, best_score = grid.rect(i, j), score
    return best


def _score(field: _Field, box: Rect, met: list[int], best: tuple | None) -> list | None:
    """The area of each group of the ``field``'s rects the ``box`` covers (``met``: the bits
    of those it meets, group by group; ``_least``), or None as soon as it is sure to be worse
    than ``best``."""
    out, worse = [], False if best is None else None
    for k, bits in enumerate(met):
        out.append(round(_area(field.rects, box, bits)) if bits else 0)
        if worse is None and out[k] != best[k]:
            worse = out[k] > best[k]
            if worse:
                return None
    return out


def _area(rects: list[Rect], box: Rect, bits: int) -> float:
    """The area of the ``rects`` whose ``bits`` are set (each meets ``box``) that ``box``
    covers (overlaps among them counted twice)."""
    x, y, w, h = box
    total = 0.0
    while bits:
        low = bits & -bits
        rx, ry, rw, rh = rects[low.bit_length() - 1]
        total += (min(x + w, rx + rw) - max(x, rx)) * (min(y + h, ry + rh) - max(y, ry))
        bits ^= low
    return total
