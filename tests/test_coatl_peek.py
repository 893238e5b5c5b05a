"""Coatl: while the player looks at another seat's side, the disk, the prophecies and the
temples they could take no longer glow as targets, and a click on one says to go back to their
own side first (play-test 14: the disk slots kept glowing and a click said nothing)."""
from __future__ import annotations

import dataclasses

import esper
import pytest

from engine.ecs.components import Clickable
from engine.toast import overlap
from engine.worlds import in_world
from scenes.coatl import names as N
from scenes.parts.hints import entity_rect
from scenes.parts.why import REFUSED
from tests.uitest import look_shot, my_turns, params, play_until, probed_frame, start_table


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_disk_slot_clicked_while_looking_at_another_side_says_go_back(monkeypatch,
                                                                       tmp_path, lang):
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl",
                                         ["human", "ai:random", "ai:random"], seed=3,
                                         size=(800, 450), lang=lang)
    for _ in my_turns(app, scene, d, 3000):
        if any(a[0] == "take" for a in scene.legal()):
            break
        scene.act(scene.legal()[0])
    slot = next(a[1] for a in scene.legal() if a[0] == "take")
    with in_world(scene.world):
        assert params(scene, N.disk(slot)).get("active")
        panel = "coatl.panel.1"
        assert panel in d.names()
    d.click(panel)
    d.frames(2)
    assert scene.big_seat() != scene.viewer, "the panel's click shows nothing large"
    with in_world(scene.world):
        p = params(scene, N.disk(slot))
        click = esper.try_component(scene.find(N.disk(slot)), Clickable)
        assert not p.get("active"), "the disk still glows while another side is shown"
        assert not (click and click.enabled and 1 in click.buttons)
        want = {"en": "another player's side", "uk": "сторону іншого гравця"}[lang]
        assert want in (p.get(REFUSED) or "")
    app.toast = None
    d.click(N.disk(slot))
    d.frames(2)
    assert app.toast is not None and want in app.toast[0]
    assert scene.session.state.phase == session.state.phase      # no move was played
    app.shutdown()


def _at_a_take(monkeypatch, tmp_path, size, lang):
    """A 3-seat Coatl table (the player and two randoms) at the player's first turn where a
    piece can be taken: ``(app, session, scene, driver)``."""
    app, session, scene, d = start_table(monkeypatch, tmp_path, "coatl",
                                         ["human", "ai:random", "ai:random"], seed=3,
                                         size=size, lang=lang)
    play_until(app, scene, d, lambda a: a[0] == "take", 3000)
    return app, session, scene, d


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 450)])
def test_the_banner_says_whose_side_is_shown_and_the_way_back(monkeypatch, tmp_path, lang,
                                                              size):
    """Play-test (a README-only tester): while the player looked at another seat's side the
    banner still said "Take from the disk, …", their own prompt, which no click there does.
    It says whose side is shown and how to go back, and the prompt returns with their side."""
    app, session, scene, d = _at_a_take(monkeypatch, tmp_path, size, lang)

    def banner() -> str:
        return " ".join(t.text for t in probed_frame(d) if t.kind == "banner")

    own, mine = banner(), scene.prompt()
    back = {"en": "“Back”", "uk": "«Назад»"}[lang]
    assert mine in own and back not in own
    d.click("coatl.panel.1")
    d.frames(2)
    shown = banner()
    look_shot(app, f"coatl_peek_{lang}_{size[0]}.png")
    assert scene.seat_name(1) in shown and back in shown, shown
    assert mine not in shown, "the banner still gives the player's own prompt"
    d.click(N.button("back"))
    d.frames(2)
    assert banner() == own
    app.shutdown()


def _refused_names(scene, d) -> list[str]:
    with in_world(scene.world):
        return [n for n in d.names() if params(scene, n).get(REFUSED)]


def _buttons(scene, d) -> list[tuple]:
    """The canvas rects of the table's buttons (Back, Done, Pass, ...) shown now."""
    with in_world(scene.world):
        return [entity_rect(scene, n) for n in d.names() if n.startswith("coatl.btn.")]


@pytest.mark.parametrize("size,lang", [((1920, 1080), "en"), ((1280, 720), "uk")])
def test_a_refusal_belongs_to_the_side_it_was_made_on_and_covers_no_button(monkeypatch,
                                                                           tmp_path, size,
                                                                           lang):
    """Play-test (a README-only tester): a refusal ("a coatl starts with a piece from your
    board …") said on the player's own side stayed up after they clicked another seat's
    panel, right over the "Back" button that view puts where it was.  The refusal is taken
    down when the side shown changes (both ways), and one said while another side is shown
    covers no button."""
    app, session, scene, d = _at_a_take(monkeypatch, tmp_path, size, lang)
    own = _refused_names(scene, d)
    assert own, "nothing on the player's own side is refused"
    for name in own:                    # said on their side, then another side is shown
        d.click(name)
        d.frames(2)
        assert app.toast is not None, name
        d.click("coatl.panel.1")
        d.frames(2)
        assert scene.big_seat() != scene.viewer
        assert app.toast is None, (name, app.toast)
        d.click(N.button("back"))
        d.frames(2)
    d.click("coatl.panel.1")
    d.frames(2)
    for name in _refused_names(scene, d):   # said while another side is shown
        d.click(name)
        d.frames(2)
        assert app.toast is not None, name
        box = app.toast_rect()
        assert all(not overlap(box, b) for b in _buttons(scene, d)), (name, box)
    look_shot(app, f"coatl_peek_refusal_{lang}_{size[0]}.png")
    d.click(N.button("back"))           # back to their side: that refusal is taken down
    d.frames(2)
    assert scene.big_seat() == scene.viewer and app.toast is None
    app.shutdown()


