"""Learn to play: a game's own table scene with a tutorial layer on top (route "tutorial").

``start_tutorial(app, game)`` starts the fixed-seed 2-player game of
``assets/tutorials/<game>.json`` (human against the easy AI, first-game options, never saved,
``counts_for_records = False``) in the game's table scene, mixed with ``TutorialLayer``:

* when the table has settled, the pure ``engine.tutorial.TutorialRun`` is told what just became
  true (the start, the human's legal verbs, the events as the human saw them) and queues the
  steps whose triggers hold;
* a queued step holds the game (no AI move, no pop-up, no results): a panel explains the rule,
  the table is dimmed except around the highlighted entities (the step's own ``targets``, else
  what the normal AI suggests through the scene's ``hint_targets``), "Got it" (or Enter /
  Space) goes on;
* the player then plays every move themselves: any legal move is accepted.
"""
from __future__ import annotations

import esper
import pygame

from engine import theme
from engine.ecs.components import Hoverable, Transform, Visual
from engine.games import load_scene
from engine.render import Renderer
from engine.session import Seat
from engine.tutorial import TutorialRun, TutorialStep, available, load
from engine.widgets.overlays import draw_hint_rings
from engine.widgets.text import line_height, readable, wrap_words
from scenes.launch import new_session
from scenes.parts.banner import name_list
from scenes.parts.hints import drawn_rect, entity_rect

DIM = (6, 4, 3, 180)
PANEL_W = 700
PAD = 18                    # canvas px of table left bright around a highlighted entity


