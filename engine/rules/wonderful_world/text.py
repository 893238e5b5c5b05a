"""One-line action descriptions for the log (en / uk), as a viewer may know them, and labels
of material ids (cards, empires, resources)."""
from __future__ import annotations

from .material import EMPIRE_INDEX, ID_INDEX, KINDS, card_name, empire_name

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


_EN = {
    "pick": "drafts {c}", "slate": "starts building {c}", "recycle": "recycles {c}",
    "place": "puts {k} on card {i} under construction", "empire": "puts {k} on the empire card",
    "krys": "puts a krystallium on a {k} slot of card {i}",
    "unkrys": "takes back the krystallium from a {k} slot of card {i}",
    "leader": "puts a {k} on card {i}",
    "move": "moves a {m} from card {i} to a {k} slot of card {j}",
    "discard": "discards card {i} under construction for its recycling bonus",
    "token": "takes a {k} for science supremacy", "done": "ends the production step",
    "search": "discards {c} and {d} to search the deck", "keep": "keeps {c}",
}
_UK = {
    "pick": "обирає {c}", "slate": "починає будувати {c}", "recycle": "переробляє {c}",
    "place": "кладе кубик {ku} на карту {i}, що будується", "empire": "кладе кубик {ku} на карту Імперії",
    "krys": "кладе кристалій на місце для «{k}» карти {i}",
    "unkrys": "забирає кристалій з місця для «{k}» карти {i}",
    "leader": "кладе {ku} на карту {i}",
    "move": "переносить {mu} з карти {i} на місце для «{k}» карти {j}",
    "discard": "скидає карту {i}, що будується, за бонус переробки",
    "token": "бере {ku} за верховенство у знаннях", "done": "завершує етап виробництва",
    "search": "скидає {c} і {d}, щоб пошукати в колоді", "keep": "залишає {c}",
}
_SECRET = {"en": {"pick": "drafts a card", "search": "discards 2 cards to search the deck",
                  "keep": "keeps a card"},
           "uk": {"pick": "обирає карту", "search": "скидає 2 карти, щоб пошукати в колоді",
                  "keep": "залишає карту"}}


def describe(action, lang: str = "en", viewer=None, seat=None) -> str:
    lang = lang if lang in ("en", "uk") else "en"
    try:
        verb = action[0]
        if verb in ("pick", "keep") and (viewer is None or viewer != seat):
            return _SECRET[lang][verb]
        table = _UK if lang == "uk" else _EN
        fmt = table[verb]
        c = _card(action[1], lang) if len(action) > 1 and isinstance(action[1], str) else ""
        d = _card(action[2], lang) if verb == "search" else ""
        i = action[1] + 1 if len(action) > 1 and isinstance(action[1], int) else ""
        k = action[-1] if verb not in ("pick", "slate", "recycle", "discard", "done", "keep",
                                       "search") else ""
        if verb == "token":
            k = action[1]
        j = action[3] + 1 if verb == "move" else ""
        m = ("krystallium" if action[2] in KINDS[:6] else action[2]) if verb == "move" else ""
        return fmt.format(c=c, d=d, i=i, j=j, k=kind_name(k, lang) if k else "",
                          ku=_CUBE_UK.get(k, k) if k else "", m=kind_name(m, lang) if m else "",
                          mu=("кристалій" if m == "krystallium" else _CUBE_UK.get(m, m)) if m else "")
    except (IndexError, KeyError, TypeError, ValueError, AttributeError):
        return str(action)


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
    def amount(k: str, n: int) -> str:
        if uk:
            return f"{kinds[k]} ×{n}"
        return f"{n} {kinds[k]}" + ("s" if n > 1 and k in ("general", "financier") else "")

    cost = ", ".join(amount(k, n) for k, n in Counter(info["cost"]).items())
    parts = [f"{'Вартість' if uk else 'Cost'}: {cost}."]
    prod = [amount(r, n) for r, n in info["production"].items()]
    if info["production_per"]:
        pp = info["production_per"]
        prod.append(f"{kinds[pp['resource']]} ×1 за кожну карту «{types[pp['per_type']]}»" if uk
                    else f"1 {kinds[pp['resource']]} per {types[pp['per_type']]} card")
    if prod:
        parts.append(f"{'Виробляє' if uk else 'Produces'}: {', '.join(prod)}.")
    bonus = [amount(k, n) for k, n in info["bonus"].items() if n]
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
    parts.append(f"{'Переробка' if uk else 'Recycling'}: {amount(info['recycling'], 1)}.")
    return " ".join(parts)
