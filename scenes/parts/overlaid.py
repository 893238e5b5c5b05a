"""What a game scene's overlay draws over its table's tooltips: the large card shown now and
the action log (drawn after the tooltips, it hid one placed under it).  The table's tooltips are
placed clear of both."""
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
    scene._overlaid = [tuple(scene.log.rect)] + ([box] if box else [])
    scene.render.avoid = avoid + scene._overlaid
