"""Text a player notices cut or spilling (issue 19, the README-only play-testers: "Нейрознавс…"
at 1280x720, "to the construction area" past its zone at 800x450).

The text probe (engine/render.py) marks each drawn text that had to be shortened with "…" to fit
its width (``fit == "cut"``: the renderer's cut or ``fit_text``'s last line) and each one still
wider than its ``max_width`` at the smallest legible size, running past its box
(``fit == "over"``).  Each game's table is drawn at a busy moment of a watched game (random
players, held still; at 800x450 a player's own table with its HUD), and:

* no text runs past its box, at 1280x720 or at 800x450, in either language;
* at 1280x720 no text is cut: there is room for every word there.  (At 800x450 a cut line is
  allowed where its entity's tooltip or the zoom says it whole.)

The default run draws every game at 1280x720 in Ukrainian (its words are longer) and at 800x450
in both languages; the sweep marked ``slow`` adds English at 1280x720 and more moments.  A random
moment holds only what a random game happens to show: It's a Wonderful World's fullest rows (six
drafted cards, seven under construction) are set up here, and tests/test_ww_card_names.py paints
every card at every size the table draws one.
"""
from __future__ import annotations

import pytest

from engine.games import load_scene, playable, spec
from engine.render import Renderer, TextProbe
from engine.rules.rng import Rng
from engine.session import GameSession, Seat, random_session
from tests.uitest import ai_held, driver, make_app

GAMES = [g.id for g in playable()]
NAMES = ("Olena (AI)", "Taras (AI)", "Mira (AI)", "Petro (AI)")


def fitted(monkeypatch, tmp_path, game: str, size, lang: str, share: float,
           human: bool = False, until=None) -> list:
    """The probe's records of one frame of a watched table ``share`` of the way into a game
    (``human``: the first seat a player's at this computer, its table and HUD shown;
    ``until(session)``: instead, random moves from the start until it holds)."""
    counts = spec(game).player_counts
    n = 3 if 3 in counts else counts[-1]
    app = make_app(monkeypatch, tmp_path / f"{share}", size=size, lang=lang)
    try:
        seats = [Seat("human" if human and i == 0 else "ai", "normal", NAMES[i], i)
                 for i in range(n)]
        session = (random_session(game, seats, 5, share) if until is None
                   else played_until(game, seats, until))
        scene = load_scene(game)(app, session, demo=not human)
        app.scenes.push(scene)
        d = driver(app)
        with ai_held(scene):
            d.wait(lambda: not scene.busy(), 600)
            d.frames(2)
            probe = TextProbe()
            Renderer.probe = probe
            try:
                if scene.render is not None:
                    scene.render.invalidate()
                d.frames(1)
            finally:
                Renderer.probe = None
    finally:
        app.shutdown()
    return probe.records


def played_until(game: str, seats: list, until) -> GameSession:
    """A session of random legal moves (seed 5) stopped the first time ``until`` holds."""
    rng, s = Rng(5), GameSession.new(game, seats, 5)
    while not until(s):
        assert not s.is_over(), "the game ended before the moment the test wants"
        seat = s.to_act()[0]
        s.submit(seat, rng.choice(s.rules.legal_actions(s.state, seat)))
    return s


def misfits(records, size) -> list:
    """The records breaking the module's rule at window ``size``."""
    big = size[1] >= 720
    return [r for r in records if r.fit == "over" or (big and r.fit == "cut")]


def check(monkeypatch, tmp_path, game, size, lang, shares, human=(False,)) -> None:
    bad = []
    seen = 0
    for share, who in ((s, h) for s in shares for h in human):
        records = fitted(monkeypatch, tmp_path / str(who), game, size, lang, share, who)
        seen += len(records) if any(r.kind == "banner" for r in records) else 0
        bad += [(share, r.fit, r.kind, r.text) for r in misfits(records, size)]
    # a drawn table: its banner and over 20 texts (World in Progress at 800x450 draws 29: its
    # log lines tell the tile taken, so few of them fit)
    assert seen > 20, "the probe saw almost no text: the table was not drawn"
    assert not bad, f"{game} {size[0]}x{size[1]} {lang}: " + "; ".join(map(str, bad[:8]))


