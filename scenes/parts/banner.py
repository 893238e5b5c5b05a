"""The turn banner at the top of the table: whose turn it is (or who is thinking) and, on its
second line, what is asked now — or the hint's line while a hint is on show.

The second line keeps inside the banner's box at every window size: it shrinks (never under
the legibility floor, ``Renderer.MIN_PX``), then wraps onto more lines in a box that grows
downwards only where nothing of the table lies under it, and else is cut with "…" and the
whole text is shown by a tooltip on the banner.  A scene with ``short_prompt(text)`` gives
a shorter phrase for its line, used where the long one would be cut.  A hint is never cut: it
takes two rows in the title's place, or the hint's shorter form (``short_text``)."""
from __future__ import annotations

import esper

from engine import theme
from engine.ecs.components import Hoverable, Transform, Visual, Z
from engine.render import Renderer
from engine.widgets.overlays import HINT_RING
from engine.widgets.text import line_height, readable, wrap_words

WIDTH = 900
TOP = 8.0
LINE_Y = 48.0           # canvas y of the second line's first row
BOTTOM = 84.0           # the box's lower edge when nothing may lie under a taller banner
SHRUNK = 0.85           # a hint's one row shrunk under this share of the line's size takes two
#                         rows or its short form where they are larger
TIP_KIND = "banner_tip"     # the invisible hover area that carries the cut text's tooltip


def name_list(sc, seats) -> str:
    """Seat names as a sentence lists them: "Olena", "Olena and Taras", "Olena, Taras and Mira"."""
    names = [sc.seat_name(a) for a in seats]
    if len(names) < 2:
        return "".join(names)
    return sc.t("game.name_list", first=", ".join(names[:-1]), last=names[-1])


def _overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


