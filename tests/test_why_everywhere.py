"""Every clickable-looking thing on the table says why it cannot be chosen (issue 19, play-test
13: a click on a Coatl row before having a piece, on a World in Progress rail between its spots
while a Faith marker was picked, on a Dice Forge Sanctuary pool between its faces — each refused
with no reason).

For every playable game of the registry, random games seen by seat 0 on its turns: every
entity the table dims (it looks like a target that is not one now) and that a left click does
not play carries a reason (``REFUSED``, shown by a click and in its tooltip).  The three
play-tested places are checked by name."""
from __future__ import annotations

import pytest

from engine.games import get_rules
from engine.layout import load_layout
from scenes.parts.why import LIT, REFUSED
from tests.test_table_descriptions import PLAYABLE, modules, playout, table_input


def _moments(spec, players: int = 2, seeds=(1, 2)):
    """(rules, table module, inputs) of seat 0's turns in random games."""
    rules = get_rules(spec.id)
    table, _names = modules(spec)
    layout = load_layout(table.LAYOUT)
    inputs = [table_input(rules, st, 0, layout) for seed in seeds
              for st in playout(rules, players, seed, 120)[::3] if 0 in rules.to_act(st)]
    return rules, table, inputs


@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda s: s.id)
def test_every_dimmed_target_says_why(spec):
    rules, table, inputs = _moments(spec)
    assert inputs, "seat 0 never had a turn"
    silent = []
    for inp in inputs:
        for sp in table.describe(inp):
            plays = sp.click is not None and 1 in (sp.buttons or (1,))
            if sp.params.get("dim") and not plays and not sp.params.get(REFUSED):
                silent.append((sp.kind, sp.name or sp.key))
    assert not silent, f"{len(silent)} dimmed targets give no reason: {sorted(set(silent))[:8]}"


def test_the_play_tested_places_say_why():
    from dataclasses import replace

    from engine.widgets.builder import ActionBuilder
    from scenes.world_in_progress import names as WN
    by_id = {s.id: s for s in PLAYABLE}
    # Dice Forge: a Sanctuary pool none of whose faces can be bought
    _r, table, inputs = _moments(by_id["dice_forge"])
    pools = [sp for inp in inputs for sp in table.describe(inp)
             if sp.key.startswith("df.poolbox.") and not sp.params.get(LIT)]
    assert pools and all(sp.params.get(REFUSED) for sp in pools)
    assert all(sp.params[REFUSED] in sp.tooltip for sp in pools)
    # Coatl: an empty row clicked with no piece picked
    _r, table, inputs = _moments(by_id["coatl"])
    rows = [sp for inp in inputs for sp in table.describe(inp)
            if sp.kind == "coatl_row" and sp.click is None and "points" not in sp.params]
    assert rows and all(sp.params.get(REFUSED) for sp in rows), \
        [sp.name or sp.key for sp in rows if not sp.params.get(REFUSED)][:4]
    # World in Progress: the rails while a Faith marker is picked (and before)
    rules, table, inputs = _moments(by_id["world_in_progress"])
    pushing = [inp for inp in inputs if any(a[0] == "push" for a in inp.legal)]
    assert pushing
    inp = pushing[0]
    side = next(a[1] for a in inp.legal if a[0] == "push")
    builder = ActionBuilder(inp.legal)
    assert builder.pick("push", side)
    for picks, want in ((inp.picks, "first"), (builder.picks(), "picked")):
        specs = {sp.name: sp for sp in table.describe(replace(inp, picks=picks))}
        rails = [specs.get(WN.rail(s)) for s in ("top", "bottom", "left", "right")]
        assert all(r is not None and want in r.params[REFUSED] for r in rails), want
