"""The turn banner keeps its text inside its box at every size (issue 19): at 800x450, in both
languages, for every game, each of the game's prompts is drawn as large as fits (never under
the floor), wrapped in a box that grows only over empty table, or cut with "…" and shown whole
by the banner's tooltip."""
from __future__ import annotations

import json
import pathlib
import re

import esper
import pygame
import pytest

from engine.ecs.components import Hoverable, Transform, Visual
from engine.games import playable
from scenes.parts.banner import TIP_KIND
from engine.worlds import use_world
from tests.uitest import driver, probed_frame, start_table

GAMES = [g.id for g in playable()]


def prompts(game: str, lang: str) -> list[str]:
    """The game's prompt texts (placeholders filled with a long name), longest first."""
    data = json.loads(pathlib.Path(f"assets/i18n/{game}.{lang}.json").read_text("utf-8"))
    texts = {re.sub(r"\{[^}]*\}", "Олександра" if lang == "uk" else "Alexandra", v)
             for k, v in data.items() if ".prompt" in k and isinstance(v, str)}
    return sorted(texts, key=len, reverse=True)[:4]


def _inside(inner, outer) -> bool:
    return (inner.left >= outer.left - 1 and inner.right <= outer.right + 1
            and inner.top >= outer.top - 1 and inner.bottom <= outer.bottom + 1)


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("game", GAMES)
def test_banner_text_stays_in_its_box_at_800x450(monkeypatch, tmp_path, game, lang):
    app, _session, scene, drv = start_table(monkeypatch, tmp_path, game, ["human", "ai"],
                                            size=(800, 450), lang=lang)
    try:
        drv.frames(3)
        texts = [scene.prompt(), *prompts(game, lang)]
        assert any(texts), "no prompt to show"
        banner = scene.banner_part
        for text in filter(None, texts):
            monkeypatch.setattr(scene, "prompt", lambda text=text: text)
            monkeypatch.setattr(scene, "hint_bubble_hidden", lambda: True)
            records = probed_frame(drv)
            r = app.renderer
            box = r.rect(*banner.box)
            drawn = [rec for rec in records if rec.kind == "banner"]
            assert len(drawn) >= 2, "the banner drew no second line"
            for rec in drawn:
                assert _inside(pygame.Rect(rec.rect), box), \
                    f"{rec.text!r} at {rec.rect} runs out of the banner {tuple(box)}"
                assert rec.px >= r.MIN_PX - 0.05, f"{rec.text!r} drawn at {rec.px} px"
            if banner.box[3] > 76:          # it grew: only over empty table (the table's
                strip = (banner.box[0], 84, banner.box[2], banner.box[3] - 76)    # own world:
                use_world(scene.world)      # a dialog open over the table lies above both
                for ent, (tf, vis) in esper.get_components(Transform, Visual):
                    if vis.kind == TIP_KIND or not vis.visible or tf.alpha <= 0:
                        continue        # as the banner's own rule: an unseen thing (a fade's
                                        # first frame) is not covered
                    x, y, w, h = tf.rect
                    assert not (x < strip[0] + strip[2] and strip[0] < x + w
                                and y < strip[1] + strip[3] and strip[1] < y + h), \
                        f"the grown banner covers {vis.kind} at {tf.rect}"
            tips = [esper.component_for_entity(e, Hoverable).tooltip
                    for e, v in esper.get_component(Visual) if v.kind == TIP_KIND]
            # drawn[0] is the first line ("… is thinking…" ends so by itself); the rest is the
            # second line, which ends in "…" only when it was cut
            if any(rec.text.endswith("…") for rec in drawn[1:]):
                assert tips == [text], "a cut line shows its whole text in a tooltip"
            else:
                assert not tips
    finally:
        app.shutdown()
