"""Checks that the parts of a state agree with each other and with the turn flow (part of
``problems``, hence of ``from_json`` and the soak).  A state may be a seat's view: "?" stands
only where a view hides a card (another seat's hand, the deck, the discard, a temple hand, a
stack below its top), never on the table (a coatl, the six, a stack's top); a "?" in a hand is
a card that seat cannot play (a view: the rules offer nothing with it but a face-down discard).
Each message says what is wrong."""
from __future__ import annotations

from .material import MAX_UNFINISHED, TOKENS

HIDDEN = "?"


def _hidden(s) -> list[str]:
    p: list[str] = []
    if any(c.cards.count(HIDDEN) or c.temple == HIDDEN for cs in s.coatls for c in cs):
        p.append("a card beside a coatl is hidden (\"?\"): cards beside coatls are face up")
    if HIDDEN in s.six:
        p.append("a face-up prophecy is hidden (\"?\")")
    if any(st and st[-1] == HIDDEN for st in s.stacks):
        p.append("the top temple of a stack is hidden (\"?\"): it lies face up")
    known = s.known or ((),) * s.players
    if len(known) != s.players:
        p.append("known cards need one entry per seat")
        return p
    ktemples = s.known_temples or ((),) * s.players
    if len(ktemples) != s.players:
        p.append("known temples need one entry per seat")
        return p
    for what, hands, flagsets in (("card", s.hands, known), ("temple", s.temples, ktemples)):
        for seat, (hand, flags) in enumerate(zip(hands, flagsets)):
            if len(flags) > len(hand) or any(f and hand[i] == HIDDEN
                                             for i, f in enumerate(flags)):
                p.append(f"seat {seat}: a {what} known to be in its hand is not there")
    return p


def _phase(s) -> list[str]:
    p: list[str] = []
    if s.phase == "keep":
        if all(s.ready):
            p.append("the keep step goes on with every seat ready (nobody could act)")
        for seat, h in enumerate(s.hands):
            if len(h) > 3 + seat:
                p.append(f"seat {seat} holds {len(h)} cards in the keep step (dealt {3 + seat})")
        if s.turn or any(s.coatls) or any(any(b) for b in s.boards) or s.ending:
            p.append("the keep step comes before the first turn")
    elif not all(s.ready):
        p.append(f"phase {s.phase} with a seat still choosing the cards to keep")
    if s.phase == "over":
        if s.queue or s.actions_left:
            p.append("the game is over with turns still to come")
    elif s.phase != "keep" and s.actions_left not in (1, 2):
        p.append(f"{s.actions_left} actions left in a turn (1 or 2)")
    if s.phase == "draft" and not s.picks:
        p.append("drafting without having taken a card")
    if s.picks and s.phase not in ("draft", "foresee"):
        p.append("cards counted as taken outside drafting")
    if s.phase != "over" and s.passes >= s.players:
        p.append("every seat passed in a row but the game goes on")
    return p


def _ending(s) -> list[str]:
    p: list[str] = []
    if not s.ending and s.queue:
        p.append("last turns are queued but the end was not triggered")
    if s.ending == "third_coatl" and not any(
            sum(1 for c in cs if c.complete) >= 3 for cs in s.coatls):
        p.append("the end was triggered by a third coatl nobody has completed")
    if s.ending == "no_bodies" and (any(s.disk[4:]) or sum(s.bags[2]) >= 2):
        p.append("the end was triggered by the bodies running out, but some are left")
    return p


def _coatls(s) -> list[str]:
    p: list[str] = []
    for seat, cs in enumerate(s.coatls):
        if sum(1 for c in cs if not c.complete) > MAX_UNFINISHED:
            p.append(f"seat {seat} has more than {MAX_UNFINISHED} unfinished coatls")
        building = seat == s.current and s.phase == "assemble"
        for i, c in enumerate(cs):
            if c.complete and not c.locked and not building:
                p.append(f"seat {seat} coatl {i} is complete but was never locked")
            if c.temple and not c.locked:
                p.append(f"seat {seat} coatl {i} has a temple but is not locked")
    for seat, t in enumerate(s.tokens):
        if len(set(t)) != len(t) or any(x not in TOKENS for x in t):
            p.append(f"seat {seat}: each sacrifice token is used once")
    return p


def _who_acts(s) -> list[str]:
    from .actions import legal_actions, to_act
    if s.phase == "over":
        return []
    return [f"seat {seat} is asked to act but has no legal action" for seat in to_act(s)
            if not legal_actions(s, seat)]


def check_flow(s) -> list[str]:
    """Problems of a state whose components are already conserved."""
    p = _hidden(s) + _phase(s) + _ending(s) + _coatls(s)
    last = s.last_action
    if last and (isinstance(last[0], bool) or not isinstance(last[0], int)
                 or not 0 <= last[0] < s.players or len(last) < 2
                 or not isinstance(last[1], str)):
        p.append("the last action is not (seat, verb, ...)")
    return p or _who_acts(s)
