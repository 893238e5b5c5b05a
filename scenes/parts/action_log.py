"""The action log widget: the whole game as the viewer may know it, newest at the bottom,
wrapped and never cut, scrolled with the wheel.

What it says (each step's action and event lines, round headers, who starts a turn) is told by
``log_text.LogText`` (``ActionLog.text``); this module lays those lines out in the box, scrolls
them, draws them (a rule above the first line of another seat's turn, each seat's mark) and
lights the hovered one, ringing the table entities that show its action (those its events name
and the scene's ``hint_targets``)."""
from __future__ import annotations

import esper
import pygame

from engine import theme
from engine.ecs.components import Visual
from engine.ecs.pictures import premultiply
from engine.ecs.table import Table
from engine.render import Renderer
from engine.widgets.overlays import draw_hint_rings
from engine.widgets.seatmark import draw_seat_mark
from engine.widgets.text import readable
from engine.worlds import use_world
from scenes.parts.log_text import LogLine, LogText, named_line


def keyed_named(scene, names: frozenset) -> list[int]:
    """The visible keyed entities of ``scene`` whose key has one of ``names`` as a part
    (``ww.c.0.museum.0``, ``tile:wip23``, ``wv.space.e2``), in key order."""
    if not names:
        return []
    use_world(scene.world)
    out = []
    for key, ent in sorted(Table.entities().items()):
        parts = key.replace(":", ".").split(".")[1:]
        if any(p in names for p in parts):
            vis = esper.try_component(ent, Visual)
            if vis is not None and vis.visible:
                out.append(ent)
    return out


def heads(ln: LogLine) -> bool:
    """An action line, or the line of an event that starts a turn: the head of what follows,
    drawn at the left, with its seat's larger mark, in the brighter colour."""
    return ln.kind == "action" or ln.new_turn


def line_color(ln: LogLine) -> tuple[int, int, int]:
    """The colour a log line is drawn (and measured) in."""
    return theme.TEXT if heads(ln) else theme.TEXT_DIM


