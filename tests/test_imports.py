"""The import graph, read with ``ast`` (module-level, function-level and ``if TYPE_CHECKING:``
imports alike): no cycles, and nothing imports upward — the rules import only the rules and
the standard library, and engine/ never imports scenes/ (screens are reached by name through
``app.goto`` / ``scenes.ROUTES`` and table scenes through ``engine.games``)."""
from __future__ import annotations

import ast
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
    return out


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
