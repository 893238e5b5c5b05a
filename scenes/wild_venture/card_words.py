"""A card's effect in fewer words, for a face too small for its text and its short form
(``tiny_text``, then ``micro_text``, then ``figures_text``): every step of the effect, each in
one or two words ("Gain 1, activate 1", "Look 4: draw 2, discard 2"), never its first words
cut with "…" (play-test 13: "Gain 1…", "Draw 1…", "Travel 2…" read as cut at 1280x720).

A conditional effect keeps its condition before it (play-test 16: Pond School said only "Draw
1", a Chain Whip «Мандруйте 3» / «→3", its relic shown as if the card did it when played): a
building says when it works ("You play a frog: draw 1"; its enchantment, at the end, is
dropped), a belonging what a player who meets its condition takes and its relic, or where that
does not fit its relic after its label ("Relic: →3").  The verbs are the full text's
("Потягніть", never "Тягніть" beside it), and no abbreviation a player must guess («оп. 2»).
Where nothing honest fits, a face says the card's name and its zoom the rest."""
from __future__ import annotations

from engine.rules.plural import counted

_SUPPLY = {"one": "+{n} припас", "few": "+{n} припаси", "many": "+{n} припасів"}
_WORDS = {
    "en": {"gain": "Gain {n}", "draw": "Draw {n}", "discard": "Discard {n}", "tuck": "Tuck {n}",
           "invest": "Invest {n}", "travel": "Travel {n}", "look": "Look {n}",
           "add_supply": "+{n} supply", "pay": "Pay {n}", "pay_discard": "Discard {n}",
           "replay_discarded": "Replay it", "ruby": "Ruby",
           "activate": {"nest": "Activate nest", "pad": "Activate pad", "burrow": "Activate burrow",
                        "inhabitant": "Activate 1", "any_inhabitant": "Activate 1"}},
    "uk": {"gain": "Отримайте {n}", "draw": "Потягніть {n}", "discard": "Скиньте {n}",
           "tuck": "Підкладіть {n}", "invest": "Інвестуйте {n}", "travel": "Мандруйте {n}",
           "look": "Подивіться {n}", "add_supply": _SUPPLY, "pay": "Заплатіть {n}",
           "pay_discard": "Скиньте {n}", "replay_discarded": "Зіграйте її", "ruby": "Рубін",
           "activate": {"nest": "Активуйте гніздо", "pad": "Активуйте латаття",
                        "burrow": "Активуйте нору",
                        "inhabitant": "Активуйте 1", "any_inhabitant": "Активуйте 1"}},
}


# fewer letters where a figure says a step as well as its verb ("+1 мон." for "Отримайте 1");
# every verb left is the full text's, in the app's polite plural imperative (play-test 16 read
# "Тягни 2" beside "Потягніть 2", then "Тягніть 2" beside it)
_MICRO = {
    "en": dict(_WORDS["en"], gain="+{n} gold", pay="Pay {n}",
               activate={"nest": "Nest", "pad": "Pad", "burrow": "Burrow",
                         "inhabitant": "Activate 1", "any_inhabitant": "Activate 1"}),
    "uk": dict(_WORDS["uk"], gain="+{n} мон.",
               activate={"nest": "Гніздо", "pad": "Латаття", "burrow": "Нора",
                         "inhabitant": "Активуйте 1", "any_inhabitant": "Активуйте 1"}),
}


# its key figures, where not even the fewest letters fit (a played card at 800x450, the other
# seat's miniatures: play-test 16 saw them blank): a sign, a number and a word a player reads
# (no «оп. 2», «кар.»); a step no sign says (a look, a tuck, an investment, an activation)
# leaves the card to its name
_FIGURES = {
    "en": {"gain": "+{n} gold", "draw": {"one": "+{n} card", "other": "+{n} cards"},
           "discard": {"one": "−{n} card", "other": "−{n} cards"}, "travel": "→{n}",
           "pay_discard": {"one": "−{n} card", "other": "−{n} cards"},
           "add_supply": "+{n} supply", "pay": "−{n} gold"},
    "uk": {"gain": "+{n} мон.", "draw": {"one": "+{n} карта", "few": "+{n} карти",
                                         "many": "+{n} карт"},
           "discard": {"one": "−{n} карта", "few": "−{n} карти", "many": "−{n} карт"},
           "pay_discard": {"one": "−{n} карта", "few": "−{n} карти", "many": "−{n} карт"},
           "travel": "→{n}", "add_supply": _SUPPLY, "pay": "−{n} мон."},
}


