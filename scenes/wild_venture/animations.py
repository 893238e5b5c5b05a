"""One action's events as choreography: the traveller walks its path space by space, coins fly
to (or from) a purse with a "+N", drawn cards fly from the deck, the other seat's played cards
fly from its hand, tucked cards slide under the VP card, sounds for each.

``origins`` fills ``scene.origins`` (key -> where a new entity flies in from) before the keyed
reconcile; ``after`` adds what the reconcile cannot say (paths, coins, tucks)."""
from __future__ import annotations

import esper

from engine.ecs.components import Lifetime, Transform, Visual
from engine.ecs.effects import flip
from engine.ecs.processors import tween_to
from engine.rules import wild_venture as W
from engine.rules.wild_venture import events as E
from engine.widgets.counter import pop_gain_beside

from .table import (HAND_W, reward_short, ROW_W, back_params, coins_pos, node_pos, opp_hand_pos,
                    traveller_pos, vp_pos)

STEP_S = 0.22


def capture(s, events) -> dict:
    """Where the cards about to be tucked are now (their entities leave in the reconcile)."""
    out = {}
    for ev in events:
        if isinstance(ev, E.CardTucked) and ev.card != "?":
            ent = s.find(f"wv.tab.{ev.card}") or s.find(f"wv.otab.{ev.card}") or \
                s.find(f"wv.hand.{ev.card}")
            if ent is not None:
                tf = esper.component_for_entity(ent, Transform)
                vis = esper.component_for_entity(ent, Visual)
                out[ev.card] = (tf.x, tf.y, tf.w, tf.h, dict(vis.params))
    return out


def origins(s, seat: int, events) -> None:
    d = s.layout["deck"]
    deck = (d.cx, d.cy)
    me = s.big_seat()
    for ev in events:
        if isinstance(ev, E.CardsDrawn):
            for c in ev.cards:
                if c != "?":
                    s.origins[f"wv.c.{c}"] = deck
        elif isinstance(ev, E.CardPlayed) and ev.seat != me:
            s.origins[f"wv.c.{ev.card}"] = opp_hand_pos(s) if ev.source == "hand" else (
                s.layout["discard"].cx, s.layout["discard"].cy)
        elif isinstance(ev, E.CardDiscarded) and ev.seat != me and ev.source == "hand":
            s.origins[f"wv.c.{ev.card}"] = opp_hand_pos(s)


def _fly(s, params: dict, frm, to, w: float, h: float, delay: float = 0.0,
         kind: str = "card") -> None:
    ent = s.entity(kind, frm[0], frm[1], w, h, 700, **params)
    tween_to(ent, 0.5, "in_out_cubic", delay=delay, x=to[0], y=to[1])
    tween_to(ent, 0.3, "in_quad", delay=delay + 0.35, alpha=0.0)
    esper.add_component(ent, Lifetime(delay + 0.7))


def _walk(s, seat: int, nodes: list[str]) -> None:
    """Space by space: one step of the move's sequence per space."""
    ent = s.find(f"wv.traveller.{seat}")
    if ent is None or not nodes:
        return

    def step(x: float, y: float) -> None:
        if esper.entity_exists(ent):
            tween_to(ent, STEP_S, "in_out_quad", x=x, y=y)

    for i, n in enumerate(nodes):
        x, y = traveller_pos(s, seat, n)
        s.sequence.after(i * STEP_S, lambda x=x, y=y: step(x, y))


def reward_pop(s, reward) -> str:
    if reward and reward[0] in ("gain", "draw"):
        return s.t(f"wv.pop.{reward[0]}", n=reward[1])
    return reward_short(s, reward)


def after(s, seat: int, events, before: dict) -> None:
    play = s.app.audio.play
    walks: dict[int, list[str]] = {}
    coin_delay = 0.0
    for ev in events:
        if isinstance(ev, E.TravellerMoved):
            walks.setdefault(ev.seat, []).append(ev.to)
        elif isinstance(ev, E.TravellerHome):
            walks.setdefault(ev.seat, []).append(W.board(s.view_state.board).home)
        elif isinstance(ev, E.CoinsChanged) and ev.delta:
            cx, cy = coins_pos(s, ev.seat)
            if ev.delta > 0:
                pos = s.view_state.pos[ev.seat]
                frm = node_pos(s, pos) if ev.reason == "gain" else (s.layout["board"].cx, 700)
                for k in range(min(5, ev.delta)):
                    _fly(s, {"icon": "gold"}, frm, (cx, cy), 34, 34,
                         coin_delay + k * 0.07, kind="wv_coin")
                play("coins", 0.7)
            else:
                for k in range(min(5, -ev.delta)):
                    _fly(s, {"icon": "gold"}, (cx, cy), (s.layout["deck"].cx, 900), 34, 34,
                         coin_delay + k * 0.07, kind="wv_coin")
            # beside the coin counter (box: centred at cx + 28, 140 x 46): right of it in the
            # other seat's header (free up to its rows' labels), under it in yours (the names
            # above and the VP label beside it stay clear)
            box = (cx - 42, cy - 23, 140, 46)
            pop_gain_beside(box, ev.delta, "gold", "right" if ev.seat != s.big_seat()
                            else "below", size=30, gap=6)
            coin_delay += 0.1
        elif isinstance(ev, E.RewardTaken) and ev.reward and ev.reward[0] in ("gain", "draw"):
            x, y = node_pos(s, ev.node)
            # just above the space, rising a little: not up over the spaces and tolls above
            s.pop_score(x, y - 40, reward_pop(s, ev.reward), particles=8, seed=len(ev.node),
                        rise=20, size=44)
        elif isinstance(ev, E.CardTucked):
            x, y, w, h = vp_pos(s, ev.seat)
            if ev.card in before:
                fx, fy, fw, fh, params = before[ev.card]
                params = {**params, "glow": False, "dim": False}
            else:
                fx, fy = opp_hand_pos(s) if ev.seat != s.big_seat() else \
                    (s.layout["hand"].cx, s.layout["hand"].cy)
                fw, fh, params = (ROW_W, ROW_W * 1.4, back_params(s))
            _fly(s, params, (fx, fy), (x, y), fw, fh)
            play("card", 0.8)
        elif isinstance(ev, (E.CardPlayed, E.CardsDrawn, E.CardDiscarded)):
            play("card", 0.7)
        elif isinstance(ev, (E.StarterUpgraded, E.Enchanted)):
            if isinstance(ev, E.StarterUpgraded):
                name = (f"wv.starter.{ev.starter}" if ev.seat == s.big_seat()
                        else f"wv.ost.{ev.starter}")
            else:
                name = (f"wv.tab.{ev.building}" if ev.seat == s.big_seat()
                        else f"wv.otab.{ev.building}")
            ent = s.find(name)
            if ent is not None:         # turned over: the advanced side / the enchanted card
                flip(ent, dict(esper.component_for_entity(ent, Visual).params))
            play("reveal", 0.7)
        elif isinstance(ev, E.TokenTaken):
            play("reveal", 0.7)
        elif isinstance(ev, E.Activated):
            play("click", 0.6)
        elif isinstance(ev, E.TurnEnded):
            play("turn", 0.5)
    for st, nodes in walks.items():
        _walk(s, st, nodes)
        play("place", 0.6)


__all__ = ["capture", "origins", "after", "HAND_W"]
