"""It's a Wonderful World: a card shown large (a long hover, a right click) says its whole rule
text inside its box (play-test 14, 58a: «Сонячна гармата»'s last line "кубик енергії." fell below
the cream box in Ukrainian at 1280x720).  Every card, both languages, three window sizes: no line
cut with "…", none below the box."""
from __future__ import annotations

import pytest

from engine.rules.wonderful_world.material import IDS
from engine.rules.wonderful_world.text import card_text
from engine.widgets.card import zoom_size
from scenes.wonderful_world.painters import detail_box, draw_dev
from scenes.wonderful_world.table import ZOOM_CARD
from tests.uitest import make_app, probing


@pytest.mark.parametrize("size", [(1280, 720), (800, 450), (1920, 1080)])
def test_every_large_cards_text_fits_its_box(monkeypatch, tmp_path, size):
    app = make_app(monkeypatch, tmp_path, size=size)
    r = app.renderer
    w, h = zoom_size(r, *ZOOM_CARD)
    bad = []
    for lang in ("en", "uk"):
        for cid in IDS:
            text = card_text(cid, lang)
            bw, bh, s = detail_box(r, text, w, h)
            with probing() as probe:
                draw_dev(r, {"id": cid, "lang": lang, "text": text}, 100, 50, w, h, detail=True)
            words = [rec for rec in probe.records if rec.text and rec.text in text]
            lowest = max((rec.rect[1] + rec.rect[3] for rec in words), default=0)   # on screen
            if any(rec.fit == "cut" or rec.text.endswith("…") for rec in probe.records) or \
                    lowest > r.oy + (50 + h * 0.652 + bh) * r.scale + 2:
                bad.append((lang, cid))
    assert not bad, f"{len(bad)} large cards' text out of its box: {bad[:6]}"
    app.shutdown()
