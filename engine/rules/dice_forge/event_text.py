"""Log lines for events (``describe_event``), in English and Ukrainian: every public fact of a
step, not only the action that caused it — who rolled which faces and why (a divine blessing,
an ousted hero, the Minotaur, Cancer, the Sphinx...), what they gained or lost, an ousting, the
Hammer's progress, tokens used.  Like ``describe``, a line has no actor's name: the actor is
``event.seat`` (the log puts that seat's name first).  Everything in Dice Forge is public, so
every viewer reads the same lines.  ``None`` means the event adds nothing to the log (a pawn's
move is told by the feat or the ousting)."""
from __future__ import annotations

from . import material as M
from .events import (DiceRolled, FaceBought, FaceForged, FeatPerformed, Gained, GameEnded,
                     HammerAdvanced, HeroOusted, TokenUsed, TurnStarted)
from .scoring import token
from .text import _DIE, gain_text
from ..table_hooks import impersonal

_WHY = {
    "blessing": ("rolls the divine blessing", "кидає кубики божественного благословення"),
    "ousted": ("is blessed as an ousted hero", "як вигнаний герой отримує благословення"),
    "minor": ("rolls a minor blessing", "кидає мале благословення"),
    "satyrs": ("rolls for the Satyrs", "кидає кубики для Сатирів"),
    "minotaur": ("rolls for the Minotaur", "кидає кубики для Мінотавра"),
    "cancer": ("rolls a blessing of Cancer", "кидає благословення Рака"),
    "sentinel": ("rolls a blessing of the Sentinel", "кидає благословення Вартового"),
    "sphinx": ("rolls for the Sphinx", "кидає кубик для Сфінкса"),
    "cyclops": ("rolls for the Cyclops", "кидає кубик для Циклопа"),
    "silver_hind": ("rolls a minor blessing (Silver Hind)",
                    "кидає мале благословення (Срібна лань)"),
}
_PAYS = ("feat", "buy", "second_action", "elder")
_SOURCES = {
    "hammer": ("the Hammer", "молот"), "hammer_rest": ("to the reserve", "у запас"),
    "hammer_full": ("the Hammer is full", "молот заповнений"),
    "boar_reward": ("Tenacious Boar", "Завзятий вепр"),
    "second_action": ("second action", "додаткова дія"), "buy": ("a face", "грань"),
    "feat": ("a feat", "подвиг"),
}
_TOKEN = {"cerberus": ("uses a Cerberus token", "використовує жетон Цербера"),
          "triton": ("uses a Triton token", "використовує жетон Тритона")}


def _q(text: str, uk: bool) -> str:
    return f"«{text}»" if uk else f"“{text}”"


def _source(src: str, lang: str) -> str:
    if src in _SOURCES:
        return _SOURCES[src][lang == "uk"]
    return M.label(src, lang) or src


def _faces(faces: tuple, lang: str) -> str:
    uk = lang == "uk"
    return (" і " if uk else " and ").join(_q(M.label(f, lang) or f, uk) for f in faces)


def _rolled(e: DiceRolled, lang: str) -> str:
    uk = lang == "uk"
    why = _WHY.get(e.reason, _WHY["minor"])[uk]
    if e.die >= 0 and e.reason in ("minor", "sphinx", "cyclops", "silver_hind"):
        why += f" ({_DIE[lang][e.die]})"
    return f"{why}: {_faces(e.faces, lang)}"


def _gained(e: Gained, lang: str) -> str | None:
    uk = lang == "uk"
    if not any(e.delta):
        return "нічого не отримує" if uk else "gains nothing"
    up = tuple(max(0, v) for v in e.delta)
    down = tuple(max(0, -v) for v in e.delta)
    f = M.faces().get(e.source)
    src = "" if f is not None and f.simple else f" ({_source(e.source, lang)})"
    parts = []
    if any(up):
        parts.append((f"отримує {gain_text(token(up), lang)}" if uk else
                      f"gains {gain_text(token(up), lang)}"))
    if any(down):
        verb = ("платить" if uk else "pays") if e.source in _PAYS else \
            ("втрачає" if uk else "loses")
        parts.append(f"{verb} {gain_text(token(down), lang)}")
    return (" і " if uk else " and ").join(parts) + src


def _hammer(e: HammerAdvanced, lang: str) -> str:
    uk = lang == "uk"
    gold = gain_text(token((e.gold, 0, 0, 0)), lang)
    line = (f"кладе {gold} на трек молота (усього {e.pos_after})" if uk
            else f"puts {e.gold} gold on the Hammer track ({e.pos_after} on it in all)")
    if e.glory:
        line += f": +{e.glory} слави" if uk else f": +{e.glory} glory"
    return line


def _table_event(e, lang: str) -> str | None:
    uk = lang == "uk"
    if isinstance(e, HeroOusted):
        return (f"— героя вигнано з острова {e.island} (виганяє гравець {e.by + 1}), він "
                "повертається до порталу" if uk else f"is ousted from island {e.island} by player {e.by + 1} and "
                           "goes back to the portal")
    if isinstance(e, FeatPerformed):
        name = _q(M.label(e.card, lang) or e.card, uk)
        return (f"здійснює подвиг {name} на острові {e.island}" if uk else
                f"performs the feat {name} on island {e.island}")
    if isinstance(e, FaceBought):
        name = _q(M.label(e.face, lang) or e.face, uk)
        if e.pool < 0:
            return f"бере грань {name} із садів" if uk else f"takes the face {name} from the Gardens"
        return (f"купує грань {name} за {e.cost} золота" if uk else
                f"buys the face {name} for {e.cost} gold")
    if isinstance(e, FaceForged):
        new, old = (_q(M.label(f, lang) or f, uk) for f in (e.face, e.old_face))
        return (f"вковує {new} на {_DIE[lang][e.die]} замість {old}" if uk else
                f"forges {new} onto the {_DIE[lang][e.die]} over {old}")
    if isinstance(e, TurnStarted):
        return f"починає хід (раунд {e.round})" if uk else f"begins a turn (round {e.round})"
    if isinstance(e, GameEnded):
        return impersonal("гра закінчилася" if uk else "the game is over")
    return None


def describe_event(event, lang: str = "en", viewer: int | None = None):
    """One log line for ``event`` (no actor's name; see the module's note), or None; the end
    of the game is a ``(NO_ACTOR, line)`` pair (``impersonal``)."""
    lang = "uk" if lang == "uk" else "en"
    if isinstance(event, DiceRolled):
        return _rolled(event, lang)
    if isinstance(event, Gained):
        return _gained(event, lang)
    if isinstance(event, HammerAdvanced):
        return _hammer(event, lang)
    if isinstance(event, TokenUsed):
        return _TOKEN.get(event.token, (event.token,) * 2)[lang == "uk"]
    return _table_event(event, lang)
