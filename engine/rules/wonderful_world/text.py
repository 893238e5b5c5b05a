"""One-line action descriptions for the log (en / uk), as a viewer may know them, and labels
of material ids (cards, empires, resources)."""
from __future__ import annotations

from engine.rules.plural import counted

from .material import EMPIRE_INDEX, ID_INDEX, KINDS, RECYCLE, RESOURCES, card_name, empire_name

KIND_NAMES = {
    "en": dict(zip(KINDS, ("materials", "energy", "science", "gold", "exploration", "krystallium",
                           "general", "financier"))),
    "uk": dict(zip(KINDS, ("сировина", "енергія", "знання", "золото", "відкриття", "кристалій",
                           "генералка", "фінансист"))),
}
# cube of a kind, in the accusative for the Ukrainian sentence "кладе кубик <...>"
_CUBE_UK = dict(zip(KINDS, ("сировини", "енергії", "знання", "золота", "відкриттів", "кристалію",
                            "генералку", "фінансиста")))


def kind_name(kind: str, lang: str = "en") -> str:
    return KIND_NAMES.get(lang, KIND_NAMES["en"]).get(kind, kind)


# counted amounts as the rulebook counts them: "1 кубик кристалію", "5 кубиків сировини",
# "2 генералки"; never "сировина ×1" or "сировина: 1"
_UK_COUNTED = {
    "cube": {"one": "{n} кубик {g}", "few": "{n} кубики {g}", "many": "{n} кубиків {g}"},
    "general": {"one": "{n} генералка", "few": "{n} генералки", "many": "{n} генералок"},
    "financier": {"one": "{n} фінансист", "few": "{n} фінансисти", "many": "{n} фінансистів"},
}


def amount(kind: str, n: int, lang: str = "en") -> str:
    """``n`` of a kind in counted words: "3 gold", "2 generals"; "3 кубики золота"."""
    if lang == "uk":
        return counted("uk", n, _UK_COUNTED.get(kind, _UK_COUNTED["cube"]),
                       g=_CUBE_UK.get(kind, kind))
    return f"{n} {kind_name(kind, lang)}" + (
        "s" if n != 1 and kind in ("general", "financier") else "")


def _card(cid, lang: str) -> str:
    name = card_name(ID_INDEX[cid], lang) if cid in ID_INDEX else str(cid)
    return f"«{name}»" if lang == "uk" else name


def label(token, lang: str = "en") -> str | None:
    """Display name of a card id, empire id or kind; None for anything else."""
    if not isinstance(token, str):
        return None
    lang = lang if lang in ("en", "uk") else "en"
    if token in ID_INDEX:
        return card_name(ID_INDEX[token], lang)
    if token in EMPIRE_INDEX:
        return empire_name(EMPIRE_INDEX[token], lang)
    if token in KIND_NAMES["en"]:
        return kind_name(token, lang)
    return None


def label_tokens() -> tuple[str, ...]:
    """Every id ``label`` names (cards, empires, kinds)."""
    return (*ID_INDEX, *EMPIRE_INDEX, *KIND_NAMES["en"])


# A log line per verb, as a board-game app tells it: the card by name, the cube by colour.
# {c} the card acted on, {d} the second card (search), {k} a kind,
# {r} the card's recycling resource; Ukrainian cube kinds in the genitive ({kg}: "кубик енергії")
_EN = {
    "pick": "drafts {c}", "slate": "starts building {c}",
    "recycle": "recycles {c} for {ra} {r} cube",
    "place": "puts {ka} {k} cube on {c}", "empire": "puts {ka} {k} cube on the empire card",
    "krys": "puts a krystallium on {c} in place of {ka} {k} cube",
    "krys_k": "puts a krystallium on {c}",
    "leader": "puts a {k} on {c}",
    "discard": "discards {c} from construction; its {r} cube goes to the empire card",
    "discard?": "discards a card under construction for its recycling cube",
    "token": "takes a {k} for science supremacy", "done": "ends the production step",
    "search": "discards {c} and {d} to search the deck", "keep": "keeps {c}",
}
_UK = {
    "pick": "обирає карту {c}", "slate": "починає будувати карту {c}",
    "recycle": "переробляє карту {c} на кубик {rg}",
    "place": "кладе кубик {kg} на карту {c}", "empire": "кладе кубик {kg} на карту Імперії",
    "krys": "кладе кристалій на карту {c} замість кубика {kg}",
    "krys_k": "кладе кристалій на карту {c}",
    "leader": "кладе {ka} на карту {c}",
    "discard": "скидає карту {c} із зони будівництва, її кубик {rg} іде на карту Імперії",
    "discard?": "скидає карту, що будується, за її кубик переробки",
    "token": "бере {ka} за верховенство у знаннях", "done": "завершує етап виробництва",
    "search": "скидає карти {c} і {d}, щоб пошукати в колоді", "keep": "залишає карту {c}",
}
_SECRET = {"en": {"pick": "drafts a card", "search": "discards 2 cards to search the deck",
                  "keep": "keeps a card"},
           # done, not doing: the panel beside says "обирає…" until a pick (play-test 14)
           "uk": {"pick": "кладе обрану карту долілиць", "search": "скидає 2 карти, щоб пошукати в колоді",
                  "keep": "залишає карту"}}
