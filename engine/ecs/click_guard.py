"""A button whose meaning changed under a still mouse takes no click for a moment.

A player clicking one button a few times in a row ("Place automatically") must not have the
last clicks land on the button that takes its place ("End the step"): when the button under a
mouse that has not moved changes its meaning (its action tag or its label), it ignores clicks
until the mouse has left it or ``FRAMES`` frames (about 0.6 s) have passed.  Frames, not wall
time, so a test can count them.  ``InputProcessor`` (engine/ecs/processors.py) asks it about
every entity drawn as a ``button`` in every game and dialog (it lives beside the input
processor: the widgets sit above engine/ecs in the import layers).

After a click that played a move (``acted``), the same holds for anything *new* under the
still mouse, of any kind: another entity, the same one meaning something else, or the same
button in another step of the game (the scene's ``click_context``: whose move it is and the
step, taken as the click came).  Until the mouse moves or ``FRAMES`` frames pass, a click is
taken only by the entity that acted, meaning the same in the same step (clicking one cube
after another); a quick double-click on "Auto-place" never plays the next step's "Auto-place"
that came under the mouse (play-test 12).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

import esper

from engine.ecs.components import Clickable, Visual

FRAMES = 36          # about 0.6 s at 60 frames a second


def meaning(ent: int | None) -> tuple | None:
    """What clicking ``ent`` means, if it is a button: its action tag and its label."""
    if ent is None or not esper.entity_exists(ent):
        return None
    vis = esper.try_component(ent, Visual)
    click = esper.try_component(ent, Clickable)
    if vis is None or click is None or vis.kind != "button":
        return None
    return (_hashable(click.tag), str(vis.params.get("text", "")))


def target(ent: int | None) -> tuple | None:
    """What clicking ``ent`` means, whatever it is drawn as: its action tag and its label."""
    if ent is None or not esper.entity_exists(ent):
        return None
    vis = esper.try_component(ent, Visual)
    click = esper.try_component(ent, Clickable)
    if click is None:
        return None
    return (_hashable(click.tag), str(vis.params.get("text", "")) if vis is not None else "")


def _hashable(tag: Hashable) -> Hashable:
    try:
        hash(tag)
        return tag
    except TypeError:
        return repr(tag)


@dataclass
class ClickGuard:
    seen: tuple | None = None         # the meaning under the mouse when last looked at
    guarded: tuple | None = None      # the meaning that takes no click yet
    left: int = 0                     # frames until it does anyway
    spent: bool = False               # it waited its time; none again in the same burst
    after: tuple | None = None        # (entity, target, context) of a click that acted
    after_left: int = 0               # frames until anything new takes clicks anyway

    def acted(self, ent: int, context: Hashable) -> None:
        """The click on ``ent`` just played a move; ``context``: the step it was clicked in."""
        self.after, self.after_left = (ent, target(ent), context), FRAMES

    def look(self, now: tuple | None, moved: bool) -> None:
        """The meaning under the mouse now; ``moved``: the mouse moved since the last look."""
        if moved:
            self.after = None                     # the mouse moved: the player aims anew
        changed = not moved and now is not None and self.seen is not None and now != self.seen
        if not changed:
            self.spent = False                    # the burst is over (or the mouse moved)
        if changed and not self.spent:  # a burst of changes waits FRAMES from its first: a
            # label that changes every frame keeps its button from answering only that long
            self.left = self.left if self.guarded is not None else FRAMES
            self.guarded = now
        elif self.guarded is not None and now != self.guarded:
            self.guarded = None                   # the mouse left it
        self.seen = now

    def frame(self) -> None:
        if self.after is not None:
            self.after_left -= 1
            if self.after_left <= 0:
                self.after = None
        if self.guarded is not None:
            self.left -= 1
            if self.left <= 0:
                self.guarded, self.spent = None, True

    meaning = staticmethod(meaning)

    def blocks(self, now: tuple | None, ent: int | None = None,
               context: Hashable = None) -> bool:
        """A click on ``ent`` (its button meaning ``now``) in step ``context`` waits."""
        if now is not None and now == self.guarded:
            return True
        return self.after is not None and ent is not None \
            and (ent, target(ent), context) != self.after