class TutorialLayer:
    """Mixed in before a game's scene class (see ``tutorial_scene``)."""

    counts_for_records = False
    tutorial_run: TutorialRun

    def setup_tutorial(self, run: TutorialRun) -> None:
        self.tutorial_run = run
        self._seen_steps = 0            # session steps already told to the run
        self.panel_rect: tuple[float, float, float, float] | None = None
        self.ok_rect: tuple[float, float, float, float] | None = None
        self._fallback: list[str] = []
        self._dim_cache: tuple | None = None

    # -- what is on show --------------------------------------------------------------------
    @property
    def tutorial_step(self) -> TutorialStep | None:
        return self.tutorial_run.current

    def paused(self) -> bool:
        return self.tutorial_step is not None or super().paused()

    def busy(self) -> bool:
        # a panel on show holds AI moves, the game's pop-up choices and the results; the
        # banner asks the table's own (``_as_table``): a held move is not one still playing
        if getattr(self, "_table_view", False):
            return super().busy()
        return self.tutorial_step is not None or super().busy()

    def banner_text(self) -> str:
        """The banner says the state of the table under the panel (play-test 13: "Taras (AI)
        is thinking…" while the panel explained Olena's blessing on her own turn)."""
        text = self._as_table(super().banner_text)
        acting = self.session.to_act()
        if self.tutorial_step is not None and acting and not self.session.is_over() and all(
                self.flow.is_ai(a) for a in acting):
            # the panel holds the AI: it is its turn, it is not thinking
            return self.t("game.turn_of", name=name_list(self, acting), n=len(acting))
        return text

    def prompt(self) -> str:
        return self._as_table(super().prompt)

    def _as_table(self, what):
        self._table_view = True
        try:
            return what()
        finally:
            self._table_view = False

    def hint_bubble_hidden(self) -> bool:
        return self.tutorial_step is not None

    def tutorial_targets(self) -> list[str]:
        """Names to highlight for the step on show (those on the table now)."""
        step = self.tutorial_step
        if step is None:
            return []
        if step.targets:
            return [n for n in step.targets if self.find(n) is not None]
        h = self.hint
        if h is not None and h.action is not None and h.targets and (
                step.verb is None or h.action[0] == step.verb):
            return list(h.targets)
        return [n for n in self._fallback if self.find(n) is not None]

    # -- per frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._tutorial_tick()           # before: a step due now holds the AI's next move
        super().update(dt)
        self._tutorial_tick()           # after: the table may have just settled

    def _tutorial_tick(self, settled: bool = False) -> None:
        run = self.tutorial_run
        if run.current is not None or self.app.scenes.top is not self:
            return
        if not settled and (super().busy() or self.handoff_pending):
            return
        steps = self.session.steps
        human = self.session.humans()[0]
        events = []
        for st in steps[self._seen_steps:]:
            events += [type(e).__name__ for e in self.rules.view_events(st.events, human)]
            if st.seat == human:
                run.moved()
        self._seen_steps = len(steps)
        verbs = {a[0] for a in self.legal()} if self.my_turn() else set()
        run.observe(verbs, events, start=True)
        if run.current is not None:
            self._show_step()

    def _show_step(self) -> None:
        step = self.tutorial_step
        self._fallback = []
        self._dim_cache = None
        if step is None:
            return
        self.app.audio.play("whoosh", 0.6)
        if step.targets:
            self.hints.clear()               # no ring of an earlier step under this one's
            return
        legal = self.legal()
        if step.verb is not None:
            first = next((a for a in legal if a[0] == step.verb), None)
            if first is not None:
                try:
                    self._fallback = list(self.hint_targets(first))
                except Exception:  # noqa: BLE001 - a tutorial must never break the table
                    self._fallback = []
        if legal:
            self.hints.request()             # the normal AI's suggestion, ringed when it comes

    def show_results(self) -> None:
        self._tutorial_tick(settled=True)   # the end of the game is explained first
        if self.tutorial_step is None:
            super().show_results()

    def dismiss_step(self) -> None:
        """"Got it": the next queued step, or back to the game."""
        self.app.audio.play("click")
        self.tutorial_run.dismiss()
        self.panel_rect = self.ok_rect = None
        self._show_step()

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        if self.tutorial_step is not None:
            if ev.type == pygame.MOUSEBUTTONDOWN and pos is not None:
                if ev.button == 1 and self.ok_rect is not None and _inside(pos, self.ok_rect):
                    self.dismiss_step()
                    return
                menu = entity_rect(self, "hud.menu")
                if not (ev.button == 1 and menu is not None and _inside(pos, menu)):
                    return                  # the table waits for "Got it"
            if ev.type == pygame.MOUSEBUTTONUP and pos is not None:
                menu = entity_rect(self, "hud.menu")
                if not (menu is not None and _inside(pos, menu)):
                    return
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                        pygame.K_SPACE):
                self.dismiss_step()
                return
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_h:
                return
        super().handle_event(ev, pos)

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, r: Renderer, on_top: bool = True) -> None:
        """While a step is on show the table's tooltips are not drawn under the dim and the
        panel (play-test 12: a marker's tooltip cut by the panel); a highlighted target's is
        drawn over them, clear of the panel (``_target_tooltip``)."""
        self._tips = on_top
        super().draw(r, on_top and self.tutorial_step is None)

    def draw_overlay(self, r: Renderer) -> None:
        super().draw_overlay(r)
        if self.tutorial_step is None:
            return
        holes = [(x - PAD, y - PAD, w + 2 * PAD, h + 2 * PAD)
                 for x, y, w, h in (entity_rect(self, n) for n in self.tutorial_targets())
                 if w > 0 and h > 0]
        self._dim(r, holes)
        draw_hint_rings(r, [(x + PAD, y + PAD, w - 2 * PAD, h - 2 * PAD)
                            for x, y, w, h in holes], self.time)
        self._draw_panel(r, holes)
        self._target_tooltip()

    def _target_tooltip(self) -> None:
        """The tooltip of the highlighted target under the mouse, over the dim, never under
        the panel (the god step asks the player to hover the god token)."""
        ent = self.input.hovered if self.input is not None else None
        if not getattr(self, "_tips", True) or ent is None or self.panel_rect is None:
            return
        if ent not in {self.find(n) for n in self.tutorial_targets()}:
            return
        hov = esper.try_component(ent, Hoverable)
        if hov is not None and hov.tooltip and hov.hovered and hov.hover_time > 0.45:
            tf = esper.component_for_entity(ent, Transform)
            self.render.draw_tooltip(hov.tooltip, tf, tuple(hov.avoid) + (self.panel_rect,))

    def _dim(self, r: Renderer, holes) -> None:
        """The table under a translucent layer with a cut-out around each highlighted entity."""
        size = r.surface.get_size()
        screen = tuple(tuple(r.rect(*h)) for h in holes)
        key = (size, screen, r.scale)
        if self._dim_cache is None or self._dim_cache[0] != key:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            surf.fill(DIM)
            for rect in screen:
                pygame.draw.rect(surf, (0, 0, 0, 0), rect, 0, r.px(16))
            self._dim_cache = (key, surf)
        r.blit(self._dim_cache[1], (0, 0))     # through the renderer: its area is recorded

    def _panel_layout(self, r: Renderer):
        step = self.tutorial_step
        lang = self.app.i18n.lang
        w = PANEL_W if r.scale >= 0.6 else 860
        head, title_s, body_s = readable(r, 20), readable(r, 34), readable(r, 25)
        title = wrap_words(r, step.title_in(lang), title_s, "bold", w - 48)
        body = wrap_words(r, step.text_in(lang), body_s, "regular", w - 48)
        btn_h = max(60.0, readable(r, 26) * 2.1)
        h = (24 + line_height(r, head) + 6 + line_height(r, title_s, "bold") * len(title) + 10
             + line_height(r, body_s) * len(body) + 20 + btn_h + 22)
        return w, h, (head, title_s, body_s, btn_h), title, body

    def named_buttons(self) -> list[tuple[float, float, float, float]]:
        """Rects of the table's buttons whose label the step's text names ("You may also take
        no action: End turn"): the panel never covers them (play-test 13, 127)."""
        step = self.tutorial_step
        if step is None:
            return []
        text = step.text_in(self.app.i18n.lang).casefold()
        out = []
        for ent, (tf, vis) in esper.get_components(Transform, Visual):
            label = vis.params.get("text") if vis.kind == "button" else None
            if vis.visible and isinstance(label, str) and len(label) > 2 and \
                    label.casefold() in text:
                out.append(tuple(drawn_rect(ent) or tf.rect))
        return out

    def _panel_pos(self, w: float, h: float, holes) -> tuple[float, float]:
        """The spot (among a few) that covers the least of the highlighted entities, and never
        a button its text names."""
        top = max(96.0, self.banner_part.bottom + 12)
        named = self.named_buttons()
        # the bottom and the corners first: the middle of a table is where its play happens
        spots = [(960 - w / 2, 1060 - h), (1880 - w, 1060 - h), (40, 1060 - h), (1880 - w, top),
                 (40, top), (960 - w / 2, top), (960 - w / 2, 540 - h / 2)]
        best, best_cover = spots[0], None
        for x, y in spots:
            y = max(top, min(y, 1070 - h))
            cover = sum(_overlap((x, y, w, h), hole) for hole in holes)
            # a named button covered at all is worse than any highlighted entity covered
            cover += sum(1e9 for b in named if _overlap((x, y, w, h), b) > 0)
            if best_cover is None or cover < best_cover - 1:
                best, best_cover = (x, y), cover
        return best

    def _draw_panel(self, r: Renderer, holes) -> None:
        w, h, (head, title_s, body_s, btn_h), title, body = self._panel_layout(r)
        x, y = self._panel_pos(w, h, holes)
        self.panel_rect = (x, y, w, h)
        r.fill(x, y, w, h, (30, 24, 20, 246), 18, 3, theme.GOLD)
        run = self.tutorial_run
        n = len(run.shown) + 1
        cy = y + 20
        r.text(self.t("tutorial.step", n=n, total=len(run.tutorial.steps)), x + 24, cy, head,
               theme.TEXT_DIM, "semibold")
        cy += line_height(r, head) + 6
        for line in title:
            r.text(line, x + 24, cy, title_s, theme.GOLD, "bold")
            cy += line_height(r, title_s, "bold")
        cy += 10
        for line in body:
            r.text(line, x + 24, cy, body_s, theme.TEXT)
            cy += line_height(r, body_s)
        label = self.t("tutorial.ok")
        bw = max(200.0, r.text_size(label, readable(r, 26), "bold")[0] + 60)
        bx, by = x + w - bw - 24, y + h - btn_h - 20
        self.ok_rect = (bx, by, bw, btn_h)
        hover = self.input is not None and _inside(self.input.mouse, self.ok_rect)
        base, lit, fg = theme.BUTTONS["primary"]
        r.fill(bx, by, bw, btn_h, lit if hover else base, 12, 2, theme.BUTTON_EDGE)
        r.text(label, bx + bw / 2, by + btn_h / 2, readable(r, 26), fg, "bold", "center")

    def ok_screen_pos(self) -> tuple[int, int] | None:
        """Window pixel of the "Got it" button (tests, screenshots)."""
        if self.ok_rect is None:
            return None
        x, y, w, h = self.ok_rect
        return self.app.renderer.to_screen((x + w / 2, y + h / 2))


def _inside(pos, rect) -> bool:
    x, y, w, h = rect
    return x <= pos[0] <= x + w and y <= pos[1] <= y + h


def _overlap(a, b) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


_CLASSES: dict[type, type] = {}


def tutorial_scene(cls: type) -> type:
    """``cls`` (a game's table scene) with the tutorial layer on top."""
    if cls not in _CLASSES:
        _CLASSES[cls] = type(f"Tutorial{cls.__name__}", (TutorialLayer, cls), {})
    return _CLASSES[cls]


def start_tutorial(app, game: str):
    """The "tutorial" screen: the game's tutorial, or None (with a message) if it has none."""
    if not available(game):
        app.show_message(app.i18n.t("tutorial.missing"))
        return None
    tut = load(game)
    seats = [Seat("human", "normal", "", 0), Seat("ai", "easy", "", 1)]
    # demo=True only keeps the tutorial out of the save slot; the table is a normal game
    session = new_session(app, game, seats, tut.seed, tut.options or None, demo=True)
    scene = tutorial_scene(load_scene(game))(app, session)
    scene.setup_tutorial(TutorialRun(tut))
    return scene


__all__ = ["start_tutorial", "tutorial_scene", "TutorialLayer"]
