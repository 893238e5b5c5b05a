"""tools/colourblind.py: the simulation and the palette check, run on the engine's palette (seat
colours and their shapes)."""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pygame

from engine import theme

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import colourblind as cb  # noqa: E402


def test_simulation_and_delta_e_behave():
    assert cb.simulate((12, 200, 90), "normal") == (12, 200, 90)
    for vision in cb.MACHADO:           # grey stays grey (each matrix row sums to 1)
        assert all(abs(v - 128) <= 1 for v in cb.simulate((128, 128, 128), vision))
    # the textbook confusion: a red and a green that differ plainly for normal vision
    red, green = (210, 70, 52), (70, 160, 80)
    assert cb.delta_e(red, green) > 40
    assert cb.delta_e(cb.simulate(red, "deuteranopia"), cb.simulate(green, "deuteranopia")) < 12
    assert cb.delta_e((10, 20, 30), (10, 20, 30)) == 0
    assert abs(cb.delta_e((255, 255, 255), (0, 0, 0)) - 100) < 0.5


def test_seat_colours_stay_apart_for_colour_blind_players_and_have_their_own_shapes():
    pieces = cb._seats()
    assert len(pieces) == len(theme.SEAT_COLORS) == len(theme.SEAT_SHAPES)
    assert len(set(theme.SEAT_SHAPES)) == len(theme.SEAT_SHAPES)
    # the colours alone already differ under every simulated vision...
    bare = [cb.Piece(p.name, p.rgb) for p in pieces]
    assert cb.check_palette(bare, "seats") == []
    # ...and each seat's marker has its own shape besides
    assert all(p.mark for p in pieces)
    assert [theme.seat_shape(c) for c in theme.SEAT_COLORS] == theme.SEAT_SHAPES


def test_the_engine_palette_check_reports_no_problem():
    out = io.StringIO()
    assert cb.check_all(only=["engine.seats", "engine.icons"], out=out) == 0
    assert "engine.seats: 5 colours" in out.getvalue()


def test_a_close_unmarked_pair_is_reported_as_a_problem():
    pieces = [cb.Piece("red", (210, 70, 52)), cb.Piece("green", (70, 160, 80)),
              cb.Piece("blue", (40, 100, 200))]
    pairs = cb.check_palette(pieces, "demo")
    assert {(p.a.name, p.b.name) for p in pairs} == {("red", "green")}
    assert all(not p.marked and "PROBLEM" in p.line() for p in pairs)
    marked = [cb.Piece("red", (210, 70, 52), "circle"), cb.Piece("green", (70, 160, 80), "square")]
    assert all(p.marked for p in cb.check_palette(marked, "demo"))


def test_filtered_images_are_written(tmp_path):
    src = tmp_path / "shot.png"
    surf = pygame.Surface((8, 4))
    for i, c in enumerate([(210, 70, 52), (70, 160, 80), (40, 100, 200), (240, 228, 66)]):
        surf.fill(c, (i * 2, 0, 2, 4))
    pygame.image.save(surf, str(src))
    paths = cb.filter_png(src, tmp_path / "out")
    assert [p.name for p in paths] == ["shot.protanopia.png", "shot.deuteranopia.png"]
    deut = pygame.image.load(str(paths[1]))
    assert tuple(deut.get_at((0, 0)))[:3] == cb.simulate((210, 70, 52), "deuteranopia")
    assert tuple(deut.get_at((6, 0)))[:3] == cb.simulate((240, 228, 66), "deuteranopia")
