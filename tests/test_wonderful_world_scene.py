"""The It's a Wonderful World table: layout anchors, building at every player count, legal
targets highlighted (hand cards in the draft, drafted cards and zones in planning, cost slots
for waiting cubes), another seat's hand and pick never drawn face up, the auto-place helper,
both languages and a small window."""
from __future__ import annotations

import pytest

from engine.layout import load_layout
from engine.rules.wonderful_world import scene_queries as Q
from engine.rules.wonderful_world.material import IDS
from scenes.wonderful_world import names as N
from scenes.wonderful_world.table import describe
from tests.uitest import clickable, start_table, look_shot

ANCHORS = (["track", "empire", "tray", "tools", "cons", "built", "drafted", "zone.slate",
            "zone.recycle", "hand", "log", "goal"] + [f"other.{i}" for i in range(4)])


def start(monkeypatch, tmp_path, kinds, seed=3, size=(1280, 720), lang="en"):
    return start_table(monkeypatch, tmp_path, "wonderful_world", kinds, seed=seed, size=size,
                       lang=lang, speed=8.0, level="easy")


def test_layout_has_every_anchor():
    L = load_layout("wonderful_world")
    for name in ANCHORS:
        a = L[name]
        assert 0 <= a.x and a.x + a.w <= 1920 and 0 <= a.y and a.y + a.h <= 1080, name


@pytest.mark.parametrize("players", [1, 2, 5])
def test_builds_at_every_player_count(monkeypatch, tmp_path, players):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human"] + ["ai"] * (players - 1))
    d.frames(3)
    names = set(d.names())
    assert "ww.empire" in names and "ww.track" in names
    assert sum(1 for n in names if n.startswith("ww.other.")) == players - 1
    app.shutdown()


