"""It's a Wonderful World: every rule of the rulebook and of issue 7, on small hand-built states.

Card and empire facts come from assets/data/wonderful_world (ids of ../shared/data).  A state is
built with ``make`` (the deck holds the cards not placed elsewhere, so the 150 cards add up).
"""
from __future__ import annotations

import json
from collections import Counter

import pytest

from engine.rules.protocol import IllegalAction
from engine.rules.rng import Rng
from engine.rules.wonderful_world import (RULES, Seat, State, score_empire, production,
                                          construction_slots, supremacy_preview, label)
from engine.rules.wonderful_world import flow
from engine.rules.wonderful_world.events import (CardBuilt, CubePlaced,
                                                 KrystalliumMade, LeftoversDiscarded,
                                                 PicksRevealed, SupremacyWon)
from engine.rules.wonderful_world.material import (ALL_CARDS, EMPIRE_INDEX, ID_INDEX, SLOTS)
from engine.rules.wonderful_world.scoring import solo_rank, medal
from engine.rules.wonderful_world.state import EMPTY, HIDDEN, NO_PICK, set_seat

D = ID_INDEX
E = EMPIRE_INDEX


def cons(*ids):
    return tuple((D[c], (EMPTY,) * len(SLOTS[D[c]])) for c in ids)


def seat(empire="aztec_empire", **kw) -> Seat:
    for key in ("hand", "drafted", "built", "found"):
        if key in kw:
            kw[key] = tuple(D[c] for c in kw[key])
    if "cons" in kw and kw["cons"] and isinstance(kw["cons"][0], str):
        kw["cons"] = cons(*kw["cons"])
    return Seat(empire=E[empire], **kw)


def make(seats, phase="production", step=0, side="A", round_=1, scenario=0, stage=0) -> State:
    used = Counter()
    for s in seats:
        used.update(s.hand + s.drafted + s.built + s.found + tuple(d for d, _ in s.cons))
        if s.pick >= 0:
            used[s.pick] += 1
    deck = list(ALL_CARDS)
    for d, n in used.items():       # (a test may use more copies than exist: ``busy``)
        for _ in range(n):
            if d in deck:
                deck.remove(d)
    return State(players=len(seats), rng=12345, side=side, scenario=scenario, round=round_,
                 phase=phase, step=step, stage=stage, deck=tuple(deck), discard=(), box=(),
                 funds=(), seats=tuple(seats), sup=(-2,) * 5)


def busy(s: Seat) -> Seat:
    """A seat that stays in the step until it says done: it could still put a financier on
    a Universal Exposition (gold 3 + 2 financiers), so it is not done automatically."""
    return s._replace(cons=s.cons + cons("universal_exposition"), financiers=s.financiers + 1)


def done_all(state: State) -> State:
    for s in RULES.to_act(state):
        if ("done",) in RULES.legal_actions(state, s):
            state, _ = act(state, s, "done")
    return state


def start(state: State, step: int) -> tuple[State, list]:
    events: list = []
    return flow.start_step(state, step, events), events


def act(state, s, *action):
    """Step ``action``; on a card under construction the trailing card ids may be left out
    (the one legal action that starts with it is played)."""
    action = tuple(action)
    if action not in RULES.legal_actions(state, s):
        longer = [a for a in RULES.legal_actions(state, s) if a[:len(action)] == action]
        if len(longer) == 1:
            action = longer[0]
    return RULES.step(state, s, action)


# ---- scoring -------------------------------------------------------------------------------
def test_score_empire_reproduces_the_rulebook_example_of_62_vp():
    # Petro: flat 2 + 10; multipliers 1, 3, 2 per project x 5 projects; 2 generals;
    # 6 financiers with two +1-per-financier cards
    built = ["climate_control", "giant_tower",                      # 2 + 10 flat VP
             "universal_vaccine", "world_congress", "national_monument",   # 1, 3, 2 / project
             "casino_city", "secret_society"]                       # +1 / financier each
    r = score_empire("noram_states", "B", built, generals=2, financiers=6)
    assert r["cards"] == 12
    assert r["types"] == 30         # 5 projects: world congress, national monument, giant
    assert r["generals"] == 2       # tower, casino city, secret society
    assert r["financiers"] == 18
    assert r["total"] == 62


def test_score_empire_side_a_multiplier_and_same_targets_add_up():
    # Noram A gives 1 VP per financier; Aquaculture another: 3 VP per financier with the base 1
    r = score_empire("noram_states", "A", ["aquaculture"], generals=0, financiers=4)
    assert r["financiers"] == 12
    # Aztec A: 3 VP per discovery; the empire card itself is not a development
    r = score_empire("aztec_empire", "A", ["ark_of_the_covenant", "bermuda_triangle"], 0, 0)
    assert r["types"] == 6 and r["cards"] == 9 and r["total"] == 15


def test_score_empire_counts_a_repeated_id_as_a_second_copy():
    one = score_empire("federation_of_asia", "A", ["museum", "polar_base"], 0, 0)
    two = score_empire("federation_of_asia", "A", ["museum", "museum", "polar_base"], 0, 0)
    # museum: 2 VP per discovery (polar base is a project): 2 museums and Federation A 2/project
    # (no discovery built: the museums and polar base bring nothing themselves)
    assert one["total"] == 4 and two["total"] == 6


def test_score_empire_refuses_unknown_empire_side_or_card():
    for args in (("atlantis_empire", "A", [], 0, 0), ("aztec_empire", "C", [], 0, 0),
                 ("aztec_empire", "A", ["no_card"], 0, 0)):
        with pytest.raises(ValueError):
            score_empire(*args)


