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
"""
from __future__ import annotations

from typing import Any, Hashable, Iterable

Action = tuple


class ActionBuilder:
    def __init__(self, legal: Iterable[Action]) -> None:
        self.legal: tuple[Action, ...] = tuple(tuple(a) for a in legal)
        self.steps: list[tuple[Hashable, ...]] = []

    # -- state ---------------------------------------------------------------------------------
    @property
    def prefix(self) -> tuple:
        return tuple(p for step in self.steps for p in step)

    def matching(self, *more: Hashable) -> list[Action]:
        """Legal actions that start with the parts chosen so far (and ``more``)."""
        pre = self.prefix + more
        n = len(pre)
        return [a for a in self.legal if a[:n] == pre]

    @property
    def started(self) -> bool:
        return bool(self.steps)

    @property
    def complete(self) -> Action | None:
        """The chosen action once the clicks spell a whole legal action."""
        pre = self.prefix
        return pre if pre and pre in self.legal else None

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
        n = len(self.prefix)
        if depth == 1:
            return {a[n] for a in self.matching() if len(a) > n}
        return {a[n:n + depth] for a in self.matching() if len(a) >= n + depth}

    def verbs(self) -> set[Any]:
        """First parts of every legal action (what a fresh turn offers)."""
        return {a[0] for a in self.legal if a}

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

    def reset(self, legal: Iterable[Action] | None = None) -> None:
        """Forget the clicks (and take new legal actions, after a move)."""
        self.steps = []
        if legal is not None:
            self.legal = tuple(tuple(a) for a in legal)
