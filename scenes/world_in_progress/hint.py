"""World in Progress's hint names the whole move it suggests: the push (or the god's take),
then where the tile it hands over goes and how it is turned.  The engine's hint controller
(scenes/parts/hints.py) asks the AI for the first decision; the follow-up is the best placement
of that tile on the viewer's own view (``place_deltas``: the score preview the cells show), so
the hint rings that cell and shows the tile there, turned as suggested."""
from __future__ import annotations

from engine.rules.protocol import IllegalAction
from engine.rules.world_in_progress import actions as rules_actions
from engine.rules.world_in_progress import legal_cells
from engine.rules.world_in_progress.explain import place_deltas
from scenes.parts.hints import HintController, entity_rect

from . import names as N
from .painters import draw_tile

TURN_KEYS = ("wip.hint.turn0", "wip.hint.turn1", "wip.hint.turn2", "wip.hint.turn3")


def follow_up(view, seat: int, action) -> tuple[int, int, int, str] | None:
    """(row, col, rotation, tile) of the best placement of the tile ``action`` (a push or a
    god take) hands ``seat``; None for another action or an illegal one."""
    if not action or action[0] not in ("push", "god"):
        return None
    try:
        after = rules_actions.step(view, seat, tuple(action))[0]
    except IllegalAction:
        return None
    tid = after.pending[seat]
    cells = sorted(legal_cells(after.placed_cells(seat)))
    deltas = place_deltas(after, seat, cells)
    best = max(((d, -rot, (r, c)) for (r, c), by in deltas.items() for rot, d in by.items()),
               default=None)
    if best is None or tid is None:
        return None
    _, neg_rot, (r, c) = best
    return (r, c, -neg_rot, tid)


class WipHints(HintController):
    """The engine's hint, with the placement that follows a push or a god take."""

    def _answered(self, h) -> None:
        super()._answered(h)
        sc = self.scene
        h.follow = follow_up(sc.view_state, h.seat, h.action) if h.action else None
        if h.follow is not None and sc.find(N.cell(h.follow[0], h.follow[1])) is not None:
            h.targets = tuple(h.targets) + (N.cell(h.follow[0], h.follow[1]),)

    def text(self) -> str:
        base = super().text()
        f = getattr(self.current, "follow", None) if self.current is not None else None
        if not f:
            return base
        sc = self.scene
        return sc.t("wip.hint.whole", first=base, turn=sc.t(TURN_KEYS[f[2] % 4]))

    def draw(self, r) -> None:
        f = getattr(self.current, "follow", None) if self.current is not None else None
        if f:
            rect = entity_rect(self.scene, N.cell(f[0], f[1]))
            if rect is not None:
                x, y, w, h = rect
                draw_tile(r, x + 4, y + 4, w - 8, h - 8, f[3], f[2], 150, shadow=False)
        super().draw(r)
