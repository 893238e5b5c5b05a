"""A Wild Venture: the reward of the space a journey stops on, played through the protocol from
``new_game`` (a seed, only legal actions).  Rulebook p.8 «Отримання винагороди»: "Після
переміщення свого мандрівника отримайте винагороду, вказану на поділці, на якій ви закінчили
свій рух" -- a draw space puts its cards in the hand.  Set-up 2в: "розмістіть три жетони
гнізда на вказаних місцях «Потягніть 1»", and «Отримання жетонів»: "Якщо ви зупиняєтесь на
поділці з жетоном будь-якого іншого типу, отримайте винагороду, вказану на жетоні, а потім
зніміть жетон" -- the Nest token lies on the draw 1 icon: its reward replaces the draw once,
and the log says so."""
from __future__ import annotations

import pytest

from engine.rules.wild_venture import RULES as R
from engine.rules.wild_venture import board
from engine.rules.wild_venture import events as E
from engine.rules.wild_venture.event_text import describe_event


def act(s, action):
    seat = R.to_act(s)[0]
    assert action in R.legal_actions(s, seat), (action, R.legal_actions(s, seat))
    return R.step(s, seat, action)


def to_first_turn(seed: int):
    """A spring game past the starting-inhabitant picks (the first offered each time)."""
    s = R.new_game(2, seed, {"board": "spring"})
    while s.phase == "pick":
        s, _ = act(s, R.legal_actions(s, R.to_act(s)[0])[0])
    assert s.phase == "turn" and s.pos == ("home", "home")
    return s


def lines(events, seat):
    return [describe_event(e, "en", seat) for e in E.view_events(events, seat)]


@pytest.mark.parametrize("seed", [3, 41, 2026])
def test_stopping_on_a_draw_space_puts_its_cards_in_the_hand(seed):
    s = to_first_turn(seed)
    me = R.to_act(s)[0]
    assert board("spring").nodes["w1"]["reward"] == ("draw", 2)
    assert not any(n == "w1" for n, _ in s.board_tokens)
    hand, deck = len(s.hands[me]), len(s.deck)
    s, _ = act(s, ("activate", "nest"))                   # travel 2
    s, ev = act(s, ("move", "w1"))
    assert s.pos[me] == "w1" and len(s.hands[me]) == hand + 2 and len(s.deck) == deck - 2
    drawn = [e for e in ev if isinstance(e, E.CardsDrawn) and e.seat == me]
    assert sum(len(e.cards) for e in drawn) == 2
    assert "reaches a draw 2 space" in lines(ev, me) and "draws 2 cards" in lines(ev, 1 - me)


@pytest.mark.parametrize("seed", [3, 41])
def test_a_nest_token_replaces_the_draw_once_then_the_space_draws_again(seed):
    s = to_first_turn(seed)
    me = R.to_act(s)[0]
    assert ("n2", "nest") in s.board_tokens and board("spring").nodes["n2"]["reward"] == ("draw", 1)
    hand = len(s.hands[me])
    s, _ = act(s, ("activate", "nest"))
    s, ev = act(s, ("move", "n2"))
    assert len(s.hands[me]) == hand                       # no draw: the token's reward instead
    assert set(R.legal_actions(s, me)) == {("reward", "activate"), ("reward", "upgrade")}
    told = lines(ev, 1 - me)
    assert "takes the Nest token" in told
    assert "gets the Nest token's reward, not the space's draw 1" in told
    assert not any(t and t.startswith("reaches") for t in told)
    assert "отримує винагороду жетона «Гніздо» замість 1 карти з поділки" in [
        describe_event(e, "uk", me) for e in ev]
    s, _ = act(s, ("reward", "upgrade"))
    assert s.starters[me][0] == 1 and len(s.hands[me]) == hand and ("n2", "nest") not in s.board_tokens
    while R.to_act(s)[0] == me:                           # the other seat's turn
        s, _ = act(s, ("end",) if ("end",) in R.legal_actions(s, me) else R.legal_actions(s, me)[0])
    other = 1 - me
    hand = len(s.hands[other])
    s, _ = act(s, ("activate", "nest"))
    s, ev = act(s, ("move", "n2"))                        # the token is gone: draw 1
    assert len(s.hands[other]) == hand + 1
    assert "reaches a draw 1 space" in lines(ev, other)


def test_an_enchantment_token_is_taken_and_the_space_still_draws():
    """«Отримання жетонів»: an enchantment token is taken into the player's area; it lies
    beside the printed reward (only "+5", Nest and golden chest tokens replace it), so the
    autumn draw 2 space with a pair still draws 2.  The traveller is put next to it."""
    from engine.rules.wild_venture.state import evolve
    s = R.new_game(2, 8, {"board": "autumn"})
    while s.phase == "pick":
        s, _ = act(s, R.legal_actions(s, R.to_act(s)[0])[0])
    me = R.to_act(s)[0]
    pair = next(tok for n, tok in s.board_tokens if n == "eb")
    assert board("autumn").nodes["eb"]["reward"] == ("draw", 2) and pair not in s.tokens[me]
    s = evolve(s, pos=tuple("ea" if i == me else p for i, p in enumerate(s.pos)))
    hand = len(s.hands[me])
    s, _ = act(s, ("activate", "nest"))
    s, ev = act(s, ("move", "eb"))
    assert len(s.hands[me]) == hand + 2 and pair in s.tokens[me]
    assert [n for n, tok in s.board_tokens if n == "eb"] == ["eb"]      # one of the pair stays
    told = lines(ev, me)
    assert f"takes the {pair} enchantment token" in told and "reaches a draw 2 space" in told
