"""Dice Forge rules: set-up, turn flow, every face and feat, caps, the rulebook's example."""
from __future__ import annotations

import json
import os

import pytest

from engine.rules.dice_forge import RULES, add_resources, blessing_gain
from engine.rules.dice_forge import actions as A
from engine.rules.dice_forge import effects as E
from engine.rules.dice_forge.settle import settle
from engine.rules.table_hooks import seat_ref
from engine.rules.dice_forge import material as M
from engine.rules.dice_forge.events import (DiceRolled, FaceForged, Gained, GameEnded, HeroOusted,
                                            TurnStarted)
from engine.rules.dice_forge.state import State, Work, evolve
from engine.rules.protocol import IllegalAction
from engine.rules.rng import Rng

LONG = os.environ.get("FIVE_REALMS_LONG") == "1"


# ---- helpers ------------------------------------------------------------------------------

def die(face: str) -> tuple:
    return (face,) * 6


def table(players=2, seed=1, options=None, **changes) -> State:
    """A game in the active seat's main phase with nothing pending, then ``changes``."""
    s = RULES.new_game(players, seed, options)
    s = evolve(s, queues=((),) * players, phase="main", held=(0,) * players)
    return evolve(s, **changes)


def with_dice(s: State, seat: int, light: str, dark: str) -> State:
    dice = list(s.dice)
    dice[seat] = (die(light), die(dark))
    return evolve(s, dice=tuple(dice))


def set_res(s: State, seat: int, gold=0, sun=0, moon=0, glory=0) -> State:
    res = list(s.res)
    res[seat] = (gold, sun, moon, glory)
    return evolve(s, res=tuple(res))


def seat_field(s: State, name: str, seat: int, value) -> State:
    v = list(getattr(s, name))
    v[seat] = value
    return evolve(s, **{name: tuple(v)})


def bless(s: State, seat: int, faces: tuple, mode: str = "n") -> tuple[State, list]:
    """Resolve ``faces`` as a blessing of ``seat`` (no roll)."""
    w = Work(s)
    E.push_back(w, seat, ("resolve", mode) + tuple(faces))
    settle(w, A._on_idle)
    return w.freeze(), w.events


def play(s, seat, *actions):
    events = []
    for a in actions:
        s, ev = RULES.step(s, seat, a)
        events += ev
    return s, events


def res(s, seat):
    return s.res[seat]


# ---- pure helpers -------------------------------------------------------------------------

def test_blessing_gain_adds_both_faces():
    assert blessing_gain("G1", "V2") == {"gold": 1, "sun": 0, "moon": 0, "glory": 2}
    assert blessing_gain("G1V1FS1MS1", "FS2") == {"gold": 1, "sun": 3, "moon": 1, "glory": 1}


def test_blessing_gain_x3_triples_the_other_die():
    assert blessing_gain("triple", "G2MS1") == {"gold": 6, "sun": 0, "moon": 3, "glory": 0}
    assert blessing_gain("V3", "triple") == {"gold": 0, "sun": 0, "moon": 0, "glory": 9}


def test_blessing_gain_two_x3_give_nothing():
    assert blessing_gain("triple", "triple") == {"gold": 0, "sun": 0, "moon": 0, "glory": 0}


@pytest.mark.parametrize("bad", ["G3orV2", "mirror", "ship", "redShield", "nope", 3, None])
def test_blessing_gain_refuses_faces_that_ask_or_look(bad):
    with pytest.raises(IllegalAction):
        blessing_gain("G1", bad)


def test_add_resources_caps_gold_sun_moon_but_not_glory():
    have = {"gold": 10, "sun": 5, "moon": 6, "glory": 98}
    out = add_resources(have, {"gold": 6, "sun": 3, "moon": 1, "glory": 10})
    assert out == {"gold": 12, "sun": 6, "moon": 6, "glory": 108}


def test_add_resources_chests_raise_each_cap():
    have = {"gold": 10, "sun": 5, "moon": 6, "glory": 0}
    gain = {"gold": 30, "sun": 30, "moon": 30}
    assert add_resources(have, gain, chests=1) == {"gold": 16, "sun": 9, "moon": 9, "glory": 0}
    assert add_resources(have, gain, chests=2) == {"gold": 20, "sun": 12, "moon": 12, "glory": 0}


def test_add_resources_never_goes_below_zero():
    out = add_resources({"gold": 1, "glory": 2}, {"gold": -3, "glory": -5})
    assert out == {"gold": 0, "sun": 0, "moon": 0, "glory": 0}


@pytest.mark.parametrize("args", [({"gold": 1}, {"wood": 1}), ([1], {}), ({}, {}, -1),
                                  ({}, {}, 1.5)])
def test_add_resources_refuses_bad_input(args):
    with pytest.raises(IllegalAction):
        add_resources(*args)


# ---- set-up -------------------------------------------------------------------------------

def test_two_player_setup_two_cards_per_stack_two_faces_per_pool_nine_rounds():
    s = RULES.new_game(2, 5)
    assert s.stacks == (2,) * 15 and s.rounds == 9
    assert all(len(p) == 2 for p in s.sanctuary)
    for pool, (_, orig) in zip(s.sanctuary, M.sanctuary()):
        assert all(f in orig for f in pool)
    assert len(s.gardens) == 20                     # the Gardens are not reduced


def test_two_player_setup_removes_faces_at_random():
    kept = {RULES.new_game(2, seed).sanctuary[4] for seed in range(30)}
    assert len(kept) > 2                            # pool 5 (4 different faces) varies


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_gold_follows_turn_order(players):
    from engine.rules.dice_forge.setup import initial_state
    s = initial_state(players, 3)
    assert [r[0] for r in s.res] == [3, 2, 1, 0][:players]
    assert all(r[1:] == (0, 0, 0) for r in s.res)


def test_three_player_setup_three_cards_four_faces_ten_rounds():
    s = RULES.new_game(3, 1)
    assert s.stacks == (3,) * 15 and s.rounds == 10
    assert all(len(p) == 4 for p in s.sanctuary)


def test_four_player_setup_four_cards_nine_rounds():
    s = RULES.new_game(4, 1)
    assert s.stacks == (4,) * 15 and s.rounds == 9 and all(len(p) == 4 for p in s.sanctuary)


