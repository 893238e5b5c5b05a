"""Learn-to-play tutorials: which explanation to show when (pure: no pygame).

A tutorial is data, ``assets/tutorials/<game>.json``::

    {"game": "world_in_progress", "seed": 11, "options": {},
     "steps": [{"id": "welcome", "trigger": {"start": true},
                "title": {"en": "...", "uk": "..."}, "text": {"en": "...", "uk": "..."},
                "targets": ["wip.board"]}, ...]}

Triggers (each step is shown once, the first time its trigger holds):

* ``{"start": true}``: when the tutorial begins;
* ``{"legal": "<verb>"}``: the first time an action with that verb is legal for the human;
* ``{"event": "<EventClass>"}``: the first time an event of that class happens (as the human
  may see it).

Optional ``"targets"``: entity names to highlight (those that exist on the table); without it
the table highlights what the normal AI suggests (for a ``legal`` step, the suggestion if its
verb matches, else the first legal action of that verb) through the scene's ``hint_targets``.

``TutorialRun`` keeps the order: steps whose triggers hold at the same moment queue up in file
order and are shown one at a time; ``dismiss`` ("Got it") moves to the next.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Iterable

from engine.paths import ASSETS

LANGS = ("en", "uk")
TRIGGER_KINDS = ("start", "legal", "event")


@dataclass(frozen=True)
class TutorialStep:
    id: str
    trigger: tuple[str, object]           # ("start", True) / ("legal", verb) / ("event", name)
    title: dict[str, str]
    text: dict[str, str]
    targets: tuple[str, ...] = ()

    def title_in(self, lang: str) -> str:
        return self.title.get(lang) or self.title["en"]

    def text_in(self, lang: str) -> str:
        return self.text.get(lang) or self.text["en"]

    @property
    def verb(self) -> str | None:
        return self.trigger[1] if self.trigger[0] == "legal" else None


@dataclass(frozen=True)
class Tutorial:
    game: str
    seed: int
    options: dict
    steps: tuple[TutorialStep, ...]


def path_for(game: str):
    return ASSETS / "tutorials" / f"{game}.json"


def parse(data: dict) -> Tutorial:
    """A tutorial from its JSON; ValueError with a readable message when it is malformed."""
    if not isinstance(data, dict):
        raise ValueError("a tutorial is a JSON object")
    game = data.get("game")
    seed = data.get("seed")
    options = data.get("options", {})
    if not isinstance(game, str) or not isinstance(seed, int) or not isinstance(options, dict):
        raise ValueError("a tutorial needs 'game' (text), 'seed' (integer), 'options' (object)")
    raw = data.get("steps")
    if not isinstance(raw, list) or not raw:
        raise ValueError("a tutorial needs a non-empty list of 'steps'")
    steps, seen = [], set()
    for i, s in enumerate(raw):
        if not isinstance(s, dict) or not isinstance(s.get("id"), str):
            raise ValueError(f"step {i}: needs an 'id'")
        sid = s["id"]
        if sid in seen:
            raise ValueError(f"step {sid!r}: the id is used twice")
        seen.add(sid)
        trig = s.get("trigger")
        if not isinstance(trig, dict) or len(trig) != 1 or next(iter(trig)) not in TRIGGER_KINDS:
            raise ValueError(f"step {sid!r}: the trigger is one of {TRIGGER_KINDS}")
        kind, value = next(iter(trig.items()))
        if kind == "start" and value is not True:
            raise ValueError(f"step {sid!r}: a start trigger is {{\"start\": true}}")
        if kind != "start" and (not isinstance(value, str) or not value):
            raise ValueError(f"step {sid!r}: a {kind} trigger names a {kind}")
        texts = {}
        for key in ("title", "text"):
            t = s.get(key)
            if not isinstance(t, dict) or not all(isinstance(t.get(lang), str) and t[lang].strip()
                                                  for lang in LANGS):
                raise ValueError(f"step {sid!r}: '{key}' needs a text in {' and '.join(LANGS)}")
            texts[key] = dict(t)
        targets = s.get("targets", [])
        if not isinstance(targets, list) or not all(isinstance(n, str) for n in targets):
            raise ValueError(f"step {sid!r}: 'targets' is a list of entity names")
        steps.append(TutorialStep(sid, (kind, value), texts["title"], texts["text"],
                                  tuple(targets)))
    return Tutorial(game, seed, dict(options), tuple(steps))


def load(game: str) -> Tutorial:
    data = json.loads(path_for(game).read_text(encoding="utf-8"))
    tut = parse(data)
    if tut.game != game:
        raise ValueError(f"{path_for(game).name} is the tutorial of {tut.game!r}")
    return tut


def available(game: str) -> bool:
    return path_for(game).is_file()


@dataclass
class TutorialRun:
    """Which steps were shown, which wait, which is on screen now."""
    tutorial: Tutorial
    shown: set[str] = field(default_factory=set)
    queue: list[TutorialStep] = field(default_factory=list)
    started: bool = False
    # a step asking the player to act was dismissed: no other such step until they have moved
    # (play-test 12: "Got it" on "Move a Faith marker" brought the god step straight up, and
    # the click meant for the marker only closed nothing under it)
    awaiting_move: bool = False

    @property
    def current(self) -> TutorialStep | None:
        return self.queue[0] if self.queue else None

    @property
    def finished(self) -> bool:
        return not self.queue and len(self.shown) == len(self.tutorial.steps)

    def observe(self, legal_verbs: Iterable[str] = (), events: Iterable[str] = (),
                start: bool = False) -> list[TutorialStep]:
        """What just became true: the legal verbs of the human now, the class names of the
        events that just happened, whether the tutorial starts.  Returns the newly queued steps
        (in file order)."""
        verbs, evs = set(legal_verbs), set(events)
        start = start and not self.started
        self.started = self.started or start
        waiting = {s.id for s in self.queue}
        new = []
        for s in self.tutorial.steps:
            if s.id in self.shown or s.id in waiting:
                continue
            kind, value = s.trigger
            if kind == "legal" and self.awaiting_move:
                continue                    # asked again once the player has moved
            if ((kind == "start" and start) or (kind == "legal" and value in verbs)
                    or (kind == "event" and value in evs)):
                new.append(s)
        self.queue.extend(new)
        return new

    def dismiss(self) -> TutorialStep | None:
        """"Got it": the current step is done; returns the next one (or None).  After a step
        that asks to act (a ``legal`` trigger) the player acts first: the other steps of that
        kind waiting in the queue go back to waiting for their trigger after a move."""
        if self.queue:
            step = self.queue.pop(0)
            self.shown.add(step.id)
            if step.trigger[0] == "legal":
                self.awaiting_move = True
                self.queue = [s for s in self.queue if s.trigger[0] != "legal"]
        return self.current

    def moved(self) -> None:
        """The player made a move: steps asking to act may show again."""
        self.awaiting_move = False


def check(tutorial: Tutorial, verbs: Iterable[str], event_classes: Iterable[str]) -> list[str]:
    """Problems of a tutorial against its game's action verbs and Event class names."""
    verbs, event_classes = set(verbs), set(event_classes)
    out = []
    for s in tutorial.steps:
        kind, value = s.trigger
        if kind == "legal" and value not in verbs:
            out.append(f"step {s.id!r}: {value!r} is not an action verb of {tutorial.game}")
        if kind == "event" and value not in event_classes:
            out.append(f"step {s.id!r}: {value!r} is not an event of {tutorial.game}")
    if not any(s.trigger[0] == "start" for s in tutorial.steps):
        out.append("no step is shown at the start")
    return out


def event_classes(rules_module) -> set[str]:
    """Names of the Event subclasses defined in a rules package (its ``events`` module)."""
    import importlib
    import inspect

    from engine.rules.protocol import Event
    mod = importlib.import_module(f"{rules_module.__name__}.events")
    return {name for name, obj in vars(mod).items()
            if inspect.isclass(obj) and issubclass(obj, Event) and obj is not Event}


__all__ = ["Tutorial", "TutorialStep", "TutorialRun", "parse", "load", "available", "check",
           "event_classes", "path_for", "LANGS"]
