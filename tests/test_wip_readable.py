"""World in Progress read at a glance (issue 19's play-test): nothing drawn over what it
explains at 800x450, tiles say their terrains and their statue's god, an opponent's world
can be seen large with its score per terrain, a refused click says why, the hint shows the
whole move."""
from __future__ import annotations

import esper
import pygame

from engine.ecs.components import Name, Transform, Visual
from engine.ecs.processors import RenderProcessor
from engine.render import Renderer, TextProbe
from engine.rules import world_in_progress as wip
from tests import test_wip_scene as wip_scene
from tests.test_wip_scene import place_a_tile, until_my_turn
from tests.uitest import params, look_shot


def start(monkeypatch, tmp_path, kinds, seed=3, size=(800, 450), lang="uk", demo=False):
    """The scene tests' table, at 800x450 in Ukrainian unless told otherwise."""
    return wip_scene.start(monkeypatch, tmp_path, kinds, seed=seed, size=size, demo=demo,
                           lang=lang)


def _records(d):
    """The texts of one whole frame, as drawn."""
    probe = TextProbe()
    Renderer.probe = probe
    try:
        for proc in esper._processors:            # the still layer is painted again
            if isinstance(proc, RenderProcessor):
                proc.invalidate()
        d.frames(1)
    finally:
        Renderer.probe = None
    return probe.records


def _screen_rect(app, ent) -> pygame.Rect:
    t = esper.component_for_entity(ent, Transform)
    return app.renderer.rect(*t.rect)


def _overlap(a, b) -> bool:
    return pygame.Rect(a).colliderect(pygame.Rect(b))


def _play_a_few(d, scene, session, n):
    """Play on (the human takes its first legal action) until ``n`` actions were played."""
    while len(session.steps) < n:
        d.wait(lambda: len(session.steps) >= n or (scene.my_turn() and not scene.busy()), 6000)
        if len(session.steps) < n:
            scene.act(scene.legal()[0])
    d.wait(lambda: not scene.busy(), 6000)


def test_legend_chip_texts_never_overlap_at_800x450(monkeypatch, tmp_path):
    for lang in ("uk", "en"):
        app, session, scene, d = start(monkeypatch, tmp_path / lang, ["human", "ai:easy"],
                                       lang=lang)
        until_my_turn(d, scene)
        recs = _records(d)
        for t in wip.TERRAINS:
            chip = _screen_rect(app, scene.find(f"wip.legend.{t}"))
            inside = [r for r in recs if pygame.Rect(r.rect).colliderect(chip)
                      and r.kind == "wip_legend"]
            assert 1 <= len(inside) <= 2, inside       # the points, "group×statues" if room
            assert len(inside) == 1 or not _overlap(inside[0].rect, inside[1].rect), \
                (lang, t, inside)
        app.shutdown()