def test_starting_dice_match_the_rulebook():
    s = RULES.new_game(3, 1)
    for light, dark in s.dice:
        assert sorted(light) == sorted(("FS1",) + ("G1",) * 5)
        assert sorted(dark) == sorted(("MS1", "V2") + ("G1",) * 4)


def test_first_game_feats_by_default():
    s = RULES.new_game(2, 1)
    assert all(M.feat(c).first_game for c in s.slot_cards)


def test_alternate_set_option_swaps_every_slot_that_has_one():
    s = RULES.new_game(2, 1, {"feats": "alternate"})
    for slot, cid in zip(M.SLOTS, s.slot_cards):
        assert cid == M.slot_choices()[slot][-1]


def test_random_set_varies_per_slot_and_per_seed():
    sets = {RULES.new_game(2, seed, {"feats": "random"}).slot_cards for seed in range(10)}
    assert len(sets) > 1


def test_slot_option_overrides_the_set():
    s = RULES.new_game(2, 1, {"feats": "first_game", "slot_M5": "alternate"})
    assert s.slot_cards[M.SLOTS.index("M5")] == "cerberus"
    assert s.slot_cards[M.SLOTS.index("M4")] == "satyrs"


@pytest.mark.parametrize("opts", [{"feats": "all"}, {"slot_M1": "alternate"}, {"x": 1}, ["feats"]])
def test_bad_options_are_refused(opts):
    with pytest.raises(IllegalAction):
        RULES.new_game(2, 1, opts)


# ---- turn flow ----------------------------------------------------------------------------

def _turn_rolls(players):
    s = table(players)
    s, ev = RULES.step(s, s.active, ("end_turn",))
    return [e for e in ev if isinstance(e, DiceRolled)]


def test_divine_blessing_for_all_players_at_each_turn():
    rolls = _turn_rolls(3)
    assert sorted(e.seat for e in rolls) == [0, 1, 2] and all(e.die == -1 for e in rolls)


def test_two_players_receive_two_divine_blessings_each_turn():
    rolls = _turn_rolls(2)
    assert sorted(e.seat for e in rolls) == [0, 0, 1, 1]


def test_blessing_gains_resources_simultaneously():
    s = table(3)
    for p in range(3):
        s = with_dice(s, p, "G3", "V2")
    before = [res(s, p) for p in range(3)]
    s, _ = RULES.step(s, 0, ("end_turn",))
    for p in range(3):
        assert res(s, p)[0] == before[p][0] + 3 and res(s, p)[3] == before[p][3] + 2


def test_choice_faces_make_several_seats_act_at_once():
    s = table(3)
    for p in range(3):
        s = with_dice(s, p, "G3orV2", "G1")
    s, _ = RULES.step(s, 0, ("end_turn",))
    assert RULES.to_act(s) == [0, 1, 2]
    assert RULES.legal_actions(s, 2) == [("choose", "gold3"), ("choose", "glory2")]
    s, _ = RULES.step(s, 2, ("choose", "glory2"))
    assert RULES.to_act(s) == [0, 1]
    s, _ = play(s, 0, ("choose", "gold3"))
    s, _ = play(s, 1, ("choose", "gold3"))
    assert s.phase == "main" and s.active == 1 and RULES.to_act(s) == [1]


def test_turns_pass_clockwise_and_rounds_advance():
    s = table(3)
    s, ev = RULES.step(s, 0, ("end_turn",))
    assert s.active == 1 and s.round == 1
    assert any(isinstance(e, TurnStarted) and e.seat == 1 for e in ev)
    s = evolve(s, queues=((),) * 3, phase="main")
    s, _ = RULES.step(s, 1, ("end_turn",))
    s = evolve(s, queues=((),) * 3, phase="main")
    s, _ = RULES.step(s, 2, ("end_turn",))
    assert s.active == 0 and s.round == 2


def test_game_ends_after_the_last_round_and_counts_feat_cards():
    s = table(2, round=9, active=1)
    s = seat_field(s, "cards", 0, ("hydra", "blacksmiths_chest"))
    s = set_res(s, 0, glory=10)
    s = set_res(s, 1, glory=30)
    s, ev = RULES.step(s, 1, ("end_turn",))
    assert RULES.is_over(s) and RULES.to_act(s) == []
    assert RULES.scores(s) == [38, 30] and RULES.winners(s) == [0]
    assert RULES.score_breakdown(s, 0) == {"glory_track": 10, "feat_cards": 28, "total": 38}
    assert any(isinstance(e, GameEnded) for e in ev)


def test_ties_share_the_victory():
    s = table(3, round=10, active=2)
    s = set_res(set_res(set_res(s, 0, glory=20), 1, glory=20), 2, glory=5)
    s, _ = RULES.step(s, 2, ("end_turn",))
    assert RULES.winners(s) == [0, 1]


def test_three_player_game_lasts_ten_rounds():
    s = table(3, round=9, active=2)
    s, _ = RULES.step(s, 2, ("end_turn",))
    assert not RULES.is_over(s) and s.round == 10


# ---- faces --------------------------------------------------------------------------------

def test_gain_combo_and_glory_faces_pay_out():
    s = table(2)
    s = set_res(s, 0)
    s, _ = bless(s, 0, ("G2MS1", "V3"))
    assert res(s, 0) == (2, 0, 1, 3)


def test_x3_triples_a_choice_face():
    s = set_res(table(2), 0)
    s, _ = bless(s, 0, ("triple", "G3orV2"))
    assert RULES.legal_actions(s, 0) == [("choose", "gold9"), ("choose", "glory6")]
    s, _ = play(s, 0, ("choose", "glory6"))
    assert res(s, 0) == (0, 0, 0, 6)


def test_two_x3_faces_give_nothing():
    s = set_res(table(2), 0)
    s, _ = bless(s, 0, ("triple", "triple"))
    assert res(s, 0) == (0, 0, 0, 0) and s.queues[0] == ()


def test_x3_alone_in_a_minor_blessing_gives_nothing():
    s = set_res(table(2), 0)
    s, _ = bless(s, 0, ("triple",))
    assert res(s, 0) == (0, 0, 0, 0)


