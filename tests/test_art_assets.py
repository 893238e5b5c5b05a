"""Every art asset renders with pygame-ce's nanosvg and every sound is a sane WAV."""
from __future__ import annotations

import wave
from pathlib import Path

import pygame
import pytest

from engine.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "assets" / "art"
SOUNDS = ROOT / "assets" / "sounds"

GODS = ("pink", "red", "blue", "green", "yellow")
ICONS = ("rotate_cw", "rotate_ccw", "undo", "menu", "settings", "sound_on", "sound_off",
         "play", "log", "close", "info", "crown", "back", "remote")
SOUND_NAMES = ("click", "card", "slide", "place", "dice", "coins", "score", "victory",
               "error", "whoosh", "reveal", "turn")

EXPECTED_ART = (
    [f"wip/terrain_{g}.svg" for g in GODS]
    + [f"wip/statue_{g}.svg" for g in GODS]
    + [f"wip/god_token_{g}.svg" for g in GODS]
    + ["wip/god_token_back.svg", "wip/faith_marker.svg", "wip/tile_back.svg",
       "wip/board.svg", "wip/world_mat.svg", "table.svg", "icon.svg", "icon.png",
       "ui/panel.svg", "ui/button.svg"]
    + [g.cover for g in GAMES]                    # every game's cover, from the registry
    + [f"ui/icons/{i}.svg" for i in ICONS]
)

ALL_SVGS = sorted(ART.rglob("*.svg"))


def test_expected_art_files_exist():
    missing = [p for p in EXPECTED_ART if not (ART / p).is_file()]
    assert not missing, missing


def test_expected_sound_files_exist():
    missing = [n for n in SOUND_NAMES if not (SOUNDS / f"{n}.wav").is_file()]
    assert not missing, missing


def _visible_pixels(surf: pygame.Surface) -> int:
    w, h = surf.get_size()
    step = max(1, w // 32)
    return sum(1 for x in range(0, w, step) for y in range(0, h, step) if surf.get_at((x, y)).a > 0)


@pytest.mark.parametrize("svg", ALL_SVGS, ids=lambda p: str(p.relative_to(ART)))
@pytest.mark.parametrize("size", [(64, 64), (300, 300)])
def test_svg_loads_and_is_not_empty(svg, size):
    surf = pygame.image.load_sized_svg(str(svg), size)
    assert surf.get_width() > 0 and surf.get_height() > 0
    assert _visible_pixels(surf) > 0, f"{svg} rendered fully transparent"


def test_svgs_use_only_nanosvg_safe_features():
    banned = ("<text", "<pattern", "<clipPath", "<mask", "<filter", "<use", "<image", "<style")
    for svg in ALL_SVGS:
        src = svg.read_text(encoding="utf-8")
        for tag in banned:
            assert tag not in src, f"{svg.name} uses unsupported {tag}"


@pytest.mark.parametrize("god", GODS)
@pytest.mark.parametrize("size", [(40, 40), (160, 160)])
def test_terrain_swatches_are_opaque(god, size):
    surf = pygame.image.load_sized_svg(str(ART / "wip" / f"terrain_{god}.svg"), size)
    w, h = surf.get_size()
    for x in range(w):
        for y in range(h):
            assert surf.get_at((x, y)).a == 255, (god, x, y)


def test_terrain_colours_are_distinct():
    means = {}
    for god in GODS:
        surf = pygame.image.load_sized_svg(str(ART / "wip" / f"terrain_{god}.svg"), (20, 20))
        px = [surf.get_at((x, y)) for x in range(20) for y in range(20)]
        means[god] = tuple(sum(c[i] for c in px) / len(px) for i in range(3))
    gods = list(means)
    for i, a in enumerate(gods):
        for b in gods[i + 1:]:
            dist = sum((p - q) ** 2 for p, q in zip(means[a], means[b])) ** 0.5
            assert dist > 40, (a, b, dist)


def test_icon_png_is_64():
    surf = pygame.image.load(str(ART / "icon.png"))
    assert surf.get_size() == (64, 64)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_is_short_mono_16bit(name):
    with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert w.getframerate() == 22050
        frames = w.getnframes()
        assert 0 < frames <= int(2.5 * 22050)


def test_sounds_total_size_is_small():
    total = sum((SOUNDS / f"{n}.wav").stat().st_size for n in SOUND_NAMES)
    assert total < 1.5 * 1024 * 1024
