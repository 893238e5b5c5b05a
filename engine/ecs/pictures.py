"""Pictures of still entities, for the render processor's still layer.

When much of the table changes at once (a move re-describes it, a turn passes and every
clickable thing lights up or dims), the still layer is painted again from scratch: every
card, die face and counter with its painter, primitive by primitive — 30 to 130 painters, the
slowest frames of a game.  Most of those entities look exactly as they did a moment ago, so
each is kept as a picture: the area its painter covered, composed once at the window's scale
and put back with one blit while its look (kind, parameters, size, angle, scale, alpha,
value, hover and enabled state) and its sub-pixel offset on screen stay the same.

The first time a look is painted it is composed into a surface padded around the entity's
rect (painters draw badges and shadows outside it), cropped to the area its drawing covered
(composed again at that exact area in the rare case it reached past the padding), kept with
premultiplied alpha so it blends over the table as direct painting does.  Every still entity
is painted through its picture, so a partial repaint and a whole one give the same pixels.
An entity larger than 6 % of the window (a seat panel, a board) and one whose painter reads the
clock are painted directly: composing a panel's picture (a padded transparent surface, cropped
and premultiplied) took 6 ms where painting it takes 0.5, and a panel's look changes with most
moves; a text probe (tests measuring text sizes) sees every painter run.

A moving entity (a card in flight) is put at a new sub-pixel offset every frame, so its
pictures would never be used twice: the caller asks for it ``snap``ped to whole pixels, and
it is composed once at a whole pixel and put back each frame of the flight (a picture apart
from the still ones, which keep their sub-pixel offsets).
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Callable, Hashable

import pygame

from engine.render import Renderer


def premultiply(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` with its colours multiplied by its alpha, for ``BLEND_PREMULTIPLIED``: in place
    where pygame-ce can (a copy took 1 ms for a panel, several times the in-place pass)."""
    in_place = getattr(surf, "premul_alpha_ip", None)
    if in_place is None:
        return surf.premul_alpha()
    in_place()
    return surf


