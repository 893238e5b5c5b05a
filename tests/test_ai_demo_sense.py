"""Moves a player of the game would call silly, seen in demos: each a small table where the
silly move and the sensible one are both legal, and the AI level must take the sensible one."""
from __future__ import annotations

from dataclasses import replace

from engine.ai import make_agent
from engine.rules.dice_forge import RULES as DF
from engine.rules.dice_forge.ai_eval import evaluate as df_evaluate


def _df_last_turn(players: int, active: int, gold: int, sun: int, moon: int = 0):
    """Dice Forge, the last round, ``active`` seat's main phase with those resources."""
    s = DF.new_game(players, 3)
    res = list(s.res)
    res[active] = (gold, sun, moon, 0)
    return replace(s, round=s.rounds, active=active, phase="main", acts=0, rolls_left=0,
                   res=tuple(res))


def test_dice_forge_normal_takes_a_feat_not_a_face_on_the_games_last_turn():
    # the last seat's last turn: a face bought now is never rolled; Wild Spirits (1 sun) is
    # 2 glory (normal bought the 1-glory-1-sun face for its 12 gold before)
    s = _df_last_turn(4, 3, gold=12, sun=1)
    legal = DF.legal_actions(s, 3)
    assert ("feat", "wild_spirits") in legal and any(a[0] == "buy" for a in legal)
    for seed in range(4):
        choice = make_agent("normal", seed).choose(DF, DF.view(s, 3), 3)
        assert choice == ("feat", "wild_spirits"), choice


def _with_face(s, seat: int, face: str):
    """The seat's first die with ``face`` in place of its first face."""
    die = (face,) + s.dice[seat][0][1:]
    return replace(s, dice=s.dice[:seat] + ((die, s.dice[seat][1]),) + s.dice[seat + 1:])


def test_dice_forge_a_face_bought_on_the_last_turn_is_worth_only_the_glory_it_still_rolls():
    # the last seat, its last turn acted: no blessing follows, so no face is worth anything
    last = replace(_df_last_turn(4, 3, gold=12, sun=0), acts=1)
    for face in ("G6", "V1FS1", "V4"):
        assert df_evaluate(_with_face(last, 3, face), 3) == df_evaluate(last, 3)
    # the first seat still gets three blessings in the last round: a glory face counts for
    # them, a gold face does not (nothing is left to buy with it)
    first = replace(_df_last_turn(4, 0, gold=12, sun=0), acts=1)
    assert df_evaluate(_with_face(first, 0, "G6"), 0) == df_evaluate(first, 0)
    assert df_evaluate(_with_face(first, 0, "V4"), 0) > df_evaluate(first, 0)
    # and what it holds is worth nothing: no own turn is left to spend it
    assert df_evaluate(replace(first, res=((0, 0, 0, 0),) + first.res[1:]), 0) == df_evaluate(first, 0)
