"""Helpers for UI tests: a headless app with saves and settings in a temp folder."""
from __future__ import annotations

import os
from contextlib import contextmanager

import esper

from engine.app import App, AppOptions
from engine.ecs.components import Clickable, Hoverable, Transform, Visual
from engine.games import load_scene
from engine.overlays import ChoiceDialog
from engine.render import Renderer, TextProbe
from engine.session import Seat
from engine.table_input import TableInput
from engine.uidriver import UIDriver
from engine.worlds import in_world
from scenes.launch import new_session


def make_app(monkeypatch, tmp_path, size=(1280, 720), lang="en", speed=4.0) -> App:
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    app = App(AppOptions(size=size, fixed_step=True, save_settings=False, lang=lang, speed=speed,
                         seed=7))
    return app


def look_shot(app: App, name: str) -> None:
    """Save the window as ``name`` in the folder FIVE_REALMS_TEST_SHOTS names, to look at
    (nothing without it: encoding a PNG costs the suite half a second a picture)."""
    folder = os.environ.get("FIVE_REALMS_TEST_SHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        app.screenshot(os.path.join(folder, name))


def answer_popup(d: UIDriver, dialog, pick=None) -> bool:
    """Click a choice of the pop-up ``dialog`` as a player does (``pick(names)`` chooses among
    the clickable ones, else the first); False when none can be clicked.  Closing a pop-up
    answers nothing: a table asks again in the next frame, so a driver that closes it stalls."""
    names = [n for n in d.names() if n.startswith("dialog.choice.") and clickable(dialog, n)]
    if not names:
        return False
    d.click(pick(names) if pick is not None else names[0])
    return True


def my_turns(app: App, scene, d: UIDriver, max_frames: int):
    """Run a table whose one human seat plays against AIs, frame by frame, and yield the frame
    count each time that seat may act (the table on top, idle, with legal actions).  A choice
    dialog over the table is answered by clicking its first choice (any other pop-up is
    closed); an opaque screen over it, the game's end or ``max_frames`` ends the run."""
    frames = 0
    while frames < max_frames and not scene.session.is_over():
        top = app.scenes.top
        if top is not scene:
            if top.opaque:
                break
            if isinstance(top, ChoiceDialog):
                answer_popup(d, top)        # (none clickable yet: the next frame tries again)
            else:
                app.scenes.pop()
        elif scene.my_turn() and not scene.busy() and scene.legal():
            d.look()
            yield frames
        d.frames(1, look=False)
        frames += 1
    d.look()


def play_until(app: App, scene, d: UIDriver, wanted, max_frames: int = 6000) -> list:
    """Play the human seat's first legal actions (``my_turns``) until some of its legal actions
    pass ``wanted(action)``; those actions (empty if the run ended first)."""
    for _ in my_turns(app, scene, d, max_frames):
        found = [a for a in scene.legal() if wanted(a)]
        if found:
            return found
        scene.act(scene.legal()[0])
    return []


def wild_venture_main_turn(monkeypatch, tmp_path, size=None):
    """(app, session, scene, driver) of A Wild Venture (seed 3, a human against a random AI),
    played by the human's first legal actions up to its main turn with nothing pending."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai:random"], seed=3,
                                         **({"size": size} if size else {}))
    for _ in my_turns(app, scene, d, 3000):
        if session.state.phase == "turn" and not session.state.stack:
            break
        scene.act(scene.legal()[0])
    return app, session, scene, d


def driver(app: App) -> UIDriver:
    """A driver whose ``wait`` gives another thread or process (a network table, an AI worker)
    at least 60 s before it calls a condition a hang, however fast frames run; it draws only
    the frames a test can look at (``UIDriver.lazy``: the last of each call, every one while
    a probe records)."""
    return UIDriver(app, patience_s=60.0, lazy=True)


def seats_of(kinds, level: str = "normal") -> list[Seat]:
    """Seats from ``["human", "ai:easy", "ai"]`` (an AI without a level plays ``level``)."""
    return [Seat(k.split(":")[0], k.split(":")[1] if ":" in k else level, "", i)
            for i, k in enumerate(kinds)]


def start_table(monkeypatch, tmp_path, game: str, kinds, seed: int = 3, size=(1280, 720),
                lang: str = "en", speed: float = 4.0, level: str = "normal", demo: bool = False,
                options: dict | None = None):
    """A headless app showing a new ``game`` table (with variant ``options``):
    (app, session, scene, driver)."""
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang, speed=speed)
    session = new_session(app, game, seats_of(kinds, level), seed=seed, options=options,
                          demo=demo)
    scene = load_scene(game)(app, session, demo=demo)
    app.scenes.push(scene)
    return app, session, scene, driver(app)


def clickable(scene, name: str) -> bool:
    """An entity called ``name`` is on ``scene`` and can be clicked now."""
    ent = scene.find(name)
    c = esper.try_component(ent, Clickable) if ent is not None else None
    return bool(c and c.enabled)


def params(scene, name: str) -> dict:
    """The painter parameters of the entity called ``name``."""
    return esper.component_for_entity(scene.find(name), Visual).params


@contextmanager
def ai_held(scene):
    """No AI move is played inside the block (the game is held as a tutorial panel holds it,
    ``scene.paused``); the move already playing plays on.  AI moves come in the very tick the
    table settles, so a table of AIs alone is at rest only while they are held."""
    before = scene.__dict__.get("paused")
    scene.paused = lambda: True
    try:
        yield
    finally:
        if before is None:
            del scene.paused
        else:
            scene.paused = before


def at_rest(d, scene, max_frames: int = 2000) -> None:
    """Drive frames, AI moves held, until nothing on ``scene``'s table plays: the table then
    shows the state (a test looks at it, then lets the game go on)."""
    with ai_held(scene):
        d.wait(lambda: not scene.busy(), max_frames)


def drawn_texts(app, whole: bool = False) -> list:
    """Every non-blank text the top scene draws in one frame, its cached layer painted afresh
    (``whole``: the app's whole frame, a note or banner over the scene included)."""
    scene = app.scenes.top
    if scene.render is not None:
        scene.render.invalidate()
    probe = TextProbe()
    Renderer.probe = probe
    try:
        app.draw() if whole else scene.draw(app.renderer)
    finally:
        Renderer.probe = None
    return [rec for rec in probe.records if rec.text.strip()]


@contextmanager
def probing():
    """A ``TextProbe`` recording every text drawn inside the ``with``."""
    probe = TextProbe()
    Renderer.probe = probe
    try:
        yield probe
    finally:
        Renderer.probe = None


def probed_frame(d: UIDriver) -> list:
    """The text records of the next frame the driver runs."""
    with probing() as probe:
        d.frames(1)
    return probe.records


def hovered_tip(d: UIDriver, scene, name: str):
    """Hover entity ``name`` from off the table; its (Transform, Hoverable, tooltip rect)."""
    d.move_to((5, 5), 2)
    d.hover(name, 40)
    with in_world(scene.world):
        ent = scene.find(name)
        tf = esper.component_for_entity(ent, Transform)
        hov = esper.component_for_entity(ent, Hoverable)
        box = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid) if hov.tooltip else None
    return tf, hov, box


def two_seat_input(rules, layout, s, viewer: int = 0, lang: str = "en") -> TableInput:
    """The explicit inputs of seat ``viewer``'s table of a two-seat state ``s``, the seats
    named Olena and Taras (tests/test_table_descriptions.py's ``table_input``)."""
    from dataclasses import replace
    from tests.test_table_descriptions import table_input
    return replace(table_input(rules, s, viewer, layout, lang), names=("Olena", "Taras"),
                   colors=((200, 60, 60), (60, 60, 200)))


def spec_named(specs, name: str):
    """The entity spec of ``specs`` with this name (or key)."""
    return next(x for x in specs if (x.name or x.key) == name)

