"""The turn banner at the top of the table: whose turn it is (or who is thinking) and, on its
second line, what is asked now — or the hint's line while a hint is on show."""
from __future__ import annotations

from engine import theme
from engine.render import Renderer
from engine.widgets.overlays import HINT_RING
from engine.widgets.text import fit_lines, line_height, readable

WIDTH = 900


def name_list(sc, seats) -> str:
    """Seat names as a sentence lists them: "Olena", "Olena and Taras", "Olena, Taras and Mira"."""
    names = [sc.seat_name(a) for a in seats]
    if len(names) < 2:
        return "".join(names)
    return sc.t("game.name_list", first=", ".join(names[:-1]), last=names[-1])


class Banner:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.bottom = 84.0              # canvas y of its lower edge as last drawn
        self._fit: tuple = (None, None)     # (text key, fit_lines result) of the second line

    def text(self) -> str:
        """Whose turn it is, who is thinking, or that the game is over (the scene's
        ``banner_text`` says it, so a network table can tell whom it waits for instead)."""
        sc = self.scene
        s = sc.session
        if s.is_over():
            return sc.t("game.over")
        acting = s.to_act()
        waiting = sc.flow.waiting_on()
        if waiting and (sc.flow.human_to_act() is None or sc.demo):
            return sc.t("game.thinking", name=name_list(sc, waiting), n=len(waiting))
        if sc.my_turn():
            owner = getattr(sc, "turn_owner", lambda: None)()
            if owner is not None and owner != sc.viewer:    # a choice in another's turn
                return sc.t("game.your_choice", owner=sc.seat_name(owner),
                            name=sc.seat_name(sc.viewer))
            return sc.t("game.your_turn", name=sc.seat_name(sc.viewer))
        return sc.t("game.turn_of", name=name_list(sc, acting), n=len(acting))

    def _lines(self, r: Renderer, sub: str, weight: str) -> tuple[float, list[str]]:
        """The second line's size and lines: one line, a little smaller if need be, else two
        (measured once per text, not every frame)."""
        size = readable(r, 23)
        if not sub:
            return size, []
        key = (sub, r.scale, weight)
        if self._fit[0] != key:
            self._fit = (key, fit_lines(r, sub, WIDTH - 60, line_height(r, size, weight) * 1.2,
                                        size, readable(r, 19), weight))
        return self._fit[1]

    def draw(self, r: Renderer) -> None:
        sc = self.scene
        s = sc.session
        acting = s.to_act()
        color = sc.seat_color(acting[0]) if acting else theme.GOLD
        hint = sc.hints.text() if not sc.hint_bubble_hidden() else ""
        sub = hint or (sc.prompt() if not s.is_over() else "")
        w = WIDTH
        # the second line keeps a readable size in a small window and wraps (the banner grows)
        weight = "semibold" if hint else "regular"
        size, lines = self._lines(r, sub, weight)
        lh = line_height(r, size, weight)
        bottom = 48 + lh * len(lines) + 6 if lines else 60
        self.bottom = bottom
        r.fill(960 - w / 2, 8, w, bottom - 8, (24, 18, 16, 225), 16, 2,
               HINT_RING if hint else theme.PANEL_EDGE)
        r.fill(960 - w / 2 + 10, 20, 14, 28, color, 4)
        r.text(sc.banner_text(), 960, 14, 30, theme.GOLD, "bold", "midtop", max_width=w - 80)
        for i, line in enumerate(lines):    # a hint takes the prompt's line: never the table
            r.text(line, 960, 48 + i * lh, size, HINT_RING if hint else theme.TEXT, weight,
                   "midtop", max_width=w - 40)
        if sc.flow.waiting_on():        # only for a wait long enough to notice (>= 0.3 s)
            bar = (w - 80) / 4
            k = (sc.time * 0.8) % 1.0
            r.fill(960 - w / 2 + 40 + (w - 80 - bar) * abs(2 * k - 1), bottom - 4, bar, 4,
                   theme.GOLD, 2)
