"""World in Progress table: the seat in focus builds its world on the left, the Neutral map with
its four Faith markers and three stacks in the middle, the other worlds on the right.

The scene is the template for a game table on the engine's keyed table:

* ``table.py`` describes the table from ``view_state`` as keyed ``EntitySpec``s (a pure
  function of the view, the viewer's legal actions and the selection);
* ``animations.py`` turns one action's events into choreography on those entities;
* ``selection.py`` narrows the legal actions as the player clicks (engine ``ActionBuilder``);
* ``turning.py`` turns the tile in hand (keys, wheel, right click); ``why.py`` says why a click
  or a drop is refused;
* this module routes input and, when a move's sequence has played (engine/sequencer.py),
  reconciles the description with the world (``TableScene.sync``): entities keep their
  identity, so hovers, a drag in progress and tile moves survive; only a language or window
  change rebuilds from scratch.

Legality always comes from ``legal()``; hidden things (stacks, other seats' gods) are never read
from the full state.  Score previews and the tie-break note are pure rules helpers
(``engine/rules/world_in_progress/explain.py``).
"""
from __future__ import annotations

from typing import Hashable

import esper
import pygame

from engine.ecs.components import Name
from engine.ecs.effects import show
from engine.ecs.processors import is_animating
from engine.render import Renderer
from engine.rules import world_in_progress as wip
from engine.rules.world_in_progress.explain import take_gain, tie_break
from scenes.game_base import TableScene
from scenes.table_input import scene_input

from . import animations, overlay, tips, why
from .geometry import MapGeom, score_heads
from . import names as N
from .overlay import FINAL_STEP_S
from .painters import PAINTERS, header_titles
from .selection import Selection
from .hint import WipHints
from .zoom import WorldZoom
from .table import BANNER, describe, geoms
from .turning import TileTurning

SIDES = wip.SIDES