class ActionLog:
    FEW_LINES = 5       # a box holding fewer one-row lines names the actor on every line,
    SMALL_SCALE = 0.5   # as does every box in a window smaller than 960x540 (800x450)

    def __init__(self, scene) -> None:
        self.scene = scene
        self.scroll = 0
        self.text = LogText(scene)                   # what the log says
        self._seen: tuple[int, int] = (-1, 0)        # (text's version, its line count) last read
        self._max: tuple[tuple, int] = ((), 0)
        self._heights: dict[tuple, float] = {}
        self._drawn: list[tuple[float, float, LogLine]] = []   # (top, height, line) last drawn
        self._surf: pygame.Surface | None = None     # the box as last drawn (screen pixels)
        self._surf_key: tuple = ()
        self._place_key: tuple = ()

    @property
    def rect(self) -> tuple[float, float, float, float]:
        """Canvas rect of the log: the scene's ``log_rect`` (its map's ``log`` object)."""
        return self.scene.log_rect

    # -- the lines ------------------------------------------------------------------------------
    def entries(self) -> list[LogLine]:
        """Every line so far (``text``'s; a network table adds its seats' lines).  Scrolled
        back, the box keeps showing the lines it showed while new ones come (``scroll`` counts
        from the newest line)."""
        told = self.text.entries()
        if self._seen[0] != self.text.version:
            if self.scroll and self._seen[0] >= 0:
                self.scroll = max(0, self.scroll + len(told) - self._seen[1])
            self._seen = (self.text.version, len(told))
        return told

    def lines(self) -> list[tuple[int | None, str]]:
        """(seat, text) of every line so far, oldest first."""
        return [(ln.seat, ln.text) for ln in self.entries()]

    # -- layout ---------------------------------------------------------------------------------
    def sizes(self, r: Renderer) -> tuple[float, float]:
        """(title, line) font sizes on the canvas: one size per role, never under about 12 px
        on screen (a small window gets bigger canvas text and fewer, wrapped lines)."""
        return max(22.0, readable(r, 0) * 1.1), readable(r, 19.0)

    def layout(self, r: Renderer) -> tuple[float, float, float, float]:
        """(title size, line size, top of the first line, height for lines) in canvas units."""
        x, y, w, h = self.rect
        title, size = self.sizes(r)
        top = y + 10 + title * 1.35
        return title, size, top, y + h - 8 - top

    def _indent(self, ln: LogLine) -> float:
        return 32.0 if heads(ln) or ln.kind != "event" else 46.0

    def entry_h(self, r: Renderer, text: str, size: float, width: float,
                color: tuple[int, int, int] = theme.TEXT) -> float:
        """Canvas height of one wrapped entry (measured once per text, size and scale) from
        its text rendered in the ``color`` it is drawn in, which the drawing then reuses."""
        key = (text, max(6, round(size * r.scale)), round(width * r.scale), r.scale)
        h = self._heights.get(key)
        if h is None:
            surf = self.scene.app.assets.text(text, key[1], color, "regular", key[2])
            h = surf.get_height() / r.scale + 4
            if len(self._heights) > 4000:
                self._heights.clear()
            self._heights[key] = h
        return h

    def _line_h(self, r: Renderer, ln: LogLine, size: float) -> float:
        w = self.rect[2]
        return self.entry_h(r, ln.drawn, size, w - 14 - self._indent(ln), line_color(ln)) + (
            4 if ln.new_turn or ln.kind == "round" else 0)


    def max_scroll(self, r: Renderer) -> int:
        """How far back the log scrolls: until its first line is at the top of a full box."""
        entries = self.entries()
        key = (self.text.version, r.scale, tuple(self.rect))
        if self._max[0] == key:
            return self._max[1]
        _, size, _, avail = self.layout(r)
        used, fit = 0.0, 0
        for ln in entries:                   # the oldest lines that fill a box from its top
            used += self._line_h(r, ln, size)
            if used > avail:
                break
            fit += 1
        n = max(0, len(entries) - max(1, fit))
        self._max = (key, n)
        return n

    def contains(self, pos: tuple[float, float]) -> bool:
        x, y, w, h = self.rect
        return x <= pos[0] <= x + w and y <= pos[1] <= y + h

    def wheel(self, dy: int, r: Renderer) -> None:
        self.scroll = max(0, min(self.max_scroll(r), self.scroll + dy))

    # -- hover ----------------------------------------------------------------------------------
    def hovered(self, pos: tuple[float, float] | None) -> LogLine | None:
        """The line under ``pos`` as last drawn, if any."""
        if pos is None or not self.contains(pos):
            return None
        for top, h, ln in self._drawn:
            if top <= pos[1] < top + h:
                return ln
        return None

    def named_rects(self, ln: LogLine) -> list[tuple[float, float, float, float]]:
        """Canvas rects of the table entities a line names: those keyed by a thing its events
        name (a card, tile, space or piece, wherever it lies now); for an event line, what the
        scene's optional ``event_targets(event)`` names for its event (the dice a blessing
        rolled); for the viewer's own action line, what the scene's ``hint_targets`` show for
        it (a die face, a pool slot).  The hint is the action's, never its event lines': a
        divine blessing told under the end of the turn before rang the "End turn" button."""
        from scenes.parts.hints import drawn_rect
        sc = self.scene
        told = ln.kind == "event" or 0 <= ln.step < len(sc.session.steps)
        if ln.kind == "round" or not told:  # (an event line of the opening is step -1)
            return []
        rects = [rc for rc in (drawn_rect(ent) for ent in keyed_named(sc, ln.names))
                 if rc is not None]
        if ln.kind == "event":
            return rects + self._rects_of(getattr(sc, "event_targets", None), ln.event, rects)
        st = sc.session.steps[ln.step]
        mine = st.seat == sc.viewer or (sc.viewer is None and st.seat == sc.big_seat())
        if not mine:        # another seat's action: hint_targets would show the viewer's things
            return rects
        return rects + self._rects_of(sc.hint_targets, tuple(st.action), rects)

    def _rects_of(self, targets, thing, but: list) -> list[tuple[float, float, float, float]]:
        """Canvas rects of the entities ``targets(thing)`` names, but none in ``but``."""
        from scenes.parts.hints import entity_rect
        if targets is None or thing is None:
            return []
        try:
            names = targets(thing)
        except Exception:  # noqa: BLE001 - an old action may not be on the table any more
            return []
        return [rc for rc in (entity_rect(self.scene, n) for n in names)
                if rc is not None and rc not in but]

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, r: Renderer) -> None:
        """The box, from a surface drawn again only when its lines, scroll, hovered line, rect
        or scale change (drawing every wrapped line every frame was a sixth of a frame); the
        rings around what the hovered line names, every frame (they pulse)."""
        most = self.max_scroll(r)           # (new lines first move a scrolled-back view)
        self.scroll = min(self.scroll, most)
        place = (self.text.version, self.scroll, tuple(self.rect), r.scale)
        if place != self._place_key:
            self._drawn, self._place_key = self._place(r), place
        mouse = getattr(getattr(self.scene, "input", None), "mouse", None)
        over = self.hovered(mouse)
        at = next((i for i, d in enumerate(self._drawn) if d[2] is over), None)
        if Renderer.probe is not None:      # a test measuring text sizes sees every text drawn
            self._surf_key = ()
            self._paint(r, at)
        else:
            sc = self.scene
            colors = tuple(sc.seat_color(i) for i in range(len(sc.session.seats)))
            self._blit_cached(r, (place, at, colors), at)
        if over is not None:
            draw_hint_rings(r, self.named_rects(over), self.scene.time)

    def _blit_cached(self, r: Renderer, key: tuple, at: int | None) -> None:
        sr = r.rect(*self.rect)
        key = key + (sr.size,)
        if self._surf is None or self._surf_key != key:
            if self._surf is None or self._surf.get_size() != sr.size:
                self._surf = pygame.Surface(sr.size, pygame.SRCALPHA)
            self._surf.fill((0, 0, 0, 0))
            saved = (r.surface, r.ox, r.oy, r.extent)
            r.surface, r.ox, r.oy, r.extent = self._surf, r.ox - sr.x, r.oy - sr.y, None
            try:
                self._paint(r, at)
            finally:
                r.surface, r.ox, r.oy, r.extent = saved
            self._surf = premultiply(self._surf)        # to be put over the table as it was
            self._surf_key = key
        r.surface.blit(self._surf, sr.topleft, special_flags=pygame.BLEND_PREMULTIPLIED)
        if r.extent is not None:
            r.extent.append(sr)

    def _place(self, r: Renderer) -> list[tuple[float, float, LogLine]]:
        """(top, height, line) of the lines in the box: newest at the bottom, wrapped, never
        cut, ``scroll`` lines back.  The top line always names its actor (a line drawn without
        its seat's name, going on that seat's turn, gets it back there), and in a small window
        or a box that holds only a few lines (``SMALL_SCALE``, ``FEW_LINES``) every line does:
        play-test 13 read "begins constructing Submarine" with no name at 800x450."""
        _, size, top, avail = self.layout(r)
        entries = self.entries()
        end = max(0, len(entries) - self.scroll)
        every = r.scale < self.SMALL_SCALE or \
            avail < self.FEW_LINES * self.entry_h(r, "Ag", size, 1e4)
        shown: list[tuple[LogLine, float]] = []
        used = 0.0
        for i in range(end - 1, -1, -1):
            ln = named_line(entries[i]) if every else entries[i]
            eh = self._line_h(r, ln, size)
            if used + eh > avail and shown:
                break
            shown.append((ln, eh))
            used += eh
        while shown and shown[-1][0].shown is not None:     # the top line, with its name
            ln = named_line(shown[-1][0])
            eh = self._line_h(r, ln, size)
            if used - shown[-1][1] + eh <= avail or len(shown) == 1:
                used += eh - shown[-1][1]
                shown[-1] = (ln, eh)
                break
            used -= shown.pop()[1]      # no room for the name: the next line is the top one
        out, ly = [], top
        for ln, eh in reversed(shown):
            out.append((ly, eh, ln))
            ly += eh
        return out

    def header(self, r: Renderer) -> list[tuple[str, tuple, float]]:
        """The title and, scrolled back, the count of newer lines beside it: (text, canvas
        rect, font size) each, never overlapping (play-test 13: "Журнал гри" and "ще 2 нижче"
        ran together at 800x450): the count is said in full where it fits, else short
        ("↓ 2"), else its font shrinks to the room left."""
        x, y, w, _ = self.rect
        title, size, _, _ = self.layout(r)
        text = self.scene.t("game.log")
        tw, th = r.text_size(text, title, "semibold")
        out = [(text, (x + 16, y + 10, tw, th), title)]
        if self.scroll:
            room = w - 16 - tw - 14 - 12            # right of the title, a gap between
            count = self.scene.t("game.log_newer", n=self.scroll)
            if r.text_size(count, size)[0] > room:
                count = self.scene.t("game.log_newer_short", n=self.scroll)
            cw, ch = r.text_size(count, size)
            csize = size * min(1.0, room / cw) if cw > 0 else size
            cw, ch = r.text_size(count, csize)
            out.append((count, (x + w - 14 - cw, y + 10 + (th - ch) / 2, cw, ch), csize))
        return out

    def _paint(self, r: Renderer, at: int | None) -> None:
        x, y, w, h = self.rect
        r.fill(x, y, w, h, (22, 17, 15, 215), 14, 2, theme.PANEL_EDGE)
        _, size, _, _ = self.layout(r)
        (text, (tx, ty, _, _), title), *count = self.header(r)
        r.text(text, tx, ty, title, theme.GOLD, "semibold")
        for i, (ly, eh, ln) in enumerate(self._drawn):
            self._draw_line(r, ln, ly, eh, size, i == at)
        for text, (cx, cy, _, _), csize in count:
            r.text(text, cx, cy, csize, theme.TEXT_DIM)

    def _draw_line(self, r: Renderer, ln: LogLine, ly: float, eh: float, size: float,
                   lit: bool) -> None:
        x, _, w, _ = self.rect
        if lit:
            r.fill(x + 6, ly - 1, w - 12, eh, (255, 230, 170, 40), 6)
        if ln.kind == "round":
            r.text(ln.text, x + w / 2, ly + 2, size, theme.GOLD, "semibold", "midtop")
            return
        if ln.new_turn:
            r.fill(x + 14, ly, w - 28, 1, (120, 100, 80, 160))
            ly += 4
        indent = self._indent(ln)
        if ln.seat is not None:
            draw_seat_mark(r, x + indent - 13, ly + size * 0.35 + 5,
                           7 if heads(ln) else 5, self.scene.seat_color(ln.seat),
                           shadow=False)
        r.text(ln.drawn, x + indent, ly, size, line_color(ln), wrap=w - 14 - indent)
