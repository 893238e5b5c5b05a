"""Definitions in engine/ and scenes/ (functions, classes, methods, module constants) whose name
appears nowhere else in the project (code, tests, tools, main.py): candidates for removal.

A name that still appears in a string (a route, a "module:Class" name, a getattr) or in the
assets' data is marked so; check those by hand.  A protocol member (``OptionalRules``) and data
constants that document the material may stay.

    python tools/unused_definitions.py [ROOT]
"""
from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from collections import Counter
from pathlib import Path

ROOT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1]
DEFINED_IN = ("engine", "scenes")
READ_IN = ("engine", "scenes", "tests", "tools", "assets")
DATA = (".json", ".tmx", ".md")


def python_files(folders) -> list[Path]:
    return [p for d in folders for p in (ROOT / d).rglob("*.py")] + [ROOT / "main.py"]


def names_and_strings(files) -> tuple[Counter, str]:
    names: Counter = Counter()
    strings = []
    for p in files:
        for tok in tokenize.generate_tokens(io.StringIO(p.read_text(encoding="utf-8")).readline):
            if tok.type == tokenize.NAME:
                names[tok.string] += 1
            elif tok.type == tokenize.STRING:
                strings.append(tok.string)
    return names, "\n".join(strings)


def definitions(path: Path) -> list[tuple[int, str, str | None]]:
    """(line, name, class) of every def, class and module-level name in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []

    def visit(node, cls=None):
        for n in ast.iter_child_nodes(node):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.append((n.lineno, n.name, cls))
                if isinstance(n, ast.ClassDef):
                    visit(n, n.name)
            elif node is tree and isinstance(n, (ast.Assign, ast.AnnAssign)):
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                out.extend((n.lineno, t.id, None) for t in targets if isinstance(t, ast.Name))
    visit(tree)
    return out


def main() -> None:
    names, strings = names_and_strings(python_files(READ_IN))
    data = "\n".join(p.read_text(errors="ignore") for p in (ROOT / "assets").rglob("*")
                     if p.suffix in DATA)
    for path in python_files(DEFINED_IN)[:-1]:
        for line, name, cls in definitions(path):
            if (name.startswith("__") and name.endswith("__")) or names[name] > 1:
                continue
            word = re.compile(rf"\b{re.escape(name)}\b")
            marks = (" [in a string]" if word.search(strings) else "") + \
                    (" [in data]" if word.search(data) else "")
            print(f"{path.relative_to(ROOT)}:{line}: {cls + '.' if cls else ''}{name}{marks}")


if __name__ == "__main__":
    main()
