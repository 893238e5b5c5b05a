"""The World in Progress table: layout, building at every player count, legal targets only,
secrets stay secret, pass-and-play hand-off, undo, results texts."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Visual
from engine.layout import load_layout
from engine.rules import world_in_progress as wip
from engine.session import Seat
from scenes.handoff import HandoffScene
from scenes.world_in_progress import WorldInProgressScene
from scenes.world_in_progress.geometry import missing_anchors
from tests.uitest import clickable, make_app, params, start_table, look_shot


def start(monkeypatch, tmp_path, kinds, seed=3, size=(1280, 720), demo=False, lang="en"):
    return start_table(monkeypatch, tmp_path, "world_in_progress", kinds, seed=seed, size=size,
                       lang=lang, speed=4.0, level="normal", demo=demo)


def until_my_turn(d, scene):
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)


def place_a_tile(d, scene) -> str:
    """On the viewer's turn: push a line, place the tile; the placed tile's entity name."""
    until_my_turn(d, scene)
    scene.act(next(a for a in scene.legal() if a[0] == "push"))
    d.wait(lambda: not scene.busy(), 600)
    _, r, c, _ = place = next(a for a in scene.legal() if a[0] == "place")
    scene.act(place)
    d.wait(lambda: not scene.busy(), 600)
    return f"wip.tile.0.{r}.{c}"


def test_layout_has_every_anchor_the_scene_needs():
    assert missing_anchors(load_layout("world_in_progress")) == []


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_table_builds_and_renders_for_every_player_count(monkeypatch, tmp_path, players):
    # AIs only (nobody to wait for): the table follows the seat to act
    # (1280x720: the table is laid out on the canvas, so the window size is not the point)
    app, session, scene, d = start(monkeypatch, tmp_path, ["ai:random"] * players)
    d.frames(5)
    names = d.names()
    assert all(f"wip.slot.{i}" in names for i in range(9))
    assert all(f"wip.marker.{s}" in names for s in wip.SIDES)
    assert all(f"wip.stack.{i}" in names for i in range(3))
    assert {f"wip.panel.{s}" for s in range(players) if s != scene.big_seat()} <= set(names)
    d.wait(lambda: len(session.steps) >= 6 * players or session.is_over(), 6000)  # 2 turns each
    assert scene.find("wip.god.use") is None   # no human: nobody's secret is offered
    if players == 5:
        look_shot(app, "wip_5p.png")
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
    look_shot(app, "wip_demo.png")
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


@pytest.mark.parametrize("seed,shared", [(6, False), (101, True)])   # tied deals (rng v2)
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


# -- the keyed table, and the fixes from the playtest ------------------------------------------------
def test_one_wheel_notch_turns_the_tile_a_quarter(monkeypatch, tmp_path):
    import pygame
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    until_my_turn(d, scene)
    scene.act(next(a for a in scene.legal() if a[0] == "push"))
    d.wait(lambda: not scene.busy(), 600)
    cell = next(n for n in d.names() if n.startswith("wip.cell.") and clickable(scene, n))
    d.move_to(d.pos(cell))
    for quarter in (1, 2, 3, 0):
        # SDL reports one notch as a MOUSEWHEEL plus the legacy button 4 press and release
        pos = d.pos(cell)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                             precise_x=0.0, precise_y=1.0))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=4))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=4))
        d.frames(1)
        assert scene.rot == quarter              # every orientation is reached, one by one
    app.shutdown()


def test_a_tile_keeps_its_entity_from_the_map_to_the_hand_to_the_world(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    until_my_turn(d, scene)
    push = next(a for a in scene.legal() if a[0] == "push")
    far = wip.line_slots(push[1], push[2])[2]
    tid = scene.view_state.grid[far]
    ent = scene.find(f"wip.slot.{far}")
    scene.act(push)
    d.wait(lambda: not scene.busy(), 600)
    assert scene.find("wip.pending") == ent and params(scene, "wip.pending")["tile"] == tid
    place = next(a for a in scene.legal() if a[0] == "place")
    scene.act(place)
    d.wait(lambda: not scene.busy(), 600)
    assert scene.find(f"wip.tile.0.{place[1]}.{place[2]}") == ent
    app.shutdown()


def test_hover_survives_an_opponents_move(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    until_my_turn(d, scene)
    for kind in ("push", "place"):
        scene.act(next(a for a in scene.legal() if a[0] == kind))
        d.wait(lambda: not scene.busy(), 600)
    d.hover("wip.legend.green", 2)
    legend = scene.find("wip.legend.green")
    assert scene.input.hovered == legend
    steps = len(session.steps)
    # the last action of the turn: the AI's moves follow at once, one per settled table, and
    # the table is at rest again only when the human is to act
    scene.act(next(a for a in scene.legal() if a[0] == "refill"))
    d.wait(lambda: len(session.steps) > steps + 1 and scene.my_turn() and not scene.busy(), 4000)
    assert any(st.seat == 1 for st in session.steps[steps:])              # the AI moved
    d.frames(2)
    assert scene.find("wip.legend.green") == legend and scene.input.hovered == legend
    assert scene.hover_name == "wip.legend.green"
    app.shutdown()


def test_hovering_a_square_of_your_world_shows_its_group(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    name = place_a_tile(d, scene)
    d.hover(name, 3)
    assert scene.hover_name == name
    x, y = d.canvas_pos(name)
    terrain = scene.terrain_at(x - 10, y - 10)        # the top-left square of the tile
    assert terrain in wip.TERRAINS
    calls = []
    monkeypatch.setattr(scene, "_draw_group", lambda *a, **k: calls.append(a[4]))
    scene.draw_overlay(app.renderer)
    assert calls == [scene.terrain_at(*scene.input.mouse)]
    app.shutdown()


def test_the_banner_stops_offering_the_god_power_once_used(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    until_my_turn(d, scene)
    assert "god power" in scene.prompt()
    d.click("wip.god.use")
    d.click(next(n for n in d.names() if n.startswith("wip.slot.") and clickable(scene, n)))
    d.wait(lambda: not scene.busy(), 600)
    for kind in ("place", "refill"):
        scene.act(next(a for a in scene.legal() if a[0] == kind))
        d.wait(lambda: not scene.busy(), 600)
    until_my_turn(d, scene)
    assert scene.phase() == "choose" and "god" not in scene.prompt().lower()
    assert scene.prompt() == scene.t("wip.prompt.choose_push")
    app.shutdown()


def test_demo_does_not_call_an_ai_seats_tile_yours(monkeypatch, tmp_path):
    from engine.widgets.text import whole
    app, session, scene, d = start(monkeypatch, tmp_path, ["ai:easy"] * 2, demo=True)
    d.frames(2)
    text = params(scene, "wip.pending_empty.text")["text"]
    assert text != scene.t("wip.pending_empty")
    assert whole(scene.seat_name(scene.big_seat())) in text     # kept whole when wrapped
    app.shutdown()


def test_god_power_targets_glow_visibly_on_green_tiles():
    import pygame
    from engine.assets import Assets
    from engine.ecs.components import Transform
    from engine.ecs.painters import PaintCtx
    from engine.render import Renderer
    from scenes.world_in_progress.painters import TERRAIN_RGB, paint_tile
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((1920, 1080)))
    green = max(wip.all_tiles(), key=lambda t: sum(sq == "green" for row in t.squares
                                                   for sq in row)).id
    r.surface.fill(TERRAIN_RGB["green"])
    paint_tile(r, Transform(500, 500, 200, 200), {"tile": green, "eligible": True},
               PaintCtx(clock=0.0))
    halo = r.surface.get_at((500 - 100 - 5, 500))[:3]       # just outside the tile's edge
    dist = sum((a - b) ** 2 for a, b in zip(halo, TERRAIN_RGB["green"])) ** 0.5
    assert dist > 120, f"halo {halo} too close to the forest's green"


def test_tooltips_hide_neither_the_map_nor_the_banner_nor_the_tile_in_hand(monkeypatch, tmp_path):
    from engine.ecs.components import Hoverable, Transform
    from scenes.world_in_progress.table import BANNER
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"], size=(1920, 1080))
    until_my_turn(d, scene)
    m = scene.map
    grid = (m.board.x + m.band, m.board.y + m.band, m.board.w - 2 * m.band, m.board.h - 2 * m.band)

    def overlaps(a, b):
        return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]

    def tip(name):
        ent = scene.find(name)
        h = esper.component_for_entity(ent, Hoverable)
        return scene.render.tooltip_rect(h.tooltip, esper.component_for_entity(ent, Transform),
                                         h.avoid)

    for side in wip.SIDES:
        if clickable(scene, f"wip.marker.{side}"):
            rect = tip(f"wip.marker.{side}")
            assert not overlaps(rect, grid) and not overlaps(rect, BANNER), side
    scene.act(next(a for a in scene.legal() if a[0] == "push"))
    d.wait(lambda: not scene.busy(), 600)
    p = scene.layout["pending"]
    for key in ("ccw", "cw"):
        assert not overlaps(tip(f"wip.rotate.{key}"), (p.x, p.y, p.w, p.h))
    app.shutdown()