DEFAULT = [pytest.param(g, s, lang, id=f"{g}-{s[0]}x{s[1]}-{lang}")
           for g in GAMES for s, lang in (((1280, 720), "uk"), ((800, 450), "uk"),
                                          ((800, 450), "en"))]
SWEEP = [pytest.param(g, s, lang, id=f"{g}-{s[0]}x{s[1]}-{lang}")
         for g in GAMES for s in ((1280, 720), (800, 450)) for lang in ("en", "uk")]


@pytest.mark.parametrize("game,size,lang", DEFAULT)
def test_no_table_text_is_cut_at_1280x720_or_runs_past_its_box(monkeypatch, tmp_path, game,
                                                                 size, lang):
    check(monkeypatch, tmp_path, game, size, lang, (0.6,), (size[1] < 720,))


@pytest.mark.slow
@pytest.mark.parametrize("game,size,lang", SWEEP)
def test_no_table_text_is_cut_or_spills_full_sweep(monkeypatch, tmp_path, game, size, lang):
    check(monkeypatch, tmp_path, game, size, lang, (0.15, 0.4, 0.6, 0.85, 1.0), (False, True))


def _long_names_drafted(lang: str):
    """``until`` for It's a Wonderful World: the draft with five cards drafted and one picked
    (the most a seat holds there): a row too full for the hand's size, drawn 150 px wide.  The
    six cards are made those with the longest names among the cards with a points badge (the
    cards a random game happens to draft may all be short)."""
    from dataclasses import replace

    from engine.rules.wonderful_world.state import NO_PICK
    from scenes.wonderful_world.painters import VP, VP_PER, card_name
    longest = sorted((d for d in range(len(VP)) if VP[d] or VP_PER[d]),
                     key=lambda d: -len(card_name(d, lang)))[:6]

    def until(session) -> bool:
        st = session.state
        if st.phase != "draft" or len(st.seats[0].drafted) < 5 or st.seats[0].pick == NO_PICK:
            return False
        # every seat's (the watched table may draw any seat large)
        seats = tuple(s._replace(drafted=tuple(longest[:5]), pick=longest[5]) for s in st.seats)
        session.history[-1] = replace(st, seats=seats)
        return True
    return until


@pytest.mark.parametrize("lang", ["uk", "en"])
def test_wonderful_world_names_fit_a_full_draft_row_at_1280x720(monkeypatch, tmp_path, lang):
    """Issue 19: with six or more drafted cards shown 150 px wide, "Копальні царя Соломона" or
    "King Solomon's Mines" beside its points badge was cut ("Роботизов…"); a name that needs
    a third line gets a taller title band."""
    records = fitted(monkeypatch, tmp_path, "wonderful_world", (1280, 720), lang, 0.0,
                     until=_long_names_drafted(lang))
    bad = [(r.fit, r.text) for r in misfits(records, (1280, 720))]
    assert len(records) > 30, "the probe saw almost no text: the table was not drawn"
    assert not bad, f"wonderful_world 1280x720 {lang} six drafted: {bad[:8]}"


def _long_names_under_construction(lang: str):
    """``until`` for It's a Wonderful World: the first planning phase, every seat with seven
    cards under construction (131 px wide side by side), the designs with the longest names."""
    from dataclasses import replace

    from engine.rules.wonderful_world.material import SLOTS
    from scenes.wonderful_world.painters import card_name
    longest = sorted(range(len(SLOTS)), key=lambda d: -len(card_name(d, lang)))[:7]
    cons = tuple((d, (-1,) * len(SLOTS[d])) for d in longest)

    def until(session) -> bool:
        st = session.state
        if st.phase != "planning":
            return False
        session.history[-1] = replace(st, seats=tuple(s._replace(cons=cons) for s in st.seats))
        return True
    return until


@pytest.mark.parametrize("size,lang", [((1280, 720), "uk"), ((1280, 720), "en"),
                                       ((800, 450), "uk")])
