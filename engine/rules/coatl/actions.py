"""Legal actions and ``step``.

Verbs (flat tuples; see the phase each belongs to in ``PHASES_OF``):
- set-up ("keep" phase, all seats at once): ("discard", card) one at a time, then ("keep",)
  once at most 3 cards are left.
- the turn's action ("choose" phase):
  ("take", disk_slot)                       take a disk slot's contents (room needed)
  ("pick", six_slot) / ("pick_deck",)       take a prophecy -> "draft": more picks, ("done",)
  ("start", board_slot)                     start a coatl     \
  ("add", board_slot, coatl, "head"|"tail") add at an end      > -> "assemble" (any order,
  ("play", card, coatl)                     play a prophecy   /     as often as wanted)
  ("perfect_pick", "head"|"tail", colour) / ("perfect_pick", "body", colour, colour)
  ("see_future",) -> "foresee": ("discard", card)..., then picks, ("done",)
  ("priest", stack)                         sacrifice tokens (option)
  ("pass",)                                 only when nothing else is possible
- "assemble" also offers ("temple", coatl, temple) for a coatl completed this turn and ("end",).
Everything a seat cannot do raises ``IllegalAction`` and leaves the state alone.
"""
from __future__ import annotations

from engine.rules.protocol import Action, IllegalAction
from engine.rules.rng import Rng

from .events import (CardDiscarded, CoatlCompleted, CoatlLocked, CoatlStarted, DiskRefilled,
                     PieceAdded, PiecesPicked, PiecesTaken, ProphecyDrawn, ProphecyPlayed,
                     ProphecyTaken, SetupKept, SixDiscarded, TempleRevealed,
                     TemplePlaced, TempleTaken, TokenUsed)
from .material import (COLOURS, HAND_LIMIT, LETTER, MAX_CARDS_PER_COATL, MAX_UNFINISHED,
                       is_prophecy)
from .phases import draw_top, finish_action, refill_six
from .pieces import needs_refill, place_on_board, refill_disk, take_from_bag
from .scoring import coatl_points, prophecy_points, temple_points
from .state import Coatl, State, evolve, hand_with, hand_without, set_at

PHASES_OF = {
    "discard": ("keep", "foresee"), "keep": ("keep",), "take": ("choose",),
    "pick": ("choose", "draft", "foresee"), "pick_deck": ("choose", "draft", "foresee"),
    "done": ("draft", "foresee"), "start": ("choose", "assemble"), "add": ("choose", "assemble"),
    "play": ("choose", "assemble"), "temple": ("assemble",), "end": ("assemble",),
    "perfect_pick": ("choose",), "see_future": ("choose",), "priest": ("choose",),
    "pass": ("choose",),
}
ARITY = {"discard": (2,), "keep": (1,), "take": (2,), "pick": (2,), "pick_deck": (1,),
         "done": (1,), "start": (2,), "add": (4,), "play": (3,), "temple": (3,), "end": (1,),
         "perfect_pick": (3, 4), "see_future": (1,), "priest": (2,), "pass": (1,)}
ENDS = ("head", "tail")
HIDDEN = "?"
PICK_KINDS = {"head": "h", "tail": "t", "body": "b"}


def to_act(s: State) -> list[int]:
    if s.phase == "over":
        return []
    if s.phase == "keep":
        return [seat for seat in range(s.players) if not s.ready[seat]]
    return [s.current]


# ---------------------------------------------------------------- coatl rules
def fits(card: str, c: Coatl) -> bool:
    """The coatl meets the card's first level now (it would score more than 0).  A hidden card
    ("?", in another seat's view) fits nothing."""
    return card != HIDDEN and prophecy_points(card, c.pieces, c.head, c.tail) > 0


_OPEN_END = {(False, True): "the head", (True, False): "the tail", (False, False): "an"}