def test_draft_hand_glows_and_secrets_stay_hidden(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"])
    d.frames(3)
    v = scene.view_state
    specs = describe(scene.table_input())
    hand = [sp for sp in specs if (sp.name or "").startswith("ww.hand.")]
    assert len(hand) == len(v.seats[0].hand) == 10
    assert all(sp.params.get("glow") and sp.click for sp in hand)
    # nothing of seat 1's hand is drawn face up; its pick only as a back
    other_cards = {IDS[c] for c in session.state.seats[1].hand}
    mine = {IDS[c] for c in session.state.seats[0].hand}
    for sp in specs:
        if sp.kind == "ww_dev" and sp.params.get("id") in other_cards - mine:
            raise AssertionError(f"{sp.params['id']} of seat 1 is drawn")
    d.click("ww.hand.0")
    d.wait(lambda: session.state.phase != "draft" or session.state.seats[0].pick == -1
           or not scene.busy(), 200)
    assert len(session.steps) >= 1
    for sp in describe(scene.table_input()):
        if (sp.name or "").startswith("ww.pick.") and sp.name != "ww.pick.me":
            assert sp.params.get("back"), "another seat's pick is face down"
    app.shutdown()


def _zones_glow(scene) -> set:
    return {sp.name.split(".")[-1] for sp in describe(scene.table_input())
            if sp.kind == "ww_zone" and sp.params.get("active")}


def draft_by_mouse(scene, d) -> None:
    """Draft the first card of the hand, click by click, until the viewer is asked to plan."""
    for _ in range(400):
        d.wait(lambda: scene.my_turn() and not scene.busy(), 40000)
        if Q.asked(scene.view_state, 0) != "pick":
            break
        d.click("ww.hand.0")


def test_a_dragged_card_lights_the_zones_it_may_go_to(monkeypatch, tmp_path):
    """Issue 19 play-test: the zones glowed through planning with no card chosen and refused
    the click; now they glow only for a chosen card or one being dragged."""
    import pygame
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"])
    draft_by_mouse(scene, d)
    assert Q.asked(scene.view_state, 0) == "plan" and not _zones_glow(scene)
    a = d.pos("ww.drafted.0")
    d.move_to(a)
    d._post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    d.frames(1)
    d._post(pygame.MOUSEMOTION, pos=(a[0], a[1] - 60), rel=(0, 0), buttons=(1, 0, 0))
    d.frames(2)
    assert _zones_glow(scene) == {"slate", "recycle"}
    app.shutdown()


def test_planning_zones_and_placement_targets(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"])
    draft_by_mouse(scene, d)
    assert Q.asked(scene.view_state, 0) == "plan"
    assert not clickable(scene, "ww.zone.slate"), "zones wait for a chosen card"
    assert not _zones_glow(scene), "no card chosen: no zone invites a drop"
    d.click("ww.drafted.0")
    assert clickable(scene, "ww.zone.slate") and clickable(scene, "ww.zone.recycle")
    assert _zones_glow(scene) == {"slate", "recycle"}
    d.click("ww.zone.slate")
    d.wait(lambda: not scene.busy(), 200)
    assert len(session.state.seats[0].cons) == 1
    d.click("ww.drafted.0")
    d.click("ww.zone.recycle")
    d.wait(lambda: not scene.busy(), 200)
    v = scene.view_state
    if Q.asked(v, 0) == "place":
        specs = {sp.name: sp for sp in describe(scene.table_input())}
        legal = scene.legal()
        for a in legal:
            if a[0] == "place":
                assert specs[f"ww.cons.{a[1]}"].params["glow"], "a legal slot glows"
        plan = Q.auto_place(v, 0)
        assert plan and all(a[0] in ("place", "empire") for a in plan)
        d.click("ww.btn.auto")
        assert not any(session.state.seats[0].avail)
        d.wait(lambda: not scene.busy(), 200)
        d.click("hud.undo")                     # auto-place can be taken back before going on
        d.wait(lambda: not scene.busy(), 200)
        assert any(session.state.seats[0].avail)
    app.shutdown()


def test_ukrainian_and_small_window(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"], size=(800, 450),
                                   lang="uk")
    d.frames(3)
    assert "Оберіть" in scene.prompt()
    track = [sp for sp in describe(scene.table_input()) if sp.name == "ww.track"][0]
    assert track.params["title"].startswith("Раунд")
    look_shot(app, "ww_uk.png")
    app.shutdown()


def test_pass_and_play_drafts_behind_the_hand_off(monkeypatch, tmp_path):
    from scenes.handoff import HandoffScene
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "human"])
    d.wait(lambda: isinstance(app.scenes.top, HandoffScene), 60)
    d.click("handoff.ready")
    first = scene.viewer
    hand = [IDS[c] for c in session.state.seats[first].hand]
    drawn = [sp.params.get("id") for sp in describe(scene.table_input()) if (sp.name or "").startswith("ww.hand.")]
    assert drawn == hand
    d.click("ww.hand.0")
    d.wait(lambda: isinstance(app.scenes.top, HandoffScene), 600)
    d.click("handoff.ready")
    second = scene.viewer
    assert second != first and scene.big_seat() == second
    # the first seat's hand and pick are not drawn for the second one
    secret = {IDS[c] for c in session.state.seats[first].hand} | {IDS[session.state.seats[first].pick]}
    own = {IDS[c] for c in session.state.seats[second].hand}
    for sp in describe(scene.table_input()):
        if sp.kind == "ww_dev" and sp.params.get("id") in secret - own:
            raise AssertionError(f"{sp.name} shows {sp.params['id']} of the other seat")
    assert scene.find(f"ww.pick.{first}") is not None, "their pick shows face down"
    app.shutdown()


def test_right_click_on_a_hand_card_shows_it_large_with_its_text(monkeypatch, tmp_path):
    import pygame
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.frames(30)
    before = pygame.image.tobytes(app.window.get_surface(), "RGB")
    d.click("ww.hand.0", button=3)
    assert scene.zoom.pinned == scene.find("ww.hand.0")
    assert all(seat != 0 for seat, _ in session.record.actions)   # a right click never picks
    d.frames(2)
    assert pygame.image.tobytes(app.window.get_surface(), "RGB") != before
    d.click("ww.hand.0")                                # a left click puts it away (and picks)
    assert scene.zoom.pinned is None


