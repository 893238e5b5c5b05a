"""Dice Forge: a target that cannot be chosen says why (issue 19, item 2; play-test 10: a
Sanctuary face or a feat card you cannot take gave no reason).  For each kind of refused
target — a Sanctuary face (its cost, bought already in this action, no action left, another
seat's turn), a feat card (its cost, an empty stack), a Boar face of your dice when forging, an
owned reinforcement, the second-action button, an island, the Hammer — the table's tooltip and
the click's toast carry the rules' specific reason, in English and in Ukrainian."""
from __future__ import annotations

from dataclasses import replace

import esper

import pytest

from engine.i18n import I18n
from engine.layout import load_layout
from engine.rules.dice_forge import RULES
from engine.rules.dice_forge import material as M
from engine.rules.dice_forge.targets import why_not_target
from engine.table_input import TableInput
from engine.worlds import in_world
from scenes.dice_forge.table import describe
from scenes.parts.why import REFUSED
from tests.uitest import params, spec_named, start_table, two_seat_input

LAYOUT = load_layout("dice_forge")


def main_turn(seed: int = 3):
    """A 2-player state at the start of seat 0's main phase: nothing asked, no action yet."""
    s = RULES.new_game(2, seed)
    while not (s.phase == "main" and not any(s.queues)):
        seat = RULES.to_act(s)[0]
        s = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    return s


def pool_face(s, pool: int) -> str:
    return s.sanctuary[pool][0]


def inp_for(s, viewer: int, lang: str = "en") -> TableInput:
    return two_seat_input(RULES, LAYOUT, s, viewer, lang)


spec = spec_named


# ---- the rules' reasons ---------------------------------------------------------------------

def test_a_face_too_dear_names_its_cost_and_your_gold():
    s = main_turn()
    s = replace(s, res=((1, 0, 0, 0),) + s.res[1:])
    fid = pool_face(s, 9)          # the 12-gold pool
    assert why_not_target(s, s.active, ("buy", fid)) == \
        f"“{M.face(fid).name_en}” costs 12 gold; you have 1"


def test_a_face_bought_in_this_action_says_so():
    s = main_turn()
    fid = pool_face(s, 0)
    s = replace(s, res=((12, 0, 0, 0),) + s.res[1:], acts=1, kind="forge", bought=(fid,))
    assert "already bought" in why_not_target(s, s.active, ("buy", fid))


def test_a_feat_too_dear_names_its_cost_in_shards():
    s = main_turn()
    s = replace(s, res=((0, 0, 1, 0),) + s.res[1:])
    cid = next(c for c in s.slot_cards if M.feat(c).cost == (0, 3))
    why = why_not_target(s, s.active, ("feat", cid))
    assert why == f"{M.feat(cid).name_en} costs 3 moon; you have 0 sun and 1 moon"


def test_an_empty_feat_stack_says_it_is_empty():
    s = main_turn()
    s = replace(s, stacks=(0,) + s.stacks[1:], res=((0, 6, 6, 0),) + s.res[1:])
    assert "stack is empty" in why_not_target(s, s.active, ("feat", s.slot_cards[0]))


def test_after_the_action_a_feat_asks_for_a_second_action_you_cannot_pay():
    s = main_turn()
    s = replace(s, res=((0, 1, 6, 0),) + s.res[1:], acts=1, kind="feat")
    why = why_not_target(s, s.active, ("feat", s.slot_cards[0]))
    assert why == "you have taken your action; a second one costs 2 sun and you have 1"


def test_a_boar_face_can_never_be_forged_over():
    s = main_turn()
    boar = M.BOAR_FACES[0]
    die = (boar,) + s.dice[0][0][1:]
    s = replace(s, dice=((die, s.dice[0][1]),) + s.dice[1:])
    assert why_not_target(s, 0, ("place", 0, 0)) == "a Boar face can never be forged over"
    assert why_not_target(s, 0, ("place", 0, 1)) is not None  # nothing bought: not asked


def test_a_legal_target_has_no_reason():
    s = main_turn()
    legal = RULES.legal_actions(s, s.active)
    buy = next(a for a in legal if a[0] == "buy")
    assert why_not_target(s, s.active, buy) is None
    assert why_not_target(s, s.active, ("end_turn",)) is None


def test_a_seat_not_to_act_is_told_it_is_not_its_turn():
    s = main_turn()
    other = 1 - s.active
    assert why_not_target(s, other, ("buy", pool_face(s, 0))) == "it is not your turn"


def test_the_rules_hook_is_found_by_the_table():
    from engine.rules.table_hooks import optional
    assert optional(RULES, "why_not") is why_not_target


