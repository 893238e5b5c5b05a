"""The import graph, read with ``ast`` (module-level, function-level and ``if TYPE_CHECKING:``
imports alike, and ``importlib.import_module`` / ``__import__`` of a literal name): no cycles,
and nothing imports upward — the rules import only the rules and the standard library, each
module imports only its own layer and the layers under it (``LAYERS``), engine/ never imports
scenes/ (screens are reached by name through ``app.goto`` / ``scenes.ROUTES`` and table scenes
through ``engine.games``), and a game's packages (its rules and its table scene) are imported
only by themselves and the registry."""
from __future__ import annotations

import ast
import functools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "scenes")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    mods = {module_name(p): p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")}
    mods["main"] = ROOT / "main.py"
    return mods


def imports_of(name: str, path: Path) -> list[tuple[str, int]]:
    """(imported module, line) for every import statement anywhere in the file."""
    return list(_imports_of(name, path, path.stat().st_mtime_ns))


@functools.lru_cache(maxsize=None)
def _imports_of(name: str, path: Path, _mtime: int) -> tuple[tuple[str, int], ...]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.append((mod, node.lineno))
            # "from pkg import sub" may name a submodule
            out += [(f"{mod}.{a.name}", node.lineno) for a in node.names]
        elif isinstance(node, ast.Call) and (target := _dynamic_import(node, package)):
            out.append((target, node.lineno))
    return tuple(out)


def _dynamic_import(call: ast.Call, package: str) -> str | None:
    """The module a call ``importlib.import_module("x")`` / ``import_module(".x", pkg)`` /
    ``__import__("x")`` names when its name is a literal string, else None."""
    f = call.func
    fname = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    if fname not in ("import_module", "__import__") or not call.args:
        return None
    arg = call.args[0]
    if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
        return None
    name = arg.value
    if name.startswith("."):
        level = len(name) - len(name.lstrip("."))
        base = package.split(".")
        base = base[: len(base) - level + 1]
        name = ".".join(base + ([name.lstrip(".")] if name.lstrip(".") else []))
    return name


def graph() -> dict[str, set[str]]:
    mods = project_modules()
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        for target, _ in imports_of(name, path):
            if target in mods and target != name:
                edges[name].add(target)
    return edges


def _resolve(mods, target: str) -> str | None:
    """The project module an import names (the module itself or the package it is in)."""
    while target:
        if target in mods:
            return target
        target = target.rpartition(".")[0]
    return None


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path, or None (iterative DFS with colours)."""
    colour = {m: 0 for m in edges}
    for start in edges:
        if colour[start]:
            continue
        stack = [(start, iter(sorted(edges[start])))]
        path = [start]
        colour[start] = 1
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                colour[node] = 2
                stack.pop()
                path.pop()
                continue
            if colour[nxt] == 1:
                return path[path.index(nxt):] + [nxt]
            if colour[nxt] == 0:
                colour[nxt] = 1
                stack.append((nxt, iter(sorted(edges[nxt]))))
                path.append(nxt)
    return None


def is_package_init_edge(a: str, b: str) -> bool:
    """A package importing its own submodule (``engine.rules`` -> ``engine.rules.protocol``) or
    a submodule importing its package's name space is the package structure, not a layer
    problem; such pairs are still checked for cycles through other modules."""
    return b.startswith(a + ".")


def test_find_cycle_finds_a_cycle_and_accepts_a_tree():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_the_reader_sees_function_level_and_type_checking_imports(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import x.y\n"
                   "def f():\n    from .sib import thing\n")
    found = {t for t, _ in imports_of("pkg.m", src)}
    assert {"x.y", "pkg.sib", "pkg.sib.thing"} <= found


def all_cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per tangle: remove each found cycle's first edge and look again."""
    edges = {m: set(ts) for m, ts in edges.items()}
    out = []
    while (cycle := find_cycle(edges)) is not None:
        out.append(cycle)
        edges[cycle[0]].discard(cycle[1])
    return out


def test_no_import_cycles():
    edges = graph()
    # a package's __init__ importing its own submodules is not a cycle with a submodule that
    # imports a sibling through the package (Python resolves it); drop only those edges
    pruned = {m: {t for t in ts if not (is_package_init_edge(m, t) or is_package_init_edge(t, m))}
              for m, ts in edges.items()}
    cycles = all_cycles(pruned)
    assert not cycles, "import cycles (function-level and TYPE_CHECKING imports count):\n" + \
        "\n".join(" -> ".join(c) for c in cycles)


def test_no_upward_imports():
    mods = project_modules()
    stdlib = set(sys.stdlib_module_names)
    bad = []
    for name, path in mods.items():
        for target, line in imports_of(name, path):
            top = target.split(".")[0]
            where = f"{path.relative_to(ROOT)}:{line} imports {target}"
            if name.startswith("engine.rules") and not target.startswith("engine.rules") \
                    and top not in stdlib and top != "__future__":
                bad.append(where + " (the rules import only the rules and the standard library)")
            if (name == "engine" or name.startswith("engine.")) and top in ("scenes", "main"):
                bad.append(where + " (engine/ never imports scenes/: use app.goto/app.make by "
                                   "name, scenes.ROUTES, or engine.games.load_scene)")
            if name.startswith("scenes") and top == "main":
                bad.append(where)
    assert not bad, "\n".join(bad)


def test_screens_do_not_import_each_other_to_navigate():
    """menu, launch, demo, game_base, pause and results reach each other by name only."""
    screens = {f"scenes.{m}" for m in ("menu", "launch", "demo", "game_base", "pause", "results",
                                        "settings", "rules_view", "handoff")}
    mods = project_modules()
    bad = [f"{n} imports {t}" for n in screens if n in mods
           for t, _ in imports_of(n, mods[n]) if _resolve(mods, t) in screens - {n}]
    assert not bad, "\n".join(bad)


def test_the_reader_follows_importlib_with_a_literal_name(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("import importlib\nfrom importlib import import_module\n"
                   "def f(name):\n    importlib.import_module('engine.games')\n"
                   "    import_module('.sib', __package__)\n    __import__('x.y')\n"
                   "    importlib.import_module(name)\n")
    found = {t for t, _ in imports_of("pkg.m", src)}
    assert {"engine.games", "pkg.sib", "x.y"} <= found
    assert "name" not in found


# The layers, lowest first: a module may import its own layer and the layers under it, never one
# above.  A module's layer is its longest matching prefix ("=name" matches that module only, so a
# new engine module must be given a layer; ``scenes`` and ``main`` sit on top).
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("rules", ("engine.rules",)),
    ("foundation", ("=engine", "engine.paths", "engine.theme", "engine.i18n", "engine.settings",
                    "engine.memory")),
    ("core", ("engine.games", "engine.saves", "engine.records", "engine.replays",
              "engine.tutorial", "engine.layout", "engine.ai", "engine.selfplay", "engine.soak",
              "engine.session", "engine.turnflow", "engine.net", "engine.strength",
              "engine.fingerprint")),
    ("drawing", ("engine.assets", "engine.audio", "engine.render", "engine.frame")),
    ("ecs", ("engine.ecs", "engine.worlds", "engine.sequencer")),
    ("widgets", ("engine.widgets", "engine.table_input")),
    ("scene", ("engine.scene", "engine.overlays")),
    ("app", ("engine.app", "engine.toast", "engine.uidriver")),
    ("tools", ("engine.monkey", "engine.bench", "engine.cli")),
    ("scenes", ("scenes",)),
    ("main", ("main",)),
)
# Upward imports the issue that brought this test knows and another change removes; listed so
# that the test fails the day one of them is gone (then delete its line) or a new one appears.
KNOWN_UPWARD: set[tuple[str, str]] = set()     # (ChoiceDialog moved above engine.scene)


def layer_of(module: str) -> int | None:
    best, level = -1, None
    for k, (_, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            exact = p.startswith("=")
            p = p.lstrip("=")
            hit = module == p or (not exact and module.startswith(p + "."))
            if hit and len(p) > best:
                best, level = len(p), k
    return level


def test_every_module_has_a_layer():
    missing = sorted(m for m in project_modules() if layer_of(m) is None)
    assert not missing, "modules without a layer (add them to LAYERS): " + ", ".join(missing)


def upward_imports() -> set[tuple[str, str, str]]:
    mods = project_modules()
    out = set()
    for name, path in mods.items():
        for target, line in imports_of(name, path):
            to = _resolve(mods, target)
            if to is None or to == name or is_package_init_edge(to, name):
                continue
            a, b = layer_of(name), layer_of(to)
            if a is not None and b is not None and b > a:
                out.add((name, to, f"{path.relative_to(ROOT)}:{line} ({LAYERS[a][0]}) imports "
                                   f"{to} ({LAYERS[b][0]})"))
    return out


def test_no_import_runs_from_a_lower_layer_back_up():
    found = upward_imports()
    new = sorted(where for a, b, where in found if (a, b) not in KNOWN_UPWARD)
    assert not new, "imports from a lower layer up:\n" + "\n".join(new)
    gone = KNOWN_UPWARD - {(a, b) for a, b, _ in found}
    assert not gone, f"no longer imported, delete from KNOWN_UPWARD: {sorted(gone)}"


def game_packages() -> dict[str, tuple[str, ...]]:
    """Each game's own packages by id, from the registry: its rules and its table scene."""
    from engine.games import GAMES
    return {g.id: tuple(p for p in (g.rules_module, (g.scene or "").partition(":")[0]) if p)
            for g in GAMES}


def owner(module: str, packages: dict[str, tuple[str, ...]]) -> str | None:
    for game, pkgs in packages.items():
        if any(module == p or module.startswith(p + ".") for p in pkgs):
            return game
    return None


def test_only_a_game_itself_and_the_registry_import_its_packages():
    mods = project_modules()
    packages = game_packages()
    assert len(packages) >= 5 and all(packages.values())
    bad = []
    for name, path in mods.items():
        mine = owner(name, packages)
        for target, line in imports_of(name, path):
            to = _resolve(mods, target)
            theirs = owner(to, packages) if to else None
            if theirs is not None and theirs != mine and name != "engine.games":
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {to} (the game "
                           f"{theirs}: ask its rules through engine.games or a rules hook)")
    assert not bad, "\n".join(bad)