@pytest.mark.parametrize("kinds", [["human", "ai:easy"], ["human"]])
def test_hint_targets_name_things_on_the_table(monkeypatch, tmp_path, kinds):
    """For every legal action of the human seat in real positions of every phase, the hint
    names exist on the table, and the main action kinds name at least one thing."""
    import random
    app, session, scene, d = start(monkeypatch, tmp_path, kinds, seed=11)
    d.frames(2)
    rng = random.Random(4)
    seen = set()
    for _ in range(600):
        if session.is_over():
            break
        if 0 in session.to_act():
            scene.sync(animate=False)
            legal = scene.legal()
            for a in legal:
                names = scene.hint_targets(a)
                assert all(scene.find(n) is not None for n in names), (a, names)
                if a[0] in ("pick", "slate", "recycle", "place", "empire", "done", "discard",
                            "token", "keep", "search"):
                    assert names, f"no hint target for {a}"
                seen.add(a[0])
        seat = session.to_act()[0]
        acts = session.rules.legal_actions(session.state, seat)
        # krystallium kept in stock leaves a decision in later steps, so "done" shows up
        pref = [a for a in acts if a[0] not in ("discard", "krys")] or acts
        session.submit(seat, rng.choice(pref))
    want = {"slate", "recycle", "place", "empire", "done"} | ({"pick"} if len(kinds) > 1
                                                              else {"search", "keep"})
    assert want <= seen, want - seen
    app.shutdown()


def test_five_players_the_ais_draft_while_the_human_chooses(monkeypatch, tmp_path):
    """One human and four AIs: all four think at once as the draft starts and pick while the
    human still looks at the hand; their picks show face down; the human's pick ends the turn."""
    from engine.rules.wonderful_world.state import NO_PICK
    app, session, scene, d = start(monkeypatch, tmp_path, ["human"] + ["ai:normal"] * 4)
    asked: dict[int, float] = {}                # seat -> the flow's clock when it was asked
    service = scene.flow.service()
    request = service.request

    def ask(rules, view, seat, *args, **kw):
        asked.setdefault(seat, scene.flow.clock)
        return request(rules, view, seat, *args, **kw)
    monkeypatch.setattr(service, "request", ask)
    d.frames(2)
    # a decided pick is played in the tick the table settles, so one may already be in: all
    # four were asked in the same tick
    assert set(asked) == {1, 2, 3, 4} and len(set(asked.values())) == 1, \
        "every AI seat thinks at once"
    seats = lambda: session.state.seats                                     # noqa: E731
    assert d.wait(lambda: all(seats()[i].pick != NO_PICK for i in range(1, 5))
                  and not scene.busy(), 40000), "the AIs pick without waiting for the human"
    assert seats()[0].pick == NO_PICK and scene.my_turn()
    assert session.to_act() == [0]
    for i in range(1, 5):
        assert scene.find(f"ww.pick.{i}") is not None, "their picks show face down"
    d.click("ww.hand.0")
    assert d.wait(lambda: len(seats()[0].drafted) == 1, 600)
    assert all(len(s.drafted) == 1 for s in seats()), "picks revealed together"
    app.shutdown()


@pytest.mark.parametrize("lang,rank,medal", [("en", "Beginner", "no medal"),
                                             ("uk", "Початківець", "без медалі")])
def test_solo_results_name_the_rank_and_the_medal(monkeypatch, tmp_path, lang, rank, medal):
    """Solo results: the rank column and the note name the rank (not its number); a scenario
    names its medal and thresholds."""
    import dataclasses
    app, session, scene, d = start(monkeypatch, tmp_path, ["human"], lang=lang)
    assert scene.results_note() == ""
    assert scene.breakdown_cell(0, "rank", 0) == (rank, "")
    assert scene.breakdown_cell(0, "medal", 0) == (medal, "")
    over = dataclasses.replace(session.state, phase="over")
    monkeypatch.setattr(type(session), "state", property(lambda self: over))
    assert rank in scene.results_note() and "60" in scene.results_note()
    scen = dataclasses.replace(over, scenario=2)
    monkeypatch.setattr(type(session), "state", property(lambda self: scen))
    note = scene.results_note()
    assert medal in note and "115" in note
    app.shutdown()


