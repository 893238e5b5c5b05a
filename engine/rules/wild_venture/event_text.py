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

HIDDEN = "?"

_W = {
    "en": {"gain": "gains {n} coin{s}", "pay": "pays {n} coin{s}", "path": "pays {n} coin{s} on the path",
           "draw": "draws {n} card{s}", "draw_named": "draws {c}", "tuck": "tucks a card",
           "tuck_named": "tucks {c}", "discard": "discards {c}", "reward": "reaches {r}",
           "token": "takes a token", "supply_add": "adds {n} supply to {c}",
           "supply_take": "takes a supply from {c}", "invest": "invests {n} in {c}",
           "trigger": "{c} triggers", "upgrade": "upgrades {c}", "home": "is home again",
           "returned": "puts {n} card{s} back on the deck",
           "token_named": "takes the {t} token", "enchant_token": "takes the {t} enchantment token",
           "instead": "gets the {t} token's reward, not the space's {r}",
           "tokens": {"nest": "Nest", "plus5": "+5", "golden": "golden chest"},
           "covered": {"gain": "+{n} coins", "draw": "draw {n}", "chest": "{c} chest"},
           "chests": {"iron": "iron", "golden": "golden", "ruby": "ruby"},
           "pairs": {"sun": "sun", "moon": "moon", "star": "star"}},
    "uk": {"gain": "отримує монети: {n}", "pay": "платить монети: {n}",
           "path": "платить за шлях монети: {n}", "draw": "бере карти: {n}",
           "draw_named": "бере: {c}", "tuck": "підкладає карту", "tuck_named": "підкладає: {c}",
           "discard": "скидає: {c}", "reward": "доходить до: {r}", "token": "бере жетон",
           "supply_add": "додає запас ({n}) до: {c}", "supply_take": "бере запас із: {c}",
           "invest": "вкладає {n} у: {c}", "trigger": "спрацьовує: {c}",
           "upgrade": "вдосконалює: {c}", "home": "знову вдома",
           "returned": "кладе карти на колоду: {n}",
           "token_named": "бере жетон «{t}»", "enchant_token": "бере жетон зачарування «{t}»",
           "instead": "отримує винагороду жетона «{t}», а не поділки «{r}»",
           "tokens": {"nest": "Гніздо", "plus5": "+5", "golden": "Золота скриня"},
           "covered": {"gain": "отримайте {n}", "draw": "візьміть {n}", "chest": "{c} скриня"},
           "chests": {"iron": "Залізна", "golden": "Золота", "ruby": "Рубінова"},
           "pairs": {"sun": "сонце", "moon": "місяць", "star": "зірка"}},
}


def _n(text: str, n: int) -> str:
    """``text`` with its count: an English plural "s" only when n is not 1 (Ukrainian lines
    put the count after a colon and need no plural)."""
    return text.format(n=n, s="" if n == 1 else "s")


def _name(card, lang: str) -> str:
    return label(card, lang) or str(card)


def _coins(e, w) -> str | None:
    if e.delta > 0:
        return _n(w["gain"], e.delta)
    if e.delta < 0:
        return _n(w["path" if e.reason == "path" else "pay"], -e.delta)
    return None


def _cards(e, w, lang: str) -> str | None:
    if isinstance(e, E.CardsDrawn):
        if e.cards and HIDDEN not in e.cards:
            return w["draw_named"].format(c=", ".join(_name(c, lang) for c in e.cards))
        return _n(w["draw"], len(e.cards))
    if isinstance(e, E.CardTucked):
        return w["tuck"] if e.card == HIDDEN else w["tuck_named"].format(c=_name(e.card, lang))
    if isinstance(e, E.CardDiscarded) and e.card != HIDDEN and e.source not in ("hand", "end"):
        return w["discard"].format(c=_name(e.card, lang))
    if isinstance(e, E.CardsReturned):
        return _n(w["returned"], e.count)
    return None


def _token(w, token: str) -> str:
    """The token taken, by name: an enchantment token by its pair, a Nest, +5 or golden chest
    token (laid on a space's icon, its reward replaces the printed one) by what it gives."""
    if token in w["pairs"]:
        return w["enchant_token"].format(t=w["pairs"][token])
    if token in w["tokens"]:
        return w["token_named"].format(t=w["tokens"][token])
    return w["token"]


def _covered(w, reward: tuple) -> str:
    """The printed reward a token covered, short ("draw 1", "+3 coins", "iron chest")."""
    kind = reward[0]
    if kind == "chest":
        return w["covered"]["chest"].format(c=w["chests"][reward[1]])
    return w["covered"][kind].format(n=reward[1])


def describe_event(event, lang: str = "en", viewer=None) -> str | None:
    """One log line for ``event`` as ``viewer`` sees it (no actor's name), or None."""
    lang = "uk" if lang == "uk" else "en"
    w = _W[lang]
    e = event
    if isinstance(e, E.CoinsChanged):
        return _coins(e, w)
    told = _cards(e, w, lang)
    if told:
        return told
    if isinstance(e, E.RewardTaken):
        try:
            if e.token and e.covered:
                return w["instead"].format(t=w["tokens"][e.token], r=_covered(w, e.covered))
            return w["reward"].format(r=_reward_name(_T[lang], e.reward, lang))
        except (KeyError, IndexError, TypeError):
            return None
    if isinstance(e, E.TokenTaken):
        return _token(w, e.token)
    if isinstance(e, E.SupplyAdded):
        return w["supply_add"].format(n=e.amount, c=_name(e.card, lang))
    if isinstance(e, E.SupplyTaken):
        return w["supply_take"].format(c=_name(e.card, lang))
    if isinstance(e, E.Invested):
        return w["invest"].format(n=e.amount, c=_name(e.building, lang))
    if isinstance(e, E.BuildingTriggered):
        return w["trigger"].format(c=_name(e.building, lang))
    if isinstance(e, E.TravellerHome):
        return w["home"]
    return None
