"""ActionBuilder with click paths: a game whose players click an action's parts in another order
than the rules spell them (Coatl's piece, then the coatl end) narrows the rules' own actions
click by click, and every game's selection module builds on it."""
from __future__ import annotations

from engine.widgets.builder import ActionBuilder, Picks
from scenes.coatl import selection as coatl_sel
from scenes.dice_forge import selection as df_sel
from scenes.wonderful_world import selection as ww_sel

COATL = [("add", 2, 0, "tail"), ("add", 2, 1, "head"), ("start", 2), ("add", 5, 0, "tail"),
         ("play", "count_blue", 0), ("discard", "trio_green"), ("temple", 1, "t7"),
         ("temple", 0, "t7"), ("take", 3), ("priest", 1), ("priest", 2)]


def test_a_piece_click_offers_its_ends_and_the_new_coatl_then_an_end_completes_the_action():
    b = ActionBuilder(COATL, coatl_sel.path)
    assert b.choose("piece", 2)
    assert b.options() == {"end", "start"}
    assert set(b.matching()) == {("add", 2, 0, "tail"), ("add", 2, 1, "head"), ("start", 2)}
    assert b.complete is None
    assert b.choose("end", 1, "head")
    assert b.complete == ("add", 2, 1, "head")          # the rules' action, not the clicks


def test_picking_again_drops_the_pick_and_a_card_alone_is_a_discard():
    b = ActionBuilder(COATL, coatl_sel.path)
    assert b.pick("piece", 2)
    assert not b.pick("piece", 2) and b.prefix == ()
    assert b.pick("card", "trio_green") and b.complete == ("discard", "trio_green")
    assert b.pick("card", "count_blue") and b.complete is None
    assert b.choose("row", 0) and b.complete == ("play", "count_blue", 0)
    assert not b.choose("row", 1) and b.prefix == ("card", "count_blue", "row", 0)


def test_update_keeps_the_picks_that_are_still_legal_and_drops_the_rest():
    b = ActionBuilder(COATL, coatl_sel.path)
    b.pick("temple", "t7")
    b.update(COATL)
    assert b.prefix == ("temple", "t7")
    b.update([a for a in COATL if a[0] != "temple"])
    assert b.prefix == ()


def test_the_snapshot_is_frozen_and_the_selection_helpers_read_it():
    b = ActionBuilder(COATL, coatl_sel.path)
    b.pick("piece", 2)
    p = b.picks()
    assert isinstance(p, Picks) and p.starts("piece") and p.part(1) == 2
    assert coatl_sel.piece(p) == 2 and coatl_sel.card(p) is None
    b.pick("card", "count_blue")
    assert coatl_sel.piece(p) == 2                      # the snapshot did not move
    sel = coatl_sel.Selection()
    sel.reset(COATL)
    assert sel.pick_priest() and sel.priest
    assert sel.builder.options() == {1, 2}


def test_identity_paths_behave_as_before():
    legal = [("push", "top", 0), ("push", "top", 2), ("god", 4)]
    b = ActionBuilder(legal)
    assert b.verbs() == {"push", "god"}
    assert b.choose("push", "top") and b.options() == {0, 2}
    assert b.choose(2) and b.complete == ("push", "top", 2)


def test_wonderful_world_picks_a_card_then_its_zone():
    legal = [("slate", "giant_dam"), ("recycle", "giant_dam"), ("slate", "casino_city"),
             ("done",)]
    sel = ww_sel.Selection()
    assert sel.pick_card(legal, "giant_dam") and sel.card == "giant_dam"
    assert ww_sel.Selection().to_zone(legal, "slate") is None      # nothing picked
    assert sel.to_zone(legal, "recycle") == ("recycle", "giant_dam")
    assert sel.card is None


def test_dice_forge_picks_a_sanctuary_face_while_buying_it_is_legal():
    sel = df_sel.Selection()
    legal = [("buy", "g1"), ("buy", "s1"), ("end_turn",)]
    assert sel.pick_face(legal, "g1") and sel.face == "g1"
    assert not sel.pick_face(legal, "g1") and sel.face is None
    sel.pick_face(legal, "s1")
    assert df_sel.face(sel.picks([("end_turn",)])) is None           # no longer legal
