"""Every key and name on the Wild Venture table, in one place: the table description (table.py)
builds its entities with these and the hint (``hint``) finds the entities that show an action
with the same functions.

A card keeps one key wherever it goes (``wv.c.<id>``: hand -> row -> discard), so its moves
animate themselves; the name says its role for input and tests: ``wv.hand.<id>``,
``wv.tab.<id>``, ``wv.otab.<id>``, ``wv.discard.top``, ``wv.starter.<kind>``,
``wv.space.<node>``, ``wv.traveller.<seat>``, ``wv.deck``, ``wv.discard``, ``wv.vp.<seat>``,
``wv.btn.end``, ``wv.btn.choose``.
"""
from __future__ import annotations

from typing import Hashable

from engine.table_input import TableInput

PREFIX = "wv."
DECK = "wv.deck"
DISCARD = "wv.discard"
DISCARD_TOP = "wv.discard.top"
STARTERS = ("nest", "pad", "burrow")
DIALOG_VERBS = {"pick", "chest", "reward", "trigger", "invest", "look_draw", "look_tuck",
                "look_discard", "return", "replay", "decline", "take", "retire"}


def card_key(cid: str) -> str:
    return f"wv.c.{cid}"


def hand(cid: str) -> str:
    """A card in the hand of the seat in focus."""
    return f"wv.hand.{cid}"


def hand_back_key(seat: int, i: int) -> str:
    return f"wv.hb.{seat}.{i}"


def tab(cid: str) -> str:
    """A card in a row of the seat in focus."""
    return f"wv.tab.{cid}"


def otab(cid: str) -> str:
    """A card in a row of the other seat's panel."""
    return f"wv.otab.{cid}"


def starter_key(seat: int, kind: str) -> str:
    return f"wv.st.{seat}.{kind}"


def starter(kind: str, mine: bool = True) -> str:
    return f"wv.starter.{kind}" if mine else f"wv.ost.{kind}"


def space(node: str) -> str:
    return f"wv.space.{node}"


def traveller(seat: int) -> str:
    return f"wv.traveller.{seat}"


def vp(seat: int) -> str:
    return f"wv.vp.{seat}"


def coins(seat: int) -> str:
    return f"wv.coins.{seat}"


def token(seat: int, i: int) -> str:
    return f"wv.tok.{seat}.{i}"


def button(verb: str) -> str:
    """``end`` or ``choose`` (a decision made in a pop-up)."""
    return f"wv.btn.{verb}"


def identity(spec) -> Hashable | None:
    """The thing an entity shows, for the key-stability test: a card, by id (a starter is one
    per seat, so shown twice and not followed; a card back shows no id)."""
    if spec.kind == "card":
        cid = (spec.params.get("card") or {}).get("id")
        return ("card", cid) if cid else None
    return None


def hint(action, inp: TableInput) -> list[str]:
    """Names a hint for ``action`` lights up, the one to click first first: a card in hand, a
    starter or inhabitant, a building (+ the token it takes), a space to travel to, the End
    turn button, or the Choose button for a decision made in a pop-up."""
    if not isinstance(action, tuple) or not action:
        return []
    verb = action[0]
    arg = action[1] if len(action) > 1 else None
    if verb in ("play", "discard", "tuck", "set_aside"):
        return [hand(arg)]
    if verb in ("activate", "free", "target"):
        return [starter(arg) if arg in STARTERS else tab(arg)]
    if verb == "enchant":
        me = inp.focus
        toks = inp.view.tokens[me] if 0 <= me < len(inp.view.tokens) else ()
        return [tab(arg)] + [token(me, i) for i, p in enumerate(toks[:4]) if p == action[2]][:1]
    if verb == "move":
        return [space(arg)]
    if verb == "end":
        return [button("end")]
    if verb in DIALOG_VERBS:
        return [button("choose")]
    return []
