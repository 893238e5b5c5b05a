"""The World in Progress table: layout, building at every player count, legal targets only,
secrets stay secret, pass-and-play hand-off, undo, results texts."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Clickable, Visual
from engine.layout import load_layout
from engine.rules import world_in_progress as wip
from engine.session import Seat
from scenes.handoff import HandoffScene
from scenes.launch import new_session
from scenes.world_in_progress import WorldInProgressScene
from scenes.world_in_progress.geometry import missing_anchors
from tests.uitest import driver, make_app


def start(monkeypatch, tmp_path, kinds, seed=3, size=(1280, 720), demo=False, lang="en"):
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    seats = [Seat(k.split(":")[0], k.split(":")[1] if ":" in k else "normal", "", i)
             for i, k in enumerate(kinds)]
    session = new_session(app, "world_in_progress", seats, seed=seed, demo=demo)
    scene = WorldInProgressScene(app, session, demo=demo)
    app.scenes.push(scene)
    return app, session, scene, driver(app)


def params(scene, name):
    return esper.component_for_entity(scene.find(name), Visual).params


def clickable(scene, name):
    ent = scene.find(name)
    c = esper.try_component(ent, Clickable) if ent is not None else None
    return bool(c and c.enabled)


def until_my_turn(d, scene):
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)


def test_layout_has_every_anchor_the_scene_needs():
    assert missing_anchors(load_layout("world_in_progress")) == []


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_table_builds_and_renders_for_every_player_count(monkeypatch, tmp_path, players):
    # AIs only (nobody to wait for): the table follows the seat to act
    app, session, scene, d = start(monkeypatch, tmp_path, ["ai:random"] * players,
                                   size=(1920, 1080))
    d.frames(5)
    names = d.names()
    assert all(f"wip.slot.{i}" in names for i in range(9))
    assert all(f"wip.marker.{s}" in names for s in wip.SIDES)
    assert all(f"wip.stack.{i}" in names for i in range(3))
    assert {f"wip.panel.{s}" for s in range(players) if s != scene.big_seat()} <= set(names)
    d.wait(lambda: len(session.steps) >= 9 * players or session.is_over(), 6000)
    assert scene.find("wip.god.use") is None   # no human: nobody's secret is offered
    if players == 5:
        app.screenshot(str(tmp_path / "wip_5p.png"))
    app.shutdown()


def test_destinations_are_exactly_the_legal_pushes(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    until_my_turn(d, scene)
    legal = scene.legal()
    assert not [n for n in d.names() if n.startswith("wip.dest.")]
    for side in wip.SIDES:
        want = {f"wip.dest.{s}.{i}" for (_, s, i) in (a for a in legal if a[0] == "push")
                if s == side}
        if not clickable(scene, f"wip.marker.{side}"):
            assert not want
            continue
        d.click(f"wip.marker.{side}")
        assert {n for n in d.names() if n.startswith("wip.dest.")} == want
        assert params(scene, f"wip.marker.{side}")["selected"]
    # hovering a destination lifts the tile that push would give and shows its best gain
    dest = sorted(n for n in d.names() if n.startswith("wip.dest."))[0]
    _, _, side, i = dest.split(".")
    d.hover(dest, 3)
    far = wip.line_slots(side, int(i))[2]
    p = params(scene, f"wip.slot.{far}")
    assert p["lift"] and p["gain"] is not None and p["gain"] >= 0
    app.shutdown()


def test_place_cells_match_legal_places_and_preview_the_score(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    until_my_turn(d, scene)
    push = next(a for a in scene.legal() if a[0] == "push")
    scene.act(push)
    d.wait(lambda: not scene.busy(), 600)
    cells = {(a[1], a[2]) for a in scene.legal()}
    active = {n for n in d.names() if n.startswith("wip.cell.") and clickable(scene, n)}
    assert active == {f"wip.cell.{r}.{c}" for r, c in cells}
    name = sorted(active)[0]
    r, c = (int(v) for v in name.split(".")[2:])
    v = scene.view_state
    assert params(scene, name)["delta"][0] == wip.preview_score(v, 0, r, c, 0) - \
        scene.rules.scores(v)[0]
    d.click("wip.rotate.cw")
    assert scene.rot == 1 and params(scene, "wip.pending")["rot"] == 1
    d.wheel(name, -1)
    assert scene.rot == 0
    app.shutdown()


def test_god_token_is_peekable_only_by_its_owner(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy", "ai:easy"])
    until_my_turn(d, scene)
    me = scene.viewer
    assert params(scene, "wip.god.token")["peek"] == session.state.gods[me]
    for seat in range(3):
        if seat != me:
            p = params(scene, f"wip.god.{seat}")
            assert p["peek"] is None
            if not session.state.god_used[seat]:
                assert p["god"] is None
    app.shutdown()


def test_demo_never_shows_a_hidden_god(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["ai:easy"] * 3, demo=True)
    for _ in range(12):
        d.frames(20)
        for ent, vis in esper.get_component(Visual):
            if vis.kind == "wip_god":
                assert vis.params.get("peek") is None
                if vis.params.get("god"):
                    assert vis.params.get("used")
    assert scene.find("wip.god.use") is None
    app.screenshot(str(tmp_path / "wip_demo.png"))
    app.shutdown()


def test_pass_and_play_hands_off_between_two_humans(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "human"])
    d.wait(lambda: isinstance(app.scenes.top, HandoffScene), 60)   # hides the first secret too
    d.click("handoff.ready")
    first = scene.viewer
    for action_kind in ("push", "place", "refill"):
        d.wait(lambda: not scene.busy(), 600)
        scene.act(next(a for a in scene.legal() if a[0] == action_kind))
    d.wait(lambda: isinstance(app.scenes.top, HandoffScene), 600)
    d.click("handoff.ready")
    assert scene.viewer != first and scene.big_seat() == scene.viewer
    assert params(scene, "wip.god.token")["peek"] == session.state.gods[scene.viewer]
    app.shutdown()


def test_undo_after_a_push_restores_the_map(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    until_my_turn(d, scene)
    before = session.state
    side = next(s for s in wip.SIDES if clickable(scene, f"wip.marker.{s}"))
    d.click(f"wip.marker.{side}")
    d.click(sorted(n for n in d.names() if n.startswith("wip.dest."))[0])
    d.wait(lambda: not scene.busy(), 600)
    assert session.state.grid != before.grid and scene.find("wip.pending") is not None
    d.click("hud.undo")
    d.frames(2)
    assert session.state.grid == before.grid and session.state.markers == before.markers
    assert scene.find("wip.pending") is None
    for slot, tid in enumerate(before.grid):
        assert params(scene, f"wip.slot.{slot}")["tile"] == tid
    app.shutdown()


def test_results_texts_are_localised(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"], lang="uk")
    assert scene.breakdown_label("pink") == wip.terrain_name("pink", "uk")
    assert scene.breakdown_label("largest_group") == "Найбільша група"
    assert scene.results_note() == ""
    app.shutdown()


def _random_finished(seed: int, seats):
    from engine.rules.rng import Rng
    from engine.session import GameSession
    s = GameSession.new("world_in_progress", seats, seed)
    rng = Rng(seed)
    while not s.is_over():
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    return s


@pytest.mark.parametrize("seed,shared", [(17, False), (105, True)])
def test_results_note_explains_the_tie_breaker(monkeypatch, tmp_path, seed, shared):
    app = make_app(monkeypatch, tmp_path)
    seats = [Seat("ai", "random", "Olena", 0), Seat("ai", "random", "Taras", 1)]
    session = _random_finished(seed, seats)
    scores = session.rules.scores(session.state)
    assert scores[0] == scores[1]          # these seeds end level on points
    scene = WorldInProgressScene(app, session)
    note = scene.results_note()
    assert f"Tie on {scores[0]} points" in note
    winners = session.rules.winners(session.state)
    if shared:
        assert len(winners) == 2 and "shared" in note
    else:
        name = seats[winners[0]].name
        big = session.rules.score_breakdown(session.state, winners[0])["largest_group"]
        assert f"{name} has the largest group ({big} squares)" in note
    app.shutdown()
