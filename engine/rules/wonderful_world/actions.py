"""Legal actions and ``step``.  Every seat in ``to_act`` acts at its own pace (draft picks and
planning are simultaneous; production placement too — nothing one seat does there changes
another seat's choices; ``to_act`` lists seats in turn order, so pass-and-play can take them
one by one).

Actions (cards by id, resources/tokens by name, ``i`` = index in the construction area; an
action on a card under construction ends with that card's id, so the action names the card for
the log — ``describe`` has no state — and a replay checks it):
    ("pick", card)                 draft: choose a card face down
    ("slate", card)                planning: start building a drafted card (solo: from the hand)
    ("recycle", card)              planning: recycle it; its cube is then placed at once
    ("place", i, resource, card)   put a cube to place on a cost slot of that resource
    ("empire", resource)           put a cube to place on the empire card
    ("krys", i, kind, card)        a krystallium from stock onto an empty slot of kind
                                   (any resource or krystallium, never a leader slot)
    ("leader", i, token, card)     a general / financier from the stock onto its slot
    ("discard", i, card)           discard a card under construction: its recycling cube goes
                                   to the empire card; every cube, krystallium and leader token
                                   on it is lost, back to the supply ("Ви втратите всі кубики
                                   ресурсів та жетони, які виклали на скинуту карту")
Krystallium and leader tokens go from the stock onto a card, never off it: "Ви не зможете
пересунути кубики, які вже розташували на якійсь карті" (rules version 4; before, a krystallium
could be taken back to free a slot, "unkrys", or moved to complete another card, "move").
The older forms without the trailing card ids (saves made before) are refused like any other
action that is not exactly a legal one.
    ("token", token)               science supremacy: choose "general" or "financier"
    ("done",)                      end your production step
    ("search", card, card)         solo: discard 2 cards from the hand, draw 5
    ("keep", card)                 solo: keep one of the 5 drawn, discard the rest
While cubes are waiting to be placed, placing them comes first ("place them at once"), but
krystallium, leader tokens and discards may be used "at any moment" (rulebook), so they stay open
then too.  Planning ends by itself for a seat whose draft area (solo: hand) is empty and whose
cubes are placed; a production step ends by itself for a seat with
nothing left to decide but discards.
"""
from __future__ import annotations

from engine.rules.protocol import Action, IllegalAction
from engine.rules.rng import Rng

from .events import (CardRecycled, CardPicked, CardSlated, SearchDrawn, SearchKept,
                     TokenChosen, SeatDone)
from .flow import after_pick, after_planning, after_production_action
from .material import (FINANCIER, GENERAL, IDS, ID_INDEX, KIND_INDEX, KRYS, RECYCLE,
                       RESOURCES, SLOTS)
from .refusals import why_not
from .placement import fill_slot, free_slot, settle, to_empire, token_moves
from .state import EMPTY, NO_PICK, Seat, State, evolve

# per card number; index HIDDEN (-2, the last but one) of these must never be read: a view's
# hidden card is "?" (``_id``), an action nobody can step from the view
_PICK = tuple(("pick", c) for c in IDS)
_SLATE = tuple(("slate", c) for c in IDS)
_RECYCLE = tuple(("recycle", c) for c in IDS)
_KEEP = tuple(("keep", c) for c in IDS)


def _id(d: int) -> str:
    return IDS[d] if d >= 0 else "?"


def _of(table: tuple, verb: str, d: int) -> Action:
    return table[d] if d >= 0 else (verb, "?")
_EMPIRE = tuple(("empire", r) for r in RESOURCES)
_TOKENS = [("token", "general"), ("token", "financier")]
_DONE = ("done",)
SEARCH_DRAW = 5


def to_act(state: State) -> list[int]:
    if state.phase == "draft":
        return [i for i, s in enumerate(state.seats) if s.pick == NO_PICK]
    if state.phase == "over":
        return []
    return [i for i, s in enumerate(state.seats) if not s.done]


def _placements(s: Seat) -> list[Action]:
    acts: list[Action] = []
    avail = s.avail
    cons = s.cons
    for r in range(5):
        if not avail[r]:
            continue
        name = RESOURCES[r]
        for i, (d, fill) in enumerate(cons):
            slots = SLOTS[d]
            for j in range(len(slots)):
                if slots[j] == r and fill[j] == EMPTY:
                    acts.append(("place", i, name, IDS[d]))
                    break
        acts.append(_EMPIRE[r])
    return acts


