"""Following the turn flow (engine/turnflow.py) each frame: every move is put on the scene's
sequence (its beat, then its animation at its pace), the AI moves the flow plays are animated,
the hand-off screen is put up once everything of the previous viewer has stopped moving, the
table is redrawn from the side of whoever took the seat, and the results come up a moment
after the game ends."""
from __future__ import annotations

from engine.saves import SaveStore
from engine.worlds import use_world
from scenes.parts import animation


class TurnFollower:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.drawn_viewer: int | None = scene.flow.viewer
        self.handoff_shown: int | None = None

    def frame(self, dt: float) -> None:
        sc = self.scene
        s = sc.session
        speed = sc.app.settings.speed
        if s.is_over():
            sc.flow.tick(dt, True)
            if sc.ended_at is None:
                sc.ended_at = sc.time
            if not sc.busy() and sc.time - sc.ended_at > 1.2 / speed:
                sc.show_results()
            return
        busy = sc.busy()
        if not busy:
            sc._anim_speedup = 1.0
        for played in sc.flow.tick(dt, busy, speed):
            sc.after_action(played.seat, played.action, played.events,
                            played.beat, played.pace if played.by_ai else None)
        self.follow()

    def sequence_move(self, seat: int, action, events, beat: float = 0.0,
                      pace: float | None = None) -> None:
        """Put a move on the scene's sequence: after a ``beat`` (real seconds at speed x1; an
        AI move's pause, a ``pause`` step on the same clock) its animation at ``pace`` (the
        scene's ``move_pace`` has the last word), queued after a move that still plays."""
        sc = self.scene
        sc.hints.acted(seat)            # a hidden pick of another seat may leave it standing
        if not sc.log.contains(sc.input.mouse if sc.input is not None else (-1, -1)):
            sc.log.scroll = 0           # to the newest line, unless the player reads back in it
        pace = sc.flow.anim_speedup(seat) if pace is None else pace
        sc._anim_speedup = sc.move_pace(seat, action, pace)
        sc.sequence.begin(pause=beat * sc._anim_speedup)   # the beat stays real seconds
        seen = sc.rules.view_events(events, sc.viewer)

        def show() -> None:
            sc.animate(seat, action, seen)
            sc.refresh_hud()            # the HUD changes with the move, not during its beat
        sc.sequence.at(0.0, show)
        if sc.session.is_over():
            sc.ended_at = sc.time
            if sc.session.autosave:
                SaveStore().clear()

    def follow(self) -> None:
        """Show what the turn flow decided: the hand-off screen, or the table from a new side."""
        sc = self.scene
        h = sc.flow.handoff
        if h is not None:
            if self.handoff_shown != h and sc.settled():
                self.handoff_shown = h
                sc.app.push("handoff", name=sc.seat_name(h), color=sc.seat_color(h),
                            on_ready=lambda: self.handed_to(h), game=sc.session.game)
            return
        if sc.flow.viewer != self.drawn_viewer:
            self.drawn_viewer = sc.flow.viewer
            sc.resync()

    def handed_to(self, seat: int) -> None:
        """``seat`` clicked Ready on the hand-off screen: the table shows their view."""
        sc = self.scene
        sc.flow.handed_to(seat)
        self.handoff_shown = None
        self.drawn_viewer = seat
        use_world(sc.world)
        animation.drop_effects()        # made for the previous viewer
        if sc.input is not None:
            sc.input.forget()           # no hover, tooltip or lifted card of the previous player
        sc.resync()