def test_unfinished_cards_krystallium_and_cubes_score_nothing():
    s = seat("republic_of_europe", cons=("giant_tower",), krys=5, cubes=4)
    state = make([s, seat("noram_states")], phase="over", side="B")
    assert RULES.scores(state)[0] == 0


# ---- production -----------------------------------------------------------------------------
def test_production_example_ivanka_counts_empire_and_built_cards_only():
    s = seat("noram_states", built=("recycling_plant",), cons=("wind_turbines",))
    assert production(s, "A", 0) == 3 + 2          # Noram A: 3 materials, recycling plant 2
    assert production(s, "A", 1) == 0               # wind turbines not built yet


def test_production_example_petro_completed_card_produces_from_the_next_step():
    petro = busy(seat("panafrican_union", cons=("wind_turbines",)))  # A: 2 materials, 2 science
    state, _ = start(make([petro, busy(seat("noram_states"))]), 0)
    assert state.seats[0].avail == (2, 0, 0, 0, 0)
    state, ev = act(state, 0, "place", 0, "materials")
    state, ev = act(state, 0, "place", 0, "materials")
    assert any(isinstance(e, CardBuilt) and e.card == "wind_turbines" for e in ev)
    assert state.seats[0].built == (D["wind_turbines"],)
    state = done_all(state)                 # Noram's 3 materials fitted nowhere: on its empire
    assert state.step == 1 and state.seats[0].made == 1        # now 1 energy


def test_card_completed_during_a_step_does_not_add_to_that_step():
    s = busy(seat("noram_states", cons=("recycling_plant",)))    # costs 2 materials, makes 2
    state, _ = start(make([s, busy(seat("aztec_empire"))]), 0)
    made = state.seats[0].made
    state, _ = act(state, 0, "place", 0, "materials")
    state, _ = act(state, 0, "place", 0, "materials")
    # still 3 made this step; the third cube fits nowhere now and went to the empire card
    assert state.seats[0].made == made == 3
    assert state.seats[0].avail[0] == 0 and state.seats[0].cubes == 1


def test_per_type_production_counts_built_cards_of_that_type_never_the_empire():
    s = seat("aztec_empire", built=("super_sonar", "zeppelin", "tank_division"))
    # 1 per vehicle (2) + zeppelin 1 + tank division 1; side B has no exploration
    assert production(s, "B", 4) == 2 + 1 + 1
    s = seat("aztec_empire", built=("neuroscience",))
    assert production(s, "B", 2) == 1 + 1             # side B 1 science + itself (a research)


# ---- supremacy ------------------------------------------------------------------------------
def test_supremacy_strictly_most_gets_a_financier_for_materials():
    state, ev = start(make([busy(seat("noram_states")), busy(seat("aztec_empire"))]), 0)  # 3 : 0
    assert state.seats[0].financiers == 2 and state.seats[1].financiers == 1
    assert [e.seat for e in ev if isinstance(e, SupremacyWon)] == [0]


def test_supremacy_energy_and_exploration_give_a_general():
    state, _ = start(make([busy(seat("noram_states")), busy(seat("aztec_empire"))]), 1)  # 0 : 2
    assert state.seats[1].generals == 1 and state.seats[0].generals == 0


def test_supremacy_tie_gives_nobody_a_token():
    state, ev = start(make([busy(seat("panafrican_union")), busy(seat("republic_of_europe")),
                            busy(seat("aztec_empire"))]), 0)                   # 2, 2, 0
    assert all(s.financiers == 1 for s in state.seats)
    assert [e.seat for e in ev if isinstance(e, SupremacyWon)] == [-1]
    assert state.sup[0] == -1


def test_supremacy_needs_production_above_zero():
    state, _ = start(make([seat("noram_states"), seat("aztec_empire")], side="A"), 2)  # 0 science
    assert all(not s.choose for s in state.seats)


def test_science_supremacy_lets_the_winner_choose_before_anything_else():
    state, _ = start(make([seat("panafrican_union", cons=("research_center",)),
                           seat("aztec_empire")]), 2)
    assert state.seats[0].choose
    assert RULES.legal_actions(state, 0) == [("token", "general"), ("token", "financier")]
    with pytest.raises(IllegalAction):
        act(state, 0, "empire", "science")
    state, _ = act(state, 0, "token", "general")
    assert state.seats[0].generals == 1 and not state.seats[0].choose


def test_supremacy_preview_matches_the_rule():
    state = make([seat("panafrican_union"), seat("republic_of_europe")])
    assert supremacy_preview(state, "materials") == -1 and supremacy_preview(state, "science") == 0


# ---- placing cubes ------------------------------------------------------------------------
def test_five_cubes_on_the_empire_become_one_krystallium_at_once():
    s = seat("noram_states", cons=("nuclear_plant",), cubes=3)
    state, _ = start(make([s, seat("aztec_empire")]), 0)           # 3 materials to place
    state, _ = act(state, 0, "empire", "materials")
    state, ev = act(state, 0, "empire", "materials")
    assert state.seats[0].cubes == 0 and state.seats[0].krys == 1
    assert any(isinstance(e, KrystalliumMade) for e in ev)


def test_cube_that_fits_nowhere_goes_to_the_empire_automatically():
    s = busy(seat("noram_states", cons=("zeppelin",)))              # needs energy only
    state, ev = start(make([s, busy(seat("aztec_empire"))]), 0)
    assert state.seats[0].avail == (0,) * 5 and state.seats[0].cubes == 3
    assert all(e.auto for e in ev if isinstance(e, CubePlaced) and e.seat == 0)


def test_cubes_must_be_placed_before_the_step_ends():
    s = seat("noram_states", cons=("nuclear_plant",), krys=1)
    state, _ = start(make([s, seat("aztec_empire")]), 0)
    legal = RULES.legal_actions(state, 0)
    assert ("done",) not in legal
    assert all(a[0] in ("place", "empire", "krys", "leader", "discard")
               for a in legal)
    with pytest.raises(IllegalAction):
        act(state, 0, "done")


