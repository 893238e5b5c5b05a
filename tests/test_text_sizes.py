"""Text a player can read: every game's table, measured as drawn.

A ``TextProbe`` (engine/render.py) records every text the renderer draws: its font pixel size on
screen (the glyph box, independent of x-height; a composed card face reports its texts scaled
to the size it is shown at), where it is, and whether it was drawn inside a card zoom or on a
face the scene's zoom can show large.  Each game's table is rendered at a busy moment (a demo
of random players, a few hundred frames) and at a state late in the game, at 1280x720 and at
800x450, in English and Ukrainian.

The rule, honest to "readable at 1280x720, readable by zoom at 800x450":

* 1280x720: no text under 10 px, anywhere (card faces included).
* 800x450: no text under 10 px outside zoomable faces; on a face the zoom shows (a face-up card
  of a kind the scene's ``CardZoom`` zooms), text may be smaller, because right click or a long
  hover shows that same face large, and there no text is under 12 px (checked by pinning the
  zoom on one card of every zooming kind on the table).
* Not measured: text of an entity still growing or shrinking (a pop-in, a flip), or of a lasting
  piece still flying to its place (the same text is measured once it is there; short-lived
  texts such as floating gains are always measured), and text off the screen or clipped away.

The default suite plays each game once per size (both languages are covered across the two
sizes); the full sweep (both languages at both sizes, longer demos) is marked ``slow``.
"""
from __future__ import annotations

from collections import defaultdict

import esper
import pytest

from engine.ecs.components import Name, Visual
from engine.games import load_scene, playable
from engine.render import Renderer, TextProbe
from engine.session import GameSession, Seat, random_session
from tests.uitest import driver, make_app

GAMES = [g.id for g in playable()]
TABLE_PX = 10.0         # the floor on the table (everywhere at 1280x720)
ZOOM_PX = 12.0          # the floor inside a zoomed card at 800x450


def _random_session(game: str, players: int, seed: int, share: float) -> GameSession:
    """A session of random players stopped after ``share`` of a whole game's actions."""
    return random_session(game, [Seat("ai", "random", "", i) for i in range(players)], seed, share)


def _run(app, frames: int) -> None:
    """``frames`` frames of the demo (random players answer at once, in a worker or in frame)."""
    driver(app).frames(frames)


# Dice Forge zooms by hover (scenes/dice_forge/zoom.py) the entities named so
HOVER_ZOOMS = {"dice_forge": ("df.feat.", "df.own.")}


def zoomable_of(game: str, scene):
    """Whether an entity's face can be shown large by the scene's zoom."""
    zoom = getattr(scene, "zoom", None)
    if zoom is not None:
        return zoom.zoomable
    prefixes = HOVER_ZOOMS.get(game)
    if not prefixes:
        return lambda ent: False

    def hover_zooms(ent: int) -> bool:
        n = esper.try_component(ent, Name)
        return bool(n and n.name.startswith(prefixes)
                    and "zoom" in esper.component_for_entity(ent, Visual).params)
    return hover_zooms


def _zoom_each_kind(app, scene, zoomable) -> None:
    """Show the zoom of one zoomable entity of every kind (pinned, or hovered) and draw it."""
    if app.scenes.top is not scene:
        return
    zoom = getattr(scene, "zoom", None)
    seen = set()
    for ent, vis in list(esper.get_component(Visual)):
        if vis.kind in seen or not zoomable(ent):
            continue
        seen.add(vis.kind)
        if zoom is not None:
            zoom.pinned = ent
        elif scene.input is not None:
            scene.input.hovered = ent
        driver(app).frames(1)
    if zoom is not None:
        zoom.pinned = None


def measure(monkeypatch, tmp_path, game: str, size, lang: str, frames: int,
            late: float = 0.85, players: int = 3) -> list:
    """The probe's records over a demo of ``frames`` frames and a table at ``late`` of a game."""
    probe = TextProbe()
    Renderer.probe = probe
    try:
        for share, n in ((0.0, frames), (late, 60)):
            app = make_app(monkeypatch, tmp_path / f"{share}", size=size, lang=lang, speed=4.0)
            players_ok = players if players in _counts(game) else _counts(game)[-1]
            session = _random_session(game, players_ok, 5, share)
            scene = load_scene(game)(app, session, demo=True)
            probe.zoomable = zoomable_of(game, scene)
            app.scenes.push(scene)
            _run(app, n)
            _zoom_each_kind(app, scene, probe.zoomable)
            app.shutdown()
    finally:
        Renderer.probe = None
    return probe.records


def _counts(game: str) -> tuple[int, ...]:
    from engine.games import spec
    return tuple(spec(game).player_counts)


def too_small(records, size) -> list:
    """The records that break the rule of the module docstring at window ``size``."""
    small = size[1] < 720
    bad = []
    for rec in records:
        if rec.transient or not rec.text.strip():
            continue
        if rec.zoom:
            floor = ZOOM_PX if small else TABLE_PX
        elif small and rec.zoomable:
            continue
        else:
            floor = TABLE_PX
        if rec.px < floor - 0.05:
            bad.append(rec)
    return bad