def test_mirror_copies_a_face_showing_on_an_opponents_die():
    s = set_res(table(2), 0)
    s = with_dice(s, 1, "V4", "MS2")
    s, _ = bless(s, 0, ("mirror", "G1"))
    assert RULES.legal_actions(s, 0) == [("mirror", "V4"), ("mirror", "MS2")]
    s, _ = play(s, 0, ("mirror", "V4"))
    assert res(s, 0) == (1, 0, 0, 4)


def test_mirror_never_copies_own_dice_or_a_mirror():
    s = set_res(table(2), 0)
    s = with_dice(s, 0, "V4", "V4")
    s = with_dice(s, 1, "mirror", "G1")
    assert E.mirror_targets(s, 0) == ["G1"]


def test_mirror_with_x3_copies_then_triples():
    s = set_res(table(2), 0)
    s = with_dice(s, 1, "V3", "G1")
    s, _ = bless(s, 0, ("mirror", "triple"))
    s, _ = play(s, 0, ("mirror", "V3"))
    assert res(s, 0) == (0, 0, 0, 9)


def test_celestial_ship_buys_a_face_two_gold_cheaper_and_forges_it():
    s = set_res(table(2), 0, gold=2)
    s, _ = bless(s, 0, ("ship", "G1"))
    acts = RULES.legal_actions(s, 0)
    # 2 + 1 gold rolled = 3: a 5-gold face costs 3, a 6-gold face 4 (too dear)
    assert ("buy", "G3orV2") in acts and ("buy", "MS2") not in acts and ("pass",) in acts
    s, _ = play(s, 0, ("buy", "FS1"), ("place", 1, 0))
    assert res(s, 0)[0] == 3 - 1 and s.dice[0][1][0] == "FS1"   # 2 + 1 gold - (3 - 2)


def test_ship_with_x3_discounts_six_gold():
    s = set_res(table(4), 0, gold=2)
    s, _ = bless(s, 0, ("ship", "triple"))
    acts = RULES.legal_actions(s, 0)
    assert ("buy", "FS2") in acts and ("buy", "V4") not in acts     # 8 - 6 = 2; 12 - 6 = 6


def test_guardians_shield_gives_five_glory_when_the_other_die_gives_its_resource():
    s = set_res(table(2), 0)
    s, _ = bless(s, 0, ("redShield", "FS1"))
    assert res(s, 0) == (0, 1, 0, 5)


def test_guardians_shield_otherwise_gives_its_own_resource():
    s = set_res(table(2), 0)
    s, _ = bless(s, 0, ("redShield", "G1"))
    assert res(s, 0) == (1, 2, 0, 0)


def test_guardians_shield_follows_the_choice_made_on_the_other_die():
    s = set_res(table(2), 0)
    s, _ = bless(s, 0, ("yellowShield", "G3orV2"))
    assert RULES.legal_actions(s, 0) == [("choose", "gold3+glory5"), ("choose", "gold3+glory2")]


def test_guardians_shield_with_x3_triples_its_own_resource():
    s = set_res(table(2), 0)
    s, _ = bless(s, 0, ("blueShield", "triple"))
    assert res(s, 0) == (0, 0, 6, 0)


def _boar_table():
    s = table(2, options={"feats": "alternate"})
    s = set_res(s, 0, moon=3)
    s, _ = play(s, 0, ("feat", "tenacious_boar"))
    return s


def test_tenacious_boar_owner_picks_a_bearer_who_forges_the_face():
    s = _boar_table()
    assert s.boar_owner[0] == 0 and RULES.legal_actions(s, 0) == [("bearer", 1)]
    s, _ = play(s, 0, ("bearer", 1))
    assert RULES.to_act(s) == [1] and RULES.legal_actions(s, 1)[0] == ("place", 0, 0)
    s, _ = play(s, 1, ("place", 0, 3))
    assert s.dice[1][0][3] == "redBoar"


def test_boar_face_can_never_be_replaced():
    s = _boar_table()
    s, _ = play(s, 0, ("bearer", 1))
    s, _ = play(s, 1, ("place", 0, 3))
    assert (0, 3) not in E.place_slots(s, 1) and len(E.place_slots(s, 1)) == 11


def test_boar_face_rewards_bearer_and_card_owner():
    s = _boar_table()
    s = evolve(s, queues=((), ()))
    s = set_res(set_res(s, 0), 1)
    s, _ = bless(s, 1, ("redBoar", "G1"))
    assert RULES.to_act(s) == [0, 1]
    assert RULES.legal_actions(s, 1) == [("choose", "sun1"), ("choose", "moon1")]
    assert RULES.legal_actions(s, 0) == [("choose", "sun1"), ("choose", "moon1"),
                                         ("choose", "glory3")]
    s, _ = play(s, 0, ("choose", "glory3"))
    s, _ = play(s, 1, ("choose", "moon1"))
    assert res(s, 0) == (0, 0, 0, 3) and res(s, 1) == (1, 0, 1, 0)


# ---- caps, hammer, chest ------------------------------------------------------------------

def test_resources_above_the_cap_are_lost():
    s = set_res(table(2), 0, gold=11, sun=6, moon=5)
    s, _ = bless(s, 0, ("G6", "MS2"))
    assert res(s, 0) == (12, 6, 6, 0)


def test_chest_raises_the_caps():
    s = set_res(table(2), 0, moon=1)
    s, _ = play(s, 0, ("feat", "blacksmiths_chest"))
    assert s.chests[0] == 1 and s.caps(0) == (16, 9, 9)
    s = set_res(s, 0, gold=14)
    s, _ = bless(s, 0, ("G6", "G6"))
    assert res(s, 0)[0] == 16


def _hammer_table():
    s = set_res(table(2), 0, moon=1)
    s, _ = play(s, 0, ("feat", "blacksmiths_hammer"))
    return set_res(s, 0)


def test_hammer_owner_splits_gold_between_track_and_reserve():
    s = _hammer_table()
    s, _ = bless(s, 0, ("G6", "G4"))
    assert RULES.legal_actions(s, 0) == [("hammer", n) for n in range(11)]
    s, _ = play(s, 0, ("hammer", 7))
    assert s.hammer_pos[0] == 7 and res(s, 0)[0] == 3


