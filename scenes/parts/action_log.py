"""The action log widget: the whole game as the viewer may know it, newest at the bottom,
wrapped and never cut, scrolled with the wheel.

Each step gives its action's line (the rules' ``describe`` for that viewer) and then a line for
every public event of that step the action line does not tell (the rules' optional
``describe_event`` on the events the viewer may see, ``view_events``): dice rolled and what they
gave, cards revealed, points scored.  Lines are grouped by round (a round header, when the
game's events carry a ``round``) and by turn (a rule above the first line of another seat's
turn).  Hovering a line lights it and rings the table entities that show its action (the
scene's ``hint_targets``).  Lines are described once per step and language, not per frame."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import esper
import pygame

from engine import theme
from engine.ecs.components import Visual
from engine.ecs.pictures import premultiply
from engine.ecs.table import Table
from engine.render import Renderer
from engine.rules.protocol import string_leaves
from engine.rules.table_hooks import NO_ACTOR, name_seats, optional
from engine.widgets.overlays import draw_hint_rings
from engine.widgets.seatmark import draw_seat_mark
from engine.widgets.text import readable
from engine.worlds import use_world


@dataclass(frozen=True)
class LogLine:
    """One line of the log: who it is about (None: the table), its text, its kind ("action",
    "event" or "round"), the step it tells, whether it starts another seat's turn and the
    things it names (the strings of the events it tells, as the viewer may see them: card,
    tile and space ids) — hovering it rings the table entities keyed by them."""
    seat: int | None
    text: str
    kind: str = "action"
    step: int = -1
    new_turn: bool = False
    names: frozenset = frozenset()
    # the text as drawn, when shorter than ``text``: a move that goes on the same seat's turn
    # without the name again (its seat's mark says who; a World in Progress turn is three moves)
    shown: str | None = None

    @property
    def drawn(self) -> str:
        return self.text if self.shown is None else self.shown


def named_line(ln: LogLine) -> LogLine:
    """``ln`` drawn with its actor's name (a line drawn without it gets it back)."""
    return ln if ln.shown is None else replace(ln, shown=None)


def event_lines(rules, events: list, lang: str, viewer: int | None,
                actor: int | None) -> list[tuple[int | None, str]]:
    """(seat, text) for each public event ``viewer`` may see: the rules' optional
    ``describe_event`` gives a line (its actor is ``event.seat``, else ``actor``), a list of
    (seat, line), or None for an event the action line already tells."""
    return [(seat, text) for seat, text, _ in told_events(rules, events, lang, viewer, actor)]


def told_events(rules, events: list, lang: str, viewer: int | None,
                actor: int | None) -> list[tuple[int | None, str, frozenset]]:
    """``event_lines`` with the things each line's event names (``named``)."""
    tell = optional(rules, "describe_event")
    if tell is None or not events:
        return []
    try:
        seen = rules.view_events(list(events), viewer)
    except Exception:  # noqa: BLE001 - the log must never crash the table
        return []
    out: list[tuple[int | None, str, frozenset]] = []
    for e in seen:
        try:
            told = tell(e, lang, viewer)
        except Exception:  # noqa: BLE001
            continue
        if not told:
            continue
        names = named(e)
        if isinstance(told, str):
            seat = getattr(e, "seat", actor)
            out.append((seat if isinstance(seat, int) else actor, told, names))
        else:
            out.extend((s if isinstance(s, int) else actor, str(t), names) for s, t in told)
    return out


def retold(told: list, seat: int | None, text: str) -> tuple[str, list]:
    """The action line and the told events, where one event line of the same seat says the
    action line and more ("buys the face “3 gold”" and "buys the face “3 gold” for 2 gold"):
    that line becomes the action line and is not told again (one line per purchase)."""
    for k, (s, line, _) in enumerate(told):
        if (s == seat and text and len(line) > len(text) and line.startswith(text)
                and line[len(text)] in " ,:;("):
            return line, told[:k] + told[k + 1:]
    return text, told


def action_line(sc, i: int, st: Any, text: str, told: list, new_turn: bool,
                above: Any = ...) -> tuple[LogLine, list]:
    """Step ``i``'s action line (``retold`` by an event line that says it and more; seats
    named inside it by their names) and the event lines still to tell.  The line is drawn
    without its seat's name only when it goes on that seat's turn and the line just above it
    (``above``: its seat, None for a round header or an impersonal line) is that seat's too;
    after a line of another actor ("Taras completes Recycling Plant") it says whose it is."""
    names = action_names(sc.rules, told, st.events, sc.viewer)
    text, told = retold(told, st.seat, text)
    body = name_seats(text, sc.seat_name)     # (a later move of a turn: drawn as ``shown``)
    named = new_turn or (above is not ... and above != st.seat)
    return LogLine(st.seat, f"{sc.seat_name(st.seat)}: {body}", "action", i, new_turn, names,
                   None if named else body), told


