"""Refusals in the player's language (issue 19): the rules refuse in English (they are pure and
know no language); every refusal a player meets has a message key ``<game>.refuse.<name>``
whose English text is its template, translated in both languages, and the table shows it
through ``I18n.refusal`` (a refused click, Coatl's why-not hint on a hand card)."""
from __future__ import annotations

import random
import re

import pytest

from engine.games import GAMES
from engine.i18n import I18n, _table, refusal_key
from engine.rules.protocol import IllegalAction

GAME_IDS = [g.id for g in GAMES if g.playable]


def test_every_refusal_key_is_translated_with_the_same_fields():
    en, uk = _table("en"), _table("uk")
    keys = [k for k in en if ".refuse." in k]
    assert len(keys) > 100
    for k in keys:
        # a count said with its plural forms (``key#one`` ... in Ukrainian) has them all
        forms = [uk[k]] if k in uk else [uk.get(f"{k}#{c}") for c in ("one", "few", "many")]
        assert all(forms), k
        for form in forms:
            assert form != en[k], f"{k} is not translated"
            assert set(re.findall(r"\{(\w+)\}", form)) == set(re.findall(r"\{(\w+)\}", en[k])), k


def refusals_met(game: str, seed: int, moves: int = 400) -> set[str]:
    """The rules' refusals of actions a player could try in a random game: every action that
    was legal a move ago (a card since bought, a step since passed, another seat's move)."""
    rules = next(g for g in GAMES if g.id == game).rules
    state = rules.new_game(2, seed)
    rng = random.Random(seed)
    met: set[str] = set()
    before: list = []
    for _ in range(moves):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        for a in rng.sample(before, min(6, len(before))):
            if a not in legal:
                try:
                    rules.apply(state, seat, a)
                except IllegalAction as exc:
                    met.add(str(exc))
        before = legal
        state = rules.apply(state, seat, rng.choice(legal))
    return met


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_refusals_of_a_game_are_said_in_ukrainian(game):
    met = refusals_met(game, 3) | refusals_met(game, 8)
    assert met, "no action was refused: nothing was checked"
    uk = I18n("uk")
    unknown = sorted(m for m in met if refusal_key(m) is None)
    assert not unknown, unknown[:6]
    for m in met:
        assert not re.search(r"\b(the|you|your|is|not)\b", uk.refusal(m)), uk.refusal(m)


def test_coatl_why_not_is_said_in_the_players_language():
    """Every reason a Coatl hand card cannot be played, in random games, has its key."""
    from engine.i18n import table_refusal
    from engine.rules.coatl import why_not_play
    rules = next(g for g in GAMES if g.id == "coatl").rules
    seen = set()
    for seed in (1, 2, 3):
        state = rules.new_game(2, seed)
        rng = random.Random(seed)
        while not rules.is_over(state):
            for seat in range(2):
                view = rules.view(state, seat)
                for card in view.hands[seat]:
                    why = why_not_play(view, seat, card)
                    if why is not None:
                        seen.add(why)
                        assert refusal_key(why) is not None, why
                        assert table_refusal(I18n("uk"), rules, why) != why
            seat = rules.to_act(state)[0]
            state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
    assert len(seen) >= 3, seen


def refusals_with_actions(game: str, seed: int, moves: int = 300, tries: int = 10) -> dict:
    """message -> (seat, action) of the rules' refusals met in a random game when a player
    tries an action any seat could take at some time of it (a feat they cannot afford yet,
    a face since sold out, a card of another step)."""
    rules = next(g for g in GAMES if g.id == game).rules
    state = rules.new_game(2, seed)
    rng = random.Random(seed)
    met: dict[str, tuple] = {}
    seen: set = set()
    for _ in range(moves):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        seen.update(legal)
        for a in rng.sample(sorted(seen, key=repr), min(tries, len(seen))):
            if a not in legal:
                try:
                    rules.apply(state, seat, a)
                except IllegalAction as exc:
                    met.setdefault(str(exc), (seat, a))
        state = rules.apply(state, seat, rng.choice(legal))
    return met


# Latin-script words a Ukrainian refusal may hold: none today (a name the game prints in
# Latin letters would go here)
ALLOWED_LATIN: set[str] = set()


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_refusal_in_ukrainian_names_its_cards_and_faces_in_ukrainian(game):
    """Every refusal met in random games, said by the table in Ukrainian (its fields too: a
    card's or face's name, the refused action as the log tells it), holds no English word."""
    from engine.i18n import table_refusal
    rules = next(g for g in GAMES if g.id == game).rules
    met = refusals_with_actions(game, 3) | refusals_with_actions(game, 8)
    named = [m for m in met if refusal_key(m) and any(
        isinstance(v, str) and re.search(r"[A-Za-z]{2,}", v) for v in refusal_key(m)[1].values())]
    uk = I18n("uk")
    bad = []
    for message, (seat, action) in met.items():
        said = table_refusal(uk, rules, message, action, seat)
        words = set(re.findall(r"[A-Za-z][A-Za-z'’]*", said)) - ALLOWED_LATIN
        if words:
            bad.append((message, said))
    assert not bad, bad[:6]
    if game in ("dice_forge", "wonderful_world", "wild_venture"):
        assert named, "no refusal that names a thing was met: nothing was checked"
