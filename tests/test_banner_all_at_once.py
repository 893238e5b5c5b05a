"""In a step every seat plays at once (It's a Wonderful World's draft and planning), while the
viewer may act the banner's first line says so, also in the frames where another seat's move
still plays (play-test 12: "Mira (AI) is thinking…" over "Click a drafted card, then
Construct or Recycle")."""
from __future__ import annotations

import pytest

from tests.uitest import start_table


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_banner_says_your_turn_first_while_all_play_at_once(monkeypatch, tmp_path, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:normal", "ai:normal"], seed=3,
                                         lang=lang, speed=2.0)
    monkeypatch.setattr(app, "draw", lambda: None)
    yours = app.i18n.t("game.your_turn_all", name=scene.seat_name(0))
    thinking = {app.i18n.t("game.thinking", name=scene.seat_name(k), n=1) for k in (1, 2)}
    tense = 0
    together = False            # the viewer acts in a step with others (the last of them
    for _ in range(3000):       # may be done, its move still playing)
        d.frames(1)
        acting = session.to_act()
        together = 0 in acting and (len(acting) > 1 or together)
        if app.scenes.top is not scene or not together:
            continue
        if not scene.my_turn():
            continue
        text = scene.banner_part.text()
        assert text not in thinking, ("another is thinking, says the banner", text)
        if scene.busy() and session.steps and session.steps[-1].seat != 0:
            tense += 1              # another seat's move plays as the viewer may act
            assert text == yours, (text, session.state.phase, acting)
        elif len(acting) == 1:
            assert text in (yours, app.i18n.t("game.your_turn", name=scene.seat_name(0)))
        if tense >= 5 and session.state.phase == "draft":
            scene.act(scene.legal()[0])
        if session.state.phase == "production":
            break
        if tense >= 5 and not scene.busy():
            scene.act(scene.legal()[0])
    assert tense >= 5, "no frame where another's move played while the viewer could act"
    app.shutdown()
