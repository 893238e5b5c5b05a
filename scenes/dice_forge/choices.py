"""Dice Forge's pop-up answers: each legal action of a decision as a ``Choice`` with a label a
player reads and a preview (the gain's icons, the face or die it is about), built from the
viewer's view only.  The scene asks (``DiceForgeScene.open_dialog``); this module words."""
from __future__ import annotations

from engine.rules.dice_forge import material as M
from engine.rules.dice_forge import queries as RQ
from engine.rules.dice_forge import scene_queries as Q
from engine.rules.dice_forge.scoring import blessing_gain
from engine.rules.dice_forge.text import gain_text
from engine.rules.table_hooks import name_seats
from engine.widgets.dialog import Choice

from .painters import DARK_DIE, LIGHT_DIE


def choice_for(sc, a: tuple) -> Choice:
    """The answer for the legal action ``a`` in the table scene ``sc``'s language."""
    lang = sc.app.i18n.lang
    verb = a[0]
    preview = None
    label = name_seats(sc.rules.describe(a, lang), sc.seat_name)
    if verb == "choose":
        g = Q.untoken(a[1])
        preview = {"icons": Q.gain_icons(g)}
        label = ("−" if any(x < 0 for x in g) else "+") + " " + gain_text(a[1], lang)
    elif verb in ("mirror", "satyr", "shield"):
        preview = {"faces": (Q.face_view(a[1]),), "face": 0, "color": LIGHT_DIE}
        label = M.label(a[1], lang) or a[1]
    elif verb == "hammer":
        held = sc.view_state.held[sc.viewer]
        label = sc.t("df.hammer_split", n=a[1], rest=held - a[1])
        preview = {"icons": [("hammer", a[1]), ("gold", held - a[1])], "join": "+"}
    elif verb == "die" or (verb == "reinforce" and a[1] == "silver_hind"):
        d = a[-1]
        v = sc.view_state
        preview = {"faces": tuple(Q.face_view(f) for f in v.dice[sc.viewer][d]),
                   "face": v.up[sc.viewer][d], "color": (LIGHT_DIE, DARK_DIE)[d]}
        label = sc.t("df.light_die" if d == 0 else "df.dark_die")
    elif verb == "bearer":
        label = sc.seat_name(a[1])
        task = RQ.pending(sc.view_state, sc.viewer)
        c = task[1] if task and task[0] == "bearer" else None
        boar = M.BOAR_FACES[c] if isinstance(c, int) and 0 <= c < len(M.BOAR_FACES) else ""
        if boar:
            preview = {"faces": (Q.face_view(boar),), "face": 0,
                       "color": sc.seat_color(a[1])}
    elif verb == "cerberus":
        label = sc.t("df.cerberus_use")
        task = RQ.pending(sc.view_state, sc.viewer)
        faces = tuple(f for f in (task[2:] if task and task[0] == "cerberus" else ()) if f)
        if faces:                              # the roll it applies again
            preview = {"faces": tuple(Q.face_view(f) for f in faces), "face": 0,
                       "color": LIGHT_DIE}
            if len(faces) == 2:                # both dice: what they give, when plain
                try:
                    g = blessing_gain(*faces)
                    icons = [(Q.ICON[i], g[k]) for i, k in enumerate(
                        ("gold", "sun", "moon", "glory")) if g.get(k)]
                    preview = {"icons": icons} if icons else preview
                except Exception:  # noqa: BLE001 - a choice face: show the first face
                    pass
    elif verb == "pass":
        label = sc.t("df.pass")
    elif verb in ("triton", "reinforce"):
        tok = a[-1]
        try:
            g = Q.untoken(tok)
            preview = {"icons": Q.gain_icons(g)}
            label = "+ " + gain_text(tok, lang)
        except Exception:  # noqa: BLE001 - a label without a preview is still usable
            preview = None
    return Choice(a, label[:1].upper() + label[1:], preview)


def all_losses(legal: list) -> bool:
    """True when every choice takes something away (the Minotaur): the dialog says lose."""
    gains = []
    for a in legal:
        if a[0] != "choose":
            return False
        try:
            gains.append(Q.untoken(a[1]))
        except Exception:  # noqa: BLE001 - an unknown token: not a loss
            return False
    return bool(gains) and all(any(x < 0 for x in g) and not any(x > 0 for x in g)
                               for g in gains)
