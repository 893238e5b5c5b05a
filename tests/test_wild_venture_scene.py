"""The A Wild Venture table: layout and board maps, legal targets only (hand cards, starters,
spaces to travel to), secrets stay secret (the other hand, face-down tucked cards), pop-ups for
choices, languages and a small window."""
from __future__ import annotations

import json

import esper


from engine.i18n import message_keys
from engine.layout import load_layout
from engine.paths import ASSETS
from engine.rules.wild_venture import board
from engine.overlays import ChoiceDialog
from scenes.wild_venture.table import describe
from tests.uitest import clickable, make_app, params, start_table, look_shot

ANCHORS = ("board", "log", "deck", "discard", "action.0", "action.1", "opp", "row.building",
           "row.inhabitant", "row.belonging", "me", "hand")


def start(monkeypatch, tmp_path, kinds=("human", "ai:easy"), seed=3, size=(1280, 720),
          lang="en"):
    return start_table(monkeypatch, tmp_path, "wild_venture", kinds, seed=seed, size=size,
                       lang=lang, speed=30.0, level="normal")


def to_main(app, d, scene, session, limit=200):
    """Let the AI play and answer the human's pop-ups with their first option until the human
    is asked for a main action."""
    for _ in range(limit):
        d.wait(lambda: isinstance(app.scenes.top, ChoiceDialog)
               or (scene.my_turn() and not scene.busy()), 40000)
        if isinstance(app.scenes.top, ChoiceDialog):
            d.click("dialog.choice.0")
            d.frames(2)
            continue
        v = scene.view_state
        if v.phase == "turn" and not v.stack and v.main_left > 0:
            return
        legal = scene.legal()
        scene.act(("end",) if ("end",) in legal else legal[0])
    raise AssertionError("never reached a main action")


def test_layout_and_board_maps_have_every_place():
    L = load_layout("wild_venture")
    for name in ANCHORS:
        assert name in L.anchors, name
    for side in ("spring", "autumn"):
        m = load_layout(f"wild_venture_{side}")
        b = board(side)
        for node, info in b.nodes.items():
            a = m[f"node.{node}"]
            assert (a.cx, a.cy) == (info["x"], info["y"]), node


def test_i18n_tables_match():
    en = json.loads((ASSETS / "i18n" / "wild_venture.en.json").read_text(encoding="utf-8"))
    uk = json.loads((ASSETS / "i18n" / "wild_venture.uk.json").read_text(encoding="utf-8"))
    assert message_keys(en, "en") == message_keys(uk, "uk")


def test_start_pick_is_a_pop_up_of_three_cards(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path)
    d.wait(lambda: isinstance(app.scenes.top, ChoiceDialog)
           or session.state.phase != "pick", 40000)
    assert isinstance(app.scenes.top, ChoiceDialog)
    names = [n for n in d.names() if n.startswith("dialog.choice.")]
    assert len(names) == len(session.state.start_pool) >= 2
    # each option's tooltip tells the whole card: a small window draws its face too small to read
    from engine.rules.wild_venture.material import card, card_text
    for c in app.scenes.top.model.choices:
        assert card_text(card(c.value[1]), "en") in c.tip()
    d.click("dialog.choice.0")
    d.frames(2)
    assert len(session.state.inhab[0]) == 1
    app.shutdown()


def test_legal_hand_cards_and_starters_glow_and_spaces_light_for_travel(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path)
    to_main(app, d, scene, session)
    v = scene.view_state
    legal = scene.legal()
    for cid in v.hands[0]:
        playable = ("play", cid) in legal
        assert clickable(scene, f"wv.hand.{cid}") == playable or not playable
        assert bool(params(scene, f"wv.hand.{cid}").get("glow")) == playable
        assert bool(params(scene, f"wv.hand.{cid}").get("dim")) == (not playable)
    assert ("activate", "nest") in legal
    assert clickable(scene, "wv.starter.nest")
    d.click("wv.starter.nest")
    d.wait(lambda: not scene.busy(), 400)
    legal = scene.legal()
    moves = {a[1] for a in legal if a[0] == "move"}
    assert moves
    for node in board(v.board).nodes:
        assert clickable(scene, f"wv.space.{node}") == (node in moves), node
        assert bool(params(scene, f"wv.space.{node}")["active"]) == (node in moves)
    dest = sorted(moves)[0]
    d.click(f"wv.space.{dest}")
    d.wait(lambda: not scene.busy(), 600)
    assert session.state.pos[0] == dest
    app.shutdown()


