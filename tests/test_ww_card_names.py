"""It's a Wonderful World card faces at every size the table and its dialogs draw them (issue 19,
item 4: "seven cards under construction overlap and cut titles").

tests/test_text_fits.py draws a table at a few moments of a random game; the cards under
construction there are few, so drawn wide, and the 131 px of seven cards ("Атомна
електростанц…", "Transport…") never came up.  Here every one of the 78 designs is painted, in
both languages, at every size a face is drawn at (one to twelve cards under construction, the
draft hand, the drafted row, the built cards, each choice dialog's preview, another seat's cards
full size, the zoom) in a 1280x720 and an 800x450 window, and the text probe's records say:

* 1280x720: no name cut with "…" or running past its box, no text under 10 px;
* 800x450: nothing running past its box (a table face may leave its name to the zoom), and in
  the zoom no text under 12 px.
"""
from __future__ import annotations

import inspect
from types import SimpleNamespace

import pygame
import pytest

from engine.assets import Assets
from engine.layout import load_layout
from engine.overlays import ChoiceDialog, PileBrowserScene
from engine.render import Renderer, TextProbe
from engine.rules.wonderful_world.material import IDS, NAMES, SHORT_NAMES
from engine.rules.wonderful_world.text import card_text
from engine.widgets.card import zoom_size
from engine.widgets.dialog import card_boxes
from scenes.wonderful_world.painters import draw_dev
from scenes.wonderful_world.previews import DEV_ASPECT
from scenes.wonderful_world.table import (BROWSER_CARD_H, BUILT_CARD, DRAFTED_SMALL, HAND_CARD,
                                          LAYOUT, ZOOM_CARD, cons_size)
from tests.uitest import probed_frame

MOST_UNDER_CONSTRUCTION = 12


def face_sizes() -> dict[str, tuple[float, float]]:
    """Every size (canvas px) a card face with its name is drawn at, by where."""
    area = load_layout(LAYOUT)["cons"]
    sizes = {f"{n} under construction": cons_size(n, area.w)
             for n in range(1, MOST_UNDER_CONSTRUCTION + 1)}
    sizes.update({"hand": HAND_CARD, "drafted row": DRAFTED_SMALL, "built": BUILT_CARD})
    aspect = inspect.signature(PileBrowserScene.__init__).parameters["aspect"].default
    sizes["another seat's cards"] = (BROWSER_CARD_H * aspect, BROWSER_CARD_H)
    for n in range(1, 31):          # a dialog of n options, a card with or without an icon strip
        _, tw, th = ChoiceDialog.grid(SimpleNamespace(
            model=SimpleNamespace(choices=[None] * n), ROW_MAX=ChoiceDialog.ROW_MAX))
        for icons in ((), [("gem", None)]):
            _, _, cw, ch = card_boxes(0, 0, tw, th, {"cards": [0], "icons": icons,
                                                     "aspect": DEV_ASPECT})[0]
            sizes[f"dialog of {n}{' with icons' if icons else ''}"] = (cw, ch)
    once: dict[tuple, str] = {}            # each size once, by the first place drawing it
    for where, (w, h) in sizes.items():
        once.setdefault((round(w, 1), round(h, 1)), where)
    return {where: wh for wh, where in once.items()}


def painted(size, lang: str, w: float, h: float, detail: bool = False) -> list:
    """(card, text record) for every design painted ``w`` x ``h`` in a window of ``size``, cost
    slots partly filled; ``detail``: as the zoom draws it (grown in a small window), with its
    rule text."""
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface(size))
    if detail:
        w, h = zoom_size(r, w, h)
    out = []
    for cid in IDS:
        probe = TextProbe()
        Renderer.probe = probe
        try:
            p = {"id": cid, "lang": lang, "fill": (0, -1, 5)}
            if detail:
                p["text"] = card_text(cid, lang)
            draw_dev(r, p, 20, 20, w, h, detail=detail)
        finally:
            Renderer.probe = None
        out += [(cid, rec) for rec in probe.records]
    return out


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_card_name_fits_every_face_at_1280x720(lang):
    bad = []
    seen = 0
    for where, (w, h) in face_sizes().items():
        for cid, rec in painted((1280, 720), lang, w, h):
            seen += 1
            if rec.fit or rec.px < 10:
                bad.append((where, round(w), cid, rec.text, rec.fit or f"{rec.px:.1f} px"))
    assert seen > 78 * 20, "the probe saw almost no text: the faces were not drawn"
    assert not bad, f"{len(bad)} texts cut, spilling or under 10 px: {bad[:10]}"


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_no_card_text_spills_at_800x450_and_the_zoom_reads_at_12px(lang):
    bad = []
    for where, (w, h) in face_sizes().items():
        bad += [(where, round(w), cid, rec.text) for cid, rec in painted((800, 450), lang, w, h)
                if rec.fit == "over"]
    assert not bad, f"texts running past their box at 800x450: {bad[:10]}"
    zoom = painted((800, 450), lang, *ZOOM_CARD, detail=True)
    assert len(zoom) > 78 * 2
    small = [(cid, rec.text, round(rec.px, 1)) for cid, rec in zoom if rec.px < 12 or rec.fit]
    assert not small, f"zoomed cards with text cut or under 12 px at 800x450: {small[:10]}"


