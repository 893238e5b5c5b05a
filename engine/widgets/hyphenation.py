"""Where a word too wide for its line may break with a hyphen, as a reader of English or
Ukrainian expects: the rules are data (assets/i18n/hyphenation/<lang>.json), the language is
the word's script.

``breaks(word)`` rates every place a word may break (before letter ``i``): 3 the best (the
breaks an exception lists for the word, the whole list and nothing else; a prefix's or a
suffix's boundary: "Under-ground", "Build-ing", "Електро-станція", "Шпигун-ська"), 2 a good
break, 1 a poor one kept for a word that cannot fit otherwise, absent never.  A good break is,
between two vowels,
the place that leaves the second part starting with the longest consonant cluster a word may
start with ("Con-gress", "елек-тро", "По-лярна", "Поляр-на").  Never: fewer letters on a side
than the language allows, beside a non-letter (an apostrophe included), inside a digraph
("th", "дж"), before a glued letter ("й", "ь"), or a part with no vowel."""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from engine.paths import ASSETS

BEST, GOOD, POOR = 3, 2, 1
MIN_AFTER_PREFIX = 4        # letters after a prefix: "над-ра" is not a prefix, "під-силення" is


@dataclass(frozen=True)
class HyphenRules:
    vowels: frozenset
    min_left: int
    min_right: int
    digraphs: frozenset
    glue: frozenset
    onsets: frozenset
    prefixes: tuple
    suffixes: tuple
    exceptions: dict        # the word in lower case -> its break positions


@lru_cache(maxsize=None)
def rules(lang: str) -> HyphenRules:
    data = json.loads((ASSETS / "i18n" / "hyphenation" / f"{lang}.json")
                      .read_text(encoding="utf-8"))
    exc = {}
    for word, broken in data.get("exceptions", {}).items():
        parts = broken.split("-")
        exc[word.lower()] = frozenset(sum(len(p) for p in parts[:k])
                                      for k in range(1, len(parts)))
    return HyphenRules(frozenset(data["vowels"]), data["min_left"], data["min_right"],
                       frozenset(data["digraphs"]), frozenset(data.get("glue", "")),
                       frozenset(data["onsets"]),
                       tuple(sorted(data.get("prefixes", ()), key=len, reverse=True)),
                       tuple(sorted(data.get("suffixes", ()), key=len, reverse=True)), exc)


def language(word: str) -> str:
    """"uk" for a word in Cyrillic letters, else "en"."""
    return "uk" if any("\u0400" <= c <= "\u04ff" for c in word) else "en"


def _stem(w: str) -> str:
    """The word without a possessive "'s" (its breaks are the word's)."""
    for tail in ("'s", "’s"):
        if w.endswith(tail):
            return w[:-len(tail)]
    return w


def breaks(word: str) -> dict[int, int]:
    """{position: quality} of every place ``word`` may break (before ``word[i]``)."""
    R = rules(language(word))
    w = word.lower()
    stem = _stem(w)
    vowel = [c in R.vowels and not (c == "y" and i == 0) for i, c in enumerate(w)]

    def ok(i: int) -> bool:
        a, b = w[i - 1], w[i]
        if not (a.isalpha() and b.isalpha()) or b in R.glue or a + b in R.digraphs:
            return False
        if sum(c.isalpha() for c in w[:i]) < R.min_left or \
                sum(c.isalpha() for c in w[i:]) < R.min_right:
            return False
        return any(vowel[:i]) and any(vowel[i:])

    if stem in R.exceptions:
        return {i: BEST for i in R.exceptions[stem] if 0 < i < len(w)}
    bounds = {len(p) for p in R.prefixes if stem.startswith(p)
              and len(stem) - len(p) >= MIN_AFTER_PREFIX and not vowel[len(p)]}
    bounds |= {len(stem) - len(s) for s in R.suffixes if stem.endswith(s)}
    out: dict[int, int] = {}
    for i in bounds:
        if 0 < i < len(w) and ok(i):
            out[i] = BEST
    vs = [i for i, v in enumerate(vowel) if v]
    for v1, v2 in zip(vs, vs[1:]):
        inside = [i for i in range(v1 + 1, v2) if ok(i)]    # never before the vowel itself
        if any(i in out for i in range(v1 + 1, v2 + 1)):    # a prefix's or suffix's boundary
            for i in inside:
                out.setdefault(i, POOR)
            continue
        best = next((i for i in inside if v2 - i == 1 or w[i:v2] in R.onsets), None)
        for i in inside:
            out[i] = GOOD if i == best else POOR
    return out


def roomy(word: str, i: int) -> bool:
    """A break before ``word[i]`` leaves three letters or more on each side."""
    return sum(c.isalpha() for c in word[:i]) >= 3 and sum(c.isalpha() for c in word[i:]) >= 3