def test_clicking_another_empire_shows_its_cards_full_size(monkeypatch, tmp_path):
    from engine.overlays import PileBrowserScene
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"])
    for _ in range(400):                            # draft until the AI has planned something
        if session.state.seats[1].cons or session.state.seats[1].built:
            break
        d.wait(lambda: (scene.my_turn() and not scene.busy()) or bool(session.state.seats[1].cons),
               40000)
        if session.state.seats[1].cons:
            break
        asked = Q.asked(scene.view_state, 0)
        if asked == "pick":
            d.click("ww.hand.0")
        elif asked == "plan":
            d.click("ww.drafted.0")
            d.click("ww.zone.recycle")
        else:
            d.click("ww.btn.auto") if clickable(scene, "ww.btn.auto") else d.click("ww.btn.done")
        d.frames(2)
    assert session.state.seats[1].cons, "the AI has cards under construction"
    d.click("ww.other.0")
    top = app.scenes.top
    assert isinstance(top, PileBrowserScene) and top.kind == "ww_dev"
    # the AI may have planned on while the click went in: the browser shows the empire as it
    # was at the click (the table under it is held from then on)
    other = session.state.seats[1]
    drafted = scene.revealed_drafted(1)         # the revealed draft picks come first
    assert [c["id"] for c in top.cards] == ([IDS[x] for x in drafted]
                                            + [IDS[x] for x, _ in other.cons]
                                            + [IDS[x] for x in other.built])
    n = len(drafted)
    assert [c.get("fill") for c in top.cards[n:n + len(other.cons)]] == [tuple(f) for _, f in
                                                                          other.cons]
    assert top.title.startswith(scene.seat_name(1) + ":")
    d.frames(3)
    assert any(n.startswith("browser.card.") for n in d.names())
    d.click("browser.close")
    d.frames(2)
    assert app.scenes.top is scene
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_solo_scenario_shows_its_goal_on_the_table(monkeypatch, tmp_path, lang):
    from engine.rules.wonderful_world.material import ID_INDEX, card_name
    from engine.rules.wonderful_world.scoring import MEDALS, SCENARIO_CARDS
    from tests.uitest import params
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world", ["human"],
                                         size=(800, 450), lang=lang,
                                         options={"solo_scenario": 5})
    d.frames(3)
    text = params(scene, "ww.goal.text")["text"]
    for c in SCENARIO_CARDS[5]:
        assert card_name(ID_INDEX[c], lang) in text
    assert all(str(t) in text for t in MEDALS[5])
    app.shutdown()
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world", ["human"],
                                         lang=lang)
    d.frames(3)
    text = params(scene, "ww.goal.text")["text"]
    assert "60+" in text and "100+" in text                  # the rank table
    app.shutdown()
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"], lang=lang)
    d.frames(3)
    assert scene.find("ww.goal") is None                      # no goal panel with opponents
    app.shutdown()


def test_opponents_revealed_drafts_are_named_in_the_panel_and_its_click_through(monkeypatch,
                                                                               tmp_path):
    """Issue 19: the rulebook reveals the picks together; the panel's tooltip names another
    seat's drafted cards and its click-through shows them first, never a hidden one."""
    import random

    from engine.overlays import PileBrowserScene
    from engine.rules.wonderful_world.material import card_name
    from tests.uitest import start_table
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:random"], seed=3, speed=4.0)
    rng = random.Random(3)
    while not [c for c in session.view(0).seats[1].drafted if c != "?"]:
        assert not session.is_over()
        seat = session.to_act()[0]
        session.submit(seat, rng.choice(session.rules.legal_actions(session.state, seat)))
    scene.resync()
    d.frames(2)
    drafted = scene.revealed_drafted(1)
    from scenes.wonderful_world.table import panel_tip
    tip = panel_tip(scene.table_input(), 1)
    assert drafted and all(card_name(c, "en") in tip for c in drafted)
    scene.browse_seat(1)
    top = app.scenes.top
    assert isinstance(top, PileBrowserScene) and "drafted" in top.title
    app.shutdown()