def _moves(s: Seat) -> list[Action]:
    """Krystallium / leader moves and discards on the construction area."""
    acts = token_moves(s)
    acts.extend(("discard", i, IDS[d]) for i, (d, _) in enumerate(s.cons))
    return acts


def _searches(hand: tuple) -> list[Action]:
    acts = []
    for a in range(len(hand)):
        for b in range(a + 1, len(hand)):
            act = ("search", _id(hand[a]), _id(hand[b]))
            if not acts or act != acts[-1] and act not in acts:
                acts.append(act)
    return acts


# recent answers, so ``step`` does not recompute what ``legal_actions`` just listed (an AI
# lists a state's actions, then steps each): id(state) -> (state, seat, actions)
_memo: dict = {}


def _cached(state: State, seat) -> list[Action] | None:
    hit = _memo.get(id(state))
    if hit is not None and hit[0] is state and hit[1] == seat:
        return hit[2]
    return None


def legal_actions(state: State, seat) -> list[Action]:
    acts = _cached(state, seat)
    if acts is None:
        acts = _legal(state, seat)
        if len(_memo) > 256:
            _memo.clear()
        _memo[id(state)] = (state, seat, acts)
    return list(acts)


def _legal(state: State, seat) -> list[Action]:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        return []
    phase = state.phase
    s = state.seats[seat]
    if phase == "draft":
        if s.pick != NO_PICK:
            return []
        return [_of(_PICK, "pick", d) for d in sorted(set(s.hand))]
    if phase == "over" or s.done:
        return []
    if s.choose:
        return list(_TOKENS)
    if s.found:
        return [_of(_KEEP, "keep", d) for d in sorted(set(s.found))]
    if any(s.avail):
        return _placements(s) + _moves(s)
    acts: list[Action] = []
    if phase == "planning":
        cards = s.hand if state.players == 1 else s.drafted
        for d in sorted(set(cards)):
            acts.append(_of(_SLATE, "slate", d))
            acts.append(_of(_RECYCLE, "recycle", d))
        if state.players == 1 and len(s.hand) >= 2:
            acts.extend(_searches(s.hand))
    acts.extend(_moves(s))
    if phase == "production":
        acts.append(_DONE)
    return acts


# ---- step ------------------------------------------------------------------------------------
_ARITY = {"pick": 2, "slate": 2, "recycle": 2, "place": 4, "empire": 2, "krys": 4,
          "leader": 4, "discard": 3, "token": 2, "done": 1, "search": 3, "keep": 2}


def _refuse(state: State, seat: int, action) -> IllegalAction:
    verb = action[0]
    s = state.seats[seat]
    if verb not in _ARITY:
        return IllegalAction(f"unknown action {verb!r}")
    if len(action) != _ARITY[verb]:
        return IllegalAction(f"{verb} takes {_ARITY[verb] - 1} value(s), got {len(action) - 1}")
    if state.phase == "draft":
        return IllegalAction(why_not(state, seat, action))
    if s.choose:
        return IllegalAction("first choose your supremacy token: a general or a financier")
    if s.found:
        return IllegalAction("first keep one of the cards you drew")
    if any(s.avail) and verb not in ("place", "krys", "leader", "empire", "discard"):
        return IllegalAction("first place your cubes (on a matching empty cost slot or the "
                             "empire card); krystallium, leader tokens and discards may be "
                             "used meanwhile")
    return IllegalAction(why_not(state, seat, action))


def check(state: State, seat, action) -> tuple:
    if state.phase == "over":
        raise IllegalAction("the game is over")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        raise IllegalAction(f"there is no seat {seat!r}")
    if isinstance(action, list):
        action = tuple(action)
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str) or \
            any(type(x) is not int and type(x) is not str for x in action[1:]):
        raise IllegalAction(f"not an action: {action!r}")   # (1.0 == 1: no float may pass)
    if seat not in to_act(state):
        raise IllegalAction(f"seat {seat} has nothing to do now")
    legal = _cached(state, seat)
    if legal is None:
        legal = _legal(state, seat)
    if action not in legal:
        raise _refuse(state, seat, action)
    if "?" in action:
        raise IllegalAction("a card hidden from this view cannot be played from it")
    return action


