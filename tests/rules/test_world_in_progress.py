"""World in Progress (Створення світу): rules tests, named for the rule each protects."""
from __future__ import annotations

import importlib.util
import json
import math
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.games import get_rules
from engine.rules.protocol import IllegalAction, Rules, action_from_json
from engine.rules.record import GameRecord, replay
from engine.rules.rng import Rng
from engine.rules import world_in_progress as wip
from engine.rules.world_in_progress import (RULES, TERRAINS, GameEnded, GodRevealed, LinePushed,
                                            MarkerMoved, SlotRefilled, TilePlaced, TileTaken,
                                            TurnPassed, all_tiles, legal_cells, legal_marker_moves,
                                            push_line, rotate, score_squares, tile_by_id)

ROOT = Path(__file__).resolve().parents[2]
TILES_JSON = ROOT / "assets" / "data" / "world_in_progress" / "tiles.json"


# ---------------------------------------------------------------- helpers
def play(state, policy_rng, until=None):
    """Random legal play; returns (final state, [(seat, action)])."""
    log = []
    while not RULES.is_over(state) and (until is None or len(log) < until):
        seat = RULES.to_act(state)[0]
        acts = RULES.legal_actions(state, seat)
        assert acts, "a seat asked to act must have a legal action"
        a = acts[policy_rng.randrange(len(acts))]
        log.append((seat, a))
        state = RULES.apply(state, seat, a)
    return state, log


def in_play(state):
    return wip.tile_ids_for(state.players)


def all_visible_tiles(state):
    out = [t for t in state.grid if t is not None]
    out += [t for s in state.stacks for t in s]
    out += [t for w in state.worlds for _, _, t, _ in w]
    out += [t for t in state.pending if t is not None]
    return out


def check_invariants(state):
    ids = all_visible_tiles(state)
    assert sorted(ids) == sorted(in_play(state)), "every tile is exactly in one place"
    assert sorted(state.gods + state.box) == sorted(TERRAINS)
    for w in state.worlds:
        cells = [(r, c) for r, c, _, _ in w]
        assert len(set(cells)) == len(cells) <= 9
        if cells:
            assert cells[0] == (0, 0)
            rows, cols = [r for r, _ in cells], [c for _, c in cells]
            assert max(rows) - min(rows) <= 2 and max(cols) - min(cols) <= 2
    if state.phase == "choose":
        assert None not in state.grid or not any(state.stacks)
        assert all(p is None for p in state.pending)
    if state.phase in ("place", "refill"):
        assert state.grid[state.empty_slot] is None


def naive_score(squares, statues):
    """Independent flood fill for cross-checking the bitboard scorer."""
    h, w = len(squares), len(squares[0]) if squares else 0
    seen, best = set(), {t: 0 for t in TERRAINS}
    for r in range(h):
        for c in range(w):
            t = squares[r][c]
            if t is None or (r, c) in seen:
                continue
            todo, n = [(r, c)], 0
            seen.add((r, c))
            while todo:
                y, x = todo.pop()
                n += 1
                for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                    if 0 <= ny < h and 0 <= nx < w and (ny, nx) not in seen and squares[ny][nx] == t:
                        seen.add((ny, nx))
                        todo.append((ny, nx))
            best[t] = max(best[t], n)
    return sum(best[t] * statues.get(t, 0) for t in TERRAINS), max(best.values(), default=0)


def statue_counts(state, seat):
    return Counter(tile_by_id(t).god for _, _, t, _ in state.worlds[seat] if tile_by_id(t).god)


def to_place(state, seat=None):
    """Advance a fresh game to its first 'place' phase with a push."""
    seat = state.current if seat is None else seat
    return RULES.apply(state, seat, ("push", "top", 0))


# ---------------------------------------------------------------- protocol & purity
def test_rules_object_implements_the_protocol_and_is_registered():
    assert isinstance(RULES, Rules)
    assert get_rules("world_in_progress") is RULES
    assert RULES.id == "world_in_progress" and RULES.version == 1
    assert RULES.player_counts == (2, 3, 4, 5)
    assert [o.key for o in RULES.options()] == ["first_player"]


