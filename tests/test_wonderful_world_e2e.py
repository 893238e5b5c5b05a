"""A whole 2-player It's a Wonderful World game played only with mouse events at what the
table shows: seat 0 is a human driven through the UI driver, seat 1 an easy AI.  The test reads
the view only to decide what a sensible player would do; every move is a click (or a drag) on
the entity the table shows for it: hand cards (draft), drafted cards and the construct /
recycle zones (planning), cubes onto cost slots, auto-place and end step (production), the
pop-up for the science token.  Set WW_SHOTS=<folder> to save screenshots along the way."""
from __future__ import annotations

import os


from engine.rules.wonderful_world import scene_queries as Q
from engine.rules.wonderful_world.material import SLOTS
from engine.session import Seat
from engine.overlays import ChoiceDialog
from scenes.launch import new_session
from scenes.results import ResultsScene
from scenes.wonderful_world import WonderfulWorldScene
from tests.uitest import clickable, driver, make_app, look_shot


def test_full_two_player_game_by_mouse(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=20.0)
    seats = [Seat("human", "normal", "Olena", 0), Seat("ai", "easy", "", 1)]
    session = new_session(app, "wonderful_world", seats, seed=3)
    scene = WonderfulWorldScene(app, session)
    app.scenes.push(scene)
    d = driver(app)
    shots = os.environ.get("WW_SHOTS")
    used: set[str] = set()
    moves = 0

    def ready() -> bool:
        return (app.scenes.top is not scene or session.is_over()
                or (scene.my_turn() and not scene.busy()))

    while not session.is_over():
        d.wait(ready, 40000)
        if session.is_over():
            break
        moves += 1
        assert moves < 900, "the game does not end"
        if isinstance(app.scenes.top, ChoiceDialog):
            before = len(session.steps)
            d.click("dialog.choice.0")
            used.add("dialog")
            d.frames(2, look=False)
            assert len(session.steps) > before
            continue
        if app.scenes.top is not scene:
            d.frames(5, look=False)
            continue
        v = scene.view_state
        me = v.seats[0]
        asked = Q.asked(v, 0)
        before = len(session.steps)
        if shots and moves % 7 == 0:
            app.screenshot(os.path.join(shots, f"ww_{moves:03d}_{asked}.png"))
        if asked == "pick":
            # prefer cheap cards: a human who wants to build
            hand = list(me.hand)
            i = min(range(len(hand)), key=lambda k: len(SLOTS[hand[k]]))
            assert clickable(scene, f"ww.hand.{i}"), "hand cards answer clicks in the draft"
            if "drag_pick" not in used:
                d.drag(f"ww.hand.{i}", "ww.draftdrop")
                used.add("drag_pick")
            else:
                d.click(f"ww.hand.{i}")
            used.add("pick")
        elif asked == "plan":
            if scene.sel_card is not None:      # a drag refused while the table was busy
                d.click("ww.drafted.0")         # left its card picked (picking up picks it)
            d.click("ww.drafted.0")
            card = scene.sel_card
            assert card is not None, "a drafted card is selected by a click"
            zone = "slate" if len(me.cons) < 3 and len(SLOTS[me.drafted[0]]) <= 6 else "recycle"
            assert clickable(scene, f"ww.zone.{zone}")
            if f"drag_{zone}" not in used:
                d.click("ww.drafted.0")         # unselect, then drag it
                d.drag("ww.drafted.0", f"ww.zone.{zone}")
                used.add(f"drag_{zone}")
            else:
                d.click(f"ww.zone.{zone}")
            used.add(zone)
        elif asked == "place":
            legal = scene.legal()
            places = [a for a in legal if a[0] == "place"]
            if places and "drag_cube" not in used:
                a = places[0]
                d.drag(f"ww.cube.{a[2]}", f"ww.cons.{a[1]}")
                used.add("drag_cube")
            else:
                d.click("ww.btn.auto")
                used.add("auto")
        elif asked == "produce":
            d.click("ww.btn.done")
            used.add("done")
        elif asked in ("choose", "keep"):
            d.frames(3, look=False)
            continue
        else:
            d.frames(3, look=False)
            continue
        d.frames(1, look=False)
        assert len(session.steps) > before, f"the click for {asked} did nothing"
    d.wait(lambda: isinstance(app.scenes.top, ResultsScene), 30000)
    assert session.is_over()
    assert {"pick", "drag_pick", "slate", "recycle", "drag_slate", "auto", "done",
            "drag_cube"} <= used, used
    assert len(session.state.seats[0].built) >= 2, "the human built developments"
    look_shot(app, "ww_results.png")
    app.shutdown()