class Pictures:
    MAX_BYTES = 32 * 2 ** 20        # pixels kept, least recently used dropped first
    MAX_SHARE = 0.06                # an entity covering more of the window is painted directly
    MAX_EXTENTS = 4000
    # a moving entity's first picture is composed in the frame its move starts, the busiest
    # one: only when its padded area is a card's or less (a 650 x 50 resource bar's took 1 ms,
    # painting it 0.16)
    MAX_MOVING_PX = 160_000

    def __init__(self) -> None:
        self._pics: OrderedDict[Hashable, tuple[pygame.Surface, int, int]] = OrderedDict()
        self._extents: OrderedDict[Hashable, tuple[int, int, int, int] | None] = OrderedDict()
        self._bytes = 0
        self.hits = 0               # pictures put back (tests)

    def clear(self) -> None:
        self._pics.clear()
        self._extents.clear()
        self._bytes = 0

    def paint(self, r: Renderer, look: Hashable, x: float, y: float, w: float, h: float,
              paint: Callable[[], bool], snap: bool = False,
              fit: tuple[float, float] | None = None, alpha: float = 255.0) -> bool:
        """Paint the entity whose look is ``look``, a ``w`` x ``h`` canvas box centred at (x, y):
        from its picture, or with ``paint()`` (which returns whether what it drew may be kept).
        ``snap``: at the nearest whole pixel (a moving entity); ``fit``: the canvas size the
        box is shown at now (an entity on its way to the size ``w`` x ``h``), the picture scaled
        to it; ``alpha`` under 255: the picture (of the look at full alpha) put that much
        transparent, as one layer (a fade).  A moving or fading entity with no picture that may
        be made (too large, or first seen and larger than ``MAX_MOVING_PX`` padded) is not
        painted: False, the caller paints it."""
        fx, fy = x * r.scale + r.ox, y * r.scale + r.oy
        if snap:
            ix, iy = round(fx), round(fy)
            key = (look, r.scale, "snap")
        else:
            ix, iy = math.floor(fx), math.floor(fy)
            key = (look, r.scale, round(fx - ix, 3), round(fy - iy, 3))
        pic = self._pics.get(key)
        if pic is not None:
            self._pics.move_to_end(key)
            self.hits += 1
            self._put(r, pic[0], (ix, iy), (pic[1], pic[2]), (w, h), fit, alpha)
            return True
        made = self._make(r, key, (fx, fy), (ix, iy), w, h, paint, snap, alpha < 255)
        if made is None:                # too large, or it reads the clock: painted directly
            if snap or alpha < 255:
                return False
            paint()
            return True
        self._put(r, made[0], (ix, iy), (made[1], made[2]), (w, h), fit, alpha)
        return True

    def prepare(self, r: Renderer, look: Hashable, x: float, y: float, w: float, h: float,
                paint: Callable[[], bool]) -> bool:
        """Compose and keep the picture ``paint`` would put for a still entity of ``look`` at
        (x, y), nothing drawn on the screen, ahead of the frame that shows it (the same picture
        that frame would compose: a function of the look and the sub-pixel offset); True when
        a picture was composed now."""
        fx, fy = x * r.scale + r.ox, y * r.scale + r.oy
        ix, iy = math.floor(fx), math.floor(fy)
        key = (look, r.scale, round(fx - ix, 3), round(fy - iy, 3))
        if key in self._pics or (key in self._extents and self._extents[key] is None):
            return False
        return isinstance(self._make(r, key, (fx, fy), (ix, iy), w, h, paint, False, False),
                          tuple)

    def _make(self, r: Renderer, key: Hashable, at: tuple[float, float], pixel: tuple[int, int],
              w: float, h: float, paint: Callable[[], bool], snap: bool, fading: bool):
        """The picture of ``key`` composed (and kept when it may be): (surface, dx, dy) of its
        corner from the centre pixel; None when none may be made (too large, or first seen and
        too large for a moving or fading one, or known to read the clock)."""
        fx, fy = at
        ix, iy = pixel
        shift = (ix - fx, iy - fy) if snap else (0.0, 0.0)
        if key in self._extents:
            ext = self._extents[key]
        else:                           # first sight: a padded guess, cropped below
            sw, sh = r.surface.get_size()
            pw, ph = w * r.scale, h * r.scale
            if pw * ph > self.MAX_SHARE * sw * sh:
                ext = None
            else:
                pad = 0.15 * max(pw, ph) + 32 * r.scale + 4   # most painters stay inside
                ext = (math.floor(-pw / 2 - pad), math.floor(-ph / 2 - pad),
                       math.ceil(pw + 2 * pad) + 1, math.ceil(ph + 2 * pad) + 1)
                if (snap or fading) and ext[2] * ext[3] > self.MAX_MOVING_PX:
                    return None     # a bar or a panel on its way: cheaper painted each frame
        if ext is None:
            return None
        surf, keep, area = self._compose(r, ext, ix, iy, paint, shift)
        if key not in self._extents:
            inside = bool(area and area.w > 0 and area.h > 0 and surf.get_rect().contains(area))
            self._remember(key, (ext[0] + area.x, ext[1] + area.y, area.w, area.h)
                           if keep and area is not None and area.w > 0 and area.h > 0 else None)
            if inside and area != surf.get_rect():
                surf = surf.subsurface(area).copy()
                ext = self._extents[key] or (ext[0] + area.x, ext[1] + area.y, area.w, area.h)
            elif self._extents[key] is not None:     # it reached past the padding: once more
                ext = self._extents[key]
                surf, keep, _ = self._compose(r, ext, ix, iy, paint, shift)
        surf = premultiply(surf)
        if keep:
            self._store(key, (surf, ext[0], ext[1]))
        return (surf, ext[0], ext[1])

    def put_kept(self, r: Renderer, look: Hashable, x: float, y: float, w: float,
                 h: float) -> bool:
        """Put the picture kept of ``look`` at exactly this sub-pixel offset, as a still entity
        is put (``paint``), if there is one; False (nothing drawn) if not.  A moving entity
        that has not moved or changed its look yet (the frame its move starts, a fade's first
        step) is the picture it was a frame ago: one blit, not its painter."""
        fx, fy = x * r.scale + r.ox, y * r.scale + r.oy
        ix, iy = math.floor(fx), math.floor(fy)
        key = (look, r.scale, round(fx - ix, 3), round(fy - iy, 3))
        pic = self._pics.get(key)
        if pic is None:
            return False
        self._pics.move_to_end(key)
        self.hits += 1
        self._put(r, pic[0], (ix, iy), (pic[1], pic[2]), (w, h), None)
        return True

    @staticmethod
    def _compose(r: Renderer, ext: tuple[int, int, int, int], ix: int, iy: int,
                 paint: Callable[[], bool], shift: tuple[float, float] = (0.0, 0.0),
                 ) -> tuple[pygame.Surface, bool, pygame.Rect | None]:
        """The painting in a transparent surface of the area ``ext`` (relative to the entity's
        centre pixel), moved by ``shift`` screen pixels; whether it may be kept; the area its
        drawing covered in that surface."""
        dx, dy, w, h = ext
        surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        saved = (r.surface, r.ox, r.oy, r.extent)
        r.surface, r.extent = surf, []
        r.ox, r.oy = r.ox - (ix + dx) + shift[0], r.oy - (iy + dy) + shift[1]
        try:
            keep = paint()
        finally:
            drawn = r.extent
            r.surface, r.ox, r.oy, r.extent = saved
        area = pygame.Rect(drawn[0]).unionall(drawn[1:]) if drawn else None
        return surf, keep, area

    def _remember(self, key: Hashable, ext: tuple[int, int, int, int] | None) -> None:
        self._extents[key] = ext
        if len(self._extents) > self.MAX_EXTENTS:
            self._extents.popitem(last=False)

    @staticmethod
    def _put(r: Renderer, surf: pygame.Surface, at: tuple[int, int], off: tuple[int, int],
             size: tuple[float, float] = (0, 0), fit: tuple[float, float] | None = None,
             alpha: float = 255.0) -> None:
        """Blend ``surf`` in with its corner ``off`` from the centre pixel ``at``; with ``fit``,
        scaled from the box ``size`` to that size about the centre; with ``alpha`` under 255,
        that much transparent (a premultiplied picture: every channel scaled, on a copy)."""
        dest = (at[0] + off[0], at[1] + off[1])
        if fit is not None and size[0] > 0 and size[1] > 0 and fit != size:
            kx, ky = fit[0] / size[0], fit[1] / size[1]
            sw, sh = surf.get_size()
            surf = pygame.transform.smoothscale(
                surf, (max(1, round(sw * kx)), max(1, round(sh * ky))))
            dest = (at[0] + round(off[0] * kx), at[1] + round(off[1] * ky))
        if alpha < 255:
            a = max(0, round(alpha))
            surf = surf.copy()
            surf.fill((a, a, a, a), special_flags=pygame.BLEND_RGBA_MULT)
        r.surface.blit(surf, dest, special_flags=pygame.BLEND_PREMULTIPLIED)
        if r.extent is not None:
            r.extent.append(pygame.Rect(dest, surf.get_size()))

    def _store(self, key: Hashable, pic: tuple[pygame.Surface, int, int]) -> None:
        w, h = pic[0].get_size()
        self._pics[key] = pic
        self._bytes += w * h * 4
        while self._bytes > self.MAX_BYTES and self._pics:
            _, (old, _, _) = self._pics.popitem(last=False)
            ow, oh = old.get_size()
            self._bytes -= ow * oh * 4