def test_rules_import_no_pygame_esper_pytmx_and_never_use_random_module():
    code = ("import sys, engine.rules.world_in_progress as m; m.RULES.new_game(3, 1); "
            "print(any(k in sys.modules for k in ('pygame', 'esper', 'pytmx')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.stdout.strip() == "False", out.stderr
    pkg = ROOT / "engine" / "rules" / "world_in_progress"
    for src in pkg.glob("*.py"):
        text = src.read_text(encoding="utf-8")
        assert "import random" not in text and "from random" not in text, src.name


# ---------------------------------------------------------------- tiles
def _tile_data():
    return json.loads(TILES_JSON.read_text(encoding="utf-8"))


def test_tile_set_has_55_tiles_with_stable_ids_and_player_marks():
    tiles = _tile_data()["tiles"]
    assert [t["id"] for t in tiles] == [f"wip{i:02d}" for i in range(1, 56)]
    assert Counter(t["players"] for t in tiles) == {2: 28, 3: 9, 4: 9, 5: 9}


@pytest.mark.parametrize("group", [None, 2, 3, 4, 5])
def test_tile_distribution_is_balanced(group):
    tiles = [t for t in _tile_data()["tiles"] if group is None or t["players"] == group]
    squares = Counter(s for t in tiles for row in t["squares"] for s in row)
    counts = [squares[k] for k in TERRAINS]
    assert max(counts) - min(counts) <= 1
    if group is None:
        assert counts == [44] * 5
    gods = Counter(t["statue"]["god"] for t in tiles if t["statue"])
    g = [gods[k] for k in TERRAINS]
    assert max(g) - min(g) <= 1
    assert 0.4 <= sum(g) / len(tiles) <= 0.5
    for t in tiles:
        flat = {s for row in t["squares"] for s in row}
        assert 1 <= len(flat) <= 3 and flat <= set(TERRAINS)


def test_terrains_have_names_gods_and_patterns_in_both_languages():
    terr = _tile_data()["terrains"]
    assert [t["key"] for t in terr] == list(TERRAINS)
    for t in terr:
        assert t["name"]["en"] and t["name"]["uk"] and t["god"]["en"] and t["god"]["uk"]
        assert t["pattern"]
    assert len({t["pattern"] for t in terr}) == 5


def test_tile_generator_reproduces_committed_json():
    spec = importlib.util.spec_from_file_location("make_wip_tiles", ROOT / "tools" / "make_wip_tiles.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    data = mod.generate()
    assert mod.check(data) == []
    assert mod.dumps(data) == TILES_JSON.read_text(encoding="utf-8")


def test_rotation_is_clockwise_and_turns_the_statue():
    assert rotate([["a", "b"], ["c", "d"]], 1) == [["c", "a"], ["d", "b"]]
    assert rotate([["a", "b"], ["c", "d"]], 2) == [["d", "c"], ["b", "a"]]
    assert rotate([["a", "b"], ["c", "d"]], 4) == [["a", "b"], ["c", "d"]]
    for t in all_tiles():
        if t.statue:
            for rot in range(4):
                r, c = t.statue_at(rot)
                marked = [list(row) for row in t.squares]
                marked[t.statue[1]][t.statue[2]] = "S"
                assert rotate(marked, rot)[r][c] == "S"


# ---------------------------------------------------------------- set-up
@pytest.mark.parametrize("players,total", [(2, 28), (3, 37), (4, 46), (5, 55)])
def test_setup_uses_tiles_marked_up_to_player_count(players, total):
    s = RULES.new_game(players, 7)
    ids = all_visible_tiles(s)
    assert len(ids) == total == len(set(ids))
    assert all(tile_by_id(t).players <= players for t in ids)
    sizes = s.stack_sizes()
    assert max(sizes) - min(sizes) <= 1 and sum(sizes) == total - 9
    assert None not in s.grid and len(s.grid) == 9
    assert s.markers == (1, 1, 1, 1)
    assert len(s.gods) == players and len(set(s.gods)) == players
    assert sorted(s.gods + s.box) == sorted(TERRAINS)
    assert s.phase == "choose" and 0 <= s.current < players and s.current == s.first
    assert all(w == () for w in s.worlds) and all(p is None for p in s.pending)


def test_setup_is_deterministic_per_seed_and_first_player_is_random():
    assert RULES.new_game(4, 99) == RULES.new_game(4, 99)
    assert RULES.new_game(4, 99) != RULES.new_game(4, 100)
    firsts = {RULES.new_game(4, seed).current for seed in range(40)}
    assert len(firsts) == 4


def test_setup_rejects_bad_player_counts_and_options():
    for bad in (1, 6, True):
        with pytest.raises(IllegalAction):
            RULES.new_game(bad, 1)
    with pytest.raises(IllegalAction):
        RULES.new_game(2, 1, {"variant": 1})
    for bad in (2, 1.0, True, "0", None):
        with pytest.raises(IllegalAction):
            RULES.new_game(2, 1, {"first_player": bad})


def test_the_last_to_solve_a_puzzle_starts_the_table_chooses_the_first_seat():
    # "Гравець, який останнім розв'язав головоломку, починає гру": the set-up names the seat
    assert RULES.options()[0].default == "random"
    for players in (2, 5):
        for first in range(players):
            s = RULES.new_game(players, 7, {"first_player": first})
            assert s.current == s.first == first
            drawn = RULES.new_game(players, 7)
            assert s.stacks == drawn.stacks and s.grid == drawn.grid and s.gods == drawn.gods
    assert RULES.new_game(3, 7, {"first_player": "random"}) == RULES.new_game(3, 7)
    # the turns go round from the chosen seat
    s = RULES.new_game(3, 7, {"first_player": 2})
    seats = []
    while len(seats) < 4:
        seats.append(s.current)
        s = RULES.apply(s, s.current, RULES.legal_actions(s, s.current)[0])
        while s.phase != "choose":
            s = RULES.apply(s, s.current, RULES.legal_actions(s, s.current)[0])
    assert seats == [2, 0, 1, 2]


def test_from_json_refuses_a_turn_out_of_order():
    data = RULES.to_json(RULES.new_game(3, 7, {"first_player": 0}))
    data["current"] = 1
    with pytest.raises(ValueError, match="turns started with seat 0"):
        RULES.from_json(data)
    data = RULES.to_json(RULES.new_game(3, 7, {"first_player": 0}))
    data["turn"] = 3
    with pytest.raises(ValueError, match="tiles placed"):
        RULES.from_json(data)


# ---------------------------------------------------------------- Faith markers & pushes
def test_faith_marker_must_move_and_keeps_its_side():
    moves = legal_marker_moves({"top": 1, "bottom": 1, "left": 1, "right": 1})
    assert moves == {(s, i) for s in ("top", "bottom", "left", "right") for i in (0, 2)}
    s = RULES.new_game(2, 3)
    with pytest.raises(IllegalAction, match="must move"):
        RULES.step(s, s.current, ("push", "top", 1))
    with pytest.raises(IllegalAction):
        RULES.step(s, s.current, ("push", "middle", 0))


def test_faith_marker_cannot_stop_opposite_another():
    moves = legal_marker_moves({"top": 0, "bottom": 1, "left": 2, "right": 0})
    assert moves == {("top", 2), ("bottom", 2), ("left", 1), ("right", 1)}
    s = replace(RULES.new_game(2, 3), markers=(0, 1, 2, 0))
    with pytest.raises(IllegalAction, match="opposite"):
        RULES.step(s, s.current, ("push", "bottom", 0))
    with pytest.raises(IllegalAction, match="opposite"):
        RULES.step(s, s.current, ("push", "left", 0))
    acts = RULES.legal_actions(s, s.current)
    assert {a[1:] for a in acts if a[0] == "push"} == moves


GRID = [["a", "b", "c"], ["d", "e", "f"], ["g", "h", "i"]]


@pytest.mark.parametrize("side,index,expected,out", [
    ("top", 0, [[None, "b", "c"], ["a", "e", "f"], ["d", "h", "i"]], "g"),
    ("bottom", 2, [["a", "b", "f"], ["d", "e", "i"], ["g", "h", None]], "c"),
    ("left", 1, [["a", "b", "c"], [None, "d", "e"], ["g", "h", "i"]], "f"),
    ("right", 0, [["b", "c", None], ["d", "e", "f"], ["g", "h", "i"]], "a"),
])
def test_push_moves_the_line_away_from_the_marker(side, index, expected, out):
    new, pushed = push_line(GRID, side, index)
    assert [list(r) for r in new] == expected and pushed == out
    new_t, pushed_t = push_line(tuple(tuple(r) for r in GRID), side, index)
    assert [list(r) for r in new_t] == expected and pushed_t == out


def test_push_gives_the_player_the_tile_pushed_off_and_empties_the_slot_by_the_marker():
    s = RULES.new_game(3, 5)
    seat = s.current
    s2, events = RULES.step(s, seat, ("push", "left", 2))  # row 2 pushed right
    assert s2.pending[seat] == s.grid[8]
    assert s2.grid[6] is None and s2.grid[7] == s.grid[6] and s2.grid[8] == s.grid[7]
    assert s2.empty_slot == 6 and s2.phase == "place" and s2.marker("left") == 2
    assert s2.grid[:6] == s.grid[:6]
    assert events == [
        MarkerMoved("left", 1, 2),
        LinePushed("left", 2, (s.grid[6], s.grid[7], s.grid[8]), (None, s.grid[6], s.grid[7]),
                   s.grid[8], (6, 7, 8)),
        TileTaken(seat, s.grid[8], 8, False),
    ]


# ---------------------------------------------------------------- god power
def _tiles_where(pred):
    return [t.id for t in all_tiles() if pred(t)]


def test_god_power_takes_a_tile_with_the_gods_statue_or_terrain():
    god = "blue"
    by_statue = _tiles_where(lambda t: t.god == god and god not in t.terrains())
    by_terrain = _tiles_where(lambda t: god in t.terrains() and t.god != god)
    neither = _tiles_where(lambda t: god not in t.terrains() and t.god != god)
    assert neither and by_terrain
    if not by_statue:  # the data has two off-terrain statues; use any god that has one
        god = next(t.god for t in all_tiles() if t.god and t.god not in t.terrains())
        by_statue = _tiles_where(lambda t: t.god == god and god not in t.terrains())
        by_terrain = _tiles_where(lambda t: god in t.terrains() and t.god != god)
        neither = _tiles_where(lambda t: god not in t.terrains() and t.god != god)
    base = RULES.new_game(5, 1)
    grid = (by_statue[0], by_terrain[0]) + tuple(neither[:7])
    used = set(grid)
    rest = [t for t in wip.tile_ids_for(5) if t not in used]
    stacks = (tuple(rest[:15]), tuple(rest[15:30]), tuple(rest[30:]))
    gods = list(base.gods)
    other = base.gods.index(god)
    gods[other], gods[base.current] = gods[base.current], god
    s = replace(base, grid=grid, stacks=stacks, gods=tuple(gods))
    check_invariants(s)
    seat = s.current
    assert wip.god_slots(s, seat) == [0, 1]
    assert [a for a in RULES.legal_actions(s, seat) if a[0] == "god"] == [("god", 0), ("god", 1)]
    with pytest.raises(IllegalAction, match="statue or its terrain"):
        RULES.step(s, seat, ("god", 2))
    s2, events = RULES.step(s, seat, ("god", 1))
    assert events == [GodRevealed(seat, god), TileTaken(seat, grid[1], 1, True)]
    assert GodRevealed.reveals and not TileTaken.reveals
    assert s2.markers == s.markers and s2.grid[1] is None
    assert s2.grid[:1] + s2.grid[2:] == s.grid[:1] + s.grid[2:]
    assert s2.pending[seat] == grid[1] and s2.god_used[seat] and s2.empty_slot == 1


def test_god_power_is_once_per_game():
    s = RULES.new_game(2, 11)
    seat = s.current
    god = s.gods[seat]
    slot = next(i for i, t in enumerate(s.grid) if god in tile_by_id(t).terrains() or tile_by_id(t).god == god)
    s = RULES.apply(s, seat, ("god", slot))
    while s.current != seat or s.phase != "choose":
        a = RULES.legal_actions(s, s.current)[0]
        s = RULES.apply(s, s.current, a)
    assert not [a for a in RULES.legal_actions(s, seat) if a[0] == "god"]
    with pytest.raises(IllegalAction, match="already used"):
        RULES.step(s, seat, ("god", 0))


def test_god_power_is_not_offered_without_a_qualifying_tile():
    s = RULES.new_game(2, 4)
    seat = s.current
    god = s.gods[seat]
    neither = _tiles_where(lambda t: t.players == 2 and god not in t.terrains() and t.god != god)
    assert len(neither) >= 9
    rest = [t for t in wip.tile_ids_for(2) if t not in neither[:9]]
    s = replace(s, grid=tuple(neither[:9]), stacks=(tuple(rest[:7]), tuple(rest[7:13]), tuple(rest[13:])))
    assert all(a[0] == "push" for a in RULES.legal_actions(s, seat))
    with pytest.raises(IllegalAction):
        RULES.step(s, seat, ("god", 0))


# ---------------------------------------------------------------- placement
def test_first_tile_only_at_origin():
    assert legal_cells(set()) == {(0, 0)}
    s = to_place(RULES.new_game(2, 2))
    assert RULES.legal_actions(s, s.current) == [("place", 0, 0, r) for r in range(4)]
    with pytest.raises(IllegalAction, match=r"\(0, 0\)"):
        RULES.step(s, s.current, ("place", 0, 1, 0))


def test_placement_must_share_a_full_edge():
    assert legal_cells({(0, 0)}) == {(-1, 0), (1, 0), (0, -1), (0, 1)}
    assert legal_cells({(0, 0), (0, 1)}) == {(-1, 0), (-1, 1), (1, 0), (1, 1), (0, -1), (0, 2)}
    assert (1, 2) not in legal_cells({(0, 0), (0, 1)})  # touches only at a corner
    assert (-1, -1) not in legal_cells({(0, 0), (0, 1)})


def test_world_never_exceeds_three_by_three():
    row = {(0, 0), (0, 1), (0, 2)}
    cells = legal_cells(row)
    assert (0, 3) not in cells and (0, -1) not in cells
    assert cells == {(-1, 0), (-1, 1), (-1, 2), (1, 0), (1, 1), (1, 2)}
    tall = {(0, 0), (1, 0), (-1, 0)}
    assert legal_cells(tall) == {(-1, 1), (0, 1), (1, 1), (-1, -1), (0, -1), (1, -1)}
    full = {(r, c) for r in range(3) for c in range(3)}
    assert legal_cells(full) == set()
    assert legal_cells(full - {(1, 1)}) == {(1, 1)}


def test_cell_holds_one_tile_and_placed_tiles_stay():
    s = to_place(RULES.new_game(2, 2))
    seat = s.current
    s = RULES.apply(s, seat, ("place", 0, 0, 1))
    s = RULES.apply(s, seat, ("refill", 0))
    other = s.current
    s = RULES.apply(RULES.apply(s, other, ("push", "top", 2)), other, ("place", 0, 0, 0))
    s = RULES.apply(RULES.apply(s, other, ("refill", 1)), seat, ("push", "bottom", 0))
    with pytest.raises(IllegalAction, match="already there"):
        RULES.step(s, seat, ("place", 0, 0, 0))
    s2 = RULES.apply(s, seat, ("place", 0, -1, 3))
    assert s2.worlds[seat][0] == s.worlds[seat][0]
    assert s2.worlds[seat][1][:2] == (0, -1) and s2.worlds[seat][1][3] == 3


def test_placed_rotation_shows_in_world_squares_and_statues():
    s = to_place(RULES.new_game(2, 8))
    seat = s.current
    tid = s.pending[seat]
    s = RULES.apply(s, seat, ("place", 0, 0, 1))
    t = tile_by_id(tid)
    assert wip.world_squares(s, seat) == rotate(t.squares, 1)
    if t.statue:
        assert wip.world_statues(s, seat) == [(t.god, *t.statue_at(1))]


def test_placing_reports_score_before_and_after():
    s = to_place(RULES.new_game(2, 8))
    seat = s.current
    tid = s.pending[seat]
    preview = wip.preview_score(s, seat, 0, 0, 2)
    s2, events = RULES.step(s, seat, ("place", 0, 0, 2))
    assert events == [TilePlaced(seat, 0, 0, 2, tid, 0, preview)]
    assert RULES.scores(s2)[seat] == preview


# ---------------------------------------------------------------- refill & turn order
def test_refill_takes_the_top_of_the_chosen_stack_face_up():
    s = to_place(RULES.new_game(3, 21))
    seat = s.current
    s = RULES.apply(s, seat, ("place", 0, 0, 0))
    assert s.phase == "refill"
    top = s.stacks[2][-1]
    s2, events = RULES.step(s, seat, ("refill", 2))
    assert s2.grid[s.empty_slot] == top and s2.stacks[2] == s.stacks[2][:-1]
    assert s2.stacks[:2] == s.stacks[:2]
    assert events == [SlotRefilled(s.empty_slot, 2, top), TurnPassed(seat, (seat + 1) % 3)]
    assert SlotRefilled.reveals


def test_refill_from_an_empty_stack_is_illegal():
    s = to_place(RULES.new_game(2, 21))
    seat = s.current
    s = RULES.apply(s, seat, ("place", 0, 0, 0))
    s = replace(s, stacks=(s.stacks[0] + s.stacks[1], (), s.stacks[2]))
    assert ("refill", 1) not in RULES.legal_actions(s, seat)
    with pytest.raises(IllegalAction, match="empty"):
        RULES.step(s, seat, ("refill", 1))


def test_refill_is_skipped_only_when_every_stack_is_empty():
    s = to_place(RULES.new_game(2, 21))
    seat = s.current
    s = replace(s, stacks=((), (), ()))  # constructed: the stacks ran dry
    s2, events = RULES.step(s, seat, ("place", 0, 0, 0))
    assert s2.phase == "choose" and s2.current == (seat + 1) % 2
    assert events[-1] == TurnPassed(seat, s2.current)
    assert s2.grid[s.empty_slot] is None


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_turn_passes_clockwise_and_each_turn_is_choose_place_refill(players):
    s = RULES.new_game(players, 31)
    rng = Rng(5)
    seats = []
    for _ in range(players * 2):
        seat = s.current
        seats.append(seat)
        for phase in ("choose", "place", "refill"):
            assert s.phase == phase and RULES.to_act(s) == [seat]
            for other in range(players):
                if other != seat:
                    assert RULES.legal_actions(s, other) == []
            acts = RULES.legal_actions(s, seat)
            s = RULES.apply(s, seat, acts[rng.randrange(len(acts))])
    first = seats[0]
    assert seats == [(first + i) % players for i in range(players * 2)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_game_ends_right_after_everyone_places_nine_tiles(players):
    s, log = play(RULES.new_game(players, 40 + players), Rng(players))
    assert len(log) == 9 * players * 3 - 1  # the last player's refill is skipped
    assert log[-1][1][0] == "place"
    assert all(len(w) == 9 for w in s.worlds)
    assert RULES.to_act(s) == [] and s.phase == "over"
    # 9 per player + the 9-slot map (one slot left empty) + 1 tile = every tile in play;
    # the empty slot's refill is skipped, so that tile and the spare stay in the stacks
    assert sum(s.stack_sizes()) == 2 and s.grid.count(None) == 1
    assert 9 * players + 9 + 1 == len(in_play(s))
    last_seat = (s.first - 1) % players
    assert log[-1][0] == last_seat
    for seat in range(players):
        assert RULES.legal_actions(s, seat) == []
    with pytest.raises(IllegalAction, match="over"):
        RULES.step(s, last_seat, ("refill", 0))


def test_game_end_event_carries_scores_and_winners():
    s, log = play(RULES.new_game(2, 77), Rng(1), until=2 * 9 * 3 - 2)
    seat = s.current
    a = RULES.legal_actions(s, seat)[0]
    s2, events = RULES.step(s, seat, a)
    assert isinstance(events[-1], GameEnded)
    assert events[-1] == GameEnded(tuple(RULES.scores(s2)), tuple(RULES.winners(s2)))


# ---------------------------------------------------------------- scoring
def _rulebook_example():
    P, R, G, Y = "pink", "red", "green", "yellow"
    return [
        [P, P, P, P, P, P],
        [P, P, P, P, P, P],
        [P, P, R, R, R, R],
        [G, G, G, G, G, Y],
        [None, None, None, None, None, Y],
        [None, None, None, None, None, None],
    ]


def test_score_rulebook_example_is_25():
    res = score_squares(_rulebook_example(), {"pink": 1, "red": 1, "green": 1, "yellow": 1})
    assert res["by_type"] == {"pink": 14, "red": 4, "blue": 0, "green": 5, "yellow": 2}
    assert res["total"] == 25 and res["largest_group"] == 14


def test_score_multiplies_largest_group_by_statues_and_ignores_smaller_groups():
    sq = [["pink", "pink", "red", "pink"],
          ["red", "red", "red", "pink"]]
    res = score_squares(sq, {"pink": 3, "red": 2})
    assert res["by_type"]["pink"] == 2 * 3 and res["by_type"]["red"] == 4 * 2
    assert res["total"] == 14 and res["largest_group"] == 4


def test_terrain_without_a_statue_scores_zero():
    res = score_squares(_rulebook_example(), {"pink": 0, "blue": 2})
    assert res["total"] == 0 and set(res["by_type"]) == set(TERRAINS)
    assert res["largest_group"] == 14


def test_groups_cross_tile_edges():
    all_pink = next(t for t in all_tiles() if t.squares == (("pink", "pink"), ("pink", "pink")))
    # a tile with pink somewhere on its left column after some rotation
    for t in all_tiles():
        if t.id == all_pink.id or "pink" not in t.terrains():
            continue
        rot = next((r for r in range(4) if t.rotated(r)[0][0] == "pink"), None)
        if rot is not None:
            break
    s = RULES.new_game(2, 1)
    world = ((0, 0, all_pink.id, 0), (0, 1, t.id, rot))
    s = replace(s, worlds=(world, ()))
    details = wip.score_details(s, 0)
    assert details["pink"]["group"] >= 5  # 4 + at least the joined square
    assert (0, 2) in details["pink"]["cells"]
    squares = wip.world_squares(s, 0)
    statues = statue_counts(s, 0)
    assert RULES.scores(s)[0] == naive_score(squares, statues)[0]


def test_tie_break_is_largest_group_then_shared_victory():
    all_pink = next(t.id for t in all_tiles() if t.squares == (("pink", "pink"), ("pink", "pink")))
    mixed = next(t.id for t in all_tiles() if not t.statue and len(t.terrains()) == 3)
    s = RULES.new_game(3, 1)
    over = replace(s, phase="over", worlds=(((0, 0, mixed, 0),), ((0, 0, all_pink, 0),), ((0, 0, mixed, 1),)))
    assert RULES.scores(over) == [0, 0, 0]
    assert RULES.winners(over) == [1]
    shared = replace(over, worlds=(((0, 0, mixed, 0),), ((0, 0, mixed, 2),), ((0, 0, mixed, 1),)))
    assert RULES.winners(shared) == [0, 1, 2]
    assert RULES.winners(replace(over, phase="choose")) == []


def test_score_breakdown_lists_every_terrain_and_the_tie_breaker():
    s, _ = play(RULES.new_game(4, 3), Rng(9))
    for seat in range(4):
        bd = RULES.score_breakdown(s, seat)
        assert set(bd) == set(TERRAINS) | {"largest_group"}
        assert sum(bd[t] for t in TERRAINS) == RULES.scores(s)[seat]
        details = wip.score_details(s, seat)
        assert bd["largest_group"] == max(d["group"] for d in details.values())
        for t in TERRAINS:
            assert details[t]["points"] == bd[t] == details[t]["group"] * details[t]["statues"]
        squares = wip.world_squares(s, seat)
        assert len(squares) == 6 and all(len(r) == 6 for r in squares)
        assert naive_score(squares, statue_counts(s, seat)) == (RULES.scores(s)[seat], bd["largest_group"])
    assert RULES.winners(s)


# ---------------------------------------------------------------- illegal actions
def test_illegal_actions_raise_and_leave_state_unchanged():
    s = RULES.new_game(3, 12)
    seat = s.current
    other = (seat + 1) % 3
    snap = RULES.to_json(s)
    bad = [
        (other, ("push", "top", 0)),           # wrong seat
        (7, ("push", "top", 0)),               # no such seat
        (seat, ("place", 0, 0, 0)),            # wrong phase
        (seat, ("refill", 0)),                 # wrong phase
        (seat, ("push", "top", "0")),          # bad type
        (seat, ("push", "top", True)),         # bool is not an index
        (seat, ("push", "top", 3)),            # out of range
        (seat, ("push", "top")),               # missing value
        (seat, ("dance",)),                    # unknown verb
        (seat, "push"),                        # not a tuple
        (seat, ("god", 9)),                    # out of range slot
    ]
    for who, action in bad:
        with pytest.raises(IllegalAction) as exc:
            RULES.step(s, who, action)
        assert str(exc.value)
        assert RULES.to_json(s) == snap
    p = RULES.apply(s, seat, ("push", "right", 2))
    snap = RULES.to_json(p)
    for action in [("place", 5, 5, 0), ("place", 0, 0, 4), ("place", 0, 0, -1), ("push", "top", 0),
                   ("place", 0.0, 0, 0)]:
        with pytest.raises(IllegalAction):
            RULES.step(p, seat, action)
        assert RULES.to_json(p) == snap
    r = RULES.apply(p, seat, ("place", 0, 0, 0))
    for action in [("refill", 3), ("refill", -1), ("place", 0, 1, 0)]:
        with pytest.raises(IllegalAction):
            RULES.step(r, seat, action)


def test_actions_from_json_lists_are_accepted():
    s = RULES.new_game(2, 12)
    a = action_from_json(["push", "left", 0])
    assert RULES.apply(s, s.current, a) == RULES.apply(s, s.current, ["push", "left", 0])


# ---------------------------------------------------------------- view & determinize
def test_view_hides_stacks_other_gods_box_and_rng():
    s, _ = play(RULES.new_game(4, 5), Rng(2), until=20)
    for seat in (0, 1, 2, 3, None):
        v = RULES.view(s, seat)
        assert v.stack_sizes() == s.stack_sizes()
        assert all(t == "?" for st in v.stacks for t in st)
        assert v.box == ("?",) * len(s.box)
        assert v.rng == 0
        for other in range(4):
            shown = other == seat or s.god_used[other]
            assert v.gods[other] == (s.gods[other] if shown else "?")
        assert v.grid == s.grid and v.worlds == s.worlds and v.pending == s.pending


def test_used_god_token_is_public():
    s = RULES.new_game(2, 11)
    seat = s.current
    slot = wip.god_slots(s, seat)[0]
    s = RULES.apply(s, seat, ("god", slot))
    assert RULES.view(s, None).gods[seat] == s.gods[seat]
    assert RULES.view(s, 1 - seat).gods[seat] == s.gods[seat]


@pytest.mark.parametrize("players", [2, 5])
def test_determinize_is_consistent_with_the_view(players):
    s, _ = play(RULES.new_game(players, 14), Rng(3), until=25)
    for seat in range(players):
        v = RULES.view(s, seat)
        d = RULES.determinize(v, seat, Rng(seat + 100))
        check_invariants(d)
        assert RULES.view(d, seat) == v
        assert "?" not in d.gods and "?" not in d.box
        d2 = RULES.determinize(v, seat, Rng(seat + 100))
        assert d == d2
        # the determinized state plays on legally
        play(d, Rng(seat))


# ---------------------------------------------------------------- JSON, replay, describe
def test_json_round_trip_mid_game():
    for players in (2, 3, 5):
        s = RULES.new_game(players, 3)
        rng = Rng(8)
        for n in range(0, 40):
            data = json.loads(json.dumps(RULES.to_json(s)))
            assert RULES.from_json(data) == s
            s, _ = play(s, rng, until=1)
        assert RULES.from_json(json.loads(json.dumps(RULES.to_json(RULES.view(s, 0))))) == RULES.view(s, 0)
    with pytest.raises(ValueError):
        RULES.from_json({"version": 99})


def test_replay_of_the_action_log_gives_the_same_state():
    start = RULES.new_game(3, 2024)
    end, log = play(start, Rng(6))
    rec = GameRecord("world_in_progress", 3, 2024, {}, [], log)
    rec2 = GameRecord.from_json(json.loads(json.dumps(rec.to_json())))
    assert replay(RULES, rec2) == end


def test_describe_actions_in_english_and_ukrainian():
    assert RULES.describe(("push", "top", 2), "en") == "moves the top Faith marker to column 3 and pushes"
    assert RULES.describe(("push", "left", 0), "uk") == "переміщує лівий маркер Віри до ряду 1 і робить Поштовх Віри"
    assert "god" in RULES.describe(("god", 4), "en") and "Бога" in RULES.describe(("god", 4), "uk")
    assert RULES.describe(("place", 0, 1, 2), "en").startswith("places a tile")
    assert RULES.describe(("refill", 1), "en") == "refills the map from stack 2"
    assert RULES.describe(("refill", 1), "uk") == "поповнює мапу зі стосу 2"


# ---------------------------------------------------------------- random play & AI hooks
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_playouts_reach_the_end(players, seed):
    s = RULES.new_game(players, seed)
    rng = Rng(seed * 31 + players)
    steps = 0
    while not RULES.is_over(s):
        seat = RULES.to_act(s)[0]
        acts = RULES.legal_actions(s, seat)
        assert acts
        before = RULES.to_json(s)
        s2, events = RULES.step(s, seat, acts[rng.randrange(len(acts))])
        assert RULES.to_json(s) == before  # the given state is untouched
        assert events
        s = s2
        steps += 1
        if steps % 7 == 0:
            check_invariants(s)
    check_invariants(s)
    assert len(RULES.scores(s)) == players and RULES.winners(s)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4, 5]), seed=st.integers(0, 2**32), policy=st.integers(0, 2**32),
       use_ai=st.booleans())
