"""Events and actions on the wire, as one viewer may see them (no pygame).

An event is ``{"kind": "<module>.<Class>", "f": {field: value}}`` (the module inside the game's
rules package: two modules may name a class alike); tuples travel as lists and come back as
tuples (events are frozen dataclasses of ints, strings and tuples).  The client rebuilds the
event from the classes of the game's own rules package only: a name outside it is ignored.  An action is sent whole only to the seat
that took it; another viewer gets the verb, the numbers, and only the strings its own view
already shows (a drafted card's id becomes "?" for the others; a card the actor itself put
back face down becomes "?" for it too).
"""
from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from typing import Any

from engine.rules.protocol import Action, Event, string_leaves

HIDDEN = "?"


def to_wire(value: Any) -> Any:
    """A JSON-able copy of an event field (dataclasses as {"kind", "f"})."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {"kind": _kind(type(value)),
                "f": {f.name: to_wire(getattr(value, f.name)) for f in dataclasses.fields(value)}}
    if isinstance(value, (list, tuple)):
        return [to_wire(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_wire(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def _kind(cls: type) -> str:
    return f"{cls.__module__.rsplit('.', 1)[-1]}.{cls.__name__}"


def events_to_wire(events: list[Event]) -> list[dict]:
    return [to_wire(e) for e in events]


_CLASSES: dict[str, dict[str, type]] = {}


def _dataclasses_of(rules: Any) -> dict[str, type]:
    """Every dataclass defined in the rules' package, by ``_kind`` (events and their parts)."""
    root = f"engine.rules.{rules.id}"
    found = _CLASSES.get(root)
    if found is not None:
        return found
    found = {}
    pkg = importlib.import_module(root)
    modules = [pkg]
    for info in pkgutil.iter_modules(getattr(pkg, "__path__", []) or []):
        modules.append(importlib.import_module(f"{root}.{info.name}"))
    for mod in modules:
        for obj in vars(mod).values():
            if isinstance(obj, type) and dataclasses.is_dataclass(obj) \
                    and obj.__module__ == mod.__name__:
                found[_kind(obj)] = obj
    _CLASSES[root] = found
    return found


def from_wire(value: Any, classes: dict[str, type]) -> Any:
    if isinstance(value, list):
        return tuple(from_wire(v, classes) for v in value)
    if isinstance(value, dict):
        cls = classes.get(value.get("kind")) if set(value) == {"kind", "f"} else None
        if cls is not None and isinstance(value["f"], dict):
            return cls(**{k: from_wire(v, classes) for k, v in value["f"].items()})
        return {k: from_wire(v, classes) for k, v in value.items()}
    return value


def events_from_wire(rules: Any, data: Any) -> list[Event]:
    """The events a server sent; an unknown kind is skipped (the table resyncs from the view)."""
    classes = _dataclasses_of(rules)
    out = []
    for item in data if isinstance(data, list) else []:
        try:
            ev = from_wire(item, classes)
        except TypeError:
            continue
        if isinstance(ev, Event):
            out.append(ev)
    return out


def redact_action(action: Action, shown: set[str]) -> list:
    """``action`` as a viewer may know it: the verb and numbers stay, a string stays only if
    the viewer's view (``shown``: its string leaves) holds it already."""
    out: list = [action[0]] if action else []
    for item in action[1:]:
        out.append(item if not isinstance(item, str) or item in shown else HIDDEN)
    return out
