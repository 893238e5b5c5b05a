"""A Wild Venture: a target that cannot be chosen says why (issue 19, item 2; play-test: a
dimmed hand card said only "Not enough coins to play it now", a click opened the zoom, a
dimmed starter said nothing).  For each kind of refused target — a card in hand (its cost and
your coins, both main actions taken, an effect to finish first), a starter card (activated
already this turn), an inhabitant (no supplies left, activated already, its free action used,
the effect's own card), another seat's turn — the rules' hook gives the specific reason, the
table's tooltip and the click's toast carry it in English and in Ukrainian."""
from __future__ import annotations

from dataclasses import replace

import esper
import pytest

from engine.i18n import I18n
from engine.layout import load_layout
from engine.rules.table_hooks import optional
from engine.rules.wild_venture import RULES, card, why_not
from engine.worlds import in_world
from scenes.parts.why import REFUSED
from scenes.wild_venture.table import LAYOUT, describe
from tests.test_table_descriptions import table_input
from tests.uitest import params, start_table


def main_turn(seed: int = 3):
    """A state at the start of a turn's main actions (nothing asked), the seat to act's."""
    s = RULES.new_game(2, seed)
    while not (s.phase == "turn" and not s.stack and s.main_left == 2):
        seat = RULES.to_act(s)[0]
        s = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    return s


def dear_card(s, seat: int) -> str:
    return max(s.hands[seat], key=lambda c: card(c).cost)


def inhabitant(cid: str):
    assert card(cid).type == "inhabitant"
    return cid


def some_inhabitant(free: bool) -> str:
    from engine.rules.wild_venture import cards
    return next(c.id for c in cards().values() if c.type == "inhabitant" and c.free == free)


def spec(specs, name: str):
    return next(x for x in specs if x.name == name)


def test_the_rules_hook_is_found_by_the_table():
    assert optional(RULES, "why_not") is why_not


def test_a_card_too_dear_names_its_cost_and_your_coins():
    s = main_turn()
    me = s.current
    cid = dear_card(s, me)
    s = replace(s, coins=tuple(0 if i == me else c for i, c in enumerate(s.coins)))
    cost = card(cid).cost
    want = (f"{card(cid).name('en')} costs {cost} coins; you have 0" if cost > 1
            else f"{card(cid).name('en')} costs 1 coin; you have 0")
    assert why_not(s, me, ("hand", cid)) == want


def test_a_card_after_both_main_actions_says_so():
    s = main_turn()
    me = s.current
    s = replace(s, main_left=0, coins=tuple(9 for _ in s.coins))
    assert why_not(s, me, ("hand", s.hands[me][0])).startswith(
        "you have taken both main actions this turn")


def test_a_card_while_an_effect_asks_says_what_to_do_first():
    s = main_turn()
    me = s.current
    s = replace(s, stack=(("chest", me, ""),))
    assert why_not(s, me, ("hand", s.hands[me][0])) == "first choose a chest"


def test_a_starter_activated_this_turn_says_so():
    s = main_turn()
    s = replace(s, used_main=("nest",), main_left=1)
    assert why_not(s, s.current, ("row", "nest")) == \
        "you have already activated your Nest this turn"


def test_inhabitants_say_why_they_cannot_be_activated():
    s = main_turn()
    me = s.current
    paid, free = some_inhabitant(False), some_inhabitant(True)
    inhab = list(s.inhab)
    inhab[me] = ((paid, 0), (free, 2))
    s = replace(s, inhab=tuple(inhab))
    assert why_not(s, me, ("row", paid)) == f"{card(paid).name('en')} has no supplies left"
    inhab[me] = ((paid, 2), (free, 2))
    s = replace(s, inhab=tuple(inhab), used_main=(paid,), free_used=(free,), main_left=1)
    assert why_not(s, me, ("row", paid)) == \
        f"you have already activated {card(paid).name('en')} this turn"
    assert why_not(s, me, ("row", free)) == \
        f"you have already used {card(free).name('en')}'s free action this turn"


