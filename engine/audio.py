"""Sound effects.  No audio device (or no mixer) means silence, never a crash."""
from __future__ import annotations

import pygame

from engine.assets import Assets

SOUNDS = ("click", "card", "slide", "place", "dice", "coins", "score", "victory", "error",
          "whoosh", "reveal", "turn")


class Audio:
    def __init__(self, assets: Assets, volume: float = 0.7, muted: bool = False) -> None:
        self.assets = assets
        self.volume = volume
        self.muted = muted
        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            self.enabled = True
        except pygame.error:
            self.enabled = False

    def play(self, name: str, volume: float = 1.0) -> None:
        if not self.enabled or self.muted or self.volume <= 0:
            return
        snd = self.assets.sound(name)
        if snd is not None:
            snd.set_volume(self.volume * volume)
            snd.play()
