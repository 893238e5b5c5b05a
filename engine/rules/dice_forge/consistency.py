"""Checks that the parts of a state agree with each other and with the turn flow (``check_all``,
the rules' ``check_invariants``, used by ``from_json`` and the soak): the game length for the player
count, the round and the phase, the action counters, cards against what they gave (Hammers,
Chests, tokens, Boar colours, pawns), the Hammer's held gold, and that every seat asked to act
has something to do.  Each message says what is wrong."""
from __future__ import annotations

from typing import Any

from . import material as M
from .actions import legal_actions
from .effects import to_act
from .invariants import check_invariants
from .state import State, parse

_ISLAND = {cid: f.island for cid, f in M.feats().items()}


def _rounds_and_phase(s) -> list[str]:
    p: list[str] = []
    want = 10 if s.players == 3 else 9
    if s.rounds != want:
        p.append(f"a {s.players}-player game lasts {want} rounds, not {s.rounds}")
    if s.phase == "over":
        if s.round != s.rounds + 1 or s.active != 0:
            p.append(f"the game is over in round {s.round} of {s.rounds} (it ends after the "
                     "last round)")
        if any(s.queues) or any(s.held):
            p.append("the game is over with effects still to resolve")
    elif not 1 <= s.round <= s.rounds:
        p.append(f"round {s.round} is not a round of a {s.rounds}-round game")
    most = 2 if s.players == 2 else 1
    if s.phase == "bless":
        if not 0 <= s.rolls_left <= most:
            p.append(f"{s.rolls_left} divine blessings left to roll (at most {most} a turn)")
        if s.acts or s.kind or s.bought or s.used:
            p.append("an action or a reinforcement before the turn's divine blessings")
    elif s.rolls_left:
        p.append("divine blessings left to roll outside the blessing step")
    return p


def _action_counters(s) -> list[str]:
    p: list[str] = []
    if s.acts == 0 and (s.kind or s.bought):
        p.append("an action under way before the first action")
    if s.acts == 1 and not s.kind:
        p.append("one action taken but none under way")
    if s.kind != "forge" and s.bought:
        p.append("faces bought outside a forging action")
    if s.kind == "forge" and not s.bought:
        p.append("a forging action that bought nothing")
    if len(set(s.bought)) != len(s.bought):
        p.append("the same face bought twice in one action")
    for card in set(s.used):
        if s.used.count(card) > s.cards[s.active].count(card):
            p.append(f"{card} used more often than the active seat owns it")
    return p


def _cards(s) -> list[str]:
    p: list[str] = []
    waiting = [(seat, t[1]) for seat, q in enumerate(s.queues) for t in q if t[0] == "card"]
    if len(waiting) > 1 or any(seat != s.active or s.phase != "main" for seat, _ in waiting):
        p.append("a feat card's effect waits outside the active seat's action")
    for seat in range(s.players):
        cards = s.cards[seat]
        pend = [c for who, c in waiting if who == seat]
        for cid, field in (("blacksmiths_hammer", "hammers"), ("blacksmiths_chest", "chests")):
            have = getattr(s, field)[seat]
            if have != cards.count(cid) - pend.count(cid):
                p.append(f"seat {seat}: {have} {field} but {cards.count(cid)} such cards")
        for k, cid in enumerate(("cerberus", "triton")):
            if s.tokens[seat][k] > cards.count(cid) - pend.count(cid):
                p.append(f"seat {seat}: more {cid.capitalize()} tokens than {cid} cards")
        boars = sum(1 for o in s.boar_owner if o == seat)
        if boars != cards.count("tenacious_boar"):
            p.append(f"seat {seat}: owns {boars} Boar colours but "
                     f"{cards.count('tenacious_boar')} Tenacious Boar cards")
        if s.held[seat] and ("hammer",) not in s.queues[seat]:
            p.append(f"seat {seat}: gold held for a Hammer split nobody is asked")
        pawn = s.pawns[seat]
        if pawn and not any(_ISLAND[c] == pawn for c in cards):
            p.append(f"seat {seat}: a hero on island {pawn} without a feat from it")
        if pawn and any(s.pawns[o] == pawn for o in range(seat)):
            p.append(f"two heroes on island {pawn}")
    return p


def _who_acts(s) -> list[str]:
    if s.phase == "over":
        return []
    seats = to_act(s)
    if not seats:
        return ["the game is not over but nobody is asked to act"]
    return [f"seat {seat} is asked to act but has no legal action" for seat in seats
            if not legal_actions(s, seat)]


def check_flow(s) -> list[str]:
    """Problems of a state whose shape and conservation are already fine."""
    last = s.last_action
    p = _rounds_and_phase(s) + _action_counters(s) + _cards(s)
    if last and (len(last) < 2 or not isinstance(last[0], int) or isinstance(last[0], bool)
                 or not 0 <= last[0] < s.players or not isinstance(last[1], str)):
        p.append("the last action is not (seat, verb, ...)")
    return p or _who_acts(s)


def check_all(s) -> list[str]:
    """Conservation (``invariants``), then the turn flow: every problem found, in words."""
    return check_invariants(s) or check_flow(s)


def from_json(data: dict[str, Any]) -> State:
    """The state ``data`` describes; a ``ValueError`` saying what is wrong with an impossible one."""
    state = parse(data)
    try:
        problems = check_all(state)
    except (TypeError, AttributeError, KeyError, IndexError) as exc:
        problems = [f"malformed ({exc})"]
    if problems:
        raise ValueError("impossible Dice Forge state: " + "; ".join(problems[:3]))
    return state
