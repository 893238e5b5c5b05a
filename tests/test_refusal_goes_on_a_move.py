"""A refusal still up goes when the player's next move plays (play-test 14, A Wild Venture 11.png:
"Not allowed: that is the opponent's card" stayed over the table while the discard the player
made next played).  A message of another kind stays."""
from __future__ import annotations

from tests.uitest import wild_venture_main_turn


def test_the_next_move_takes_down_a_refusal_but_not_another_message(monkeypatch, tmp_path):
    app, session, scene, d = wild_venture_main_turn(monkeypatch, tmp_path)
    assert not scene.act(("no such move",))             # refused: the reason is up
    assert app.toast is not None
    assert scene.act(scene.legal()[0])
    assert app.toast is None, app.toast
    if scene.my_turn() and scene.legal():
        app.show_message("Saved")                       # not a refusal: it stays
        assert scene.act(scene.legal()[0])
        assert app.toast is not None and app.toast[0] == "Saved"
    app.shutdown()