# a condition in a few words: a building's (its owner's) and a belonging's (any player's)
_WHEN = {
    "en": {"you": {"play": "You play {a}", "discard": "You discard {a}", "tuck": "You tuck a card",
                   "chest": "You stop on a chest", "activate": "You activate your {w}",
                   "invest": "You invest", "reward": "You take a \"{w}\" reward"},
           "any": {"play": "Anyone plays {a}", "discard": "Anyone discards {a}",
                   "tuck": "Anyone tucks a card", "chest": "Anyone stops on a chest",
                   "activate": "Anyone activates their {w}", "invest": "Anyone invests",
                   "reward": "Anyone takes a \"{w}\" reward"},
           "a": {"crow": "a crow", "frog": "a frog", "rabbit": "a rabbit",
                 "inhabitant": "an inhabitant", "belonging": "a belonging",
                 "building": "a building", "any": "a card"},
           "w": {"nest": "nest", "pad": "lily pad", "burrow": "burrow", "gain": "gain",
                 "draw": "draw"},
           "or": " or ", "takes": "they take 1 supply", "relic": "Relic: "},
    "uk": {"you": {"play": "Граєте {a}", "discard": "Скидаєте {a}", "tuck": "Підкладаєте карту",
                   "chest": "Зупиняєтеся на скрині", "activate": "Активуєте {w}",
                   "invest": "Інвестуєте", "reward": "Берете винагороду «{w}»"},
           "any": {"play": "Будь-хто грає {a}", "discard": "Будь-хто скидає {a}",
                   "tuck": "Будь-хто підкладає карту", "chest": "Будь-хто зупиняється на скрині",
                   "activate": "Будь-хто активує {w}", "invest": "Будь-хто інвестує",
                   "reward": "Будь-хто бере винагороду «{w}»"},
           "a": {"crow": "ворону", "frog": "жабу", "rabbit": "кролика",
                 "inhabitant": "мешканця", "belonging": "манатку", "building": "будівлю",
                 "any": "карту"},
           "w": {"nest": "гніздо", "pad": "латаття", "burrow": "нору", "gain": "отримайте",
                 "draw": "потягніть"},
           "or": " або ", "takes": "забирає 1 припас", "relic": "Реліквія: "},
}


# a building's condition in one word, before its figures ("Frog: +1 card"); a condition no
# word says (two of them, a reward) leaves the card to its name
_CUE = {
    "en": {"play": {"crow": "Crow", "frog": "Frog", "rabbit": "Rabbit",
                    "inhabitant": "Inhabitant", "belonging": "Belonging",
                    "building": "Building", "any": "Card"},
           "discard": {"any": "Discard"}, "tuck": "Tuck", "chest": "Chest",
           "activate": {"nest": "Nest", "pad": "Lily pad", "burrow": "Burrow"}},
    "uk": {"play": {"crow": "Ворона", "frog": "Жаба", "rabbit": "Кролик",
                    "inhabitant": "Мешканець", "belonging": "Манатка", "building": "Будівля",
                    "any": "Карта"},
           "discard": {"any": "Скидання"}, "tuck": "Підкладання", "chest": "Скриня",
           "activate": {"nest": "Гніздо", "pad": "Латаття", "burrow": "Нора"}},
}


