"""What must always hold in a World in Progress state (full or a seat's view).

``problems(state)`` lists what is wrong (empty = fine).  ``from_json`` refuses a state with any
problem, and the soak runs it after every step (``RULES.check_invariants``).  A view may hold
"?" where a stack tile or a god token is hidden; the counts must still add up.
"""
from __future__ import annotations

from .board import OPPOSITE, SIDES, cells_of_world
from .state import PHASES, TILES_PER_WORLD, State
from .tiles import GODS, tile_ids_for

HIDDEN = "?"
_SIDE_I = {s: i for i, s in enumerate(SIDES)}


def problems(state: State) -> list[str]:
    out: list[str] = []
    n = state.players
    if n not in (2, 3, 4, 5):
        return [f"World in Progress is for 2 to 5 players, not {n}"]
    for name in ("worlds", "pending", "gods", "god_used"):
        if len(getattr(state, name)) != n:
            out.append(f"{name} has {len(getattr(state, name))} entries for {n} players")
    if len(state.box) != len(GODS) - n:
        out.append(f"the box holds {len(state.box)} gods, not {len(GODS) - n}")
    if len(state.stacks) != 3 or len(state.grid) != 9 or len(state.markers) != 4:
        out.append("there are 3 stacks, 9 map slots and 4 Faith markers")
    if out:
        return out
    if state.phase not in PHASES:
        out.append(f"unknown phase {state.phase!r}")
    for what, v in (("current", state.current), ("first", state.first)):
        if not 0 <= v < n:
            out.append(f"{what} seat {v} is not one of the {n} seats")
    if state.turn < 0:
        out.append(f"turn {state.turn} is negative")
    # Faith markers: on their track, never facing each other
    for i, side in enumerate(SIDES):
        m = state.markers[i]
        if not 0 <= m <= 2:
            out.append(f"the {side} Faith marker is at {m}, not 0 to 2")
        elif side in ("top", "left") and m != 1 and m == state.markers[_SIDE_I[OPPOSITE[side]]]:
            # both start facing the middle line; a moved marker never stops opposite another
            out.append(f"the {side} and {OPPOSITE[side]} Faith markers face each other")
    # gods: each known one a real god, none twice
    known = [g for g in state.gods + state.box if g != HIDDEN]
    for g in known:
        if g not in GODS:
            out.append(f"unknown god {g!r}")
    if len(set(known)) != len(known):
        out.append("a god token is dealt twice")
    for s in range(n):
        if state.god_used[s] and state.gods[s] == HIDDEN:
            out.append(f"seat {s} used its god token but the token is hidden")
    # tiles: every tile of this player count exactly once (a hidden stack tile counts as one)
    ids = set(tile_ids_for(n))
    seen: list[str] = []
    holes = 0
    for stack in state.stacks:
        for t in stack:
            if t == HIDDEN:
                holes += 1
            else:
                seen.append(t)
    seen += [t for t in state.grid if t is not None]
    seen += [t for t in state.pending if t is not None]
    for w in state.worlds:
        seen += [t for _, _, t, _ in w]
    for t in seen:
        if t not in ids:
            out.append(f"unknown tile {t!r} for {n} players")
    if len(set(seen)) != len(seen):
        out.append("a tile is in two places at once")
    if len(seen) + holes != len(ids):
        out.append(f"{len(seen) + holes} tiles in play, the {n}-player game has {len(ids)}")
    # worlds: each tile placed where the rules allowed it, at most 9
    for s, w in enumerate(state.worlds):
        if len(w) > TILES_PER_WORLD:
            out.append(f"seat {s}'s world has {len(w)} tiles")
        cells: tuple = ()
        for r, c, _, rot in w:
            if not 0 <= rot <= 3:
                out.append(f"seat {s} has a tile turned {rot} quarter turns")
            if (r, c) not in cells_of_world(cells):
                out.append(f"seat {s} has a tile at ({r}, {c}) where none may go")
                break
            cells = cells + ((r, c),)
    # the phase agrees with the rest
    full = all(len(w) >= TILES_PER_WORLD for w in state.worlds)
    if state.phase == "over" and not full:
        out.append("the game is over but a world is not complete")
    if state.phase != "over" and full:
        out.append("every world is complete but the game goes on")
    holding = [s for s in range(n) if state.pending[s] is not None]
    if state.phase == "place" and holding != [state.current]:
        out.append("in the place phase only the current seat holds a tile")
    if state.phase != "place" and holding:
        out.append("a seat holds a tile outside the place phase")
    if state.phase in PHASES and 0 <= state.first < n and state.turn >= 0:
        out.extend(_turn_problems(state))
    if state.empty_slot is not None and not 0 <= state.empty_slot <= 8:
        out.append(f"map slot {state.empty_slot} does not exist")
    elif state.phase == "refill" and (state.empty_slot is None
                                      or state.grid[state.empty_slot] is not None):
        out.append("the refill phase needs an empty map slot")
    return out


def _turn_problems(state: State) -> list[str]:
    """Turns go round from the first player, one tile placed per turn."""
    out: list[str] = []
    n = state.players
    if state.current != (state.first + state.turn) % n:
        out.append(f"seat {state.current} plays turn {state.turn} but the turns started with "
                   f"seat {state.first}")
    placed = sum(len(w) for w in state.worlds)
    want = state.turn + (state.phase in ("refill", "over"))
    if placed != want:
        out.append(f"{placed} tiles placed after {state.turn} whole turns (expected {want})")
    return out


__all__ = ["problems"]