def summary(bad) -> str:
    by = defaultdict(list)
    for rec in bad:
        by[(rec.kind or "-", "zoom" if rec.zoom else "table")].append(rec)
    lines = []
    for (kind, where), recs in sorted(by.items()):
        texts = sorted({(round(r.px, 1), r.text[:30]) for r in recs})[:6]
        lines.append(f"{kind} ({where}): " + "; ".join(f"{t!r} {px}px" for px, t in texts))
    return "\n".join(lines)


def check(monkeypatch, tmp_path, game, size, lang, frames) -> None:
    records = measure(monkeypatch, tmp_path, game, size, lang, frames)
    assert len(records) > 50, "the probe saw almost no text: the table was not drawn"
    bad = too_small(records, size)
    assert not bad, f"{game} {size[0]}x{size[1]} {lang}: text too small\n" + summary(bad)


# Known gaps: what is left to do, and where.  Not strict: whether the gap shows in a run depends
# on how far the demo got (an AI in a worker process answers in real time).
KNOWN: dict[tuple[str, int], str] = {}


def _known(game: str, size) -> list:
    reason = KNOWN.get((game, size[0]))
    return [pytest.mark.xfail(reason=reason, strict=False)] if reason else []


DEFAULT = [pytest.param(g, s, lang, id=f"{g}-{s[0]}x{s[1]}-{lang}", marks=_known(g, s))
           for g in GAMES for s, lang in (((1280, 720), "en"), ((800, 450), "uk"))]
SWEEP = [pytest.param(g, s, lang, id=f"{g}-{s[0]}x{s[1]}-{lang}", marks=_known(g, s))
         for g in GAMES for s in ((1280, 720), (800, 450)) for lang in ("en", "uk")]


@pytest.mark.parametrize("game,size,lang", DEFAULT)
def test_every_table_text_is_readable_or_zoomable(monkeypatch, tmp_path, game, size, lang):
    check(monkeypatch, tmp_path, game, size, lang, frames=100)


@pytest.mark.slow
@pytest.mark.parametrize("game,size,lang", SWEEP)
def test_every_table_text_is_readable_full_sweep(monkeypatch, tmp_path, game, size, lang):
    check(monkeypatch, tmp_path, game, size, lang, frames=900)


def test_the_probe_reports_composed_card_text_at_its_shown_size(monkeypatch, tmp_path):
    """A card face is composed once off screen; its texts are reported where and as large as the
    face is shown, and inside a zoom they are marked as such."""
    from engine.widgets.card import CardData, blit_card, card_params
    app = make_app(monkeypatch, tmp_path, size=(1280, 720))
    app.draw()
    r = app.renderer
    probe = TextProbe()
    Renderer.probe = probe
    try:
        p = card_params(CardData(id="x", name="Solar Forge", text="Each round: +1 science."))
        blit_card(r, p, 400, 400, 180, 252)
        with probe.within(zoom=True):
            blit_card(r, p, 960, 540, 360, 504)
    finally:
        Renderer.probe = None
        app.shutdown()
    titles = [rec for rec in probe.records if rec.text == "Solar Forge"]
    assert len(titles) == 2 and not titles[0].zoom and titles[1].zoom
    assert titles[1].px == pytest.approx(2 * titles[0].px, rel=0.15)
    assert r.rect(400 - 90, 400 - 126, 180, 252).contains(titles[0].rect)


def test_a_long_hyphenated_word_breaks_after_its_hyphen_inside_its_box(monkeypatch, tmp_path):
    """Dice Forge's "Шолом-невидимка" ran over the next card's title at 1280x720: a word too wide
    for its wrap width breaks after a hyphen (as print does) instead of widening the text."""
    app = make_app(monkeypatch, tmp_path, size=(1280, 720))
    app.draw()
    r = app.renderer
    try:
        box = 96
        rect = r.text("Шолом-невидимка", 500, 300, 17, weight="bold", anchor="midtop",
                      max_width=box, wrap=box)
        one_line = r.text("Шолом", 500, 300, 17, weight="bold")
        assert rect.w <= box and rect.h >= 2 * one_line.h * 0.9
        assert r.text("Dice", 500, 300, 17, wrap=box).h == one_line.h   # nothing else changes
    finally:
        app.shutdown()


def test_card_texts_in_the_data_name_no_raw_keys():
    """A card's printed text never sends the player to a data key ("See hammer_track.")."""
    import json
    import pathlib
    import re
    key = re.compile(r"\b[a-z]+_[a-z_]+\b")
    found = []

    def walk(node, where):
        if isinstance(node, dict):
            for k, v in node.items():
                shown = k.startswith(("text", "name")) and not k.endswith("_note")
                if shown and isinstance(v, str) and key.search(v):
                    found.append(f"{where}: {k}: {v[:80]}")
                walk(v, where)
        elif isinstance(node, list):
            for v in node:
                walk(v, where)

    files = sorted(pathlib.Path("assets/data").rglob("*.json"))
    assert files
    for path in files:
        walk(json.loads(path.read_text(encoding="utf-8")), path)
    assert not found, "\n".join(found)