def named(event: Any) -> frozenset:
    """The things an event (as a viewer sees it) names: its string values, nested ones too,
    but not a hidden one ("?") nor a one-letter code.  Table keys are built from the same ids
    (``tile:wip23``, ``ww.c.0.museum.0``), never from a secret."""
    fields = getattr(event, "__dict__", None)
    if fields is None and hasattr(event, "__dataclass_fields__"):
        fields = {k: getattr(event, k) for k in event.__dataclass_fields__}
    return frozenset(v for v in string_leaves(fields or {}) if len(v) > 1 and v != "?")


def event_round(events: list) -> int | None:
    """The round an event of the step names (a round or turn start), if any."""
    for e in events:
        n = getattr(e, "round", None)
        if isinstance(n, int) and not isinstance(n, bool):
            return n
    return None


def action_names(rules, told: list, events: list, viewer: int | None) -> frozenset:
    """What an action line names: its told events' names, or where a game tells no event
    lines, the names of the events the viewer may see (the action line names them)."""
    if told:
        return frozenset().union(*(n for _, _, n in told))
    try:
        return frozenset().union(*(named(e) for e in rules.view_events(list(events), viewer)))
    except Exception:  # noqa: BLE001 - the log must never crash the table
        return frozenset()


def opening_events(session) -> list:
    """What set-up played before the first action (the session's ``opening_events``), or []."""
    get = getattr(session, "opening_events", None)
    try:
        return list(get()) if callable(get) else []
    except Exception:  # noqa: BLE001 - the log must never crash the table
        return []


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


def line_color(ln: LogLine) -> tuple[int, int, int]:
    """The colour a log line is drawn (and measured) in."""
    return theme.TEXT if ln.kind == "action" else theme.TEXT_DIM


