"""Floating gains beside the values they change (issue 19, item 4): a "+3 gold" used to float
up from the middle of a card or panel over its title.  Each game's gain pop-up is shown for
every seat and resource on a real table, and its box — where it appears and where its rise
ends — must not overlap the text of the table: panels' names, card titles, values, labels."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Lifetime, Transform, Tweens, Visual
from engine.widgets.counter import gain_size
from engine.worlds import in_world
from tests.uitest import start_table


def gain_boxes(scene) -> list[tuple[float, float, float, float]]:
    """Each floating gain's box at its start and at the end of its rise (canvas px)."""
    out = []
    with in_world(scene.world):
        for ent, (vis, tf, _) in esper.get_components(Visual, Transform, Lifetime):
            if vis.kind != "gain":
                continue
            amount = int(vis.params["text"])
            w, h = gain_size(amount, vis.params.get("icon"), vis.params.get("size", 44))
            tw = esper.try_component(ent, Tweens)
            end = min([i.end for i in tw.items if i.attr == "y"] if tw else [tf.y])
            for y in (tf.y, end):
                out.append((tf.x - w / 2, y - h / 2, w, h))
    return out


def text_boxes(scene, kinds: dict[str, float]) -> list[tuple[str, tuple]]:
    """Boxes of the table's text: entities of ``kinds`` (a card by its title band: the share
    of its height given), named."""
    from engine.ecs.components import Name
    out = []
    with in_world(scene.world):
        for ent, (vis, tf) in esper.get_components(Visual, Transform):
            share = kinds.get(vis.kind)
            if share is None or not vis.visible or vis.params.get("back"):
                continue
            n = esper.try_component(ent, Name)
            w = tf.w
            p = vis.params
            if "text" in p and "size" in p and p.get("anchor", "center") == "center":
                w = min(w, len(str(p["text"])) * p["size"] * 0.55)   # a label: its line
            x, y = tf.x - w / 2, tf.y - tf.h / 2
            out.append((n.name if n else vis.kind, (x, y, w, tf.h * share)))
    return out


def overlaps(a, b) -> bool:
    return (a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3]
            and b[1] < a[1] + a[3])


def check(scene, kinds) -> None:
    gains = gain_boxes(scene)
    assert gains, "no gain was shown"
    bad = [(name, g) for g in gains for name, box in text_boxes(scene, kinds)
           if overlaps(g, box)]
    assert not bad, bad[:5]


@pytest.mark.parametrize("players", [2, 5])
def test_wonderful_world_gains_float_beside_the_empire_and_the_panels(monkeypatch, tmp_path,
                                                                     players):
    from scenes.wonderful_world.animations import gain
    app, session, scene, d = start_table(monkeypatch, tmp_path, "wonderful_world",
                                         ["human"] + ["ai:random"] * (players - 1))
    d.frames(3)
    for seat in range(players):
        for nth, icon in enumerate(("gold", "shield", "gem")):
            gain(scene, seat, 3, icon, nth)
    # the panels and empire card (their text), card titles (top 17%), labels and buttons
    check(scene, {"ww_panel": 1.0, "ww_empire": 1.0, "ww_dev": 0.2, "ww_label": 1.0,
                  "button": 1.0, "ww_track": 1.0})
    app.shutdown()


def test_dice_forge_gains_float_beside_the_values(monkeypatch, tmp_path):
    from engine.rules.dice_forge import material as M
    from scenes.dice_forge.animations import _gain
    app, session, scene, d = start_table(monkeypatch, tmp_path, "dice_forge",
                                         ["human", "ai:random", "ai:random"])
    d.frames(3)
    for seat in range(3):
        for r in range(len(M.RESOURCES)):
            _gain(scene, seat, r, 3, count=False)
    check(scene, {"df_panel": 0.3, "df_card": 0.3, "df_label": 1.0, "button": 1.0,
                  "counter": 1.0})
    app.shutdown()


# Every game's public gains: the events whose gain a player sees happen (the gain it floats)
def _wip_gains(ev) -> int:
    from engine.rules.world_in_progress import events as E
    return int(isinstance(ev, E.TilePlaced) and ev.score_after > ev.score_before)


def _coatl_gains(ev) -> int:
    from engine.rules.coatl import events as E
    return int(isinstance(ev, (E.ProphecyPlayed, E.TemplePlaced)) and ev.points > 0
               or isinstance(ev, E.CoatlLocked))


def _wv_gains(ev) -> int:
    from engine.rules.wild_venture import events as E
    return int(isinstance(ev, E.CoinsChanged) and ev.delta != 0)


PUBLIC_GAINS = {"world_in_progress": _wip_gains, "coatl": _coatl_gains,
                "wild_venture": _wv_gains}
FLOATS = ("gain", "popup")


def float_boxes(scene) -> dict[int, list[tuple]]:
    """Each floating gain or score pop-up now on the table: its box where it is and where its
    rise ends (canvas px), by entity."""
    out = {}
    with in_world(scene.world):
        for ent, (vis, tf, _) in esper.get_components(Visual, Transform, Lifetime):
            if vis.kind not in FLOATS or not vis.visible:
                continue
            p = vis.params
            if vis.kind == "gain":
                w, h = gain_size(int(p["text"]), p.get("icon"), p.get("size", 44))
            else:
                w, h = len(str(p["text"])) * p.get("size", 56) * 0.55, p.get("size", 56) * 1.1
            tw = esper.try_component(ent, Tweens)
            end = min(([i.end for i in tw.items if i.attr == "y"] if tw else []) or [tf.y])
            out[ent] = [(tf.x - w / 2, y - h / 2, w, h) for y in (tf.y, end)]
    return out


@pytest.mark.parametrize("game", sorted(PUBLIC_GAINS))
def test_public_gains_float_beside_what_they_change(monkeypatch, tmp_path, game):
    """A random game of two AIs, frame by frame: every public gain of the rules' events floats
    (a pop-up for each), and no pop-up covers a label, a counter, a button or a card's title."""
    from tests.uitest import ai_held
    app, session, scene, d = start_table(monkeypatch, tmp_path, game,
                                         ["ai:random", "ai:random"], seed=4, speed=3.0)
    gains = PUBLIC_GAINS[game]
    floats: set[int] = set()
    bad: list = []
    kinds = {"text": 1.0, "button": 1.0, "counter": 1.0, "card": 0.17, "coatl_card": 0.17,
             "wip_header": 1.0}
    try:
        for _ in range(2500):
            d.frames(1, look=False)         # the pop-ups' entities, not their pixels
            fresh = {e: b for e, b in float_boxes(scene).items() if e not in floats}
            floats |= fresh.keys()
            if fresh:
                texts = text_boxes(scene, kinds)
                bad += [(name, g) for boxes in fresh.values() for g in boxes
                        for name, box in texts if overlaps(g, box)]
            if len(floats) >= 12 or session.is_over() and not scene.busy():
                break
        with ai_held(scene):
            d.wait(lambda: not scene.busy(), 600)
            floats |= float_boxes(scene).keys()
        n = sum(gains(ev) for st in session.steps for ev in st.events)
    finally:
        app.shutdown()
    assert n >= 2, f"{game}: too few public gains happened ({n}): nothing was checked"
    assert len(floats) >= n, f"{game}: {n} public gains, only {len(floats)} floated"
    assert not bad, bad[:5]