def test_panel_god_token_covers_no_text_at_800x450(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy", "ai:easy"])
    _play_a_few(d, scene, session, 4)
    recs = _records(d)
    for seat in (1, 2):
        token = _screen_rect(app, scene.find(f"wip.god.{seat}")).inflate(-4, -4)
        panel = _screen_rect(app, scene.find(f"wip.panel.{seat}"))
        texts = [r for r in recs if r.kind == "wip_header" and panel.contains(r.rect)]
        assert texts
        assert not [r.text for r in texts if token.colliderect(r.rect)]
    app.shutdown()


def test_hovering_your_world_puts_no_label_over_it(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    name = place_a_tile(d, scene)
    d.hover(name, 3)
    mat = _screen_rect(app, scene.find("wip.mat"))
    probe = TextProbe()
    Renderer.probe = probe
    try:
        scene.draw_overlay(app.renderer)
    finally:
        Renderer.probe = None
    assert not [x for x in probe.records if mat.colliderect(x.rect)]
    app.shutdown()


def _tooltip(scene, name) -> str:
    from engine.ecs.components import Hoverable
    return esper.component_for_entity(scene.find(name), Hoverable).tooltip


def test_every_tile_names_its_squares_and_its_statues_god(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy", "ai:easy"],
                                   size=(1280, 720), lang="en")
    _play_a_few(d, scene, session, 7)
    until_my_turn(d, scene)
    v = scene.view_state
    names = [f"wip.slot.{i}" for i, t in enumerate(v.grid) if t]
    names += [n for n in d.names() if n.startswith(("wip.mini.", "wip.tile."))]
    assert any(n.startswith("wip.mini.") for n in names)      # an opponent's world too
    statues = 0
    for n in names:
        p = params(scene, n)
        tile = wip.tile_by_id(p["tile"])
        tip = _tooltip(scene, n)
        sq = tile.rotated(p.get("rot", 0))
        for row in sq:
            for t in row:
                assert wip.terrain_name(t, "en") in tip, (n, tip)
        if tile.god:
            statues += 1
            assert f"Statue of {wip.god_name(tile.god, 'en')}" in tip
            assert wip.terrain_name(tile.god, "en") in tip.split("Statue", 1)[1]
        else:
            assert "No statue" in tip
    assert statues
    # hovering shows it
    slot = names[0]
    d.hover(slot, 60)
    assert scene.input.hovered == scene.find(slot)
    app.shutdown()


def test_ukrainian_tile_tooltip_names_the_god():
    from scenes.world_in_progress.table import tile_tip
    from engine.i18n import I18n

    class Inp:
        lang = "uk"
        i18n = I18n("uk")

        def t(self, key, **kw):
            return self.i18n.t(key, **kw)
    tid = next(t.id for t in wip.all_tiles() if t.god == "blue")
    tip = tile_tip(Inp(), tid)
    assert "Статуя Дани" in tip and wip.terrain_name("blue", "uk") in tip   # genitive


def _toast(app) -> str:
    return (getattr(app, "toast", None) or ("",))[0]


def test_a_refused_marker_spot_says_why(monkeypatch, tmp_path):
    from engine.i18n import I18n
    from engine.rules.world_in_progress.refusals import REASONS
    for lang in ("en", "uk"):
        t = I18n(lang)
        why = t.refusal(REASONS["opposite"])
        app, session, scene, d = start(monkeypatch, tmp_path / lang, ["human", "ai:easy"],
                                       size=(1280, 720), lang=lang)
        until_my_turn(d, scene)
        v = scene.view_state
        # the top marker's spot opposite the bottom marker is refused (the rulebook's rule)
        side = next(s for s in wip.SIDES
                    if v.markers[wip.SIDES.index(s)]
                    != v.markers[wip.SIDES.index(wip.OPPOSITE[s])])
        opp = v.markers[wip.SIDES.index(wip.OPPOSITE[side])]
        d.click(f"wip.marker.{side}")
        name = f"wip.refused.{side}.{opp}"
        assert d.has(name), d.names()
        d.click(name)
        assert _toast(app) == t.t("error.illegal", why=why)       # scenes/parts/why.py
        assert _tooltip(scene, name) == t.t("why.tip", why=why)
        assert scene.sel.selected == side         # the marker stays picked
        app.shutdown()


def test_dropping_the_tile_where_it_may_not_go_says_why(monkeypatch, tmp_path):
    from engine.rules.world_in_progress.refusals import REASONS
    touch = f"Not allowed: {REASONS['touch']}"
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"],
                                   size=(1280, 720), lang="en")
    until_my_turn(d, scene)
    scene.act(next(a for a in scene.legal() if a[0] == "push"))
    d.wait(lambda: not scene.busy(), 600)
    scene.act(next(a for a in scene.legal() if a[0] == "place"))     # the first tile at (0, 0)
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    scene.act(next(a for a in scene.legal() if a[0] == "refill"))
    until_my_turn(d, scene)
    scene.act(next(a for a in scene.legal() if a[0] == "push"))
    d.wait(lambda: not scene.busy(), 600)
    geom = scene.geoms[0]
    x, y = app.renderer.to_screen(geom.cell_center(1, 1))      # diagonal: touches no edge
    a = d.pos("wip.pending")
    d.move_to(a)
    d._post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    d.frames(1)
    for k in range(1, 7):
        d.move_to((round(a[0] + (x - a[0]) * k / 6), round(a[1] + (y - a[1]) * k / 6)))
    d._post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    d.frames(2)
    assert scene.view_state.phase == "place"
    assert _toast(app) == touch
    d.click_at((x, y))
    assert _toast(app) == touch
    app.shutdown()


def test_an_opponents_world_shows_large_with_its_score_per_terrain(monkeypatch, tmp_path):
    for lang, size in (("en", (1280, 720)), ("uk", (800, 450))):
        app, session, scene, d = start(monkeypatch, tmp_path / lang, ["human", "ai:easy"],
                                       size=size, lang=lang)
        _play_a_few(d, scene, session, 9)
        until_my_turn(d, scene)
        mini = sorted(n for n in d.names() if n.startswith("wip.mini.1."))
        assert mini
        for target in ("wip.panel.1", mini[0]):
            scene.zoom.pinned = None
            d.hover(target, 2)
            assert scene.zoom.target(scene.input.hovered) is None     # not at once
            d.hover(target, 60)
            assert scene.zoom.target(scene.input.hovered) == scene.find(target)
        z = params(scene, "wip.panel.1")["zoom"]
        details = wip.score_details(scene.view_state, 1)
        assert [(row[0], row[3], row[4], row[5]) for row in z["rows"]] == [
            (t, details[t]["group"], details[t]["statues"], details[t]["points"])
            for t in wip.TERRAINS]
        assert len(z["tiles"]) == len(scene.view_state.worlds[1])
        recs = _records(d)
        zoomed = [r for r in recs if r.zoom]
        for t in wip.TERRAINS:
            assert any(wip.terrain_name(t, lang) in r.text for r in zoomed), t
        assert min(r.px for r in zoomed) >= 12
        look_shot(app, f"wip_zoom_{lang}.png")
        # a click pins it, another puts it away
        d.move_to((5, 5), 2)
        d.click("wip.panel.1")
        assert scene.zoom.pinned == scene.find("wip.panel.1")
        d.click("wip.panel.1")
        assert scene.zoom.pinned is None
        app.shutdown()


def test_the_hint_names_the_push_then_the_cell_and_the_turn(monkeypatch, tmp_path):
    from engine.rules.world_in_progress.explain import best_placement_after as follow_up
    for lang in ("en", "uk"):
        app, session, scene, d = start(monkeypatch, tmp_path / lang, ["human", "ai:easy"],
                                       size=(1280, 720), lang=lang)
        _play_a_few(d, scene, session, 6)        # a whole round: push, place, refill each
        until_my_turn(d, scene)
        assert scene.view_state.phase == "choose"
        scene.toggle_hint()
        d.wait(lambda: scene.hint is not None and (scene.hint.action or scene.hint.failed), 3000)
        h = scene.hint
        assert h.action[0] in ("push", "god")
        r, c, rot, tid = h.follow
        assert (r, c, rot, tid) == follow_up(scene.view_state, 0, h.action)
        assert f"wip.cell.{r}.{c}" in h.targets                  # the cell is ringed
        assert h.targets[0].startswith(("wip.marker.", "wip.god.use"))
        text = scene.hints.text()
        turn = app.i18n.t(f"wip.hint.turn{rot}")
        assert text.endswith(turn) and text.index(";") > 0
        # the move it names is the best the tile can do there
        after = wip.RULES.step(scene.view_state, 0, h.action)[0]
        best = max(wip.preview_score(after, 0, rr, cc, k)
                   for rr, cc in wip.legal_cells(after.placed_cells(0)) for k in range(4))
        assert wip.preview_score(after, 0, r, c, rot) == best
        d.frames(3)
        look_shot(app, f"wip_hint_{lang}.png")
        app.shutdown()


def test_right_click_on_a_map_tile_shows_it_large_with_its_god(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"],
                                   size=(800, 450), lang="uk")
    until_my_turn(d, scene)
    v = scene.view_state
    slot = next(i for i, t in enumerate(v.grid) if t and wip.tile_by_id(t).god)
    name = f"wip.slot.{slot}"
    d.hover(name, 80)
    assert scene.zoom.target(scene.input.hovered) is None       # hovering never covers the map
    d.click(name, button=3)
    ent = scene.find(name)
    assert scene.zoom.pinned == ent
    lines = params(scene, name)["tile_zoom"]
    god = wip.tile_by_id(v.grid[slot]).god
    of_god = wip.statue_name(god, "uk").split(" ", 1)[1]     # "Сварога": the genitive
    assert any(of_god in line for line in lines)
    recs = _records(d)
    zoomed = [r for r in recs if r.zoom]
    assert any(of_god in r.text for r in zoomed)
    assert min(r.px for r in zoomed) >= 12
    d.click(name, button=3)
    assert scene.zoom.pinned is None
    app.shutdown()
