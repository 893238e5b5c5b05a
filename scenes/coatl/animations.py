"""One action's events as choreography: pieces fly from the disk to a board and from a board to
a coatl's end (snapping in), the bags refill the disk, cards fly from the six or the deck to a
hand and from a hand to a coatl, the deck refills the six, points pop up when a prophecy,
a temple or a locked coatl scores.

The table is keyed, so most of this is saying where a new entity comes from: ``scene.origins``
maps the keys (or places) the next reconcile creates to the point they fly in from.
"""
from __future__ import annotations

from engine.rules import coatl as C

from .table import board_slot_pos, disk_slot_pos, hand_pos, panel_row, row_anchor


def _board_xy(s, seat: int, slot: int) -> tuple[float, float]:
    if seat == s.big_seat():
        x, y, _ = board_slot_pos(s, slot)
        return x, y
    a = s.panel_anchor(seat)
    return (a.x + 24 + slot * 42, a.y + 104) if a is not None else (960, 540)


def _hand_xy(s, seat: int) -> tuple[float, float]:
    if seat == s.big_seat():
        n = len(s.view_state.hands[seat])
        return hand_pos(s, max(0, n - 1), max(1, n))
    a = s.panel_anchor(seat)
    return (a.cx, a.y + 50) if a is not None else (960, 540)


def _score_xy(s, seat: int, coatl: int, width: float = 60) -> tuple[float, float]:
    """Where a coatl's points pop up: on its mat, right of its points and under its name (the
    cards beside stay clear); for another seat, at the free right end of the coatl's row."""
    if seat == s.big_seat():
        # a seat may hold a fourth coatl (three finished end the game, not cap it): the mat
        # then has a row for each (table.row_anchor)
        rows = max(3, len(s.view_state.coatls[seat]))
        a = row_anchor(s.layout, min(coatl, rows - 1), rows)
        return a.x + 60 + width / 2, a.y + a.h * 0.76
    a = s.panel_anchor(seat)
    if a is None:
        return (960, 540)
    n = len(s.view_state.coatls[seat])
    return (a.x + a.w - 16 - width / 2, panel_row(a, min(coatl, n - 1), n)[0])


def _pop(s, seat: int, coatl: int, text: str, **kw) -> None:
    size = 40
    x, y = _score_xy(s, seat, coatl, len(text) * size * 0.55)
    s.pop_score(x, y, text, rise=14, size=size, **kw)


def animate(s, seat: int, events) -> None:
    """Fill ``s.origins`` and play sounds / score pops for ``seat``'s action."""
    play = s.app.audio.play
    L = s.layout
    v = s.view_state
    for ev in events:
        if isinstance(ev, C.PiecesTaken):
            x, y, _, _ = disk_slot_pos(s, ev.disk_slot)
            for bs in ev.board_slots:
                s.origins[f"board.{ev.seat}.{bs}"] = (x, y)
            play("place")
        elif isinstance(ev, C.PiecesPicked):
            b = L["bags"]
            for bs in ev.board_slots:
                s.origins[f"board.{ev.seat}.{bs}"] = (b.cx, b.cy)
        elif isinstance(ev, C.DiskRefilled):
            b = L["bags"]
            for slot, _ in ev.fills:
                s.origins[f"disk.{slot}"] = (b.cx, b.cy)
            play("whoosh", 0.6)
        elif isinstance(ev, (C.ProphecyTaken, C.ProphecyDrawn)):
            n = len(v.hands[ev.seat])
            if isinstance(ev, C.ProphecyTaken):
                a = L[f"six.{ev.six_slot}"]
            else:
                a = L["deck"]
            if ev.seat == s.big_seat():
                s.origins[f"coatl.hc.{ev.seat}.{n - 1}"] = (a.cx, a.cy)
            play("card")
        elif isinstance(ev, C.SixRefilled):
            a = L["deck"]
            for slot, _ in ev.fills:
                s.origins[f"six.{slot}"] = (a.cx, a.cy)
            play("card", 0.6)
        elif isinstance(ev, C.CoatlStarted):
            s.offsets[(ev.seat, ev.coatl)] = 0
            s.origins[f"coatl.cp.{ev.seat}.{ev.coatl}.0"] = _board_xy(s, ev.seat, ev.board_slot)
            play("place")
        elif isinstance(ev, C.PieceAdded):
            key = (ev.seat, ev.coatl)
            if ev.end == "head":
                s.offsets[key] = s.offsets.get(key, 0) + 1
            k = ev.index - s.offsets.get(key, 0)
            s.origins[f"coatl.cp.{ev.seat}.{ev.coatl}.{k}"] = _board_xy(s, ev.seat, ev.board_slot)
            play("place")
        elif isinstance(ev, C.CoatlCompleted):
            play("reveal", 0.7)
        elif isinstance(ev, C.ProphecyPlayed):
            cards = v.coatls[ev.seat][ev.coatl].cards
            s.origins[f"coatl.rc.{ev.seat}.{ev.coatl}.{len(cards) - 1}"] = _hand_xy(s, ev.seat)
            play("card")
            if ev.points > 0:
                _pop(s, ev.seat, ev.coatl, f"+{ev.points}", seed=ev.coatl)
        elif isinstance(ev, C.TemplePlaced):
            if ev.source == "stack":
                a = L[f"stack.{ev.stack}"]
                o = (a.cx, a.cy)
            else:
                o = (L["temples"].cx, L["temples"].cy) if ev.seat == s.big_seat() \
                    else _hand_xy(s, ev.seat)
            s.origins[f"coatl.rt.{ev.seat}.{ev.coatl}"] = o
            play("reveal")
            if ev.points > 0:
                _pop(s, ev.seat, ev.coatl, f"+{ev.points}", color=(160, 220, 150), seed=7)
        elif isinstance(ev, C.CoatlLocked):
            play("coins", 0.7)
            _pop(s, ev.seat, ev.coatl, s.t("coatl.points", n=ev.points), seed=ev.coatl + 3)
        elif isinstance(ev, C.EndTriggered):
            play("score", 0.8)
        elif isinstance(ev, C.TurnPassed):
            play("turn", 0.5)


__all__ = ["animate"]
