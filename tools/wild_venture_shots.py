"""Screenshots of every phase of A Wild Venture, for looking at the table (not for the README).

    python tools/wild_venture_shots.py --out /tmp/wv_shots [--sizes 1920x1080,800x450] [--langs en,uk]

Plays seeded games through the rules (a biased random policy for both seats) until seat 0, a
human, faces the phase wanted, then opens the table on that position and saves
``<phase>_<lang>_<w>x<h>.png``: the set-up pick, the stormier variant's set-aside (8 cards in
hand), playing (main actions), a crowded hand mid-game, travel (reachable spaces glowing), a chest
pop-up, look X, the trigger order, enchanting, the end of the game and the results screen.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.rules.wild_venture.scene_queries import decision, top_op  # noqa: E402


def _want(phase: str):
    """Predicate on (state, legal of seat 0) for the phase."""
    def main(st, legal, turn=8):
        return (st.phase == "turn" and st.current == 0 and not st.stack and st.main_left == 2
                and st.turn >= turn)
    return {
        "pick": lambda st, legal: st.phase == "pick" and st.picker == 0,
        "set_aside": lambda st, legal: st.phase == "setup_discard" and len(st.setup_discards[0]) == 0,
        "playing": lambda st, legal: main(st, legal, 14) and len(st.inhab[0]) >= 2,
        "crowded": lambda st, legal: main(st, legal, 4) and len(st.hands[0]) >= 10,
        "travel": lambda st, legal: st.phase == "turn" and st.current == 0 and
        top_op(st) == "travel" and len([a for a in legal if a[0] == "move"]) >= 3 and st.turn >= 6,
        "chest": lambda st, legal: st.current == 0 and top_op(st) == "chest",
        "look": lambda st, legal: st.current == 0 and top_op(st) == "look_do" and len(legal) >= 3,
        "order": lambda st, legal: st.current == 0 and top_op(st) == "order",
        "enchant": lambda st, legal: st.current == 0 and any(a[0] == "enchant" for a in legal)
        and not st.stack,
        "end": lambda st, legal: st.phase == "over",
    }[phase]


def _policy(rng, legal, phase):
    plays = [a for a in legal if a[0] == "play"]
    if phase == "crowded":
        draws = [a for a in legal if a[0] == "activate" and a[1] == "pad"]
        if draws:
            return draws[0]
        keep = [a for a in legal if a[0] not in ("play", "discard", "tuck", "look_tuck")]
        if keep and rng.random() < 0.9:
            return rng.choice(keep)
    if phase == "order":
        ench = [a for a in legal if a[0] == "enchant"]
        if ench:
            return ench[0]
    if plays and rng.random() < 0.7:
        return rng.choice(plays)
    moves = [a for a in legal if a[0] == "move"]
    if moves and rng.random() < 0.6:
        return moves[-1]
    return rng.choice(legal)


def find_position(phase: str, options: dict, seeds=range(1, 400)):
    from engine.rules.wild_venture import RULES as R
    want = _want(phase)
    for seed in seeds:
        rng = random.Random(seed)
        st = R.new_game(2, seed, options)
        actions = []
        for _ in range(3000):
            if R.is_over(st):
                break
            seat = R.to_act(st)[0]
            legal = R.legal_actions(st, seat)
            if seat == 0 and want(st, legal):
                return seed, actions
            a = _policy(rng, legal, phase)
            actions.append((seat, a))
            st, _ = R.step(st, seat, a)
        if phase == "end" and R.is_over(st):
            return seed, actions
    raise SystemExit(f"no position found for {phase}")


def shoot(phase: str, size, lang: str, out: Path, frames: int = 40) -> Path:
    from engine.app import App, AppOptions
    from engine.session import GameSession, Seat
    from scenes.wild_venture import WildVentureScene

    options = {"stormy": "on", "board": "autumn"} if phase in ("set_aside", "crowded") else \
        {"board": "autumn"} if phase in ("order", "enchant") else {}
    seed, actions = find_position(phase, options)
    app = App(AppOptions(size=size, fixed_step=True, save_settings=False, lang=lang, speed=4.0,
                         seed=7))
    names = {"en": ("Olena", "Taras"), "uk": ("Олена", "Тарас")}[lang]
    seats = [Seat("human", "normal", names[0], 0), Seat("ai", "easy", names[1], 1)]
    session = GameSession.new("wild_venture", seats, seed, options)
    for seat, a in actions:
        session.submit(seat, a)
    scene = WildVentureScene(app, session)
    app.scenes.push(scene)
    for _ in range(frames):
        app.frame(1 / 60)
    path = out / f"{phase}_{lang}_{size[0]}x{size[1]}.png"
    app.screenshot(str(path))
    if phase == "end":
        for _ in range(240):
            app.frame(1 / 60)
        app.screenshot(str(out / f"results_{lang}_{size[0]}x{size[1]}.png"))
    app.shutdown()
    return path


PHASES = ("pick", "set_aside", "playing", "crowded", "travel", "chest", "look", "order",
          "enchant", "end")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=tempfile.mkdtemp(prefix="wv-shots-"))
    ap.add_argument("--sizes", default="1920x1080,800x450")
    ap.add_argument("--langs", default="en,uk")
    ap.add_argument("--phases", default=",".join(PHASES))
    a = ap.parse_args(argv)
    os.environ.setdefault("FIVE_REALMS_HOME", tempfile.mkdtemp(prefix="wv-home-"))
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for phase in a.phases.split(","):
        for size in a.sizes.split(","):
            w, h = map(int, size.split("x"))
            for lang in a.langs.split(","):
                print(shoot(phase, (w, h), lang, out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
