"""Monkey test: random input into every scene of the running app, headless.

``python main.py monkey [GAME] --events N --seed S [--mode all|random|legal]`` starts the app
on SDL's dummy drivers, with settings and saves in a throw-away folder, and shares N events
(20,000 by default) among its targets: the menu, the settings screen, and for every playable
game (or GAME) its rules, a pass-and-play hand-off, the table, the pause menu and the results
screen.  Each target starts fresh and then gets random mouse moves, clicks (left/right), drags,
wheel turns, key presses (Esc, F11, Enter, Backspace, Tab, arrows, Ctrl+Z, letters), typed text
and window resizes (posted the way the OS does, so they take the app's own resize path); one
frame runs after each.  Wherever the input
leads (pause menu, rules, a new game, quit) the monkey keeps going with the scene on top; an
empty scene stack restarts the target.

The ``legal:GAME`` targets (``--mode legal`` runs only them) click only what is clickable now
(enabled ``Clickable``/``Draggable`` entities, drags onto accepting ``DropTarget``s; never the
HUD's menu/undo) into each table with a human seat 0 against random AIs, and check that the game
keeps progressing: an action at least every ``stall`` events while the game is not over.

Any exception is a fault (scene, event index, the event, where it was raised); the target is
restarted after one.  One summary line per scene class (and per legal target: actions made,
games finished); exit status 1 on any fault.
Nothing here knows a particular game: games and their scenes come from ``engine.games``.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, TextIO

DEFAULT_EVENTS = 20_000
STALL_EVENTS = 600


@dataclass
class SceneStats:
    name: str
    events: int = 0
    faults: int = 0
    actions: int = 0
    games_finished: int = 0

    def line(self) -> str:
        if self.name.startswith("legal:"):
            return (f"{self.name:<28} legal clicks made {self.actions} actions, "
                    f"{self.games_finished} games finished")
        return f"{self.name:<28} events {self.events:>6}  faults {self.faults:>3}"


@dataclass
class MonkeyFault:
    target: str
    scene: str
    index: int
    event: str
    message: str

    def __str__(self) -> str:
        return (f"FAULT monkey target={self.target} scene={self.scene} event#{self.index} "
                f"({self.event}): {self.message}")


@dataclass
class Report:
    scenes: dict[str, SceneStats] = field(default_factory=dict)
    faults: list[MonkeyFault] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def stats(self, name: str) -> SceneStats:
        if name not in self.scenes:
            self.scenes[name] = SceneStats(name)
        return self.scenes[name]


# -- targets ---------------------------------------------------------------------------------------
def target_names(game: str | None = None, mode: str = "all") -> list[str]:
    """``mode``: "random" (random input everywhere), "legal" (legal clicks into each table) or
    "all" (both)."""
    from engine.games import playable
    games = [g.id for g in playable() if game is None or g.id == game]
    random_targets = ["menu", "settings"] + [f"{kind}:{g}" for g in games
                                             for kind in ("rules", "handoff", "game", "pause",
                                                          "results")]
    legal_targets = [f"legal:{g}" for g in games]
    by_mode = {"random": random_targets, "legal": legal_targets}
    return by_mode.get(mode, random_targets + legal_targets)


def load_scene_name(game: str) -> str:
    """The class name of ``game``'s table scene (how the report names it)."""
    from engine.games import spec
    return str(spec(game).scene).partition(":")[2]


def _seats(game: str, humans: int):
    from engine.games import get_rules
    from engine.session import Seat
    counts = get_rules(game).player_counts
    players = 2 if 2 in counts else counts[0]
    return [Seat("human" if i < humans else "ai", "random", "", i) for i in range(players)]


def _game_scene(app, game: str, humans: int, seed: int):
    # screens by name (scenes.ROUTES): engine/ never imports scenes/
    return app.make("game", game=game, seats=_seats(game, humans), seed=seed)


def _finished_game_scene(app, game: str, seed: int):
    from engine.games import load_scene
    from engine.rules.rng import Rng
    from engine.session import GameSession
    seats = _seats(game, 1)
    for i, s in enumerate(seats):
        s.name = f"P{i + 1}"
    session = GameSession.new(game, seats, seed)
    rng = Rng(seed)
    while not session.is_over():
        seat = session.to_act()[0]
        session.submit(seat, rng.choice(session.rules.legal_actions(session.state, seat)))
    return load_scene(game)(app, session)


