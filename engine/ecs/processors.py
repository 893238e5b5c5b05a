"""Processors: one concern each.  Run in the current esper world (one world per scene)."""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Callable, Hashable, Protocol

import esper
import pygame

from engine.ecs.components import (Clickable, Draggable, DropTarget, Hoverable, Intangible, Name,
                                   Lifetime, Particle, Transform, Tween, Tweens, Visual, Z)
from engine.ecs.click_guard import ClickGuard
from engine.ecs.easing import ease
from engine.ecs.painters import BASE_PAINTERS, PaintCtx, Painter
from engine.ecs.moving import MovingPaint
from engine.ecs.pictures import Pictures
from engine.ecs.still_layer import Shown, merge_areas, paints_on_top, swept_box
from engine.ecs import tooltips
from engine.render import Renderer
from engine import theme


class InputHooks(Protocol):
    def on_click(self, ent: int, tag: Hashable, button: int) -> None: ...
    def on_drop(self, ent: int, payload: Hashable, target: Hashable | None) -> bool: ...
    def on_drag_start(self, ent: int, payload: Hashable) -> None: ...
    def on_inspect(self, ent: int) -> None: ...


class TweenProcessor(esper.Processor):
    """Advances tweens; ``speed`` is the global animation speed factor."""

    def __init__(self, speed: Callable[[], float] = lambda: 1.0) -> None:
        self.speed = speed

    def process(self, dt: float) -> None:
        dt *= self.speed()
        done: list[Callable[[], None]] = []
        for ent, (tf, tw) in esper.get_components(Transform, Tweens):
            keep = []
            for item in tw.items:
                if item.delay > 0:
                    item.delay -= dt
                    if item.delay > 0:
                        keep.append(item)
                        continue
                    item.elapsed = -item.delay
                    item.delay = 0
                else:
                    item.elapsed += dt
                k = 1.0 if item.duration <= 0 else item.elapsed / item.duration
                setattr(tf, item.attr, item.start + (item.end - item.start) * ease(item.ease, k))
                if k >= 1.0:
                    if item.on_done:
                        done.append(item.on_done)
                else:
                    keep.append(item)
            tw.items = keep
        for cb in done:
            cb()


def tween_to(ent: int, duration: float, ease_name: str = "out_cubic", delay: float = 0.0,
             on_done: Callable[[], None] | None = None, **targets: float) -> None:
    """Tween the entity's Transform attributes to the given values (replacing tweens of them)."""
    tf = esper.component_for_entity(ent, Transform)
    tw = esper.try_component(ent, Tweens)
    if tw is None:
        tw = Tweens()
        esper.add_component(ent, tw)
    tw.items = [i for i in tw.items if i.attr not in targets]
    first = True
    for attr, end in targets.items():
        tw.items.append(Tween(attr, getattr(tf, attr), end, duration, delay, ease_name,
                              on_done=on_done if first else None))
        first = False


def _moving(ent: int) -> bool:
    """The entity tweens, is dragged or is a particle: it is live, never in the still layer."""
    tw = esper.try_component(ent, Tweens)
    drag = esper.try_component(ent, Draggable)
    return bool((tw and tw.items) or (drag and drag.dragging)
                or esper.has_component(ent, Particle))


def _resizing(ent: int, tf: Transform) -> bool:
    """The entity is still growing or shrinking (a pop-in, a flip), or is a lasting piece still
    on its way (a card flying to its place, read once it lands): its text is not yet where and
    as large as a player reads it.  Short-lived texts (a floating gain) are never in transit."""
    tw = esper.try_component(ent, Tweens)
    if not tw or not tw.items:
        return False
    if any(i.attr in ("scale", "w", "h") for i in tw.items):
        return True
    return not esper.has_component(ent, Lifetime) and any(i.attr in ("x", "y") for i in tw.items)


def is_animating() -> bool:
    return any(tw.items for _, tw in esper.get_component(Tweens))


