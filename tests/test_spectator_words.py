"""A table nobody plays from speaks to nobody (issue 19 follow-up, the spectator's neutral
table): at a spectator's or the demo's table (viewer None) the table's own words — labels,
notes and tooltips that ``describe`` says through ``TableInput.t`` — never address a player as
"you" ("the cards you draft", "your empire", "click it, then a face of your dice").  A card's
or token's rules text may say "your" (the printed card does); those keys are listed by prefix.
"""
from __future__ import annotations

import re
from dataclasses import replace

import pytest

from engine.layout import load_layout
from engine.table_input import TableInput
from tests.test_table_descriptions import (PLAYABLE, modules, players_for, playout,
                                           table_input)

# the rules text of cards, faces and tokens (as printed: "Activate your nest"), not the table's
RULES_TEXT = ("wv.fx.", "wv.eff.", "wv.card.", "wv.when.", "wv.ench", "wv.reward.",
              "coatl.tip.token_", "df.feat.", "df.tip.feat", "df.fx.")
YOU = {"en": re.compile(r"\b(you|your|yours)\b", re.I),
       "uk": re.compile(r"(?<!\w)(ви|ваш\w*|вам|вас)(?!\w)", re.I)}


def said(table, inp: TableInput) -> list[tuple[str, str]]:
    """(key, text) of every text the description asked for."""
    out: list[tuple[str, str]] = []
    t = TableInput.t

    def spy(self, key, **fmt):
        text = t(self, key, **fmt)
        out.append((key, text))
        return text
    TableInput.t = spy
    try:
        table.describe(inp)
    finally:
        TableInput.t = t
    return out


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda s: s.id)
def test_a_watched_table_speaks_to_nobody(spec, lang):
    table, _ = modules(spec)
    rules = spec.rules
    layout = load_layout(table.LAYOUT)
    bad: set = set()
    checked = 0
    for state in playout(rules, players_for(spec), seed=4, steps=40):
        texts = said(table, table_input(rules, state, None, layout, lang))
        checked += len(texts)
        bad |= {(k, s) for k, s in texts if YOU[lang].search(s) and not k.startswith(RULES_TEXT)}
    assert checked > 40, f"only {checked} texts were said: nothing much was checked"
    assert not bad, sorted(bad)[:6]


@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda s: s.id)
def test_a_watched_tables_big_seat_area_names_its_seat(spec):
    """The seat drawn large at a spectator's or the demo's table is nobody's "you": the table
    names whose area it is (its board's or panel's title, its empire's owner, Coatl's "Olena:
    board, hand and temples"), and no face-down thing of the view is drawn face up (the view
    is all the table has: tests/test_table_descriptions.py checks that)."""
    table, _ = modules(spec)
    rules = spec.rules
    layout = load_layout(table.LAYOUT)
    for state in playout(rules, players_for(spec), seed=4, steps=12)[-1:]:
        inp = table_input(rules, state, None, layout, "en")
        name = inp.seat_name(inp.focus)
        said_names = [s.key for s in table.describe(inp)
                      if any(isinstance(v, str) and name in v for v in s.params.values())]
        assert said_names, f"{spec.id}: nothing names {name}, the seat drawn large"


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda s: s.id)
def test_a_watched_tables_whole_frame_speaks_to_nobody(monkeypatch, tmp_path, spec, lang):
    """Not only the table's description: every text of a watched table's frame as drawn (the
    banner, the HUD, the log, the seat drawn large) addresses nobody as "you".  A card's own
    printed effect ("Activate your nest, draw 1") speaks to the card's owner, as the printed
    card does, so card faces are left out."""
    from tests.test_text_fits import fitted
    records = fitted(monkeypatch, tmp_path, spec.id, (1280, 720), lang, 0.5)
    assert len(records) > 30, "the probe saw almost no text: the table was not drawn"
    bad = sorted({(r.kind, r.text) for r in records
                  if r.kind != "card" and YOU[lang].search(r.text)})
    assert not bad, bad[:6]
