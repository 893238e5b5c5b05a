"""World in Progress's log tells what a move did, not only "places a tile" (issue 19 item 2):
the tile taken (pushed off or taken by a god) and the tile a stack put on the map, as the table
shows it (terrains and statue), what a placement scored, the god revealed and who won — in
English and Ukrainian, counted words in their plural forms, each line told with its action's
line as one line (a turn is three lines, four when a god is revealed)."""
from __future__ import annotations

import random
import re
from collections import Counter
from types import SimpleNamespace

import pytest

from engine.games import get_rules
from engine.rules.table_hooks import NO_ACTOR, name_seats, optional
from engine.rules.world_in_progress import (GODS, GameEnded, GodRevealed, LinePushed,
                                            MarkerMoved, SlotRefilled, TilePlaced, TileTaken,
                                            TurnPassed, all_tiles, describe, god_name,
                                            terrain_name, tile_by_id)
from engine.rules.world_in_progress.event_text import _UK_OF_GOD, tile_text
from engine.session import Step
from scenes.parts.log_text import LogText

RULES = get_rules("world_in_progress")
LANGS = ("en", "uk")
TELL = optional(RULES, "describe_event")
WIP01 = "wip01"     # Wheat Fields x3, Blossom Groves x1, no statue


def _statue_tile() -> str:
    return next(t.id for t in all_tiles() if t.god)


def _name(seat: int) -> str:
    return ("Olena", "Taras", "Mira")[seat]


def test_the_rules_export_describe_event_as_the_other_games_do():
    assert TELL is RULES.describe_event
    from engine.rules.world_in_progress.event_text import describe_event
    assert TELL is describe_event


@pytest.mark.parametrize("lang", LANGS)
def test_a_tile_is_told_by_its_terrains_squares_and_its_statue(lang):
    for t in all_tiles():
        text = tile_text(t.id, lang)
        assert all(" " not in part for part in text.split(", ")), text   # no break inside
        text = text.replace("\u00a0", " ")
        counts = Counter(sq for row in t.squares for sq in row)
        told = {name.strip(): int(n) for name, n in re.findall(r"([^,]+?) ×(\d)", text)}
        assert told == {terrain_name(k, lang): n for k, n in counts.items()}, (t.id, text)
        assert list(told.values()) == sorted(told.values(), reverse=True), text
        has_statue = ("statue of" in text) if lang == "en" else ("статуя" in text)
        assert has_statue == (t.god is not None), (t.id, text)
        if t.god and lang == "en":
            assert text.endswith(f"statue of {god_name(t.god, lang)}")
    assert tile_text(WIP01, "en") == "Wheat\u00a0Fields\u00a0×3, Blossom\u00a0Groves\u00a0×1"
    assert tile_text(WIP01, "uk") == "Пшеничні\u00a0поля\u00a0×3, Квітучі\u00a0гаї\u00a0×1"


def test_every_god_has_its_ukrainian_genitive_for_the_statue():
    assert set(_UK_OF_GOD) == set(GODS)
    for god in GODS:
        assert _UK_OF_GOD[god][:2] == god_name(god, "uk")[:2]


@pytest.mark.parametrize("lang", LANGS)
def test_a_push_tells_the_tile_pushed_off_and_taken_in_its_action_line(lang):
    said = describe(("push", "top", 1), lang)
    line = TELL(LinePushed("top", 1, ("a", "b", "c"), ("d", "a", "b"), WIP01, (1, 4, 7)), lang)
    assert line.startswith(said) and line[len(said)] in " ,:;("
    assert line.endswith(tile_text(WIP01, lang))
    assert ("takes the tile" if lang == "en" else "бере плитку") in line
    # the marker move and the taking itself: the action line and the push's line tell them
    assert TELL(MarkerMoved("top", 0, 1), lang) is None
    assert TELL(TileTaken(0, WIP01, 7, False), lang) is None
    assert TELL(TurnPassed(0, 1), lang) is None


@pytest.mark.parametrize("lang", LANGS)
def test_a_god_take_tells_the_tile_and_the_god_revealed_by_name(lang):
    tid = _statue_tile()
    said = describe(("god", 5), lang)
    line = TELL(TileTaken(1, tid, 5, True), lang)
    assert line == f"{said}: {tile_text(tid, lang)}"
    for god in GODS:
        shown = TELL(GodRevealed(1, god), lang)
        assert god_name(god, lang) in shown and terrain_name(god, lang) in shown
        assert shown.startswith("reveals their god" if lang == "en" else "відкриває свого Бога")


@pytest.mark.parametrize("lang, gain, total, words", [
    ("en", 1, 5, "+1 point, 5 in all"), ("en", 4, 23, "+4 points, 23 in all"),
    ("en", 0, 0, "+0 points, 0 in all"),
    ("uk", 1, 5, "+1 очко, разом 5"), ("uk", 3, 9, "+3 очки, разом 9"),
    ("uk", 5, 21, "+5 очок, разом 21"), ("uk", 11, 30, "+11 очок, разом 30"),
    ("uk", 21, 40, "+21 очко, разом 40"), ("uk", 0, 0, "+0 очок, разом 0"),
])
def test_a_placement_tells_what_it_scored_in_plural_forms(lang, gain, total, words):
    e = TilePlaced(0, 1, 0, 2, WIP01, total - gain, total)
    said = describe(("place", 1, 0, 2), lang)
    assert TELL(e, lang) == f"{said}: {words}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_refill_tells_which_tile_came_onto_the_map(lang):
    tid = _statue_tile()
    line = TELL(SlotRefilled(3, 2, tid), lang)
    assert line == f"{describe(('refill', 2), lang)}: {tile_text(tid, lang)}"


