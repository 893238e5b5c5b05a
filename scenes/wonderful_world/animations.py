"""One action's events as choreography.  The table is keyed, so a card moving from hand to the
draft area, to construction and into the empire animates itself; this module adds what the
keys cannot say: where a passed hand comes from (the side it is passed from), production
counted up over each seat with the resource's icon, the supremacy token rising over its winner,
a cube popping from a recycled card, the empire's five-cube conversion to krystallium, and the
sounds.  It reads only the viewer's events (``view_events``)."""
from __future__ import annotations

from engine.rules.wonderful_world import events as E
from engine.widgets.counter import pop_gain

ICON = {"materials": "material", "energy": "energy", "science": "science", "gold": "gold",
        "exploration": "exploration", "krystallium": "gem", "general": "shield",
        "financier": "crown"}


def seat_xy(s, seat: int) -> tuple[float, float]:
    if seat == s.big_seat():
        a = s.layout["empire"]
        return a.cx, a.y + 110
    a = s.panel_anchor(seat)
    return (a.cx, a.cy) if a is not None else (960, 540)


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
                    x, y = seat_xy(s, i)
                    pop_gain(x, y, n, ICON.get(ev.step))
            play("coins", 0.7)
        elif isinstance(ev, E.SupremacyWon) and ev.seat >= 0:
            x, y = seat_xy(s, ev.seat)
            pop_gain(x, y + 40, 1, ICON.get(ev.token, "crown"), rise=140)
            play("score")
        elif isinstance(ev, E.TokenChosen):
            x, y = seat_xy(s, ev.seat)
            pop_gain(x, y + 40, 1, ICON.get(ev.token, "crown"), rise=140)
        elif isinstance(ev, E.CardRecycled):
            x, y = seat_xy(s, ev.seat)
            pop_gain(x, y, 1, ICON.get(ev.resource))
            play("place", 0.7)
        elif isinstance(ev, E.CubePlaced):
            play("place", 0.5)
        elif isinstance(ev, E.KrystalliumMade):
            x, y = seat_xy(s, ev.seat)
            pop_gain(x, y + 90, 1, "gem", rise=120)
            play("score")
        elif isinstance(ev, E.CardBuilt):
            x, y = seat_xy(s, ev.seat)
            for n, icon in ((ev.generals, "shield"), (ev.financiers, "crown"),
                            (ev.krystallium, "gem")):
                if n:
                    pop_gain(x, y + 60, n, icon)
            play("score", 0.8)
