"""A hint is an instruction to the player, not a log line (play-test 15: "Hint: moves the left
Faith marker to row 3 and pushes…", "Hint: invokes their god…", "Порада: переміщує правий
маркер…", "Hint: plays Ferryman" with no names printed in the hand).  The hint turns the
action's ``describe`` line with one shared table per language (engine/rules/imperative.py):
every game's every action, in both languages, starts with an imperative and speaks to "you";
the log's lines stay in the third person."""
from __future__ import annotations

import random
import re

import pytest

from engine.games import get_rules
from engine.rules.imperative import instruct

GAMES = ("world_in_progress", "wonderful_world", "dice_forge", "coatl", "wild_venture")
# a polite Ukrainian imperative ("перемістіть", "візьміть", "відмовтеся")
UK_IMPERATIVE = re.compile(r"^(Нічого не )?\w+(те|ть|теся|ться)\b")
# third-person verbs the English lines use; none may be left in an instruction
EN_THIRD = re.compile(r"\b(moves|pushes|invokes|takes|plays|places|discards|buys|uses|pays|"
                      r"gains|keeps|ends|starts|puts|tucks|draws|adds|passes|chooses|their)\b")
UK_THIRD = re.compile(r"\b(переміщує|робить|закликає|бере|грає|скидає|кладе|платить|"
                      r"отримує|завершує|обирає|починає|вкладає)\b")


def _lines(gid: str, lang: str, games: int = 2, steps: int = 150) -> set[str]:
    """Every legal action's ``describe`` line, as its seat sees it, along a few random games."""
    rules = get_rules(gid)
    out: set[str] = set()
    for seed in range(games):
        rnd = random.Random(seed)
        s = rules.new_game(max(2, min(rules.player_counts)), seed, {})
        for _ in range(steps):
            if rules.is_over(s) or not rules.to_act(s):
                break
            seat = rules.to_act(s)[0]
            legal = rules.legal_actions(s, seat)
            if not legal:
                break
            out.update(rules.describe(a, lang, seat, seat) for a in legal[:30])
            s = rules.step(s, seat, rnd.choice(legal))[0]
    return out


# what an instruction looks like, by language: no third person left
INSTRUCTS = {"en": lambda told: told[:1].isupper() and not EN_THIRD.search(told),
             "uk": lambda told: bool(UK_IMPERATIVE.match(told)) and not UK_THIRD.search(told)}


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("gid", GAMES)
def test_every_actions_hint_is_an_instruction(gid, lang):
    lines = _lines(gid, lang)
    assert len(lines) > 3
    for line in lines:
        told = instruct(line, lang)
        assert INSTRUCTS[lang](told), (line, told)


def test_the_play_testers_hints_read_as_instructions():
    assert instruct("moves the left Faith marker to row 3 and pushes", "en") == \
        "Move the left Faith marker to row 3 and push"
    assert instruct("invokes their god and takes a tile (row 1, column 2)", "en") == \
        "Invoke your god and take a tile (row 1, column 2)"
    assert instruct("переміщує правий маркер Віри до ряду 2 і робить Поштовх Віри", "uk") == \
        "Перемістіть правий маркер Віри до ряду 2 і зробіть Поштовх Віри"
    assert instruct("нічого не вкладає в карту «Диплом»", "uk") == \
        "Нічого не вкладайте в карту «Диплом»"
