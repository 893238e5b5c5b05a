"""The table as a keyed description, reconciled with the esper world in place.

A scene says what is on the table for the current view as a list of ``EntitySpec`` — ``card:c17``
in hand slot 3, face up — and ``Table.reconcile`` diffs that against the entities it made before,
by key (React's reconciliation):

* a new key is created, with an enter animation (fade in, pop, or flying in from ``origin``);
* a key that is gone leaves with an exit animation (fade out) and is then deleted;
* a key whose place changed tweens to it (a card keeps its entity from deck to hand to tableau,
  so the movement animates itself);
* a key whose ``params`` changed gets the new params (and flips if ``face_up`` changed; a
  numeric ``value`` counts up: the Transform's ``value`` tweens to it, see widgets/counter.py);
* the interaction components (click, hover tooltip, drag, drop target) are updated in place.

Entities keep their ids, so the input processor's hovered / pressed / dragged entity stays valid
across an opponent's move; a dragged entity is not pulled away (its drag home moves instead).
Entities without a ``Keyed`` component (the HUD, pop-ups, particles) are never touched.

Typical use in a scene::

    def describe(self) -> list[EntitySpec]:          # a pure function of the view
        return [EntitySpec(f"card:{c}", "card", x, y, 180, 252, z=10 + i,
                           params=card_params(c), click=("play", c), drag=c)
                for i, (c, (x, y)) in enumerate(zip(hand, slots))]

    self.table.reconcile(self.describe())            # after every action / view change
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable

import esper

from engine.ecs.components import (Clickable, Draggable, DropTarget, Hoverable, Intangible,
                                   Name, Transform, Tweens, Visual, Z)
from engine.ecs.effects import flip as flip_effect
from engine.ecs.effects import fly, path_points
from engine.ecs.processors import tween_to

PLACE = ("x", "y", "w", "h", "angle")


@dataclass
class EntitySpec:
    """One keyed thing on the table.  ``params`` is what its painter (``kind``) draws from.

    ``click``: the Clickable tag (None: not clickable); ``buttons``: mouse buttons it answers;
    ``enabled``: drawn and hit-tested but refusing clicks when False.  ``drag``: a Draggable
    payload; ``drop``: a DropTarget key (``accepts`` filters payloads).  ``tooltip``: hover text.
    ``enter``: "fade", "pop", "none", or "fly" (from ``origin`` (x, y), e.g. the deck).
    ``exit``: "fade" or "none".  ``name``: the Name scenes and tests find it by (default: the
    key); a key can be an identity (``tile:T12``) while the name says its role
    (``wip.slot.4``).  ``hover``: track hovering even without a click or tooltip.
    ``tip_avoid``: rects its tooltip must not cover.
    """

    key: str
    kind: str
    x: float
    y: float
    w: float
    h: float
    z: float = 0.0
    params: dict[str, Any] = field(default_factory=dict)
    angle: float = 0.0
    click: Hashable | None = None
    buttons: tuple[int, ...] = (1,)
    enabled: bool = True
    drag: Hashable | None = None
    drop: Hashable | None = None
    accepts: Callable[[Hashable], bool] | None = None
    tooltip: str | None = None
    enter: str = "fade"
    exit: str = "fade"
    origin: tuple[float, float] | None = None
    visible: bool = True
    name: str | None = None
    hover: bool = False
    tip_avoid: tuple[tuple[float, float, float, float], ...] = ()

    @property
    def rect(self) -> tuple[float, float, float, float]:
        """Its canvas rect (x, y are its centre)."""
        return (self.x - self.w / 2, self.y - self.h / 2, self.w, self.h)

    @property
    def playable(self) -> bool:
        """A left click on it plays now (a move, not a question: enabled and clickable)."""
        return self.click is not None and self.enabled and 1 in self.buttons

    @property
    def place(self) -> tuple[float, ...]:
        return (self.x, self.y, self.w, self.h, self.angle)


def playable_rects(specs: Iterable[EntitySpec], also: Callable[[EntitySpec], bool] | None = None
                   ) -> tuple[tuple[float, float, float, float], ...]:
    """The canvas rects of what the player may click now to play (and of what ``also`` picks):
    what a tooltip about the table keeps off."""
    return tuple(s.rect for s in specs if s.playable or (also is not None and also(s)))


@dataclass
class Keyed:
    """Marks an entity owned by a Table: its key and the place it was last told to be."""

    key: str
    place: tuple[float, ...]
    leaving: bool = False


@dataclass
class Diff:
    """What one reconcile did (keys), for tests and for scenes that add sounds."""

    created: list[str] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    values: list[tuple[str, float, float]] = field(default_factory=list)   # (key, old, new)


class Table:
    """Reconciles keyed specs with the current esper world.  One per scene; stateless apart
    from timing options, so it survives ``clear_database`` (it reads the world each time)."""

    def __init__(self, move_s: float = 0.35, enter_s: float = 0.25, exit_s: float = 0.22) -> None:
        self.move_s = move_s
        self.enter_s = enter_s
        self.exit_s = exit_s
        self.count_s = 0.6
        self.stagger = 0.09         # between cards flying in by the same reconcile (a deal)
        self._flying = 0
        self._no_exit: set[str] = set()     # keys whose spec says exit="none"
        # where a staggered flight's start goes: ``later(delay, start)``, the scene's sequencer
        # (engine/sequencer.py: one choreography); None starts it by a tween delay
        self.later: Callable[[float, Callable[[], None]], None] | None = None
        self._waiting: set[int] = set()     # entities whose flight in has not started yet

    # -- queries -------------------------------------------------------------------------------
    @staticmethod
    def entities() -> dict[str, int]:
        """key -> entity of every keyed entity that is not leaving."""
        return {k.key: ent for ent, k in esper.get_component(Keyed) if not k.leaving}

    def entity(self, key: str) -> int | None:
        return self.entities().get(key)

    # -- the diff --------------------------------------------------------------------------------
    def reconcile(self, specs: Iterable[EntitySpec], animate: bool = True) -> Diff:
        """Make the world match ``specs``.  ``animate=False`` places everything at once (first
        build, undo, a new viewer after a hand-off)."""
        diff = Diff()
        self._flying = 0
        # an entity removed at once by an earlier reconcile of this frame is only marked dead
        # until the world processes: delete it now, or a key that comes back would update it
        # and vanish with it at the end of the frame
        esper.clear_dead_entities()
        live: dict[str, int] = {}
        leaving: dict[str, int] = {}
        for ent, k in esper.get_component(Keyed):
            (leaving if k.leaving else live)[k.key] = ent
        seen: set[str] = set()
        for spec in specs:
            if spec.key in seen:
                raise ValueError(f"two table entities share the key {spec.key!r}")
            seen.add(spec.key)
            if spec.exit == "none":
                self._no_exit.add(spec.key)
            else:
                self._no_exit.discard(spec.key)
            ent = live.get(spec.key)
            if ent is None and spec.key in leaving:      # came back before its exit ended
                ent = leaving[spec.key]
                esper.component_for_entity(ent, Keyed).leaving = False
                if esper.has_component(ent, Intangible):
                    esper.remove_component(ent, Intangible)
                tween_to(ent, self.enter_s if animate else 0.0, alpha=255.0, scale=1.0)
            if ent is None:
                self._create(spec, animate)
                diff.created.append(spec.key)
            else:
                self._update(ent, spec, animate, diff)
        for key, ent in live.items():
            if key not in seen:
                self._remove(ent, animate and key not in self._no_exit)
                self._no_exit.discard(key)
                diff.removed.append(key)
        return diff

    def clear(self) -> None:
        """Delete every keyed entity at once (a language or window change rebuilds)."""
        for ent, _ in list(esper.get_component(Keyed)):
            esper.delete_entity(ent, immediate=True)
        self._waiting.clear()

    # -- steps ------------------------------------------------------------------------------------
    def _create(self, spec: EntitySpec, animate: bool) -> int:
        tf = Transform(spec.x, spec.y, spec.w, spec.h, spec.angle)
        ent = esper.create_entity(tf, Visual(spec.kind, dict(spec.params), spec.visible),
                                  Z(spec.z), Name(spec.name or spec.key), Keyed(spec.key, spec.place))
        if isinstance(spec.params.get("value"), (int, float)):
            tf.value = float(spec.params["value"])
        self._interaction(ent, spec)
        if not animate or spec.enter == "none":
            return ent
        if spec.enter == "fly" and spec.origin is not None:
            # along a gentle arc from the origin (a deck); several at once are dealt in turn
            delay = self.stagger * self._flying
            self._flying += 1
            tf.x, tf.y = spec.origin
            tf.alpha = 0.0
            esper.add_component(ent, Intangible())

            def landed(ent=ent) -> None:
                if esper.entity_exists(ent) and esper.has_component(ent, Intangible):
                    esper.remove_component(ent, Intangible)

            def start(ent=ent, wait=0.0 if self.later else delay) -> None:
                if ent not in self._waiting or not esper.entity_exists(ent):
                    return                          # placed at once or gone meanwhile
                self._waiting.discard(ent)
                to = esper.component_for_entity(ent, Keyed).place[:2]
                fly(ent, path_points(spec.origin, to, 0.15), self.move_s * 1.3, delay=wait,
                    on_done=landed)
                tween_to(ent, self.enter_s * 0.6, "out_quad", delay=wait, alpha=255.0)
            self._waiting.add(ent)
            if delay > 0 and self.later is not None:
                self.later(delay, start)            # a step of the scene's sequence
            else:
                start()
        elif spec.enter == "pop":
            tf.scale = 0.4
            tf.alpha = 0.0
            tween_to(ent, self.enter_s, "out_back", scale=1.0, alpha=255.0)
        else:
            tf.alpha = 0.0
            tween_to(ent, self.enter_s, "out_quad", alpha=255.0)
        return ent

    def _update(self, ent: int, spec: EntitySpec, animate: bool, diff: Diff) -> None:
        keyed = esper.component_for_entity(ent, Keyed)
        tf = esper.component_for_entity(ent, Transform)
        vis = esper.component_for_entity(ent, Visual)
        esper.component_for_entity(ent, Z).z = spec.z
        name = esper.try_component(ent, Name)
        if name is None:
            esper.add_component(ent, Name(spec.name or spec.key))
        else:
            name.name = spec.name or spec.key
        changed = False
        drag = esper.try_component(ent, Draggable)
        held = drag is not None and drag.dragging
        if keyed.place != spec.place:
            keyed.place = spec.place
            diff.moved.append(spec.key)
            changed = True
        if ent in self._waiting and animate:
            pass                                    # its flight in starts later, to the place
        elif held:
            drag.home = (spec.x, spec.y)            # the hand still holds it: move its home
        elif animate:
            # tween what differs from where it is going (a scene's own choreography may already
            # have brought it there: then nothing moves)
            ends = {i.attr: i.end for i in self._tween_items(ent)}
            todo = {a: v for a, v in zip(PLACE, spec.place) if ends.get(a, getattr(tf, a)) != v}
            if todo:
                tween_to(ent, self.move_s, "in_out_cubic", **todo)
        else:
            self._stop(ent, PLACE)
            tf.x, tf.y, tf.w, tf.h, tf.angle = spec.place
            tf.scale = 1.0
            if ent in self._waiting:                # placed at once: no flight to land
                self._waiting.discard(ent)
                tf.alpha = 255.0
                if esper.has_component(ent, Intangible):
                    esper.remove_component(ent, Intangible)
        if vis.params != spec.params or vis.kind != spec.kind or vis.visible != spec.visible:
            flip = (animate and "face_up" in spec.params
                    and vis.params.get("face_up") != spec.params["face_up"])
            old, new = vis.params.get("value"), spec.params.get("value")
            if isinstance(new, (int, float)) and old != new:
                diff.values.append((spec.key, old if isinstance(old, (int, float)) else 0, new))
                if animate and tf.value is not None:       # counters count up to the new value
                    tween_to(ent, self.count_s, "out_quad", value=float(new))
                else:
                    self._stop(ent, ("value",))
                    tf.value = float(new)
            if flip:
                flip_effect(ent, dict(spec.params), kind=spec.kind)
            else:
                vis.params = dict(spec.params)
                vis.kind = spec.kind
            vis.visible = spec.visible
            diff.updated.append(spec.key)
            changed = True
        if tf.alpha < 255 and not self._tweening(ent, "alpha") and ent not in self._waiting:
            tf.alpha = 255.0
        self._interaction(ent, spec)
        if not changed:
            diff.kept.append(spec.key)

    def _remove(self, ent: int, animate: bool) -> None:
        self._waiting.discard(ent)                  # its flight in never starts
        for comp in (Clickable, Draggable, DropTarget):
            if esper.has_component(ent, comp):
                esper.remove_component(ent, comp)
        hov = esper.try_component(ent, Hoverable)
        if hov is not None:
            hov.tooltip = ""
        if esper.has_component(ent, Name):          # a leaving entity is no longer found by name
            esper.remove_component(ent, Name)
        keyed = esper.component_for_entity(ent, Keyed)
        if not animate:
            esper.delete_entity(ent)
            return
        keyed.leaving = True
        if not esper.has_component(ent, Intangible):
            esper.add_component(ent, Intangible())

        def gone(ent=ent) -> None:
            k = esper.try_component(ent, Keyed) if esper.entity_exists(ent) else None
            if k is not None and k.leaving:
                esper.delete_entity(ent)

        tween_to(ent, self.exit_s, "in_quad", on_done=gone, alpha=0.0)

    @staticmethod
    def _tween_items(ent: int) -> list:
        tw = esper.try_component(ent, Tweens)
        return list(tw.items) if tw else []

    def _tweening(self, ent: int, attr: str) -> bool:
        return any(i.attr == attr for i in self._tween_items(ent))

    @staticmethod
    def _stop(ent: int, attrs: tuple[str, ...]) -> None:
        tw = esper.try_component(ent, Tweens)
        if tw is not None:
            tw.items = [i for i in tw.items if i.attr not in attrs]

    @staticmethod
    def _interaction(ent: int, spec: EntitySpec) -> None:
        """Add, update or drop Clickable / Hoverable / Draggable / DropTarget in place (the
        component objects are kept, so hover time and a drag in progress survive)."""
        click = esper.try_component(ent, Clickable)
        if spec.click is not None:
            if click is None:
                esper.add_component(ent, Clickable(spec.click, spec.enabled, spec.buttons))
            else:
                click.tag, click.enabled, click.buttons = spec.click, spec.enabled, spec.buttons
        elif click is not None:
            esper.remove_component(ent, Clickable)
        hov = esper.try_component(ent, Hoverable)
        wants_hover = (spec.click is not None or spec.drag is not None or bool(spec.tooltip)
                       or spec.hover)
        if wants_hover:
            hand = spec.click is not None or spec.drag is not None
            if hov is None:
                esper.add_component(ent, Hoverable(tooltip=spec.tooltip or "", cursor_hand=hand,
                                                   avoid=spec.tip_avoid))
            else:
                hov.tooltip, hov.cursor_hand = spec.tooltip or "", hand
                hov.avoid = spec.tip_avoid
        elif hov is not None:
            esper.remove_component(ent, Hoverable)
        drag = esper.try_component(ent, Draggable)
        if spec.drag is not None:
            if drag is None:
                esper.add_component(ent, Draggable(spec.drag))
            else:
                drag.payload, drag.enabled = spec.drag, True
        elif drag is not None and not drag.dragging:
            esper.remove_component(ent, Draggable)
        elif drag is not None:
            drag.enabled = False            # finish the gesture; it will be refused
        target = esper.try_component(ent, DropTarget)
        if spec.drop is not None:
            if target is None:
                esper.add_component(ent, DropTarget(spec.drop, spec.accepts))
            else:
                target.key, target.accepts = spec.drop, spec.accepts
        elif target is not None:
            esper.remove_component(ent, DropTarget)

