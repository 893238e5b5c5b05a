"""Moves a player of the game would call silly, seen in demos: each a small table where the
silly move and the sensible one are both legal, and the AI level must take the sensible one."""
from __future__ import annotations

from dataclasses import replace

from engine.ai import make_agent
from engine.rules.dice_forge import RULES as DF
from engine.rules.dice_forge.ai_eval import evaluate as df_evaluate


def _df_last_turn(players: int, active: int, gold: int, sun: int, moon: int = 0):
    """Dice Forge, the last round, ``active`` seat's main phase with those resources."""
    s = DF.new_game(players, 3)
    res = list(s.res)
    res[active] = (gold, sun, moon, 0)
    return replace(s, round=s.rounds, active=active, phase="main", acts=0, rolls_left=0,
                   res=tuple(res))


def test_dice_forge_normal_takes_a_feat_not_a_face_on_the_games_last_turn():
    # the last seat's last turn: a face bought now is never rolled; Wild Spirits (1 sun) is
    # 2 glory (normal bought the 1-glory-1-sun face for its 12 gold before)
    s = _df_last_turn(4, 3, gold=12, sun=1)
    legal = DF.legal_actions(s, 3)
    assert ("feat", "wild_spirits") in legal and any(a[0] == "buy" for a in legal)
    for seed in range(4):
        choice = make_agent("normal", seed).choose(DF, DF.view(s, 3), 3)
        assert choice == ("feat", "wild_spirits"), choice


def _with_face(s, seat: int, face: str):
    """The seat's first die with ``face`` in place of its first face."""
    die = (face,) + s.dice[seat][0][1:]
    return replace(s, dice=s.dice[:seat] + ((die, s.dice[seat][1]),) + s.dice[seat + 1:])


def test_dice_forge_a_face_bought_on_the_last_turn_is_worth_only_the_glory_it_still_rolls():
    # the last seat, its last turn acted: no blessing follows, so no face is worth anything
    last = replace(_df_last_turn(4, 3, gold=12, sun=0), acts=1)
    for face in ("G6", "V1FS1", "V4"):
        assert df_evaluate(_with_face(last, 3, face), 3) == df_evaluate(last, 3)
    # the first seat still gets three blessings in the last round: a glory face counts for
    # them, a gold face does not (nothing is left to buy with it)
    first = replace(_df_last_turn(4, 0, gold=12, sun=0), acts=1)
    assert df_evaluate(_with_face(first, 0, "G6"), 0) == df_evaluate(first, 0)
    assert df_evaluate(_with_face(first, 0, "V4"), 0) > df_evaluate(first, 0)
    # and what it holds is worth nothing: no own turn is left to spend it
    assert df_evaluate(replace(first, res=((0, 0, 0, 0),) + first.res[1:]), 0) == df_evaluate(first, 0)


# -- It's a Wonderful World: krystallium left in stock at the end scores nothing (rulebook:
# "кубики кристалію та недобудовані карти розвитку не приносять переможних балів")

def _ww_last_step(card: str, krys: int):
    """Two seats in the game's last production step; seat 0 holds ``krys`` krystallium and
    ``card`` under construction with all but its last slot paid, and has built three cards."""
    from collections import Counter

    from engine.rules.wonderful_world import Seat, State
    from engine.rules.wonderful_world.material import ALL_CARDS, EMPIRE_INDEX, ID_INDEX, SLOTS
    from engine.rules.wonderful_world.state import EMPTY
    d = ID_INDEX[card]
    built = tuple(ID_INDEX[c] for c in ("university", "zeppelin", "financial_center"))
    me = Seat(empire=EMPIRE_INDEX["aztec_empire"], cons=((d, SLOTS[d][:-1] + (EMPTY,)),),
              krys=krys, built=built)
    other = Seat(empire=EMPIRE_INDEX["noram_states"])
    deck = list(ALL_CARDS)
    for c, n in Counter((d,) + built).items():
        for _ in range(n):
            deck.remove(c)
    return State(players=2, rng=12345, side="A", scenario=0, round=4, phase="production",
                 step=4, stage=0, deck=tuple(deck), discard=(), box=(), funds=(),
                 seats=(me, other), sup=(-2,) * 5)


