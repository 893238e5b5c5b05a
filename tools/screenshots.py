"""Regenerate the README screenshots from the game itself (--frames / --screenshot).

    python tools/screenshots.py            # writes docs/screenshots/*.png
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"

SHOTS = [
    ("menu.png", ["--frames", "20", "--lang", "en"]),
    ("menu_uk.png", ["--frames", "20", "--lang", "uk"]),
    ("world_in_progress.png", ["play", "world_in_progress", "--seats", "human,ai:normal,ai:easy",
                               "--frames", "90", "--seed", "6", "--lang", "en"]),
    ("world_in_progress_demo.png", ["demo", "world_in_progress", "--frames", "5000", "--seed", "2",
                                    "--speed", "3", "--lang", "en"]),
    ("dice_forge.png", ["play", "dice_forge", "--seats", "ai:easy,ai:easy,human", "--frames", "900",
                        "--seed", "4", "--lang", "en"]),
    ("dice_forge_demo.png", ["demo", "dice_forge", "--frames", "3000", "--seed", "2",
                             "--speed", "3", "--lang", "en"]),
    ("wonderful_world.png", ["play", "wonderful_world", "--seats", "human,ai:easy,ai:easy",
                             "--frames", "80", "--seed", "3", "--lang", "en"]),
    ("coatl_demo.png", ["demo", "coatl", "--frames", "1200", "--seed", "2", "--speed", "3",
                        "--lang", "en"]),
    ("wild_venture_demo.png", ["demo", "wild_venture", "--frames", "2500", "--seed", "2",
                               "--speed", "3", "--lang", "en"]),
]


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FIVE_REALMS_HOME=tempfile.mkdtemp(prefix="fr-shots-"))
    for name, args in SHOTS:
        cmd = [sys.executable, "main.py", *args, "--size", "1920x1080", "--screenshot", str(OUT / name)]
        print(" ".join(cmd[1:]))
        subprocess.run(cmd, cwd=ROOT, env=env, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
