"""World in Progress explanations shown on the table: score previews and the tie-break note.
Pure (engine/rules/world_in_progress/explain.py), so tested without a window."""
from __future__ import annotations

import pytest

from engine.rules import world_in_progress as wip
from engine.rules.rng import Rng
from engine.rules.world_in_progress import RULES
from engine.rules.world_in_progress.explain import (best_placement_gain, place_deltas, take_gain,
                                                    tie_break)


def play_until(seed: int, players: int, stop) -> wip.State:
    s = RULES.new_game(players, seed)
    rng = Rng(seed)
    while not stop(s):
        seat = RULES.to_act(s)[0]
        s = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
    return s


def brute_best(state, seat) -> int:
    now = RULES.scores(state)[seat]
    return max((wip.preview_score(state, seat, r, c, rot)
                for r, c in wip.legal_cells(state.placed_cells(seat)) for rot in range(4)),
               default=now) - now


def test_push_preview_is_the_best_placement_of_the_tile_it_hands_over():
    s = play_until(4, 3, lambda s: s.phase == "choose" and len(s.worlds[s.current]) >= 3)
    seat = s.current
    view = RULES.view(s, seat)
    for action in RULES.legal_actions(s, seat):
        gain = take_gain(view, seat, action)
        after = RULES.apply(s, seat, action)
        assert gain == brute_best(after, seat) and gain >= 0


def test_take_preview_is_none_for_an_illegal_action_and_ignores_secrets():
    s = RULES.new_game(2, 9)
    seat = s.current
    assert take_gain(RULES.view(s, seat), seat, ("push", "top", 9)) is None
    # the view hides the stacks; the preview needs only the tile taken
    action = RULES.legal_actions(s, seat)[0]
    assert take_gain(RULES.view(s, seat), seat, action) == take_gain(s, seat, action)


def test_place_deltas_match_the_preview_score_for_each_rotation():
    s = play_until(6, 2, lambda s: s.phase == "place" and len(s.worlds[s.current]) >= 2)
    seat = s.current
    cells = wip.legal_cells(s.placed_cells(seat))
    deltas = place_deltas(s, seat, cells)
    now = RULES.scores(s)[seat]
    for (r, c), by_rot in deltas.items():
        assert by_rot == {rot: wip.preview_score(s, seat, r, c, rot) - now for rot in range(4)}
    assert best_placement_gain(s, seat) == max(max(v.values()) for v in deltas.values())
    assert place_deltas(RULES.new_game(2, 1), 0, cells) == {}     # nothing pending: nothing


@pytest.mark.parametrize("seed,shared", [(6, False), (101, True)])   # tied deals (rng v2)
def test_tie_break_names_the_largest_group_or_a_shared_win(seed, shared):
    s = play_until(seed, 2, RULES.is_over)
    tb = tie_break(s)
    assert tb is not None and tb.tied == (0, 1) and tb.shared is shared
    assert tb.points == RULES.scores(s)[0] == RULES.scores(s)[1]
    assert list(tb.winners) == RULES.winners(s)
    assert tb.largest == RULES.score_breakdown(s, tb.winners[0])["largest_group"]


def test_no_tie_break_while_playing_or_with_a_clear_winner():
    assert tie_break(RULES.new_game(3, 2)) is None
    for seed in range(1, 40):
        s = play_until(seed, 2, RULES.is_over)
        scores = RULES.scores(s)
        if scores[0] != scores[1]:
            assert tie_break(s) is None
            break
    else:
        pytest.fail("no decided game in 40 seeds")
