"""What a table description is a function of, as one frozen record.

Every game's ``scenes/<game>/table.py`` has ``describe(inp: TableInput) -> list[EntitySpec]``:
the keyed table (engine/ecs/table.py) for one viewer, computed from these inputs alone — the
view (never the full state), the viewer's legal actions, the clicks made so far, the layout, the
language and where the last move's new things fly in from.  Nothing is read from a scene, a
window or a renderer, so a test can describe every state of a game without a display
(tests/test_table_descriptions.py).  The scene builds the record (``scenes/table_input.py``)
each time it reconciles.

``extra`` holds the few inputs only one game has (World in Progress's last turn, Coatl's piece
offsets, A Wild Venture's board map); each game's table module names the keys it reads.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from engine.i18n import I18n
from engine.layout import Layout
from engine.widgets.builder import Picks

@dataclass(frozen=True)
class TableInput:
    view: Any                                   # rules.view(state, viewer): all that is drawn
    viewer: int | None                          # whose view (None: a spectator, the demo)
    focus: int                                  # the seat drawn large
    others: tuple[int, ...]                     # the other seats' panels, in order
    legal: tuple[tuple, ...]                    # the viewer's legal actions (empty: not asked)
    layout: Layout
    lang: str = "en"
    names: tuple[str, ...] = ()                 # seat names
    colors: tuple[tuple[int, int, int], ...] = ()
    to_act: tuple[int, ...] = ()
    my_turn: bool = False                       # the viewer is a human asked to act now
    over: bool = False
    demo: bool = False
    picks: Picks = Picks()                      # the clicks made so far (ActionBuilder)
    origins: Mapping[str, tuple[float, float]] = field(default_factory=dict)  # key -> from
    min_text: float = 0.0                       # smallest canvas font size readable on screen
    extra: Mapping[str, Any] = field(default_factory=dict)

    def t(self, key: str, **fmt: object) -> str:
        """The text for ``key`` in ``lang``; at a table nobody plays from (a spectator, the
        demo: ``viewer`` None) its ``<key>.watch`` form where there is one, which speaks to
        no player ("the cards drafted this round", not "the cards you draft")."""
        # with each value's type: 1, 1.0 and True are equal keys but read differently
        memo = (self.lang, self.viewer is None, key, *[(k, type(v), v) for k, v in fmt.items()])
        try:
            return _SAID[memo]
        except KeyError:
            pass
        except TypeError:                       # a value that cannot be a key: said anew
            memo = None
        i18n = _i18n(self.lang)
        if self.viewer is None and i18n.has(key + ".watch"):
            key += ".watch"
        text = i18n.t(key, **fmt)
        if memo is not None:
            if len(_SAID) > 50_000:
                _SAID.clear()
            _SAID[memo] = text
        return text

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"#{seat + 1}"

    def seat_color(self, seat: int) -> tuple[int, int, int]:
        return self.colors[seat] if 0 <= seat < len(self.colors) else (200, 200, 200)

    def origin(self, key: str) -> tuple[float, float] | None:
        return self.origins.get(key)


_I18N: dict[str, I18n] = {}
# (lang, spectator, key, fmt items) -> the text: a table says the same few hundred strings at
# every description (a third of describing Dice Forge's table went to looking them up)
_SAID: dict[tuple, str] = {}


def _i18n(lang: str) -> I18n:
    if lang not in _I18N:
        _I18N[lang] = I18n(lang)
    return _I18N[lang]
