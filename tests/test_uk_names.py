"""Names are whatever players type, so the Ukrainian table never declines them (play-test: "до
Тарас (ШІ)", "хід Олена"): every Ukrainian template with a seat's name in it puts the name where
Ukrainian says it in the nominative — as the subject ("Олена думає…", "Грає Олена",
"найбільшу групу має Олена"), after a colon or a dash as a label ("Хід: Олена", "Олена: ваш
хід", "Олена — героя вигнано…"), in brackets, or in a list — never after a preposition or a
noun that would put it in another case ("до {name}", "гравця {name}", "Місцем {name}") and
never in the vocative ("{name}, ваш хід")."""
from __future__ import annotations

import re

import pytest

from engine.i18n import I18n, _table

# keys whose {name} is a seat's name (the others name a card, a face, a variant...); every
# {names}, {owner}, {who}, {list}, {first} and {last} is a seat's name too
SEAT_NAME_KEYS = {
    "df.tip.hero", "df.browse_feats", "ww.browse_seat", "ww.passes_left", "ww.passes_right",
    "wv.tip.traveller", "wv.browse.vp", "wv.status.turn", "wip.tie_broken", "wip.pending_next",
    "handoff.title", "handoff.ready", "game.thinking", "game.your_turn", "game.your_choice",
    "game.turn_of", "records.new", "records.new_named", "coatl.whose",
    "net.waiting", "net.hand_to_ai", "join.seat_free", "join.seat_taken", "join.seat_ai",
    "host.seat_waiting", "host.seat_joined", "host.seat_you", "host.seat_ai", "join.rejoin",
    "join.seat", "host.seat_away", "net.hand_tip", "net.log_handed", "net.log_back",
    "net.log_gone", "net.host_closed"}
NAME_FIELDS = ("names", "owner", "who", "list", "first", "last")
# a word after which a name is in the nominative: "Грає Олена", "поки Олена повернеться",
# "має Олена", "Повернутися як Олена", "ходить Олена"
SUBJECT_AFTER = {"грає", "грають", "ходить", "ходять", "поки", "має", "мають", "бере", "як"}


def seat_slots(table: dict[str, str]) -> list[tuple[str, str, str]]:
    """(key, field, template) of every seat-name slot of ``table``."""
    out = []
    for key, text in table.items():
        base = key.partition("#")[0]
        for field in re.findall(r"\{(\w+)\}", text):
            if field in NAME_FIELDS or field == "name" and (
                    base in SEAT_NAME_KEYS or re.search(r"\.watch\b", base)):
                out.append((key, field, text))
    return out


def nominative(text: str, field: str) -> bool:
    """Does every ``{field}`` of ``text`` stand where Ukrainian says it in the nominative?"""
    for m in re.finditer(r"\{%s\}" % field, text):
        before, after = text[:m.start()].rstrip(), text[m.end():]
        if after.startswith(","):          # "{name}, ваш хід": a vocative address
            return False
        if not before or before[-1] in ":—(·,«" or before.endswith(" і"):
            continue
        if before.split()[-1].lower() in SUBJECT_AFTER:
            continue
        return False
    return True


def test_the_slots_are_found():
    slots = {k.partition("#")[0] for k, _, _ in seat_slots(_table("uk"))}
    assert {"game.turn_of", "handoff.title", "df.watch.main", "results.winner",
            "game.name_list"} <= slots


def test_every_ukrainian_seat_name_stands_in_the_nominative():
    bad = [(k, t) for k, f, t in seat_slots(_table("uk"))
           if not nominative(t, f)]
    assert bad == []


@pytest.mark.parametrize("text, ok", [
    ("Передайте мишку: {name}", True), ("Хід: {name}", True), ("{name} думає…", True),
    ("Грає {name}", True), ("{name}: ваш хід", True), ("Передайте мишку до {name}", False),
    ("хід {name}", False), ("Герой гравця {name}", False), ("{name}, ваш хід", False)])
def test_the_check_tells_a_declined_slot(text, ok):
    assert nominative(text, "name") is ok


@pytest.mark.parametrize("name", ["Тарас (ШІ)", "Олена", "Mira"])
def test_the_lines_keep_the_name_as_typed(name):
    uk = I18n("uk")
    for key, field, _ in seat_slots(_table("uk")):
        fields = {f: 2 for f in re.findall(r"\{(\w+)\}", _table("uk")[key])}
        fields[field] = name
        line = uk.t(key, **{k: str(v) for k, v in fields.items()})
        assert name in line, (key, line)


def test_an_ousted_hero_line_names_nobody_in_an_oblique_case():
    """Dice Forge's log put the ousted seat's name before a masculine participle ("Олена
    вигнаний з острова"): the line now follows the name after a dash, with no participle, and
    names the ouster as the subject of "виганяє" ("виганяє Міра"), filled in by the table."""
    from engine.rules.dice_forge.event_text import _table_event
    from engine.rules.dice_forge.events import HeroOusted
    import dataclasses
    fields = {f.name: 0 for f in dataclasses.fields(HeroOusted)}
    fields.update(island=3, by=1)
    line = _table_event(HeroOusted(**fields), "uk")
    from engine.rules.table_hooks import name_seats
    named = name_seats(line, {1: "Міра (ШІ)"}.__getitem__)
    assert line.startswith("— ") and "вигнаний" not in line
    assert "виганяє Міра (ШІ)" in named and "гравець" not in named
