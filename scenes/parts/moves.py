"""The viewer's own moves: one played from the table (a refused one explained, with the error
sound, and nothing changed), one taken back, and the step the table ends for them by itself
when the "end steps by themselves" setting is on (engine/settings.py) and the scene's
``auto_action`` names one."""
from __future__ import annotations

from engine.i18n import table_refusal
from scenes.parts.why import clear_refusal, say as why_say
from engine.rules import Action, IllegalAction


class Moves:
    def __init__(self, scene) -> None:
        self.scene = scene

    def act(self, action: Action) -> bool:
        """Play ``action`` for the viewer; True when the rules took it."""
        sc = self.scene
        if not sc.my_turn():
            sc.app.audio.play("error")
            return False
        seat = sc.viewer
        try:
            events = sc.flow.act(action)
        except IllegalAction as exc:
            why_say(sc, table_refusal(sc.app.i18n, sc.rules, str(exc), action, seat))
            return False
        if sc.input is not None:
            sc.input.acted()            # what comes under the still mouse now waits a moment
        clear_refusal(sc)
        sc.after_action(seat, action, events)
        return True

    def undo(self) -> None:
        """Take back the viewer's last move when the turn flow allows it (else the error sound)."""
        sc = self.scene
        if not sc.flow.can_undo():
            sc.app.audio.play("error")
            return
        sc.hints.clear()
        sc.flow.undo()
        sc.app.audio.play("whoosh")
        sc.resync()

    def auto_act(self) -> None:
        """Play the scene's ``auto_action`` when nothing else is up and it is the viewer's turn."""
        sc = self.scene
        if (not sc.app.settings.auto_end_steps or sc.demo or sc.results_shown
                or sc.dialogs.open or sc.busy() or sc.paused() or sc.handoff_pending
                or sc.session.is_over() or sc.app.scenes.top is not sc
                or not sc.my_turn()):
            return
        action = sc.auto_action()
        if action is not None:
            sc.act(action)