# ---- the table: tooltip and click -------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_table_says_why_for_every_kind_of_refused_target(lang):
    s = main_turn()
    assert s.active == 0
    reinf = M.REINFORCEMENTS[0]
    s = replace(s, res=((1, 0, 1, 0),) + s.res[1:], cards=((reinf,),) + s.cards[1:],
                acts=1, kind="forge", bought=(pool_face(s, 0),))
    specs = describe(inp_for(s, 0, lang))
    t = I18n(lang)
    checks = {
        "pool face bought": spec(specs, "df.pool.0.0"),
        "pool face dear": spec(specs, "df.pool.9.0"),
        "feat card": spec(specs, f"df.feat.{s.slot_cards[0]}"),
        "second action": spec(specs, "df.second"),
        "reinforcement": spec(specs, f"df.own.{reinf}"),
    }
    for what, x in checks.items():
        why = x.params.get(REFUSED)
        assert why, f"{what}: no reason"
        assert why in x.tooltip, f"{what}: the tooltip lacks the reason"
        assert t.t("why.tip", why=why) in x.tooltip
    # the play-tester's "Клацніть її, потім грань кубика" on a face they could not afford
    for what in ("pool face bought", "pool face dear"):
        assert "Click it" not in checks[what].tooltip and "Клацніть" not in checks[what].tooltip
    got = {what: x.params[REFUSED] for what, x in checks.items()}
    name0 = M.label(pool_face(s, 0), lang)
    if lang == "en":
        assert got["pool face bought"] == f"you have already bought “{name0}” in this action"
        assert got["pool face dear"] == (f"“{M.label(pool_face(s, 9), 'en')}” costs 12 gold; "
                                          f"you have 1")
        assert got["feat card"].startswith("you are forging in this action")
        assert got["second action"] == "a second action costs 2 sun; you have 0"
        assert got["reinforcement"] == "reinforcements are used before your first action"
    else:
        assert got["pool face bought"] == f"ви вже купили «{name0}» у цій дії"
        assert got["pool face dear"] == (f"«{M.label(pool_face(s, 9), 'uk')}» коштує 12 золота, "
                                          "а у вас 1")
        assert got["feat card"].startswith("у цій дії ви куєте")
        assert got["second action"] == "друга дія коштує 2 уламки сонця, а у вас 0"
        assert got["reinforcement"] == "підсилення використовують до першої дії"


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_in_another_seats_turn_a_face_says_whose_turn_it_is(lang):
    s = main_turn()
    viewer = 1 - s.active
    specs = describe(inp_for(s, viewer, lang))
    face = spec(specs, "df.pool.0.0")
    want = {"en": "it is not your turn: Olena is playing",
            "uk": "зараз не ваш хід: ходить Olena"}[lang]
    assert face.params[REFUSED] == want
    assert want in face.tooltip


def test_islands_the_hammer_and_boar_faces_say_why():
    s = main_turn()
    boar = M.BOAR_FACES[0]
    die = (boar,) + s.dice[0][0][1:]
    s = replace(s, res=((0, 0, 0, 0),) + s.res[1:], dice=((die, s.dice[0][1]),) + s.dice[1:])
    fid = pool_face(s, 0)
    s = replace(s, queues=((("place", fid),),) + s.queues[1:])
    specs = describe(inp_for(s, 0))
    boar_face = spec(specs, "df.face.0.0.0")
    assert boar_face.params[REFUSED] == "a Boar face can never be forged over"
    ham = next(x for x in specs if x.kind == "df_hammer")
    assert "perform its feat" in ham.params[REFUSED] and ham.params[REFUSED] in ham.tooltip
    garden = next(x for x in specs if (x.name or "").startswith("df.garden."))
    assert "a heroic feat gives them" in garden.params[REFUSED]
    assert "Temple's bottom row" in garden.params[REFUSED]
    s2 = replace(main_turn(), res=((0, 0, 0, 0),) + s.res[1:])
    specs = describe(inp_for(s2, 0))
    island = spec(specs, "df.island.5")
    assert "costs" in island.params[REFUSED] and island.params[REFUSED] in island.tooltip


