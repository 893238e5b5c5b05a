"""A card's effect in a few words (``tiny_text``) for a face too small for its text and its short
form: every step of the effect, each in one or two words ("Gain 1, activate 1", "Look 4: draw 2,
discard 2"), never its first words cut with "…" (play-test 13: "Gain 1…", "Draw 1…", "Travel
2…" read as cut at 1280x720).  A travel's modifier ("gain X becomes draw X") and a building's
trigger are left to the zoom and the tooltip, which say the card whole."""
from __future__ import annotations

_WORDS = {
    "en": {"gain": "Gain {n}", "draw": "Draw {n}", "discard": "Discard {n}", "tuck": "Tuck {n}",
           "invest": "Invest {n}", "travel": "Travel {n}", "look": "Look {n}",
           "add_supply": "+{n} supply", "pay": "Pay {n}", "pay_discard": "Discard {n}",
           "replay_discarded": "Replay it", "ruby": "Ruby",
           "activate": {"nest": "Activate nest", "pad": "Activate pad", "burrow": "Activate burrow",
                        "inhabitant": "Activate 1", "any_inhabitant": "Activate 1"}},
    "uk": {"gain": "Отримайте {n}", "draw": "Потягніть {n}", "discard": "Скиньте {n}",
           "tuck": "Підкладіть {n}", "invest": "Інвестуйте {n}", "travel": "Мандруйте {n}",
           "look": "Гляньте {n}", "add_supply": "+{n} припас", "pay": "Заплатіть {n}",
           "pay_discard": "Скиньте {n}", "replay_discarded": "Зіграйте її", "ruby": "Рубін",
           "activate": {"nest": "Активуйте гніздо", "pad": "Активуйте латаття",
                        "burrow": "Активуйте нору",
                        "inhabitant": "Активуйте 1", "any_inhabitant": "Активуйте 1"}},
}


# the fewest letters that still say each step (a row card at 800x450, a Ukrainian one at
# 1280x720; play-test 15: "Гляньте 5: потягніть 2, підкладіть 1, скиньте 1" left the Dreamer's
# box empty): the shortest verbs in the app's polite plural imperative ("Тягніть 2" beside
# "Потягніть 2", never the informal "Тягни 2": play-test 16 read the mix), a coin gain as "+N"
_MICRO = {
    "en": {"gain": "+{n} gold", "draw": "Draw {n}", "discard": "Drop {n}", "tuck": "Tuck {n}",
           "invest": "Invest {n}", "travel": "Travel {n}", "look": "Look {n}",
           "add_supply": "+{n} supply", "pay": "Pay {n}", "pay_discard": "Drop {n}",
           "replay_discarded": "Replay", "ruby": "Ruby",
           "activate": {"nest": "Nest", "pad": "Pad", "burrow": "Burrow",
                        "inhabitant": "Act. 1", "any_inhabitant": "Act. 1"}},
    "uk": {"gain": "+{n} мон.", "draw": "Тягніть {n}", "discard": "Скиньте {n}",
           "tuck": "Під низ {n}", "invest": "Вкладіть {n}", "travel": "Мандруйте {n}",
           "look": "Гляньте {n}", "add_supply": "+{n} припас", "pay": "Платіть {n}",
           "pay_discard": "Скиньте {n}", "replay_discarded": "Зіграйте", "ruby": "Рубін",
           "activate": {"nest": "Гніздо", "pad": "Латаття", "burrow": "Нора",
                        "inhabitant": "Актив. 1", "any_inhabitant": "Актив. 1"}},
}


# its key figures, where not even the fewest letters fit (a played card at 800x450, the other
# seat's miniatures: play-test 16 saw them blank): a sign, a number, a syllable; no verb, so no
# register to mix
_FIGURES = {
    "en": {"gain": "+{n} gold", "draw": "+{n} card", "discard": "−{n} card", "tuck": "tuck {n}",
           "invest": "inv. {n}", "travel": "→{n}", "look": "look {n}", "add_supply": "+{n} sup.",
           "pay": "−{n} gold", "pay_discard": "−{n} card", "replay_discarded": "replay",
           "ruby": "ruby",
           "activate": {"nest": "nest", "pad": "pad", "burrow": "burrow",
                        "inhabitant": "act. 1", "any_inhabitant": "act. 1"}},
    "uk": {"gain": "+{n} мон.", "draw": "+{n} кар.", "discard": "−{n} кар.",
           "tuck": "під низ {n}", "invest": "вкл. {n}", "travel": "→{n}", "look": "огл. {n}",
           "add_supply": "+{n} прип.", "pay": "−{n} мон.", "pay_discard": "−{n} кар.",
           "replay_discarded": "повтор", "ruby": "рубін",
           "activate": {"nest": "гніздо", "pad": "латаття", "burrow": "нора",
                        "inhabitant": "акт. 1", "any_inhabitant": "акт. 1"}},
}


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def steps_words(steps, lang: str, micro: bool = False, figures: bool = False) -> str:
    """``steps`` (a card's effect) in a few words each, joined as ``effect_text`` joins them
    (``micro``: in the fewest letters, ``_MICRO``; ``figures``: its key figures)."""
    w = (_FIGURES if figures else _MICRO if micro else _WORDS)["uk" if lang == "uk" else "en"]
    parts = []
    for st in steps:
        op = st[0]
        if op == "activate":
            parts.append(w["activate"][st[1]])
        elif op in ("replay_discarded", "ruby"):
            parts.append(w[op])
        else:
            word = w[op].format(n=st[1])
            if op in ("look", "pay", "pay_discard"):
                rest = st[2] if op != "look" else [(v, k) for v, k in st[2]]
                word += ": " + _lower(steps_words(rest, lang, micro, figures))
            parts.append(word)
    return ", ".join(parts[:1] + [_lower(p) for p in parts[1:]])


def tiny_text(c, lang: str) -> str:
    """A small face's effect in a few words (a belonging's relic, a building's effect without
    its trigger), so no card is left blank or cut (play-test 12, 108; 13)."""
    return steps_words(c.relic if c.type == "belonging" else c.effect, lang)


def micro_text(c, lang: str) -> str:
    """``tiny_text`` in the fewest letters, for a face where even that does not fit."""
    return steps_words(c.relic if c.type == "belonging" else c.effect, lang, True)


def figures_text(c, lang: str) -> str:
    """``tiny_text``'s key figures ("→3", "+1 мон., акт. 1"), where not even ``micro_text``
    fits: a face too small for any words still says what the card does."""
    return steps_words(c.relic if c.type == "belonging" else c.effect, lang, figures=True)
