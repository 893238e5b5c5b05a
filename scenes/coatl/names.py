"""Every key and name on the Coatl table, in one place: the table description (table.py) builds
its entities with these and the hint (``hint``) finds the entities that show an action with the
same functions.

A prophecy card the viewer can see is keyed by what it is (``coatl.p.<card>.<copy>``), so it
keeps its entity from the six to a hand to a coatl and those moves animate themselves; a card
seen from behind is keyed by its place (``coatl.hc.<seat>.<i>``), the same key the scene's
animations give the place a new card flies in from.  Names say roles for input and tests:
``coatl.disk.3``, ``coatl.six.2``, ``coatl.deck``, ``coatl.board.5``, ``coatl.hand.1``,
``coatl.end.0.head``, ``coatl.new``, ``coatl.row.1``, ``coatl.temple.own.0``,
``coatl.temple.stack.1``, ``coatl.token.<token>``, ``coatl.btn.<verb>``.
"""
from __future__ import annotations

from typing import Hashable

from engine.table_input import TableInput

PREFIX = "coatl."
PREVIEW = "coatl.play."             # a picked card shown on a coatl it may go on
DECK = "coatl.deck"
NEW = "coatl.new"
BOARD_LABEL = "coatl.board.label"


def prophecy_key(card: str, copy: int) -> str:
    return f"coatl.p.{card}.{copy}"


def hand_slot_key(seat: int, i: int) -> str:
    """The place of card ``i`` in a hand (a card seen from behind; where a new card lands)."""
    return f"coatl.hc.{seat}.{i}"


def row_card_key(seat: int, coatl: int, k: int) -> str:
    """The place of the ``k``-th card on a coatl (where a played card lands)."""
    return f"coatl.rc.{seat}.{coatl}.{k}"


def disk(slot: int) -> str:
    return f"coatl.disk.{slot}"


def six(i: int) -> str:
    return f"coatl.six.{i}"


def board(slot: int) -> str:
    """A piece on the board of the seat in focus."""
    return f"coatl.board.{slot}"


def hand(i: int) -> str:
    return f"coatl.hand.{i}"


def end(coatl: int, which: str) -> str:
    """``which``: "head" or "tail"."""
    return f"coatl.end.{coatl}.{which}"


def row(coatl: int) -> str:
    return f"coatl.row.{coatl}"


def own_temple(i: int) -> str:
    return f"coatl.temple.own.{i}"


def temple_stack(k: int) -> str:
    return f"coatl.temple.stack.{k}"


def token(tok: str) -> str:
    return f"coatl.token.{tok}"


def button(verb: str) -> str:
    return f"coatl.btn.{verb}"


def piece_key(seat: int, coatl: int, k: int) -> str:
    return f"coatl.cp.{seat}.{coatl}.{k}"


def identity(spec) -> Hashable | None:
    """The thing an entity shows, for the key-stability test: a prophecy card, by id (not the
    preview of a picked card on a coatl)."""
    if (spec.kind == "coatl_card" and spec.params.get("card")
            and not spec.key.startswith(PREVIEW)):
        return ("prophecy", spec.params["card"])
    return None


def hint(action, inp: TableInput) -> list[str]:
    """Names for ``action``, the thing to click first first: the disk slot, the card of the six
    or the deck, the board piece then the coatl end (or the empty row for a new coatl), the
    hand card then its coatl, the temple then its coatl, a token, a button."""
    if not isinstance(action, tuple) or not action:
        return []
    v, seat = inp.view, inp.focus
    verb = action[0]
    cards = list(v.hands[seat])

    def in_hand(card) -> list[str]:
        return [hand(cards.index(card))] if card in cards else []

    if verb == "take":
        return [disk(action[1])]
    if verb == "pick":
        return [six(action[1])]
    if verb == "pick_deck":
        return [DECK]
    if verb == "start":         # once the piece is picked, "new coatl" takes it
        return [board(action[1]), NEW, row(len(v.coatls[seat]))]
    if verb == "add":
        return [board(action[1]), end(action[2], action[3])]
    if verb == "play":
        return in_hand(action[1]) + [row(action[2])]
    if verb == "discard":
        return in_hand(action[1])
    if verb == "temple":
        tid = action[2]
        if tid in v.temples[seat]:
            out = [own_temple(list(v.temples[seat]).index(tid))]
        else:
            out = [temple_stack(k) for k, st in enumerate(v.stacks) if st and st[-1] == tid][:1]
        return out + [row(action[1])]
    if verb == "perfect_pick":
        return [token("pick")]
    if verb == "see_future":
        return [token("future")]
    if verb == "priest":
        return [token("priest"), temple_stack(action[1])]
    if verb in ("done", "end", "keep", "pass"):
        return [button(verb)]
    return []
