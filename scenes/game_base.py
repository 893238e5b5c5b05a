"""What every game's table scene shares: the action log, the turn banner, the HUD, the pause
menu, demo mode and the end of the game.  Who acts, whose view is drawn, hand-offs, AI pacing,
undo and autosave are decided by the scene's ``TurnFlow`` (engine/turnflow.py); the scene asks it
once per frame and draws.

A game scene subclasses ``GameScene`` and implements ``build_table`` (create entities from the
current view), ``animate`` (turn one action's events into tweens) and ``prompt`` (what is being
asked now).  Rules logic never lives here: legality comes from ``legal()``.
"""
from __future__ import annotations

import time
from typing import Any, Hashable, Iterator

import esper
import pygame

from engine import theme
from engine.ecs.ahead import prepare_pictures
from engine.ecs.processors import TweenProcessor, is_animating
from engine.ecs.table import Table
from engine.layout import load_layout
from engine.render import Renderer
from engine.rules import Action, Event
from engine.scene import Scene
from engine.sequencer import Sequencer
from engine.widgets.card import CardZoom
from engine.session import GameSession
from engine.turnflow import TurnFlow
from engine.worlds import use_world
from scenes.parts import animation
from scenes.parts.held_log import HeldLog
from scenes.parts.banner import Banner
from scenes.parts.dialogs import DialogHost
from scenes.parts.hints import Hint, HintController
from scenes.parts.hud import Hud
from scenes.parts.moves import Moves
from scenes.parts import why
from scenes.parts.overlaid import tooltips_clear_of_overlay
from scenes.parts.perspective import Perspective
from scenes.parts.controls import TableControls
from scenes.parts.turns import TurnFollower

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
        self.hints = HintController(self)       # the named parts of a table: scenes/parts/
        self.log = HeldLog(self)        # new lines wait for a lighter frame
        self.banner_part = Banner(self)
        self.dialogs = DialogHost(self)
        self.controls = TableControls(self)
        self.hud = Hud(self)
        self.moves = Moves(self)
        self.perspective = Perspective(self)
        self.sequence = Sequencer()     # one choreography: each move's events as timed steps
        self.turns = TurnFollower(self)
        self._anim_speedup = 1.0    # AI moves animate faster than a human's (TurnFlow)
        self._settling = False

    @property
    def hint(self) -> Hint | None:
        """The hint on show (or being thought), if any."""
        return self.hints.current

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
        """What the current viewer may see: the only state the table draws (computed once per
        state and viewer: scenes/parts/perspective.py)."""
        return self.perspective.view()

    def my_turn(self) -> bool:
        return self.flow.my_turn()

    def legal(self) -> list[Action]:
        """Legal actions of the viewer now (empty when it is not their turn)."""
        return self.flow.legal()

    def seat_name(self, seat: int) -> str:
        from scenes.parts.seat_names import local_name     # a default name follows the language
        return local_name(self.app, self.session.seat_name(
            seat, lambda s: self.t("seat.player", n=s + 1)))

    def watch_line(self, key: str, seats: list[int] | None = None) -> str:
        """The banner's line while others act, the acting seats its subject ("Olena and Petro
        choose"; ``n`` picks the verb's plural form), or "" when nobody acts."""
        from scenes.parts.banner import name_list
        seats = list(self.session.to_act() if seats is None else seats)
        if not seats:
            return ""
        return self.t(key, name=name_list(self, seats), n=len(seats))

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

    def banner_text(self) -> str:
        """The banner's first line (scenes/parts/banner.py)."""
        return self.banner_part.text()

    def toast_top(self) -> float:
        """The app's notes ("Petro is back") go under the banner, never over its text."""
        return self.banner_part.bottom + 10

    def toast_spot(self, sizes) -> tuple[float, float, int]:
        """(centre x, top y, which ``sizes``) of the toast (``why.scene_toast_spot``)."""
        return why.scene_toast_spot(self, sizes)

    def results_note(self) -> str:
        return ""

    def hint_targets(self, action: Action) -> list[str]:
        """Names of the table entities that show ``action`` (the thing to click first first);
        each game's scene says which.  Names not on the table are ignored."""
        return []

    def auto_action(self) -> Action | None:
        """An action the table plays for the human in focus by itself, with the "end steps by
        themselves" setting on (engine/settings.py): a game returns its rules' "done" when that
        is the seat's only legal action (nothing to place, nothing to choose); None by default."""
        return None

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

    # -- HUD (scenes/parts/hud.py) --------------------------------------------------------------
    def build_hud(self) -> None:
        self.hud.build()

    def refresh_hud(self) -> None:
        self.hud.refresh()

    def draw_overlay(self, r: Renderer) -> None:
        self.banner_part.draw(r)
        self.log.draw(r)
        self.hints.draw(r)
        self.hud.draw_demo_note(r)
        if self.zoom is not None and not self.session.is_over():
            self.zoom.draw(r, self.input.hovered if self.input else None)

    def on_inspect(self, ent: int) -> None:
        if self.zoom is not None:
            self.zoom.right_click(ent)

    # -- the hint (scenes/parts/hints.py); these four are what a choice dialog over the table
    #    asks (engine/overlays.py) -------------------------------------------------------------
    def hint_allowed(self) -> bool:
        return self.hints.allowed()

    def toggle_hint(self) -> None:
        self.hints.toggle()

    def dialog_hint(self) -> tuple[Action | None, str]:
        return self.hints.for_dialog()

    def hint_bubble_hidden(self) -> bool:
        """True when something else (a tutorial panel) tells the player what to do."""
        return False

    # -- seats around the table ------------------------------------------------------------------
    def big_seat(self) -> int:
        """The seat drawn large: the viewing human's, else (demo, AIs) the first to act."""
        return self.perspective.big_seat()

    def others(self) -> list[int]:
        """The other seats in turn order after the big one (their compact panels)."""
        return self.perspective.others()

    def panel_anchor(self, seat: int):
        """The layout anchor ``other.<i>`` of another seat's panel, or None for the big seat."""
        return self.perspective.panel_anchor(seat)

    # -- pop-up choices (scenes/parts/dialogs.py) ------------------------------------------------
    def ask(self, title: str, choices: list, cancel: str | None = None, **kw) -> None:
        """A choice dialog over the table; the chosen value is played as an action."""
        self.dialogs.ask(title, choices, cancel, **kw)

    def on_wheel(self, dy: int) -> None:
        if self.log.contains(self.input.mouse):
            self.log.wheel(dy, self.app.renderer)
        else:
            self.on_table_wheel(dy)

    def on_table_wheel(self, dy: int) -> None:
        pass

    # -- acting ------------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Play ``action`` for the viewer; a refused action shows the reason (and plays the
        error sound, once) and changes nothing (scenes/parts/moves.py)."""
        return self.moves.act(action)

    def after_action(self, seat: int, action: Action, events: list[Event],
                     beat: float = 0.0, pace: float | None = None) -> None:
        """Put the move on the sequence (scenes/parts/turns.py: its beat, then its animation)."""
        self.turns.sequence_move(seat, action, events, beat, pace)

    def move_pace(self, seat: int, action: Action, pace: float) -> float:
        """How much faster than a human's this whole move plays, beat included (``pace``: the
        turn flow's word for the seat); a game may slow down a move that shows a human's own."""
        return pace

    def undo(self) -> None:
        self.moves.undo()

    # -- per frame -------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        tweens = esper.get_processor(TweenProcessor)
        if tweens is not None:          # AI moves animate faster than a human's, still visibly
            tweens.speed = lambda: self.app.settings.speed * self._anim_speedup

    def exit(self) -> None:
        self.hints.clear()
        self.flow.close()               # a game closed mid-thought cancels its AI cleanly
        super().exit()

    def busy(self) -> bool:
        """True while the move's sequence or a tween plays: AI moves wait for it.  Effects that
        delete themselves (score pop-ups, sparks) play on without holding the next move (the
        hand-off waits for them too: ``settled``)."""
        return self.sequence.running or animation.tweening()

    def move_animating(self) -> bool:
        """What a move's settle step (``sequence.then``) waits for: by default the tweens that
        hold the table (scenes/parts/animation.py)."""
        return animation.tweening()

    def settled(self) -> bool:
        """Nothing at all animates, the effects that delete themselves included: the hand-off
        screen waits for this, so no flight of the previous viewer's card plays on after the
        next player takes the seat."""
        return not (self.busy() or is_animating() or animation.effects_alive())

    def draw(self, r: Renderer, on_top: bool = True) -> None:
        # once the game is over nothing is to be decided: no tooltip lingers on the last frames
        over = self.session.is_over()
        tooltips_clear_of_overlay(self, r, over)
        super().draw(r, on_top and not over)

    def update(self, dt: float) -> None:
        self.sequence.advance(dt, self.app.settings.speed * self._anim_speedup,
                              self.move_animating)
        super().update(dt)
        self.hints.tick()
        if not (self._settling or self.results_shown or self.paused()):
            self.turns.frame(dt)
        self.moves.auto_act()

    def idle(self, deadline: float) -> None:
        """After the frame is drawn: the in-frame fallback AI (no worker processes) thinks
        until ``deadline``; a frame that had to repaint the table gives it only a sliver."""
        if self.just_rebuilt:
            self.just_rebuilt = False
            return
        if not self.results_shown:
            self.flow.idle(deadline)
            self.hints.idle(deadline)

    def handed_to(self, seat: int) -> None:
        self.turns.handed_to(seat)

    def finish_animations(self) -> None:
        """Play the running sequence and tweens out now and settle (a click during an
        animation acts on the table as it will be)."""
        animation.play_out(self)

    def show_results(self) -> None:
        self.results_shown = True
        self.app.audio.play("victory")
        self.app.push("results", game_scene=self, demo=self.demo)

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        if not self.controls.before_event(ev, pos):
            super().handle_event(ev, pos)
            self.controls.after_event(ev)

    def on_back(self) -> None:
        self.app.push("pause", game=self.session.game)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        if not self.controls.hud_click(tag):
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
    # layout anchors a large card keeps off, as the log and the banner (scenes/parts/overlaid.py)
    zoom_keeps_clear: tuple[str, ...] = ()

    def __init__(self, app, session: GameSession, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.layout = load_layout(self.layout_name)
        a = self.layout["log"]
        self.log_rect = (a.x, a.y, a.w, a.h)
        self.table = Table()
        self.table.later = self.sequence.after  # a deal's cards fly in as steps of the sequence
        self.origins: dict = {}         # key -> (x, y) a new entity flies in from (last move)
        self._described: tuple | None = None    # (describe, its input, the specs): ``described``
        self._ahead: Any = None         # the view last described ahead (``describe_ahead``)
        self._ahead_specs: Iterator | None = None   # its specs whose pictures are not made yet
        self.synced_frame = -1          # the app frame that last reconciled the table

    def table_specs(self) -> list:
        raise NotImplementedError

    def click_context(self) -> tuple:
        """The step a click comes in (engine/ecs/click_guard.py): who acts, and the phase, step
        and round where the state has them; a quick second click in another step waits."""
        v = self.view_state
        return (tuple(self.session.to_act()),
                *(getattr(v, k, None) for k in ("phase", "step", "round")))

    def described(self, describe, inp) -> list:
        """``describe(inp)``, the game's table description (a pure function of its
        ``TableInput``), reused while the inputs are the same: the same view object and equal
        everything else (a second sync in one frame, e.g. after a move and when the turn comes
        back, describes nothing anew).  The specs are never changed after they are made."""
        memo = self._described
        if memo is not None and memo[0] is describe and memo[1].view is inp.view and memo[1] == inp:
            return memo[2]
        specs = describe(inp)
        self._described = (describe, inp, specs)
        return specs

    # A table whose ``table_specs`` goes through ``described`` may describe the table a playing
    # move settles on ahead, in a frame with this much of its budget left (``describe_ahead``)
    describes_ahead = False
    AHEAD_S = 0.003

    def idle(self, deadline: float) -> None:
        self.describe_ahead(deadline)
        super().idle(deadline)

    def describe_ahead(self, deadline: float) -> None:
        """While a move animates, describe the table it will settle on, once per view, in a
        frame with time to spare (the view is already the new one; the description is a
        function of its inputs): the settle's frame, the busiest of a move (the table
        reconciled, the still layer repainted, many things starting to fly), then finds it in
        ``described`` and only reconciles.  Inputs that change meanwhile (a pick cleared by
        the settle) only make it describe anew, as it would have.  In the frames left with
        time to spare the pictures of that table are composed (engine/ecs/ahead.py), so the
        settle's frame puts them instead of composing them."""
        if (not self.describes_ahead or self.just_rebuilt or not self.busy()
                or deadline - time.perf_counter() < self.AHEAD_S):
            return
        view = self.view_state
        if self._ahead is not view:
            self._ahead = view
            self._ahead_specs = iter(self.table_specs())
        if self._ahead_specs is not None and self.render is not None \
                and prepare_pictures(self.render, self._ahead_specs, deadline):
            self._ahead_specs = None

    # -- a new view, and clicks on the table: the same for every table --------------------------
    right_click_inspects = True     # a right click on the table shows the thing large

    def reset_selection(self) -> None:
        """Forget half-made choices (a picked face, a marker): the view or decision changed."""

    def resync(self) -> None:
        """A new view or decision (undo, hand-off, language): the selection is forgotten and
        the table is placed at once."""
        self.sequence.clear()
        self.reset_selection()
        if self.zoom is not None:
            self.zoom.toggle(None)
        self.sync(animate=False)
        self.refresh_hud()

    def on_table_click(self, ent: int, tag: Hashable, button: int) -> None:
        if button == 3 and self.right_click_inspects:
            self.on_inspect(ent)
            return
        if self.on_free_click(ent, tag, button):
            return
        if self.busy() and self.my_turn() and not self.session.is_over():
            self.finish_animations()    # an AI move came between press and release (it plays
            #                             at once on a settled table): the click lands after it
        if self.busy() or not self.my_turn():
            return                      # only the player to act plays, on a settled table
        self.on_move_click(ent, tag, button, self.legal())

    def on_free_click(self, ent: int, tag: Hashable, button: int) -> bool:
        """A click allowed at any time (looking through a pile); True when it was one."""
        return False

    def kept_clear(self, r: Renderer) -> list[tuple[float, float, float, float]]:
        """Rects no tooltip covers this frame besides the log and the shared zoom
        (scenes/parts/overlaid.py): the game's own zoom, its zones' titles."""
        return []

    def on_move_click(self, ent: int, tag: Hashable, button: int, legal: list) -> None:
        """A click on the table by the player to act, with their legal actions now."""

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
        use_world(self.world)
        self.synced_frame = self.app.frame_count
        self.before_sync()
        self.table.reconcile(self.table_specs(), animate=animate)
        self.after_sync()