def test_random_play_never_breaks_invariants(players, seed, policy, use_ai):
    s = RULES.new_game(players, seed)
    rng = Rng(policy)
    while not RULES.is_over(s):
        seat = RULES.to_act(s)[0]
        acts = RULES.legal_actions(s, seat)
        a = RULES.rollout_action(s, seat, acts, rng) if use_ai else acts[rng.randrange(len(acts))]
        assert a in acts
        s = RULES.apply(s, seat, a)
        check_invariants(s)
        for p in range(players):
            assert RULES.scores(s)[p] >= 0
            assert math.isfinite(RULES.evaluate(s, p))
    assert all(len(w) == 9 for w in s.worlds)


def test_evaluate_prefers_a_better_world():
    s, _ = play(RULES.new_game(2, 9), Rng(4))
    a, b = RULES.scores(s)
    if a != b:
        better = 0 if a > b else 1
        assert RULES.evaluate(s, better) > RULES.evaluate(s, 1 - better)


def test_rollout_policy_places_for_the_best_immediate_gain_among_few_options():
    s = to_place(RULES.new_game(2, 9))
    seat = s.current
    s = RULES.apply(RULES.apply(s, seat, ("place", 0, 0, 0)), seat, ("refill", 0))
    s = RULES.apply(RULES.apply(s, s.current, ("push", "top", 2)), s.current, ("place", 0, 0, 0))
    s = RULES.apply(RULES.apply(s, s.current, ("refill", 0)), seat, ("push", "bottom", 0))
    acts = [a for a in RULES.legal_actions(s, seat) if (a[1], a[2]) == (0, 1)]
    best = max(wip.preview_score(s, seat, *a[1:]) for a in acts)
    pick = RULES.rollout_action(s, seat, acts, Rng(1))
    assert wip.preview_score(s, seat, *pick[1:]) == best


