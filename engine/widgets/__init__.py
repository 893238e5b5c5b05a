"""Shared table widgets for every game, all data-driven (a game passes plain data, never
drawing code).  Each is a painter kind for the keyed table (engine/ecs/table.py) plus helpers:

=============  ====================  ==========================================================
kind           module                data
=============  ====================  ==========================================================
``card``       card.py               ``card_params(CardData(...), face_up)``; ``CardZoom``
(fan)          hand.py               ``hand_specs([(key, card params), ...], cx, cy, width)``;
                                     ``tiers(n, area, w, h, per_row)``: a long hand in rows
``pile``       pile.py               ``pile_params(count, label, top=, back=, browsable=)``
``die``        dice.py               ``die_params(six faces, face)``; ``roll(ent, face)``
``die_net``    dice.py               the same params, six faces unfolded
``counter``    counter.py            ``counter_params(icon, value)``; ``pop_gain(x, y, 3, "gold")``
``track``      counter.py            ``track_params(lo, hi, markers=[...])``; ``marker`` + ``track_pos``
``choice``     dialog.py             ``ChoiceModel`` (pure); ``ChoiceDialog`` in overlays.py
=============  ====================  ==========================================================

``ActionBuilder`` (builder.py) narrows ``legal_actions`` click by click.  Effects (flip, fly,
deal, shake) are in engine/ecs/effects.py.  ``python main.py gallery`` shows them all.
"""
from __future__ import annotations

from engine.ecs.painters import Painter
from engine.widgets.card import paint_card
from engine.widgets.counter import paint_counter, paint_gain, paint_marker, paint_track
from engine.widgets.dialog import paint_choice
from engine.widgets.dice import paint_die, paint_die_net
from engine.widgets.pile import paint_pile

WIDGET_PAINTERS: dict[str, Painter] = {
    "card": paint_card,
    "pile": paint_pile,
    "die": paint_die,
    "die_net": paint_die_net,
    "counter": paint_counter,
    "gain": paint_gain,
    "track": paint_track,
    "marker": paint_marker,
    "choice": paint_choice,
}