def test_krystallium_and_discards_at_any_moment_also_while_cubes_wait():
    # "використати в будь-який момент" / "У будь-який момент ви можете скинути карту"
    s = seat("noram_states", cons=("nuclear_plant", "wind_turbines"), krys=1)
    state, _ = start(make([s, seat("aztec_empire")]), 0)          # materials cubes wait
    assert state.seats[0].avail[0] > 0
    legal = RULES.legal_actions(state, 0)
    assert ("krys", 0, "science", "nuclear_plant") in legal       # a slot of another resource
    assert ("discard", 1, "wind_turbines") in legal
    assert ("krys", 1, "materials", "wind_turbines") in legal     # "в будь-який момент"
    state, _ = act(state, 0, "discard", 1, "wind_turbines")
    assert state.seats[0].avail[0] > 0 and state.seats[0].cubes == 1
    state, _ = act(state, 0, "krys", 0, "science", "nuclear_plant")
    assert state.seats[0].krys == 0 and state.seats[0].avail[0] > 0


def test_a_leader_token_may_complete_a_card_while_cubes_wait():
    s = seat("noram_states", cons=("giant_tower", "wind_turbines"), generals=0, financiers=1)
    s = s._replace(cons=((D["giant_tower"], (0, 0, 3, 3, 3, EMPTY)),) + s.cons[1:])
    state, _ = start(make([s, seat("aztec_empire")]), 0)
    assert state.seats[0].avail[0] > 0
    state, _ = act(state, 0, "leader", 0, "financier")
    assert D["giant_tower"] in state.seats[0].built


def test_krystallium_replaces_any_resource_but_never_a_leader_token():
    s = seat("aztec_empire", cons=("giant_tower",), krys=3)          # 2 mat, 3 gold, 1 financier
    state = make([s, seat("noram_states")], step=4)
    state = flow.start_step(state, 4, [])
    assert state.seats[0].choose is False
    legal = RULES.legal_actions(state, 0)
    assert ("krys", 0, "materials", "giant_tower") in legal
    assert ("krys", 0, "gold", "giant_tower") in legal
    assert not any(a[:3] == ("krys", 0, "financier") for a in legal)
    state, _ = act(state, 0, "krys", 0, "gold")
    assert construction_slots(state, 0)[0]["slots"][2]["holds"] == "krystallium"


def test_krystallium_placed_on_a_card_stays_there():
    # "Ви не зможете пересунути кубики, які вже розташували на якійсь карті": a krystallium
    # goes from the stock onto a card, never off it nor to another card (rules version 4)
    assert RULES.version == 4
    s = busy(seat("aztec_empire", cons=("zeppelin", "wind_turbines"), krys=1))
    s = s._replace(cons=((D["zeppelin"], (EMPTY, EMPTY)), (D["wind_turbines"], (0, EMPTY)))
                   + s.cons[2:])
    state = flow.start_step(make([s, busy(seat("noram_states"))]), 2, [])     # science: none
    state, _ = act(state, 0, "krys", 0, "energy")
    assert state.seats[0].krys == 0
    legal = RULES.legal_actions(state, 0)
    assert not any(a[0] in ("move", "unkrys") for a in legal)
    assert not any(a[0] == "krys" for a in legal)                # the stock is empty
    for bad in (("move", 0, "energy", 1, "materials", "zeppelin", "wind_turbines"),
                ("unkrys", 0, "energy", "zeppelin")):
        with pytest.raises(IllegalAction):
            RULES.step(state, 0, bad)


def test_a_cube_whose_only_slot_holds_krystallium_goes_to_the_empire():
    s = busy(seat("noram_states", cons=("nuclear_plant",)))
    s = s._replace(cons=((D["nuclear_plant"], (5, 5, 5, 5, EMPTY)),) + s.cons[1:])
    state, ev = start(make([s, busy(seat("aztec_empire"))]), 0)   # 3 materials, nowhere to go
    assert state.seats[0].avail[0] == 0 and state.seats[0].krys == 0
    assert state.seats[0].cons[0][1] == (5, 5, 5, 5, EMPTY)
    assert [e.auto for e in ev if isinstance(e, CubePlaced) and e.seat == 0] == [True] * 3


def test_krystallium_slot_needs_krystallium_and_completion_gives_the_bonus():
    # Ark of the Covenant: 4 exploration, bonus 1 krystallium; Juggernaut needs a krystallium
    s = busy(seat("noram_states", cons=("ark_of_the_covenant", "juggernaut"), krys=4))
    state = flow.start_step(make([s, busy(seat("aztec_empire"))]), 2, [])    # science: none
    legal = RULES.legal_actions(state, 0)
    assert ("krys", 1, "krystallium", "juggernaut") in legal
    for _ in range(4):
        state, ev = act(state, 0, "krys", 0, "exploration")
    s0 = state.seats[0]
    assert D["ark_of_the_covenant"] in s0.built and s0.krys == 1      # 4 spent, 1 bonus
    assert any(isinstance(e, CardBuilt) and e.krystallium == 1 for e in ev)


def test_leader_token_pays_a_leader_slot_and_stays_on_its_card():
    s = seat("aztec_empire", cons=("center_of_the_earth", "ancient_astronauts"), generals=2)
    s = s._replace(cons=(s.cons[0], (D["ancient_astronauts"], (4,) * 6 + (EMPTY,))))
    state = flow.start_step(make([s, busy(seat("noram_states"))]), 3, [])
    state, _ = act(state, 0, "leader", 0, "general")
    assert state.seats[0].generals == 1
    assert not any(a[:3] == ("krys", 0, "general") for a in RULES.legal_actions(state, 0))
    with pytest.raises(IllegalAction):
        RULES.step(state, 0, ("move", 0, "general", 1, "general", "center_of_the_earth",
                              "ancient_astronauts"))
    state, _ = act(state, 0, "leader", 1, "general")
    assert D["ancient_astronauts"] in state.seats[0].built and state.seats[0].generals == 0
    assert state.seats[0].krys == 2                    # its construction bonus


