"""Issue 19: Coatl's temple tooltips say what the view shows.  A temple taken face up from a
stack with the Priest token was seen by every player, so it is never called secret; a temple
nobody else saw is "your secret temple" to its player and a back ("a secret temple, known only
to its player") to everyone else, a spectator too."""
from __future__ import annotations

import pytest

from engine import games
from engine.i18n import I18n
from engine.layout import load_layout
from engine.rules.coatl.state import set_at
from engine.rules.evolve import evolve
from engine.table_input import TableInput
from scenes.coatl import names as N
from scenes.coatl import table


def _state():
    """Seat 1 holds two temples: its dealt secret one and one taken face up from a stack."""
    rules = games.spec("coatl").rules
    s = rules.new_game(3, 5)
    secret = s.temples[1][0]
    taken = s.stacks[0][-1]
    s = evolve(s, stacks=set_at(s.stacks, 0, s.stacks[0][:-1]),
               temples=set_at(s.temples, 1, (secret, taken)),
               known_temples=set_at(s.known_temples or ((),) * 3, 1, (False, True)))
    return rules, s


def _tips(rules, s, viewer, lang):
    view = rules.view(s, viewer)
    inp = TableInput(view=view, viewer=viewer, focus=1, others=(2, 0), legal=(),
                     layout=load_layout(table.LAYOUT), lang=lang,
                     names=("P1", "P2", "P3"), demo=viewer is None)
    specs = {sp.name: sp for sp in table.describe(inp) if sp.name}
    return [specs[N.own_temple(i)].tooltip for i in range(2)]


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_temple_everybody_saw_is_never_called_secret(lang):
    rules, s = _state()
    t = I18n(lang).t
    # its player: the dealt one is secret, the one from the stack every player saw
    secret, taken = _tips(rules, s, 1, lang)
    assert secret.endswith(t("coatl.tip.own_temple"))
    assert taken.endswith(t("coatl.tip.temple_public"))
    # a spectator and another player: the dealt one a back, the taken one named and public
    for viewer in (None, 0):
        back, seen = _tips(rules, s, viewer, lang)
        assert back == t("coatl.tip.temple_hidden")
        assert seen.endswith(t("coatl.tip.temple_seen"))
        assert t("coatl.tip.own_temple") not in seen
    assert "secret" not in I18n("en").t("coatl.tip.temple_seen")
