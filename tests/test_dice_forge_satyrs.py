"""The Satyrs feat played by mouse through the app at a 3-player table (issue 19: a headless
driver stalled when the human was asked the Satyrs' faces; the cause was the driver, which
closed the pop-up instead of answering it — this is the moment played as a player plays it).

Seat 0 clicks the Satyrs card; both opponents roll their dice (each die has one face on all
six sides here, so the roll is known); a pop-up shows the four faces rolled, the player
clicks one, a second pop-up shows the three left, the player clicks another, and exactly
those two faces are gained."""
from __future__ import annotations

from engine.overlays import ChoiceDialog
from tests.rules import test_dice_forge as R
from tests.uitest import clickable, look_shot, start_table


def choice_named(d, dialog, value) -> str:
    """The entity name of the pop-up's choice whose action is ``value``."""
    for i, c in enumerate(dialog.model.choices):
        if c.value == value:
            name = f"dialog.choice.{i}"
            assert clickable(dialog, name), (value, "shown but not clickable")
            return name
    raise AssertionError(f"{value} not offered: {[c.value for c in dialog.model.choices]}")


def test_satyrs_faces_chosen_by_mouse_in_two_pop_ups(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random", "ai:random"], seed=3)
    d.frames(2)
    s = R.set_res(R.table(3), 0, moon=3)
    s = R.with_dice(R.with_dice(s, 1, "V3", "G4"), 2, "MS2", "G1")
    session.history.append(s)
    scene.resync()
    d.wait(lambda: scene.my_turn() and not scene.busy() and clickable(scene, "df.feat.satyrs"))
    before = session.state.res[0]
    d.click("df.feat.satyrs")
    d.wait(lambda: isinstance(app.scenes.top, ChoiceDialog), 2000)
    first = app.scenes.top
    assert "Satyrs" in first.title
    assert [c.value for c in first.model.choices] == [("satyr", f) for f in
                                                       ("V3", "G4", "MS2", "G1")]
    assert all(c.preview and c.preview.get("faces") for c in first.model.choices)
    d.frames(30)                                # faded in: the picture shows what is asked
    look_shot(app, "df_satyrs.png")
    d.click(choice_named(d, first, ("satyr", "G4")))
    d.wait(lambda: isinstance(app.scenes.top, ChoiceDialog) and app.scenes.top is not first,
           2000)
    second = app.scenes.top
    assert [c.value for c in second.model.choices] == [("satyr", f) for f in
                                                        ("V3", "MS2", "G1")]
    d.click(choice_named(d, second, ("satyr", "MS2")))
    d.wait(lambda: app.scenes.top is scene and not scene.busy(), 2000)
    assert [st.action for st in session.steps[-3:]] == [
        ("feat", "satyrs"), ("satyr", "G4"), ("satyr", "MS2")]
    gold, sun, moon, _ = session.state.res[0]
    assert (gold - before[0], sun - before[1], moon - before[2]) == (4, 0, -3 + 2)
    assert session.state.queues[0] == () and session.to_act() == [0]   # on with the turn
    app.shutdown()