def test_discarding_a_card_under_construction_sends_its_cube_to_the_empire_and_loses_cubes():
    s = busy(seat("noram_states", cons=("nuclear_plant", "wind_turbines"), cubes=0))
    state = flow.start_step(make([s, busy(seat("aztec_empire"))]), 0, [])
    state, _ = act(state, 0, "place", 0, "materials")
    state, _ = act(state, 0, "place", 0, "materials")
    state, _ = act(state, 0, "place", 1, "materials")       # wind turbines half paid
    state, _ = act(state, 0, "discard", 0)                   # nuclear plant: recycles energy
    s0 = state.seats[0]
    assert [d for d, _ in s0.cons] == [D["wind_turbines"], D["universal_exposition"]]
    assert s0.cubes == 1 and D["nuclear_plant"] in state.discard


def test_discarding_a_card_under_construction_loses_its_krystallium_and_leader_tokens():
    # "Ви втратите всі кубики ресурсів та жетони, які виклали на скинуту карту ... (поверніть
    # їх на склад)": krystallium and leader tokens on it are lost too
    s = busy(seat("aztec_empire", cons=("giant_tower",), krys=0, financiers=0))
    s = s._replace(cons=((D["giant_tower"], (5, EMPTY, 5, 3, EMPTY, 7)),) + s.cons[1:])
    state = make([s, busy(seat("noram_states"))], step=3)
    state = flow.start_step(state, 3, [])
    state = done_cubes(state, 0)
    before = state.seats[0]
    state, _ = act(state, 0, "discard", 0, "giant_tower")
    after = state.seats[0]
    assert after.krys == before.krys and after.financiers == before.financiers
    assert after.generals == before.generals
    assert D["giant_tower"] not in [d for d, _ in after.cons]


def done_cubes(state: State, si: int) -> State:
    """Put every waiting cube of seat ``si`` on the empire card."""
    while any(state.seats[si].avail):
        r = next(k for k, n in enumerate(state.seats[si].avail) if n)
        from engine.rules.wonderful_world.material import RESOURCES
        state, _ = act(state, si, "empire", RESOURCES[r])
    return state


# ---- planning -----------------------------------------------------------------------------
def test_recycled_cube_is_placed_at_once_and_a_card_it_completes_produces_this_round():
    s = seat("noram_states", drafted=("zeppelin", "research_center"),
             cons=(("wind_turbines",)))
    s = s._replace(cons=((D["wind_turbines"], (0, EMPTY)),))
    state = make([s, seat("aztec_empire", drafted=("museum",))], phase="planning")
    state, _ = act(state, 0, "recycle", "research_center")   # a science cube: fits nowhere
    assert state.seats[0].cubes == 1
    state = make([s._replace(drafted=(D["zeppelin"], D["recycling_plant"])),
                  seat("aztec_empire", drafted=("museum",))], phase="planning")
    state, _ = act(state, 0, "recycle", "recycling_plant")   # a materials cube: must place now
    assert RULES.legal_actions(state, 0) == [("place", 0, "materials", "wind_turbines"),
                                             ("empire", "materials"),
                                             ("discard", 0, "wind_turbines")]
    state, ev = act(state, 0, "place", 0, "materials")
    assert state.seats[0].built == (D["wind_turbines"],)
    state, _ = act(state, 0, "slate", "zeppelin")
    state, _ = act(state, 1, "recycle", "museum")
    assert state.phase == "production"
    state = flow.start_step(state, 1, [])
    assert state.seats[0].made == 1                          # wind turbines: energy this round


def test_planning_ends_when_the_draft_area_is_empty():
    state = make([seat("noram_states", drafted=("zeppelin",)),
                  seat("aztec_empire", drafted=("museum",))], phase="planning")
    state, _ = act(state, 0, "slate", "zeppelin")
    assert RULES.to_act(state) == [1] and state.phase == "planning"


# ---- draft ----------------------------------------------------------------------------------
def test_draft_deals_seven_and_picks_stay_hidden_until_everyone_picked():
    state = RULES.new_game(3, 4)
    assert [len(s.hand) for s in state.seats] == [7, 7, 7]
    assert RULES.to_act(state) == [0, 1, 2]
    pick = RULES.legal_actions(state, 0)[0]
    state, ev = RULES.step(state, 0, pick)
    assert RULES.to_act(state) == [1, 2]
    other = RULES.view(state, 1)
    assert other.seats[0].pick == HIDDEN and other.seats[0].hand == (HIDDEN,) * 6
    assert RULES.view_events(ev, 1)[0].card == "?" and RULES.view_events(ev, 0)[0].card == pick[1]
    assert RULES.describe(pick, "en", viewer=1, seat=0) == "drafts a card"
    assert label(pick[1], "en") not in RULES.describe(pick, "en", viewer=None, seat=0)
    for s in (1, 2):
        state, ev = RULES.step(state, s, RULES.legal_actions(state, s)[0])
    assert any(isinstance(e, PicksRevealed) for e in ev)
    assert all(len(s.drafted) == 1 and s.pick == NO_PICK for s in state.seats)


def _pick_round(state):
    hands = [s.hand for s in state.seats]
    for s in RULES.to_act(state):
        state, ev = RULES.step(state, s, RULES.legal_actions(state, s)[0])
    return hands, state, ev


