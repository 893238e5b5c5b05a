"""The action log widget: one line per action so far, told as the viewer may know it (the
rules' ``describe`` for that viewer), newest at the bottom, wrapped and never cut, scrolled with
the wheel.  Lines are described once per action and language, not per frame."""
from __future__ import annotations

from engine import theme
from engine.render import Renderer
from engine.widgets.seatmark import draw_seat_mark
from engine.widgets.text import readable


class ActionLog:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.scroll = 0
        self._cache: list[tuple[int, str]] = []
        self._key: tuple = ()
        self._steps: list = []
        self._heights: dict[tuple, float] = {}

    @property
    def rect(self) -> tuple[float, float, float, float]:
        """Canvas rect of the log: the scene's ``log_rect`` (its map's ``log`` object)."""
        return self.scene.log_rect

    def lines(self) -> list[tuple[int, str]]:
        """(seat, line) per action so far (after an undo the cache is cut back to the steps
        that are still there)."""
        sc = self.scene
        lang = sc.app.i18n.lang
        key = (lang, sc.viewer)         # a line is told as the viewer may know it
        steps = sc.session.steps
        cache = self._cache if self._key == key else []
        keep = 0
        while keep < min(len(cache), len(steps)) and self._steps[keep] is steps[keep]:
            keep += 1
        del cache[keep:]
        self._steps = list(steps)
        for st in steps[keep:]:
            try:
                text = sc.rules.describe(st.action, lang, sc.viewer, st.seat)
            except Exception:  # noqa: BLE001 - the log must never crash the table
                text = " ".join(str(a) for a in st.action)
            cache.append((st.seat, f"{sc.seat_name(st.seat)}: {text}"))
        self._cache, self._key = cache, key
        return cache

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

    def entry_h(self, r: Renderer, text: str, size: float, width: float) -> float:
        """Canvas height of one wrapped entry (measured once per text, size and scale)."""
        key = (text, max(6, round(size * r.scale)), round(width * r.scale), r.scale)
        h = self._heights.get(key)
        if h is None:
            surf = self.scene.app.assets.text(text, key[1], theme.TEXT, "regular", key[2])
            h = surf.get_height() / r.scale + 4
            if len(self._heights) > 4000:
                self._heights.clear()
            self._heights[key] = h
        return h

    def max_scroll(self, r: Renderer) -> int:
        """How far back the log scrolls: until its first line is at the top of a full box."""
        x, y, w, h = self.rect
        _, size, _, avail = self.layout(r)
        used, fit = 0.0, 0
        for _, text in self.lines():
            used += self.entry_h(r, text, size, w - 46)
            if used > avail:
                break
            fit += 1
        return max(0, len(self.lines()) - max(1, fit))

    def contains(self, pos: tuple[float, float]) -> bool:
        x, y, w, h = self.rect
        return x <= pos[0] <= x + w and y <= pos[1] <= y + h

    def wheel(self, dy: int, r: Renderer) -> None:
        self.scroll = max(0, min(self.max_scroll(r), self.scroll + dy))

    def draw(self, r: Renderer) -> None:
        x, y, w, h = self.rect
        r.fill(x, y, w, h, (22, 17, 15, 215), 14, 2, theme.PANEL_EDGE)
        title, size, top, avail = self.layout(r)
        r.text(self.scene.t("game.log"), x + 16, y + 10, title, theme.GOLD, "semibold")
        lines = self.lines()
        self.scroll = min(self.scroll, self.max_scroll(r))
        end = max(0, len(lines) - self.scroll)
        shown: list[tuple[int, float]] = []
        used = 0.0
        for i in range(end - 1, -1, -1):     # newest at the bottom, wrapped, never cut
            eh = self.entry_h(r, lines[i][1], size, w - 46)
            if used + eh > avail and shown:
                break
            shown.append((i, eh))
            used += eh
        ly = top
        for i, eh in reversed(shown):
            seat, text = lines[i]
            draw_seat_mark(r, x + 19, ly + size * 0.35 + 5, 7, self.scene.seat_color(seat),
                           shadow=False)
            r.text(text, x + 32, ly, size, theme.TEXT, wrap=w - 46)
            ly += eh
