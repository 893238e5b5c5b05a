"""Small data-only components.  Game truth never lives here: entities are views of rules state."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable


@dataclass
class Transform:
    """Centre (x, y) and size on the 1920x1080 canvas; angle in degrees (multiples of 90 for art)."""

    x: float
    y: float
    w: float
    h: float
    angle: float = 0.0
    scale: float = 1.0
    alpha: float = 255.0
    value: float | None = None      # a number painters may animate (a counter's shown count)

    @property
    def rect(self) -> tuple[float, float, float, float]:
        w, h = self.w * self.scale, self.h * self.scale
        return (self.x - w / 2, self.y - h / 2, w, h)

    def contains(self, px: float, py: float) -> bool:
        x, y, w, h = self.rect
        if int(self.angle) % 180 == 90:
            x, y, w, h = self.x - h / 2, self.y - w / 2, h, w
        return x <= px <= x + w and y <= py <= y + h


@dataclass
class Visual:
    """What to draw: a painter ``kind`` from the painter registry and its parameters.  A change
    of parameters assigns a new dict (``effects.show``, the keyed table's reconcile); the dict is
    never changed in place, as the renderer keys what it painted by the dict it saw."""

    kind: str
    params: dict[str, Any] = field(default_factory=dict)
    visible: bool = True


@dataclass
class Z:
    z: float = 0.0


@dataclass
class Name:
    """A stable name scenes and tests use to find an entity (``"wip.slot.4"``, ``"menu.start"``)."""

    name: str


@dataclass
class Clickable:
    """A click target; ``tag`` is handed to the scene's ``on_click``."""

    tag: Hashable
    enabled: bool = True
    buttons: tuple[int, ...] = (1,)


@dataclass
class Hoverable:
    """Hover state and tooltip.  ``avoid``: canvas rects (x, y, w, h) the tooltip must not cover
    (what the player is deciding about); it is placed above, below, beside or past them."""

    hovered: bool = False
    tooltip: str = ""
    hover_time: float = 0.0
    cursor_hand: bool = True
    avoid: tuple[tuple[float, float, float, float], ...] = ()


@dataclass
class Draggable:
    """Can be picked up and dropped on a DropTarget; snaps back if the drop is refused."""

    payload: Hashable
    enabled: bool = True
    dragging: bool = False
    home: tuple[float, float] = (0.0, 0.0)
    grab: tuple[float, float] = (0.0, 0.0)


@dataclass
class DropTarget:
    key: Hashable
    accepts: Callable[[Hashable], bool] | None = None
    highlighted: bool = False


@dataclass
class Tween:
    attr: str
    start: float
    end: float
    duration: float
    delay: float = 0.0
    ease: str = "out_cubic"
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None


@dataclass
class Tweens:
    """Active tweens of an entity's Transform attributes; all run in parallel."""

    items: list[Tween] = field(default_factory=list)


@dataclass
class Particle:
    vx: float
    vy: float
    life: float
    age: float = 0.0
    gravity: float = 0.0
    fade: bool = True


@dataclass
class Lifetime:
    """Entity deleted after ``seconds``."""

    seconds: float


@dataclass
class Intangible:
    """Not hit-tested while present: a card still flying in from the deck, an entity fading
    out.  Clicks go to what is under it (the deck can be clicked again at once)."""

