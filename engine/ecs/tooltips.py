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
   the clear place nearest the entity on a fine grid);
2. within ``BESIDE``: the place that covers the least area of the twins, then of the
   look-alikes, then of the lit targets, then of what answers another button (``minor``);
3. only where nothing beside it is clear of what it must avoid: the clear place nearest the
   entity anywhere on the canvas (a coarser grid), giving way on the look-alikes, then on the
   twins;
4. the place clear of what it must avoid that covers the least target area;
5. nowhere clear of that: above the entity (below it at the canvas's top)."""
from __future__ import annotations

import bisect
import math
from collections import OrderedDict
from typing import Iterator, Sequence

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
    targets, minor, alike, twins = ([t for t in rs if t != own]
                                    for rs in (targets, minor, alike, twins))
    must = [own, *avoid, *scene_avoid]
    looks = [*must, *twins, *alike]
    clear = ([*looks, *targets, *minor], [*looks, *targets])
    slim: list | None = None            # the narrow boxes that fit beside it clear of ``must``
    for near in (NEAR, BESIDE):                         # 1. beside it and clear
        for blocks in clear:
            spot = _clear(tf, sizes, avoid, blocks, near)
            if spot is None and narrow:
                if slim is None:
                    slim = [b for b in narrow if _nearest(own, *b, must, BESIDE)]
                spot = _clear(tf, slim, avoid, blocks, near)
            if spot is not None:
                return spot
    spot = (_least(own, sizes, must, [twins, alike, targets, minor], BESIDE)
            or _least(own, slim or [], must, [twins, alike, targets, minor], BESIDE))
    if spot is not None:                                # 2. beside it over a few targets
        return spot
    for blocks in (*clear, [*must, *targets, *twins], [*must, *targets]):   # 3. farther off
        spot = _clear(tf, sizes, avoid, blocks, None)
        if spot is not None:
            return spot
    spot = _least(own, sizes, must, [targets, minor], None)
    if spot is not None:                                # 4. over the least of the targets
        return spot
    w, h = sizes[0]                                     # nowhere: above it, else below
    above, below = _candidates(tf, w, h, avoid, False)[:2]
    return (*_clamp(*(above if above[1] >= 10 else below), w, h), w, h)


def _clear(tf: Transform, sizes: list[tuple[float, float]], avoid: Sequence[Rect],
           blocks: Sequence[Rect], near: float | None) -> Rect | None:
    """The first place clear of ``blocks`` (no farther than ``near`` from the entity, when
    given): one of the candidates beside it, else the nearest on a grid."""
    for far in (False, True):   # next to it first, then past what it must avoid
        for w, h in sizes:
            spot = _spot(tf, w, h, avoid, blocks, far, near)
            if spot is not None:
                return spot
    for w, h in sizes:
        spot = _nearest(tf.rect, w, h, blocks, near)
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
    wide = [_box(r, text, min(w, tw + 2 * PAD_X)) for w in WIDTHS]
    narrow = [_box(r, text, w) for w in NARROW if w < tw + 2 * PAD_X]
    return [b for b in wide if b], [b for b in narrow if b]


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
          blocks: Sequence[Rect], far: bool, near: float | None = None) -> Rect | None:
    """The first candidate place (``_candidates``) covering none of ``blocks`` and no farther
    than ``near`` from the entity, or None."""
    rects = [pygame.FRect(b) for b in blocks]
    for cx, cy in _candidates(tf, w, h, avoid, far):
        cx, cy = _clamp(cx, cy, w, h)
        if near is not None and _gap(tf.rect, (cx, cy, w, h)) > near:
            continue
        if pygame.FRect(cx, cy, w, h).collidelist(rects) < 0:
            return (cx, cy, w, h)
    return None


def _gap(a: Rect, b: Rect) -> float:
    """Canvas px between two rects (across plus down; 0 when they meet)."""
    return (max(0.0, a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2]))
            + max(0.0, a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3])))


