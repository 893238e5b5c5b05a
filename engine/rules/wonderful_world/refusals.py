"""Why an action or a target on the table is refused, in words a player can read: the draft
asks for a card of the hand you hold, a drafted card is planned in planning, a cube goes on an
empty cost slot of its own kind, a krystallium never on a leader's slot, a decision asked
first.  ``why_not`` explains an action that is not legal now (the message ``step`` raises);
``why_not_target`` is the table's hook (engine/rules/table_hooks.py): why a seat cannot choose
what the table offers now, or None when it can.  Each English message has a template
``ww.refuse.<name>`` in assets/i18n/refusals.*.json, so the table says it in Ukrainian too;
a card or a kind is named by its id (the table says both by name, in its language)."""
from __future__ import annotations

from .material import GENERAL, FINANCIER, ID_INDEX, IDS, KINDS, KRYS, RESOURCES, SLOTS
from .state import EMPTY, NO_PICK

HAND = "pick one card from the hand you hold"
PLACE_FIRST = ("first place the cubes waiting to be placed ({kinds}): on an empty cost slot "
               "of their kind or on the empire card")


def _name(card) -> str:
    """A card in a message: its id, which the table says by name in its language
    (``engine.i18n.table_refusal``)."""
    return str(card)


def _kinds(ks) -> str:
    return ", ".join(dict.fromkeys(KINDS[k] for k in ks))


def _waiting(s) -> str:
    return _kinds(k for k, n in enumerate(s.avail) if n)


def _pending(s) -> str | None:
    """A decision the rules ask of the seat before anything else, or None."""
    if s.choose:
        return "first choose your supremacy token: a general or a financier"
    if s.found:
        return "first keep one of the cards you drew"
    return None


def _draft(state, s, verb: str, card) -> str:
    """The reason in the draft, where only a card of the hand you hold can be picked."""
    if verb == "pick":
        if s.pick != NO_PICK:
            return "you have picked your card this round: wait for the others"
        return f"{_name(card)} is not in the hand you hold: {HAND}"
    if verb in ("slate", "recycle"):
        return "drafted cards are planned after the draft"
    if verb == "zone":
        return "cards are built or recycled only in planning, after the draft"
    if verb in ("cons", "place", "krys", "leader", "discard"):
        return "cards under construction take cubes after the draft"
    if verb in ("empire", "cube"):
        return "cubes are placed after the draft"
    return HAND


def _plan(state, s, verb: str, card) -> str | None:
    """slate / recycle / a zone, outside the draft."""
    if state.phase != "planning":
        return "cards are built or recycled only in planning"
    if any(s.avail):
        return PLACE_FIRST.format(kinds=_waiting(s))
    if verb == "zone":
        return "pick a drafted card first, then click this zone (or drag the card onto it)"
    cards = s.hand if state.players == 1 else s.drafted
    if card in ID_INDEX and ID_INDEX[card] in cards:
        return None
    if card in ID_INDEX and any(d == ID_INDEX[card] for d, _ in s.cons):
        return f"{_name(card)} is already planned: it is under construction"
    where = "your hand" if state.players == 1 else "your draft area"
    return f"{_name(card)} is not in {where}"


def _on_card(s, i, card) -> tuple | None:
    """(design, fill) of card ``i`` under construction when it is ``card``, else None."""
    if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(s.cons):
        return None
    d, fill = s.cons[i]
    return (d, fill) if card in (None, IDS[d]) else None


