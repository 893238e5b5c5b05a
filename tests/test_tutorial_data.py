"""The tutorial engine (pure step selection) and every game's tutorial data."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import tutorial as tut
from engine.games import all_ids, get_rules, playable

GAMES = [g.id for g in playable()]          # every game with a table, from the registry


def rules_verbs(game: str) -> set[str]:
    """Action verbs of a game: the quoted words its rules package tests an action's verb
    against (a trigger naming a word that never appears there cannot be a verb)."""
    import importlib
    pkg = Path(importlib.import_module(f"engine.rules.{game}").__file__).parent
    words = set()
    for f in pkg.glob("*.py"):
        words |= set(re.findall(r'"([a-z_0-9]+)"', f.read_text(encoding="utf-8")))
    return words


def played_verbs(game: str, games: int = 2) -> set[str]:
    import random
    r = get_rules(game)
    out = set()
    for seed in range(games):
        s, rng = r.new_game(2, seed), random.Random(seed)
        for _ in range(400):
            if r.is_over(s):
                break
            seat = r.to_act(s)[0]
            a = rng.choice(r.legal_actions(s, seat))
            out.add(a[0])
            s, _ = r.step(s, seat, a)
    return out


def test_every_playable_game_has_a_tutorial():
    assert set(GAMES) <= set(all_ids())
    for g in GAMES:
        assert tut.available(g), g


@pytest.mark.parametrize("game", GAMES)
def test_tutorial_data(game):
    t = tut.load(game)
    assert t.game == game and 6 <= len(t.steps) <= 12
    rules = get_rules(game)
    assert 2 in rules.player_counts
    rules.new_game(2, t.seed, t.options or None)        # the options are valid for the game
    module = __import__(f"engine.rules.{game}", fromlist=["x"])
    events = tut.event_classes(module)
    assert events, game
    assert tut.check(t, rules_verbs(game), events) == []
    for s in t.steps:
        for lang in tut.LANGS:
            assert s.title[lang].strip() and s.text[lang].strip(), (s.id, lang)
            assert len(s.text[lang]) <= 420, f"{game}/{s.id}/{lang}: keep a step short"
        assert s.title["en"] != s.title["uk"] and s.text["en"] != s.text["uk"], s.id
    assert t.steps[0].trigger == ("start", True)
    kinds = {s.trigger[0] for s in t.steps}
    assert {"legal", "event"} <= kinds
    # most 'legal' triggers name verbs a random game really uses
    legal = [s.trigger[1] for s in t.steps if s.trigger[0] == "legal"]
    used = played_verbs(game)
    assert sum(v in used for v in legal) >= len(legal) - 1, (legal, used)


def test_check_finds_unknown_verbs_and_events():
    t = tut.parse({"game": "g", "seed": 1, "steps": [
        {"id": "a", "trigger": {"legal": "fly"}, "title": {"en": "A", "uk": "А"},
         "text": {"en": "x", "uk": "х"}},
        {"id": "b", "trigger": {"event": "Nope"}, "title": {"en": "B", "uk": "Б"},
         "text": {"en": "y", "uk": "у"}}]})
    problems = tut.check(t, {"walk"}, {"Walked"})
    assert len(problems) == 3            # the verb, the event, no start step


@pytest.mark.parametrize("bad", [
    {"game": "g", "seed": 1, "steps": []},
    {"game": "g", "seed": "1", "steps": [{}]},
    {"game": "g", "seed": 1, "steps": [{"id": "a", "trigger": {"start": True},
                                        "title": {"en": "A"}, "text": {"en": "x", "uk": "х"}}]},
    {"game": "g", "seed": 1, "steps": [{"id": "a", "trigger": {"when": "x"},
                                        "title": {"en": "A", "uk": "А"},
                                        "text": {"en": "x", "uk": "х"}}]},
    {"game": "g", "seed": 1, "steps": [{"id": "a", "trigger": {"start": True},
                                        "title": {"en": "A", "uk": "А"},
                                        "text": {"en": "x", "uk": "х"}, "targets": "x"}]},
])
def test_malformed_tutorials_are_refused_with_a_message(bad):
    with pytest.raises(ValueError):
        tut.parse(bad)


def _steps(*triggers):
    return tut.parse({"game": "g", "seed": 1, "steps": [
        {"id": f"s{i}", "trigger": trig, "title": {"en": "t", "uk": "т"},
         "text": {"en": "x", "uk": "х"}} for i, trig in enumerate(triggers)]})


def test_run_shows_each_step_once_in_file_order():
    t = _steps({"start": True}, {"legal": "push"}, {"event": "Pushed"}, {"legal": "place"})
    run = tut.TutorialRun(t)
    assert run.current is None
    new = run.observe({"push"}, [], start=True)
    assert [s.id for s in new] == ["s0", "s1"] and run.current.id == "s0"
    assert run.observe({"push"}, [], start=True) == []       # queued ones are not queued twice
    assert run.dismiss().id == "s1"
    assert run.dismiss() is None and run.current is None
    assert run.observe({"push"}, ["Pushed"], start=True)[0].id == "s2"   # start only once
    run.dismiss()
    assert run.observe({"push"}, ["Pushed"]) == []           # shown steps never come back
    assert not run.finished
    assert run.observe({"place"}) == [], "after a step asking to act, the player acts first"
    run.moved()
    run.observe({"place"})
    run.dismiss()
    assert run.finished and run.shown == {"s0", "s1", "s2", "s3"}


def test_after_a_step_asking_to_act_the_next_such_step_waits_for_a_move():
    """Play-test 12 (World in Progress): "Move a Faith marker", then "Got it", brought the god
    step up at once (both verbs legal at the start), so the click on the marker did nothing;
    the god step now comes when it is legal again after the player's move."""
    t = _steps({"start": True}, {"legal": "push"}, {"legal": "god"}, {"legal": "place"})
    run = tut.TutorialRun(t)
    run.observe({"push", "god"}, [], start=True)
    assert [s.id for s in run.queue] == ["s0", "s1", "s2"]
    assert run.dismiss().id == "s1"
    assert run.dismiss() is None, "the god step waits: the player pushes first"
    assert run.observe({"push", "god"}) == []
    run.moved()
    assert [s.id for s in run.observe({"place"})] == ["s3"]
    run.dismiss()
    run.moved()
    assert [s.id for s in run.observe({"push", "god"})] == ["s2"]


def test_a_step_text_falls_back_to_english():
    s = _steps({"start": True}).steps[0]
    assert s.text_in("uk") == "х" and s.text_in("de") == "x" and s.verb is None
