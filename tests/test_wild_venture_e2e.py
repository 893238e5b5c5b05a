"""A whole 2-player A Wild Venture game played only with mouse events at what the table shows:
seat 0 is a human driven through the UI driver, seat 1 an easy AI.  The test reads the legal
actions only to decide what a sensible player would do; every move is a click on the entity the
table (or the pop-up) shows for it.  Set WV_SHOTS=<folder> to save screenshots along the way."""
from __future__ import annotations

import os

import esper

from engine.ecs.components import Clickable, Transform
from engine.session import Seat
from engine.overlays import ChoiceDialog
from scenes.launch import new_session
from scenes.results import ResultsScene
from scenes.wild_venture import WildVentureScene
from engine.rules.wild_venture.scene_queries import decision
from tests.uitest import driver, make_app, look_shot


def clickable(app, name: str) -> bool:
    ent = app.scenes.top.find(name)
    if ent is None:
        return False
    c = esper.try_component(ent, Clickable)
    return bool(c and c.enabled)


def click_card(app, d, name: str) -> None:
    """Click a card where it shows: a hand card on its title (a card of a long hand's back row
    shows its title above the front row)."""
    if not name.startswith("wv.hand."):
        d.click(name)
        return
    tf = esper.component_for_entity(app.scenes.top.find(name), Transform)
    d.click_at(app.renderer.to_screen((tf.x - tf.w / 2 + 10, tf.y - tf.h * 0.38)))


def main_click(v, legal) -> str:
    """The entity a simple player clicks in the main step."""
    plays = [a for a in legal if a[0] == "play"]
    if plays:
        return f"wv.hand.{plays[0][1]}"
    for a in legal:
        if a[0] == "activate":
            return (f"wv.starter.{a[1]}" if a[1] in ("nest", "pad", "burrow")
                    else f"wv.tab.{a[1]}")
    frees = [a for a in legal if a[0] == "free"]
    if frees and (len(v.hands[0]) < 3 or ("end",) not in legal):
        return f"wv.tab.{frees[0][1]}"
    enchants = [a for a in legal if a[0] == "enchant"]
    if enchants:
        return f"wv.tab.{enchants[0][1]}"
    assert ("end",) in legal, legal
    return "wv.btn.end"


def test_full_two_player_game_by_mouse(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=30.0)
    seats = [Seat("human", "normal", "Olena", 0), Seat("ai", "easy", "", 1)]
    session = new_session(app, "wild_venture", seats, seed=3)
    scene = WildVentureScene(app, session)
    app.scenes.push(scene)
    d = driver(app)
    shots = os.environ.get("WV_SHOTS")
    used = set()
    moves = 0

    def ready() -> bool:
        top = app.scenes.top
        return (session.is_over() or isinstance(top, ChoiceDialog)
                or (top is scene and scene.my_turn() and not scene.busy()))

    while not session.is_over():
        d.wait(ready, 40000)
        if session.is_over():
            break
        moves += 1
        assert moves < 1500, "the game does not end"
        before = len(session.steps)
        top = app.scenes.top
        if shots and moves % 10 == 0:
            app.screenshot(os.path.join(shots, f"wv_{moves:04d}.png"))
        if isinstance(top, ChoiceDialog):
            # vary the options taken (chests: tuck, supply/activate/ruby, look) by the move count
            n = len([c for c in top.model.choices if c.enabled])
            d.click(f"dialog.choice.{moves % n}")
            used.add(f"dialog:{top.title}")
            d.frames(2, look=False)
            continue
        v = scene.view_state
        legal = scene.legal()
        dec = decision(v, 0)
        if dec == "main":
            name = main_click(v, legal)
            assert clickable(app, name), name
            click_card(app, d, name)
            used.add(name.split(".")[1] if not name.startswith("wv.hand") else "play")
        elif dec in ("hand", "set_aside"):
            cid = [a for a in legal if a[0] in ("discard", "tuck", "set_aside")][0][1]
            click_card(app, d, f"wv.hand.{cid}")
            used.add("hand_choice")
        elif dec == "travel":
            dests = [a[1] for a in legal if a[0] == "move"]
            name = f"wv.space.{dests[-1]}"
            assert clickable(app, name), "a reachable space glows and answers clicks"
            d.click(name)
            used.add("travel")
        elif dec == "row":
            iid = [a for a in legal if a[0] == "target"][0][1]
            d.click(f"wv.tab.{iid}")
            used.add("target")
        elif dec in ("dialog", "pick"):
            d.click("wv.btn.choose")
            d.frames(2, look=False)
            continue
        else:
            raise AssertionError(f"no click for {dec}: {legal[:4]}")
        d.frames(1, look=False)
        assert len(session.steps) > before, f"the click for {dec} did nothing ({legal[:4]})"
    d.wait(lambda: isinstance(app.scenes.top, ResultsScene), 3000)
    assert session.is_over()
    assert {"play", "travel", "btn"} <= used, used
    assert any(u.startswith("dialog:") and "Look" in u for u in used), used
    look_shot(app, "wv_results.png")
    app.shutdown()
