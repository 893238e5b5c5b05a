"""Player settings, persisted as JSON in the user config folder."""
from __future__ import annotations

import json
import locale
import math
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from engine.paths import user_config_dir

LANGS = ("en", "uk")
SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)


def system_lang() -> str:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        val = os.environ.get(var, "")
        if val:
            return "uk" if val.lower().startswith("uk") else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "uk" if loc.lower().startswith("uk") else "en"


def _finite(value: object, default: float) -> float:
    """``value`` as a finite float; ``default`` for NaN, infinities and non-numbers (a NaN
    clamped with min/max stays NaN or lands on a bound, depending on the order)."""
    try:
        out = float(value)          # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default
    return out if math.isfinite(out) else default


@dataclass
class Settings:
    lang: str = ""
    volume: float = 0.7
    muted: bool = False
    speed: float = 1.0
    fullscreen: bool = False
    window_w: int = 1280
    window_h: int = 720
    # a step where the only thing left to do is to end it ends by itself (It's a Wonderful
    # World's production with nothing to place); False keeps the manual "End step" click
    auto_end_steps: bool = True
    # the menu's last set-up: {"game", "players", "seats": [{"kind", "level", "name",
    # "color"}], "options"}; the menu checks it against the rules before using it
    last_setup: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.lang not in LANGS:
            self.lang = system_lang()
        self.volume = min(1.0, max(0.0, _finite(self.volume, 0.7)))
        self.speed = min(4.0, max(0.25, _finite(self.speed, 1.0)))
        self.window_w = min(8192, max(800, int(_finite(self.window_w, 1280))))
        self.window_h = min(8192, max(450, int(_finite(self.window_h, 720))))
        self.auto_end_steps = self.auto_end_steps is not False
        if not isinstance(self.last_setup, dict):
            self.last_setup = {}

    @staticmethod
    def path() -> Path:
        return user_config_dir() / "settings.json"

    @classmethod
    def load(cls) -> "Settings":
        """Read saved settings; a missing or damaged file gives the defaults."""
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                return cls()
            known = {f.name for f in fields(cls)}
            return cls(**{k: v for k, v in data.items() if k in known})
        except (OSError, ValueError, TypeError):
            return cls()

    def save(self) -> None:
        path = self.path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only home must not stop the game
