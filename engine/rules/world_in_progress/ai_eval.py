"""AI hooks: a static evaluation in score units and a cheap playout policy for MCTS."""
from __future__ import annotations

from functools import lru_cache

from .board import line_slots
from .scoring import _largest, _offset, tile_bits, world_bits, world_score
from .state import TILES_PER_WORLD, State
from .tiles import TERRAIN_INDEX, tile_by_id

# Tuned by hand: each future tile roughly extends a statue-backed group by ~2 squares and
# brings a statue ~45 % of the time, which multiplies the biggest group.
_EXTEND = 2.0
_STATUE = 0.45
_DISCOUNT = 0.6
_OPPONENT_SHARE = 0.5


def _value(world: tuple) -> float:
    total, groups, _ = world_score(world)
    left = TILES_PER_WORLD - len(world)
    if not left:
        return float(total)
    statues = world_bits(world)[1]
    best_s = max(statues)
    best_g = max(groups)
    # groups waiting for a statue are worth a little; statues waiting for a group too
    latent = 0.1 * sum(g for g, s in zip(groups, statues) if not s)
    return total + _DISCOUNT * left * (_EXTEND * max(best_s, 0.5) + _STATUE * best_g) + latent


def evaluate(state: State, seat: int) -> float:
    """Own score plus estimated potential, minus a share of the best opponent's."""
    mine = _value(state.worlds[seat])
    others = [_value(w) for s, w in enumerate(state.worlds) if s != seat]
    return mine - _OPPONENT_SHARE * max(others, default=0.0)


@lru_cache(maxsize=None)
def _tile_profile(tile_id: str) -> tuple[tuple[int, ...], int]:
    t = tile_by_id(tile_id)
    counts = [0] * 5
    for row in t.squares:
        for s in row:
            counts[TERRAIN_INDEX[s]] += 1
    return tuple(counts), (TERRAIN_INDEX[t.statue[0]] if t.statue else -1)


def _tile_value(tile_id: str, statues, groups) -> float:
    counts, god = _tile_profile(tile_id)
    v = 0.0
    for c, s in zip(counts, statues):
        if c:
            v += c * (s + 0.25)
    if god >= 0:
        v += groups[god] + 1
    return v


def rollout_action(state: State, seat: int, actions: list, rng) -> tuple:
    """A cheap, non-stupid playout move: take valuable tiles, place for the best immediate gain."""
    if len(actions) == 1:
        return actions[0]
    phase = state.phase
    if phase == "refill":
        return actions[rng.randrange(len(actions))]
    world = state.worlds[seat]
    if phase == "choose":
        _, groups, _ = world_score(world)
        statues = world_bits(world)[1]
        best, best_v = actions[0], -1e9
        grid = state.grid
        for a in actions:
            if a[0] == "push":
                tid = grid[line_slots(a[1], a[2])[2]]
                v = _tile_value(tid, statues, groups)
            else:  # keep the one-shot god power for a clearly better tile
                v = _tile_value(grid[a[1]], statues, groups) - 3.0
            v += rng.random() * 0.5
            if v > best_v:
                best, best_v = a, v
        return best
    # place: try a random sample of placements, keep the best immediate score
    tid = state.pending[seat]
    masks, statues = world_bits(world)
    total, groups, _ = world_score(world)
    n = len(actions)
    picks = [actions[rng.randrange(n)] for _ in range(6)] if n > 6 else actions
    best, best_v = picks[0], -1
    for a in picks:
        tm, god = tile_bits(tid, a[3])
        sh = _offset(a[1], a[2])
        st = statues
        if god >= 0:
            st = list(statues)
            st[god] += 1
        v = 0
        for i in range(5):
            if tm[i]:
                g = _largest(masks[i] | (tm[i] << sh))
            else:
                g = groups[i]
            v += g * st[i]
        if v > best_v:
            best, best_v = a, v
    return best


def shortcut(view: State, seat: int):
    """The refill needs no search: the stacks lie face down and every unseen tile may be in any
    of them (``determinize`` deals them alike), so which stack refills the map is a draw from
    the same unknowns whichever it is, and a tree search over it only spends its iterations on
    noise (about a third of a hard turn's thinking).  Refill from the tallest stack (the first
    on a tie), keeping the others' choices open longest.  None elsewhere (search as usual)."""
    if view.phase != "refill" or view.current != seat:
        return None
    sizes = [len(s) for s in view.stacks]
    if not any(sizes):
        return None
    return ("refill", max(range(len(sizes)), key=lambda i: (sizes[i], -i)))
