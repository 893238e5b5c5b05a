"""A refusal's toast (scenes/parts/why.py ``keep_clear``, engine/toast.py) never covers a number
the player reads, nor the viewer's own Coatl hand (play-test at 1280x720: A Wild Venture's refusal
over the own VP pile and its count, Coatl's over the supply counters and over a card in hand).
Each thing near it is clicked (the mouse put on it) and refused with the play-test's text."""
from __future__ import annotations

import esper
import pytest

from engine.ecs.components import Clickable, Hoverable, Transform, Visual
from engine.toast import overlap
from engine.widgets.pile import pile_bounds
from engine.worlds import in_world
from scenes.parts import why
from tests.uitest import look_shot, my_turns, start_table

TEXTS = {"en": "that coalt does not meet the card's first level yet, and more words",
         "uk": "«Ринкова площа» коштує 4 монети; у вас 3"}


def _near(a, b, far: float = 260.0) -> bool:
    return (max(0.0, a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2]))
            + max(0.0, a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3]))) <= far


def _kept_things(scene, game: str) -> list[tuple[str, tuple]]:
    """(what, rect) of what a refusal must leave readable."""
    out = []
    hand = {scene.find(n) for n in (f"coatl.hand.{i}" for i in range(12))} - {None}
    for ent, (tf, vis) in esper.get_components(Transform, Visual):
        if not vis.visible:
            continue
        if vis.kind == "pile":
            out.append(("pile", pile_bounds(tf.rect)))
        elif vis.kind in ("counter", "coatl_bags"):
            out.append((vis.kind, tuple(tf.rect)))
        elif ent in hand:
            out.append(("card in hand", tuple(tf.rect)))
    return out


@pytest.mark.parametrize("game,lang", [("wild_venture", "uk"), ("coatl", "en")])
def test_a_refusal_leaves_counts_and_the_hand_readable(monkeypatch, tmp_path, game, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=3, lang=lang)
    for _ in my_turns(app, scene, d, 3000):
        break
    assert scene.my_turn()
    checked = 0
    with in_world(scene.world):
        kept = _kept_things(scene, game)
        assert {w for w, _ in kept} >= ({"pile", "counter"} if game == "wild_venture"
                                         else {"coatl_bags", "card in hand"})
        clicks = [tuple(tf.rect) for ent, tf in esper.get_component(Transform)
                  if (esper.has_component(ent, Clickable) or esper.has_component(ent, Hoverable))
                  and any(_near(tuple(tf.rect), r) for _, r in kept)]
    for rect in clicks:
        with in_world(scene.world):
            scene.input.mouse = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
        why.say(scene, TEXTS[lang] + f" ({checked})")     # each placed anew
        box = app.toast_rect()
        for what, r in kept:
            if overlap(r, rect) or overlap(r, box) == 0:
                continue            # (what was clicked itself is the click's own business)
            d.frames(1)
            look_shot(app, f"toast_{game}_{checked}.png")
            pytest.fail(f"{game}: the refusal at {box} for a click at {rect} covers {what} {r}")
        checked += 1
        if checked in (1, len(clicks) // 2):
            d.frames(1)
            look_shot(app, f"toast_{game}_ok_{checked}.png")
    assert checked >= 3