def test_rollout_policy_clearly_beats_random_play():
    wins = 0
    for seed in range(12):
        s = RULES.new_game(2, seed)
        rng = Rng(seed)
        smart = seed % 2
        while not RULES.is_over(s):
            seat = s.current
            acts = RULES.legal_actions(s, seat)
            a = RULES.rollout_action(s, seat, acts, rng) if seat == smart else acts[rng.randrange(len(acts))]
            s = RULES.apply(s, seat, a)
        wins += smart in RULES.winners(s)
    assert wins >= 9


# ---------------------------------------------------------------- impossible saved states
def _mid_game_json(players=3, actions=20):
    state, _ = play(RULES.new_game(players, 4), Rng(4), until=actions)
    return json.loads(json.dumps(RULES.to_json(state)))


@pytest.mark.parametrize("why,change,words", [
    ("a marker at 7", lambda d: d["markers"].update(top=7), "Faith marker is at 7"),
    ("5 players with 2 worlds", lambda d: d.update(players=5), "5 players"),
    ("an unknown god", lambda d: d["gods"].__setitem__(0, "purple"), "unknown god 'purple'"),
    ("an unknown tile", lambda d: d["grid"].__setitem__(0, "wip99"), "unknown tile 'wip99'"),
    ("current=9", lambda d: d.update(current=9), "current seat 9"),
    ("a god dealt twice", lambda d: d["gods"].__setitem__(1, d["gods"][0]), "dealt twice"),
    ("a tile in two places", lambda d: d["grid"].__setitem__(1, d["grid"][0]), "two places"),
    ("a world tile off the 3x3", lambda d: d["worlds"][0].append([5, 5, "wip55", 0]), "where none"),
    ("a seat that is not a number", lambda d: d.update(current="0"), "whole number"),
])
def test_from_json_refuses_an_impossible_state_with_a_clear_message(why, change, words):
    data = _mid_game_json()
    RULES.from_json(data)                       # the untouched state loads
    change(data)
    with pytest.raises(ValueError, match=words):
        RULES.from_json(data)


