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
    (60, 60, 560, 310, "engine/rules  (pure Python)",
     ["protocol.py: one API for all five games", "rng.py: chance lives in the state",
      "record.py: seed + action log = replay", "describe · view_events: secrets per viewer",
      "one package per game (five)"],
     (70, 110, 80)),
    (60, 480, 560, 310, "engine/ai  +  selfplay · soak",
     ["random · easy · normal (turn lookahead)", "hard: IS-MCTS; playouts (Dice Forge 3-4)",
      "fair.py: sees only view(state, seat)", "workers.py: thinks in worker processes",
      "soak.py · monkey.py: checked every action"], (60, 90, 130)),
    (720, 60, 560, 310, "engine  (presentation)",
     ["app.py: screens by name · worlds.py",
      "turnflow.py: who acts, hand-off, AI pacing",
      "sequencer.py: events as timed steps",
      "ecs/: keyed table, reconciled; pictures",
      "widgets/: card · hand · pile · dice · dialog"],
     (120, 80, 50)),
    (720, 480, 560, 310, "scenes",
     ["menu · settings · pause · hand-off · results",
      "game_base.py: GameScene · TableScene",
      "parts/: hints · log · banner · dialogs · input",
      "one table scene per game: describe view()",
      "animations.py: events on the sequence"],
     (110, 60, 90)),
    (1380, 60, 480, 350, "assets",
     ["art/ SVG · maps/ Tiled .tmx (pytmx)",
      "i18n/: English + Ukrainian", "rules/: in-app rule summaries", "sounds/: synthesised WAV",
      "data/: tiles, cards, faces, boards"], (90, 90, 60)),
    (1380, 440, 480, 350, "engine/net  (websockets)",
     ["server.py: tables, serve, host in the app", "a seat gets only its view · events",
      "128-bit seat tokens · rejoin · resume", "lan.py: zeroconf table list",
      "clientflow.py: a remote seat's session"], (50, 100, 110)),
]
ARROWS = [  # (from, to, label, label centre)
    ((620, 300), (720, 300), "new_game · step → events", (670, 400)),
    ((340, 480), (340, 370), "legal_actions · determinize", (480, 425)),
    ((1000, 370), (1000, 480), "TurnFlow · EntitySpec", (1110, 425)),
    ((1380, 300), (1280, 300), "load_layout · image", (1272, 400)),
    ((1380, 640), (1280, 640), "RemoteSession", (1330, 800)),
]

def main() -> int:
    pygame.init()
    surf = pygame.Surface((1920, 880))
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
    r.text("main.py / five-realms → engine/cli.py → App → screens by name; rules never import pygame, engine never imports scenes",
           960, 840, 26, theme.TEXT, "semibold", "center")
    out = ROOT / "docs" / "architecture.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(out))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
