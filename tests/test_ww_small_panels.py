"""It's a Wonderful World at 800x450 (play-test, en and uk): the other seats' panels dropped the
"built N" count from their last line, which touched the row of cubes above it, and the Construct
zone lost its subtitle.  Each panel says how many cards were built, no two of its texts overlap,
and both zones keep a line under their title."""
from __future__ import annotations

import pygame
import pytest

from tests.uitest import drawn_texts, look_shot, my_turns, start_table

BUILT = {"en": "built", "uk": "збуд."}


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_panels_and_zones_fit(monkeypatch, tmp_path, lang, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human", "ai:random", "ai:random"], seed=3,
                                         size=size, lang=lang)
    for _ in my_turns(app, scene, d, 3000):
        break
    look_shot(app, f"ww_panels_{lang}_{size[0]}.png")
    texts = drawn_texts(app)
    panels = [t for t in texts if t.kind == "ww_panel"]
    lines = [t for t in panels if BUILT[lang] in t.text]
    assert len(lines) == 2, f"a panel lost its built count: {[t.text for t in panels]}"
    for line in lines:
        box = pygame.Rect(line.rect)
        for other in panels:
            if other is not line and box.colliderect(pygame.Rect(other.rect)):
                pytest.fail(f"{line.text!r} {line.rect} runs into {other.text!r} {other.rect}")
    zones = [t.text for t in texts if t.kind == "ww_zone"]    # a title, then its lines
    titles = [scene.t("ww.zone.slate"), scene.t("ww.zone.recycle")]
    at = [zones.index(t) for t in titles]
    assert at[1] - at[0] > 1 and len(zones) - at[1] > 1, f"a zone lost its subtitle: {zones}"