def test_hammer_gives_10_glory_then_15_glory_then_is_done():
    s = _hammer_table()
    s = seat_field(s, "hammer_pos", 0, 12)
    s, _ = bless(s, 0, ("G3", "G3"))
    s, _ = play(s, 0, ("hammer", 6))
    assert s.hammer_pos[0] == 18 and res(s, 0)[3] == 10
    s = seat_field(s, "hammer_pos", 0, 27)
    s, _ = bless(s, 0, ("G6", "G1"))
    assert RULES.legal_actions(s, 0)[-1] == ("hammer", 3)     # only 3 spaces left
    s, _ = play(s, 0, ("hammer", 3))
    assert s.hammer_pos[0] == 30 and res(s, 0)[3] == 25 and res(s, 0)[0] == 4
    s, _ = bless(s, 0, ("G6", "G1"))                          # finished: gold goes to the reserve
    assert s.queues[0] == () and res(s, 0)[0] == 11


def test_hammer_takes_gold_from_cards_too():
    s = _hammer_table()
    s = set_res(s, 0, sun=1)
    s = evolve(s, kind="", acts=0)
    s, _ = play(s, 0, ("feat", "wild_spirits"))
    assert RULES.legal_actions(s, 0)[-1] == ("hammer", 3) and res(s, 0)[2] == 3


# ---- actions ------------------------------------------------------------------------------

def test_forge_several_different_faces_paying_each():
    s = set_res(table(4), 0, gold=12)
    s, ev = play(s, 0, ("buy", "G4"), ("place", 0, 1), ("buy", "FS1"), ("place", 1, 2))
    assert res(s, 0)[0] == 6 and s.dice[0][0][1] == "G4" and s.dice[0][1][2] == "FS1"
    assert [e.old_face for e in ev if isinstance(e, FaceForged)] == ["G1", "G1"]
    assert s.removed[0] == ("G1", "G1")


def test_the_same_face_cannot_be_bought_twice_in_one_action():
    s = set_res(table(4), 0, gold=12)
    s, _ = play(s, 0, ("buy", "G4"), ("place", 0, 1))
    assert ("buy", "G4") not in RULES.legal_actions(s, 0)
    assert ("buy", "G3") in RULES.legal_actions(s, 0)


def test_a_forged_face_lands_showing():
    s = set_res(table(2), 0, gold=12)
    s, _ = play(s, 0, ("buy", "G4"), ("place", 1, 4))
    assert s.up[0][1] == 4 and s.showing(0)[1] == "G4"


def test_no_feat_in_an_action_that_has_begun_forging():
    s = set_res(table(2), 0, gold=12, moon=6)
    s, _ = play(s, 0, ("buy", "G4"), ("place", 0, 1))
    assert not any(a[0] == "feat" for a in RULES.legal_actions(s, 0))


def test_second_action_costs_two_sun_once_and_may_rebuy_the_same_face():
    s = set_res(table(4), 0, gold=12, sun=4)
    s, _ = play(s, 0, ("buy", "G4"), ("place", 0, 1))
    s, _ = play(s, 0, ("second_action",))
    assert res(s, 0)[1] == 2
    assert ("buy", "G4") in RULES.legal_actions(s, 0)
    s, _ = play(s, 0, ("buy", "G4"), ("place", 0, 2))
    assert ("second_action",) not in RULES.legal_actions(s, 0)


def test_second_action_needs_two_sun_and_a_first_action():
    s = set_res(table(2), 0, gold=12, sun=4)
    assert ("second_action",) not in RULES.legal_actions(s, 0)
    s = set_res(s, 0, gold=12, sun=1)
    s, _ = play(s, 0, ("buy", "G4"), ("place", 0, 1))
    assert ("second_action",) not in RULES.legal_actions(s, 0)


def test_feat_pays_moves_the_pawn_and_keeps_the_card():
    s = set_res(table(2), 0, moon=5)
    s, _ = play(s, 0, ("feat", "ferryman"))
    assert res(s, 0)[2] == 1 and s.pawns[0] == 3 and s.cards[0] == ("ferryman",)
    assert s.stacks[M.SLOTS.index("M5")] == 1


def test_an_empty_stack_cannot_be_taken():
    s = set_res(table(2), 0, moon=6)
    s = evolve(s, stacks=tuple(0 if sl == "M5" else 2 for sl in M.SLOTS))
    assert ("feat", "ferryman") not in RULES.legal_actions(s, 0)


def test_ousted_hero_goes_home_and_receives_a_divine_blessing():
    s = set_res(table(2), 0, moon=5)
    s = seat_field(s, "pawns", 1, 3)
    s = with_dice(s, 1, "V3", "V3")
    before = res(s, 1)[3]
    s, ev = play(s, 0, ("feat", "ferryman"))
    assert s.pawns[1] == 0 and s.pawns[0] == 3
    assert any(isinstance(e, HeroOusted) and e.seat == 1 and e.by == 0 for e in ev)
    assert any(isinstance(e, DiceRolled) and e.seat == 1 and e.reason == "ousted" for e in ev)
    assert res(s, 1)[3] == before + 6


def test_landing_on_your_own_island_ousts_nobody():
    s = set_res(table(2), 0, moon=5)
    s = seat_field(s, "pawns", 0, 3)
    s, ev = play(s, 0, ("feat", "ferryman"))
    assert not any(isinstance(e, HeroOusted) for e in ev)


def test_great_bear_gives_three_glory_to_ouster_and_ousted_owners():
    s = set_res(table(2, options={"feats": "alternate"}), 0, moon=5)
    s = seat_field(s, "cards", 0, ("great_bear",))
    s = seat_field(s, "cards", 1, ("great_bear", "great_bear"))
    s = seat_field(s, "pawns", 1, 3)
    s = with_dice(s, 1, "G1", "G1")
    g1 = res(s, 1)[3]
    s, _ = play(s, 0, ("feat", "cerberus"))
    assert res(s, 0)[3] == 3 and res(s, 1)[3] == g1 + 6


# ---- reinforcements and tokens -------------------------------------------------------------

