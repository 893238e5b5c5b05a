"""Learn to play, in every game: the first step's panel shows over a dimmed table with its
targets cut out, "Got it" dismisses it, and a later step triggers as the player plays."""
from __future__ import annotations

import random

import pygame
import pytest

from engine.games import playable
from engine.saves import SaveStore
from tests.uitest import driver, make_app

GAMES = [g.id for g in playable()]          # every game with a table, from the registry


def brightness(app) -> int:
    return sum(pygame.transform.average_color(app.window.get_surface())[:3])


def play_one(app, scene, rng) -> None:
    """One legal move for the human, as the table or a pop-up offers it."""
    top = app.scenes.top
    legal = scene.legal()
    if top is not scene:                    # a pop-up choice over the table
        ok = [c.value for c in getattr(top, "model").choices if c.enabled and c.value in legal]
        if ok:
            top.finish(rng.choice(ok))
        else:
            top.finish(None)
        return
    if legal:
        assert scene.act(rng.choice(legal))


@pytest.mark.parametrize("game", GAMES)
def test_tutorial_panel_dim_got_it_and_a_later_step(monkeypatch, tmp_path, game):
    app = make_app(monkeypatch, tmp_path, size=(960, 540), speed=8.0)
    scene = app.goto("tutorial", game=game)
    assert scene is not None and scene.counts_for_records is False
    assert [s.kind for s in scene.session.seats] == ["human", "ai"]
    assert scene.session.seats[1].level == "easy"
    d = driver(app)
    d.frames(3)
    run = scene.tutorial_run
    first = run.tutorial.steps[0]
    assert scene.tutorial_step is first and scene.panel_rect is not None
    assert scene.tutorial_targets() == list(first.targets), "the start step's targets exist"
    # the table is dimmed around the panel and the highlighted entities
    dimmed = brightness(app)
    queue = list(run.queue)
    run.queue.clear()
    app.draw()
    plain = brightness(app)
    run.queue[:] = queue
    app.draw()
    assert dimmed < plain * 0.8
    # nothing moves and nothing on the table answers while the panel is up; "Got it" goes on
    steps_before = len(scene.session.steps)
    d.frames(40)                            # the AI would have played (Wonderful World) by now
    for name in scene.tutorial_targets()[:1]:
        d.click(name)
    assert len(scene.session.steps) == steps_before and scene.tutorial_step is first
    d.click_at(scene.ok_screen_pos())
    assert first.id in run.shown and scene.tutorial_step is not first
    # "Got it" plays nothing for the player (an AI, no longer held, may move in these frames)
    assert all(st.seat != 0 for st in scene.session.steps[steps_before:])
    rng = random.Random(3)
    human_moves = 0
    later = None
    for _ in range(3000):
        step = scene.tutorial_step
        if step is not None:
            if human_moves and step.trigger[0] != "start":
                later = step
                break
            d.frames(1)
            d.click_at(scene.ok_screen_pos())
            continue
        if scene.my_turn() and not scene.busy():
            play_one(app, scene, rng)
            human_moves += 1
        d.frames(1, look=False)             # a step's panel is looked at in a drawn frame
    assert later is not None, f"no later step after {human_moves} moves"
    assert later.id not in run.shown
    d.key(pygame.K_RETURN)                  # Enter is "Got it" too
    assert later.id in run.shown
    assert not SaveStore().exists()         # a tutorial never takes the save slot
    app.shutdown()


def test_tutorial_in_ukrainian_and_unknown_game(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(800, 450), lang="uk", speed=8.0)
    scene = app.goto("tutorial", game="world_in_progress")
    d = driver(app)
    d.frames(2)
    step = scene.tutorial_step
    assert step.title_in("uk") != step.title_in("en")
    x, y, w, h = scene.panel_rect
    assert 0 <= x and x + w <= 1920 and 0 <= y and y + h <= 1080    # the panel fits
    assert app.goto("tutorial", game="no_such_game") is None
    assert app.scenes.top is scene
    app.shutdown()


