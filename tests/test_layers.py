"""The presentation's layers, bottom up: engine.ecs and engine.widgets (components, processors,
painters, widget params) < engine.scene (a scene and the stack) < engine.overlays and engine.app
(scenes built on it) < scenes.  A lower layer never imports a higher one, importlib included
(``imports_of`` reads function-level imports too)."""
from __future__ import annotations

from tests.test_imports import _resolve, imports_of, project_modules

LOW = ("engine.ecs", "engine.widgets", "engine.worlds", "engine.sequencer")
HIGH = ("engine.scene", "engine.overlays", "engine.app", "scenes")


def _under(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def test_widgets_and_ecs_never_import_a_scene():
    mods = project_modules()
    bad = []
    for name, path in mods.items():
        if not _under(name, LOW):
            continue
        for target, line in imports_of(name, path):
            resolved = _resolve(mods, target) or target
            if _under(resolved, HIGH):
                bad.append(f"{path}:{line} {name} imports {resolved}")
    assert not bad, "a lower layer imports a higher one:\n" + "\n".join(bad)


def test_only_engine_worlds_switches_esper_worlds():
    mods = project_modules()
    bad = [f"{path}" for name, path in mods.items()
           if name != "engine.worlds" and "switch_world(" in path.read_text(encoding="utf-8")]
    assert not bad, f"esper.switch_world outside engine/worlds.py: {bad}"
