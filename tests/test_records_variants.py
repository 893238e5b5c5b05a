"""The hall of fame keeps a variant's scores apart: a table per game, player count and the options
that differ from the defaults (the plain game keeps its old key, so old files load unchanged);
the screen steps through the variants and names the one on show; the results screen names the
variant of a record just set."""
from __future__ import annotations

import json

import pytest

from engine.records import (RecordsError, RecordsStore, Result, add_result, empty, hall,
                            hall_key, result_of, validate, variant_key, variant_label,
                            variant_of, variants)
from engine.rules.rng import Rng
from engine.saves import CHECKSUM, checksum
from engine.session import GameSession, Seat
from tests.uitest import driver

AUTUMN = "board=autumn"


def result(game, scores, variant="", names=None):
    n = len(scores)
    names = names or [f"P{i}" for i in range(n)]
    return Result(game, n, tuple(names), (True,) * n, ("",) * n, tuple(scores),
                  (max(range(n), key=lambda i: scores[i]),), "2026-11-26", variant)


def finished(game, seats, seed, options=None) -> GameSession:
    s = GameSession.new(game, seats, seed, options)
    rng = Rng(seed)
    while not s.is_over():
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    return s


def test_the_variant_is_the_options_that_differ_from_the_defaults():
    assert variant_of("wild_venture", {}) == ""
    assert variant_of("wild_venture", {"board": "spring", "deck": "academy"}) == ""
    assert variant_of("wild_venture", {"stormy": "on", "board": "autumn",
                                       "deck": "academy"}) == "board=autumn,stormy=on"
    assert variant_of("wonderful_world", {"empire_side": "B"}) == "empire_side=B"
    assert variant_of("wonderful_world", {"solo_scenario": 3}) == "solo_scenario=3"
    assert variant_of("coatl", {"promo": True, "sacrifice": True}) == "promo=true"
    assert variant_of("coatl", {"sacrifice": False}) == "sacrifice=false"   # dealt by default
    assert variant_key({"x": 1}) == "x=1"               # no rules: every option counts
    assert hall_key("coatl", 2) == "coatl/2" and hall_key("coatl", 2, "") == "coatl/2"
    assert hall_key("wild_venture", 2, AUTUMN) == "wild_venture/2/board=autumn"


def test_a_variants_scores_go_to_a_table_of_their_own():
    data, news = add_result(empty(), result("wild_venture", [40, 30]))
    data, news = add_result(data, result("wild_venture", [90, 10], AUTUMN))
    assert news[0].variant == AUTUMN and news[0].place == 1
    assert [e["score"] for e in hall(data, "wild_venture", 2)] == [40, 30]
    assert [e["score"] for e in hall(data, "wild_venture", 2, AUTUMN)] == [90, 10]
    assert variants(data, "wild_venture", 2) == ["", AUTUMN]
    assert variants(data, "wild_venture", 3) == []
    validate(data)


def test_an_old_records_file_loads_with_its_tables_where_they_were(tmp_path):
    """A file written before variants (keys ``game/players``) is the plain game's tables."""
    entry = {"name": "Olena", "score": 71, "date": "2026-11-20", "won": True, "vs": ["hard"],
             "rank": None}
    old = {"version": 1, "halls": {"wild_venture/2": [entry]},
           "stats": {"olena": {"name": "Olena", "games": {"wild_venture": {
               "played": 1, "wins": 1, "points": 71, "best": 71}}}}}
    old[CHECKSUM] = checksum(old)
    (tmp_path / "records.json").write_text(json.dumps(old), encoding="utf-8")
    store = RecordsStore(tmp_path)
    data = store.load()
    assert store.error is None and hall(data, "wild_venture", 2) == [entry]
    store.record(result("wild_venture", [50, 20], AUTUMN, names=["Olena", "Taras"]))
    data = RecordsStore(tmp_path).load()
    assert hall(data, "wild_venture", 2) == [entry]
    assert [e["score"] for e in hall(data, "wild_venture", 2, AUTUMN)] == [50, 20]


@pytest.mark.parametrize("key", ["coatl/2/", "coatl/2/promo", "coatl/x/promo=true", "/2"])
def test_a_damaged_hall_key_is_refused(key):
    data = empty()
    data["halls"][key] = []
    with pytest.raises(RecordsError):
        validate(data)


def test_the_variant_reads_in_the_players_language():
    assert variant_label("wild_venture", "board=autumn,stormy=on", "en") == (
        "Board side: Autumn (path costs) · Even stormier venture: Both theme decks, 8 cards, "
        "discard 3")
    uk = variant_label("wild_venture", AUTUMN, "uk")
    assert uk.startswith("Бік поля: ") and "autumn" not in uk
    assert variant_label("wild_venture", "", "en") == ""
    assert variant_label("wild_venture", "gone=1", "en") == "gone=1"   # an option since dropped


def test_a_finished_variant_game_is_kept_under_its_variant_and_solo_ranks_stay():
    s = finished("wonderful_world", [Seat("human", "normal", "Olena", 0)], 5,
                 {"empire_side": "B"})
    r = result_of(s)
    assert r.variant == "empire_side=B"
    data, news = add_result(empty(), r)
    entry = hall(data, "wonderful_world", 1, "empire_side=B")[0]
    assert entry["rank"] is not None and hall(data, "wonderful_world", 1) == []


def test_the_screen_steps_through_the_variants_and_names_the_one_on_show(app):
    store = RecordsStore()
    store.record(result("wild_venture", [40, 30], names=["Olena", "Taras"]))
    store.record(result("wild_venture", [90, 10], "board=autumn,deck=news",
                        names=["Mykola", "Iryna"]))
    app.goto("hall_of_fame", game="wild_venture")
    d = driver(app)
    d.frames(2)
    hof = d.scene
    assert hof.players == 2 and hof.variant == "" and hof.variant_title() == "Standard rules"
    assert [e["name"] for e in hof.rows()] == ["Olena", "Taras"]
    assert d.has("hall.variant")
    d.click("hall.variant")
    hof = d.scene
    assert hof.variant == "board=autumn,deck=news"
    assert [e["name"] for e in hof.rows()] == ["Mykola", "Iryna"]
    assert hof.variant_title() == "Variant: Board side: Autumn (path costs) · Theme deck: News"
    d.frames(2)
    d.click("hall.variant", button=3)                   # right click: back to the plain game
    assert d.scene.variant == ""
    d.click("hall.game.coatl")
    assert d.scene.variant == "" and d.scene.game == "coatl"


def test_the_hall_opens_on_a_variant_when_only_it_has_scores(app):
    RecordsStore().record(result("wild_venture", [60, 20], AUTUMN))
    app.goto("hall_of_fame", game="wild_venture")
    d = driver(app)
    d.frames(2)
    assert d.scene.variant == AUTUMN and len(d.scene.rows()) == 2


def test_the_results_name_the_variant_of_a_record_and_open_its_table(app):
    from engine.games import load_scene
    s = finished("wild_venture", [Seat("human", "normal", "Olena", 0),
                                  Seat("ai", "easy", "Taras (AI)", 1)], 3, {"board": "autumn"})
    table = load_scene(s.game)(app, s)
    app.scenes.replace(table)
    app.push("results", game_scene=table)
    d = driver(app)
    d.frames(2)
    res = d.scene
    assert res.news and res.news[0].variant == AUTUMN
    assert res.banner_variant() == "Variant: Board side: Autumn (path costs)"
    d.click("results.hall")
    hof = d.scene
    assert hof.variant == AUTUMN and hof.places == {1}
    assert [e["name"] for e in hof.rows()] == ["Olena"]
