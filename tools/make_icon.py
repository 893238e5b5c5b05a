"""Render the Five Realms emblem (assets/art/icon.svg) to assets/art/icon.png (64x64).

    python tools/make_icon.py
"""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ART = Path(__file__).resolve().parent.parent / "assets" / "art"


def main(size: int = 64) -> Path:
    pygame.init()
    # render large then smooth-scale down: crisper edges than nanosvg at 64 px
    big = pygame.image.load_sized_svg(str(ART / "icon.svg"), (size * 4, size * 4))
    img = pygame.transform.smoothscale(big, (size, size))
    out = ART / "icon.png"
    pygame.image.save(img, str(out))
    pygame.quit()
    print(f"wrote {out} ({size}x{size})")
    return out


if __name__ == "__main__":
    main()
