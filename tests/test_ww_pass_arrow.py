"""The draft's "your hand goes left/right" line points the way it says, in both rounds'
directions and both languages (an arrow "←" beside "to the right" misled a play-tester)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parent.parent / "assets" / "i18n"
WORDS = {"en": {"left": "left", "right": "right"}, "uk": {"left": "ліворуч", "right": "праворуч"}}
ARROW = {"left": "←", "right": "→"}


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("watch", ["", ".watch"])
def test_the_pass_line_points_where_it_says(lang, side, watch):
    texts = json.loads((I18N / f"wonderful_world.{lang}.json").read_text(encoding="utf-8"))
    text = texts[f"ww.passes_{side}{watch}"]
    other = "right" if side == "left" else "left"
    assert WORDS[lang][side] in text and WORDS[lang][other] not in text
    assert ARROW[side] in text, text
    assert ARROW[other] not in text, text
