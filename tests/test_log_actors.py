"""The log says whose each line is (play-test 12, finding 14): a line drawn without its seat's
name ("puts a materials cube on the empire card") always follows a line of that same seat — after
another actor's line ("Taras (AI) completes Recycling Plant") it carries its name again; and in
It's a Wonderful World a pick is told once to the seat that made it ("Olena: drafts Casino City",
never again as "Olena reveals the drafted card Casino City")."""
from __future__ import annotations

import pytest

from engine.games import get_rules, with_rules
from scenes.parts.action_log import ActionLog
from tests.test_table_tells import log_scene, played_steps

GAMES = [g.id for g in with_rules()]


def _log(rules, steps, viewer, lang="en"):
    return ActionLog(log_scene(rules, steps, viewer, lang)).entries()


@pytest.mark.parametrize("game", GAMES)
def test_a_line_without_a_name_follows_a_line_of_the_same_seat(game):
    rules = get_rules(game)
    steps = played_steps(rules, 4, limit=600)
    nameless = 0
    for viewer in (0, 1, None):
        lines = _log(rules, steps, viewer)
        for above, ln in zip(lines, lines[1:]):
            if ln.kind == "action" and ln.shown is not None:
                nameless += 1
                assert above.seat == ln.seat, (game, above.text, ln.drawn)
    if game in ("wonderful_world", "world_in_progress", "wild_venture"):
        assert nameless, f"{game}: no move went on a turn without its name in a whole game"


def test_a_wonderful_world_pick_is_told_once_to_the_seat_that_made_it():
    rules = get_rules("wonderful_world")
    steps = played_steps(rules, 6, limit=600)
    for lang in ("en", "uk"):
        for viewer in (0, 1):
            lines = _log(rules, steps, viewer, lang)
            mine = [ln.text for ln in lines if ln.seat == viewer]
            picks = [t for t in mine if t.startswith(f"P{viewer + 1}: ")
                     and ("drafts" in t or "обирає карту" in t or "обрану карту" in t)]
            assert picks, (lang, viewer)
            revealed = [t for t in mine if "reveals the drafted card" in t
                        or "відкриває обрану карту" in t]
            assert not revealed, (lang, viewer, revealed[:3])
            theirs = [ln.text for ln in lines if ln.seat == 1 - viewer]
            assert any("reveals the drafted card" in t or "відкриває обрану карту" in t
                       for t in theirs), "the opponent's picks are still revealed by name"