def _lang(lang: str) -> str:
    return "uk" if lang == "uk" else "en"


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def steps_words(steps, lang: str, micro: bool = False, figures: bool = False) -> str:
    """``steps`` (a card's effect) in a few words each, joined as ``effect_text`` joins them
    (``micro``: with figures for the steps a figure says, ``_MICRO``; ``figures``: its key
    figures alone, "" where a step has none)."""
    lang = _lang(lang)
    w = (_FIGURES if figures else _MICRO if micro else _WORDS)[lang]
    parts = []
    for st in steps:
        op = st[0]
        if op not in w:
            return ""           # (figures only) a step no sign says
        if op == "activate":
            parts.append(w["activate"][st[1]])
        elif op in ("replay_discarded", "ruby"):
            parts.append(w[op])
        else:
            word = counted(lang, st[1], w[op])
            if op in ("look", "pay", "pay_discard"):
                rest = st[2] if op != "look" else [(v, k) for v, k in st[2]]
                more = steps_words(rest, lang, micro, figures)
                if not more:
                    return ""
                word += ": " + _lower(more)
            parts.append(word)
    return ", ".join(parts[:1] + [_lower(p) for p in parts[1:]])


def when_words(c, lang: str) -> str:
    """A building's or belonging's condition in a few words ("You play a frog", «Будь-хто
    скидає карту»)."""
    t = _WHEN[_lang(lang)]
    table = t["you" if c.type == "building" else "any"]
    bits = []
    for cond in c.when:
        what = cond[1] if len(cond) > 1 else "any"
        bits.append(table[cond[0]].format(a=t["a"].get(what, what), w=t["w"].get(what, what)))
    return t["or"].join(bits[:1] + [_lower(b) for b in bits[1:]])


def _said(c, lang: str, words: str, relic: str) -> str:
    """``words`` (the effect's few words) after the card's condition: a building's; a
    belonging's (``relic``: its relic's few words), what its condition gives and its relic."""
    if c.type == "inhabitant":
        return words
    if c.type == "belonging":
        t = _WHEN[_lang(lang)]
        return f"{when_words(c, lang)}: {t['takes']}. {t['relic']}{relic}"
    return f"{when_words(c, lang)}: {_lower(words)}" if words else ""


def _relic(c, lang: str, micro: bool = False, figures: bool = False) -> str:
    """A belonging's relic alone after its label ("Relic: travel 3", «Реліквія: →3»): where
    its condition does not fit, the part of the card a played one waits for (play-test 16: a
    Chain Whip said «→3», as if it travelled when played)."""
    words = steps_words(c.relic, lang, micro, figures)
    return f"{_WHEN[_lang(lang)]['relic']}{words}" if words else c.name(lang)


def tiny_text(c, lang: str) -> str:
    """A small face's card in a few words: an inhabitant's effect, a building's condition and
    effect, a belonging's condition, the supply it gives and its relic (play-test 12, 108; 13;
    16)."""
    return _said(c, lang, steps_words(c.effect, lang), steps_words(c.relic, lang))


def micro_text(c, lang: str) -> str:
    """``tiny_text`` in fewer letters, for a face where that fits and ``tiny_text`` does not:
    an inhabitant's steps with figures where a figure says them, a building's figures after its
    condition in a word ("Frog: +1 card"), a belonging's relic's after its label ("Relic: →3");
    where a condition has no word, the building's few words with figures."""
    lang = _lang(lang)
    if c.type == "belonging":
        return _relic(c, lang, figures=bool(steps_words(c.relic, lang, figures=True)),
                      micro=True)
    if c.type == "building":
        cued = _cued(c, lang)
        if cued:
            return cued
    return _said(c, lang, steps_words(c.effect, lang, True), "")


def _cued(c, lang: str) -> str:
    """A building's figures after its condition in a word, or "" where none says it."""
    figures = steps_words(c.effect, lang, figures=True)
    if not figures or len(c.when) != 1:
        return ""
    cue = _CUE[lang].get(c.when[0][0])
    if isinstance(cue, dict):
        cue = cue.get(c.when[0][1] if len(c.when[0]) > 1 else "any")
    return f"{cue}: {_lower(figures)}" if cue else ""


def figures_text(c, lang: str) -> str:
    """An inhabitant's key figures ("→3", "+1 мон."), where not even ``micro_text`` fits; a
    card with a condition (or a step no figure says) its name: a face too small for any honest
    words names the card (cut if need be), its zoom tells the rest (play-test 16)."""
    lang = _lang(lang)
    if c.type == "inhabitant":
        return steps_words(c.effect, lang, figures=True) or c.name(lang)
    return c.name(lang)