def test_reinforcements_once_each_before_the_action_only():
    s = set_res(table(2), 0, gold=6)
    s = seat_field(s, "cards", 0, ("elder", "guardians_owl", "guardians_owl"))
    acts = RULES.legal_actions(s, 0)
    assert ("reinforce", "elder") in acts and ("reinforce", "guardians_owl", "sun1") in acts
    s, _ = play(s, 0, ("reinforce", "elder"))
    assert res(s, 0) == (3, 0, 0, 4)
    assert ("reinforce", "elder") not in RULES.legal_actions(s, 0)
    s, _ = play(s, 0, ("reinforce", "guardians_owl", "sun1"),
                ("reinforce", "guardians_owl", "moon1"))
    assert not any(a[0] == "reinforce" for a in RULES.legal_actions(s, 0))
    s2 = seat_field(s, "cards", 0, ("elder", "guardians_owl", "guardians_owl", "silver_hind"))
    s2, _ = play(s2, 0, ("buy", "G3"), ("place", 0, 0))
    assert not any(a[0] == "reinforce" for a in RULES.legal_actions(s2, 0))


def test_elder_needs_three_gold():
    s = set_res(table(2), 0, gold=2)
    s = seat_field(s, "cards", 0, ("elder",))
    assert ("reinforce", "elder") not in RULES.legal_actions(s, 0)


def test_silver_hind_gives_a_minor_blessing_with_the_chosen_die():
    s = set_res(table(2), 0)
    s = with_dice(s, 0, "V3", "MS2")
    s = seat_field(s, "cards", 0, ("silver_hind",))
    s, ev = play(s, 0, ("reinforce", "silver_hind", 1))
    rolls = [e for e in ev if isinstance(e, DiceRolled)]
    assert len(rolls) == 1 and rolls[0].die == 1 and res(s, 0) == (0, 0, 2, 0)


def test_cerberus_token_applies_a_roll_again_once():
    s = set_res(table(2), 0)
    s = seat_field(s, "tokens", 0, (1, 0))
    s = with_dice(s, 0, "V3", "G1")
    s = seat_field(s, "cards", 0, ("silver_hind",))
    s, _ = play(s, 0, ("reinforce", "silver_hind", 0))
    assert RULES.legal_actions(s, 0) == [("cerberus",), ("pass",)]
    s, _ = play(s, 0, ("cerberus",))
    assert res(s, 0)[3] == 6 and s.tokens[0] == (0, 0) and s.queues[0] == ()


def test_triton_token_gives_two_sun_two_moon_or_six_gold_on_your_turn():
    s = set_res(table(2), 0)
    s = seat_field(s, "tokens", 0, (0, 1))
    assert ("triton", "moon2") in RULES.legal_actions(s, 0)
    s, _ = play(s, 0, ("triton", "gold6"))
    assert res(s, 0)[0] == 6 and s.tokens[0] == (0, 0)


# ---- feat effects -------------------------------------------------------------------------

def test_helmet_mirror_and_ship_cards_forge_their_garden_face():
    for card, face, cost in (("helmet_of_invisibility", "triple", (0, 5)),
                             ("mirror_of_the_abyss", "mirror", (5, 0))):
        s = set_res(table(2), 0, sun=cost[0], moon=cost[1])
        s, _ = play(s, 0, ("feat", card))
        assert RULES.legal_actions(s, 0)[0][0] == "place"
        s, _ = play(s, 0, ("place", 0, 5))
        assert s.dice[0][0][5] == face and s.gardens.count(face) == 3
    s = set_res(table(2, options={"feats": "alternate"}), 0, sun=2)
    s, _ = play(s, 0, ("feat", "celestial_ship"), ("place", 1, 0))
    assert s.dice[0][1][0] == "ship"


def test_guardians_shield_card_lets_you_choose_the_colour():
    s = set_res(table(2, options={"feats": "alternate"}), 0, sun=3)
    s, _ = play(s, 0, ("feat", "guardians_shield"))
    assert len(RULES.legal_actions(s, 0)) == 4
    s, _ = play(s, 0, ("shield", "greenShield"), ("place", 0, 0))
    assert s.dice[0][0][0] == "greenShield" and "greenShield" not in s.gardens


def test_cancer_gives_two_divine_blessings():
    s = set_res(table(2), 0, moon=6)
    s = with_dice(s, 0, "V3", "G1")
    s, ev = play(s, 0, ("feat", "cancer"))
    assert len([e for e in ev if isinstance(e, DiceRolled)]) == 2 and res(s, 0) == (2, 0, 0, 6)


def test_sentinel_lets_shards_become_two_glory_each():
    s = set_res(table(2, options={"feats": "alternate"}), 0, moon=6)
    s = with_dice(s, 0, "FS1", "G1")
    s, _ = play(s, 0, ("feat", "sentinel"))
    assert RULES.legal_actions(s, 0) == [("choose", "sun1"), ("choose", "glory2")]


def test_satyrs_take_two_faces_rolled_by_the_others():
    s = set_res(table(3), 0, moon=3)
    s = with_dice(s, 1, "V3", "G4")
    s = with_dice(s, 2, "MS2", "G1")
    s, ev = play(s, 0, ("feat", "satyrs"))
    assert len([e for e in ev if isinstance(e, DiceRolled)]) == 2
    assert set(RULES.legal_actions(s, 0)) == {("satyr", f) for f in ("V3", "G4", "MS2", "G1")}
    s, _ = play(s, 0, ("satyr", "V3"), ("satyr", "MS2"))
    assert res(s, 0) == (0, 0, 2, 3)
    assert res(s, 1) == table(3).res[1]          # the others gain nothing


def test_minotaur_makes_the_others_lose_what_they_roll():
    s = set_res(table(3), 0, sun=3)
    s = set_res(with_dice(s, 1, "G3", "V2"), 1, gold=5, glory=1)
    s = set_res(with_dice(s, 2, "G3orV2", "ship"), 2, gold=5, glory=5)
    s, _ = play(s, 0, ("feat", "minotaur"))
    assert res(s, 1) == (2, 0, 0, 0)
    assert RULES.legal_actions(s, 2) == [("choose", "-gold3"), ("choose", "-glory2")]
    s, _ = play(s, 2, ("choose", "-glory2"))
    assert res(s, 2) == (5, 0, 0, 3) and s.queues[2] == ()     # the ship does nothing


def test_sphinx_gives_four_minor_blessings_with_one_die():
    s = set_res(table(2), 0, sun=6)
    s = with_dice(s, 0, "G1", "V2")
    s, ev = play(s, 0, ("feat", "sphinx"), ("die", 1))
    rolls = [e for e in ev if isinstance(e, DiceRolled)]
    assert len(rolls) == 4 and all(e.die == 1 for e in rolls) and res(s, 0)[3] == 8