def test_check_invariants_finds_nothing_wrong_along_a_game_and_names_a_lost_tile():
    state, _ = play(RULES.new_game(4, 2), Rng(2))
    assert RULES.check_invariants(state) == []
    lost = replace(state, worlds=(state.worlds[0][:-1],) + state.worlds[1:])
    assert any("tiles in play" in p for p in RULES.check_invariants(lost))


def test_every_action_is_public_so_each_viewer_reads_the_same_line():
    state = RULES.new_game(3, 1)
    for action in RULES.legal_actions(state, state.current)[:5]:
        lines = {RULES.describe(action, "en", viewer, state.current) for viewer in (None, 0, 1, 2)}
        assert len(lines) == 1
        _, events = RULES.step(state, state.current, action)
        assert RULES.view_events(events, None) == events


def test_label_names_gods_not_tiles():
    assert RULES.label("pink", "en") == "Lada" and RULES.label("pink", "uk") == "Лада"
    assert RULES.label("wip01", "en") is None


def test_the_ai_refills_without_a_search_from_the_tallest_stack_and_searches_elsewhere():
    """The stacks lie face down and determinize deals the unseen tiles into any of them, so the
    refill is no choice worth a search: the rules' ``ai_shortcut`` takes the tallest stack
    (the first on a tie), a legal action; every other decision is left to the search."""
    rng = Rng(9)
    state = RULES.new_game(3, 9)
    seen = set()
    for _ in range(60):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        view = RULES.view(state, seat)
        quick = RULES.ai_shortcut(view, seat)
        if state.phase == "refill":
            sizes = [len(s) for s in state.stacks]
            want = max(range(3), key=lambda i: (sizes[i], -i))
            assert quick == ("refill", want) and quick in RULES.legal_actions(state, seat)
            seen.add("refill")
        else:
            assert quick is None
            seen.add(state.phase)
        acts = RULES.legal_actions(state, seat)
        state = RULES.apply(state, seat, acts[rng.randrange(len(acts))])
    assert {"choose", "place", "refill"} <= seen