def test_nothing_hidden_is_drawn_for_the_other_seat(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path)
    to_main(app, d, scene, session)
    real = session.state
    specs = describe(scene.table_input())
    keys = {sp.key for sp in specs}
    text = json.dumps([sp.params for sp in specs], default=str)
    for cid in real.hands[1]:
        assert f"wv.c.{cid}" not in keys, cid
    for cid, pub in real.tucked[1]:
        if not pub:
            assert f"wv.c.{cid}" not in keys
    for cid in real.deck:
        assert f"wv.c.{cid}" not in keys
        assert f'"id": "{cid}"' not in text
    ohand = [sp for sp in specs if sp.key == "wv.ohand.1"][0]
    assert ohand.params["count"] == len(real.hands[1])
    app.shutdown()


def test_pass_and_play_draws_only_the_viewers_hand(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, kinds=("human", "human"))
    d.frames(3)
    v = scene.view_state
    other = 1 - scene.viewer
    keys = {sp.key for sp in describe(scene.table_input())}
    for cid in session.state.hands[other]:
        assert f"wv.c.{cid}" not in keys
    assert all(c == "?" for c in v.hands[other])
    app.shutdown()


def test_ukrainian_and_small_window(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path, size=(800, 450), lang="uk")
    to_main(app, d, scene, session)
    specs = describe(scene.table_input())
    for sp in specs:
        for k in ("text", "title", "label", "sub"):
            val = sp.params.get(k)
            assert not (isinstance(val, str) and val.startswith("wv.")), (sp.key, val)
        assert not (sp.tooltip or "").startswith("wv."), sp.key
    assert "основні дії" in scene.prompt()         # "Ще 2 основні дії — …"
    look_shot(app, "wv_uk_small.png")
    app.shutdown()


def test_long_hover_or_right_click_shows_the_card_large(monkeypatch, tmp_path):
    app, session, scene, d = start(monkeypatch, tmp_path)
    to_main(app, d, scene, session)
    cid = scene.view_state.hands[0][-1]
    name = f"wv.hand.{cid}"
    d.hover(name, 90)
    ent = scene.find(name)
    assert scene.zoom.target(scene.input.hovered) == ent
    d.move_to((5, 5), 2)
    assert scene.zoom.target(scene.input.hovered) is None
    d.click(name, button=3)
    assert scene.zoom.pinned == ent
    app.shutdown()


def test_every_pop_up_offers_every_legal_option(monkeypatch, tmp_path):
    """Random games through the rules: whenever a seat is asked something the scene answers with
    a pop-up, the pop-up (all its pages) offers exactly the legal actions."""
    import random

    from engine.rules.wild_venture import RULES
    from engine.rules.wild_venture.scene_queries import decision, top_op
    from scenes.wild_venture import dialogs

    app = make_app(monkeypatch, tmp_path)

    class Fake:
        def __init__(self, view, seat):
            self.app, self.view_state, self.viewer = app, view, seat

        def t(self, key, **fmt):
            return app.i18n.t(key, **fmt)

    seen = set()
    wanted = {"pick", "chest", "starter_reward", "look_do", "invest", "order", "ruby_take",
              "replay", "end_tuck"}
    for seed in range(1, 60):
        if wanted <= seen:
            break
        rng = random.Random(seed)
        # ruby chests are on the autumn side only (spring is the first-game side)
        state = RULES.new_game(2, seed, {"board": "autumn" if seed % 2 == 0 else "spring"})
        for _ in range(600):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            view = RULES.view(state, seat)
            if decision(view, seat) in ("dialog", "pick"):
                fake = Fake(view, seat)
                offered, page = [], 0
                while True:
                    title, choices, _ = dialogs.build(fake, legal, page)
                    assert title and not title.startswith("wv.")
                    more = [c for c in choices if isinstance(c.value, tuple)
                            and c.value[0] == "_page"]
                    offered += [c.value for c in choices if c not in more]
                    if not more or more[0].value[1] * dialogs.PER_PAGE >= len(legal):
                        break
                    page = more[0].value[1]
                assert sorted(offered) == sorted(legal), (top_op(view), legal)
                seen.add(top_op(view) or "pick")
            state, _ = RULES.step(state, seat, rng.choice(legal))
    assert wanted <= seen, seen
    app.shutdown()


