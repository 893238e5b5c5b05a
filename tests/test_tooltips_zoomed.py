"""A card's tooltip stays beside it when the card comes up large (play-test 12, issue 19: the
tooltip of a Coatl temple stack shows first, above the stack; the large card then came up over
it, and the tooltip, which never covers a large card, jumped some 630 canvas px off to the far
side of it).  The large card is placed clear of the hovered card's tooltip where that hides no
more of what can be clicked now (``CardZoom.place``).

In every game with a card zoom, at 1280x720 or 800x450 (the games take turns), at the viewer's
turns of a random game: every card the long hover shows large (a random few of each kind),
hovered until it does, has its tooltip clear of the large card, no farther than
``tooltips.BESIDE`` from the card whenever a box the tooltip may take (``tooltips.sizes``) fits
there clear of what it must avoid, else no farther than ``tooltips.FARTHER`` whenever one fits
there (Dice Forge's own large feat card, beside the card, left no room: its tooltip went 1260
px off). With the engine's card zoom (and Dice Forge's large feat card, placed by it), the
large card leaves the tooltip its place: no farther than ``BESIDE`` whenever a box fits there
clear of all that but the large card, unless the large card covers a lit target (then it had
no room to give way)."""
from __future__ import annotations

import random

import esper
import pytest

from engine.ecs import tooltips
from engine.ecs.components import Hoverable, Transform
from engine.uidriver import STEP
from engine.worlds import in_world
from tests.test_tooltips_lit import gap, overlaps, place_exists
from tests.test_tooltips_near import must_avoid
from tests.test_zoom_clicks import GAMES, zoom_box, zoom_clear, zoomables
from tests.uitest import my_turns, start_table

KINDS = 6               # kinds of card hovered at each look (a hover takes a second)


def one_of_each(names: list[str], rng: random.Random) -> list[str]:
    """A random card of each of a few random kinds ("coatl.temple.stack", "wv.hand", ...)."""
    kinds: dict[str, list[str]] = {}
    for name in names:
        kinds.setdefault(name.rsplit(".", 1)[0], []).append(name)
    picked = rng.sample(sorted(kinds), min(KINDS, len(kinds)))
    return [rng.choice(kinds[k]) for k in picked]


def fits(scene, tf: Transform, text: str, must: list, near: float) -> bool:
    """Some box the tooltip ``text`` may take fits within ``near`` of the entity clear of
    ``must``."""
    return any(place_exists(tf.rect, *b, must, near)
               for b in tooltips.sizes(scene.render.renderer, text))


def gives_way(scene, name: str) -> bool:
    """The large card ``name`` shows is placed clear of its tooltip: the engine's card zoom,
    and Dice Forge's large feat card, which the shared zoom places (play-test 14: it was put
    beside the card, and the tooltip went up to ``FARTHER`` off)."""
    return scene.zoom is not None or name.startswith(("df.feat.", "df.own."))


def hovered_far(scene, d, name: str, rest: int) -> tuple[bool, str | None]:
    """Hover ``name`` until its large card shows: (whether it showed, what is wrong)."""
    d.move_to((2, 2), 2)
    if d.scene is not scene or scene.find(name) is None:
        return False, None                  # (a choice came up over the table meanwhile)
    d.move_to(d.pos(name), rest)
    with in_world(scene.world):
        ent = scene.find(name)
        box = zoom_box(scene)
        if d.scene is not scene or ent is None or scene.input.hovered != ent or box is None:
            return False, None
        tf = esper.component_for_entity(ent, Transform)
        hov = esper.component_for_entity(ent, Hoverable)
        if not hov.tooltip:
            return True, None
        tip = scene.render.tooltip_rect(hov.tooltip, tf, hov.avoid)
        must = must_avoid(scene, tf, hov)
        off = gap(tip, tf.rect)
        where = f"{name}: tooltip {tip} {off:.0f} px from {tuple(tf.rect)}, large card {box}"
        if overlaps(tip, box):
            return True, f"{where}: under the large card"
        for near in (tooltips.BESIDE, tooltips.FARTHER):
            if off > near and fits(scene, tf, hov.tooltip, must, near):
                return True, f"{where}: a box fits within {near} px"
        if (gives_way(scene, name) and off > tooltips.BESIDE and zoom_clear(scene, ent) is None
                and fits(scene, tf, hov.tooltip, [m for m in must if m != box],
                         tooltips.BESIDE)):
            return True, f"{where}: the large card took its place"
    return True, None


# each game at one of the two sizes, in turn (both sizes of every game cost the default run 15 s
# of CPU; the tooltips' nearness at both sizes is tests/test_tooltips_near.py's)
CASES = [(game, [(1280, 720), (800, 450)][k % 2]) for k, game in enumerate(GAMES)]


@pytest.mark.parametrize("game,size", CASES, ids=[f"{g}-{w}x{h}" for g, (w, h) in CASES])
def test_a_cards_tooltip_stays_beside_it_when_it_shows_large(monkeypatch, tmp_path, game, size):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=8, size=size)
    rng = random.Random(8)
    rest = round(((scene.zoom.hover_s if scene.zoom else 0.8) + 0.3) / STEP)
    shown, bad = 0, []
    try:
        for k, _ in enumerate(my_turns(app, scene, d, 3000)):
            with in_world(scene.world):
                names = zoomables(scene)
            for name in one_of_each(names, rng):
                showed, wrong = hovered_far(scene, d, name, rest)
                shown += showed
                bad += [wrong] if wrong else []
            d.move_to((2, 2), 1)
            if k >= 2:
                break
            if d.scene is scene and scene.my_turn() and not scene.busy() and scene.legal():
                scene.act(rng.choice(scene.legal()))   # (else a choice is up: answered next)
    finally:
        app.shutdown()
    assert not bad, f"{game}: {bad[:4]}"
    assert shown >= 4, f"{game}: only {shown} cards came up large"
