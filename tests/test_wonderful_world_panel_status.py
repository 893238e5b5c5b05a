"""It's a Wonderful World: another seat's panel says whole what that seat is doing ("choosing",
"picked", "playing", "ready"), inside its panel and clear of its name, at every window size
and in both languages (play-test: "обирає…" at the panel's right edge read as a word cut off
there, "…" being how the table marks a text cut to fit; a status that is whole ends in no "…")."""
from __future__ import annotations

import pytest

from engine.worlds import in_world
from scenes.parts.hints import entity_rect
from scenes.wonderful_world import names as N
from tests.uitest import ai_held, look_shot, my_turns, probing, start_table

STATUSES = ("ww.choosing", "ww.picked", "ww.playing", "ww.ready")


def _inside(inner, outer) -> bool:
    return (inner[0] >= outer[0] and inner[1] >= outer[1]
            and inner[0] + inner[2] <= outer[0] + outer[2]
            and inner[1] + inner[3] <= outer[1] + outer[3])


def _apart(a, b) -> bool:
    return a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] \
        or b[1] + b[3] <= a[1]


@pytest.mark.parametrize("lang", ["uk", "en"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 450)])
def test_a_seat_status_is_whole_inside_its_panel(monkeypatch, tmp_path, size, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:random", "ai:random"], seed=3,
                                         size=size, lang=lang)
    for _ in my_turns(app, scene, d, 3000):
        break
    with ai_held(scene), probing() as probe:  # the table fades in, the others still choose
        d.frames(60)
        look_shot(app, f"ww_panel_status_{lang}_{size[0]}.png")
    said = {scene.t(k) for k in STATUSES}
    records = probe.records
    with in_world(scene.world):
        panels = [entity_rect(scene, N.other(k)) for k in range(2)]
    sx, sy = app.renderer.to_screen((0, 0))
    k = app.renderer.scale
    boxes = [(sx + x * k, sy + y * k, w * k, h * k) for x, y, w, h in panels]
    statuses = [r for r in records if r.text in said]
    assert len(statuses) == 2, [r.text for r in records]
    assert any(r.text == scene.t("ww.choosing") for r in statuses)
    for rec in statuses:
        assert not rec.text.rstrip().endswith(("…", "...")), rec.text   # reads as cut
        assert rec.fit == "", (rec.text, rec.fit)
        box = next(b for b in boxes if _inside(rec.rect, b))            # in its panel
        names = [r for r in records if r.text in (scene.seat_name(1), scene.seat_name(2))
                 and _inside(r.rect, box)]
        assert names and all(_apart(rec.rect, n.rect) for n in names), rec.text
    app.shutdown()
