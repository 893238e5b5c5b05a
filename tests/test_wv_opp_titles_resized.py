"""A Wild Venture: the other seat's row titles never touch, a resized window too (play-test 16,
s18: «МешканціБудівлі» at 800x450).  The description sizes each row's title to the readable
size of its window; a table described at 1280x720 and then drawn at 800x450 (a resize, no
move since) kept the rows laid out for the smaller titles while the painter drew them larger."""
from __future__ import annotations

import pytest

from tests.uitest import ai_held, at_rest, drawn_texts, my_turns, start_table


def _gaps(app, titles) -> list[float]:
    """Screen px between the other seat's titles, left to right (its panel is above the
    seat in focus, whose own rows' labels say the same words)."""
    recs: dict = {}
    for rec in drawn_texts(app):
        if rec.text in titles and (rec.text not in recs or rec.rect[1] < recs[rec.text][1]):
            recs[rec.text] = rec.rect
    assert set(recs) == set(titles), recs
    boxes = sorted(recs.values())
    return [b[0] - (a[0] + a[2]) for a, b in zip(boxes, boxes[1:])]


@pytest.mark.parametrize("lang", ["uk", "en"])
def test_the_other_seats_row_titles_stay_apart_after_a_resize(monkeypatch, tmp_path, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai:random"], lang=lang)
    for _ in my_turns(app, scene, d, 3000):      # to a main turn, nothing pending
        if session.state.phase == "turn" and not session.state.stack:
            break
        scene.act(scene.legal()[0])
    at_rest(d, scene)
    titles = [app.i18n.t(f"wv.row.{r}") for r in ("belonging", "inhabitant", "building")]
    with ai_held(scene):
        d.frames(2)
        assert min(_gaps(app, titles)) >= 6 * 1280 / 1920
        app.window.size = (800, 450)
        d.frames(2)
        d.wait(lambda: not scene.busy(), 600)      # the titles slide to their new places
        assert app.renderer.scale == pytest.approx(800 / 1920)
        gaps = _gaps(app, titles)
    # a space's width between two titles at the least: the 20 canvas px the layout keeps
    assert min(gaps) >= 6, (titles, gaps)
    app.shutdown()
