"""The Dice Forge table: layout, building at every player count, legal targets only (pools,
die faces, feats), forging in two clicks, buttons, pop-up choices, languages, small window and
the pure scene queries."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.layout import load_layout
from engine.rules.dice_forge import RULES
from engine.rules.dice_forge import material as M
from engine.rules.dice_forge import scene_queries as Q
from scenes.handoff import HandoffScene
from scenes.dice_forge.table import describe
from tests.uitest import at_rest, clickable, params, start_table, look_shot

ROOT = Path(__file__).resolve().parent.parent
ANCHORS = (["islands", "temple", "portal.0", "me", "me.header", "me.second", "me.end", "me.hand",
            "me.hammer", "me.tokens", "me.cards", "log"]
           + [f"island.{i}" for i in range(1, 8)] + [f"pool.{i}" for i in range(10)]
           + [f"garden.{i}" for i in range(5)] + [f"me.net.{d}" for d in (0, 1)]
           + [f"me.die.{d}" for d in (0, 1)] + [f"other.{k}" for k in range(3)]
           + [f"me.res.{r}" for r in M.RESOURCES])


def start(monkeypatch, tmp_path, kinds, seed=3, size=(1280, 720), lang="en"):
    return start_table(monkeypatch, tmp_path, "dice_forge", kinds, seed=seed, size=size,
                       lang=lang, speed=4.0, level="normal")


def test_layout_has_every_anchor_the_scene_needs():
    layout = load_layout("dice_forge")
    assert [a for a in ANCHORS if a not in layout] == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_table_builds_for_every_player_count(monkeypatch, tmp_path, players):
    app, session, scene, d = start(monkeypatch, tmp_path, ["ai:random"] * players)
    d.frames(3)
    at_rest(d, scene)            # the first AI move may already play: the table as it settled
    names = set(d.names())
    assert {f"df.feat.{c}" for c in session.state.slot_cards} <= names
    assert {f"df.pawn.{s}" for s in range(players)} <= names
    big = scene.big_seat()
    assert {f"df.face.{big}.{dd}.{i}" for dd in (0, 1) for i in range(6)} <= names
    assert {f"df.die.{s}.{dd}" for s in range(players) for dd in (0, 1)} <= names
    assert {f"df.panel.{s}" for s in range(players) if s != big} <= names
    # every face left in the Sanctuary is on show (2 players: two of four per pool)
    pools = [n for n in names if n.startswith("df.pool.")]
    assert len(pools) == sum(len(p) for p in session.state.sanctuary)
    assert scene.find("df.end") is None          # no human: no buttons
    rounds = 10 if players == 3 else 9           # the round track: 10 rounds with 3 players
    assert params(scene, "df.round")["text"] == f"Round 1 of {rounds}"
    d.wait(lambda: len(session.steps) >= 3 or session.is_over(), 6000)
    app.shutdown()


def test_pass_and_play_hands_off_and_the_big_board_follows(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "human"])
    d.wait(lambda: isinstance(app.scenes.top, HandoffScene) or scene.my_turn(), 600)
    if isinstance(app.scenes.top, HandoffScene):
        d.click("handoff.ready")
    first = scene.viewer
    assert scene.big_seat() == first and params(scene, f"df.board.{first}")
    d.wait(lambda: not scene.busy(), 600)
    d.click("df.end")
    d.wait(lambda: isinstance(app.scenes.top, HandoffScene), 600)
    d.click("handoff.ready")
    assert scene.viewer != first and scene.big_seat() == scene.viewer
    assert scene.find(f"df.board.{scene.viewer}") is not None
    assert scene.find(f"df.panel.{first}") is not None
    app.shutdown()


def test_clickable_pools_and_feats_are_exactly_the_legal_ones(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    legal = scene.legal()
    buys = {a[1] for a in legal if a[0] == "buy"}
    feats = {a[1] for a in legal if a[0] == "feat"}
    v = scene.view_state
    for p, faces in enumerate(v.sanctuary):
        for k, f in enumerate(faces):
            name = f"df.pool.{p}.{k}"
            assert clickable(scene, name) == (f in buys)
            assert params(scene, name)["dim"] == (f not in buys)
    for c in v.slot_cards:
        assert clickable(scene, f"df.feat.{c}") == (c in feats)
    assert not clickable(scene, "df.second")     # no action taken yet
    assert clickable(scene, "df.end")
    # no die face is a target before a Sanctuary face is picked
    assert not any(clickable(scene, f"df.face.0.{dd}.{i}") for dd in (0, 1) for i in range(6))
    app.shutdown()


def test_forging_is_a_pool_face_then_a_die_face(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    pool = next(n for n in d.names() if n.startswith("df.pool.") and clickable(scene, n))
    p, k = map(int, pool.split(".")[2:])
    face = session.state.sanctuary[p][k]
    d.click(pool)
    assert scene.sel_face == face and params(scene, pool)["selected"]
    assert "forge" in scene.prompt().lower() or face in scene.prompt() or scene.prompt()
    targets = [n for n in d.names() if n.startswith("df.face.0.") and clickable(scene, n)]
    assert len(targets) == 12                    # no Boar face yet: every face may go
    d.click(pool)                                # a second click puts it back
    assert scene.sel_face is None
    d.click(pool)
    before = len(session.steps)
    d.click("df.face.0.1.3")
    assert [s.action for s in session.steps[before:before + 2]] == [("buy", face),
                                                                     ("place", 1, 3)]
    assert session.state.dice[0][1][3] == face
    d.wait(lambda: not scene.busy(), 2000)
    assert params(scene, "df.face.0.1.3")["face"] == Q.face_view(face)
    # the replaced face still drifts aside on its own time: it does not hold the next move
    assert scene.find("df.temp.aside") is not None
    d.wait(lambda: scene.find("df.temp.aside") is None, 600)
    app.shutdown()


def test_end_turn_button_ends_the_turn(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    d.click("df.end")
    assert session.steps[-1].action == ("end_turn",)
    assert not scene.my_turn() or session.state.active == 0
    app.shutdown()


def test_choices_have_labels_and_previews(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    c = scene.choice_for(("choose", "moon2"))
    assert c.preview == {"icons": [("moon", 2)]} and "2" in c.label
    c = scene.choice_for(("mirror", "G6"))
    assert c.preview["faces"][0] == Q.face_view("G6") and c.label == M.label("G6")
    c = scene.choice_for(("die", 1))
    assert len(c.preview["faces"]) == 6 and c.label == "Dark die"
    c = scene.choice_for(("bearer", 1))
    assert c.label == scene.seat_name(1)
    assert scene.choice_for(("triton", "gold6")).preview == {"icons": [("gold", 6)]}
    app.shutdown()


def test_ukrainian_strings_exist_and_show(monkeypatch, tmp_path):
    en = json.loads((ROOT / "assets/i18n/dice_forge.en.json").read_text(encoding="utf-8"))
    uk = json.loads((ROOT / "assets/i18n/dice_forge.uk.json").read_text(encoding="utf-8"))
    from engine.i18n import message_keys
    assert message_keys(en, "en") == message_keys(uk, "uk")     # plural forms folded
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"], lang="uk",
                                   size=(800, 450))
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    assert params(scene, "df.temple")["title"] == uk["df.temple"]
    assert params(scene, "df.end")["text"] == uk["df.end"]
    assert scene.prompt() == uk["df.prompt.act"]
    look_shot(app, "df_small_uk.png")
    app.shutdown()


def test_describe_is_a_function_of_the_view(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    a = [(s.key, s.kind, s.x, s.y, s.params) for s in describe(scene.table_input())]
    b = [(s.key, s.kind, s.x, s.y, s.params) for s in describe(scene.table_input())]
    assert a == b
    assert len({k for k, *_ in a}) == len(a)
    assert scene.view_state.rng == 0             # the table never sees the dice's future
    app.shutdown()


# ---- pure scene queries ------------------------------------------------------------------------

def test_every_face_has_a_picture():
    for fid, f in M.faces().items():
        v = Q.face_view(fid)
        assert "icons" in v or "text" in v or "art" in v, fid
        if f.kind == "choice":
            assert v["join"] == "/" and len(v["icons"]) == len(f.options)
        if f.kind == "combo":
            assert len(v["icons"]) == sum(1 for x in f.options[0] if x)


def test_place_targets_never_include_a_boar_face():
    s = RULES.new_game(2, 1)
    dice = list(s.dice)
    dice[0] = (("redBoar",) + dice[0][0][1:], dice[0][1])
    from engine.rules.dice_forge.state import evolve
    s2 = evolve(s, dice=tuple(dice))
    targets = Q.place_targets(s2, 0)
    assert (0, 0) not in targets and len(targets) == 11


@pytest.mark.parametrize("held,room", [(0, 30), (1, 30), (7, 30), (20, 5), (12, 12)])
def test_hammer_choices_span_nothing_to_all_that_fits(held, room):
    c = Q.hammer_choices(held, room)
    assert c[0] == 0 and c[-1] == min(held, room)
    assert c == sorted(set(c))


def test_hover_zooms_draw_a_face_a_card_and_an_opponents_die(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    cid = session.state.slot_cards[0]
    for name in ("df.face.0.0.0", f"df.feat.{cid}", "df.die.1.0", "df.pool.0.0"):
        d.hover(name, 2)
        assert scene.input.hovered == scene.find(name), name
    assert "zoom" in params(scene, f"df.feat.{cid}")
    assert params(scene, "df.die.1.0")["net"]
    app.shutdown()


def test_hint_targets_name_things_on_the_table_for_every_legal_action(monkeypatch, tmp_path):
    """For every legal action of real human positions (main phase, forging, pop-up answers),
    the hint names only entities on the table, and never nothing."""
    import random
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:random"], seed=11)
    monkeypatch.setattr(scene, "_maybe_dialog", lambda: None)    # answers played directly
    app.settings.speed = 16.0                                     # only the positions matter
    rng = random.Random(4)
    verbs: set[str] = set()
    decisions = 0
    while decisions < 25 and not session.is_over():
        assert d.wait(lambda: (scene.my_turn() and not scene.busy()) or session.is_over(), 6000)
        if session.is_over():
            break
        legal = scene.legal()
        for a in legal:
            names = scene.hint_targets(a)
            assert names, a
            assert all(scene.find(n) is not None for n in names), (a, names)
            verbs.add(a[0])
        # prefer doing something over ending the turn, so forging and feats come up
        busy = [a for a in legal if a[0] not in ("end_turn", "pass")]
        scene.act(rng.choice(busy) if busy and rng.random() < 0.85 else legal[-1])
        decisions += 1
    assert {"buy", "place", "end_turn"} <= verbs
    app.shutdown()


def _asking_positions():
    """(players, state, what seat 0 is asked) for every pop-up kind, built as the rules tests do."""
    from tests.rules import test_dice_forge as R
    out = []
    s = R.with_dice(R.set_res(R.table(2), 0), 1, "V4", "MS2")
    out.append((2, R.bless(s, 0, ("mirror", "G1"))[0], "mirror"))
    s = R.set_res(R.table(2), 0, gold=2)
    out.append((2, R.bless(s, 0, ("ship", "G1"))[0], "ship"))
    s = R.set_res(R.table(2, options={"feats": "alternate"}), 0, moon=3)
    out.append((2, R.play(s, 0, ("feat", "tenacious_boar"))[0], "bearer"))
    s = R.set_res(R.table(2), 0, moon=1)
    s = R.set_res(R.play(s, 0, ("feat", "blacksmiths_hammer"))[0], 0)
    out.append((2, R.bless(s, 0, ("G6", "G4"))[0], "hammer"))
    s = R.seat_field(R.with_dice(R.seat_field(R.set_res(R.table(2), 0), "tokens", 0, (1, 1)),
                                 0, "V3", "G1"), "cards", 0, ("silver_hind",))
    out.append((2, s, "main"))                                   # reinforce, Triton, buy, end
    out.append((2, R.play(s, 0, ("reinforce", "silver_hind", 0))[0], "cerberus"))
    s = R.set_res(R.table(2, options={"feats": "alternate"}), 0, sun=3)
    out.append((2, R.play(s, 0, ("feat", "guardians_shield"))[0], "shield"))
    s = R.with_dice(R.set_res(R.table(2, options={"feats": "alternate"}), 0, moon=6), 0, "FS1", "G1")
    out.append((2, R.play(s, 0, ("feat", "sentinel"))[0], "pick"))
    s = R.set_res(R.table(2), 0, sun=6)
    out.append((2, R.play(s, 0, ("feat", "sphinx"))[0], "die"))
    s = R.set_res(R.table(2), 0, moon=5)
    out.append((2, R.play(s, 0, ("feat", "helmet_of_invisibility"))[0], "place"))
    s = R.with_dice(R.with_dice(R.set_res(R.table(3), 0, moon=3), 1, "V3", "G4"), 2, "MS2", "G1")
    out.append((3, R.play(s, 0, ("feat", "satyrs"))[0], "satyr"))
    return out


def test_hint_targets_cover_every_pop_up_and_token(monkeypatch, tmp_path):
    """Every decision a player can be asked (mirror, ship, bearer, hammer, Cerberus, shield,
    pick, die, place after a feat, Satyrs, reinforcement and Triton): each legal answer's hint
    names entities found on the table."""
    positions = _asking_positions()
    for players in (2, 3):
        app, session, scene, d = start(monkeypatch, tmp_path, ["human"] + ["ai:random"] * (players - 1))
        monkeypatch.setattr(scene, "_maybe_dialog", lambda: None)
        d.frames(2)
        for n, state, kind in positions:
            if n != players:
                continue
            session.history.append(state)
            scene.resync()
            assert scene.asked() == kind
            legal = scene.legal()
            assert legal, kind
            for a in legal:
                names = scene.hint_targets(a)
                assert names and all(scene.find(x) is not None for x in names), (kind, a, names)
        app.shutdown()


def test_an_ai_purchase_snaps_and_its_forge_flies(monkeypatch, tmp_path):
    """An AI's buy is shown by its cost floating off (no move waits for it); the face then flies
    from the Sanctuary when the AI forges it."""
    app, session, scene, d = start(monkeypatch, tmp_path, ["ai:easy", "ai:easy"])
    d.wait(lambda: any(st.action[0] == "buy" for st in session.steps), 6000)
    i = next(i for i, st in enumerate(session.steps) if st.action[0] == "buy")
    # busy as the turn flow is told it, in the ticks after the buy's sequence has played (the
    # next AI move comes in the very tick the table settles: no frame ends at rest between)
    settled = []
    tick = scene.flow.tick

    def watch(dt, busy, speed=1.0):
        if len(session.steps) == i + 1 and not scene.sequence.running:
            settled.append(busy)
        return tick(dt, busy, speed)
    monkeypatch.setattr(scene.flow, "tick", watch)
    d.wait(lambda: len(session.steps) > i + 1, 2000)
    assert settled and not any(settled)
    assert session.steps[i + 1].action[0] == "place"
    app.shutdown()


def test_celestial_ship_buys_at_a_discount_and_forges_by_two_clicks(monkeypatch, tmp_path):
    """The ship screen: pools show their price less the discount, only affordable faces glow,
    a pool face then a die face buys and forges; 'Buy nothing' skips."""
    from tests.rules import test_dice_forge as R
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.frames(2)
    state = R.bless(R.set_res(R.table(2), 0, gold=2), 0, ("ship", "G1"))[0]   # 3 gold, 2 off
    session.history.append(state)
    scene.resync()
    d.frames(2)
    assert scene.asked() == "ship" and scene.find("df.pass") is not None
    assert params(scene, "df.poolbox.0")["cost"] == 0                        # 2 gold - 2
    buys = {a[1] for a in scene.legal() if a[0] == "buy"}
    for p, faces in enumerate(state.sanctuary):
        for k, f in enumerate(faces):
            assert clickable(scene, f"df.pool.{p}.{k}") == (f in buys)
    assert "MS2" not in buys                                             # 6 - 2 = 4 > 3 gold
    p, k = next((p, k) for p, faces in enumerate(state.sanctuary)
                for k, f in enumerate(faces) if f == "FS1")
    d.click(f"df.pool.{p}.{k}")
    d.click("df.face.0.1.0")
    assert [s.action for s in session.steps[-2:]] == [("buy", "FS1"), ("place", 1, 0)]
    assert session.state.dice[0][1][0] == "FS1" and session.state.res[0][0] == 3 - 1
    app.shutdown()


def test_a_humans_own_blessing_rolls_at_a_humans_pace(monkeypatch, tmp_path):
    """AI moves animate faster, but the AI's end of turn rolls the human's blessing: that one
    plays at the human's pace."""
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:easy"])
    d.wait(lambda: scene.my_turn() and not scene.busy(), 4000)
    d.click("df.end")
    seen: dict = {}

    def watch() -> bool:
        last = session.steps[-1]
        if last.seat == 1 and scene.busy():
            seen.setdefault(last.action[0], scene._anim_speedup)
        return last.seat == 1 and last.action == ("end_turn",)
    assert d.wait(watch, 4000)
    assert seen.get("end_turn") == 1.0
    assert all(v > 1.0 for k, v in seen.items() if k != "end_turn")
    app.shutdown()


