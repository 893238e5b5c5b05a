"""It's a Wonderful World: a target that cannot be chosen says why (issue 19, item 2): a drafted
card, a card under construction, a zone, the empire card and a waiting cube each give the rules'
specific reason — pick from the hand you hold in the draft, place the waiting cubes first, a
decision asked first, no cube waiting, the slot's kind — in the tooltip and on a click, in
English and in Ukrainian; a cube dropped on a card with no slot of its kind says so."""
from __future__ import annotations

import pytest

from engine.i18n import I18n
from engine.layout import load_layout
from engine.rules.wonderful_world import RULES
from engine.rules.wonderful_world.material import IDS, SLOTS, card_name
from engine.rules.wonderful_world.targets import why_not_target
from engine.rules.wonderful_world.state import evolve
from engine.table_input import TableInput
from engine.worlds import in_world
from scenes.parts.why import REFUSED
from scenes.wonderful_world import names as N
from scenes.wonderful_world.table import describe
from tests.uitest import params, spec_named, start_table, two_seat_input

LAYOUT = load_layout("wonderful_world")


def play_until(pred, seed: int = 5, players: int = 2):
    """A game played by each seat's first legal action until ``pred(state)`` holds."""
    s = RULES.new_game(players, seed)
    for _ in range(2000):
        if pred(s):
            return s
        seat = RULES.to_act(s)[0]
        s = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    raise AssertionError("no such state")


def drafting(s) -> bool:
    return s.phase == "draft" and len(s.seats[0].drafted) >= 2 and 0 in RULES.to_act(s)


def producing(s) -> bool:
    return s.phase == "production" and 0 in RULES.to_act(s) and len(s.seats[0].cons) >= 3 \
        and any(s.seats[0].avail)


def with_seat(s, **changes):
    return evolve(s, seats=(s.seats[0]._replace(**changes),) + s.seats[1:])


def inp_for(s, viewer: int = 0, lang: str = "en") -> TableInput:
    return two_seat_input(RULES, LAYOUT, s, viewer, lang)


spec = spec_named


# ---- the rules' reasons ---------------------------------------------------------------------

def test_in_the_draft_a_drafted_card_asks_for_a_card_of_the_hand_you_hold():
    s = play_until(drafting)
    card = IDS[s.seats[0].drafted[0]]
    assert why_not_target(s, 0, ("slate", card)) == "drafted cards are planned after the draft"
    assert why_not_target(s, 0, ("zone", "recycle")) == \
        "cards are built or recycled only in planning, after the draft"
    assert why_not_target(s, 0, ("pick", IDS[s.seats[0].hand[0]])) is None


def test_a_card_not_in_the_hand_you_hold_cannot_be_picked():
    s = play_until(drafting)
    card = IDS[s.seats[0].drafted[0]]
    if s.seats[0].drafted[0] in s.seats[0].hand:
        pytest.skip("a second copy is in the hand")
    with pytest.raises(ValueError, match="is not in the hand you hold"):
        RULES.step(s, 0, ("pick", card))


def test_a_cube_goes_only_on_a_slot_of_its_kind():
    s = play_until(producing)
    me = s.seats[0]
    kind = next(k for k, n in enumerate(me.avail) if n)
    res = ("materials", "energy", "science", "gold", "exploration")[kind]
    i = next((i for i, (d, _) in enumerate(me.cons) if kind not in SLOTS[d]), None)
    assert i is not None, "every card takes the waiting cube"
    d = me.cons[i][0]
    why = why_not_target(s, 0, ("place", i, res, IDS[d]))
    assert why.startswith(f"{IDS[d]} needs no {res}: its empty slots take ")
    with pytest.raises(ValueError) as exc:
        RULES.step(s, 0, ("place", i, res, IDS[d]))
    assert str(exc.value) == why                # the rules raise the same specific message
    other = next(r for r in ("materials", "energy", "science", "gold", "exploration")
                 if r != res)
    assert why_not_target(s, 0, ("place", i, other, IDS[d])).startswith(
        f"you have no {other} cube waiting to be placed; you have {res}")


