"""A Wild Venture: a card in hand says what it does at 1280x720 (play-test 12, 108: the small
hand cards "Лабораторія" and "Ректорка" showed no effect text): every card of the game, drawn
at the hand's size, shows its text, its short form or at least its first words."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Transform, Visual
from engine.render import Renderer, TextProbe
from engine.rules.wild_venture.material import cards
from engine.widgets.card import blit_card, card_params
from engine.worlds import use_world
from scenes.wild_venture.table import card_data, tiny_text
from tests.uitest import start_table


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_card_drawn_at_the_hands_size_says_what_it_does(monkeypatch, tmp_path, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai"], lang=lang)
    d.frames(3)
    use_world(scene.world)
    name = next(n for n in d.names() if n.startswith("wv.hand."))
    ent = scene.find(name)
    tf = esper.component_for_entity(ent, Transform)
    p = dict(esper.component_for_entity(ent, Visual).params)
    r = app.renderer
    blank = []
    for cid, c in cards().items():
        data = card_params(card_data(scene, cid))
        probe = TextProbe()
        Renderer.probe = probe
        try:
            blit_card(r, {**p, **data}, tf.x, tf.y, tf.w, tf.h)
        finally:
            Renderer.probe = None
        said = " ".join(rec.text for rec in probe.records)
        words = [w for w in tiny_text(c, lang).rstrip("…").split() if len(w) > 2]
        if not any(w in said for w in words):
            blank.append((c.name(lang), said))
    assert not blank, f"{len(blank)} cards show no effect in hand: {blank[:5]}"
    app.shutdown()