def _check_hints(scene, kinds_seen):
    legal = scene.legal()
    assert legal
    for a in legal:
        names = scene.hint_targets(a)
        assert names, a
        for n in names:
            assert scene.find(n) is not None, (a, n)
        kinds_seen.add(a[0])


def test_hint_targets_name_things_on_the_table_for_every_legal_action(monkeypatch, tmp_path):
    """Contract item 1: every legal action of real human positions (the start pick, main actions,
    travel, pop-up decisions) names at least one entity found on the table."""
    app, session, scene, d = start(monkeypatch, tmp_path, seed=5)
    seen: set = set()
    d.wait(lambda: isinstance(app.scenes.top, ChoiceDialog) or session.state.phase != "pick", 40000)
    if isinstance(app.scenes.top, ChoiceDialog) and session.state.phase == "pick":
        _check_hints(scene, seen)
    to_main(app, d, scene, session)
    _check_hints(scene, seen)
    assert scene.hint_targets(("activate", "nest")) == ["wv.starter.nest"]
    d.click("wv.starter.nest")
    d.wait(lambda: not scene.busy(), 400)
    _check_hints(scene, seen)           # travel: the spaces
    assert {"play", "activate", "move"} <= seen, seen
    # further positions: play on with the first legal action, checking each human decision
    for _ in range(60):
        if session.is_over():
            break
        d.wait(lambda: isinstance(app.scenes.top, ChoiceDialog)
               or (scene.my_turn() and not scene.busy()) or session.is_over(), 40000)
        if session.is_over():
            break
        if isinstance(app.scenes.top, ChoiceDialog):
            app.scenes.pop()
            d.frames(1)
        if scene.my_turn() and not scene.busy():
            _check_hints(scene, seen)
            legal = scene.legal()
            moves = [a for a in legal if a[0] not in ("end",)]
            scene.act(("end",) if ("end",) in legal else moves[-1])
            d.frames(2)
    assert "end" in seen and len(seen) >= 5, seen
    assert scene.hint_targets(("nonsense",)) == [] and scene.hint_targets(()) == []
    app.shutdown()


def test_board_pieces_fade_with_their_alpha():
    """paint_space (and the traveller, the token coin) honour the entity's alpha: invisible at 0,
    blended half-way at 128, opaque at 255."""
    import pygame

    from engine.assets import Assets
    from engine.ecs.components import Transform
    from engine.ecs.painters import PaintCtx
    from engine.render import Renderer
    from scenes.wild_venture.painters import PAINTERS

    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((1920, 1080)))
    cases = [("wv_space", {"reward": ("chest", "ruby"), "label": "R", "token": "plus5",
                           "token_label": "+5", "active": True}),
             ("wv_traveller", {"color": (200, 60, 60), "letter": "C"}),
             ("wv_coin", {"icon": "sun", "glow": True})]
    for kind, case in cases:
        seen = {}
        for alpha in (0, 128, 255):
            r.surface.fill((0, 0, 0))
            PAINTERS[kind](r, Transform(500, 500, 60, 60, alpha=alpha), dict(case), PaintCtx())
            seen[alpha] = sum(sum(r.surface.get_at((x, y))[:3])
                              for x in range(470, 531, 3) for y in range(470, 531, 3))
        assert seen[0] == 0, kind
        assert 0 < seen[128] < seen[255], (kind, seen)