def _unmet(card: str, c: Coatl) -> str:
    """Why coatl ``c`` does not meet ``card``'s first level: when it would with its open ends
    closed, the card counts an end as a border only once the coatl is closed (its text)."""
    if card != HIDDEN and not c.complete and prophecy_points(card, c.pieces) > 0:
        end = _OPEN_END[(c.head, c.tail)]
        return (f"{end} end of that coatl is open: an end counts as a border only once the "
                "coatl is closed (see the card)")
    return "that coatl does not meet the card's first level yet"


def _needy(coatls) -> list[Coatl]:
    """Coatls completed this turn that still lack their first prophecy."""
    return [c for c in coatls if c.complete and not c.locked and not c.cards]


def feasible(hand: tuple, needy: list[Coatl]) -> bool:
    """Can every needy coatl still get a different card from ``hand``?  (A matching: at most 3
    coatls and 5 cards, so a small search is enough.)"""
    if not needy:
        return True
    first, rest = needy[0], needy[1:]
    tried = set()
    for i, card in enumerate(hand):
        if card in tried or not fits(card, first):
            continue
        tried.add(card)
        if feasible(hand[:i] + hand[i + 1:], rest):
            return True
    return False


def add_result(c: Coatl, code: str, end: str) -> Coatl | None:
    """The coatl after adding piece ``code`` at ``end``, or None if that is not allowed."""
    kind, letter = code[0], code[1]
    if c.locked or c.complete:
        return None
    if end == "head":
        if c.head or kind == "t" or (kind == "h" and c.tail and len(c.pieces) < 2):
            return None
        return c._replace(pieces=letter + c.pieces, head=kind == "h")
    if c.tail or kind == "h" or (kind == "t" and c.head and len(c.pieces) < 2):
        return None
    return c._replace(pieces=c.pieces + letter, tail=kind == "t")


def _can_start(coatls) -> bool:
    """Rulebook: "Ви можете мати щонайбільше 2 незавершених коатлів" (no cap on coatls in all)."""
    return sum(1 for c in coatls if not c.complete) < MAX_UNFINISHED


def _without(hand: tuple, card: str) -> tuple:
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


def temple_choices(s: State, seat: int) -> list[str]:
    """Temples the seat may place now: its own, then the tops of the face-up stacks."""
    return [t for t in s.temples[seat] if t != HIDDEN] + [st[-1] for st in s.stacks if st]




# ---------------------------------------------------------------- legal actions
def _ends_for(code: str, open_coatls: list, hand: tuple, needy: list) -> list[tuple[int, str]]:
    """(coatl, end) pairs where a piece ``code`` may be added (see ``add_result``)."""
    kind, letter = code[0], code[1]
    out = []
    for i, c in open_coatls:
        head, tail, pieces = c.head, c.tail, c.pieces
        if not head and kind != "t" and not (kind == "h" and tail and len(pieces) < 2):
            closes = kind == "h" and tail and not c.cards
            if not closes or feasible(hand, needy + [Coatl(letter + pieces, True, True)]):
                out.append((i, "head"))
        if not tail and kind != "h" and not (kind == "t" and head and len(pieces) < 2):
            closes = kind == "t" and head and not c.cards
            if not closes or feasible(hand, needy + [Coatl(pieces + letter, True, True)]):
                out.append((i, "tail"))
    return out


# (coatls, board, hand) -> the assembly actions they allow: a search asks again and again about
# the same seat's area (it changes only when the seat acts)
_ASSEMBLY: dict = {}


def _assemble_actions(s: State, seat: int) -> list[Action]:
    key = (s.coatls[seat], s.boards[seat], s.hands[seat])
    acts = _ASSEMBLY.get(key)
    if acts is None:
        if len(_ASSEMBLY) > 50_000:
            _ASSEMBLY.clear()
        acts = _ASSEMBLY[key] = tuple(_assembly(*key))
    return list(acts)


