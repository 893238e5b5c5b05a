"""Where the app's toast (a refusal, an error, a notice) is drawn: under a table's turn banner,
never over its text, nor over what can be clicked (the topmost scene's ``toast_spot``), worked
out once a toast and kept while the banner above it stays as it was; a table's tooltips keep
clear of it (``App.toast_rect``)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence

TOAST_H = 64            # one line's toast
FONT, PAD_X, PAD_Y = 28, 30, 10
TWO_LINES_FROM = 420    # a toast wider than this may take two lines
CANVAS_W, CANVAS_H = 1920, 1080
GAP = 8                 # between a toast and what was clicked, and from the canvas' edges
SOFT_WEIGHT = 200.0     # canvas px a toast goes further off to cover none of the table's things
#                         rather than as much of them as its own area
GRID_X, GRID_Y = 160, 60    # the coarse grid of places away from the click (about 150 a shape)
ZONE = 250.0 * 250.0    # a clicked thing larger than this (a player's world, a board) is a zone:
#                         the toast goes beside the click point in it, over the rest of it
POINT = 56.0            # the square round the click point in a zone the toast keeps clear of

Rect = tuple[float, float, float, float]


@dataclass
class ToastPlace:
    shown: int = 0                  # toasts shown so far (the same text twice is placed anew)
    key: tuple | None = None        # what ``box`` was worked out for
    box: tuple = (0.0, 0.0, 0.0, 0.0)
    lines: list = field(default_factory=list)     # the text's lines in ``box``

    def rect(self, app: Any) -> tuple[float, float, float, float] | None:
        """The canvas rect (x, y, w, h) of ``app``'s (an ``engine.app.App``) live toast, None
        without one."""
        if not app.toast:
            return None
        tops = [s.toast_top() for s in app.scenes.scenes if hasattr(s, "toast_top")]
        key = (app.toast[0], self.shown, app.scenes.top, tops)
        if self.key != key:
            shapes = layouts(app.renderer, app.toast[0])
            sizes = [(w, h) for w, h, _ in shapes]
            cx, y, k = next((s.toast_spot(sizes) for s in reversed(app.scenes.scenes)
                             if hasattr(s, "toast_spot")), (960, 24, 0))
            w, h, self.lines = shapes[k]
            self.key, self.box = key, (cx - w / 2, y, w, h)
        return self.box

    def draw(self, app: Any) -> None:
        box = self.rect(app)
        if box is not None:
            r, (x, y, w, h) = app.renderer, box
            r.fill(x, y, w, h, (120, 40, 34, 235), 14, 2, (230, 160, 120))
            step = (h - 2 * PAD_Y) / len(self.lines)
            for i, line in enumerate(self.lines):
                r.text(line, x + w / 2, y + PAD_Y + step * (i + 0.5), FONT, (255, 240, 230),
                       "semibold", "center", max_width=w - 40)


def layouts(r: Any, text: str) -> list[tuple[float, float, list[str]]]:
    """The shapes a toast of ``text`` can take, (w, h, lines) on the canvas: one line, and for
    a long text two lines of about half its width, which fit beside a card where one long
    line covers its lit neighbours (play-test 14)."""
    one = min(1500.0, r.text_size(text, FONT, "semibold")[0] + 2 * PAD_X)
    out = [(one, float(TOAST_H), [text])]
    words = text.split()
    if one > TWO_LINES_FROM and len(words) > 2:
        cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        lines = min(cuts, key=lambda c: max(r.text_size(t, FONT, "semibold")[0] for t in c))
        w = max(r.text_size(t, FONT, "semibold")[0] for t in lines) + 2 * PAD_X
        out.append((min(one, w), float(TOAST_H - 2 * PAD_Y) * 2 + 2 * PAD_Y - 8, list(lines)))
    return out


def overlap(a: Sequence[float], b: Sequence[float]) -> float:
    """The area two canvas rects (x, y, w, h) share."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def toast_spot(top: float, sizes: Sequence[tuple[float, float]], keep: Sequence[Rect],
               soft: Sequence[Rect] = (), near: Rect | None = None,
               point: tuple[float, float] | None = None) -> tuple[float, float, int]:
    """Where a toast goes on the 1920x1080 canvas, as (centre x, top y, k) where k picks its
    shape among ``sizes`` ((w, h): one line, two lines), never above ``top`` (the banner's
    bottom): the place nearest ``near`` (the rect of what was clicked; without one, the top
    centre under the banner) that covers none of ``keep`` (what can be clicked now or glows as
    a target, the scores, titles, the banner, the log), a place over the table's things
    (``soft``: cards, panels, tiles) counting as ``SOFT_WEIGHT`` px further off per toast's
    area of them; when every place covers some of ``keep``, the one covering least of it.
    Beside the click below, above, left and right, else on a coarse grid, nearest first, so a
    placement costs a few hundred rect tests at most (play-test 14: a toast 600 px from the
    card clicked, one over a glowing Sanctuary pool, 60 ms to place). A ``near`` larger than
    ``ZONE`` with the click ``point`` in it is a zone clicked: the toast is placed beside the
    point, and the zone itself is kept clear of no more (play-test 14: a click at the top of an
    empty World in Progress world, lit itself as what takes clicks, put the toast under the
    whole world, 430 px off)."""
    if near is not None and point is not None and near[2] * near[3] > ZONE:
        zone = tuple(near)
        keep = [k for k in keep if tuple(k) != zone]
        soft = [k for k in soft if tuple(k) != zone]
        near = (point[0] - POINT / 2, point[1] - POINT / 2, POINT, POINT)
    anchor = near if near is not None else (CANVAS_W / 2, top, 0.0, 0.0)
    places = sorted({(x, y, k) for k, (w, h) in enumerate(sizes)
                     for x, y in _places(top, w, h, near)},
                    key=lambda p: (_gap(p, sizes[p[2]], anchor), p[2]))
    best, best_cost = (CANVAS_W / 2, float(top), 0), (math.inf, math.inf)
    bands: dict = {}            # (y, h): the keep and soft rects that reach into that band
    for x, y, k in places:
        w, h = sizes[k]
        box = (x - w / 2, y, w, h)
        band = bands.get((y, h))
        if band is None:
            band = bands[(y, h)] = (_band(keep, y, h), _band(soft, y, h))
        gap = _gap((x, y), (w, h), anchor)
        if best_cost[0] == 0 and gap >= best_cost[1]:
            break               # nearest first: no place further off can cost less
        if near is not None and overlap(box, near):
            continue
        hard = _covered(box, band[0], best_cost[0])
        if hard > best_cost[0]:
            continue
        room = (best_cost[1] - gap) * w * h / SOFT_WEIGHT if hard == best_cost[0] else math.inf
        cost = (hard, gap + SOFT_WEIGHT * _covered(box, band[1], room) / (w * h))
        if cost < best_cost:
            best, best_cost = (x, y, k), cost
    return best


