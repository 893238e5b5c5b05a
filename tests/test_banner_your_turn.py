"""The banner says "your turn" only when it is: in Dice Forge with one human seat against AIs
(3 and 4 players: divine blessings in the AIs' turns ask the human too, the hand-over from an
AI's turn to the human's), in every frame the banner's "<name>, your turn" means that the human
seat has a legal action now, that the turn is the human's own, and that no other seat's move is
still playing on the table (issue 19, item 3: a screenshot read "Olena, your turn" while
Taras, an AI, was playing — his last move still played while the rules already asked Olena;
the banner then said so for about 20 frames of every such hand-over).

Whole games are played: the human's moves on the table are random legal actions, and every
pop-up over the table (a blessing's choice face, the Satyrs' faces, Cerberus, ...) is answered
by clicking one of its choices with the mouse, as a player does.  (An earlier driver closed
each pop-up instead; the table asks again in the next frame, so the driver closed it forever
and the game stalled at the first pop-up the human met — the Satyrs' faces at step 38 of the
3-player game.  The rules and the table were right.)"""
from __future__ import annotations

import random
import time

import pytest

from engine.overlays import ChoiceDialog
from tests.uitest import answer_popup, start_table

MAX_FRAMES = 12000          # a whole game took 900-2700 frames (more while AI workers start)
PATIENCE_S = 60.0           # ... or longer while AI workers start on a loaded machine


def play_and_watch(monkeypatch, tmp_path, players: int, seed: int) -> dict:
    """Play a whole game (the human's moves random, its pop-ups answered by mouse) and count
    the frames where the banner said "your turn", those where it was wrong to, and those where
    the rules asked the human while an AI's move still played (the moment the bug showed)."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human"] + ["ai:random"] * (players - 1),
                                         seed=seed, speed=16.0)
    monkeypatch.setattr(app, "draw", lambda: None)     # what the banner says needs no pixels
    yours = app.i18n.t("game.your_turn", name=scene.seat_name(0))
    rng = random.Random(seed)
    out = {"said": 0, "wrong": 0, "tense": 0, "first_wrong": None, "answered": set(),
           "frames": 0}
    end = time.monotonic() + PATIENCE_S     # a hang guard only: never a measure of speed
    while not session.is_over() and (out["frames"] < MAX_FRAMES or time.monotonic() < end):
        d.frames(1)
        out["frames"] += 1
        top = app.scenes.top
        popup = isinstance(top, ChoiceDialog)
        if top is not scene and not popup:
            if not top.opaque:
                app.scenes.pop()            # a note over the table: out of the way
            continue
        text = scene.banner_part.text()
        st = session.state
        legal = session.rules.legal_actions(st, 0) if 0 in session.to_act() else []
        playing = bool(scene.busy() and session.steps and session.steps[-1].seat != 0)
        out["tense"] += bool(playing and legal)
        if text == yours:
            out["said"] += 1
            if not legal or st.active != 0 or playing:
                out["wrong"] += 1
                out["first_wrong"] = out["first_wrong"] or (
                    out["frames"], st.phase, st.active, session.to_act(), playing, popup)
        if popup:
            before = len(session.steps)
            if answer_popup(d, top, rng.choice):
                assert len(session.steps) > before, f"clicking a choice of {top.title!r} " \
                                                    "played nothing"
                out["answered"].add(session.steps[-1].action[0])
        elif scene.my_turn() and not scene.busy() and scene.legal():
            scene.act(rng.choice(scene.legal()))
    out["over"] = session.is_over()
    app.shutdown()
    return out


# (3, 3): the human performs the Satyrs feat and chooses two of the faces the AIs roll
@pytest.mark.parametrize("players,seed,asked", [(3, 3, "satyr"), (4, 5, "choose")])
def test_the_banner_says_your_turn_only_in_your_own_turn_with_a_move(monkeypatch, tmp_path,
                                                                    players, seed, asked):
    seen = play_and_watch(monkeypatch, tmp_path, players, seed)
    assert seen["over"], f"the game did not end in {seen['frames']} frames"
    assert asked in seen["answered"], ("the human never answered this pop-up by mouse",
                                       seen["answered"])
    assert seen["said"] > 0, "the banner never said 'your turn': nothing was checked"
    assert seen["tense"] > 0, "the rules never asked the human while an AI's move played"
    assert seen["wrong"] == 0, (seen["wrong"], seen["first_wrong"])