class _Grid:
    """The places of a ``w`` x ``h`` box on a grid over the canvas: every ``FINE`` px within
    ``near`` of ``own`` (across plus down), every ``GRID`` px anywhere without ``near``.  The
    box's overlap with a list of rects is found per column and per row (bit masks), so a
    place is tested with one ``&``."""

    def __init__(self, own: Rect, w: float, h: float, near: float | None) -> None:
        ox, oy, ow, oh = own
        step = GRID if near is None else FINE
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

    def near(self, rects: Sequence[Rect]) -> list[Rect]:
        """The ``rects`` some place of the grid may meet."""
        x, y, w, h = self.reach
        return [r for r in rects if r[0] < x + w and x < r[0] + r[2] and r[1] < y + h
                and y < r[1] + r[3] and r[2] > 0 and r[3] > 0]

    def places(self) -> Iterator[tuple[float, int, int]]:
        """(gap to ``own``, column, row) of each place within the limit."""
        return ((dx + dy, i, j) for i, (dx, _) in enumerate(self.xs)
                for j, (dy, _) in enumerate(self.ys) if dx + dy <= self.lim)

    def rect(self, i: int, j: int) -> Rect:
        return (float(self.xs[i][1]), float(self.ys[j][1]), self.w, self.h)

    def spans(self, rects: Sequence[Rect]) -> tuple[list, list]:
        """Per column and per row: {rect index: overlap length} of the box with ``rects``
        (empty rects meet nothing, as with pygame's rects)."""
        cols: list[dict] = [{} for _ in self.xs]
        rows: list[dict] = [{} for _ in self.ys]
        for k, (rx, ry, rw, rh) in enumerate(self.near(rects)):
            _meet(cols, self.at_x, self.w, rx, rw, k)
            _meet(rows, self.at_y, self.h, ry, rh, k)
        return cols, rows

    def masks(self, rects: Sequence[Rect]) -> tuple[list[int], list[int]]:
        """Per column and per row: the bit mask of the ``rects`` the box meets there."""
        cols, rows = self.spans(rects)
        return ([sum(1 << k for k in c) for c in cols], [sum(1 << k for k in r) for r in rows])


def _meet(lines: list[dict], at: list[int], size: float, lo: float, length: float,
          k: int) -> None:
    """Note rect ``k``'s overlap (``lo`` .. ``lo + length`` along one axis) in each of the
    ``lines`` (columns or rows, a box of ``size`` starting at ``at``) it meets."""
    for i in range(bisect.bisect_right(at, lo - size), bisect.bisect_left(at, lo + length)):
        lines[i][k] = min(at[i] + size, lo + length) - max(at[i], lo)


def _nearest(own: Rect, w: float, h: float, blocks: Sequence[Rect],
             near: float | None = None) -> Rect | None:
    """The place on the grid (``_Grid``) clear of ``blocks`` and nearest ``own`` (no farther
    than ``near``, when given), or None when there is none."""
    grid = _Grid(own, w, h, near)
    cols, rows = grid.masks(blocks)
    clear = [(gap, grid.xs[i][1], grid.ys[j][1], i, j) for gap, i, j in grid.places()
             if not cols[i] & rows[j]]
    return grid.rect(*min(clear)[3:]) if clear else None


def _least(own: Rect, sizes: list[tuple[float, float]], hard: Sequence[Rect],
           soft: Sequence[Sequence[Rect]], near: float | None) -> Rect | None:
    """The place of a box of one of the ``sizes`` on the grid (``_Grid``, within ``near``
    when given) clear of ``hard`` that covers the least area of the first group of ``soft``,
    then of the next ..., nearest ``own`` among equals; None when every place meets ``hard``."""
    best, best_score = None, None
    for w, h in sizes:
        grid = _Grid(own, w, h, near)
        cols, rows = grid.masks(hard)
        groups = [grid.spans(group) for group in soft]
        for gap, i, j in grid.places():
            if cols[i] & rows[j]:
                continue
            score = _score(groups, i, j, best_score)
            if score is not None and (score := (*score, gap, grid.at_x[i], grid.at_y[j])) \
                    < (best_score or (math.inf,)):
                best, best_score = grid.rect(i, j), score
    return best


def _score(groups: list[tuple[list, list]], i: int, j: int, best: tuple | None) -> list | None:
    """The area of each group of rects a box at column ``i``, row ``j`` covers (``_least``),
    or None as soon as it is sure to be worse than ``best``."""
    out, worse = [], False if best is None else None
    for k, (cols, rows) in enumerate(groups):
        out.append(round(_cover(cols[i], rows[j])))
        if worse is None and out[k] != best[k]:
            worse = out[k] > best[k]
            if worse:
                return None
    return out


def _cover(col: dict[int, float], row: dict[int, float]) -> float:
    """The area of the rects a box meets in both its column and its row (``_Grid.spans``;
    overlaps among them counted twice)."""
    if len(row) < len(col):
        col, row = row, col
    return sum(o * row[k] for k, o in col.items() if k in row)
