"""How World in Progress pieces are drawn: tiles, Faith markers, world cells, stacks, god tokens
and the seat panels.  Painters are plain functions of (renderer, transform, params, ctx)."""
from __future__ import annotations


import esper
import pygame

from engine import theme
from engine.ecs.components import Transform, Visual
from engine.ecs.painters import PaintCtx, pulse
from engine.render import Renderer
from engine.widgets.text import fits_line, readable as fs
from engine.rules.world_in_progress import tile_by_id
from engine.widgets.seatmark import draw_seat_mark

TERRAIN_RGB = {"pink": (232, 120, 170), "red": (210, 70, 52), "blue": (70, 140, 220),
               "green": (70, 160, 80), "yellow": (240, 200, 70)}
GRID_LINE = (34, 24, 18)
GLOW = theme.LEGAL
ELIGIBLE = (255, 214, 90)       # god-power targets: gold, visible on every terrain


_COMPOSED: dict[tuple[str, int], int] = {}     # (tile, rot) -> the largest px composed so far


def tile_surface(r: Renderer, tile_id: str, rot: int, px: int) -> pygame.Surface:
    """A tile's face (four terrain squares, statue, dark edge) at ``px`` pixels, cached."""
    px = max(8, px - px % 2)
    if px > _COMPOSED.get((tile_id, rot % 4), 0):
        _COMPOSED[(tile_id, rot % 4)] = px

    def make() -> pygame.Surface:
        s = pygame.Surface((px, px), pygame.SRCALPHA)
        tile = tile_by_id(tile_id)
        sq = tile.rotated(rot)
        h = px // 2
        for i in range(2):
            for j in range(2):
                img = r.assets.image(f"wip/terrain_{sq[i][j]}.svg", h, h)
                if img is None:
                    s.fill(TERRAIN_RGB[sq[i][j]], (j * h, i * h, h, h))
                else:
                    s.blit(img, (j * h, i * h))
        pos = tile.statue_at(rot)
        if pos is not None:
            god_mark(r, s, tile.god, pos[1] * h + h // 2, pos[0] * h + h // 2, h)
            size = int(h * 0.64)
            img = r.assets.image(f"wip/statue_{tile.god}.svg", size, size)
            if img is not None:
                s.blit(img, (pos[1] * h + (h - size) // 2, pos[0] * h + (h - size) // 2))
        pygame.draw.line(s, (*GRID_LINE, 70), (h, 0), (h, px), max(1, px // 120))
        pygame.draw.line(s, (*GRID_LINE, 70), (0, h), (px, h), max(1, px // 120))
        pygame.draw.rect(s, GRID_LINE, s.get_rect(), max(1, px // 70))
        return s

    return r.assets.cached_surface(("wip_tile", tile_id, rot % 4, px), make)


def god_mark(r: Renderer, s: pygame.Surface, god: str, cx: int, cy: int, h: int) -> None:
    """The statue's plinth: a disc of its god's terrain (colour and pattern, so it reads
    without colour too) ringed dark and light, so whose statue it is shows on any square."""
    d = max(6, int(h * 0.9))
    disc = pygame.Surface((d, d), pygame.SRCALPHA)
    img = r.assets.image(f"wip/terrain_{god}.svg", d, d)
    if img is None:
        disc.fill(TERRAIN_RGB[god])
    else:
        disc.blit(img, (0, 0))
    mask = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (d // 2, d // 2), d // 2)
    disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    x, y = cx - d // 2, cy - d // 2
    s.blit(disc, (x, y))
    band = max(2, d // 7)         # a solid band of the god's colour around the plinth
    pygame.draw.circle(s, TERRAIN_RGB[god], (cx, cy), d // 2, band)
    pygame.draw.circle(s, (255, 250, 235), (cx, cy), d // 2 - band, max(1, d // 24))
    pygame.draw.circle(s, GRID_LINE, (cx, cy), d // 2 + max(1, d // 20), max(1, d // 16))


def draw_tile(r: Renderer, x: float, y: float, w: float, h: float, tile_id: str, rot: int,
              alpha: int = 255, shadow: bool = True, moving: bool = False) -> None:
    """Tile face in the canvas rect; composed at a quantised size and scaled (cheap tweens).
    ``moving`` (a tile growing or shrinking on its way): scaled from the largest face of it
    composed so far when that is at least half as large, not composed at each size step."""
    rect = r.rect(x, y, w, h)
    if shadow:
        r.fill(x + w * 0.03, y + h * 0.05, w, h, (0, 0, 0, 80), w * 0.05, alpha=alpha)
    q = max(16, ((max(rect.w, rect.h) + 15) // 16) * 16)
    have = _COMPOSED.get((tile_id, rot % 4), 0)
    if moving and 2 * have >= q:
        q = have
    surf = tile_surface(r, tile_id, rot, q)
    if surf.get_size() != rect.size and moving:     # a new size every frame: not kept
        surf = pygame.transform.smoothscale(surf, rect.size)
    elif surf.get_size() != rect.size:      # kept: a pulsing tile is drawn every frame
        face = surf
        surf = r.assets.cached_surface(("wip_tile_at", tile_id, rot % 4, q, rect.size),
                                       lambda: pygame.transform.smoothscale(face, rect.size))
    r.blit(surf, rect.topleft, alpha)


def _tile_back(r: Renderer, x: float, y: float, w: float, h: float, alpha: int,
               moving: bool) -> bool:
    """A tile's back; one squeezed by a flip (``moving``) is its square art scaled to the
    squeeze, not the art rendered anew at each width of the turn."""
    rect = r.rect(x, y, w, h)
    side = max(rect.w, rect.h)
    if not moving or rect.w == rect.h:
        return r.image("wip/tile_back.svg", x, y, w, h, alpha=alpha)
    art = r.assets.image("wip/tile_back.svg", side, side)
    if art is None:
        return False
    r.blit(pygame.transform.smoothscale(art, rect.size), rect.topleft, alpha)
    return True


def paint_tile(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    a = int(t.alpha)
    lift = p.get("lift") or (ctx.hovered and p.get("hover_lift") and ctx.enabled)
    if lift:
        y -= 10
        r.fill(x - 8, y - 8, w + 16, h + 16, (*theme.HIGHLIGHT, 120), 14, alpha=a)
    eligible = p.get("eligible")
    if eligible:
        # a warm halo, not the green legal-move glow: it must show around green forest tiles
        k = pulse(ctx)
        r.fill(x - 9, y - 9, w + 18, h + 18, (*ELIGIBLE, int(150 + 90 * k)), 14, alpha=a)
    if p.get("back") or not p.get("tile"):
        r.fill(x + w * 0.03, y + h * 0.05, w, h, (0, 0, 0, 80), w * 0.05, alpha=a)
        if not _tile_back(r, x, y, w, h, a, ctx.moving):
            r.fill(x, y, w, h, (90, 70, 50), 8, alpha=a)
    else:
        draw_tile(r, x, y, w, h, p["tile"], p.get("rot", 0), a, moving=ctx.moving)
    if eligible:
        r.outline(x - 2, y - 2, w + 4, h + 4, (255, 255, 255), 3, 6)
    if p.get("glow"):
        k = pulse(ctx, 4)
        r.outline(x - 4, y - 4, w + 8, h + 8, (*theme.GOLD, int(140 + 110 * k)), 4, 8)
    gain = p.get("gain")
    if lift and gain is not None:
        label = p.get("gain_text") or f"+{gain}"
        tw = r.text_size(label, 30, "bold")[0] + 24
        r.fill(x + w / 2 - tw / 2, y + h - 50, tw, 44, (30, 22, 18, 235), 12, 2, theme.GOLD)
        r.text(label, x + w / 2, y + h - 28, 30, theme.GOLD, "bold", "center")


def paint_marker(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    a = int(t.alpha)
    if p.get("selected"):
        r.circle(t.x, t.y, w * 0.62, (*theme.GOLD, 150))
        r.circle(t.x, t.y, w * 0.62, theme.GOLD, 3)
    elif p.get("active") and ctx.enabled:
        k = pulse(ctx)
        r.circle(t.x, t.y, w * (0.52 + 0.08 * k), (*GLOW, int(70 + 70 * k)))
        if ctx.hovered:
            r.circle(t.x, t.y, w * 0.6, GLOW, 3)
    if p.get("glow"):
        r.circle(t.x, t.y, w * 0.66, (*theme.GOLD, int(120 + 100 * pulse(ctx, 4))), 4)
    if not r.image("wip/faith_marker.svg", x, y, w, h, int(p.get("angle", 0)), a):
        r.circle(t.x, t.y, w / 2, (255, 150, 40))


def paint_dest(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    k = pulse(ctx, 5)
    r.circle(t.x, t.y, w * 0.56, (*GLOW, int(110 + 80 * k) if not ctx.hovered else 230))
    r.circle(t.x, t.y, w * 0.56, (255, 255, 255) if ctx.hovered else GLOW, 3)
    r.image("wip/faith_marker.svg", x + w * 0.12, y + h * 0.12, w * 0.76, h * 0.76,
            int(p.get("angle", 0)), 150 if not ctx.hovered else 235)


def paint_refused(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """A spot the picked marker may not move to: dimmed and crossed (hover or click: why)."""
    x, y, w, h = t.rect
    r.circle(t.x, t.y, w * 0.42, (20, 14, 10, 200 if ctx.hovered else 150))
    col = (230, 90, 70) if ctx.hovered else (190, 80, 60)
    k = w * 0.2
    r.line((t.x - k, t.y - k), (t.x + k, t.y + k), col, 4)
    r.line((t.x - k, t.y + k), (t.x + k, t.y - k), col, 4)


def paint_cell(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    if p.get("active"):
        k = pulse(ctx)
        r.fill(x + 4, y + 4, w - 8, h - 8, (*GLOW, int(70 + 50 * k)), 10, 4,
               (40, 150, 80, int(170 + 80 * k)))
        if ctx.hovered and p.get("tile"):
            rot = p.get("rot", 0)
            draw_tile(r, x + 3, y + 3, w - 6, h - 6, p["tile"], rot, 165, shadow=False)
            r.outline(x + 2, y + 2, w - 4, h - 4, (255, 255, 255), 3, 6)
            delta = p.get("delta", {}).get(rot)
            if delta is not None:
                label = f"+{delta}" if delta >= 0 else str(delta)
                r.fill(t.x - 34, y + h - 44, 68, 38, (30, 22, 18, 225), 10, 2, theme.GOLD)
                r.text(label, t.x, y + h - 25, 26, theme.GOLD, "black", "center")
    else:
        r.fill(x + 6, y + 6, w - 12, h - 12, (255, 250, 230, 40), 10, 2, (120, 100, 70, 120))


def paint_mat(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    r.fill(x + 6, y + 10, w, h, (0, 0, 0, 90), 24)
    r.fill(x, y, w, h, (226, 208, 170), 24, 4, (150, 118, 66))
    r.fill(x + 10, y + 10, w - 20, h - 20, (238, 224, 192), 16)
    n = p.get("cells", 5)
    cell = (w - 20) / n
    for k in range(1, n):
        r.line((x + 10 + k * cell, y + 14), (x + 10 + k * cell, y + h - 14), (205, 186, 150), 1)
        r.line((x + 14, y + 10 + k * cell), (x + w - 14, y + 10 + k * cell), (205, 186, 150), 1)
    col = p.get("color")
    if col:
        r.outline(x - 3, y - 3, w + 6, h + 6, col, 5, 26)


def paint_stack(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    n = p.get("count", 0)
    active = p.get("active") and ctx.enabled and n > 0
    if active:
        k = pulse(ctx)
        r.fill(x - 10, y - 10, w + 20, h + 22, (*GLOW, int(80 + 90 * k)), 16)
    lift = -6 if active and ctx.hovered else 0
    if n <= 0:
        r.fill(x, y, w, h, (0, 0, 0, 60), 10, 2, (120, 100, 70, 160))
    else:
        for k in range(min(3, max(1, n // 5)), 0, -1):
            r.fill(x + 3 + k * 3, y + 6 + k * 3, w, h, (0, 0, 0, 70), 8)
            r.image("wip/tile_back.svg", x + k * 3, y + k * 3 + lift, w, h)
        r.image("wip/tile_back.svg", x, y + lift, w, h)
    r.fill(t.x - 26, y + h - 14 + lift, 52, 34, (24, 18, 16, 235), 10, 2, theme.GOLD)
    r.text(str(n), t.x, y + h + 3 + lift, 24, theme.GOLD, "bold", "center")


def paint_god(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """The god token: face down, or the god when used (public) / peeked by its owner."""
    x, y, w, h = t.rect
    a = int(t.alpha)
    face = p.get("god") if p.get("used") else None
    peek = p.get("peek") if ((ctx.hovered or p.get("open")) and not p.get("used")) else None
    shown = face or peek
    label = _god_label(r, w, p, peek)
    if label and p.get("label_bottom"):
        # the token shrinks (from its top) so the label's line ends above the button under it
        room = p["label_bottom"] - r.text_size(label, fs(r, 19), "semibold")[1] - 4 - y
        if room < h:
            s = max(h * 0.55, room)
            x, w, h = t.x - s / 2, s, s
    cx, cy = x + w / 2, y + h / 2
    if p.get("used") and not p.get("flip"):
        a = min(a, 150)
    r.circle(cx + 3, cy + 6, min(w, h) / 2, (0, 0, 0, 90))
    name = f"wip/god_token_{shown}.svg" if shown and not p.get("back") else "wip/god_token_back.svg"
    r.image(name, x, y, w, h, alpha=a)
    if p.get("glow"):
        r.circle(cx, cy, w * 0.56, (*theme.GOLD, int(140 + 100 * pulse(ctx, 4))), 4)
    if label:
        r.text(label, t.x, y + h + 4, fs(r, 19), theme.TEXT, "semibold", "midtop",
               max_width=max(w, p.get("label_w") or 170), shadow=True)


def _god_label(r: Renderer, w: float, p: dict, peek) -> str | None:
    """The token's one line, as wide as the button under it (the .tmx map's god.use): the
    short form ("Бог: долілиць", the god's name) where the whole line does not fit, never a
    second line behind the button (play-test 11, 109)."""
    label = p.get("peek_label") if peek else p.get("label")
    short = p.get("peek_short") if peek else p.get("label_short")
    if label and short and not fits_line(r, label, fs(r, 19), max(w, p.get("label_w") or 170),
                                         "semibold"):
        return short
    return label


def paint_legend(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    on = ctx.hovered or p.get("on")
    r.fill(x, y, w, h, (44, 34, 30, 225) if not on else (80, 64, 44, 240), 12, 2,
           theme.GOLD if on else theme.PANEL_EDGE)
    sw = legend_swatch(r, w, h, p)
    # the swatch stays square (narrowed, it is smaller, not squashed: the replay's table drawn
    # at 90 % made readable text take more of the chip, play-test 10, 221c)
    sy = y + h / 2 - sw / 2
    r.image(f"wip/terrain_{p['terrain']}.svg", x + 8, sy, sw, sw)
    r.outline(x + 8, sy, sw, sw, GRID_LINE, 1, 3)
    if p.get("statues"):
        k = sw * 0.7
        r.image(f"wip/statue_{p['terrain']}.svg", x + 8 + (sw - k) / 2, y + h / 2 - k / 2, k, k)
    _legend_text(r, x, y, w, h, sw, p)


def legend_swatch(r: Renderer, w: float, h: float, p: dict) -> float:
    """The swatch's width: square, or narrower when the texts must sit side by side."""
    sq = h - 20
    gw, gh = r.text_size(f"{p['group']}×{p['statues']}", fs(r, 19))
    pw, ph = r.text_size(str(p["points"]), 28, "bold")
    if gh + ph * 0.8 <= h - 12 and gw <= w - sq - 20:
        return sq
    side = w - 38 - gw - pw
    if side < sq * 0.6:         # no room for both: the icon and the points (play-test 11, 109)
        return sq
    return min(sq, side)


def legend_short(r: Renderer, w: float, h: float, p: dict) -> bool:
    """Whether the chip shows only its icon and the points: a small window's readable text
    leaves no room for "group×statues" beside a swatch still seen as the terrain (the
    tooltip says it all)."""
    sq = h - 20
    gw, gh = r.text_size(f"{p['group']}×{p['statues']}", fs(r, 19))
    pw, ph = r.text_size(str(p["points"]), 28, "bold")
    return not (gh + ph * 0.8 <= h - 12 and gw <= w - sq - 20) and w - 38 - gw - pw < sq * 0.6


def _legend_text(r: Renderer, x: float, y: float, w: float, h: float, sw: float, p: dict) -> None:
    """"group×statues" over the points, or, where a small window's readable text leaves no
    room for two lines, side by side (the swatch narrows) so the two never overlap."""
    gxs, pts = f"{p['group']}×{p['statues']}", str(p["points"])
    small = fs(r, 19)
    gw, gh = r.text_size(gxs, small)
    pw, ph = r.text_size(pts, 28, "bold")
    colour = theme.GOLD if p["points"] else theme.TEXT_DIM
    if legend_short(r, w, h, p):
        r.text(pts, x + w - 8, y + h / 2, 28, colour, "bold", "midright")
        return
    tx = x + sw + 16
    if gh + ph * 0.8 <= h - 12 and gw <= w - sw - 20:
        r.text(gxs, tx, y + 8, small, theme.TEXT_DIM, "regular", max_width=w - sw - 20)
        r.text(pts, tx, y + h - 6, 28, colour, "bold", "bottomleft")
        return
    r.text(pts, x + w - 8, y + h / 2, 28, colour, "bold", "midright")
    r.text(gxs, x + w - 14 - pw, y + h / 2, small, theme.TEXT_DIM, "regular", "midright",
           max_width=max(10.0, w - 30 - pw))


def header_titles(r: Renderer) -> list[tuple[float, float, float, float]]:
    """The canvas rects of the seats' names ("Taras (AI)" and its colour mark, on the big
    world's header and each side panel), as ``paint_header`` draws them: no tooltip covers
    them (play-test 16: a Faith marker's tooltip hid the side panel's name)."""
    out = []
    for _, (t, vis) in esper.get_components(Transform, Visual):
        if vis.kind == "wip_header" and vis.visible:
            x, y, w, _h = t.rect
            p = vis.params
            pad, top = (18, 14) if p.get("panel") else (14, 8)
            name = r.text_size(p.get("title", ""), max(26.0, r.min_size), "semibold")[0]
            out.append((x, y, min(w, pad + 36 + name + 10), top + 34))
    return out


def paint_header(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    """Name, colour, live score and progress of a seat (the big world or a side panel)."""
    x, y, w, h = t.rect
    if p.get("panel"):
        r.fill(x + 5, y + 8, w, h, (0, 0, 0, 80), 16)
        r.fill(x, y, w, h, (34, 28, 26, 232), 16, 4 if p.get("turn") else 2,
               p["color"] if p.get("turn") else theme.PANEL_EDGE)
        top = y + 14
        left = x + 18
    else:
        r.fill(x, y, w, h, (24, 18, 16, 200), 12, 2 if not p.get("turn") else 3,
               p["color"] if p.get("turn") else theme.PANEL_EDGE)
        top = y + 8
        left = x + 14
    draw_seat_mark(r, left + 13, top + 17, 14, p["color"])
    name_w = (p.get("text_w") or w) - 60
    r.text(p["title"], left + 36, top + 17, 26, theme.TEXT, "semibold", "midleft",
           max_width=name_w - (110 if not p.get("panel") else 0))
    score = p["score_text"]
    if p.get("panel"):
        r.text(score, left, top + 44, 40, theme.GOLD, "black")
        r.text(p.get("tiles_text", ""), left, top + 94, fs(r, 20), theme.TEXT_DIM)
        if p.get("sub"):
            r.text(p["sub"], left, top + 122, fs(r, 19), theme.TEXT_DIM, max_width=name_w)
    else:
        r.text(p.get("tiles_text", ""), x + w - 150, top + 17, fs(r, 20), theme.TEXT_DIM, "regular",
               "midright", max_width=160)
        r.text(score, x + w - 14, top + 17, 30, theme.GOLD, "black", "midright", max_width=130)


def paint_group_marks(r: Renderer, cells, ox: float, oy: float, sq: float, color,
                      label: str | None = None) -> None:
    """Outline the squares of a terrain group (cells in world_squares coords) on a world drawn
    with square (0, 0) at (ox, oy) and squares of ``sq`` canvas px."""
    if not cells:
        return
    for (i, j) in cells:
        r.fill(ox + j * sq, oy + i * sq, sq, sq, (255, 255, 255, 70))
        r.outline(ox + j * sq + 2, oy + i * sq + 2, sq - 4, sq - 4, color, 3, 4)
    if label:
        i, j = min(cells)
        cx, cy = ox + (j + 0.5) * sq, oy + (i + 0.5) * sq
        tw = r.text_size(label, 26, "bold")[0] + 20
        r.fill(cx - tw / 2, cy - 20, tw, 40, (24, 18, 16, 235), 10, 2, color)
        r.text(label, cx, cy, 26, theme.GOLD, "bold", "center")


def paint_image(r: Renderer, t: Transform, p: dict, ctx: PaintCtx) -> None:
    x, y, w, h = t.rect
    r.image(p["art"], x, y, w, h, int(t.angle), int(t.alpha))


PAINTERS = {
    "wip_image": paint_image,
    "wip_tile": paint_tile,
    "wip_marker": paint_marker,
    "wip_dest": paint_dest,
    "wip_refused": paint_refused,
    "wip_cell": paint_cell,
    "wip_mat": paint_mat,
    "wip_stack": paint_stack,
    "wip_god": paint_god,
    "wip_legend": paint_legend,
    "wip_header": paint_header,
}
