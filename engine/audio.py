"""Sound effects.  No audio device (or no mixer) means silence, never a crash."""
from __future__ import annotations

import pygame

from engine.paths import ASSETS

SOUNDS = ("click", "card", "slide", "place", "dice", "coins", "score", "victory", "error",
          "whoosh", "reveal", "turn")


class Audio:
    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self.enabled = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            self.enabled = True
        except pygame.error:
            self.enabled = False

    def _load(self, name: str):
        if name not in self._sounds:
            path = ASSETS / "sounds" / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError):
                self._sounds[name] = None
        return self._sounds[name]

    def play(self, name: str, volume: float = 1.0) -> None:
        if not self.enabled or self.muted or self.volume <= 0:
            return
        snd = self._load(name)
        if snd is not None:
            snd.set_volume(self.volume * volume)
            snd.play()
