"""The application: window, letterboxed canvas, 60 FPS loop with fixed-step updates, scenes."""
from __future__ import annotations

import gc
import importlib
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame

from engine.assets import Assets
from engine.audio import Audio
from engine.i18n import I18n
from engine.memory import tune_allocator
from engine.paths import ASSETS
from engine.render import Renderer
from engine.scene import Scene, SceneStack
from engine.settings import Settings

STEP = 1 / 60
FRAME_BUDGET_S = 0.0065   # drawing + background work (AI) aim to fit in this per frame


@dataclass
class AppOptions:
    frames: int = 0                 # quit after N rendered frames (0 = run until closed)
    screenshot: str | None = None   # save the last frame as PNG
    size: tuple[int, int] | None = None
    fullscreen: bool | None = None
    lang: str | None = None
    speed: float | None = None
    seed: int | None = None
    fixed_step: bool = False        # advance exactly one step per frame, no sleeping (tests)
    save_settings: bool = True
    scenes_package: str = "scenes"  # package whose ROUTES name the screens (see App.goto)


class App:
    def __init__(self, options: AppOptions | None = None) -> None:
        self.options = options or AppOptions()
        if not getattr(pygame, "IS_CE", False):
            raise SystemExit("Five Realms needs pygame-ce (pip install pygame-ce), not pygame.")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        tune_allocator()
        pygame.init()
        self.settings = Settings.load()
        self._saved = Settings.load()          # what the user chose, before command-line overrides
        o = self.options
        if o.lang:
            self.settings.lang = o.lang
        if o.speed:
            self.settings.speed = o.speed
        if o.frames:
            self.options.fixed_step = True
        size = o.size or (self.settings.window_w, self.settings.window_h)
        self.window = pygame.Window("Five Realms", size, resizable=True)
        self.window.minimum_size = (800, 450)   # smallest size the table stays usable at
        self._set_icon()
        if o.fullscreen if o.fullscreen is not None else self.settings.fullscreen:
            self.set_fullscreen(True)
        self.assets = Assets()
        self.renderer = Renderer(self.assets)
        self.renderer.set_target(self.window.get_surface())
        self.i18n = I18n(self.settings.lang)
        self.audio = Audio(self.assets, self.settings.volume, self.settings.muted)
        self.scenes = SceneStack(self)
        self.frame_count = 0
        self.running = True
        self.frame_times: list[float] = []
        self.seed = o.seed if o.seed is not None else int(time.time() * 1000) % 1_000_000
        self.toast: tuple[str, float] | None = None
        self._routes: dict[str, str] | None = None

    # -- window -------------------------------------------------------------------------------
    def _set_icon(self) -> None:
        path = ASSETS / "art" / "icon.png"
        try:
            self.window.set_icon(pygame.image.load(str(path)))
        except (pygame.error, FileNotFoundError):
            pass

    def set_fullscreen(self, on: bool) -> None:
        try:
            if on:
                self.window.set_fullscreen(True)
            else:
                self.window.set_windowed()
        except pygame.error:
            return
        self.settings.fullscreen = on

    def set_lang(self, lang: str) -> None:
        self.settings.lang = lang
        self.i18n.lang = lang
        for scene in self.scenes.scenes:
            scene.rebuild()
        if self.scenes.top:
            import esper
            esper.switch_world(self.scenes.top.world)

    # -- navigation by name ---------------------------------------------------------------------
    @property
    def routes(self) -> dict[str, str]:
        """Screen name -> "module:callable" (a Scene class or a factory returning a Scene or
        None), read from ``<scenes_package>.ROUTES`` on first use: engine/ never imports
        scenes/, and scenes never import each other to move between screens."""
        if self._routes is None:
            self._routes = dict(importlib.import_module(self.options.scenes_package).ROUTES)
        return self._routes

    def make(self, name: str, /, **kw) -> Scene | None:
        """The scene called ``name`` built with ``kw`` (None if its factory declined, e.g. a
        save that does not load)."""
        try:
            target = self.routes[name]
        except KeyError:
            raise KeyError(f"no screen named {name!r} (known: {', '.join(self.routes)})") from None
        module, _, attr = target.partition(":")
        return getattr(importlib.import_module(module), attr)(self, **kw)

    def goto(self, name: str, /, **kw) -> Scene | None:
        """Replace the top screen by the one called ``name``; returns it (None: stayed)."""
        scene = self.make(name, **kw)
        if scene is not None:
            self.scenes.replace(scene)
        return scene

    def push(self, name: str, /, **kw) -> Scene | None:
        """Open the screen called ``name`` over the current one (pop it to come back)."""
        scene = self.make(name, **kw)
        if scene is not None:
            self.scenes.push(scene)
        return scene

    def back(self) -> None:
        """Close the top screen, back to the one below."""
        self.scenes.pop()

    def show_message(self, text: str, seconds: float = 4.0) -> None:
        """A toast at the top of the screen (errors, notices)."""
        self.toast = (text, seconds)

    # -- loop -------------------------------------------------------------------------------------
    def run(self, first: "Callable[[App], Scene] | str", /, **kw) -> int:
        """Run until closed, starting on ``first``: a screen name (with ``kw``) or a factory."""
        scene = self.make(first, **kw) if isinstance(first, str) else first(self)
        if scene is not None:
            self.scenes.push(scene)
        gc.collect()
        gc.freeze()     # start-up objects leave the collector's view: shorter pauses in play
        clock = pygame.time.Clock()
        acc = 0.0
        while self.running and self.scenes.top:
            if self.options.fixed_step:
                self.frame(STEP)
            else:
                acc += min(0.25, clock.tick(60) / 1000)
                steps = 0
                while acc >= STEP and steps < 5:
                    self.update(STEP)
                    acc -= STEP
                    steps += 1
                self.frame(0.0, update=False)
            if self.options.frames and self.frame_count >= self.options.frames:
                break
        self.shutdown()
        return 0

    def frame(self, dt: float, update: bool = True) -> None:
        """One frame: events, (one fixed update), draw, present."""
        t0 = time.perf_counter()
        self.pump_events()
        if update:
            self.update(dt)
        self.draw()
        if self.scenes.top:
            self.scenes.top.idle(t0 + FRAME_BUDGET_S)
        self.frame_count += 1
        if self.options.screenshot and self.options.frames and self.frame_count >= self.options.frames:
            self.screenshot(self.options.screenshot)
        self.window.flip()
        self.frame_times.append(time.perf_counter() - t0)
        if len(self.frame_times) > 4000:
            del self.frame_times[:2000]

    def update(self, dt: float) -> None:
        if self.toast:
            text, left = self.toast
            self.toast = (text, left - dt) if left - dt > 0 else None
        self.scenes.update(dt)

    def pump_events(self) -> None:
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                self.running = False
            elif ev.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
                self.renderer.set_target(self.window.get_surface())
                if not self.settings.fullscreen:
                    self.settings.window_w, self.settings.window_h = self.window.size
            elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
                self.set_fullscreen(not self.settings.fullscreen)
                self.renderer.set_target(self.window.get_surface())
            elif self.scenes.top:
                pos = self.renderer.to_canvas(ev.pos) if hasattr(ev, "pos") else None
                self.scenes.top.handle_event(ev, pos)

    def draw(self) -> None:
        surface = self.window.get_surface()
        if surface is not self.renderer.surface or surface.get_size() != self.renderer.surface.get_size():
            self.renderer.set_target(surface)
        r = self.renderer
        if r.ox or r.oy:        # letterbox bars only; the scenes cover the canvas
            w, h = surface.get_size()
            cw, ch = round(1920 * r.scale), round(1080 * r.scale)
            for bar in ((0, 0, r.ox, h), (r.ox + cw, 0, w - r.ox - cw, h),
                        (0, 0, w, r.oy), (0, r.oy + ch, w, h - r.oy - ch)):
                if bar[2] > 0 and bar[3] > 0:
                    surface.fill((8, 6, 5), bar)
        self.scenes.draw(self.renderer)
        if self.toast:
            r = self.renderer
            text = self.toast[0]
            w = min(1500, r.text_size(text, 28)[0] + 60)
            r.fill(960 - w / 2, 24, w, 64, (120, 40, 34, 235), 14, 2, (230, 160, 120))
            r.text(text, 960, 56, 28, (255, 240, 230), "semibold", "center", max_width=w - 40)

    def screenshot(self, path: str) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.window.get_surface(), path)

    def save_settings(self) -> None:
        """Persist settings; one-off command-line overrides (--lang, --speed, --size,
        --fullscreen) are not written back unless changed in the settings screen since."""
        o, s, saved = self.options, self.settings, self._saved
        out = Settings(**vars(s))
        if o.lang and s.lang == o.lang:
            out.lang = saved.lang
        if o.speed and s.speed == o.speed:
            out.speed = saved.speed
        if o.size and (s.window_w, s.window_h) == tuple(o.size):
            out.window_w, out.window_h = saved.window_w, saved.window_h
        if o.fullscreen is not None and s.fullscreen == o.fullscreen:
            out.fullscreen = saved.fullscreen
        out.save()

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        self.scenes.clear()
        from engine.ai.workers import shutdown_service
        shutdown_service()          # no AI worker process outlives the app
        if self.options.save_settings:
            self.save_settings()
        try:
            self.window.destroy()
        except pygame.error:
            pass
        pygame.quit()
