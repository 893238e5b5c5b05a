"""The game state: one frozen dataclass of tuples, strings and ints (JSON via ``to_json``).

Layout (seat 0 holds the first-player token):
- ``disk``: 10 strings of colour letters — slots 0-1 a head, 2-3 a tail, 4-9 two body
  segments ("" = empty).
- ``bags``: (heads, tails, bodies), each 5 counts in colour order Y R K G B.  The bags' contents
  are public (everything else is on the table); only which piece comes out is chance.
- ``boards[seat]``: 8 slots of piece codes ("hY", "bR", "tK") or "".
- ``coatls[seat]``: ``Coatl`` records in the order they were started (index = the coatl id).
- ``hands[seat]``: prophecy ids; ``temples[seat]``: personal temple ids (both secret, except
  the hand cards everybody saw taken from the face-up six: ``known[seat][i]`` is True for such
  a card ``hands[seat][i]``; missing flags at the end are False; ``known_temples`` the same
  for temples taken from a face-up stack with the Priest Commitment token).
- ``six``: 6 face-up prophecy slots ("" = taken this turn); ``deck``: top = last item;
  ``discard``: face-down discard pile; ``stacks``: 2 face-up temple stacks, top = last item.
- ``tokens[seat]``: unused sacrifice tokens ("pick", "future", "priest"); () when the option is off.
- ``phase``: "keep" (simultaneous set-up choice, ``ready`` per seat) -> "choose" (the turn's first
  action) -> "draft" / "foresee" / "assemble" (the rest of that turn) -> ... -> "over".
- ``ending``: "" or "third_coatl" / "no_bodies"; ``queue``: ((seat, actions), ...) of the last
  turns still to come; ``actions_left``: actions of the current turn including this one.
- ``picks``: prophecy cards taken so far this turn (draft / foresee).
- ``passes``: forced passes in a row; when every seat had to pass in a row nobody can ever act
  again, and the game ends (a rule of ours: the rulebook has none; BGA eliminates the seat).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from engine.rules.evolve import evolve  # noqa: F401 - the game's modules take it from here


class Coatl(NamedTuple):
    pieces: str             # colour letters head -> tail
    head: bool              # the head end is closed by a head
    tail: bool              # the tail end is closed by a tail
    cards: tuple = ()       # prophecy ids beside it, in play order
    temple: str = ""        # temple id beside it ("" = none)
    locked: bool = False    # completed in an earlier turn or given its temple

    @property
    def complete(self) -> bool:
        return self.head and self.tail

    def kinds(self) -> str:
        """Piece kinds head -> tail ("h", "b", "t")."""
        n = len(self.pieces)
        out = ["b"] * n
        if self.head:
            out[0] = "h"
        if self.tail:
            out[-1] = "t"
        return "".join(out)

    def codes(self) -> tuple[str, ...]:
        return tuple(k + c for k, c in zip(self.kinds(), self.pieces))


@dataclass(frozen=True)
class State:
    players: int
    rng: int
    promo: bool
    sacrifice: bool
    phase: str
    current: int
    disk: tuple
    bags: tuple
    boards: tuple
    coatls: tuple
    hands: tuple
    temples: tuple
    six: tuple
    deck: tuple
    discard: tuple
    stacks: tuple
    tokens: tuple
    ready: tuple
    turn: int = 0
    picks: int = 0
    ending: str = ""
    queue: tuple = ()
    actions_left: int = 1
    passes: int = 0         # consecutive forced passes (every seat in a row -> game over)
    last_action: tuple = ()
    known: tuple = ()       # per seat: flags, hand card i was taken face up from the six
    known_temples: tuple = ()   # per seat: flags, temple i was taken face up (Priest token)

    @property
    def over(self) -> bool:
        return self.phase == "over"


def set_at(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def hand_without(s: "State", seat: int, i: int) -> dict:
    """``hands`` and ``known`` once card ``i`` left the seat's hand (for ``evolve``)."""
    hand = s.hands[seat]
    known = s.known or ((),) * s.players
    flags = known[seat][:i] + known[seat][i + 1:]
    return {"hands": set_at(s.hands, seat, hand[:i] + hand[i + 1:]),
            "known": set_at(known, seat, flags)}


def hand_with(s: "State", seat: int, card: str, seen: bool) -> dict:
    """``hands`` and ``known`` once ``card`` joined the seat's hand, ``seen`` by everybody."""
    hand = s.hands[seat]
    known = s.known or ((),) * s.players
    flags = known[seat]
    if seen:
        flags = flags + (False,) * (len(hand) - len(flags)) + (True,)
    return {"hands": set_at(s.hands, seat, hand + (card,)), "known": set_at(known, seat, flags)}