def test_look_pop_up_title_says_how_many_cards_and_what_comes_next(monkeypatch, tmp_path):
    from scenes.wild_venture.dialogs import look_title
    app = make_app(monkeypatch, tmp_path)

    class Fake:
        def t(self, key, **fmt):
            return app.i18n.t(key, **fmt)

    stack = (("look_return", 0, "old_raven"), ("look_do", 0, "old_raven", "discard", 2),
             ("look_do", 0, "old_raven", "draw", 2), ("look_do", 0, "old_raven", "tuck", 1))
    assert look_title(Fake(), stack) == "Look: tuck a card (1 to choose), then draw 2, discard 2"
    assert look_title(Fake(), stack[:2]) == "Look: discard a card (2 to choose)"
    assert look_title(Fake(), stack[:1]) == "Look: put a card back on the deck"
    app.shutdown()


def test_a_crowded_hand_stays_inside_its_area_with_every_card_strip_visible():
    """The stormier variant deals 8 cards; hands of 14 happen.  Cards shrink from 7 on, overlap
    evenly and never leave the hand area, and each shows a strip wide enough for its cost and
    the start of its name (a hovered card comes forward whole)."""
    from scenes.wild_venture.table import CROWDED, HAND_W, hand_card_size, hand_slots

    class Fake:
        layout = load_layout("wild_venture")

    a = Fake.layout["hand"]
    for n in range(1, 15):
        w, h = hand_card_size(n)
        assert (w < HAND_W) == (n >= CROWDED)
        xs = [x for x, _ in hand_slots(Fake.layout, n)]
        assert xs[0] - w / 2 >= a.x and xs[-1] + w / 2 <= a.x + a.w, n
        for _, y in hand_slots(Fake.layout, n):
            assert y - h / 2 >= a.y and y + h / 2 <= a.y + a.h, n
        if n > 1:
            step = xs[1] - xs[0]
            assert step >= 40, (n, step)


def test_autumn_tolls_show_in_the_space_tooltip_and_badges_cover_no_space(monkeypatch, tmp_path):
    from engine.rules.wild_venture.scene_queries import edges
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ("human", "ai:easy"), seed=3, lang="en", speed=30.0,
                                         options={"board": "autumn"})
    d.frames(3)
    specs = describe(scene.table_input())
    by_name = {sp.key: sp for sp in specs}
    spaces = [sp for sp in specs if sp.kind == "wv_space"]
    badges = [sp for sp in specs if sp.kind == "wv_cost"]
    tolls = [(frm, to, cost) for frm, to, cost in edges("autumn") if cost]
    assert tolls and len(badges) == len(tolls)
    for b in badges:
        for sp in spaces:
            overlap = (abs(b.x - sp.x) < (b.w + sp.w) / 2 and abs(b.y - sp.y) < (b.h + sp.h) / 2)
            assert not overlap, f"{b.key} at {(b.x, b.y)} covers {sp.key} at {(sp.x, sp.y)}"
    from scenes.wild_venture import names as N
    for frm, to, cost in tolls:
        tip = by_name[N.space(to)].tooltip
        assert "Path cost" in tip and str(cost[1]) in tip, (to, tip)
    app.shutdown()


def test_rows_are_laid_out_as_the_rulebook_lays_them(monkeypatch, tmp_path):
    """Belongings on top, inhabitants in the middle, and at the bottom the starters with the
    buildings beside them ("карти будівель розміщують в нижньому ряду поруч зі стартовими")."""
    from engine.ecs.components import Transform
    app, session, scene, d = start(monkeypatch, tmp_path)
    L = scene.layout
    assert L["row.belonging"].y < L["row.inhabitant"].y < L["row.building"].y
    d.frames(2)
    for kind in ("nest", "pad", "burrow"):
        ent = scene.find(f"wv.starter.{kind}")
        y = esper.component_for_entity(ent, Transform).y
        row = L["row.building"]
        assert row.y <= y <= row.y + row.h, kind
    app.shutdown()


