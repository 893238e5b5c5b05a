"""Every on-screen string in English and Ukrainian; tables live in assets/i18n/*.json."""
from __future__ import annotations

import json
from functools import lru_cache

from engine.paths import ASSETS


@lru_cache(maxsize=None)
def _table(lang: str) -> dict[str, str]:
    """``assets/i18n/<lang>.json`` merged with every per-game ``<game>.<lang>.json``."""
    folder = ASSETS / "i18n"
    table = json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
    for extra in sorted(folder.glob(f"*.{lang}.json")):
        table.update(json.loads(extra.read_text(encoding="utf-8")))
    return table


class I18n:
    def __init__(self, lang: str = "en") -> None:
        self.lang = lang

    def t(self, key: str, **fmt: object) -> str:
        """The string for ``key`` in the current language (English, then the key, as fallback)."""
        text = _table(self.lang).get(key)
        if text is None:
            text = _table("en").get(key, key)
        return text.format(**fmt) if fmt else text

    def has(self, key: str) -> bool:
        return key in _table("en")
