"""World in Progress at 800x450 and in the tutorial's 1280x720 (play-test 12, findings 11 and
12): the rotate-right button beside the tile in hand keeps clear of the god token's line ("God
token: face down", "Жетон Бога"), and the hint in the banner is never cut."""
from __future__ import annotations

import pytest

from tests.test_wip_readable import _records, _screen_rect, start
from tests.test_wip_scene import until_my_turn
from tests.uitest import look_shot


def _tile_in_hand(d, scene):
    until_my_turn(d, scene)
    scene.act(next(a for a in scene.legal() if a[0] == "push"))
    d.wait(lambda: not scene.busy(), 600)
    assert scene.find("wip.rotate.cw") is not None


@pytest.mark.parametrize("size,lang", [((800, 450), "en"), ((800, 450), "uk"),
                                       ((1280, 720), "uk")])
def test_the_rotate_button_keeps_clear_of_the_god_tokens_line(monkeypatch, tmp_path, size,
                                                              lang):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"], size=size,
                                   lang=lang)
    _tile_in_hand(d, scene)
    button = _screen_rect(app, scene.find("wip.rotate.cw")).inflate(8, 8)
    use = _screen_rect(app, scene.find("wip.god.use"))
    labels = [r for r in _records(d) if r.kind == "wip_god"]
    assert labels, "the god token says its state"
    for rec in labels:
        assert not button.colliderect(rec.rect), (rec.text, rec.rect, button)
    assert not button.inflate(-8, -8).colliderect(use)
    look_shot(app, f"wip_hand_{size[0]}_{lang}.png")
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_hint_fits_the_banner_at_800x450(monkeypatch, tmp_path, lang):
    from tests.test_wip_readable import _play_a_few
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy", "ai:easy",
                                                           "ai:easy"], lang=lang)
    _play_a_few(d, scene, session, 12)
    until_my_turn(d, scene)
    scene.toggle_hint()
    d.wait(lambda: scene.hint is not None and (scene.hint.action or scene.hint.failed), 3000)
    assert scene.hint.action is not None
    d.frames(3)
    banner = scene.banner_part
    recs = [r for r in _records(d) if r.kind == "banner"]
    box = app.renderer.rect(*banner.box)
    assert banner.cut == "", f"the hint is cut: {banner.cut!r}"
    assert recs and not any(r.text.endswith("…") for r in recs), [r.text for r in recs]
    for rec in recs:
        assert box.contains(rec.rect), (rec.text, rec.rect, box)
    shown = " ".join(r.text for r in recs)
    assert "1" in shown or "2" in shown or "3" in shown, "the hint names the row or column"
    look_shot(app, f"wip_hint_800_{lang}.png")
    app.shutdown()
