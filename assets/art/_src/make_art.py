"""Regenerate every SVG under assets/art from code.

    python assets/art/_src/make_art.py

The SVGs are committed; this script is their editable source.  Only
nanosvg-safe features are emitted (see svgkit.py).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import dice_forge  # noqa: E402
import shared  # noqa: E402
import wip  # noqa: E402

if __name__ == "__main__":
    wip.build()
    dice_forge.build()
    shared.build()
    print("art regenerated")