@pytest.mark.parametrize("round_,shift", [(1, 1), (2, -1), (3, 1), (4, -1)])
def test_hands_pass_left_in_rounds_1_and_3_and_right_in_2_and_4(round_, shift):
    state = RULES.new_game(3, 1)
    state = flow.start_round(make(list(s._replace(hand=()) for s in state.seats),
                                  phase="draft", round_=round_), [])
    hands, after, _ = _pick_round(state)
    for i in range(3):   # seat i's hand (minus its pick) went to seat i + shift
        left = list(hands[i])
        left.remove(after.seats[i].drafted[0])
        assert tuple(sorted(left)) == after.seats[(i + shift) % 3].hand


def test_last_card_of_a_hand_is_drafted_automatically():
    state = RULES.new_game(4, 2)
    for _ in range(6):
        _, state, ev = _pick_round(state)
    assert state.phase == "planning" and all(len(s.drafted) == 7 and not s.hand
                                             for s in state.seats)


def test_two_players_get_ten_cards_and_discard_the_last_three_without_recycling():
    state = RULES.new_game(2, 3)
    assert [len(s.hand) for s in state.seats] == [10, 10]
    for _ in range(7):
        _, state, ev = _pick_round(state)
    assert state.phase == "planning"
    assert [len(s.drafted) for s in state.seats] == [7, 7] and len(state.box) == 6
    assert [e.count for e in ev if isinstance(e, LeftoversDiscarded)] == [3, 3]
    assert all(s.avail == (0,) * 5 and s.cubes == 0 for s in state.seats)
    assert RULES.view(state, 0).box == (HIDDEN,) * 6


# ---- end of game ----------------------------------------------------------------------------
def test_game_ends_after_round_four_and_ties_break_on_built_cards_then_leaders():
    a = seat("aztec_empire", built=("wind_turbines", "zeppelin"), generals=1)
    b = seat("aztec_empire", built=("ark_of_the_covenant",), generals=0)
    # side B: a = 0 + 0 + 1 general = 1 ... make them equal with a financier for b
    b = b._replace(financiers=0)
    state = make([a, b], phase="over", side="B")
    sa, sb = RULES.scores(state)
    assert sb == 5 and sa == 1 and RULES.winners(state) == [1]
    c = seat("noram_states", built=("wind_turbines", "zeppelin"), generals=2)
    d = seat("noram_states", built=("recycling_plant", "zeppelin"), financiers=2)
    e = seat("noram_states", built=("recycling_plant",), generals=1, financiers=1)
    state = make([c, d, e], phase="over", side="B")
    assert RULES.scores(state) == [2, 2, 2] and RULES.winners(state) == [0, 1]
    state = make([c, d._replace(financiers=1, generals=0), e], phase="over", side="B")
    assert RULES.winners(state) == [0]


def test_last_production_step_of_round_four_ends_the_game():
    state = make([seat("noram_states"), seat("aztec_empire")], round_=4)
    state, ev = start(state, 4)
    assert state.phase == "over" and RULES.to_act(state) == []


# ---- solo -----------------------------------------------------------------------------------
def test_solo_setup_makes_eight_funds_of_five_and_skips_the_draft():
    state = RULES.new_game(1, 7)
    assert state.phase == "planning" and state.stage == 1
    assert len(state.seats[0].hand) == 5 and len(state.funds) == 7
    assert all(len(f) == 5 for f in state.funds) and len(state.deck) == 150 - 40


def test_solo_search_discards_two_draws_five_and_keeps_one():
    state = RULES.new_game(1, 7)
    search = next(a for a in RULES.legal_actions(state, 0) if a[0] == "search")
    state, ev = RULES.step(state, 0, search)
    assert len(state.seats[0].hand) == 3 and len(state.seats[0].found) == 5
    keeps = RULES.legal_actions(state, 0)
    assert all(a[0] == "keep" for a in keeps)
    state, _ = RULES.step(state, 0, keeps[0])
    assert len(state.seats[0].hand) == 4 and len(state.discard) == 2 + 4


def test_solo_two_planning_stages_then_production():
    state = RULES.new_game(1, 8)
    for d in list(state.seats[0].hand):
        state, _ = act(state, 0, "slate", ID_NAME(d))
    assert state.stage == 2 and len(state.seats[0].hand) == 5 and len(state.funds) == 6
    while state.phase == "planning":
        a = [x for x in RULES.legal_actions(state, 0) if x[0] in ("recycle", "place", "empire")][0]
        state, _ = RULES.step(state, 0, a)
    assert state.phase == "production"


def ID_NAME(d):
    from engine.rules.wonderful_world.material import IDS
    return IDS[d]


def test_solo_supremacy_only_when_producing_at_least_five():
    four = make([busy(seat("noram_states", built=("wind_turbines",)))])     # 3 materials
    state, _ = start(four, 0)
    assert state.seats[0].financiers == 1 and state.sup[0] == -1
    five = make([busy(seat("noram_states", built=("recycling_plant",)))])   # 5 materials
    state, _ = start(five, 0)
    assert state.seats[0].financiers == 2 and state.sup[0] == 0


def test_solo_side_a_subtracts_15_and_the_rank_table():
    s = seat("noram_states", built=("giant_tower",), financiers=5)        # 10 + 5*2 = 20
    state = make([s], phase="over", side="A")
    br = RULES.score_breakdown(state, 0)
    assert br["total"] == 20 - 15 and br["solo_penalty"] == -15
    assert [solo_rank(p) for p in (59, 60, 79, 80, 99, 100)] == \
        ["beginner", "dictator", "dictator", "emperor", "emperor", "god_incarnate"]


