"""A state to and from JSON.  ``from_json`` takes a full state or a view and checks meaning,
not only shape: an impossible state raises ``ValueError`` naming what is wrong."""
from __future__ import annotations

from typing import Any

from .board import SIDES
from .checks import problems
from .state import JSON_VERSION, State


def to_json(state: State) -> dict[str, Any]:
    return {
        "version": JSON_VERSION,
        "players": state.players,
        "rng": state.rng,
        "stacks": [list(s) for s in state.stacks],
        "grid": list(state.grid),
        "markers": dict(zip(SIDES, state.markers)),
        "worlds": [[list(p) for p in w] for w in state.worlds],
        "pending": list(state.pending),
        "gods": list(state.gods),
        "god_used": list(state.god_used),
        "box": list(state.box),
        "current": state.current,
        "phase": state.phase,
        "empty_slot": state.empty_slot,
        "turn": state.turn,
        "first": state.first,
        "last_action": list(state.last_action),
    }


class _Bad(ValueError):
    pass


def _int(v: Any, what: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise _Bad(f"{what} must be a whole number, not {v!r}")
    return v


def _str(v: Any, what: str) -> str:
    if not isinstance(v, str):
        raise _Bad(f"{what} must be a name, not {v!r}")
    return v


def _opt_str(v: Any, what: str) -> str | None:
    return None if v is None else _str(v, what)


def _list(v: Any, what: str) -> list:
    if not isinstance(v, list):
        raise _Bad(f"{what} must be a list, not {v!r}")
    return v


def _bool(v: Any, what: str) -> bool:
    if not isinstance(v, bool):
        raise _Bad(f"{what} must be true or false, not {v!r}")
    return v


def _placed(p: Any) -> tuple[int, int, str, int]:
    p = _list(p, "a placed tile")
    if len(p) != 4:
        raise _Bad(f"a placed tile is [row, col, tile, rotation], not {p!r}")
    return (_int(p[0], "a row"), _int(p[1], "a column"), _str(p[2], "a tile"),
            _int(p[3], "a rotation"))


def from_json(data: dict[str, Any]) -> State:
    """The state ``to_json`` wrote (a full state or a view); ``ValueError`` naming what is wrong
    for a damaged or impossible one (see ``checks.problems``)."""
    if not isinstance(data, dict) or data.get("version") != JSON_VERSION:
        raise ValueError("not a World in Progress state of a known version")
    missing = [k for k in _KEYS if k not in data]
    if missing:
        raise ValueError(f"damaged World in Progress state (missing {', '.join(missing)})")
    try:
        markers = data["markers"]
        if not isinstance(markers, dict):
            raise _Bad(f"markers must map sides to positions, not {markers!r}")
        empty = data["empty_slot"]
        last = _list(data["last_action"], "last_action")
        state = State(
            players=_int(data["players"], "players"),
            rng=_int(data["rng"], "rng"),
            stacks=tuple(tuple(_str(t, "a stack tile") for t in _list(s, "a stack"))
                         for s in _list(data["stacks"], "stacks")),  # type: ignore[arg-type]
            grid=tuple(_opt_str(t, "a map tile") for t in _list(data["grid"], "grid")),
            markers=tuple(_int(markers.get(s), f"the {s} marker") for s in SIDES),  # type: ignore[arg-type]
            worlds=tuple(tuple(_placed(p) for p in _list(w, "a world"))
                         for w in _list(data["worlds"], "worlds")),
            pending=tuple(_opt_str(t, "a pending tile") for t in _list(data["pending"], "pending")),
            gods=tuple(_str(g, "a god") for g in _list(data["gods"], "gods")),
            god_used=tuple(_bool(u, "god_used") for u in _list(data["god_used"], "god_used")),
            box=tuple(_str(g, "a god in the box") for g in _list(data["box"], "box")),
            current=_int(data["current"], "current"),
            phase=_str(data["phase"], "phase"),
            empty_slot=None if empty is None else _int(empty, "empty_slot"),
            turn=_int(data["turn"], "turn"),
            first=_int(data["first"], "first"),
            last_action=tuple(x if isinstance(x, (int, str)) else _str(x, "last_action")
                              for x in last),
        )
    except _Bad as exc:
        raise ValueError(f"damaged World in Progress state: {exc}") from None
    found = problems(state)
    if found:
        raise ValueError(f"impossible World in Progress state: {'; '.join(found[:3])}")
    return state


_KEYS = ("players", "rng", "stacks", "grid", "markers", "worlds", "pending", "gods", "god_used",
         "box", "current", "phase", "empty_slot", "turn", "first", "last_action")
