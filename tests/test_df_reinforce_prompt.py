"""Dice Forge (play-test, 1280x720): the Silver Hind glowed and its zoom said "Click to use it
this turn", but the banner said only "Forge a Sanctuary face or perform a glowing feat".  When
the main action is asked and reinforcements may be used first, the banner's line names them."""
from __future__ import annotations

import random

import pytest

from tests.uitest import look_shot, my_turns, start_table


def _prefer(legal, rng):
    feat = [a for a in legal if a == ("feat", "silver_hind")]
    moon = [a for a in legal if a[0] == "buy" and "moon" in str(a[1])]
    return (feat or moon or legal)[0] if (feat or moon) else rng.choice(legal)


@pytest.mark.parametrize("lang,name", [("en", "The Silver Hind"), ("uk", "Срібна лань")])
def test_the_banner_names_a_usable_reinforcement(monkeypatch, tmp_path, lang, name):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random"], seed=5, speed=8.0, lang=lang)
    rng = random.Random(5)
    seen = 0
    try:
        for _ in my_turns(app, scene, d, 6000):
            legal = scene.legal()
            if scene.asked() == "main" and not scene.sel_face:
                if any(a[0] == "reinforce" for a in legal):
                    seen += 1
                    assert name in scene.prompt(), scene.prompt()
                    look_shot(app, f"df_reinforce_{lang}.png")
                    break
                assert name not in scene.prompt()
            scene.act(_prefer(legal, rng))
    finally:
        app.shutdown()
    assert seen, "the human never could use the Silver Hind: nothing was checked"