@pytest.mark.parametrize("scenario,cards", [
    (1, ("polar_base", "mega_drill", "super_sonar", "center_of_the_earth")),
    (2, ("recycling_plant", "wind_turbines", "universal_vaccine", "aquaculture")),
    (3, ("unknown_technology", "saucer_squadron", "lunar_base", "secret_laboratory")),
    (4, ("research_center", "neuroscience", "time_travel")),
    (5, ("industrial_complex", "underground_city", "underwater_city", "secret_society")),
    (6, ("financial_center", "propaganda_center", "national_monument")),
])
def test_solo_scenarios_start_with_their_cards_under_construction_on_side_b(scenario, cards):
    state = RULES.new_game(1, 3, {"solo_scenario": scenario})
    assert state.side == "B"
    assert [c["card"] for c in construction_slots(state, 0)] == list(cards)
    assert len(state.deck) + 40 + len(cards) == 150


def test_solo_scenario_medals_need_every_card_built():
    assert medal(1, 120, True) == 3 and medal(1, 100, True) == 2 and medal(1, 70, True) == 1
    assert medal(1, 69, True) == 0 and medal(1, 130, False) == 0
    assert medal(3, 90, True) == 2 and medal(5, 119, True) == 2 and medal(6, 60, True) == 1
    s = seat("noram_states", built=("financial_center", "propaganda_center"))
    state = make([s], phase="over", side="B", scenario=6)
    br = RULES.score_breakdown(state, 0)
    assert br["scenario_complete"] == 0 and br["medal"] == 0 and br["scenario_built"] == 2


# ---- options, input, files ---------------------------------------------------------------
def test_options_side_b_and_refusals():
    assert RULES.new_game(3, 1, {"empire_side": "B"}).side == "B"
    with pytest.raises(IllegalAction):
        RULES.new_game(2, 1, {"solo_scenario": 2})
    with pytest.raises(IllegalAction):
        RULES.new_game(2, 1, {"empire_side": "C"})
    keys = {o.key for o in RULES.options()}
    assert keys == {"empire_side", "solo_scenario"}


def test_from_json_refuses_a_state_whose_cards_do_not_add_up():
    data = RULES.to_json(RULES.new_game(2, 1))
    data["deck"] = data["deck"] + ["wind_turbines"]
    with pytest.raises(ValueError):
        RULES.from_json(json.loads(json.dumps(data)))
    data = RULES.to_json(RULES.new_game(2, 1))
    data["seats"][0]["cons"] = [["zeppelin", ["gold", None]]]
    with pytest.raises(ValueError):
        RULES.from_json(data)


def test_describe_names_cards_in_both_languages():
    assert RULES.describe(("slate", "wind_turbines"), "en") == "starts building Wind Turbines"
    assert "Вітрогенератор" in RULES.describe(("slate", "wind_turbines"), "uk")
    assert RULES.describe(("pick", "atlantis"), "uk", viewer=0, seat=0) == "обирає карту «Атлантида»"


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_never_crash_and_keep_the_invariants(players):
    for seed in range(2):
        rng = Rng(seed)
        state = RULES.new_game(players, seed)
        n = 0
        while not RULES.is_over(state):
            s = rng.choice(RULES.to_act(state))
            state = RULES.apply(state, s, rng.choice(RULES.legal_actions(state, s)))
            n += 1
            if n % 25 == 0:
                assert RULES.check_invariants(state) == []
        assert RULES.check_invariants(state) == [] and state.round == 4


# ---- secrets and AI hooks -----------------------------------------------------------------
def test_dealt_cards_and_solo_funds_reach_only_their_owner():
    state = RULES.new_game(3, 5)
    from engine.rules.wonderful_world.events import CardsDealt, FundTaken
    ev = [CardsDealt(0, ("zeppelin",) * 7), CardsDealt(1, ("museum",) * 7), FundTaken(0, 1, ("atlantis",))]
    seen = RULES.view_events(ev, 1)
    assert seen[0].cards == ("?",) * 7 and seen[1].cards == ("museum",) * 7
    assert seen[2].cards == ("?",)
    assert RULES.view_events(ev, None)[1].cards == ("?",) * 7
    assert RULES.to_json(RULES.view(state, None))["rng"] == 0


def test_determinize_keeps_what_the_seat_sees_and_samples_the_rest():
    state = RULES.new_game(4, 9)
    v = RULES.view(state, 2)
    det = RULES.determinize(v, 2, Rng(3))
    assert det.seats[2].hand == state.seats[2].hand
    assert RULES.check_invariants(det) == []
    assert RULES.to_json(RULES.view(det, 2)) == RULES.to_json(v)


def test_solo_search_reshuffles_the_discard_pile_when_the_deck_runs_out():
    state = RULES.new_game(1, 2)
    deck = state.deck
    state = State(**{**state.__dict__, "deck": deck[:2], "discard": deck[2:]})
    search = next(a for a in RULES.legal_actions(state, 0) if a[0] == "search")
    state, _ = RULES.step(state, 0, search)
    assert len(state.seats[0].found) == 5 and RULES.check_invariants(state) == []


def test_labels_name_cards_empires_and_kinds():
    assert label("wind_turbines", "en") == "Wind Turbines"
    assert label("noram_states", "uk") == "Північноамериканські штати"
    assert label("krystallium", "uk") == "кристалій" and label("?", "en") is None


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_playout_policy_finishes_games_with_sensible_scores(players):
    rng = Rng(players)
    state = RULES.new_game(players, players)
    while not RULES.is_over(state):
        s = RULES.to_act(state)[0]
        acts = RULES.legal_actions(state, s)
        a = RULES.rollout_action(state, s, acts, rng)
        assert a in acts and isinstance(RULES.evaluate(state, s), float)
        state = RULES.apply(state, s, a)
    assert max(RULES.scores(state)) > 0 and RULES.winners(state)