def test_wonderful_world_normal_finishes_a_card_with_its_last_krystallium_at_the_end():
    from engine.rules.wonderful_world import RULES as WW
    # Polar Base scores 2 per discovery card... 1 here: before, normal valued it unfinished
    # as if 3 such cards were coming and said "done", keeping the krystallium (worth nothing)
    for card in ("polar_base", "propaganda_center", "museum"):
        s = _ww_last_step(card, krys=1)
        legal = WW.legal_actions(s, 0)
        finish = next(a for a in legal if a[0] == "krys")
        assert ("done",) in legal
        for seed in range(2):
            assert make_agent("normal", seed).choose(WW, WW.view(s, 0), 0) == finish, card


def test_wonderful_world_an_unfinished_card_is_worth_nothing_once_the_last_step_is_done():
    from engine.rules.wonderful_world.ai_eval import evaluate as ww_evaluate
    s = _ww_last_step("polar_base", krys=1)
    me = s.seats[0]
    done = replace(s, seats=(me._replace(done=True),) + s.seats[1:])
    bare = replace(s, seats=(me._replace(done=True, cons=(), krys=0),) + s.seats[1:])
    assert ww_evaluate(done, 0) == ww_evaluate(bare, 0)


# -- Coatl: a good face-up prophecy before the blind deck

def _coatl_draft():
    """Coatl, seat 0 taking prophecy cards (one taken already), three in hand, no coatl
    started, pieces on its board; the face-up six holds Trio Red (pays readily)."""
    from engine.rules.coatl import RULES as CO
    from engine.rules.coatl.ai_eval import shortcut
    from engine.rules.coatl.state import evolve, set_at
    s = CO.new_game(4, 7)
    while s.phase == "keep":
        seat = CO.to_act(s)[0]
        s = CO.apply(s, seat, shortcut(s, seat))
    board = ("tR", "hK", "tG", "hG", "bR", "bG", "", "")
    return evolve(s, hands=set_at(s.hands, 0, ("count_black", "pair_red_black", "count_blue")),
                  boards=set_at(s.boards, 0, board), phase="draft", picks=1)


def test_coatl_normal_takes_a_good_face_up_prophecy_rather_than_the_blind_deck():
    from engine.rules.coatl import RULES as CO
    from engine.rules.coatl.ai_eval import EASE_MEAN, card_ease
    s = _coatl_draft()
    assert s.six[0] == "trio_red" and card_ease("trio_red") > EASE_MEAN + 1
    assert ("pick_deck",) in CO.legal_actions(s, 0) and ("pick", 0) in CO.legal_actions(s, 0)
    for seed in range(3):
        choice = make_agent("normal", seed).choose(CO, CO.view(s, 0), 0)
        # (before: the deck every time — its blind card tied with a face-up one, and the
        # deck's line, ended by the reveal, was the shorter)
        assert choice[0] == "pick" and card_ease(s.six[choice[1]]) > EASE_MEAN, choice


def test_coatl_a_readily_paying_hand_card_is_worth_more_than_a_poor_one():
    from engine.rules.coatl.ai_eval import evaluate as co_evaluate
    from engine.rules.coatl.state import evolve, set_at
    s = _coatl_draft()
    good = evolve(s, hands=set_at(s.hands, 0, s.hands[0] + ("trio_red",)))
    poor = evolve(s, hands=set_at(s.hands, 0, s.hands[0] + ("block_blue2_yellow2",)))
    assert co_evaluate(good, 0) > co_evaluate(poor, 0)


# -- It's a Wonderful World: a part-built card is not discarded to make room for drafted cards

def _ww_planning_with_part_built_cards():
    """Two seats planning in round 2 (a 4-player demo's seat): seat 0 has three cards under
    construction, two with one cube on them, and seven drafted cards to slate or recycle."""
    from collections import Counter

    from engine.rules.wonderful_world import Seat, State
    from engine.rules.wonderful_world.material import ALL_CARDS, ID_INDEX
    from engine.rules.wonderful_world.state import EMPTY as E
    cons = ((ID_INDEX["espionage_agency"], (1, E, E, E)),
            (ID_INDEX["military_base"], (0, E, E, E)),
            (ID_INDEX["underwater_city"], (1, 1, E, 3, E)))
    drafted = tuple(ID_INDEX[c] for c in ("mega_drill", "lunar_base", "research_center",
                                          "zeppelin", "recycling_plant", "industrial_complex",
                                          "solar_cannon"))
    me = Seat(empire=0, drafted=drafted, cons=cons, cubes=2, generals=2, on_empire=(4, 4))
    deck = list(ALL_CARDS)
    for c, n in Counter(drafted + tuple(d for d, _ in cons)).items():
        for _ in range(n):
            deck.remove(c)
    return State(players=2, rng=4321, side="A", scenario=0, round=2, phase="planning",
                 step=0, stage=0, deck=tuple(deck), discard=(), box=(), funds=(),
                 seats=(me, Seat(empire=1)), sup=(-2,) * 5)