def test_the_end_of_the_game_is_explained_before_the_results(monkeypatch, tmp_path):
    from engine.games import load_scene
    from engine.session import Seat
    from engine.tutorial import TutorialRun, load
    from scenes.launch import new_session
    from scenes.results import ResultsScene
    from scenes.tutorial import tutorial_scene
    app = make_app(monkeypatch, tmp_path, size=(800, 450), speed=8.0)
    tut = load("world_in_progress")
    session = new_session(app, "world_in_progress", [Seat("human"), Seat("ai", "easy")],
                          tut.seed, demo=True)
    rules = session.rules
    while True:                             # play on to the game's last move
        seat = session.to_act()[0]
        action = rules.legal_actions(session.state, seat)[0]
        if rules.is_over(rules.apply(session.state, seat, action)):
            break
        session.submit(seat, action)
    scene = tutorial_scene(load_scene("world_in_progress"))(app, session)
    run = TutorialRun(tut, shown={s.id for s in tut.steps if s.id != "end"}, started=True)
    scene.setup_tutorial(run)
    scene._seen_steps = len(session.steps)
    app.scenes.push(scene)
    d = driver(app)
    if seat == 0:
        d.wait(lambda: scene.my_turn() and not scene.busy(), 600)
        assert scene.act(action)
    d.wait(lambda: scene.tutorial_step is not None or isinstance(app.scenes.top, ResultsScene),
           3000)
    assert scene.tutorial_step is not None and scene.tutorial_step.id == "end"
    d.frames(120)                           # the results wait for "Got it"
    assert app.scenes.top is scene and session.is_over()
    d.click_at(scene.ok_screen_pos())
    d.wait(lambda: isinstance(app.scenes.top, ResultsScene), 600)
    assert run.finished and scene.counts_for_records is False
    app.shutdown()


def test_every_step_panel_fits_a_small_window_in_both_languages(monkeypatch, tmp_path):
    """At 800x450 every step's panel (text at least MIN_TEXT_PX on screen) fits under the
    banner; its text is wrapped inside the panel."""
    from engine import theme
    from engine.widgets.text import readable
    app = make_app(monkeypatch, tmp_path, size=(800, 450), speed=8.0)
    r = app.renderer
    assert readable(r, 25) * r.scale >= theme.MIN_TEXT_PX - 1e-6
    for game in GAMES:
        scene = app.goto("tutorial", game=game)
        run = scene.tutorial_run
        for lang in ("en", "uk"):
            app.i18n.lang = lang
            for step in run.tutorial.steps:
                run.queue[:] = [step]
                w, h, sizes, title, body = scene._panel_layout(r)
                assert h <= 1080 - 150, (game, step.id, lang, h)
                for line in title + body:
                    assert r.text_size(line, sizes[2])[0] <= w - 40, (game, step.id, line)
        run.queue.clear()
    app.i18n.lang = "en"
    app.shutdown()


def test_world_in_progress_after_got_it_the_first_click_picks_the_lit_marker(monkeypatch,
                                                                             tmp_path):
    """Play-test 12: after "Got it" on "Move a Faith marker", the god step came up at once, so
    the click on the lit marker only met the panel; now the table is free after "Got it" until
    the player has moved, the click picks the marker, and while a step is on show no tooltip
    is drawn under the dim or the panel."""
    import esper
    from engine.ecs.components import Clickable, Name
    from engine.worlds import in_world
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=8.0)
    scene = app.goto("tutorial", game="world_in_progress")
    d = driver(app)
    d.frames(3)
    run = scene.tutorial_run
    shown = []
    for _ in range(10):
        step = scene.tutorial_step
        if step is None:
            break
        shown.append(step.id)
        d.click_at(scene.ok_screen_pos())
        d.frames(2)
    assert "push" in shown and "god" not in shown, shown
    assert scene.tutorial_step is None, "the table waits for the player's push"
    with in_world(scene.world):
        lit = sorted(n.name for ent, (n, c) in esper.get_components(Name, Clickable)
                     if n.name.startswith("wip.marker.") and c.enabled)
    assert lit
    d.click(lit[0])
    assert scene.sel.selected == lit[0].rsplit(".", 1)[1], "the click picked the marker"
    assert scene.tutorial_step is None
    push = next(a for a in scene.legal() if a[0] == "push" and a[1] == scene.sel.selected)
    d.click(scene.hint_targets(push)[0])    # its destination: the push is played
    d.wait(lambda: scene.tutorial_step is not None, 600)
    # a step on show: the table's tooltips wait, but never one cut by the panel
    drawn = []
    real = scene.render.draw_tooltip
    scene.render.draw_tooltip = lambda text, tf, avoid=(): (drawn.append(avoid), real(text, tf, avoid))
    d.lazy = False                          # the tooltips of every frame are looked at
    from engine.ecs.components import Hoverable
    with in_world(scene.world):
        targets = [n for n in scene.tutorial_targets()
                   if getattr(esper.try_component(scene.find(n), Hoverable), "tooltip", "")]
    assert targets, "no highlighted target with a tooltip to hover"
    off = [n for n in lit if n not in scene.tutorial_targets()]
    d.hover(off[0], 60)
    assert drawn == [], "a tooltip drawn under the dim and the panel"
    d.hover(targets[0], 60)
    assert drawn, "the highlighted target's tooltip is drawn"
    assert all(tuple(scene.panel_rect) in [tuple(a) for a in avoid] for avoid in drawn)
    app.shutdown()