class ParticleProcessor(esper.Processor):
    def process(self, dt: float) -> None:
        for ent, (tf, p) in esper.get_components(Transform, Particle):
            p.age += dt
            if p.age >= p.life:
                esper.delete_entity(ent)
                continue
            p.vy += p.gravity * dt
            tf.x += p.vx * dt
            tf.y += p.vy * dt
            if p.fade:
                tf.alpha = 255 * (1 - p.age / p.life)
        for ent, life in esper.get_component(Lifetime):
            life.seconds -= dt
            if life.seconds <= 0:
                esper.delete_entity(ent)

MUTE_LEAVE = 24.0       # canvas px the mouse moves from a click before what is under it may tip


class InputProcessor(esper.Processor):
    """Hit-tests topmost first; tracks hover; turns presses into clicks or drags."""

    DRAG_THRESHOLD = 8.0

    def __init__(self, hooks: InputHooks) -> None:
        self.hooks = hooks
        self.mouse = (-1.0, -1.0)
        self.pressed: tuple[int, int, tuple[float, float]] | None = None  # (ent, button, pos)
        self.dragging: int | None = None
        self.hovered: int | None = None
        self.guard = ClickGuard()           # a button changed under a still mouse waits
        self._looked = self.mouse
        self.muted: int | None = None       # its tooltip waits until the mouse leaves it
        self.muted_at: tuple[float, float] | None = None    # where, while the mouse rests there
        self._acted = False                 # the click being answered played a move

    def acted(self) -> None:
        """The click being answered played a move (the scene says so: scenes/parts/moves.py):
        what comes new under the still mouse waits (engine/ecs/click_guard.py)."""
        self._acted = True

    def click_context(self) -> Hashable:
        """The step a click comes in, as the scene names it (``click_context``), else None."""
        ask = getattr(self.hooks, "click_context", None)
        return ask() if ask is not None else None

    def mute(self, ent: int | None) -> None:
        """``ent`` (just clicked, dropped on, or refused) shows no tooltip until the mouse has
        left it: what the click did, or why it was refused, is on the table or in the toast, and
        a tooltip saying the same or what it meant a moment ago would read as the click's answer.
        Asked with the entity under the click, not the hovered one of the last frame (a click
        in the frame the mouse arrived)."""
        self.muted, self.muted_at = ent, self.mouse
        hov = esper.try_component(ent, Hoverable) if ent is not None and \
            esper.entity_exists(ent) else None
        if hov is not None:
            hov.hover_time = 0.0

    def forget(self) -> None:
        """Another player sits down (a pass-and-play hand-off): nothing the last one pointed at
        stays hovered, lifted or pressed; the mouse counts as nowhere until it moves (the screen
        over the table took its last moves, so where it was is the previous player's)."""
        for ent, hov in esper.get_component(Hoverable):
            hov.hovered = False
            hov.hover_time = 0.0
        self.mouse = self._looked = (-1.0, -1.0)
        self.pressed = self.hovered = self.muted = self.muted_at = None

    def _look(self, button: int | None = -1) -> None:
        """Tell the guard what button is under the mouse now (engine/ecs/click_guard.py);
        ``button``: the topmost Clickable there when the caller found it already."""
        moved, self._looked = self.mouse != self._looked, self.mouse
        if button == -1:
            button = self.topmost(self.mouse, Clickable)
        self.guard.look(self.guard.meaning(button), moved)

    def _under(self, pos: tuple[float, float]):
        """(entity, z) of every visible, tangible entity drawn at ``pos`` but the one dragged;
        where it is is asked first: only the few under the mouse are asked about components."""
        px, py = pos
        for ent, (tf, vis) in esper.get_components(Transform, Visual):
            if not vis.visible or not tf.contains(px, py) or ent == self.dragging:
                continue
            if not esper.has_component(ent, Intangible):
                z = esper.try_component(ent, Z)
                yield ent, (z.z if z else 0.0)

    def topmost(self, pos: tuple[float, float], *kinds: type,
                accepts: Hashable = None) -> int | None:
        """The entity of one of ``kinds`` drawn on top at ``pos``; with ``accepts``, only a
        drop target that takes that payload."""
        best, best_z = None, None
        for ent, zv in self._under(pos):
            if not any(esper.has_component(ent, k) for k in kinds):
                continue
            if accepts is not None:
                d = esper.try_component(ent, DropTarget)
                if d is None or (d.accepts is not None and not d.accepts(accepts)):
                    continue
            if best_z is None or zv >= best_z:
                best, best_z = ent, zv
        return best

    def _on(self, ent: int | None) -> bool:
        """The mouse is on ``ent`` (shown), whatever is drawn over it there now."""
        if ent is None or not esper.entity_exists(ent):
            return False
        tf, vis = esper.try_component(ent, Transform), esper.try_component(ent, Visual)
        return bool(tf and vis and vis.visible and tf.contains(*self.mouse))

    def _under_mouse(self) -> tuple[int | None, int | None]:
        """``topmost(mouse, Clickable)`` and ``topmost(mouse, Clickable, Hoverable, Draggable)``
        in one pass over the entities (every frame asks both)."""
        click = click_z = hover = hover_z = None
        for ent, zv in self._under(self.mouse):
            clickable = esper.has_component(ent, Clickable)
            if not (clickable or esper.has_component(ent, Hoverable)
                    or esper.has_component(ent, Draggable)):
                continue
            if hover_z is None or zv >= hover_z:
                hover, hover_z = ent, zv
            if clickable and (click_z is None or zv >= click_z):
                click, click_z = ent, zv
        return click, hover

    def process(self, dt: float) -> None:
        self.guard.frame()
        button, target = self._under_mouse()
        self._look(button)
        if target != self.hovered:
            if self.hovered is not None and esper.entity_exists(self.hovered):
                h = esper.try_component(self.hovered, Hoverable)
                if h:
                    h.hovered = False
                    h.hover_time = 0.0
            self.hovered = target
        # what comes new under the mouse resting where it clicked waits too (play-test 16: the
        # tile placed on a World in Progress cell showed its tooltip over the next targets)
        if self.muted_at is not None and math.dist(self.mouse, self.muted_at) > MUTE_LEAVE:
            self.muted_at = None
        if target != self.muted and not self._on(self.muted) and self.muted_at is None:
            self.muted = None                   # the mouse left what was clicked (not: a
            #                                     card flying off it passed under the mouse)
        if target is not None:
            h = esper.try_component(target, Hoverable)
            if h:
                h.hovered = True
                h.hover_time = 0.0 if target == self.muted or self.muted_at is not None \
                    else h.hover_time + dt
        for ent, dt_ in esper.get_component(DropTarget):
            dt_.highlighted = False
        drag = self._dragged()
        if drag is not None:
            tgt = self._drop_target(drag.payload)
            if tgt is not None:
                esper.component_for_entity(tgt, DropTarget).highlighted = True

    def _dragged(self) -> Draggable | None:
        """The Draggable held now, if its entity still exists (a keyed table may have removed
        the entity or its Draggable while the mouse button is down)."""
        if self.dragging is None or not esper.entity_exists(self.dragging):
            return None
        return esper.try_component(self.dragging, Draggable)

    def _drop_target(self, payload: Hashable) -> int | None:
        """The topmost drop target under the mouse that takes ``payload``: one that does not
        take it lets the drop through to one under it (a drafted card dropped on a card in It's
        a Wonderful World's construction area goes to the area)."""
        return self.topmost(self.mouse, DropTarget, accepts=payload)

    def has_targets(self, payload: Hashable) -> bool:
        """Some drop target on the table takes ``payload`` (a drop elsewhere can say where)."""
        return any(d.accepts is None or d.accepts(payload)
                   for _, d in esper.get_component(DropTarget))

    def motion(self, pos: tuple[float, float]) -> None:
        self.mouse = pos
        self._look()
        if self.pressed and self.dragging is None:
            ent, button, start = self.pressed
            if button == 1 and esper.entity_exists(ent):
                drag = esper.try_component(ent, Draggable)
                far = (pos[0] - start[0]) ** 2 + (pos[1] - start[1]) ** 2 > self.DRAG_THRESHOLD ** 2
                if drag and drag.enabled and far:
                    tf = esper.component_for_entity(ent, Transform)
                    drag.dragging = True
                    drag.home = (tf.x, tf.y)
                    drag.grab = (tf.x - start[0], tf.y - start[1])
                    self.dragging = ent
                    self.hooks.on_drag_start(ent, drag.payload)
        drag = self._dragged()
        if drag is not None:
            tf = esper.component_for_entity(self.dragging, Transform)
            tf.x, tf.y = pos[0] + drag.grab[0], pos[1] + drag.grab[1]

    def press(self, pos: tuple[float, float], button: int) -> None:
        self.mouse = pos
        ent = self.topmost(pos, *self._press_kinds(button))
        self.pressed = (ent, button, pos) if ent is not None else None

    @staticmethod
    def _press_kinds(button: int) -> tuple[type, ...]:
        # a right click also inspects what only has a tooltip (a card you cannot play now)
        return (Clickable, Draggable, Hoverable) if button == 3 else (Clickable, Draggable)

    def release(self, pos: tuple[float, float], button: int) -> None:
        self.mouse = pos
        if self.dragging is not None:
            ent = self.dragging
            under = self.topmost(pos, Clickable, Hoverable, Draggable)    # what it was dropped on
            self.dragging = None
            self.pressed = None
            drag = esper.try_component(ent, Draggable) if esper.entity_exists(ent) else None
            if drag is None:
                return
            drag.dragging = False
            if not drag.enabled:            # what it carried stopped being playable meanwhile
                tween_to(ent, 0.25, "out_back", x=drag.home[0], y=drag.home[1])
                return
            tgt = self._drop_target(drag.payload)
            key = esper.component_for_entity(tgt, DropTarget).key if tgt is not None else None
            if not self.hooks.on_drop(ent, drag.payload, key) and esper.entity_exists(ent):
                tween_to(ent, 0.25, "out_back", x=drag.home[0], y=drag.home[1])
            self.mute(under)
            return
        if self.pressed is None:
            return
        ent, b, _ = self.pressed
        self.pressed = None
        if b != button or not esper.entity_exists(ent):
            return
        if self.topmost(pos, *self._press_kinds(button)) != ent:
            return
        self._look()
        context = self.click_context()
        if self.guard.blocks(self.guard.meaning(ent), ent, context):
            return                      # new under the still mouse a moment ago
        click = esper.try_component(ent, Clickable)
        self.mute(ent)                  # before the hooks: a refusal they show may mute it too
        if click and click.enabled and button in click.buttons:
            self._acted = False
            self.hooks.on_click(ent, click.tag, button)
            if self._acted and esper.entity_exists(ent):
                self.guard.acted(ent, context)
        elif esper.has_component(ent, Draggable) and button == 1:
            self.hooks.on_click(ent, ("drag", esper.component_for_entity(ent, Draggable).payload), button)
        elif button == 3:
            self.hooks.on_inspect(ent)