def test_wonderful_world_normal_keeps_its_part_built_cards_while_planning():
    # before: normal discarded the Espionage Agency (a cube on it) or the Military Base: a
    # drafted card's chance was a share of all the cubes against all the cards' needs, so
    # taking a card's needs away raised all seven drafted cards at once
    from engine.rules.wonderful_world import RULES as WW
    s = _ww_planning_with_part_built_cards()
    legal = WW.legal_actions(s, 0)
    assert ("discard", 0, "espionage_agency") in legal and ("recycle", "zeppelin") in legal
    for seed in range(2):
        choice = make_agent("normal", seed).choose(WW, WW.view(s, 0), 0)
        assert choice[0] != "discard", choice


def test_wonderful_world_discarding_a_fundable_part_built_card_loses_value():
    # the Military Base and the Underwater City get every cube they still need (the Espionage
    # Agency, short of gold, about half): discarding either loses value (before: discarding the
    # Military Base raised it, 20.09 -> 22.86)
    from engine.rules.wonderful_world import RULES as WW
    from engine.rules.wonderful_world.ai_eval import evaluate
    from engine.rules.wonderful_world.material import IDS
    s = _ww_planning_with_part_built_cards()
    for i, (d, _) in enumerate(s.seats[0].cons):
        if IDS[d] != "espionage_agency":
            assert evaluate(WW.apply(s, 0, ("discard", i, IDS[d])), 0) < evaluate(s, 0), IDS[d]


# -- Coatl: a coatl is not finished with one prophecy card while the hand asks for more

def _coatl_one_card_finish():
    """Coatl, seat 2's turn (a 4-player demo's): one coatl completed (YYYYY, Count Yellow), two
    open (BG with its head, K with its tail); on the board a tail, a head, a black and a red
    body; in hand Pair Red-Black, which BG+RK meets, and Count Black and Count Blue, which a
    longer coatl with more black and blue would meet too."""
    from engine.rules.coatl import RULES as CO
    from engine.rules.coatl.ai_eval import shortcut
    from engine.rules.coatl.state import Coatl, evolve, set_at
    s = CO.new_game(4, 7)
    while s.phase == "keep":
        seat = CO.to_act(s)[0]
        s = CO.apply(s, seat, shortcut(s, seat))
    hand = ("isolated_pair_green", "pair_red_black", "count_black", "count_blue")
    mine = set(hand) | {"count_yellow"}
    # each of those cards only here: out of the deck, the face-up six and the other hands
    deck = [c for c in s.deck if c not in mine]
    six = tuple(c if c not in mine else deck.pop() for c in s.six)
    hands = tuple(tuple(c if c not in mine else deck.pop() for c in h) for h in s.hands)
    coatls = (Coatl("YYYYY", True, True, ("count_yellow",), "", True),
              Coatl("BG", True, False), Coatl("K", False, True))
    return evolve(s, current=2, phase="choose", deck=tuple(deck), six=six,
                  discard=s.discard + hands[2],
                  coatls=set_at(s.coatls, 2, coatls),
                  boards=set_at(s.boards, 2, ("tY", "hB", "bK", "bR", "", "", "", "")),
                  hands=set_at(hands, 2, hand))


