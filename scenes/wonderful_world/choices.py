"""It's a Wonderful World's choice dialogs in words: each legal action as a ``Choice`` (the thing
chosen drawn as on the table, see ``previews``; a tile label short enough for its tile; the
label, the log's whole sentence and the cards' texts as its tooltip), and the "More actions" dialog, which asks
for the card under construction first when its options would not fit as readable tiles.  The
scene asks (``WonderfulWorldScene.open_dialog`` / ``open_more``); this module words."""
from __future__ import annotations

from functools import partial

from engine.rules.wonderful_world.material import ID_INDEX, IDS, RECYCLE, RESOURCES, card_name
from engine.rules.wonderful_world.text import card_text
from engine.widgets.dialog import Choice

from .previews import DEV_ASPECT, preview

# more options than two rows of six: the "More actions" dialog offers one tile per card under
# construction (its actions in a second dialog) instead of ever smaller tiles with cut labels
MORE_AT_ONCE = 12
CARD_GROUP = "ww.card"          # the value of a card's tile in the grouped dialog
BY_CARD = ("krys", "leader", "discard")     # the "more" verbs acting on card a[1]


def sentence(sc, a: tuple) -> str:
    """The log's sentence for the viewer's action ``a``, capitalised."""
    lang = sc.app.i18n.lang
    try:
        text = sc.rules.describe(a, lang, sc.viewer, sc.viewer)
    except Exception:  # noqa: BLE001 - a readable fallback beats a crash
        text = " ".join(map(str, a))
    return text[:1].upper() + text[1:]


def tile_label(sc, a: tuple) -> str:
    """``a`` said short enough for a choice tile (the card, then what happens: "«Атомна
    електростанція»: кристалій замість енергії"); other verbs as their sentence."""
    verb = a[0] if a else ""
    at = {"krys": 3, "discard": 2}.get(verb, len(a))      # where the action names the card
    card = a[at] if at < len(a) else None
    if card not in ID_INDEX or (verb == "krys" and a[2] not in RESOURCES):
        return sentence(sc, a)
    kind = a[2] if verb == "krys" else RESOURCES[RECYCLE[ID_INDEX[card]]]
    return sc.t(f"ww.choice.{verb}", card=card_name(ID_INDEX[card], sc.app.i18n.lang),
                kind=sc.t(f"ww.kind_of.{kind}"))


def choice(sc, a: tuple) -> Choice:
    lang = sc.app.i18n.lang
    prev = preview(sc.view_state, sc.viewer, a, lang)
    cards = [c[1]["id"] for c in (prev or {}).get("cards", ())]
    texts = [f"{card_name(ID_INDEX[c], lang)}: {card_text(c, lang)}" for c in dict.fromkeys(cards)]
    label, whole = tile_label(sc, a), sentence(sc, a)
    said = [label] if label == whole else [label, whole]
    return Choice(a, label, prev, tooltip="\n".join([*said, *texts]))


def more_choices(sc, actions: list) -> list[Choice]:
    """The "More actions" options: each action, or, when there are more than ``MORE_AT_ONCE``,
    one tile per card under construction holding that card's actions (the card drawn, its name,
    the sentences of what can be done to it as the tooltip), then the other actions."""
    if len(actions) <= MORE_AT_ONCE:
        return [choice(sc, a) for a in actions]
    cons = sc.view_state.seats[sc.viewer].cons
    groups: dict[int, list] = {}
    rest = []
    for a in actions:
        if a[0] in BY_CARD and isinstance(a[1], int) and 0 <= a[1] < len(cons):
            groups.setdefault(a[1], []).append(a)
        else:
            rest.append(a)
    lang = sc.app.i18n.lang
    out = []
    for i, acts in sorted(groups.items()):
        d, fill = cons[i]
        card = {"id": IDS[d], "lang": lang, "fill": tuple(fill)}
        name = card_name(d, lang)
        out.append(Choice((CARD_GROUP, i), name,
                          {"cards": [("ww_dev", card)], "aspect": DEV_ASPECT}, holds=tuple(acts),
                          tooltip="\n".join([name, *(sentence(sc, a) for a in acts)])))
    return out + [choice(sc, a) for a in rest]


def more_chosen(sc, value) -> None:
    """The "More actions" answer: an action is played; a card's tile opens a dialog of that
    card's actions (as a click on the card does), whose Cancel comes back to the cards."""
    if not (isinstance(value, tuple) and value[:1] == (CARD_GROUP,)):
        if value is not None:
            sc.act(value)
        return
    i = value[1]
    cons = sc.view_state.seats[sc.viewer].cons
    acts = [a for a in sc.more_actions() if a[0] in BY_CARD and a[1] == i]
    if i < len(cons) and acts:
        sc.ask(card_name(cons[i][0], sc.app.i18n.lang), [choice(sc, a) for a in acts],
               cancel=sc.t("ww.cancel"), then=partial(_card_chosen, sc))


def _card_chosen(sc, value) -> None:
    if value is None:
        sc.open_more()
    else:
        sc.act(value)
