"""One action's events as choreography.  The table is keyed, so a card moving from hand to the
draft area, to construction and into the empire animates itself; this module adds what the
keys cannot say: where a passed hand comes from (the side it is passed from), production
counted up over each seat with the resource's icon, the supremacy token rising over its winner,
a cube popping from a recycled card, the empire's five-cube conversion to krystallium, and the
sounds.  It reads only the viewer's events (``view_events``)."""
from __future__ import annotations

import esper

from engine.ecs.components import Lifetime, Transform, Visual, Z
from engine.ecs.effects import fly, path_points
from engine.rules.wonderful_world import events as E
from engine.rules.wonderful_world.material import KIND_INDEX
from engine.widgets.counter import pop_gain_beside

ICON = {"materials": "material", "energy": "energy", "science": "science", "gold": "gold",
        "exploration": "exploration", "krystallium": "gem", "general": "shield",
        "financier": "crown"}


def seat_xy(s, seat: int) -> tuple[float, float]:
    if seat == s.big_seat():
        a = s.layout["empire"]
        return a.cx, a.y + 110
    a = s.panel_anchor(seat)
    return (a.cx, a.cy) if a is not None else (960, 540)


def gain(s, seat: int, amount: int, icon: str | None, nth: int = 0) -> None:
    """A floating gain beside the seat's values, never over a title: right of the empire card,
    level with its production (the built row and the cards under construction keep clear of
    it); for another seat, in the gutter left of its panel, level with its production row."""
    if seat == s.big_seat():
        a = s.layout["empire"]
        pop_gain_beside((a.x, a.y + 76, a.w, 40), amount, icon, "right", nth, size=36)
        return
    a = s.panel_anchor(seat)
    if a is not None:
        pop_gain_beside((a.x, a.y + 44, a.w, 36), amount, icon, "left", nth, size=24, gap=4)


def step_xy(s, k: int) -> tuple[float, float]:
    a = s.layout["track"]
    sw = (a.w - 32) / 5
    return a.x + 16 + sw * (k + 0.5) - 16, a.y + 114


def card_xy(s, seat: int, index: int) -> tuple[float, float]:
    """Where a cube placed by ``seat`` lands: a card under construction or the empire card."""
    if seat != s.big_seat():
        return seat_xy(s, seat)
    if index < 0:
        a = s.layout["empire"]
        return a.cx, a.y + 200
    a = s.layout["cons"]
    n = len(s.view_state.seats[seat].cons)
    step = min(184, (a.w - 172) / max(1, n - 1)) if n > 1 else 0
    return a.x + 86 + step * index, a.y + 90


def fly_token(kind: int, start, end, size: float = 40) -> None:
    """A cube or token flying from ``start`` to ``end`` (deletes itself)."""
    ent = esper.create_entity(Transform(start[0], start[1], size, size), Z(950),
                              Visual("ww_cube", {"kind": kind}), Lifetime(0.75))
    fly(ent, path_points(start, end, 0.3), 0.6)


def fly_later(s, delay: float, kind: int, start, end, size: float = 40) -> None:
    """``fly_token`` as a step of the scene's sequence, ``delay`` seconds into the move (a
    stagger is choreography: it plays at the move's pace and a click plays it out)."""
    s.sequence.after(delay, lambda: fly_token(kind, start, end, size))


def animate(s, seat: int, events) -> None:
    play = s.app.audio.play
    L = s.layout
    for ev in events:
        if isinstance(ev, E.HandsPassed):
            h = L["hand"]
            # "left": seat i's hand goes to i+1, so ours comes from the seat on our right
            s.hand_origin = (h.x - 200, h.cy) if ev.direction == "left" else (h.x + h.w + 200, h.cy)
            play("whoosh")
        elif isinstance(ev, E.CardsDealt) and ev.seat == s.big_seat():
            a = L["track"]
            s.hand_origin = (a.cx, a.cy)
            play("card")
        elif isinstance(ev, E.CardPicked):
            play("card", 0.6)
        elif isinstance(ev, E.PicksRevealed):
            play("reveal")
        elif isinstance(ev, E.StepStarted):
            for i, n in enumerate(ev.production):
                if n:
                    gain(s, i, n, ICON.get(ev.step))
            play("coins", 0.7)
        elif isinstance(ev, E.SupremacyWon) and ev.seat >= 0:
            x, y = seat_xy(s, ev.seat)
            k = KIND_INDEX.get(ev.step, 0)
            if ev.token in KIND_INDEX:          # the token flies from the step to its winner
                fly_later(s, 0.3, KIND_INDEX[ev.token], step_xy(s, k), (x, y + 40), 48)
            else:
                gain(s, ev.seat, 1, "science", 1)
            play("score")
        elif isinstance(ev, E.TokenChosen):
            gain(s, ev.seat, 1, ICON.get(ev.token, "crown"), 1)
        elif isinstance(ev, E.CardRecycled):
            gain(s, ev.seat, 1, ICON.get(ev.resource))
            play("place", 0.7)
        elif isinstance(ev, E.CubePlaced):
            if ev.seat == s.big_seat() and ev.what in KIND_INDEX:
                t = s.layout["tray"]
                start = (t.x + 36, t.y + 74) if ev.what not in ("krystallium", "general",
                                                                 "financier") else \
                    (s.layout["empire"].x + 40, s.layout["empire"].y + 252)
                fly_token(KIND_INDEX[ev.what], start, card_xy(s, ev.seat, ev.index))
            play("place", 0.5)
        elif isinstance(ev, E.KrystalliumMade):
            if ev.seat == s.big_seat():         # five cubes on the empire become a krystallium
                a = s.layout["empire"]
                cw = (a.w - 40) / 5
                for j in range(5):
                    fly_later(s, 0.05 * j, 0, (a.x + 20 + cw * (j + 0.5), a.y + 200),
                              (a.x + 30, a.y + 252), 30)
                fly_later(s, 0.4, 5, (a.cx, a.y + 200), (a.x + 30, a.y + 252), 40)
            gain(s, ev.seat, 1, "gem", 2)
            play("score")
        elif isinstance(ev, E.CardBuilt):
            k = 0
            for n, icon in ((ev.generals, "shield"), (ev.financiers, "crown"),
                            (ev.krystallium, "gem")):
                if n:
                    gain(s, ev.seat, n, icon, k)
                    k += 1
            play("score", 0.8)
