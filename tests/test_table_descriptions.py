"""Every game's table description is a function of explicit inputs (engine/table_input.py), so it
is tested here without a display: a short random game is played with the rules only and, for
each state along it and each seat's view (and a spectator's), ``scenes/<game>/table.py``'s
``describe`` runs on a ``TableInput`` built from the rules alone.  Checked for every registered
game with a table (the registry's list, not a hard-coded one):

* keys are unique, and describing the same input twice gives the same table (pure); also
  after the first click of each kind of legal action (the game's ``selection.path``), from the
  ``ActionBuilder``'s snapshot;
* keys are stable: a thing that persists from one state to the next (a card from hand to
  tableau, a tile from the map to a world: the game's ``names.identity``) keeps its key, while
  the same seat is in focus (a spectator's board follows the seat to act);
* no secret: nothing that viewer's view hides (the string leaves of the full state's JSON that
  the view's JSON lacks — a card or tile id in a hidden hand, stack or deck) appears in a key, a
  name or a parameter.  Words a game also uses in the open (World in Progress's terrain names,
  which are also the hidden gods) are its ``names.PUBLIC`` and are not counted as secrets.
"""
from __future__ import annotations

import importlib
import random
from dataclasses import replace

import pytest

from engine import games
from engine.layout import load_layout
from engine.rules.protocol import string_leaves
from engine.table_input import TableInput
from engine.widgets.builder import ActionBuilder

STEPS = 70            # states per game: bounded, the test stays fast
PLAYABLE = [g for g in games.GAMES if g.playable]


def package(spec) -> str:
    return spec.scene.split(":")[0]


def modules(spec):
    return (importlib.import_module(package(spec) + ".table"),
            importlib.import_module(package(spec) + ".names"))


def click_paths(spec):
    """The game's click path (its selection module's ``path``; the actions themselves when it
    has none), or None for a game whose clicks are whole actions."""
    try:
        sel = importlib.import_module(package(spec) + ".selection")
    except ModuleNotFoundError:
        return None
    return getattr(sel, "path", None) or tuple


def table_input(rules, state, viewer, layout, lang="en") -> TableInput:
    players = len(rules.scores(state))
    view = rules.view(state, viewer)
    to_act = tuple(rules.to_act(state))
    focus = viewer if viewer is not None else (to_act[0] if to_act else 0)
    asked = viewer is not None and viewer in to_act
    return TableInput(
        view=view, viewer=viewer, focus=focus,
        others=tuple((focus + k) % players for k in range(1, players)),
        legal=tuple(rules.legal_actions(state, viewer)) if asked else (),
        layout=layout, lang=lang, names=tuple(f"P{k + 1}" for k in range(players)),
        colors=tuple((40 * k, 90, 200) for k in range(players)), to_act=to_act,
        my_turn=asked, over=rules.is_over(state), demo=viewer is None)


def playout(rules, players: int, seed: int, steps: int = STEPS):
    """States of a random legal game (at most ``steps`` + 1)."""
    rng = random.Random(seed)
    state = rules.new_game(players, seed)
    out = [state]
    while not rules.is_over(state) and len(out) <= steps:
        seat = rng.choice(rules.to_act(state))
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        out.append(state)
    return out


leaves = string_leaves


def parts(text: str) -> set[str]:
    """The pieces of a key or name (``coatl.hc.0.3`` -> coatl, hc, 0, 3; ``tile:T12`` -> T12)."""
    return set(text.replace(":", ".").split("."))


def secrets_shown(specs, hidden: set[str]) -> list[str]:
    out = []
    for sp in specs:
        for where, text in (("key", sp.key), ("name", sp.name or "")):
            out += [f"{where} {text!r} names {t!r}" for t in parts(text) & hidden]
        params = leaves(sp.params) | {sp.tooltip or ""}
        out += [f"{sp.key}: params hold {t!r}" for t in params & hidden]
    return out


