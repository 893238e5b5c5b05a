"""Whose side the table is seen from: the view the viewer may see (asked of the session once
per state and viewer) and the seats around the table, the one drawn large and the others'
compact panels in turn order after it."""
from __future__ import annotations

from typing import Any


class Perspective:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.last: tuple | None = None      # (state, viewer, view) last asked for

    def view(self) -> Any:
        """The viewer's view of the current state; the state is held so the check is by
        identity."""
        sc = self.scene
        state, viewer = sc.session.state, sc.viewer
        cached = self.last
        if cached is None or cached[0] is not state or cached[1] != viewer:
            cached = self.last = (state, viewer, sc.session.view(viewer))
        return cached[2]

    def big_seat(self) -> int:
        """The viewing human's seat, else (demo, AIs) the first to act."""
        sc = self.scene
        if sc.viewer is not None:
            return sc.viewer
        acting = sc.session.to_act()
        return acting[0] if acting else 0

    def others(self) -> list[int]:
        """The seats after the scene's big one (``big_seat``, which a game may change)."""
        n = len(self.scene.session.seats)
        b = self.scene.big_seat()
        return [(b + k) % n for k in range(1, n)]

    def panel_anchor(self, seat: int):
        o = self.others()
        return self.scene.layout[f"other.{o.index(seat)}"] if seat in o else None