class Banner:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.bottom = BOTTOM            # canvas y of its lower edge as last drawn
        self.box = (960 - WIDTH / 2, TOP, WIDTH, BOTTOM - TOP)
        self.cut = ""                   # the whole second line while it is shown cut ("…")
        self._fit: tuple = (None, None)     # (key, (size, rows)) of the second line
        self._tip: int | None = None
        self._together = False          # the viewer acts in a step with others at once
        self.reserve = 0.0              # canvas px at its right end kept for a button of the
                                        # table's own (a network table's): no text runs under it
        self.said: int | None = self.UNSAID     # the seat the text names first (``text``)
        self.said_text = ""                     # ... and that text

    def text(self) -> str:
        """Whose turn it is, who is thinking, or that the game is over (the scene's
        ``banner_text`` says it, so a network table can tell whom it waits for instead); the
        seat it names first is ``said``, whose colour the strip shows."""
        self.said, text = self._said()
        self.said_text = text
        return text

    def _said(self) -> tuple[int | None, str]:
        """(the seat the banner's text names first, or None, that text)."""
        sc = self.scene
        s = sc.session
        if s.is_over() and s.steps and sc.busy():   # the last move still plays: its mover's turn
            seat = s.steps[-1].seat
            return seat, sc.t("game.turn_of", name=name_list(sc, [seat]), n=1)
        if s.is_over():
            return None, sc.t("game.over")
        acting = s.to_act()
        # a step all play at once, the viewer among them (still so while the move of the
        # last other seat to act plays out): the viewer may act now, and hears so first
        self._together = sc.viewer in acting and (len(acting) > 1 or self._together)
        if self._together and sc.my_turn() and not sc.demo and (
                len(acting) > 1 or self._playing_other() is not None):
            return sc.viewer, self._yours_at_once()
        mover = self._playing_other()
        if mover is not None:       # another's move still plays, though the rules ask the
            key = "game.thinking" if sc.flow.is_ai(mover) else "game.turn_of"   # viewer
            return mover, sc.t(key, name=name_list(sc, [mover]), n=1)
        waiting = sc.flow.waiting_on()
        # an AI's turn says one thing from its first frame to its last, its moves playing
        # included: it thinks (never "X's turn" between its actions, which flickered)
        ais = [a for a in acting if sc.flow.is_ai(a)]
        if (waiting or ais and len(ais) == len(acting)) and (
                sc.flow.human_to_act() is None or sc.demo):
            seats = waiting or ais
            return seats[0], sc.t("game.thinking", name=name_list(sc, seats), n=len(seats))
        if sc.my_turn():
            owner = getattr(sc, "turn_owner", lambda: None)()
            if owner is not None and owner != sc.viewer:    # a choice in another's turn
                return sc.viewer, sc.t("game.your_choice", owner=sc.seat_name(owner),
                                       name=sc.seat_name(sc.viewer))
            return sc.viewer, sc.t("game.your_turn", name=sc.seat_name(sc.viewer))
        return (acting[0] if acting else None,
                sc.t("game.turn_of", name=name_list(sc, acting), n=len(acting)))

    def _yours_at_once(self) -> str:
        """A step every seat plays at once (a draft, planning, a blessing's roll) where the
        viewer may act: it says so first, never that another is thinking while the second
        line asks the viewer to act (play-test 12); a choice in another seat's turn says
        whose turn it is."""
        sc = self.scene
        owner = getattr(sc, "turn_owner", lambda: None)()
        if owner is not None and owner != sc.viewer:
            return sc.t("game.your_choice", owner=sc.seat_name(owner),
                        name=sc.seat_name(sc.viewer))
        return sc.t("game.your_turn_all", name=sc.seat_name(sc.viewer))

    def _playing_other(self) -> int | None:
        """The AI (or remote) seat whose move the table still plays while the rules already
        ask the viewer (the AI ended its turn, or its move asks the viewer a blessing's
        choice): until it has played out the banner is the mover's, never "your turn"."""
        sc = self.scene
        steps = getattr(sc.session, "steps", None)
        if not steps or not sc.busy():
            return None
        seat = steps[-1].seat
        if seat == sc.viewer or not (sc.flow.is_ai(seat) or sc.flow.is_remote(seat)):
            return None
        return seat if sc.flow.human_to_act() is not None else None

    # -- fitting the second line ----------------------------------------------------------------
    def room(self, bottom: float) -> bool:
        """Whether the banner may grow down to ``bottom``: nothing drawn on the table lies in
        the strip it would newly cover."""
        strip = (960 - WIDTH / 2, BOTTOM, WIDTH, bottom - BOTTOM)
        for ent, (tf, vis) in esper.get_components(Transform, Visual):
            if ent == self._tip or not vis.visible or tf.alpha <= 0:
                continue
            if _overlaps(tf.rect, strip):
                return False
        return True

    def _lines(self, r: Renderer, sub: str, weight: str) -> tuple[float, list[str]]:
        """The second line's size and rows: one row as large as fits (down to the floor), else
        rows at the floor (measured once per text, not every frame)."""
        if not sub:
            return readable(r, 23), []
        inner = WIDTH - 60 - self.reserve
        floor = r.min_size
        size = readable(r, 23)
        while r.text_size(sub, size, weight)[0] > inner and size > floor:
            size = max(floor, size * 0.92)
        if r.text_size(sub, size, weight)[0] <= inner:
            return size, [sub]
        return floor, wrap_words(r, sub, floor, weight, inner)

    def _fitted(self, r: Renderer, sub: str, weight: str) -> tuple[float, list[str], bool]:
        """Size, rows and whether the line is cut: rows wrap only while nothing of the table
        lies where the taller banner would reach (checked every frame: pieces move), else one
        row cut with "…"."""
        key = (sub, r.scale, weight, self.reserve)
        if self._fit[0] != key:
            self._fit = (key, self._lines(r, sub, weight))
        size, rows = self._fit[1]
        if len(rows) > 1 and not self.room(LINE_Y + line_height(r, size, weight) * len(rows) + 6):
            return size, [sub], True
        return size, rows, False

    def _two_rows(self, r: Renderer, text: str, weight: str) -> tuple[float, list[str]] | None:
        """``text`` in at most two rows inside the banner's own box, from its top (the title's
        place), as large as fits; None where it does not."""
        inner, room = WIDTH - 60 - self.reserve, BOTTOM - TOP - 8
        size = readable(r, 23)
        while True:
            rows = wrap_words(r, text, size, weight, inner)
            if len(rows) <= 2 and line_height(r, size, weight) * len(rows) <= room and all(
                    r.text_size(x, size, weight)[0] <= inner for x in rows):
                return size, rows
            if size <= r.min_size:
                return None
            size = max(r.min_size, size * 0.92)

    def _hint_fit(self, r: Renderer, text: str, weight: str, title: str) -> tuple:
        """(size, rows, cut, text, title, top) of a hint too long for its line: in two rows
        over the title (the hint is asked on the viewer's own turn: the title says only
        that), else the scene's shorter form (``hints.short_text()``) in its line or in two
        rows, else cut with "…" as any line."""
        two = self._two_rows(r, text, weight)
        if two:
            return two[0], two[1], False, text, "", TOP + 4
        short = getattr(self.scene.hints, "short_text", lambda: None)()
        if short:
            size, rows, cut = self._fitted(r, short, weight)
            if not cut:
                return size, rows, False, short, title, LINE_Y
            two = self._two_rows(r, short, weight)
            if two:
                return two[0], two[1], False, short, "", TOP + 4
        size, rows, cut = self._fitted(r, text, weight)
        return size, rows, cut, text, title, LINE_Y

    def _tooltip(self, text: str) -> None:
        """The cut line's whole text on hover (an invisible area over the banner)."""
        if self._tip is not None and not esper.entity_exists(self._tip):
            self._tip = None
        if not text:
            if self._tip is not None:
                esper.delete_entity(self._tip, immediate=True)
                self._tip = None
            return
        x, y, w, h = self.box
        if self._tip is None:
            self._tip = esper.create_entity(Transform(x + w / 2, y + h / 2, w, h),
                                            Visual(TIP_KIND, {}), Z(950),
                                            Hoverable(tooltip=text, cursor_hand=False))
        esper.component_for_entity(self._tip, Hoverable).tooltip = text

    # -- drawing ------------------------------------------------------------------------------
    UNSAID = -1         # ``said`` before the text is asked in a frame

    def strip_color(self, title: str) -> tuple:
        """The colour of the strip at the banner's left: the seat its text names first, from
        the same state as the text (play-test 14: while an AI's move still played, "Taras (AI)
        is thinking…" showed the next seat's colour); a scene's own text (a network table's)
        that did not ask ``text``: the first seat to act."""
        sc = self.scene
        seat = self.said
        if seat == self.UNSAID or title != self.said_text:
            acting = sc.session.to_act()
            seat = acting[0] if acting and not sc.session.is_over() else None
        return sc.seat_color(seat) if seat is not None else theme.GOLD

    def draw(self, r: Renderer) -> None:
        probe = Renderer.probe
        if probe is None:
            self._draw(r)
            return
        with probe.within(kind="banner"):
            self._draw(r)

    def _draw(self, r: Renderer) -> None:
        sc = self.scene
        s = sc.session
        hint = sc.hints.text() if not sc.hint_bubble_hidden() else ""
        sub = hint or (sc.prompt() if not s.is_over() else "")
        w = WIDTH
        weight = "semibold" if hint else "regular"
        size, lines, cut = self._fitted(r, sub, weight)
        short = getattr(sc, "short_prompt", None)
        if cut and not hint and short is not None:
            sub = short(sub) or sub      # a scene's shorter phrase where the long one won't fit
            size, lines, cut = self._fitted(r, sub, weight)
        self.said = self.UNSAID
        title, top, whole = sc.banner_text(), LINE_Y, sub
        color = self.strip_color(title)
        if cut and hint:                # a hint is never cut: two rows in the title's place,
            #                             or the scene's shorter form (in one row, or in two)
            size, lines, cut, sub, title, top = self._hint_fit(r, sub, weight, title)
        elif hint and size < SHRUNK * readable(r, 23):     # nor shrunk far where those are
            fit = self._hint_fit(r, sub, weight, title)    # larger (play-test 14: 13 px)
            if fit[0] > size and not fit[2]:
                size, lines, cut, sub, title, top = fit
        lh = line_height(r, size, weight)
        bottom = max(BOTTOM, top + lh * len(lines) + 6) if lines else 60
        self.bottom = bottom
        self.box = (960 - w / 2, TOP, w, bottom - TOP)
        self.cut = sub if cut else ""
        self._tooltip(self.cut or (whole if sub != whole else ""))   # a short form: the whole
        r.fill(960 - w / 2, TOP, w, bottom - TOP, (24, 18, 16, 225), 16, 2,
               HINT_RING if hint else theme.PANEL_EDGE)
        r.fill(960 - w / 2 + 10, 20, 14, 28, color, 4)
        cx = 960 - self.reserve / 2     # the text is centred in what the button leaves
        if title:
            r.text(title, cx, 14, 30, theme.GOLD, "bold", "midtop",
                   max_width=w - 80 - self.reserve, ellipsis=True)
        for i, line in enumerate(lines):    # a hint takes the prompt's line: never the table
            r.text(line, cx, top + i * lh, size, HINT_RING if hint else theme.TEXT, weight,
                   "midtop", max_width=w - 60 - self.reserve, ellipsis=cut)
        if sc.flow.waiting_on():        # only for a wait long enough to notice (>= 0.3 s)
            bar = (w - 80) / 4
            k = (sc.time * 0.8) % 1.0
            r.fill(960 - w / 2 + 40 + (w - 80 - bar) * abs(2 * k - 1), bottom - 4, bar, 4,
                   theme.GOLD, 2)