class RenderProcessor(esper.Processor):
    """Draws every visible entity in z order with its painter; tooltips last.

    Still layer: the background and every entity that is not animating (and does not overlap
    an animating entity below it) are painted once into a cached surface, reused while none of
    them changes (same entities, transforms, parameters, hover state).  An entity is animating
    while it has tweens, is dragged, or its painter read ``ctx.time`` (a pulsing glow).  A still
    table then costs one blit plus the few live entities on top.  When a few still entities
    change (a card lands, a counter ticks), only their old and new areas are repainted, clipped
    (the background and the still entities there, in z order), close areas merged into a few
    clip rects; entities that only appeared and lie under nothing older are painted straight
    over the layer (``still_layer``); the whole layer when much of it changed, the window was
    resized or ``invalidate`` was called.
    """

    PARTIAL_MAX = 0.4       # repaint the whole layer when the changed areas cover more of it
    PARTIAL_SHARE = 0.6     # or when more of its entities than this changed
    PARTIAL_RECTS = 16      # changed areas are merged into at most this many clip rects

    def __init__(self, renderer: Renderer, painters: dict[str, Painter] | None = None,
                 tr: Callable[[str], str] = lambda k: k) -> None:
        self.renderer = renderer
        self.painters = dict(BASE_PAINTERS)
        if painters:
            self.painters.update(painters)
        self.tr = tr
        self.time = 0.0
        self.volatile: set[int] = set()
        self.cache = None
        self.cache_sig: tuple | None = None
        self.cache_ents: dict[int, tuple] = {}   # still entity -> (its signature, screen area)
        self.repaints = [0, 0, 0]     # whole / clipped repaints, new ones painted over (tests)
        self.avoid: list[tuple[float, float, float, float]] = []   # no tooltip covers these
        self.pictures = Pictures()                # still entities as last composed
        self.epoch = 0
        self._texts: dict[int, tuple[dict, str]] = {}   # id(params) -> (params, repr)
        self.shown = Shown()                      # the layer on the screen, drawn over since
        self.moving = MovingPaint(self.pictures)  # moving entities from their pictures
        self.tooltip_places: OrderedDict = OrderedDict()   # tooltips.place's memo

    def process(self, dt: float) -> None:
        self.time += dt

    def _items(self) -> list:
        items = []
        for ent, (tf, vis) in esper.get_components(Transform, Visual):
            if vis.visible and tf.alpha > 0:
                z = esper.try_component(ent, Z)
                drag = esper.try_component(ent, Draggable)
                zv = (z.z if z else 0.0) + (10000 if drag and drag.dragging else 0)
                if vis.params.get("raise_on_hover"):        # a hovered card in a fan comes forward
                    hov = esper.try_component(ent, Hoverable)
                    zv += 500 if hov and hov.hovered else 0
                items.append((zv, ent, tf, vis))
        items.sort(key=lambda i: (i[0], i[1]))
        return items

    def _paint(self, ent: int, tf: Transform, vis: Visual) -> tuple | None:
        """Paint one entity (from its picture when it looks as it did, ``Pictures``; an entity
        whose painter reads the clock always anew); the tooltip to show, if its hover asks."""
        hov = esper.try_component(ent, Hoverable)
        click = esper.try_component(ent, Clickable)
        ctx = PaintCtx(hovered=bool(hov and hov.hovered),
                       enabled=click.enabled if click else True, clock=self.time, tr=self.tr)
        painter = self.painters.get(vis.kind)
        probe = Renderer.probe
        if painter is not None and probe is not None:     # a test measuring text sizes
            with probe.within(kind=vis.kind, zoomable=probe.zoomable(ent),
                              transient=_resizing(ent, tf)):
                painter(self.renderer, tf, vis.params, ctx)
        elif painter is not None and ent not in self.volatile:
            look = self.look(vis.kind, vis.params, tf, ctx)
            self.moving.put(self.renderer, painter, ent, tf, vis.params, ctx, look, self.time,
                            _moving(ent))       # from its picture (engine/ecs/moving.py)
        elif painter is not None:
            painter(self.renderer, tf, vis.params, ctx)
        if ctx.used_time:
            self.volatile.add(ent)
        else:
            self.volatile.discard(ent)
        target = esper.try_component(ent, DropTarget)
        if target and target.highlighted:
            x, y, w, h = tf.rect
            self.renderer.outline(x - 4, y - 4, w + 8, h + 8, theme.HIGHLIGHT, 5, 10)
        if hov and hov.hovered and hov.tooltip and hov.hover_time > 0.45:
            return (hov.tooltip, tf, hov.avoid)
        return None

    def look(self, kind: str, params: dict, tf: Transform, ctx: PaintCtx) -> tuple:
        """What an entity's picture is a picture of (``Pictures``): all its drawing depends on
        but its place."""
        return (kind, self._text(params), tf.w, tf.h, tf.angle, tf.scale, tf.alpha, tf.value,
                ctx.hovered, ctx.enabled, self.epoch,
                getattr(getattr(self.tr, "__self__", None), "lang", None))

    def _text(self, params: dict) -> str:
        """``repr(params)``, worked out once per params dict (a look and a signature hold it):
        an entity's params are replaced by a new dict when they change, never changed in place
        (``Visual``).  The dict is kept with its text, so its id is not reused meanwhile."""
        memo = self._texts.get(id(params))
        if memo is not None and memo[0] is params:
            return memo[1]
        if len(self._texts) > 8192:
            self._texts.clear()
        text = repr(params)
        self._texts[id(params)] = (params, text)
        return text

    MARGIN = 24.0   # painters may draw this far outside an entity's rect (shadows, glows)

    def _split(self, items: list) -> tuple[list, list, tuple, tuple | None]:
        """Split z-ordered items into a still layer (cached) and live ones painted on top.

        Live: tweening, dragged, or painted with the clock, plus anything above a live entity
        that overlaps it (so the order of overlapping paint never changes).  Also returns the
        still layer's signature: the size and scale, then one entry per still entity; and the
        tooltip a hovered still entity shows, if any (the last in z order)."""
        r = self.renderer
        m = self.MARGIN
        sig: list = [r.surface.get_size(), r.scale]
        still, live, live_rects = [], [], []
        tip = None
        for item in items:
            zv, ent, tf, vis = item
            tw = esper.try_component(ent, Tweens)
            drag = esper.try_component(ent, Draggable)
            moving = (ent in self.volatile or (tw and tw.items) or (drag and drag.dragging)
                      or esper.has_component(ent, Particle))
            # its box is asked only when something is live (a still table needs none)
            box = swept_box(tf, tw.items if tw else (), m) if moving or live_rects else None
            if not moving and box is not None:
                for lx0, ly0, lx1, ly1 in live_rects:
                    if box[0] < lx1 and lx0 < box[2] and box[1] < ly1 and ly0 < box[3]:
                        moving = True
                        break
            if moving:
                live.append(item)
                live_rects.append(box)
                continue
            hov = esper.try_component(ent, Hoverable)
            click = esper.try_component(ent, Clickable)
            tgt = esper.try_component(ent, DropTarget)
            sig.append((ent, zv, vis.kind, tf.x, tf.y, tf.w, tf.h, tf.angle, tf.scale, tf.alpha,
                        tf.value, bool(hov and hov.hovered), click.enabled if click else True,
                        bool(tgt and tgt.highlighted), self._text(vis.params)))
            still.append(item)
            if hov and hov.hovered and hov.tooltip and hov.hover_time > 0.45:
                tip = (hov.tooltip, tf, hov.avoid)
        return still, live, tuple(sig), tip

    def draw(self, background: Callable[[Renderer], None] | None = None,
             tooltips: bool = True) -> None:
        """Paint the scene; with ``background`` (opaque scenes) the still layer is cached.
        ``tooltips`` is off for a scene covered by another (its hover is stale)."""
        r = self.renderer
        items = self._items()
        tooltip = None
        live = items
        if background is None:
            r.layers += 1                   # drawn over whatever layer is on the screen
        else:
            still, live, sig, tooltip = self._split(items)
            screen = r.surface
            areas: list | None = []         # what changed in the layer (None: all of it)
            if (self.cache is None or sig != self.cache_sig
                    or self.cache.get_size() != screen.get_size()):
                whole = self.cache is None or self.cache.get_size() != screen.get_size()
                if whole:
                    self.cache = screen.copy()
                r.surface = self.cache
                try:
                    areas = self._repaint(background, still, sig, whole)
                finally:
                    r.surface = screen
                    r.extent = None
                self.cache_sig = sig
            self.shown.put(r, self.cache, areas)
        for _, ent, tf, vis in live:
            tip = self._paint(ent, tf, vis)
            tooltip = tip or tooltip
        if tooltip and tooltips:
            self.draw_tooltip(*tooltip)

    def _painted(self, ent: int, tf: Transform, vis: Visual) -> pygame.Rect | None:
        """Paint one entity; the screen area it drew (None: nothing)."""
        r = self.renderer
        r.extent = []
        self._paint(ent, tf, vis)
        drawn, r.extent = r.extent, None
        return pygame.Rect(drawn[0]).unionall(drawn[1:]) if drawn else None

    def _repaint(self, background: Callable[[Renderer], None], still: list, sig: tuple,
                 whole: bool) -> list | None:
        """Bring the cache (``renderer.surface`` now) to ``sig``: paint still entities that
        only appeared over it when nothing older above covers them; else repaint the old and
        new areas of the still entities that changed, appeared or went, clipped, with
        everything still there (``still_layer``); the whole layer when it is new, the window
        changed or that is most of it.  The areas that changed (None: the whole layer)."""
        r = self.renderer
        ents = {entry[0]: entry for entry in sig[2:]}      # still entity -> its signature
        before = self.cache_ents
        old = self.cache_sig
        changed = [] if whole else [i for i, (_, ent, _, _) in enumerate(still)
                                    if before.get(ent, (None,))[0] != ents[ent]]
        if (whole or old is None or old[:2] != sig[:2]
                or len(changed) > max(4, len(still) * self.PARTIAL_SHARE)):
            self._repaint_whole(background, still, ents)
            return None
        gone = before.keys() - ents.keys()
        # only new ones (nothing went, none was in the layer): most likely painted straight
        # over it, so they are painted for real at once; should something older above overlap
        # one, the clipped repaint below paints its whole area anew over what it drew
        only_new = not gone and not any(still[i][1] in before for i in changed)
        fresh = {}
        if not only_new:
            r.surface.set_clip((0, 0, 0, 0))    # a dry run: what the changed ones paint now
        try:
            for i in changed:
                _, ent, tf, vis = still[i]
                fresh[ent] = self._painted(ent, tf, vis)
        finally:
            r.surface.set_clip(None)
        record = {ent: (ents[ent], fresh[ent] if ent in fresh else before[ent][1])
                  for _, ent, _, _ in still}
        order = [ent for _, ent, _, _ in still]
        if only_new and paints_on_top(order, fresh.keys(),
                                      {e: a for e, (_, a) in record.items()}):
            self.repaints[2] += 1               # only new ones, above what they overlap
            self.cache_ents = record
            return [fresh[still[i][1]] for i in changed if fresh[still[i][1]] is not None]
        areas = [before[ent][1] for ent in gone]
        areas += [before[ent][1] for ent in fresh if ent in before]
        areas += fresh.values()
        bounds = r.surface.get_rect()
        merged = merge_areas(areas, bounds, self.PARTIAL_RECTS)
        if sum(m.w * m.h for m in merged) > self.PARTIAL_MAX * bounds.w * bounds.h:
            self._repaint_whole(background, still, ents)
            return None
        self._repaint_clipped(background, still, merged, record)
        return merged

    def _repaint_whole(self, background: Callable[[Renderer], None], still: list,
                       ents: dict) -> None:
        self.repaints[0] += 1
        background(self.renderer)
        self.cache_ents = {ent: (ents[ent], self._painted(ent, tf, vis))
                           for _, ent, tf, vis in still}

    def _repaint_clipped(self, background: Callable[[Renderer], None], still: list,
                         clips: list, record: dict) -> None:
        """Each clip rect painted anew: the background, then the still entities whose area
        meets it, in z order."""
        cache = self.renderer.surface
        nothing = pygame.Rect(0, 0, 0, 0)
        areas = [record[ent][1] or nothing for _, ent, _, _ in still]
        for clip in clips:
            self.repaints[1] += 1
            cache.set_clip(clip)
            try:
                background(self.renderer)
                for i in clip.collidelistall(areas):
                    _, ent, tf, vis = still[i]
                    self._paint(ent, tf, vis)
            finally:
                cache.set_clip(None)
        self.cache_ents = record

    def invalidate(self) -> None:
        """Paint the whole still layer again next frame, every painter run anew (the
        background or what painters read besides their parameters changed)."""
        self.cache_sig = None
        self.epoch += 1
        self.pictures.clear()
        self._texts.clear()
        self.shown.forget()

    def draw_tooltip(self, text: str, tf: Transform,
                     avoid: tuple[tuple[float, float, float, float], ...] = ()) -> None:
        """A tooltip beside ``tf`` that covers neither the entity nor any ``avoid`` rect nor
        the scene-wide ``self.avoid`` (a turn banner, a zoomed card): engine/ecs/tooltips.py."""
        tooltips.draw(self.renderer, text, self.tooltip_rect(text, tf, avoid))

    def tooltip_rect(self, text: str, tf: Transform,
                     avoid: tuple[tuple[float, float, float, float], ...] = ()) -> tuple:
        """Where ``draw_tooltip`` puts the tooltip: (x, y, w, h) on the canvas."""
        moves = lit_rects(button=1) + drop_rects()
        minor = [t for t in lit_rects() if t not in moves]
        return tooltips.place(self.renderer, text, tf, avoid, self.avoid, moves, minor,
                              *look_alikes(tf), memo=self.tooltip_places)