def _assembly(coatls: tuple, board: tuple, hand: tuple) -> list[Action]:
    """``_assemble_actions`` of what they depend on: the seat's coatls, board and hand."""
    acts: list[Action] = []
    needy = _needy(coatls)
    open_coatls = [(i, c) for i, c in enumerate(coatls) if not (c.head and c.tail)]
    can_start = len(open_coatls) < MAX_UNFINISHED
    per_code: dict = {}
    for slot, code in enumerate(board):
        if not code:
            continue
        if can_start:
            acts.append(("start", slot))
        ends = per_code.get(code)
        if ends is None:
            ends = per_code[code] = _ends_for(code, open_coatls, hand, needy)
        acts.extend(("add", slot, i, end) for i, end in ends)
    for card in dict.fromkeys(hand):
        if card == HIDDEN:          # a view of another seat's hand: nothing to play
            continue
        rest = None
        for i, c in enumerate(coatls):
            if c.locked or len(c.cards) >= MAX_CARDS_PER_COATL or card in c.cards:
                continue
            if prophecy_points(card, c.pieces, c.head, c.tail) <= 0:
                continue
            if needy:
                if rest is None:
                    rest = _without(hand, card)
                others = [n for n in needy if n is not c]
                if not feasible(rest, others):
                    continue
            acts.append(("play", card, i))
    if HIDDEN in hand:      # another seat's view: "a card of that hidden hand" (not steppable)
        acts.extend(("play", HIDDEN, i) for i, c in enumerate(coatls)
                    if not c.locked and len(c.cards) < MAX_CARDS_PER_COATL)
    return acts


def legal_actions(s: State, seat: int) -> list[Action]:
    if seat not in to_act(s):
        return []
    phase = s.phase
    hand = s.hands[seat]
    if phase == "keep":
        acts: list[Action] = [("discard", c) for c in dict.fromkeys(hand)]
        if len(hand) <= 3:
            acts.append(("keep",))
        return acts
    if phase in ("draft", "foresee"):
        acts = []
        if phase == "foresee" and not s.picks:
            acts.extend(("discard", c) for c in dict.fromkeys(hand))
        if len(hand) < HAND_LIMIT:
            acts.extend(("pick", i) for i, c in enumerate(s.six) if c)
            if s.deck or s.discard:
                acts.append(("pick_deck",))
        acts.append(("done",))
        return acts
    if phase == "assemble":
        acts = _assemble_actions(s, seat)
        for i, c in enumerate(s.coatls[seat]):
            if c.complete and not c.locked and c.cards:
                acts.extend(("temple", i, t) for t in temple_choices(s, seat)
                            if temple_points(t, c.pieces, c.cards) > 0)
        if not _needy(s.coatls[seat]):        # a temple is optional ("ви можете")
            acts.append(("end",))
        return acts
    # choose: the turn's one action
    board = s.boards[seat]
    free = board.count("")
    acts = [("take", i) for i, content in enumerate(s.disk) if content and len(content) <= free]
    if len(hand) < HAND_LIMIT:
        acts.extend(("pick", i) for i, c in enumerate(s.six) if c)
        if s.deck or s.discard:
            acts.append(("pick_deck",))
    acts.extend(_assemble_actions(s, seat))
    tokens = s.tokens[seat]
    if tokens:
        if "pick" in tokens:
            acts.extend(_perfect_picks(s, free))
        if "future" in tokens:
            acts.append(("see_future",))
        if "priest" in tokens:
            acts.extend(("priest", k) for k, st in enumerate(s.stacks) if st)
    if not acts:
        acts.append(("pass",))
    return acts


_PICKS: dict = {}       # (bags, free board slots) -> the Perfect Pick actions they allow


def _perfect_picks(s: State, free: int) -> list[Action]:
    key = (s.bags, free)
    acts = _PICKS.get(key)
    if acts is None:
        if len(_PICKS) > 50_000:
            _PICKS.clear()
        acts = _PICKS[key] = tuple(_picks(s.bags, free))
    return list(acts)


def _picks(bags: tuple, free: int) -> list[Action]:
    acts: list[Action] = []
    heads, tails, bodies = bags
    if free >= 1:
        acts.extend(("perfect_pick", "head", col) for i, col in enumerate(COLOURS) if heads[i])
        acts.extend(("perfect_pick", "tail", col) for i, col in enumerate(COLOURS) if tails[i])
    if free >= 2:
        for i, a in enumerate(COLOURS):
            for j in range(i, 5):
                if bodies[i] >= (2 if i == j else 1) and bodies[j] >= 1:
                    acts.append(("perfect_pick", "body", a, COLOURS[j]))
    return acts


