"""The action log's header lays out its title and, scrolled back, the count of newer lines
without overlap, in every game's log box, in both languages, at 1280x720 and 800x450
(play-test 13: "Журнал гри" and "ще 2 нижче" ran together at 800x450)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.games import load_scene, playable
from engine.layout import load_layout
from scenes.parts.action_log import ActionLog
from tests.uitest import make_app

LOG_RECTS = {g.id: load_layout(load_scene(g.id).layout_name)["log"] for g in playable()}


def _apart(a, b) -> bool:
    return a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_the_log_title_and_its_newer_count_never_overlap(monkeypatch, tmp_path, lang, size):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    r = app.renderer
    for game, a in LOG_RECTS.items():
        log = ActionLog(SimpleNamespace(t=app.i18n.t, log_rect=(a.x, a.y, a.w, a.h), app=app))
        for n in (1, 2, 12, 345):
            log.scroll = n
            (title, trect, _), (count, crect, csize) = log.header(r)
            assert _apart(trect, crect), f"{game} {size} {lang}: {title!r} meets {count!r}"
            assert a.x < crect[0] and crect[0] + crect[2] <= a.x + a.w, f"{game}: out of the box"
            assert str(n) in count
            assert csize * r.scale >= 10, f"{game} {size} {lang}: {count!r} shrank to nothing"
        log.scroll = 0
        assert len(log.header(r)) == 1                  # at the newest line: the title alone
    app.shutdown()
