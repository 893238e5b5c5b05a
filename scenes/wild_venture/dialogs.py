"""The pop-ups of A Wild Venture, built from the legal actions only: the starting inhabitant,
chests (three options), the starter reward (activate or upgrade), which trigger resolves first,
investing, looks (draw / tuck / discard / put back), replaying a discarded card, taking a card
from the discard pile (ruby chest), retiring an emptied card, enchanting with a token.  More than
``PER_PAGE`` options are paged with a "More..." option, so every legal action is reachable."""
from __future__ import annotations

from engine.rules.wild_venture.material import card
from engine.rules.wild_venture.scene_queries import top_op
from engine.widgets.card import card_params
from engine.widgets.dialog import Choice

from .table import card_data, card_tip, starter_data, starter_tip

PER_PAGE = 7


def _card_choice(s, action, cid: str, label: str | None = None, note: str = "") -> Choice:
    c = card(cid)
    name = c.name(s.app.i18n.lang)
    # the tooltip tells the whole card (a small window's dialog shows its face too small to read)
    tip = "\n".join(t for t in ((label if label and label != name else ""), card_tip(s, cid),
                                 note) if t)
    return Choice(action, label or name, card_params(card_data(s, cid)), note=note, tooltip=tip)


def enchant_choices(s, acts) -> list[Choice]:
    return [Choice(a, s.t(f"wv.pair.{a[2]}"), {"icons": [(a[2] if a[2] in ("sun", "moon")
                                                          else "crown", None)]}) for a in acts]


def look_title(s, stack) -> str:
    """"Look: tuck a card (1 to choose), then draw 2, discard 2": the step now, how many cards it
    still takes, and the steps of the same look after it."""
    fr = stack[-1]
    if fr[0] != "look_do":
        return s.t("wv.dlg.look.return")
    title = s.t(f"wv.dlg.look.{fr[3]}") + " " + s.t("wv.dlg.look_left", n=fr[4])
    later = []
    for f in reversed(stack[:-1]):
        if f[0] != "look_do" or f[2] != fr[2]:
            break
        later.append(s.t(f"wv.dlg.look_verb.{f[3]}", n=f[4]))
    if later:
        title += ", " + s.t("wv.dlg.look_then", what=", ".join(later))
    return title


def build(s, legal, page: int = 0):
    """(title, choices, mode) of the pop-up for the decision now, or None."""
    v = s.view_state
    lang = s.app.i18n.lang
    if not legal:
        return None
    verb = legal[0][0]
    op = top_op(v)
    fr = v.stack[-1] if v.stack else ()
    if verb == "pick":
        return (s.t("wv.dlg.pick"), [_card_choice(s, a, a[1]) for a in legal], "one")
    if op == "chest":
        kind = fr[3]
        ch = [Choice(a, s.t(f"wv.chestopt.{kind}.{a[1]}"),
                     {"icons": [(("card", "material", "point")[a[1]], None)]})
              for a in legal]
        return (s.t("wv.dlg.chest", chest=s.t(f"wv.chest.{kind}")), ch, "one")
    if op == "starter_reward":
        kind = fr[3]
        adv = v.starters[s.viewer][("nest", "pad", "burrow").index(kind)]
        ch = []
        for a in legal:
            if a[1] == "upgrade":
                ch.append(Choice(a, s.t("wv.dlg.upgrade"), card_params(starter_data(s, kind, 1)),
                                 tooltip=f'{s.t("wv.dlg.upgrade")}\n{starter_tip(s, kind, 1)}'))
            else:
                ch.append(Choice(a, s.t("wv.dlg.activate"),
                                 card_params(starter_data(s, kind, adv)),
                                 tooltip=f'{s.t("wv.dlg.activate")}\n{starter_tip(s, kind, adv)}'))
        return (s.t("wv.dlg.starter"), ch, "one")
    if op == "order":
        return (s.t("wv.dlg.order"), [_card_choice(s, a, a[1]) for a in legal], "one")
    if op == "replay":
        ch = []
        for a in legal:
            if a[0] == "replay":
                ch.append(_card_choice(s, a, a[1], s.t("wv.dlg.replay_yes")))
            else:
                ch.append(Choice(a, s.t("wv.dlg.decline"), {"icons": [("any", None)]}))
        return (s.t("wv.dlg.replay"), ch, "one")
    if op == "invest":
        ch = []
        for a in legal:
            c = card(a[1])
            ch.append(Choice(a, s.t("wv.dlg.invest_n", n=a[2], name=c.name(lang)),
                             {"icons": [("gold", a[2])]} if a[2] else
                             {"icons": [("any", None)]}))
        return _paged(s, page, s.t("wv.dlg.invest"), ch)
    if op in ("look_do", "look_return"):
        what = fr[3] if op == "look_do" else "return"
        ch = [_card_choice(s, a, a[1], note=s.t(f"wv.dlg.look_{what}")) for a in legal]
        return _paged(s, page, look_title(s, v.stack), ch)
    if op == "ruby_take":
        acts = sorted(legal, key=lambda a: -card(a[1]).cost)
        both = any(a[0] == "replay" for a in acts)      # one card: tuck it or play it
        ch = [_card_choice(s, a, a[1], note=(s.t("wv.dlg.replay_yes") if a[0] == "replay" else
                                             s.t("wv.dlg.look_tuck")) if both else "")
              for a in acts]
        return _paged(s, page, s.t("wv.dlg.ruby"), ch)
    if op == "end_tuck":
        return _paged(s, page, s.t("wv.dlg.retire"), [_card_choice(s, a, a[1]) for a in legal])
    return None


def _paged(s, page: int, title: str, ch: list[Choice]):
    if len(ch) <= PER_PAGE + 1:
        return (title, ch, "one")
    pages = -(-len(ch) // PER_PAGE)
    page %= pages
    out = ch[page * PER_PAGE:(page + 1) * PER_PAGE]
    rest = tuple(c.value for c in ch[:page * PER_PAGE] + ch[(page + 1) * PER_PAGE:])
    out.append(Choice(("_page", page + 1), s.t("wv.dlg.more", k=page + 1, n=pages),
                      {"icons": [("any", None)]}, holds=rest))
    return (title, out, "one")