class WorldInProgressScene(TableScene):
    painters = PAINTERS
    layout_name = "world_in_progress"
    banner = BANNER                   # no tooltip slides under the turn banner
    right_click_inspects = False      # a right click turns the tile in hand

    def __init__(self, app, session, demo: bool = False) -> None:
        super().__init__(app, session, demo)
        self.map = MapGeom(self.layout["board"])
        self.sel = Selection()                # marker / god power picked, rotation in hand
        self.last_turn: dict = {}             # the latest seat's moves, glowing on the table
        self.final_t: float | None = None     # end-of-game scoring show clock
        self.final_pending = False
        self.hover_name: str | None = None
        self.gains: dict = {}                 # score previews of this decision, by action
        self.geoms: dict[int, object] = {}
        self.zoom = WorldZoom()               # an opponent's world shown large (zoom.py)
        self.hints = WipHints(self)           # the hint names the placement after a push
        self.turning = TileTurning(self)      # R/E/Q, the wheel, a right click (turning.py)
        self.mat_clicks = why.MatClicks(self)
        self.log_rect = self.tallest_log()

    def tallest_log(self) -> tuple[float, float, float, float]:
        """The log where it has the most room: under the stacks (the map's ``log``), or, when
        fewer players leave side panels free, the right column under the last one (a turn is
        three moves: the map's four lines held barely one turn, play-test 10)."""
        a = self.layout["log"]
        best = (a.x, a.y, a.w, a.h)
        free = self.layout[f"other.{len(self.session.seats) - 1}"] \
            if len(self.session.seats) <= 4 else None
        if free is not None and 1062 - free.y > a.h:
            best = (free.x, free.y, free.w, 1062 - free.y)
        return best

    @property
    def rot(self) -> int:
        """Rotation of the tile in hand (0-3 quarter turns clockwise)."""
        return self.sel.rot

    # -- perspective ---------------------------------------------------------------------------
    def big_seat(self) -> int:
        """The world drawn large: the viewing human's, or (demo) the seat to act."""
        if self.viewer is not None:
            return self.viewer
        return self.view_state.current if not self.session.is_over() else 0

    def phase(self) -> str:
        return self.view_state.phase

    def can_peek(self) -> bool:
        return (not self.demo and self.viewer is not None
                and not self.session.seats[self.viewer].is_ai)

    # -- the table -------------------------------------------------------------------------------
    def table_specs(self) -> list:
        return self.describe()

    def table_input(self):
        """What the table description is a function of (engine/table_input.py)."""
        return scene_input(self, self.sel.picks(), {
            "last_turn": dict(self.last_turn), "can_peek": self.can_peek(), "gain": self.gain})

    def gain(self, action) -> int | None:
        """Best score the viewer could make of the tile ``action`` hands over (cached per turn)."""
        if action not in self.gains:
            self.gains[action] = take_gain(self.view_state, self.viewer, action)
        return self.gains[action]

    def describe(self) -> list:
        inp = self.table_input()
        self.geoms = geoms(inp)
        return describe(inp)

    def build_table(self) -> None:
        """A fresh world (first build, language or window change): place everything at once."""
        self.sel.update_legal(self.legal())
        super().build_table()
        self.hover_name = None

    def before_sync(self) -> None:
        animations.clear_temporaries()

    def refresh(self) -> None:
        """Redescribe after a UI change (selection, god mode) without touching the rules state."""
        self.sel.update_legal(self.legal())
        self.sync()

    def reset_selection(self) -> None:
        """A new decision or a new view (after a move, undo, hand-off): clicks are forgotten."""
        self.sel.reset(self.legal())
        self.gains = {}

    def settle(self) -> None:
        """The move's animation has ended: the table slides into its new arrangement."""
        self.sel.reset(self.legal())
        self.gains = {}
        self.sync(animate=True)

    def undo(self) -> None:
        self.last_turn = {}
        self.sel.rot = 0
        super().undo()

    def move_animating(self) -> bool:
        return is_animating()       # a move settles once every animation of it has ended

    def busy(self) -> bool:
        if is_animating() or self.sequence.running or self.final_pending:
            return True
        return self.final_t is not None and self.final_t < FINAL_STEP_S * (len(wip.TERRAINS) + 0.5)

    # -- input -----------------------------------------------------------------------------------
    def pick(self, *parts) -> bool:
        """A click on part of an action: narrows the legal actions; a whole action is played."""
        b = self.sel.builder
        if not b.choose(*parts):
            return self.act(b.prefix + tuple(parts))     # refused with the rules' reason
        if b.complete is not None:
            return self.act(b.complete)
        self.refresh()
        return True

    def on_move_click(self, ent: int, tag: Hashable, button: int, legal: list) -> None:
        if button == 3:
            self.turning.rotate(1)
            return
        if isinstance(tag, tuple):
            kind = tag[0]
            if kind == "marker":
                self.app.audio.play("click")
                self.sel.pick_marker(tag[1])
                self.refresh()
            elif kind == "push":
                self.pick(tag[2]) if self.sel.selected == tag[1] else self.act(tag)
            elif kind == "slot":
                self.pick(tag[1])
            elif kind == "cell":
                self.pick("place", tag[1], tag[2], self.rot)
            elif kind == "stack":
                self.pick("refill", tag[1])
            elif kind == "drag":
                self.turning.rotate(1)
        elif tag in ("pending", "rotate.cw"):
            self.turning.rotate(1)
        elif tag == "rotate.ccw":
            self.turning.rotate(-1)
        elif tag in ("god.use", "god.cancel"):
            self.app.audio.play("click")
            self.sel.toggle_god(tag == "god.use")
            self.refresh()

    def on_drop(self, ent: int, payload: Hashable, target: Hashable | None) -> bool:
        if payload == "pending" and isinstance(target, tuple) and target[0] == "cell":
            return self.pick("place", target[1], target[2], self.rot)
        if payload == "pending":
            why.explain_cell(self)        # dropped where it may not go: say why
        return False

    def on_table_wheel(self, dy: int) -> None:
        self.turning.wheel(dy)

    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        if not self.turning.handle(ev, pos):     # the tile in hand turned, a world pinned
            super().handle_event(ev, pos)
            self.mat_clicks.event(ev, pos)       # a click on the world's mat says why

    # -- per frame -----------------------------------------------------------------------------
    def animate(self, seat: int, action, events) -> None:
        animations.animate(self, seat, events)
        self.sequence.then(self.settle_move)

    def settle_move(self) -> None:
        """The move's animation has played: settle, and start the final scoring show."""
        self.settle()
        if self.final_pending:
            self.final_pending = False
            self.final_t = 0.0

    def update(self, dt: float) -> None:
        if self.final_t is not None:
            before = int(self.final_t / FINAL_STEP_S)
            self.final_t += dt * self.app.settings.speed
            if int(self.final_t / FINAL_STEP_S) != before and before < len(wip.TERRAINS):
                self.app.audio.play("score", 0.7)
        super().update(dt)
        self._track_hover()
        self.zoom.frame(self.input, dt)     # a large world goes with the mouse (zoom.py)
        tips.hold_covering_tip(self)        # no tile's tooltip over the next targets

    def _track_hover(self) -> None:
        ent = self.input.hovered if self.input else None
        name = None
        if ent is not None and esper.entity_exists(ent):
            n = esper.try_component(ent, Name)
            name = n.name if n else None
        if name == self.hover_name:
            return
        old = self.hover_name
        self.hover_name = name
        if old and old.startswith("wip.dest."):
            self._lift(old, False)
        if name and name.startswith("wip.dest."):
            self._lift(name, True)

    def _lift(self, dest_name: str, on: bool) -> None:
        """Hovering a destination lifts the map tile that push would hand over, with its gain."""
        _, _, side, i = dest_name.split(".")
        far = wip.line_slots(side, int(i))[2]
        ent = self.find(f"wip.slot.{far}")
        if ent is None:
            return
        show(ent, lift=on, gain=self.gains.get(("push", side, int(i))) if on else None)

    # -- overlay: score groups, final show (overlay.py) ------------------------------------------
    def draw_overlay(self, r: Renderer) -> None:
        overlay.draw_groups(self, r)
        super().draw_overlay(r)

    def kept_clear(self, r: Renderer) -> list:
        """The seats' names: no tooltip covers them (``header_titles``)."""
        return header_titles(r)

    def terrain_at(self, mx: float, my: float) -> str | None:
        """The terrain of the square of the big world under (mx, my), if any."""
        return overlay.terrain_at(self, mx, my)

    def _draw_group(self, r, v, seat, geom, terrain, label=False) -> None:
        overlay.draw_group(r, v, seat, geom, terrain, label)

    def score_rects(self) -> list:
        """The scores no toast covers: the names and points, the terrain counters."""
        legend = [self.layout[f"legend.{i}"] for i in range(len(wip.TERRAINS))]
        heads = score_heads(self.layout, len(self.session.seats) - 1)
        return heads + [(a.x, a.y, a.w, a.h) for a in legend]

    # -- hint ----------------------------------------------------------------------------------------
    def hint_targets(self, action) -> list[str]:
        """The entities that show ``action``, the one to click first first: a Faith marker (or
        its destination once picked) and the map tile it hands over; the god power button and
        the map tile; the rotate button when the rotation differs, the cell and the tile in
        hand; the stack to refill from.  Only names on the table now."""
        return [n for n in N.hint(action, self.table_input()) if self.find(n) is not None]

    # -- texts -------------------------------------------------------------------------------------
    def prompt(self) -> str:
        if self.session.is_over():
            return ""
        if not self.my_turn():
            return self.watch_line(f"wip.watch.{self.view_state.phase}",
                                   [self.view_state.current] if self.session.to_act() else [])
        return self.t(f"wip.prompt.{self._prompt_step()}")

    def _prompt_step(self) -> str:
        """Which of the viewer's steps the banner asks for (its ``wip.prompt.*`` key)."""
        ph = self.phase()
        if ph == "choose":
            if self.sel.god_mode:
                return "god"
            if self.sel.selected:
                return "dest"
            god_left = any(a[0] == "god" for a in self.legal())
            return "choose" if god_left else "choose_push"
        return "place" if ph == "place" else "refill"

    def short_prompt(self, text: str) -> str | None:
        """The banner line's short form where the long one would be cut (scenes/parts/banner.py;
        800x450 in Ukrainian, play-test 11, 109): None for a line it is not."""
        if self.session.is_over() or not self.my_turn() or text != self.prompt():
            return None
        return self.t(f"wip.prompt_short.{self._prompt_step()}")

    def breakdown_label(self, key: str) -> str:
        if key in wip.TERRAINS:
            return wip.terrain_name(key, self.app.i18n.lang)
        if key == "largest_group":
            return self.t("wip.largest_group")
        return key

    def breakdown_cell(self, seat: int, key: str, value: int) -> tuple[str, str]:
        """Terrain columns show the points and the largest group × that god's statues."""
        if key in wip.TERRAINS:
            d = wip.score_details(self.session.view(None), seat)[key]
            return (str(value), f"{d['group']} × {d['statues']}")
        return (str(value), "")

    def results_note(self) -> str:
        tb = tie_break(self.session.view(None))
        if tb is None:
            return ""
        if not tb.shared:
            return self.t("wip.tie_broken", points=tb.points, name=self.seat_name(tb.winners[0]),
                          n=tb.largest)
        return self.t("wip.tie_shared", points=tb.points, n=tb.largest)
