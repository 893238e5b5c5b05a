"""The table hook ``why_not(state, seat, target, legal=None)`` (engine/rules/table_hooks.py):
every game's hook takes the legal actions a table already holds, says the same with them as
without, and a table asks its refusals without the rules working the legal actions out again
for each target (no cache of the last view kept in the rules: they hold no module state)."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.games import get_rules, with_rules
from engine.layout import load_layout
from engine.rules.table_hooks import optional
from scenes.parts.why import REFUSED
from tests.uitest import two_seat_input

GAMES = [g.id for g in with_rules() if optional(get_rules(g.id), "why_not") is not None]


def _states(rules, seed: int, steps: int = 60, players: int | None = None):
    rng = random.Random(seed)
    s = rules.new_game(players or rules.player_counts[0], seed)
    out = [s]
    while not rules.is_over(s) and len(out) < steps:
        seat = rng.choice(rules.to_act(s))
        s = rules.apply(s, seat, rng.choice(rules.legal_actions(s, seat)))
        out.append(s)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_hook_says_the_same_given_the_legal_actions(game):
    rules = get_rules(game)
    hook = optional(rules, "why_not")
    recent: list[tuple] = []            # actions legal a few steps ago: most refused now
    asked = 0
    for s in _states(rules, 11):
        for seat in rules.to_act(s):
            legal = tuple(rules.legal_actions(s, seat))
            view = rules.view(s, seat)
            for target in list(dict.fromkeys(legal[:6] + tuple(recent[-12:]))):
                try:
                    alone = hook(view, seat, target)
                except (ValueError, KeyError, IndexError, TypeError) as exc:
                    alone = type(exc)
                try:
                    given = hook(view, seat, target, legal=legal)
                except (ValueError, KeyError, IndexError, TypeError) as exc:
                    given = type(exc)
                assert given == alone, (game, target)
                asked += 1
            recent += legal[:3]
    assert asked > 100


@pytest.mark.parametrize("game, module", [("dice_forge", "engine.rules.dice_forge.targets"),
                                          ("wonderful_world",
                                           "engine.rules.wonderful_world.targets")])
def test_a_table_asks_its_refusals_with_the_legal_actions_it_holds(monkeypatch, game, module):
    """A table describes every target's refusal from the legal actions in its ``TableInput``:
    the hook never asks the rules for them (a refusal would be dropped if it did: the rules'
    ``legal_actions`` is broken here)."""
    import importlib
    from engine.games import load_scene
    rules = get_rules(game)
    describe = importlib.import_module(f"scenes.{game}.table").describe
    layout = load_layout(load_scene(game).layout_name)
    refused = 0
    for s in _states(rules, 5, 40, players=2):
        if rules.is_over(s):
            continue
        seat = rules.to_act(s)[0]
        inp = two_seat_input(rules, layout, s, seat)
        with monkeypatch.context() as m:
            def broken(*_a, **_k):
                raise AssertionError("the hook asked the rules for the legal actions")
            m.setattr(importlib.import_module(module), "legal_actions", broken)
            specs = describe(inp)
        refused += sum(1 for x in specs if x.params.get(REFUSED))
        said = [(x.key, x.params, x.tooltip) for x in describe(replace(inp))]
        assert said == [(x.key, x.params, x.tooltip) for x in specs]   # as it says unbroken
    assert refused > 0
