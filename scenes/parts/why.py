"""Why a target on the table cannot be chosen now: said on hover (in its tooltip) and on a
click (the toast a refused move shows, with the error sound), in every game whose rules have
the table hook ``why_not`` (engine/rules/table_hooks.py).

A table description (``scenes/<game>/table.py``, a function of its ``TableInput``) asks
``refusal(inp, rules, target)`` for a thing that looks clickable but cannot be chosen now (a
dimmed Sanctuary face, a card the player cannot afford), adds the answer to the thing's tooltip
(``tip``) and puts it in the spec's params under ``REFUSED``.  Such an entity has no Clickable:
the table's hit test passes it by and no tooltip keeps clear of it as if it were a move.  The
scene's ``RefusedClicks`` part answers a left click on it with the reason (on a thing marked
``LOOK``, only there to be read, by showing it large).  While another seat
plays, the reason is whose turn it is, by name, the same in every game."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import esper
import pygame

from engine.ecs.components import (Clickable, Draggable, Hoverable, Intangible, Transform,
                                   Visual)
from engine.ecs.processors import lit_rects
from engine.i18n import I18n, table_refusal
from engine.rules.table_hooks import optional
from engine.table_input import TableInput
from engine.toast import overlap, toast_spot
from engine.widgets.pile import pile_bounds
from engine.worlds import in_world

REFUSED = "refused"         # the params key of a reason (EntitySpec.params) a click shows
LOOK = "look"   # a right click's tag (LOOK, thing), and a params key: a left click on a thing
#                 with it true shows the thing large (a player's own secret temple, to read)
LIT = "lit"     # the params key of a thing drawn lit as a target whose clicks go to its parts
#                 (a Sanctuary pool around the faces that can be bought): a toast keeps clear


def refusal(inp: TableInput, rules: Any, target: tuple) -> str | None:
    """Why the viewer cannot choose ``target`` (an action as the table offers it) now, in the
    table's language; None when they can, when nobody plays from this table (a spectator, the
    demo, the game's end) or the rules cannot say."""
    if inp.viewer is None or inp.demo or inp.over or target in inp.legal:
        return None
    if inp.to_act and inp.viewer not in inp.to_act:
        names = [inp.seat_name(s) for s in inp.to_act]
        return inp.t("why.turn_of", names=", ".join(names), n=len(names))
    hook = optional(rules, "why_not")
    if hook is None:
        return None
    try:
        # the legal actions the table holds: the hook need not work them out for each target
        text = hook(inp.view, inp.viewer, target, legal=inp.legal if inp.my_turn else None)
    except (ValueError, KeyError, IndexError, TypeError):     # a reason is a courtesy
        return None
    return _said(inp.lang, rules, text, target, inp.viewer) if text else None


@lru_cache(maxsize=2048)
def _said(lang: str, rules: Any, text: str, target: tuple, seat: int) -> str:
    """The rules' English ``text`` as the table says it (a table asks the same few often)."""
    return table_refusal(I18n(lang), rules, text, target, seat)


def tip(inp: TableInput, text: str | None, why: str | None) -> str | None:
    """A tooltip ``text`` with the reason ``why`` under it (or the reason alone)."""
    if not why:
        return text
    line = inp.t("why.tip", why=why)
    return f"{text}\n{line}" if text else line