def test_wonderful_world_names_fit_seven_cards_under_construction(monkeypatch, tmp_path, size,
                                                                    lang):
    """Issue 19: seven cards under construction are drawn 131 px wide; "Атомна електростанц…",
    "Transport…" were cut there (the default test's random moment never holds seven).  Every
    size a card face is drawn at is painted card by card in tests/test_ww_card_names.py; this
    draws the table itself."""
    records = fitted(monkeypatch, tmp_path, "wonderful_world", size, lang, 0.0,
                     until=_long_names_under_construction(lang))
    bad = [(r.fit, r.text) for r in misfits(records, size)]
    assert len(records) > 30, "the probe saw almost no text: the table was not drawn"
    assert not bad, f"wonderful_world {size} {lang} seven under construction: {bad[:8]}"


def test_the_probe_tells_a_cut_and_a_spill(monkeypatch, tmp_path):
    """The renderer marks what it cut and what it could not fit; a line that fits is plain."""
    import pygame
    from engine.assets import Assets
    from engine.widgets.text import fit_text
    pygame.init()
    r = Renderer(Assets())
    r.set_target(pygame.Surface((1280, 720)))
    probe = TextProbe()
    Renderer.probe = probe
    try:
        r.text("fits", 100, 100, 24, max_width=400)
        r.text("a line far too long for forty", 100, 200, 24, max_width=40)
        r.text("a line far too long for forty", 100, 300, 24, max_width=40, ellipsis=True)
        fit_text(r, "many words " * 20, 100, 400, 200, 40, 24)
    finally:
        Renderer.probe = None
    fits = {rec.text: rec.fit for rec in probe.records}
    assert fits["fits"] == ""
    assert fits["a line far too long for forty"] == "over"
    assert [f for t, f in fits.items() if t.endswith("…")] == ["cut", "cut"]


def test_a_name_kept_whole_is_never_split_by_wrapping(monkeypatch, tmp_path):
    """Issue 19: World in Progress's "Наступна плитка: Міра (ШІ)" wrapped at 800x450 as
    "... Міра" / "(ШІ)".  A name passed through ``whole`` goes to the next line whole, at every
    wrap width; the label of the seat whose tile is next does that."""
    import pygame
    from engine.assets import Assets
    from engine.widgets.text import whole
    pygame.init()
    font = Assets().font(14, "regular")
    name = "Міра (ШІ)"
    line = font.get_linesize()
    lines2 = []
    for wrap in range(120, 200, 2):
        surf = font.render("Наступна плитка: " + whole(name), True, (255, 255, 255), None, wrap)
        if surf.get_height() > line * 1.5:
            second = surf.subsurface((0, line, surf.get_width(), surf.get_height() - line))
            lines2.append(second.get_bounding_rect().w)
    assert lines2, "no wrap width broke the line: the check saw nothing"
    assert min(lines2) >= font.size(name)[0] - 3, "the name was split across lines"
    records = fitted(monkeypatch, tmp_path, "world_in_progress", (800, 450), "uk", 0.15)
    label = [r.text for r in records if r.text.startswith("Наступна плитка")]
    assert label and all(whole("(ШІ)") in t and " (ШІ)" not in t for t in label), label


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_menu_tells_each_game_whole(monkeypatch, tmp_path, size, lang):
    """Play-test 10 (79): at 800x450 the menu cut the games' descriptions with "…" ("Push
    tiles with Faith, build a 3x3 world, raise statues…").  No text of the menu is cut or runs
    past its box, in a small window either."""
    app = make_app(monkeypatch, tmp_path, size=size, lang=lang)
    try:
        app.goto("menu")
        d = driver(app)
        d.frames(2)
        probe = TextProbe()
        Renderer.probe = probe
        try:
            if app.scenes.top.render is not None:
                app.scenes.top.render.invalidate()
            d.frames(1)
        finally:
            Renderer.probe = None
    finally:
        app.shutdown()
    assert len(probe.records) > 20, "the probe saw almost no text: the menu was not drawn"
    bad = [(r.fit, r.text) for r in probe.records if r.fit in ("cut", "over")]
    assert not bad, f"menu {size[0]}x{size[1]} {lang}: {bad[:8]}"