def step(state: State, seat: int, action) -> tuple[State, list]:
    action = check(state, seat, action)
    events: list = []
    verb = action[0]
    s = state.seats[seat]
    if verb == "pick":
        d = ID_INDEX[action[1]]
        hand = list(s.hand)
        hand.remove(d)
        s = s._replace(hand=tuple(hand), pick=d)
        events.append(CardPicked(seat, action[1]))
        return after_pick(_put(state, seat, s), events), events
    if verb == "slate" or verb == "recycle":
        d = ID_INDEX[action[1]]
        solo = state.players == 1
        cards = list(s.hand if solo else s.drafted)
        cards.remove(d)
        s = s._replace(hand=tuple(cards)) if solo else s._replace(drafted=tuple(cards))
        if verb == "slate":
            s = s._replace(cons=s.cons + ((d, (EMPTY,) * len(SLOTS[d])),))
            events.append(CardSlated(seat, action[1], len(s.cons) - 1))
            return after_planning(_put(state, seat, s), seat, events), events
        r = RECYCLE[d]
        s = s._replace(avail=s.avail[:r] + (s.avail[r] + 1,) + s.avail[r + 1:])
        events.append(CardRecycled(seat, action[1], RESOURCES[r], "hand" if solo else "draft"))
        s = settle(s, seat, events)
        state = _put(state, seat, s, discard=state.discard + (d,))
        return after_planning(state, seat, events), events
    if verb == "token":
        kind = KIND_INDEX[action[1]]
        s = s._replace(choose=False, generals=s.generals + (kind == GENERAL),
                       financiers=s.financiers + (kind == FINANCIER))
        events.append(TokenChosen(seat, action[1]))
        return _after(_put(state, seat, s), seat, events), events
    if verb == "done":
        events.append(SeatDone(seat))
        return _after(_put(state, seat, s._replace(done=True)), seat, events), events
    if verb == "search":
        return _search(state, seat, s, action, events)
    if verb == "keep":
        d = ID_INDEX[action[1]]
        rest = list(s.found)
        rest.remove(d)
        s = s._replace(found=(), hand=tuple(sorted(s.hand + (d,))))
        events.append(SearchKept(seat, action[1], tuple(IDS[x] for x in rest)))
        return _put(state, seat, s, discard=state.discard + tuple(rest)), events
    discard = state.discard
    if verb == "empire":
        r = KIND_INDEX[action[1]]
        s = s._replace(avail=s.avail[:r] + (s.avail[r] - 1,) + s.avail[r + 1:])
        s = to_empire(s, seat, r, events)
    elif verb == "discard":
        i = action[1]
        d, fill = s.cons[i]
        s = s._replace(cons=s.cons[:i] + s.cons[i + 1:])      # all on it goes back to the supply
        discard = discard + (d,)
        events.append(CardRecycled(seat, IDS[d], RESOURCES[RECYCLE[d]], "construction", i))
        s = to_empire(s, seat, RECYCLE[d], events)
    else:
        i, k = action[1], KIND_INDEX[action[2]]
        d, fill = s.cons[i]
        if verb == "place":
            s = s._replace(avail=s.avail[:k] + (s.avail[k] - 1,) + s.avail[k + 1:])
            s = fill_slot(s, seat, i, free_slot(d, fill, k), k, events)
        elif verb == "krys":
            s = fill_slot(s._replace(krys=s.krys - 1), seat, i, free_slot(d, fill, k), KRYS, events)
        else:   # leader
            s = s._replace(generals=s.generals - (k == GENERAL),
                           financiers=s.financiers - (k == FINANCIER))
            s = fill_slot(s, seat, i, free_slot(d, fill, k), k, events)
    s = settle(s, seat, events)
    return _after(_put(state, seat, s, discard=discard), seat, events), events


def _after(state: State, seat: int, events: list) -> State:
    if state.phase == "planning":
        return after_planning(state, seat, events)
    return after_production_action(state, seat, events)


def _put(state: State, i: int, s: Seat, **changes) -> State:
    return evolve(state, seats=state.seats[:i] + (s,) + state.seats[i + 1:], **changes)


def _search(state: State, seat: int, s: Seat, action, events: list):
    a, b = ID_INDEX[action[1]], ID_INDEX[action[2]]
    hand = list(s.hand)
    hand.remove(a)
    hand.remove(b)
    deck, discard = list(state.deck), list(state.discard) + [a, b]
    rng = Rng(state.rng)
    drawn = []
    while len(drawn) < SEARCH_DRAW:
        if not deck:
            if not discard:
                break
            deck, discard = rng.shuffled(discard), []
        drawn.append(deck.pop())
    drawn.sort()
    events.append(SearchDrawn(seat, (action[1], action[2]), tuple(IDS[d] for d in drawn)))
    s = s._replace(hand=tuple(hand), found=tuple(drawn))
    return _put(state, seat, s, deck=tuple(deck), discard=tuple(discard), rng=rng.state), events
