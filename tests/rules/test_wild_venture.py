"""A Wild Venture: every rule of the rulebook (Буремні мандри) on small hand-built states, the
rulebook's examples (scoring 40, the Frog Wizard journey, Zero Waste interrupting a journey),
the card set's counts and design constraints, and the variants."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from engine.rules.protocol import IllegalAction
from engine.rules.rng import Rng
from engine.rules.wild_venture import RULES as R
from engine.rules.wild_venture import board, card, cards, score_player
from engine.rules.wild_venture import events as E
from engine.rules.wild_venture.material import card_text, deck_ids
from engine.rules.wild_venture.results import winners_of
from engine.rules.wild_venture.state import evolve

FILLER = ("baker", "gardener", "librarian", "hermit", "courier_crow", "sky_scout", "merchant",
          "runner", "digger", "builder", "town_herald", "fisher_frog")
FILLER = tuple(c for c in FILLER if c in cards())


def mk(board_side="spring", **kw):
    """A seat-0 turn on a bare board (no tokens) with empty rows; ``kw`` overrides fields."""
    s = R.new_game(2, 1, {"board": board_side})
    base = dict(phase="turn", current=0, first=0, picker=0, start_pool=(), species=("crow", "frog"),
                hands=((), ()), coins=(5, 5), inhab=((), ()), belong=((), ()), build=((), ()),
                tokens=((), ()), board_tokens=(), discard=(), deck=FILLER, tucked=((), ()),
                main_left=2, used_main=(), free_used=(), stack=(), looked=(), final_turns=-1)
    base.update(kw)
    return evolve(s, **base)


def do(s, *actions):
    events = []
    for a in actions:
        seat = R.to_act(s)[0]
        s, ev = R.step(s, seat, a)
        events += ev
    return s, events


def legal(s):
    return R.legal_actions(s, R.to_act(s)[0])


def two_mains(s):
    """Burrow and lily pad (draw 2, discard 1: the first card offered)."""
    s, _ = do(s, ("activate", "burrow"), ("activate", "pad"))
    while s.stack:
        s, _ = do(s, legal(s)[0])
    return s


# ---- scoring --------------------------------------------------------------------------------

def test_score_player_rulebook_example_is_40():
    got = score_player({"rabbit": 5, "frog": 3, "crow": 6}, 7, 2, [5, 3])
    assert got == {"total": 40, "citizens": 18, "buildings": 8, "trinkets": 14}


def test_citizens_score_zero_when_a_species_pile_is_empty():
    assert score_player({"crow": 9, "frog": 4}, 0, 0, [])["citizens"] == 0


def test_trinkets_need_enchanted_buildings_and_held_tokens_do_not_count():
    assert score_player({}, 7, 0, [3])["trinkets"] == 0
    s = mk(tucked=((("umbrella", 1), ("spyglass", 1)), ()), build=((("bakery", 2, "sun"),
           ("warehouse", 1, "")), ()), tokens=(("moon",), ()))
    assert R.score_breakdown(s, 0) == {"total": 5, "citizens": 0, "buildings": 3, "trinkets": 2}


def test_a_tucked_building_scores_nothing():
    s = mk(tucked=((("bakery", 0),), ()))
    assert R.score_breakdown(s, 0)["buildings"] == 0


def test_a_tie_is_a_shared_victory_by_default():
    # "У разі нічиєї, автор гри рекомендує гравцям розділити перемогу"
    assert [o.default for o in R.options() if o.key == "tie_break"] == ["shared"]
    t = ((("baker", 1), ("hermit", 1), ("town_herald", 1)), (("bakery", 1),))
    s = mk(tucked=t, build=((), (("warehouse", 1, ""),)), coins=(2, 3))
    assert R.scores(s) == [1, 1] and winners_of(s) == [0, 1]


def test_tie_breakers_coins_then_citizen_points_else_shared_as_the_option():
    # "Якщо ви наполягаєте на визначенні переможця, ним стає гравець, у якого залишилося
    # більше монет. Якщо і в цьому разі нічия ... більшою кількістю ПБ мешканців"
    assert R.new_game(2, 1, {"tie_break": "coins"}).tie_break == "coins"
    t = ((("baker", 1), ("hermit", 1), ("town_herald", 1)), (("bakery", 1),))
    s = mk(tucked=t, build=((), (("warehouse", 1, ""),)), coins=(2, 2), tie_break="coins")
    assert R.scores(s) == [1, 1] and winners_of(s) == [0]          # citizens 1 vs 0
    s = mk(tucked=t, build=((), (("warehouse", 1, ""),)), coins=(2, 3), tie_break="coins")
    assert winners_of(s) == [1]                                     # more coins first
    s = mk(coins=(4, 4), tie_break="coins")
    assert winners_of(s) == [0, 1]


# ---- material -------------------------------------------------------------------------------

def test_deck_sizes_and_species_splits_follow_the_rulebook():
    def split(deck):
        return Counter((card(c).type, card(c).species) for c in deck_ids(deck))
    main = split("main")
    assert len(deck_ids("main")) == 51
    assert all(main[("inhabitant", sp)] == 9 and main[("belonging", sp)] == 4
               and main[("building", sp)] == 4 for sp in ("crow", "frog", "rabbit"))
    for theme in ("academy", "news"):
        t = split(theme)
        assert len(deck_ids(theme)) == 24
        assert all(t[("inhabitant", sp)] == 5 and t[("belonging", sp)] == 2
                   and t[("building", sp)] == 1 for sp in ("crow", "frog", "rabbit"))
    assert sorted(card(c).species for c in deck_ids("start")) == ["crow", "frog", "rabbit"]
    assert all(card(c).supplies == 2 for c in deck_ids("start"))


def test_every_card_has_english_and_ukrainian_name_and_text():
    from engine.rules.wild_venture.material import DATA_DIR
    data = json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))
    for c in data["cards"]:
        assert c["name"]["en"] and c["name"]["uk"] and c["text"]["en"] and c["text"]["uk"]
        assert c["text"]["en"] == card_text(card(c["id"]), "en")
    assert len({c.name_en for c in cards().values()}) == len(cards())


def test_the_cards_the_rulebook_names_exist_and_behave_as_described():
    assert card("frog_wizard").effect == (("travel", 3, "gain_to_draw"),)
    assert card("frog_wizard").supplies == 2
    assert card("mighty_joseph").effect == (("travel", 3),)
    assert card("postal_contract").type == "belonging" and card("postal_contract").when == (("play", "crow"),)
    assert card("generous_pension").relic == (("add_supply", 1),)
    assert card("telegraph_office").when == (("activate", "nest"),)
    zw = card("zero_waste")
    assert ("discard", "belonging") in zw.when and zw.enchant[0] == ("replay_discarded",)
    assert card("chain_whip").type == "belonging" and card("chain_whip").species == "crow"
    assert card("recycling_bin").type == "belonging" and card("recycling_bin").when == (("discard", "any"),)


def _numbers(effect):
    return [x for st in effect for x in st[1:] if isinstance(x, int)]


def test_no_inhabitant_strictly_better_than_another_of_the_same_cost():
    """Same cost, same effect shape: a card may not have >= numbers and >= supplies with one
    strictly greater (that card would never be worth skipping for the other)."""
    inh = [c for c in cards().values() if c.type == "inhabitant" and c.deck != "start"]
    for a in inh:
        for b in inh:
            if a is b or a.cost != b.cost or a.free != b.free:
                continue
            shape = lambda c: tuple((st[0],) + tuple(x for x in st[1:] if not isinstance(x, int))
                                    for st in c.effect)
            if shape(a) != shape(b):
                continue
            na, nb = _numbers(a.effect) + [a.supplies], _numbers(b.effect) + [b.supplies]
            assert not (all(x >= y for x, y in zip(na, nb)) and na != nb), (a.id, b.id)


def test_boards_are_forward_only_graphs_with_chests_at_every_path_end():
    for side in ("spring", "autumn"):
        b = board(side)
        seen, order = set(), [b.home]
        while order:                      # every node reachable, no cycles (a DAG)
            n = order.pop()
            assert n not in seen
            seen.add(n)
            order += [m for m, _ in b.succ[n]]
        assert seen == set(b.nodes)
        ends = [n for n in b.nodes if b.is_end(n)]
        assert ends and all(b.nodes[n]["reward"][0] == "chest" for n in ends)
        toks = Counter(d["token"] for d in b.nodes.values() if d["token"])
        assert toks == {"golden": 1, "plus5": 2, "nest": 3, "enchant": 2}
        for n, d in b.nodes.items():
            if d["token"] == "golden":
                assert d["reward"] == ("chest", "iron")
            if d["token"] == "plus5":
                assert d["reward"] == ("gain", 3)
            if d["token"] == "nest":
                assert d["reward"] == ("draw", 1)
    costs = [c for succ in board("autumn").succ.values() for _, c in succ if c]
    assert {c[0] for c in costs} == {"coins", "discard"}
    assert not any(c for succ in board("spring").succ.values() for _, c in succ)


# ---- set-up ---------------------------------------------------------------------------------

def test_setup_5_coins_5_cards_tokens_and_one_enchant_token_each():
    s = R.new_game(2, 3)
    # 5 coins each, as the rulebook says: no compensation beyond the second player's first pick
    assert s.coins == (5, 5)
    assert R.new_game(2, 4).coins == (5, 5)
    assert [len(h) for h in s.hands] == [5, 5]
    assert len(s.deck) == 75 - 10 and s.phase == "pick"
    toks = Counter(t for _, t in s.board_tokens)
    assert toks["golden"] == 1 and toks["plus5"] == 2 and toks["nest"] == 3
    pairs = [t for t in toks if t in ("sun", "moon", "star")]
    assert len(pairs) == 2 and all(toks[p] == 2 for p in pairs)
    assert s.tokens[0] == s.tokens[1] and s.tokens[0][0] not in pairs
    assert s.pos == ("home", "home")


def test_second_player_picks_a_starting_inhabitant_first_with_2_supplies_rest_discarded():
    s = R.new_game(2, 4)
    second = 1 - s.first
    assert R.to_act(s) == [second]
    s, _ = do(s, ("pick", "start_frog"))
    assert R.to_act(s) == [s.first] and ("pick", "start_frog") not in legal(s)
    s, _ = do(s, ("pick", "start_crow"))
    assert s.inhab[second] == (("start_frog", 2),) and s.inhab[s.first] == (("start_crow", 2),)
    assert s.discard == ("start_rabbit",) and s.species[second] == "frog"
    assert s.phase == "turn" and s.current == s.first


def test_options_are_checked():
    for bad in ({"board": "winter"}, {"nope": 1}, {"stormy": True}, "x"):
        with pytest.raises(IllegalAction):
            R.new_game(2, 1, bad)
    with pytest.raises(IllegalAction):
        R.new_game(3, 1)


def test_stormier_variant_both_theme_decks_8_cards_and_3_discarded_after_the_pick():
    s = R.new_game(2, 5, {"stormy": "on"})
    assert len(s.deck) + 16 == 51 + 48 and all(len(h) == 8 for h in s.hands)
    s, _ = do(s, ("pick", "start_frog"), ("pick", "start_crow"))
    assert s.phase == "setup_discard" and R.to_act(s) == [0, 1]
    hidden = R.view(s, 0)
    for seat in (1, 0):
        for _ in range(3):
            s, _ = R.step(s, seat, ("set_aside", s.hands[seat][0]))
        if seat == 1:
            assert R.view(s, 0).setup_discards[1] == ("?", "?", "?")
    assert s.phase == "turn" and all(len(h) == 5 for h in s.hands) and len(s.discard) == 7
    assert hidden.hands[1] == ("?",) * 8


def test_face_up_tucking_option_is_kept_in_the_state():
    assert R.new_game(2, 1, {"tucking": "face_up"}).face_up is True
    assert R.new_game(2, 1).face_up is False


# ---- main and free actions ------------------------------------------------------------------

def test_two_main_actions_then_the_turn_can_end():
    s = mk()
    assert ("end",) not in legal(s)
    s, _ = do(s, ("activate", "burrow"))
    assert ("end",) not in legal(s)
    s, _ = do(s, ("activate", "pad"))
    assert legal(s)[0][0] == "discard"                     # draw 2, discard 1
    s, _ = do(s, legal(s)[0])
    assert legal(s) == [("end",)]
    s, ev = do(s, ("end",))
    assert s.current == 1 and s.main_left == 2 and any(isinstance(e, E.TurnEnded) for e in ev)


def test_the_same_card_cannot_be_activated_by_both_main_actions():
    s = mk(inhab=((("baker", 2),), ()))
    s, _ = do(s, ("activate", "baker"))
    assert ("activate", "baker") not in legal(s)
    s2, _ = do(mk(), ("activate", "burrow"))
    assert ("activate", "burrow") not in legal(s2)


def test_playing_a_card_pays_its_cost_places_supplies_and_may_then_be_activated():
    s = mk(hands=(("merchant",), ()), coins=(3, 0))
    s, _ = do(s, ("play", "merchant"))
    assert s.coins[0] == 0 and s.inhab[0] == (("merchant", 3),)
    s, _ = do(s, ("activate", "merchant"))
    assert s.coins[0] == 3 and s.inhab[0] == (("merchant", 2),)


def test_a_card_you_cannot_afford_cannot_be_played():
    s = mk(hands=(("town_hall",), ()), coins=(4, 0))          # costs 5
    assert ("play", "town_hall") not in legal(s)
    assert ("play", "town_hall") in legal(mk(hands=(("town_hall",), ()), coins=(5, 0)))


def test_activating_an_inhabitant_removes_a_supply_and_needs_one():
    s = mk(inhab=((("baker", 1), ("gardener", 0)), ()))
    assert ("activate", "gardener") not in legal(s)
    s, _ = do(s, ("activate", "baker"))
    assert s.inhab[0][0] == ("baker", 0) and s.coins[0] == 7


def test_free_action_inhabitants_once_per_turn_and_never_as_a_main_action():
    s = mk(inhab=((("runner", 2),), ()))
    assert ("activate", "runner") not in legal(s) and ("free", "runner") in legal(s)
    s, _ = do(s, ("free", "runner"))
    assert s.coins[0] == 6 and s.main_left == 2 and ("free", "runner") not in legal(s)
    s, _ = do(two_mains(s), ("end",))
    s, _ = do(two_mains(s), ("end",))
    assert ("free", "runner") in legal(s)


def test_activation_by_an_effect_costs_no_supply_and_ignores_the_main_action_limit():
    s = mk(inhab=((("baker", 1),), ()), stack=(("chest", 0, "", "golden"),))
    s, _ = do(s, ("chest", 1), ("target", "baker"))
    assert s.inhab[0] == (("baker", 1),) and s.coins[0] == 7
    s, _ = do(s, ("activate", "baker"))
    assert s.coins[0] == 9


def test_enchanting_is_a_free_action_once_per_building_and_applies_a_one_time_effect():
    s = mk(build=((("magpie_market", 0, ""), ("bakery", 0, "")), ()), tokens=(("sun", "moon"), ()))
    s, _ = do(s, ("enchant", "magpie_market", "sun"))
    assert s.coins[0] == 9 and s.main_left == 2 and s.tokens[0] == ("moon",)
    assert not any(a[0] == "enchant" and a[1] == "magpie_market" for a in legal(s))
    assert ("enchant", "bakery", "moon") in legal(s)


def test_an_enchantment_modifier_replaces_the_buildings_effect():
    s = mk(build=((("bakery", 0, "sun"),), ()), coins=(5, 0))
    s, _ = do(s, ("activate", "burrow"))           # Bakery first: gain 1, invest 1 (enchanted)
    assert legal(s) == [("invest", "bakery", 1), ("invest", "bakery", 0)]
    s, _ = do(s, ("invest", "bakery", 1))
    assert s.build[0][0][1] == 1 and s.coins[0] == 7      # then the burrow's gain 2


# ---- effects ----------------------------------------------------------------------------------

def test_do_as_much_as_you_can_draw_from_a_short_deck():
    s = mk(deck=("baker",), inhab=((("fisher_frog", 1),), ()))
    s, _ = do(s, ("activate", "fisher_frog"))
    assert s.hands[0] == ("baker",) and s.deck == ()


def test_a_payable_cost_must_be_paid_and_an_unpayable_one_skips_its_effect():
    s = mk(inhab=((("ac_chemist", 2),), ()), coins=(1, 0))
    s, _ = do(s, ("activate", "ac_chemist"))          # pay 1: draw 3 — paid, no choice offered
    assert s.coins[0] == 0 and len(s.hands[0]) == 3
    s = evolve(s, used_main=())
    s, _ = do(s, ("activate", "ac_chemist"))          # cannot pay: nothing happens
    assert len(s.hands[0]) == 3 and s.inhab[0][0][1] == 0


def test_a_discard_cost_is_paid_before_its_effect():
    s = mk(hands=(("baker",), ()), inhab=((("alchemist", 2),), ()), coins=(0, 0))
    s, _ = do(s, ("activate", "alchemist"))
    assert legal(s) == [("discard", "baker")]
    s, _ = do(s, ("discard", "baker"))
    assert s.coins[0] == 4 and s.discard == ("baker",)
    s = evolve(s, used_main=())
    s, _ = do(s, ("activate", "alchemist"))           # empty hand: cost cannot be paid
    assert s.coins[0] == 4


def test_look_draw_discard_then_the_rest_goes_back_on_top():
    deck = ("baker", "gardener", "librarian", "hermit")        # top = last
    s = mk(deck=deck, inhab=((("sky_scout", 2),), ()))
    s, ev = do(s, ("activate", "sky_scout"))                    # look 3: draw 1, discard 1
    assert sorted(s.looked) == ["gardener", "hermit", "librarian"] and s.deck == ("baker",)
    assert R.view(s, 1).looked == ("?", "?", "?")
    s, _ = do(s, ("look_draw", "librarian"), ("look_discard", "hermit"))
    assert s.hands[0] == ("librarian",) and s.discard == ("hermit",)
    assert s.deck == ("baker", "gardener") and s.looked == () and not s.stack


def test_look_with_a_short_deck_does_as_much_as_it_can():
    s = mk(deck=("baker",), inhab=((("sky_scout", 2),), ()))
    s, _ = do(s, ("activate", "sky_scout"), ("look_draw", "baker"))
    assert s.hands[0] == ("baker",) and not s.stack and s.deck == ()


def test_invest_puts_up_to_x_coins_on_a_building():
    s = mk(build=((("warehouse", 0, ""),), ()), inhab=((("nw_investor", 3),), ()), coins=(0, 0))
    s, _ = do(s, ("activate", "nw_investor"))         # gain 1, invest 2: only 1 coin to put
    assert set(legal(s)) == {("invest", "warehouse", a) for a in (0, 1)}
    s = evolve(s, coins=(3, 0))
    assert set(legal(s)) == {("invest", "warehouse", a) for a in (0, 1, 2)}
    s, _ = do(s, ("invest", "warehouse", 1))
    assert s.build[0][0][1] == 1 and s.coins[0] == 2


# ---- travel -----------------------------------------------------------------------------------

def test_travel_moves_1_to_x_spaces_forward_and_rewards_only_where_it_stops():
    s = mk(inhab=((("mighty_joseph", 2),), ()))
    s, _ = do(s, ("activate", "mighty_joseph"))
    assert {a[1] for a in legal(s)} == {"w1", "w2", "wl1", "wr1", "n1", "n2", "n3", "e1", "e2",
                                        "e3"}        # 1 to 3 spaces along any path, no staying
    s, ev = do(s, ("move", "e2"))                         # e1 (gain 2) passed: no reward
    assert [(e.frm, e.to) for e in ev if isinstance(e, E.TravellerMoved)] == [("home", "e1"),
                                                                                ("e1", "e2")]
    assert s.pos[0] == "e2" and s.coins[0] == 5 and len(s.hands[0]) == 1  # e2: draw 1
    s, _ = do(s, ("activate", "nest"))                    # travel 2
    assert {a[1] for a in legal(s)} == {"e3", "e4"}       # forward only


def test_frog_wizard_rulebook_example():
    s = mk(inhab=((("frog_wizard", 2), ("mighty_joseph", 2)), ()), tokens=(("sun",), ()),
           board_tokens=(("wl5", "sun"), ("wl5", "sun")), deck=FILLER)
    s, _ = do(s, ("activate", "frog_wizard"))
    assert {("move", "wl1"), ("move", "wr1"), ("move", "w2")} <= set(legal(s))  # the fork
    s, _ = do(s, ("move", "wl1"))                         # gain 3 becomes draw 3
    assert len(s.hands[0]) == 3 and s.coins[0] == 5 and s.inhab[0][0] == ("frog_wizard", 1)
    assert ("activate", "frog_wizard") not in legal(s)
    s, _ = do(s, ("activate", "mighty_joseph"), ("move", "wl3"))   # 2 of 3: the golden chest
    assert s.pos[0] == "wl3" and s.inhab[0][1] == ("mighty_joseph", 1)
    s, _ = do(s, ("chest", 1), ("target", "frog_wizard"))  # golden chest: activate an inhabitant
    s, _ = do(s, ("move", "wl6"))                         # past the token we already hold
    assert s.pos[0] == "wl6" and len(s.hands[0]) == 6 and s.coins[0] == 5
    assert s.inhab[0][0] == ("frog_wizard", 1)            # no supply paid for that activation
    assert s.board_tokens == (("wl5", "sun"), ("wl5", "sun"))


def test_a_journey_ends_early_when_an_interruption_spent_the_next_path_cost():
    s = mk("autumn", hands=(("chain_whip",), ()), coins=(4, 0),
           build=((("zero_waste", 0, "sun"),), ()), stack=(("travel", 0, "", 4, 0, ""),))
    assert ("move", "ed") in legal(s)                     # discard 1 (to e1) and 1 coin (to ed)
    s, _ = do(s, ("move", "ed"), ("discard", "chain_whip"), ("replay", "chain_whip"))
    assert s.coins[0] == 0 and s.pos[0] == "e3" and not s.stack     # stopped before ed
    assert len(s.hands[0]) == 2                           # e3's reward: draw 2


def test_stopping_on_an_enchantment_token_takes_one_unless_you_have_that_pair():
    s = mk(board_tokens=(("w1", "moon"), ("w1", "moon")), stack=(("travel", 0, "", 1, 0, ""),))
    s, ev = do(s, ("move", "w1"))
    assert s.tokens[0] == ("moon",) and s.board_tokens == (("w1", "moon"),)
    s2 = mk(board_tokens=(("w1", "moon"),), build=((("bakery", 0, "moon"),), ()),
            stack=(("travel", 0, "", 1, 0, ""),))
    s2, _ = do(s2, ("move", "w1"))
    assert s2.tokens[0] == () and s2.board_tokens == (("w1", "moon"),)


def test_plus5_nest_and_golden_tokens_replace_the_reward_once():
    s = mk(board_tokens=(("nl1", "plus5"),), pos=("n3", "home"),
           stack=(("travel", 0, "", 1, 0, ""),))
    s, _ = do(s, ("move", "nl1"))
    assert s.coins[0] == 10 and s.board_tokens == ()
    s = mk(board_tokens=(("e2", "nest"),), pos=("e1", "home"), stack=(("travel", 0, "", 1, 0, ""),))
    s, _ = do(s, ("move", "e2"))
    assert set(legal(s)) == {("reward", "activate"), ("reward", "upgrade")}
    s, _ = do(s, ("reward", "upgrade"))
    assert s.starters[0] == (1, 0, 0) and s.hands[0] == ()
    s = mk(board_tokens=(("wr4", "golden"),), pos=("wr3", "home"),
           stack=(("travel", 0, "", 1, 0, ""),), inhab=((("baker", 0),), ()))
    s, _ = do(s, ("move", "wr4"), ("chest", 1))          # golden option 2: activate
    assert legal(s) == [("target", "baker")]


def test_an_upgraded_starter_reward_only_activates():
    s = mk(starters=((0, 0, 1), (0, 0, 0)), pos=("wl3", "home"), stack=(("travel", 0, "", 1, 0, ""),))
    s, _ = do(s, ("move", "wl4"))                          # burrow space, burrow advanced
    assert s.coins[0] == 7 and len(s.hands[0]) == 1       # gain 2, draw 1 at once


def test_no_move_from_a_path_end_and_the_traveller_goes_home_at_end_of_turn():
    s = mk(pos=("wr4", "home"), deck=FILLER)
    s, _ = do(s, ("activate", "nest"))                    # at a path end: cannot move
    assert s.pos[0] == "wr4" and not s.stack
    s, ev = do(s, ("activate", "burrow"), ("end",))
    assert s.pos[0] == "home" and any(isinstance(e, E.TravellerHome) for e in ev)


def test_autumn_path_costs_coins_or_a_discard_and_closed_when_unaffordable():
    s = mk("autumn", pos=("w2", "home"), coins=(0, 0))
    s, _ = do(s, ("activate", "nest"))                   # no coin, no card: cannot move
    assert s.pos[0] == "w2" and not s.stack
    s = mk("autumn", pos=("w2", "home"), coins=(1, 0), hands=(("baker",), ()),
           stack=(("travel", 0, "", 1, 0, ""),))
    assert set(legal(s)) == {("move", "wa"), ("move", "wc")}
    t, _ = do(s, ("move", "wa"))
    assert t.coins[0] == 0 and t.pos[0] == "wa"           # paid 1; a burrow space
    assert set(legal(t)) == {("reward", "activate"), ("reward", "upgrade")}
    t, _ = do(s, ("move", "wc"))
    assert legal(t) == [("discard", "baker")]
    t, _ = do(t, ("discard", "baker"))
    assert t.pos[0] == "wc" and len(t.hands[0]) == 2 and t.discard == ("baker",)


def test_cartographer_ignores_path_costs():
    s = mk("autumn", pos=("w2", "home"), coins=(0, 0), inhab=((("cartographer", 3),), ()))
    s, _ = do(s, ("activate", "cartographer"))
    assert {("move", "wa"), ("move", "wc")} <= set(legal(s))


def test_chests_offer_three_options():
    for kind in ("iron", "golden", "ruby"):
        s = mk(stack=(("chest", 0, "", kind),))
        assert legal(s) == [("chest", 0), ("chest", 1), ("chest", 2)]
    s = mk(stack=(("chest", 0, "", "iron"),), inhab=((("baker", 0),), ()))
    s, _ = do(s, ("chest", 1), ("target", "baker"))
    assert s.inhab[0] == (("baker", 1),)
    s = mk(stack=(("chest", 0, "", "golden"),), hands=(("baker", "merchant", "hermit"), ()))
    s, _ = do(s, ("chest", 0), ("tuck", "baker"), ("tuck", "hermit"))
    assert s.tucked[0] == (("baker", 0), ("hermit", 0)) and s.hands[0] == ("merchant",)


def test_ruby_chest_takes_two_from_the_discard_tucks_one_and_plays_the_other_free():
    s = mk(stack=(("chest", 0, "", "ruby"),), discard=("old_raven", "baker"), coins=(0, 0))
    s, _ = do(s, ("chest", 1), ("take", "baker"), ("take", "old_raven"))
    assert s.tucked[0] == (("baker", 1),) and s.inhab[0] == (("old_raven", 3),)
    assert s.coins[0] == 0 and s.discard == ()


def test_a_ruby_chest_with_one_card_in_the_discard_lets_the_player_play_it():
    # "візьміть звідти будь-які 2 карти. Підкладіть 1 з них і зіграйте іншу, ігноруючи її
    # вартість": with one card there, as much as you can is either of the two
    s = mk(stack=(("chest", 0, "", "ruby"),), discard=("old_raven",), coins=(0, 0))
    s, _ = do(s, ("chest", 1))
    assert set(legal(s)) == {("take", "old_raven"), ("replay", "old_raven")}
    played, _ = do(s, ("replay", "old_raven"))
    assert played.inhab[0] == (("old_raven", 3),) and played.coins[0] == 0
    assert played.discard == () and played.tucked[0] == () and not played.stack
    tucked, _ = do(s, ("take", "old_raven"))
    assert tucked.tucked[0] == (("old_raven", 1),) and tucked.inhab[0] == ()


def test_a_designed_card_triggers_on_a_board_gain_reward():
    # the rulebook's reward icons "отримайте" / "потягніть" as trigger conditions
    assert any(c.when == (("reward", "gain"),) for c in cards().values())
    assert any(c.when == (("reward", "draw"),) for c in cards().values())
    s = mk(belong=((), (("chain_whip", 2),)), coins=(5, 5),
           stack=(("travel", 0, "", 1, 0, ""),))
    s, ev = do(s, ("move", "n1"))                          # a "gain 2" space
    assert s.coins[0] == 5 + 2 + 1 and s.belong[1] == (("chain_whip", 1),)
    assert any(isinstance(e, E.SupplyTaken) and e.card == "chain_whip" for e in ev)
    s = mk(belong=((), (("chain_whip", 2),)), stack=(("travel", 0, "", 1, 0, ""),))
    s, _ = do(s, ("move", "w1"))                           # a "draw 2" space: not this one
    assert s.belong[1] == (("chain_whip", 2),)


def test_a_building_triggers_on_a_board_draw_reward():
    s = mk(build=((("ac_observatory", 0, ""),), ()), stack=(("travel", 0, "", 1, 0, ""),))
    s, ev = do(s, ("move", "w1"))                          # draw 2, then the Observatory's 1
    assert len(s.hands[0]) == 3
    assert any(isinstance(e, E.BuildingTriggered) and e.building == "ac_observatory" for e in ev)


def test_stopping_on_a_chest_triggers_chest_conditions():
    s = mk(pos=("wr3", "home"), build=((("watchtower", 0, ""),), ()), coins=(3, 0),
           stack=(("travel", 0, "", 1, 0, ""),))
    s, _ = do(s, ("move", "wr4"))
    assert ("invest", "watchtower", 1) in legal(s)        # the trigger resolves first


# ---- belongings and buildings -----------------------------------------------------------------

def test_a_belonging_triggers_for_any_player_and_pays_the_triggering_player():
    s = mk(hands=(("courier_crow",), ()), coins=(2, 0), belong=((), (("postal_contract", 3),)))
    s, ev = do(s, ("play", "courier_crow"))
    assert s.coins[0] == 1 and s.belong[1] == (("postal_contract", 2),)
    assert E.SupplyTaken(1, "postal_contract", 0) in ev


def test_a_belonging_does_not_trigger_itself_when_played():
    s = mk(hands=(("postal_contract",), ()), coins=(3, 0))
    s, _ = do(s, ("play", "postal_contract"))
    assert s.belong[0] == (("postal_contract", 3),) and s.coins[0] == 0


def test_buildings_trigger_only_for_their_owner():
    s = mk(belong=((), ()), build=((), (("telegraph_office", 0, ""),)))
    s, _ = do(s, ("activate", "nest"), ("move", "n1"))
    assert s.hands[0] == ()


def test_telegraph_office_triggers_when_you_activate_your_nest():
    s = mk(build=((("telegraph_office", 0, ""),), ()))
    s, _ = do(s, ("activate", "nest"))
    assert len(s.hands[0]) == 1                           # drawn before travelling
    assert s.stack[-1][0] == "travel"


def test_several_buildings_triggered_together_the_acting_player_orders_them():
    s = mk(hands=(("umbrella",), ()), coins=(2, 0),
           build=((("zero_waste", 0, ""), ("market_square", 0, "")), ()))
    s, _ = do(s, ("play", "umbrella"))
    assert set(legal(s)) == {("trigger", "zero_waste"), ("trigger", "market_square")}
    s, _ = do(s, ("trigger", "market_square"))            # gain 2 first...
    assert s.coins[0] == 2
    s, _ = do(s, ("invest", "zero_waste", 1))             # ...then Zero Waste invests 1
    assert s.build[0][0][1] == 1 and not s.stack


def test_zero_waste_rulebook_example_interrupts_the_journey():
    s = mk("autumn", pos=("w2", "home"), hands=(("chain_whip",), ()), coins=(3, 0),
           build=((("zero_waste", 0, "sun"),), ()), belong=((("postal_contract", 3),),
                                                            (("recycling_bin", 3),)))
    s, _ = do(s, ("activate", "nest"), ("move", "wc"), ("discard", "chain_whip"))
    # Recycling Bin paid its coin first (3 -> 4), then enchanted Zero Waste offers the replay
    assert s.coins[0] == 4 and s.pos[0] == "w2"
    assert set(legal(s)) == {("replay", "chain_whip"), ("decline",)}
    s, _ = do(s, ("replay", "chain_whip"))
    # Postal Contract paid a coin; Zero Waste (play a belonging) now invests it
    assert s.coins[0] == 1 and s.belong[0][0] == ("postal_contract", 2)
    s, _ = do(s, ("invest", "zero_waste", 1))
    assert s.build[0] == (("zero_waste", 1, "sun"),) and s.belong[0][1] == ("chain_whip", 2)
    assert s.pos[0] == "wc" and len(s.hands[0]) == 2 and not s.stack   # arrived, drew 2


# ---- end of turn --------------------------------------------------------------------------------

def test_end_of_turn_tucks_every_emptied_inhabitant_and_belonging_applying_relics():
    s = mk(inhab=((("baker", 0), ("merchant", 1)), ()), belong=((("umbrella", 0),), ()),
           main_left=0)
    s, _ = do(s, ("end",))
    assert set(legal(s)) == {("retire", "baker"), ("retire", "umbrella")}
    s, _ = do(s, ("retire", "umbrella"))                  # relic: gain 2
    assert s.coins[0] == 7 and s.current == 1
    assert s.tucked[0] == (("umbrella", 1), ("baker", 1)) and s.inhab[0] == (("merchant", 1),)


def test_cards_tucked_at_the_end_of_a_turn_trigger_tuck_conditions():
    # a tuck is a tuck: the opponent's Lantern ("when any player tucks a card") pays a coin,
    # your own Magpie Market ("when you tuck a card") gains 1, once per card tucked
    s = mk(inhab=((("baker", 0), ("merchant", 0)), ()), belong=((), (("lantern", 2),)),
           build=((("magpie_market", 0, ""),), ()), coins=(0, 0), main_left=0)
    s, ev = do(s, ("end",))
    assert s.current == 1 and len(s.tucked[0]) == 2
    assert s.belong[1] == (("lantern", 0),)
    assert s.coins[0] == 2 + 2                              # 2 Lantern coins + 2 x Magpie
    assert sum(isinstance(e, E.BuildingTriggered) for e in ev) == 2


def test_a_relic_comes_before_its_belonging_is_tucked():
    # "2. Якщо це карта манатки, застосуйте її ефект реліквії. 3. Підкладіть цю карту"
    s = mk(belong=((("umbrella", 0),), (("lantern", 2),)), coins=(0, 0), main_left=0)
    s, ev = do(s, ("end",))
    kinds = [type(e).__name__ for e in ev if isinstance(e, (E.CoinsChanged, E.CardTucked,
                                                            E.SupplyTaken))]
    assert kinds.index("CoinsChanged") < kinds.index("CardTucked") < kinds.index("SupplyTaken")
    assert s.coins[0] == 2 + 1


def test_generous_pension_tucked_first_can_save_an_emptied_inhabitant():
    s = mk(inhab=((("baker", 0),), ()), belong=((("generous_pension", 0),), ()), main_left=0)
    s, _ = do(s, ("end",), ("retire", "generous_pension"), ("target", "baker"))
    assert s.inhab[0] == (("baker", 1),) and s.tucked[0] == (("generous_pension", 1),)
    assert s.current == 1


def test_a_belonging_tucked_from_hand_gives_no_relic():
    s = mk(hands=(("generous_pension",), ()), inhab=((("baker", 0),), ()),
           stack=(("tuck", 0, "", 1),))
    s, _ = do(s, ("tuck", "generous_pension"))
    assert s.inhab[0] == (("baker", 0),) and not s.stack


# ---- end of game --------------------------------------------------------------------------------

def test_empty_deck_finishes_the_turn_then_each_player_has_one_last_turn():
    s = mk(deck=("baker",))
    s, _ = do(two_mains(s), ("end",))
    assert s.final_turns == 2 and s.current == 1 and s.deck == ()
    s, _ = do(two_mains(s), ("end",))
    assert s.final_turns == 1 and s.current == 0
    s, ev = do(two_mains(s), ("end",))
    assert R.is_over(s) and R.to_act(s) == [] and isinstance(ev[-1], E.GameEnded)


def test_the_deck_runs_out_also_when_a_look_takes_its_last_cards():
    # "Щойно вичерпано колоду, завершіть поточний хід": Old Raven looks at 4 of the last 4,
    # tucks 1, draws 2 and puts 1 back; the deck ran out all the same
    s = mk(deck=("baker", "hermit", "merchant", "runner"), inhab=((("old_raven", 2),), ()))
    s, _ = do(s, ("activate", "old_raven"))
    while s.stack:
        s, _ = do(s, legal(s)[0])
    assert len(s.deck) == 1 and s.final_turns == 3          # this turn and one each
    s, _ = do(s, ("activate", "burrow"), ("end",))
    while s.stack:
        s, _ = do(s, legal(s)[0])
    assert s.final_turns == 2 and s.current == 1


def test_at_the_end_hands_are_discarded_without_triggers_and_emptied_belongings_tucked_without_relic():
    s = mk(deck=(), final_turns=1, hands=(("baker",), ("merchant",)),
           belong=((("recycling_bin", 2),), (("generous_pension", 0),)),
           inhab=((), (("baker", 0),)) if False else ((), (("hermit", 0),)), main_left=0)
    s, _ = do(s, ("end",))
    assert R.is_over(s) and s.hands == ((), ())
    assert s.belong[0] == (("recycling_bin", 2),)          # no discard trigger
    assert ("generous_pension", 1) in s.tucked[1] and ("hermit", 1) in s.tucked[1]


# ---- views, text, json --------------------------------------------------------------------------

def test_view_hides_the_deck_the_other_hand_and_every_tucked_card():
    s = mk(hands=(("baker",), ("merchant",)), tucked=((("hermit", 0), ("umbrella", 1)), ()))
    v = R.view(s, 1)
    assert v.rng == 0 and set(v.deck) == {"?"} and v.hands == (("?",), ("merchant",))
    assert v.tucked[0] == (("?", 0), ("?", 1))
    assert R.view(s, 0).tucked[0] == (("?", 0), ("?", 1))       # the owner's too
    real = R.new_game(2, 3)
    v = R.view(real, 0)
    assert R.view(R.determinize(v, 0, Rng(3)), 0) == v


def test_tucked_cards_cannot_be_looked_at_not_even_by_their_owner():
    # "Гравці не можуть переглядати підкладені карти": seen as they go under the VP card
    # (a card from play by both, one from hand by its owner), hidden from the next step on
    s = mk(inhab=((("baker", 0),), ()), hands=(("hermit",), ()), main_left=1,
           stack=(("tuck", 0, "", 1),))
    s, _ = do(s, ("tuck", "hermit"))
    assert R.view(s, 0).tucked[0] == (("hermit", 0),)
    assert R.view(s, 1).tucked[0] == (("?", 0),)
    s, _ = do(s, ("activate", "burrow"))
    assert R.view(s, 0).tucked[0] == (("?", 0),)            # out of sight, the owner's too
    s, _ = do(s, ("end",))                                  # baker tucked from play
    assert R.view(s, 1).tucked[0] == (("?", 0), ("baker", 1))
    assert R.view(s, None).tucked[0] == (("?", 0), ("baker", 1))
    s, _ = do(s, ("activate", "burrow"))
    assert {c for c, _ in R.view(s, 0).tucked[0]} == {"?"}
    assert {c for c, _ in R.view(s, 1).tucked[0]} == {"?"}


def test_in_the_no_memory_variant_owners_may_look_at_their_own_tucked_cards():
    # "Без запам'ятовування ... Гравці можуть будь-якої миті переглядати власні підкладені карти"
    assert R.new_game(2, 1, {"tucking": "face_up"}).face_up
    s = mk(face_up=True, tucked=((("hermit", 0), ("baker", 1)), (("umbrella", 1),)))
    assert R.view(s, 0).tucked == (s.tucked[0], (("?", 1),))
    assert R.view(s, 1).tucked == ((("?", 0), ("?", 1)), s.tucked[1])


def test_every_tucked_card_is_counted_face_up_at_the_end():
    s = mk(phase="over", tucked=((("hermit", 0),), (("umbrella", 1),)), deck=())
    assert R.view(s, 1).tucked == s.tucked and R.view(s, None).tucked == s.tucked


def test_a_random_game_leaks_no_tucked_card_after_the_step_that_tucked_it():
    rng = Rng(5)
    s = R.new_game(2, 5)
    while not R.is_over(s):
        seat = R.to_act(s)[0]
        s = R.apply(s, seat, rng.choice(R.legal_actions(s, seat)))
        for viewer in (0, 1, None):
            v = R.view(s, viewer)
            for k, row in enumerate(v.tucked):
                old = row[:len(row) - s.fresh[k]]
                assert all(c == "?" for c, _ in old) or R.is_over(s)


def test_view_events_hide_another_seats_draws_and_secret_tucks():
    ev = [E.CardsDrawn(0, ("baker",)), E.CardTucked(0, "hermit", "hand"),
          E.CardTucked(0, "umbrella", "play")]
    seen = R.view_events(ev, 1)
    assert seen[0].cards == ("?",) and seen[1].card == "?" and seen[2].card == "umbrella"
    assert R.view_events(ev, 0) == ev


def test_describe_names_spaces_by_reward_and_chest_options_by_meaning_never_by_id():
    from engine.rules.wild_venture.material import BOARDS
    for side in BOARDS:
        for node in board(side).nodes:
            for lang in ("en", "uk"):
                if node == "home":
                    continue
                line = R.describe(("move", node), lang, 1, 0)
                assert node not in line.replace("(", " ").replace(")", " ").split(), (node, line)
    assert R.describe(("move", "wl3"), "en", 1, 0) == "travels to a golden chest (west path)"
    assert "path" in R.describe(("move", "e1"), "en", 1, 0)      # +2 spring, +3 autumn
    assert "tucks" in R.describe(("chest", 0), "en", 1, 0)
    assert "looks" in R.describe(("chest", 2), "en", 1, 0)
    assert "скриню" in R.describe(("chest", 1), "uk", 1, 0)
    assert R.describe(("invest", "watchtower", 0), "en", 1, 0) == "invests nothing in Watchtower"
    assert R.describe(("invest", "watchtower", 2), "en", 1, 0) == "invests 2 in Watchtower"


def test_describe_names_public_cards_and_hides_secret_ones():
    assert "Frog Wizard" in R.describe(("play", "frog_wizard"), "en", 1, 0)
    assert "Жаба-чарівник" in R.describe(("play", "frog_wizard"), "uk", 1, 0)
    assert "Hermit" not in R.describe(("tuck", "hermit"), "en", 1, 0)
    assert "Hermit" in R.describe(("tuck", "hermit"), "en", 0, 0)
    assert "Hermit" not in R.describe(("look_draw", "hermit"), "uk", None, 0)
    assert R.label("nest", "uk") == "Гніздо" and R.label("nowhere") is None


def test_json_round_trip_keeps_options_and_refuses_nonsense():
    s = R.new_game(2, 9, {"board": "autumn", "deck": "news", "tucking": "face_up"})
    back = R.from_json(json.loads(json.dumps(R.to_json(s))))
    assert back == s and back.board == "autumn" and back.theme == "news"
    bad = R.to_json(s)
    bad["coins"] = [-1, 5]
    with pytest.raises(ValueError):
        R.from_json(bad)
    bad = R.to_json(s)
    bad["deck"] = bad["deck"][:-1]
    with pytest.raises(ValueError):
        R.from_json(bad)


@pytest.mark.parametrize("opts", [{"board": "spring", "deck": "academy"},
                                  {"board": "autumn", "deck": "news"},
                                  {"stormy": "on", "board": "autumn"}])
def test_random_playouts_end_with_consistent_invariants_for_every_option(opts):
    for seed in range(2):
        rng = Rng(seed)
        s = R.new_game(2, seed, opts)
        n = 0
        while not R.is_over(s):
            seat = rng.choice(R.to_act(s))
            s = R.apply(s, seat, rng.choice(R.legal_actions(s, seat)))
            n += 1
            assert n < 5000
        assert R.check_invariants(s) == []
        assert len(s.deck) == 0 or s.turn >= 119


# ---- scene helpers ------------------------------------------------------------------------------

def test_scene_queries_say_what_is_asked_and_where_the_traveller_may_go():
    from engine.rules.wild_venture import (reachable, row_cards, starter_effect, travel_targets,
                                           waiting_for)
    s = mk(inhab=((("mighty_joseph", 2),), ()), build=((("bakery", 1, "sun"),), ()))
    assert waiting_for(s) == "main" and travel_targets(s, 0) == []
    s, _ = do(s, ("activate", "mighty_joseph"))
    assert waiting_for(s) == "travel"
    assert set(travel_targets(s, 0)) == {a[1] for a in legal(s)}
    assert set(travel_targets(s, 0)) == reachable(s, 0, 3)
    assert row_cards(s, 0)["buildings"] == [("bakery", 1, "sun")]
    assert starter_effect(s, 0, "burrow") == (("gain", 2),)
    assert waiting_for(R.new_game(2, 1)) == "pick"


def test_no_belonging_strictly_better_than_another_with_the_same_cost_trigger_and_supplies():
    bel = [c for c in cards().values() if c.type == "belonging"]
    for a in bel:
        for b in bel:
            if a is b or (a.cost, a.supplies, a.when) != (b.cost, b.supplies, b.when):
                continue
            shape = lambda c: tuple((st[0],) + tuple(x for x in st[1:] if not isinstance(x, int))
                                    for st in c.relic)
            if shape(a) == shape(b):
                assert _numbers(a.relic) != _numbers(b.relic) and not all(
                    x >= y for x, y in zip(_numbers(a.relic), _numbers(b.relic))), (a.id, b.id)


def test_no_card_name_contains_another_card_name():
    """A log line naming one card must never seem to name another (secrecy checks, players)."""
    import re
    for lang in ("en", "uk"):
        names = {c.id: c.name(lang) for c in cards().values()}
        for a, na in names.items():
            pat = re.compile(r"(?<!\w)" + re.escape(na) + r"(?!\w)")
            assert not [b for b, nb in names.items() if b != a and pat.search(nb)], na


def test_every_chest_option_has_a_text_in_both_languages():
    from engine.rules.wild_venture.flow import CHEST_OPTIONS
    from engine.rules.wild_venture.material import effect_text
    for chest, options in CHEST_OPTIONS.items():
        for steps in options:
            for lang in ("en", "uk"):
                assert effect_text(steps, lang).strip(), (chest, steps, lang)


# ---- the hard AI's playout policy (ai_eval.rollout_action) ----------------------------------

def _playout_choice(s, seed=1):
    from engine.rules.wild_venture.ai_eval import rollout_action
    seat = R.to_act(s)[0]
    return rollout_action(s, seat, R.legal_actions(s, seat), Rng(seed))


def test_playout_travels_to_the_set_up_token_in_reach():
    s = mk(board_tokens=(("n2", "nest"),), stack=(("travel", 0, "", 2, 0, ""),))
    assert all(_playout_choice(s, k) == ("move", "n2") for k in range(8))


def test_playout_tucks_an_inhabitant_of_the_smallest_citizen_pile():
    frog, crow = "fisher_frog", "courier_crow"
    s = mk(hands=((frog, crow), ()), stack=(("tuck", 0, "", 1),),
           tucked=((("librarian", 1), ("hermit", 1)), ()))
    assert card("librarian").species == card("hermit").species == "frog"
    assert all(_playout_choice(s, k) == ("tuck", crow) for k in range(8))


def test_playout_enchants_a_building_before_anything_else():
    s = mk(build=((("bakery", 0, ""),), ()), tokens=(("sun",), ()), hands=(("baker",), ()))
    assert _playout_choice(s) == ("enchant", "bakery", "sun")


# ---- impossible states: from_json runs the invariants --------------------------------------------

def _json(state):
    return json.loads(json.dumps(R.to_json(state)))


@pytest.mark.parametrize("frame,why", [
    (["travel", 0, "", 2], "malformed effect frame"),
    (["run_building", 0, "bakery", ""], "malformed effect frame"),
    (["order", 0, "", "", ["bakery"]], "malformed effect frame"),
    (["look_do", 0, "", "draw"], "malformed effect frame"),
    (["chest", 0, "", "silver"], "malformed effect frame"),
    (["pay", 0, "", 1, [["fly", 2]]], "malformed effect frame"),
    (["gain", 0, "", "2"], "malformed effect frame"),
    (["teleport", 0, ""], "unknown effect frame"),
    (["gain"], "too short"),
    (["step", 0, "", "nowhere", ""], "malformed effect frame"),
])
def test_from_json_refuses_effect_frames_that_could_not_run(frame, why):
    data = _json(mk())
    data["stack"] = [frame]
    with pytest.raises(ValueError, match=why):
        R.from_json(data)


def test_from_json_refuses_hidden_cards_where_the_table_shows_them():
    data = _json(mk(discard=("baker",)))
    data["discard"] = ["?"]
    with pytest.raises(ValueError, match="face up"):
        R.from_json(data)
    data = _json(mk(inhab=((("baker", 1),), ())))
    data["inhab"][0][0][0] = "?"
    with pytest.raises(ValueError):
        R.from_json(data)


@pytest.mark.parametrize("edit,why", [
    (lambda d: d.update(fresh=[3, 0]), "fresh"),
    (lambda d: d.update(tie_break="dice"), "tie-break"),
    (lambda d: d.update(phase="over"), "still in play"),
    (lambda d: d.update(looked=[d["deck"][-1]], deck=d["deck"][:-1]), "no look"),
    (lambda d: d.update(stack=[["gain", 1 - d["current"], "", 1]]), "not to act"),
])
def test_from_json_refuses_an_impossible_state_and_says_why(edit, why):
    s = R.new_game(2, 4)
    while s.phase != "turn" or s.stack:
        s = R.apply(s, R.to_act(s)[0], R.legal_actions(s, R.to_act(s)[0])[0])
    data = _json(s)
    R.from_json(data)
    edit(data)
    with pytest.raises(ValueError, match=why):
        R.from_json(data)


def test_a_seats_view_loads_and_every_protocol_call_works_on_it():
    rng = Rng(9)
    s = R.new_game(2, 9)
    n = 0
    while not R.is_over(s) and n < 300:
        seat = R.to_act(s)[0]
        for viewer in (0, 1, None):
            v = R.from_json(_json(R.view(s, viewer)))
            assert R.scores(v) is not None and R.winners(v) is not None
            for who in R.to_act(v):
                for a in R.legal_actions(v, who)[:6]:
                    R.step(v, who, a)
        s = R.apply(s, seat, rng.choice(R.legal_actions(s, seat)))
        n += 1
