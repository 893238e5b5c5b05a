"""Play-test (issue 19): after answering the Hammer split the banner said "Mira (AI) is
thinking…" with the answered "Split gold between the Hammer and your reserve" still under it.
Whenever the banner's title is another seat's (thinking, or its move still playing), the line
under it never asks the viewer for something."""
from __future__ import annotations

import random

from tests.uitest import start_table


def asked_lines(scene) -> set[str]:
    from engine.i18n import _table
    keys = [k for k in _table("en") if k.startswith(("df.ask.", "df.prompt."))]
    out = set()
    for k in keys:
        try:
            out.add(scene.t(k, n=1, face="", name="", owner=""))
        except Exception:           # a line with other fields: its fixed start is enough
            continue
    return {x for x in out if x}


def test_a_title_of_another_seat_has_no_question_for_the_viewer(monkeypatch, tmp_path):
    # at speed 8 the same whole game (119 moves) ends within ~1,500 frames, ~600 of them under
    # another seat's title: each state still shows for frames on end while an AI thinks
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:easy", "ai:easy"], seed=5, speed=8.0)
    rng = random.Random(5)
    asked = asked_lines(scene)
    seen_other = 0
    try:
        for _ in range(3000):
            top = app.scenes.top
            if top is not scene:
                if top.opaque:
                    break
                app.scenes.pop()
            if session.is_over():
                break
            title = scene.banner_text()
            if "your turn" not in title and "your choice" not in title:
                seen_other += 1
                sub = scene.prompt()
                assert sub not in asked, (title, sub)
            if scene.my_turn() and not scene.busy() and scene.legal():
                scene.act(rng.choice(scene.legal()))
            d.frames(1, look=False)         # what is asked is the banner's text, not pixels
    finally:
        app.shutdown()
    assert seen_other > 50, "no frame had another seat's title: nothing was checked"


def test_the_hammer_split_speaks_of_the_reserve_as_its_title_does():
    """Play-test: the dialog's title said "в запас" (reserve), its answers "у золото"."""
    from engine.i18n import I18n
    for lang, word in (("en", "reserve"), ("uk", "запас")):
        t = I18n(lang).t
        assert word in t("df.ask.hammer")
        assert word in t("df.hammer_split", n=1, rest=2), lang
        assert word in t("df.hammer_always.reserve"), lang
