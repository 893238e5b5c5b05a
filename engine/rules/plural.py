"""Counted words in English and Ukrainian for the rules' log lines ("pays 3 coins", "платить
3 монети", "бере 5 карт"): CLDR plural categories, so a line never falls back to a colon form
("монети: 3") to avoid a declension.  engine/i18n.py picks a message key's form with the same
``plural_category``."""
from __future__ import annotations

from typing import Mapping

PLURAL_CATEGORIES = {"en": ("one", "other"), "uk": ("one", "few", "many")}


def plural_category(lang: str, n: int) -> str:
    """CLDR plural category of the integer ``n``: English one/other, Ukrainian one/few/many."""
    n = abs(n)
    if lang == "uk":
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if n == 1 else "other"


def counted(lang: str, n: int, forms: Mapping[str, str] | str, **fmt) -> str:
    """``forms`` (a template per plural category of ``lang``, or one template for all) for the
    count ``n``, formatted with ``n`` and ``fmt``."""
    text = forms if isinstance(forms, str) else forms[plural_category(lang, n)]
    return text.format(n=n, **fmt)
