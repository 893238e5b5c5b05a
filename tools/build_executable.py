"""Build the one-folder app ``dist/five-realms/`` with PyInstaller.

    pip install -e ".[build]"          # PyInstaller
    python tools/build_executable.py   # -> dist/five-realms/five-realms (.exe on Windows)

The folder holds the program, Python, pygame-ce and every asset (art, sounds, maps, i18n, rules,
game data and the Fira Sans font); copy or zip the whole folder to ship it.  The program takes the
same command line as ``python main.py`` (``--help`` lists it).

Options: ``--dist DIR`` / ``--work DIR`` put the result and PyInstaller's scratch files elsewhere
(tests build into a temporary folder); ``--clean`` throws away PyInstaller's cache first.
Exit codes: 0 built, 1 PyInstaller failed, 2 PyInstaller is not installed.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "five-realms"

# imported by name at run time (scenes.ROUTES, engine.games, the AI workers), so PyInstaller's
# import scan cannot see them: every submodule of these packages goes in
PACKAGES = ("engine", "scenes")
DATA_PACKAGES = ("fontpkg_fira_sans", "pytmx")
# network play (engine/net): websockets imports its parts lazily and zeroconf's are compiled
# (Cython) modules importing each other, ifaddr finds the interfaces for zeroconf: every
# submodule goes in, or a built program could neither host, join nor list LAN tables
NET_PACKAGES = ("websockets", "zeroconf", "ifaddr")


def missing_pyinstaller() -> str | None:
    """None when PyInstaller can be imported, else the message telling how to get it."""
    try:
        import PyInstaller.__main__  # noqa: F401
    except ImportError:
        return ("error: PyInstaller is not installed, so the executable cannot be built.\n"
                "Install the build extra from the project folder:\n"
                '    pip install -e ".[build]"\n'
                "then run: python tools/build_executable.py")
    return None


def app_modules() -> list[str]:
    """Every module of PACKAGES, found from the files of this tree (PyInstaller's
    collect_submodules imports them in a child Python that may not see this tree)."""
    out = []
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if "__pycache__" in parts:
                continue
            if parts[-1] == "__init__":
                parts.pop()
            out.append(".".join(parts))
    return out


def pyinstaller_args(dist: Path, work: Path, clean: bool = False) -> list[str]:
    sep = os.pathsep
    icon = ROOT / "assets" / "art" / "icon.png"
    args = [
        str(ROOT / "main.py"),
        "--name", NAME,
        "--onedir",
        "--windowed" if sys.platform in ("win32", "darwin") else "--console",
        "--noconfirm",
        "--log-level", "WARN",
        "--distpath", str(dist),
        "--workpath", str(work),
        "--specpath", str(work),
        "--paths", str(ROOT),
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        "--exclude-module", "tkinter",
        "--exclude-module", "pytest",
        "--exclude-module", "hypothesis",
        "--exclude-module", "numpy",        # pygame uses it only for surfarray/sndarray
    ]
    if sys.platform in ("win32", "darwin"):
        # PyInstaller converts a PNG icon with Pillow; without it the window icon still comes
        # from assets/art/icon.png at run time, so the build goes on without a file icon
        try:
            import PIL  # noqa: F401
            args += ["--icon", str(icon)]
        except ImportError:
            pass
    for module in app_modules():
        args += ["--hidden-import", module]
    for pkg in DATA_PACKAGES:
        args += ["--collect-data", pkg]
    for pkg in NET_PACKAGES:
        args += ["--hidden-import", pkg, "--collect-submodules", pkg]
    if clean:
        args.append("--clean")
    return args


def program_path(dist: Path) -> Path:
    return dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def build(dist: Path, work: Path, clean: bool = False) -> int:
    problem = missing_pyinstaller()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    import PyInstaller.__main__

    t0 = time.perf_counter()
    # the app's own modules come from this tree (--paths), whatever the current folder is
    os.chdir(ROOT)
    try:
        PyInstaller.__main__.run(pyinstaller_args(dist, work, clean))
    except SystemExit as exc:           # PyInstaller exits on errors it reports itself
        if exc.code not in (0, None):
            print(f"error: PyInstaller failed (exit {exc.code}); see the messages above",
                  file=sys.stderr)
            return 1
    exe = program_path(dist)
    if not exe.exists():
        print(f"error: PyInstaller finished but {exe} is missing", file=sys.stderr)
        return 1
    print(f"built {exe} in {time.perf_counter() - t0:.0f} s")
    print(f"ship the whole folder {exe.parent}")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Build dist/five-realms/ with PyInstaller.")
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build",
                   help="PyInstaller's scratch folder (default build/)")
    p.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    a = p.parse_args(argv)
    return build(a.dist.resolve(), a.work.resolve(), a.clean)


if __name__ == "__main__":
    sys.exit(main())
