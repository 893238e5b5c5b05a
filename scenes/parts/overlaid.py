"""What a game scene's overlay draws over its table's tooltips: the large card shown now, the
action log (drawn after the tooltips, it hid one placed under it) and the app's live toast (a
tooltip under it was hidden, one over it hid the reason), and what the scene asks its tooltips
to keep readable (a table scene's ``kept_clear``: a game's own zoom, the titles of its zones, so
a tooltip never hides the name of the tray it describes).  The table's tooltips are placed clear
of all of them."""
from __future__ import annotations

from engine.render import Renderer


def tooltips_clear_of_overlay(scene, r: Renderer, over: bool) -> None:
    """Put this frame's zoom box and log rect among the rects the scene's tooltips avoid (in
    place of last frame's)."""
    box = None
    if scene.zoom is not None and not over:
        box = scene.zoom.box(r, scene.input.hovered if scene.input else None)
    before = getattr(scene, "_overlaid", [])
    avoid = [a for a in scene.render.avoid if a not in before]
    kept = getattr(scene, "kept_clear", None)      # a TableScene's (scenes/game_base.py)
    toast = scene.app.toast_rect()      # a live toast: no tooltip over or under it
    scene._overlaid = ([tuple(scene.log.rect)] + ([box] if box else [])
                       + ([toast] if toast is not None else [])
                       + [tuple(k) for k in (kept(r) if kept else ())])
    scene.render.avoid = avoid + scene._overlaid