def test_every_card_has_a_name_and_a_readable_text_in_both_languages():
    from engine.rules.wonderful_world import IDS, card_text, card_info
    for cid in IDS:
        info = card_info(cid)
        assert info["name_en"] and info["name_uk"] and info["name_en"] != info["name_uk"]
        assert card_text(cid, "en").startswith("Cost:") and card_text(cid, "uk").startswith("Вартість:")
    assert "1 VP per financier" in card_text("aquaculture", "en")
    assert "за кожного фінансиста" in card_text("aquaculture", "uk")


@pytest.mark.parametrize("players,options", [(2, {"empire_side": "B"}), (5, {"empire_side": "B"})]
                         + [(1, {"solo_scenario": k}) for k in range(1, 7)])
def test_random_games_with_every_option_finish_and_score(players, options):
    rng = Rng(players)
    state = RULES.new_game(players, 3, options)
    while not RULES.is_over(state):
        s = rng.choice(RULES.to_act(state))
        state = RULES.apply(state, s, rng.choice(RULES.legal_actions(state, s)))
    assert RULES.check_invariants(state) == []
    br = RULES.score_breakdown(state, 0)
    assert ("medal" in br) == bool(options.get("solo_scenario"))
    assert RULES.from_json(json.loads(json.dumps(RULES.to_json(state)))) == state


def test_solo_ai_values_a_search_by_its_best_keep():
    """Solo AI: the cards a search drew are worth the best of keeping one of them (to build or
    to recycle), no more; values are centred on a par score."""
    from engine.rules.wonderful_world import ai_eval
    state = RULES.new_game(1, 7)
    search = next(a for a in RULES.legal_actions(state, 0) if a[0] == "search")
    after, _ = RULES.step(state, 0, search)
    options = []
    for keep in RULES.legal_actions(after, 0):
        kept, _ = RULES.step(after, 0, keep)
        options.append(RULES.evaluate(kept, 0))
        slated, _ = RULES.step(kept, 0, ("slate", keep[1]))
        options.append(RULES.evaluate(slated, 0))
    assert RULES.evaluate(after, 0) == pytest.approx(max(options))
    before = RULES.evaluate(state, 0)
    assert abs(before) < 2 * RULES.ai_value_scale, "a fresh solo game is near the par score"
    over = state.__class__(**{**state.__dict__, "phase": "over"})
    assert RULES.evaluate(over, 0) == ai_eval.solo_value(RULES.scores(over)[0])
    assert ai_eval.solo_value(ai_eval.SOLO_PAR) == 0 and RULES.ai_value_scale == ai_eval.VALUE_SCALE


def test_solo_ai_reward_at_the_end_follows_the_score():
    """The search's reward for a finished solo game grows with the score (the one seat always
    'wins', so win/loss alone would make every ending look the same)."""
    from engine.ai.value import evaluator, rewards
    low = make([seat(built=("military_base",))], phase="over")
    high = make([seat(built=("military_base", "national_monument", "lunar_base"))],
                phase="over")
    assert RULES.scores(high)[0] > RULES.scores(low)[0]
    ev, scale = evaluator(RULES), RULES.ai_value_scale
    assert rewards(RULES, high, ev, scale)[0] > rewards(RULES, low, ev, scale)[0]


def test_solo_ai_last_round_counts_only_cards_that_can_still_complete():
    """Solo AI, round 4: the value is the final score played out — a card under
    construction counts once the cubes still to come complete it, and not at all otherwise."""
    from engine.rules.wonderful_world.scoring import score_designs
    mb = D["military_base"]                 # materials x3, energy; bonus: a general
    fill = (0, 0, 0, EMPTY)
    def solo(avail):
        s = seat(cons=((mb, fill),), avail=avail)
        return make([s], phase="production", step=4, round_=4, side="B")
    from engine.rules.wonderful_world.ai_eval import project
    done, stuck = solo((0, 1, 0, 0, 0)), solo((0, 0, 0, 0, 0))   # the energy cube to place / none
    e = E["aztec_empire"]
    gain = (score_designs(e, "B", (mb,), 1, 0)["total"] - score_designs(e, "B", (), 0, 0)["total"])
    assert project(done, done.seats[0]) - project(stuck, stuck.seats[0]) == pytest.approx(gain)
    assert RULES.evaluate(done, 0) > RULES.evaluate(stuck, 0)


# ---- impossible states (issue 20): from_json runs the invariants -------------------------------
def _edited(edit, players=3, seed=4):
    data = json.loads(json.dumps(RULES.to_json(RULES.new_game(players, seed))))
    edit(data)
    return data


@pytest.mark.parametrize("edit,why", [
    (lambda d: d.update(phase="over"), "over in round 1"),
    (lambda d: [d["deck"].extend(x.pop("hand")) or x.update(hand=[]) for x in d["seats"]],
     "hand is empty"),
    (lambda d: d.update(sup=[4, -2, -2, -2, -2]), "does not exist"),
    (lambda d: d["seats"][0].update(done="no"), "true or false"),
    (lambda d: d["seats"][0].update(empire=d["seats"][1]["empire"]), "same empire"),
    (lambda d: d.update(stage=1), "planning stage"),
])
def test_from_json_refuses_an_impossible_state_and_says_why(edit, why):
    with pytest.raises(ValueError, match=why):
        RULES.from_json(_edited(edit))


def test_from_json_refuses_a_planning_seat_that_must_act_and_cannot():
    state = make([seat("noram_states"), seat("aztec_empire", drafted=("museum",))],
                 phase="planning")
    with pytest.raises(ValueError, match="nothing it may do"):
        RULES.from_json(json.loads(json.dumps(RULES.to_json(state))))


