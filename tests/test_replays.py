"""Replay storage: the last games kept crash-safe, newest first, bad files moved aside."""
from __future__ import annotations

import json

import pytest

from engine.replays import KEEP, ReplayStore, states, summary_of
from engine.rules.record import GameRecord, RecordError
from engine.rules.rng import Rng
from engine.session import GameSession, Seat


def finished(game="world_in_progress", players=2, seed=3) -> GameSession:
    s = GameSession.new(game, [Seat("human" if i == 0 else "ai", "random", f"P{i}", i)
                               for i in range(players)], seed)
    rng = Rng(seed)
    while not s.is_over():
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    return s


def test_a_kept_game_lists_and_loads_and_replays_to_the_same_end(tmp_path):
    s = finished()
    store = ReplayStore(tmp_path)
    rid = store.add(s.record, summary_of(s))
    [info] = store.list()
    assert info.id == rid and info.game == "world_in_progress" and info.players == 2
    assert list(info.scores) == s.rules.scores(s.state) and info.names == ("P0", "P1")
    assert info.actions == len(s.record.actions)
    record = store.load(rid)
    assert record.actions == s.record.actions and record.seed == s.record.seed
    assert s.rules.to_json(states(s.rules, record)) == s.rules.to_json(s.state)
    # stepping back = replaying a prefix from the start (the rules are deterministic)
    k = len(record.actions) // 2
    assert s.rules.to_json(states(s.rules, record, k)) == s.rules.to_json(s.history[k])
    assert store.load("latest").actions == record.actions
    assert not list(tmp_path.glob("*.tmp"))


def test_only_the_last_games_are_kept_newest_first(tmp_path):
    s = finished()
    store = ReplayStore(tmp_path, keep=3)
    ids = [store.add(s.record, summary_of(s)) for _ in range(5)]
    assert store.ids() == list(reversed(ids[-3:]))
    assert KEEP == 20


@pytest.mark.parametrize("damage", ["truncate", "edit", "newer", "unfinished", "not_a_game"])
def test_a_bad_replay_is_refused_with_a_reason_and_moved_aside(tmp_path, damage):
    s = finished()
    store = ReplayStore(tmp_path)
    if damage == "unfinished":        # a log that stops before the end is no finished game
        cut = GameRecord(s.record.game, s.record.players, s.record.seed, {}, s.record.seats,
                         s.record.actions[:5])
        rid = store.add(cut, summary_of(s))
    else:
        rid = store.add(s.record, summary_of(s))
    path = tmp_path / f"{rid}.json"
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    if damage == "truncate":
        path.write_text(text[:100], encoding="utf-8")
    elif damage == "edit":
        data["record"]["seed"] += 1
        path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "newer":
        data["replay"] = 7
        path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "not_a_game":
        path.write_text("[]", encoding="utf-8")
    with pytest.raises(RecordError) as err:
        store.load(rid)
    assert str(err.value)
    if damage == "newer":
        assert "newer version" in str(err.value)
    assert not path.exists() and (tmp_path / "broken" / f"{rid}.json").exists()
    assert store.list() == [] and store.errors


def test_a_bad_file_in_the_list_is_skipped_not_fatal(tmp_path):
    s = finished()
    store = ReplayStore(tmp_path)
    good = store.add(s.record, summary_of(s))
    bad = store.add(s.record, summary_of(s))
    (tmp_path / f"{bad}.json").write_text("{", encoding="utf-8")
    assert [i.id for i in store.list()] == [good] and len(store.errors) == 1


def test_ids_are_never_paths(tmp_path):
    store = ReplayStore(tmp_path)
    for rid in ("../x", "/etc/passwd", "", None, 3):
        with pytest.raises(RecordError):
            store.load(rid)
    with pytest.raises(RecordError):
        store.load("latest")          # nothing kept yet