def _places(top: float, w: float, h: float, near: Rect | None) -> Iterator[tuple[float, float]]:
    """Candidate (centre x, top y) places, inside the canvas and under ``top``."""
    lo_x, hi_x = w / 2 + GAP, max(w / 2 + GAP, CANVAS_W - w / 2 - GAP)
    lo_y, hi_y = top, max(top, CANVAS_H - h - GAP)

    def fit(x: float, y: float) -> tuple[float, float]:
        return (float(round(min(max(x, lo_x), hi_x))), float(round(min(max(y, lo_y), hi_y))))

    if near is not None:
        nx, ny, nw, nh = near
        cx = nx + nw / 2
        for y in (ny + nh + GAP, ny - h - GAP):                 # below, above, slid along
            for dx in (0.0, -w / 2 + nw / 2, w / 2 - nw / 2):
                yield fit(cx + dx, y)
            for i in range(1, int(CANVAS_W / (w / 3)) + 1):
                yield from (fit(cx - i * w / 3, y), fit(cx + i * w / 3, y))
        for x in (nx - GAP - w / 2, nx + nw + GAP + w / 2):     # left, right
            for y in (ny + nh / 2 - h / 2, ny, ny + nh - h):
                yield fit(x, y)
    y = lo_y
    while y <= hi_y:
        x = lo_x
        while x <= hi_x:
            yield fit(x, y)
            x += GRID_X
        yield fit(hi_x, y)
        y += GRID_Y
    yield fit(CANVAS_W / 2, hi_y)


def _gap(place: Sequence[float], size: tuple[float, float], anchor: Rect) -> float:
    """How far the toast of ``size`` placed at ``place`` is from ``anchor`` (0: touching)."""
    w, h = size
    x0, y0 = place[0] - w / 2, place[1]
    ax, ay, aw, ah = anchor
    dx = max(0.0, ax - (x0 + w), x0 - (ax + aw))
    dy = max(0.0, ay - (y0 + h), y0 - (ay + ah))
    return math.hypot(dx, dy)


def _band(rects: Sequence[Rect], y: float, h: float) -> list:
    return [r for r in rects if r[1] < y + h and r[1] + r[3] > y]


def _covered(box: Rect, rects: Sequence[Rect], stop: float = math.inf) -> float:
    """The area of ``box`` the ``rects`` cover (summed: a stack counts each time), or any
    amount over ``stop`` once it is passed."""
    x0, y0 = box[0], box[1]
    x1, y1 = x0 + box[2], y0 + box[3]
    total = 0.0
    for rx, ry, rw, rh in rects:
        if rx < x1 and ry < y1 and rx + rw > x0 and ry + rh > y0:
            total += ((x1 if x1 < rx + rw else rx + rw) - (x0 if x0 > rx else rx)) * \
                     ((y1 if y1 < ry + rh else ry + rh) - (y0 if y0 > ry else ry))
            if total > stop:
                break
    return total
