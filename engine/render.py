"""Drawing on the logical 1920x1080 canvas, rendered directly at the window's pixel scale.

Everything a scene or painter draws is given in canvas coordinates; the renderer maps them to
the letterboxed window area and renders text/SVG at the resulting pixel size, so output is
sharp at any window size.  Mouse positions go the other way in ``to_canvas`` (the only place).
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Iterator, Sequence

import pygame

from engine import theme
from engine.assets import Assets

_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")      # a hyphen between two letters: a place to break

CANVAS_W, CANVAS_H = 1920, 1080
Color = Sequence[int]


@dataclass(frozen=True)
class TextRecord:
    """One piece of text as the player sees it: its font pixel size on screen (the glyph box,
    independent of x-height), its screen rect, and where it was drawn: ``zoom`` (inside a card
    zoom), ``zoomable`` (on a face the zoom can show large), ``transient`` (an entity still
    growing or fading in), ``kind`` (the painter's entity kind, "" outside entities)."""

    text: str
    px: float
    rect: tuple[int, int, int, int]
    zoom: bool = False
    zoomable: bool = False
    transient: bool = False
    kind: str = ""
    fit: str = ""       # "cut": shortened with "…" to fit its width; "over": wider than its
                        # max_width even at the smallest size (it runs past its box)


@dataclass
class TextProbe:
    """Reports every text drawn while enabled (``Renderer.probe = TextProbe()``; tests only).

    Text drawn into an off-screen surface (a composed card face) is kept per surface key and
    reported, scaled, each time that surface is put on the screen (``Renderer.report_composed``).
    ``zoomable(ent)`` tells whether an entity's face can be zoomed (the scene's CardZoom)."""

    records: list[TextRecord] = field(default_factory=list)
    composed: dict = field(default_factory=dict)
    zoomable: Callable[[int], bool] = lambda ent: False
    _where: list[dict] = field(default_factory=list)
    _seen: set = field(default_factory=set)

    @contextmanager
    def within(self, **where) -> Iterator[None]:
        self._where.append(where)
        try:
            yield
        finally:
            self._where.pop()

    def add(self, text: str, px: float, rect, fit: str = "") -> None:
        """Record one drawn text (a text drawn again alike, frame after frame, once)."""
        flags = {"zoom": False, "zoomable": False, "transient": False, "kind": ""}
        for w in self._where:
            flags.update({k: v for k, v in w.items() if k != "kind" or not flags["kind"]})
        rec = TextRecord(text, px, tuple(rect), **flags, fit=fit)
        if rec not in self._seen:
            self._seen.add(rec)
            self.records.append(rec)


def _plain(w: int, h: int, rgb) -> pygame.Surface:
    s = pygame.Surface((w, h))
    s.fill(rgb)
    return s


class Renderer:
    # a TextProbe while a test measures text sizes; None (nothing recorded) otherwise
    probe: TextProbe | None = None
    MIN_PX = theme.LEGIBLE_PX    # no text is shrunk to fit below this (it is cut with "…")

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self.surface: pygame.Surface | None = None
        self.scale = 1.0
        self.ox = 0
        self.oy = 0
        # while not None: grows to cover every screen pixel drawing asks for, clip or not (the
        # still layer learns what an entity paints, to repaint only what changed)
        self.extent: list | None = None
        self.layers = 0         # still layers put on the screen so far (ecs.still_layer.Shown)
        # an off-screen renderer under a probe keeps its texts here: (text, px, rect)
        self.captured: list | None = None
        # text laid out in a box (``widgets.text.fit_lines``) by its inputs and the scale: a
        # banner, note or label drawn every frame is wrapped once, not once a frame
        self.layouts: dict[tuple, tuple[float, list[str]]] = {}

    def _mark(self, rect) -> None:
        if self.extent is not None:
            self.extent.append(rect)

    # -- geometry ---------------------------------------------------------------------------
    def set_target(self, surface: pygame.Surface) -> None:
        self.surface = surface
        w, h = surface.get_size()
        self.assets.fit_window(w, h)
        self.scale = min(w / CANVAS_W, h / CANVAS_H)
        self.ox = int((w - CANVAS_W * self.scale) / 2)
        self.oy = int((h - CANVAS_H * self.scale) / 2)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale)

    def to_screen(self, pos: tuple[float, float]) -> tuple[int, int]:
        return (round(pos[0] * self.scale + self.ox), round(pos[1] * self.scale + self.oy))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = self.to_screen((x, y))
        x1, y1 = self.to_screen((x + w, y + h))
        return pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))

    def legible(self, size: float) -> bool:
        """A canvas font ``size`` is at least MIN_PX on screen (smaller detail is left to the
        zoom or the tooltip)."""
        return size * self.scale >= self.MIN_PX - 0.01

    @property
    def min_size(self) -> float:
        """The canvas font size that is MIN_PX on screen."""
        return self.MIN_PX / self.scale

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    # -- primitives ---------------------------------------------------------------------------
    def clear(self, color: Color = (0, 0, 0)) -> None:
        self._mark(self.surface.get_rect())
        self.surface.fill(color)

    def fill(self, x, y, w, h, color: Color, radius: float = 0, border: float = 0,
             border_color: Color | None = None, alpha: int = 255) -> None:
        r = self.rect(x, y, w, h)
        rad = self.px(radius) if radius else 0
        a = alpha * (color[3] if len(color) > 3 else 255) // 255
        if a <= 0 and not (border and border_color is not None):
            return                      # invisible (a click zone): nothing drawn, nothing marked
        self._mark(r)
        if a >= 255 and (border_color is None or len(border_color) == 3):
            pygame.draw.rect(self.surface, color[:3], r, 0, rad)
            if border and border_color is not None:
                pygame.draw.rect(self.surface, border_color, r, self.px(border), rad)
            return
        if not rad and not border and not self.surface.get_flags() & pygame.SRCALPHA:
            # a plain translucent rectangle (fades, dimming): one opaque surface per size and
            # colour, its alpha set per blit, so a fade does not cache a screen-sized surface
            # for every alpha value.  Not into a transparent surface (an entity's picture):
            # there a surface-alpha blit leaves the pixels opaque, so it takes the path below
            plain = self.assets.cached_shape(("plain", r.w, r.h, tuple(color[:3])),
                                             lambda: _plain(r.w, r.h, color[:3]))
            plain.set_alpha(a)
            self.surface.blit(plain, r)
            return
        key = ("rect", r.w, r.h, tuple(color[:3]), a, rad, self.px(border) if border else 0,
               tuple(border_color) if border_color else None)

        def make() -> pygame.Surface:
            s = pygame.Surface((r.w, r.h), pygame.SRCALPHA)
            pygame.draw.rect(s, (*color[:3], a), s.get_rect(), 0, rad)
            if border and border_color is not None:
                bc = tuple(border_color)
                if len(bc) == 3:
                    bc = (*bc, a)
                pygame.draw.rect(s, bc, s.get_rect(), self.px(border), rad)
            return s

        self.surface.blit(self.assets.cached_shape(key, make), r)

    def outline(self, x, y, w, h, color: Color, width: float = 3, radius: float = 0) -> None:
        r = self.rect(x, y, w, h)
        if len(color) > 3 and color[3] < 255:
            self.fill(x, y, w, h, (0, 0, 0, 0), radius, width, color)
            return
        self._mark(r)
        pygame.draw.rect(self.surface, color[:3], r, self.px(width), self.px(radius) if radius else 0)

    def circle(self, cx, cy, radius, color: Color, width: float = 0) -> None:
        c = self.to_screen((cx, cy))
        rp = self.px(radius) + 1
        self._mark((c[0] - rp, c[1] - rp, 2 * rp + 1, 2 * rp + 1))
        if len(color) > 3 and color[3] < 255:
            rad = self.px(radius)
            key = ("circle", rad, tuple(color), self.px(width) if width else 0)

            def make() -> pygame.Surface:
                s = pygame.Surface((rad * 2 + 2, rad * 2 + 2), pygame.SRCALPHA)
                pygame.draw.circle(s, color, (rad + 1, rad + 1), rad, self.px(width) if width else 0)
                return s

            surf = self.assets.cached_shape(key, make)
            self.surface.blit(surf, (c[0] - rad - 1, c[1] - rad - 1))
            return
        pygame.draw.circle(self.surface, color[:3], c, self.px(radius), self.px(width) if width else 0)

    def line(self, a, b, color: Color, width: float = 2) -> None:
        a, b, wp = self.to_screen(a), self.to_screen(b), self.px(width)
        self._mark((min(a[0], b[0]) - wp, min(a[1], b[1]) - wp,
                    abs(a[0] - b[0]) + 2 * wp + 1, abs(a[1] - b[1]) + 2 * wp + 1))
        pygame.draw.line(self.surface, color[:3], a, b, wp)

    def polygon(self, points, color: Color, width: float = 0) -> None:
        pts = [self.to_screen(p) for p in points]
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        x0, y0 = min(xs), min(ys)
        wp = self.px(width) if width else 1
        self._mark((x0 - wp, y0 - wp, max(xs) - x0 + 2 * wp + 1, max(ys) - y0 + 2 * wp + 1))
        if len(color) > 3 and color[3] < 255:
            s = pygame.Surface((max(xs) - x0 + 2, max(ys) - y0 + 2), pygame.SRCALPHA)
            pygame.draw.polygon(s, color, [(p[0] - x0, p[1] - y0) for p in pts],
                                self.px(width) if width else 0)
            self.surface.blit(s, (x0, y0))
            return
        pygame.draw.polygon(self.surface, color[:3], pts, self.px(width) if width else 0)

    def image(self, name: str, x, y, w, h, angle: int = 0, alpha: int = 255) -> bool:
        """Blit art scaled to the canvas rect; returns False (and draws nothing) if missing."""
        r = self.rect(x, y, w, h)
        if angle % 180:
            surf = self.assets.image(name, r.h, r.w, angle)
        else:
            surf = self.assets.image(name, r.w, r.h, angle)
        if surf is None:
            return False
        self.blit(surf, r.topleft, alpha)
        return True

    def blit(self, surf: pygame.Surface, topleft, alpha: int = 255) -> None:
        if self.extent is not None:
            self.extent.append(surf.get_rect(topleft=topleft))
        if alpha < 255:
            # the (cached, shared) surface's own alpha, set for this blit only: no copy of
            # the art for every frame of a fade
            kept = surf.get_alpha()
            surf.set_alpha(alpha)
            try:
                self.surface.blit(surf, topleft)
            finally:
                surf.set_alpha(kept)
            return
        self.surface.blit(surf, topleft)

    def text(self, text: str, x: float, y: float, size: float, color: Color = (245, 238, 220),
             weight: str = "regular", anchor: str = "topleft", max_width: float = 0,
             wrap: float = 0, align: str = "left", shadow: bool = False, alpha: int = 255,
             ellipsis: bool = False, cut: bool = False) -> pygame.Rect:
        """Draw text at canvas (x, y) by ``anchor`` (a pygame.Rect attribute name).  ``max_width``
        shrinks the font until the line fits (with ``ellipsis``: by at most 15 %, then the line is
        cut with "…"); ``wrap`` wraps at that canvas width.  ``cut``: the caller already cut
        the text to fit (a probe records it as cut).  Returns the canvas-space rect."""
        fit = "cut" if cut else ""
        if not text:
            return pygame.Rect(int(x), int(y), 0, 0)
        size_px = max(6, round(size * self.scale))
        wrap_px = round(wrap * self.scale) if wrap else 0
        if wrap_px:
            text = self._hyphen_breaks(text, size_px, weight, wrap_px)
            size_px, wrap_px = self._whole_words(text, size_px, weight, wrap_px)
        surf = self.assets.text(text, size_px, tuple(color[:3]), weight, wrap_px, align)
        if max_width and not wrap:
            limit = max_width * self.scale
            # shrinking to fit stops at MIN_PX (or at the size asked for, if that is smaller):
            # a line too long for its box is cut with "…" rather than made unreadable
            floor = min(size_px, self.MIN_PX)
            floor = max(floor, int(size_px * 0.85)) if ellipsis else floor
            while surf.get_width() > limit and size_px > floor:
                size_px = max(floor, int(size_px * 0.92))
                surf = self.assets.text(text, size_px, tuple(color[:3]), weight, 0, align)
            if ellipsis and surf.get_width() > limit:
                font = self.assets.font(size_px, weight)
                lo, hi = 0, len(text)
                while lo < hi:
                    mid = (lo + hi + 1) // 2
                    if font.size(text[:mid].rstrip() + "…")[0] <= limit:
                        lo = mid
                    else:
                        hi = mid - 1
                text = text[:lo].rstrip() + "…"
                surf = self.assets.text(text, size_px, tuple(color[:3]), weight, 0, align)
                fit = "cut"
            elif surf.get_width() > limit + 1:
                fit = "over"
        sx, sy = self.to_screen((x, y))
        r = surf.get_rect()
        setattr(r, anchor, (sx, sy))
        if shadow:
            sh = self.assets.text(text, size_px, (0, 0, 0), weight, wrap_px, align)
            self.blit(sh, (r.x + max(1, size_px // 16), r.y + max(1, size_px // 16)), min(alpha, 150))
        self.blit(surf, r.topleft, alpha)
        if Renderer.probe is not None:
            self._report(text, size_px, r, fit)
        return pygame.Rect(round((r.x - self.ox) / self.scale), round((r.y - self.oy) / self.scale),
                           round(r.w / self.scale), round(r.h / self.scale))

    _fits: dict = {}     # (text, size, weight, wrap) -> _whole_words' answer: measured once

    def _hyphen_breaks(self, text: str, size_px: int, weight: str, wrap_px: int) -> str:
        """A hyphenated word too wide for the wrap width may break after its hyphens
        ("Шолом-" / "невидимка"), as print does, rather than run past its box."""
        if "-" not in text:
            return text
        key = ("-", text, size_px, weight, wrap_px)     # measured once, as _whole_words
        broken = Renderer._fits.get(key)
        if broken is None:
            font = self.assets.font(size_px, weight)
            broken = Renderer._fits[key] = " ".join(
                _HYPHEN.sub("-\n", w) if "-" in w and font.size(w)[0] > wrap_px else w
                for w in text.split(" "))
        return broken

    def whole_words(self, text: str, size_px: int, weight: str, wrap_px: int) -> tuple[int, int]:
        """The screen size and wrap width ``text(..., wrap=)`` draws ``text`` at (a painter
        asks before it draws, to learn how many lines it takes)."""
        return self._whole_words(text, size_px, weight, wrap_px)

    def _whole_words(self, text: str, size_px: int, weight: str, wrap_px: int) -> tuple[int, int]:
        """A size (down to MIN_PX) at which the longest word fits the wrap width, and a wrap
        width no narrower than that word: wrapped lines break between words, never inside one
        ("Blacksmith's", not "Blacksmit / h's").  Measured once per text, size and width."""
        key = (text, size_px, weight, wrap_px, self.MIN_PX)
        fit = Renderer._fits.get(key)
        if fit is None:
            if len(Renderer._fits) > 5000:
                Renderer._fits.clear()
            fit = Renderer._fits[key] = self._measure_words(text, size_px, weight, wrap_px)
        return fit

    def _measure_words(self, text: str, size_px: int, weight: str,
                       wrap_px: int) -> tuple[int, int]:
        # text asked for under MIN_PX (a face the zoom shows large) may shrink further to fit
        floor = self.MIN_PX if size_px >= self.MIN_PX else 6
        widest = max((self.assets.font(size_px, weight).size(w)[0] for w in text.split()), default=0)
        while widest > wrap_px and size_px > floor:
            size_px = max(floor, int(size_px * 0.92))
            widest = max(self.assets.font(size_px, weight).size(w)[0] for w in text.split())
        return size_px, max(wrap_px, widest)

    def _report(self, text: str, size_px: float, rect: pygame.Rect, fit: str = "") -> None:
        if self.captured is not None:
            self.captured.append((text, size_px, tuple(rect), fit))
        elif rect.colliderect(self.surface.get_rect()) and not self.surface.get_clip().size == (0, 0):
            Renderer.probe.add(text, size_px, rect, fit)

    def report_composed(self, key, surf: pygame.Surface, dest: pygame.Rect) -> None:
        """Under a probe: the texts composed into the cached surface ``key`` (see
        engine.widgets.text.composed), now shown at the screen rect ``dest``."""
        probe = Renderer.probe
        if probe is None or key not in probe.composed:
            return
        k = dest.h / max(1, surf.get_height())
        for text, px, (x, y, w, h), fit in probe.composed[key]:
            self._report(text, px * k, pygame.Rect(dest.x + round(x * k), dest.y + round(y * k),
                                                   round(w * k), round(h * k)), fit)

    def text_size(self, text: str, size: float, weight: str = "regular") -> tuple[float, float]:
        f = self.assets.font(max(6, round(size * self.scale)), weight)
        w, h = f.size(text)
        return (w / self.scale, h / self.scale)
