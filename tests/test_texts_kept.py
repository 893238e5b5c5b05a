"""The test processes keep rendered text between apps (tests/conftest.py ``_text_kept``): an
app is handed a copy of a line an earlier app rendered, the same pixels a render of its own
gives, and a test that changes how fonts are found neither takes nor leaves a kept line."""
from __future__ import annotations

import pygame

from engine.assets import Assets
from tests.uitest import make_app

LINE = "Kept between apps: Ґанок і «лапки»"


def kept():
    """The texts kept and the real ``Assets.text`` of the conftest module in use."""
    g = Assets.text.__globals__
    assert Assets.text.__name__ == "_text_kept", "no text is kept between apps"
    return g["_TEXTS"], g["_REAL"]["text"]


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_a_line_an_earlier_app_rendered_is_handed_over_as_the_same_pixels(monkeypatch, tmp_path):
    texts, real = kept()
    key = (LINE, 31, (250, 240, 230), "semibold", 0, "center")
    texts.pop(key, None)
    first = make_app(monkeypatch, tmp_path / "a")
    surf = first.assets.text(LINE, 31, (250, 240, 230), "semibold", 0, "center")
    first.shutdown()
    own = pixels(real(Assets(), LINE, 31, (250, 240, 230), "semibold", 0, "center"))   # anew
    assert key in texts, "the line was not kept for the next app"
    second = make_app(monkeypatch, tmp_path / "b")
    handed = second.assets.text(LINE, 31, (250, 240, 230), "semibold", 0, "center")
    assert handed is not texts[key], "an app gets a copy, never the kept surface"
    assert ("semibold", 31) not in second.assets._fonts, "rendered anew, not handed over"
    assert handed.get_size() == surf.get_size() and pixels(handed) == own
    assert second.assets.text(LINE, 31, (250, 240, 230), "semibold", 0, "center") is handed
    second.shutdown()


def test_a_test_that_changes_the_fonts_neither_takes_nor_leaves_a_kept_line(monkeypatch,
                                                                            tmp_path):
    texts, _ = kept()
    key = (LINE, 33, (1, 2, 3), "regular", 0, "left")
    texts.pop(key, None)
    app = make_app(monkeypatch, tmp_path)
    real_font = Assets.font
    Assets.font = lambda self, px, weight="regular": real_font(self, px * 2, weight)
    try:
        big = app.assets.text(LINE, 33, (1, 2, 3))
    finally:
        Assets.font = real_font
    assert key not in texts
    normal = app.assets.text(LINE, 34, (1, 2, 3))
    assert big.get_height() > normal.get_height() * 1.5, "the changed font was not used"
    app.shutdown()
