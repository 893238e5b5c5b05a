"""The art cache is bounded by bytes as well as entries: every new window size renders the art
anew, and a window dragged through sizes used to fill 700 entries of stale sizes (a demo of
World in Progress dragged through 40 sizes: 172 MB of art, 335 MB resident; see the bench's
``drag_rss``)."""
from __future__ import annotations

import pygame

from engine.assets import FONTS, IMAGE_MIN_BYTES, IMAGE_SCREENS, LRU
from tests.uitest import make_app


def _surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)      # 4 bytes a pixel


def test_the_cache_drops_the_least_recently_used_past_its_bytes():
    cache = LRU(100, max_bytes=3 * 100 * 100 * 4)
    for k in "abc":
        cache.get_or(k, lambda: _surface(100, 100))
    cache.get_or("a", lambda: None)                     # "a" used again: "b" is the oldest
    cache.get_or("d", lambda: _surface(100, 100))
    assert list(cache) == ["c", "a", "d"]
    assert cache.bytes == 3 * 100 * 100 * 4


def test_the_newest_entry_stays_even_when_larger_than_the_budget():
    cache = LRU(100, max_bytes=1000)
    cache.get_or("small", lambda: _surface(10, 10))
    big = cache.get_or("big", lambda: _surface(100, 100))
    assert list(cache) == ["big"] and cache["big"] is big
    assert cache.bytes == 100 * 100 * 4


def test_bytes_are_counted_through_replacement_removal_and_clear():
    cache = LRU(10, max_bytes=10 ** 9)
    cache["x"] = _surface(10, 10)
    cache["x"] = _surface(20, 10)
    cache["y"] = None                                   # a missing picture: no bytes
    assert cache.bytes == 20 * 10 * 4
    del cache["x"]
    assert cache.bytes == 0
    cache["z"] = _surface(5, 5)
    cache.clear()
    assert cache.bytes == 0 and not cache


def test_a_window_dragged_through_sizes_keeps_the_art_within_its_screens(monkeypatch, tmp_path):
    app = make_app(monkeypatch, tmp_path, size=(1280, 720))
    app.push("demo", game="world_in_progress")
    for _ in range(20):
        app.frame(1 / 60)
    sizes = [(1000 + 55 * k, 560 + 30 * k) for k in range(12)]
    for size in sizes:
        app.window.size = size
        w, h = app.window.size
        pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h))
        app.frame(1 / 60)
        app.frame(1 / 60)
        budget = max(IMAGE_MIN_BYTES, IMAGE_SCREENS * w * h * 4)
        assert app.assets._images.max_bytes == budget, size
        assert app.assets.art_bytes() <= budget, size
        assert len(app.assets._fonts) <= FONTS
    # each size rendered its own art: without the bound the cache held 111 MB of it here
    rendered = {k[2:4] for k in app.assets._images if k[0] != "custom"}
    assert len(rendered) > 1
    app.shutdown()


def test_a_font_measures_as_pygame_does_and_keeps_what_it_measured():
    from engine.assets import Assets, MeasuredFont, font_path
    pygame.font.init()
    font = Assets().font(23, "bold")
    plain = pygame.font.Font(str(font_path("bold")), 23)
    assert isinstance(font, MeasuredFont)
    for text in ("Шолом-невидимка", "The Elder", "", "+1 мон., +1 карта"):
        assert font.size(text) == plain.size(text)
    assert "The Elder" in font._sizes                    # measured once, then remembered
    font.SIZES_KEPT = 3
    font.size("a"), font.size("b")
    assert len(font._sizes) <= 3