def test_the_hammer_split_is_asked_once_and_kept_and_losses_say_lose(monkeypatch, tmp_path):
    """Issue 19: the Hammer's share offers "all to the Hammer / all to the reserve from now
    on"; chosen once, the next gold is shared without a dialog.  A Minotaur's pick says lose."""
    from engine.overlays import ChoiceDialog
    positions = {kind: st for n, st, kind in _asking_positions() if n == 2}
    app, session, scene, d = start(monkeypatch, tmp_path, ["human", "ai:random"])
    monkeypatch.setattr(scene, "_maybe_dialog", lambda: None)
    d.frames(2)
    session.history.append(positions["hammer"])
    scene.resync()
    scene.open_dialog("hammer")
    dlg = app.scenes.top
    assert isinstance(dlg, ChoiceDialog)
    labels = [c.label for c in dlg.model.choices]
    assert "All to the Hammer, from now on" in labels and "All to the reserve, from now on" in labels
    always = next(c for c in dlg.model.choices if c.value[0] == "always" and c.value[1] == "hammer")
    assert always.preview["icons"][0][0] == "hammer"
    dlg.finish(always.value)
    assert scene.hammer_mode[0] == "hammer" and session.steps[-1].action[0] == "hammer"
    session.history.append(positions["hammer"])      # the same question again: no dialog
    scene.resync()
    before = len(session.steps)
    scene.open_dialog("hammer")
    assert not isinstance(app.scenes.top, ChoiceDialog) and len(session.steps) == before + 1
    assert scene._all_losses([("choose", "-gold3"), ("choose", "-moon1")])
    assert not scene._all_losses([("choose", "gold3"), ("choose", "-moon1")])
    assert app.i18n.t("df.ask.pick_lose_from", name="Minotaur") == "Minotaur: choose what you lose"
    app.shutdown()