# ---------------------------------------------------------------- step
def _int(x, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise IllegalAction(f"{what} must be a whole number, not {x!r}")
    return x


def _check(s: State, seat, action) -> tuple:
    if isinstance(action, list):
        action = tuple(action)
    if s.phase == "over":
        raise IllegalAction("the game is over")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < s.players:
        raise IllegalAction(f"there is no seat {seat!r} in a {s.players}-player game")
    if seat not in to_act(s):
        if s.phase == "keep":
            raise IllegalAction(f"seat {seat} has already chosen the cards to keep")
        raise IllegalAction(f"it is not seat {seat}'s turn (seat {s.current} is playing)")
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        raise IllegalAction(f"not an action: {action!r}")
    verb = action[0]
    if verb not in PHASES_OF:
        raise IllegalAction(f"unknown action {verb!r}")
    if any(isinstance(x, bool) or not isinstance(x, (int, str)) for x in action[1:]):
        raise IllegalAction(f"{verb} takes names and whole numbers, not {action[1:]!r}")
    if len(action) not in ARITY[verb]:
        raise IllegalAction(f"{verb} takes {ARITY[verb][0] - 1} value(s), got {len(action) - 1}")
    if s.phase not in PHASES_OF[verb]:
        raise IllegalAction(NOT_NOW[s.phase])
    return action


# what a move out of its phase is told (after the table's "Not allowed:", so not "not now" too)
NOT_NOW = {"keep": "first choose the prophecy cards you keep (at most 3)",
           "choose": "first choose your action",
           "draft": "you are taking prophecy cards now: take more or say done",
           "foresee": "you are foreseeing now: discard, then take prophecy cards, or say done",
           "assemble": "you are assembling now: go on or end your turn"}


def step(s: State, seat: int, action: Action) -> tuple[State, list]:
    action = _check(s, seat, action)
    verb = action[0]
    last = (seat,) + action
    new, events = _HANDLERS[verb](s, seat, *action[1:])
    return evolve(new, last_action=last), events


def _card_arg(card, hand: tuple, where: str = "in your hand") -> str:
    if card == HIDDEN:
        raise IllegalAction("that card is hidden in this view: only its owner's view names it")
    if not isinstance(card, str) or not is_prophecy(card):
        raise IllegalAction(f"there is no prophecy card {card!r}")
    if card not in hand:
        raise IllegalAction(f"that prophecy card is not {where}")
    return card


# -- set-up and See the Future discards
def _discard(s: State, seat: int, card) -> tuple[State, list]:
    hand = s.hands[seat]
    if not (card == HIDDEN and card in hand):   # in a view, a hidden card goes face down too
        _card_arg(card, hand)
    if s.phase == "foresee" and s.picks:
        raise IllegalAction("discard before you take new prophecy cards")
    return evolve(s, discard=s.discard + (card,), **hand_without(s, seat, hand.index(card))), \
        [CardDiscarded(seat, hand.index(card))]


def _keep(s: State, seat: int) -> tuple[State, list]:
    if len(s.hands[seat]) > 3:
        raise IllegalAction("you may keep at most 3 prophecy cards: discard first")
    ready = set_at(s.ready, seat, True)
    if all(ready):
        return evolve(s, ready=ready, phase="choose", current=0, actions_left=1), \
            [SetupKept(tuple(len(h) for h in s.hands))]
    return evolve(s, ready=ready), []


# -- take pieces
def _take(s: State, seat: int, slot) -> tuple[State, list]:
    slot = _int(slot, "the disk slot")
    if not 0 <= slot < 10:
        raise IllegalAction("the disk has slots 0 to 9")
    content = s.disk[slot]
    if not content:
        raise IllegalAction("that disk slot is empty")
    board = s.boards[seat]
    if board.count("") < len(content):
        raise IllegalAction("your board has no room for those pieces")
    kind = "h" if slot < 2 else "t" if slot < 4 else "b"
    codes = tuple(kind + letter for letter in content)
    board, used = place_on_board(board, codes)
    disk = set_at(s.disk, slot, "")
    events: list = [PiecesTaken(seat, slot, codes, used)]
    bags, rng = s.bags, s.rng
    if needs_refill(disk):
        r = Rng(rng)
        disk, bags, fills = refill_disk(disk, bags, r)
        rng = r.state
        if fills:
            events.append(DiskRefilled(fills))
    return finish_action(s, seat, events, disk=disk, bags=bags, rng=rng,
                         boards=set_at(s.boards, seat, board))


# -- prophecy cards
def _room(s: State, seat: int) -> None:
    if len(s.hands[seat]) >= HAND_LIMIT:
        raise IllegalAction(f"your hand is full ({HAND_LIMIT} cards)")


def _next_phase(s: State) -> str:
    return "foresee" if s.phase == "foresee" else "draft"


def _pick(s: State, seat: int, i) -> tuple[State, list]:
    i = _int(i, "the face-up slot")
    if not 0 <= i < 6:
        raise IllegalAction("the face-up prophecies are slots 0 to 5")
    card = s.six[i]
    if not card:
        raise IllegalAction("that face-up slot is empty until the end of the turn")
    _room(s, seat)
    # everybody saw the card taken from the six: it stays known in that hand
    return evolve(s, six=set_at(s.six, i, ""), **hand_with(s, seat, card, True),
                  phase=_next_phase(s), picks=s.picks + 1), [ProphecyTaken(seat, i, card)]


def _pick_deck(s: State, seat: int) -> tuple[State, list]:
    _room(s, seat)
    if not s.deck and not s.discard:
        raise IllegalAction("the prophecy deck is empty")
    events: list = []
    r = Rng(s.rng)
    card, deck, discard = draw_top(s.deck, s.discard, r, events)
    events.append(ProphecyDrawn(seat, card))
    return evolve(s, rng=r.state, deck=deck, discard=discard, phase=_next_phase(s),
                  hands=set_at(s.hands, seat, s.hands[seat] + (card,)), picks=s.picks + 1), events


def _done(s: State, seat: int) -> tuple[State, list]:
    return finish_action(s, seat, [])


# -- assemble
def _coatl_arg(s: State, seat: int, i) -> Coatl:
    i = _int(i, "the coatl")
    if not 0 <= i < len(s.coatls[seat]):
        raise IllegalAction(f"you have no coatl {i}")
    return s.coatls[seat][i]


def _board_arg(s: State, seat: int, slot) -> str:
    slot = _int(slot, "the board slot")
    if not 0 <= slot < 8:
        raise IllegalAction("your board has slots 0 to 7")
    code = s.boards[seat][slot]
    if not code:
        raise IllegalAction("that board slot is empty")
    return code


def _start(s: State, seat: int, slot) -> tuple[State, list]:
    code = _board_arg(s, seat, slot)
    coatls = s.coatls[seat]
    if not _can_start(coatls):
        raise IllegalAction("you may have at most 2 unfinished coatls: finish one first")
    new = Coatl(code[1], code[0] == "h", code[0] == "t")
    i = len(coatls)
    return evolve(s, phase="assemble", boards=set_at(s.boards, seat, set_at(s.boards[seat], slot, "")),
                  coatls=set_at(s.coatls, seat, coatls + (new,))), \
        [CoatlStarted(seat, i, slot, code)]


def _add(s: State, seat: int, slot, i, end) -> tuple[State, list]:
    code = _board_arg(s, seat, slot)
    c = _coatl_arg(s, seat, i)
    if end not in ENDS:
        raise IllegalAction(f"add at the \"head\" or the \"tail\" end, not {end!r}")
    if c.complete:
        raise IllegalAction("that coatl is complete")
    new = add_result(c, code, end)
    if new is None:
        if code[0] == "h" and end == "tail" or code[0] == "t" and end == "head":
            raise IllegalAction("a head goes only at the head end, a tail only at the tail end")
        if (end == "head" and c.head) or (end == "tail" and c.tail):
            raise IllegalAction(f"the {end} end of that coatl is already closed")
        raise IllegalAction("a coatl needs at least one body segment between head and tail")
    coatls = s.coatls[seat]
    if new.complete and not new.cards and \
            not feasible(s.hands[seat], _needy(coatls) + [new]):
        raise IllegalAction("a completed coatl needs a prophecy card from your hand that it meets")
    coatls = set_at(coatls, i, new)
    index = 0 if end == "head" else len(new.pieces) - 1
    events: list = [PieceAdded(seat, i, slot, code, end, index)]
    if new.complete:
        events.append(CoatlCompleted(seat, i))
    return evolve(s, phase="assemble", boards=set_at(s.boards, seat, set_at(s.boards[seat], slot, "")),
                  coatls=set_at(s.coatls, seat, coatls)), events


def _play(s: State, seat: int, card, i) -> tuple[State, list]:
    hand = s.hands[seat]
    _card_arg(card, hand)
    c = _coatl_arg(s, seat, i)
    if c.locked:
        raise IllegalAction("that coatl is locked")
    if len(c.cards) >= MAX_CARDS_PER_COATL:
        raise IllegalAction("a coatl holds at most 4 prophecy cards")
    if card in c.cards:
        raise IllegalAction("a coatl may not have two identical prophecy cards")
    if not fits(card, c):
        raise IllegalAction(_unmet(card, c))
    rest = _without(hand, card)
    coatls = s.coatls[seat]
    if not feasible(rest, [n for n in _needy(coatls) if n is not c]):
        raise IllegalAction("your completed coatl would be left without a prophecy card")
    new = c._replace(cards=c.cards + (card,))
    pts = prophecy_points(card, c.pieces, c.head, c.tail)
    return evolve(s, phase="assemble", **hand_without(s, seat, hand.index(card)),
                  coatls=set_at(s.coatls, seat, set_at(coatls, i, new))), \
        [ProphecyPlayed(seat, i, card, pts)]


def _temple(s: State, seat: int, i, tid) -> tuple[State, list]:
    c = _coatl_arg(s, seat, i)
    if not isinstance(tid, str):
        raise IllegalAction(f"there is no temple {tid!r}")
    if not c.complete or c.locked:
        raise IllegalAction("a temple goes to a coatl completed this turn")
    if not c.cards:
        raise IllegalAction("play a prophecy card on the coatl before its temple")
    if tid not in temple_choices(s, seat):
        raise IllegalAction("that temple is neither yours nor on top of a face-up stack")
    pts = temple_points(tid, c.pieces, c.cards)
    if pts <= 0:
        raise IllegalAction("the coatl meets none of that temple's requirements")
    events: list = []
    temples, stacks = s.temples, s.stacks
    known = s.known_temples
    if tid in s.temples[seat]:
        k = s.temples[seat].index(tid)
        temples = set_at(temples, seat, _without(temples[seat], tid))
        if known:
            known = set_at(known, seat, known[seat][:k] + known[seat][k + 1:])
        events.append(TemplePlaced(seat, i, tid, "own", -1, pts))
    else:
        k = next(k for k, st in enumerate(stacks) if st and st[-1] == tid)
        stacks = set_at(stacks, k, stacks[k][:-1])
        events.append(TemplePlaced(seat, i, tid, "stack", k, pts))
        events.append(TempleRevealed(k, stacks[k][-1] if stacks[k] else ""))
    new = c._replace(temple=tid, locked=True)
    events.append(CoatlLocked(seat, i, coatl_points(new.pieces, new.cards, tid)[0]))
    return evolve(s, temples=temples, stacks=stacks, known_temples=known,
                  coatls=set_at(s.coatls, seat, set_at(s.coatls[seat], i, new))), events


def _end(s: State, seat: int) -> tuple[State, list]:
    if _needy(s.coatls[seat]):
        raise IllegalAction("a completed coatl needs at least one prophecy card")
    return finish_action(s, seat, [])


# -- sacrifice tokens
def _token(s: State, seat: int, token: str) -> tuple:
    tokens = s.tokens[seat]
    if token not in tokens:
        raise IllegalAction("you have no such sacrifice token left")
    return set_at(s.tokens, seat, tuple(t for t in tokens if t != token))


def _perfect_pick(s: State, seat: int, kind, *colours) -> tuple[State, list]:
    if kind not in PICK_KINDS:
        raise IllegalAction(f"choose a head, a tail or body segments, not {kind!r}")
    k = PICK_KINDS[kind]
    want = 2 if k == "b" else 1
    if len(colours) != want:
        raise IllegalAction(f"name {want} colour(s) for {kind}")
    if any(c not in LETTER for c in colours):
        raise IllegalAction(f"colours are {', '.join(COLOURS)}")
    tokens = _token(s, seat, "pick")
    board = s.boards[seat]
    if board.count("") < want:
        raise IllegalAction("your board has no room for those pieces")
    bags = s.bags
    for col in colours:
        letter = LETTER[col]
        bag = bags["htb".index(k)]
        if bag["YRKGB".index(letter)] <= 0:
            raise IllegalAction(f"no {col} {kind} is left in the bag")
        bags = take_from_bag(bags, k, letter)
    codes = tuple(k + LETTER[c] for c in colours)
    board, used = place_on_board(board, codes)
    r = Rng(s.rng)
    disk, bags, fills = refill_disk(s.disk, bags, r)
    events: list = [TokenUsed(seat, "pick"), PiecesPicked(seat, codes, used)]
    if fills:
        events.append(DiskRefilled(fills))
    return finish_action(s, seat, events, tokens=tokens, boards=set_at(s.boards, seat, board),
                         bags=bags, disk=disk, rng=r.state)


def _see_future(s: State, seat: int) -> tuple[State, list]:
    tokens = _token(s, seat, "future")
    gone = tuple(c for c in s.six if c)
    events: list = [TokenUsed(seat, "future"), SixDiscarded(tuple(i for i, c in enumerate(s.six) if c))]
    r = Rng(s.rng)
    six, deck, discard = refill_six(("",) * 6, s.deck, s.discard + gone, r, events)
    return evolve(s, tokens=tokens, six=six, deck=deck, discard=discard, rng=r.state,
                  phase="foresee", picks=0), events


def _priest(s: State, seat: int, k) -> tuple[State, list]:
    k = _int(k, "the temple stack")
    if not 0 <= k < 2:
        raise IllegalAction("the temple stacks are 0 and 1")
    if not s.stacks[k]:
        raise IllegalAction("that temple stack is empty")
    tokens = _token(s, seat, "priest")
    tid = s.stacks[k][-1]
    stacks = set_at(s.stacks, k, s.stacks[k][:-1])
    known = s.known_temples or ((),) * s.players       # it lay face up: everybody saw it
    n = len(s.temples[seat])
    flags = known[seat] + (False,) * (n - len(known[seat])) + (True,)
    events: list = [TokenUsed(seat, "priest"), TempleTaken(seat, k, tid),
                    TempleRevealed(k, stacks[k][-1] if stacks[k] else "")]
    return finish_action(s, seat, events, tokens=tokens, stacks=stacks,
                         temples=set_at(s.temples, seat, s.temples[seat] + (tid,)),
                         known_temples=set_at(known, seat, flags))


def _pass(s: State, seat: int) -> tuple[State, list]:
    if legal_actions(s, seat) != [("pass",)]:
        raise IllegalAction("you may pass only when no action is possible")
    return finish_action(s, seat, [], passed=True)


_HANDLERS = {
    "discard": _discard, "keep": _keep, "take": _take, "pick": _pick, "pick_deck": _pick_deck,
    "done": _done, "start": _start, "add": _add, "play": _play, "temple": _temple, "end": _end,
    "perfect_pick": _perfect_pick, "see_future": _see_future, "priest": _priest, "pass": _pass,
}