def picked_tables(table, inp: TableInput, paths) -> list:
    """The table after the first click of each kind of legal action (a marker, a piece, a card
    picked: its previews and targets lit), described from the builder's snapshot; checked for
    unique keys here and for secrets by the caller."""
    out, seen = [], set()
    for action in inp.legal:
        first = tuple(paths(action))[:2]
        if first[:1] in seen or len(first) < 2:
            continue
        seen.add(first[:1])
        b = ActionBuilder(inp.legal, None if paths is tuple else paths)
        assert b.choose(*first), (action, first)
        specs = table.describe(replace(inp, picks=b.picks()))
        keys = [sp.key for sp in specs]
        assert len(keys) == len(set(keys)), f"after clicking {first}: keys repeat"
        out += specs
    return out


def players_for(spec) -> int:
    counts = spec.player_counts
    return 2 if 2 in counts else counts[0]


@pytest.mark.parametrize("spec", PLAYABLE, ids=[g.id for g in PLAYABLE])
def test_tables_are_described_without_a_display_with_stable_keys_and_no_secret(spec):
    table, names = modules(spec)
    rules = spec.rules
    players = players_for(spec)
    layout = load_layout(table.LAYOUT)
    states = playout(rules, players, seed=5)
    assert len(states) > 10
    viewers = [*range(players), None]
    public = frozenset(getattr(names, "PUBLIC", ()))
    paths = click_paths(spec)
    last: dict = {}                 # viewer -> (focus, identity -> key) in the previous state
    moved = 0
    faults: list[str] = []
    for k, state in enumerate(states):
        full = leaves(rules.to_json(state))
        for viewer in viewers:
            inp = table_input(rules, state, viewer, layout)
            specs = table.describe(inp)
            keys = [sp.key for sp in specs]
            assert len(keys) == len(set(keys)), f"state {k}, viewer {viewer}: keys repeat"
            assert specs, "an empty table"
            if k % 10 == 0:         # pure: the same input, the same table
                again = table.describe(inp)
                assert [(s.key, s.x, s.y, s.params) for s in again] == \
                    [(s.key, s.x, s.y, s.params) for s in specs]
            picked = (picked_tables(table, inp, paths)
                      if paths is not None and inp.legal and k % 5 == 0 else [])
            if not rules.is_over(state):
                hidden = full - leaves(rules.to_json(inp.view)) - public
                faults += [f"state {k}, viewer {viewer}: {f}"
                           for f in secrets_shown(specs + picked, hidden)]
            ids: dict = {}
            for sp in specs:
                ident = names.identity(sp)
                if ident is not None:
                    ids.setdefault(ident, []).append(sp.key)
            now = {i: ks[0] for i, ks in ids.items() if len(ks) == 1}
            focus, then = last.get(viewer, (None, {}))
            if focus != inp.focus:          # the demo's board turned to another seat
                then = {}
            for ident, key in now.items():
                before = then.get(ident)
                if before is not None and before != key:
                    faults.append(f"state {k}, viewer {viewer}: {ident} was {before!r}, "
                                  f"now {key!r}")
                elif before is not None:
                    moved += 1
            last[viewer] = (inp.focus, now)
    assert faults == []
    assert moved > 0, "no persisting thing was followed: identity() finds nothing"


@pytest.mark.parametrize("spec", PLAYABLE, ids=[g.id for g in PLAYABLE])
def test_hints_name_entities_the_table_describes(spec):
    """A hint names what to click with the same names module the table is built with: for
    every legal action of the acting seat along a short game, the hint's names are names of
    the game and at least one of them is on the table described for that seat."""
    table, names = modules(spec)
    rules = spec.rules
    layout = load_layout(table.LAYOUT)
    missing, checked = [], 0
    for k, state in enumerate(playout(rules, players_for(spec), seed=11, steps=30)):
        if rules.is_over(state):
            break
        seat = rules.to_act(state)[0]
        inp = table_input(rules, state, seat, layout)
        drawn = {sp.name or sp.key for sp in table.describe(inp)}
        for action in inp.legal:
            hint = names.hint(action, inp)
            assert all(n.startswith(names.PREFIX) for n in hint), hint
            checked += 1
            if not set(hint) & drawn:
                missing.append(f"state {k}: {action} -> {hint}")
    assert checked > 0
    assert missing == []
