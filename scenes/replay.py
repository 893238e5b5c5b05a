"""Replay viewer: a finished game's own table scene, driven from its action log.

The table is the game's real ``GameScene`` (as named in engine/games.py) on a session rebuilt
from the kept ``GameRecord``; it never acts by itself (its turn flow is closed, no AI runs) and
its results screen is replaced by this viewer's control bar: play / pause, one move back or
forward, to the start or the end, a track to jump to any move, and whose view the table shows.
A move forward is animated by the table as in play; any other jump (a move back too) rebuilds
the table from a session that replays the log from the start (the rules are deterministic).

Whose view: the public one (``view(state, None)``: no hidden card, the log in its public form)
or one seat's (its hand and secrets, the game being over).  The table scene only ever draws the
chosen view.

``demo=True`` is the attract-mode form (``python main.py demo --replay latest``): it plays the
game through with the public view, any click returns to the menu, and so does the end.
"""
from __future__ import annotations

from typing import Hashable

import pygame

from engine import theme
from engine.games import load_scene, playable
from engine.replays import ReplayStore
from engine.render import Renderer
from engine.games import get_rules
from engine.rules.record import GameRecord, RecordError
from engine.scene import Scene
from engine.session import GameSession, Seat
from engine.worlds import in_world, use_world

BEAT_S = 0.7            # pause between two moves while playing (at speed x1)
DEMO_END_S = 5.0        # a demo replay stays on the final table this long
TABLE_K = 0.9           # the table is drawn at 90 %, top centre: the bar gets the strip below
BAR_Y = 1026            # centre of the control bar
SEEK = (860, 500)      # x of the move track and its width
FRAME = (16, 12, 10)    # around the smaller table


def turn_starts(rules, record: GameRecord) -> list[int]:
    """Move indices where a turn starts: as the app's turn flow counts turns, a turn runs while
    the seats to act stay within its first seats (a simultaneous step whose seats finish one by
    one is one turn) and no seat that finished in it is asked again (the next simultaneous
    step, e.g. the next draft pick, is another turn)."""
    state = rules.new_game(record.players, record.seed, record.options or None)
    starts: list[int] = []
    seats: set[int] = set()
    finished: set[int] = set()
    for i, (seat, action) in enumerate(record.actions):
        acting = set(rules.to_act(state))
        finished |= seats - acting
        if not starts or not acting <= seats or acting & finished:
            starts.append(i)
            seats, finished = acting, set()
        state = rules.apply(state, seat, action)
    return starts


def open_replay(app, replay_id: str = "latest", back: str = "replays", demo: bool = False,
                viewer: int | None = None):
    """The "replay" screen of a kept game, or None (a message shown) when it cannot be read;
    a demo that has nothing to replay opens the menu instead."""
    try:
        record = ReplayStore().load(replay_id)
        if record.game not in {g.id for g in playable()}:
            raise RecordError(f"{record.game} has no table in this build")
    except RecordError as exc:
        app.show_message(app.i18n.t("replays.damaged", why=str(exc)), 7.0)
        return app.make("menu") if demo else None
    return ReplayScene(app, record, back=back, demo=demo, viewer=viewer)