def test_a_click_on_a_face_you_cannot_buy_shows_the_reason(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random"], seed=3)
    for _ in range(600):
        d.frames(1, look=False)
        if scene.my_turn() and not scene.busy() and scene.asked() == "main" \
                and not scene.dialogs.open and app.scenes.top is scene:
            break
    d.look()
    assert scene.asked() == "main"
    with in_world(scene.world):
        dim = [n for n in d.names() if n.startswith("df.pool.")
               and params(scene, n).get(REFUSED)]
    assert dim, "every Sanctuary face could be bought: nothing to click"
    with in_world(scene.world):
        why = params(scene, dim[-1])[REFUSED]
    app.toast = None
    d.click(dim[-1])
    assert app.toast is not None and why in app.toast[0]
    assert app.toast[0] == app.i18n.t("error.illegal", why=why)


# ---- tooltips keep the Temple's title readable (play-test 10) ---------------------------------

def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
def test_a_sanctuary_face_tooltip_never_covers_the_temple_title(monkeypatch, tmp_path, size):
    """Every Sanctuary face's tooltip, placed as the table places it with the mouse on that
    face (its large face shown beside it), covers neither the Temple's title (nor the Islands'
    title or the round) nor the face nor the large face."""
    from engine.ecs.components import Hoverable, Transform, Visual
    from scenes.dice_forge import zoom
    from scenes.dice_forge.painters import board_title_rect
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random"], seed=3, size=size)
    for _ in range(600):
        d.frames(1, look=False)
        if scene.my_turn() and not scene.busy() and app.scenes.top is scene:
            break
    d.look()
    faces = [n for n in d.names() if n.startswith("df.pool.")]
    assert len(faces) >= 20
    r = app.renderer
    checked = 0
    for name in faces:
        d.hover(name, 1)
        with in_world(scene.world):
            temple = scene.find("df.temple")
            title = board_title_rect(r, esper.component_for_entity(temple, Transform),
                                     esper.component_for_entity(temple, Visual).params)
            isl = scene.find("df.islands")
            titles = [title, board_title_rect(r, esper.component_for_entity(isl, Transform),
                                              esper.component_for_entity(isl, Visual).params),
                      esper.component_for_entity(scene.find("df.round"), Transform).rect]
            ent = scene.find(name)
            tf = esper.component_for_entity(ent, Transform)
            hov = esper.component_for_entity(ent, Hoverable)
            assert scene.input.hovered == ent
            big = zoom.box(scene, r)
            tip = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
        assert title[2] > 0 and big is not None
        assert not any(overlaps(tip, t) for t in titles), (name, tip, titles)
        assert not overlaps(tip, tf.rect), (name, tip)
        assert not overlaps(tip, big), (name, tip, big)
        checked += 1
    assert checked == len(faces)


def test_feat_faces_are_named_as_the_player_sees_them():
    """Play-test: refusals spoke of "garden faces" / "грані саду", a word neither the table nor
    the Ukrainian rulebook uses: they name the Temple's bottom row (the rulebook's храм)."""
    s = main_turn()
    for lang, word, bad in (("en", "Temple", "garden"), ("uk", "храму", "сад")):
        specs = describe(inp_for(s, 0, lang))
        garden = next(x for x in specs if (x.name or "").startswith("df.garden."))
        box = next(x for x in specs if x.key.startswith("df.gardenbox."))
        for text in (garden.params[REFUSED], box.tooltip):
            assert word in text and bad not in text.lower(), (lang, text)


def test_the_forged_count_says_what_it_counts():
    """Play-test: "Forged 1" / "Вковано 1" sat under the Hammer for rounds without saying
    what it counted (the faces forged onto the seat's dice): the line names faces, in the
    right plural, and its tooltip explains it."""
    s = main_turn()
    for n, lang, want in ((1, "en", "1 face forged"), (3, "en", "3 faces forged"),
                          (1, "uk", "1 грань вковано"), (3, "uk", "3 грані вковано"),
                          (5, "uk", "5 граней вковано")):
        s2 = replace(s, removed=(("g1",) * n,) + s.removed[1:])
        line = next(x for x in describe(inp_for(s2, 0, lang)) if x.key == "df.tokens")
        assert want in line.params["text"], (lang, line.params["text"])
        assert ("faces forged" if lang == "en" else "«вковано»") in line.tooltip


def test_a_forged_face_shows_on_top_and_the_die_says_why():
    """Play-test: the big face beside the light die changed from the rolled "1 sun shard" to a
    "3 gold" forged over another face.  The rulebook puts a die back with its new face up
    (and a Mirror copies what shows), so the big face is the rules' showing face; its tooltip
    no longer claims it is always the last roll's."""
    s = main_turn()
    s = replace(s, res=((12,) + s.res[0][1:],) + s.res[1:])
    buy = next(a for a in RULES.legal_actions(s, 0) if a[0] == "buy")
    s = RULES.apply(s, 0, buy)
    up = s.up[0][0]
    place = next(a for a in RULES.legal_actions(s, 0)
                 if a[0] == "place" and a[1] == 0 and a[2] != up)
    s = RULES.apply(s, 0, place)
    for lang, word in (("en", "forged"), ("uk", "вкована")):
        die = next(x for x in describe(inp_for(s, 0, lang)) if x.kind == "die")
        assert die.params["face"] == s.up[0][0] == place[2]
        assert word in die.tooltip, (lang, die.tooltip)


def test_once_the_second_action_is_paid_its_button_says_so_in_both_languages():
    """Play-test 12, finding 3: after paying 2 sun the greyed "second action" button said
    "take your first action before paying for a second" although the first was done."""
    s = main_turn()
    seat = s.active
    s = replace(s, res=((0, 4, 0, 0),) + s.res[1:], acts=1, kind="feat")
    s = RULES.apply(s, seat, ("second_action",))
    why = why_not_target(s, seat, ("second_action",))
    assert why == "you have already paid for the second action: take it now"
    assert I18n("uk").refusal(why) == "другу дію вже оплачено: виконайте її"
