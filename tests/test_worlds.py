"""World switching in one place: only engine/worlds.py calls ``esper.switch_world`` (the
layers themselves are checked by tests/test_imports.py)."""
from __future__ import annotations

from tests.test_imports import project_modules


def test_only_engine_worlds_switches_esper_worlds():
    mods = project_modules()
    bad = [f"{path}" for name, path in mods.items()
           if name != "engine.worlds" and "switch_world(" in path.read_text(encoding="utf-8")]
    assert not bad, f"esper.switch_world outside engine/worlds.py: {bad}"
