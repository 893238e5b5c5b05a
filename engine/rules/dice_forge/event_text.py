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
from .text import _DIE, _RES_UK, gain_text, uk_plural
from ..table_hooks import impersonal, seat_ref

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
# payments another line tells: a face's or a feat's price is in its line, the second action's
# and the Elder's in the action's own line (one line for one purchase)
_TOLD = ("buy", "second_action", "elder", "feat")
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
    if e.source in _TOLD:
        return None
    if not any(e.delta):
        return _nothing(e.source, lang)
    up = tuple(max(0, v) for v in e.delta)
    down = tuple(max(0, -v) for v in e.delta)
    if e.source == "guardians_owl" and not any(down):     # the action's own line, told once
        c = M.feat(e.source)
        return (f"використовує «{c.name_uk}» й отримує {gain_text(token(up), lang)}" if uk
                else f"uses {c.name_en} and gains {gain_text(token(up), lang)}")
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


_FULL = (("gold", "золото"), ("sun", "сонце"), ("moon", "місяць"))


def _nothing(source: str, lang: str) -> str:
    """A gain that changed nothing says why: what the source gives is already at its track's
    limit (12 gold, 6 sun, 6 moon; more with Chests) — the excess is lost (rulebook)."""
    uk = lang == "uk"
    f = M.faces().get(source)
    options = f.options if f is not None and f.simple else ()
    kinds = sorted({i for g in options for i in range(3) if g[i] > 0})
    if source.startswith("hammer"):
        kinds = [0]
    if not kinds:
        return ("нічого не отримує: цей ресурс уже на межі треку" if uk
                else "gains nothing: that resource is already at its limit")
    names = (" і " if uk else " and ").join(_FULL[i][uk] for i in kinds)
    if uk:
        return f"нічого не отримує: {names} вже на межі треку (надлишок втрачено)"
    verb = "is already at its limit" if len(kinds) == 1 else "are already at their limits"
    return f"gains nothing: {names} {verb} (the excess is lost)"


def _hammer(e: HammerAdvanced, lang: str) -> str | None:
    if e.gold <= 0 and not e.glory:         # a line about nothing: no line
        return None
    uk = lang == "uk"
    gold = gain_text(token((e.gold, 0, 0, 0)), lang)
    line = (f"кладе {gold} на трек молота (усього {e.pos_after})" if uk
            else f"puts {e.gold} gold on the Hammer track ({e.pos_after} on it in all)")
    if e.glory:
        line += (f": +{e.glory} {uk_plural(e.glory, _RES_UK[3])}" if uk
                 else f": +{e.glory} glory")
    return line


def _table_event(e, lang: str) -> str | None:
    uk = lang == "uk"
    if isinstance(e, HeroOusted):
        by = seat_ref(e.by)         # the table names the ousting seat (table_hooks)
        return (f"— його героя з острова {e.island} виганяє {by}; герой повертається на "
                "початковий портал" if uk else
                f"is ousted from island {e.island} by {by} and goes back to the starting portal")
    if isinstance(e, FeatPerformed):
        name = _q(M.label(e.card, lang) or e.card, uk)
        price = gain_text(token((0, *e.cost, 0)), lang)
        return (f"здійснює подвиг {name} на острові {e.island} за {price}" if uk else
                f"performs the feat {name} on island {e.island} for {price}")
    if isinstance(e, FaceBought):
        name = _q(M.label(e.face, lang) or e.face, uk)
        if e.pool < 0:
            return f"бере грань {name} із садів" if uk else f"takes the face {name} from the Gardens"
        price = (gain_text(token((e.cost, 0, 0, 0)), lang) if e.cost else
                 ("безплатно" if uk else "free"))
        # the action's line and more: the log tells it once (scenes/parts/log_text retold)
        return (f"купує грань {name} {'за ' if e.cost else ''}{price}" if uk else
                f"buys the face {name} {'for ' if e.cost else ''}{price}")
    if isinstance(e, FaceForged):
        new, old = (_q(M.label(f, lang) or f, uk) for f in (e.face, e.old_face))
        if new == old:      # legal by the rulebook, but the die is as it was: say so plainly
            return (f"вковує грань на {_DIE[lang][e.die]}: {new} поверх такої самої — "
                    "нічого не змінюється" if uk else
                    f"forges a face onto the {_DIE[lang][e.die]}: {new} over the same face — "
                    "nothing changes")
        return (f"вковує грань на {_DIE[lang][e.die]}: {new} замість {old}" if uk else
                f"forges a face onto the {_DIE[lang][e.die]}: {new} in place of {old}")
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
