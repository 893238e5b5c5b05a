"""The hint controller: what the normal AI would do now, for the human to act (never played).

It owns its AI request: asked from the viewer's view only, answered by the worker processes,
picked up in ``tick`` each frame, dropped the moment the state moves on.  The scene says which
of its entities show an action (``scene.hint_targets``); the controller rings them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import esper

from engine.ecs.components import Clickable, Transform
from engine.rules import Action
from engine.rules.imperative import instruct
from engine.rules.table_hooks import name_seats
from engine.widgets.overlays import draw_hint_rings

HINT_LEVEL = "normal"           # the AI level whose move a hint shows


@dataclass
class Hint:
    """A hint asked for ``seat`` at ``at_step`` (len(session.steps)): the AI's ticket, then its
    action and the table entities that show it.  Never played; gone when the state moves."""
    seat: int
    at_step: int
    ticket: Any
    action: Action | None = None
    targets: tuple[str, ...] = ()
    failed: bool = False
    legal: tuple = ()               # the seat's legal actions when asked


class HintController:
    # the line says "(ringed)" after the move: a hand's cards may show no names (play-test 15,
    # "Hint: plays Ferryman"); a game whose line goes on to name its rings says so itself
    SAY_RINGED = True

    def __init__(self, scene) -> None:
        self.scene = scene
        self.current: Hint | None = None
        self._key: tuple | None = None

    # -- asking -------------------------------------------------------------------------------
    def allowed(self) -> bool:
        s = self.scene
        return (not s.demo and not s.session.is_over() and s.my_turn()
                and not s.flow.is_ai(s.viewer))

    def toggle(self) -> None:
        """The Hint button and ``H``: ask for a hint, or put the one on show away."""
        if self.current is not None:
            self.clear()
            return
        if not self.request():
            self.scene.app.audio.play("error")

    def request(self) -> bool:
        """Ask the AI service for the viewer's move from the viewer's view only; the answer
        is picked up in ``tick``.  False when it is not the viewer's turn."""
        if not self.allowed():
            return False
        sc = self.scene
        seat, s = sc.viewer, sc.session
        h = self.current
        if h is not None and h.seat == seat and h.at_step == len(s.steps):
            return True
        self.clear()
        ticket = sc.flow.service().request(sc.rules, s.view(seat), seat, HINT_LEVEL,
                                           s.agent_seed(seat) + 7919 * (len(s.steps) + 1))
        self.current = Hint(seat, len(s.steps), ticket, legal=tuple(sc.legal()))
        sc.app.audio.play("click")
        return True

    def clear(self) -> None:
        h, self.current = self.current, None
        if h is not None and not h.ticket.done:
            try:
                self.scene.flow.service().cancel(h.ticket)
            except Exception:  # noqa: BLE001 - a closed service has nothing to cancel
                pass

    def acted(self, seat: int) -> None:
        """``seat`` played: its own hint is spent (another seat's move is judged in tick)."""
        if self.current is not None and self.current.seat == seat:
            self.clear()
        self.tick()

    # -- per frame --------------------------------------------------------------------------------
    def tick(self) -> None:
        sc = self.scene
        key = (len(sc.session.steps), sc.viewer, sc.flow.handoff, sc.session.is_over())
        if key != self._key:
            self._key = key
            ent = sc.find("hud.hint")
            if ent is not None:
                esper.component_for_entity(ent, Clickable).enabled = self.allowed()
        h = self.current
        if h is None:
            return
        steps = sc.session.steps
        if h.at_step != len(steps) and sc.viewer == h.seat and self.allowed():
            # another seat acted in a simultaneous step (a hidden pick): the hint stands while
            # the viewer's own choices are the same
            if (h.at_step < len(steps) and all(st.seat != h.seat for st in steps[h.at_step:])
                    and tuple(sc.legal()) == h.legal):
                h.at_step = len(steps)
        if h.at_step != len(steps) or sc.viewer != h.seat or not self.allowed():
            self.clear()            # the state moved on: the hint is stale
            return
        if self._begun():
            self.clear()            # the player has begun a move: the table's prompt leads
            return
        if h.action is not None or h.failed:
            return
        if not h.ticket.done:       # (the turn flow's own poll may have picked it up)
            sc.flow.service().poll()
        if not h.ticket.done:
            return
        self._answered(h)

    def _begun(self) -> bool:
        """The player has begun a move built over several clicks (the table's ``sel.builder``
        has its first part picked), outside a tutorial's step: a hint shown before it is spent
        (play-test 13: after buying the hinted face the banner still said "Hint: buys the face
        …" instead of "Forge … onto a glowing face of your dice")."""
        sc = self.scene
        builder = getattr(getattr(sc, "sel", None), "builder", None)
        if builder is None or getattr(sc, "tutorial_step", None) is not None:
            return False
        return bool(builder.prefix)

    def _answered(self, h: Hint) -> None:
        sc = self.scene
        action = h.ticket.action
        if h.ticket.error is not None or action is None or action not in sc.legal():
            h.failed = True
            return
        h.action = tuple(action)
        try:
            names = sc.hint_targets(h.action)
        except Exception:  # noqa: BLE001 - a hint must never break the table
            names = []
        h.targets = tuple(n for n in names if sc.find(n) is not None)

    def idle(self, deadline: float) -> None:
        if self.current is not None and not self.current.ticket.done:
            self.scene.flow.service().idle(deadline)     # the in-frame fallback thinks here too

    # -- showing ----------------------------------------------------------------------------------
    def text(self) -> str:
        h, sc = self.current, self.scene
        if h is None:
            return ""
        if h.failed:
            return sc.t("hint.none")
        if h.action is None:
            return sc.t("hint.thinking")
        lang = sc.app.i18n.lang
        try:
            # an instruction to the player, not the log's line ("Move the left Faith
            # marker…", not "moves…"; play-test 15), saying its pieces are ringed
            text = name_seats(instruct(sc.rules.describe(h.action, lang, h.seat, h.seat), lang),
                              sc.seat_name)
        except Exception:  # noqa: BLE001
            text = " ".join(str(a) for a in h.action)
        if h.targets and self.SAY_RINGED:
            text = sc.t("hint.ringed", text=text)
        return sc.t("hint.line", text=text)

    def rects(self) -> list[tuple[float, float, float, float]]:
        if self.current is None:
            return []
        return [rc for rc in (entity_rect(self.scene, n) for n in self.current.targets)
                if rc is not None]

    def draw(self, r) -> None:
        """The rings around the hinted entities (its text is the banner's second line)."""
        if self.current is not None:
            draw_hint_rings(r, self.rects(), self.scene.time)

    def for_dialog(self) -> tuple[Action | None, str]:
        """For a choice dialog over the table: the hinted action once known and the hint line,
        or (None, "") without a hint.  Keeps the hint current while the dialog, not the table,
        is the scene updated each frame."""
        self.tick()
        if self.current is None or self.scene.hint_bubble_hidden():
            return None, ""
        return self.current.action, self.text()


def entity_rect(scene, name: str) -> tuple[float, float, float, float] | None:
    """Canvas rect (x, y, w, h) of the entity called ``name`` on ``scene`` as drawn now."""
    ent = scene.find(name)
    if ent is None or not esper.entity_exists(ent):
        return None
    return drawn_rect(ent)


def drawn_rect(ent: int) -> tuple[float, float, float, float] | None:
    """Canvas rect (x, y, w, h) of entity ``ent`` (of the current world) as drawn now."""
    tf = esper.try_component(ent, Transform)
    if tf is None:
        return None
    w, h = tf.w * tf.scale, tf.h * tf.scale
    return (tf.x - w / 2, tf.y - h / 2, w, h)
