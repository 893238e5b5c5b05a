"""One loader with caching for fonts, SVG/PNG art, rendered text and table layouts.

Vector art and text are rendered at the *output* pixel size (the renderer asks for the size it
needs after scaling), so the game stays sharp from 800x450 to 4K.  Caches are small LRUs; the
art's is bounded by bytes too, in window-sized screens (``fit_window``): every new window size
renders the art anew, and a window dragged through sizes filled 700 entries of stale sizes
(about 200 MB at 1280x720 to 1660x910).
"""
from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Callable, Hashable

import pygame

from engine.paths import ASSETS

WEIGHTS = {"regular": "Regular", "medium": "Medium", "semibold": "SemiBold", "bold": "Bold",
           "black": "Black", "italic": "Italic"}


def font_path(weight: str = "regular") -> Path:
    import fontpkg_fira_sans  # bundled OFL font with full Latin + Cyrillic coverage

    files = Path(fontpkg_fira_sans.__file__).parent / "files"
    return files / f"FiraSans-{WEIGHTS.get(weight, 'Regular')}.ttf"


_LADDER = (8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512)


def _quantise(px: int) -> int:
    """The raster size to render art at for a ``px`` display size: small art on a x1.5 ladder
    (then scaled down at most 1.5x, which keeps it crisp), large art in 32-pixel steps."""
    for step in _LADDER:
        if px <= step:
            return step
    return ((px + 31) // 32) * 32


def optimise(surf: pygame.Surface) -> pygame.Surface:
    """Convert to the display's pixel format; fully opaque art drops its alpha channel so it
    blits as a plain copy (a full-screen table with per-pixel alpha costs milliseconds)."""
    if not pygame.display.get_init():
        return surf
    try:
        w, h = surf.get_size()
        if surf.get_flags() & pygame.SRCALPHA and pygame.mask.from_surface(surf, 254).count() == w * h:
            return surf.convert()
        return surf.convert_alpha()
    except pygame.error:
        return surf


IMAGE_SCREENS = 8               # the art cache holds this many window-sized surfaces' bytes...
IMAGE_MIN_BYTES = 64 << 20      # ...and never less (a demo's working set: 15-28 MB at 1920x1080)
FONTS = 48                      # fonts kept (a Font holds its face: about 0.3 MB each)


def surface_bytes(value: object) -> int:
    """Bytes of a cached surface's pixels (0 for anything else)."""
    if isinstance(value, pygame.Surface):
        w, h = value.get_size()
        return w * h * value.get_bytesize()
    return 0


class LRU(OrderedDict):
    """Least recently used first out, past ``limit`` entries or (with ``max_bytes``) past that
    many bytes of surfaces."""

    def __init__(self, limit: int, max_bytes: int | None = None) -> None:
        super().__init__()
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0

    def __setitem__(self, key, value) -> None:
        if key in self:
            self.bytes -= surface_bytes(self[key])
        super().__setitem__(key, value)
        self.bytes += surface_bytes(value)

    def __delitem__(self, key) -> None:
        self.bytes -= surface_bytes(self[key])
        super().__delitem__(key)

    def popitem(self, last: bool = True):
        key, value = super().popitem(last)
        self.bytes -= surface_bytes(value)
        return key, value

    def clear(self) -> None:
        super().clear()
        self.bytes = 0

    def trim(self) -> None:
        """Drop the least recently used past the limits (the newest entry always stays)."""
        while len(self) > 1 and (len(self) > self.limit or (
                self.max_bytes is not None and self.bytes > self.max_bytes)):
            self.popitem(last=False)

    def get_or(self, key: Hashable, make: Callable[[], object]):
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = make()
        self[key] = value
        self.trim()
        return value


class MeasuredFont(pygame.font.Font):
    """A font that remembers the sizes of the texts it measured: layouts measure the same words
    again and again (a card face tries its text, short and shorter forms, at several sizes, each
    word and each candidate line: a million measurements in one test file of A Wild Venture's
    small cards, a third of its CPU)."""

    SIZES_KEPT = 20000

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self._sizes: dict[str, tuple[int, int]] = {}

    def size(self, text) -> tuple[int, int]:
        known = self._sizes.get(text)
        if known is None:
            if len(self._sizes) >= self.SIZES_KEPT:
                self._sizes.clear()
            known = self._sizes[text] = super().size(text)
        return known


class Assets:
    def __init__(self) -> None:
        self._fonts = LRU(FONTS)
        self._images = LRU(700, IMAGE_MIN_BYTES)
        self._texts = LRU(1500)
        self._shapes = LRU(120)     # translucent rects/circles: cheap to redraw, costly to hoard
        self._missing: set[str] = set()
        self._sounds: dict[str, object] = {}

    # -- fonts and text -------------------------------------------------------------------
    def font(self, size_px: int, weight: str = "regular") -> pygame.font.Font:
        key = (weight, max(4, int(size_px)))

        def make() -> pygame.font.Font:
            if not pygame.font.get_init():
                pygame.font.init()
            return MeasuredFont(str(font_path(weight)), key[1])

        return self._fonts.get_or(key, make)

    def art_bytes(self) -> int:
        """Bytes of the surfaces in the art cache now."""
        return self._images.bytes

    def fit_window(self, w: int, h: int) -> None:
        """Size the art cache for a ``w`` x ``h`` window (the renderer calls it on every new
        target): ``IMAGE_SCREENS`` screens of pixels, at least ``IMAGE_MIN_BYTES``."""
        self._images.max_bytes = max(IMAGE_MIN_BYTES, IMAGE_SCREENS * w * h * 4)
        self._images.trim()

    def text(self, text: str, size_px: int, color, weight: str = "regular",
             wrap_px: int = 0, align: str = "left") -> pygame.Surface:
        key = (text, int(size_px), tuple(color), weight, int(wrap_px), align)

        def make() -> pygame.Surface:
            font = self.font(size_px, weight)
            font.align = {"left": pygame.FONT_LEFT, "center": pygame.FONT_CENTER,
                          "right": pygame.FONT_RIGHT}[align]
            return font.render(text, True, color, None, int(wrap_px))

        return self._texts.get_or(key, make)

    # -- images ----------------------------------------------------------------------------
    def image(self, name: str, w: int, h: int, angle: int = 0) -> pygame.Surface | None:
        """Art from assets/art (``name`` like ``wip/terrain_pink.svg``) at exactly w x h pixels,
        optionally rotated by a multiple of 90 degrees.  Missing files give None (drawn as a
        placeholder by the caller), never an exception."""
        w, h = max(1, int(w)), max(1, int(h))
        key = (name, w, h, angle % 360)

        def make() -> pygame.Surface | None:
            if angle % 360:
                base = self.image(name, w, h, 0)
                return None if base is None else pygame.transform.rotate(base, -angle)
            qw, qh = _quantise(w), _quantise(h)
            if (qw, qh) != (w, h):
                # Rasterise on a coarse size ladder and scale down the last few pixels: a tween
                # that changes the size every frame then costs a smoothscale, not an SVG render.
                base = self.image(name, qw, qh, 0)
                return None if base is None else pygame.transform.smoothscale(base, (w, h))
            path = ASSETS / "art" / name
            try:
                if path.suffix == ".svg":
                    surf = pygame.image.load_sized_svg(str(path), (w, h))
                else:
                    surf = pygame.transform.smoothscale(pygame.image.load(str(path)), (w, h))
            except (pygame.error, FileNotFoundError, OSError):
                self._missing.add(name)
                return None
            return optimise(surf)

        if name in self._missing:
            return None
        return self._images.get_or(key, make)

    # -- sounds ----------------------------------------------------------------------------------
    def sound(self, name: str) -> "pygame.mixer.Sound | None":
        """``assets/sounds/<name>.wav``; None when missing or when there is no mixer."""
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(ASSETS / "sounds" / f"{name}.wav"))
            except (pygame.error, FileNotFoundError, OSError):
                self._sounds[name] = None
        return self._sounds[name]

    def cached_surface(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Cache any surface a painter composes (a whole tile, a card face...)."""
        return self._images.get_or(("custom",) + (key if isinstance(key, tuple) else (key,)), make)

    def cached_shape(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Cache a translucent primitive; a small cache, as tweens make many one-off sizes."""
        return self._shapes.get_or(key, make)

    def clear(self) -> None:
        self._images.clear()
        self._texts.clear()
        self._shapes.clear()