def test_a_production_step_with_nothing_to_place_ends_by_itself_unless_set_manual(
        monkeypatch, tmp_path):
    from types import SimpleNamespace
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"])
    d.frames(3)
    played = []
    cls = type(scene)
    monkeypatch.setattr(cls, "view_state", property(lambda s: SimpleNamespace(phase="production")))
    monkeypatch.setattr(scene, "my_turn", lambda: True)
    monkeypatch.setattr(scene, "busy", lambda: False)
    monkeypatch.setattr(scene, "act", lambda a: played.append(a) or True)
    legal = [("done",)]
    monkeypatch.setattr(scene, "legal", lambda: legal)
    app.settings.auto_end_steps = False           # the manual stop: the step waits for a click
    scene.moves.auto_act()
    assert played == []
    app.settings.auto_end_steps = True            # the default: the empty step ends by itself
    scene.moves.auto_act()
    assert played == [("done",)]
    legal.append(("empire", "materials"))         # a cube still to place: the player decides
    scene.moves.auto_act()
    assert played == [("done",)]
    legal[:] = [("done",)]
    scene.dialogs.open = True                     # a dialog up: nothing plays under it
    scene.moves.auto_act()
    assert played == [("done",)]
    scene.dialogs.open = False
    monkeypatch.setattr(cls, "view_state", property(lambda s: SimpleNamespace(phase="planning")))
    scene.moves.auto_act()                       # only production steps end by themselves
    assert played == [("done",)]
    monkeypatch.undo()
    app.shutdown()

def test_auto_end_is_the_default_and_survives_a_damaged_setting():
    from engine.settings import Settings
    assert Settings().auto_end_steps is True
    assert Settings(auto_end_steps=False).auto_end_steps is False
    assert Settings(auto_end_steps="junk").auto_end_steps is True


def test_empty_and_filled_cost_slots_differ_by_shape():
    """An empty slot is hollow (a neutral recess inside its outline, whatever its kind); a
    filled one is a solid cube of the kind's colour."""
    import pygame
    from engine.assets import Assets
    from engine.render import Renderer
    from scenes.wonderful_world.painters import KIND_RGB, draw_slot
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((1920, 1080)))
    r.surface.fill((120, 120, 120))
    s = 80
    for k in range(5):
        draw_slot(r, k, None, 200 + k * 200, 300, s)
        draw_slot(r, k, k, 200 + k * 200, 600, s)

    def near(px, col, tol=40):
        return all(abs(a - b) <= tol for a, b in zip(px[:3], col))
    for k in range(5):
        cx = 200 + k * 200
        inside_empty = r.surface.get_at((cx + 22, 300 + 22))
        inside_full = r.surface.get_at((cx + 22, 600 + 22))
        edge_empty = r.surface.get_at((cx + 38, 300))
        assert not near(inside_empty, KIND_RGB[k]), "an empty slot is hollow inside its outline"
        assert near(edge_empty, KIND_RGB[k], 60), "its outline has the kind's colour"
        assert near(inside_full, KIND_RGB[k]), "a filled slot is a solid cube"


def _to_krystallium(session, seed: int = 1) -> None:
    """Random moves until seat 0 may put a krystallium from its stock onto a slot."""
    import random
    rng = random.Random(seed)
    for _ in range(3000):
        assert not session.is_over(), "no krystallium for seat 0 in this game"
        seat = session.to_act()[0]
        legal = session.rules.legal_actions(session.state, seat)
        if seat == 0 and any(a[0] == "krys" for a in legal):
            return
        session.submit(seat, rng.choice(legal))


def _drag_to(d, src: str, point: tuple[float, float]) -> None:
    import pygame
    a, b = d.pos(src), d.app.renderer.to_screen(point)
    d.move_to(a)
    d._post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    d.frames(1)
    for k in range(1, 7):
        p = (round(a[0] + (b[0] - a[0]) * k / 6), round(a[1] + (b[1] - a[1]) * k / 6))
        d._post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        d.frames(1)
    d._post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    d.frames(1)


