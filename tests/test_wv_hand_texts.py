"""A Wild Venture: a card in hand says what it does at 1280x720 (play-test 12, 108: the small
hand cards "Лабораторія" and "Ректорка" showed no effect text): every card of the game, drawn
at the hand's size, shows its text, its short form or at least its first words."""
from __future__ import annotations

from dataclasses import replace as _replace

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


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_no_card_text_is_cut_at_any_size_the_table_draws_at_1280x720(monkeypatch, tmp_path,
                                                                      lang):
    """Play-test 13: at 1280x720 Mayor in hand read "Gain 1…", Old Puddle on the discard pile
    "Draw 1…", Astronomer in the Inhabitants row "Travel 2…" (the short form was the effect's
    first words and "…").  Every card at every size the table draws one (hand, crowded hand,
    row, discard pile, the other seat's miniatures) says its effect whole — its text, its short
    form, or every step of it in a few words — or, where even that does not fit, shows its art
    and leaves the words to the zoom; never a line cut with "…".  In English the hand, rows and
    pile say every card's effect."""
    from engine.rules.wild_venture.material import effect_text
    from scenes.wild_venture import table as T
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai"], lang=lang)
    d.frames(2)
    r = app.renderer
    sizes = {"hand": (T.HAND_W, T.HAND_H), "crowded": (T.CROWD_W, T.CROWD_H),
             "six": T.hand_card_size(6),
             "row": (T.ROW_W, T.ROW_H), "pile": (T.PILE_W, T.PILE_H),
             "mini": (T.MINI_W, T.MINI_H)}
    cut, blank, said_whole = [], [], 0
    for cid, c in cards().items():
        data = card_data(scene, cid, 1)
        assert "…" not in data.tiny and data.tiny, (cid, data.tiny)
        # every step, in words (a belonging's few words are its condition and the supply it
        # gives; its relic is its short form's, play-test 16)
        steps = () if c.type == "belonging" else c.effect
        assert data.tiny.count(",") >= effect_text(steps, lang).count(","), (cid, data.tiny)
        for where, (w, h) in sizes.items():
            probe = TextProbe()
            Renderer.probe = probe
            try:
                # a played card (row, miniature) shows its supplies as a corner badge alone
                # and no paid cost (play-test 15)
                face = (_replace(data, icons=(), cost=[]) if where in ("row", "mini")
                        else data)
                blit_card(r, card_params(face), 640, 360, w, h)
            finally:
                Renderer.probe = None
            for rec in probe.records:
                if rec.fit == "cut" or rec.text.endswith("…"):
                    cut.append((where, cid, rec.text))
            shown = {rec.text for rec in probe.records}
            if any(form.startswith(t) for t in shown if len(t) > 4
                   for form in (data.text, data.short, data.tiny, data.micro, data.figures)
                   if form):
                said_whole += 1
            elif lang == "en" and where != "mini":
                blank.append((where, cid))
    assert not cut, f"{len(cut)} cut: {cut[:6]}"
    assert not blank, f"{len(blank)} cards say nothing: {blank[:6]}"
    assert said_whole > len(cards()) * 3
    app.shutdown()


def test_the_other_seats_miniatures_tell_an_upgraded_starter_and_repeat_no_supply(
        monkeypatch, tmp_path):
    """Play-test 13 (142c): on the other seat's panel the supply badges covered the art and
    an icon in the effect box said the same count again, only one building of three showed
    words, and an upgraded Nest (Travel 3) looked as before.  A miniature's supplies are the
    badge alone, and a starter says its side's effect in a few words where they fit."""
    from scenes.wild_venture import names as N
    from scenes.wild_venture import table as T
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wild_venture",
                                         ["human", "ai"], lang="en")
    d.frames(2)
    r = app.renderer
    said = {}
    for adv in (0, 1):
        probe = TextProbe()
        Renderer.probe = probe
        try:
            blit_card(r, card_params(T.starter_data(scene, "nest", adv)), 640, 360,
                      T.MINI_W, T.MINI_H)
        finally:
            Renderer.probe = None
        said[adv] = " ".join(rec.text for rec in probe.records)
    assert "Travel 2" in said[0] and "Travel 3" in said[1], said
    from dataclasses import replace as _replace
    inp0 = scene.table_input()
    other = 1 - inp0.viewer
    starters = [list(s) for s in inp0.view.starters]
    starters[other] = [0, 1, 0]                 # the other seat's pad upgraded
    inp0 = _replace(inp0, view=_replace(inp0.view, starters=tuple(map(tuple, starters))))
    badges = {sp.name: sp.params.get("badge") for sp in T.describe(inp0)
              if sp.key.startswith(f"wv.st.{other}.")}
    assert badges[N.starter("pad", mine=False)] == "↑"
    assert badges[N.starter("nest", mine=False)] is None
    from dataclasses import replace
    inp = scene.table_input()
    other = 1 - inp.viewer
    inhab = list(inp.view.inhab)
    inhab[other] = (("runner", 2),)             # a played inhabitant with 2 supplies
    inp = replace(inp, view=replace(inp.view, inhab=tuple(inhab)))
    minis = [sp for sp in T.describe(inp) if sp.name == N.otab("runner")]
    assert minis and minis[0].params["card"]["icons"] == ()
    assert minis[0].params["badge"] == "2"
    # the zoom shows the whole card: its cost and its supplies
    whole = minis[0].params["zoom_card"]
    assert whole["cost"] and whole["icons"] == (("material", 2),)
    app.shutdown()
