"""Clicks that did nothing and said nothing now say why, as every refused target does
(play-test 14; scenes/parts/why.py): in Coatl a disk slot clicked before the prophecies are
kept, an empty disk slot, a temple stack that gives no temple now — while the player's own
secret temple is shown large on a left click, to read it again; in A Wild Venture a board
space the traveller is not going to, a building or belonging of one's own (never activated)
and the opponent's cards."""
from __future__ import annotations

from dataclasses import replace

import esper
import pytest

from engine.ecs.components import Visual

from engine.i18n import I18n, refusal_key
from engine.layout import load_layout
from engine.rules.coatl import RULES as COATL
from engine.rules.coatl.state import evolve
from engine.rules.wild_venture import RULES as WV, card
from engine.worlds import in_world
from scenes.coatl import table as CT
from scenes.parts.why import LOOK, REFUSED
from scenes.wild_venture import table as WT
from tests.rules.test_coatl import kept
from tests.test_table_descriptions import table_input
from tests.test_wild_venture_why import main_turn
from tests.uitest import start_table

COATL_LAYOUT = load_layout(CT.LAYOUT)
WV_LAYOUT = load_layout(WT.LAYOUT)


def named(specs, prefix: str) -> list:
    return [sp for sp in specs if (sp.name or sp.key).startswith(prefix)]


def refused(sp) -> str:
    """The reason a left click on ``sp`` shows; it must not be a move."""
    why = sp.params.get(REFUSED)
    assert why, f"{sp.name or sp.key}: a click says nothing"
    assert sp.click is None or 1 not in sp.buttons, f"{sp.name}: a left click is a move"
    return why


# ---- Coatl ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "uk"])
def test_coatl_disk_slots_and_temple_stacks_say_why_before_the_prophecies_are_kept(lang):
    s = COATL.new_game(2, 1)
    assert s.phase == "keep"
    specs = CT.describe(table_input(COATL, s, 0, COATL_LAYOUT, lang))
    disks = named(specs, "coatl.disk.")
    stacks = named(specs, "coatl.temple.stack.")
    assert len(disks) == 10 and stacks
    t = I18n(lang)
    for sp in disks:
        assert refused(sp) == t.refusal("first choose the prophecy cards you keep (at most 3)")
    for sp in stacks:
        assert refused(sp) == t.refusal("a temple goes to a coatl completed this turn")
        assert sp.click == (LOOK, sp.params["temple"]) and sp.buttons == (3,)  # still zooms


def test_coatl_an_empty_disk_slot_says_it_is_empty():
    s = kept()
    s = evolve(s, disk=("",) + tuple(s.disk[1:]))
    specs = CT.describe(table_input(COATL, s, 0, COATL_LAYOUT, "en"))
    assert refused(next(sp for sp in specs if sp.name == "coatl.disk.0")) == \
        "that disk slot is empty"


def test_coatl_your_own_secret_temple_is_shown_large_on_a_left_click(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl", ["human", "ai:random"],
                                         seed=3)
    d.frames(30)
    name = "coatl.temple.own.0"
    assert d.has(name)
    with in_world(scene.world):
        ent = scene.find(name)
    assert scene.zoom.pinned is None
    d.click(name)
    d.frames(2)
    assert scene.zoom.pinned == ent, "a left click on your own temple shows it large"
    d.click(name)                   # a second click on it: shown still (or shown again)
    d.frames(2)
    assert app.toast is None        # no refusal: it is yours to look at
    app.shutdown()


# ---- A Wild Venture --------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "uk"])
def test_wild_venture_board_spaces_and_the_opponents_cards_say_why(lang):
    s = main_turn()
    me = s.current
    specs = WT.describe(table_input(WV, s, me, WV_LAYOUT, lang))
    t = I18n(lang)
    spaces = named(specs, "wv.space.")
    assert spaces
    for sp in spaces:
        assert refused(sp) == t.refusal(
            "your traveller moves only by a travel effect: play or activate a card that travels")
    theirs = named(specs, "wv.ost.") + named(specs, "wv.otab.")
    assert theirs, [sp.name for sp in specs]
    for sp in theirs:
        assert refused(sp) == t.refusal(
            "that card is your opponent's: you activate only your own cards")
        assert 3 in sp.buttons                                  # a right click still zooms
    if lang == "uk":
        assert not refusal_key(refused(spaces[0]))              # said in Ukrainian


def test_wild_venture_your_buildings_and_belongings_are_never_activated():
    from engine.rules.wild_venture import cards
    s = main_turn()
    me = s.current
    bld = next(c.id for c in cards().values() if c.type == "building")
    bel = next(c.id for c in cards().values() if c.type == "belonging")
    build, belong = list(s.build), list(s.belong)
    build[me] = tuple(build[me]) + ((bld, 0, "sun"),)     # enchanted already: nothing to do
    belong[me] = tuple(belong[me]) + ((bel, 2),)
    s = replace(s, build=tuple(build), belong=tuple(belong))
    specs = WT.describe(table_input(WV, s, me, WV_LAYOUT, "en"))
    b = next(sp for sp in specs if sp.name == f"wv.tab.{bld}")
    assert refused(b).startswith("buildings are never activated")
    assert "Not allowed" not in (b.tooltip or "")        # the tooltip tells what it does
    assert refused(next(sp for sp in specs if sp.name == f"wv.tab.{bel}")).startswith(
        "belongings are never activated")
    assert card(bld).type == "building"


def test_wild_venture_a_space_you_cannot_reach_while_travelling_says_so():
    s = WV.new_game(2, 3)
    for _ in range(400):
        seat = WV.to_act(s)[0]
        legal = WV.legal_actions(s, seat)
        if any(a[0] == "move" for a in legal):
            break
        s = WV.apply(s, seat, legal[0])
    else:
        pytest.skip("no travel in 400 actions")
    seat = WV.to_act(s)[0]
    specs = WT.describe(table_input(WV, s, seat, WV_LAYOUT, "en"))
    lit = [sp for sp in named(specs, "wv.space.") if sp.click]
    far = [sp for sp in named(specs, "wv.space.") if not sp.click]
    assert lit and far
    assert all(not sp.params.get(REFUSED) for sp in lit)
    assert refused(far[0]) == "your traveller cannot reach that space now: click a glowing space"


def test_wild_venture_a_click_on_a_board_space_shows_the_reason(monkeypatch, tmp_path):
    from tests.uitest import wild_venture_main_turn
    app, session, scene, d = wild_venture_main_turn(monkeypatch, tmp_path)
    with in_world(scene.world):
        space = next(n for n in d.names() if n and n.startswith("wv.space."))
        why = esper.component_for_entity(scene.find(space), Visual).params[REFUSED]
    app.toast = None
    d.click(space)
    d.frames(2)
    assert app.toast is not None and app.toast[0] == app.i18n.t("error.illegal", why=why)
    app.shutdown()
