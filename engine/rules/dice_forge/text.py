"""One-line action descriptions for the log, in English and Ukrainian (no actor's name).
Nothing in Dice Forge is secret, so every viewer reads the same line."""
from __future__ import annotations

from . import material as M
from ..table_hooks import seat_ref
from .scoring import untoken

_RES_EN = (("gold", "gold"), ("sun shard", "sun shards"), ("moon shard", "moon shards"),
           ("glory", "glory"))
_RES_UK = (("золото", "золота", "золота"), ("уламок сонця", "уламки сонця", "уламків сонця"),
           ("уламок місяця", "уламки місяця", "уламків місяця"),
           ("очко слави", "очки слави", "очок слави"))
_DIE = {"en": ("light die", "dark die"), "uk": ("світлий кубик", "темний кубик")}


def uk_plural(n: int, forms) -> str:
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return forms[0]
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return forms[1]
    return forms[2]


def gain_text(tok: str, lang: str) -> str:
    g = untoken(tok)
    parts = []
    for i, v in enumerate(g):
        if not v:
            continue
        if lang == "uk":
            parts.append(f"{abs(v)} {uk_plural(v, _RES_UK[i])}")
        else:
            parts.append(f"{abs(v)} {_RES_EN[i][0] if abs(v) == 1 else _RES_EN[i][1]}")
    if not parts:
        return "нічого" if lang == "uk" else "nothing"
    return (" і " if lang == "uk" else " and ").join(parts)


def label_tokens() -> tuple[str, ...]:
    """Every id ``label`` names (faces and feats): the table translates the names in a
    refusal through them."""
    return (*M.faces(), *M.feats())


def _name(token: str, lang: str) -> str:
    return M.label(token, lang) or str(token)


def describe(action, lang: str = "en", viewer=None, seat=None) -> str:
    uk = lang == "uk"
    lang = "uk" if uk else "en"
    try:
        verb = action[0]
        if verb == "buy":
            f = action[1]
            # no price: a Celestial Ship buys the same face cheaper, and the line has no state
            return (f"купує грань «{_name(f, lang)}»" if uk else
                    f"buys the face “{_name(f, lang)}”")
        if verb == "place":
            die = _DIE[lang][int(action[1])]
            # its forging event's line says this and which face goes for which: told once
            return f"вковує грань на {die}" if uk else f"forges a face onto the {die}"
        if verb == "feat":
            c = M.feat(action[1])
            return (f"здійснює подвиг «{c.name_uk}»" if uk else f"performs the feat “{c.name_en}”")
        if verb == "reinforce":
            c = M.feat(action[1])
            if action[1] == "silver_hind":
                d = _DIE[lang][int(action[2])]
                return (f"використовує «{c.name_uk}»: мале благословення ({d})" if uk else
                        f"uses {c.name_en}: a minor blessing with the {d}")
            # the whole reinforcement in one line: the log tells no gain line repeating it
            # (event_text._gained says the Owl's gain in the same words, the Elder's not at all)
            if action[1] == "elder":
                return (f"використовує «{c.name_uk}», платить 3 золота й отримує 4 очки слави"
                        if uk else f"uses {c.name_en}, pays 3 gold and gains 4 glory")
            return (f"використовує «{c.name_uk}» й отримує {gain_text(action[2], lang)}" if uk
                    else f"uses {c.name_en} and gains {gain_text(action[2], lang)}")
        if verb == "triton":
            return (f"скидає жетон Тритона: {gain_text(action[1], lang)}" if uk else
                    f"discards a Triton token for {gain_text(action[1], lang)}")
        if verb == "second_action":
            return ("витрачає 2 уламки сонця на додаткову дію" if uk else
                    "spends 2 sun shards for a second action")
        if verb == "end_turn":
            return "завершує хід" if uk else "ends the turn"
        if verb == "choose":
            t = action[1]
            if t.startswith("-"):
                return (f"втрачає {gain_text(t, lang)}" if uk else f"loses {gain_text(t, lang)}")
            return f"отримує {gain_text(t, lang)}" if uk else f"takes {gain_text(t, lang)}"
        if verb == "mirror":
            return (f"копіює дзеркалом грань «{_name(action[1], lang)}»" if uk else
                    f"copies “{_name(action[1], lang)}” with the mirror")
        if verb == "hammer":
            n = int(action[1])
            if n == 0:      # not "puts 0 gold on the Hammer track": a line about nothing
                return ("залишає все золото в запасі, не на треку молота" if uk else
                        "keeps all the gold in the reserve, none on the Hammer track")
            return (f"кладе {n} {uk_plural(n, _RES_UK[0])} на трек молота" if uk else
                    f"puts {n} gold on the Hammer track")
        if verb == "pass":
            return "відмовляється" if uk else "passes"
        if verb == "cerberus":
            return ("скидає жетон Цербера й застосовує кидок ще раз" if uk else
                    "discards a Cerberus token to apply the roll again")
        if verb == "satyr":
            return (f"бере грань «{_name(action[1], lang)}» (Сатири)" if uk else
                    f"takes “{_name(action[1], lang)}” (Satyrs)")
        if verb == "die":
            d = _DIE[lang][int(action[1])]
            return f"вибирає {d}" if uk else f"chooses the {d}"
        if verb == "shield":
            return (f"бере грань «{_name(action[1], lang)}»" if uk else
                    f"takes the face “{_name(action[1], lang)}”")
        if verb == "bearer":
            who = seat_ref(int(action[1]))      # the table puts the seat's name here
            return (f"віддає грань вепра — її вковує {who}" if uk else
                    f"gives the Boar face to {who}")
    except (IndexError, KeyError, TypeError, ValueError):
        pass
    return str(action)


def breakdown_roles(state=None) -> dict[str, str]:
    """How each ``score_breakdown`` line counts on the results ("points" unless named here):
    the Glory track and the feat cards add up to the total."""
    return {}