def test_krystallium_and_a_planned_card_say_why():
    s = play_until(producing)
    me = s.seats[0]
    d = me.cons[0][0]
    s = with_seat(s, krys=0)
    assert why_not_target(s, 0, ("krys", 0, "materials", IDS[d])) == \
        "you have no krystallium in stock"
    s = with_seat(s, krys=1)
    assert why_not_target(s, 0, ("krys", 0, "general", IDS[d])) == \
        "a krystallium never goes on a general or financier slot"
    assert why_not_target(s, 0, ("slate", IDS[d])) == \
        "cards are built or recycled only in planning"


def test_a_decision_asked_first_is_named():
    s = with_seat(play_until(producing), choose=True)
    d = s.seats[0].cons[0][0]
    assert why_not_target(s, 0, ("cons", 0, IDS[d])) == \
        "first choose your supremacy token: a general or a financier"


def test_the_empire_card_says_no_cube_is_waiting():
    s = play_until(producing)
    s = with_seat(s, avail=(0, 0, 0, 0, 0), made=0)
    from engine.rules.wonderful_world.material import RESOURCES
    assert why_not_target(s, 0, ("empire",)) == (f"you produce no {RESOURCES[s.step]} in this "
                                                 f"production step: no cube is waiting to be placed")


def test_the_rules_hook_is_found_by_the_table():
    from engine.rules.table_hooks import optional
    assert optional(RULES, "why_not") is why_not_target


# ---- the table: tooltip and click -------------------------------------------------------------

def check(specs, name: str, lang: str) -> str:
    x = spec(specs, name)
    why = x.params.get(REFUSED)
    assert why, f"{name}: no reason"
    assert I18n(lang).t("why.tip", why=why) in x.tooltip, f"{name}: the tooltip lacks it"
    return why


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_draft_table_says_why_for_drafted_cards_zones_and_the_empire(lang):
    s = play_until(drafting)
    specs = describe(inp_for(s, 0, lang))
    got = {n: check(specs, n, lang) for n in (N.drafted(0), N.zone("slate"), N.EMPIRE)}
    want = {
        "en": ["drafted cards are planned after the draft",
               "cards are built or recycled only in planning, after the draft",
               "cubes are placed after the draft"],
        "uk": ["вибрані карти плануються після драфту",
               "карти будують або переробляють лише під час планування, після драфту",
               "кубики розміщують після драфту"]}[lang]
    assert list(got.values()) == want


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_planning_with_a_cube_waiting_says_place_it_first(lang):
    s = play_until(lambda s: s.phase == "planning" and 0 in RULES.to_act(s)
                   and len(s.seats[0].drafted) >= 2)
    s = with_seat(s, avail=(0, 1, 0, 0, 0))
    specs = describe(inp_for(s, 0, lang))
    why = check(specs, N.drafted(0), lang)
    assert why == {"en": "first place the cubes waiting to be placed (energy): on an empty cost "
                         "slot of their kind or on the empire card",
                   "uk": "спершу розмістіть кубики, що чекають (енергія): на порожнє місце "
                         "вартості того самого типу або на карту Імперії"}[lang]


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_card_under_construction_and_a_cube_name_the_decision_asked_first(lang):
    s = with_seat(play_until(producing), choose=True)
    specs = describe(inp_for(s, 0, lang))
    kind = next(k for k, n in enumerate(s.seats[0].avail) if n)
    res = ("materials", "energy", "science", "gold", "exploration")[kind]
    want = {"en": "first choose your supremacy token: a general or a financier",
            "uk": "спершу виберіть жетон переваги: генерала чи фінансиста"}[lang]
    assert check(specs, N.cons(0), lang) == want
    assert check(specs, N.cube(res), lang) == want


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_empire_in_production_says_no_cube_is_waiting(lang):
    s = with_seat(play_until(producing), avail=(0, 0, 0, 0, 0), made=0)
    from engine.rules.wonderful_world.text import kind_name
    from engine.rules.wonderful_world.material import RESOURCES
    res = RESOURCES[s.step]
    why = check(describe(inp_for(s, 0, lang)), N.EMPIRE, lang)
    assert why == {"en": f"you produce no {res} in this production step: no cube is waiting "
                         f"to be placed",
                   "uk": f"ви не виробляєте ресурс «{kind_name(res, 'uk')}» на цьому етапі: "
                         f"жоден кубик не чекає розміщення"}[lang]


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_wrong_kind_names_the_card_in_the_tables_language(lang):
    from engine.i18n import table_refusal
    s = play_until(producing)
    me = s.seats[0]
    kind = next(k for k, n in enumerate(me.avail) if n)
    res = ("materials", "energy", "science", "gold", "exploration")[kind]
    i = next(i for i, (d, _) in enumerate(me.cons) if kind not in SLOTS[d])
    d = me.cons[i][0]
    text = why_not_target(s, 0, ("place", i, res, IDS[d]))
    said = table_refusal(I18n(lang), RULES, text)
    if lang == "uk":
        assert said.startswith(f"«{card_name(d, 'uk')}» не потребує ресурсу «")
    else:
        assert said.startswith(f"{card_name(d, 'en')} needs no {res}: its empty slots take ")


