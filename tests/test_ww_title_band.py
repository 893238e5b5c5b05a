"""It's a Wonderful World: a card's white title band always says something (play-test 17: at
800x450 the cards in the hand and the draft showed empty white bands, as if their names were
missing).  Where the name is too small to draw, the face says it at the legible floor — whole,
its short name, or cut with "…" — and where not even that fits, it draws no band at all."""
from __future__ import annotations

import os

import pygame
import pytest

from engine.assets import Assets
from engine.render import Renderer, TextProbe
from engine.rules.wonderful_world.material import IDS, NAMES, SHORT_NAMES
from scenes.wonderful_world.painters import draw_dev, title_band
from scenes.wonderful_world.table import DRAFTED_SMALL, HAND_CARD
from tests.test_ww_card_names import face_sizes

BAND_RGB = (250, 244, 230)
X = Y = 20.0
LONG = os.environ.get("FIVE_REALMS_LONG") == "1"


def _designs(lang: str) -> list[int]:
    """The designs looked at: every one with FIVE_REALMS_LONG=1; else every third and the ten
    whose names are longest (the ones a band most likely cannot say)."""
    if LONG:
        return list(range(len(IDS)))
    longest = sorted(range(len(IDS)), key=lambda d: -len(NAMES[lang][d]))[:10]
    return sorted(set(range(0, len(IDS), 3)) | set(longest))


def _faces(size, lang: str, w: float, h: float):
    """(card index, band drawn, name texts drawn in the band) of the designs looked at
    (``_designs``) at ``w`` x ``h`` in a window of ``size``."""
    pygame.init()
    r = Renderer(Assets())
    surf = pygame.Surface(size)
    r.set_target(surf)
    out = []
    for d in _designs(lang):
        cid = IDS[d]
        surf.fill((0, 0, 0))
        probe = TextProbe()
        Renderer.probe = probe
        try:
            draw_dev(r, {"id": cid, "lang": lang, "fill": ()}, X, Y, w, h)
        finally:
            Renderer.probe = None
        th = h * title_band(r, d, lang, w, h)
        top, bottom = r.to_screen((X, Y + w * 0.05))[1], r.to_screen((X, Y + w * 0.05 + th))[1]
        band = tuple(surf.get_at(r.to_screen((X + w * 0.065, Y + w * 0.05 + th / 2))))[:3]
        said = [rec.text for rec in probe.records if not rec.text.strip().isdigit()
                and top - 1 <= rec.rect[1] + rec.rect[3] / 2 <= bottom + 1]
        out.append((d, band == BAND_RGB, said))
    return out


def _letters(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalpha())


@pytest.mark.parametrize("lang", ["uk", "en"])
@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
def test_no_title_band_is_left_empty(lang, size):
    empty = []
    for where, (w, h) in face_sizes().items():
        for d, band, said in _faces(size, lang, w, h):
            if band and not said:
                empty.append((where, round(w), IDS[d]))
    assert not empty, f"{len(empty)} faces with an empty title band: {empty[:8]}"


@pytest.mark.parametrize("lang", ["uk", "en"])
def test_the_hand_and_the_draft_name_their_cards_at_800x450(lang):
    """The play-tester's faces: each card of the hand and the drafted row at 800x450 shows
    the start of its name (or of its short name), at least three letters."""
    for w, h in (HAND_CARD, DRAFTED_SMALL):
        for d, band, said in _faces((800, 450), lang, w, h):
            text = _letters("".join(said))
            starts = (_letters(NAMES[lang][d]), _letters(SHORT_NAMES[lang][d]))
            assert band and len(text) >= 3 and any(s.startswith(text) for s in starts), \
                (IDS[d], w, said)
