"""Text that fits a box, and drawing into an off-screen surface at the window's scale.

``fit_text`` keeps one size per role where it can: it wraps at the box width and only then
shrinks, never below ``min_size`` (canvas px; at 800x450 a 30 px canvas font is 12.5 px on
screen), and cuts the last line with "…" if even that does not fit.
"""
from __future__ import annotations

import re


import pygame

from engine import theme
from engine.render import Renderer
from engine.widgets.hyphenation import BEST, GOOD, POOR, breaks, roomy


def readable(r: Renderer, size: float) -> float:
    """A canvas font size that stays readable on screen: ``size``, or more in a small window
    (never below ``theme.MIN_TEXT_PX`` screen pixels)."""
    return max(size, theme.MIN_TEXT_PX / r.scale)


class Offscreen(Renderer):
    """A Renderer drawing into its own transparent surface of ``w`` x ``h`` canvas units at the
    scale of ``base`` (so a cached card face is as sharp as the window)."""

    def __init__(self, base: Renderer, w: float, h: float) -> None:
        super().__init__(base.assets)
        self.scale = base.scale
        self.layouts = base.layouts
        self.ox = self.oy = 0
        self.surface = pygame.Surface((max(1, round(w * self.scale)), max(1, round(h * self.scale))),
                                      pygame.SRCALPHA)


def composed(r: Renderer, key: tuple, w: float, h: float, draw) -> pygame.Surface:
    """The drawing ``draw(off)`` of a ``w`` x ``h`` canvas box, composed once per ``key`` at the
    window's scale and cached (a card face, a die face, a board space: painted often, rarely
    changed)."""
    def make() -> pygame.Surface:
        off = Offscreen(r, w, h)
        draw(off)
        return off.surface
    probe = Renderer.probe
    if probe is not None and key + (r.scale,) not in probe.composed:
        off = Offscreen(r, w, h)        # under a probe: composed again, to learn its texts
        off.captured = []
        draw(off)
        probe.composed[key + (r.scale,)] = off.captured
        return off.surface
    return r.assets.cached_surface(key + (r.scale,), make)


def report_composed(r: Renderer, key: tuple, surf: pygame.Surface, dest: pygame.Rect) -> None:
    """Under a text probe: the surface ``composed`` for ``key`` is now on screen at ``dest``
    (screen pixels), so its texts are reported there, scaled.  Nothing otherwise."""
    if Renderer.probe is not None:
        r.report_composed(key + (r.scale,), surf, dest)


def _hyphenate(word: str, font, limit: float, least: int = POOR) -> list[str]:
    """``word``, too wide for a line, as parts ending in "-" that each fit (where they can):
    breaks after its own hyphens first ("Шолом-" / "невидимка"), else at the last good place
    that still fits (engine/widgets/hyphenation.py: "Under-ground", "електро-станція"), a poor
    one only when no good one fits (and ``least`` allows it)."""
    if "-" in word:
        return [p for p in re.split(r"(?<=-)", word) if p]
    rated = {i: q for i, q in breaks(word).items() if q >= least}
    fitting = [i for i in rated if font.size(word[:i] + "-")[0] <= limit]
    if not fitting:
        return [word]

    def rank(i: int) -> tuple:
        # a prefix's or suffix's boundary first while the rest fits its line (else "Con-" /
        # "struc-" / "tion" would take a line more than "Construc-" / "tion"), then a break
        # leaving three letters a side ("Клону-вання", not "Клонуван-ня"), then the last
        q = rated[i]
        if q == BEST and font.size(word[i:])[0] > limit:
            q = GOOD
        return (q, roomy(word, i), i)

    i = max(fitting, key=rank)
    rest = word[i:]
    tail = _hyphenate(rest, font, limit, least) if font.size(rest)[0] > limit else [rest]
    return [word[:i] + "-", *tail]


NBSP = "\u00a0"


def whole(name: str) -> str:
    """``name`` ("Міра (ШІ)") with no-break spaces: a wrapped line breaks before or after it,
    never inside it (SDL_ttf's wrapping and ``wrap_words`` both keep it one word)."""
    return name.replace(" ", NBSP)


def wrap_words(r: Renderer, text: str, size: float, weight: str, width: float,
               hyphens: bool = True, least: int = POOR) -> list[str]:
    font = r.assets.font(max(6, round(size * r.scale)), weight)
    limit = width * r.scale
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            # a word too wide for the line breaks with a hyphen, as print does ("Шолом-" /
            # "невидимка", "Нейро-" / "знавство")
            parts = (_hyphenate(word, font, limit, least) if hyphens and font.size(word)[0] > limit
                     else [word])
            for k, part in enumerate(parts):
                cand = f"{line}{'' if k else ' '}{part}" if line else part
                if line and font.size(cand)[0] > limit:
                    lines.append(line)
                    line = part
                else:
                    line = cand
        lines.append(line)
    return lines


