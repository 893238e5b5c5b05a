"""Draw docs/architecture.png (the README's picture of how the pieces fit) with the game's own
renderer and font:  python tools/make_architecture.py"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from engine import theme  # noqa: E402
from engine.assets import Assets  # noqa: E402
from engine.render import Renderer  # noqa: E402

BOXES = [  # (x, y, w, h, title, lines, colour)
    (60, 60, 560, 270, "engine/rules  (pure Python)",
     ["protocol.py: one API for all five games", "rng.py: chance lives in the state",
      "record.py: seed + action log = replay", "world_in_progress/ … one package per game"],
     (70, 110, 80)),
    (60, 480, 560, 265, "engine/ai  +  selfplay",
     ["random · easy · normal (turn lookahead)", "hard: information-set MCTS",
      "sees only view(state, seat)", "thinks in slices between frames"], (60, 90, 130)),
    (720, 60, 560, 270, "engine  (presentation)",
     ["app.py: window, 60 FPS, letterboxed canvas", "render.py: draws at the window's pixel scale",
      "ecs/: esper components + processors", "session.py: log, undo, autosave, AI pacing"],
     (120, 80, 50)),
    (720, 480, 560, 265, "scenes",
     ["menu · settings · pause · rules · hand-off", "results · demo · game_base.py",
      "one table scene per game", "entities built from view(), moved by events"],
     (110, 60, 90)),
    (1380, 60, 480, 685, "assets",
     ["art/: hand-written SVG", "maps/: Tiled .tmx layouts (pytmx)",
      "i18n/: English + Ukrainian", "rules/: in-app rule summaries", "sounds/: synthesised WAV",
      "data/: tile and card lists"], (90, 90, 60)),
]
ARROWS = [  # (from, to, label, label centre)
    ((620, 290), (720, 290), "new_game · step → events", (670, 360)),
    ((340, 480), (340, 330), "legal_actions · determinize", (480, 430)),
    ((1000, 330), (1000, 480), "GameSession", (1090, 405)),
    ((1380, 290), (1280, 290), "load_layout · image", (1272, 360)),
]


def main() -> int:
    pygame.init()
    surf = pygame.Surface((1920, 820))
    r = Renderer(Assets())
    r.set_target(surf)
    r.scale, r.ox, r.oy = 1.0, 0, 0
    surf.fill((28, 22, 20))
    for x, y, w, h, title, lines, col in BOXES:
        r.fill(x, y, w, h, (*col, 255), 18, 3, theme.GOLD)
        r.text(title, x + 24, y + 18, 32, theme.GOLD, "bold")
        for i, line in enumerate(lines):
            r.text("• " + line, x + 28, y + 78 + i * 44, 25, theme.TEXT, max_width=w - 50)
    for (ax, ay), (bx, by), label, (lx, ly) in ARROWS:
        r.line((ax, ay), (bx, by), theme.HIGHLIGHT, 5)
        dx, dy = bx - ax, by - ay
        n = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / n, dy / n
        r.polygon([(bx, by), (bx - 18 * ux - 10 * uy, by - 18 * uy + 10 * ux),
                   (bx - 18 * ux + 10 * uy, by - 18 * uy - 10 * ux)], theme.HIGHLIGHT)
        r.text(label, lx, ly, 22, theme.HIGHLIGHT, "italic", "center")
    r.text("main.py / five-realms → engine/cli.py → App → scenes; rules never import pygame",
           960, 785, 26, theme.TEXT, "semibold", "center")
    out = ROOT / "docs" / "architecture.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(out))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