def test_the_krystallium_is_dragged_onto_a_slot_or_snaps_back(monkeypatch, tmp_path):
    """Issue 19: the krystallium in stock can be dragged onto a legal slot of a card under
    construction (the dialog's alternative); dropped elsewhere it snaps back, playing nothing."""
    import esper

    from engine.ecs.components import Transform
    from engine.rules.wonderful_world.material import KINDS, SLOTS
    from engine.rules.wonderful_world.state import EMPTY
    from scenes.wonderful_world import names as N
    from scenes.wonderful_world.painters import slot_centres, title_band
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:random"], seed=5)
    _to_krystallium(session)
    scene.resync()
    d.frames(30)
    assert d.has(N.KRYS)
    home = d.canvas_pos(N.KRYS)
    steps = len(session.steps)
    _drag_to(d, N.KRYS, (960, 1000))             # the hand area: not a slot
    d.frames(20)
    assert len(session.steps) == steps, "dropped off a slot: nothing is played"
    assert d.canvas_pos(N.KRYS) == pytest.approx(home, abs=2), "it snaps back"
    act = next(a for a in scene.legal() if a[0] == "krys")
    i, kind = act[1], act[2]
    card = scene.find(N.cons(i))
    tf = esper.component_for_entity(card, Transform)
    dev, fill = session.view(0).seats[0].cons[i]
    j = next(j for j, k in enumerate(SLOTS[dev]) if KINDS[k] == kind and fill[j] == EMPTY)
    band = title_band(app.renderer, dev, app.i18n.lang, tf.w, tf.h)
    slot = slot_centres(dev, tf.x - tf.w / 2, tf.y - tf.h / 2, tf.w, tf.h, band=band)[j]
    _drag_to(d, N.KRYS, slot)
    d.frames(5)
    assert len(session.steps) > steps and session.steps[steps].action == act
    app.shutdown()


@pytest.mark.parametrize("players", [2, 5])
def test_opponents_revealed_picks_lie_face_up_beside_their_panel(monkeypatch, tmp_path,
                                                                  players):
    """Issue 19: another seat's revealed draft picks are drawn on the table, small and face up
    beside its panel, each naming itself on hover; a hidden one never; and none of them covers
    anything the viewer clicks or drops on (in the draft and in planning)."""
    import random

    from engine.rules.wonderful_world.material import card_name
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human"] + ["ai:random"] * (players - 1), seed=3,
                                         speed=4.0)
    rng = random.Random(3)
    checked = 0
    while not session.is_over() and session.view(0).round == 1:
        v = session.view(0)
        if len([c for c in v.seats[1].drafted if c != "?"]) >= 2 and session.to_act() == [0] \
                or (v.phase == "planning" and 0 in session.to_act()):
            scene.resync()
            d.frames(2)
            specs = describe(scene.table_input())
            by_key = {sp.key: sp for sp in specs}
            for k, seat in enumerate(scene.table_input().others):
                drafted = scene.revealed_drafted(seat)
                panel = by_key[f"ww.other.{seat}"]
                for i, c in enumerate(drafted):
                    sp = by_key[f"ww.shown.{seat}.{i}"]
                    assert sp.params["id"] == IDS[c] and not sp.params.get("back")
                    assert card_name(c, "en") in sp.tooltip
                    assert sp.x + sp.w / 2 <= panel.x - panel.w / 2, "beside the panel"
                    mine = [o for o in specs if (o.click is not None or o.drop is not None)
                            and not o.key.startswith(("ww.other.", "ww.shown.", "ww.pick."))]
                    for o in mine:
                        apart = (abs(sp.x - o.x) >= (sp.w + o.w) / 2
                                 or abs(sp.y - o.y) >= (sp.h + o.h) / 2)
                        assert apart, f"{sp.key} covers {o.key}"
                    checked += 1
                hidden = by_key.get(f"ww.shown.{seat}.{len(drafted)}")
                assert hidden is None or not hidden.visible, "no place beyond the revealed"
            assert not any(k.startswith(f"ww.shown.{scene.viewer}.") for k in by_key), \
                "your own picks are in your own area"
            if v.phase == "planning":
                break
        seat = session.to_act()[0]
        session.submit(seat, rng.choice(session.rules.legal_actions(session.state, seat)))
    assert checked, "no revealed pick was shown"


def test_krystallium_cubes_fly_in_turn_as_steps_of_the_sequence(monkeypatch, tmp_path):
    """Five cubes leave the empire one after another, then the krystallium: the stagger is a
    run of sequence steps (at the move's pace, played out by a click), not tween delays."""
    import esper
    from engine.ecs.components import Visual
    from engine.rules.wonderful_world import events as E
    from scenes.wonderful_world import animations
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.frames(2)

    def cubes() -> int:
        return sum(1 for _, v in esper.get_component(Visual) if v.kind == "ww_cube")
    before = cubes()
    scene.sequence.begin()
    animations.animate(scene, 0, [E.KrystalliumMade(0)])
    assert cubes() == before + 1 and scene.sequence.running     # the first cube, at once
    counts = []
    while scene.sequence.running:
        scene.sequence.advance(1 / 60, animating=lambda: False)
        counts.append(cubes())
    assert counts == sorted(counts) and max(counts) == before + 6
    assert len(set(counts)) >= 4                                # in turn, not all at once
    app.shutdown()


