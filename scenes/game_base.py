"""What every game's table scene shares: the action log, the turn banner, the HUD, the pause
menu, demo mode and the end of the game.  Who acts, whose view is drawn, hand-offs, AI pacing,
undo and autosave are decided by the scene's ``TurnFlow`` (engine/turnflow.py); the scene asks it
once per frame and draws.

A game scene subclasses ``GameScene`` and implements ``build_table`` (create entities from the
current view), ``animate`` (turn one action's events into tweens) and ``prompt`` (what is being
asked now).  Rules logic never lives here: legality comes from ``legal()``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable

import esper
import pygame

from engine import theme
from engine.ecs.components import Clickable, Lifetime, Particle, Transform, Tweens
from engine.ecs.processors import TweenProcessor, is_animating
from engine.ecs.table import Table
from engine.layout import load_layout
from engine.render import Renderer
from engine.rules import Action, Event, IllegalAction
from engine.saves import SaveStore
from engine.scene import Scene
from engine.widgets.card import CardZoom
from engine.widgets.overlays import HINT_RING, ChoiceDialog, draw_hint_rings
from engine.widgets.seatmark import draw_seat_mark
from engine.widgets.text import fit_lines, line_height, readable
from engine.session import GameSession
from engine.turnflow import TurnFlow

HINT_LEVEL = "normal"           # the AI level whose move a hint shows


@dataclass
class Hint:
    """A hint asked for ``seat`` at ``at_step`` (len(session.steps)): the AI's ticket, then its
    action and the table entities that show it.  Never played; gone when the state moves."""
    seat: int
    at_step: int
    ticket: Any
    action: Action | None = None
    targets: tuple[str, ...] = ()
    failed: bool = False
    legal: tuple = ()               # the seat's legal actions when asked


class GameScene(Scene):
    hidden_info = True          # pass-and-play needs a hand-off screen between humans
    counts_for_records = True   # False for tutorial and demo games (the hall of fame skips them)
    demo_note = "game.demo"     # i18n key of the demo's footer line ("" for none: replay viewer)
    log_rect = (1440, 760, 460, 300)   # canvas rect of the action log (subclasses may move it)

    def __init__(self, app, session: GameSession, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.flow = TurnFlow(session, demo=demo, hidden_info=self.hidden_info)
        self.ended_at: float | None = None
        self.results_shown = False
        self._banner_fit: tuple = (None, None)      # (text key, fit_lines result) of the banner
        self.log_scroll = 0
        self._log_cache: list[tuple[int, str]] = []
        self._log_lang: tuple = ()
        self._log_steps: list = []
        self._log_heights: dict[tuple, float] = {}
        self._drawn_viewer: int | None = self.flow.viewer
        self._handoff_shown: int | None = None
        self._anim_speedup = 1.0    # AI moves animate faster than a human's (TurnFlow)
        self._settling = False
        self.hint: Hint | None = None

    # -- perspective ---------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """Whose view the table shows (None = the public view)."""
        return self.flow.viewer

    @property
    def handoff_pending(self) -> bool:
        return self.flow.handoff is not None

    @property
    def rules(self):
        return self.session.rules

    @property
    def view_state(self) -> Any:
        """What the current viewer may see: the only state the table draws."""
        return self.session.view(self.viewer)

    def my_turn(self) -> bool:
        return self.flow.my_turn()

    def legal(self) -> list[Action]:
        """Legal actions of the viewer now (empty when it is not their turn)."""
        return self.flow.legal()

    def seat_name(self, seat: int) -> str:
        return self.session.seat_name(seat, lambda s: self.t("seat.player", n=s + 1))

    def seat_color(self, seat: int) -> tuple[int, int, int]:
        return theme.SEAT_COLORS[self.session.seats[seat].color % len(theme.SEAT_COLORS)]

    # -- subclass interface -------------------------------------------------------------------
    def build(self) -> None:
        self.build_table()
        self.build_hud()

    def build_table(self) -> None:
        raise NotImplementedError

    def animate(self, seat: int, action: Action, events: list[Event]) -> None:
        """Turn events into tweens; the default simply redraws the table from the view."""
        self.resync()

    def prompt(self) -> str:
        return ""

    def results_note(self) -> str:
        return ""

    def hint_targets(self, action: Action) -> list[str]:
        """Names of the table entities that show ``action`` (the thing to click first first);
        each game's scene says which.  Names not on the table are ignored."""
        return []

    def paused(self) -> bool:
        """True while something over the table (a tutorial panel) holds the game: no AI move
        is played and the results wait; animations run on."""
        return False

    # a scene's strings are "<i18n_prefix>.<name>"; results columns read "<prefix>.bd.<key>"
    i18n_prefix = ""
    # a scene whose cards show large sets a CardZoom: right click pins, long hover shows
    zoom: CardZoom | None = None

    def breakdown_label(self, key: str) -> str:
        k = f"{self.i18n_prefix}.bd.{key}"
        return self.t(k) if self.i18n_prefix and self.app.i18n.has(k) else key

    def breakdown_cell(self, seat: int, key: str, value: int) -> tuple[str, str]:
        """A results cell: the value and an optional small line explaining it (e.g. "6×2")."""
        return (str(value), "")

    def resync(self) -> None:
        """Rebuild all entities from the current view (after undo, hand-off, language change)."""
        self.rebuild()

    # -- HUD --------------------------------------------------------------------------------------
    def build_hud(self) -> None:
        self.button("hud.menu", "", 1860, 44, 72, 64, tag="menu", style="ghost", icon="menu",
                    tooltip=self.t("game.menu_tip"), z=900)
        if not self.demo:
            self.button("hud.undo", self.t("game.undo"), 1680, 44, 200, 64, tag="undo",
                        style="secondary", icon="undo", tooltip=self.t("game.undo_tip"), z=900,
                        enabled=self.flow.can_undo())
            self.button("hud.hint", self.t("hint.button"), 1500, 44, 148, 64, tag="hint",
                        style="secondary", icon="info", tooltip=self.t("hint.tip"), z=900,
                        enabled=self.hint_allowed())

    def refresh_hud(self) -> None:
        ent = self.find("hud.undo")
        if ent is not None:
            esper.component_for_entity(ent, Clickable).enabled = self.flow.can_undo()
        ent = self.find("hud.hint")
        if ent is not None:
            esper.component_for_entity(ent, Clickable).enabled = self.hint_allowed()

    def draw_overlay(self, r: Renderer) -> None:
        self.draw_banner(r)
        self.draw_log(r)
        self.draw_hint(r)
        if self.demo and self.demo_note:
            # a pill of its own, so the line stays readable over whatever the table has there
            note = self.t(self.demo_note)
            tw, th = r.text_size(note, 24, "regular")
            r.fill(960 - tw / 2 - 18, 1062 - th - 10, tw + 36, th + 14, (12, 9, 7, 215), 14)
            r.text(note, 960, 1062, 24, theme.TEXT_DIM, "regular", "midbottom")
        if self.zoom is not None and not self.session.is_over():
            self.zoom.draw(r, self.input.hovered if self.input else None)

    def on_inspect(self, ent: int) -> None:
        if self.zoom is not None:
            self.zoom.right_click(ent)

    # -- hint: what the normal AI would do now, for the human to act (never played) -------------
    def hint_allowed(self) -> bool:
        return (not self.demo and not self.session.is_over() and self.my_turn()
                and not self.flow.is_ai(self.viewer))

    def toggle_hint(self) -> None:
        """The Hint button and ``H``: ask for a hint, or put the one on show away."""
        if self.hint is not None:
            self.clear_hint()
            return
        if not self.request_hint():
            self.app.audio.play("error")

    def request_hint(self) -> bool:
        """Ask the AI service (worker processes) for the viewer's move from the viewer's view
        only; the answer is picked up in ``update``.  False when it is not the viewer's turn."""
        if not self.hint_allowed():
            return False
        seat, s = self.viewer, self.session
        if self.hint is not None and self.hint.seat == seat and self.hint.at_step == len(s.steps):
            return True
        self.clear_hint()
        ticket = self.flow.service().request(self.rules, s.view(seat), seat, HINT_LEVEL,
                                             s.agent_seed(seat) + 7919 * (len(s.steps) + 1))
        self.hint = Hint(seat, len(s.steps), ticket, legal=tuple(self.legal()))
        self.app.audio.play("click")
        return True

    def clear_hint(self) -> None:
        h, self.hint = self.hint, None
        if h is not None and not h.ticket.done:
            try:
                self.flow.service().cancel(h.ticket)
            except Exception:  # noqa: BLE001 - a closed service has nothing to cancel
                pass

    def _tick_hint(self) -> None:
        key = (len(self.session.steps), self.viewer, self.flow.handoff, self.session.is_over())
        if key != getattr(self, "_hint_key", None):
            self._hint_key = key
            ent = self.find("hud.hint")
            if ent is not None:
                esper.component_for_entity(ent, Clickable).enabled = self.hint_allowed()
        h = self.hint
        if h is None:
            return
        steps = self.session.steps
        if h.at_step != len(steps) and self.viewer == h.seat and self.hint_allowed():
            # another seat acted in a simultaneous step (a hidden pick): the hint stands while
            # the viewer's own choices are the same
            if (h.at_step < len(steps) and all(st.seat != h.seat for st in steps[h.at_step:])
                    and tuple(self.legal()) == h.legal):
                h.at_step = len(steps)
        if h.at_step != len(steps) or self.viewer != h.seat or not self.hint_allowed():
            self.clear_hint()           # the state moved on: the hint is stale
            return
        if h.action is not None or h.failed:
            return
        if not h.ticket.done:           # (the turn flow's own poll may have picked it up)
            self.flow.service().poll()
        if not h.ticket.done:
            return
        action = h.ticket.action
        if h.ticket.error is not None or action is None or action not in self.legal():
            h.failed = True
            return
        h.action = tuple(action)
        try:
            names = self.hint_targets(h.action)
        except Exception:  # noqa: BLE001 - a hint must never break the table
            names = []
        h.targets = tuple(n for n in names if self.find(n) is not None)

    def hint_text(self) -> str:
        h = self.hint
        if h is None:
            return ""
        if h.failed:
            return self.t("hint.none")
        if h.action is None:
            return self.t("hint.thinking")
        try:
            text = self.rules.describe(h.action, self.app.i18n.lang, h.seat, h.seat)
        except Exception:  # noqa: BLE001
            text = " ".join(str(a) for a in h.action)
        return self.t("hint.line", text=text)

    def entity_rect(self, name: str) -> tuple[float, float, float, float] | None:
        """Canvas rect (x, y, w, h) of the named entity as drawn now, or None."""
        ent = self.find(name)
        if ent is None or not esper.entity_exists(ent):
            return None
        tf = esper.try_component(ent, Transform)
        if tf is None:
            return None
        w, h = tf.w * tf.scale, tf.h * tf.scale
        return (tf.x - w / 2, tf.y - h / 2, w, h)

    def hint_rects(self) -> list[tuple[float, float, float, float]]:
        if self.hint is None:
            return []
        return [rc for rc in (self.entity_rect(n) for n in self.hint.targets) if rc is not None]

    def draw_rings(self, r: Renderer, rects) -> None:
        """Pulsing gold rings around ``rects`` (the first, the thing to click, the brightest;
        the others a paler ring)."""
        draw_hint_rings(r, rects, self.time)

    def draw_hint(self, r: Renderer) -> None:
        """The rings around the hinted entities (its text is the banner's second line)."""
        if self.hint is not None:
            self.draw_rings(r, self.hint_rects())

    def dialog_hint(self) -> tuple[Action | None, str]:
        """For a choice dialog over this table (engine/widgets/overlays.py): the hinted action
        once known and the hint line, or (None, "") without a hint.  Keeps the hint current
        while the dialog, not this scene, is the one updated each frame."""
        self._tick_hint()
        if self.hint is None or self.hint_bubble_hidden():
            return None, ""
        return self.hint.action, self.hint_text()

    def hint_bubble_hidden(self) -> bool:
        """True when something else (a tutorial panel) tells the player what to do."""
        return False

    # -- seats around the table ------------------------------------------------------------------
    def big_seat(self) -> int:
        """The seat drawn large: the viewing human's, else (demo, AIs) the first to act."""
        if self.viewer is not None:
            return self.viewer
        acting = self.session.to_act()
        return acting[0] if acting else 0

    def others(self) -> list[int]:
        """The other seats in turn order after the big one (their compact panels)."""
        n = len(self.session.seats)
        b = self.big_seat()
        return [(b + k) % n for k in range(1, n)]

    def panel_anchor(self, seat: int):
        """The layout anchor ``other.<i>`` of another seat's panel, or None for the big seat."""
        o = self.others()
        return self.layout[f"other.{o.index(seat)}"] if seat in o else None

    # -- pop-up choices --------------------------------------------------------------------------
    dialog_open = False

    def ask(self, title: str, choices: list, cancel: str | None = None, **kw) -> None:
        """A choice dialog over the table; the chosen value is played as an action."""
        self.dialog_open = True

        def done(value) -> None:
            esper.switch_world(self.world)
            self.dialog_open = False
            if value is not None:
                self.act(value)

        self.app.scenes.push(ChoiceDialog(self.app, title, choices, done, cancel=cancel, **kw))

    def banner_text(self) -> str:
        s = self.session
        if s.is_over():
            return self.t("game.over")
        acting = s.to_act()
        waiting = self.flow.waiting_on()
        if waiting and (self.flow.human_to_act() is None or self.demo):
            return self.t("game.thinking", name=", ".join(self.seat_name(a) for a in waiting))
        if self.my_turn():
            return self.t("game.your_turn", name=self.seat_name(self.viewer))
        return self.t("game.turn_of", name=", ".join(self.seat_name(a) for a in acting))

    def draw_banner(self, r: Renderer) -> None:
        s = self.session
        acting = s.to_act()
        color = self.seat_color(acting[0]) if acting else theme.GOLD
        text = self.banner_text()
        hint = self.hint_text() if not self.hint_bubble_hidden() else ""
        sub = hint or (self.prompt() if not s.is_over() else "")
        w = 900
        # the second line keeps a readable size in a small window and wraps (the banner grows)
        size, weight = readable(r, 23), "semibold" if hint else "regular"
        lines = []
        if sub:                 # one line, a little smaller if need be, else two lines
            key = (sub, r.scale, weight)        # measured once per text, not every frame
            if self._banner_fit[0] != key:
                self._banner_fit = (key, fit_lines(r, sub, w - 60,
                                                   line_height(r, size, weight) * 1.2, size,
                                                   readable(r, 19), weight))
            size, lines = self._banner_fit[1]
        lh = line_height(r, size, weight)
        bottom = 48 + lh * len(lines) + 6 if lines else 60
        self.banner_bottom = bottom
        r.fill(960 - w / 2, 8, w, bottom - 8, (24, 18, 16, 225), 16, 2,
               HINT_RING if hint else theme.PANEL_EDGE)
        r.fill(960 - w / 2 + 10, 20, 14, 28, color, 4)
        r.text(text, 960, 14, 30, theme.GOLD, "bold", "midtop", max_width=w - 80)
        for i, line in enumerate(lines):    # a hint takes the prompt's line: never the table
            r.text(line, 960, 48 + i * lh, size, HINT_RING if hint else theme.TEXT, weight,
                   "midtop", max_width=w - 40)
        if self.flow.waiting_on():      # only for a wait long enough to notice (>= 0.3 s)
            bar = (w - 80) / 4
            k = (self.time * 0.8) % 1.0
            r.fill(960 - w / 2 + 40 + (w - 80 - bar) * abs(2 * k - 1), bottom - 4, bar, 4,
                   theme.GOLD, 2)

    def log_lines(self) -> list[tuple[int, str]]:
        """(seat, line) per action so far; described once per action and language, not per
        frame (after an undo the cache is cut back to the steps that are still there)."""
        lang = self.app.i18n.lang
        key = (lang, self.viewer)       # a line is told as the viewer may know it
        steps = self.session.steps
        cache = self._log_cache if self._log_lang == key else []
        keep = 0
        while keep < min(len(cache), len(steps)) and self._log_steps[keep] is steps[keep]:
            keep += 1
        del cache[keep:]
        self._log_steps = list(steps)
        for st in steps[keep:]:
            try:
                text = self.rules.describe(st.action, lang, self.viewer, st.seat)
            except Exception:  # noqa: BLE001 - the log must never crash the table
                text = " ".join(str(a) for a in st.action)
            cache.append((st.seat, f"{self.seat_name(st.seat)}: {text}"))
        self._log_cache, self._log_lang = cache, key
        return cache

    def log_sizes(self, r: Renderer) -> tuple[float, float]:
        """(title, line) font sizes on the canvas: one size per role, never under about 12 px
        on screen (a small window gets bigger canvas text and fewer, wrapped lines)."""
        return max(22.0, readable(r, 0) * 1.1), readable(r, 19.0)

    def _log_layout(self, r: Renderer) -> tuple[float, float, float, float]:
        """(title size, line size, top of the first line, height for lines) in canvas units."""
        x, y, w, h = self.log_rect
        title, size = self.log_sizes(r)
        top = y + 10 + title * 1.35
        return title, size, top, y + h - 8 - top

    def _log_entry_h(self, r: Renderer, text: str, size: float, width: float) -> float:
        """Canvas height of one wrapped log entry (measured once per text, size and scale)."""
        key = (text, max(6, round(size * r.scale)), round(width * r.scale), r.scale)
        h = self._log_heights.get(key)
        if h is None:
            surf = self.app.assets.text(text, key[1], theme.TEXT, "regular", key[2])
            h = surf.get_height() / r.scale + 4
            if len(self._log_heights) > 4000:
                self._log_heights.clear()
            self._log_heights[key] = h
        return h

    def log_max_scroll(self, r: Renderer) -> int:
        """How far back the log scrolls: until its first line is at the top of a full box."""
        x, y, w, h = self.log_rect
        _, size, _, avail = self._log_layout(r)
        used, fit = 0.0, 0
        for _, text in self.log_lines():
            used += self._log_entry_h(r, text, size, w - 46)
            if used > avail:
                break
            fit += 1
        return max(0, len(self.log_lines()) - max(1, fit))

    def draw_log(self, r: Renderer) -> None:
        x, y, w, h = self.log_rect
        r.fill(x, y, w, h, (22, 17, 15, 215), 14, 2, theme.PANEL_EDGE)
        title, size, top, avail = self._log_layout(r)
        r.text(self.t("game.log"), x + 16, y + 10, title, theme.GOLD, "semibold")
        lines = self.log_lines()
        self.log_scroll = min(self.log_scroll, self.log_max_scroll(r))
        end = max(0, len(lines) - self.log_scroll)
        shown: list[tuple[int, float]] = []
        used = 0.0
        for i in range(end - 1, -1, -1):     # newest at the bottom, wrapped, never cut
            eh = self._log_entry_h(r, lines[i][1], size, w - 46)
            if used + eh > avail and shown:
                break
            shown.append((i, eh))
            used += eh
        ly = top
        for i, eh in reversed(shown):
            seat, text = lines[i]
            draw_seat_mark(r, x + 19, ly + size * 0.35 + 5, 7, self.seat_color(seat), shadow=False)
            r.text(text, x + 32, ly, size, theme.TEXT, wrap=w - 46)
            ly += eh

    def on_wheel(self, dy: int) -> None:
        x, y, w, h = self.log_rect
        mx, my = self.input.mouse
        if x <= mx <= x + w and y <= my <= y + h:
            top = self.log_max_scroll(self.app.renderer)
            self.log_scroll = max(0, min(top, self.log_scroll + dy))
        else:
            self.on_table_wheel(dy)

    def on_table_wheel(self, dy: int) -> None:
        pass

    # -- acting ------------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Play ``action`` for the viewer; a refused action shows the reason (and plays the
        error sound, once) and changes nothing."""
        if not self.my_turn():
            self.app.audio.play("error")
            return False
        seat = self.viewer
        try:
            events = self.flow.act(action)
        except IllegalAction as exc:
            self.app.audio.play("error")
            self.app.show_message(self.t("error.illegal", why=str(exc)))
            return False
        self.after_action(seat, action, events)
        return True

    def after_action(self, seat: int, action: Action, events: list[Event]) -> None:
        if self.hint is not None and self.hint.seat == seat:
            self.clear_hint()           # the player acted; another seat's move is judged
        self._tick_hint()               # in _tick_hint (a hidden pick may leave it standing)
        self.log_scroll = 0
        self._anim_speedup = self.flow.anim_speedup(seat)
        self.animate(seat, action, self.rules.view_events(events, self.viewer))
        self.refresh_hud()
        if self.session.is_over():
            self.ended_at = self.time
            if self.session.autosave:
                SaveStore().clear()

    def undo(self) -> None:
        if not self.flow.can_undo():
            self.app.audio.play("error")
            return
        self.clear_hint()
        self.flow.undo()
        self.app.audio.play("whoosh")
        self.resync()

    # -- per frame -------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        tweens = esper.get_processor(TweenProcessor)
        if tweens is not None:          # AI moves animate faster than a human's, still visibly
            tweens.speed = lambda: self.app.settings.speed * self._anim_speedup

    def exit(self) -> None:
        self.clear_hint()
        self.flow.close()               # a game closed mid-thought cancels its AI cleanly
        super().exit()

    def busy(self) -> bool:
        """True while animations run: AI moves and hand-offs wait for them.  Effects that
        delete themselves (score pop-ups, sparks) play on without holding the next move."""
        for ent, tw in esper.get_component(Tweens):
            if tw.items and not esper.has_component(ent, Lifetime):
                return True
        return False

    def settled(self) -> bool:
        """Nothing at all animates, the effects that delete themselves included: the hand-off
        screen waits for this, so no flight of the previous viewer's card plays on after the
        next player takes the seat."""
        if self.busy() or is_animating():
            return False
        return not (esper.get_component(Lifetime) or esper.get_component(Particle))

    def drop_effects(self) -> None:
        """Delete every effect that deletes itself (pop-ups, sparks, flying copies): they were
        made for the previous viewer and may show what the next one must not see."""
        for comp in (Lifetime, Particle):
            for ent, _ in list(esper.get_component(comp)):
                esper.delete_entity(ent, immediate=True)

    def draw(self, r: Renderer, on_top: bool = True) -> None:
        # once the game is over nothing is to be decided: no tooltip lingers on the last frames
        super().draw(r, on_top and not self.session.is_over())

    def update(self, dt: float) -> None:
        super().update(dt)
        self._tick_hint()
        if self._settling or self.results_shown or self.paused():
            return
        s = self.session
        if s.is_over():
            self.flow.tick(dt, True)
            if self.ended_at is None:
                self.ended_at = self.time
            if not self.busy() and self.time - self.ended_at > 1.2 / self.app.settings.speed:
                self.show_results()
            return
        busy = self.busy()
        if not busy:
            self._anim_speedup = 1.0
        for played in self.flow.tick(dt, busy, self.app.settings.speed):
            self.after_action(played.seat, played.action, played.events)
        self.follow_flow()

    def follow_flow(self) -> None:
        """Show what the turn flow decided: the hand-off screen, or the table from a new side."""
        h = self.flow.handoff
        if h is not None:
            if self._handoff_shown != h and self.settled():
                self._handoff_shown = h
                self.app.push("handoff", name=self.seat_name(h), color=self.seat_color(h),
                              on_ready=lambda: self.handed_to(h))
            return
        if self.flow.viewer != self._drawn_viewer:
            self._drawn_viewer = self.flow.viewer
            self.resync()

    def idle(self, deadline: float) -> None:
        """After the frame is drawn: the in-frame fallback AI (no worker processes) thinks
        until ``deadline``; a frame that had to repaint the table gives it only a sliver."""
        if self.just_rebuilt:
            self.just_rebuilt = False
            return
        if not self.results_shown:
            self.flow.idle(deadline)
            if self.hint is not None and not self.hint.ticket.done:
                self.flow.service().idle(deadline)     # the in-frame fallback thinks here too

    def handed_to(self, seat: int) -> None:
        self.flow.handed_to(seat)
        self._handoff_shown = None
        self._drawn_viewer = seat
        esper.switch_world(self.world)
        self.drop_effects()
        self.resync()

    def finish_animations(self) -> None:
        """Run every running animation to its end now and let the scene settle (a click during
        an animation acts on the table as it will be, instead of being dropped)."""
        tweens = esper.get_processor(TweenProcessor)
        if tweens is None:
            return
        speed = tweens.speed
        tweens.speed = lambda: 1.0
        try:
            for _ in range(20):
                if not is_animating():
                    break
                tweens.process(60.0)
            self._settling = True
            for _ in range(3):              # the scene's own settle step (e.g. a rebuild)
                self.update(0.0)
                if not self.busy():
                    break
        finally:
            self._settling = False
            tweens.speed = speed

    def show_results(self) -> None:
        self.results_shown = True
        self.app.audio.play("victory")
        self.app.push("results", game_scene=self, demo=self.demo)

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        if self.demo and ev.type == pygame.MOUSEBUTTONDOWN:
            self.app.goto("menu")
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
            self.undo()
            return
        if (ev.type == pygame.KEYDOWN and ev.key == pygame.K_h and not self.demo
                and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.toggle_hint()
            return
        if self.zoom is not None and ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.zoom.toggle(None)      # a left click anywhere puts the large card away
        if (ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3) and self.busy()
                and not self.session.is_over()):
            self.finish_animations()    # the click then lands on the settled table
        super().handle_event(ev, pos)

    def on_back(self) -> None:
        self.app.push("pause", game=self.session.game)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        if tag == "menu":
            self.app.audio.play("click")
            self.on_back()
        elif tag == "undo":
            self.undo()
        elif tag == "hint":
            self.toggle_hint()
        else:
            self.on_table_click(ent, tag, button)

    def on_table_click(self, ent: int, tag: Hashable, button: int) -> None:
        pass


class TableScene(GameScene):
    """A game table laid out by its Tiled map (``layout_name``; its ``log`` object places the
    action log) and drawn as keyed entities: ``table_specs()`` describes the table for the
    current view and ``sync`` reconciles it in place (engine/ecs/table.py), so a card keeps its
    entity wherever it goes.  A game fills in ``layout_name``, ``banner`` (the canvas rectangle
    the turn banner covers, kept clear of zoomed cards) and ``table_specs``; ``before_sync`` and
    ``after_sync`` drop what a new state makes stale (a selection, a move's origins)."""

    layout_name = ""
    banner: tuple[float, float, float, float] = (0, 0, 0, 0)

    def __init__(self, app, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.layout = load_layout(self.layout_name)
        a = self.layout["log"]
        self.log_rect = (a.x, a.y, a.w, a.h)
        self.table = Table()
        self.origins: dict = {}         # key -> (x, y) a new entity flies in from (last move)

    def table_specs(self) -> list:
        raise NotImplementedError

    def enter(self) -> None:
        super().enter()
        self.render.avoid = [self.banner]

    def before_sync(self) -> None:
        """Before the table is described again after a change (not on the first build)."""

    def after_sync(self) -> None:
        """After every reconcile, the first build included: one move's origins are spent."""
        self.origins = {}

    def build_table(self) -> None:
        self.table.reconcile(self.table_specs(), animate=False)
        self.after_sync()

    def sync(self, animate: bool = True) -> None:
        esper.switch_world(self.world)
        self.before_sync()
        self.table.reconcile(self.table_specs(), animate=animate)
        self.after_sync()
