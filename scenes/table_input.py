"""A table scene's ``TableInput`` (engine/table_input.py): what its description is a function
of, read from the scene once per reconcile — the viewer's view and legal actions, the seats'
names and colours, the language, the clicks so far and the last move's origins."""
from __future__ import annotations

from types import MappingProxyType
from typing import Any, Mapping

from engine import theme
from engine.table_input import TableInput
from engine.widgets.builder import Picks


def scene_input(s, picks: Picks = Picks(), extra: Mapping[str, Any] | None = None,
                layout=None, origins: Mapping | None = None) -> TableInput:
    """The inputs of scene ``s``'s table description now (``s`` is a ``GameScene``; the
    origins are its ``origins`` unless given)."""
    n = len(s.session.seats)
    named = getattr(s, "panel_name", s.seat_name)   # a network table marks an away seat
    scale = getattr(s.app.renderer, "scale", 1.0) or 1.0
    return TableInput(
        view=s.view_state, viewer=s.viewer, focus=s.big_seat(), others=tuple(s.others()),
        legal=tuple(s.legal()), layout=layout if layout is not None else s.layout,
        lang=s.app.i18n.lang, names=tuple(named(k) for k in range(n)),
        colors=tuple(s.seat_color(k) for k in range(n)), to_act=tuple(s.session.to_act()),
        my_turn=s.my_turn(), over=s.session.is_over(), demo=s.demo, picks=picks,
        origins=MappingProxyType(dict(origins if origins is not None
                                      else getattr(s, "origins", {}))),
        min_text=theme.MIN_TEXT_PX / scale,
        extra=MappingProxyType(dict(extra or {})))