def test_a_click_released_as_an_ai_pick_begins_lands_on_the_settled_table(monkeypatch, tmp_path):
    """AI moves come in the very tick the table settles: an AI's draft pick played between the
    press and the release of the human's click finishes at once, and the click lands."""
    import pygame
    from engine.rules.wonderful_world.state import NO_PICK
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    hold, play = [True], scene.flow._play_decided
    monkeypatch.setattr(scene.flow, "_play_decided", lambda: [] if hold[0] else play())
    d.wait(lambda: scene.my_turn() and not scene.busy() and 1 in scene.flow.asks
           and scene.flow.asks[1].ticket.done, 4000)
    pos = d.pos("ww.hand.0")
    d.move_to(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    hold[0] = False                             # the AI's pick is played in this frame
    d.frames(1)
    assert session.state.seats[1].pick != NO_PICK and scene.busy()
    steps = len(session.steps)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    d.frames(1)
    assert [(st.seat, st.action[0]) for st in session.steps[steps:]] == [(0, "pick")]
    app.shutdown()


def test_the_supremacy_dialog_waits_until_nothing_flies(monkeypatch, tmp_path):
    """A dialog stops the table under it: it opens only once the flying cubes and floating
    gains of the step are gone, so none hangs frozen over the empire card meanwhile."""
    import esper

    from engine.ecs.components import Lifetime
    from scenes.wonderful_world.animations import fly_token, gain
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.frames(3)
    tokens = [("token", "general"), ("token", "financier")]
    monkeypatch.setattr(scene, "asked", lambda: "choose")
    monkeypatch.setattr(scene, "legal", lambda: list(tokens))
    fly_token(0, (400, 400), (200, 300))
    gain(scene, 0, 4, "science")
    assert esper.get_component(Lifetime)
    d.frames(1)
    assert not scene.dialogs.open                  # cubes and gains still in the air
    assert d.wait(lambda: scene.dialogs.open, 600)
    from engine.worlds import use_world
    use_world(scene.world)                         # the table's entities, not the dialog's
    assert not esper.get_component(Lifetime)       # what flew has landed first
    app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_a_drafted_card_dropped_on_the_construction_area_is_slated(monkeypatch, tmp_path, size):
    """Play-test 13: the labelled construction area took no drop; only "Construct" did.  The
    area (its cards too) takes a drafted card as "Construct" does."""
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"], size=size)
    draft_by_mouse(scene, d)
    assert Q.asked(scene.view_state, 0) == "plan"
    cid = scene.view_state.seats[0].drafted[0]
    before = len(session.state.seats[0].cons)
    d.drag("ww.drafted.0", N.CONS_DROP)
    d.wait(lambda: not scene.busy(), 300)
    assert len(session.state.seats[0].cons) == before + 1
    assert session.state.seats[0].cons[-1][0] == cid
    app.shutdown()


def test_a_drop_on_no_target_says_where_to_drop(monkeypatch, tmp_path):
    """A drafted card dropped on the bare table, away from where it lay, snaps back and says
    to drop it on a highlighted place; put back where it lay, it says nothing."""
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai"])
    draft_by_mouse(scene, d)
    mine = lambda: [a for seat, a in session.record.actions if seat == 0]     # noqa: E731
    before = len(mine())
    app.toast = None
    import pygame
    a = d.pos("ww.drafted.0")                   # picked up and put back where it lay
    d.move_to(a)
    d._post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    d.frames(1)
    for p in ((a[0], a[1] - 40), a):
        d._post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        d.frames(1)
    d._post(pygame.MOUSEBUTTONUP, pos=a, button=1)
    d.frames(2)
    assert app.toast is None
    d.drag("ww.drafted.0", N.EMPIRE)            # the empire card takes cubes, not cards
    assert len(mine()) == before
    assert app.toast is not None and app.i18n.t("why.drop_on_target") in app.toast[0]
    app.shutdown()