def test_from_json_accepts_every_state_of_random_games():
    rng = Rng(3)
    for players in (1, 2, 4):
        state = RULES.new_game(players, players)
        while not RULES.is_over(state):
            RULES.from_json(json.loads(json.dumps(RULES.to_json(state))))
            s = rng.choice(RULES.to_act(state))
            state = RULES.apply(state, s, rng.choice(RULES.legal_actions(state, s)))
        assert RULES.from_json(RULES.to_json(state)) == state


# ---- revealed draft picks by name (issue 19, item 2) -------------------------------------------
def test_revealed_draft_picks_are_named_in_the_log_once_revealed():
    from engine.rules.wonderful_world import describe_event
    state = RULES.new_game(3, 2)
    events = []
    for s in (0, 1, 2):
        state, ev = RULES.step(state, s, RULES.legal_actions(state, s)[0])
        events += ev
    picks = [e for e in events if isinstance(e, PicksRevealed)]
    assert len(picks) == 1
    seen = RULES.view_events(picks, 1)[0]
    lines = describe_event(seen, "en", 1)
    # the viewer's own pick was named when it was made: it is not "revealed" to them again
    assert [seat for seat, _ in lines] == [0, 2]
    for seat_, text in lines:
        assert label(picks[0].picks[seat_], "en") in text and text.startswith("reveals")
    assert [seat for seat, _ in describe_event(seen, "en", None)] == [0, 1, 2]
    assert all("«" in t for _, t in describe_event(seen, "uk", None))
    # before the reveal another seat's pick stays a secret in the log
    assert RULES.describe(("pick", picks[0].picks[0]), "en", 1, 0) == "drafts a card"


def test_a_seats_view_loads_and_lists_hidden_choices_without_naming_a_card():
    state = RULES.new_game(3, 6)
    state, _ = RULES.step(state, 0, RULES.legal_actions(state, 0)[0])
    v = RULES.from_json(json.loads(json.dumps(RULES.to_json(RULES.view(state, 0)))))
    assert RULES.legal_actions(v, 1) == [("pick", "?")]       # seat 1 picks a card unseen
    with pytest.raises(IllegalAction, match="hidden"):
        RULES.step(v, 1, ("pick", "?"))
    solo = RULES.view(RULES.new_game(1, 6), None)             # a spectator of a solo game
    assert {a[1] for a in RULES.legal_actions(solo, 0) if a[0] in ("slate", "recycle")} == {"?"}


def test_a_solo_game_whose_round_and_funds_disagree_is_refused():
    """Found by the long fuzz: a solo game at round 4 relabelled round 3 was accepted, and its
    next round found no development fund (IndexError).  One fund per planning stage, eight in
    all: the funds left follow from the round and the stage."""
    from engine.rules.wonderful_world import RULES
    s = RULES.new_game(1, 5)
    assert (s.round, s.stage, len(s.funds)) == (1, 1, 7)
    data = json.loads(json.dumps(RULES.to_json(s)))
    assert RULES.from_json(data) == s
    for bad in ({**data, "round": 3}, {**data, "stage": 2}, {**data, "funds": data["funds"][1:]},
                {**data, "funds": [f[:4] for f in data["funds"]]}):
        with pytest.raises(ValueError, match="development fund"):
            RULES.from_json(bad)
    two = json.loads(json.dumps(RULES.to_json(RULES.new_game(2, 5))))
    with pytest.raises(ValueError, match="development fund"):
        RULES.from_json({**two, "funds": data["funds"][:1]})


def test_the_empire_card_keeps_the_colour_of_each_cube_on_it():
    # for the table: each cube on the empire card drawn in its own colour; five make a krystallium
    s = busy(seat("noram_states", cons=("zeppelin",)))               # needs energy only
    state, _ = start(make([s, busy(seat("aztec_empire"))]), 0)     # 3 materials fit nowhere
    s0 = state.seats[0]
    assert s0.cubes == 3 and s0.on_empire == (0, 0, 0)
    assert RULES.view(state, 1).seats[0].on_empire == (0, 0, 0)   # public
    real = RULES.new_game(2, 1)
    real = set_seat(real, 0, real.seats[0]._replace(cubes=3, on_empire=(0, 1, 4)))
    assert RULES.from_json(RULES.to_json(real)).seats[0].on_empire == (0, 1, 4)
    data = RULES.to_json(real)
    data["seats"][0].pop("empire_cubes")                          # a state without colours
    assert RULES.from_json(data).seats[0].on_empire == ()
    data["seats"][0]["empire_cubes"] = ["krystallium"]
    with pytest.raises(ValueError):
        RULES.from_json(data)
    from engine.rules.wonderful_world.placement import to_empire
    ev: list = []
    s1 = to_empire(to_empire(s0, 0, 3, ev), 0, 1, ev)
    assert s1.cubes == 0 and s1.krys == s0.krys + 1 and s1.on_empire == ()
    assert to_empire(s0, 0, 4, ev).on_empire == (0, 0, 0, 4)


def test_the_playout_policy_spends_krystallium_that_completes_a_card():
    # two krystallium finish a Zeppelin (2 energy): the playouts build it instead of ending
    # the step with the krystallium unused; one alone would not finish it, so it waits
    from engine.rules.wonderful_world.ai_eval import rollout_action
    for krys, want in ((2, "krys"), (1, "done")):
        s = busy(seat("aztec_empire", cons=("zeppelin",), krys=krys))
        state = flow.start_step(make([s, busy(seat("noram_states"))]), 2, [])   # science: none
        legal = RULES.legal_actions(state, 0)
        assert ("done",) in legal and any(a[0] == "krys" for a in legal)
        assert rollout_action(state, 0, legal, Rng(1))[0] == want
