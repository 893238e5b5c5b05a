"""Why a target on the table cannot be chosen now, in words a player can read (the table hook
``why_not``, engine/rules/table_hooks.py): a card in hand (its cost and your coins, no main
action left, a pop-up or a travel to finish first), a starter card or an inhabitant in your
rows (activated already this turn, no supplies left, no main action left), an inhabitant an
effect cannot choose.  The rulebook: two main actions a turn (play a card paying its cost, or
activate a starter or an inhabitant, each once a turn this way); free actions (an inhabitant
marked "free action", once a turn each; enchanting a building) at any time between effects."""
from __future__ import annotations

from .actions import legal_actions, to_act
from .material import STARTERS, card, starters
from .queries import travel_targets

# the decision on top of the effect stack -> what the player must do first
_ASKS = {
    "discard": "discard cards from your hand",
    "tuck": "tuck cards from your hand",
    "travel": "move your traveller: click a glowing space",
    "invest": "choose how many coins to invest",
    "look_do": "deal with the cards you are looking at",
    "look_return": "put back the cards you are looking at",
    "target_activate": "choose one of your inhabitants",
    "add_supply": "choose one of your inhabitants",
    "chest": "choose a chest",
    "starter_reward": "choose the starter card's reward",
    "order": "choose the order of your buildings' effects",
    "replay": "choose whether to play the card again",
    "ruby_take": "take a card from the discard pile",
    "end_tuck": "choose which emptied card to tuck",
}


def _name(cid: str) -> str:
    if cid in STARTERS:
        return starters()[cid]["name"]["en"]
    return card(cid).name("en")


def _first(state) -> str:
    """What the seat must do before anything else: the effect on top of the stack."""
    return "first " + _ASKS.get(state.stack[-1][0], "finish the card's effect")


def _no_main(state) -> str | None:
    if state.main_left <= 0:
        return "you have taken both main actions this turn: take free actions or end your turn"
    return None


def _hand(state, seat: int, cid: str) -> str:
    if state.phase == "pick":
        return "first choose your starting inhabitant"
    if state.stack:
        return _first(state)
    why = _no_main(state)
    if why:
        return why
    cost, have = card(cid).cost, state.coins[seat]
    if cost == 1:
        return f"{_name(cid)} costs 1 coin; you have {have}"
    return f"{_name(cid)} costs {cost} coins; you have {have}"


def _starter(state, seat: int, kind: str) -> str:
    if state.phase == "pick":
        return "first choose your starting inhabitant"
    if state.stack:
        return _first(state)
    if kind in state.used_main:
        return f"you have already activated your {_name(kind)} this turn"
    return _no_main(state) or f"{_name(kind)} cannot be activated now"


def _inhabitant(state, seat: int, cid: str) -> str:
    sup = next((c[1] for c in state.inhab[seat] if c[0] == cid), None)
    if sup is None:
        return f"{_name(cid)} is not among your inhabitants"
    if state.stack:
        top = state.stack[-1]
        if top[0] in ("target_activate", "add_supply") and top[2] == cid:
            return f"the effect is {_name(cid)}'s own: choose another inhabitant"
        return _first(state)
    if sup <= 0:
        return f"{_name(cid)} has no supplies left"
    if card(cid).free:
        if cid in state.free_used:
            return f"you have already used {_name(cid)}'s free action this turn"
        return f"{_name(cid)} cannot be activated now"
    if cid in state.used_main:
        return f"you have already activated {_name(cid)} this turn"
    return _no_main(state) or f"{_name(cid)} cannot be activated now"


def _space(state, seat: int, node) -> str | None:
    """A board space: the traveller goes there only by a travel effect, to a glowing space."""
    if state.stack and state.stack[-1][0] == "travel":
        if node in travel_targets(state, seat):
            return None
        return "your traveller cannot reach that space now: click a glowing space"
    return "your traveller moves only by a travel effect: play or activate a card that travels"


def _never_activated(state, seat: int, cid: str) -> str | None:
    """A building or a belonging of the seat's: never activated (the rulebook's "Main action:
    activate a card"), each works by itself; None for another card."""
    if any(c[0] == cid for c in state.build[seat]):
        return ("buildings are never activated: a building's effect happens when you meet the "
                "condition its text begins with")
    if any(c[0] == cid for c in state.belong[seat]):
        return ("belongings are never activated: when any player meets the condition on its "
                "strap, that player takes 1 supply from it as a coin")
    return None


def why_not(state, seat: int, target: tuple, legal=None) -> str | None:
    """Why ``seat`` cannot choose the table's ``target`` now, or None when it can.  ``target``
    is what the table offers: ``("hand", card)`` a card in the seat's hand (to play, discard,
    tuck or set aside, whichever is asked), ``("row", card)`` a starter card (its kind), an
    inhabitant, a building or a belonging in the seat's rows (to activate it, or to choose it
    for an effect), ``("space", node)`` a board space, ``("theirs", card)`` a card in another
    seat's rows.  ``legal`` (the legal actions a table holds, engine/rules/table_hooks.py)
    spares working them out again."""
    if state.phase == "over":
        return "the game is over"
    if seat not in to_act(state):
        return "it is not your turn"
    verb, cid = (tuple(target) + (None, None))[:2]
    if verb == "theirs":
        return "that card is your opponent's: you activate only your own cards"
    if verb == "space":
        return _space(state, seat, cid)
    legal = legal_actions(state, seat) if legal is None else legal
    if any(len(a) == 2 and a[1] == cid for a in legal
           if a[0] in (("play", "discard", "tuck", "set_aside") if verb == "hand"
                       else ("activate", "free", "target"))):
        return None
    if verb == "hand":
        if cid not in state.hands[seat]:
            return "that card is not in your hand"
        return _hand(state, seat, cid)
    if verb == "row":
        if cid in STARTERS:
            return _starter(state, seat, cid)
        return _never_activated(state, seat, cid) or _inhabitant(state, seat, cid)
    return None