class ActionLog:
    FEW_LINES = 5       # a box holding fewer one-row lines names the actor on every line,
    SMALL_SCALE = 0.5   # as does every box in a window smaller than 960x540 (800x450)

    def __init__(self, scene) -> None:
        self.scene = scene
        self.scroll = 0
        self._cache: list[list[LogLine]] = []       # the lines of each step
        self._opening: list[LogLine] = []            # what set-up played (opening_lines)
        self._opening_round: int | None = None
        self._key: tuple = ()
        self._steps: list = []
        self._version = 0                            # bumped whenever the lines change
        self._entries: tuple[int, list[LogLine]] = (-1, [])
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
    def _step_lines(self, i: int, st: Any, prev: Any, last_round: int | None,
                    lang: str, above: Any = ...) -> list[LogLine]:     # above: its seat
        sc = self.scene
        try:
            text = sc.rules.describe(st.action, lang, sc.viewer, st.seat)
        except Exception:  # noqa: BLE001 - the log must never crash the table
            text = " ".join(str(a) for a in st.action)
        new_turn = prev is None or prev.seat != st.seat
        told = told_events(sc.rules, st.events, lang, sc.viewer, st.seat)
        first, told = action_line(sc, i, st, text, told, new_turn, above)
        out = [first]
        rnd = event_round(st.events)
        if rnd is not None and rnd != last_round:   # the round this step's action began
            out.append(LogLine(None, sc.t("game.log_round", n=rnd), "round", i))
        out.extend(self._event_lines(told, i, (st.seat, text)))
        return out

    def _event_lines(self, told: list, i: int, said: tuple | None = None) -> list[LogLine]:
        """A line for each told event of step ``i``, in order.  Equal lines are kept: two
        seats that gain "1 gold", or one seat's two dice that each give it, are two gains (a
        de-duplication here once lost most of a divine blessing).  Only the one event line
        that repeats the action line of the same seat (``said``) is left out."""
        out = []
        for seat, line, names in told:
            if said is not None and (seat, line) == said:
                said = None     # the action line already says it
                continue
            if seat == NO_ACTOR:
                seat, who = None, ""
            else:
                who = f"{self.scene.seat_name(seat)} " if seat is not None else ""
            out.append(LogLine(seat, who + name_seats(line, self.scene.seat_name), "event", i,
                               names=names))
        return out

    def opening_lines(self, lang: str) -> list[LogLine]:
        """The lines of what set-up played before the first action (the session's
        ``opening_events``: Dice Forge's first divine blessing), as the viewer may know it:
        the round header, then a line for each event; step -1."""
        sc = self.scene
        events = opening_events(sc.session)
        rnd = self._opening_round = event_round(events)
        if not events:
            return []
        out = []
        if rnd is not None:
            out.append(LogLine(None, sc.t("game.log_round", n=rnd), "round", -1))
        lines = self._event_lines(told_events(sc.rules, events, lang, sc.viewer, None), -1)
        if lines:
            lines[0] = LogLine(lines[0].seat, lines[0].text, "event", -1, True, lines[0].names)
        return out + lines

    def step_lines(self) -> list[list[LogLine]]:
        """The lines of each step so far (after an undo the cache is cut back to the steps
        that are still there).  Asked every frame: unchanged steps cost a few comparisons."""
        sc = self.scene
        lang = sc.app.i18n.lang
        key = (lang, sc.viewer)         # a line is told as the viewer may know it
        steps = sc.session.steps
        old = self._steps
        if (self._key == key and len(steps) == len(old)
                and (not steps or (steps[-1] is old[-1] and steps[0] is old[0]))):
            return self._cache
        if self._key != key:
            self._opening = self.opening_lines(lang)
        cache = self._cache if self._key == key else []
        keep = 0
        while keep < min(len(cache), len(steps)) and old[keep] is steps[keep]:
            keep += 1
        del cache[keep:]
        self._steps = list(steps)
        rounds = [self._opening_round] + [
            event_round(st.events) for st in steps[:keep]]
        last_round = next((r for r in reversed(rounds) if r is not None), None)
        for i in range(keep, len(steps)):
            st = steps[i]
            above = ((cache[-1] if cache else self._opening) or [LogLine(None, "")])[-1].seat
            lines = self._step_lines(i, st, steps[i - 1] if i else None, last_round, lang, above)
            last_round = event_round(st.events) or last_round
            cache.append(lines)
        self._cache, self._key = cache, key
        self._version += 1
        return cache

    def entries(self) -> list[LogLine]:
        """Every line so far.  Scrolled back, the box keeps showing the lines it showed while
        new ones come (``scroll`` counts from the newest line)."""
        self.step_lines()
        if self._entries[0] != self._version:
            before = len(self._entries[1]) if self._entries[0] >= 0 else None
            self._entries = (self._version,
                             self._opening + [ln for lines in self._cache for ln in lines])
            if self.scroll and before is not None:
                self.scroll = max(0, self.scroll + len(self._entries[1]) - before)
        return self._entries[1]

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
        return 46.0 if ln.kind == "event" else 32.0

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
        key = (self._version, r.scale, tuple(self.rect))
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
        name (a card, tile, space or piece, wherever it lies now), then, for the viewer's own
        action, what the scene's ``hint_targets`` show for it (a die face, a pool slot)."""
        from scenes.parts.hints import drawn_rect, entity_rect
        sc = self.scene
        if not (0 <= ln.step < len(sc.session.steps)) or ln.kind == "round":
            return []
        rects = [rc for rc in (drawn_rect(ent) for ent in keyed_named(sc, ln.names))
                 if rc is not None]
        st = sc.session.steps[ln.step]
        mine = st.seat == sc.viewer or (sc.viewer is None and st.seat == sc.big_seat())
        if not mine:        # another seat's action: hint_targets would show the viewer's things
            return rects
        try:
            names = sc.hint_targets(tuple(st.action))
        except Exception:  # noqa: BLE001 - an old action may not be on the table any more
            return rects
        return rects + [rc for rc in (entity_rect(sc, n) for n in names)
                        if rc is not None and rc not in rects]

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, r: Renderer) -> None:
        """The box, from a surface drawn again only when its lines, scroll, hovered line, rect
        or scale change (drawing every wrapped line every frame was a sixth of a frame); the
        rings around what the hovered line names, every frame (they pulse)."""
        most = self.max_scroll(r)           # (new lines first move a scrolled-back view)
        self.scroll = min(self.scroll, most)
        place = (self._version, self.scroll, tuple(self.rect), r.scale)
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
                           7 if ln.kind == "action" else 5, self.scene.seat_color(ln.seat),
                           shadow=False)
        r.text(ln.drawn, x + indent, ly, size, line_color(ln), wrap=w - 14 - indent)