@pytest.mark.parametrize("game", GAMES)
def test_a_panel_never_covers_a_button_it_names_and_the_banner_tells_the_table(
        monkeypatch, tmp_path, game):
    """Play-test 13 (Dice Forge): step 2's panel covered the End turn button its text names;
    during the next steps the banner said "Taras (AI) is thinking…" while the panel explained
    Olena's blessing on her own turn.  In every game's tutorial, each step shown: no button
    whose label its text names lies under the panel, and the banner says whose turn it is
    now (the viewer's when the viewer acts, never an AI thinking while the panel holds it)."""
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=8.0)
    scene = app.goto("tutorial", game=game)
    d = driver(app)
    rng = random.Random(5)
    seen, named = [], 0
    for _ in range(900):
        step = scene.tutorial_step
        if step is not None:
            d.frames(1)
            if step.id not in seen:
                seen.append(step.id)
                for b in scene.named_buttons():
                    named += 1
                    assert _apart(scene.panel_rect, b), (game, step.id, b)
                banner = scene.banner_text()
                assert "thinking" not in banner, (game, step.id, banner)
                if scene.my_turn():
                    assert scene.seat_name(scene.viewer) in banner, (game, step.id, banner)
            d.click_at(scene.ok_screen_pos())
            continue
        if scene.my_turn() and not scene.busy():
            play_one(app, scene, rng)
        d.frames(1, look=False)         # a step's panel is looked at in a drawn frame
        if len(seen) >= 6:
            break
    assert len(seen) >= 3, seen
    if game == "dice_forge":
        assert "buy" in seen and named, "the forge step names the End turn button"
    app.shutdown()


def _apart(a, b) -> bool:
    return (a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1]
            or b[1] + b[3] <= a[1])


def test_a_hint_goes_once_its_move_is_begun(monkeypatch, tmp_path):
    """Play-test 13 (Dice Forge tutorial): after buying the hinted face the banner still said
    "Hint: buys the face …" instead of the next instruction (forge it onto a die face)."""
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=8.0)
    scene = app.goto("tutorial", game="dice_forge")
    d = driver(app)
    for _ in range(600):
        if scene.tutorial_step is not None:
            d.frames(1)
            d.click_at(scene.ok_screen_pos())
            continue
        if scene.tutorial_run.shown and scene.my_turn() and not scene.busy() and any(
                a[0] == "buy" for a in scene.legal()):
            break
        d.frames(1)
    assert scene.tutorial_step is None
    scene.hints.request()
    assert d.wait(lambda: scene.hints.current is not None
                  and scene.hints.current.action is not None, 3000)
    action = scene.hints.current.action
    assert action[0] == "buy"
    scene.sel.pick_face(scene.legal(), action[1])
    d.frames(2)
    assert scene.hints.current is None
    assert scene.prompt().startswith("Forge"), scene.prompt()
    app.shutdown()