def test_cyclops_lets_gold_become_glory():
    s = set_res(table(2, options={"feats": "alternate"}), 0, sun=6)
    s = with_dice(s, 0, "G3", "V2")
    s, _ = play(s, 0, ("feat", "cyclops"), ("die", 0))
    assert RULES.legal_actions(s, 0) == [("choose", f) for f in
                                         ("gold3", "gold2+glory1", "gold1+glory2", "glory3")]


def test_typhon_gives_a_glory_per_face_forged():
    s = set_res(table(2, options={"feats": "alternate"}), 0, sun=5, moon=5)
    s = seat_field(s, "removed", 0, ("G1", "G1", "MS1"))
    s, _ = play(s, 0, ("feat", "typhon"))
    assert res(s, 0)[3] == 3


def test_wild_spirits_give_three_gold_and_three_moon():
    s = set_res(table(2), 0, sun=1)
    s, _ = play(s, 0, ("feat", "wild_spirits"))
    assert res(s, 0) == (3, 0, 3, 0)


def test_cerberus_and_triton_cards_give_tokens():
    s = set_res(table(2, options={"feats": "alternate"}), 0, sun=4, moon=4)
    s, _ = play(s, 0, ("feat", "cerberus"))
    assert s.tokens[0] == (1, 0)
    s = evolve(s, kind="", acts=2)
    s, _ = play(s, 0, ("feat", "triton"))
    assert s.tokens[0] == (1, 1)


# ---- clashes ------------------------------------------------------------------------------

def test_ships_resolve_one_seat_at_a_time_from_the_active_player():
    s = table(3, active=1)
    for p in range(3):
        s = set_res(with_dice(s, p, "ship", "G1"), p, gold=5)
    s = evolve(s, phase="bless", rolls_left=0)
    w = Work(s)
    for p in (1, 2, 0):
        E.push_back(w, p, ("roll", "n", -1))
    settle(w, A._on_idle)
    s = w.freeze()
    assert RULES.to_act(s) == [1]
    s, _ = play(s, 1, ("pass",))
    assert RULES.to_act(s) == [2]


# ---- the rulebook's example turn ----------------------------------------------------------

def test_rulebook_turn_example():
    """Mykyta: Silver Hind + 2 Guardian's Owls, then 8 gold of faces (3 + 3 + 2, never the
    same face twice), forged 1 on the light die and 2 on the dark; then 2 sun for a second
    action: the Ferryman (4 moon), ousting Oleksa who had taken the Helmet of Invisibility."""
    s = table(2)
    s = seat_field(s, "cards", 0, ("silver_hind", "guardians_owl", "guardians_owl"))
    s = seat_field(s, "cards", 1, ("helmet_of_invisibility",))
    s = seat_field(s, "pawns", 1, 3)
    s = set_res(with_dice(s, 0, "G1", "G1"), 0, gold=6, sun=2, moon=4)
    s, _ = play(s, 0, ("reinforce", "silver_hind", 0))
    s, _ = play(s, 0, ("reinforce", "guardians_owl", "gold1"))
    s, _ = play(s, 0, ("reinforce", "guardians_owl", "moon1"))
    assert res(s, 0)[:3] == (8, 2, 5)
    s = set_res(s, 0, gold=9, sun=2, moon=5)
    s = evolve(s, sanctuary=tuple(M.sanctuary()[i][1] for i in range(10)))
    s, _ = play(s, 0, ("buy", "G4"), ("place", 0, 1), ("buy", "FS1"))
    assert ("buy", "FS1") not in RULES.legal_actions(evolve(s, queues=((), ())), 0)
    s, _ = play(s, 0, ("place", 1, 2), ("buy", "G3"), ("place", 1, 3))
    assert res(s, 0)[0] == 1
    s, ev = play(s, 0, ("second_action",), ("feat", "ferryman"))
    assert res(s, 0)[1:3] == (0, 1) and s.pawns == (3, 0)
    assert any(isinstance(e, HeroOusted) and e.seat == 1 for e in ev)
    assert any(isinstance(e, DiceRolled) and e.seat == 1 for e in ev)
    assert s.cards[0][-1] == "ferryman"


# ---- protocol extras ----------------------------------------------------------------------

def test_view_hides_the_rng_and_determinize_reseeds_it():
    s = RULES.new_game(2, 7)
    v = RULES.view(s, 0)
    assert v.rng == 0 and evolve(v, rng=s.rng) == s
    d = RULES.determinize(v, 0, Rng(3))
    assert d.rng != 0 and evolve(d, rng=s.rng) == s


def test_describe_speaks_both_languages():
    assert RULES.describe(("buy", "G4"), "en") == "buys the face “4 gold”"
    assert "Поромник" in RULES.describe(("feat", "ferryman"), "uk")
    assert RULES.describe(("choose", "gold3+glory2"), "en") == "takes 3 gold and 2 glory"
    assert RULES.describe(("choose", "-moon1"), "uk") == "втрачає 1 уламок місяця"
    assert RULES.label("mirror", "uk") == "Дзеркало безодні" and RULES.label("zz") is None


def test_illegal_actions_are_refused():
    s = table(2)
    for bad in (("feat", "hydra"), ("buy", "V4"), ("second_action",), ("place", 0, 0),
                ("reinforce", "elder"), ("end_turn", 1)):
        with pytest.raises(IllegalAction):
            RULES.step(s, 0, bad)
    with pytest.raises(IllegalAction):
        RULES.step(s, 1, ("end_turn",))


def test_from_json_refuses_a_state_with_unknown_faces():
    data = RULES.to_json(RULES.new_game(2, 1))
    data["dice"][0][0][0] = "G99"
    with pytest.raises(ValueError):
        RULES.from_json(data)


def _random_game(players, seed, options):
    s = RULES.new_game(players, seed, options)
    rng = Rng(seed)
    while not RULES.is_over(s):
        seat = rng.choice(RULES.to_act(s))
        s = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
        assert RULES.check_invariants(s) == []
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_every_feat_set_keep_the_invariants(players):
    for seed in range(6 if LONG else 2):
        for opts in ({"feats": "alternate"}, {"feats": "random"}):
            s = _random_game(players, seed, opts)
            assert json.loads(json.dumps(RULES.to_json(s)))
            assert RULES.winners(s)


