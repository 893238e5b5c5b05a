"""A whole 3-player World in Progress game played only with mouse events at what the table shows:
seat 0 is a human driven through the UI driver, seats 1-2 are easy AIs."""
from __future__ import annotations


from engine.session import Seat
from scenes.launch import new_session
from scenes.results import ResultsScene
from scenes.world_in_progress import WorldInProgressScene
from tests.uitest import clickable, driver, make_app, look_shot


def names(d, prefix: str) -> list[str]:
    return [n for n in d.names() if n.startswith(prefix)]


def test_full_three_player_game_by_mouse(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=30.0)
    seats = [Seat("human", "normal", "Olena", 0), Seat("ai", "easy", "", 1),
             Seat("ai", "easy", "", 2)]
    session = new_session(app, "world_in_progress", seats, seed=11)
    scene = WorldInProgressScene(app, session)
    app.scenes.push(scene)
    d = driver(app)
    used_god = dragged = wheeled = right_clicked = buttoned = False
    turns = 0

    def ready() -> bool:
        return (app.scenes.top is not scene or session.is_over()
                or (scene.my_turn() and not scene.busy()))

    while not session.is_over():
        d.wait(ready, 4000)
        if session.is_over() or app.scenes.top is not scene:
            break
        phase = session.state.phase
        before = len(session.steps)
        if phase == "choose":
            turns += 1
            if not used_god and turns >= 2 and clickable(scene, "wip.god.use"):
                d.click("wip.god.use")
                slots = [n for n in names(d, "wip.slot.") if clickable(scene, n)]
                assert slots, "god mode shows the eligible map tiles"
                d.click(slots[0])
                used_god = True
            else:
                markers = [n for n in names(d, "wip.marker.") if clickable(scene, n)]
                d.click(markers[turns % len(markers)])
                dests = names(d, "wip.dest.")
                assert dests
                d.hover(dests[-1], 3)
                d.click(dests[-1])
        elif phase == "place":
            cells = [n for n in names(d, "wip.cell.") if clickable(scene, n)]
            target = cells[turns % len(cells)]
            if not right_clicked:
                d.click(target, button=3)
                right_clicked = True
            elif not wheeled:
                d.wheel(target, 1)
                wheeled = True
            elif not buttoned:
                d.click("wip.rotate.ccw")
                buttoned = True
            rot = scene.rot
            if turns % 2 == 0:
                d.drag("wip.pending", target)
                dragged = True
            else:
                d.click(target)
            seat, action = session.steps[-1].seat, session.steps[-1].action
            assert seat == 0 and action[0] == "place" and action[3] == rot
        elif phase == "refill":
            stacks = [n for n in names(d, "wip.stack.") if clickable(scene, n)]
            d.click(stacks[turns % len(stacks)])
        assert len(session.steps) > before, f"the click in phase {phase} did nothing"
    d.wait(lambda: isinstance(app.scenes.top, ResultsScene), 3000)
    assert session.is_over()
    assert used_god and dragged and wheeled and right_clicked and buttoned
    assert all(len(w) == 9 for w in session.state.worlds)
    look_shot(app, "wip_results.png")
    app.shutdown()
