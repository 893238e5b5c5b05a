"""The hard AI's root candidates (the turn lookahead's best few) and the playouts' common random
numbers (the first actions compared on the same futures)."""
from __future__ import annotations

from engine.ai import make_agent
from engine.ai.agent import Budget
from engine.ai.lookahead import LookaheadAgent
from engine.rules.rng import Rng
from test_ai import Trap
from toygames import TOY_BID


class ScoredTrap(Trap):
    """The trap with scores and winners, so a tree search can play it to the end."""

    def scores(self, s):
        return [s[1], s[2]]

    def winners(self, s):
        best = max(s[1], s[2])
        return [i for i, v in enumerate((s[1], s[2])) if v == best]


def _run(gen):
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


def test_the_tree_searches_only_the_lookaheads_best_candidates():
    rules, state = ScoredTrap(), ScoredTrap().new_game()
    prune = {"depth": 4, "beam": 2, "samples": 1, "keep": 2, "margin": 10.0}
    # with both first actions searched, the tree sees the grab punished and waits
    assert make_agent("hard", 3, iterations=200, prune=prune).choose(rules, state, 0) == ("wait",)
    # keeping the lookahead's best alone, the grab (a point at the end of the turn) needs no tree
    one = {**prune, "keep": 1}
    assert make_agent("hard", 3, iterations=200, prune=one).choose(rules, state, 0) == ("grab",)
    # a candidate further below the best than the margin is dropped too
    narrow = {**prune, "margin": 0.05}       # x the value scale (10): 0.5 point, the gap is 1
    assert make_agent("hard", 3, iterations=200, prune=narrow).choose(rules, state, 0) == ("grab",)


def _twin_values(common: bool) -> tuple[float, float]:
    state = TOY_BID.new_game(2, 6)
    seat = TOY_BID.to_act(state)[0]
    action = TOY_BID.legal_actions(state, seat)[0]
    agent = LookaheadAgent(1, "hard", depth=3, samples=2, rollouts=3, rollout_plies=12,
                           common=common)
    view = TOY_BID.view(state, seat)
    scored = _run(agent.scores(TOY_BID, view, seat, [action, action], Rng(99), Budget()))
    values = {i: v for v, i in scored}
    return values[0], values[1]


def test_common_playouts_give_the_same_action_the_same_value():
    a, b = _twin_values(common=True)
    assert a == b
    # without them the same action is valued on other futures (the luck the comparison carries)
    a, b = _twin_values(common=False)
    assert a != b


class BidWithHardSettings(type(TOY_BID)):
    """The toy bidding game whose rules ask hard for the lookahead at 3 players only."""
    ai_hard = {"players": (3,), "rollouts": 0}


def test_ai_hard_settings_apply_only_at_the_player_counts_they_name(monkeypatch):
    from engine.ai import LEVEL_SETTINGS
    rules = BidWithHardSettings()
    state = rules.new_game(3, 2)
    view = rules.view(state, 0)
    settings = {**LEVEL_SETTINGS["hard"]["playout"], "rollouts": 0}
    assert make_agent("hard", 5).choose(rules, view, 0) == LookaheadAgent(
        5, "hard", **settings).choose(rules, view, 0)

    def no_lookahead(*a, **k):
        raise AssertionError("a 2-player game is searched by the tree")
    monkeypatch.setattr(LookaheadAgent, "_search", no_lookahead)
    state = rules.new_game(2, 2)
    action = make_agent("hard", 5, iterations=60).choose(rules, rules.view(state, 0), 0)
    assert action in rules.legal_actions(state, 0)


class _Three:
    """Three seats whose evaluation is given: enough for ``rewards`` mid-game."""

    def __init__(self, values):
        self.values = values

    def is_over(self, state):
        return False

    def scores(self, state):
        return [0, 0, 0]


