"""World in Progress: the hint in the banner reads about as large as the banner's own line
wherever the banner has the room (play-test 14 at 1920x1080: the whole hint shrank to ~13 px
on one row, against ~22 px for the line it replaced)."""
from __future__ import annotations

import pytest

from tests.test_wip_readable import _play_a_few
from tests.test_wip_scene import start, until_my_turn
from tests.uitest import look_shot, probed_frame


def banner_rows(d) -> list:
    return [rec for rec in probed_frame(d) if rec.kind == "banner"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_hint_is_not_shrunk_far_under_the_banner_line(monkeypatch, tmp_path, size):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"], size=size)
    _play_a_few(d, scene, session, 6)
    until_my_turn(d, scene)
    line = max(rec.px for rec in banner_rows(d) if rec.text == scene.prompt())
    scene.toggle_hint()
    d.wait(lambda: scene.hint is not None and (scene.hint.action or scene.hint.failed), 3000)
    assert scene.hint.follow, "no whole move hinted"
    d.frames(3)
    hint = [rec for rec in banner_rows(d) if rec.text and rec.text != scene.banner_text()]
    look_shot(app, f"wip_hint_size_{size[0]}.png")
    assert hint, "the hint is not in the banner"
    assert min(rec.px for rec in hint) >= 0.85 * line, \
        f"the hint at {min(rec.px for rec in hint)} px against the line's {line} px"
    assert " ".join(rec.text for rec in hint).replace("…", "") in scene.hints.text() or \
        scene.hints.short_text()
    app.shutdown()
