"""Counts are said in counted words, never as "<noun>: N" or "<noun> ×N" (play-test 12,
findings 9 and 10: "«Корчмарка» коштує монет: 4; у вас: 3", "кладе сировина ×1 на карту
Імперії"): every log line (action and event lines, every viewer) and every refusal a whole
random game of each game produces, in English and Ukrainian, is scanned for those forms;
so are the card texts the tooltips show."""
from __future__ import annotations

import random
import re

import pytest

from engine.games import get_rules, with_rules
from engine.i18n import I18n, table_refusal
from engine.rules.table_hooks import optional
from scenes.parts.log_text import event_lines

GAMES = [g.id for g in with_rules()]
# a word, then ": N" with no counted word after the number ("монет: 4;", "у вас: 3"; not
# "Cost: 3 energy") or " ×N" (a count told as a multiplier; "3×3" is a size)
COLON_COUNT = re.compile(r"[^\W\d_]: \d+(?!\d| ?[^\W\d_])")
TIMES_COUNT = re.compile(r"[^\W\d_] ?×\d")


# targets a table offers beyond the actions themselves (A Wild Venture's why_not is asked of
# a card in hand or in a row, engine/rules/wild_venture/refusals.py)
EXTRA_TARGETS = {
    "wild_venture": lambda s, seat: [("hand", c) for c in s.hands[seat]]
    + [("row", c[0]) for c in s.inhab[seat]],
}


def bad_counts(text: str) -> list[str]:
    return [m.group() for rx in (COLON_COUNT, TIMES_COUNT) for m in rx.finditer(text)]


def test_the_scan_finds_the_forms_the_play_tester_met():
    assert bad_counts("«Корчмарка» коштує монет: 4; у вас: 3") == ["т: 4", "с: 3"]
    assert bad_counts("ваша рука повна (карт: 5)") == ["т: 5"]
    assert bad_counts("Cost: 3 energy. Coatl 1 is finished: 5 points") == []
    assert bad_counts("кладе сировина ×1 на карту Імперії") == ["а ×1"]
    assert bad_counts("кладе 1 кубик сировини на карту Імперії") == []
    assert bad_counts("your world must fit within 3×3 tiles") == []


def _texts_of_a_game(game: str, seed: int, limit: int = 300) -> set[str]:
    """The log lines and refusals of a random two-seat game, in both languages."""
    rules = get_rules(game)
    why_not = optional(rules, "why_not")
    rng = random.Random(seed)
    state = rules.new_game(2, seed)
    seen_actions: dict = {}
    out: set[str] = set()
    langs = [I18n("en"), I18n("uk")]
    for step in range(limit):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        for a in legal:
            seen_actions.setdefault(repr(a), a)
        if why_not is not None and step % 3 == 0:
            now = {repr(a) for a in legal}
            refused = [a for k, a in seen_actions.items() if k not in now]
            refused += EXTRA_TARGETS.get(game, lambda s, seat: [])(state, seat)
            for a in rng.sample(refused, min(12, len(refused))):
                try:
                    why = why_not(state, seat, a)
                except (ValueError, KeyError, IndexError, TypeError):
                    continue
                for i18n in langs if why else ():
                    out.add(table_refusal(i18n, rules, why, a, seat))
        action = rng.choice(legal)
        state, events = rules.step(state, seat, action)
        for i18n in langs:
            for viewer in (seat, 1 - seat, None):
                out.add(rules.describe(action, i18n.lang, viewer, seat))
                out.update(t for _, t in event_lines(rules, events, i18n.lang, viewer, seat))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_no_log_line_or_refusal_of_a_whole_game_counts_with_a_colon_or_a_cross(game):
    texts = _texts_of_a_game(game, 7) | _texts_of_a_game(game, 12)
    assert len(texts) > 30, f"{game}: too few texts to scan"
    found = {t: bad_counts(t) for t in texts if bad_counts(t)}
    assert not found, f"{game}: {found}"


def test_card_texts_count_in_words():
    """The card texts the tooltips and the zoom show ("золото ×3", "золото ×1 за кожну
    карту" were met in It's a Wonderful World)."""
    from engine.rules.wild_venture.material import card_text as wv_text
    from engine.rules.wild_venture.material import cards as wv_cards
    from engine.rules.wonderful_world.material import IDS
    from engine.rules.wonderful_world.text import card_text as ww_text
    for lang in ("en", "uk"):
        texts = [ww_text(c, lang) for c in IDS] + [wv_text(c, lang) for c in wv_cards().values()]
        assert len(texts) > 100
        found = [t for t in texts if bad_counts(t)]
        assert not found, (lang, found)


@pytest.mark.parametrize("key", ["wv.tip.opp_hand", "wv.tip.supplies", "wv.refuse.costs",
                                 "coatl.refuse.hand_full"])
def test_counted_tooltips_and_refusals_say_the_word_after_the_number(key):
    """A tooltip sentence with a count reads "У руці 3 карти", not "Карт у руці: 3"."""
    for n in (1, 2, 5, 11, 22):
        text = I18n("uk").t(key, n=n, name="X", have=0)
        assert not bad_counts(text), text
