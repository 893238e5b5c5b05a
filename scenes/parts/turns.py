"""Following the turn flow (engine/turnflow.py) each frame: the AI moves it plays are animated,
the hand-off screen is put up once everything of the previous viewer has stopped moving, the
table is redrawn from the side of whoever took the seat, and the results come up a moment
after the game ends."""
from __future__ import annotations

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

    def follow(self) -> None:
        """Show what the turn flow decided: the hand-off screen, or the table from a new side."""
        sc = self.scene
        h = sc.flow.handoff
        if h is not None:
            if self.handoff_shown != h and sc.settled():
                self.handoff_shown = h
                sc.app.push("handoff", name=sc.seat_name(h), color=sc.seat_color(h),
                            on_ready=lambda: self.handed_to(h))
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
        sc.resync()