class RefusedClicks:
    """A left click (press and release) on an entity the table marked ``REFUSED`` shows its
    reason, as a refused move does (scenes/parts/moves.py): the error sound and the toast."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.pressed: int | None = None

    def _under(self, pos) -> tuple[int | None, str | None]:
        """(the entity under ``pos`` a left click answers here, its reason or LOOK)."""
        inp = self.scene.input
        ent = inp.topmost(pos, Hoverable, Clickable) if inp is not None else None
        if ent is None:
            return None, None
        click = esper.try_component(ent, Clickable)
        if click is not None and click.enabled and 1 in click.buttons:
            return None, None                   # a move: the table's own click
        vis = esper.try_component(ent, Visual)
        p = vis.params if vis is not None else {}
        return ent, (p.get(REFUSED) or (LOOK if p.get(LOOK) else None))

    def event(self, ev: pygame.event.Event, pos) -> None:
        if pos is None or getattr(ev, "button", 0) != 1:
            return
        if ev.type == pygame.MOUSEBUTTONDOWN:
            ent, why = self._under(pos)
            self.pressed = ent if why else None
        elif ev.type == pygame.MOUSEBUTTONUP:
            ent, why = self._under(pos)
            if why == LOOK and ent == self.pressed:
                self.scene.on_inspect(ent)      # only to look at: shown large
            elif why and ent == self.pressed:
                self.say(why)
            self.pressed = None

    def say(self, why: str) -> None:
        say(self.scene, why)


def refuse(sc, action: tuple) -> bool:
    """A move the player aimed at ``action`` (a drop, or a click on a target while something
    is picked) that the rules refuse: say their reason, as a click on a refused target does.
    Always False (the move was not played), so a drop handler can return it."""
    why = refusal(sc.table_input(), sc.rules, action)
    if why:
        say(sc, why)
    return False


def say(sc, why: str) -> None:
    """A refused click's reason: the error sound and the toast ("Not allowed: ..."), and the
    tooltip of what was clicked (which says the same) hides until the mouse leaves it.  The
    second click of a double-click on what just played a move says nothing (``double_click``)."""
    if double_click(sc):
        mute_tooltip(sc)
        return
    sc.app.audio.play("error")
    sc.app.show_message(sc.t("error.illegal", why=why))
    sc.refusal_shown = sc.app.toast[0] if sc.app.toast else None     # (clear_refusal)
    mute_tooltip(sc)


def clear_refusal(sc) -> None:
    """A move the player made takes down the refusal still up from an earlier click (play-test
    14: "Not allowed: that is the opponent's card" stayed while the next legal move played)."""
    if sc.app.toast and sc.app.toast[0] == getattr(sc, "refusal_shown", None):
        sc.app.toast = None
    sc.refusal_shown = None


def double_click(sc) -> bool:
    """A click now is the second of a double-click: a click just played a move (within the
    click guard's moment, engine/ecs/click_guard.py) and the mouse has not moved since.  Its
    refusal ("you have already paid for the second action", play-test 13) would answer a
    click the player made only once in their mind."""
    inp = sc.input
    return inp is not None and inp.guard.after is not None


def mute_tooltip(sc) -> None:
    """The tooltip of what is under the mouse stays hidden until the mouse moves off it
    (``InputProcessor.mute``: the entity under the click, not the one hovered in the last
    frame, which is another when the click came in the frame the mouse arrived)."""
    inp = sc.input
    if inp is not None:
        inp.mute(inp.topmost(inp.mouse, Clickable, Hoverable, Draggable))


def scene_toast_spot(sc, sizes) -> tuple[float, float, int]:
    """(centre x, top y, which of ``sizes``) of the app's toast over table scene ``sc``: the
    place nearest what was clicked (else under the banner) clear of lit targets, a game's
    ``score_rects``, titles, the log and, where it can, the table's things
    (``engine.toast.toast_spot``)."""
    with in_world(sc.world):
        inp = sc.input
        point = tuple(inp.mouse) if inp is not None and inp.mouse[0] >= 0 else None
        return toast_spot(sc.toast_top(), sizes, keep_clear(sc), table_rects(sc),
                          clicked_rect(sc), point)


def _kept(kind: str, params: dict) -> bool:
    return bool(params.get(LIT) or params.get("keep_clear")) or kind == "counter"


def keep_clear(sc) -> list:
    """What a toast over the table must not cover: every target lit now and what is drawn lit
    with them (``LIT``), the scores (the scene's ``score_rects``), what no tooltip covers
    (``kept_clear``: titles, a game's own zoom; an entity marked ``keep_clear``), the numbers a
    player reads (a pile and its count, a counter: play-test, a refusal over A Wild
    Venture's own VP pile and its count, over Coatl's supply counters), the turn banner and
    the log."""
    out = lit_rects(1) + list(getattr(sc, "score_rects", lambda: [])())
    out += [tuple(tf.rect) for _, (tf, vis) in esper.get_components(Transform, Visual)
            if vis.visible and tf.alpha > 0 and _kept(vis.kind, vis.params)]
    out += [pile_bounds(tf.rect) for _, (tf, vis) in esper.get_components(Transform, Visual)
            if vis.kind == "pile" and vis.visible and tf.alpha > 0]   # its count under it
    kept = getattr(sc, "kept_clear", None)
    out += [tuple(k) for k in (kept(sc.app.renderer) if kept else ())]
    for name in ("banner", "log_rect"):
        rect = getattr(sc, name, None)
        if rect is not None:
            out.append(tuple(rect))
    return out


BIG = 0.15 * 1920 * 1080        # a board or a background, not a thing with words on it


def table_rects(sc) -> list:
    """The things on the table a toast had better not cover (its ``soft`` rects): every
    visible entity with something drawn, short of a board or a background."""
    out = []
    for ent, (tf, vis) in esper.get_components(Transform, Visual):
        if (vis.visible and tf.alpha > 0 and 0 < tf.w * tf.h < BIG
                and not esper.has_component(ent, Intangible)
                and not (vis.params.get("text") == "" and len(vis.params) <= 1)):
            out.append(tuple(tf.rect))
    return out


def clicked_rect(sc) -> tuple | None:
    """The rect of what is under the mouse (what was just clicked or dropped on), if any."""
    inp = sc.input
    if inp is None or inp.mouse[0] < 0:
        return None
    ent = inp.topmost(inp.mouse, Clickable, Hoverable, Draggable)
    return tuple(esper.component_for_entity(ent, Transform).rect) if ent is not None else None
