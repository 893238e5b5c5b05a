"""The application: window, letterboxed canvas, 60 FPS loop with fixed-step updates, scenes."""
from __future__ import annotations

import gc
import importlib
import os
import platform
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame

from engine.assets import Assets
from engine.audio import Audio
from engine.frame import Frame
from engine.i18n import I18n
from engine.memory import tune_allocator
from engine.paths import ASSETS, user_data_dir
from engine.render import Renderer
from engine.scene import Scene, SceneStack
from engine.settings import Settings
from engine.toast import ToastPlace
from engine.worlds import DEFAULT, use_world

STEP = 1 / 60
FRAME_BUDGET_S = 0.0065   # drawing + background work (AI) aim to fit in this per frame
TITLE = "Five Realms"
ICON = ASSETS / "art" / "icon.png"
MAX_CRASH_LOGS = 20       # older crash logs are deleted


class DisplayUnavailable(RuntimeError):
    """pygame could not open a window; the message says what failed and what to try."""


def display_help(reason: str) -> str:
    driver = os.environ.get("SDL_VIDEODRIVER")
    lines = [f"Five Realms could not open its window: {reason.strip() or 'no display'}.",
             f"(video driver: {driver!r}, from SDL_VIDEODRIVER)" if driver
             else "(video driver: SDL's default choice)",
             "Try:"]
    if driver:
        lines.append("  - unset SDL_VIDEODRIVER, or set it to a driver this system has "
                     "(x11, wayland, windows, cocoa);")
    if sys.platform.startswith("linux"):
        lines.append("  - run it inside a desktop session (DISPLAY or WAYLAND_DISPLAY must be set; "
                     "over ssh use 'ssh -X');")
    lines += ["  - update the graphics driver if a desktop session is running;",
              "  - for a run without a screen (tests, CI): SDL_VIDEODRIVER=dummy."]
    return "\n".join(lines)


def report(text: str, title: str = TITLE, box: bool = True) -> None:
    """Tell the player about a fatal problem: on stderr, or (``box``) in a message box where the
    program has no console (a windowed build on Windows or macOS)."""
    if sys.stderr is not None:
        try:
            print(text, file=sys.stderr, flush=True)
            return
        except (OSError, ValueError):
            pass
    if not box:
        return
    try:
        pygame.display.message_box(title, text, "error")
    except Exception:       # noqa: BLE001 - nothing else is left to tell the player with
        pass


def crash_log_dir() -> Path:
    return user_data_dir() / "logs"