def _peek_specs(lang: str, seat: int = 1):
    """The table described for the player (seat 0, to act, with a green body segment on board
    slot 0 they may start a coatl with) while they look at ``seat``'s side, whose board has
    pieces in the same slots."""
    from engine.layout import load_layout
    from engine.rules.coatl import RULES
    from scenes.coatl import table as T
    from tests.rules.test_coatl import give_pieces, kept
    from tests.test_table_descriptions import table_input
    s = give_pieces(give_pieces(kept(3), 0, ["bG", "bB"]), seat, ["hK", "bG"])
    inp = table_input(RULES, s, 0, load_layout(T.LAYOUT), lang)
    assert ("start", 0) in inp.legal and ("start", 1) in inp.legal
    others = tuple(k for k in range(3) if k != seat)        # the panels: the player's too
    return s, T.describe(dataclasses.replace(inp, focus=seat, others=others)), inp


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_another_seats_board_pieces_are_not_lit_and_a_click_says_whose_board(lang):
    """Play-test 17 (a README-only tester, 800x450): on another seat's side, its board pieces
    glowed in the slots where the player's own could be placed, and a click on one did nothing
    and said nothing.  None is lit or clickable there; each says whose board it is and the way
    back (the player's own pieces are theirs to place only on their own side)."""
    s, specs, inp = _peek_specs(lang)
    pieces = [sp for sp in specs if sp.key.startswith("coatl.bp.1.")]
    assert len(pieces) == 2, [sp.key for sp in specs if sp.key.startswith("coatl.bp.")]
    for sp in pieces:
        assert not sp.params.get("active"), f"{sp.key} glows on another seat's board"
        assert sp.click is None and sp.drag is None, sp.key
        why = sp.params.get(REFUSED) or ""
        assert inp.names[1] in why and {"en": "“Back”", "uk": "«Назад»"}[lang] in why, why
        assert why in (sp.tooltip or "")


def test_a_piece_picked_lights_nothing_on_another_seats_side():
    """The player's pick (a board piece that may start a coatl) is theirs: on another seat's
    side neither the "new coatl" slot nor a row takes it (a click there would have started the
    player's coatl from the other seat's side)."""
    from scenes.coatl import selection as S
    from scenes.coatl import table as T
    s, _, inp = _peek_specs("en")
    sel = S.Selection()
    sel.reset(inp.legal)
    assert sel.pick_piece(0)
    own = T.describe(dataclasses.replace(inp, picks=sel.picks()))
    assert any(sp.key == N.NEW for sp in own), "the pick lights no new coatl on their side"
    other = T.describe(dataclasses.replace(inp, picks=sel.picks(), focus=1, others=(0, 2)))
    side = [sp for sp in other if sp.key == N.NEW or sp.key.startswith(("coatl.row", "coatl.bp.1"))]
    assert side and not any(sp.click or sp.params.get("active") for sp in side), \
        [sp.key for sp in side if sp.click or sp.params.get("active")]


@pytest.mark.parametrize("size,lang", [((800, 450), "uk"), ((1920, 1080), "en")])
def test_a_click_on_another_seats_board_piece_says_whose_board(monkeypatch, tmp_path, size,
                                                               lang):
    """The play-tester's table: at the player's turn with pieces on their board and on the
    others', the panel of a seat with pieces clicked shows its side: nothing there glows, and
    a click on one of its board pieces says whose board it is (the toast), playing nothing."""
    app, session, scene, d = _at_a_take(monkeypatch, tmp_path, size, lang)
    for _ in my_turns(app, scene, d, 3000):
        boards = scene.view_state.boards
        if any(boards[scene.viewer]) and any(boards[1]):
            break
        scene.act(next((a for a in scene.legal() if a[0] == "take"), scene.legal()[0]))
    slots = [k for k, code in enumerate(scene.view_state.boards[1]) if code]
    assert slots and any(scene.view_state.boards[scene.viewer]), "no pieces to look at"
    d.click("coatl.panel.1")
    d.frames(2)
    assert scene.big_seat() == 1
    look_shot(app, f"coatl_peek_board_{lang}_{size[0]}.png")
    with in_world(scene.world):
        lit = [n for n in d.names() if n.startswith(("coatl.board.", "coatl.row.", "coatl.end.",
                                                     N.NEW)) and params(scene, n).get("active")]
        assert not lit, lit
    state = scene.session.state
    app.toast = None
    d.click(N.board(slots[0]))
    d.frames(2)
    assert app.toast is not None and scene.seat_name(1) in app.toast[0], app.toast
    look_shot(app, f"coatl_peek_board_click_{lang}_{size[0]}.png")
    assert scene.session.state is state, "a move was played"
    app.shutdown()
