"""The table's action log, whose new lines wait for a lighter frame.

A move's own frame is the slowest kind: the table is described and reconciled, the still layer
repainted, and the log's new lines measured, wrapped and rendered (1-3 ms).  In a frame that
already re-describes the table (``TableScene.synced_frame``), repaints the still layer or moves
many entities at once (a hand-over: dozens fly between the panels), the log's box is put back
as it was and its new lines are drawn in one of the next frames, at most ``HOLD_FRAMES`` later
(1/15 s at 60 FPS).  The choice is made once per frame, not per draw: a
frame drawn twice is drawn alike."""
from __future__ import annotations

import esper

from engine.ecs.components import Tweens
from engine.render import Renderer
from scenes.parts.action_log import ActionLog


class HeldLog(ActionLog):
    HOLD_FRAMES = 4
    MANY_MOVING = 20        # entities tweening at once that make a frame busy

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self._held_since: int | None = None     # the frame whose draw first held new lines
        self._frame = -1                        # the frame last drawn
        self._repaints = (0, 0)                 # the layer's repaints seen: before it, in it

    def draw(self, r: Renderer) -> None:
        if not self._hold(r):
            super().draw(r)

    def frame_busy(self) -> bool:
        """This frame re-described the table, repainted the still layer (before the log is
        drawn, as every frame draws it) or moves ``MANY_MOVING`` entities or more."""
        sc = self.scene
        frame = sc.app.frame_count
        render = sc.render
        count = sum(render.repaints) if render is not None else 0
        if frame != self._frame:
            self._frame, self._repaints = frame, (self._repaints[1], count)
        else:
            self._repaints = (self._repaints[0], count)
        if getattr(sc, "synced_frame", None) == frame or count > self._repaints[0]:
            return True
        moving = 0
        for _, tw in esper.get_component(Tweens):
            moving += bool(tw.items)
        return moving >= self.MANY_MOVING

    def _hold(self, r: Renderer) -> bool:
        busy = self.frame_busy()
        frame = self._frame
        if (self._surf is None or Renderer.probe is not None
                or r.rect(*self.rect).size != self._surf.get_size()):
            self._held_since = None
            return False
        self.text.step_lines()
        if self._place_key[:1] == (self.text.version,) or not busy:
            if self._held_since != frame:
                self._held_since = None
            return False
        if self._held_since is None:
            self._held_since = frame
        if frame - self._held_since >= self.HOLD_FRAMES:
            return False
        self._blit_cached(r, self._surf_key[:-1], None)
        return True
