"""A whole 2-player Dice Forge game played only with mouse events at what the table shows:
seat 0 is a human driven through the UI driver (forging by clicking a Sanctuary face then a
die face, performing feats, answering pop-ups, taking a second action, ending turns), seat 1
an easy AI."""
from __future__ import annotations


from engine.rules.dice_forge import queries as RQ
from engine.session import Seat
from engine.overlays import ChoiceDialog
from scenes.dice_forge import DiceForgeScene
from scenes.launch import new_session
from scenes.results import ResultsScene
from tests.uitest import clickable, driver, make_app, look_shot


def names(d, prefix: str) -> list[str]:
    return [n for n in d.names() if n.startswith(prefix)]


def test_full_two_player_game_by_mouse(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), speed=30.0)
    seats = [Seat("human", "normal", "Olena", 0), Seat("ai", "easy", "", 1)]
    session = new_session(app, "dice_forge", seats, seed=5)
    scene = DiceForgeScene(app, session)
    app.scenes.push(scene)
    d = driver(app)
    did = {"forge": 0, "feat": 0, "dialog": 0, "second": 0, "end": 0}
    turn_acts = 0

    def ready() -> bool:
        top = app.scenes.top
        return (session.is_over() or isinstance(top, ChoiceDialog)
                or (top is scene and scene.my_turn() and not scene.busy()))

    for _ in range(600):
        if session.is_over():
            break
        d.wait(ready, 4000)
        if session.is_over():
            break
        before = len(session.steps)
        if isinstance(app.scenes.top, ChoiceDialog):
            choices = [n for n in names(d, "dialog.choice.") if clickable(app.scenes.top, n)]
            assert choices, "a pop-up offers something to click"
            d.click(choices[-1])
            did["dialog"] += 1
            assert len(session.steps) > before, "the pop-up choice was played"
            continue
        asked = RQ.asked(session.state, 0)
        if asked == "place":
            faces = [n for n in names(d, "df.face.0.") if clickable(scene, n)]
            assert faces, "a face to forge lights up the die faces it may replace"
            d.click(faces[len(session.steps) % len(faces)])
        elif asked == "ship":
            d.click("df.pass")
        elif asked == "main":
            feats = [n for n in names(d, "df.feat.") if clickable(scene, n)]
            pools = [n for n in names(d, "df.pool.") if clickable(scene, n)]
            prefer_feat = did["end"] % 2 == 1
            if feats and turn_acts == 0 and (prefer_feat or not pools):
                d.hover(feats[-1], 2)
                d.click(feats[-1])
                did["feat"] += 1
                turn_acts += 1
            elif pools and turn_acts == 0:
                d.click(pools[-1])
                faces = [n for n in names(d, "df.face.0.") if clickable(scene, n)]
                assert faces, "picking a Sanctuary face lights up the die faces"
                assert not clickable(scene, "df.face.0.0.0") or "df.face.0.0.0" in faces
                d.click(faces[len(session.steps) % len(faces)])
                did["forge"] += 1
                turn_acts += 1
            elif clickable(scene, "df.second") and turn_acts == 1:
                d.click("df.second")
                did["second"] += 1
                turn_acts = 0
            else:
                assert clickable(scene, "df.end")
                d.click("df.end")
                did["end"] += 1
                turn_acts = 0
        else:
            raise AssertionError(f"unexpected question {asked!r} without a pop-up")
        assert len(session.steps) > before, f"the click when asked {asked!r} did nothing"
    d.wait(lambda: isinstance(app.scenes.top, ResultsScene), 3000)
    assert session.is_over()
    assert did["forge"] and did["feat"] and did["end"] >= 9, did
    look_shot(app, "df_results.png")
    app.shutdown()