def test_in_another_seats_draft_turn_a_card_says_whose_turn_it_is():
    s = play_until(drafting)
    s2 = RULES.apply(s, 0, RULES.legal_actions(s, 0)[0])          # seat 0 has picked
    assert 0 not in RULES.to_act(s2)
    specs = describe(inp_for(s2, 0))
    assert check(specs, N.drafted(0), "en") == "it is not your turn: Taras is playing"


def test_a_click_on_a_drafted_card_in_the_draft_says_why(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:random"], seed=5)
    for _ in range(3000):
        d.frames(1, look=False)
        st = session.state
        if st.phase == "draft" and st.seats[0].drafted and 0 in session.to_act() \
                and scene.my_turn() and not scene.busy() and app.scenes.top is scene:
            break
        if scene.my_turn() and not scene.busy() and app.scenes.top is scene \
                and st.phase == "draft" and not st.seats[0].drafted:
            d.click(N.hand(0))
    d.look()
    assert session.state.seats[0].drafted, "no drafted card"
    with in_world(scene.world):
        why = params(scene, N.drafted(0)).get(REFUSED)
    assert why == "drafted cards are planned after the draft"
    app.toast = None
    d.click(N.drafted(0))
    assert app.toast is not None and app.toast[0] == app.i18n.t("error.illegal", why=why)
    assert session.state.phase == "draft" and session.state.seats[0].pick == -1


def test_every_reason_in_random_games_has_its_message_in_both_languages():
    """Each reason the hook gives for any target in random 2- and 3-player games is one of the
    refusal templates (so the table says it in Ukrainian too)."""
    import random
    from engine.i18n import refusal_key
    seen = set()
    for players, seed in ((2, 1), (3, 2), (1, 4)):
        s = RULES.new_game(players, seed)
        rng = random.Random(seed)
        while not RULES.is_over(s):
            for seat in range(players):
                me = s.seats[seat]
                targets = [("pick", IDS[d]) for d in me.hand[:2]]
                targets += [("slate", IDS[d]) for d in me.drafted[:2]]
                targets += [("zone", "slate"), ("empire",), ("cube", "energy")]
                for i, (d, _) in enumerate(me.cons[:3]):
                    targets.append(("cons", i, IDS[d]))
                    targets += [(v, i, k, IDS[d]) for v in ("place", "krys", "leader")
                                for k in ("materials", "gold", "general")]
                for t in targets:
                    why = why_not_target(s, seat, t)
                    if why is not None:
                        seen.add(why)
                        assert refusal_key(why) is not None, why
            seat = RULES.to_act(s)[0]
            s = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
    assert len(seen) > 15


def test_a_cube_dropped_on_a_card_that_needs_none_of_its_kind_says_why(monkeypatch, tmp_path):
    """Dragging a waiting cube onto a card under construction with no empty slot of its kind
    snaps it back and says why, in the table's language."""
    app, session, scene, d, me, kind, res = _placing_table(monkeypatch, tmp_path,
                                                           size=(1280, 720))
    i = next(i for i, (c, _) in enumerate(me.cons) if kind not in SLOTS[c])
    before = len(session.record.actions)
    app.toast = None
    d.drag(N.cube(res), N.cons(i))
    d.frames(2)
    assert len(session.record.actions) == before, "the cube was placed"
    assert app.toast is not None
    name = card_name(me.cons[i][0], "uk")
    assert f"«{name}» не потребує ресурсу" in app.toast[0], app.toast[0]


def _placing_table(monkeypatch, tmp_path, lang: str = "uk", size=(800, 450)):
    """A 2-seat table (Олена human, Тарас AI) in production with a cube waiting for Олена."""
    from engine.games import load_scene
    from engine.session import GameSession, Seat
    from tests.uitest import driver, make_app
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    session = GameSession.new("wonderful_world", [Seat("human", "normal", "Олена", 0),
                                                  Seat("ai", "normal", "Тарас", 1)], 5)
    while not producing(session.state):
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[0])
    scene = load_scene("wonderful_world")(app, session)
    app.scenes.push(scene)
    d = driver(app)
    d.wait(lambda: not scene.busy() and scene.my_turn(), 600)
    me = session.state.seats[0]
    kind = next(k for k, n in enumerate(me.avail) if n)
    res = ("materials", "energy", "science", "gold", "exploration")[kind]
    return app, session, scene, d, me, kind, res