# a card under construction named by index only (an action in the older form, see ``actions``)
_SOME_CARD = {"en": "a card under construction", "uk": "(що будується)"}
# tokens in the Ukrainian accusative ("кладе генералку"), krystallium included
_ACC_UK = {"krystallium": "кристалій", "general": "генералку", "financier": "фінансиста"}
# the card ids an action names, by verb: positions in the action
_CARD_AT = {"pick": (1,), "slate": (1,), "recycle": (1,), "keep": (1,), "search": (1, 2),
            "place": (3,), "krys": (3,), "leader": (3,), "discard": (2,)}
_KIND_AT = {"place": 2, "empire": 1, "krys": 2, "leader": 2, "token": 1}


def _a(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def describe(action, lang: str = "en", viewer=None, seat=None) -> str:
    lang = lang if lang in ("en", "uk") else "en"
    try:
        verb = action[0]
        if verb in _SECRET[lang] and (viewer is None or viewer != seat):
            return _SECRET[lang][verb]
        table = _UK if lang == "uk" else _EN
        cards = [_card(action[p], lang) if p < len(action) else _SOME_CARD[lang]
                 for p in _CARD_AT.get(verb, ())]
        c = cards[0] if cards else ""
        d = cards[1] if len(cards) > 1 else ""
        k = action[_KIND_AT[verb]] if verb in _KIND_AT else ""
        if k and k not in KIND_NAMES["en"]:
            raise ValueError(k)
        if verb == "krys" and k == "krystallium":
            verb = "krys_k"
        r = ""
        at = _CARD_AT.get(verb, (99,))[0]
        if verb in ("recycle", "discard") and at < len(action) and action[at] in ID_INDEX:
            r = RESOURCES[RECYCLE[ID_INDEX[action[_CARD_AT[verb][0]]]]]
        if verb == "discard" and not r:
            verb = "discard?"
        ka = _a(kind_name(k, lang)) if lang == "en" else _ACC_UK.get(k, "")
        if lang == "uk" and verb == "leader":
            ka = _ACC_UK.get(k, "")
        line = table[verb].format(c=c, d=d, k=kind_name(k, lang) if k else "",
                                  ka=ka if k else "", kg=_CUBE_UK.get(k, "") if k else "",
                                  r=kind_name(r, lang) if r else "?", ra=_a(r) if r else "a",
                                  rg=_CUBE_UK.get(r, "") if r else "")
        return line.replace(" ()", "")
    except (IndexError, KeyError, TypeError, ValueError, AttributeError):
        return " ".join(map(str, action)) if isinstance(action, (tuple, list)) else str(action)


_TYPE_NAMES = {
    "en": {"structure": "structure", "vehicle": "vehicle", "research": "research",
           "project": "project", "discovery": "discovery"},
    "uk": {"structure": "споруда", "vehicle": "транспорт", "research": "дослідження",
           "project": "проєкт", "discovery": "відкриття"},
}


def card_text(card_id: str, lang: str = "en") -> str:
    """The card's symbols as one readable line (cost, production, bonus, VP, recycling), for a
    tooltip or the zoomed card; base cards have no other rules text."""
    from collections import Counter

    from .material import card_info
    lang = lang if lang in ("en", "uk") else "en"
    info = card_info(card_id)
    uk = lang == "uk"
    kinds = KIND_NAMES[lang]
    types = _TYPE_NAMES[lang]
    cost = ", ".join(amount(k, n, lang) for k, n in Counter(info["cost"]).items())
    parts = [f"{'Вартість' if uk else 'Cost'}: {cost}."]
    prod = [amount(r, n, lang) for r, n in info["production"].items()]
    if info["production_per"]:
        pp = info["production_per"]
        prod.append(f"{amount(pp['resource'], 1, lang)} за кожну карту «{types[pp['per_type']]}»"
                    if uk else f"1 {kinds[pp['resource']]} per {types[pp['per_type']]} card")
    if prod:
        parts.append(f"{'Виробляє' if uk else 'Produces'}: {', '.join(prod)}.")
    bonus = [amount(k, n, lang) for k, n in info["bonus"].items() if n]
    if bonus:
        parts.append(f"{'Бонус за побудову' if uk else 'Construction bonus'}: {', '.join(bonus)}.")
    vp = []
    if info["vp"]:
        vp.append(f"{info['vp']} {'ПБ' if uk else 'VP'}")
    for v in info["vp_per"]:
        per = v["per"]
        if uk:
            whom = {"general": "кожну генералку", "financier": "кожного фінансиста"}.get(per) \
                or f"кожну карту «{types[per]}»"
            vp.append(f"{v['value']} ПБ за {whom}")
        else:
            vp.append(f"{v['value']} VP per {types.get(per) or kinds[per]}")
    if vp:
        parts.append(f"{'Бали' if uk else 'Points'}: {', '.join(vp)}.")
    parts.append(f"{'Переробка' if uk else 'Recycling'}: {amount(info['recycling'], 1, lang)}.")
    return " ".join(parts)


def breakdown_roles(state=None) -> dict[str, str]:
    """How each ``score_breakdown`` line counts on the results ("points" unless named here):
    built developments, then leader tokens, only break a tie; the rest adds up."""
    return {"built": "tiebreak", "leaders": "tiebreak", "rank": "detail", "medal": "detail"}
