"""What a game scene's overlay draws over its table's tooltips: the large card shown now, the
action log (drawn after the tooltips, it hid one placed under it) and the app's live toast (a
tooltip under it was hidden, one over it hid the reason), and what the scene asks its tooltips
to keep readable (a table scene's ``kept_clear``: a game's own zoom, the titles of its zones, so
a tooltip never hides the name of the tray it describes).  The table's tooltips are placed clear
of all of them."""
from __future__ import annotations

import esper

from engine.ecs.components import Hoverable, Transform
from engine.render import Renderer


def tooltips_clear_of_overlay(scene, r: Renderer, over: bool) -> None:
    """Put this frame's zoom box and log rect among the rects the scene's tooltips avoid (in
    place of last frame's).  The zoom keeps off the log and the banner (``CardZoom.clear``),
    and the panels the scene names (``large_card_keeps_clear``), then is placed clear of the
    hovered thing's tooltip where it can be (``CardZoom.tip``): the tooltip shows first, and
    stays where it is."""
    box = None
    before = getattr(scene, "_overlaid", [])
    avoid = [a for a in scene.render.avoid if a not in before]
    kept = getattr(scene, "kept_clear", None)      # a TableScene's (scenes/game_base.py)
    kept = [tuple(k) for k in (kept(r) if kept else ())]
    toast = scene.app.toast_rect()      # a live toast: no tooltip over or under it
    fixed = [tuple(scene.log.rect)] + ([toast] if toast is not None else [])
    hovered = scene.input.hovered if scene.input else None
    # the shared card zoom, or a game's own large view answering as it does (Dice Forge's)
    large = getattr(scene, "large", None) or scene.zoom
    if large is not None and not over and large.target(hovered) is not None:
        # the tooltip's place only while a large card shows (a placement a frame otherwise)
        scene.render.avoid = avoid + fixed + kept
        large.tip = _tooltip(scene, hovered)
        banner = getattr(getattr(scene, "banner_part", None), "box", None)
        large.clear = [tuple(scene.log.rect)] + ([tuple(banner)] if banner else []) \
            + large_card_keeps_clear(scene)
        large.banner = tuple(banner) if banner else None    # kept clear always (CardZoom)
        box = large.box(r, hovered)
    scene._overlaid = fixed + ([box] if box else []) + kept
    scene.render.avoid = avoid + scene._overlaid


def large_card_keeps_clear(scene) -> list[tuple]:
    """The canvas rects of the scene's panels a large card keeps off as it keeps off the log
    and the banner: the layout anchors a table scene names in ``zoom_keeps_clear`` (It's a
    Wonderful World's round and phase track: play-test, the card on hover covered it)."""
    layout = getattr(scene, "layout", None)
    return [(a.x, a.y, a.w, a.h) for a in (layout[name] for name in
                                           getattr(scene, "zoom_keeps_clear", ()))] \
        if layout is not None else []


def _tooltip(scene, ent: int | None) -> tuple | None:
    """Where the tooltip of the hovered ``ent`` goes while no zoom shows, or None."""
    if ent is None or not esper.entity_exists(ent):
        return None
    hov = esper.try_component(ent, Hoverable)
    tf = esper.try_component(ent, Transform)
    if hov is None or tf is None or not hov.tooltip:
        return None
    return scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
