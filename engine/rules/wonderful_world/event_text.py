"""Log lines for public events (``describe_event``), in English and Ukrainian: what the action
lines do not tell — the revealed draft picks by name, each seat's production at the start of a
step, the supremacy awarded by the rules, cubes the game puts on the empire card by itself (a
recycled cube too), five cubes becoming a krystallium, a card completed and its bonus, the
two-player draft's leftovers discarded, a solo development fund taken.  A science supremacy
whose token the seat chooses is told once, by the choice's action line; so is the viewer's own
draft pick ("drafts Casino City"), never revealed to them a second time."""
from __future__ import annotations

from engine.rules.table_hooks import NO_ACTOR

from .events import (CardBuilt, CubesToEmpire, FundTaken, KrystalliumMade, LastCardDrafted,
                     LeftoversDiscarded, PicksRevealed, StepStarted, SupremacyWon)
from .material import ID_INDEX
from .text import _ACC_UK, _card, amount, kind_name

_EN = {
    "reveal": "reveals the drafted card {c}", "last": "drafts the last card of the hand, {c}",
    "made": "produces {n} {k}",
    "sup": "wins the {k} supremacy: takes a {t}",
    "sup0": "Nobody wins the {k} supremacy (a tie, or no production)",
    "empire": "places {n} {k} {cubes} on the empire card automatically (no card under "
              "construction has room)",
    "krys": "turns five cubes on the empire card into a krystallium",
    "built": "completes {c}",
    "bonus": "completes {c}; construction bonus: {b}",
    "leftover": "discards the cards left in the hand ({n}) without recycling them",
    "fund": "takes development fund {n}: {c}",
}
_UK = {
    "reveal": "відкриває обрану карту {c}", "last": "отримує останню карту руки, {c}",
    "made": "виробляє {a}",
    "sup": "здобуває верховенство ({k}): отримує {t}",
    "sup0": "Верховенство ({k}) ніхто не здобуває (нічия або немає виробництва)",
    "empire": "кладе {a} на карту Імперії автоматично (на картах, що будуються, немає "
              "місця)",
    "krys": "перетворює п'ять кубиків на карті Імперії на кристалій",
    "built": "завершує будівництво {c}",
    "bonus": "завершує будівництво {c}; бонус: {b}",
    "leftover": "скидає решту карт руки ({n}) без переробки",
    "fund": "бере фонд розвитку {n}: {c}",
}


def _bonus(e: CardBuilt, lang: str) -> str:
    parts = []
    for kind, n in (("general", e.generals), ("financier", e.financiers),
                    ("krystallium", e.krystallium)):
        if n:
            parts.append(amount(kind, n, lang))
    return ", ".join(parts)


def describe_event(event, lang: str = "en", viewer=None) -> list[tuple[int, str]]:
    """Log lines ``(seat, text)`` for an event as ``viewer`` sees it (``view_events``);
    ``[]`` for events the action lines already tell.  A card the viewer may not see ("?") is
    never named."""
    lang = lang if lang in ("en", "uk") else "en"
    t = _UK if lang == "uk" else _EN
    if isinstance(event, PicksRevealed):
        return [(seat, t["reveal"].format(c=_card(cid, lang)))     # the viewer's own pick is
                for seat, cid in enumerate(event.picks)             # told by its action line
                if cid in ID_INDEX and seat != viewer]
    if isinstance(event, LastCardDrafted):
        return [(event.seat, t["last"].format(c=_card(event.card, lang)))] \
            if event.card in ID_INDEX else []
    if isinstance(event, StepStarted):
        k = kind_name(event.step, lang)
        return [(seat, t["made"].format(n=n, k=k, a=amount(event.step, n, lang)))
                for seat, n in enumerate(event.production)]
    if isinstance(event, SupremacyWon):
        k = kind_name(event.step, lang)
        if event.seat < 0:
            return [(NO_ACTOR, t["sup0"].format(k=k))]
        if event.token == "choice":
            return []       # the seat's token action tells it: "takes a general for science
            #               supremacy" (one line for one supremacy, not two)
        tok = _ACC_UK.get(event.token, "") if lang == "uk" else kind_name(event.token, lang)
        return [(event.seat, t["sup"].format(k=k, t=tok))]
    if isinstance(event, CubesToEmpire):
        cubes = "cube" if event.count == 1 else "cubes"
        return [(event.seat, t["empire"].format(n=event.count, k=kind_name(event.resource, lang),
                                                cubes=cubes,
                                                a=amount(event.resource, event.count, lang)))]
    if isinstance(event, KrystalliumMade):
        return [(event.seat, t["krys"])]
    if isinstance(event, CardBuilt):
        b = _bonus(event, lang)
        return [(event.seat, t["bonus" if b else "built"].format(c=_card(event.card, lang), b=b))]
    if isinstance(event, LeftoversDiscarded) and event.count:
        return [(event.seat, t["leftover"].format(n=event.count))]
    if isinstance(event, FundTaken) and all(c in ID_INDEX for c in event.cards):
        return [(event.seat, t["fund"].format(n=event.stage, c=", ".join(
            _card(c, lang) for c in event.cards)))]
    return []