@pytest.mark.parametrize("task", [["place"], ["pick", "x", "gold9x"], ["roll", "z", 5],
                                  ["mirror", "n", 1, "mirror", "G1"], ["bearer", 7]])
def test_from_json_refuses_an_impossible_pending_task(task):
    data = json.loads(json.dumps(RULES.to_json(RULES.new_game(2, 1))))
    data["queues"][0] = [task]
    with pytest.raises(ValueError):
        RULES.from_json(data)


# ---- scene queries ------------------------------------------------------------------------

def test_queries_say_what_is_asked_and_sort_cards_into_piles():
    from engine.rules.dice_forge import asked, card_piles, face_to_place, glory_totals
    s = set_res(table(2), 0, gold=12)
    assert asked(s, 0) == "main" and asked(s, 1) == ""
    s, _ = play(s, 0, ("buy", "G4"))
    assert asked(s, 0) == "place" and face_to_place(s, 0) == "G4"
    s = seat_field(s, "cards", 1, ("hydra", "elder", "great_bear", "cancer"))
    assert card_piles(s, 1) == {"no_effect": ["hydra", "cancer"], "automatic": ["great_bear"],
                                "reinforcement": ["elder"]}
    assert glory_totals(s)[1] == s.res[1][3] + 26 + 0 + 2 + 8


def test_every_event_is_public_and_log_lines_ignore_the_viewer():
    s = set_res(table(2), 0, moon=6)
    s2, ev = RULES.step(s, 0, ("feat", "cancer"))
    assert RULES.view_events(ev, 1) == ev == RULES.view_events(ev, None)
    assert RULES.describe(("feat", "cancer"), "en", 1, 0) == RULES.describe(("feat", "cancer"))


# ---- ousting: the ousted hero's blessing comes before the card's effect (rulebook) -------------

def _ousting(card: str, players: int = 2, light: str = "V3", dark: str = "V3", **res_kw):
    """Seat 0 can perform ``card``; seat 1's hero stands on that card's island."""
    s = set_res(table(players, options={"feats": "alternate"} if card in
                      ("great_bear", "typhon", "sentinel", "cyclops") else None), 0, **res_kw)
    s = seat_field(s, "pawns", 1, M.feat(card).island)
    return with_dice(s, 1, light, dark)


def _first(events, pred) -> int:
    return next(i for i, e in enumerate(events) if pred(e))


def test_ousted_hero_is_blessed_before_cancer_rolls():
    s = _ousting("cancer", moon=6)
    _, ev = play(s, 0, ("feat", "cancer"))
    ousted = _first(ev, lambda e: isinstance(e, DiceRolled) and e.reason == "ousted")
    gains = _first(ev, lambda e: isinstance(e, Gained) and e.seat == 1 and e.source == "V3")
    cancer = _first(ev, lambda e: isinstance(e, DiceRolled) and e.reason == "cancer")
    assert ousted < gains < cancer


def test_ousted_hero_is_blessed_before_the_satyrs_roll_the_others_dice():
    s = _ousting("satyrs", moon=3)
    _, ev = play(s, 0, ("feat", "satyrs"))
    rolls = [e.reason for e in ev if isinstance(e, DiceRolled)]
    assert rolls == ["ousted", "satyrs"]


def test_ousted_hero_is_blessed_before_the_wild_spirits_pay():
    s = _ousting("wild_spirits", sun=1)
    _, ev = play(s, 0, ("feat", "wild_spirits"))
    ousted = _first(ev, lambda e: isinstance(e, Gained) and e.seat == 1)
    spirits = _first(ev, lambda e: isinstance(e, Gained) and e.source == "wild_spirits")
    assert ousted < spirits


def test_the_feat_card_waits_while_the_ousted_hero_chooses_a_gain():
    s = _ousting("cancer", light="G3orV2", dark="G1", moon=6)
    s, ev = play(s, 0, ("feat", "cancer"))
    assert RULES.to_act(s) == [1] and not RULES.legal_actions(s, 0)
    assert not any(isinstance(e, DiceRolled) and e.reason == "cancer" for e in ev)
    s, ev = play(s, 1, ("choose", "glory2"))
    assert [e.reason for e in ev if isinstance(e, DiceRolled)] == ["cancer", "cancer"]


def test_a_hammer_taken_by_ousting_does_not_catch_the_ousted_blessing_gold():
    # the active player's own card comes after the ousted hero's blessing, and the ousted
    # hero's gold is theirs: only the Hammer card's own effect is delayed
    s = _ousting("blacksmiths_hammer", light="G3", dark="G3", moon=1)
    s, _ = play(s, 0, ("feat", "blacksmiths_hammer"))
    assert s.hammers[0] == 1 and res(s, 1)[0] == table(2).res[1][0] + 6


# ---- refusals name their reason --------------------------------------------------------------

def _refusal(s, seat, action) -> str:
    with pytest.raises(IllegalAction) as exc:
        RULES.step(s, seat, action)
    return str(exc.value)


def test_a_feat_refusal_names_the_missing_cost():
    msg = _refusal(set_res(table(2), 0, sun=2, moon=1), 0, ("feat", "hydra"))
    assert "costs 5 sun and 5 moon" in msg and "you have 2 sun and 1 moon" in msg


def test_a_feat_refusal_names_the_empty_stack():
    s = set_res(table(2), 0, moon=6)
    s = evolve(s, stacks=tuple(0 if sl == "M5" else 2 for sl in M.SLOTS))
    assert "stack is empty" in _refusal(s, 0, ("feat", "ferryman"))


def test_a_buy_refusal_names_the_face_already_bought():
    s = set_res(table(2), 0, gold=12)
    s, _ = play(s, 0, ("buy", "G3"), ("place", 0, 0))
    assert "already bought" in _refusal(s, 0, ("buy", "G3"))
    s = evolve(s, sanctuary=tuple(tuple(f for f in p if f != "V4") for p in s.sanctuary))
    assert "no “" in _refusal(s, 0, ("buy", "V4"))