def test_a_legal_target_has_no_reason_and_another_seat_is_told_it_is_not_its_turn():
    s = main_turn()
    me = s.current
    for a in RULES.legal_actions(s, me):
        if a[0] == "play":
            assert why_not(s, me, ("hand", a[1])) is None
        if a[0] == "activate":
            assert why_not(s, me, ("row", a[1])) is None
    assert why_not(s, 1 - me, ("hand", s.hands[1 - me][0])) == "it is not your turn"


# ---- the table: tooltip and params ----------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_table_says_why_for_every_kind_of_refused_target(lang):
    s = main_turn()
    me = s.current
    cid = dear_card(s, me)
    paid = some_inhabitant(False)
    inhab = list(s.inhab)
    inhab[me] = tuple(inhab[me]) + ((paid, 0),)
    s = replace(s, coins=tuple(0 if i == me else c for i, c in enumerate(s.coins)),
                used_main=("nest",), main_left=1, inhab=tuple(inhab))
    specs = describe(table_input(RULES, s, me, load_layout(LAYOUT), lang))
    t = I18n(lang)
    checks = {"hand": spec(specs, f"wv.hand.{cid}"), "starter": spec(specs, "wv.starter.nest"),
              "inhabitant": spec(specs, f"wv.tab.{paid}")}
    got = {}
    for what, x in checks.items():
        why = x.params.get(REFUSED)
        assert why, f"{what}: no reason"
        assert t.t("why.tip", why=why) in x.tooltip, what
        assert x.click is None or 1 not in x.buttons, f"{what}: a left click is still a move"
        got[what] = why
    name = card(cid).name(lang)
    cost = card(cid).cost
    if lang == "en":
        assert got["hand"] == (f"{name} costs {cost} coins; you have 0" if cost > 1
                               else f"{name} costs 1 coin; you have 0")
        assert got["starter"] == "you have already activated your Nest this turn"
        assert got["inhabitant"] == f"{card(paid).name('en')} has no supplies left"
    else:
        from engine.rules.plural import counted
        coins = counted("uk", cost, {"one": "{n} монету", "few": "{n} монети", "many": "{n} монет"})
        assert got["hand"] == f"«{name}» коштує {coins}; у вас 0"
        assert got["starter"] == "ви вже активували карту «Гніздо» цього ходу"
        assert got["inhabitant"] == f"на карті «{card(paid).name('uk')}» не лишилося припасів"


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_in_the_other_seats_turn_a_hand_card_says_whose_turn_it_is(lang):
    s = main_turn()
    viewer = 1 - s.current
    specs = describe(table_input(RULES, s, viewer, load_layout(LAYOUT), lang))
    x = spec(specs, f"wv.hand.{s.hands[viewer][0]}")
    who = f"P{s.current + 1}"
    want = {"en": f"it is not your turn: {who} is playing",
            "uk": f"зараз не ваш хід: ходить {who}"}[lang]
    assert x.params[REFUSED] == want and want in x.tooltip


def test_a_click_on_a_card_you_cannot_play_shows_the_reason(monkeypatch, tmp_path):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai:random"], seed=3)
    dim = []
    for _ in range(3000):
        d.frames(1, look=False)
        if app.scenes.top is not scene:
            if not app.scenes.top.opaque:
                app.scenes.pop()
            continue
        if scene.my_turn() and not scene.busy() and scene.legal():
            with in_world(scene.world):
                dim = [n for n in d.names() if n.startswith("wv.hand.")
                       and params(scene, n).get(REFUSED)]
            if dim and not session.state.stack and session.state.phase == "turn":
                break
            scene.act(scene.legal()[0])
    d.look()
    assert dim, "every card in hand could be played: nothing to click"
    with in_world(scene.world):
        why = params(scene, dim[0])[REFUSED]
    app.toast = None
    d.click(dim[0])
    d.frames(2)
    assert app.toast is not None and app.toast[0] == app.i18n.t("error.illegal", why=why)
    assert "coin" in why or "main actions" in why
    app.shutdown()
