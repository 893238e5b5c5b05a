"""Legal actions and ``step``: choose (push / god) -> place -> refill -> next seat.

Actions: ("push", side, index), ("god", slot), ("place", row, col, rot), ("refill", stack).
"""
from __future__ import annotations

from functools import lru_cache

from engine.rules.protocol import Action, IllegalAction, seat_arg

from .board import (OPPOSITE, SIDE_INDEX, SIDES, cells_of_world, marker_moves_t, place_actions,
                    push_flat)
from .events import (GameEnded, GodRevealed, LinePushed, MarkerMoved, SlotRefilled, TilePlaced,
                     TileTaken, TurnPassed)
from .results import final_scores, winners
from .scoring import world_total
from .state import TILES_PER_WORLD, State, evolve as replace
from .tiles import tile_by_id



@lru_cache(maxsize=None)
def _gods_for(tile_id: str) -> frozenset[str]:
    """Gods whose power may take this tile: its statue's god and its terrains' gods."""
    t = tile_by_id(tile_id)
    return t.terrains() | ({t.god} if t.god else frozenset())


def god_slots(state: State, seat: int) -> list[int]:
    """Map slots whose tile shows the seat's god statue or a square of its terrain."""
    god = state.gods[seat]
    return [slot for slot, tid in enumerate(state.grid) if tid is not None and god in _gods_for(tid)]


def _can_push(state: State, side: str, index: int) -> bool:
    # the slot at the far end must hold a tile (only fails if stacks ran dry and left a hole)
    _, out, _ = push_flat(state.grid, side, index)
    return out is not None


def to_act(state: State) -> list[int]:
    return [] if state.phase == "over" else [state.current]


def legal_actions(state: State, seat: int) -> list[Action]:
    seat_arg(seat, state.players)
    if state.phase == "over" or seat != state.current:
        return []
    if state.phase == "choose":
        acts: list[Action] = [("push", s, i) for s, i in marker_moves_t(state.markers)
                              if _can_push(state, s, i)]
        if not state.god_used[seat] and state.gods[seat] != "?":
            acts.extend(("god", slot) for slot in god_slots(state, seat))
        return acts
    if state.phase == "place":
        return list(place_actions(tuple((w[0], w[1]) for w in state.worlds[seat])))
    # refill
    return [("refill", i) for i in range(3) if state.stacks[i]]


