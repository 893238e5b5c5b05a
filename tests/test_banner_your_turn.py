"""The banner says "your turn" only when it is: in Dice Forge with one human seat against AIs
(3 and 4 players: divine blessings in the AIs' turns ask the human too, the hand-over from an
AI's turn to the human's), in every frame the banner's "<name>, your turn" means that the human
seat has a legal action now, that the turn is the human's own, and that no other seat's move is
still playing on the table (issue 19, item 3: a screenshot read "Olena, your turn" while
Taras, an AI, was playing — his last move still played while the rules already asked Olena;
the banner then said so for about 20 frames of every such hand-over)."""
from __future__ import annotations

import random

import pytest

from tests.uitest import start_table


def play_and_watch(monkeypatch, tmp_path, players: int, seed: int, frames: int):
    """Play ``frames`` frames of a game (the human's moves random) and count the frames where
    the banner said "your turn", those where it was wrong to, and those where the rules asked
    the human while an AI's move still played (the moment the bug showed)."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human"] + ["ai:random"] * (players - 1),
                                         seed=seed, speed=16.0)
    monkeypatch.setattr(app, "draw", lambda: None)     # what the banner says needs no pixels
    yours = app.i18n.t("game.your_turn", name=scene.seat_name(0))
    rng = random.Random(seed)
    said = wrong = tense = 0
    first_wrong = None
    for frame in range(frames):
        if session.is_over():
            break
        d.frames(1)
        top = app.scenes.top
        if top is not scene:
            if not top.opaque:
                app.scenes.pop()            # a pop-up over the table: answered below instead
            continue
        text = scene.banner_part.text()
        st = session.state
        legal = session.rules.legal_actions(st, 0) if 0 in session.to_act() else []
        playing = bool(scene.busy() and session.steps and session.steps[-1].seat != 0)
        tense += bool(playing and legal)
        if text == yours:
            said += 1
            if not legal or st.active != 0 or playing:
                wrong += 1
                first_wrong = first_wrong or (frame, st.phase, st.active, session.to_act(),
                                              playing)
        if scene.my_turn() and not scene.busy() and scene.legal():
            scene.act(rng.choice(scene.legal()))
    app.shutdown()
    return said, wrong, tense, first_wrong


@pytest.mark.parametrize("players,seed", [(3, 3), (4, 5)])
def test_the_banner_says_your_turn_only_in_your_own_turn_with_a_move(monkeypatch, tmp_path,
                                                                    players, seed):
    said, wrong, tense, first = play_and_watch(monkeypatch, tmp_path, players, seed, 2500)
    assert said > 0, "the banner never said 'your turn': nothing was checked"
    assert tense > 0, "the rules never asked the human while an AI's move played"
    assert wrong == 0, (wrong, first)
