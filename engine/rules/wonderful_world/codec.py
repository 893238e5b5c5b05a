"""JSON for the state: cards as ids ("wind_turbines"), hidden cards as "?"; ``from_json`` checks
meaning (``invariants.problems``) as well as shape and raises ``ValueError`` with a clear message."""
from __future__ import annotations

from typing import Any

from .invariants import problems
from .material import EMPIRE_IDS, IDS, ID_INDEX, KINDS
from .state import EMPTY, HIDDEN, JSON_VERSION, NO_PICK, ROUNDS, Seat, State


def _c(d: int) -> str:
    return "?" if d == HIDDEN else IDS[d]


def _cards(t) -> list:
    return [_c(d) for d in t]


def to_json(state: State) -> dict[str, Any]:
    return {
        "version": JSON_VERSION, "players": state.players, "rng": state.rng, "side": state.side,
        "scenario": state.scenario, "round": state.round, "phase": state.phase,
        "step": state.step, "stage": state.stage, "deck": _cards(state.deck),
        "discard": _cards(state.discard), "box": _cards(state.box), "funds": [_cards(f) for f in state.funds],
        "sup": list(state.sup),
        "seats": [{
            "empire": EMPIRE_IDS[s.empire], "hand": _cards(s.hand),
            "pick": None if s.pick == NO_PICK else _c(s.pick), "drafted": _cards(s.drafted),
            "cons": [[IDS[d], [None if k == EMPTY else KINDS[k] for k in fill]] for d, fill in s.cons],
            "built": _cards(s.built), "cubes": s.cubes, "krys": s.krys, "generals": s.generals,
            "financiers": s.financiers, "avail": list(s.avail), "done": s.done,
            "choose": s.choose, "found": _cards(s.found), "made": s.made,
            "empire_cubes": [KINDS[k] for k in s.on_empire],
        } for s in state.seats],
    }


def _card(x) -> int:
    if x == "?":
        return HIDDEN
    if not isinstance(x, str) or x not in ID_INDEX:
        raise ValueError(f"unknown card {x!r}")
    return ID_INDEX[x]


def _int(x, lo: int, hi: int, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi:
        raise ValueError(f"{what} must be a whole number from {lo} to {hi}, not {x!r}")
    return x


def _bool(x, what: str) -> bool:
    if type(x) is not bool:
        raise ValueError(f"{what} must be true or false, not {x!r}")
    return x


def _kind(x) -> int:
    if x is None:
        return EMPTY
    if x not in KINDS:
        raise ValueError(f"unknown cube or token {x!r}")
    return KINDS.index(x)


def _resource(x) -> int:
    k = _kind(x)
    if not 0 <= k < 5:
        raise ValueError(f"{x!r} is not a resource cube")
    return k


def from_json(data: dict[str, Any]) -> State:
    if not isinstance(data, dict) or data.get("version") != JSON_VERSION:
        raise ValueError("not an It's a Wonderful World state of a known version")
    try:
        players = _int(data["players"], 1, 5, "players")
        seats = []
        for s in data["seats"]:
            if s["empire"] not in EMPIRE_IDS:
                raise ValueError(f"unknown empire {s['empire']!r}")
            cons = tuple((_card(d), tuple(_kind(k) for k in fill)) for d, fill in s["cons"])
            seats.append(Seat(
                empire=EMPIRE_IDS.index(s["empire"]), hand=tuple(_card(c) for c in s["hand"]),
                pick=NO_PICK if s["pick"] is None else _card(s["pick"]),
                drafted=tuple(_card(c) for c in s["drafted"]), cons=cons,
                built=tuple(_card(c) for c in s["built"]), cubes=_int(s["cubes"], 0, 4, "cubes"),
                krys=_int(s["krys"], 0, 999, "krystallium"),
                generals=_int(s["generals"], 0, 999, "generals"),
                financiers=_int(s["financiers"], 0, 999, "financiers"),
                avail=tuple(_int(a, 0, 999, "cubes to place") for a in s["avail"]),
                done=_bool(s["done"], "done"), choose=_bool(s["choose"], "choose"),
                found=tuple(_card(c) for c in s["found"]), made=_int(s["made"], 0, 999, "made"),
                on_empire=tuple(_resource(k) for k in s.get("empire_cubes", ()))))
        state = State(
            players=players, rng=_int(data["rng"], 0, (1 << 64) - 1, "rng"), side=data["side"],
            scenario=_int(data["scenario"], 0, 6, "scenario"),
            round=_int(data["round"], 1, ROUNDS, "round"), phase=data["phase"],
            step=_int(data["step"], 0, 4, "step"), stage=_int(data["stage"], 0, 2, "stage"),
            deck=tuple(_card(c) for c in data["deck"]),
            discard=tuple(_card(c) for c in data["discard"]),
            box=tuple(_card(c) for c in data["box"]),
            funds=tuple(tuple(_card(c) for c in f) for f in data["funds"]),
            seats=tuple(seats), sup=tuple(_int(x, -2, 4, "supremacy") for x in data["sup"]))
    except (KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ValueError(f"damaged It's a Wonderful World state ({exc!r})") from exc
    bad = problems(state)
    if bad:
        raise ValueError("impossible It's a Wonderful World state: " + "; ".join(bad[:3]))
    return state
