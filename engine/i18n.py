"""Every on-screen string in English and Ukrainian; tables live in assets/i18n/*.json."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, Callable

from engine.paths import ASSETS
from engine.rules.plural import PLURAL_CATEGORIES, plural_category  # noqa: F401 - shared


@lru_cache(maxsize=None)
def _table(lang: str) -> dict[str, str]:
    """``assets/i18n/<lang>.json`` merged with every per-game ``<game>.<lang>.json``."""
    folder = ASSETS / "i18n"
    table = json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
    for extra in sorted(folder.glob(f"*.{lang}.json")):
        table.update(json.loads(extra.read_text(encoding="utf-8")))
    return table




def message_keys(table: dict[str, str], lang: str) -> set[str]:
    """The keys of ``table`` with plural forms folded into their base key.

    Raises ``ValueError`` when a key has some but not all of ``lang``'s plural forms.
    """
    keys: set[str] = set()
    forms: dict[str, set[str]] = {}
    for key in table:
        base, _, category = key.partition("#")
        keys.add(base)
        if category:
            forms.setdefault(base, set()).add(category)
    for base, have in forms.items():
        if have != set(PLURAL_CATEGORIES[lang]):
            raise ValueError(f"{lang}: {base!r} has plural forms {sorted(have)}, "
                             f"needs {list(PLURAL_CATEGORIES[lang])}")
    return keys


@lru_cache(maxsize=None)
def _refusal_patterns() -> tuple[tuple[re.Pattern, str], ...]:
    """Every refusal template (keys ``<game>.refuse.<name>``, English text with ``{field}``s)
    as a pattern matching the rules' English message, the longest templates first."""
    out = []
    for key, text in _table("en").items():
        base = key.partition("#")[0]
        if ".refuse." not in base or key != base and not key.endswith("#other"):
            continue
        parts = re.split(r"\{(\w+)\}", text)
        rx = "".join(re.escape(x) if i % 2 == 0 else f"(?P<{x}>.+?)"
                     for i, x in enumerate(parts))
        out.append((len(text), re.compile(rx + r"\Z", re.S), base))
    out.sort(key=lambda t: -t[0])
    return tuple((rx, key) for _, rx, key in out)


def refusal_key(text: str) -> tuple[str, dict] | None:
    """The message key and fields of a rules refusal (``IllegalAction``'s English text), or
    None when no refusal template matches it."""
    for rx, key in _refusal_patterns():
        m = rx.match(text)
        if m:
            fields = {k: int(v) if v.lstrip("-").isdigit() else v
                      for k, v in m.groupdict().items()}
            return key, fields
    return None


class I18n:
    def __init__(self, lang: str = "en") -> None:
        self.lang = lang

    def t(self, key: str, **fmt: object) -> str:
        """The string for ``key`` in the current language (English, then the key, as fallback).

        A count ``n`` picks the plural form when the table has them: ``key#one``, ``key#few``,
        ``key#many``, ``key#other`` (CLDR's categories; see :func:`plural_category`).
        """
        if isinstance(fmt.get("n"), int):
            key = self._plural_key(key, fmt["n"])  # type: ignore[arg-type]
        text = _table(self.lang).get(key)
        if text is None:
            text = _table("en").get(key, key)
        return text.format(**fmt) if fmt else text

    def refusal(self, text: str, name: Callable[[str, Any], Any] | None = None) -> str:
        """A rules refusal in the current language.  The rules speak English (they are pure and
        know no language); each message a player may meet has a key ``<game>.refuse.<name>``
        whose English text is its template, so the message is matched back to its key and
        said again in this language.  ``name(field, value)`` says a field's value in this
        language too (a card's English name: see ``table_refusal``).  A message without a key
        is shown as it is."""
        found = refusal_key(text)
        if found is None:
            return text
        fields = found[1] if name is None else {k: name(k, v) for k, v in found[1].items()}
        return self.t(found[0], **fields)

    def _plural_key(self, key: str, n: int) -> str:
        """``key#<category>`` in the first table that has plural forms or the plain key."""
        for lang in (self.lang, "en"):
            table = _table(lang)
            if f"{key}#one" in table:
                form = f"{key}#{plural_category(lang, n)}"
                return form if form in table else f"{key}#other"
            if key in table:
                return key
        return key

    def has(self, key: str) -> bool:
        return key in _table("en") or f"{key}#one" in _table("en")


@lru_cache(maxsize=32)
def material_names(rules: Any, lang: str) -> dict[str, str]:
    """The game's material names in ``lang`` by id and by English name (its optional
    ``label`` and ``label_tokens``; empty when it has none)."""
    from engine.rules.table_hooks import optional
    label, tokens = getattr(rules, "label", None), optional(rules, "label_tokens")
    out: dict[str, str] = {}
    for tok in tokens() if label and tokens else ():
        here, en = label(tok, lang), label(tok, "en")
        if here:
            out[tok] = here
            if en:
                out.setdefault(en, here)
    return out


def table_refusal(i18n: I18n, rules: Any, text: str, action: Any = None,
                  seat: int | None = None) -> str:
    """A rules refusal as the table says it in ``i18n``'s language: the names of cards, faces
    and other material in it in that language too, and a refused ``action`` (a field
    ``action``) told as the log tells it (``describe``) rather than as the rules spell it."""
    names = material_names(rules, i18n.lang)
    describe = getattr(rules, "describe", None)

    def name(field: str, value: Any) -> Any:
        if field == "action" and action is not None and describe is not None:
            try:
                return describe(action, i18n.lang, seat, seat)
            except (ValueError, KeyError, IndexError, TypeError):
                pass
        if not isinstance(value, str):
            return value
        if value in names:
            return names[value]
        return re.sub(r"[A-Za-z_][\w']*", lambda m: names.get(m.group(), m.group()), value)

    return i18n.refusal(text, name)