def line_height(r: Renderer, size: float, weight: str = "regular") -> float:
    return r.assets.font(max(6, round(size * r.scale)), weight).get_linesize() / r.scale


LAYOUTS_KEPT = 4096     # layouts a renderer remembers before it starts afresh


def fit_lines(r: Renderer, text: str, w: float, h: float, size: float, min_size: float,
              weight: str = "regular", least: int = POOR) -> tuple[float, list[str]]:
    """The largest size from ``size`` down to ``min_size`` at which ``text`` wrapped at ``w``
    fits ``h``, and its lines (at ``min_size`` the lines may still overflow).  Remembered by
    the renderer for its scale: the same text in the same box is wrapped once."""
    key = (text, w, h, size, min_size, weight, least, r.scale)
    known = r.layouts.get(key)
    if known is None:
        if len(r.layouts) >= LAYOUTS_KEPT:
            r.layouts.clear()
        known = r.layouts[key] = _fit_lines(r, text, w, h, size, min_size, weight, least)
    return known[0], list(known[1])


def _fit_lines(r: Renderer, text: str, w: float, h: float, size: float, min_size: float,
               weight: str, least: int) -> tuple[float, list[str]]:
    s = size
    while True:
        # whole words first; a word broken with a hyphen only where that fits at this size
        # and whole words do not ("Нейрознав-" / "ство", but "Роботизовані" / "тварини")
        for hyphens in (False, True):
            lines = wrap_words(r, text, s, weight, w, hyphens, least)
            widest = max(r.text_size(line, s, weight)[0] for line in lines)
            if len(lines) * line_height(r, s, weight) <= h and widest <= w:
                return s, lines
        if s <= min_size:
            return s, wrap_words(r, text, s, weight, w, False)
        s = max(min_size, s * 0.92)


def fits_line(r: Renderer, text: str, size: float, max_width: float,
              weight: str = "regular", ellipsis: bool = False) -> bool:
    """Does ``r.text(text, ..., size, max_width=max_width)`` draw ``text`` whole inside
    ``max_width`` (shrunk no further than it would: the legible floor, with ``ellipsis`` 15 %)?"""
    floor = min(size, r.min_size)
    if ellipsis:
        floor = max(floor, size * 0.85)
    return r.text_size(text, floor, weight)[0] <= max_width


def fits_box(r: Renderer, text: str, w: float, h: float, size: float,
             weight: str = "regular", min_size: float = 0, least: int = POOR) -> bool:
    """Does ``fit_text`` (with the same ``min_size``) draw ``text`` whole in a box ``w`` x
    ``h`` (wrapped, shrunk no further than it would), with no line cut — and, with ``least``
    GOOD, with no word broken at a poor place?"""
    s, lines = fit_lines(r, text, w, h, size, max(min_size, min(size, r.min_size)), weight,
                         least)
    widest = max(r.text_size(line, s, weight)[0] for line in lines)
    return len(lines) * line_height(r, s, weight) <= h and widest <= w


def fit_text(r: Renderer, text: str, x: float, y: float, w: float, h: float, size: float,
             color=(40, 30, 22), weight: str = "regular", min_size: float = 14,
             align: str = "center", valign: str = "center", optional: bool = False) -> float:
    """Draw ``text`` inside the box (x, y, w, h): wrapped at ``w``, shrunk only as far as
    needed and never below ``min_size`` nor below ``Renderer.MIN_PX`` on screen; lines that
    still do not fit are cut with "…".  ``optional`` text (a card's rule text, shown whole by
    the zoom) is left out where it would be drawn under MIN_PX.  Returns the size used."""
    if not text:
        return size
    if optional and not r.legible(size):
        return size
    min_size = max(min_size, min(size, r.min_size))
    s, lines = fit_lines(r, text, w, h, size, min_size, weight)
    line_h = line_height(r, s, weight)
    fits = max(1, int(h // line_h))
    cut = len(lines) > fits
    if cut:
        lines = lines[:fits]
        lines[-1] = lines[-1].rstrip(" .,;") + "…"
    total = line_h * len(lines)
    ty = {"top": y, "center": y + (h - total) / 2, "bottom": y + h - total}[valign]
    anchor = {"center": "midtop", "left": "topleft", "right": "topright"}[align]
    ax = {"center": x + w / 2, "left": x, "right": x + w}[align]
    for i, line in enumerate(lines):
        r.text(line, ax, ty + i * line_h, s, color, weight, anchor, max_width=w, ellipsis=True,
               cut=cut and i == len(lines) - 1)
    return s
