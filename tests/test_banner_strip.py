"""The turn banner's colour strip is the colour of the seat its text names, from the same
state as the text (play-test 14: in Dice Forge, while the AI's move still played after a
hand-over, "Taras (AI) is thinking…" showed the next seat's colour; in a step two humans play
at once, "Taras, your turn" showed Olena's)."""
from __future__ import annotations

import random

import pytest

from engine.overlays import ChoiceDialog
from tests.uitest import answer_popup, start_table


def strip_of(scene):
    """(the banner's text, the seat whose colour its strip shows, or None) as it is drawn."""
    bp = scene.banner_part
    bp.said = bp.UNSAID
    text = scene.banner_text()
    color = bp.strip_color(text)
    seats = len(scene.session.seats)
    return text, next((i for i in range(seats) if scene.seat_color(i) == color), None)


# the AI's moves play from frame ~50 on; the first step both humans play at once (a blessing's
# choices, the text naming both) begins near frame 825 and lasts past 900
@pytest.mark.parametrize("kinds,frames", [(["human", "ai:random"], 250),
                                          (["human", "human"], 950)])
def test_the_strip_is_the_colour_of_the_seat_the_banner_names(monkeypatch, tmp_path, kinds,
                                                               frames):
    """A text naming two seats ("Olena's turn · Taras, your choice") shows the colour of one
    of them (the one to act)."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge", kinds, seed=3)
    rng = random.Random(1)
    names = [scene.seat_name(i) for i in range(len(kinds))]
    checked = 0
    for frame in range(frames):
        d.frames(1, look=False)             # the strip's colour as the banner works it out
        top = app.scenes.top
        if isinstance(top, ChoiceDialog):
            answer_popup(d, top)
        elif top is not scene:
            for n in d.names():             # a hand-off screen: the next player is ready
                if "handoff" in n or "ready" in n:
                    d.click(n)
                    break
        text, seat = strip_of(scene)
        named = [i for i, n in enumerate(names) if n in text]
        if named and seat is not None:
            assert seat in named, f"frame {frame}: {text!r} with seat {seat}'s colour"
            checked += 1
        if top is scene and scene.my_turn() and not scene.busy() and scene.legal():
            scene.act(rng.choice(scene.legal()))
    assert checked > frames // 3
    app.shutdown()
