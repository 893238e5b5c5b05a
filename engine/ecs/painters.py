"""Painters: how each ``Visual.kind`` is drawn.  Scenes add their own kinds (a tile, a card...)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from engine.ecs.components import Transform
from engine.render import Renderer
from engine import theme


@dataclass
class PaintCtx:
    hovered: bool = False
    enabled: bool = True
    pressed: bool = False
    clock: float = 0.0
    tr: Callable[[str], str] = lambda k: k
    used_time: bool = False
    # painted directly while its look changes as it moves (a flip, a growing tile): a painter
    # may draw a likeness scaled from art it already has, rather than compose art at each new
    # size for a frame; it is painted properly once it comes to rest
    moving: bool = False

    @property
    def time(self) -> float:
        """Seconds since the scene started.  A painter that reads it is animated every frame,
        so the renderer keeps that entity out of its cached static layer."""
        self.used_time = True
        return self.clock


Painter = Callable[[Renderer, Transform, dict[str, Any], PaintCtx], None]


def pulse(ctx: PaintCtx, speed: float = 3.0) -> float:
    """0..1, breathing with time: for glows on legal targets (marks the entity as animated)."""
    return 0.5 + 0.5 * math.sin(ctx.time * speed)


def paint_rect(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    r.fill(x, y, w, h, p.get("color", (40, 40, 40)), p.get("radius", 0), p.get("border", 0),
           p.get("border_color"), int(t.alpha))


def paint_image(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    if not r.image(p["name"], x, y, w, h, int(t.angle), int(t.alpha)):
        r.fill(x, y, w, h, (90, 80, 70), 8, alpha=int(t.alpha))


def paint_text(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    text = ctx.tr(p["key"]) if "key" in p else p.get("text", "")
    anchor = p.get("anchor", "center")
    x, y, w, h = t.rect
    pos = {"center": (t.x, t.y), "topleft": (x, y), "midleft": (x, t.y), "midright": (x + w, t.y),
           "midtop": (t.x, y), "topright": (x + w, y)}[anchor]
    # a label on the table stays readable in a small window (theme.MIN_TEXT_PX on screen)
    size = max(p.get("size", 28), theme.MIN_TEXT_PX / r.scale) * t.scale
    r.text(text, pos[0], pos[1], size, p.get("color", theme.TEXT),
           p.get("weight", "regular"), anchor, max_width=0 if p.get("wrap") else w,
           wrap=p.get("wrap", 0), align=p.get("align", "left"), shadow=p.get("shadow", False),
           alpha=int(t.alpha))


def paint_button(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    style = p.get("style", "primary")
    base, hover, text_col = theme.BUTTONS[style]
    if not ctx.enabled:
        base, hover, text_col = theme.BUTTON_DISABLED
    selected = p.get("selected", False)
    col = hover if (ctx.hovered and ctx.enabled) or selected else base
    lift = -3 if ctx.hovered and ctx.enabled else 0
    a = int(t.alpha)
    r.fill(x + 3, y + 6, w, h, (0, 0, 0, 90), h * 0.22, alpha=a)
    r.fill(x, y + lift, w, h, col, h * 0.22, 3, theme.GOLD if selected else theme.BUTTON_EDGE, a)
    r.fill(x + 6, y + lift + 4, w - 12, h * 0.38, (255, 255, 255, 28), h * 0.18, alpha=a)
    label = ctx.tr(p["key"]) if "key" in p else p.get("text", "")
    icon = p.get("icon")
    if not ctx.enabled:
        a = a * 2 // 5          # a disabled button's icon and label fade with it
    size = p.get("size", min(34, h * 0.46))
    if icon and label and r.text_size(label, min(size, r.min_size), "semibold")[0] > w - h * 0.55 - 34:
        icon = None     # a small window's larger text: the label alone, never past the edge
    if icon and label:
        isz = h * 0.55
        tw, _ = r.text_size(label, size, "semibold")
        total = isz + 10 + min(tw, w - isz - 34)
        ix = t.x - total / 2
        r.image(f"ui/icons/{icon}.svg", ix, t.y + lift - isz / 2, isz, isz, alpha=a)
        r.text(label, ix + isz + 10, t.y + lift, size, text_col, "semibold", "midleft",
               max_width=w - isz - 34, alpha=a)
    elif icon:
        isz = h * 0.6
        r.image(f"ui/icons/{icon}.svg", t.x - isz / 2, t.y + lift - isz / 2, isz, isz, alpha=a)
    else:
        if p.get("short") and r.text_size(label, min(size, r.min_size), "semibold")[0] > w - 24:
            label = p["short"]      # a small window's larger text: the button's short label
        r.text(label, t.x, t.y + lift, size, text_col, "semibold", "center", max_width=w - 24, alpha=a)


def paint_panel(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    a = int(t.alpha)
    r.fill(x + 6, y + 10, w, h, (0, 0, 0, 80), p.get("radius", 18), alpha=a)
    r.fill(x, y, w, h, p.get("color", theme.PANEL), p.get("radius", 18), 3,
           p.get("border_color", theme.PANEL_EDGE), a)
    title = p.get("title")
    if title:
        r.text(title, t.x, y + 18, p.get("title_size", 34), theme.GOLD, "bold", "midtop",
               max_width=w - 40, alpha=a)


def paint_particle(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    col = p.get("color", theme.GOLD)
    r.circle(t.x, t.y, max(1.0, t.w / 2 * t.scale), (*col[:3], int(t.alpha)))


def paint_popup(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    r.text(p["text"], t.x, t.y, p.get("size", 40) * t.scale, p.get("color", theme.GOLD), "bold",
           "center", shadow=True, alpha=int(t.alpha))


BASE_PAINTERS: dict[str, Painter] = {
    "rect": paint_rect,
    "image": paint_image,
    "text": paint_text,
    "button": paint_button,
    "panel": paint_panel,
    "particle": paint_particle,
    "popup": paint_popup,
}
