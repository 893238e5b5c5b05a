"""Hovering a line of the action log rings, on the table, what the line names: the tile just
placed, the card a seat drafted, the piece taken from the disk — wherever it lies now (the
table's keys carry those ids; scenes/parts/action_log.py, log_text.py).  Driven by real mouse motion over
the drawn log, as a player hovers it; the game waits on the human's turn meanwhile."""
from __future__ import annotations

import dataclasses

import pytest

import scenes.parts.action_log as action_log
import scenes.parts.log_text as log_text
from engine.ecs.table import Table
from scenes.parts.hints import drawn_rect
from tests.uitest import start_table


def _tile_placed(e) -> list[str]:
    return [f"tile:{e.tile}"] if type(e).__name__ == "TilePlaced" else []


def _picks_revealed(e) -> list[str]:
    if type(e).__name__ != "PicksRevealed":
        return []
    return [f"ww.c.{seat}.{card}.0" for seat, card in enumerate(e.picks)]


def _pieces_taken(e) -> list[str]:
    if type(e).__name__ != "PiecesTaken":
        return []
    return [f"coatl.bp.{e.seat}.{slot}:{piece}" for slot, piece in zip(e.board_slots, e.pieces)]


# game -> the table keys an event of the game names (what its log line should ring)
NAMED = {"world_in_progress": _tile_placed, "wonderful_world": _picks_revealed,
         "coatl": _pieces_taken}


def _ringed_line(scene, keys_of):
    """A drawn log line (top, height, line) whose step has an event naming a key on the table
    now, and that key's entity; None if there is none yet."""
    live = Table.entities()
    for top, h, ln in scene.log._drawn:
        st = scene.session.steps[ln.step]
        for e in scene.rules.view_events(list(st.events), scene.viewer):
            for key in keys_of(e):
                if key in live and ln.names & log_text.named(e):   # the line tells it
                    return (top, h, ln), live[key]
    return None


@pytest.mark.parametrize("game", sorted(NAMED))
def test_hovering_a_log_line_rings_the_entity_its_event_names(monkeypatch, tmp_path, game):
    app, session, scene, d = start_table(monkeypatch, tmp_path, game, ["human", "ai:random"],
                                         seed=3, speed=8.0)
    rings: list[list] = []
    real = action_log.draw_hint_rings
    monkeypatch.setattr(action_log, "draw_hint_rings",
                        lambda r, rects, t: (rings.append(list(rects)), real(r, rects, t)))
    d.lazy = False                      # the rings of every frame are looked at
    found = None
    for _ in range(4000):
        d.frames(1)
        calm = (scene.my_turn() and not scene.busy() and session.to_act() == [0]
                and not scene.dialogs.open)
        if not calm:
            continue
        found = _ringed_line(scene, NAMED[game])
        if found is not None:
            break
        assert scene.act(scene.legal()[0])
    assert found is not None, f"{game}: no log line named a thing on the table"
    (top, h, line), ent = found
    x = scene.log.rect[0] + scene.log.rect[2] / 2
    d.move_to(app.renderer.to_screen((x, top + h / 2)), 2)
    assert scene.log.hovered(scene.input.mouse) == line
    assert rings and drawn_rect(ent) in rings[-1], (game, line.text, rings[-1:])
    # a line leaves no ring once the mouse leaves the log
    rings.clear()
    d.move_to(app.renderer.to_screen((20, 20)), 2)
    assert not rings
    app.shutdown()


def test_an_event_names_its_ids_but_no_hidden_one():
    @dataclasses.dataclass(frozen=True)
    class Drawn:
        seat: int
        cards: tuple
        source: str

    assert log_text.named(Drawn(0, ("?", "museum"), "deck")) == {"museum", "deck"}