def _names(records) -> dict[str, str]:
    """Each card's name as its face shows it, lines joined, hyphens and spaces left out (a
    word broken at a syllable, "Нейрознав-" / "ство", reads as the word)."""
    out: dict[str, str] = {}
    for cid, rec in records:
        if not rec.text.isdigit() and not rec.text.startswith(("×", "/")):
            out[cid] = out.get(cid, "") + rec.text
    return {cid: _plain(t) for cid, t in out.items()}


def _plain(name: str) -> str:
    return name.replace("-", "").replace(" ", "")


def test_wide_faces_name_each_card_whole_and_seven_under_construction_name_each_card():
    """A short name is only for a face too small for the whole one: the hand's cards show every
    name in full; seven cards under construction (131 px) still name every card, whole or by
    its short name (shorter than the name)."""
    for lang in ("en", "uk"):
        hand = _names(painted((1280, 720), lang, *HAND_CARD))
        assert hand == {cid: _plain(NAMES[lang][d]) for d, cid in enumerate(IDS)}
        w, h = cons_size(7, load_layout(LAYOUT)["cons"].w)
        assert w < 140, "seven cards under construction are no longer narrow: pick another count"
        seven = _names(painted((1280, 720), lang, w, h))
        assert set(seven) == set(IDS), f"{lang}: cards with no name at {w:.0f} px"
        for d, cid in enumerate(IDS):
            assert seven[cid] in (_plain(NAMES[lang][d]), _plain(SHORT_NAMES[lang][d])), cid
        shorts = [d for d, short in enumerate(SHORT_NAMES[lang]) if short != NAMES[lang][d]]
        assert all(len(SHORT_NAMES[lang][d]) < len(NAMES[lang][d]) for d in shorts)


def _drawn_whole(records, labels) -> None:
    bad = [(r.fit, r.text) for r in records if r.fit or r.px < 10]
    assert not bad, f"dialog texts cut or under 10 px: {bad[:6]}"
    drawn = "".join(r.text for r in records).replace(" ", "").replace("-", "")
    missing = [t for t in labels if t.replace(" ", "").replace("-", "") not in drawn]
    assert not missing, f"labels not drawn whole: {missing}"


@pytest.mark.parametrize("lang", ["uk", "en"])
def test_more_actions_of_seven_cards_under_construction_read_whole(monkeypatch, tmp_path, lang):
    """Seven cards under construction and two krystallium give "More actions" 18 options:
    "Кладе кристалій на карту «Морська нафтова платформа» замість кубика…" was cut at 1280x720
    on tiles too small for it.  With more than twelve options the dialog offers a tile per card
    (drawn, named, its actions' sentences as the tooltip); the card's tile opens a dialog of
    its actions (its Cancel goes back to the cards), each tile saying it short, the card
    first ("«Морська нафтова платформа»: кристалій замість енергії"), its tooltip the label
    and the log's whole sentence."""
    from dataclasses import replace

    from engine.games import load_scene
    from engine.rules.rng import Rng
    from engine.rules.wonderful_world.material import SLOTS, card_name
    from engine.session import GameSession, Seat
    from scenes.wonderful_world import choices
    from tests.uitest import ai_held, driver, make_app

    seats = [Seat("human" if i == 0 else "ai", "normal", f"P{i}", i) for i in range(3)]
    rng, s = Rng(5), GameSession.new("wonderful_world", seats, 5)
    while not (s.state.phase == "planning" and 0 in s.to_act()):
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    longest = sorted(range(len(IDS)), key=lambda d: -len(card_name(d, lang)))[:7]
    cons = tuple((d, (-1,) * len(SLOTS[d])) for d in longest)
    st = s.state
    s.history[-1] = replace(st, seats=(st.seats[0]._replace(cons=cons, krys=2), *st.seats[1:]))
    app = make_app(monkeypatch, tmp_path, size=(1280, 720), lang=lang)
    try:
        scene = load_scene("wonderful_world")(app, s)
        app.scenes.push(scene)
        d = driver(app)
        with ai_held(scene):
            d.wait(lambda: not scene.busy(), 600)
            more = scene.more_actions()
            assert len(more) > choices.MORE_AT_ONCE
            scene.on_move_click(None, "more", 1, scene.legal())
            d.frames(3)
            dialog = app.scenes.top
            tiles = dialog.model.choices
            assert [c.label for c in tiles] == [card_name(x, lang) for x in longest]
            assert sorted(a for c in tiles for a in c.holds) == sorted(more)
            _drawn_whole(probed_frame(d), [c.label for c in tiles])
            dialog.on_click(None, ("choice", 0), 1)         # the first card's actions
            d.frames(3)
            inner = app.scenes.top
            assert inner is not dialog and inner is not scene
            said = [(c.value, c.label, c.tip().split("\n")[:2], choices.sentence(scene, c.value))
                    for c in inner.model.choices]
            assert {v for v, *_ in said} == set(tiles[0].holds)
            _drawn_whole(probed_frame(d), [label for _, label, _, _ in said])
            inner.on_click(None, "cancel", 1)              # back to the list of cards
            d.frames(3)
            assert [c.label for c in app.scenes.top.model.choices] == [c.label for c in tiles]
    finally:
        app.shutdown()
    assert all(tip[0] == label and whole in tip for _, label, tip, whole in said), \
        "the tooltip names the option and says the log's whole sentence"
    assert all(len(label) < len(whole) for v, label, _, whole in said if v[0] == "discard")
