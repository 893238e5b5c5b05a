"""Each game's table at a busy moment, as the player of seat 0 sees it, at two sizes, two languages.

    python tools/busiest.py [OUTDIR] [--games g1,g2] [--share 0.8]
    python tools/busiest.py docs/screenshots/busiest     # the ones kept in the repository

A game of random players is played to ``share`` of its actions and then on to the next moment
seat 0 (a human seat) is to act, so the table is full and seat 0's legal targets are lit.  That
state is drawn at 1280x720 and 800x450, in English and Ukrainian: OUTDIR/GAME-WxH-LANG.png
(default /tmp/busiest).  The other seats are AIs; in a step all seats play at once they may
choose while the shot is taken, as they would in play.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.app import App, AppOptions  # noqa: E402
from engine.games import load_scene, playable, spec  # noqa: E402
from engine.session import GameSession, Seat, random_session  # noqa: E402
from engine.uidriver import UIDriver  # noqa: E402

SIZES = ((1280, 720), (800, 450))
LANGS = ("en", "uk")


def busy_session(game: str, players: int, seed: int, share: float) -> GameSession:
    """Seat 0 human, the rest AI; random legal moves to ``share`` of a game, then to seat 0's turn."""
    seats = [Seat("human" if i == 0 else "ai", "normal", "", i) for i in range(players)]
    return random_session(game, seats, seed, share, until_seat=0)


def shoot(game: str, out: Path, share: float, seed: int) -> list[Path]:
    players = 3 if 3 in spec(game).player_counts else spec(game).player_counts[-1]
    paths = []
    for w, h in SIZES:
        for lang in LANGS:
            os.environ["FIVE_REALMS_HOME"] = tempfile.mkdtemp(prefix="fr-busy-")
            app = App(AppOptions(size=(w, h), fixed_step=True, save_settings=False, lang=lang,
                                 speed=4.0, seed=seed))
            session = busy_session(game, players, seed, share)
            app.scenes.push(load_scene(game)(app, session))
            UIDriver(app).frames(240)
            path = out / f"{game}-{w}x{h}-{lang}.png"
            app.screenshot(str(path))
            app.shutdown()
            paths.append(path)
            print(path)
    return paths


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", nargs="?", default="/tmp/busiest")
    p.add_argument("--games", default=",".join(g.id for g in playable()))
    p.add_argument("--share", type=float, default=0.8)
    p.add_argument("--seed", type=int, default=5)
    a = p.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for game in a.games.split(","):
        shoot(game, out, a.share, a.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