def write_crash_log(exc: BaseException, context: str = "") -> Path | None:
    """Write the traceback and what the app was doing to a new file in the user data folder's
    logs/ (the oldest beyond MAX_CRASH_LOGS are removed); None if it cannot be written."""
    folder = crash_log_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"crash-{stamp}.log"
        n = 1
        while path.exists():
            n += 1
            path = folder / f"crash-{stamp}-{n}.log"
        from importlib.metadata import PackageNotFoundError, version
        try:
            ours = version("five-realms")
        except PackageNotFoundError:
            ours = "unknown"
        head = [f"Five Realms {ours} crash report, {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
                f"Python {platform.python_version()}, pygame-ce {pygame.version.ver}, "
                f"SDL {'.'.join(map(str, pygame.get_sdl_version()))}, {platform.platform()}",
                f"frozen build: {bool(getattr(sys, 'frozen', False))}"]
        if context:
            head.append(context)
        body = "".join(traceback.format_exception(exc))
        path.write_text("\n".join(head) + "\n\n" + body, encoding="utf-8")
        logs = sorted(folder.glob("crash-*.log"), key=lambda p: p.stat().st_mtime)
        for old in logs[:-MAX_CRASH_LOGS]:
            old.unlink(missing_ok=True)
        return path
    except OSError:
        return None


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
        try:
            # pygame.init() hides a display that did not start; this says why
            pygame.display.init()
        except pygame.error as exc:
            pygame.quit()
            raise DisplayUnavailable(display_help(str(exc))) from None
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
        try:
            self.window = pygame.Window(TITLE, size, resizable=True)
        except pygame.error as exc:
            pygame.quit()
            raise DisplayUnavailable(display_help(str(exc))) from None
        self.window.minimum_size = (800, 450)   # smallest size the table stays usable at
        self._set_icon()
        if o.fullscreen if o.fullscreen is not None else self.settings.fullscreen:
            self.set_fullscreen(True)
        self.assets = Assets()
        self.renderer = Renderer(self.assets)
        self.small = Frame()                # a window under 800x450 is drawn as one that size
        self.renderer.set_target(self.small.target(self.window.get_surface()))
        self.i18n = I18n(self.settings.lang)
        self.audio = Audio(self.assets, self.settings.volume, self.settings.muted)
        self.scenes = SceneStack(self)
        self.frame_count = 0
        self.running = True
        self.frame_times: list[float] = []
        self.seed = o.seed if o.seed is not None else int(time.time() * 1000) % 1_000_000
        self.toast: tuple[str, float] | None = None
        self.toast_place = ToastPlace()
        self._close_question = None     # the screen asking whether to close (``close_window``)
        self._routes: dict[str, str] | None = None
        self.exit_code = 0
        self.crash_log: Path | None = None      # the last crash's log file
        self.leaving_crash_screen = False       # the crash screen is opening the menu
        self._acc = 0.0
        self._clock: pygame.time.Clock | None = None

    # -- window -------------------------------------------------------------------------------
    def _set_icon(self) -> None:
        """The window (and task bar) icon: assets/art/icon.png (made by tools/make_icon.py)."""
        self.icon: pygame.Surface | None = None
        try:
            self.icon = pygame.image.load(str(ICON))
            self.window.set_icon(self.icon)
        except (pygame.error, FileNotFoundError):
            self.icon = None

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
            use_world(self.scenes.top.world)

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
        self.place_toast_again()

    def place_toast_again(self) -> None:
        """Place the message shown anew (the screen under it changed: another side shown)."""
        self.toast_place.shown += 1

    def toast_rect(self) -> tuple[float, float, float, float] | None:
        """The canvas rect the live toast is drawn in, None without one (engine/toast.py)."""
        return self.toast_place.rect(self)

    # -- loop -------------------------------------------------------------------------------------
    def run(self, first: "Callable[[App], Scene] | str", /, **kw) -> int:
        """Run until closed, starting on ``first``: a screen name (with ``kw``) or a factory.
        An uncaught exception in a screen opens the crash screen (see ``crash``); returns the
        exit code (0, or 1 when the app stopped on an error)."""
        self.guarded(self._start, first, kw)
        gc.collect()
        gc.freeze()     # start-up objects leave the collector's view: shorter pauses in play
        self._clock = pygame.time.Clock()
        while self.running and self.scenes.top:
            self.guarded(self._tick)
            if self.options.frames and self.frame_count >= self.options.frames:
                break
        try:
            self.scenes.clear()
        except Exception as exc:        # noqa: BLE001 - a screen failed to close at the end
            log = write_crash_log(exc, "closing the screens at exit")
            report(f"error while closing: {''.join(traceback.format_exception_only(exc)).strip()}"
                   f"; the details are in {log}")
            drop_scenes(self)
            self.exit_code = 1
        self.shutdown()
        return self.exit_code

    def _start(self, first: "Callable[[App], Scene] | str", kw: dict) -> None:
        scene = self.make(first, **kw) if isinstance(first, str) else first(self)
        if scene is not None:
            self.scenes.push(scene)

    def _tick(self) -> None:
        if self.options.fixed_step:
            self.frame(STEP)
            return
        self._acc += min(0.25, self._clock.tick(60) / 1000)
        steps = 0
        while self._acc >= STEP and steps < 5:
            self.update(STEP)
            self._acc -= STEP
            steps += 1
        self.frame(0.0, update=False)

    # -- crashes ----------------------------------------------------------------------------------
    def guarded(self, fn: Callable, *args) -> bool:
        """``fn(*args)``; an exception from it goes to ``crash`` instead of up.  True if it ran
        cleanly.  (``frame`` itself is not guarded: tests and the monkey see every exception.)"""
        try:
            fn(*args)
            return True
        except Exception as exc:        # noqa: BLE001 - every error of a screen is reported
            self.crash(exc)
            return False

    def crash(self, exc: Exception) -> None:
        """An uncaught exception during play: see ``handle_crash``."""
        handle_crash(self, exc)

    def frame(self, dt: float, update: bool = True, draw: bool = True) -> None:
        """One frame: events, (one fixed update), draw, present (``draw=False``: not drawn nor
        presented, a frame nobody looks at: a test's driver between its looks, uidriver.py)."""
        t0 = time.perf_counter()
        self.pump_events()
        if update:
            self.update(dt)
        if draw:
            self.draw()
        if self.scenes.top:
            self.scenes.top.idle(t0 + FRAME_BUDGET_S)
        self.frame_count += 1
        if self.options.screenshot and self.options.frames and self.frame_count >= self.options.frames:
            self.screenshot(self.options.screenshot)
        if draw:
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
                self.close_window()
            elif ev.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
                self.renderer.set_target(self.small.target(self.window.get_surface()))
                if not self.settings.fullscreen:
                    self.settings.window_w, self.settings.window_h = self.window.size
            elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
                self.set_fullscreen(not self.settings.fullscreen)
                self.renderer.set_target(self.small.target(self.window.get_surface()))
            elif self.scenes.top:
                pos = self.renderer.to_canvas(self.small.to_frame(ev.pos)) \
                    if hasattr(ev, "pos") else None
                self.scenes.top.handle_event(ev, pos)

    def draw(self) -> None:
        window = self.window.get_surface()
        surface = self.small.target(window)
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
        self.toast_place.draw(self)
        self.small.present(window)

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

    def close_window(self) -> None:
        """The window's close button: a screen that asks before it is left (a hosted network
        table: "Quit the hosted table?") asks first; closing again while it asks quits."""
        ask = next((s.before_close for s in reversed(self.scenes.scenes)
                    if getattr(s, "before_close", None) is not None), None)
        asking = self._close_question
        if ask is None or (asking is not None and asking in self.scenes.scenes):
            self.running = False
            return
        ask(self.quit)
        self._close_question = self.scenes.top

    def shutdown(self, keep_ai: bool = False) -> None:
        """Close the screens and the window; the AI workers too unless ``keep_ai`` (the bench
        opens one app after another on the same warm workers)."""
        self.scenes.clear()
        if not keep_ai:
            from engine.ai.workers import shutdown_service
            shutdown_service()      # no AI worker process outlives the app
        if self.options.save_settings:
            self.save_settings()
        try:
            self.window.destroy()
        except pygame.error:
            pass
        # the window and the fonts close; the sound device stays open for the process: the
        # app ends with it, and an app opened after this one (the bench, tests) plays on it
        # instead of closing and opening the device again (a tenth of a second each)
        pygame.font.quit()
        pygame.display.quit()