def test_a_buy_refusal_names_the_gold_missing():
    assert "“4 gold” costs 3 gold; you have 1" in _refusal(set_res(table(2), 0, gold=1), 0,
                                                       ("buy", "G4"))


def test_a_refusal_names_the_wrong_step():
    s = set_res(table(2), 0, gold=12, moon=6)
    s, _ = play(s, 0, ("buy", "G3"))
    assert _refusal(s, 0, ("feat", "ferryman")).startswith("first forge the face")
    s, _ = play(s, 0, ("place", 0, 0))
    assert "forging in this action" in _refusal(s, 0, ("feat", "ferryman"))
    assert "before paying for a second" in _refusal(table(2), 0, ("second_action",))


def test_no_refusal_says_only_that_an_action_is_not_possible():
    probes = [("feat", c) for c in M.feats()] + [("buy", f) for f in M.pool_of()] + [
        ("second_action",), ("reinforce", "elder"), ("triton", "sun2"), ("place", 0, 0),
        ("choose", "gold1"), ("hammer", 3), ("end_turn",)]
    for seed in range(3):
        s = RULES.new_game(3, seed)
        rng = Rng(seed)
        for _ in range(120):
            if RULES.is_over(s):
                break
            seat = rng.choice(RULES.to_act(s))
            legal = RULES.legal_actions(s, seat)
            for a in probes:
                if a not in legal:
                    assert "is not possible now" not in _refusal(s, seat, a), a
            s = RULES.apply(s, seat, rng.choice(legal))


# ---- from_json refuses impossible states, saying what is wrong -------------------------------

def _json(s=None) -> dict:
    return json.loads(json.dumps(RULES.to_json(s if s is not None else table(2))))


def _refused(data: dict) -> str:
    with pytest.raises(ValueError) as exc:
        RULES.from_json(data)
    return str(exc.value)


def test_from_json_refuses_gold_above_the_cap_without_a_chest():
    data = _json()
    data["res"][0][0] = 99
    assert "above the caps" in _refused(data)


def test_from_json_refuses_a_game_over_in_the_first_round():
    data = _json()
    data["phase"] = "over"
    assert "over in round 1" in _refused(data)


def test_from_json_refuses_a_three_player_game_of_nine_rounds():
    data = _json(table(3))
    data["rounds"] = 9
    assert "3-player game lasts 10 rounds" in _refused(data)


def test_from_json_refuses_a_seat_asked_to_act_without_a_legal_action():
    data = _json()
    data["queues"][1] = [["cerberus", "n", "G1", "G1"]]    # but seat 1 has no Cerberus token
    assert "no legal action" in _refused(data)


def test_from_json_refuses_cards_that_disagree_with_what_they_gave():
    data = _json()
    data["hammers"][0] = 1
    assert "hammers" in _refused(data)
    data = _json()
    data["tokens"][1] = [2, 0]
    assert "Cerberus tokens" in _refused(data)
    data = _json()
    data["pawns"][0] = 4
    assert "island 4 without a feat" in _refused(data)


def test_from_json_refuses_action_counters_that_cannot_happen():
    data = _json()
    data["acts"] = 1
    assert "none under way" in _refused(data)
    data = _json()
    data["held"][0] = 5
    assert "Hammer split" in _refused(data)


def test_from_json_takes_back_every_state_of_a_random_game():
    s = RULES.new_game(3, 5, {"feats": "random"})
    rng = Rng(5)
    for _ in range(200):
        if RULES.is_over(s):
            break
        assert RULES.from_json(_json(s)) == s
        assert RULES.from_json(_json(RULES.view(s, 1))) == RULES.view(s, 1)
        seat = rng.choice(RULES.to_act(s))
        s = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))


# ---- the log: a line for every public event --------------------------------------------------

def _lines(events, lang="en"):
    return [(getattr(e, "seat", None), RULES.describe_event(e, lang, 1)) for e in events]


def test_the_log_tells_the_ousted_hero_blessing_before_the_card():
    s = _ousting("cancer", light="V3", dark="G1", moon=6)
    _, ev = play(s, 0, ("feat", "cancer"))
    lines = [line for _, line in _lines(ev) if line]
    # the ousting seat is a mark the table names (table_hooks.seat_ref), never "player 1"
    i = lines.index(f"is ousted from island 4 by {seat_ref(0)} and goes back to the starting "
                    "portal")
    assert lines[i + 1] == "is blessed as an ousted hero: “3 glory” and “1 gold”"
    assert lines.index("gains 3 glory") < lines.index(
        next(x for x in lines if x.startswith("rolls a blessing of Cancer")))


def test_the_log_tells_minotaur_losses_and_hammer_progress():
    s = set_res(table(2), 0, sun=3)
    s = set_res(with_dice(s, 1, "G3", "V2"), 1, gold=5, glory=4)
    _, ev = play(s, 0, ("feat", "minotaur"))
    lines = [line for seat, line in _lines(ev) if seat == 1]
    assert lines[0] == "rolls for the Minotaur: “3 gold” and “2 glory”"
    assert "loses 3 gold" in lines and "loses 2 glory" in lines
    s = _hammer_table()
    s, ev = bless(s, 0, ("G6", "G1"))
    s, ev = play(s, 0, ("hammer", 5))
    assert "puts 5 gold on the Hammer track (5 on it in all)" in [x for _, x in _lines(ev)]


def test_the_log_tells_sphinx_rolls_in_both_languages():
    s = set_res(table(2), 0, sun=6)
    s = with_dice(s, 0, "G1", "V2")
    _, ev = play(s, 0, ("feat", "sphinx"), ("die", 1))
    en = [x for _, x in _lines(ev) if x and x.startswith("rolls for the Sphinx (dark die)")]
    uk = [x for _, x in _lines(ev, "uk") if x and x.startswith("кидає кубик для Сфінкса")]
    assert len(en) == 4 and len(uk) == 4


@pytest.mark.parametrize("field, value", [("sanctuary", 3), ("cards", "hydra"),
                                          ("cards", {"hydra": 1}), ("removed", [None])])
def test_from_json_refuses_malformed_nested_values_with_a_value_error(field, value):
    data = _json()
    if field == "sanctuary":
        data["sanctuary"][value] = None
    else:
        data[field][0] = value
    with pytest.raises(ValueError):
        RULES.from_json(data)
