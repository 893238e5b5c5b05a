"""It's a Wonderful World: another empire's large panel groups its cards under section labels —
drafted (revealed), under construction, built — as the player's own table does (play-test 12,
finding 13: "Taras (AI): 0 drafted, 2 under construction, 2 built" showed four cards in one row
with no labels); every card and label inside the panel, none overlapping, at 1280x720 and
800x450, in English and Ukrainian."""
from __future__ import annotations

import random

import esper
import pytest

from engine.ecs.components import Transform
from engine.overlays import PileBrowserScene
from engine.rules.wonderful_world.material import IDS
from engine.worlds import use_world
from tests.uitest import look_shot, params, start_table


def _box(scene, name):
    use_world(scene.world)
    ent = scene.find(name)
    tf = esper.component_for_entity(ent, Transform)
    return tf.x - tf.w / 2, tf.y - tf.h / 2, tf.x + tf.w / 2, tf.y + tf.h / 2


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("size,lang", [((1280, 720), "en"), ((800, 450), "uk")])
def test_another_empires_panel_shows_its_cards_by_section(monkeypatch, tmp_path, size, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:random"], seed=3, size=size, lang=lang)
    rng = random.Random(3)
    o = session.state.seats[1]
    while not (o.cons and o.built and len(o.cons) + len(o.built) >= 3):
        assert not session.is_over()
        seat = session.to_act()[0]
        legal = session.rules.legal_actions(session.state, seat)
        build = [a for a in legal if a[0] in ("slate", "place", "krys")]
        session.submit(seat, rng.choice(build if build and rng.random() < 0.8 else legal))
        o = session.state.seats[1]
    scene.resync()
    d.frames(2)
    scene.browse_seat(1)
    top = app.scenes.top
    assert isinstance(top, PileBrowserScene)
    d.frames(3)
    o = scene.view_state.seats[1]
    t = scene.t
    want = ([(t("ww.drafted_open"), IDS[x]) for x in scene.revealed_drafted(1)]
            + [(t("ww.cons"), IDS[x]) for x, _ in o.cons] + [(t("ww.built"), IDS[x])
                                                             for x in o.built])
    assert [(c["section"], c["id"]) for c in top.cards] == want
    h, lines = top._layout
    groups = [g for line in lines for g in line]
    labels = [lab for lab, _ in groups]
    assert labels == sorted(set(labels), key=labels.index), "a section keeps its cards together"
    assert {t("ww.cons"), t("ww.built")} <= set(labels)
    assert top.pages() == 1, "the sections fit on one page"
    assert h >= 250, "the cards stay large enough to read their titles"
    panel = _box(top, "browser.panel")
    boxes = []
    for n, (label, idx) in enumerate(groups):
        assert params(top, f"browser.section.{n}")["text"] == label
        lab = _box(top, f"browser.section.{n}")
        cards = [_box(top, f"browser.card.{i}") for i in idx]
        assert all(lab[3] <= c[1] + 1 for c in cards), f"{label} is drawn over its cards"
        assert all(lab[0] - 1 <= (c[0] + c[2]) / 2 <= lab[2] + 1 for c in cards), \
            f"{label} is not above its own cards"
        boxes += cards + [lab]
    for b in boxes:
        assert panel[0] <= b[0] and b[2] <= panel[2] and panel[1] <= b[1] and b[3] <= panel[3]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not _overlap(a, b), (a, b)
    look_shot(app, f"ww_browse_{size[0]}_{lang}.png")
    app.shutdown()


def test_a_browser_without_sections_keeps_its_grid(monkeypatch, tmp_path):
    from tests.uitest import make_app
    app = make_app(monkeypatch, tmp_path)
    b = PileBrowserScene(app, "Pile", [{"id": "x", "title": "X"}] * 3, kind="ww_dev")
    assert b.section_groups() == [] and b._layout[1] == [] and b.pages() == 1
    app.shutdown()
