"""Scores, breakdown and winners of a state (during play: the score if the game ended now)."""
from __future__ import annotations

from .material import card
from .scoring import score_player

HIDDEN = "?"


def player_parts(st, s: int):
    citizens = {"crow": 0, "frog": 0, "rabbit": 0}
    trinkets = 0
    for cid, _ in st.tucked[s]:
        if cid == HIDDEN:
            continue
        c = card(cid)
        if c.type == "inhabitant":
            citizens[c.species] += 1
        elif c.type == "belonging":
            trinkets += 1
    enchanted = sum(1 for b in st.build[s] if b[2])
    return citizens, trinkets, enchanted, [b[1] for b in st.build[s]]


def breakdown(st, s: int) -> dict:
    return score_player(*player_parts(st, s))


def final_scores(st) -> list[int]:
    return [breakdown(st, s)["total"] for s in (0, 1)]


def winners_of(st) -> list[int]:
    """Most VP; a tie is a shared victory ("автор гри рекомендує гравцям розділити перемогу"),
    unless the table chose the rulebook's tie-breaker: more coins left, then more citizen VP,
    then shared."""
    keys = []
    for s in (0, 1):
        b = breakdown(st, s)
        if st.tie_break == "coins":
            keys.append((b["total"], st.coins[s], b["citizens"]))
        else:
            keys.append((b["total"],))
    best = max(keys)
    return [s for s in (0, 1) if keys[s] == best]