def hit_rect(tf: Transform) -> tuple[float, float, float, float]:
    """The canvas rect an entity answers the mouse in (a quarter-turned one's turned too)."""
    x, y, w, h = tf.rect
    if int(tf.angle) % 180 == 90:
        return (tf.x - h / 2, tf.y - w / 2, h, w)
    return (x, y, w, h)


def lit_rects(button: int | None = None) -> list[tuple[float, float, float, float]]:
    """The rects of every target the player can click now in the current world: shown,
    enabled and not passed through (a tooltip covers none of them); with ``button``, only
    those that answer that mouse button (1: the moves, not a right click's zoom)."""
    return [hit_rect(tf) for ent, (tf, vis, click) in
            esper.get_components(Transform, Visual, Clickable)
            if click.enabled and vis.visible and tf.alpha > 0
            and (button is None or button in click.buttons)
            and not esper.has_component(ent, Intangible)]


def look_alike_rects(tf: Transform) -> list[tuple[float, float, float, float]]:
    """The rects of the other shown entities drawn like the one at ``tf`` (``look_alikes``)."""
    alike, twins = look_alikes(tf)
    return twins + [a for a in alike if a not in twins]


def look_alikes(tf: Transform) -> tuple[list, list]:
    """(alike, twins): the rects of the other shown entities with a tooltip of their own of the
    same ``Visual.kind`` as the one at ``tf`` (another stack), and of those named like it but
    for its numbers (another seat's counter of the same resource, ``df.res.2.gold`` and
    ``df.res.0.gold``): a tooltip over one of them would seem to tell about it (play-test 10)."""
    own = next((ent for ent, (t, _) in esper.get_components(Transform, Visual) if t is tf), None)
    if own is None:
        return [], []
    kind = esper.component_for_entity(own, Visual).kind
    pattern = _unnumbered(own)
    twins, alike = [], []
    for ent, (t, vis, hov) in esper.get_components(Transform, Visual, Hoverable):
        if ent == own or not hov.tooltip or not vis.visible or t.alpha <= 0:
            continue
        if pattern is not None and _unnumbered(ent) == pattern:
            twins.append(hit_rect(t))
        elif vis.kind == kind:
            alike.append(hit_rect(t))
    return alike, twins


def _unnumbered(ent: int) -> str | None:
    name = esper.try_component(ent, Name)
    return None if name is None else "".join("#" if c.isdigit() else c for c in name.name)


def drop_rects() -> list[tuple[float, float, float, float]]:
    """The rects of every shown place a card can be dropped on (a zone the player may also
    click once a card is picked): a tooltip covers none of them either."""
    return [hit_rect(tf) for ent, (tf, vis, _) in
            esper.get_components(Transform, Visual, DropTarget)
            if vis.visible and tf.alpha > 0 and not esper.has_component(ent, Intangible)]