def test_a_rows_count_counts_the_cards_it_shows_and_a_covering_token_says_it_replaces(
        monkeypatch, tmp_path):
    """The building row shows the three starters (no building played yet): its count says 3,
    not "0 in play" beside three cards.  A Nest token lies on a draw 1 space: the tooltip
    says its reward comes instead of the draw (the log says the same when it is taken)."""
    from scenes.wild_venture import names as N
    app, session, scene, d = start(monkeypatch, tmp_path)
    d.frames(3)
    specs = describe(scene.table_input())
    by_key = {sp.key: sp for sp in specs}
    me = scene.table_input().viewer
    shown = [sp for sp in specs if sp.key in {N.starter_key(me, k) for k in ("nest", "pad", "burrow")}]
    built = len(scene.view_state.build[me])
    assert len(shown) == 3
    assert by_key["wv.row.building"].params["sub"] == f"{3 + built} in play"
    assert by_key["wv.row.inhabitant"].params["sub"] == f"{len(scene.view_state.inhab[me])} in play"
    nest_spaces = [n for n, tok in scene.view_state.board_tokens if tok == "nest"]
    assert nest_spaces
    for node in nest_spaces:
        assert board("spring").nodes[node]["reward"] == ("draw", 1)
        assert "instead of drawing" in by_key[N.space(node)].tooltip
        assert by_key[N.space(node)].params["token"] == "nest"
    app.shutdown()


def test_a_travellers_letter_is_explained_in_its_tooltip(monkeypatch, tmp_path):
    """Play-test 13: the travellers marked "C" and "R" with no explanation; the tooltip names
    whose traveller it is, the species its letter stands for, and its space's reward now (a
    set-up token it took is gone: what it got is the log's)."""
    from dataclasses import replace
    from scenes.wild_venture import names as N
    app, session, scene, d = start(monkeypatch, tmp_path)
    d.frames(3)
    inp = scene.table_input()
    inp = replace(inp, view=replace(inp.view, species=("crow", "rabbit")))
    by_key = {sp.key: sp for sp in describe(inp)}
    for seat, (species, letter) in enumerate((("crow", "C"), ("rabbit", "R"))):
        sp = by_key[N.traveller(seat)]
        assert sp.params["letter"] == letter
        assert inp.seat_name(seat) in sp.tooltip
        assert f"the {species}, marked “{letter}”" in sp.tooltip, sp.tooltip
        assert "Its space now" in sp.tooltip
    app.shutdown()


def test_a_hand_cards_tooltip_keeps_off_the_row_cards_a_click_uses_now(monkeypatch, tmp_path):
    """Play-test 13 (117): Mayor's tooltip covered the viewer's glowing Buildings; play-test
    14: kept off their whole rows, hand tooltips went over the playable neighbours instead.
    Kept off the glowing cards, not the rest of their rows."""
    from dataclasses import replace
    from scenes.wild_venture import table as T
    app, session, scene, d = start(monkeypatch, tmp_path)
    d.frames(3)
    inp = scene.table_input()
    me = inp.viewer
    inp = replace(inp, focus=me, legal=(("activate", "nest"),),
                  view=replace(inp.view, hands=tuple(("runner",) if s == me else h
                                                      for s, h in enumerate(inp.view.hands))))
    a = inp.layout["row.building"]
    specs = T.describe(inp)
    nest = next(sp for sp in specs if sp.name == "wv.starter.nest")
    hand = [sp for sp in specs if (sp.name or "").startswith("wv.hand.")]
    assert hand and all(len(sp.tip_avoid) == 1 for sp in hand)
    for sp in hand:
        x, y, w, h = sp.tip_avoid[0]
        assert x <= nest.x - nest.w / 2 and x + w >= nest.x + nest.w / 2      # the glowing
        assert y <= nest.y - nest.h / 2 and y + h >= nest.y + nest.h / 2      # card, whole
        assert w < a.w / 3                                # not the rest of its row
    inp = replace(inp, legal=())
    hand = [sp for sp in T.describe(inp) if (sp.name or "").startswith("wv.hand.")]
    assert hand and all(sp.tip_avoid == () for sp in hand)
    app.shutdown()