def start_target(app, target: str, seed: int) -> None:
    """Replace the scene stack with a fresh ``target``."""
    kind, _, game = target.partition(":")
    app.running = True
    if kind == "menu":
        app.goto("menu", game=game or None)
    elif kind == "settings":
        app.goto("menu")
        app.push("settings")
    elif kind in ("game", "legal"):
        app.scenes.replace(_game_scene(app, game, 1, seed))
    elif kind == "rules":
        app.goto("menu", game=game)
        app.push("rules", game=game)
    elif kind == "pause":
        scene = app.scenes.replace(_game_scene(app, game, 1, seed))
        scene.on_back()             # what Esc and the menu button do
    elif kind == "handoff":
        scene = app.scenes.replace(_game_scene(app, game, 2, seed))
        for _ in range(30):
            app.frame(1 / 60)
            if type(app.scenes.top).__name__ == "HandoffScene":
                break
        else:       # a perfect-information game hands off without a screen: show one anyway
            app.push("handoff", name="Olena", color=(200, 80, 60), on_ready=lambda: None)
        del scene
    elif kind == "results":
        scene = app.scenes.replace(_finished_game_scene(app, game, seed))
        scene.show_results()
    else:
        raise ValueError(f"unknown monkey target {target!r}")


# -- events ----------------------------------------------------------------------------------------
class Monkey:
    """Posts random input as pygame events; ``step`` sends one and runs the frames it needs."""

    def __init__(self, app, rng: random.Random) -> None:
        import pygame
        self.pg = pygame
        self.app = app
        self.rng = rng
        self.keys = [pygame.K_ESCAPE, pygame.K_F11, pygame.K_RETURN, pygame.K_BACKSPACE,
                     pygame.K_TAB, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
                     pygame.K_DOWN, pygame.K_h, pygame.K_r, pygame.K_z, pygame.K_q, pygame.K_a,
                     pygame.K_1, pygame.K_DELETE, pygame.K_PAGEUP]

    def post(self, etype: int, **attrs) -> None:
        self.pg.event.post(self.pg.event.Event(etype, **attrs))

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(1 / 60)

    def pos(self) -> tuple[int, int]:
        w, h = self.app.window.size
        return (self.rng.randrange(-5, w + 5), self.rng.randrange(-5, h + 5))

    def random_event(self) -> str:
        pg, r = self.pg, self.rng
        x = r.random()
        if x < 0.35:
            p = self.pos()
            self.post(pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
            self.frames()
            return f"move {p}"
        if x < 0.62:
            p, b = self.pos(), r.choice((1, 1, 1, 3, 2))
            self.click(p, b)
            return f"click {p} button {b}"
        if x < 0.72:
            a, b = self.pos(), self.pos()
            self.drag(a, b, r.randrange(2, 8))
            return f"drag {a}->{b}"
        if x < 0.80:
            p, dy = self.pos(), r.choice((-3, -1, 1, 2))
            self.post(pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
            self.post(pg.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
            self.frames()
            return f"wheel {dy} at {p}"
        if x < 0.92:
            key = r.choice(self.keys)
            mod = pg.KMOD_CTRL if key == pg.K_z and r.random() < 0.6 else 0
            self.post(pg.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
            self.post(pg.KEYUP, key=key, mod=mod, unicode="", scancode=0)
            self.frames()
            return f"key {pg.key.name(key)}{' +ctrl' if mod else ''}"
        if x < 0.97:
            text = r.choice(["a", "Олена", "Z", " ", "ї", "12", "\u00e9", "x" * 30])
            self.post(pg.TEXTINPUT, text=text)
            self.frames()
            return f"text {text!r}"
        return self.resize()

    def resize(self) -> str:
        size = (self.rng.randrange(800, 2000), self.rng.randrange(450, 1200))
        try:
            self.app.window.size = size
        except self.pg.error:
            pass
        w, h = self.app.window.size
        self.post(self.pg.WINDOWRESIZED, x=w, y=h)
        self.post(self.pg.WINDOWSIZECHANGED, x=w, y=h)
        self.frames()
        return f"resize {size}"

    def click(self, p, button: int = 1) -> None:
        pg = self.pg
        self.post(pg.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0))   # aimed at
        self.post(pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pg.MOUSEBUTTONDOWN, pos=p, button=button)
        self.frames()
        self.post(pg.MOUSEBUTTONUP, pos=p, button=button)
        self.frames()

    def drag(self, a, b, steps: int) -> None:
        pg = self.pg
        self.post(pg.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pg.MOUSEBUTTONDOWN, pos=a, button=1)
        self.frames()
        for k in range(1, steps + 1):
            p = (round(a[0] + (b[0] - a[0]) * k / steps), round(a[1] + (b[1] - a[1]) * k / steps))
            self.post(pg.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
            self.frames()
        self.post(pg.MOUSEBUTTONUP, pos=b, button=1)
        self.frames()

    # -- legal-only ------------------------------------------------------------------------------
    def legal_event(self) -> str:
        """Click (or drag) something the top scene offers now; a frame if nothing is offered."""
        import esper
        from engine.ecs.components import Clickable, Draggable, DropTarget, Name, Transform, Visual
        from engine.worlds import use_world
        scene = self.app.scenes.top
        use_world(scene.world)
        clicks, drags, drops = [], [], []
        for ent, (tf, vis) in esper.get_components(Transform, Visual):
            if not vis.visible:
                continue
            name = esper.try_component(ent, Name)
            if name and name.name.startswith("hud."):
                continue
            c = esper.try_component(ent, Clickable)
            d = esper.try_component(ent, Draggable)
            if c and c.enabled:
                clicks.append((tf, self.rng.choice(c.buttons)))
            if d and d.enabled:
                drags.append((tf, d.payload))
            t = esper.try_component(ent, DropTarget)
            if t:
                drops.append((tf, t))
        to_screen = self.app.renderer.to_screen
        if drags and drops and self.rng.random() < 0.25:
            tf, payload = self.rng.choice(drags)
            ok = [t for t, dt_ in drops if dt_.accepts is None or dt_.accepts(payload)]
            if ok:
                a, b = to_screen((tf.x, tf.y)), self.rng.choice(ok)
                b = to_screen((b.x, b.y))
                self.drag(a, b, 5)
                return f"legal drag {a}->{b}"
        if clicks:
            tf, button = self.rng.choice(clicks)
            p = to_screen((tf.x, tf.y))
            self.click(p, button)
            return f"legal click {p} button {button}"
        self.frames()
        time.sleep(0.002)          # an AI thinking in a worker process needs real time, not frames
        return "wait"


# -- the run ---------------------------------------------------------------------------------------
def _where(exc: BaseException) -> str:
    tb = traceback.extract_tb(exc.__traceback__)
    frames = [f for f in tb if "/site-packages/" not in f.filename] or tb
    f = frames[-1] if frames else None
    loc = f" at {os.path.relpath(f.filename)}:{f.lineno} in {f.name}" if f else ""
    return f"{type(exc).__name__}: {exc}{loc}"


def _session_of(app) -> Any:
    for scene in reversed(app.scenes.scenes):
        s = getattr(scene, "session", None)
        if s is not None:
            return s
    return None


def run(events: int = DEFAULT_EVENTS, seed: int = 1, game: str | None = None, mode: str = "all",
        stall: int = STALL_EVENTS, size: tuple[int, int] = (1280, 720),
        out: TextIO | None = None, app_factory: Callable[[], Any] | None = None) -> Report:
    """Run the monkey in this process (SDL must already be headless); print and return a report.
    Settings and saves go wherever FIVE_REALMS_HOME points: the caller chooses the folder."""
    from engine.app import App, AppOptions
    out = out or sys.stdout
    rng = random.Random(seed)
    report = Report(targets=target_names(game, mode))
    app = app_factory() if app_factory else App(AppOptions(
        size=size, fixed_step=True, save_settings=False, lang="en", speed=8.0, seed=seed))
    monkey = Monkey(app, rng)
    t0 = time.perf_counter()
    per = max(1, events // max(1, len(report.targets)))
    try:
        for ti, target in enumerate(report.targets):
            _run_target(app, monkey, report, target, per, seed + ti, target.startswith("legal:"),
                        stall)
    finally:
        report.seconds = time.perf_counter() - t0
        try:
            app.shutdown()
        except Exception as exc:  # noqa: BLE001 - a crash on the way out is a fault too
            report.faults.append(MonkeyFault("shutdown", "-", -1, "shutdown", _where(exc)))
    for f in report.faults[:20]:
        print(f, file=out)
    if len(report.faults) > 20:
        print(f"... and {len(report.faults) - 20} more faults", file=out)
    for stats in report.scenes.values():
        print(stats.line(), file=out)
    print(f"monkey: {sum(s.events for s in report.scenes.values())} events into "
          f"{len(report.targets)} targets, {len(report.faults)} faults, "
          f"{report.seconds:.1f} s", file=out, flush=True)
    return report


def _run_target(app, monkey: Monkey, report: Report, target: str, n: int, seed: int,
                legal: bool, stall: int) -> None:
    clicks = _drive(app, monkey, report, target, n, seed, legal, stall)
    if legal and not report.stats(target).actions and clicks >= stall:
        report.faults.append(MonkeyFault(target, "-", n, "-",
                                         f"{clicks} legal clicks made no action"))


def _drive(app, monkey: Monkey, report: Report, target: str, n: int, seed: int,
           legal: bool, stall: int) -> int:
    """Send ``n`` events into ``target``; the number of legal clicks made (legal mode)."""
    def restart() -> bool:
        try:
            start_target(app, target, seed)
            return True
        except Exception as exc:  # noqa: BLE001
            report.faults.append(MonkeyFault(target, "(start)", -1, "start", _where(exc)))
            return False

    clicks = 0
    if not restart():
        return clicks
    session = _session_of(app)
    last_count = len(session.record.actions) if session else 0
    since_progress = 0
    for i in range(n):
        if not app.scenes.top:
            if not restart():
                return clicks
        app.running = True
        scene_name = type(app.scenes.top).__name__
        stats = report.stats(scene_name)
        stats.events += 1
        desc = "?"
        try:
            desc = monkey.legal_event() if legal else monkey.random_event()
        except Exception as exc:  # noqa: BLE001 - whatever the input caused
            stats.faults += 1
            report.faults.append(MonkeyFault(target, scene_name, i, desc, _where(exc)))
            if not restart():
                return clicks
            session = _session_of(app)
            last_count = len(session.record.actions) if session else 0
            since_progress = 0
            continue
        if not legal:
            continue
        now = _session_of(app)
        if now is not session:               # a new game (results -> again)
            session, last_count, since_progress = now, 0, 0
        if session is None:
            restart()
            session = _session_of(app)
            last_count = 0
            continue
        count = len(session.record.actions)
        clicks += desc != "wait"
        if count != last_count:
            report.stats(target).actions += max(0, count - last_count)
            last_count, since_progress = count, 0
        elif desc != "wait":              # waiting for the AI or an animation is not a stall
            since_progress += 1
        if session.is_over():
            report.stats(target).games_finished += 1
            if not restart():
                return clicks
            session = _session_of(app)
            last_count, since_progress = 0, 0
        elif since_progress >= stall:
            report.faults.append(MonkeyFault(
                target, scene_name, i, desc,
                f"no progress: {stall} legal clicks without an action "
                f"(to act: {session.to_act()}, {count} actions so far)"))
            if not restart():
                return clicks
            session = _session_of(app)
            last_count, since_progress = 0, 0
    return clicks


def cli(game: str | None, events: int, seed: int, mode: str = "all") -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from engine.games import playable
    ids = [g.id for g in playable()]
    if game is not None and game not in ids:
        print(f"error: unknown game {game!r}; playable: {', '.join(ids)}", file=sys.stderr)
        return 2
    if events < 1:
        print("error: --events must be at least 1", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="five-realms-monkey-") as home:
        os.environ["FIVE_REALMS_HOME"] = home       # never the player's saves or settings
        report = run(events, seed, game, mode)
    return 1 if report.faults else 0


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", nargs="?", help="game id (default: every playable game)")
    p.add_argument("--events", type=int, default=DEFAULT_EVENTS,
                   help=f"events in all (default {DEFAULT_EVENTS})")
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    p.add_argument("--mode", choices=("all", "random", "legal"), default="all",
                   help="random input everywhere, only legal clicks into each table (checking "
                        "the game progresses), or both (default)")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.monkey", description=__doc__.splitlines()[0])
    add_arguments(p)
    a = p.parse_args(argv)
    return cli(a.game, a.events, a.seed, a.mode)


if __name__ == "__main__":
    sys.exit(main())