def test_coatl_normal_does_not_finish_a_coatl_with_one_card_early():
    # before: normal added the red and the black to BG, played Pair Red-Black, closed it with
    # the yellow tail and took a temple: a 5-piece coatl with one card (a completed coatl was
    # worth more than any open one; a hand card was worth the same whether or not a coatl
    # could take it)
    from engine.rules.coatl import RULES as CO
    s = _coatl_one_card_finish()
    # the one-card finish is legal: red and black onto BG, the card, the yellow tail
    t = s
    for a in (("add", 3, 1, "tail"), ("add", 2, 1, "tail"), ("play", "pair_red_black", 1),
              ("add", 0, 1, "tail")):
        t = CO.apply(t, 2, a)
    assert t.coatls[2][1].complete
    for seed in range(2):
        agent = make_agent("normal", seed)
        state = s
        while not CO.is_over(state) and CO.to_act(state) == [2]:
            state = CO.apply(state, 2, agent.choose(CO, CO.view(state, 2), 2))
        finished = [c for c in state.coatls[2][1:] if c.complete]
        assert all(len(c.cards) > 1 for c in finished), finished


def test_coatl_pieces_of_the_colours_the_hand_asks_for_are_worth_more():
    from engine.rules.coatl.ai_eval import evaluate as co_evaluate
    from engine.rules.coatl.state import evolve, set_at
    s = _coatl_one_card_finish()
    board = s.boards[2]
    wanted = evolve(s, boards=set_at(s.boards, 2, board[:4] + ("bB", "bK", "", "")))
    other = evolve(s, boards=set_at(s.boards, 2, board[:4] + ("bG", "bY", "", "")))
    assert co_evaluate(wanted, 2) > co_evaluate(other, 2)


# -- It's a Wonderful World: a part-built card is not discarded for its recycling cube (real
# positions of a 4-player normal game, seed 100, ``engine.selfplay.play_out``)

def _ww_position(name: str):
    import json
    from pathlib import Path

    from engine.rules.wonderful_world import RULES as WW
    path = Path(__file__).parent / "data" / f"ww_part_built_{name}.json"
    return WW.from_json(json.loads(path.read_text(encoding="utf-8")))


def test_wonderful_world_normal_keeps_a_part_built_producer_in_the_rounds_last_step():
    # round 1, the exploration step, one exploration cube to place; the Research Center (2
    # science a round) has one of its four cubes. Before: normal discarded it (the krystallium
    # to come covered its materials shortfall before the Harbor Zone's gold one, in resource
    # order, so discarding it raised the Harbor Zone's chance)
    from engine.rules.wonderful_world import RULES as WW
    s = _ww_position("last_step")
    legal = WW.legal_actions(s, 0)
    assert ("discard", 2, "research_center") in legal
    assert ("place", 0, "exploration", "alexanders_tomb") in legal
    for seed in range(2):
        choice = make_agent("normal", seed).choose(WW, WW.view(s, 0), 0)
        assert choice[0] != "discard", choice


def test_wonderful_world_normal_finishes_a_producer_in_the_last_rounds_first_step():
    # round 4, the materials step, six materials to place; the Nuclear Plant (3 energy) lacks
    # four of them. Built now it still produces in this round's energy step; before, a card's
    # worth counted only the rounds after this one (0 here), and normal discarded it
    from engine.rules.wonderful_world import RULES as WW
    from engine.rules.wonderful_world.material import ID_INDEX
    s = _ww_position("last_round")
    assert ("discard", 0, "nuclear_plant") in WW.legal_actions(s, 2)
    for seed in range(2):
        agent = make_agent("normal", seed)
        state = s
        while state.step == 0 and 2 in WW.to_act(state):
            choice = agent.choose(WW, WW.view(state, 2), 2)
            assert choice[0] != "discard", choice
            state = WW.apply(state, 2, choice)
        assert ID_INDEX["nuclear_plant"] in state.seats[2].built, seed


def test_wonderful_world_a_card_built_in_a_production_step_still_produces_this_round():
    from engine.rules.wonderful_world.ai_eval import CUBE_VP, card_worth
    from engine.rules.wonderful_world.material import ID_INDEX
    plant = ID_INDEX["nuclear_plant"]         # 3 energy, no points
    assert card_worth(plant, 0) == 0
    assert card_worth(plant, 0, 1) == 3 * CUBE_VP      # the energy step is still to come
    assert card_worth(plant, 0, 2) == 0                # it is past


# -- Coatl: the third coatl ends the game; ending it while ahead is worth the win (a real
# position: 2 normals, seed 602, turn 54; rulebook "Кінець гри": the other seat, later in the
# turn order, then plays one last turn of two actions, and "Підрахунок очок")

