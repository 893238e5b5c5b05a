"""The table's HUD: the menu, undo and hint buttons in the top right corner and, at an all-AI
demo table, the line saying a click returns to the menu (where Undo and Hint would be)."""
from __future__ import annotations

import esper

from engine import theme
from engine.ecs.components import Clickable
from engine.render import Renderer
from engine.widgets.text import fit_text

DEMO_NOTE = (1420.0, 10.0, 392.0, 68.0)     # the demo's footer line: where Undo and Hint are


class Hud:
    def __init__(self, scene) -> None:
        self.scene = scene

    def build(self) -> None:
        sc = self.scene
        sc.button("hud.menu", "", 1860, 44, 72, 64, tag="menu", style="ghost", icon="menu",
                  tooltip=sc.t("game.menu_tip"), z=900)
        if not sc.demo:
            sc.button("hud.undo", sc.t("game.undo"), 1680, 44, 200, 64, tag="undo",
                      style="secondary", icon="undo", tooltip=sc.t("game.undo_tip"), z=900,
                      enabled=sc.flow.can_undo())
            sc.button("hud.hint", sc.t("hint.button"), 1500, 44, 148, 64, tag="hint",
                      style="secondary", icon="info", tooltip=sc.t("hint.tip"), z=900,
                      enabled=sc.hints.allowed())

    def refresh(self) -> None:
        """Undo and Hint are enabled only when they can do something now."""
        sc = self.scene
        for name, on in (("hud.undo", sc.flow.can_undo), ("hud.hint", sc.hints.allowed)):
            ent = sc.find(name)
            if ent is not None:
                esper.component_for_entity(ent, Clickable).enabled = on()

    def draw_demo_note(self, r: Renderer) -> None:
        sc = self.scene
        if not (sc.demo and sc.demo_note):
            return
        # a pill of its own where Undo and Hint sit at a player's table (a demo has neither):
        # it covers no part of the table or the log, at any window size
        note = sc.t(sc.demo_note)
        x, y, w, h = DEMO_NOTE
        r.fill(x, y, w, h, (12, 9, 7, 215), 14)
        fit_text(r, note, x + 12, y + 4, w - 24, h - 8, 24, theme.TEXT_DIM,
                 min_size=r.min_size, align="center")
