"""Table layouts come from Tiled maps; assets load at any size; missing art never crashes."""
from __future__ import annotations

import pytest

from engine.layout import load_layout
from engine.paths import ASSETS


def test_menu_layout_has_every_anchor_the_menu_needs():
    L = load_layout("menu")
    needed = ["title", "setup", "actions", "players", "variants"] + [f"game.{i}" for i in range(5)] \
        + [f"seat.{i}" for i in range(5)] + [f"button.{i}" for i in range(5)] \
        + [f"corner.{i}" for i in range(4)] + ["saved"]
    for name in needed:
        a = L[name]
        assert a.w > 0 and a.h > 0
        assert 0 <= a.x and a.x + a.w <= 1920 and 0 <= a.y and a.y + a.h <= 1080
    assert [a.name for a in L.group("game")] == [f"game.{i}" for i in range(5)]


def test_missing_anchor_names_the_map_and_object():
    with pytest.raises(KeyError, match="menu.*nowhere"):
        load_layout("menu")["nowhere"]


def test_every_map_loads():
    for path in (ASSETS / "maps").glob("*.tmx"):
        layout = load_layout(path.stem)
        assert layout.anchors


def test_missing_art_is_none_not_an_exception():
    import pygame
    from engine.assets import Assets
    pygame.init()
    a = Assets()
    assert a.image("nope/missing.svg", 32, 32) is None
    assert a.image("wip/terrain_blue.svg", 48, 48).get_size() == (48, 48)
    # fonts cover Ukrainian
    f = a.font(20)
    assert f.size("Створення світу")[0] > 0


def test_rules_are_pure_of_pygame_even_with_the_app_installed():
    import subprocess
    import sys
    code = ("import sys, engine.rules, engine.rules.record, engine.session;"
            "from engine.games import get_rules, registered; [get_rules(g) for g in registered()];"
            "bad=[m for m in ('pygame','esper','pytmx') if m in sys.modules]; print(bad); sys.exit(bool(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