def _coatl_position(name: str, others_seen: bool = False):
    """A saved position; ``others_seen``: every card in the other seats' hands as if everybody
    saw it taken face up (the AI then knows what they may still score)."""
    import json
    from pathlib import Path

    from engine.rules.coatl import RULES as CO
    from engine.rules.coatl.state import evolve
    path = Path(__file__).parent / "data" / f"coatl_end_{name}.json"
    s = CO.from_json(json.loads(path.read_text(encoding="utf-8")))
    if others_seen:
        s = evolve(s, known=tuple((True,) * len(h) if i != s.current else s.known[i]
                                  for i, h in enumerate(s.hands)))
    return s


def _coatl_turn(s, seed: int):
    """The state after the current seat's whole turn played by normal."""
    from engine.rules.coatl import RULES as CO
    seat, agent = s.current, make_agent("normal", seed)
    while not CO.is_over(s) and CO.to_act(s) == [seat]:
        s = CO.apply(s, seat, agent.choose(CO, CO.view(s, seat), seat))
    return s


def test_coatl_normal_ends_the_game_with_its_third_coatl_while_ahead():
    # seat 0 leads 20 to 17 and can complete its third coatl (a tail, Bounded Red-Black-Blue, a
    # temple) for 29; the other seat's two last actions can bring it 5 (its KKYKB coatl closed
    # with the head on its board, Count Black). Before: normal took pieces instead (the game
    # ending made everything but its completed coatls worth nothing, and nothing made up for it)
    from engine.rules.coatl import RULES as CO
    s = _coatl_position("ahead", others_seen=True)
    assert s.current == 0 and CO.scores(s) == [20, 17] and not s.ending
    for seed in range(1):
        after = _coatl_turn(s, seed)
        assert after.ending == "third_coatl", seed
        assert CO.scores(after)[0] >= 25 and 0 not in [q[0] for q in after.queue]
        end = after
        while not CO.is_over(end):      # the other seat's best: its coatl closed, its card
            seat = CO.to_act(end)[0]
            end = CO.apply(end, seat, make_agent("normal", seed).choose(CO, CO.view(end, seat), seat))
        assert CO.winners(end) == [0], CO.scores(end)


def test_coatl_normal_does_not_end_the_game_while_behind():
    # seat 1 leads 13 to 10 and can complete its third coatl, but the other seat's last turn
    # would bring it 16 (it scored 26 to 18 when the game was ended there): normal plays on
    from engine.rules.coatl import RULES as CO
    s = _coatl_position("behind")
    assert s.current == 1 and CO.scores(s) == [10, 13]
    for seed in range(2):
        assert not _coatl_turn(s, seed).ending, seed


def test_coatl_ending_the_game_is_worth_the_win_only_while_ahead():
    from engine.rules.coatl import RULES as CO
    from engine.rules.coatl.ai_end import WIN, finished, win_chance
    from engine.rules.coatl.ai_eval import evaluate
    from engine.rules.coatl.state import evolve, set_at
    s = _coatl_position("ahead", others_seen=True)
    line = (("add", 5, 3, "tail"), ("add", 4, 3, "tail"), ("play", "bounded_red_black_blue", 3),
            ("temple", 3, "temple_no_yellow_equal_black_green"))
    t = s
    for a in line:
        t = CO.apply(t, 0, a)
        # in its last action the seat's value no longer drops while it completes the coatl
        # (its cards and temple still to come count), so a search does not drop the line
        assert finished(t, 0) == (a != line[0])
    ended = CO.apply(t, 0, ("end",))
    assert finished(ended, 0) and CO.scores(ended) == [29, 17]
    assert win_chance(ended, 0) > 0.95
    assert evaluate(ended, 0) == evaluate(t, 0) > evaluate(s, 0)
    # the same end with seat 0's second coatl scoring nothing: behind what the other may reach
    mine = ended.coatls[0]
    poorer = evolve(ended, coatls=set_at(ended.coatls, 0, set_at(mine, 1, mine[1]._replace(
        cards=(), temple=""))))
    assert CO.scores(poorer)[0] < 17 + 5 and win_chance(poorer, 0) < 0.05
    assert evaluate(poorer, 0) < evaluate(ended, 0) - WIN