def test_a_lead_over_the_others_mean_keeps_the_signal_far_behind_the_leader():
    from engine.ai.value import rewards
    rules = _Three(None)
    behind = lambda v: (lambda state, seat: [v, 40.0, -40.0][seat])  # noqa: E731
    # 30 behind the leader, 10 ahead of the mean of the others: one point more for seat 0
    best = [rewards(rules, None, behind(v), 10.0)[0] for v in (10.0, 11.0)]
    mean = [rewards(rules, None, behind(v), 10.0, "mean")[0] for v in (10.0, 11.0)]
    assert best[0] < 0.01 and 0.5 < mean[0] < 1.0
    assert mean[1] - mean[0] > 5 * (best[1] - best[0]) > 0     # the point still counts
    # two seats: the mean of one other seat is that seat, the same as the best
    two = _Three(None)
    two.scores = lambda state: [0, 0]
    ev = lambda state, seat: [3.0, 1.0][seat]                    # noqa: E731
    assert rewards(two, None, ev, 10.0, "mean") == rewards(two, None, ev, 10.0)


def test_per_game_tree_settings_apply_to_that_game_at_the_counts_named():
    from engine.ai.ismcts import IsmctsAgent
    agent = IsmctsAgent(1, games={TOY_BID.id: {"players": (3,), "relative": "mean",
                                               "iterations": 77}})
    three = TOY_BID.view(TOY_BID.new_game(3, 1), 0)
    two = TOY_BID.view(TOY_BID.new_game(2, 1), 0)
    assert agent._tuned(TOY_BID, three)["relative"] == "mean"
    assert agent._tuned(TOY_BID, three)["iterations"] == 77
    assert agent._tuned(TOY_BID, two) == {"exploration": 0.7, "relative": "best",
                                          "iterations": 1000, "rollout_plies": 12,
                                          "ordered": True}


def test_a_game_named_in_the_hard_settings_plays_by_the_playouts_at_its_counts(monkeypatch):
    from engine.ai import LEVEL_SETTINGS
    games = {TOY_BID.id: {"players": (3,), "playout": {"rollouts": 1, "rollout_plies": 6}}}
    view = TOY_BID.view(TOY_BID.new_game(3, 4), 0)
    settings = {**LEVEL_SETTINGS["hard"]["playout"], "rollouts": 1, "rollout_plies": 6}
    assert make_agent("hard", 5, games=games).choose(TOY_BID, view, 0) == LookaheadAgent(
        5, "hard", **settings).choose(TOY_BID, view, 0)

    def no_lookahead(*a, **k):
        raise AssertionError("at 2 players the game is searched by the tree")
    monkeypatch.setattr(LookaheadAgent, "_search", no_lookahead)
    two = TOY_BID.new_game(2, 4)
    action = make_agent("hard", 5, iterations=60, games=games).choose(
        TOY_BID, TOY_BID.view(two, 0), 0)
    assert action in TOY_BID.legal_actions(two, 0)


def test_dice_forge_hard_at_three_players_plays_by_the_common_playouts(monkeypatch):
    import engine.ai.ismcts as ismcts
    from engine.ai import LEVEL_SETTINGS
    from engine.games import get_rules
    rules = get_rules("dice_forge")
    state = rules.new_game(3, 8)
    while len(rules.legal_actions(state, rules.to_act(state)[0])) < 3:
        seat = rules.to_act(state)[0]
        state = rules.apply(state, seat, rules.legal_actions(state, seat)[-1])
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    hard = LEVEL_SETTINGS["hard"]
    settings = {**hard["playout"], **hard["games"]["dice_forge"]["playout"],
                "evaluation": hard["evaluation"]}
    assert settings["common"] and settings["rollouts"] > 0

    def no_tree(*a, **k):
        raise AssertionError("the tree searched a 3-player Dice Forge decision")
    monkeypatch.setattr(ismcts, "rewards", no_tree)
    assert make_agent("hard", 9).choose(rules, view, seat) == LookaheadAgent(
        9, "hard", **settings).choose(rules, view, seat)
