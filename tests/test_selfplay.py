"""Selfplay: the JSON lines the CLI prints, and that a run replays exactly from its seed."""
from __future__ import annotations

import io
import json

import pytest

from engine.games import registered
from engine.selfplay import cli, play_game, play_out, play_simultaneous, run, seat_levels
from toygames import TOY_BID

KEYS = {"game", "players", "seed", "ai", "scores", "winners", "actions", "seconds"}
GAMES = registered()


def _strip(result: dict) -> dict:
    return {k: v for k, v in result.items() if k != "seconds"}


@pytest.mark.parametrize("game_id", GAMES)
def test_run_yields_one_result_per_game_with_the_documented_keys(game_id):
    results = list(run(game_id, 2, 3, 10, ["random", "easy"]))
    assert len(results) == 3
    for k, r in enumerate(results):
        assert set(r) == KEYS
        assert r["game"] == game_id and r["players"] == 2 and r["seed"] == 10 + k
        assert r["ai"] == ["random", "easy"]
        assert len(r["scores"]) == 2 and r["winners"] and r["actions"] > 0 and r["seconds"] >= 0
        json.dumps(r)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_games(game_id):
    # the reference game with the normal search; the others with the cheap easy level (search
    # determinism is tested per decision in test_ai.py) to keep the suite within its budget
    levels = ["normal", "random"] if game_id == "world_in_progress" else ["easy", "random"]
    a = [_strip(r) for r in run(game_id, 2, 2, 77, levels)]
    b = [_strip(r) for r in run(game_id, 2, 2, 77, levels)]
    assert a == b


def test_same_seed_same_game_with_simultaneous_steps_and_search():
    settings = {"hard": {"iterations": 40}}
    a = play_game(TOY_BID, 3, 5, ["hard", "easy"], agent_settings=settings)
    b = play_game(TOY_BID, 3, 5, ["hard", "easy"], agent_settings=settings)
    assert _strip(a) == _strip(b)
    assert a["ai"] == ["hard", "easy", "easy"]


def test_the_last_level_repeats_for_the_remaining_seats():
    assert seat_levels(["hard"], 3) == ["hard", "hard", "hard"]
    assert seat_levels(["easy", "hard"], 4) == ["easy", "hard", "hard", "hard"]


@pytest.mark.skipif(not GAMES, reason="no game registered yet")
def test_cli_prints_one_json_object_per_line():
    out = io.StringIO()
    assert cli(GAMES[0], 2, 2, 3, "random,normal", out=out) == 0
    lines = out.getvalue().splitlines()
    assert len(lines) == 2
    assert [json.loads(line)["seed"] for line in lines] == [3, 4]


def test_cli_refuses_unknown_levels_and_games():
    assert cli(GAMES[0] if GAMES else "x", 2, 1, 0, "random,genius", out=io.StringIO()) == 2
    assert cli("no_such_game", 2, 1, 0, "random", out=io.StringIO()) == 2


# ---------------------------------------------------------------- fair simultaneous steps
def _recording_random(rules, seen):
    from engine.rules.rng import Rng
    rng = Rng(12345)

    def decide(state, seat):
        v = rules.view(state, seat)
        seen.append((seat, state, v))
        acts = rules.legal_actions(v, seat)
        return acts[rng.randrange(len(acts))]
    return decide


def test_a_sealed_bid_is_decided_without_another_seats_hidden_bid():
    from toygames import HIDDEN, NOBID
    seen = []
    state, count = play_out(TOY_BID, TOY_BID.new_game(3, 4), _recording_random(TOY_BID, seen))
    bids = [(seat, v) for seat, _, v in seen if v.phase == "bid"]
    assert len(bids) == 3 * state.rounds and count == len(seen)
    for seat, v in bids:
        # the others have not bid yet in what this seat decides from: no hidden bid, no pass
        assert all(b == NOBID for i, b in enumerate(v.bids) if i != seat)
        assert HIDDEN not in v.bids


def test_wonderful_world_draft_and_planning_are_decided_blind_to_the_others():
    from engine.games import get_rules
    from engine.rules.wonderful_world.state import NO_PICK
    rules = get_rules("wonderful_world")
    seen = []
    state, _ = play_out(rules, rules.new_game(3, 8), _recording_random(rules, seen))
    assert rules.is_over(state)
    drafts = plans = 0
    for seat, full, v in seen:
        others = [s for i, s in enumerate(v.seats) if i != seat]
        if v.phase == "draft":
            drafts += 1
            assert all(s.pick == NO_PICK for s in others)
        elif v.phase == "planning":
            plans += 1
            # nobody else has finished planning in the state this seat plans from
            assert not any(s.done for s in others)
    assert drafts > 0 and plans > 0


def test_play_simultaneous_applies_every_seats_part():
    seen = []
    s0 = TOY_BID.new_game(2, 1)
    state, n = play_simultaneous(TOY_BID, s0, TOY_BID.to_act(s0), _recording_random(TOY_BID, seen))
    assert n == 2 and state.phase == "take"
    assert [seat for seat, _, _ in seen] == [0, 1]
    assert all(full is s0 for _, full, _ in seen)
