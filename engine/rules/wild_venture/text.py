"""One-line action descriptions for the log (English / Ukrainian), without the actor's name,
as ``viewer`` may know them; ``label`` names a material id."""
from __future__ import annotations

from .material import STARTERS, cards, starters
from ..plural import counted

SECRET = {"tuck", "look_draw", "look_tuck", "return", "set_aside"}

_T = {
    "en": {
        "pick": "takes {c} as starting inhabitant", "set_aside": "discards {c} at set-up",
        "play": "plays {c}", "activate": "activates {c}", "free": "activates {c} (free action)",
        "enchant": "enchants {c} with the {p} token", "end": "ends the turn",
        "discard": "discards {c}", "tuck": "tucks {c} from hand", "move": "travels to {r} ({w} path)",
        "move_any": "travels along the {w} path", "move_home": "travels home", "invest": "invests {k} in {c}", "invest0": "invests nothing in {c}",
        "look_draw": "takes {c} into hand", "look_tuck": "tucks {c}",
        "look_discard": "discards {c}", "return": "puts {c} back on the deck",
        "target": "chooses {c}",
        "chest": ("opens the chest: tucks from hand", "opens the chest: its middle option",
                  "opens the chest: looks at the deck"),
        "ways": {"w": "west", "n": "north", "e": "east"},
        "rewards": {"gain": "a +{n} coins space", "draw": "a draw {n} space",
                    "chest": {"iron": "an iron chest", "golden": "a golden chest",
                              "ruby": "a ruby chest"}, "starter": "a {c} space"},
        "reward": {"activate": "activates the starter", "upgrade": "upgrades the starter"},
        "trigger": "resolves {c} first", "replay": "plays {c} from the discard pile",
        "decline": "declines", "take": "takes {c} from the discard pile",
        "retire": "tucks {c} from play",
        "secret": {"tuck": "tucks a card from hand", "look_draw": "takes a card into hand",
                   "look_tuck": "tucks a card", "return": "puts a card back on the deck",
                   "set_aside": "discards a card at set-up"},
        "pairs": {"sun": "sun", "moon": "moon", "star": "star"},
    },
    "uk": {
        "pick": "бере початкового мешканця «{c}»",
        "set_aside": "скидає під час підготування карту «{c}»",
        "play": "грає карту «{c}»", "activate": "активує карту «{c}»",
        "free": "активує вільною дією карту «{c}»",
        "enchant": "зачаровує карту «{c}» жетоном «{p}»",
        "end": "завершує хід", "discard": "скидає карту «{c}»", "tuck": "підкладає з руки карту «{c}»",
        "move": "мандрує ({w} шлях) — {r}",
        "move_any": "мандрує: {w} шлях", "move_home": "повертається додому",
        "invest": {"one": "вкладає {k} монету в карту «{c}»",
                   "few": "вкладає {k} монети в карту «{c}»",
                   "many": "вкладає {k} монет в карту «{c}»"},
        "invest0": "нічого не вкладає в карту «{c}»",
        "look_draw": "бере в руку карту «{c}»", "look_tuck": "підкладає карту «{c}»",
        "look_discard": "скидає карту «{c}»", "return": "кладе на колоду карту «{c}»",
        "target": "обирає карту «{c}»",
        "chest": ("відкриває скриню: підкладає з руки", "відкриває скриню: середній варіант",
                  "відкриває скриню: дивиться в колоду"),
        "ways": {"w": "західний", "n": "північний", "e": "східний"},
        "rewards": {"gain": {"one": "поділка «отримайте {n} монету»",
                             "few": "поділка «отримайте {n} монети»",
                             "many": "поділка «отримайте {n} монет»"},
                    "draw": {"one": "поділка «візьміть {n} карту»",
                             "few": "поділка «візьміть {n} карти»",
                             "many": "поділка «візьміть {n} карт»"},
                    "chest": {"iron": "залізна скриня", "golden": "золота скриня",
                              "ruby": "рубінова скриня"}, "starter": "поділка «{c}»"},
        "reward": {"activate": "активує стартову карту", "upgrade": "вдосконалює стартову карту"},
        "trigger": "спершу застосовує карту «{c}»",
        "replay": "грає зі смітника карту «{c}»",
        "decline": "відмовляється", "take": "бере зі смітника карту «{c}»",
        "retire": "підкладає з гри карту «{c}»",
        "secret": {"tuck": "підкладає карту з руки", "look_draw": "бере карту в руку",
                   "look_tuck": "підкладає карту", "return": "кладе карту на колоду",
                   "set_aside": "скидає карту під час підготування"},
        "pairs": {"sun": "сонце", "moon": "місяць", "star": "зірка"},
    },
}


def label(token, lang: str = "en"):
    lang = "uk" if lang == "uk" else "en"
    if not isinstance(token, str):
        return None
    c = cards().get(token)
    if c is not None:
        return c.name(lang)
    if token in STARTERS:
        return starters()[token]["name"][lang]
    return None


def label_tokens() -> tuple[str, ...]:
    """Every id ``label`` names (cards and starters)."""
    return (*cards(), *STARTERS)


def _reward_name(t, reward, lang: str) -> str:
    kind = reward[0]
    if kind in ("gain", "draw"):
        return counted(lang, reward[1], t["rewards"][kind])
    if kind == "chest":
        return t["rewards"]["chest"][reward[1]]
    return t["rewards"]["starter"].format(c=starters()[reward[1]]["name"][lang])


def _move(t, node: str, lang: str) -> str:
    """The space by its reward when every board side agrees on it (the action carries no board),
    else just the path; never the space's id."""
    from .material import BOARDS, board
    rewards = {board(b).nodes[node].get("reward") for b in BOARDS if node in board(b).nodes}
    if not rewards:
        raise KeyError(node)
    way = t["ways"].get(node[:1], "")
    if node == "home":
        return t["move_home"]
    if len(rewards) == 1 and None not in rewards:
        return t["move"].format(r=_reward_name(t, next(iter(rewards)), lang), w=way)
    return t["move_any"].format(w=way)


def describe(action, lang: str = "en", viewer=None, seat=None) -> str:
    lang = "uk" if lang == "uk" else "en"
    t = _T[lang]
    try:
        verb = action[0]
        if verb in SECRET and (viewer is None or viewer != seat or verb == "return"):
            # a returned card is in the face-down deck: even its owner's view hides it
            return t["secret"][verb]
        if verb == "reward":
            return t["reward"][action[1]]
        if verb in ("end", "decline"):
            return t[verb]
        if verb == "move":
            return _move(t, action[1], lang)
        if verb == "chest":
            return t["chest"][int(action[1])]
        name = label(action[1], lang) or str(action[1])
        if verb == "enchant":
            return t["enchant"].format(c=name, p=t["pairs"].get(action[2], action[2]))
        if verb == "invest":
            k = int(action[2])
            return counted(lang, k, t["invest" if k else "invest0"], c=name, k=k)
        return t[verb].format(c=name)
    except (IndexError, KeyError, TypeError, ValueError):
        return str(action)


def breakdown_roles(state=None) -> dict[str, str]:
    """How each ``score_breakdown`` line counts on the results ("points" unless named here):
    citizens, buildings and trinkets add up to the total."""
    return {}
