"""Scenes and the scene stack.  Each scene owns one esper world, switched in while it runs."""
from __future__ import annotations

import random
import uuid
from typing import Any, Hashable

import esper
import pygame

from engine import theme
from engine.ecs.components import (Clickable, Hoverable, Lifetime, Name, Particle,
                                   Transform, Visual, Z)
from engine.ecs.painters import Painter
from engine.ecs.processors import (InputProcessor, ParticleProcessor, RenderProcessor,
                                   TweenProcessor, tween_to)
from engine.memory import release_free_memory
from engine.render import Renderer
from engine.widgets import WIDGET_PAINTERS
from engine.worlds import DEFAULT, use_world


WHEEL_BUTTONS = (4, 5, 6, 7)      # SDL's legacy wheel "buttons" (vertical and horizontal)


class Scene:
    """Base scene: input, tweens, particles and rendering processors in its own world.

    ``app`` is the running ``engine.app.App`` (not imported here: the app imports scenes' base,
    never the other way round, so the import graph has no cycle).

    Subclasses override ``build`` (create entities), ``update``, ``draw_background`` /
    ``draw_overlay`` and the input hooks ``on_click`` / ``on_drop`` / ``on_key``.
    """

    opaque = True          # False for overlays drawn over the scene below
    painters: dict[str, Painter] = {}

    def __init__(self, app: Any) -> None:
        self.app = app
        self.world = f"{type(self).__name__}-{uuid.uuid4().hex[:12]}"
        self.input: InputProcessor | None = None
        self.render: RenderProcessor | None = None
        self.time = 0.0
        self.just_rebuilt = False      # this frame repaints everything: heavy work can wait

    # -- lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        use_world(self.world)
        self.input = InputProcessor(self)
        self.render = RenderProcessor(self.app.renderer, {**WIDGET_PAINTERS, **self.painters},
                                      self.app.i18n.t)
        esper.add_processor(self.input, priority=30)
        esper.add_processor(TweenProcessor(lambda: self.app.settings.speed), priority=20)
        esper.add_processor(ParticleProcessor(), priority=10)
        esper.add_processor(self.render, priority=0)
        self.build()

    def exit(self) -> None:
        use_world(DEFAULT)
        if self.world in esper.list_worlds():
            esper.delete_world(self.world)

    def build(self) -> None:
        pass

    def on_resume(self) -> None:
        """Called when the scene above this one is popped."""

    def rebuild(self) -> None:
        """Recreate all entities (after a language or layout change)."""
        use_world(self.world)
        esper.clear_database()          # entities and components only; processors stay
        self.just_rebuilt = True
        self.build()

    # -- per frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        esper.process(dt)

    def draw(self, r: Renderer, on_top: bool = True) -> None:
        if self.opaque:
            self.render.draw(self.draw_background, tooltips=on_top)   # still layer cached
        else:
            self.draw_background(r)
            self.render.draw(tooltips=on_top)
        self.draw_overlay(r)

    def idle(self, deadline: float) -> None:
        """Spare time after the frame was drawn, until ``deadline`` (time.perf_counter()):
        background work such as AI thinking goes here so it never delays a frame."""

    def draw_background(self, r: Renderer) -> None:
        """The table under the entities.  Opaque scenes cache it with their still entities, so
        it must not change from frame to frame (call ``self.render.invalidate()`` if it does);
        per-frame drawing belongs in ``draw_overlay``."""
        if self.opaque and not r.image("table.svg", 0, 0, 1920, 1080):
            r.fill(0, 0, 1920, 1080, (18, 14, 12))

    def draw_overlay(self, r: Renderer) -> None:
        pass

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event, pos: tuple[float, float] | None) -> None:
        if ev.type == pygame.MOUSEMOTION and pos is not None:
            self.input.motion(pos)
        elif ev.type == pygame.MOUSEBUTTONDOWN and pos is not None:
            # one wheel notch arrives twice (MOUSEWHEEL and, for old code, button 4/5): only
            # MOUSEWHEEL counts, so a notch is one step (one quarter turn of a tile, not two)
            if ev.button not in WHEEL_BUTTONS:
                self.input.press(pos, ev.button)
        elif ev.type == pygame.MOUSEBUTTONUP and pos is not None:
            if ev.button not in WHEEL_BUTTONS:
                self.input.release(pos, ev.button)
        elif ev.type == pygame.MOUSEWHEEL:
            if ev.y:
                self.on_wheel(ev.y)
        elif ev.type == pygame.KEYDOWN:
            self.on_key(ev)

    def on_click(self, ent: int, tag: Hashable, button: int) -> None:
        pass

    def on_drop(self, ent: int, payload: Hashable, target: Hashable | None) -> bool:
        return False

    def on_drag_start(self, ent: int, payload: Hashable) -> None:
        pass

    def on_inspect(self, ent: int) -> None:
        """A right click on something that does not answer it as a click (show it large)."""

    def on_wheel(self, dy: int) -> None:
        pass

    def on_key(self, ev: pygame.event.Event) -> None:
        if ev.key == pygame.K_ESCAPE:
            self.on_back()

    def on_back(self) -> None:
        pass

    # -- entity helpers -------------------------------------------------------------------------
    def t(self, key: str, **fmt: Any) -> str:
        return self.app.i18n.t(key, **fmt)

    def entity(self, kind: str, x: float, y: float, w: float, h: float, z: float = 0,
               name: str | None = None, tag: Hashable | None = None, tooltip: str | None = None,
               **params: Any) -> int:
        comps: list[Any] = [Transform(x, y, w, h), Visual(kind, params), Z(z)]
        if name:
            comps.append(Name(name))
        if tag is not None:
            comps.append(Clickable(tag))
            comps.append(Hoverable(tooltip=tooltip or ""))
        elif tooltip:
            comps.append(Hoverable(tooltip=tooltip, cursor_hand=False))
        return esper.create_entity(*comps)

    def button(self, name: str, label: str, x: float, y: float, w: float = 300, h: float = 70,
               tag: Hashable | None = None, style: str = "primary", icon: str | None = None,
               z: float = 50, tooltip: str | None = None, enabled: bool = True,
               buttons: tuple[int, ...] = (1,), **params) -> int:
        """A button; ``buttons`` are the mouse buttons it answers (3: a right click too)."""
        ent = self.entity("button", x, y, w, h, z, name, tag if tag is not None else name,
                          tooltip, text=label, style=style, icon=icon, **params)
        click = esper.component_for_entity(ent, Clickable)
        click.enabled, click.buttons = enabled, buttons
        return ent

    def pop_score(self, x: float, y: float, text: str, color=None, particles: int = 14,
                  seed: int = 0, z: float = 800, rise: float = 110.0, size: float = 56) -> None:
        """Arcade feedback shared by every game: a "+N" that rises (``rise``) and fades, and a
        burst of sparks falling under gravity.  Everything it makes deletes itself.  Put it
        beside the value it changes, with a small rise, where it would float over text."""
        color = color or theme.GOLD
        pop = self.entity("popup", x, y, 10, 10, z, text=text, size=size, color=color)
        tween_to(pop, 0.9, "out_cubic", delay=0.3, y=y - rise)
        esper.add_component(pop, Lifetime(1.4))
        rng = random.Random(seed)           # visual only: never game truth
        for _ in range(particles):
            e = self.entity("particle", x, y, 10, 10, z - 10, color=color)
            esper.add_component(e, Particle(rng.uniform(-260, 260), rng.uniform(-420, -120),
                                            0.9, gravity=700))

    def find(self, name: str) -> int | None:
        use_world(self.world)
        for ent, n in esper.get_component(Name):
            if n.name == name:
                return ent
        return None

    def named(self) -> dict[str, int]:
        use_world(self.world)
        return {n.name: ent for ent, n in esper.get_component(Name)}


class SceneStack:
    """push / pop / replace with a short fade; only the top scene gets input."""

    FADE = 0.22

    def __init__(self, app: Any) -> None:
        self.app = app
        self.scenes: list[Scene] = []
        self.fade = 0.0

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> Scene:
        self.scenes.append(scene)
        scene.enter()
        self.fade = self.FADE if scene.opaque else 0.0
        return scene

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        if self.top:
            use_world(self.top.world)
            self.top.on_resume()

    def replace(self, scene: Scene) -> Scene:
        while self.scenes:
            self.scenes.pop().exit()
        release_free_memory()
        return self.push(scene)

    def clear(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()

    def update(self, dt: float) -> None:
        self.fade = max(0.0, self.fade - dt)
        top = self.top
        if top:
            use_world(top.world)
            top.update(dt)

    def draw(self, r: Renderer) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            use_world(scene.world)
            scene.draw(r, on_top=scene is self.top)
        if self.top:
            use_world(self.top.world)
        if self.fade > 0:
            a = int(255 * self.fade / self.FADE)
            r.fill(0, 0, 1920, 1080, (10, 8, 6, a))
