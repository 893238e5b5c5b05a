"""Step-by-step action building: the player clicks parts of an action and the legal actions
narrow with every click, until exactly one whole action is chosen.

Pure (no pygame, no esper): given the legal action tuples (from ``rules.legal_actions``) and the
parts clicked so far, it answers what is clickable next and when an action is complete::

    b = ActionBuilder(rules.legal_actions(state, seat))
    b.can("push", "top")          # is the top Faith marker worth highlighting?  -> True
    b.choose("push", "top")       # the player clicked it
    b.options()                   # the next part: {0, 2} (the columns it may be pushed to)
    b.choose(2)
    b.complete                    # ("push", "top", 2): submit it

A click may fix several parts at once (a marker fixes the verb and the side). ``back()`` undoes
the last click, ``reset()`` all of them.  ``forced`` is the only remaining action when there is
exactly one (auto-complete a trivial choice).  Parts a scene keeps itself (World in Progress's
tile rotation) are simply passed with the click that completes the action.

When the order a player clicks in is not the order of the action's parts, a game gives a
``path``: the clicks that spell each action.  Coatl's ``("add", slot, coatl, end)`` is clicked
as the board piece, then the coatl end: ``path(a) = ("piece", slot, "end", coatl, end)``, and a
``("start", slot)`` shares the first click, ``("piece", slot, "start")``.  Clicks are matched
against the paths; ``matching``, ``complete`` and ``forced`` answer with the rules' actions.
``picks()`` is a frozen snapshot of the clicks so far, for a table description to read.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable

Action = tuple


@dataclass(frozen=True)
class Picks:
    """What has been clicked so far (a frozen snapshot of an ``ActionBuilder``): the click
    parts, the legal actions they still allow, the values the next part can take, and any part
    the scene keeps itself (``kept``, e.g. a rotation)."""

    prefix: tuple = ()
    matching: tuple[Action, ...] = ()
    options: frozenset = frozenset()
    kept: tuple = ()

    def starts(self, *parts: Hashable) -> bool:
        """The clicks so far begin with ``parts``."""
        return self.prefix[:len(parts)] == parts

    def part(self, i: int, default: Any = None) -> Any:
        return self.prefix[i] if len(self.prefix) > i else default


class ActionBuilder:
    def __init__(self, legal: Iterable[Action],
                 path: Callable[[Action], tuple] | None = None) -> None:
        self.path = path
        self.steps: list[tuple[Hashable, ...]] = []
        self._take(legal)

    def _take(self, legal: Iterable[Action]) -> None:
        self.legal: tuple[Action, ...] = tuple(tuple(a) for a in legal)
        self.paths: tuple[tuple, ...] = (tuple(tuple(self.path(a)) for a in self.legal)
                                         if self.path else self.legal)

    # -- state ---------------------------------------------------------------------------------
    @property
    def prefix(self) -> tuple:
        return tuple(p for step in self.steps for p in step)

    def matching(self, *more: Hashable) -> list[Action]:
        """Legal actions that start with the parts chosen so far (and ``more``)."""
        pre = self.prefix + more
        n = len(pre)
        return [a for a, p in zip(self.legal, self.paths) if p[:n] == pre]

    @property
    def started(self) -> bool:
        return bool(self.steps)

    @property
    def complete(self) -> Action | None:
        """The chosen action once the clicks spell a whole legal action."""
        pre = self.prefix
        if not pre:
            return None
        for a, p in zip(self.legal, self.paths):
            if p == pre:
                return a
        return None

    @property
    def forced(self) -> Action | None:
        """The one legal action left, when the clicks so far allow only one."""
        m = self.matching()
        return m[0] if len(m) == 1 else None

    # -- questions -------------------------------------------------------------------------------
    def can(self, *parts: Hashable) -> bool:
        """Would clicking ``parts`` next keep at least one legal action?"""
        return bool(self.matching(*parts))

    def options(self, depth: int = 1) -> set[Any]:
        """The values the next part (or the next ``depth`` parts, as tuples) can take."""
        pre = self.prefix
        n = len(pre)
        paths = [p for p in self.paths if p[:n] == pre]
        if depth == 1:
            return {p[n] for p in paths if len(p) > n}
        return {p[n:n + depth] for p in paths if len(p) >= n + depth}

    def verbs(self) -> set[Any]:
        """First parts of every legal action (what a fresh turn offers)."""
        return {p[0] for p in self.paths if p}

    def picks(self, kept: tuple = ()) -> Picks:
        """A frozen snapshot of the clicks so far (what a table description reads)."""
        return Picks(self.prefix, tuple(self.matching()), frozenset(self.options()), tuple(kept))

    # -- clicks ------------------------------------------------------------------------------------
    def choose(self, *parts: Hashable) -> bool:
        """Record a click; refused (False, nothing changes) if no legal action starts so."""
        if not parts or not self.can(*parts):
            return False
        self.steps.append(tuple(parts))
        return True

    def toggle(self, *parts: Hashable) -> bool:
        """Click ``parts``: choose them, or undo that click if it is the last one made (clicking
        a selected marker again deselects it).  Returns whether they are chosen now."""
        if self.steps and self.steps[-1] == tuple(parts):
            self.steps.pop()
            return False
        return self.choose(*parts)

    def back(self) -> None:
        if self.steps:
            self.steps.pop()

    def pick(self, *parts: Hashable) -> bool:
        """A click that starts a new choice: forget the clicks and choose ``parts``, or, when
        they are the clicks made so far, forget them (clicking a picked card again drops it).
        Returns whether they are chosen now."""
        again = self.steps == [tuple(parts)]
        self.steps = []
        return False if again else self.choose(*parts)

    def reset(self, legal: Iterable[Action] | None = None) -> None:
        """Forget the clicks (and take new legal actions, after a move)."""
        self.steps = []
        if legal is not None:
            self._take(legal)

    def update(self, legal: Iterable[Action]) -> None:
        """The same decision with its legal actions read again: the clicks are kept while they
        still lead to a legal action, dropped from the first one that does not."""
        steps = self.steps
        self.reset(legal)
        for step in steps:
            if not self.choose(*step):
                break