def _place(state, s, verb: str, i, kind, card) -> str | None:
    """A cube, a krystallium or a leader token onto card ``i`` under construction."""
    here = _on_card(s, i, card)
    if here is None:
        return f"{_name(card)} is not under construction"
    d, fill = here
    k = KINDS.index(kind) if kind in KINDS else -1
    if verb == "place":
        if k < 0 or k >= KRYS:
            return f"{kind} is not a resource cube"
        if not s.avail[k]:
            if not any(s.avail):
                return _no_cube(state, s)
            return f"you have no {kind} cube waiting to be placed; you have {_waiting(s)}"
    elif verb == "krys":
        if s.krys <= 0:
            return "you have no krystallium in stock"
        if k in (GENERAL, FINANCIER):
            return "a krystallium never goes on a general or financier slot"
    elif k not in (GENERAL, FINANCIER):
        return f"{kind} is not a leader token"
    elif (s.generals if k == GENERAL else s.financiers) <= 0:
        return f"you have no {kind} token in stock"
    slots = SLOTS[d]
    if k not in slots:
        empty = [slots[j] for j in range(len(slots)) if fill[j] == EMPTY]
        return f"{_name(IDS[d])} needs no {kind}: its empty slots take {_kinds(empty)}"
    if not any(slots[j] == k and fill[j] == EMPTY for j in range(len(slots))):
        return f"every {kind} slot of {_name(IDS[d])} is filled"
    return None


def _no_cube(state, s) -> str:
    if state.phase == "planning":
        return "no cube is waiting to be placed: recycling a drafted card gives one"
    kind = RESOURCES[state.step]
    if s.made <= 0:
        return f"you produce no {kind} in this production step: no cube is waiting to be placed"
    return f"no cube is waiting to be placed: your {kind} of this step is placed"


def _cons(s, target: tuple) -> str:
    """A card under construction that takes nothing now (no waiting cube, krystallium, leader
    token or discard fits it)."""
    i, card = (target[1], target[2]) if len(target) == 3 else (None, None)
    if _on_card(s, i, card) is None:
        return f"{_name(card)} is not under construction"
    return f"{_name(card)} cannot be used now"


def _other(state, s, verb: str) -> str:
    if verb == "token":
        return "no supremacy token is yours to choose now"
    if verb == "keep":
        return "there are no drawn cards to keep"
    if verb == "search":
        if state.players != 1:
            return "the search is a solo game's action"
        if state.phase != "planning":
            return "the search is made only in planning"
        return "the search discards two cards of your hand: name two"
    if verb == "done":
        if state.phase == "planning":
            return "planning ends by itself once every drafted card is built or recycled"
        return "end the step once your cubes are placed"
    if verb == "pick":
        return "cards are picked only in the draft"
    return f"unknown action {verb!r}"


def why_not(state, seat: int, action: tuple) -> str:
    """The reason ``action`` of ``seat`` is refused now (also a table target, see
    ``why_not_target``)."""
    s = state.seats[seat]
    verb = action[0] if action else None
    card = action[-1] if len(action) > 1 else None
    if state.phase == "draft":
        return _draft(state, s, verb, card)
    if s.done:
        return ("you have finished planning: wait for the others" if state.phase == "planning"
                else "you have ended this production step: wait for the others")
    first = _pending(s)
    if first is not None:
        return first
    if verb in ("slate", "recycle", "zone"):
        return _plan(state, s, verb, card) or f"{_name(card)} cannot be planned now"
    if verb in ("place", "krys", "leader") and len(action) == 4:
        return _place(state, s, verb, action[1], action[2], action[3]) \
            or "that slot cannot take it now"
    if verb == "discard":
        return f"{_name(card)} is not under construction"
    if verb in ("empire", "cube"):
        kind = action[1] if len(action) > 1 else None
        k = kind if isinstance(kind, int) else (KINDS.index(kind) if kind in KINDS else -1)
        if not any(s.avail):
            return _no_cube(state, s)
        if 0 <= k < 5 and not s.avail[k]:
            return f"you have no {KINDS[k]} cube waiting to be placed; you have {_waiting(s)}"
        return "that cannot be done now"
    if verb == "cons":
        return _cons(s, action)
    return _other(state, s, verb)


def placing(state, seat: int) -> bool:
    """Whether ``seat`` has cubes waiting to be placed and nothing else to answer first."""
    s = state.seats[seat]
    return state.phase != "draft" and not s.done and not _pending(s) and any(s.avail)
