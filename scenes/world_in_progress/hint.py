"""World in Progress's hint names the whole move it suggests: the push (or the god's take),
then where the tile it hands over goes and how it is turned.  The engine's hint controller
(scenes/parts/hints.py) asks the AI for the first decision; the follow-up is the best placement
of that tile on the viewer's own view (``explain.best_placement_after``, from the score
preview the cells show), so the hint rings that cell and shows the tile there, turned as suggested."""
from __future__ import annotations

from engine.rules.world_in_progress.explain import best_placement_after
from scenes.parts.hints import HintController, entity_rect

from . import names as N
from .painters import draw_tile

TURN_KEYS = ("wip.hint.turn0", "wip.hint.turn1", "wip.hint.turn2", "wip.hint.turn3")


class WipHints(HintController):
    """The engine's hint, with the placement that follows a push or a god take."""

    SAY_RINGED = False      # "…; then place that tile on the ringed cell"

    def _answered(self, h) -> None:
        super()._answered(h)
        sc = self.scene
        h.follow = best_placement_after(sc.view_state, h.seat, h.action) if h.action else None
        if h.follow is not None and sc.find(N.cell(h.follow[0], h.follow[1])) is not None:
            h.targets = tuple(h.targets) + (N.cell(h.follow[0], h.follow[1]),)

    def text(self) -> str:
        base = super().text()
        f = getattr(self.current, "follow", None) if self.current is not None else None
        if not f:
            return base
        sc = self.scene
        return sc.t("wip.hint.whole", first=base, turn=sc.t(TURN_KEYS[f[2] % 4]))

    def short_text(self) -> str | None:
        """The banner's shorter form where the whole hint does not fit: the first move, then
        "the ringed cell" and the turn in a few words (the rings and the tile drawn on the
        cell show the rest)."""
        f = getattr(self.current, "follow", None) if self.current is not None else None
        if not f:
            return None
        sc = self.scene
        return sc.t("wip.hint.short", first=super().text(),
                    turn=sc.t(f"wip.hint.short_turn{f[2] % 4}"))

    def draw(self, r) -> None:
        f = getattr(self.current, "follow", None) if self.current is not None else None
        if f:
            rect = entity_rect(self.scene, N.cell(f[0], f[1]))
            if rect is not None:
                x, y, w, h = rect
                draw_tile(r, x + 4, y + 4, w - 8, h - 8, f[3], f[2], 150, shadow=False)
        super().draw(r)
