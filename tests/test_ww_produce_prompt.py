"""It's a Wonderful World: the production step's prompt says plainly what the player may do,
and where they produced nothing to place and hold nothing to put down, that there is nothing
to do but end the step (play-test 14, 71.png: "енергія: кристалій чи лідери, або «Завершити
етап»" was cryptic, and shown too for a step where the player had produced 0)."""
from __future__ import annotations

import pytest

from engine.app import App, AppOptions
from engine.games import load_scene
from engine.session import Seat, random_session
from engine.uidriver import UIDriver


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_production_step_with_nothing_to_place_says_so(monkeypatch, tmp_path, lang):
    monkeypatch.setenv("FIVE_REALMS_HOME", str(tmp_path))
    seen = set()
    for seed, share in ((sd, sh) for sd in range(1, 25) for sh in (0.6, 0.7, 0.8, 0.9)):
        seats = [Seat("human", "normal", "", 0), Seat("ai", "random", "", 1)]
        s = random_session("wonderful_world", seats, seed, share, until_seat=0)
        if s.state.phase != "production":
            continue
        app = App(AppOptions(size=(1280, 720), fixed_step=True, save_settings=False, lang=lang,
                             speed=4.0, seed=seed))
        scene = load_scene("wonderful_world")(app, s)
        app.scenes.push(scene)
        UIDriver(app).frames(2)
        if scene.asked() == "produce":
            legal = scene.legal()
            none = app.i18n.t("ww.prompt.produce_none", what="").strip(": ")
            some = [a for a in legal if a[0] in ("place", "empire", "krys", "krys_k", "leader")]
            if some:
                assert none not in scene.prompt(), (scene.prompt(), legal)
                seen.add(False)
            # the same step with nothing produced and nothing held: only "done" (and a card
            # under construction to discard) is left
            left = [a for a in legal if a not in some]
            monkeypatch.setattr(scene, "legal", lambda: left)
            assert none in scene.prompt(), (scene.prompt(), left)
            seen.add(True)
        app.shutdown()
        if seen == {True, False}:
            break
    assert seen == {True, False}, "no production step met"