def handle_crash(app: "App", exc: Exception) -> None:
    """An uncaught exception during play: write the log (traceback) to the user data folder,
    close every screen (the autosave on disk is left as it is: it holds the last completed
    action) and open the "crash" screen.  An exception in the crash screen itself, or one
    that cannot open it, stops the app with the log and exit code 1."""
    stack = [type(s).__name__ for s in app.scenes.scenes]
    game = next((getattr(getattr(s, "session", None), "game", None)
                 for s in reversed(app.scenes.scenes) if getattr(s, "session", None)), None)
    context = f"screens: {' > '.join(stack) or '-'}" + (f"; game: {game}" if game else "")
    log = write_crash_log(exc, context)
    app.crash_log = log
    where = str(log) if log else "(the log could not be written)"
    summary = "".join(traceback.format_exception_only(exc)).strip()
    in_crash_screen = (app.leaving_crash_screen or
                       any(getattr(s, "is_crash_screen", False) for s in app.scenes.scenes))
    app.leaving_crash_screen = False
    drop_scenes(app)
    app.toast = None
    if not in_crash_screen:
        try:
            app.push("crash", log=log, error=summary, saved=save_usable())
            report(f"error: {summary}\nFive Realms showed its crash screen; the details "
                   f"are in {where}", box=False)     # the screen itself tells the player
            return
        except Exception as again:  # noqa: BLE001
            exc = again
            summary = "".join(traceback.format_exception_only(again)).strip()
            drop_scenes(app)
    report("".join(traceback.format_exception(exc)).rstrip() +
           f"\nFive Realms stopped after an error ({summary}).\nThe details are in {where}")
    app.exit_code = 1
    app.running = False

def drop_scenes(app: "App") -> None:
    """Close every screen; a screen that fails to close is dropped all the same."""
    while app.scenes.scenes:
        scene = app.scenes.scenes.pop()
        try:
            scene.exit()
        except Exception:           # noqa: BLE001 - already crashing: close the rest
            pass
    use_world(DEFAULT)

def save_usable() -> bool:
    """An autosave is on disk and reads back (the menu's Resume will offer it)."""
    from engine.rules.record import RecordError
    from engine.saves import SaveStore
    store = SaveStore()
    if not store.exists():
        return False
    try:
        store.read()
        return True
    except (RecordError, ValueError):
        return False