def _int(x, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise IllegalAction(f"{what} must be a whole number, not {x!r}")
    return x


def _check(state: State, seat: int, action) -> None:
    if state.phase == "over":
        raise IllegalAction("the game is over")
    seat_arg(seat, state.players)
    if seat != state.current:
        raise IllegalAction(f"it is not seat {seat}'s turn (seat {state.current} is playing)")
    if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
        raise IllegalAction(f"not an action: {action!r}")
    verb = action[0]
    expected = {"push": "choose", "god": "choose", "place": "place", "refill": "refill"}
    if verb not in expected:
        raise IllegalAction(f"unknown action {verb!r}")
    if expected[verb] != state.phase:
        asks = {"choose": "push a line with a Faith marker or use your god",
                "place": "place the tile you took", "refill": "refill the map from a stack"}
        raise IllegalAction(f"not now: first {asks[state.phase]}")
    sizes = {"push": 3, "god": 2, "place": 4, "refill": 2}
    if len(action) != sizes[verb]:
        raise IllegalAction(f"{verb} takes {sizes[verb] - 1} value(s), got {len(action) - 1}")


def step(state: State, seat: int, action: Action) -> tuple[State, list]:
    if isinstance(action, list):
        action = tuple(action)
    _check(state, seat, action)
    verb = action[0]
    if verb == "push":
        return _push(state, seat, action[1], action[2])
    if verb == "god":
        return _god(state, seat, action[1])
    if verb == "place":
        return _place(state, seat, action[1], action[2], action[3])
    return _refill(state, seat, action[1])


def _push(state: State, seat: int, side, index) -> tuple[State, list]:
    if not isinstance(side, str) or side not in SIDE_INDEX:
        raise IllegalAction(f"a Faith marker sits on the top, bottom, left or right, not {side!r}")
    index = _int(index, "the marker position")
    if not 0 <= index <= 2:
        raise IllegalAction("a Faith marker faces row/column 1, 2 or 3")
    si = SIDE_INDEX[side]
    old = state.markers[si]
    if index == old:
        raise IllegalAction("the Faith marker must move to another row or column")
    if index == state.markers[SIDE_INDEX[OPPOSITE[side]]]:
        raise IllegalAction("a Faith marker may not stop opposite another marker")
    grid, out, line = push_flat(state.grid, side, index)
    if out is None:
        raise IllegalAction("no tile would be pushed off the map there")
    markers = list(state.markers)
    markers[si] = index
    pending = list(state.pending)
    pending[seat] = out
    order = tuple(sorted(line))
    new = replace(state, grid=grid, markers=tuple(markers), pending=tuple(pending),
                  phase="place", empty_slot=line[0], last_action=(seat, "push", side, index))
    events = [
        MarkerMoved(side, old, index),
        LinePushed(side, index, tuple(state.grid[s] for s in order), tuple(grid[s] for s in order),
                   out, order),
        TileTaken(seat, out, line[2], False),
    ]
    return new, events


def _god(state: State, seat: int, slot) -> tuple[State, list]:
    slot = _int(slot, "the map slot")
    if state.god_used[seat]:
        raise IllegalAction("your god token was already used this game")
    if not 0 <= slot <= 8:
        raise IllegalAction("the map has slots 0 to 8")
    if state.grid[slot] is None:
        raise IllegalAction("that map slot is empty")
    if slot not in god_slots(state, seat):
        raise IllegalAction("your god can only take a tile with its statue or its terrain")
    tid = state.grid[slot]
    grid = list(state.grid)
    grid[slot] = None
    pending = list(state.pending)
    pending[seat] = tid
    used = list(state.god_used)
    used[seat] = True
    new = replace(state, grid=tuple(grid), pending=tuple(pending), god_used=tuple(used),
                  phase="place", empty_slot=slot, last_action=(seat, "god", slot))
    return new, [GodRevealed(seat, state.gods[seat]), TileTaken(seat, tid, slot, True)]


def _place(state: State, seat: int, row, col, rot) -> tuple[State, list]:
    row, col, rot = _int(row, "the row"), _int(col, "the column"), _int(rot, "the rotation")
    if not 0 <= rot <= 3:
        raise IllegalAction("rotation is 0 to 3 quarter turns")
    world = state.worlds[seat]
    placed = tuple((w[0], w[1]) for w in world)
    if (row, col) in placed:
        raise IllegalAction("a tile is already there")
    if (row, col) not in cells_of_world(placed):
        if not placed:
            raise IllegalAction("your first tile goes at (0, 0)")
        raise IllegalAction("a tile must touch a placed tile along a full edge and keep "
                            "your world within 3x3 tiles")
    tid = state.pending[seat]
    new_world = world + ((row, col, tid, rot),)
    worlds = list(state.worlds)
    worlds[seat] = new_world
    pending = list(state.pending)
    pending[seat] = None
    worlds_t = tuple(worlds)
    events = [TilePlaced(seat, row, col, rot, tid, world_total(world), world_total(new_world))]
    last = (seat, "place", row, col, rot)
    if all(len(w) >= TILES_PER_WORLD for w in worlds_t):
        over = replace(state, worlds=worlds_t, pending=tuple(pending), last_action=last,
                       phase="over")
        events.append(GameEnded(tuple(final_scores(over)), tuple(winners(over))))
        return over, events
    if not any(state.stacks):
        nxt = _next_seat(state, worlds=worlds_t, pending=tuple(pending), last_action=last)
        events.append(TurnPassed(seat, nxt.current))
        return nxt, events
    return replace(state, worlds=worlds_t, pending=tuple(pending), last_action=last,
                   phase="refill"), events


def _next_seat(state: State, **changes) -> State:
    return replace(state, current=(state.current + 1) % state.players, phase="choose",
                   empty_slot=None, turn=state.turn + 1, **changes)


def _refill(state: State, seat: int, stack) -> tuple[State, list]:
    stack = _int(stack, "the stack")
    if not 0 <= stack <= 2:
        raise IllegalAction("the stacks are numbered 1 to 3")
    if not state.stacks[stack]:
        raise IllegalAction("that stack is empty")
    slot = state.empty_slot
    if slot is None or state.grid[slot] is not None:  # pragma: no cover - guarded by phases
        raise IllegalAction("there is no empty map slot to refill")
    tid = state.stacks[stack][-1]
    stacks = list(state.stacks)
    stacks[stack] = stacks[stack][:-1]
    grid = list(state.grid)
    grid[slot] = tid
    new = _next_seat(state, stacks=tuple(stacks), grid=tuple(grid),
                     last_action=(seat, "refill", stack))
    return new, [SlotRefilled(slot, stack, tid), TurnPassed(seat, new.current)]


__all__ = ["legal_actions", "step", "god_slots", "SIDES"]