def test_a_cube_clicked_then_a_card_that_needs_none_of_its_kind_says_why(monkeypatch, tmp_path):
    """Play-test 13: clicking the waiting cube, then a card without a slot of its kind, did
    nothing; the click says what the drop says, and the cube stays picked for the next click."""
    app, session, scene, d, me, kind, res = _placing_table(monkeypatch, tmp_path)
    i = next(i for i, (c, _) in enumerate(me.cons) if kind not in SLOTS[c])
    before = len(session.record.actions)
    d.click(N.cube(res))
    assert scene.sel.cube == res
    with in_world(scene.world):
        assert params(scene, N.cube(res)).get("selected")
    app.toast = None
    d.click(N.cons(i))
    assert len(session.record.actions) == before, "the cube was placed"
    assert app.toast is not None
    name = card_name(me.cons[i][0], "uk")
    assert f"«{name}» не потребує ресурсу" in app.toast[0], app.toast[0]
    assert scene.sel.cube == res
    app.shutdown()


def test_a_cube_clicked_then_the_empire_card_goes_there(monkeypatch, tmp_path):
    app, session, scene, d, me, kind, res = _placing_table(monkeypatch, tmp_path)
    before = len(session.record.actions)
    d.click(N.cube(res))
    d.click(N.EMPIRE)
    assert session.record.actions[before:] and \
        tuple(session.record.actions[before][1]) == ("empire", res)
    app.shutdown()


def test_no_tooltip_is_drawn_over_or_under_a_live_toast(monkeypatch, tmp_path):
    """Play-test 13: after a refused drop the card's tooltip opened under the toast."""
    app, session, scene, d, me, kind, res = _placing_table(monkeypatch, tmp_path)
    i = next(i for i, (c, _) in enumerate(me.cons) if kind not in SLOTS[c])
    d.drag(N.cube(res), N.cons(i))
    assert app.toast is not None
    box = app.toast_rect()
    drawn = []
    draw = scene.render.draw_tooltip

    def spy(text, tf, avoid=()):
        drawn.append((text, scene.render.tooltip_rect(text, tf, avoid)))
        draw(text, tf, avoid)
    scene.render.draw_tooltip = spy
    d.lazy = False                  # the tooltips of every frame are looked at
    d.move_to((0, 0), 2)
    d.hover(N.cons(i), 90)          # the mouse comes back while the toast still shows
    assert app.toast is not None and drawn, "no tooltip shown at all"
    for text, (x, y, w, h) in drawn:
        assert not (x < box[0] + box[2] and box[0] < x + w and y < box[1] + box[3]
                    and box[1] < y + h), f"the tooltip {text[:30]!r} overlaps the toast"
    app.shutdown()