class ReplayScene(Scene):
    def __init__(self, app, record: GameRecord, back: str = "replays", demo: bool = False,
                 viewer: int | None = None, pos: int | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.rules = get_rules(record.game)
        self.back_to = back
        self.demo = demo
        n = len(record.actions)
        self.pos = n if pos is None and not demo else max(0, min(pos or 0, n))
        self.viewer = viewer if isinstance(viewer, int) and 0 <= viewer < record.players else None
        self.playing = demo
        self.wait = 0.0
        self.ended = 0.0
        self.child = None           # the game's table scene
        self.turns = turn_starts(self.rules, record)

    # -- the table ----------------------------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.record.actions)

    def make_table(self, pos: int):
        """The game's table scene after the first ``pos`` moves (replayed from the start)."""
        r = self.record
        seats = [Seat.from_json(s) for s in r.seats] or [Seat() for _ in range(r.players)]
        prefix = GameRecord(r.game, r.players, r.seed, dict(r.options), [dict(s) for s in r.seats],
                            list(r.actions[:pos]), r.version, r.rules_version)
        session = GameSession(self.rules, prefix, seats)
        table = load_scene(r.game)(self.app, session, demo=True)
        table.counts_for_records = False
        table.demo_note = "replay.demo" if self.demo else ""   # the bar says what this is
        table.results_shown = True      # the viewer's bar stands in for the results screen
        table.flow.close()              # nothing is decided or played by the table itself
        table.flow.viewer = self.viewer
        table.turns.drawn_viewer = self.viewer
        return table

    def _set_table(self, table) -> None:
        old, self.child = self.child, table
        if old is not None:
            old.exit()
        table.enter()
        use_world(self.world)           # the table entered its own world; this one is shown

    def _in_table(self, fn, *args):
        with in_world(self.child.world):
            return fn(*args)

    def enter(self) -> None:
        self._set_table(self.make_table(self.pos))
        super().enter()

    def exit(self) -> None:
        if self.child is not None:
            self.child.exit()
        super().exit()

    def rebuild(self) -> None:
        """After a language change the table is told again too."""
        if self.child is not None:
            self._in_table(self.child.rebuild)
        super().rebuild()

    # -- moving through the game -------------------------------------------------------------------
    def turn_at(self, pos: int) -> int:
        """1-based number of the turn the next move belongs to (the last one at the end)."""
        return max(1, sum(1 for t in self.turns if t <= min(pos, self.total - 1)))

    def next_turn(self) -> int:
        return next((t for t in self.turns if t > self.pos), self.total)

    def prev_turn(self) -> int:
        return max((t for t in self.turns if t < self.pos), default=0)

    def jump(self, pos: int) -> None:
        """Show the table after ``pos`` moves (rebuilt from the start of the log)."""
        self.pos = max(0, min(int(pos), self.total))
        self.wait = 0.0
        self._set_table(self.make_table(self.pos))
        self.refresh()

    def forward(self) -> None:
        """Play the next move on the table, animated as in the game."""
        if self.pos >= self.total:
            self.playing = False
            self.refresh()
            return
        seat, action = self.record.actions[self.pos]
        table = self.child

        def play() -> None:
            if table.busy():
                table.finish_animations()
            events = table.session.submit(seat, action)
            table.after_action(seat, action, events)
        self._in_table(play)
        self.pos += 1
        self.wait = 0.0
        if self.pos >= self.total:
            self.playing = False
        self.refresh()

    def set_viewer(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.jump(self.pos)

    def next_viewer(self) -> int | None:
        if self.viewer is None:
            return 0
        return self.viewer + 1 if self.viewer + 1 < self.record.players else None

    def viewer_name(self) -> str:
        if self.viewer is None:
            return self.t("replay.view_public")
        return self.child.seat_name(self.viewer)

    # -- per frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._in_table(self.child.update, dt)
        super().update(dt)
        if self.pos >= self.total and self.demo:
            self.ended += dt
            if self.ended > DEMO_END_S:
                self.app.goto("menu")
            return
        if not self.playing:
            return
        if self._in_table(self.child.busy):
            self.wait = 0.0
            return
        self.wait += dt
        if self.wait >= BEAT_S / max(0.05, self.app.settings.speed):
            self.forward()

    def table_k(self) -> float:
        return 1.0 if self.demo else TABLE_K

    def to_table(self, pos):
        """A canvas position in the table's own canvas (drawn smaller, top centre)."""
        if pos is None:
            return None
        k = self.table_k()
        return ((pos[0] - 1920 * (1 - k) / 2) / k, pos[1] / k)

    def from_table(self, x: float, y: float) -> tuple[float, float]:
        k = self.table_k()
        return (1920 * (1 - k) / 2 + x * k, y * k)

    def draw(self, r: Renderer, on_top: bool = True) -> None:
        k = self.table_k()
        saved = (r.scale, r.ox, r.oy)
        if k != 1.0:
            r.ox = r.ox + 1920 * r.scale * (1 - k) / 2
            r.scale = r.scale * k
        try:
            with in_world(self.child.world):
                self.child.draw(r, on_top)
        finally:
            r.scale, r.ox, r.oy = saved
        if k != 1.0:
            side = 1920 * (1 - k) / 2
            r.fill(0, 0, side, 1080, FRAME)
            r.fill(1920 - side, 0, side, 1080, FRAME)
            r.fill(0, 1080 * k, 1920, 1080 * (1 - k), FRAME)
        self.render.draw(tooltips=on_top)
        self.draw_overlay(r)

    # -- controls -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        Scene.rebuild(self)

    def build(self) -> None:
        if self.demo:
            return                       # attract mode: the table alone, any click leaves
        k = self.table_k()
        mx, my = self.from_table(1860, 44)          # over the table's own menu button
        self.button("replay.close", "", mx, my, 72 * k + 4, 64 * k + 4, tag="close",
                    style="secondary", icon="close", tooltip=self.t("replay.close"), z=900)
        self.entity("panel", 960, BAR_Y, 1560, 92, 1, color=(40, 31, 27), radius=20)
        at_start, at_end = self.pos == 0, self.pos >= self.total
        items = [("replay.start", "|<", 250, "start", not at_start),
                 ("replay.turn_back", "<<", 330, "turn_back", not at_start),
                 ("replay.back", "<", 410, "back", not at_start),
                 ("replay.play", "" if not self.playing else "II", 510, "play", not at_end),
                 ("replay.forward", ">", 610, "forward", not at_end),
                 ("replay.turn_forward", ">>", 690, "turn_forward", not at_end),
                 ("replay.end", ">|", 770, "end", not at_end)]
        for name, label, x, tag, enabled in items:
            icon = "play" if tag == "play" and not self.playing else None
            self.button(name, label, x, BAR_Y, 100 if tag == "play" else 72, 64, tag=tag,
                        style="primary" if tag == "play" else "secondary", icon=icon,
                        tooltip=self.t(name), enabled=enabled, size=30)
        x0, w = SEEK
        self.entity("rect", x0 + w / 2, BAR_Y + 14, w, 10, 5, color=(70, 56, 46), radius=5)
        done = w * self.pos / max(1, self.total)
        if done > 0:
            self.entity("rect", x0 + done / 2, BAR_Y + 14, done, 10, 6, color=theme.GOLD, radius=5)
        self.entity("rect", x0 + done, BAR_Y + 14, 22, 22, 7, color=theme.GOLD, radius=11,
                    border=2, border_color=(250, 240, 220))
        self.entity("rect", x0 + w / 2, BAR_Y + 14, w + 24, 44, 8, name="replay.seek",
                    tag="seek", tooltip=self.t("replay.seek_tip"), color=(0, 0, 0, 0))
        self.entity("text", x0 + w / 2, BAR_Y - 18, w, 30, 6, name="replay.move",
                    text=self.t("replay.move", n=self.pos, total=self.total,
                                turn=self.turn_at(self.pos), turns=len(self.turns)), size=22,
                    color=theme.TEXT, anchor="center")
        self.button("replay.view", self.t("replay.view", who=self.viewer_name()), 1560, BAR_Y,
                    300, 64, tag="view", style="secondary", tooltip=self.t("replay.view_tip"),
                    size=24)

    def seek_at(self, x: float) -> int:
        x0, w = SEEK
        return round(max(0.0, min(1.0, (x - x0) / w)) * self.total)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        self.app.audio.play("click")
        if tag == "close":
            self.on_back()
        elif tag == "start":
            self.playing = False
            self.jump(0)
        elif tag == "back":
            self.playing = False
            self.jump(self.pos - 1)
        elif tag == "play":
            self.toggle()
        elif tag == "forward":
            self.playing = False
            self.forward()
        elif tag == "end":
            self.playing = False
            self.jump(self.total)
        elif tag == "turn_back":
            self.playing = False
            self.jump(self.prev_turn())
        elif tag == "turn_forward":
            self.playing = False
            self.jump(self.next_turn())
        elif tag == "seek":
            self.playing = False
            self.jump(self.seek_at(self.input.mouse[0]))
        elif tag == "view":
            self.set_viewer(self.next_viewer())

    def toggle(self) -> None:
        if self.pos >= self.total and not self.playing:
            self.jump(0)                 # play again from the start
        self.playing = not self.playing
        self.wait = BEAT_S              # the first move comes at once
        self.refresh()

    def handle_event(self, ev: pygame.event.Event, pos) -> None:
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            self._in_table(self.child.handle_event, ev, self.to_table(pos))   # hover, log
        if self.demo and ev.type == pygame.MOUSEBUTTONDOWN:
            self.app.goto("menu")
            return
        super().handle_event(ev, pos)

    def on_key(self, ev: pygame.event.Event) -> None:
        if self.demo:
            if ev.key == pygame.K_ESCAPE:
                self.app.goto("menu")
            return
        keys = {pygame.K_SPACE: self.toggle,
                pygame.K_LEFT: lambda: self.jump(self.pos - 1),
                pygame.K_RIGHT: self.forward,
                pygame.K_PAGEUP: lambda: self.jump(self.prev_turn()),
                pygame.K_PAGEDOWN: lambda: self.jump(self.next_turn()),
                pygame.K_UP: lambda: self.jump(self.prev_turn()),
                pygame.K_DOWN: lambda: self.jump(self.next_turn()),
                pygame.K_HOME: lambda: self.jump(0),
                pygame.K_END: lambda: self.jump(self.total),
                pygame.K_ESCAPE: self.on_back}
        fn = keys.get(ev.key)
        if fn is not None:
            if ev.key != pygame.K_SPACE:
                self.playing = False
            fn()

    def on_back(self) -> None:
        self.app.goto(self.back_to if self.back_to in ("replays", "menu") else "replays")