def test_another_seats_panel_shows_its_feats_large(monkeypatch, tmp_path):
    """Issue 19: at 800x450 an opponent's feat cards are read through their panel: a click
    opens them large, with their effects, named in the panel's tooltip."""
    import esper
    import random

    from engine.ecs.components import Hoverable
    from engine.overlays import PileBrowserScene
    from engine.rules.dice_forge import material as M
    from tests.uitest import start_table
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random"], size=(800, 450))
    rng = random.Random(1)
    while not session.view(0).cards[1]:
        assert not session.is_over()
        seat = session.to_act()[0]
        legal = session.rules.legal_actions(session.state, seat)
        feats = [a for a in legal if a[0] == "feat"]
        session.submit(seat, rng.choice(feats if feats and seat == 1 else legal))
    scene.resync()
    d.frames(3)
    cid = session.view(0).cards[1][0]
    tip = esper.component_for_entity(scene.find("df.panel.1"), Hoverable).tooltip
    assert M.label(cid, "en") in tip
    d.click("df.panel.1")
    d.frames(2)
    top = app.scenes.top
    assert isinstance(top, PileBrowserScene) and top.kind == "df_card_large"
    assert top.cards[0]["title"].startswith(M.label(cid, "en")) and top.cards[0]["zoom"]["text"]
    owned = session.view(0).cards[1]
    assert top.title.endswith(f"({len(owned)})")           # every card, copies included
    for c in top.cards:                                   # a kind held twice says so
        assert c["count"] == 1 or c["title"].endswith(f"×{c['count']}")
    app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_a_feat_cards_title_stays_on_the_card(size, monkeypatch):
    """A title whose word is wider than the card at a readable size is cut with "…" on the
    card (the tooltip names it whole), never drawn past the card's edges ("Поромник" ran over
    its neighbours)."""
    import pygame
    from engine.assets import Assets
    from engine.ecs.components import Transform
    from engine.ecs.painters import PaintCtx
    from engine.render import Renderer, TextProbe
    from scenes.dice_forge.painters import paint_card
    pygame.init()
    monkeypatch.setattr(Renderer, "probe", TextProbe())
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    r.captured = []
    for title in ("Поромникпоромник", "Шолом-невидимка", "Blacksmith's Hammer"):
        r.captured.clear()
        t = Transform(500, 500, 70, 100)
        paint_card(r, t, {"title": title, "name_size": 14, "side": "moon"},
                   PaintCtx())
        (x0, y0), (x1, _) = r.to_screen((t.x - 35, t.y - 50)), r.to_screen((t.x + 35, 0))
        for text, px, (sx, sy, sw, sh), _ in r.captured:
            assert x0 <= sx and sx + sw <= x1 + 1, (title, text)
