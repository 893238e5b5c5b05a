"""Read-only helpers for scenes (and tests): what is where, what would score, what is legal.

Everything here works on a full state or on a view; none of it changes the state.
"""
from __future__ import annotations

import re

from engine.rules.protocol import IllegalAction

from .actions import add_result, fits, temple_choices
from .material import COLOUR, LETTER, SLOT_KIND
from .scoring import _compiled, letters, prophecy_points, temple_points
from .state import State


def disk_slots(s: State) -> list[dict]:
    """[{"slot", "kind" ("head"|"tail"|"body"), "pieces": ["hY", ...]}] for the 10 disk slots."""
    names = {"h": "head", "t": "tail", "b": "body"}
    return [{"slot": i, "kind": names[k], "pieces": [k + ch for ch in s.disk[i]]}
            for i, k in enumerate(SLOT_KIND)]


def bag_counts(s: State) -> dict[str, dict[str, int]]:
    return {kind: {COLOUR[l]: n for l, n in zip("YRKGB", bag)}
            for kind, bag in zip(("heads", "tails", "bodies"), s.bags)}


def coatl_info(s: State, seat: int, i: int) -> dict:
    """One coatl as a scene draws it: piece codes head -> tail, its cards with the points each
    gives now, its temple and points, whether each end is closed, complete, locked, total."""
    c = s.coatls[seat][i]
    cards = [(card, prophecy_points(card, c.pieces, c.head, c.tail)) for card in c.cards]
    t = temple_points(c.temple, c.pieces, c.cards) if c.temple else 0
    return {"pieces": list(c.codes()), "cards": cards, "temple": c.temple, "temple_points": t,
            "head": c.head, "tail": c.tail, "complete": c.complete, "locked": c.locked,
            "points": (sum(p for _, p in cards) + t) if c.complete else 0,
            "preview": sum(p for _, p in cards) + t}


def legal_ends(s: State, seat: int, board_slot: int) -> list[tuple[int, str]]:
    """(coatl, "head"|"tail") where the board piece may go (the glow), ignoring whose turn it
    is; the final word is ``legal_actions``."""
    code = s.boards[seat][board_slot]
    if not code:
        return []
    return [(i, end) for i, c in enumerate(s.coatls[seat]) for end in ("head", "tail")
            if add_result(c, code, end) is not None]


def preview_add(s: State, seat: int, board_slot: int, coatl: int, end: str) -> dict:
    """Points of the coatl's cards if the piece went there: {"cards": [(card, before, after)]}."""
    code = s.boards[seat][board_slot]
    c = s.coatls[seat][coatl]
    new = add_result(c, code, end) if code else None
    if new is None:
        raise IllegalAction("that piece cannot go there")
    return {"cards": [(card, prophecy_points(card, c.pieces, c.head, c.tail),
                       prophecy_points(card, new.pieces, new.head, new.tail)) for card in c.cards],
            "complete": new.complete}


def preview_play(s: State, seat: int, card: str, coatl: int) -> dict:
    """The live preview of a prophecy on a coatl: {"points", "fits", "matched": [indices]}."""
    c = s.coatls[seat][coatl]
    return {"points": prophecy_points(card, c.pieces, c.head, c.tail), "fits": fits(card, c),
            "matched": matched_pieces(card, [COLOUR[x] for x in c.pieces], c.head, c.tail)}


def temple_options(s: State, seat: int, coatl: int) -> list[tuple[str, int]]:
    """(temple, points) for every temple the seat could place beside that coatl now."""
    c = s.coatls[seat][coatl]
    out = []
    for t in temple_choices(s, seat):
        if t == "?":
            continue
        p = temple_points(t, c.pieces, c.cards)
        if p > 0:
            out.append((t, p))
    return out


def matched_pieces(card_id: str, pieces, closed_head: bool = True, closed_tail: bool = True) -> list[int]:
    """Indices (head -> tail) of the pieces the card's counted occurrences use (to highlight)."""
    s = letters(pieces)
    card, _ = _compiled(card_id)
    r = card.req
    k = card.kind
    if k == "count_color":
        return [i for i, ch in enumerate(s) if ch == LETTER[r["color"]]]
    if k == "contains_counts":
        out = []
        for col, n in r["counts"].items():
            out.extend([i for i, ch in enumerate(s) if ch == LETTER[col]][:n])
        return sorted(out) if all(s.count(LETTER[c]) >= n for c, n in r["counts"].items()) else []
    if k == "run":
        rx = LETTER[r["color"]] * int(r["length"])
    elif k == "sequence":
        rx = "".join(LETTER[x] for x in r["pattern"])
    elif k == "bounded_run":
        rx = f"{LETTER[r['start']]}{LETTER[r['inner']]}+{LETTER[r['end']]}"
    elif k == "gapped_sequence":
        a, b = (LETTER[x] for x in r["before"])
        m = re.search(f"{a}{b}.+{b}{a}", s)
        return [m.start(), m.start() + 1, m.end() - 2, m.end() - 1] if m else []
    else:  # pairs_isolated
        c = LETTER[r["color"]]
        padded = ("." if closed_head else "?") + s + ("." if closed_tail else "?")
        spans = [m.start() - 1 for m in re.finditer(f"(?<=[^{c}?]){c}{c}(?=[^{c}?])", padded)]
        spans = spans[:card.max]
        return [i + d for i in spans for d in (0, 1)]
    out = []
    for n, m in enumerate(re.finditer(rx, s)):
        if card.scoring == "once" and n >= 1 or n >= card.max:
            break
        out.extend(range(m.start(), m.end()))
    return out


def turn_info(s: State) -> dict:
    """What the table header shows: phase, who acts, the actions left in this turn, the end."""
    from .actions import to_act
    return {"phase": s.phase, "to_act": to_act(s), "current": s.current,
            "actions_left": s.actions_left, "ending": s.ending, "last_turns": list(s.queue),
            "hand_sizes": [len(h) for h in s.hands], "deck": len(s.deck),
            "discard": len(s.discard), "stacks": [len(st) for st in s.stacks],
            "completed": [sum(1 for c in cs if c.complete) for cs in s.coatls]}
