"""The size limits of the code outside the tests (issue "Scenes, third floor"): no class over
300 lines and no function over 120, so a newcomer finds each part by its name. Read with ``ast``;
a class's lines run from its ``class`` line to its last statement, decorators excluded."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("engine", "scenes", "tools")
MAX_CLASS = 300
MAX_FUNCTION = 120


def project_files() -> list[Path]:
    return [p for folder in FOLDERS for p in sorted((ROOT / folder).rglob("*.py"))] + [ROOT / "main.py"]


def oversized(paths: list[Path], root: Path = ROOT) -> list[str]:
    found = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                limit = MAX_CLASS
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                limit = MAX_FUNCTION
            else:
                continue
            lines = node.end_lineno - node.lineno + 1
            if lines > limit:
                found.append(f"{path.relative_to(root)}:{node.lineno} {node.name} "
                             f"is {lines} lines (limit {limit})")
    return found


def test_no_class_over_300_lines_and_no_function_over_120():
    assert oversized(project_files()) == []


def _block(header: str, lines: int) -> str:
    """A class or function of exactly ``lines`` lines."""
    return header + "\n" + "\n".join(f"    v{i} = {i}" for i in range(lines - 1)) + "\n\n\n"


def test_a_class_or_function_one_line_over_its_limit_is_reported(tmp_path):
    big = tmp_path / "big.py"
    big.write_text(_block("class Big:", MAX_CLASS + 1) + _block("def long():", MAX_FUNCTION + 1),
                   encoding="utf-8")
    fits = tmp_path / "fits.py"
    fits.write_text(_block("class Fits:", MAX_CLASS) + _block("def short():", MAX_FUNCTION),
                    encoding="utf-8")
    assert oversized([big, fits], tmp_path) == [
        f"big.py:1 Big is {MAX_CLASS + 1} lines (limit {MAX_CLASS})",
        f"big.py:{MAX_CLASS + 4} long is {MAX_FUNCTION + 1} lines (limit {MAX_FUNCTION})",
    ]
