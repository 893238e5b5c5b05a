"""Log lines for A Wild Venture's public events (``describe_event``), in English and Ukrainian
(present tense): coins gained and paid, cards drawn (named only to their owner), cards tucked
(a secret tuck is "a card"), discarded, rewards and tokens taken on the path, supply added or
taken, buildings that trigger.  Like ``describe``, a line has no actor's name: the actor is
``event.seat``.  The events come as the viewer may see them (``view_events`` turns another
seat's secret cards into "?"), so a line never names a hidden card.  ``None``: the action line
already tells it."""
from __future__ import annotations

from . import events as E
from .text import _T, _reward_name, label
from ..plural import counted
from ..table_hooks import seat_ref

HIDDEN = "?"

def _UK(one: str, few: str, many: str) -> dict[str, str]:
    """A Ukrainian counted phrase's three forms (engine/rules/plural.py)."""
    return {"one": one, "few": few, "many": many}


_W = {
    "en": {"gain": "gains {n} coin{s}", "pay": "pays {n} coin{s}", "path": "pays {n} coin{s} on the path",
           "draw": "draws {n} card{s}", "draw_named": "draws {c}", "tuck": "tucks a card",
           "tuck_named": "tucks {c}", "discard": "discards {c}", "reward": "reaches {r}",
           "token": "takes a token", "supply_add": "adds {n} supply to {c}",
           "supply_take": "takes a supply from {c}", "invest": "invests {n} in {c}",
           "trigger": "{who}'s {c} triggers", "upgrade": "upgrades {c}", "home": "is home again",
           "returned": "puts {n} card{s} back on the deck",
           "token_named": "takes the {t} token", "enchant_token": "takes the {t} enchantment token",
           "instead": "gets the {t} token's reward, not the space's {r}",
           "tokens": {"nest": "Nest", "plus5": "+5", "golden": "golden chest"},
           "covered": {"gain": "+{n} coins", "draw": "draw {n}", "chest": "{c} chest"},
           "chests": {"iron": "iron", "golden": "golden", "ruby": "ruby"},
           "pairs": {"sun": "sun", "moon": "moon", "star": "star"}},
    "uk": {"gain": _UK("отримує {n} монету", "отримує {n} монети", "отримує {n} монет"),
           "pay": _UK("платить {n} монету", "платить {n} монети", "платить {n} монет"),
           "path": _UK("платить за шлях {n} монету", "платить за шлях {n} монети",
                       "платить за шлях {n} монет"),
           "draw": _UK("бере {n} карту", "бере {n} карти", "бере {n} карт"),
           "draw_named": "бере в руку: {c}", "tuck": "підкладає карту", "tuck_named": "підкладає карту «{c}»",
           "discard": "скидає карту «{c}»", "reward": "доходить до {r}", "token": "бере жетон",
           # the rulebook's "припас"; a card's name after a colon or the word "карту", never
           # declined (play-test 14: "бере запас із «Диплом»"; play-test 15: "скидає
           # «Обсерваторія»")
           "supply_add": _UK("додає {n} припас на карту «{c}»", "додає {n} припаси на карту «{c}»",
                             "додає {n} припасів на карту «{c}»"),
           "supply_take": "бере припас: «{c}»",
           # where a traveller gets to, in the genitive after "доходить до" (play-test 14)
           "rewards": {"gain": _UK("поділки «отримайте {n} монету»",
                                   "поділки «отримайте {n} монети»",
                                   "поділки «отримайте {n} монет»"),
                       "draw": _UK("поділки «візьміть {n} карту»", "поділки «візьміть {n} карти»",
                                   "поділки «візьміть {n} карт»"),
                       "chest": {"iron": "залізної скрині", "golden": "золотої скрині",
                                 "ruby": "рубінової скрині"}, "starter": "поділки «{c}»"},
           "invest": _UK("вкладає {n} монету в карту «{c}»", "вкладає {n} монети в карту «{c}»",
                         "вкладає {n} монет в карту «{c}»"),
           # the building is what triggers: its owner named after it, undeclined (play-test 15:
           # "Тарас (ШІ) спрацьовує «Читальня»")
           "trigger": "Спрацьовує «{c}» гравця {who}",
           "upgrade": "вдосконалює стартову карту «{c}»", "home": "знову вдома",
           "returned": _UK("кладе на колоду {n} карту", "кладе на колоду {n} карти",
                           "кладе на колоду {n} карт"),
           "token_named": "бере жетон «{t}»", "enchant_token": "бере жетон зачарування «{t}»",
           "instead": "отримує винагороду жетона «{t}» замість {r} з поділки",
           "tokens": {"nest": "Гніздо", "plus5": "+5", "golden": "Золота скриня"},
           # what the token covered, in the genitive after "замість"
           "covered": {"gain": _UK("{n} монети", "{n} монет", "{n} монет"),
                       "draw": _UK("{n} карти", "{n} карт", "{n} карт"), "chest": "{c} скрині"},
           "chests": {"iron": "залізної", "golden": "золотої", "ruby": "рубінової"},
           "pairs": {"sun": "сонце", "moon": "місяць", "star": "зірка"}},
}


