"""Why an action is refused, in words a player can read: the cost, an empty stack, a face
already bought, the wrong step.  ``why_not`` is called only for an action that is not legal now
(the seat is one that must act); it names the first reason it finds.  ``why_not_target`` is the
table's hook (engine/rules/table_hooks.py): why a seat cannot choose what the table offers (a
Sanctuary face, a feat card, a face of its dice, a card it owns, a button) now, or None."""
from __future__ import annotations

from . import effects as E
from . import material as M

_RES = ("gold", "sun", "moon", "glory")

_ASKS = {
    "pick": "choose what the face gives you",
    "mirror": "choose the face your mirror copies",
    "hammer": "split your gold between the Hammer track and your reserve",
    "ship": "buy a face with the Celestial Ship, or pass",
    "place": "forge the face onto one of your dice",
    "cerberus": "use your Cerberus token, or pass",
    "satyr": "choose the faces the Satyrs take",
    "satyr2": "choose the second face the Satyrs take",
    "die": "choose the die to roll four times",
    "shield": "choose the Guardian's Shield face",
    "bearer": "choose who must forge your Boar face",
}
_MAIN_VERBS = ("reinforce", "triton", "buy", "feat", "second_action", "end_turn")


def _has(s, seat: int) -> str:
    _, have_sun, have_moon, _ = s.res[seat]
    return f"you have {have_sun} sun and {have_moon} moon"


def _no_action_left(s) -> str:
    if s.kind == "forge":
        return ("you are forging in this action: buy more faces or end the turn "
                "(a feat needs an action of its own)")
    if s.acts == 2:
        return "you have taken both your actions this turn"
    if s.res[s.active][1] < 2:
        return (f"you have taken your action; a second one costs 2 sun and you have "
                f"{s.res[s.active][1]}")
    return "you have taken your action: pay 2 sun for a second action first"


def _feat(s, seat: int, cid) -> str:
    if not isinstance(cid, str) or cid not in M.feats():
        return f"there is no feat card {cid!r}"
    name = M.feat(cid).name_en
    if cid not in s.slot_cards:
        return f"{name} is not among this game's feats"
    if not (s.kind == "" and s.acts in (0, 2)):
        return _no_action_left(s)
    if s.stacks[s.slot_cards.index(cid)] <= 0:
        return f"no {name} card is left: its stack is empty"
    sun, moon = M.feat(cid).cost
    return (f"{name} costs {sun} sun and {moon} moon; {_has(s, seat)}" if sun and moon else
            f"{name} costs {sun or moon} {'sun' if sun else 'moon'}; {_has(s, seat)}")


def _buy(s, seat: int, face, discount: int = 0, in_action: bool = True) -> str:
    if not isinstance(face, str) or face not in M.pool_of():
        return f"there is no Sanctuary face {face!r}"
    name = M.face(face).name_en
    if in_action:
        if s.kind == "feat" or not (s.kind == "forge" or (s.kind == "" and s.acts in (0, 2))):
            return _no_action_left(s)
        if face in s.bought:
            return f"you have already bought “{name}” in this action"
    if face not in s.sanctuary[M.pool_of()[face]]:
        return f"no “{name}” face is left in the Sanctuary: it has been bought"
    cost = max(0, M.face_cost(face) - discount)
    return f"“{name}” costs {cost} gold; you have {s.res[seat][0]}"


def _reinforce(s, seat: int, action: tuple) -> str:
    card = action[1] if len(action) > 1 else None
    if card not in M.REINFORCEMENTS:
        return f"{card!r} is not a reinforcement card"
    name = M.feat(card).name_en
    if card not in s.cards[seat]:
        return f"you have no {name} card"
    if s.acts or s.kind:
        return "reinforcements are used before your first action"
    if s.cards[seat].count(card) <= s.used.count(card):
        return f"you have already used {name} this turn"
    if card == "elder" and s.res[seat][0] < 3:
        return f"{name} costs 3 gold; you have {s.res[seat][0]}"
    return f"{name} cannot be used that way now"


def _main(s, seat: int, action: tuple) -> str:
    verb = action[0]
    if verb == "feat":
        return _feat(s, seat, action[1] if len(action) == 2 else None)
    if verb == "buy":
        return _buy(s, seat, action[1] if len(action) == 2 else None)
    if verb == "reinforce":
        return _reinforce(s, seat, action)
    if verb == "triton":
        if s.tokens[seat][1] <= 0:
            return "you have no Triton token"
        return "a Triton token gives sun2, moon2 or gold6"
    if verb == "second_action":
        if s.acts == 2:
            return ("you have already taken a second action this turn" if s.kind else
                    "you have already paid for the second action: take it now")
        if s.acts == 0 or not s.kind:
            return "take your first action before paying for a second"
        return f"a second action costs 2 sun; you have {s.res[seat][1]}"
    if verb in _ASKS or verb in ("choose", "pass"):
        return "nothing is asked of you now: reinforce, act or end your turn"
    return f"unknown action {verb!r}"


def _answer(s, seat: int, task: tuple, action: tuple) -> str:
    kind, verb = task[0], action[0]
    asks = _ASKS.get(kind, "answer the question")
    if verb in _MAIN_VERBS and not (kind == "ship" and verb == "buy"):
        return f"first {asks}"
    if kind == "ship" and verb == "buy" and len(action) == 2:
        return _buy(s, seat, action[1], task[1], in_action=False)
    if kind == "place" and verb == "place" and len(action) == 3:
        d, i = action[1], action[2]
        if d in (0, 1) and isinstance(i, int) and 0 <= i < 6 \
                and s.dice[seat][d][i] in M.BOAR_FACES:
            return "a Boar face can never be forged over"
        return "name a die (0 or 1) and one of its faces (0 to 5)"
    if kind == "hammer" and verb == "hammer":
        most = min(s.held[seat], E.hammer_room(s, seat))
        return f"put 0 to {most} gold on the Hammer track"
    if kind == "mirror" and verb == "mirror":
        return "the mirror copies a face showing on an opponent's die (never a mirror)"
    if kind == "pick" and verb == "choose":
        return "that is not one of the face's choices"
    return f"first {asks}"


def why_not(s, seat: int, action: tuple) -> str:
    """The reason ``action`` of ``seat`` (who must act now) is refused."""
    q = s.queues[seat]
    if q:
        return _answer(s, seat, q[0], action)
    if s.phase != "main" or seat != s.active:
        return "wait: the divine blessings are not resolved yet"
    return _main(s, seat, action)