def _end(scores, winners, lang) -> str:
    told = TELL(GameEnded(tuple(scores), tuple(winners)), lang)
    assert isinstance(told, list) and len(told) == 1 and told[0][0] == NO_ACTOR
    return name_seats(told[0][1], _name)


def test_the_end_names_the_winner_and_the_scores_in_both_languages():
    assert _end((14, 21, 11), (1,), "en") == \
        "The game is over: Taras wins with 21 points; Olena 14, Mira 11"
    assert _end((14, 21, 11), (1,), "uk") == \
        "Кінець гри: перемагає Taras — 21 очко; Olena 14, Mira 11"
    assert _end((1, 0), (0,), "en") == "The game is over: Olena wins with 1 point; Taras 0"
    assert _end((24, 3), (0,), "uk") == "Кінець гри: перемагає Olena — 24 очки; Taras 3"


def test_the_end_tells_a_shared_win_and_a_tie_the_largest_group_broke():
    assert _end((30, 30, 12), (0, 1), "en") == \
        "The game is over: Olena and Taras share the win with 30 points each; Mira 12"
    assert _end((30, 30, 12), (0, 1), "uk") == \
        "Кінець гри: перемогу ділять Olena і Taras, у кожного 30 очок; Mira 12"
    en = _end((30, 30), (1,), "en")
    assert en == ("The game is over: Taras wins with 30 points (the largest group breaks the "
                  "tie with Olena); Olena 30")
    assert "нічию з Olena розв'язує найбільша група" in _end((30, 30), (1,), "uk")


# -- a whole game's log ------------------------------------------------------------------------
def _game(players: int, seed: int) -> list[Step]:
    """A random game's steps; a god is invoked when it may be (the log tells its reveal)."""
    rng = random.Random(seed)
    state = RULES.new_game(players, seed)
    steps: list[Step] = []
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        gods = [a for a in legal if a[0] == "god"]
        action = gods[0] if gods and rng.random() < 0.3 else rng.choice(legal)
        state, events = RULES.step(state, seat, action)
        steps.append(Step(seat, action, events, any(e.reveals for e in events)))
    return steps


def _log(steps, lang: str, viewer: int | None = 0) -> LogText:
    scene = SimpleNamespace(
        rules=RULES, viewer=viewer, session=SimpleNamespace(steps=steps),
        app=SimpleNamespace(i18n=SimpleNamespace(lang=lang)),
        seat_name=_name, t=lambda key, **kw: f"{key}:{kw}")
    return LogText(scene)


@pytest.fixture(scope="module")
def game():
    return _game(3, 4)


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_games_log_tells_every_move_in_one_line(game, lang):
    per_step = _log(game, lang).step_lines()
    kinds = Counter()
    for st, lines in zip(game, per_step):
        verb = st.action[0]
        kinds[verb] += 1
        action = [ln for ln in lines if ln.kind == "action"]
        events = [ln for ln in lines if ln.kind == "event"]
        assert len(action) == 1 and action[0].text.startswith(f"{_name(st.seat)}: ")
        text = action[0].text
        assert text.startswith(f"{_name(st.seat)}: {describe(st.action, lang)}")
        by_type = {type(e): e for e in st.events}
        if verb == "push":
            assert text.endswith(tile_text(by_type[LinePushed].pushed_tile, lang))
        elif verb == "god":
            assert text.endswith(tile_text(by_type[TileTaken].tile, lang))
            god = god_name(by_type[GodRevealed].god, lang)
            assert len(events) == 1 and god in events[0].text
            assert events[0].text.startswith(_name(st.seat))
            continue
        elif verb == "place":
            e = by_type[TilePlaced]
            gain = e.score_after - e.score_before
            total = (f"{e.score_after} in all" if lang == "en" else f"разом {e.score_after}")
            assert f": {gain:+d} " in text and text.endswith(total)
        else:
            assert text.endswith(tile_text(by_type[SlotRefilled].tile, lang))
        if GameEnded in by_type:
            continue
        assert events == [], f"{verb}: more than one line {[ln.text for ln in lines]}"
    assert kinds["god"] >= 1 and kinds["push"] >= 1 and kinds["refill"] >= 1
    end = per_step[-1][-1]
    assert end.kind == "event" and end.seat is None
    ended = game[-1].events[-1]
    assert isinstance(ended, GameEnded)
    for w in ended.winners:
        assert _name(w) in end.text and str(ended.scores[w]) in end.text


def test_ukrainian_lines_with_an_actor_open_with_a_present_tense_verb(game):
    """No past tense that says the player's gender ("взяв"/"взяла"): every Ukrainian line of
    a seat opens with a verb in the present tense (-є, -ює)."""
    for lines in _log(game, "uk").step_lines():
        for ln in lines:
            if ln.seat is None:
                continue
            body = ln.text[len(_name(ln.seat)):].lstrip(": ")
            verb = body.split()[0]
            assert verb.endswith("є"), ln.text


def test_the_log_is_the_same_for_every_viewer(game):
    """Every event is public: a seat, another seat and a spectator read the same lines."""
    for lang in LANGS:
        seen = [[ln.text for lines in _log(game, lang, v).step_lines() for ln in lines]
                for v in (0, 1, None)]
        assert seen[0] == seen[1] == seen[2]
