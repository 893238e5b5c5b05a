"""Dice Forge: forging a face over an identical one is legal by the rulebook but changes
nothing (play-test 14: the log said "“1 sun shard” in place of “1 sun shard”").  It stays
legal; the log says plainly that nothing changes, and the die face it would go onto warns so
in its tooltip while the face is picked."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.i18n import I18n
from engine.layout import load_layout
from engine.rules.dice_forge import RULES
from engine.rules.dice_forge import scene_queries as Q
from engine.rules.dice_forge.events import FaceForged
from engine.widgets.builder import ActionBuilder
from scenes.dice_forge.table import describe
from tests.test_dice_forge_why import main_turn
from tests.uitest import two_seat_input

LAYOUT = load_layout("dice_forge")


def twin_buy(s):
    """(a Sanctuary face the seat to act can buy, (die, index) of an identical face on its
    dice): the seat given gold enough for any face."""
    me = s.active
    s = replace(s, res=((12, 0, 0, 0),) + s.res[1:])
    for a in RULES.legal_actions(s, me):
        if a[0] != "buy":
            continue
        for d in (0, 1):
            for i, fid in enumerate(s.dice[me][d]):
                if Q.face_text(fid) == Q.face_text(a[1]):
                    return s, a[1], (d, i)
    return s, None, None


def test_forging_over_the_same_face_stays_legal_and_the_log_says_nothing_changes():
    s, fid, (d, i) = twin_buy(main_turn())
    assert fid, "no Sanctuary face matches a face of the starting dice"
    me = s.active
    forge = next(a for a in RULES.legal_actions(s, me) if a[0] == "buy" and a[1] == fid
                 and tuple(a[2:4]) == (d, i)) if any(
        len(a) >= 4 for a in RULES.legal_actions(s, me) if a[0] == "buy") else None
    if forge is None:       # the buy, then the place
        s2 = RULES.apply(s, me, next(a for a in RULES.legal_actions(s, me)
                                     if a[0] == "buy" and a[1] == fid))
        forge = next(a for a in RULES.legal_actions(s2, me) if a[0] == "place"
                     and tuple(a[1:3]) == (d, i))
        s = s2
    _, events = RULES.step(s, me, forge)
    forged = [e for e in events if isinstance(e, FaceForged)]
    assert forged
    en = RULES.describe_event(forged[0], "en", me)
    uk = RULES.describe_event(forged[0], "uk", me)
    assert "in place of" not in en and "nothing changes" in en, en
    assert "замість" not in uk and "нічого не змінюється" in uk, uk


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_die_face_it_would_go_onto_warns_in_its_tooltip(lang):
    s, fid, (d, i) = twin_buy(main_turn())
    me = s.active
    inp = two_seat_input(RULES, LAYOUT, s, me, lang)
    b = ActionBuilder(inp.legal)
    assert b.pick("buy", fid)
    specs = {sp.name: sp for sp in describe(replace(inp, picks=b.picks()))}
    warn = I18n(lang).t("df.tip.same_face")
    faces = [sp for n, sp in specs.items() if n and n.startswith(f"df.face.{me}.")]
    twin = next(sp for sp in faces if sp.click == ("face", d, i))
    assert warn in twin.tooltip
    others = [sp for sp in faces if sp.click and sp is not twin
              and Q.face_text(fid) != Q.face_text(s.dice[me][sp.click[1]][sp.click[2]])]
    assert others and all(warn not in sp.tooltip for sp in others)
