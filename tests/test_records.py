"""Hall of fame and statistics: pure logic, human seats only, crash-safe file, bad files aside."""
from __future__ import annotations

import json

import pytest

from engine.records import (HALL_SIZE, RecordsStore, Result, add_result, empty, hall, has_ranks,
                            rank_name, rank_of, stats_rows)


def result(scores, humans=None, names=None, winners=None, game="coatl", date="2026-11-26",
           levels=None):
    n = len(scores)
    humans = humans or [True] * n
    names = names or [f"P{i}" for i in range(n)]
    winners = winners if winners is not None else [max(range(n), key=lambda i: scores[i])]
    levels = levels or ["" if h else "normal" for h in humans]
    return Result(game, n, tuple(names), tuple(humans), tuple(levels), tuple(scores),
                  tuple(winners), date)


def test_only_human_seats_enter_the_hall_and_the_statistics():
    data, news = add_result(empty(), result([30, 50], humans=[True, False], names=["Olena", "Bot"],
                                            levels=["", "hard"]))
    table = hall(data, "coatl", 2)
    assert [e["name"] for e in table] == ["Olena"]           # the AI's 50 is not there
    assert table[0]["vs"] == ["hard"] and table[0]["won"] is False
    assert [r.name for r in stats_rows(data)] == ["Olena"]
    assert news and news[0].place == 1 and news[0].score == 30


def test_top_ten_sorted_and_an_equal_score_goes_below_the_older_one():
    data = empty()
    for i in range(12):
        data, news = add_result(data, result([10 * i], names=[f"N{i}"]))
    table = hall(data, "coatl", 1)
    assert len(table) == HALL_SIZE
    assert [e["score"] for e in table] == sorted((e["score"] for e in table), reverse=True)
    assert table[0]["name"] == "N11" and table[-1]["name"] == "N2"
    data, news = add_result(data, result([110], names=["Late"]))
    assert news[0].place == 2 and hall(data, "coatl", 1)[1]["name"] == "Late"
    data, news = add_result(data, result([5], names=["Low"]))
    assert news == [] and "Low" not in [e["name"] for e in hall(data, "coatl", 1)]


def test_tables_are_per_game_and_player_count_and_input_is_not_mutated():
    base = empty()
    data, _ = add_result(base, result([10, 20], game="coatl"))
    data, _ = add_result(data, result([30, 40, 5], game="coatl"))
    assert base == empty()
    assert len(hall(data, "coatl", 2)) == 2 and len(hall(data, "coatl", 3)) == 3
    assert hall(data, "dice_forge", 2) == []


def test_statistics_count_games_wins_and_average_per_name_and_game():
    data = empty()
    data, _ = add_result(data, result([10, 20], names=["Olena", "taras"]))
    data, _ = add_result(data, result([30, 20], names=["Olena", " Taras "]))
    data, _ = add_result(data, result([7], names=["Olena"], game="dice_forge"))
    rows = {r.name.strip(): r for r in stats_rows(data, "coatl")}
    assert rows["Olena"].played == 2 and rows["Olena"].wins == 1 and rows["Olena"].average == 20
    assert rows["Taras"].played == 2 and rows["Taras"].wins == 1    # one name, any case/spaces
    everything = {r.name.strip(): r for r in stats_rows(data)}
    assert everything["Olena"].played == 3 and everything["Olena"].best == 30


def test_a_shared_victory_is_a_win_for_each_winner():
    data, _ = add_result(empty(), result([20, 20], winners=[0, 1]))
    assert all(r.wins == 1 for r in stats_rows(data))


def test_wonderful_world_solo_entries_carry_the_rulebook_rank():
    assert rank_of("wonderful_world", 1, 85) == "emperor"
    assert rank_of("wonderful_world", 2, 85) is None and rank_of("coatl", 1, 85) is None
    assert has_ranks("wonderful_world", 1) and not has_ranks("wonderful_world", 3)
    assert not has_ranks("gone_game", 1)                      # a game no longer registered
    data, _ = add_result(empty(), result([62], game="wonderful_world"))
    assert hall(data, "wonderful_world", 1)[0]["rank"] == "dictator"
    assert rank_name("wonderful_world", "dictator", "uk") == "Диктатор"
    assert rank_name("wonderful_world", None, "en") == ""
    assert rank_name("wonderful_world", "vanished", "en") == "vanished"


def test_ranks_come_from_a_rules_hook_so_records_know_no_game(monkeypatch):
    """A game that gives ``result_rank``/``rank_name`` gets ranks; the records name no game."""
    import engine.records as records

    class Ranked:
        def options(self):
            return []

        def result_rank(self, players, score):
            return "gold" if score >= 10 else "tin"

        def rank_name(self, rank, lang):
            return {"gold": "Gold", "tin": "Tin"}[rank]

    monkeypatch.setattr(records, "get_rules", lambda game: Ranked())
    data, _ = add_result(empty(), result([12], game="coatl"))
    assert hall(data, "coatl", 1)[0]["rank"] == "gold"
    assert rank_name("coatl", "tin", "en") == "Tin" and has_ranks("coatl", 1)


def test_store_round_trip_is_crash_safe_and_checked(tmp_path):
    store = RecordsStore(tmp_path)
    news = store.record(result([42], names=["Mira"]))
    assert news[0].place == 1 and store.error is None
    assert not list(tmp_path.glob("*.tmp"))                    # the temp file was renamed
    assert hall(RecordsStore(tmp_path).load(), "coatl", 1)[0]["name"] == "Mira"


@pytest.mark.parametrize("damage", ["truncate", "edit", "newer", "garbage", "shape"])
def test_a_bad_records_file_is_refused_with_a_message_and_moved_aside(tmp_path, damage):
    store = RecordsStore(tmp_path)
    store.record(result([42], names=["Mira"]))
    text = store.path.read_text(encoding="utf-8")
    data = json.loads(text)
    if damage == "truncate":
        store.path.write_text(text[: len(text) // 2], encoding="utf-8")
    elif damage == "edit":
        data["halls"]["coatl/1"][0]["score"] = 999
        store.path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "newer":
        data["version"] = 99
        store.path.write_text(json.dumps(data), encoding="utf-8")
    elif damage == "garbage":
        store.path.write_bytes(b"\xff\xfe\x00garbage")
    else:
        store.path.write_text(json.dumps([1, 2, 3]), encoding="utf-8")
    loaded = store.load()
    assert loaded == empty() and store.error
    assert "moved aside" in store.error
    if damage == "newer":
        assert "newer version" in store.error
    assert not store.path.exists() and list(tmp_path.glob("records.broken-*.json"))
    store.record(result([7], names=["Zoya"]))                   # and the hall works again
    assert [e["name"] for e in hall(store.load(), "coatl", 1)] == ["Zoya"]


def test_an_unwritable_folder_is_a_message_not_a_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = RecordsStore(blocker / "sub")                       # a folder inside a file
    try:
        store.record(result([1]))
    except OSError:
        pytest.fail("writing the records raised")
    assert store.error