def _n(text, n: int, lang: str = "en", **fmt) -> str:
    """``text`` with its count: an English plural "s" only when n is not 1, a Ukrainian
    phrase's form for ``n`` (one/few/many, engine/rules/plural.py)."""
    return counted(lang, n, text, s="" if n == 1 else "s", **fmt)


def _name(card, lang: str) -> str:
    return label(card, lang) or str(card)


def _coins(e, w, lang: str) -> str | None:
    if e.delta > 0:
        return _n(w["gain"], e.delta, lang)
    if e.delta < 0:
        return _n(w["path" if e.reason == "path" else "pay"], -e.delta, lang)
    return None


def _cards(e, w, lang: str) -> str | None:
    if isinstance(e, E.CardsDrawn):
        if e.cards and HIDDEN not in e.cards:
            return w["draw_named"].format(c=", ".join(_name(c, lang) for c in e.cards))
        return _n(w["draw"], len(e.cards), lang)
    if isinstance(e, E.CardTucked):
        return w["tuck"] if e.card == HIDDEN else w["tuck_named"].format(c=_name(e.card, lang))
    if isinstance(e, E.CardDiscarded) and e.card != HIDDEN and e.source not in ("hand", "end"):
        return w["discard"].format(c=_name(e.card, lang))
    if isinstance(e, E.CardsReturned):
        return _n(w["returned"], e.count, lang)
    return None


def _token(w, token: str) -> str:
    """The token taken, by name: an enchantment token by its pair, a Nest, +5 or golden chest
    token (laid on a space's icon, its reward replaces the printed one) by what it gives."""
    if token in w["pairs"]:
        return w["enchant_token"].format(t=w["pairs"][token])
    if token in w["tokens"]:
        return w["token_named"].format(t=w["tokens"][token])
    return w["token"]


def _covered(w, reward: tuple, lang: str) -> str:
    """The printed reward a token covered, short ("draw 1", "+3 coins", "iron chest")."""
    kind = reward[0]
    if kind == "chest":
        return w["covered"]["chest"].format(c=w["chests"][reward[1]])
    return _n(w["covered"][kind], reward[1], lang)


def describe_event(event, lang: str = "en", viewer=None) -> str | None:
    """One log line for ``event`` as ``viewer`` sees it (no actor's name), or None."""
    lang = "uk" if lang == "uk" else "en"
    w = _W[lang]
    e = event
    if isinstance(e, E.CoinsChanged):
        return _coins(e, w, lang)
    told = _cards(e, w, lang)
    if told:
        return told
    if isinstance(e, E.RewardTaken):
        try:
            if e.token and e.covered:
                return w["instead"].format(t=w["tokens"][e.token], r=_covered(w, e.covered, lang))
            return w["reward"].format(r=_reward_name(w if "rewards" in w else _T[lang],
                                                     e.reward, lang))
        except (KeyError, IndexError, TypeError):
            return None
    if isinstance(e, E.TokenTaken):
        return _token(w, e.token)
    if isinstance(e, E.SupplyAdded):
        return _n(w["supply_add"], e.amount, lang, c=_name(e.card, lang))
    if isinstance(e, E.SupplyTaken):
        return w["supply_take"].format(c=_name(e.card, lang))
    if isinstance(e, E.Invested):
        return _n(w["invest"], e.amount, lang, c=_name(e.building, lang))
    if isinstance(e, E.BuildingTriggered):
        # a line that names its own seat inside: the log puts no name before it
        return w["trigger"].format(c=_name(e.building, lang), who=seat_ref(e.seat))
    if isinstance(e, E.TravellerHome):
        return w["home"]
    return None
